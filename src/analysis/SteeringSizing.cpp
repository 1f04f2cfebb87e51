// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/SteeringSizing.h"
#include "hydro/AddedMassTable.h"
#include "hydro/Appendages.h"
#include "hydro/ForceKernel.h"
#include "hydro/HullManoeuvringEstimate.h"
#include "hydro/Hydrostatics.h"
#include "hydro/Limits.h"
#include "hydro/MassProperties.h"
#include "hydro/RadiationDampingEstimate.h"

#include "analysis/ManoeuvringTrials.h"
#include "mesh/PointQueries.h"

#include <algorithm>
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

/// At most this many times DNV's area: beyond it a rudder's span outgrows the hull's draft several
/// times over, and the hull's own stability, not the rudder, is what a game would change.
constexpr double kMostRudderGrowth = 16.0;
/// The steps the rudders grow by while they do not turn the hull, before the bisection.
constexpr double kRudderGrowthStep = 1.25;

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
    for (int i = 0; i < 3; ++i)
        if (!(o.radiiOfGyration[i] >= 0.0 && o.radiiOfGyration[i] < std::numeric_limits<double>::infinity()))
            return outside(i == 0 ? "radiiOfGyration.x" : i == 1 ? "radiiOfGyration.y" : "radiiOfGyration.z", o.radiiOfGyration[i],
                           "[0, infinity) (m; 0: the solid hull's)");
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
    // The water the body carries as the action applies it: its table's added mass at the upright
    // rest's immersion (AddedMassTable.h: positive semi-definite, as a panel solve on a mesh with
    // parts inside others need not be).
    const Result<AddedMassTable> table = AddedMassTable::tryCreate(hull, centreOfGravity, water);
    if (!table) return Error("sizeSteering: " + table.error().message());
    const Matrix6 added = table.value().at(upright.value().volume / hull.volume());
    const Vec3 solid = radiiOfGyration(hull.massPropertiesForMass(mass)), &given = options.radiiOfGyration;
    const Vec3 gyration{given.x > 0.0 ? given.x : solid.x, given.y > 0.0 ? given.y : solid.y, given.z > 0.0 ? given.z : solid.z};
    Mat3 inertiaAboutG;
    for (int i = 0; i < 3; ++i) inertiaAboutG(i, i) = mass * gyration[i] * gyration[i];
    const Result<RadiationDamping> radiated = tryEstimateRadiationDamping(hull, mass, centreOfGravity, inertiaAboutG, water, added);
    if (!radiated) return Error("sizeSteering: " + radiated.error().message());
    const Result<HydrostaticAnalysis> statics = HydrostaticAnalysis::create(hull, mass, centreOfGravity, water);
    if (!statics) return Error("sizeSteering: " + statics.error().message());
    const HydrostaticParticulars rest = statics.value().particulars({upright.value().heave, 0.0, 0.0});
    const double shortestPeriod = std::min({rest.heavePeriod, rest.rollPeriod, rest.pitchPeriod});
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
        Result<ForceKernel> madeKernel = ForceKernel::create(hull);
        if (!madeKernel) return Error("sizeSteering: " + madeKernel.error().message());
        ForceKernel kernel = std::move(madeKernel).value();
        kernel.setRadiationDamping(radiated.value());
        kernel.setHullManoeuvring(shape);
        ManoeuvringTrials motion(hull, centreOfGravity, mass, gyration, rest.pose, shortestPeriod, added, std::move(kernel),
                                 std::move(appendages), speed, water);
        const double none = std::numeric_limits<double>::infinity();
        if (!motion.approach()) {
            s.steadyTurnDiameter = s.zigZagOvershoot = none;
            return s;
        }
        s.approachSpeed = motion.approachSpeed();
        const std::optional<ManoeuvringTrials::SteadyTurn> turn = motion.steadyTurn();
        s.steadyTurnDiameter = turn ? turn->diameter : none;
        s.steadyTurnHeel = turn ? turn->heel : 0.0;
        s.zigZagOvershoot = motion.zigZagOvershoot().value_or(none);
        return s;
    };
    Result<SizedSteering> rule = steering(1.0);
    if (!rule) return rule.error();
    const double turnTarget = options.steadyTurnDiameter * shape.length;
    auto turns = [&](const SizedSteering& s) { return s.steadyTurnDiameter <= turnTarget; };
    auto steers = [&](const SizedSteering& s) {
        const double limit = ManoeuvringTrials::zigZagOvershootLimit(shape.length / s.approachSpeed);
        return turns(s) && s.zigZagOvershoot <= options.zigZagOvershootShare * limit;
    };
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
