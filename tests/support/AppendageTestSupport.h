// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// What the appendages' tests share: a body to carry them and one evaluation of their forces.

#include "hydro/Appendages.h"

namespace hydro::test {

/// A body at the origin, upright, its centre of mass at its hull origin, moving at `velocity`.
inline BodyState bodyMoving(const Vec3& velocity, double mass = 1000.0) {
    BodyState s;
    s.linearVelocity = velocity;
    s.mass = mass;
    return s;
}

/// The appendages' forces alone on a body in `state`, in sea water, for a 1/240 s substep.
inline ForceResult forcesOn(Appendages& appendages, const BodyState& state, const WaterSurface& water) {
    ForceResult result;
    appendages.addForces(state, water, WaterProperties{}, 1.0 / 240.0, result);
    return result;
}

} // namespace hydro::test
