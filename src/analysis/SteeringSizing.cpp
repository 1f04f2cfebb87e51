// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/SteeringSizing.h"
#include "hydro/AddedMass.h"
#include "hydro/Appendages.h"
#include "hydro/FlatWater.h"
#include "hydro/ForceResult.h"
#include "hydro/HullManoeuvringEstimate.h"
#include "hydro/Hydrostatics.h"
#include "hydro/Limits.h"
#include "hydro/MassProperties.h"

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

/// IMO's 10/10 zig-zag (MSC.137(76) §5.3.3): the rudder over 10 degrees, and over 10 degrees the
/// other way when the heading has changed 10 degrees.
constexpr double kZigZagAngle = 10.0 * 3.14159265358979323846 / 180.0;

/// A zig-zag whose heading swings on past half a turn has gone into a spin: it will not turn back.
constexpr double kHalfTurn = 3.14159265358979323846;

/// IMO's limit on the zig-zag's first overshoot (MSC.137(76) §5.3.3.1), rad: 10 degrees when the
/// boat runs its length L in under 10 s, 20 degrees when in 30 s or more, 5 + L / (2 V) degrees
/// between.
double zigZagOvershootLimit(double lengthOverSpeed) {
    const double degrees = lengthOverSpeed < 10.0 ? 10.0 : lengthOverSpeed < 30.0 ? 5.0 + 0.5 * lengthOverSpeed : 20.0;
    return degrees * kZigZagAngle / 10.0;
}

/// The mass and inertia the helm turns the hull against, in sway and yaw: the body's own and the
/// water's it carries (AddedMass.h's infinite-frequency matrix, which BuoyancyAction applies).
struct SwayYawInertia {
    double sway = 0.0;      ///< kg
    double coupling = 0.0;  ///< kg m, sway force by yaw acceleration (the added mass's, symmetrised)
    double yaw = 0.0;       ///< kg m^2 about G
};

/// The hull in sway and yaw at `speed` (m/s) ahead, upright at its flat-water `heave` on calm water,
/// its screws at full revolutions: what sizing asks of its rudders. Hull axes, the bow along +x: the
/// sway v along z, the yaw rate r about y. The forces are the hull's own lift and cross-flow drag
/// (HullManoeuvring.h) and the rudders' and screws' (Appendages on calm water, the jets included).
/// Surge is held: the speed is the design speed throughout (the boat slows a little in a turn).
class SwayAndYaw {
public:
    SwayAndYaw(const HullManoeuvring& shape, const Vec3& centreOfGravity, double mass, double heave,
               const SwayYawInertia& inertia, Appendages appendages, double speed, const WaterProperties& water)
        : shape_(shape), derivatives_(clarkeDerivatives(shape)), centreOfGravity_(centreOfGravity), mass_(mass),
          heave_(heave), inertia_(inertia), appendages_(std::move(appendages)), speed_(speed), water_(water),
          runTime_(shape.length / speed) {}

    /// Every rudder to `deflection` (rad).
    bool helm(double deflection) {
        for (std::size_t k = 0; k < appendages_.foilCount(); ++k)
            if (!appendages_.trySetDeflection(k, deflection)) return false;
        return true;
    }

    /// One time step of `step` (s) of the sway and yaw rate, explicit: (M + A) d(v, r)/dt = the
    /// sway force less the centripetal m U r, and the yaw moment. Returns the changes of v and r.
    std::array<double, 2> advance(double& v, double& yawRate, double step) {
        BodyState state;
        state.centreOfMass = {0.0, heave_, 0.0};
        state.centreOfMassInHull = centreOfGravity_;
        state.linearVelocity = {speed_, 0.0, v};
        state.angularVelocity = {0.0, yawRate, 0.0};
        state.mass = mass_;
        ForceResult result;
        appendages_.addForces(state, calm_, water_, 0.01, result);
        const Wrench hull = hullManoeuvringForce(shape_, derivatives_, centreOfGravity_, state.linearVelocity,
                                                 state.angularVelocity, 1.0, 1.0, 1.0, water_.density);
        const Wrench& foils = result.of(ForceKind::Foil);
        const Wrench& screws = result.of(ForceKind::Thrust);
        // The centripetal force: the velocity (u, 0, v) turned at yawRate about y changes at
        // omega x velocity, whose z part is -yawRate u.
        const double force = hull.force.z + foils.force.z + screws.force.z + mass_ * yawRate * speed_;
        const double moment = hull.torque.y + foils.torque.y + screws.torque.y;
        const double det = inertia_.sway * inertia_.yaw - inertia_.coupling * inertia_.coupling;
        const std::array<double, 2> change{step * (inertia_.yaw * force - inertia_.coupling * moment) / det,
                                           step * (inertia_.sway * moment - inertia_.coupling * force) / det};
        v += change[0], yawRate += change[1];
        return change;
    }

    /// The diameter (m) of the steady turn at full helm: the sway and yaw rate stepped through time
    /// from the course ahead until they no longer change (the hull's cross-flow drag has no slope at
    /// the course ahead, and Newton's method swung about it; the motion finds the turn the boat
    /// settles in, as the simulation does). Nothing when they do not settle. The steps are a
    /// twentieth of the time the boat takes to run its length: the sway settles in about half of it
    /// (m / (rho L^2 U |Y'_v| / 2) for the packaged hulls), so they are stable, and the turn they
    /// settle in does not depend on them.
    std::optional<double> steadyTurnDiameter() {
        if (!helm(kFullHelm)) return std::nullopt;
        double v = 0.0, yawRate = 0.0;
        for (int k = 0; k < 20000; ++k) {
            const std::array<double, 2> change = advance(v, yawRate, 0.05 * runTime_);
            if (!std::isfinite(v) || !std::isfinite(yawRate)) return std::nullopt;
            if (std::abs(change[0]) < 1e-9 * speed_ && std::abs(change[1]) < 1e-9 * speed_ / shape_.length)
                return std::abs(yawRate) > 0.0 ? std::optional<double>(2.0 * std::hypot(speed_, v) / std::abs(yawRate))
                                               : std::nullopt;
        }
        return std::nullopt;
    }

    /// The 10/10 zig-zag's first overshoot (rad): how far the heading goes on past 10 degrees once
    /// the rudder is over the other way. Nothing when the heading never comes to 10 degrees, or
    /// swings on past half a turn, or has not turned back within 200 lengths' run. The steps are a hundredth of the time the boat
    /// takes to run its length: the overshoot is a transient, and explicit steps overstate it by
    /// their size (on the trawler 4.97, 4.60 and 4.53 degrees at a twentieth, a hundredth and a
    /// four-hundredth).
    std::optional<double> zigZagOvershoot() {
        if (!helm(kZigZagAngle)) return std::nullopt;
        const double step = 0.01 * runTime_;
        double v = 0.0, yawRate = 0.0, heading = 0.0, peak = 0.0;
        bool reversed = false;
        for (int k = 0; k < 20000; ++k) {
            advance(v, yawRate, step);
            if (!std::isfinite(v) || !std::isfinite(yawRate)) return std::nullopt;
            heading += step * yawRate;
            peak = std::max(peak, heading);
            if (!reversed && heading >= kZigZagAngle) {
                if (!helm(-kZigZagAngle)) return std::nullopt;
                reversed = true;
            }
            if (reversed && yawRate <= 0.0) return peak - kZigZagAngle;
            if (heading > kHalfTurn) return std::nullopt;  // it swung on into a spin
        }
        return std::nullopt;
    }

private:
    const HullManoeuvring& shape_;
    ClarkeDerivatives derivatives_;
    Vec3 centreOfGravity_;
    double mass_, heave_;
    SwayYawInertia inertia_;
    Appendages appendages_;
    double speed_;
    const WaterProperties& water_;
    double runTime_;  ///< s, the time the boat takes to run its length
    FlatWater calm_{0.0};
};

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
    if (!(o.zigZagOvershootShare > 0.0)) return outside("zigZagOvershootShare", o.zigZagOvershootShare, "(0, infinity] (of IMO's limit)");
    if (!(o.yawRadiusOfGyration >= 0.0 && o.yawRadiusOfGyration < std::numeric_limits<double>::infinity()))
        return outside("yawRadiusOfGyration", o.yawRadiusOfGyration, "[0, infinity) (m; 0: the solid hull's)");
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
    const Result<AddedMass> carried = tryAddedMass(hull, FloatingPose{upright.value().heave, 0.0, 0.0}, centreOfGravity, water,
                                                   FrequencyLimit::Infinite);
    if (!carried) return Error("sizeSteering: " + carried.error().message());
    const Matrix6& added = carried.value().matrix;
    const double gyration =
        options.yawRadiusOfGyration > 0.0 ? options.yawRadiusOfGyration : radiiOfGyration(hull.massPropertiesForMass(mass)).y;
    const SwayYawInertia inertia{mass + added(2, 2), 0.5 * (added(2, 4) + added(4, 2)), mass * gyration * gyration + added(4, 4)};
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
        Result<Appendages> made = Appendages::create(s.rudders, {}, s.screws);
        if (!made) return Error("sizeSteering: " + made.error().message());
        Appendages appendages = std::move(made).value();
        for (std::size_t k = 0; k < appendages.thrusterCount(); ++k)
            if (Status full = appendages.trySetThrottle(k, 1.0); !full) return Error("sizeSteering: " + full.error().message());
        SwayAndYaw motion(shape, centreOfGravity, mass, upright.value().heave, inertia, std::move(appendages), speed, water);
        const double none = std::numeric_limits<double>::infinity();
        s.steadyTurnDiameter = motion.steadyTurnDiameter().value_or(none);
        s.zigZagOvershoot = motion.zigZagOvershoot().value_or(none);
        return s;
    };
    Result<SizedSteering> rule = steering(1.0);
    if (!rule) return rule.error();
    const double turnTarget = options.steadyTurnDiameter * shape.length;
    const double overshootTarget = options.zigZagOvershootShare * zigZagOvershootLimit(shape.length / speed);
    auto turns = [&](const SizedSteering& s) { return s.steadyTurnDiameter <= turnTarget; };
    auto steers = [&](const SizedSteering& s) { return turns(s) && s.zigZagOvershoot <= overshootTarget; };
    // The least growth whose rudders meet `meets`: grown by steps of a quarter from DNV's area
    // until they do, then bisected between the last two steps (the turn tightens and the overshoot
    // falls as the rudders grow); or, if none up to the most this allows does, that most.
    auto leastGrowth = [&](auto meets) -> Result<SizedSteering> {
        double low = 1.0, high = 1.0;
        Result<SizedSteering> grown = rule;
        while (!meets(grown.value())) {
            if (high >= kMostRudderGrowth) return grown;
            low = high;
            high = std::min(kMostRudderGrowth, high * kRudderGrowthStep);
            grown = steering(high);
            if (!grown) return grown.error();
        }
        if (high == 1.0) return grown;
        for (int round = 0; round < 6; ++round) {
            const double middle = std::sqrt(low * high);
            Result<SizedSteering> tried = steering(middle);
            if (!tried) return tried.error();
            if (meets(tried.value())) {
                high = middle;
                grown = std::move(tried);
            } else {
                low = middle;
            }
        }
        return grown;
    };
    Result<SizedSteering> grown = leastGrowth(steers);
    if (!grown || steers(grown.value())) return grown;
    // No rudder up to the most this allows checks the zig-zag: a hull that unstable in yaw swings
    // on whatever the rudder (VRX's convex boats, little longer than broad, spin at 10 degrees of
    // it). Its rudders are sized for the turn alone, and zigZagOvershoot says what they give.
    return leastGrowth(turns);
}

SizedSteering sizeSteering(const HullMesh& hull, double mass, const Vec3& centreOfGravity, const WaterProperties& water,
                           const SteeringSizingOptions& options) {
    return orThrow(trySizeSteering(hull, mass, centreOfGravity, water, options));
}

} // namespace hydro
