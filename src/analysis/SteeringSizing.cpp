// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/SteeringSizing.h"
#include "hydro/Appendages.h"
#include "hydro/FlatWater.h"
#include "hydro/ForceResult.h"
#include "hydro/HullManoeuvringEstimate.h"
#include "hydro/Hydrostatics.h"
#include "hydro/Limits.h"

#include "mesh/PointQueries.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <optional>
#include <string>
#include <vector>

namespace hydro {
namespace {

/// The screws' diameter over the hull's depth under the waterline at the rudder (0.6 to 0.75 on
/// ships, so that a screw stays immersed as the stern rises).
constexpr double kScrewDiameterShare = 0.65;
/// Their tips' immersion: the axis at least this many diameters under the waterline.
constexpr double kScrewAxisDepth = 0.6;
/// Their clearance under the hull's bottom, in diameters beyond the radius.
constexpr double kScrewClearance = 0.05;

/// IMO's turning test puts the rudder over 35 degrees (MSC.137(76)).
constexpr double kFullHelm = 35.0 * 3.14159265358979323846 / 180.0;
/// At most this many times DNV's area: beyond it a rudder's span outgrows the hull's draft several
/// times over, and the hull's own stability, not the rudder, is what a game would change.
constexpr double kMostRudderGrowth = 16.0;
/// The steps the rudders grow by while they do not turn the hull, before the bisection.
constexpr double kRudderGrowthStep = 1.25;

/// The diameter (m) of the steady turn at full helm of a hull of `shape` and `mass` at `speed`
/// (m/s) steered by `steering`'s rudders with its screws at full revolutions, upright at its
/// flat-water `heave`: the sway and yaw rate at which the hull's own lift and cross-flow drag
/// (HullManoeuvring.h) and the rudders' and screws' forces (Appendages on calm water, the jets
/// included) balance the centripetal force and each other's moments about G. Nothing when they do
/// not settle.
std::optional<double> steadyTurnDiameter(const HullManoeuvring& shape, const Vec3& centreOfGravity, double mass, double heave,
                                         const SizedSteering& steering, double speed, const WaterProperties& water) {
    Result<Appendages> made = Appendages::create(steering.rudders, {}, steering.screws);
    if (!made) return std::nullopt;
    Appendages appendages = std::move(made).value();
    for (std::size_t k = 0; k < steering.rudders.size(); ++k)
        if (!appendages.trySetDeflection(k, kFullHelm)) return std::nullopt;
    for (std::size_t k = 0; k < steering.screws.size(); ++k)
        if (!appendages.trySetThrottle(k, 1.0)) return std::nullopt;
    const ClarkeDerivatives derivatives = clarkeDerivatives(shape);
    const FlatWater calm(0.0);
    // Hull axes, the bow along +x: sway v along z, the yaw rate about y. The residual is the sway
    // force less the centripetal m U r, and the yaw moment.
    auto residual = [&](double v, double yawRate) {
        BodyState state;
        state.centreOfMass = {0.0, heave, 0.0};
        state.centreOfMassInHull = centreOfGravity;
        state.linearVelocity = {speed, 0.0, v};
        state.angularVelocity = {0.0, yawRate, 0.0};
        state.mass = mass;
        ForceResult result;
        appendages.addForces(state, calm, water, 0.01, result);
        const Wrench hull = hullManoeuvringForce(shape, derivatives, centreOfGravity, state.linearVelocity,
                                                 state.angularVelocity, 1.0, 1.0, 1.0, water.density);
        const Wrench& foils = result.of(ForceKind::Foil);
        const Wrench& screws = result.of(ForceKind::Thrust);
        // The centripetal force: the velocity (u, 0, v) turned at yawRate about y changes at
        // omega x velocity, whose z part is -yawRate u.
        return std::array<double, 2>{hull.force.z + foils.force.z + screws.force.z + mass * yawRate * speed,
                                     hull.torque.y + foils.torque.y + screws.torque.y};
    };
    // The turn as the boat comes into it: the sway and yaw rate stepped through time from the course
    // ahead with the hull's mass and a radius of gyration of a quarter of its length (the steady
    // turn does not depend on them) until they no longer change. The hull's cross-flow drag has no
    // slope at the course ahead and Newton's method swung about it; the motion finds the turn the
    // boat settles in, as the simulation does.
    const double gyration = 0.25 * shape.length;
    const double inertia = mass * gyration * gyration;
    // A twentieth of the time the boat takes to run its length: the sway settles in about half of
    // it (m / (rho L^2 U |Y'_v| / 2) for the packaged hulls), so the steps are stable.
    const double step = 0.05 * shape.length / speed;
    double v = 0.0, yawRate = 0.0;
    for (int k = 0; k < 20000; ++k) {
        const std::array<double, 2> f = residual(v, yawRate);
        const double dv = step * f[0] / mass, dr = step * f[1] / inertia;
        v += dv, yawRate += dr;
        if (!std::isfinite(v) || !std::isfinite(yawRate)) return std::nullopt;
        if (std::abs(dv) < 1e-9 * speed && std::abs(dr) < 1e-9 * speed / shape.length)
            return std::abs(yawRate) > 0.0 ? std::optional<double>(2.0 * std::hypot(speed, v) / std::abs(yawRate)) : std::nullopt;
    }
    return std::nullopt;
}

Status checkOptions(const SteeringSizingOptions& o) {
    auto outside = [](const char* field, double value, const char* range) {
        return Error(std::string("sizeSteering: SteeringSizingOptions::") + field + " = " + limits::readable(value) +
                     " is outside " + range);
    };
    if (o.screws < 0 || o.screws > 2) return outside("screws", o.screws, "{0, 1, 2}");
    if (!(o.designFroudeNumber > 0.0 && o.designFroudeNumber <= 3.0)) return outside("designFroudeNumber", o.designFroudeNumber, "(0, 3]");
    if (!(o.designAdvanceRatio > 0.0 && o.designAdvanceRatio <= 1.2))
        return outside("designAdvanceRatio", o.designAdvanceRatio, "(0, 1.2] (a B-series screw of pitch ratio 1 pushes below about 1)");
    if (!(o.rudderAspectRatio >= 0.5 && o.rudderAspectRatio <= 4.0)) return outside("rudderAspectRatio", o.rudderAspectRatio, "[0.5, 4]");
    if (!(o.steadyTurnDiameter >= 2.0)) return outside("steadyTurnDiameter", o.steadyTurnDiameter, "[2, infinity] (lengths)");
    return {};
}

} // namespace

Result<SizedSteering> trySizeSteering(const HullMesh& hull, double mass, const Vec3& centreOfGravity,
                                      const WaterProperties& water, const SteeringSizingOptions& options) {
    if (Status valid = checkOptions(options); !valid) return valid.error();
    const Result<FlatWaterEquilibrium> upright = trySolveHeave(hull, mass, centreOfGravity, Mat3::identity(), water);
    if (!upright) return upright.error();
    const HullManoeuvring shape = estimateHullManoeuvring(hull, mass, centreOfGravity, water);
    if (!upright.value().floats || !(shape.length > 0.0))
        return Error("sizeSteering: " + hull.sourceName() + " at " + limits::readable(mass) +
                     " kg does not float upright: it has no waterline to size a rudder for");
    const double waterline = centreOfGravity.y - upright.value().heave;  // hull coordinates
    const double aft = shape.midshipX - 0.5 * shape.length;
    const std::vector<WaterlineSpan> hulls =
        waterlineSpans(hull, centreOfGravity, Mat3::identity(), upright.value().heave, shape.midshipX);
    if (hulls.empty())
        return Error("sizeSteering: " + hull.sourceName() + " has no hull under the waterline across midships (x = " +
                     limits::readable(shape.midshipX) + " m) to hang a rudder behind");
    const bool multihull = hulls.size() > 1;
    if (multihull && options.screws != 0)
        return Error("sizeSteering: " + hull.sourceName() + " has " + std::to_string(hulls.size()) +
                     " hulls across midships and gets one screw under each: SteeringSizingOptions::screws = " +
                     std::to_string(options.screws) + " is for a monohull (leave it 0)");
    const int screwsEach = multihull ? 1 : options.screws == 0 ? 2 : options.screws;
    const double speed = options.designFroudeNumber * std::sqrt(water.gravity * shape.length);
    // The rudders and screws with `growth` times DNV's area; an error names where a hull that ends
    // short of the stern would have hung its rudder, if no hull reaches it.
    auto steering = [&](double growth) -> Result<SizedSteering> {
        SizedSteering s;
        s.length = shape.length, s.beam = shape.beam, s.draft = shape.draft;
        s.rudderGrowth = growth;
        double rudderArea = 0.0;
        std::string missing;  // where the first hull that ends short of the stern would have hung its rudder
        for (const WaterlineSpan& span : hulls) {
            // DNV's area for this hull: a monohull's from the whole (its centreline, its wetted beam);
            // each hull of a multihull from its own waterline beam and its share of the lateral plane.
            const double middle = multihull ? span.middle() : 0.0;
            const double beam = multihull ? span.high - span.low : shape.beam;
            const double draft = shape.draft / double(hulls.size());
            const double ratio = beam / shape.length;
            const double area = growth * draft * shape.length / 100.0 * (1.0 + 25.0 * ratio * ratio);
            const double chord = std::sqrt(area / options.rudderAspectRatio);
            const double quarterChord = aft + 0.75 * chord;
            const std::optional<double> stern = lowestOnVertical(hull, quarterChord, middle);
            if (!stern || *stern >= waterline) {  // a hull that ends short of the stern (an outrigger)
                if (missing.empty())
                    missing = "x = " + limits::readable(quarterChord) + " m, z = " + limits::readable(middle) + " m";
                continue;
            }
            Foil rudder;
            rudder.root = {quarterChord, *stern, middle};
            rudder.span = options.rudderAspectRatio * chord;
            rudder.chords = {chord};
            s.rudders.push_back(rudder);
            rudderArea += area;

            // The screws, ahead of the rudder's leading edge, under the hull's bottom and immersed.
            const double diameter = kScrewDiameterShare * (waterline - *stern);
            const double x = quarterChord + 0.25 * chord + 0.5 * diameter;
            for (int k = 0; k < screwsEach; ++k) {
                const double z = screwsEach == 1 ? middle : (k == 0 ? 0.25 : -0.25) * shape.beam;
                const double bottom = lowestOnVertical(hull, x, z).value_or(*stern);
                Thruster screw;
                screw.position = {x, std::min(bottom - (0.5 + kScrewClearance) * diameter, waterline - kScrewAxisDepth * diameter), z};
                screw.diameter = diameter;
                screw.maxRevolutions = speed / (options.designAdvanceRatio * diameter);
                // Starboard right-handed, port left-handed: their torques cancel (a single screw is right-handed).
                screw.rightHanded = z >= 0.0;
                s.screws.push_back(screw);
            }
        }
        if (s.rudders.empty())
            return Error("sizeSteering: " + hull.sourceName() + " has no hull under the waterline at " + missing +
                         ", where the rudder would hang");
        s.lateralPlaneShare = rudderArea / (shape.length * shape.draft);
        s.steadyTurnDiameter = steadyTurnDiameter(shape, centreOfGravity, mass, upright.value().heave, s, speed, water)
                                   .value_or(std::numeric_limits<double>::infinity());
        return s;
    };
    Result<SizedSteering> rule = steering(1.0);
    if (!rule) return rule.error();
    const double target = options.steadyTurnDiameter * shape.length;
    if (rule.value().steadyTurnDiameter <= target) return rule;
    // DNV's minimum does not turn it: the rudders grown by steps of a quarter until they do, then
    // the least growth between the last two steps that does, by bisection (the turn tightens as the
    // rudders grow); or, if none up to the most this allows does, that most.
    double low = 1.0, high = 1.0;
    Result<SizedSteering> turns = std::move(rule);
    while (!(turns.value().steadyTurnDiameter <= target)) {
        if (high >= kMostRudderGrowth) return turns;
        low = high;
        high = std::min(kMostRudderGrowth, high * kRudderGrowthStep);
        turns = steering(high);
        if (!turns) return turns.error();
    }
    for (int round = 0; round < 6; ++round) {
        const double middle = std::sqrt(low * high);
        Result<SizedSteering> tried = steering(middle);
        if (!tried) return tried.error();
        if (tried.value().steadyTurnDiameter <= target) {
            high = middle;
            turns = std::move(tried);
        } else {
            low = middle;
        }
    }
    return turns;
}

SizedSteering sizeSteering(const HullMesh& hull, double mass, const Vec3& centreOfGravity, const WaterProperties& water,
                           const SteeringSizingOptions& options) {
    return orThrow(trySizeSteering(hull, mass, centreOfGravity, water, options));
}

} // namespace hydro
