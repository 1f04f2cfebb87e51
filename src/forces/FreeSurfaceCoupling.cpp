// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/FreeSurfaceCoupling.h"

#include "hydro/Limits.h"

#include "forces/SubmergedPieces.h"

#include <array>
#include <string>

namespace hydro {

FreeSurfaceCoupling::FreeSurfaceCoupling(const HullMesh& hull) : hull_(&hull) {
    for (auto* v : {&x_, &z_, &height_, &vx_, &vy_, &vz_}) v->resize(hull.vertexCount());
    positions_.resize(hull.vertexCount());
    heightAbove_.resize(hull.vertexCount());
    sources_.reserve(2 * hull.triangleCount());  // a triangle cut at the surface leaves at most two pieces
}

void FreeSurfaceCoupling::addSources(FreeSurfaceField& field) const {
    // Within Limits.h by the state's checks (a hull within 1e5 m at 1e4 m/s): no refusal.
    for (const Source& s : sources_) (void)field.tryAddVolumeSource(s.place, s.flux);
}

FreeSurfaceLoad FreeSurfaceCoupling::push(const FreeSurfaceField& field) const {
    const FreeSurfaceSettings& settings = field.settings();
    const double rhoG = settings.density * settings.gravity;
    FreeSurfaceLoad load;
    for (const Source& s : sources_) {
        const double head = 0.5 * (s.headBefore + field.headAt(s.place));
        load.force += s.area * (-rhoG * head);
        load.torque += s.areaMoment * (-rhoG * head);
        load.power += rhoG * head * s.flux;
    }
    return load;
}

Result<FreeSurfaceSources> FreeSurfaceCoupling::tryFindSources(const BodyState& state, const FreeSurfaceField& field,
                                                               double span) {
    sources_.clear();
    if (!withinLimits(state))
        return Error("FreeSurfaceCoupling: the body's state has " + std::string(firstFieldOutsideLimits(state)) +
                     " outside Limits.h");
    if (!(span > 0.0 && span <= 10.0))
        return Error("FreeSurfaceCoupling: the step's span " + limits::readable(span) + " s is outside (0, 10] s");
    const double halfSpan = 0.5 * span;
    const std::size_t n = hull_->vertexCount();
    for (std::size_t v = 0; v < n; ++v) {
        positions_[v] = state.rotation * (hull_->vertex(v) - state.centreOfMassInHull);
        x_[v] = float(positions_[v].x), z_[v] = float(positions_[v].z);
    }
    // The base water at the vertices: where the hull is wet, and how the water there moves.
    // (Not the field's velocities: a body's sources would then answer its own waves, which the
    // field already carries, and feed them back: rings at 6 m grew fourfold in the test of
    // tests/bullet/FreeSurfaceActionTest.cpp.)
    field.base().sampleHeightsAndVelocities({state.centreOfMass, x_.data(), nullptr, z_.data(), n}, state.time,
                                            state.centreOfMass.y, height_.data(), vx_.data(), vy_.data(), vz_.data());
    // Heights above the base surface (negative: wet), once a vertex, so that a dry triangle is
    // passed over on three loads.
    for (std::size_t v = 0; v < n; ++v) heightAbove_[v] = positions_[v].y - double(height_[v]);
    FreeSurfaceSources found;
    for (std::size_t t = 0; t < hull_->triangleCount(); ++t) {
        const auto tri = hull_->triangle(t);
        const std::array<double, 3> h = {heightAbove_[tri[0]], heightAbove_[tri[1]], heightAbove_[tri[2]]};
        if (h[0] >= 0.0 && h[1] >= 0.0 && h[2] >= 0.0) continue;  // dry
        // The corners by reference: a copy here (three Vec3 into an array) was read back across its
        // stores, a stall a triangle.
        const Vec3 &p0 = positions_[tri[0]], &p1 = positions_[tri[1]], &p2 = positions_[tri[2]];
        // The water's velocity at the corners.
        std::array<Vec3, 3> water;
        for (std::size_t c = 0; c < 3; ++c) water[c] = {double(vx_[tri[c]]), double(vy_[tri[c]]), double(vz_[tri[c]])};
        // One wet piece: its source, at the middle of its path over the span, and the field's head
        // there now. `w` are its centroid's barycentric weights in the whole triangle, which carry
        // the corners' heights and water velocities to it (both vary linearly over the triangle).
        auto piece = [&](const Vec3& centroid, const Vec3& area, double w0, double w1, double w2) {
            const double depth = std::max(0.0, -(w0 * h[0] + w1 * h[1] + w2 * h[2]));
            const Vec3 waterVelocity = water[0] * w0 + water[1] * w1 + water[2] * w2;
            const Vec3 bodyVelocity = state.linearVelocity + cross(state.angularVelocity, centroid);
            const double flux = dot(bodyVelocity - waterVelocity, area);
            // Made where it is kept (a copy of the place read it back across the stores that wrote
            // it), and taken back outside the window.
            Source& source = sources_.emplace_back();
            const Vec3 middle = state.centreOfMass + centroid + bodyVelocity * halfSpan;
            if (!field.placeOf(middle.x, middle.z, depth, source.place)) {
                sources_.pop_back();
                ++found.outsideWindow;
                return;
            }
            source.flux = flux;
            source.headBefore = field.headAt(source.place);
            source.area = area;
            source.areaMoment = cross(centroid, area);
            found.flux += flux;
            ++found.pieces;
        };
        const Vec3 normal = cross(p1 - p0, p2 - p0);
        if (h[0] < 0.0 && h[1] < 0.0 && h[2] < 0.0) {  // wholly wet: the piece is the triangle
            constexpr double kThird = 1.0 / 3.0;
            piece((p0 + p1 + p2) * kThird, normal * 0.5, kThird, kThird, kThird);
            continue;
        }
        const double normalSquared = dot(normal, normal);
        if (!(normalSquared > 0.0)) continue;
        forEachSubmergedPiece({p0, p1, p2}, h, [&](const Vec3& a, const Vec3& b, const Vec3& c) {
            const Vec3 centroid = (a + b + c) * (1.0 / 3.0);
            const double w0 = dot(cross(p2 - p1, centroid - p1), normal) / normalSquared;
            const double w1 = dot(cross(p0 - p2, centroid - p2), normal) / normalSquared;
            piece(centroid, cross(b - a, c - a) * 0.5, w0, w1, 1.0 - w0 - w1);  // area: outward, the winding kept
        });
    }
    return found;
}

} // namespace hydro
