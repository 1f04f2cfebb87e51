// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/SteeringSizing.h"
#include "hydro/HullManoeuvringEstimate.h"
#include "hydro/Hydrostatics.h"
#include "hydro/Limits.h"

#include "mesh/PointQueries.h"

#include <algorithm>
#include <cmath>
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
    SizedSteering s;
    s.length = shape.length, s.beam = shape.beam, s.draft = shape.draft;
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
    double rudderArea = 0.0;
    std::string missing;  // where the first hull that ends short of the stern would have hung its rudder
    for (const WaterlineSpan& span : hulls) {
        // DNV's area for this hull: a monohull's from the whole (its centreline, its wetted beam);
        // each hull of a multihull from its own waterline beam and its share of the lateral plane.
        const double middle = multihull ? span.middle() : 0.0;
        const double beam = multihull ? span.high - span.low : shape.beam;
        const double draft = shape.draft / double(hulls.size());
        const double ratio = beam / shape.length;
        const double area = draft * shape.length / 100.0 * (1.0 + 25.0 * ratio * ratio);
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
    return s;
}

SizedSteering sizeSteering(const HullMesh& hull, double mass, const Vec3& centreOfGravity, const WaterProperties& water,
                           const SteeringSizingOptions& options) {
    return orThrow(trySizeSteering(hull, mass, centreOfGravity, water, options));
}

} // namespace hydro
