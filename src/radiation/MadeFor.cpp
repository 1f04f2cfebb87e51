// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "radiation/MadeFor.h"
#include "hydro/Limits.h"

#include <cmath>
#include <string>

namespace hydro::radiation {
namespace {

/// The volume and density are written to 17 digits and read back exactly; the margins only absorb
/// a mesh loaded on another platform. The centre's allows for a centre that went through Bullet's
/// single-precision transforms.
constexpr double kVolumeMatch = 1e-9, kPointMatch = 1e-6, kDensityMatch = 1e-12;

std::string triple(const Vec3& v) {
    return "(" + limits::readable(v.x) + ", " + limits::readable(v.y) + ", " + limits::readable(v.z) + ") m";
}

} // namespace

Status checkMadeForHull(std::size_t triangles, double volume, const HullMesh& hull) {
    if (triangles != hull.triangleCount() || !(std::abs(volume - hull.volume()) <= kVolumeMatch * hull.volume()))
        return Error("made for a hull of " + std::to_string(triangles) + " triangles and " + limits::readable(volume) +
                     " m^3, not '" + hull.sourceName() + "' of " + std::to_string(hull.triangleCount()) + " and " +
                     limits::readable(hull.volume()) + " m^3");
    return {};
}

Status checkMadeForPoint(const char* name, const Vec3& recorded, const Vec3& given, const HullMesh& hull) {
    const double size = length(hull.aabbMax() - hull.aabbMin());
    if (!(length(recorded - given) <= kPointMatch * size))
        return Error(std::string("made for the ") + name + " " + triple(recorded) + ", not " + triple(given));
    return {};
}

Status checkMadeForWater(double recordedDensity, const WaterProperties& water) {
    if (!(std::abs(recordedDensity - water.density) <= kDensityMatch * water.density))
        return Error("made for water of " + limits::readable(recordedDensity) + " kg/m^3, not " +
                     limits::readable(water.density) + " kg/m^3");
    return {};
}

} // namespace hydro::radiation
