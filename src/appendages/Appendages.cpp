// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/Appendages.h"

#include "appendages/AppendageChecks.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace hydro {

namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr std::size_t kNodes = Appendages::kStrips + 1;  // sample points per foil or member

/// The largest Morison coefficient accepted: published values lie within 0 to 3.
constexpr double kMaxMorisonCoefficient = 100.0;

/// Scales `force` so that the part of it resisting `velocity` removes at most the momentum
/// `share` m |v| of the body in one step (the kernel's per-piece clamp, ForceModel: stability).
/// Returns whether it had to.
bool clampToStop(Vec3& force, const Vec3& velocity, double shareOfMass, double timeStep) {
    const double speed = length(velocity);
    if (!(speed > 0.0)) return false;
    const double resisting = -dot(force, velocity) / speed;
    const double stopping = shareOfMass * speed / timeStep;
    if (!(resisting > stopping)) return false;
    force = force * (stopping / resisting);
    return true;
}

std::string place(const char* what, std::size_t index) { return std::string(what) + " " + std::to_string(index); }

} // namespace

Result<Appendages> Appendages::create(const std::vector<Foil>& foils, const std::vector<SlenderMember>& members) {
    using namespace appendage_checks;
    Appendages a;
    for (std::size_t k = 0; k < foils.size(); ++k) {
        Result<FoilPlanform> planform = FoilPlanform::create(foils[k]);
        if (!planform) return Error(place("foil", k) + ": " + planform.error().message());
        a.totalArea_ += planform.value().area();
        a.foils_.push_back({std::move(planform).value(), 0.0, {}});
    }
    for (std::size_t k = 0; k < members.size(); ++k) {
        const SlenderMember& m = members[k];
        const std::string name = place("member", k);
        if (Status s = firstRefusal({checkPoint("SlenderMember", "start", m.start), checkPoint("SlenderMember", "end", m.end),
                                     checkLength("SlenderMember", "diameter", m.diameter),
                                     checkLength("SlenderMember", "length (end - start)", length(m.end - m.start))});
            !s)
            return Error(name + ": " + s.error().message());
        const double coefficients[] = {m.inertiaCoefficient, m.normalDrag, m.tangentialDrag};
        const char* fields[] = {"inertiaCoefficient", "normalDrag", "tangentialDrag"};
        for (int c = 0; c < 3; ++c)
            if (!(coefficients[c] >= 0.0 && coefficients[c] <= kMaxMorisonCoefficient))
                return Error(name + ": SlenderMember: " + fields[c] + " = " + limits::readable(coefficients[c]) +
                             " (must be in [0, " + limits::readable(kMaxMorisonCoefficient) + "])");
        const double memberLength = length(m.end - m.start);
        a.totalArea_ += m.diameter * memberLength;
        a.members_.push_back({m, memberLength});
    }
    const std::size_t nodes = (a.foils_.size() + a.members_.size()) * kNodes;
    for (std::vector<float>* v : {&a.x_, &a.y_, &a.z_, &a.height_, &a.ux_, &a.uy_, &a.uz_}) v->assign(nodes, 0.0f);
    for (std::vector<float>* v : {&a.laterX_, &a.laterY_, &a.laterZ_, &a.earlierX_, &a.earlierY_, &a.earlierZ_})
        v->assign(a.members_.size() * kNodes, 0.0f);
    return a;
}

Status Appendages::trySetDeflection(std::size_t foil, double radians) {
    if (foil >= foils_.size())
        return Error("Appendages::trySetDeflection: foil " + std::to_string(foil) + " does not exist (there are " +
                     std::to_string(foils_.size()) + ")");
    if (!(std::abs(radians) <= 0.5 * kPi))
        return Error("Appendages::trySetDeflection: foil " + std::to_string(foil) + ": deflection = " +
                     limits::readable(radians) + " rad (must be in [-pi/2, pi/2])");
    foils_[foil].deflection = radians;
    return {};
}

void Appendages::placeNodes(const BodyState& state) {
    auto place = [&](std::size_t node, const Vec3& hullPoint) {
        const Vec3 offset = state.rotation * (hullPoint - state.centreOfMassInHull);
        x_[node] = float(offset.x), y_[node] = float(offset.y), z_[node] = float(offset.z);
    };
    std::size_t node = 0;
    for (const FoilEntry& f : foils_) {
        const Foil& foil = f.planform.foil();
        for (std::size_t j = 0; j < kNodes; ++j)
            place(node++, foil.root + foil.spanAxis * (foil.span * double(j) / double(kStrips)));
    }
    for (const MemberEntry& m : members_)
        for (std::size_t j = 0; j < kNodes; ++j)
            place(node++, m.member.start + (m.member.end - m.member.start) * (double(j) / double(kStrips)));
}

Appendages::WetPart Appendages::wetPart(std::size_t node) const {
    // Depth below the surface, linear along the piece (the surface is sampled at its two ends).
    const double d0 = double(height_[node]) - double(y_[node]);
    const double d1 = double(height_[node + 1]) - double(y_[node + 1]);
    if (d0 > 0.0 && d1 > 0.0) return {0.0, 1.0};
    if (!(d0 > 0.0) && !(d1 > 0.0)) return {};
    const double crossing = d0 / (d0 - d1);
    return d0 > 0.0 ? WetPart{0.0, crossing} : WetPart{crossing, 1.0};
}

Vec3 Appendages::interpolate(const float* x, const float* y, const float* z, std::size_t node, double t) const {
    const Vec3 a{double(x[node]), double(y[node]), double(z[node])};
    const Vec3 b{double(x[node + 1]), double(y[node + 1]), double(z[node + 1])};
    return a + (b - a) * t;
}

void Appendages::addForces(const BodyState& state, const WaterSurface& water, const WaterProperties& properties,
                           double timeStep, ForceResult& out) {
    if (empty()) return;
    placeNodes(state);
    const PointBatch all{state.centreOfMass, x_.data(), y_.data(), z_.data(), x_.size()};
    water.sampleHeightsAndVelocities(all, state.time, state.centreOfMass.y, height_.data(), ux_.data(), uy_.data(),
                                     uz_.data());
    bool finite = true;
    for (std::size_t i = 0; i < x_.size(); ++i)
        finite = finite && std::isfinite(height_[i]) && std::isfinite(ux_[i]) && std::isfinite(uy_[i]) && std::isfinite(uz_[i]);
    if (!members_.empty()) {
        const std::size_t first = foils_.size() * kNodes;
        const PointBatch onMembers{state.centreOfMass, x_.data() + first, y_.data() + first, z_.data() + first,
                                   laterX_.size()};
        water.sampleVelocities(onMembers, state.time + kAccelerationStep, laterX_.data(), laterY_.data(), laterZ_.data());
        water.sampleVelocities(onMembers, state.time - kAccelerationStep, earlierX_.data(), earlierY_.data(),
                               earlierZ_.data());
        for (std::size_t i = 0; i < laterX_.size(); ++i)
            finite = finite && std::isfinite(laterX_[i]) && std::isfinite(laterY_[i]) && std::isfinite(laterZ_[i]) &&
                     std::isfinite(earlierX_[i]) && std::isfinite(earlierY_[i]) && std::isfinite(earlierZ_[i]);
    }
    if (!finite) {
        out.clear();
        out.status = ForceResult::Status::InvalidWater;
        return;
    }
    addFoilForces(state, properties, timeStep, out);
    addMemberForces(state, properties, timeStep, out);
    for (ForceKind kind : {ForceKind::Foil, ForceKind::Morison}) {
        out.force += out.of(kind).force;
        out.torque += out.of(kind).torque;
    }
}

void Appendages::addFoilForces(const BodyState& state, const WaterProperties& properties, double timeStep,
                               ForceResult& out) {
    Wrench& total = out.of(ForceKind::Foil);
    for (std::size_t k = 0; k < foils_.size(); ++k) {
        FoilEntry& f = foils_[k];
        const Foil& foil = f.planform.foil();
        f.last = {};
        // The foil's axes in the world: its chord turned by the deflection about the span, and the
        // normal n = s x c toward which a positive angle of attack lifts.
        const Vec3 span = state.rotation * foil.spanAxis;
        const Vec3 chord = state.rotation * (foil.forward * std::cos(f.deflection) +
                                             cross(foil.spanAxis, foil.forward) * std::sin(f.deflection));
        const Vec3 normal = cross(span, chord);
        Vec3 weightedCentre;
        for (std::size_t strip = 0; strip < std::size_t(kStrips); ++strip) {
            const std::size_t node = k * kNodes + strip;
            const WetPart wet = wetPart(node);
            if (!(wet.share() > 0.0)) continue;
            const double from = (double(strip) + wet.from) / double(kStrips), to = (double(strip) + wet.to) / double(kStrips);
            const double area = f.planform.areaBetween(from, to);
            const Vec3 arm = interpolate(x_.data(), y_.data(), z_.data(), node, wet.middle());
            // The foil's velocity through the water, less its part along the span (strip theory).
            const Vec3 through = state.linearVelocity + cross(state.angularVelocity, arm) -
                                 interpolate(ux_.data(), uy_.data(), uz_.data(), node, wet.middle());
            const Vec3 across = through - span * dot(through, span);
            const double speed = length(across);
            if (!(speed > 0.0) || !(area > 0.0)) continue;
            // The flow meets the foil along -across: alpha is its angle from the chord, positive when it
            // comes from the normal's side (Foil.h: lift toward n).
            const Vec3 flow = across * (-1.0 / speed);
            const double alpha = std::atan2(dot(flow, normal), -dot(flow, chord));
            const FoilCoefficients c = f.planform.coefficients(alpha);
            const double load = 0.5 * properties.density * speed * speed * area;
            Vec3 lift = cross(flow, span) * (load * c.lift), drag = flow * (load * c.drag);
            Vec3 force = lift + drag;
            if (clampToStop(force, across, state.mass * area / totalArea_, timeStep)) {
                const double scale = length(force) / length(lift + drag);
                lift = lift * scale, drag = drag * scale;
                ++out.clampedDrags;
            }
            total.force += force;
            total.torque += cross(arm, force);
            f.last.lift += lift;
            f.last.drag += drag;
            f.last.wettedArea += area;
            weightedCentre += arm * area;
        }
        f.last.centre = state.centreOfMass + (f.last.wettedArea > 0.0 ? weightedCentre / f.last.wettedArea
                                                                        : state.rotation * (foil.root - state.centreOfMassInHull));
    }
}

void Appendages::addMemberForces(const BodyState& state, const WaterProperties& properties, double timeStep,
                                 ForceResult& out) {
    Wrench& total = out.of(ForceKind::Morison);
    const double rho = properties.density;
    for (std::size_t k = 0; k < members_.size(); ++k) {
        const MemberEntry& m = members_[k];
        const SlenderMember& member = m.member;
        const Vec3 axis = state.rotation * ((member.end - member.start) / m.length);
        const double section = 0.25 * kPi * member.diameter * member.diameter;
        for (std::size_t piece = 0; piece < std::size_t(kStrips); ++piece) {
            const std::size_t node = (foils_.size() + k) * kNodes + piece;
            const WetPart wet = wetPart(node);
            if (!(wet.share() > 0.0)) continue;
            const double wetLength = m.length * wet.share() / double(kStrips);
            const Vec3 arm = interpolate(x_.data(), y_.data(), z_.data(), node, wet.middle());
            const Vec3 relative = interpolate(ux_.data(), uy_.data(), uz_.data(), node, wet.middle()) -
                                  (state.linearVelocity + cross(state.angularVelocity, arm));
            const std::size_t own = node - foils_.size() * kNodes;  // in the members' own arrays
            const Vec3 acceleration = (interpolate(laterX_.data(), laterY_.data(), laterZ_.data(), own, wet.middle()) -
                                       interpolate(earlierX_.data(), earlierY_.data(), earlierZ_.data(), own, wet.middle())) /
                                      (2.0 * kAccelerationStep);
            const Vec3 along = axis * dot(relative, axis), normal = relative - along;
            const Vec3 inertia = (acceleration - axis * dot(acceleration, axis)) * (rho * member.inertiaCoefficient * section * wetLength);
            Vec3 drag = normal * (0.5 * rho * member.normalDrag * member.diameter * length(normal) * wetLength) +
                        along * (0.5 * rho * member.tangentialDrag * kPi * member.diameter * length(along) * wetLength);
            // The drag resists the member's motion through the water (-relative).
            out.clampedDrags += int(clampToStop(drag, relative * -1.0, state.mass * member.diameter * wetLength / totalArea_, timeStep));
            const Vec3 force = inertia + drag;
            total.force += force;
            total.torque += cross(arm, force);
        }
    }
}

} // namespace hydro
