// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// Bodies in a Bullet world on water that answers (BuoyancyAction::trySetFreeSurface, docs/water.md
// §8): a body made to heave sends rings that fall off as 1/sqrt(r) and lift a small buoy with
// them; the result is bit-identical for any thread count; the radiation damping the field carries
// is not applied twice; refusals.

#include "hydro/FlatWater.h"
#include "hydro/FreeSurfaceField.h"
#include "hydro/HullShapes.h"

#include "BulletWorldSupport.h"
#include "HydroTestSupport.h"
#include "WorkerPool.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

namespace hydro {
namespace {

using hydro::test::kPi;

using test::at;

FreeSurfaceSettings fieldFor(const BuoyancyAction::Settings& action, int cells = 128, double spacing = 0.5) {
    FreeSurfaceSettings s = test::freeSurfaceSettings(cells, spacing);
    s.density = action.water.density;
    s.gravity = action.water.gravity;
    s.absorbingWidth = 16.0;  // the 10 m rings leave through it
    return s;
}

/// A 2 x 1 x 2 m box floating at half its height, pushed up and down by the game at `omega` with a
/// force of the weight of 5 cm of its immersion, and a buoy `buoyDistance` m from it: a 40 x 20 x 40
/// cm box at half its height, upright and stable (its metacentric height B^2 / 12 T - (KG - KB) =
/// 0.133 - 0.05 = 0.083 m). A 40 cm cube there would not be: at half its height its metacentric
/// height is a/6 - a/4 < 0, and the rings roll it over.
struct HeavingScene {
    std::shared_ptr<FlatWater> calm = std::make_shared<FlatWater>(0.0);
    BuoyancyAction::Settings settings;
    test::FloatingScene scene;
    FreeSurfaceField field;
    HullRigidBody* box = nullptr;
    HullRigidBody* buoy = nullptr;
    double omega, pushAmplitude, time = 0.0;

    HeavingScene(double omegaIn, double buoyDistance, TaskSystem* tasks = nullptr, int substepsPerStep = 1,
                 int cells = 128, double spacing = 0.5)
        : settings(withTasks(tasks)), scene(calm, settings), field(*calm, fieldFor(settings, cells, spacing)),
          omega(omegaIn) {
        scene.action().setFreeSurface(&field, substepsPerStep);
        const auto boxHull = std::make_shared<const HullMesh>(HullMesh::fromArrays(makeBox({1.0, 0.5, 1.0})));
        const double density = settings.water.density;
        box = &scene.add(boxHull, boxHull->massPropertiesForMass(density * 2.0), at(0, 0, 0));
        const auto buoyHull = std::make_shared<const HullMesh>(HullMesh::fromArrays(makeBox({0.2, 0.1, 0.2})));
        buoy = &scene.add(buoyHull, buoyHull->massPropertiesForMass(density * 0.4 * 0.4 * 0.1), at(-buoyDistance, 0, 0));
        pushAmplitude = density * settings.water.gravity * 4.0 * 0.05;
        scene.world().setInternalTickCallback(&HeavingScene::push, this, true);
    }
    static BuoyancyAction::Settings withTasks(TaskSystem* tasks) {
        BuoyancyAction::Settings s;
        s.tasks = tasks;
        return s;
    }
    /// Before each substep: the game's push on the box for that substep, as an impulse.
    static void push(btDynamicsWorld* world, btScalar timeStep) {
        auto& self = *static_cast<HeavingScene*>(world->getWorldUserInfo());
        const double dt = double(timeStep);
        self.box->body().applyCentralImpulse(btVector3(0, btScalar(self.pushAmplitude * std::sin(self.omega * self.time) * dt), 0));
        self.time += dt;
    }
};

// A pulsating source on deep water sends rings whose height falls off as 1/sqrt(r) far from it
// (Lamb §255: the Hankel function's asymptote); the box's rings at 6 and 12 m (k r = 3.8 and 7.6,
// where the asymptote is within 2 % of the Hankel function) keep that ratio within 10 %, the
// issue's figure (measured 0.703 against 0.707). The buoy, 40 cm in waves of 10 m, rides them
// with the field's height where it floats within the 10 %: measured 1.044 at 1, 2, 4 and 8
// substeps a frame. (A body this small follows long waves by C e^{-kT} / (C - omega^2 (m + A33)):
// the field's pressure at its draft T over its heave's stiffness less its inertia. Here k T =
// 0.064 and C / m = g / T, so 1.00 without added mass and 1.08 with as much again as its mass.)
// The cube this test had before rolled over in the rings and rose 0.86 of them, tilted 60 degrees.
/// Each signal's part at the push's frequency, over whole periods after the start has passed: the
/// box's own free heave, at another frequency, averages out.
struct AtOmega {
    std::complex<double> sum;
    int count = 0;
    void add(double value, double t, double omega) { sum += value * std::polar(1.0, -omega * t), ++count; }
    double amplitude() const { return 2.0 * std::abs(sum) / count; }
};

struct Rings {
    AtOmega near, far, buoy, atBuoy;
};

/// The rings at 6 and 12 m, and the buoy 12 m off, over 8 periods after 20 s, in frames of
/// `substeps`.
Rings ringsOf(HeavingScene& s, int substeps) {
    Rings r;
    const double period = 2.0 * kPi / s.omega;
    const int settle = int(20.0 * 60.0), measure = int(8.0 * period * 60.0);
    for (int frame = 0; frame < settle + measure; ++frame) {
        s.scene.frame(substeps);
        if (frame < settle) continue;
        const double t = s.time;
        r.near.add(s.field.heightAt(6.0, 0.0, 0.0), t, s.omega);
        r.far.add(s.field.heightAt(12.0, 0.0, 0.0), t, s.omega);
        const btVector3 p = s.buoy->body().getCenterOfMassPosition();
        r.buoy.add(double(p.y()), t, s.omega);
        r.atBuoy.add(s.field.heightAt(double(p.x()), double(p.z()), 0.0), t, s.omega);
    }
    return r;
}

TEST(FreeSurfaceAction, AHeavingBodysRingsFallOffAsOneOverRootRAndLiftABuoy) {
    HeavingScene s(2.5, 12.0);  // waves of 2 pi g / omega^2 = 9.9 m
    // One substep a frame: the field's step is exact for any length, and its coupling's lag
    // changes these figures by under 1 % (ratio) and 6 % (buoy) from 1 to 8 substeps.
    const Rings r = ringsOf(s, 1);
    std::printf("rings at omega: %.4f m at 6 m, %.4f m at 12 m (ratio %.3f, sqrt(1/2) = 0.707); buoy heave %.4f m, "
                "field there %.4f m (%.3f)\n",
                r.near.amplitude(), r.far.amplitude(), r.far.amplitude() / r.near.amplitude(), r.buoy.amplitude(),
                r.atBuoy.amplitude(), r.buoy.amplitude() / r.atBuoy.amplitude());
    EXPECT_NEAR(r.far.amplitude() / r.near.amplitude(), std::sqrt(0.5), 0.1 * std::sqrt(0.5));
    EXPECT_GT(r.atBuoy.amplitude(), 0.01);  // rings of centimetres
    EXPECT_NEAR(r.buoy.amplitude() / r.atBuoy.amplitude(), 1.0, 0.1);
    // Upright: the rings have not rolled it over.
    EXPECT_GT(double(s.buoy->body().getWorldTransform().getBasis().getColumn(1).y()), std::cos(0.1));
}

// Coupled and stepped once every four substeps (a quarter of the cost): the rings within 5 % of
// those coupled every substep (the pushes are held between couplings, the field's step is exact).
// On 1 m cells, for the test's time.
TEST(FreeSurfaceAction, CoupledOnceAFrameTheRingsAreThoseOfEverySubstep) {
    HeavingScene every(2.5, 12.0, nullptr, 1, 64, 1.0), once(2.5, 12.0, nullptr, 4, 64, 1.0);
    const Rings a = ringsOf(every, 4), b = ringsOf(once, 4);
    std::printf("rings at 6 m: %.4f m coupled every substep, %.4f m once a frame\n", a.near.amplitude(), b.near.amplitude());
    EXPECT_NEAR(b.near.amplitude(), a.near.amplitude(), 0.05 * a.near.amplitude());
    EXPECT_NEAR(b.far.amplitude(), a.far.amplitude(), 0.05 * a.far.amplitude());
}

// The same world on one thread and on three (the game's workers measure the bodies; their sources
// go into the field in registration order): the bodies and the field bit for bit alike.
TEST(FreeSurfaceAction, IsBitIdenticalForAnyThreadCount) {
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
    GTEST_SKIP() << "WebAssembly built without threads: std::thread cannot start one";
#else
    tool::WorkerPool workers(3);
    HeavingScene one(2.5, 6.0, nullptr, 1, 64, 1.0), three(2.5, 6.0, &workers, 1, 64, 1.0);
    for (int frame = 0; frame < 60; ++frame) one.scene.frame(), three.scene.frame();
    EXPECT_EQ(one.scene.stateHash(), three.scene.stateHash());
    EXPECT_EQ(one.field.state().height, three.field.state().height);
    EXPECT_GT(std::abs(one.field.heightAt(3.0, 0.0, 0.0)), 1e-3);  // something to compare
#endif
}

// Another field set over the same water: each body's coupling starts afresh. A body whose
// evaluation is held (an evaluation interval of 4) keeps no sources of the old field to add to the
// new one, whose places are the old field's nodes: a fresh, still field stays still through a held
// substep. (Kept, they went into it: into the same nodes on a field of the same size, as here, and
// past its arrays on a smaller one.)
TEST(FreeSurfaceAction, AnotherFieldTakesNoneOfTheOldFieldsSources) {
    HeavingScene s(2.5, 6.0, nullptr, 1, 64, 1.0);
    for (HullRigidBody* b : {s.box, s.buoy}) s.scene.action().body(&b->body())->setEvaluationInterval(4);
    const btScalar substep = btScalar(1.0 / 240.0);
    // Evaluated at substeps 0, 4, ... 240; the 242nd (241) is held.
    for (int k = 0; k < 241; ++k) s.scene.world().stepSimulation(substep, 1, substep);
    ASSERT_GT(s.field.energy(), 0.0);  // the box's rings: it has sources to keep
    FreeSurfaceField fresh(*s.calm, fieldFor(s.settings, 64, 1.0));
    s.scene.action().setFreeSurface(&fresh, 1);
    s.scene.world().stepSimulation(substep, 1, substep);
    EXPECT_EQ(fresh.energy(), 0.0);
    // Measured again at their next evaluation, they make waves in it.
    for (int k = 0; k < 8; ++k) s.scene.world().stepSimulation(substep, 1, substep);
    EXPECT_GT(fresh.energy(), 0.0);
}

// A rollback on water that answers (docs/bullet.md §9): the action's snapshot (which holds the pushes
// and sources kept between couplings) and the field's state taken at a frame, Bullet's bodies
// saved beside them; two seconds on, all put back, and the same two seconds again: bit for bit.
// Coupled every other substep, so that a push is held across the snapshot.
TEST(FreeSurfaceAction, RollsBackBitForBitWithTheFieldsState) {
    HeavingScene s(2.5, 6.0, nullptr, 2, 64, 1.0);
    for (int frame = 0; frame < 45; ++frame) s.scene.frame(3);  // an odd count: mid-coupling
    struct Saved {
        btTransform transform;
        btVector3 linear, angular;
    };
    auto save = [&] {
        std::vector<Saved> bodies;
        for (const auto& b : s.scene.bodies())
            bodies.push_back({b->body().getWorldTransform(), b->body().getLinearVelocity(), b->body().getAngularVelocity()});
        return bodies;
    };
    const std::vector<Saved> bodies = save();
    const BuoyancySnapshot snapshot = s.scene.action().snapshot();
    const FreeSurfaceState field = s.field.state();
    const double pushTime = s.time;
    for (int frame = 0; frame < 121; ++frame) s.scene.frame(3);  // an odd count of substeps again
    const std::uint64_t first = s.scene.stateHash();
    const std::vector<float> firstField = s.field.state().height;

    for (std::size_t i = 0; i < bodies.size(); ++i) {
        btRigidBody& body = s.scene.bodies()[i]->body();
        body.setWorldTransform(bodies[i].transform);
        body.setCenterOfMassTransform(bodies[i].transform);
        body.setLinearVelocity(bodies[i].linear);
        body.setAngularVelocity(bodies[i].angular);
    }
    ASSERT_TRUE(s.scene.action().tryRestore(snapshot));
    ASSERT_TRUE(s.field.tryRestore(field));
    s.time = pushTime;
    for (int frame = 0; frame < 121; ++frame) s.scene.frame(3);  // an odd count of substeps again
    EXPECT_EQ(s.scene.stateHash(), first);
    EXPECT_EQ(s.field.state().height, firstField);

    // A snapshot with the field set does not go back into the action without it.
    s.scene.action().setFreeSurface(nullptr);
    const Status without = s.scene.action().tryRestore(snapshot);
    ASSERT_FALSE(without);
    EXPECT_NE(without.error().message().find("free-surface field"), std::string::npos) << without.error().message();
}

// A coupled body's radiation damping is the field's: its kernel's is left out while the field is
// set, and comes back when it is taken off. The field's push is reported as its own kind.
TEST(FreeSurfaceAction, TheRadiationDampingTheFieldCarriesIsNotAppliedTwice) {
    HeavingScene s(2.5, 6.0, nullptr, 1, 64, 1.0);
    for (int frame = 0; frame < 60; ++frame) s.scene.frame();
    FloatingBody& box = *s.scene.action().body(&s.box->body());
    const ForceResult& coupled = box.lastResult();
    EXPECT_EQ(length(coupled.byKind[std::size_t(ForceKind::Radiation)].force), 0.0);
    EXPECT_GT(length(coupled.byKind[std::size_t(ForceKind::FreeSurface)].force), 1.0);
    s.scene.action().setFreeSurface(nullptr);
    for (int frame = 0; frame < 10; ++frame) s.scene.frame();
    const ForceResult& alone = box.lastResult();
    EXPECT_GT(length(alone.byKind[std::size_t(ForceKind::Radiation)].force), 1.0);
    EXPECT_EQ(length(alone.byKind[std::size_t(ForceKind::FreeSurface)].force), 0.0);
}

TEST(FreeSurfaceAction, RefusesAFieldOverOtherWaterOrFluids) {
    HeavingScene s(2.5, 6.0, nullptr, 1, 64, 1.0);
    const FlatWater other(0.0);
    FreeSurfaceField elsewhere(other, fieldFor(s.settings));
    const Status overOther = s.scene.action().trySetFreeSurface(&elsewhere);
    ASSERT_FALSE(overOther);
    EXPECT_NE(overOther.error().message().find("base is not the action's water"), std::string::npos);
    FreeSurfaceSettings fresh = fieldFor(s.settings);
    fresh.density = 1000.0;
    FreeSurfaceField freshField(*s.calm, fresh);
    const Status wrongDensity = s.scene.action().trySetFreeSurface(&freshField);
    ASSERT_FALSE(wrongDensity);
    EXPECT_NE(wrongDensity.error().message().find("density 1000"), std::string::npos) << wrongDensity.error().message();
    // The field stays as it was, and the action's water cannot change under it.
    EXPECT_EQ(s.scene.action().freeSurface(), &s.field);
    EXPECT_FALSE(s.scene.action().trySetWater(std::make_shared<FlatWater>(0.5)));
}

} // namespace
} // namespace hydro
