// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file Attitude.h
/// Roll, pitch and yaw of a hull, as a helmsman reads them off the instruments.
///
/// Conventions (the hull assets'): world y up; hull x toward the bow, y up, z to starboard. The
/// hull's rotation (hull axes -> world axes) is R = Ry(yaw) Rz(pitch) Rx(roll):
/// - roll, about the bow axis: positive puts starboard down;
/// - pitch, about the starboard axis: positive puts the bow up;
/// - yaw, the heading about the world's up axis: counter-clockwise seen from above, 0 with the bow
///   toward world +x (so yaw = pi/2 points the bow toward world -z).
/// Roll and pitch depend only on where the world's up is in hull axes, so they are the same for any
/// heading; they are those of Hydrostatics.h's poses.

#include "hydro/Vec3.h"

namespace hydro {

struct Attitude {
    double roll = 0.0;   ///< rad, in (-pi, pi]
    double pitch = 0.0;  ///< rad, in [-pi/2, pi/2]
    double yaw = 0.0;    ///< rad, in (-pi, pi]
};

/// The attitude of the rotation `hullToWorld` (orthonormal, determinant 1). With the bow straight
/// up or down (pitch = +-pi/2) roll and yaw turn about the same axis; the roll is then 0 and the
/// yaw takes the whole turn, so rotationOf(attitudeOf(R)) is R for every R.
Attitude attitudeOf(const Mat3& hullToWorld);

/// R = Ry(yaw) Rz(pitch) Rx(roll), hull axes -> world axes.
Mat3 rotationOf(const Attitude& attitude);

} // namespace hydro
