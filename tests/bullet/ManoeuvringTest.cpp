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

#include "TrialsThroughBullet.h"

#include "hydro/FlatWater.h"
#include "hydro/HullManoeuvringEstimate.h"
#include "hydro/Hydrostatics.h"
#include "hydro/MassProperties.h"
#include "hydro/SteeringSizing.h"

#include "mesh/PointQueries.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <limits>
#include <optional>
#include <string>
#include <tuple>

namespace hydro {
namespace {

using namespace hydro::test;

constexpr double kLength = 10.0;  ///< m, the boat's length (IMO's L) at lambda = 1

/// The displacement boat at 14 t with a rudder on the centreline under the transom (0.4 x 0.5 m:
/// 0.20 m^2, 1.5 % of its 13.6 m^2 lateral plane, a usual size) and twin screws 0.6 m either side
/// of it, turning opposite ways.
Boat displacementBoat() {
    Boat b{std::make_shared<const HullMesh>(assetHull("displacement_boat.obj")), 14000.0, {Foil{}}, {}, std::nullopt};
    b.rudders[0].root = {-4.9, -0.35, 0.0};
    b.rudders[0].span = 0.5;
    b.rudders[0].chords = {0.4};
    for (int side = 0; side < 2; ++side) {
        Thruster screw;
        screw.position = {-4.4, -0.7, side == 0 ? 0.6 : -0.6};
        screw.diameter = 0.6;
        screw.maxRevolutions = 8.0;
        screw.rightHanded = side == 0;
        b.screws.push_back(screw);
    }
    return b;
}

TEST(Manoeuvring, TheDisplacementBoatMeetsIMOsTurningCriteria) {
    const Turning t = turningTest(ForceModel{}, displacementBoat());
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
    const Turning t = turningTest(asIn05, displacementBoat());
    std::printf("without the hull's forces: advance %.2f L, tactical diameter %.2f L, drift %.1f degrees\n",
                t.advance / kLength, t.tactical / kLength, t.drift / kDegree);
    // Measured: an advance of 32.3 L, and it has not come round 180 degrees in 90 s (with the
    // hull's forces 3.19 L, and 180 degrees in about 20 s): far outside IMO's 4.5 L.
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
    // Measured: 3.191, 3.777 and 3.825 to 3.826 L at every scale with the Reynolds number matched (a
    // spread of 1.000); in sea water advance 3.21 to 3.18 L and tactical diameter 3.83 to 3.75 L from
    // the model to the ship.
    constexpr double kMaxManoeuvreSpread = 1.3;
    struct Range {
        double least = 1e9, most = 0.0;
        void add(double value) { least = std::min(least, value), most = std::max(most, value); }
    } advance, tactical, steady;  // over L
    for (double lambda : {0.1, 1.0, 30.0}) {
        const Turning matched = turningTest(ForceModel{}, displacementBoat(), lambda, true);
        const Turning sea = turningTest(ForceModel{}, displacementBoat(), lambda, false);
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
        EXPECT_LE(figure->most / figure->least, kMaxManoeuvreSpread);
    }
}

TEST(Manoeuvring, TheDisplacementBoatMeetsIMOsZigZagCriterion) {
    const ZigZag z = zigZag(ForceModel{}, displacementBoat(), kLength);
    std::printf("10/10 zig-zag: L/V %.2f s, first overshoot %.2f degrees\n", z.lOverV, z.overshoot / kDegree);
    ASSERT_TRUE(z.reversed);
    EXPECT_LT(z.overshoot, z.limit());
    EXPECT_GT(z.overshoot, 0.0);  // a real boat does overshoot: the hull's inertia and added mass
}

/// A packaged boat at the mass and centre of gravity the demo loads it with (assets/scenarios), with
/// the rudder and screws sizeSteering gives it.
struct SizedBoat {
    Boat boat;
    SizedSteering sized;
    SizedBoat(const char* file, double mass, std::optional<Vec3> centreOfGravity, const SteeringSizingOptions& options = {})
        : boat{std::make_shared<const HullMesh>(assetHull(file)), mass, {}, {}, centreOfGravity},
          sized(sizeSteering(*boat.hull, mass, boat.massAt(*boat.hull, 1.0).centroid, WaterProperties{}, options)) {
        boat.rudders = sized.rudders;
        boat.screws = sized.screws;
    }
};

TEST(Manoeuvring, TheSizedSteeringTurnsTheDisplacementBoatAndTheSpeedboatWithinIMOsCriteria) {
    // Issue 45 §3: the packaged boats with the rudder and screws sizeSteering gives them (screws
    // matched to a Froude number of 0.3), under the default model. Measured: at DNV's area the
    // trawler (3.1 % of L T) approaches at 3.33 m/s and turns on an advance of 2.96 L and a tactical
    // diameter of 3.40 L, its zig-zag overshooting 2.81 degrees at L/V 3.0 s; the speedboat (4.4 %)
    // 3.07 L and 3.11 L, 3.23 degrees at L/V 2.0 s. While a rudder stalled at its section's 15
    // degrees rather than where its sections do (Foil.h's stallAngle), the speedboat's zig-zag
    // overshot by 10.00 degrees at DNV's area, IMO's limit, and the sizing grew its rudder 1.10 times.
    const SizedBoat trawler("displacement_boat.obj", 14000.0, std::nullopt), speedboat("speedboat.obj", 2000.0, Vec3{-0.8, 0.1, 0.0});
    for (const SizedBoat* b : {&trawler, &speedboat}) {
        expectIMOsCriteria(handling(ForceModel{}, b->boat, b->sized, b == &trawler ? "trawler" : "speedboat"), b->sized.length);
        EXPECT_EQ(b->sized.rudderGrowth, 1.0);  // DNV's area steers it
    }
}

TEST(Manoeuvring, TheTrawlerHeelsOutwardInItsSteadyTurnAsIMOsStabilityCodeReckons) {
    // A ship turns on the water's lateral force, which acts under G on its lateral plane
    // (HullManoeuvring.h) while the centrifugal force acts at G: it heels outward. IMO's stability
    // code puts the water's force at half the draft (isCodeTurningHeel); the trawler's lateral
    // plane's centroid lies above that, so it heels less than the code says, and as the code's
    // moment says with the force on that centroid. Measured: 1.43 degrees in its steady turn at 35
    // degrees of rudder (1.76 m/s on a 35 m circle), the code 1.95, with the force on the lateral
    // plane 1.48. 0.53 while the hull's sway force acted at G (a throwaway run, the rudder then
    // stalling at its section's 15 degrees); 2.15 while the water's angular impulse turned with the
    // heading heeled it too (AddedMassTable.h's TurningWater). Within 10 % of the code with the
    // force on the lateral plane: the code lumps the rudder's force with the hull's, where the model
    // has it on the rudder, deep and outward in the turn, and the turning water's force at G (the
    // rudder's roll moment was 9 % of the heeling moment on the cruise ship of
    // GameShipHandlingTest.cpp: a throwaway probe of the sizing's trials).
    const SizedBoat trawler("displacement_boat.obj", 14000.0, std::nullopt);
    const Turning turn = turningTest(ForceModel{}, trawler.boat);
    const double code = isCodeTurningHeel(trawler.boat, turn);
    const double onLateralPlane = isCodeTurningHeel(trawler.boat, turn, HeelingLever::LateralPlane);
    std::printf("steady turn: %.2f m/s on %.1f m, heel %.2f degrees; the IS Code's %.2f, with the force on the lateral plane %.2f\n",
                turn.steadySpeed, 0.5 * turn.steadyDiameter, turn.heel / kDegree, code / kDegree, onLateralPlane / kDegree);
    EXPECT_GT(turn.heel, 0.0);
    EXPECT_LT(turn.heel, code);
    EXPECT_NEAR(turn.heel, onLateralPlane, 0.1 * onLateralPlane);
}

TEST(Manoeuvring, TheCatamaranAndTheSlenderLaunchSizedMeetIMOsCriteria) {
    // Issue 45 §3 on the slender packaged hulls, whose own yaw damping is large against DNV's
    // minimum rudder: the catamaran (two 8 m Wigley hulls, 1,800 kg; a rudder and a screw under
    // each) and the keel boat scenario's 6 m Wigley launch (615 kg, its centre of gravity 0.15 m
    // down; without its keel, which the helm would turn here). While a rudder stalled at its
    // section's 15 degrees, at DNV's area (1.2 % and 1.3 % of L T) the catamaran turned on an
    // advance of 6.20 L and a tactical diameter of 10.55 L, the launch on 9.9 L and 18.7 L.
    // Measured now: the catamaran at DNV's area turns on 3.36 L and 3.99 L at 7.4 degrees of drift,
    // its zig-zag overshooting 0.57 degrees; the launch's rudder, grown until its steady turn is 4 L
    // across (SteeringSizing.h; 3.55 times, 4.4 % of L T), on 2.32 L and 3.96 L at 5.9 degrees,
    // 0.51 degrees.
    const SizedBoat catamaran("catamaran.obj", 1800.0, std::nullopt), launch("wigley.obj", 615.0, Vec3{0.0, -0.15, 0.0});
    for (const SizedBoat* b : {&catamaran, &launch}) {
        const Handling h = handling(ForceModel{}, b->boat, b->sized, b == &catamaran ? "catamaran" : "launch");
        const double length = b->sized.length;
        EXPECT_GT(h.turn.speed, 0.3 * std::sqrt(9.81 * length));  // a steady approach under power, Froude 0.3 or more
        expectIMOsCriteria(h, length);
    }
    EXPECT_EQ(catamaran.sized.rudderGrowth, 1.0);
    EXPECT_GT(launch.sized.rudderGrowth, 1.0);  // DNV's minimum did not turn it
}

TEST(Manoeuvring, SizingsTrialsAreTheSimulatedOnes) {
    // The approach, the steady turn and the zig-zag's first overshoot that sizeSteering finds for
    // the rudders it gives (SteeringSizing.h: IMO's trials stepped through time in the six motions
    // under the action's own forces, without Bullet) against the boat's through Bullet. Measured,
    // the sizing's then Bullet's: the trawler 3.335 and 3.336 m/s, 3.512 L both, 2.73 and 2.83
    // degrees; the speedboat 2.759 m/s both, 3.298 L both, 3.10 and 3.23 degrees; the catamaran at
    // DNV's area 3.068 and 3.069 m/s, 3.430 and 3.431 L, 0.54 and 0.57 degrees. The heel in the
    // steady turn: 1.429 and 1.428 degrees, 0.307 both, 0.003 both (2026-12-01).
    // Within 1 % for the approach, the turn and its heel (0.01 degrees for a boat that hardly heels:
    // the kernel's single-precision sums; the game ships' heels, whose trials leave out more,
    // within 0.05, GameShipHandlingTest.cpp); 15 % for the overshoot, a transient that hangs on
    // the rudder's timing, which Bullet's substeps and the sizing's steps meet differently, with
    // the added mass held at the upright rest's where the action's table moves with the immersion.
    SteeringSizingOptions ruleOnly;
    ruleOnly.steadyTurnDiameter = std::numeric_limits<double>::infinity();
    ruleOnly.zigZagOvershootShare = std::numeric_limits<double>::infinity();
    const SizedBoat trawler("displacement_boat.obj", 14000.0, std::nullopt), speedboat("speedboat.obj", 2000.0, Vec3{-0.8, 0.1, 0.0}),
        catamaran("catamaran.obj", 1800.0, std::nullopt, ruleOnly);
    EXPECT_EQ(catamaran.sized.rudderGrowth, 1.0);
    for (const SizedBoat* b : {&trawler, &speedboat, &catamaran}) {
        const Turning t = turningTest(ForceModel{}, b->boat);
        const ZigZag z = zigZag(ForceModel{}, b->boat, b->sized.length);
        const std::string& name = b->boat.hull->sourceName();
        std::printf("%s: the sizing's approach %.3f m/s, simulated %.3f; steady turn %.3f L, simulated %.3f L, heel %.3f "
                    "degrees, simulated %.3f; overshoot %.2f degrees, simulated %.2f\n",
                    name.c_str(), b->sized.approachSpeed, t.speed, b->sized.steadyTurnDiameter / b->sized.length,
                    t.steadyDiameter / b->sized.length, b->sized.steadyTurnHeel / kDegree, t.heel / kDegree,
                    b->sized.zigZagOvershoot / kDegree, z.overshoot / kDegree);
        EXPECT_NEAR(b->sized.approachSpeed, t.speed, 0.01 * t.speed) << name;
        EXPECT_NEAR(b->sized.steadyTurnDiameter, t.steadyDiameter, 0.01 * t.steadyDiameter) << name;
        EXPECT_NEAR(b->sized.steadyTurnHeel, t.heel, 0.01 * std::abs(t.heel) + 0.01 * kDegree) << name;
        ASSERT_TRUE(z.reversed) << name;
        EXPECT_NEAR(b->sized.zigZagOvershoot, z.overshoot, 0.15 * z.overshoot) << name;
    }
}

TEST(Manoeuvring, SizingsZigZagOvershootGrowsWithTheBodysYawInertiaAndItsSteadyTurnDoesNot) {
    // SteeringSizingOptions::radiiOfGyration: the trawler's own (0: the solid hull's) and one whose
    // ends are heavier, 0.35 L about the vertical. The steady turn does not depend on the inertia
    // (to the stepping's rest tolerance, 1e-7 of the rates a step; 1e-4 allows for the kernel's
    // single-precision sums); the zig-zag's overshoot, a transient, grows with it.
    const HullMesh boat = assetHull("displacement_boat.obj");
    const Vec3 centroid = boat.massPropertiesForMass(14000.0).centroid;
    SteeringSizingOptions heavyEnds;
    heavyEnds.radiiOfGyration.y = 0.35 * boat.length();
    const SizedSteering solid = sizeSteering(boat, 14000.0, centroid, WaterProperties{}),
                        heavy = sizeSteering(boat, 14000.0, centroid, WaterProperties{}, heavyEnds);
    std::printf("the trawler's sizing: overshoot %.2f degrees with the solid's inertia, %.2f with 0.35 L; steady turn %.4f L and %.4f L\n",
                solid.zigZagOvershoot / kDegree, heavy.zigZagOvershoot / kDegree, solid.steadyTurnDiameter / solid.length,
                heavy.steadyTurnDiameter / heavy.length);
    ASSERT_EQ(solid.rudderGrowth, heavy.rudderGrowth);  // the same rudder, so the inertia alone differs
    EXPECT_GT(heavy.zigZagOvershoot, solid.zigZagOvershoot);
    EXPECT_NEAR(heavy.steadyTurnDiameter, solid.steadyTurnDiameter, 1e-4 * solid.steadyTurnDiameter);
}

TEST(Manoeuvring, EachBoatPresetOnItsBoatTurnsAlikeAtEveryScaleAndMeetsIMOsCriteriaInSeaWater) {
    // Issue 45's Froude-similarity check for the presets' turns: displacementBoat() on the trawler
    // and planingBoat() on the speedboat with screws sized for planing (a design Froude number of
    // 1.5), each with the rudder and screws sizeSteering gives it, scaled from a tenth to 30 times
    // (ForceModel::sizedFor resolves each preset for the body: docs/forces.md §2). With the Reynolds
    // number matched the advance and tactical diameter over L may spread by 1.3 at most (the issue's
    // bound); in sea water each size meets IMO's turning and zig-zag criteria, and the trawler turns
    // as a ship, at a drift under 25 degrees. Measured, with the Reynolds number matched, the same
    // at every scale: the trawler an advance of 2.713 L and a tactical diameter of 2.534 L, the
    // speedboat 3.089 L and 2.723 L. In sea water from the tenth to 30 times: the trawler 2.74 to
    // 2.70 L and 2.61 to 2.49 L, overshooting its zig-zag by 2.8 to 2.9 degrees (18 degrees of
    // drift; 1.83 m/s at full size); the speedboat, at 10.6 m/s at full size, 3.07 to 3.10 L and
    // 2.74 to 2.71 L, overshooting by 1.8 to 2.0 degrees at 28 to 29 degrees of drift.
    // Before: while the trawler's preset's pressure drag fell off as the cosine (falloff 1, now 2:
    // ForceModel.cpp), it approached at 1.55 m/s and had not turned 180 degrees in 90 s (the bow's
    // glancing pieces held it back and the ends the yaw); while planingBoat() had no hull lift (its
    // pressure drag was to give the sideways force), the speedboat slid round an advance of 5.71 L
    // and a tactical diameter of 7.84 L at 25.5 degrees of drift.
    constexpr double kMaxManoeuvreSpread = 1.3;
    SteeringSizingOptions planing;
    planing.designFroudeNumber = 1.5;
    const SizedBoat trawler("displacement_boat.obj", 14000.0, std::nullopt),
        speedboat("speedboat.obj", 2000.0, Vec3{-0.8, 0.1, 0.0}, planing);
    const std::pair<const SizedBoat*, ForceModel> boats[] = {{&trawler, ForceModel::displacementBoat()},
                                                             {&speedboat, ForceModel::planingBoat()}};
    for (const auto& [b, model] : boats) {
        const std::string& name = b->boat.hull->sourceName();
        double leastAdvance = 1e9, mostAdvance = 0.0, leastTactical = 1e9, mostTactical = 0.0;
        for (double lambda : {0.1, 0.3, 1.0, 3.0, 10.0, 30.0}) {
            const double length = b->sized.length * lambda;
            const Turning matched = turningTest(model, b->boat, lambda, true);
            const Turning sea = turningTest(model, b->boat, lambda, false);
            const ZigZag z = zigZag(model, b->boat, b->sized.length, lambda);
            std::printf("%s x%g: Reynolds matched: advance %.3f L, tactical %.3f L; sea water: approach %.2f m/s, advance %.3f L, "
                        "tactical %.3f L, drift %.1f degrees; zig-zag L/V %.2f s, overshoot %.2f degrees\n",
                        name.c_str(), lambda, matched.advance / length, matched.tactical / length, sea.speed, sea.advance / length,
                        sea.tactical / length, sea.drift / kDegree, z.lOverV, z.overshoot / kDegree);
            leastAdvance = std::min(leastAdvance, matched.advance / length), mostAdvance = std::max(mostAdvance, matched.advance / length);
            leastTactical = std::min(leastTactical, matched.tactical / length), mostTactical = std::max(mostTactical, matched.tactical / length);
            EXPECT_GT(sea.advance, 0.0) << name << " x" << lambda;
            EXPECT_LT(sea.advance, 4.5 * length) << name << " x" << lambda;
            EXPECT_GT(sea.tactical, 0.0) << name << " x" << lambda;
            EXPECT_LT(sea.tactical, 5.0 * length) << name << " x" << lambda;
            if (b == &trawler) {  // a ship's turn, not a spin
                EXPECT_LT(std::abs(sea.drift), 25.0 * kDegree) << name << " x" << lambda;
            }
            ASSERT_TRUE(z.reversed) << name << " x" << lambda;
            EXPECT_LT(z.overshoot, z.limit()) << name << " x" << lambda;
        }
        ASSERT_GT(leastAdvance, 0.0) << name;
        ASSERT_GT(leastTactical, 0.0) << name;
        EXPECT_LE(mostAdvance / leastAdvance, kMaxManoeuvreSpread) << name;
        EXPECT_LE(mostTactical / leastTactical, kMaxManoeuvreSpread) << name;
    }
}

TEST(Manoeuvring, ASingleScrewsJetOverTheRudderTurnsTheTrawlerRatherThanSpinningIt) {
    // Issue 45 §2: the rudder in the propeller's slipstream, bounded by momentum theory. The trawler
    // with one screw on the centreline, its jet over the sized rudder (3.1 % of L T), heavily loaded
    // at full revolutions. While the jet was the far wake's speed over the whole disc from the disc
    // on, it carried up to twice the thrust's momentum at the rudder, and the boat spun at 35 degrees
    // of rudder: a drift of 108 degrees, 0.21 m/s in the steady turn. As the actuator disc has it
    // (src/appendages/PropellerJet.h) it turns as a ship: measured, an approach at 2.76 m/s, an
    // advance of 2.39 L and a tactical diameter of 2.44 L at 20.8 degrees of drift, 0.86 m/s steady,
    // its zig-zag overshooting 2.3 degrees.
    SteeringSizingOptions oneScrew;
    oneScrew.screws = 1;
    const SizedBoat trawler("displacement_boat.obj", 14000.0, std::nullopt, oneScrew);
    const double length = trawler.sized.length;
    const Handling h = handling(ForceModel{}, trawler.boat, trawler.sized, "trawler, one screw");
    expectIMOsCriteria(h, length);
    EXPECT_LT(std::abs(h.turn.drift), 25.0 * kDegree);  // a ship's turn (5 to 20 degrees), not a spin
    EXPECT_GT(h.turn.steadySpeed, 0.25 * h.turn.speed);
}

TEST(Manoeuvring, SizedAtATenthAndTenTimesTheSizeInSeaWaterTheBoatsMeetIMOsCriteria) {
    // A game's boat of another size, sized with the defaults in real sea water (the friction keeps
    // its Reynolds-number scale effect, so the growth may differ a little from the packaged size's):
    // the trawler and the speedboat a tenth and ten times their size, their mass by lambda^3,
    // through Bullet. Measured: neither grown at either size; the trawler an advance of 2.97 L and a
    // tactical diameter of 3.45 L at a tenth, 2.95 L and 3.37 L at ten times, overshooting 2.76 and
    // 2.80 degrees; the speedboat 3.10 L and 3.21 L, 3.06 L and 3.07 L, overshooting 3.09 and 3.23
    // degrees.
    for (const auto& [file, mass, centreOfGravity] :
         {std::tuple<const char*, double, std::optional<Vec3>>{"displacement_boat.obj", 14000.0, std::nullopt},
          {"speedboat.obj", 2000.0, Vec3{-0.8, 0.1, 0.0}}}) {
        for (double lambda : {0.1, 10.0}) {
            Boat boat{std::make_shared<const HullMesh>(assetHull(file)), mass, {}, {}, centreOfGravity};
            const HullMesh scaled = scaledHull(*boat.hull, lambda);
            const SizedSteering sized =
                sizeSteering(scaled, mass * lambda * lambda * lambda, boat.massAt(scaled, lambda).centroid, WaterProperties{});
            // Back to the boat's own size: the trials scale it again by lambda (TrialsThroughBullet.h).
            for (Foil rudder : sized.rudders) {
                rudder.root = rudder.root / lambda, rudder.span /= lambda;
                for (double& chord : rudder.chords) chord /= lambda;
                boat.rudders.push_back(rudder);
            }
            for (Thruster screw : sized.screws) {
                screw.position = screw.position / lambda, screw.diameter /= lambda, screw.maxRevolutions *= std::sqrt(lambda);
                boat.screws.push_back(screw);
            }
            const double length = sized.length / lambda;
            const Handling h{turningTest(ForceModel{}, boat, lambda), zigZag(ForceModel{}, boat, length, lambda)};
            std::printf("%s x%g: grown %.3f times; approach %.2f m/s, advance %.2f L, tactical %.2f L; zig-zag L/V %.2f s, "
                        "overshoot %.2f degrees\n",
                        file, lambda, sized.rudderGrowth, h.turn.speed, h.turn.advance / sized.length,
                        h.turn.tactical / sized.length, h.zigZag.lOverV, h.zigZag.overshoot / kDegree);
            expectIMOsCriteria(h, sized.length);
        }
    }
}

TEST(Manoeuvring, SizingScalesByFroudesLawWithTheHull) {
    // A hull ten times smaller or larger, its mass by lambda^3, in water whose viscosity is scaled
    // by lambda^1.5 so that the Reynolds number matches (the friction's real scale effect is the
    // one size-dependent force of the trials the sizing runs: FroudeSimilarityTest.cpp), gets the
    // same steering scaled: every length by lambda, the revolutions by 1/sqrt(lambda) (nothing in
    // the sizing has one size), the monohull's one rudder and two screws and the catamaran's rudder
    // and screw under each hull. 1e-5: the hull's float vertices and the equilibrium solve's
    // tolerance, relative.
    for (const auto& [file, mass] : {std::pair<const char*, double>{"displacement_boat.obj", 14000.0}, {"catamaran.obj", 1800.0}}) {
        const HullMesh boat = assetHull(file);
        const SizedSteering one = sizeSteering(boat, mass, boat.massPropertiesForMass(mass).centroid, WaterProperties{});
        for (double lambda : {0.1, 10.0}) {
            const HullMesh scaled = scaledHull(boat, lambda);
            const double scaledMass = mass * lambda * lambda * lambda;
            WaterProperties matched;
            matched.kinematicViscosity *= lambda * std::sqrt(lambda);
            const SizedSteering s = sizeSteering(scaled, scaledMass, scaled.massPropertiesForMass(scaledMass).centroid, matched);
            constexpr double kRelative = 1e-5;
            ASSERT_EQ(s.rudders.size(), one.rudders.size()) << file;
            for (std::size_t k = 0; k < s.rudders.size(); ++k) {
                const Foil &rudder = s.rudders[k], &unscaled = one.rudders[k];
                EXPECT_NEAR(rudder.span, unscaled.span * lambda, kRelative * rudder.span) << file << " x" << lambda;
                EXPECT_NEAR(rudder.chords[0], unscaled.chords[0] * lambda, kRelative * rudder.chords[0]) << file << " x" << lambda;
                EXPECT_NEAR(length(rudder.root - unscaled.root * lambda), 0.0, kRelative * s.length) << file << " x" << lambda;
            }
            ASSERT_EQ(s.screws.size(), one.screws.size()) << file;
            for (std::size_t k = 0; k < s.screws.size(); ++k) {
                EXPECT_NEAR(s.screws[k].diameter, one.screws[k].diameter * lambda, kRelative * s.screws[k].diameter) << file << " x" << lambda;
                EXPECT_NEAR(length(s.screws[k].position - one.screws[k].position * lambda), 0.0, kRelative * s.length) << file << " x" << lambda;
                EXPECT_NEAR(s.screws[k].maxRevolutions, one.screws[k].maxRevolutions / std::sqrt(lambda),
                            kRelative * s.screws[k].maxRevolutions) << file << " x" << lambda;
            }
        }
    }
}

TEST(Manoeuvring, SizingRefusesAScrewCountForAMultihullAndABodyThatDoesNotFloatUprightNamingThem) {
    const HullMesh catamaran = assetHull("catamaran.obj");
    SteeringSizingOptions two;
    two.screws = 2;  // a multihull gets one under each hull
    const Result<SizedSteering> twoHulls =
        trySizeSteering(catamaran, 1800.0, catamaran.massPropertiesForMass(1800.0).centroid, WaterProperties{}, two);
    ASSERT_FALSE(twoHulls);
    EXPECT_TRUE(mentions(twoHulls.error().message(), "catamaran.obj")) << twoHulls.error().message();
    EXPECT_TRUE(mentions(twoHulls.error().message(), "2 hulls")) << twoHulls.error().message();
    EXPECT_TRUE(mentions(twoHulls.error().message(), "SteeringSizingOptions::screws = 2")) << twoHulls.error().message();
    const HullMesh wigley = assetHull("wigley.obj");  // its centre of gravity at its centroid: it rolls over
    const Result<SizedSteering> capsized = trySizeSteering(wigley, 615.0, wigley.massPropertiesForMass(615.0).centroid, WaterProperties{});
    ASSERT_FALSE(capsized);
    EXPECT_TRUE(mentions(capsized.error().message(), "does not float upright")) << capsized.error().message();
    SteeringSizingOptions three;
    three.screws = 3;
    const HullMesh boat = assetHull("displacement_boat.obj");
    const Result<SizedSteering> refused = trySizeSteering(boat, 14000.0, boat.massPropertiesForMass(14000.0).centroid, WaterProperties{}, three);
    ASSERT_FALSE(refused);
    EXPECT_TRUE(mentions(refused.error().message(), "SteeringSizingOptions::screws = 3")) << refused.error().message();
    for (double diameter : {1.0, std::nan("")}) {  // a steady turn under two lengths across is a spin, not a design
        SteeringSizingOptions tight;
        tight.steadyTurnDiameter = diameter;
        const Result<SizedSteering> tooTight = trySizeSteering(boat, 14000.0, boat.massPropertiesForMass(14000.0).centroid, WaterProperties{}, tight);
        ASSERT_FALSE(tooTight);
        EXPECT_TRUE(mentions(tooTight.error().message(), "SteeringSizingOptions::steadyTurnDiameter")) << tooTight.error().message();
    }
    for (double share : {0.0, -1.0, std::nan("")}) {
        SteeringSizingOptions none;
        none.zigZagOvershootShare = share;
        const Result<SizedSteering> refusedShare = trySizeSteering(boat, 14000.0, boat.massPropertiesForMass(14000.0).centroid, WaterProperties{}, none);
        ASSERT_FALSE(refusedShare);
        EXPECT_TRUE(mentions(refusedShare.error().message(), "SteeringSizingOptions::zigZagOvershootShare")) << refusedShare.error().message();
    }
    for (double gyration : {-1.0, std::numeric_limits<double>::infinity(), std::nan("")}) {
        SteeringSizingOptions odd;
        odd.radiiOfGyration.z = gyration;
        const Result<SizedSteering> refusedGyration = trySizeSteering(boat, 14000.0, boat.massPropertiesForMass(14000.0).centroid, WaterProperties{}, odd);
        ASSERT_FALSE(refusedGyration);
        EXPECT_TRUE(mentions(refusedGyration.error().message(), "SteeringSizingOptions::radiiOfGyration.z")) << refusedGyration.error().message();
    }
}

TEST(Manoeuvring, SizingGivesEachHullOfTheCatamaranItsOwnRudderAndScrew) {
    // The packaged catamaran: two Wigley hulls, 8 m long and 0.8 m in beam at their design
    // waterline, their middle lines 3 m apart (assets/hulls/make_hulls.cpp), at the 1,800 kg the
    // demo loads it with. Each hull gets a rudder on its middle line, DNV's area for that hull
    // (its own waterline beam, half of the lateral plane) times the growth that turns the pair
    // (TheCatamaranAndTheSlenderLaunchSizedMeetIMOsCriteria), and a screw ahead of it, the two
    // turning opposite ways.
    const HullMesh catamaran = assetHull("catamaran.obj");
    const Vec3 centre = catamaran.massPropertiesForMass(1800.0).centroid;
    const SizedSteering s = sizeSteering(catamaran, 1800.0, centre, WaterProperties{});
    const HullManoeuvring shape = estimateHullManoeuvring(catamaran, 1800.0, centre, WaterProperties{});
    ASSERT_EQ(s.rudders.size(), 2u);
    ASSERT_EQ(s.screws.size(), 2u);
    // The file's vertices are floats: the hulls' middle lines at +-1.5 m to a float's rounding.
    constexpr double kFloatPlace = 1e-6;
    const double waterline = centre.y - solveHeave(catamaran, 1800.0, centre, Mat3::identity(), WaterProperties{}).heave;
    for (std::size_t k = 0; k < 2; ++k) {
        const Foil& rudder = s.rudders[k];
        EXPECT_NEAR(rudder.root.z, k == 0 ? -1.5 : 1.5, kFloatPlace) << k;  // port first
        EXPECT_LT(rudder.root.y, waterline);
        EXPECT_NEAR(rudder.root.x - 0.75 * rudder.chords[0], shape.midshipX - 0.5 * shape.length, 1e-9);
        // DNV's area with T half the lateral plane's depth and B the hull's own beam, which the
        // Wigley form makes under 0.8 m below its design waterline: solve the rule for B.
        const double area = rudder.span * rudder.chords[0] / s.rudderGrowth;
        const double halfPlane = 0.5 * shape.draft * shape.length / 100.0;
        const double beam = shape.length * std::sqrt((area / halfPlane - 1.0) / 25.0);
        EXPECT_GT(beam, 0.6) << k;
        EXPECT_LE(beam, 0.8 + kFloatPlace) << k;
        const Thruster& screw = s.screws[k];
        EXPECT_NEAR(screw.position.z, rudder.root.z, kFloatPlace) << k;
        EXPECT_GT(screw.position.x, rudder.root.x + 0.25 * rudder.chords[0]);
        EXPECT_LE(screw.position.y, waterline - 0.6 * screw.diameter);
        EXPECT_LT(windingNumber(catamaran, screw.position), 0.5) << "a screw inside a hull";
        EXPECT_EQ(screw.rightHanded, screw.position.z > 0.0);  // starboard right-handed
    }
    EXPECT_NEAR(s.rudders[0].span, s.rudders[1].span, kFloatPlace * s.rudders[0].span);
    EXPECT_LE(s.steadyTurnDiameter, 4.0 * shape.length);  // grown until it turns so
}

TEST(Manoeuvring, SizingGivesDNVsRudderAreaAtTheSternAndScrewsAheadOfItUnderTheHull) {
    // The rule by hand from the shape the estimate gives, and the pieces where the sizing says.
    const HullMesh boat = assetHull("displacement_boat.obj");
    const Vec3 centre = boat.massPropertiesForMass(14000.0).centroid;
    const SizedSteering s = sizeSteering(boat, 14000.0, centre, WaterProperties{});
    const HullManoeuvring shape = estimateHullManoeuvring(boat, 14000.0, centre, WaterProperties{});
    const double ratio = shape.beam / shape.length;
    const double area = shape.draft * shape.length / 100.0 * (1.0 + 25.0 * ratio * ratio);
    ASSERT_EQ(s.rudders.size(), 1u);
    const Foil& rudder = s.rudders[0];
    EXPECT_NEAR(rudder.span * rudder.chords[0], area, 1e-9 * area);
    EXPECT_NEAR(rudder.span / rudder.chords[0], SteeringSizingOptions{}.rudderAspectRatio, 1e-9);
    EXPECT_NEAR(s.lateralPlaneShare, area / (shape.length * shape.draft), 1e-12);
    // Its trailing edge at the waterline's aft end, on the centreline, under the waterline.
    EXPECT_NEAR(rudder.root.x - 0.75 * rudder.chords[0], shape.midshipX - 0.5 * shape.length, 1e-9);
    EXPECT_EQ(rudder.root.z, 0.0);
    const double waterline = centre.y - solveHeave(boat, 14000.0, centre, Mat3::identity(), WaterProperties{}).heave;
    EXPECT_LT(rudder.root.y, waterline);
    ASSERT_EQ(s.screws.size(), 2u);
    for (const Thruster& screw : s.screws) {
        EXPECT_GT(screw.position.x, rudder.root.x + 0.25 * rudder.chords[0]);  // ahead of the leading edge
        EXPECT_LE(screw.position.y, waterline - 0.6 * screw.diameter);               // immersed
        EXPECT_LT(windingNumber(boat, screw.position), 0.5) << "a screw inside the hull";
        // Full revolutions meet the water at J = 0.7 at a Froude number of 0.3.
        EXPECT_NEAR(screw.maxRevolutions * 0.7 * screw.diameter, 0.3 * std::sqrt(WaterProperties{}.gravity * shape.length), 1e-9);
    }
    EXPECT_NE(s.screws[0].rightHanded, s.screws[1].rightHanded);
    EXPECT_EQ(s.screws[0].position.z, -s.screws[1].position.z);
}

} // namespace
} // namespace hydro
