// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "RestScale.h"

#include "hydro/Hydrostatics.h"

#include <algorithm>
#include <cmath>

namespace hydro {

RestScale restScaleOf(const HullMesh& hull, double mass, const Vec3& centreOfGravity, const WaterProperties& water) {
    RestScale scale;
    // A body heavier than the water its hull displaces has no equilibrium to measure against.
    if (!(mass < water.density * hull.volume())) return scale;
    const Result<HydrostaticAnalysis> analysis = HydrostaticAnalysis::create(hull, mass, centreOfGravity, water);
    if (!analysis) return scale;
    const HydrostaticParticulars at = analysis.value().particulars(analysis.value().equilibrium().pose);
    scale.rollLever = std::max(at.gmTransverse, RestScale::kMinLeverOfBm * at.bmTransverse);
    scale.pitchLever = std::max(at.gmLongitudinal, RestScale::kMinLeverOfBm * at.bmLongitudinal);
    if (std::isfinite(at.heavePeriod)) scale.heavePeriod = at.heavePeriod;
    return scale;
}

} // namespace hydro
