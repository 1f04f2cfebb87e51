// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/FlatWater.h"

#include "water/WaveChecks.h"

#include <cmath>

#include <algorithm>

namespace hydro {

Result<FlatWater> FlatWater::create(double level, const Vec3& current) {
    if (Status valid = checkSurface("FlatWater", level, std::hypot(current.x, current.z)); !valid) return valid.error();
    return FlatWater(Checked{}, level, current);
}

FlatWater::FlatWater(double level, const Vec3& current) : FlatWater(orThrow(create(level, current))) {}

FlatWater::FlatWater(Checked, double level, const Vec3& current)
    : level_(level), current_(current.x, 0.0, current.z) {}

void FlatWater::sampleHeights(const PointBatch& points, double, double relativeTo, float* outHeight) const {
    std::fill(outHeight, outHeight + points.count, float(level_ - relativeTo));
}

void FlatWater::sampleVelocities(const PointBatch& points, double, float* outVx, float* outVy, float* outVz) const {
    std::fill(outVx, outVx + points.count, float(current_.x));
    std::fill(outVy, outVy + points.count, 0.0f);
    std::fill(outVz, outVz + points.count, float(current_.z));
}

} // namespace hydro
