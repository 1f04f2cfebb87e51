// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// A boat that steers (issue 45 §2, §3): the packaged 10 m displacement boat under the default
// model, with a rudder of 1.5 % of its lateral plane and twin screws beside it, meets the IMO
// Standards for Ship Manoeuvrability (resolution MSC.137(76), 2002) through the Bullet action as a
// game uses it: the turning test at 35 degrees of rudder from a steady approach (advance under
// 4.5 L, tactical diameter under 5 L) and the 10/10 zig-zag (first overshoot under 10 degrees when
// L/V is under 10 s). Without the hull's own lift and cross-flow drag (HullManoeuvring.h), as in
// 0.5, the same boat crabs round a circle dozens of lengths across. Scaled by Froude's law from a 1 m
// model to a 300 m ship, it turns alike.

#include "BulletWorldSupport.h"
#include "HydroTestSupport.h"

#include "hydro/FlatWater.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>

namespace hydro {
namespace {

using namespace hydro::test;

constexpr double kLength = 10.0;  ///< m, the boat's length (IMO's L) at lambda = 1
constexpr double kFrame = 1.0 / 60.0;  ///< s at lambda = 1; 4 substeps a frame

/// The boat at 14 t upright on calm water, full ahead for 40 s (steady by then), with a rudder on
/// the centreline under the transom (0.4 x 0.5 m: 0.20 m^2, 1.5 % of its 13.6 m^2 lateral plane,
/// a usual size) and twin screws 0.6 m either side of it, turning opposite ways; all of it, and
/// every time, scaled by Froude's law for a boat `lambda` times the size (lengths lambda, mass
/// lambda^3, times and the screws' period sqrt(lambda)), in sea water whose viscosity is scaled by
/// lambda^1.5 if `reynoldsMatched` (FroudeSimilarityTest.cpp) or real otherwise.
struct SteadyApproach {
    double lambda;
    FloatingScene scene;
    HullRigidBody* boat = nullptr;
    btVector3 start, ahead, across;  ///< where the manoeuvre starts, the course then, and to port of it
    double speed = 0.0;

    static BuoyancyAction::Settings settingsFor(double lambda, bool reynoldsMatched) {
        BuoyancyAction::Settings settings;
        if (reynoldsMatched) settings.water.kinematicViscosity *= lambda * std::sqrt(lambda);
        return settings;
    }
    explicit SteadyApproach(const ForceModel& model, double scale = 1.0, bool reynoldsMatched = false)
        : lambda(scale), scene(std::make_shared<FlatWater>(0.0), settingsFor(scale, reynoldsMatched)) {
        const auto hull = std::make_shared<const HullMesh>(scaledHull(assetHull("displacement_boat.obj"), lambda));
        boat = &scene.add(hull, hull->massPropertiesForMass(14000.0 * lambda * lambda * lambda), btTransform::getIdentity(), model);
        Foil rudder;
        rudder.root = Vec3{-4.9, -0.35, 0.0} * lambda;
        rudder.span = 0.5 * lambda;
        rudder.chords = {0.4 * lambda};
        Thruster screws[2];
        for (int side = 0; side < 2; ++side) {
            screws[side].position = Vec3{-4.4, -0.7, side == 0 ? 0.6 : -0.6} * lambda;
            screws[side].diameter = 0.6 * lambda;
            screws[side].maxRevolutions = 8.0 / std::sqrt(lambda);
            screws[side].rightHanded = side == 0;
        }
        Appendages a = Appendages::create({rudder}, {}, {screws[0], screws[1]}).value();
        EXPECT_TRUE(a.trySetThrottle(0, 1.0));
        EXPECT_TRUE(a.trySetThrottle(1, 1.0));
        scene.action().body(&boat->body())->setAppendages(std::move(a));
        for (int f = 0; f < 40 * 60; ++f) frame();  // steady within 1 % by then
        start = boat->body().getCenterOfMassPosition();
        ahead = boat->hullToWorld().getBasis().getColumn(0);
        ahead.setY(0);
        ahead.normalize();
        across = btVector3(0, 1, 0).cross(ahead);  // up x ahead: to port
        speed = double(boat->body().getLinearVelocity().length());
    }
    double length() const { return kLength * lambda; }
    /// One frame of 1/60 s at lambda = 1, sqrt(lambda) times that at other sizes, in 4 substeps.
    void frame() {
        const double time = kFrame * std::sqrt(lambda);
        scene.world().stepSimulation(btScalar(time), 4, btScalar(time / 4.0));
    }
    void rudder(double radians) { EXPECT_TRUE(scene.action().body(&boat->body())->appendages().trySetDeflection(0, radians)); }
    /// The change of heading since the approach, rad, positive to port, unwrapped by the caller.
    double heading() const {
        btVector3 now = boat->hullToWorld().getBasis().getColumn(0);
        return std::atan2(double(ahead.cross(now).y()), double(ahead.dot(now)));
    }
};

struct Turning {
    double advance = 0.0, tactical = 0.0;  ///< m
    double speed = 0.0, steadySpeed = 0.0;  ///< m/s at the approach and in the steady turn
    double drift = 0.0;                     ///< rad, in the steady turn
    double steadyDiameter = 0.0;            ///< m, 2 V / r in the steady turn
};

/// IMO's turning test: 35 degrees of rudder (to port) from the steady approach. Advance: the
/// distance along the approach course when the heading has changed 90 degrees; tactical diameter:
/// the distance across it when it has changed 180 degrees (in about 20 s). Then on to 90 s for the
/// steady turn (a full circle takes about 40 s).
Turning turningTest(const ForceModel& model, double lambda = 1.0, bool reynoldsMatched = false) {
    SteadyApproach boat(model, lambda, reynoldsMatched);
    boat.rudder(35.0 * kDegree);
    Turning t;
    t.speed = boat.speed;
    double turned = 0.0, last = 0.0;
    for (int f = 0; f < 90 * 60; ++f) {
        boat.frame();
        double step = boat.heading() - last;
        step -= 2.0 * kPi * std::round(step / (2.0 * kPi));
        turned += step;
        last += step;
        const btVector3 travelled = boat.boat->body().getCenterOfMassPosition() - boat.start;
        if (t.advance == 0.0 && std::abs(turned) >= 0.5 * kPi) t.advance = double(travelled.dot(boat.ahead));
        if (t.tactical == 0.0 && std::abs(turned) >= kPi) t.tactical = std::abs(double(travelled.dot(boat.across)));
    }
    const btVector3 v = boat.boat->body().getLinearVelocity();
    const btVector3 inHull = boat.boat->hullToWorld().getBasis().transpose() * v;
    t.steadySpeed = double(v.length());
    t.drift = std::atan2(double(inHull.z()), double(inHull.x()));
    t.steadyDiameter = 2.0 * t.steadySpeed / std::abs(double(boat.boat->body().getAngularVelocity().y()));
    return t;
}

TEST(Manoeuvring, TheDisplacementBoatMeetsIMOsTurningCriteria) {
    const Turning t = turningTest(ForceModel{});
    std::printf("approach %.2f m/s: advance %.2f L, tactical diameter %.2f L; steady turn %.2f m/s at %.1f degrees of drift\n",
                t.speed, t.advance / kLength, t.tactical / kLength, t.steadySpeed, t.drift / kDegree);
    EXPECT_GT(t.speed, 3.0);  // a steady approach under power (Froude number 0.3 and more)
    // IMO MSC.137(76) §5.3.1: advance under 4.5 L, tactical diameter under 5 L.
    EXPECT_GT(t.advance, 0.0);
    EXPECT_LT(t.advance, 4.5 * kLength);
    EXPECT_GT(t.tactical, 0.0);
    EXPECT_LT(t.tactical, 5.0 * kLength);
    // A ship's turn, not a spin or a crab: it keeps headway, at a drift of some degrees (ships:
    // 5 to 20 at 35 degrees of rudder), and loses speed to the turn.
    EXPECT_LT(std::abs(t.drift), 25.0 * kDegree);
    EXPECT_GT(t.steadySpeed, 0.25 * t.speed);
    EXPECT_LT(t.steadySpeed, 0.95 * t.speed);
}

TEST(Manoeuvring, WithoutTheHullsOwnLiftAndCrossFlowItCrabsRoundAWideCircle) {
    ForceModel asIn05;  // skin friction the only sideways resistance (issue 45: 67 lengths across)
    asIn05.hullLift = 0.0;
    asIn05.crossFlowDrag = 0.0;
    const Turning t = turningTest(asIn05);
    std::printf("without the hull's forces: advance %.2f L, tactical diameter %.2f L, drift %.1f degrees\n",
                t.advance / kLength, t.tactical / kLength, t.drift / kDegree);
    // Measured: it has not turned 90 degrees after 90 s (with the hull's forces it turns 180 in
    // about 20 s); over 240 s its advance came to 35.6 L. Either way far outside IMO's 4.5 L.
    EXPECT_TRUE(t.advance == 0.0 || t.advance > 10.0 * kLength) << t.advance / kLength << " L";
    EXPECT_EQ(t.tactical, 0.0) << "it came round in 90 s: " << t.tactical / kLength << " L";
}

TEST(Manoeuvring, TheDisplacementBoatTurnsAlikeAtEveryScaleAndMeetsIMOsCriteriaInSeaWater) {
    // Issue 45's Froude-similarity check for the turn: the boat, its rudder and screws scaled from a
    // 1 m model to a 300 m ship. With the water's viscosity scaled so that the Reynolds number
    // matches, the advance and tactical diameter over L may spread by at most 1.3 (the bound;
    // a constant of one size would spread them by the scales' 300). In real sea water the friction
    // keeps its real scale effect (ITTC-1957: relatively less on the larger hull), and each size
    // must still meet IMO's criteria.
    // Measured: 3.837, 3.886 and 3.757 L at every scale with the Reynolds number matched (a spread of
    // 1.000); in sea water advance 3.87 to 3.82 L and tactical diameter 3.94 to 3.85 L from the
    // model to the ship.
    constexpr double kMaxSpread = 1.3;
    struct Range {
        double least = 1e9, most = 0.0;
        void add(double value) { least = std::min(least, value), most = std::max(most, value); }
    } advance, tactical, steady;  // over L
    for (double lambda : {0.1, 1.0, 30.0}) {
        const Turning matched = turningTest(ForceModel{}, lambda, true), sea = turningTest(ForceModel{}, lambda, false);
        const double length = kLength * lambda;
        std::printf("x%g: Reynolds matched: advance %.3f L, tactical %.3f L, steady %.3f L; sea water: advance %.3f L, tactical %.3f L\n",
                    lambda, matched.advance / length, matched.tactical / length, matched.steadyDiameter / length,
                    sea.advance / length, sea.tactical / length);
        advance.add(matched.advance / length);
        tactical.add(matched.tactical / length);
        steady.add(matched.steadyDiameter / length);
        EXPECT_GT(sea.advance, 0.0) << "x" << lambda;
        EXPECT_LT(sea.advance, 4.5 * length) << "x" << lambda;
        EXPECT_GT(sea.tactical, 0.0) << "x" << lambda;
        EXPECT_LT(sea.tactical, 5.0 * length) << "x" << lambda;
    }
    for (const Range* figure : {&advance, &tactical, &steady}) {
        ASSERT_GT(figure->least, 0.0);
        EXPECT_LE(figure->most / figure->least, kMaxSpread);
    }
}

TEST(Manoeuvring, TheDisplacementBoatMeetsIMOsZigZagCriterion) {
    // IMO MSC.137(76) §5.3.3: 10 degrees of rudder to starboard... here to port first, which is
    // the same; when the heading has changed 10 degrees the rudder goes 10 degrees the other way,
    // and the first overshoot is how far the heading goes on past 10 before it turns back.
    SteadyApproach boat{ForceModel{}};
    const double lOverV = kLength / boat.speed;  // s
    boat.rudder(10.0 * kDegree);
    bool reversed = false;
    double overshoot = 0.0;
    for (int f = 0; f < 120 * 60; ++f) {
        boat.frame();
        const double heading = boat.heading();
        if (!reversed && heading >= 10.0 * kDegree) {
            boat.rudder(-10.0 * kDegree);
            reversed = true;
        }
        if (reversed) overshoot = std::max(overshoot, heading - 10.0 * kDegree);
        if (reversed && heading < 0.0) break;  // on its way to the second execute: done
    }
    std::printf("10/10 zig-zag: L/V %.2f s, first overshoot %.2f degrees\n", lOverV, overshoot / kDegree);
    ASSERT_TRUE(reversed);
    // Below 10 degrees if L/V < 10 s; 5 + L/(2V) between 10 and 30 s; 20 above.
    const double limit = lOverV < 10.0 ? 10.0 : lOverV < 30.0 ? 5.0 + 0.5 * lOverV : 20.0;
    EXPECT_LT(overshoot, limit * kDegree);
    EXPECT_GT(overshoot, 0.0);  // a real boat does overshoot: the hull's inertia and added mass
}

} // namespace
} // namespace hydro
