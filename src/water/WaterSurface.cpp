// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/WaterSurface.h"
#include "base/ArgumentCheck.h"

namespace hydro {
namespace {
/// The water's clock a probe may ask at (WaterPatch::follow's bound, Limits.h's kMaxTime).
constexpr limits::Range kProbeTimeRange{"the water's clock", -limits::kMaxTime, limits::kMaxTime, "s"};
} // namespace

// One point, at offset zero from itself: the batch's origin carries the position in double, so a
// probe far from the world origin is as precise as the batched query of a hull there.
double WaterSurface::heightAt(double x, double z, double time) const {
    requireArgumentWithin("WaterSurface::heightAt", "x", x, limits::kCoordinateRange);
    requireArgumentWithin("WaterSurface::heightAt", "z", z, limits::kCoordinateRange);
    requireArgumentWithin("WaterSurface::heightAt", "time", time, kProbeTimeRange);
    const float zero = 0.0f;
    PointBatch point;
    point.origin = {x, 0.0, z};
    point.x = point.y = point.z = &zero;
    point.count = 1;
    float height = 0.0f;
    sampleHeights(point, time, 0.0, &height);
    return double(height);
}

Vec3 WaterSurface::velocityAt(double x, double y, double z, double time) const {
    requireArgumentWithin("WaterSurface::velocityAt", "x", x, limits::kCoordinateRange);
    requireArgumentWithin("WaterSurface::velocityAt", "y", y, limits::kCoordinateRange);
    requireArgumentWithin("WaterSurface::velocityAt", "z", z, limits::kCoordinateRange);
    requireArgumentWithin("WaterSurface::velocityAt", "time", time, kProbeTimeRange);
    const float zero = 0.0f;
    PointBatch point;
    point.origin = {x, y, z};
    point.x = point.y = point.z = &zero;
    point.count = 1;
    float vx = 0.0f, vy = 0.0f, vz = 0.0f;
    sampleVelocities(point, time, &vx, &vy, &vz);
    return {double(vx), double(vy), double(vz)};
}

} // namespace hydro
