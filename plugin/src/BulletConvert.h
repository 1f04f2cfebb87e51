// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// Between Bullet's btScalar types (float or double, HYDRO_BULLET_DOUBLE) and the core's double ones.

#include "hydro/Limits.h"
#include "hydro/Vec3.h"

#include <BulletDynamics/Dynamics/btRigidBody.h>
#include <algorithm>

#include <LinearMath/btMatrix3x3.h>
#include <LinearMath/btVector3.h>

namespace hydro {

inline Vec3 toVec3(const btVector3& v) { return {double(v.x()), double(v.y()), double(v.z())}; }
inline btVector3 toBt(const Vec3& v) { return {btScalar(v.x), btScalar(v.y), btScalar(v.z)}; }

inline Mat3 toMat3(const btMatrix3x3& m) {
    Mat3 r;
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j) r(i, j) = double(m[i][j]);
    return r;
}

/// A dynamic body's mass, from the inverse Bullet keeps in btScalar. A mass given at an end of
/// Limits.h's range comes back beyond it by float's round-off (6e-8 relative, twice rounded): taken
/// as that end, so that what the game may give, Bullet gives back. Zero for a static body.
inline double massOf(const btRigidBody& body) {
    const double inverse = double(body.getInvMass());
    if (!(inverse > 0.0)) return 0.0;
    const double mass = 1.0 / inverse, slack = 1e-6;
    const limits::Range& range = limits::kMassRange;
    if (mass > range.high && mass <= range.high * (1.0 + slack)) return range.high;
    if (mass < range.low && mass >= range.low * (1.0 - slack)) return range.low;
    return mass;
}

} // namespace hydro
