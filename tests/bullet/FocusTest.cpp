// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// The level of detail the game steers (LevelOfDetail.h, docs/bullet.md §7): each body's hull and
// interval from its distance to the game's focus, the coarser hulls it is given checked, and a
// change of hull blended so that the force does not jump.

#include "BulletWorldSupport.h"
#include "HydroTestSupport.h"

#include "hydro/FlatWater.h"
#include "hydro/HullShapes.h"
#include "hydro/bullet/LevelOfDetail.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <vector>

namespace hydro {
namespace {

using namespace hydro::test;

std::shared_ptr<const HullMesh> sphere(int subdivisions, double radius = 1.0) {
    return std::make_shared<const HullMesh>(hullFrom(makeIcosphere(radius, subdivisions), "sphere"));
}

/// What the level of detail changes, a body's hull and its interval, shows in its buoyancy alone; the
/// other forces' tables (added mass, radiation damping) would cost the panel method's solves here.
const ForceModel kBuoyancyOnly = ForceModel::hydrostaticOnly();

TEST(LevelOfDetailFocus, EachBodyTakesItsHullAndIntervalFromItsDistanceToTheFocus) {
    FloatingScene scene(std::make_shared<FlatWater>(0.0));
    const auto full = sphere(3), coarse = sphere(2);
    std::vector<FloatingBody*> balls;
    for (double x : {0.0, 20.0, 40.0, 60.0, 100.0}) {
        HullRigidBody& ball = scene.add(full, full->massPropertiesForDensity(500.0), at(x, 0, 0), kBuoyancyOnly);
        balls.push_back(scene.action().body(&ball.body()));
        if (x != 40.0) balls.back()->setCoarserHulls({coarse, coarse});  // two levels (the same mesh twice)
    }
    balls[4]->setEvaluationInterval(5);  // its own interval, longer than the far one, stands
    LevelOfDetail lod;
    lod.enabled = true;
    lod.focus = {0.0, 3.0, 0.0};  // the height does not count: distances are along the water
    lod.fullDetailRadius = 10.0;
    lod.farRadius = 50.0;
    lod.farEvaluationInterval = 3;
    lod.middleEvaluationInterval = 2;
    ASSERT_TRUE(scene.action().trySetLevelOfDetail(lod));
    std::vector<int> calls(balls.size(), 0);
    scene.action().setSubstepListener([&](double, double, const BuoyancyAction::BodySubstep*, std::size_t) {
        for (std::size_t i = 0; i < balls.size(); ++i) calls[i] += balls[i]->lastEvaluationMicroseconds() > 0.0;
    });
    for (int f = 0; f < 15; ++f) scene.frame(4);  // 60 substeps
    // At 0 m the full hull; at 20 m, a quarter of the way from 10 to 50 m, the first of two coarser
    // hulls; at 40 m, three quarters, the second, but that ball has none; beyond 50 m the coarsest.
    EXPECT_EQ(balls[0]->detailLevel(), 0);
    EXPECT_EQ(balls[1]->detailLevel(), 1);
    EXPECT_EQ(balls[2]->detailLevel(), 0);
    EXPECT_EQ(balls[3]->detailLevel(), 2);
    EXPECT_EQ(balls[4]->detailLevel(), 2);
    // Evaluated every substep within fullDetailRadius, every other one between the radii (coarser
    // hulls or not), every third beyond, every fifth at its own 5.
    EXPECT_EQ(calls[0], 60);
    EXPECT_EQ(calls[1], 30);
    EXPECT_EQ(calls[2], 30);
    EXPECT_EQ(calls[3], 20);
    EXPECT_EQ(calls[4], 12);
    // Off again: every body back on its full hull at its own interval.
    lod.enabled = false;
    scene.action().setLevelOfDetail(lod);
    scene.frame(4);
    for (FloatingBody* ball : balls) EXPECT_EQ(ball->detailLevel(), 0);
}

/// The sphere of `radius` held still at its draft while the focus leaves it, which takes it from its
/// full hull to its coarser one: the buoyancy of each substep.
std::vector<double> liftAsTheFocusLeaves(double radius) {
    FloatingScene scene(std::make_shared<FlatWater>(0.0));
    const auto full = sphere(3, radius), coarse = sphere(2, radius);
    HullRigidBody& ball = scene.add(full, full->massPropertiesForDensity(500.0), at(0, 0, 0), kBuoyancyOnly);
    FloatingBody& floating = *scene.action().body(&ball.body());
    floating.setCoarserHulls({coarse});
    std::vector<double> lift;
    scene.action().setSubstepListener([&](double, double, const BuoyancyAction::BodySubstep* b, std::size_t) {
        lift.push_back(b[0].result->of(ForceKind::Hydrostatic).force.y);
    });
    // Held still, so that only the hull changes what the water does.
    const auto holdStill = [&] {
        ball.body().setLinearVelocity(btVector3(0, 0, 0));
        ball.body().setAngularVelocity(btVector3(0, 0, 0));
        ball.placeCentreOfGravity(at(0, 0, 0));
    };
    holdStill();
    scene.frame(1);
    LevelOfDetail lod;
    lod.enabled = true;
    lod.focus = {1000.0 * radius, 0.0, 0.0};
    lod.fullDetailRadius = 10.0 * radius;
    lod.farRadius = 20.0 * radius;
    lod.farEvaluationInterval = 1;
    scene.action().setLevelOfDetail(lod);
    for (int k = 0; k < LevelOfDetail::kBlendEvaluations + 3; ++k) {
        holdStill();
        scene.frame(1);
    }
    EXPECT_EQ(floating.detailLevel(), 1);
    return lift;
}

TEST(LevelOfDetailFocus, AChangeOfHullIsBlendedSoTheForceDoesNotJumpAtAnySize) {
    // The sphere at rest at its draft on its full hull; the focus moves away, so it goes to a hull
    // whose volume is 2.6 % smaller. The buoyancy moves to the coarse hull's over
    // LevelOfDetail::kBlendEvaluations evaluations, by a ninth of the difference at each, not at
    // once; alike for a 0.2 m, a 2 m and a 20 m sphere.
    for (double radius : {0.1, 1.0, 10.0}) {
        const std::vector<double> lift = liftAsTheFocusLeaves(radius);
        const double before = lift.front(), after = lift.back();
        // The two hulls' buoyancy at the same pose differ (each sphere's own volume below the plane).
        ASSERT_GT(std::abs(after - before), 0.005 * before) << radius << " m";
        const double perBlend = std::abs(after - before) / double(LevelOfDetail::kBlendEvaluations + 1);
        double largestStep = 0.0;
        for (std::size_t k = 1; k < lift.size(); ++k) largestStep = std::max(largestStep, std::abs(lift[k] - lift[k - 1]));
        // Each step a ninth of the change (1 % for the float poses Bullet rounds between substeps).
        EXPECT_LE(largestStep, 1.01 * perBlend) << radius << " m: before " << before << " N, after " << after << " N";
        EXPECT_GE(largestStep, 0.99 * perBlend) << radius << " m";
    }
}

TEST(LevelOfDetailFocus, CoarserHullsOfAnotherBodyOrOutOfOrderAreRefusedNamingThem) {
    FloatingScene scene(std::make_shared<FlatWater>(0.0));
    const auto full = sphere(3);
    HullRigidBody& ball = scene.add(full, full->massPropertiesForDensity(500.0), at(0, 0, 0), kBuoyancyOnly);
    FloatingBody& floating = *scene.action().body(&ball.body());
    // Subdivided once the icosphere holds 12 % less than the sphere of three subdivisions: too coarse.
    std::string message = refusalOf(floating.trySetCoarserHulls({sphere(1)}));
    EXPECT_TRUE(mentions(message, "coarser hull 1 ('sphere') has a volume -11.")) << message;
    // Displaced by half its radius: another body's coordinates.
    MeshArrays moved = makeIcosphere(1.0, 2);
    for (std::size_t i = 0; i < moved.xyz.size(); i += 3) moved.xyz[i] += 0.5f;
    const auto elsewhere = std::make_shared<const HullMesh>(hullFrom(moved, "moved"));
    message = refusalOf(floating.trySetCoarserHulls({elsewhere}));
    EXPECT_TRUE(mentions(message, "coarser hull 1 ('moved') has its centroid 0.5 m from the full hull's")) << message;
    message = refusalOf(floating.trySetCoarserHulls({sphere(2), full}));
    EXPECT_TRUE(mentions(message, "coarser hull 2 ('sphere') has 1280 triangles, more than the 320")) << message;
    message = refusalOf(floating.trySetCoarserHulls({nullptr}));
    EXPECT_TRUE(mentions(message, "coarser hull 1 is null")) << message;
    EXPECT_EQ(floating.coarserHullCount(), 0u);
    // A barge 10 m by 2 m deep by 3 m at 500 kg/m^3 in sea water (1,025 kg/m^3) floats at
    // T = 0.9756 m: GM = T/2 + B^2/(12 T) - D/2 = 0.2566 m. A hull 5 % narrower floats it 5.3 %
    // deeper with GM 0.1726 m, a third less: another boat's roll. The bound is on the change,
    // whatever the size: the same barge and hull a tenth and ten times the size (mass as the cube)
    // are refused by the same third.
    for (const double lambda : {1.0, 0.1, 10.0}) {
        const auto scaledBarge =
            std::make_shared<const HullMesh>(hullFrom(makeBox(Vec3{5.0, 1.0, 1.5} * lambda), "barge"));
        HullRigidBody& halfDeep = scene.add(scaledBarge, scaledBarge->massPropertiesForDensity(500.0),
                                            at(200.0 * lambda, 0, 0), kBuoyancyOnly);
        const auto narrower =
            std::make_shared<const HullMesh>(hullFrom(makeBox(Vec3{5.0, 1.0, 1.425} * lambda), "narrower"));
        message = refusalOf(scene.action().body(&halfDeep.body())->trySetCoarserHulls({narrower}));
        EXPECT_TRUE(mentions(message, "coarser hull 1 ('narrower') gives this body a transverse metacentric "
                                      "height of "))
            << message;
        EXPECT_TRUE(mentions(message, " m (-32.7")) << lambda << ": " << message;
        if (lambda == 1.0) {
            EXPECT_TRUE(mentions(message, "metacentric height of 0.1725")) << message;
            EXPECT_TRUE(mentions(message, "where its full hull ('barge') gives 0.2565")) << message;
        }
    }
    const auto barge = std::make_shared<const HullMesh>(hullFrom(makeBox({5.0, 1.0, 1.5}), "barge"));
    // Loaded to 98 % of the water it can displace, the barge floats; a hull 6 % shorter cannot.
    HullRigidBody& laden = scene.add(barge, barge->massPropertiesForDensity(1000.0), at(100, 0, 0), kBuoyancyOnly);
    const auto shorter = std::make_shared<const HullMesh>(hullFrom(makeBox({4.7, 1.0, 1.5}), "shorter"));
    message = refusalOf(scene.action().body(&laden.body())->trySetCoarserHulls({shorter}));
    EXPECT_TRUE(mentions(message, "coarser hull 1 ('shorter') does not float this body, which its full hull ('barge') "
                                  "floats"))
        << message;
    LevelOfDetail backwards;
    backwards.fullDetailRadius = 10.0;
    backwards.farRadius = 5.0;
    message = refusalOf(scene.action().trySetLevelOfDetail(backwards));
    EXPECT_TRUE(mentions(message, "farRadius = 5 (must be finite and >= fullDetailRadius, 10)")) << message;
    LevelOfDetail never;
    never.farEvaluationInterval = 0;
    EXPECT_TRUE(mentions(refusalOf(scene.action().trySetLevelOfDetail(never)), "farEvaluationInterval = 0"));
    never.farEvaluationInterval = 4;
    never.middleEvaluationInterval = FloatingBody::kMaxEvaluationInterval + 1;
    message = refusalOf(scene.action().trySetLevelOfDetail(never));
    EXPECT_TRUE(mentions(message, "middleEvaluationInterval = 65 (must be in [1, 64])")) << message;
}

} // namespace
} // namespace hydro
