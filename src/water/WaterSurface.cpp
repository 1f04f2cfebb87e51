// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/WaterSurface.h"

namespace hydro {

// One point, at offset zero from itself: the batch's origin carries the position in double, so a
// probe far from the world origin is as precise as the batched query of a hull there.
double WaterSurface::heightAt(double x, double z, double time) const {
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
