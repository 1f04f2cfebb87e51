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

void FlatWater::sample(const PointBatch& points, double, double relativeTo, const SampleOutputs& out) const {
    if (out.height) std::fill(out.height, out.height + points.count, float(level_ - relativeTo));
    if (out.vx) {
        std::fill(out.vx, out.vx + points.count, float(current_.x));
        std::fill(out.vy, out.vy + points.count, 0.0f);
        std::fill(out.vz, out.vz + points.count, float(current_.z));
    }
}

} // namespace hydro
