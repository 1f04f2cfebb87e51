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

const char* firstFieldOutsideLimits(const BodyState& s) {
    using namespace limits;
    if (!within(s.rotation, 1.001)) return "rotation";
    if (!within(s.centreOfMass, kMaxCoordinate)) return "centreOfMass";
    if (!within(s.centreOfMassInHull, kMaxHullCoordinate)) return "centreOfMassInHull";
    if (!lengthWithin(s.linearVelocity, kMaxSpeed)) return "linearVelocity";
    if (!lengthWithin(s.angularVelocity, kMaxSpin)) return "angularVelocity";
    if (!within(s.mass, kMinMass, kMaxMass)) return "mass";
    if (!within(s.time, kMaxTime)) return "time";
    if (!within(s.inertia, kMaxInertia)) return "inertia";
    return nullptr;
}

bool withinLimits(const BodyState& s) { return !firstFieldOutsideLimits(s); }

} // namespace hydro
