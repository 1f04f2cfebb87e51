// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file SurfaceProbe.h
/// The water's height at one point: for the odd single question (is the propeller wet? how high
/// is the sea under this boat?), where the batched query of WaterSurface is more than needed.

#include "hydro/WaterSurface.h"

namespace boat_demo {

/// Height of `water` at (x, z) at `time`, m.
inline double surfaceHeight(const hydro::WaterSurface& water, double x, double z, double time) {
    const float zero = 0.0f;
    hydro::PointBatch point;
    point.origin = {x, 0.0, z};
    point.x = point.z = &zero;
    point.count = 1;
    float height = 0.0f;
    water.sampleHeights(point, time, 0.0, &height);
    return double(height);
}

} // namespace boat_demo
