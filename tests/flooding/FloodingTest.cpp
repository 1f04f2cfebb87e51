// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// Compartments, the orifice law and damage stability (issue 29, docs/flooding.md) against the naval
// architect's closed forms, written out here: where still water settles in a heeled box, how long a
// compartment takes to fill through a hole, the free-surface effect i_t / V, and a holed box barge's
// draft, trim and GM by the lost-buoyancy method.

#include "BrokenWater.h"
#include "HydroTestSupport.h"

#include "hydro/Compartment.h"
#include "hydro/DamageStability.h"
#include "hydro/ExactBuoyancy.h"
#include "hydro/FlatWater.h"
#include "hydro/Flooding.h"
#include "hydro/HullShapes.h"

#include <gtest/gtest.h>

#include <cmath>
#include <memory>
#include <stdexcept>
#include <string>

namespace hydro {
namespace {

using namespace hydro::test;

std::shared_ptr<const HullMesh> box(const Vec3& halfExtents, const Vec3& centre, const std::string& name) {
    return std::make_shared<const HullMesh>(hullFrom(makeBox(halfExtents, centre), name));
}

/// The hull frame turned by `roll` about its x axis, with hull point `pivot` at the world origin.
BodyState heldAt(double roll, const Vec3& pivot = {}) {
    BodyState pose;
    pose.rotation = poseRotation(roll, 0.0);
    pose.centreOfMass = {0.0, 0.0, 0.0};
    pose.centreOfMassInHull = pivot;
    return pose;
}

// Round-off of the level's solve (1e-10 of the shape's volume) over a waterplane of about 1 m^2.
constexpr double kLevelTolerance = 1e-8;

TEST(Compartment, WaterInAnUprightBoxLiesFlatAtItsDepth) {
    // A 4 m x 1 m x 2 m tank (x, y, z), bottom at y = -0.5: V water at permeability mu is V / mu of the
    // box's volume, a layer V / (mu A) deep over A = 4 x 2, its centroid at half that depth.
    const Compartment tank = Compartment::create("tank", box({2.0, 0.5, 1.0}, {}, "tank"), 0.85);
    EXPECT_NEAR(tank.capacity(), 0.85 * 8.0, 1e-12);
    const double volume = 3.0;
    const double depth = volume / (0.85 * 8.0);
    const FloodWater water = tank.settle(volume, heldAt(0.0));
    EXPECT_NEAR(water.volume, volume, 1e-12);
    EXPECT_NEAR(water.level, -0.5 + depth, kLevelTolerance);
    EXPECT_NEAR(water.centroid.y, -0.5 + depth / 2.0, kLevelTolerance);
    EXPECT_NEAR(water.centroid.x, 0.0, kLevelTolerance);
    EXPECT_NEAR(water.centroid.z, 0.0, kLevelTolerance);
    EXPECT_FALSE(water.full);
    // More than it holds: full, at its capacity, its level the top.
    const FloodWater overfull = tank.settle(100.0, heldAt(0.0));
    EXPECT_TRUE(overfull.full);
    EXPECT_NEAR(overfull.volume, tank.capacity(), 1e-12);
    EXPECT_NEAR(overfull.level, 0.5, 1e-12);
}

TEST(Compartment, WaterInAHeeledBoxMovesAsTheWallSidedFormulaSays) {
    // A wall-sided tank of breadth b (along z) with water h deep, heeled by phi with the surface
    // meeting neither the top nor the bottom: the surface turns about its centre line, and the
    // water's centroid moves, in the tank's axes, b^2 tan(phi) / (12 h) across and b^2 tan^2(phi) /
    // (24 h) up (the wall-sided formula; Rawson and Tupper, Basic Ship Theory, 5th ed., §4.4). Exact
    // for a box, so only the solve's round-off is allowed.
    const double b = 2.0, h = 0.5, phi = 0.2;
    const Compartment tank = Compartment::create("tank", box({2.0, 0.5, 1.0}, {}, "tank"), 1.0);
    const double volume = 4.0 * b * h;
    const FloodWater upright = tank.settle(volume, heldAt(0.0));
    const FloodWater heeled = tank.settle(volume, heldAt(phi));
    const double across = b * b * std::tan(phi) / (12.0 * h);
    const double up = b * b * std::tan(phi) * std::tan(phi) / (24.0 * h);
    // Heeling with positive roll puts starboard (+z) down (Hydrostatics.h), so the water runs to +z.
    EXPECT_NEAR(heeled.centroid.z - upright.centroid.z, across, kLevelTolerance);
    EXPECT_NEAR(heeled.centroid.y - upright.centroid.y, up, kLevelTolerance);
    EXPECT_NEAR(heeled.volume, volume, 1e-12);
}

TEST(Compartment, KnowsWhichPointsItHolds) {
    const Compartment hold = Compartment::create("hold", box({3.0, 1.0, 2.0}, {5.0, 0.0, 0.0}, "hold"), 0.95);
    EXPECT_TRUE(hold.contains({5.0, 0.0, 0.0}));
    EXPECT_TRUE(hold.contains({7.9, -0.99, 1.99}));
    EXPECT_FALSE(hold.contains({8.1, 0.0, 0.0}));
    EXPECT_FALSE(hold.contains({0.0, 0.0, 0.0}));
}

TEST(Compartment, BadCompartmentsAreRefusedNamingThem) {
    const auto shape = box({1.0, 1.0, 1.0}, {}, "store.obj");
    for (double permeability : {0.0, -0.5, 1.5, std::nan("")}) {
        const Result<Compartment> refused = Compartment::tryCreate("store", shape, permeability);
        ASSERT_FALSE(refused);
        EXPECT_TRUE(mentions(refused.error().message(), "store")) << refused.error().message();
        EXPECT_TRUE(mentions(refused.error().message(), "permeability")) << refused.error().message();
    }
    const Result<Compartment> nullShape = Compartment::tryCreate("void", nullptr, 0.9);
    ASSERT_FALSE(nullShape);
    EXPECT_TRUE(mentions(nullShape.error().message(), "void")) << nullShape.error().message();
}

TEST(Flooding, ACompartmentFillsThroughABottomHoleInTheTimeTheOrificeLawIntegrates) {
    // A box compartment (area A, permeability mu) held still, its bottom 2 m under a calm sea, a hole
    // of area a in its bottom. While the water inside stands at depth h below the sea's level,
    // mu A dh/dt = -C_d a sqrt(2 g h), so h falls from h0 to h1 in
    //     t = 2 mu A (sqrt(h0) - sqrt(h1)) / (C_d a sqrt(2 g)).
    const double mu = 0.95, area = 2.0, hole = 0.01, cd = 0.6;
    const WaterProperties sea;
    Flooding flooding;
    const int hold = flooding.addCompartment(
        Compartment::create("hold", box({1.0, 1.25, 0.5}, {0.0, -0.75, 0.0}, "hold"), mu));  // bottom y = -2
    const Result<int> breach = flooding.tryAddBreach({0.0, -1.99, 0.0}, hole);
    ASSERT_TRUE(breach) << breach.error().message();
    EXPECT_EQ(flooding.opening(breach.value()).to, hold);
    // Start with the water at the hole, so the head is the sea's depth over the water from the start.
    ASSERT_TRUE(flooding.trySetWater(hold, mu * area * 0.01));
    const BodyState pose = heldAt(0.0);
    flooding.settle(pose);
    const FlatWater calm(0.0);
    const double h0 = 1.99, h1 = 0.5;
    const double expected = 2.0 * mu * area * (std::sqrt(h0) - std::sqrt(h1)) / (cd * hole * std::sqrt(2.0 * sea.gravity));
    const double dt = 1.0 / 240.0;
    double t = 0.0, previousDepth = h0;
    double crossing = -1.0;
    while (t < 2.0 * expected) {
        ASSERT_TRUE(flooding.step(pose, calm, sea, dt));
        t += dt;
        const double depth = -flooding.water(hold).level;
        if (depth <= h1) {
            crossing = t - dt * (h1 - depth) / (previousDepth - depth);  // between the two steps
            break;
        }
        previousDepth = depth;
    }
    ASSERT_GT(crossing, 0.0) << "the water never rose to " << h1 << " m below the sea";
    // Explicit steps take each step's flow at its start's head: the time comes out a fraction of a
    // step early or late for each of the ~24,000 steps' O(dt^2) errors, which add to O(dt) in all;
    // measured 0.002 s. 0.01 s is 2.4 steps of 1/240 s, in 100 s.
    EXPECT_NEAR(crossing, expected, 0.01);
    EXPECT_GT(flooding.lastFlow(breach.value()), 0.0);
}

TEST(Flooding, WaterDrainsOutOfARaisedCompartmentAndBetweenCompartmentsWithoutLoss) {
    // Two tanks joined by a door at their bottom, the first full, the second empty, both above a
    // calm sea with a hole in the second: water runs from the first into the second, and out of the
    // second into the sea; none is made or lost between the two.
    const WaterProperties sea;
    Flooding flooding;
    const int first = flooding.addCompartment(Compartment::create("first", box({1.0, 0.5, 1.0}, {-1.0, 1.5, 0.0}, "a"), 1.0));
    const int second = flooding.addCompartment(Compartment::create("second", box({1.0, 0.5, 1.0}, {1.0, 1.5, 0.0}, "b"), 1.0));
    Opening door;
    door.name = "door";
    door.point = {0.0, 1.05, 0.0};
    door.area = 0.05;
    door.from = first;
    door.to = second;
    const Result<int> doorIndex = flooding.tryAddOpening(door);
    ASSERT_TRUE(doorIndex) << doorIndex.error().message();
    ASSERT_TRUE(flooding.trySetWater(first, flooding.compartment(first).capacity()));
    const BodyState pose = heldAt(0.0);
    flooding.settle(pose);
    const FlatWater calm(0.0);
    const double total = flooding.compartment(first).capacity();
    for (int i = 0; i < 240; ++i) {
        ASSERT_TRUE(flooding.step(pose, calm, sea, 1.0 / 240.0));
        EXPECT_NEAR(flooding.water(first).volume + flooding.water(second).volume, total, 1e-12 * total);
    }
    EXPECT_GT(flooding.water(second).volume, 0.0);
    // Closed, nothing moves; a hole in the second's bottom, above the sea, lets it drain.
    ASSERT_TRUE(flooding.trySetOpen(doorIndex.value(), false));
    const double inFirst = flooding.water(first).volume;
    const Result<int> hole = flooding.tryAddBreach({1.0, 1.01, 0.0}, 0.05);
    ASSERT_TRUE(hole) << hole.error().message();
    const double inSecond = flooding.water(second).volume;
    ASSERT_TRUE(flooding.step(pose, calm, sea, 1.0 / 240.0));
    EXPECT_EQ(flooding.water(first).volume, inFirst);
    EXPECT_LT(flooding.water(second).volume, inSecond);
    EXPECT_LT(flooding.lastFlow(hole.value()), 0.0);
}

TEST(Flooding, AnyOpeningTheLimitsAllowBringsTheWaterLevelWithoutOvershootingIt) {
    // The case: a breach of 10,000 m^2 took the hold's water between 329 and 391 m^3 every
    // substep (the orifice law's flow at the step's start, held for the step). Each transfer now
    // stops where the heads either side are level: the sea's surface inside a breached hold, one
    // level in two tanks joined by a door.
    const WaterProperties sea;
    const FlatWater calm(0.0);
    const BodyState pose = heldAt(0.0);
    const double dt = 1.0 / 240.0;
    for (double area : {0.01, 1.0, 100.0, 1e4}) {
        Flooding flooding;
        const int hold = flooding.addCompartment(
            Compartment::create("hold", box({5.0, 2.0, 4.0}, {0.0, -1.0, 0.0}, "hold"), 0.95));  // y -3 to 1
        const Result<int> breach = flooding.tryAddBreach({0.0, -2.99, 0.0}, area);
        ASSERT_TRUE(breach) << breach.error().message();
        flooding.settle(pose);
        // At the sea's level, 0.95 x 10 x 8 x 3 = 228 m^3.
        const double atSeaLevel = flooding.compartment(hold).waterBelow(0.0, pose);
        ASSERT_NEAR(atSeaLevel, 228.0, 1e-9 * 228.0);
        double previous = 0.0;
        for (int i = 0; i < 240 * 30; ++i) {
            ASSERT_TRUE(flooding.step(pose, calm, sea, dt));
            const double volume = flooding.water(hold).volume;
            ASSERT_GE(volume, previous) << area << " m^2, step " << i;  // filling, never draining back
            ASSERT_LE(volume, atSeaLevel * (1.0 + 1e-9)) << area << " m^2, step " << i;  // never past the sea's level
            previous = volume;
        }
        if (area >= 100.0) {  // level within 30 s (the smaller holes take minutes)
            EXPECT_NEAR(flooding.water(hold).level, 0.0, kLevelTolerance) << area << " m^2";
        }
    }
    // Two tanks side by side, the first full, a door of 10,000 m^2 at their bottom: in one step the
    // water stands at one level, half the first's height in both, and stays there.
    Flooding flooding;
    const int first = flooding.addCompartment(Compartment::create("first", box({1.0, 0.5, 1.0}, {-1.0, 1.5, 0.0}, "a"), 1.0));
    const int second = flooding.addCompartment(Compartment::create("second", box({1.0, 0.5, 1.0}, {1.0, 1.5, 0.0}, "b"), 1.0));
    Opening door;
    door.point = {0.0, 1.05, 0.0};
    door.area = 1e4;
    door.from = first;
    door.to = second;
    ASSERT_TRUE(flooding.tryAddOpening(door));
    ASSERT_TRUE(flooding.trySetWater(first, flooding.compartment(first).capacity()));
    flooding.settle(pose);
    const double total = flooding.compartment(first).capacity();
    for (int i = 0; i < 20; ++i) {
        ASSERT_TRUE(flooding.step(pose, calm, sea, dt));
        EXPECT_NEAR(flooding.water(first).level, 1.5, kLevelTolerance) << "step " << i;
        EXPECT_NEAR(flooding.water(second).level, 1.5, kLevelTolerance) << "step " << i;
        EXPECT_NEAR(flooding.water(first).volume + flooding.water(second).volume, total, 1e-12 * total);
    }
}

#if HYDRO_EXCEPTIONS
TEST(Flooding, AnIndexThatDoesNotExistIsThrownNamingTheGetterAndTheCount) {
    Flooding flooding;
    flooding.addCompartment(Compartment::create("hold", box({1.0, 1.0, 1.0}, {0.0, 0.0, 0.0}, "hold"), 0.95));
    ASSERT_TRUE(flooding.tryAddBreach({0.0, -0.99, 0.0}, 0.01));
    EXPECT_EQ(thrownMessage([&] { (void)flooding.water(1); }), "Flooding::water: compartment 1 does not exist (there are 1)");
    EXPECT_EQ(thrownMessage([&] { (void)flooding.compartment(-1); }), "Flooding::compartment: compartment -1 does not exist (there are 1)");
    EXPECT_EQ(thrownMessage([&] { (void)flooding.opening(2); }), "Flooding::opening: opening 2 does not exist (there are 1)");
    EXPECT_EQ(thrownMessage([&] { (void)flooding.lastFlow(-3); }), "Flooding::lastFlow: opening -3 does not exist (there are 1)");
    EXPECT_EQ(thrownMessage([&] { (void)flooding.water(0), (void)flooding.opening(0), (void)flooding.lastFlow(0); }), "nothing thrown");
}
#endif

#if !HYDRO_EXCEPTIONS && GTEST_HAS_DEATH_TEST && defined(HYDRO_DEATH_TESTS)  // tests/CMakeLists.txt
TEST(FloodingDeathTest, WithoutExceptionsAnIndexThatDoesNotExistStopsNamingIt) {
    Flooding flooding;
    EXPECT_DEATH((void)flooding.water(0), "Flooding::water: compartment 0 does not exist \\(there are 0\\)");
}
#endif

TEST(Flooding, APumpFillsAndEmptiesABallastTankAtItsRate) {
    const WaterProperties sea;
    Flooding flooding;
    const int tank = flooding.addCompartment(Compartment::create("ballast", box({1.0, 0.5, 1.0}, {}, "ballast"), 1.0));
    ASSERT_TRUE(flooding.trySetPumpRate(tank, 0.1));
    const BodyState pose = heldAt(0.0);
    const FlatWater calm(0.0);
    for (int i = 0; i < 100; ++i) ASSERT_TRUE(flooding.step(pose, calm, sea, 0.1));  // 10 s at 0.1 m^3/s
    EXPECT_NEAR(flooding.water(tank).volume, 1.0, 1e-9);
    for (int i = 0; i < 1000; ++i) ASSERT_TRUE(flooding.step(pose, calm, sea, 0.1));  // until full: 4 m^3
    EXPECT_NEAR(flooding.water(tank).volume, 4.0, 1e-12);
    EXPECT_TRUE(flooding.water(tank).full);
    ASSERT_TRUE(flooding.trySetPumpRate(tank, -1.0));
    for (int i = 0; i < 100; ++i) ASSERT_TRUE(flooding.step(pose, calm, sea, 0.1));
    EXPECT_EQ(flooding.water(tank).volume, 0.0);
}

TEST(Flooding, ACappedHullsOpeningLetsTheSeaInWhenItsRimGoesUnder) {
    // A 1 m x 0.5 m x 1 m tub (x, y, z), its top the cap over its opening.
    const auto hull = std::make_shared<const HullMesh>(openTopBox({0.5, 0.25, 0.5}));
    ASSERT_EQ(hull->openingRim().size(), 4u);
    Flooding flooding;
    const int inside = flooding.addCompartment(Compartment::create("inside", hull, 1.0));
    const Result<int> added = flooding.tryAddCappedOpenings(*hull, inside);
    ASSERT_TRUE(added) << added.error().message();
    ASSERT_EQ(added.value(), 1);
    // The opening is the top: 1 m^2 at its middle.
    EXPECT_NEAR(flooding.opening(0).area, 1.0, 1e-6);
    EXPECT_NEAR(length(flooding.opening(0).point - Vec3{0.0, 0.25, 0.0}), 0.0, 1e-6);
    // Held with its rim 5 cm under a calm sea: the sea pours in at C_d a sqrt(2 g h).
    const WaterProperties sea;
    const FlatWater calm(0.0);
    const BodyState pose = heldAt(0.0, {0.0, 0.30, 0.0});
    ASSERT_TRUE(flooding.step(pose, calm, sea, 1e-3));
    EXPECT_NEAR(flooding.lastFlow(0), 0.6 * 1.0 * std::sqrt(2.0 * sea.gravity * 0.05), 1e-9);
    // With its rim above the sea, nothing comes in.
    Flooding dry;
    dry.addCompartment(Compartment::create("inside", hull, 1.0));
    ASSERT_TRUE(dry.tryAddCappedOpenings(*hull, 0));
    ASSERT_TRUE(dry.step(heldAt(0.0, {0.0, 0.20, 0.0}), calm, sea, 1e-3));
    EXPECT_EQ(dry.lastFlow(0), 0.0);
    // A hull closed by its own surface has none; a compartment that does not exist is refused.
    const auto closed = box({1.0, 1.0, 1.0}, {}, "closed");
    EXPECT_EQ(flooding.tryAddCappedOpenings(*closed, inside).value(), 0);
    EXPECT_FALSE(flooding.tryAddCappedOpenings(*hull, 5));
}

TEST(Flooding, AStepGivenWhatWouldMakeANaNIsRefusedNamingItAndMovesNoWater) {
    // Issue 49 §2, found by fuzz_appendages_flooding: a step of 0 gave every opening a flow of 0/0.
    // A pose, water or step outside Limits.h, or a sea that is not finite at an opening, is refused
    // as the kernel refuses them, and the water stays where it was.
    Flooding flooding;
    flooding.addCompartment(Compartment::create("hold", box({1.0, 1.0, 1.0}, {}, "hold"), 0.95));
    ASSERT_TRUE(flooding.tryAddBreach({0.0, -1.0, 0.0}, 0.1, "hole"));
    ASSERT_TRUE(flooding.trySetWater(0, 0.5));
    const WaterProperties sea;
    const FlatWater calm(0.0);
    const BodyState pose = heldAt(0.0);
    BodyState lost = pose;
    lost.linearVelocity.x = std::nan("");
    WaterProperties thin = sea;
    thin.density = 0.0;
    const std::pair<Status, const char*> refusals[] = {
        {flooding.step(pose, calm, sea, 0.0), "Flooding::step: dt = 0 s is outside [1e-7, 10] s"},
        {flooding.step(pose, calm, sea, std::nan("")), "dt = nan s is outside"},
        {flooding.step(lost, calm, sea, 0.01), "the pose's linearVelocity is not finite or outside Limits.h"},
        {flooding.step(pose, calm, thin, 0.01), "WaterProperties: density = 0 kg/m^3 is outside"},
        {flooding.step(pose, BrokenWater{}, sea, 0.01), "the sea's height at opening 'hole' is not finite"},
    };
    for (const auto& [refusal, words] : refusals) {
        ASSERT_FALSE(refusal) << words;
        EXPECT_TRUE(mentions(refusal.error().message(), words)) << refusal.error().message();
    }
    flooding.settle(pose);
    EXPECT_NEAR(flooding.water(0).volume, 0.5, 1e-12);
    EXPECT_TRUE(flooding.step(pose, calm, sea, 0.01));
    EXPECT_TRUE(std::isfinite(flooding.lastFlow(0)));
}

TEST(Flooding, BadOpeningsAreRefusedNamingTheField) {
    Flooding flooding;
    flooding.addCompartment(Compartment::create("hold", box({1.0, 1.0, 1.0}, {}, "hold"), 0.95));
    Opening bad;
    bad.name = "hatch";
    bad.area = -1.0;
    Result<int> refused = flooding.tryAddOpening(bad);
    ASSERT_FALSE(refused);
    EXPECT_TRUE(mentions(refused.error().message(), "hatch")) << refused.error().message();
    EXPECT_TRUE(mentions(refused.error().message(), "area")) << refused.error().message();
    bad.area = 0.1;
    bad.to = 3;
    refused = flooding.tryAddOpening(bad);
    ASSERT_FALSE(refused);
    EXPECT_TRUE(mentions(refused.error().message(), "to = 3")) << refused.error().message();
    const Result<int> outside = flooding.tryAddBreach({5.0, 0.0, 0.0}, 0.1, "shot");
    ASSERT_FALSE(outside);
    EXPECT_TRUE(mentions(outside.error().message(), "shot")) << outside.error().message();
    EXPECT_TRUE(mentions(outside.error().message(), "none of the 1 compartments")) << outside.error().message();
    EXPECT_FALSE(flooding.trySetPumpRate(0, std::nan("")));
    EXPECT_FALSE(flooding.trySetWater(1, 1.0));
}

TEST(FreeSurface, APartlyFilledTanksGmLossIsItsFreeSurfaceMomentOverTheDisplacement) {
    // A box barge 10 m x 2 m x 4 m (x, y, z; keel at y = -1) floating at 1 m draft, holding a tank
    // 4 m long and 2 m wide half full of sea water. At a small heel the tank's water runs to the low
    // side, which costs the same righting moment as raising G by i_t / V, with i_t = l b^3 / 12 the
    // free surface's moment about its centre line and V the displacement (Rawson and Tupper §4.4).
    // The hand calculation: KB = T/2, BM = B^2 / (12 T), KG of the dry barge and the tank's water.
    const WaterProperties sea;
    const auto hull = box({5.0, 1.0, 2.0}, {}, "barge");
    Flooding flooding;
    const int tank = flooding.addCompartment(Compartment::create("tank", box({2.0, 0.5, 1.0}, {0.0, -0.5, 0.0}, "tank"), 1.0));
    const double tankWater = 4.0 * 2.0 * 0.5;
    ASSERT_TRUE(flooding.trySetWater(tank, tankWater));
    const double displacement = 10.0 * 4.0 * 1.0;  // m^3 at 1 m draft
    const double dryMass = sea.density * (displacement - tankWater);
    const Vec3 dryG{0.0, -0.2, 0.0};
    const double kb = 0.5, bm = 4.0 * 4.0 / (12.0 * 1.0);
    const double kg = ((dryG.y + 1.0) * (displacement - tankWater) + 0.25 * tankWater) / displacement;
    const double freeSurfaceLoss = (4.0 * 2.0 * 2.0 * 2.0 / 12.0) / displacement;
    const double gmSolid = kb + bm - kg;
    // Heeled about the waterline's centre line (a wall-sided box keeps its displacement there): the
    // moment about that line of the buoyancy, the dry weight and the tank's settled water.
    const double phi = 0.01;
    const BodyState pose = heldAt(phi);
    flooding.settle(pose);
    const ExactBuoyancyResult buoyancy = exactBuoyancy(*hull, pose, 0.0, sea);
    ASSERT_NEAR(buoyancy.volume, displacement, 1e-9);
    const FloodLoad load = flooding.load(sea);
    const Vec3 weight{0.0, -dryMass * sea.gravity, 0.0};
    const Vec3 waterWeight{0.0, -load.mass * sea.gravity, 0.0};
    const Vec3 moment = buoyancy.torque + cross(pose.rotation * dryG, weight) + cross(pose.rotation * load.centroid, waterWeight);
    // Positive roll puts starboard down; a righting moment turns it back (negative about x).
    const double gm = -moment.x / (sea.density * displacement * sea.gravity * std::sin(phi));
    // At 0.01 rad the wall-sided formula's tan^2 terms (BM tan^2(phi) / 2 and the tank's own) are
    // below 1e-4 m; round-off is far below.
    constexpr double kSmallHeelTolerance = 2e-4;
    EXPECT_NEAR(gm, gmSolid - freeSurfaceLoss, kSmallHeelTolerance);
    EXPECT_GT(std::abs(gm - gmSolid), 100 * kSmallHeelTolerance);  // the effect is there to see
}

/// A box barge L x D x B with a full-breadth, full-depth compartment of length l centred at x_c, and
/// the lost-buoyancy method's answers for it (Rawson and Tupper, Basic Ship Theory, §6.4; Biran and
/// López-Pulido, Ship Hydrostatics and Stability, 2nd ed., ch. 11), derived for a box here.
struct HoledBarge {
    double length = 40.0, depth = 4.0, breadth = 8.0, draft = 1.5, kg = 2.0;
    double roomLength = 6.0, roomCentre = 0.0, permeability = 0.95;

    std::shared_ptr<const HullMesh> hull() const {
        return box({length / 2, depth / 2, breadth / 2}, {}, "barge");
    }
    Compartment room() const {
        return Compartment::create("room", box({roomLength / 2, depth / 2, breadth / 2}, {roomCentre, 0.0, 0.0}, "room"),
                                   permeability);
    }
    double mass(const WaterProperties& sea) const { return sea.density * length * breadth * draft; }
    Vec3 centreOfGravity() const { return {0.0, kg - depth / 2, 0.0}; }
    /// The intact waterplane less the room's share mu l B.
    double damagedArea() const { return (length - permeability * roomLength) * breadth; }
    double damagedCentreOfFlotation() const {
        return -permeability * roomLength * breadth * roomCentre / damagedArea();
    }
    /// The lost volume mu l B T regained over the damaged waterplane: T' = T L / (L - mu l).
    double meanDraft() const { return draft * length * breadth / damagedArea(); }
    /// GM_T = KB' + BM' - KG: the intact part's buoyancy centre at T'/2, its waterplane's moment over
    /// the unchanged displacement.
    double transverseGm() const {
        const double volume = length * breadth * draft;
        return meanDraft() / 2 + (length - permeability * roomLength) * std::pow(breadth, 3) / 12.0 / volume - kg;
    }
    /// Trim, rad, bow up positive: the lost buoyancy mu l B T at x_c regained at the damaged centre
    /// of flotation, a moment the damaged waterplane resists with GM_L.
    double trim() const {
        const double volume = length * breadth * draft;
        const double lost = permeability * roomLength * breadth * draft;
        const double xf = damagedCentreOfFlotation();
        const double aboutOrigin = breadth * std::pow(length, 3) / 12.0 -
                                   permeability * breadth * (std::pow(roomLength, 3) / 12.0 + roomLength * roomCentre * roomCentre);
        const double aboutFlotation = aboutOrigin - damagedArea() * xf * xf;
        const double gmL = meanDraft() / 2 + aboutFlotation / volume - kg;
        return -lost * (roomCentre - xf) / (volume * gmL);
    }
};

TEST(DamageStability, AHoledBargeSinksToTheLostBuoyancyMethodsDraft) {
    const WaterProperties sea;
    const HoledBarge barge;
    const auto hull = barge.hull();
    const Result<DamagedEquilibrium> damaged =
        tryDamagedEquilibrium(*hull, barge.mass(sea), barge.centreOfGravity(), {barge.room()}, sea);
    ASSERT_TRUE(damaged) << damaged.error().message();
    ASSERT_TRUE(damaged.value().floats);
    ASSERT_TRUE(damaged.value().converged);
    // The equilibrium's own tolerance (Hydrostatics.h) is far below a millimetre.
    constexpr double kDraftTolerance = 1e-4;
    EXPECT_NEAR(damaged.value().equilibrium.draft, barge.meanDraft(), kDraftTolerance);
    EXPECT_NEAR(damaged.value().equilibrium.pose.pitch, 0.0, 1e-6);
    // The added-weight method by hand gives the same: w = mu l B T'' with T'' = T + w / (L B).
    const double addedWeightDraft = barge.draft / (1.0 - barge.permeability * barge.roomLength / barge.length);
    EXPECT_NEAR(damaged.value().equilibrium.draft, addedWeightDraft, kDraftTolerance);
    EXPECT_NEAR(damaged.value().floodVolumes[0], barge.permeability * barge.roomLength * barge.breadth * addedWeightDraft,
                kDraftTolerance * barge.roomLength * barge.breadth);
    EXPECT_GT(damaged.value().equilibrium.draft - barge.draft, 0.2);  // it did sink
}

TEST(DamageStability, AHoledBargesGmIsTheLostBuoyancyMethods) {
    // At the damaged draft, heeled a little about the waterline's centre line: the hull's buoyancy
    // less the open room's share below the sea (its water is the sea's), against the unchanged weight.
    const WaterProperties sea;
    const HoledBarge barge;
    const auto hull = barge.hull();
    const Compartment room = barge.room();
    const double phi = 0.01;
    const BodyState pose = heldAt(phi, {0.0, barge.meanDraft() - barge.depth / 2, 0.0});
    const ExactBuoyancyResult whole = exactBuoyancy(*hull, pose, 0.0, sea);
    const ExactBuoyancyResult lost = exactBuoyancy(room.shape(), pose, 0.0, sea);
    const Vec3 weight{0.0, -barge.mass(sea) * sea.gravity, 0.0};
    const Vec3 moment = whole.torque - lost.torque * barge.permeability +
                        cross(pose.rotation * (barge.centreOfGravity() - pose.centreOfMassInHull), weight);
    const double gm = -moment.x / (barge.mass(sea) * sea.gravity * std::sin(phi));
    // As for the tank: the wall-sided tan^2 term at 0.01 rad is below 1e-4 m.
    EXPECT_NEAR(gm, barge.transverseGm(), 2e-4);
}

TEST(DamageStability, ABargeHoledForwardTrimsByTheHeadAsTheLostBuoyancyMethodSays) {
    const WaterProperties sea;
    HoledBarge barge;
    barge.roomCentre = 12.0;
    const auto hull = barge.hull();
    const Result<DamagedEquilibrium> damaged =
        tryDamagedEquilibrium(*hull, barge.mass(sea), barge.centreOfGravity(), {barge.room()}, sea);
    ASSERT_TRUE(damaged) << damaged.error().message();
    ASSERT_TRUE(damaged.value().converged);
    const double trim = damaged.value().equilibrium.pose.pitch;
    EXPECT_LT(trim, 0.0);  // by the head
    // The hand calculation is linear in the trim; at this trim (1.6 degrees) the room's lost volume
    // and the waterplane change with it by its square's order, about 1e-3 (measured 0.07 %).
    EXPECT_NEAR(trim, barge.trim(), 0.01 * std::abs(barge.trim()));
}

TEST(DamageStability, TheLostBuoyancyAnalysisGivesTheHandCalculationsGmAndTheAddedWeightMethodsPose) {
    // HydrostaticAnalysis::tryDamaged takes the open room's buoyancy away: its equilibrium is the
    // added-weight method's (the same body, the same sea), and its particulars are the
    // lost-buoyancy method's, GM over the intact displacement.
    const WaterProperties sea;
    for (double roomCentre : {0.0, 12.0}) {
        HoledBarge barge;
        barge.roomCentre = roomCentre;
        const auto hull = barge.hull();
        const HydrostaticAnalysis intact(*hull, barge.mass(sea), barge.centreOfGravity(), sea);
        const Result<HydrostaticAnalysis> damaged = intact.tryDamaged({barge.room()});
        ASSERT_TRUE(damaged) << damaged.error().message();
        const FloatingEquilibrium lostBuoyancy = damaged.value().equilibrium();
        ASSERT_TRUE(lostBuoyancy.converged);
        const Result<DamagedEquilibrium> addedWeight =
            tryDamagedEquilibrium(*hull, barge.mass(sea), barge.centreOfGravity(), {barge.room()}, sea);
        ASSERT_TRUE(addedWeight) << addedWeight.error().message();
        // Both solve to the equilibrium's tolerance (a righting arm of 1e-10 of the hull's size) and
        // the added-weight rounds to 1e-9 of its volume: a micrometre, a microradian.
        EXPECT_NEAR(lostBuoyancy.draft, addedWeight.value().equilibrium.draft, 1e-6) << roomCentre;
        EXPECT_NEAR(lostBuoyancy.pose.pitch, addedWeight.value().equilibrium.pose.pitch, 1e-6) << roomCentre;
        // Issue 46 §4: both heaves are the height of the body's own centre of gravity (the added
        // weight's used to be its loaded one's, 0.16 m below it here).
        EXPECT_NEAR(lostBuoyancy.pose.heave, addedWeight.value().equilibrium.pose.heave, 1e-6) << roomCentre;
        if (roomCentre == 0.0) {
            const HydrostaticParticulars p = damaged.value().particulars(lostBuoyancy.pose);
            // Exact for the box: only round-off.
            EXPECT_NEAR(lostBuoyancy.draft, barge.meanDraft(), 1e-9);
            EXPECT_NEAR(p.volume, barge.length * barge.breadth * barge.draft, 1e-6);
            EXPECT_NEAR(p.gmTransverse, barge.transverseGm(), 1e-9);
            EXPECT_NEAR(p.waterplaneArea, barge.damagedArea(), 1e-9);
        }
    }
}

TEST(DamageStability, CompartmentsOutsideTheHullOrOverlappingAreRefusedNamingThem) {
    // Issue 46 §4: a room wholly outside the hull was taken (the barge reported floating at -74
    // degrees of pitch), one half outside lost all its volume, the same room given twice doubled
    // the lost buoyancy. A room whose walls are the hull's own plating is what a room should be.
    const HoledBarge barge;
    const WaterProperties sea;
    const auto hull = barge.hull();
    const HydrostaticAnalysis intact = HydrostaticAnalysis::create(*hull, barge.mass(sea), barge.centreOfGravity(), sea).value();
    auto refusal = [&](const std::vector<Compartment>& rooms) {
        const Result<HydrostaticAnalysis> damaged = intact.tryDamaged(rooms);
        const Result<DamagedEquilibrium> flooded =
            tryDamagedEquilibrium(*hull, barge.mass(sea), barge.centreOfGravity(), rooms, sea);
        EXPECT_EQ(bool(damaged), bool(flooded));  // the two analyses take the same rooms
        if (damaged) return std::string("accepted");
        EXPECT_EQ(damaged.error().message(), flooded.error().message());
        return damaged.error().message();
    };
    auto room = [](const std::string& name, const Vec3& half, const Vec3& centre) {
        return Compartment::create(name, box(half, centre, name), 0.95);
    };
    EXPECT_EQ(refusal({barge.room()}), "accepted");
    // 45 m ahead of a 40 m barge: its farthest corner named, 28 m out.
    const std::string outside = refusal({room("ahead", {3.0, 2.0, 4.0}, {45.0, 0.0, 0.0})});
    EXPECT_TRUE(mentions(outside, "Compartment 'ahead': hull point (48, ")) << outside;
    EXPECT_TRUE(mentions(outside, " m outside the hull barge")) << outside;
    // Half out through the side: 2 m.
    const std::string half = refusal({room("half", {3.0, 2.0, 4.0}, {0.0, 0.0, 4.0})});
    EXPECT_TRUE(mentions(half, "Compartment 'half': hull point (")) << half;
    EXPECT_TRUE(mentions(half, "lies 4 m outside")) << half;
    // The same room twice, and two rooms that cross without a corner in each other.
    const std::string twice = refusal({barge.room(), barge.room()});
    EXPECT_TRUE(mentions(twice, "Compartments 'room' and 'room' overlap")) << twice;
    const std::string crossing =
        refusal({room("fore-aft", {6.0, 1.0, 1.0}, {0.0, 0.0, 0.0}), room("athwart", {1.0, 1.0, 3.0}, {0.0, 0.0, 0.0})});
    EXPECT_TRUE(mentions(crossing, "Compartments 'fore-aft' and 'athwart' overlap")) << crossing;
    // Side by side, sharing a bulkhead, they are two rooms.
    EXPECT_EQ(refusal({room("fore", {3.0, 2.0, 4.0}, {3.0, 0.0, 0.0}), room("aft", {3.0, 2.0, 4.0}, {-3.0, 0.0, 0.0})}),
              "accepted");
    // A room whose centroid lies outside it, a tank round three sides and under a hold (a tray, 4 x
    // 2 x 1 m, walls 0.1 m): taken; given twice, refused. The check's point inside each room was its
    // centroid, which here lies in the hold: the tank given twice was taken, and a well round three
    // sides of a deckhouse, whose centroid lay in the deckhouse's gap off the hull, was refused.
    auto tray = [](const std::string& name) {
        return Compartment::create(name, std::make_shared<const HullMesh>(hullFrom(makeOpenBox(4.0, 2.0, 1.0, 0.1, 1.0), name)), 0.95);
    };
    ASSERT_FALSE(tray("tray").contains(tray("tray").shape().centroid()));
    EXPECT_EQ(refusal({tray("tray")}), "accepted");
    const std::string trays = refusal({tray("tray"), tray("again")});
    EXPECT_TRUE(mentions(trays, "Compartments 'tray' and 'again' overlap")) << trays;
}

TEST(Flooding, ABreachOnThePlatingOpensTheCompartmentBehindIt) {
    // Issue 46 §4: a point on the side plating was taken, one on the bottom plating "lies in none of
    // the compartments" (its winding number a half, either side by round-off). A ray cast's hit is on
    // the surface: within the compartment's surface tolerance (0.1 % of its diagonal) it opens it.
    Flooding flooding;
    flooding.addCompartment(Compartment::create("aft", box({3.0, 2.0, 4.0}, {-3.0, 0.0, 0.0}, "aft"), 0.95));
    const int fore = flooding.addCompartment(Compartment::create("fore", box({3.0, 2.0, 4.0}, {3.0, 0.0, 0.0}, "fore"), 0.95));
    const double tolerance = flooding.compartment(fore).surfaceTolerance();
    EXPECT_NEAR(tolerance, 1e-3 * std::sqrt(6.0 * 6.0 + 4.0 * 4.0 + 8.0 * 8.0), 1e-15);
    for (const Vec3& hit : {Vec3{3.0, -2.0, 0.0}, Vec3{3.0, 0.0, 4.0}, Vec3{6.0, 0.5, -1.0}, Vec3{3.0, -2.0 - 0.5 * tolerance, 0.0},
                            Vec3{3.0, -2.0 + 1e-12, 0.0}}) {
        const Result<int> breach = flooding.tryAddBreach(hit, 0.1);
        ASSERT_TRUE(breach) << breach.error().message();
        EXPECT_EQ(flooding.opening(breach.value()).to, fore) << hit.x << ", " << hit.y << ", " << hit.z;
    }
    // Beyond the tolerance it is outside every compartment, and refused.
    const Result<int> away = flooding.tryAddBreach({3.0, -2.0 - 2.0 * tolerance, 0.0}, 0.1);
    ASSERT_FALSE(away);
    EXPECT_TRUE(mentions(away.error().message(), "lies in none of the 2 compartments, nor on one's surface")) << away.error().message();
}

TEST(DamageStability, ABargeHoledEverywhereSinks) {
    const WaterProperties sea;
    HoledBarge barge;
    barge.roomLength = barge.length;
    barge.permeability = 1.0;
    const auto hull = barge.hull();
    const Result<DamagedEquilibrium> damaged =
        tryDamagedEquilibrium(*hull, barge.mass(sea), barge.centreOfGravity(), {barge.room()}, sea);
    ASSERT_TRUE(damaged) << damaged.error().message();
    EXPECT_FALSE(damaged.value().floats);
    // By lost buoyancy nothing is left of it: refused, saying so.
    const HydrostaticAnalysis intact(*hull, barge.mass(sea), barge.centreOfGravity(), sea);
    const Result<HydrostaticAnalysis> nothingLeft = intact.tryDamaged({barge.room()});
    ASSERT_FALSE(nothingLeft);
    EXPECT_TRUE(mentions(nothingLeft.error().message(), "nothing is left to float it")) << nothingLeft.error().message();
}

} // namespace
} // namespace hydro
