// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// A water surface whose heights are NaN: what a broken game water gives, for the refusal tests.

#include "hydro/WaterSurface.h"

#include <cmath>

namespace hydro::test {

class BrokenWater final : public WaterSurface {
public:
    void sample(const PointBatch& points, double, double, const SampleOutputs& out) const override {
        for (std::size_t i = 0; i < points.count; ++i) {
            if (out.height) out.height[i] = std::nanf("");
            if (out.vx) out.vx[i] = out.vy[i] = out.vz[i] = 0.0f;
        }
    }
};

} // namespace hydro::test
