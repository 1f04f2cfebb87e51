// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/Attitude.h"

#include <algorithm>
#include <cmath>

namespace hydro {

// With R = Ry(y) Rz(p) Rx(r), the world's up in hull axes (the second row of R, R^T e_y) is
// (sin p, cos p cos r, -cos p sin r): Ry leaves the up axis alone, so roll and pitch come from it
// whatever the heading. The bow in world axes (the first column, R e_x) is
// (cos p cos y, sin p, -cos p sin y), which gives the yaw unless cos p = 0; then r is taken as 0,
// R = Ry(y) Rz(+-pi/2), and the starboard axis R e_z = (sin y, 0, cos y) gives the yaw.
Attitude attitudeOf(const Mat3& r) {
    Attitude a;
    a.pitch = std::asin(std::clamp(r(1, 0), -1.0, 1.0));
    const double upY = r(1, 1), upZ = r(1, 2);
    if (upY * upY + upZ * upZ > 1e-24) {
        a.roll = std::atan2(-upZ, upY);
        a.yaw = std::atan2(-r(2, 0), r(0, 0));
    } else {
        a.roll = 0.0;
        a.yaw = std::atan2(r(0, 2), r(2, 2));
    }
    return a;
}

Mat3 rotationOf(const Attitude& a) {
    const double cr = std::cos(a.roll), sr = std::sin(a.roll);
    const double cp = std::cos(a.pitch), sp = std::sin(a.pitch);
    const double cy = std::cos(a.yaw), sy = std::sin(a.yaw);
    Mat3 rx = Mat3::identity(), rz = Mat3::identity(), ry = Mat3::identity();
    rx(1, 1) = cr, rx(1, 2) = -sr, rx(2, 1) = sr, rx(2, 2) = cr;
    rz(0, 0) = cp, rz(0, 1) = -sp, rz(1, 0) = sp, rz(1, 1) = cp;
    ry(0, 0) = cy, ry(0, 2) = sy, ry(2, 0) = -sy, ry(2, 2) = cy;
    return ry * (rz * rx);
}

} // namespace hydro
