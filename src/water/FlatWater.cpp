// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/FlatWater.h"

#include "water/WaveChecks.h"

#include <cmath>

#include <algorithm>

namespace hydro {

namespace {
Status checkFlatWater(double level, const Vec3& current) {
    return checkSurface("FlatWater", level, std::hypot(current.x, current.z));
}
} // namespace

Result<std::unique_ptr<FlatWater>> FlatWater::create(double level, const Vec3& current) {
    if (Status valid = checkFlatWater(level, current); !valid) return valid.error();
    return std::make_unique<FlatWater>(level, current);
}

FlatWater::FlatWater(double level, const Vec3& current) : level_(level), current_(current.x, 0.0, current.z) {
    orThrow(checkFlatWater(level, current));
}

void FlatWater::sampleHeights(const PointBatch& points, double, double relativeTo, float* outHeight) const {
    std::fill(outHeight, outHeight + points.count, float(level_ - relativeTo));
}

void FlatWater::sampleVelocities(const PointBatch& points, double, float* outVx, float* outVy, float* outVz) const {
    std::fill(outVx, outVx + points.count, float(current_.x));
    std::fill(outVy, outVy + points.count, 0.0f);
    std::fill(outVz, outVz + points.count, float(current_.z));
}

} // namespace hydro
