// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file FlatWater.h
/// Still, level water with an optional uniform current.

#include "hydro/Result.h"
#include "hydro/WaterSurface.h"

#include <limits>
#include <memory>

namespace hydro {

class FlatWater final : public WaterSurface {
public:
    /// `level`: height of the surface, m. `current`: uniform water velocity, m/s (y ignored).
    /// Refused if the level or the current is outside Limits.h.
    static Result<std::unique_ptr<FlatWater>> create(double level = 0.0, const Vec3& current = {});
    /// create(), thrown (Result.h's orThrow).
    explicit FlatWater(double level = 0.0, const Vec3& current = {});

    void sample(const PointBatch& points, double time, double relativeTo, const SampleOutputs& out) const override;
    bool isFlat() const override { return true; }
    double shortestWavelength() const override { return std::numeric_limits<double>::infinity(); }

    double level() const { return level_; }
    const Vec3& current() const { return current_; }

private:
    double level_;
    Vec3 current_;
};

} // namespace hydro
