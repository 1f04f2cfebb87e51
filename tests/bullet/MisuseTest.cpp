// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// Misuse of BuoyancyAction a game makes and must hear about (issue 19): a registered body that is
// not in the world, a world that steps its bodies without the action; each gives its status in the
// body's result, a count, and one message through the log hook. A correct set-up never does, over
// any mix of substep counts, sleeping and fast bodies. Also the RAII constructor and the substep
// listener.

#include "BulletWorldSupport.h"
#include "CapturedLog.h"
#include "HydroTestSupport.h"

#include "hydro/FlatWater.h"
#include "hydro/HullShapes.h"
#include "hydro/Log.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace hydro {
namespace {

using namespace hydro::test;
using Skip = FloatingBody::Skip;

std::shared_ptr<const HullMesh> crate() {
    return std::make_shared<const HullMesh>(hullFrom(makeBox({0.5, 0.3, 0.4}), "crate.obj"));
}

TEST(Misuse, ABodyRegisteredButNotInTheWorldIsReportedOnce) {
    CapturedLog log;
    FloatingScene scene(std::make_shared<FlatWater>(0.0));
    const auto hull = crate();
    scene.add(hull, hull->massPropertiesForDensity(500.0), at(0, 0, 0));
    HullRigidBody stray(hull, hull->massPropertiesForDensity(500.0), at(3, 0, 0));  // never added to the world
    scene.action().addBody(stray);
    for (int f = 0; f < 3; ++f) scene.frame(4);

    EXPECT_EQ(scene.action().body(&stray.body())->lastSkip(), Skip::NotInWorld);
    const ForceResult* result = &scene.action().body(&stray.body())->lastResult();
    ASSERT_NE(result, nullptr);
    EXPECT_EQ(result->status, ForceResult::Status::NotEvaluated);
    EXPECT_EQ(result->force, Vec3{});
    EXPECT_EQ(scene.action().skipCount(Skip::NotInWorld), 12u);  // 3 frames of 4 substeps
    ASSERT_EQ(log.messages.size(), 1u);
    EXPECT_EQ(log.levels[0], LogLevel::Warning);
    EXPECT_NE(log.messages[0].find("crate.obj"), std::string::npos) << log.messages[0];
    EXPECT_NE(log.messages[0].find("not in the world"), std::string::npos) << log.messages[0];
    // The body in the world is untouched by this: evaluated and applied.
    EXPECT_EQ(scene.action().body(&scene.bodies()[0]->body())->lastResult().status, ForceResult::Status::Ok);
    EXPECT_EQ(scene.action().body(&scene.bodies()[0]->body())->lastSkip(), Skip::None);
    scene.action().removeBody(&stray.body());
}

TEST(Misuse, AWorldThatStepsWithoutTheActionIsFoundWhenTheGameAsks) {
    CapturedLog log;
    BareWorld bare;
    BuoyancyAction action(std::make_shared<FlatWater>(0.0));  // never added to bare.world
    const auto hull = crate();
    HullRigidBody body(hull, hull->massPropertiesForDensity(500.0), at(0, 0, 0));
    bare.world.addRigidBody(&body.body());
    action.addBody(body);
    // Before the world steps there is nothing to find.
    EXPECT_EQ(action.body(&body.body())->lastSkip(), Skip::None);
    EXPECT_TRUE(log.messages.empty());

    bare.frame(4);
    EXPECT_EQ(action.body(&body.body())->lastSkip(), Skip::ActionNotStepped);
    EXPECT_EQ(action.body(&body.body())->lastResult().status, ForceResult::Status::NotEvaluated);
    bare.frame(4);
    EXPECT_EQ(action.body(&body.body())->lastSkip(), Skip::ActionNotStepped);
    EXPECT_EQ(action.skipCount(Skip::ActionNotStepped), 1u);  // one episode, however often asked
    ASSERT_EQ(log.messages.size(), 1u);
    EXPECT_EQ(log.levels[0], LogLevel::Error);
    EXPECT_NE(log.messages[0].find("addAction"), std::string::npos) << log.messages[0];
    EXPECT_NE(log.messages[0].find("crate.obj"), std::string::npos) << log.messages[0];

    // Added: the action runs, and the episode ends.
    bare.world.addAction(&action);
    bare.frame(4);
    EXPECT_EQ(action.body(&body.body())->lastSkip(), Skip::None);
    EXPECT_EQ(action.body(&body.body())->lastResult().status, ForceResult::Status::Ok);
    EXPECT_GT(action.body(&body.body())->lastResult().force.y, 0.0);
    // Taken out again: a second episode, and a second message.
    bare.world.removeAction(&action);
    bare.frame(4);
    EXPECT_EQ(action.body(&body.body())->lastSkip(), Skip::ActionNotStepped);
    EXPECT_EQ(action.skipCount(Skip::ActionNotStepped), 2u);
    EXPECT_EQ(log.messages.size(), 2u);

    action.removeBody(&body.body());
    bare.world.removeRigidBody(&body.body());
}

TEST(Misuse, ACorrectSetUpIsNeverReported) {
    // Bodies floating, sinking into sleep, thrown fast, and dropped; frames of 1 to 7 substeps and
    // frames too short for any substep (Bullet then only interpolates). Nothing may be reported.
    CapturedLog log;
    FloatingScene scene(std::make_shared<FlatWater>(0.0));
    const auto hull = crate();
    const MassProperties mass = hull->massPropertiesForDensity(500.0);
    HullRigidBody& resting = scene.add(hull, mass, at(0, 0.0, 0));
    HullRigidBody& thrown = scene.add(hull, mass, at(5, 0.0, 0));
    HullRigidBody& dropped = scene.add(hull, mass, at(-5, 4.0, 0));
    thrown.body().setLinearVelocity(btVector3(6, 2, 0));
    const int substeps[] = {1, 4, 7, 2};
    for (int frame = 0; frame < 900; ++frame) {
        if (frame % 50 == 7) {
            scene.world().stepSimulation(btScalar(0.001), 4, btScalar(1.0 / 240.0));  // no substep: interpolation only
        } else {
            const int n = substeps[frame % 4];
            scene.world().stepSimulation(btScalar(1.0 / 60.0), n, btScalar(1.0 / 60.0 / n));
        }
        for (const HullRigidBody* b : {&resting, &thrown, &dropped}) {
            ASSERT_EQ(scene.action().body(&b->body())->lastSkip(), Skip::None) << "frame " << frame;
            ASSERT_EQ(scene.action().body(&b->body())->lastResult().status, ForceResult::Status::Ok) << "frame " << frame;
        }
    }
    EXPECT_FALSE(resting.body().isActive());  // it did fall asleep, so that case was covered
    for (std::size_t k = 0; k < FloatingBody::kSkipKinds; ++k) EXPECT_EQ(scene.action().skipCount(Skip(k)), 0u) << k;
    EXPECT_TRUE(log.messages.empty()) << log.messages.front();
}

TEST(Misuse, TheActionMadeWithItsWorldAddsItselfAndLeavesWithoutATrace) {
    BareWorld bare;
    const auto hull = crate();
    HullRigidBody body(hull, hull->massPropertiesForDensity(500.0), at(0, 1.0, 0));
    bare.world.addRigidBody(&body.body());
    {
        BuoyancyAction action(bare.world, std::make_shared<FlatWater>(0.0));
        action.addBody(body);
        for (int f = 0; f < 120; ++f) bare.frame(4);
        // It ran: the crate fell onto the water and floats there, at about its draft of 0.6 * 0.5 * 0.6 m.
        EXPECT_EQ(action.body(&body.body())->lastSkip(), Skip::None);
        EXPECT_GT(action.body(&body.body())->lastResult().force.y, 0.0);
        EXPECT_LT(body.body().getCenterOfMassPosition().y(), btScalar(0.3));
        action.removeBody(&body.body());
    }
    // Gone from the world's actions: stepping now reaches nothing freed (AddressSanitizer would
    // say), and the body falls with its own gravity again.
    const btScalar before = body.body().getLinearVelocity().y();
    bare.frame(4);
    EXPECT_LT(body.body().getLinearVelocity().y(), before);
    bare.world.removeRigidBody(&body.body());
}

TEST(SubstepListener, SeesEverySubstepsResultAndTheyAddUpToTheMotion) {
    // Three bodies dropped from different heights (free fall, entry, floating): the listener gets
    // each substep's results in registration order, and the velocity each body gains over a frame is
    // the sum of what the listener saw, (F + m g) dt / m per substep. (Without added mass: with it,
    // the body moves by those impulses turned by M (M + A)^-1, AddedMassTable.h.)
    FloatingScene scene(std::make_shared<FlatWater>(0.0));
    const auto hull = crate();
    const MassProperties mass = hull->massPropertiesForDensity(500.0);
    ForceModel model;
    model.addedMass = 0.0;
    std::vector<HullRigidBody*> bodies = {&scene.add(hull, mass, at(0, 0.0, 0), model),
                                          &scene.add(hull, mass, at(3, 0.4, 0), model),
                                          &scene.add(hull, mass, at(-3, 2.0, 0), model)};
    for (int f = 0; f < 5; ++f) scene.frame(4);

    int calls = 0;
    double lastTime = scene.action().time();
    std::vector<Vec3> impulse(bodies.size());
    scene.action().setSubstepListener([&](double time, double dt, const BuoyancyAction::BodySubstep* records, std::size_t n) {
        ++calls;
        EXPECT_DOUBLE_EQ(time, lastTime + dt);
        lastTime = time;
        ASSERT_EQ(n, bodies.size());
        for (std::size_t i = 0; i < n; ++i) {
            EXPECT_EQ(records[i].body, &bodies[i]->body());
            EXPECT_EQ(records[i].skip, Skip::None);
            impulse[i] = impulse[i] + records[i].result->force * dt;
        }
    });
    std::vector<btVector3> before;
    for (HullRigidBody* b : bodies) before.push_back(b->body().getLinearVelocity());
    scene.frame(4);
    EXPECT_EQ(calls, 4);
    const double g = 9.81, frame = 1.0 / 60.0;
    for (std::size_t i = 0; i < bodies.size(); ++i) {
        const double m = mass.mass;
        const double expected = double(before[i].y()) + impulse[i].y / m - g * frame;
        // Bullet adds the impulses in float: a few ulps of the velocity per substep.
        EXPECT_NEAR(double(bodies[i]->body().getLinearVelocity().y()), expected, 1e-4) << i;
    }
    EXPECT_GT(impulse[0].y, 0.0);  // the floating one was pushed up
    scene.action().setSubstepListener(nullptr);
    scene.frame(4);
    EXPECT_EQ(calls, 4);
}

} // namespace
} // namespace hydro
