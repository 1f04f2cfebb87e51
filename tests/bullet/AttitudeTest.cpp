// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// Roll, pitch and yaw (Attitude.h, BulletAttitude.h): the conventions on rotations whose attitude
// is known by construction, the round trip through rotationOf for every attitude including the
// bow straight up, and the same numbers from a Bullet transform and from a HullRigidBody.

#include "HydroTestSupport.h"

#include "hydro/Attitude.h"
#include "hydro/HullShapes.h"
#include "hydro/bullet/BulletAttitude.h"

#include <gtest/gtest.h>

#include <random>

namespace hydro {
namespace {

using namespace hydro::test;

// attitudeOf takes an asin and two atan2 of rotation entries; in double they are good to a few
// 1e-16 except near pitch = +-pi/2, where asin's slope is infinite: there an entry error of 1e-16
// becomes an angle error of sqrt(2e-16), 1.5e-8. 1e-7 covers both.
constexpr double kAngleTolerance = 1e-7;
// Bullet's float matrices hold each entry to 6e-8; the angles follow to about that (away from the
// vertical bow, which the Bullet case below does not use).
constexpr double kBulletTolerance = 1e-6;

Vec3 column(const Mat3& r, int j) { return {r(0, j), r(1, j), r(2, j)}; }

TEST(Attitude, ConventionsOnRotationsOfKnownAttitude) {
    // Roll alone: starboard (hull +z) goes down.
    const Attitude roll = attitudeOf(rotationX(0.3));
    EXPECT_NEAR(roll.roll, 0.3, kAngleTolerance);
    EXPECT_LT(column(rotationX(0.3), 2).y, 0.0);
    // Pitch alone: the bow (hull +x) goes up.
    const Attitude pitch = attitudeOf(rotationZ(0.2));
    EXPECT_NEAR(pitch.pitch, 0.2, kAngleTolerance);
    EXPECT_GT(column(rotationZ(0.2), 0).y, 0.0);
    // Yaw alone, counter-clockwise seen from above: a quarter turn points the bow at world -z.
    const Attitude yaw = attitudeOf(rotationY(kPi / 2));
    EXPECT_NEAR(yaw.yaw, kPi / 2, kAngleTolerance);
    EXPECT_NEAR(column(rotationY(kPi / 2), 0).z, -1.0, kAngleTolerance);
    // Roll and pitch are read the same under any heading.
    for (const double heading : {-2.5, -0.7, 0.0, 1.1, 3.0}) {
        const Attitude a = attitudeOf(rotationY(heading) * rotationZ(-0.4) * rotationX(0.9));
        EXPECT_NEAR(a.roll, 0.9, kAngleTolerance);
        EXPECT_NEAR(a.pitch, -0.4, kAngleTolerance);
        EXPECT_NEAR(a.yaw, heading, kAngleTolerance);
    }
}

TEST(Attitude, RoundTripsForEveryAttitudeIncludingTheBowStraightUp) {
    std::mt19937 random(3);
    std::uniform_real_distribution<double> angle(-kPi, kPi), half(-kPi / 2, kPi / 2);
    auto expectSame = [](const Mat3& a, const Mat3& b) {
        for (int i = 0; i < 3; ++i)
            for (int j = 0; j < 3; ++j) EXPECT_NEAR(a(i, j), b(i, j), kAngleTolerance) << i << "," << j;
    };
    for (int n = 0; n < 2000; ++n) {
        const Attitude in{angle(random), half(random), angle(random)};
        const Attitude out = attitudeOf(rotationOf(in));
        EXPECT_NEAR(out.roll, in.roll, kAngleTolerance);
        EXPECT_NEAR(out.pitch, in.pitch, kAngleTolerance);
        EXPECT_NEAR(out.yaw, in.yaw, kAngleTolerance);
    }
    // The bow vertical: roll and yaw turn about one axis, so only the rotation is unique.
    for (const double pitch : {kPi / 2, -kPi / 2}) {
        const Mat3 r = rotationOf({0.8, pitch, -1.3});
        const Attitude a = attitudeOf(r);
        EXPECT_EQ(a.roll, 0.0);
        EXPECT_NEAR(a.pitch, pitch, kAngleTolerance);
        expectSame(rotationOf(a), r);
    }
}

TEST(Attitude, FromABulletTransformAndAHullRigidBody) {
    const Attitude in{0.25, -0.1, 2.0};
    const Mat3 r = rotationOf(in);
    btMatrix3x3 basis;
    for (int i = 0; i < 3; ++i) basis[i] = btVector3(btScalar(r(i, 0)), btScalar(r(i, 1)), btScalar(r(i, 2)));
    const Attitude fromTransform = attitudeOf(btTransform(basis, btVector3(5, 1, -3)));
    EXPECT_NEAR(fromTransform.roll, in.roll, kBulletTolerance);
    EXPECT_NEAR(fromTransform.pitch, in.pitch, kBulletTolerance);
    EXPECT_NEAR(fromTransform.yaw, in.yaw, kBulletTolerance);
    // A hull whose principal axes are not its own (a box lying along z): the body's frame turns
    // by a quarter, the hull's attitude does not.
    const auto hull = std::make_shared<const HullMesh>(hullFrom(makeBox({0.5, 0.5, 2.0})));
    HullRigidBody body(hull, hull->massPropertiesForDensity(500.0), btTransform(basis, btVector3(0, 0, 0)));
    const Attitude fromBody = attitudeOf(body);
    EXPECT_NEAR(fromBody.roll, in.roll, kBulletTolerance);
    EXPECT_NEAR(fromBody.pitch, in.pitch, kBulletTolerance);
    EXPECT_NEAR(fromBody.yaw, in.yaw, kBulletTolerance);
}

} // namespace
} // namespace hydro
