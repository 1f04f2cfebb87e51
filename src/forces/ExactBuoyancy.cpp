// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/ExactBuoyancy.h"
#include "hydro/ForceKernel.h"

#include "forces/SubmergedPieces.h"

#include <array>

namespace hydro {
namespace {

/// Volume below which a result is dropped, as a fraction of the hull's (Catto's first guard):
/// sliver tetrahedra at a barely wet hull are dominated by round-off there.
constexpr double kMinimumFraction = 1e-9;

struct VolumeSum {
    double volume = 0.0;
    Vec3 moment;  // volume times centroid
    double area = 0.0;
    int pieces = 0;

    /// The signed tetrahedron (apex, a, b, c), Catto's TetrahedronVolume (listing 2.5.1).
    void addPiece(const Vec3& apex, const Vec3& a, const Vec3& b, const Vec3& c) {
        const double v = dot(a - apex, cross(b - apex, c - apex)) / 6.0;
        volume += v;
        moment += (apex + a + b + c) * (0.25 * v);
        area += 0.5 * length(cross(b - a, c - a));
        ++pieces;
    }
};

} // namespace

ExactBuoyancyResult exactBuoyancy(const HullMesh& hull, const BodyState& state, double waterLevel,
                                  const WaterProperties& water) {
    // Positions relative to the centre of mass, world axes; h is the height above the plane.
    const std::size_t n = hull.vertexCount();
    const double plane = waterLevel - state.centreOfMass.y;
    auto position = [&](std::size_t v) { return state.rotation * (hull.vertex(v) - state.centreOfMassInHull); };
    Vec3 apex;
    bool anyWet = false;
    for (std::size_t v = 0; v < n && !anyWet; ++v) {
        const Vec3 p = position(v);
        if (p.y < plane) {
            apex = {p.x, plane, p.z};  // a submerged vertex projected onto the water plane
            anyWet = true;
        }
    }
    ExactBuoyancyResult result;
    result.centreOfBuoyancy = state.centreOfMass;
    if (!anyWet) return result;

    VolumeSum sum;
    for (std::size_t t = 0; t < hull.triangleCount(); ++t) {
        const auto tri = hull.triangle(t);
        const std::array<Vec3, 3> p = {position(tri[0]), position(tri[1]), position(tri[2])};
        const std::array<double, 3> h = {p[0].y - plane, p[1].y - plane, p[2].y - plane};
        forEachSubmergedPiece(p, h, [&](const Vec3& a, const Vec3& b, const Vec3& c) { sum.addPiece(apex, a, b, c); });
    }
    if (sum.volume <= kMinimumFraction * hull.volume()) return result;  // Catto's guards

    const Vec3 centroid = sum.moment / sum.volume;
    result.volume = sum.volume;
    result.centreOfBuoyancy = state.centreOfMass + centroid;
    result.force = {0.0, water.density * water.gravity * sum.volume, 0.0};
    result.torque = cross(centroid, result.force);
    result.wettedArea = sum.area;
    result.submergedPieces = sum.pieces;
    return result;
}

} // namespace hydro
