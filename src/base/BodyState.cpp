// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/BodyState.h"

#include "hydro/Limits.h"

namespace hydro {

namespace {

using limits::within;

bool within(const Mat3& m, double limit) {
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j)
            if (!within(m(i, j), limit)) return false;
    return true;
}

bool within(const Vec3& v, double limit) { return within(v.x, limit) && within(v.y, limit) && within(v.z, limit); }

/// |v| <= limit, without a square root (false for a NaN).
bool lengthWithin(const Vec3& v, double limit) { return dot(v, v) <= limit * limit; }

} // namespace

bool withinLimits(const BodyState& s) {
    using namespace limits;
    return within(s.rotation, 1.001) && within(s.centreOfMass, kMaxCoordinate) &&
           within(s.centreOfMassInHull, kMaxHullCoordinate) && lengthWithin(s.linearVelocity, kMaxSpeed) &&
           lengthWithin(s.angularVelocity, kMaxSpin) && within(s.mass, kMinMass, kMaxMass) &&
           within(s.time, kMaxTime) && within(s.inertia, kMaxInertia);
}

} // namespace hydro
