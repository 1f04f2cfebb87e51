// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/SteeringSizing.h"
#include "hydro/HullManoeuvringEstimate.h"
#include "hydro/Hydrostatics.h"
#include "hydro/Limits.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>

namespace hydro {
namespace {

/// The screws' diameter over the hull's depth under the waterline at the rudder (0.6 to 0.75 on
/// ships, so that a screw stays immersed as the stern rises).
constexpr double kScrewDiameterShare = 0.65;
/// Their tips' immersion: the axis at least this many diameters under the waterline.
constexpr double kScrewAxisDepth = 0.6;
/// Their clearance under the hull's bottom, in diameters beyond the radius.
constexpr double kScrewClearance = 0.05;

/// The lowest point of the hull's surface on the vertical line through (x, z), hull coordinates; none
/// if the line misses it.
std::optional<double> bottomAt(const HullMesh& hull, double x, double z) {
    std::optional<double> lowest;
    for (std::size_t t = 0; t < hull.triangleCount(); ++t) {
        const auto tri = hull.triangle(t);
        const Vec3 a = hull.vertex(tri[0]), b = hull.vertex(tri[1]), c = hull.vertex(tri[2]);
        // Barycentric coordinates of (x, z) in the triangle seen from above.
        const double area = (b.x - a.x) * (c.z - a.z) - (c.x - a.x) * (b.z - a.z);
        if (area == 0.0) continue;  // seen edge on: its neighbours hold the line
        const double u = ((x - a.x) * (c.z - a.z) - (c.x - a.x) * (z - a.z)) / area;
        const double v = ((b.x - a.x) * (z - a.z) - (x - a.x) * (b.z - a.z)) / area;
        if (u < 0.0 || v < 0.0 || u + v > 1.0) continue;
        const double y = a.y + u * (b.y - a.y) + v * (c.y - a.y);
        if (!lowest || y < *lowest) lowest = y;
    }
    return lowest;
}

Status checkOptions(const SteeringSizingOptions& o) {
    auto outside = [](const char* field, double value, const char* range) {
        return Error(std::string("sizeSteering: SteeringSizingOptions::") + field + " = " + limits::readable(value) +
                     " is outside " + range);
    };
    if (o.screws != 1 && o.screws != 2) return outside("screws", o.screws, "{1, 2}");
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

    // The rudder: DNV's area, its trailing edge at the waterline's aft end, hung from the bottom.
    const double ratio = shape.beam / shape.length;
    const double area = shape.draft * shape.length / 100.0 * (1.0 + 25.0 * ratio * ratio);
    const double chord = std::sqrt(area / options.rudderAspectRatio);
    const double quarterChord = aft + 0.75 * chord;
    const std::optional<double> stern = bottomAt(hull, quarterChord, 0.0);
    if (!stern || *stern >= waterline)
        return Error("sizeSteering: " + hull.sourceName() + " has no hull under the waterline on its centreline at x = " +
                     limits::readable(quarterChord) + " m, where the rudder would hang (a multihull: size a rudder for each hull)");
    s.rudder.root = {quarterChord, *stern, 0.0};
    s.rudder.span = options.rudderAspectRatio * chord;
    s.rudder.chords = {chord};
    s.lateralPlaneShare = area / (shape.length * shape.draft);

    // The screws, ahead of the rudder's leading edge, under the hull's bottom and immersed.
    const double diameter = kScrewDiameterShare * (waterline - *stern);
    const double x = quarterChord + 0.25 * chord + 0.5 * diameter;
    const double speed = options.designFroudeNumber * std::sqrt(water.gravity * shape.length);
    for (int k = 0; k < options.screws; ++k) {
        const double z = options.screws == 1 ? 0.0 : (k == 0 ? 0.25 : -0.25) * shape.beam;
        const double bottom = bottomAt(hull, x, z).value_or(*stern);
        Thruster screw;
        screw.position = {x, std::min(bottom - (0.5 + kScrewClearance) * diameter, waterline - kScrewAxisDepth * diameter), z};
        screw.diameter = diameter;
        screw.maxRevolutions = speed / (options.designAdvanceRatio * diameter);
        screw.rightHanded = k == 0;  // starboard right-handed, port left-handed: their torques cancel
        s.screws.push_back(screw);
    }
    return s;
}

SizedSteering sizeSteering(const HullMesh& hull, double mass, const Vec3& centreOfGravity, const WaterProperties& water,
                           const SteeringSizingOptions& options) {
    return orThrow(trySizeSteering(hull, mass, centreOfGravity, water, options));
}

} // namespace hydro
