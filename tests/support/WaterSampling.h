// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// Batched height queries of a WaterSurface at world positions, for the water tests.

#include "hydro/WaterSurface.h"

#include <vector>

namespace hydro::test {

/// Points given as world positions: origin at the first, float offsets from it.
struct Points {
    Vec3 origin;
    std::vector<float> x, y, z;
    explicit Points(const std::vector<Vec3>& world, bool withY = false) : origin(world.front()) {
        for (const Vec3& p : world) {
            x.push_back(float(p.x - origin.x));
            y.push_back(float(p.y - origin.y));
            z.push_back(float(p.z - origin.z));
        }
        if (!withY) y.clear();
    }
    PointBatch batch() const { return {origin, x.data(), y.empty() ? nullptr : y.data(), z.data(), x.size()}; }
};

inline std::vector<float> heightsAt(const WaterSurface& water, const std::vector<Vec3>& world, double time) {
    const Points p(world);
    std::vector<float> h(world.size());
    water.sampleHeights(p.batch(), time, 0.0, h.data());
    return h;
}

} // namespace hydro::test
