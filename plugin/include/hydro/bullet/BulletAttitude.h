// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file BulletAttitude.h
/// Roll, pitch and yaw (hydro/Attitude.h) straight from Bullet's transforms.

#include "hydro/Attitude.h"
#include "hydro/bullet/HullRigidBody.h"

#include <btBulletDynamicsCommon.h>

namespace hydro {

/// The attitude of a hull whose own frame (x to the bow, y up, z to starboard) is at `hullToWorld`.
/// Pass the hull's frame, HullRigidBody::hullToWorld(), not the btRigidBody's world transform:
/// Bullet's body frame is the principal frame of inertia, whose axes need not be the hull's.
inline Attitude attitudeOf(const btTransform& hullToWorld) {
    const btMatrix3x3& basis = hullToWorld.getBasis();
    Mat3 rotation;
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j) rotation(i, j) = double(basis[i][j]);
    return attitudeOf(rotation);
}

/// The attitude of `body`'s hull now.
inline Attitude attitudeOf(const HullRigidBody& body) { return attitudeOf(body.hullToWorld()); }

} // namespace hydro
