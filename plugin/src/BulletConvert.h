// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// Between Bullet's btScalar types (float or double, HYDRO_BULLET_DOUBLE) and the core's double ones.

#include "hydro/Vec3.h"

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

} // namespace hydro
