// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/Appendages.h"

#include "appendages/AppendageChecks.h"
#include "appendages/PropellerJet.h"
#include "base/ArgumentCheck.h"
#include "base/IndexCheck.h"
#include "base/MathConstants.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

namespace hydro {

namespace {

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

Result<Appendages> Appendages::create(const std::vector<Foil>& foils, const std::vector<SlenderMember>& members,
                                      const std::vector<Thruster>& thrusters) {
    using namespace appendage_checks;
    Appendages a;
    for (std::size_t k = 0; k < foils.size(); ++k) {
        Result<FoilPlanform> planform = FoilPlanform::create(foils[k]);
        if (!planform) return Error(place("foil", k) + ": " + planform.error().message());
        a.totalArea_ += planform.value().area();
        FoilEntry entry{std::move(planform).value(), 0.0, {}, {}};
        entry.chordInHull = entry.planform.foil().forward;
        a.foils_.push_back(std::move(entry));
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
    for (std::size_t k = 0; k < thrusters.size(); ++k) {
        Result<PropellerModel> model = PropellerModel::create(thrusters[k]);
        if (!model) return Error(place("thruster", k) + ": " + model.error().message());
        a.thrusters_.push_back({std::move(model).value(), 0.0, 0.0, {}, {}, {}, {}});
        a.thrusters_.back().axisInHull = a.thrusters_.back().model.thruster().axis;
    }
    a.cutMembers(std::numeric_limits<double>::infinity());  // as for flat water, until a water says
    return a;
}

int Appendages::memberPieces(double length, double wavelength) {
    requireNonNegative("Appendages::memberPieces", "length", length, "m");
    if (!(wavelength >= 0.0)) refuseArgument("Appendages::memberPieces", "wavelength", wavelength, "m", ">= 0, or infinite");
    if (wavelength == 0.0) return kMaxMemberPieces;  // a water that cannot say
    const double wanted = std::ceil(length * kMemberPiecesPerWavelength / wavelength);
    return int(std::clamp(wanted, double(kMinMemberPieces), double(kMaxMemberPieces)));
}

int Appendages::memberPieceCount(std::size_t index) const {
    return members_[checkedMember("memberPieceCount", index)].pieces;
}

void Appendages::cutMembers(double wavelength) {
    membersCutFor_ = wavelength;
    std::size_t node = firstMemberNode();
    for (MemberEntry& m : members_) {
        m.pieces = memberPieces(m.length, wavelength);
        m.firstNode = node;
        node += std::size_t(m.pieces) + 1;
    }
    firstThrusterNode_ = node;
    const std::size_t nodes = thrusterNode(thrusters_.size());
    for (std::vector<float>* v : {&x_, &y_, &z_, &height_, &ux_, &uy_, &uz_}) v->assign(nodes, 0.0f);
    for (std::vector<float>* v : {&laterX_, &laterY_, &laterZ_, &earlierX_, &earlierY_, &earlierZ_})
        v->assign(firstThrusterNode_ - firstMemberNode(), 0.0f);
}

namespace {
/// The checks of a run-time command (`call`) to appendage `index` of `count` (`what`: "foil",
/// "thruster"): the index exists and |value| <= limit (`limitText` words the limit).
Status checkCommand(const char* call, const char* what, std::size_t index, std::size_t count, const char* field,
                    double value, double limit, const std::string& limitText) {
    const std::string caller = std::string("Appendages::") + call;
    if (Status s = indexStatus(caller, what, (long long)index, count); !s) return s;
    if (!(std::abs(value) <= limit))
        return Error(caller + ": " + what + " " + std::to_string(index) + ": " + field + " = " + limits::readable(value) +
                     " " + limitText);
    return {};
}
} // namespace

std::size_t Appendages::checkedFoil(const char* getter, std::size_t index) const {
    return checkedIndex(std::string("Appendages::") + getter, "foil", (long long)index, foils_.size());
}

std::size_t Appendages::checkedMember(const char* getter, std::size_t index) const {
    return checkedIndex(std::string("Appendages::") + getter, "member", (long long)index, members_.size());
}

std::size_t Appendages::checkedThruster(const char* getter, std::size_t index) const {
    return checkedIndex(std::string("Appendages::") + getter, "thruster", (long long)index, thrusters_.size());
}

const SlenderMember& Appendages::member(std::size_t index) const {
    return members_[checkedMember("member", index)].member;
}

Status Appendages::trySetDeflection(std::size_t foil, double radians) {
    if (Status s = checkCommand("trySetDeflection", "foil", foil, foils_.size(), "deflection", radians, 0.5 * kPi,
                                "rad (must be in [-pi/2, pi/2])");
        !s)
        return s;
    FoilEntry& f = foils_[foil];
    f.deflection = radians;
    // The chord turned by the deflection about the span, kept in hull axes: the substep rotates it only.
    f.chordInHull = turnedAbout(f.planform.foil().forward, f.planform.foil().spanAxis, radians);
    return {};
}

Status Appendages::trySetThrottle(std::size_t thruster, double throttle) {
    if (Status s = checkCommand("trySetThrottle", "thruster", thruster, thrusters_.size(), "throttle", throttle, 1.0,
                                "(must be in [-1, 1])");
        !s)
        return s;
    thrusters_[thruster].throttle = throttle;
    return {};
}

Status Appendages::trySetSteering(std::size_t thruster, double radians) {
    const double limit = thruster < thrusters_.size() ? thrusters_[thruster].model.thruster().maxSteeringAngle : 0.0;
    if (Status s = checkCommand("trySetSteering", "thruster", thruster, thrusters_.size(), "angle", radians, limit,
                                "rad (its maxSteeringAngle is " + limits::readable(limit) + " rad)");
        !s)
        return s;
    ThrusterEntry& t = thrusters_[thruster];
    t.steering = radians;
    t.axisInHull = turnedAbout(t.model.thruster().axis, t.model.thruster().steeringAxis, radians);
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
        place(node++, foil.root);
        place(node++, foil.root + foil.spanAxis * foil.span);
    }
    for (const MemberEntry& m : members_)
        for (int j = 0; j <= m.pieces; ++j)
            place(node++, m.member.start + (m.member.end - m.member.start) * (double(j) / m.pieces));
    for (const ThrusterEntry& t : thrusters_) place(node++, t.model.thruster().position);
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
    // As the kernel refuses them (ForceKernel::compute): a state, water or step outside Limits.h
    // would carry a NaN or an infinity into every force below.
    if (!withinLimits(state) || properties.firstInvalidField() ||
        !limits::within(timeStep, limits::kMinTimeStep, limits::kMaxTimeStep)) {
        out.clear();
        out.status = ForceResult::Status::InvalidState;
        return;
    }
    // The shortest wave decides how finely the members sample it (memberPieces); a NaN counts as
    // a water that cannot say, and is cut for once.
    const double wavelength = water.shortestWavelength();
    const double cutFor = wavelength > 0.0 ? wavelength : 0.0;
    if (cutFor != membersCutFor_) cutMembers(cutFor);
    placeNodes(state);
    const PointBatch all{state.centreOfMass, x_.data(), y_.data(), z_.data(), x_.size()};
    water.sampleHeightsAndVelocities(all, state.time, state.centreOfMass.y, height_.data(), ux_.data(), uy_.data(),
                                     uz_.data());
    bool finite = true;
    for (std::size_t i = 0; i < x_.size(); ++i)
        finite = finite && std::isfinite(height_[i]) && std::isfinite(ux_[i]) && std::isfinite(uy_[i]) && std::isfinite(uz_[i]);
    if (!members_.empty()) {
        const std::size_t first = firstMemberNode();
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
    addThrusterForces(state, properties, out);  // first: their jets reach the foils behind them
    addFoilForces(state, properties, timeStep, out);
    addMemberForces(state, properties, timeStep, out);
    for (ForceKind kind : {ForceKind::Foil, ForceKind::Morison, ForceKind::Thrust}) {
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
        // The wetted part of the span: the depth is linear between root and tip (exact on flat water,
        // and across a wave many times the foil's span long), so one cut finds it. Its area, its
        // centroid and the mean of the thrusters' jets over it come from kFoilStrips strips of it.
        const std::size_t node = foilNode(k);
        const WetPart wet = wetPart(node);
        if (!(wet.share() > 0.0)) {
            f.last.centre = state.toWorld(foil.root);
            continue;
        }
        const Vec3 middle = interpolate(x_.data(), y_.data(), z_.data(), node, wet.middle());
        const bool jets = mayMeetAJet(middle, 0.5 * foil.span * wet.share());
        double area = 0.0, moment = 0.0;
        Vec3 jet;
        for (int strip = 0; strip < kFoilStrips; ++strip) {
            const double from = wet.from + wet.share() * strip / kFoilStrips, to = from + wet.share() / kFoilStrips;
            const double stripArea = f.planform.areaBetween(from, to);
            area += stripArea;
            moment += stripArea * 0.5 * (from + to);
            if (jets) jet += slipstreamAt(interpolate(x_.data(), y_.data(), z_.data(), node, 0.5 * (from + to))) * stripArea;
        }
        if (!(area > 0.0)) {
            f.last.centre = state.toWorld(foil.root);
            continue;
        }
        const double at = moment / area;  // the centroid's place along the span, 0 (root) to 1 (tip)
        const Vec3 centre = interpolate(x_.data(), y_.data(), z_.data(), node, at);
        const Vec3 water = interpolate(ux_.data(), uy_.data(), uz_.data(), node, at) + jet / area;
        // One evaluation for the wetted part, at its centroid: the body's velocity there is the mean
        // over the span (it is linear along it), and the lift is nearly linear in the flow, so the
        // strips' sum differs only at second order (docs/appendages.md §1).
        // The foil's axes in the world: its chord turned by the deflection about the span, and the
        // normal n = s x c toward which a positive angle of attack lifts.
        const Vec3 span = state.rotation * foil.spanAxis;
        const Vec3 chord = state.rotation * f.chordInHull;
        const Vec3 normal = cross(span, chord);
        // The foil's velocity through the water, less its part along the span.
        const Vec3 through = state.linearVelocity + cross(state.angularVelocity, centre) - water;
        const Vec3 across = through - span * dot(through, span);
        const double speed = length(across);
        f.last.centre = state.centreOfMass + centre;
        f.last.wettedArea = area;
        if (!(speed > 0.0)) continue;
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
        total.torque += cross(centre, force);
        f.last.lift = lift;
        f.last.drag = drag;
    }
}

Appendages::WorkingPoint Appendages::workingPoint(const PropellerModel& model, double revolutions, double advance,
                                                 double share, double density) {
    const double diameter = model.thruster().diameter;
    const double advanceRatio = advance / (revolutions * diameter);
    // A shaft so slow that V_a / (n D) overflows is still: beyond zero thrust K_T and K_Q are linear
    // in J, so thrust and torque go as n V_a and vanish with n (found by fuzz_appendages_flooding:
    // a throttle of 1e-300 threw from coefficients).
    if (!std::isfinite(advanceRatio)) return {0.0, 0.0, 0.0};
    const PropellerCoefficients c = model.coefficients(advanceRatio);
    const double squared = diameter * diameter;
    const double scale = share * density * revolutions * revolutions * squared * squared;
    return {advanceRatio, scale * c.thrust, scale * diameter * c.torque};
}

void Appendages::addThrusterForces(const BodyState& state, const WaterProperties& properties, ForceResult& out) {
    Wrench& total = out.of(ForceKind::Thrust);
    const double rho = properties.density;
    for (std::size_t k = 0; k < thrusters_.size(); ++k) {
        ThrusterEntry& entry = thrusters_[k];
        const Thruster& t = entry.model.thruster();
        const std::size_t node = thrusterNode(k);
        const Vec3 arm{double(x_[node]), double(y_[node]), double(z_[node])};
        const Vec3 axis = state.rotation * entry.axisInHull;
        double n = entry.throttle * t.maxRevolutions;
        ThrusterState& last = entry.last;
        last = {};
        last.position = state.centreOfMass + arm;
        entry.jetDirection = {};
        entry.discArm = arm;
        if (n == 0.0) continue;  // a still propeller: its drag is left out
        // Astern the propeller pushes along -axis, and its advance is measured that way.
        const double ahead = n > 0.0 ? 1.0 : -1.0;
        const Vec3 pushing = axis * ahead;
        const Vec3 through = state.linearVelocity + cross(state.angularVelocity, arm) -
                             Vec3{double(ux_[node]), double(uy_[node]), double(uz_[node])};
        const double advance = (1.0 - t.wakeFraction) * dot(through, pushing);  // V_a
        const double depth = double(height_[node]) - double(y_[node]);
        last.immersion = PropellerModel::immersionFactor(depth / (0.5 * t.diameter));
        const double share = last.immersion * (n > 0.0 ? 1.0 : t.asternEfficiency);
        WorkingPoint point = workingPoint(entry.model, std::abs(n), advance, share, rho);
        if (t.maxPower > 0.0) {
            // The engine's limit: at a fixed J the power goes as n^3, so n is scaled by the cube root
            // of the excess; J moves with n, and four rounds bring P within 1e-4 of the limit.
            for (int round = 0; round < 4; ++round) {
                const double power = 2.0 * kPi * std::abs(n) * point.torque;
                if (!(power > t.maxPower)) break;
                n *= std::cbrt(t.maxPower / power);
                point = workingPoint(entry.model, std::abs(n), advance, share, rho);
            }
        }
        last.revolutions = n;
        last.advanceRatio = point.advanceRatio;
        last.shaftTorque = point.torque;
        last.power = 2.0 * kPi * std::abs(n) * point.torque;
        const double thrust = point.thrust;
        last.thrust = pushing * ((1.0 - t.thrustDeduction) * thrust);
        // The engine turns the propeller one way; the hull takes the reaction the other way. A
        // right-handed propeller going ahead turns clockwise seen from astern: its spin points along
        // the axis, the hull's reaction against it.
        const double turning = (t.rightHanded ? 1.0 : -1.0) * ahead;
        const Vec3 reaction = axis * (-turning * last.shaftTorque);
        total.force += last.thrust;
        total.torque += cross(arm, last.thrust) + reaction;
        // The jet: an actuator disc's far wake moves at sqrt(V_a^2 + 8 T / (rho pi D^2)) (momentum
        // theory; Carlton, Marine Propellers and Propulsion, §5.2), i.e. this much faster than the
        // water it met, opposite the thrust.
        if (thrust > 0.0) {
            const double met = std::max(advance, 0.0);
            last.slipstreamSpeed = std::sqrt(met * met + 8.0 * thrust / (rho * kPi * t.diameter * t.diameter)) - met;
            last.inflowSpeed = met;
            entry.jetDirection = pushing * -1.0;
        }
    }
}

bool Appendages::mayMeetAJet(const Vec3& centre, double radius) const {
    for (const ThrusterEntry& t : thrusters_) {
        if (!(t.last.slipstreamSpeed > 0.0)) continue;
        const double diameter = t.model.thruster().diameter;
        const Vec3 fromDisc = centre - t.discArm;
        const double behind = dot(fromDisc, t.jetDirection);
        if (behind > -radius && behind < kSlipstreamReach * diameter + radius &&
            length(fromDisc - t.jetDirection * behind) < 0.5 * diameter + radius)
            return true;
    }
    return false;
}

Vec3 Appendages::slipstreamAt(const Vec3& arm) const {
    Vec3 jet;
    for (const ThrusterEntry& t : thrusters_) {
        if (!(t.last.slipstreamSpeed > 0.0)) continue;
        const Thruster& thruster = t.model.thruster();
        const Vec3 fromDisc = arm - t.discArm;
        const double behind = dot(fromDisc, t.jetDirection);
        if (!(behind > 0.0 && behind < kSlipstreamReach * thruster.diameter)) continue;
        const PropellerJet here = propellerJetAt(behind, thruster.diameter, t.last.inflowSpeed, t.last.slipstreamSpeed);
        if (length(fromDisc - t.jetDirection * behind) < here.radius) jet += t.jetDirection * here.speed;
    }
    return jet;
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
        for (std::size_t piece = 0; piece < std::size_t(m.pieces); ++piece) {
            const std::size_t node = memberNode(k) + piece;
            const WetPart wet = wetPart(node);
            if (!(wet.share() > 0.0)) continue;
            const double wetLength = m.length * wet.share() / m.pieces;
            const Vec3 arm = interpolate(x_.data(), y_.data(), z_.data(), node, wet.middle());
            const Vec3 relative = interpolate(ux_.data(), uy_.data(), uz_.data(), node, wet.middle()) -
                                  (state.linearVelocity + cross(state.angularVelocity, arm));
            const std::size_t own = node - firstMemberNode();  // in the members' own arrays
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
