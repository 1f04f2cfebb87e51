// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// A rollback (issue 49 §3): a world on a storm's ocean with a driven boat (rudder and screws), a
// barge that is holed and pumped and that the game's focus leaves at frame 195 and comes back to
// at 400 (a coarser hull blended in and out, once per frame while far: LevelOfDetail.h), and a crate
// evaluated every third substep, saved at frame 200
// (BuoyancyAction::snapshot, Bullet's own body states and a copy of the game's WaterEffects),
// stepped to frame 600, put back and
// stepped to frame 600 again with the same inputs, passes through the same bits at every frame.
// Without the action's snapshot the replay goes elsewhere: what the action keeps between substeps
// matters (each of the slamming history, the appendages, the last result and state and the level
// of detail's count, left out of the restore in turn, broke the replay at its first frame).

#include "BulletWorldSupport.h"
#include "HydroTestSupport.h"

#include "hydro/FlatWater.h"
#include "hydro/HullShapes.h"
#include "hydro/WaterEffects.h"
#include "hydro/OceanSpectrumWaves.h"
#include "hydro/SineWaves.h"
#include "hydro/bullet/BulletBodyState.h"
#include "hydro/bullet/LevelOfDetail.h"

#include <gtest/gtest.h>

#include <memory>
#include <vector>

namespace hydro {
namespace {

using namespace hydro::test;

constexpr int kSubsteps = 4;

/// The storm's sea (WMO 7 on a 64-node tile, refreshed at 30 Hz as the demo's: a function of time
/// alone) with the three bodies.
struct RollbackWorld {
    std::shared_ptr<const WaterSurface> water = storm();
    FloatingScene scene;
    WaterEffects effects;  // the game's, beside the action: a value it copies for the rollback
    HullRigidBody* boat = nullptr;
    HullRigidBody* barge = nullptr;
    HullRigidBody* crate = nullptr;

    static std::shared_ptr<const WaterSurface> storm() {
        OceanSettings settings;
        settings.resolution = 64;
        settings.refreshInterval = 1.0 / 30.0;
        settings.seed = 3;
        return std::make_shared<OceanSpectrumWaves>(OceanSpectrum::forSeaState(SeaState::High), settings);
    }
    static std::shared_ptr<const HullMesh> box(const Vec3& half, const Vec3& centre, const std::string& name) {
        return std::make_shared<const HullMesh>(hullFrom(makeBox(half, centre), name));
    }

    static BuoyancyAction::Settings withWaterlines() {
        BuoyancyAction::Settings settings;
        settings.collectWaterline = true;  // for the effects
        return settings;
    }

    RollbackWorld() : scene(water, withWaterlines()) {
        const auto boatHull = std::make_shared<const HullMesh>(assetHull("displacement_boat.obj"));
        boat = &scene.add(boatHull, boatHull->massPropertiesForMass(14000.0), btTransform::getIdentity(),
                          ForceModel::displacementBoat());
        Foil rudder;
        rudder.root = {-4.9, -0.35, 0.0};
        rudder.span = 0.5;
        rudder.chords = {0.4};
        Thruster screw;
        screw.position = {-4.4, -0.6, 0.0};
        screw.diameter = 0.6;
        screw.maxRevolutions = 11.0;
        scene.action().body(&boat->body())->setAppendages(Appendages::create({rudder}, {}, {screw}).value());

        const auto bargeHull = box({10.0, 1.5, 3.0}, {}, "barge");
        barge = &scene.add(bargeHull, bargeHull->massPropertiesForMass(WaterProperties{}.density * 120.0),
                           btTransform(btQuaternion::getIdentity(), btVector3(40, 0, 30)));
        Flooding flooding;
        flooding.addCompartment(Compartment::create("room", box({2.0, 1.5, 1.5}, {2.0, 0.0, 1.5}, "room"), 0.95));
        scene.action().body(&barge->body())->setFlooding(std::move(flooding));
        // A hull half a percent shorter, for when the focus is far from it (its metacentric height
        // along, which goes as the length cubed over the length, 1 % less: within the 3 % a coarser
        // hull may change it, FloatingBody::kMaxCoarserMetacentricHeightChange).
        scene.action().body(&barge->body())->setCoarserHulls({box({9.95, 1.5, 3.0}, {}, "barge, coarser")});

        const auto crateHull = box({0.5, 0.5, 0.5}, {}, "crate");
        crate = &scene.add(crateHull, crateHull->massPropertiesForMass(300.0),
                           btTransform(btQuaternion::getIdentity(), btVector3(-30, 1, -20)), ForceModel::floatingCrate());
        scene.action().body(&crate->body())->setEvaluationInterval(3);
    }

    /// The game's focus: on the barge, or far from everything.
    void focusOn(bool onBarge) {
        LevelOfDetail lod;
        lod.enabled = true;
        lod.focus = onBarge ? Vec3{40.0, 0.0, 30.0} : Vec3{1000.0, 0.0, 0.0};
        lod.fullDetailRadius = 10.0;
        lod.farRadius = 20.0;
        scene.action().setLevelOfDetail(lod);
    }
    /// The game's inputs, by frame: throttle and helm, the focus, then a hole in the barge and its pump.
    void inputs(int frame) {
        Appendages& a = scene.action().body(&boat->body())->appendages();
        // Every frame, as a game moves its focus: away from the barge from frame 195 to 400, so
        // that the snapshot at 200 finds it blending to its coarser hull, once per frame.
        focusOn(frame < 195 || frame >= 400);
        if (frame == 0) {
            ASSERT_TRUE(a.trySetThrottle(0, 1.0));
        }
        if (frame == 100) {
            ASSERT_TRUE(a.trySetDeflection(0, 0.3));
        }
        if (frame == 300) {
            ASSERT_TRUE(a.trySetDeflection(0, -0.35));
            ASSERT_TRUE(scene.action().body(&barge->body())->flooding().tryAddBreach({2.0, -1.5, 1.5}, 0.3));
        }
        if (frame == 450) {
            ASSERT_TRUE(scene.action().body(&barge->body())->flooding().trySetPumpRate(0, -0.5));
        }
    }
    /// One 1/60 s frame of fixed substeps, one stepSimulation call each (so Bullet's own clock
    /// carries no remainder from frame to frame).
    void frame(int number) {
        inputs(number);
        for (int s = 0; s < kSubsteps; ++s)
            scene.world().stepSimulation(btScalar(1.0 / 60.0 / kSubsteps), 1, btScalar(1.0 / 60.0 / kSubsteps));
        for (HullRigidBody* body : {boat, barge, crate})
            effects.emit(scene.action().body(&body->body())->lastResult(), scene.action().body(&body->body())->lastState(), *water,
                         1.0 / 60.0);
        effects.advance(*water, scene.action().time(), 1.0 / 60.0);
    }
    /// The bodies' states (FloatingScene::stateHash) and the spray's and foam's, bit for bit.
    std::uint64_t hash() const {
        std::uint64_t h = scene.stateHash();
        auto mix = [&h](const void* data, std::size_t size) {
            const auto* bytes = static_cast<const unsigned char*>(data);
            for (std::size_t i = 0; i < size; ++i) h = (h ^ bytes[i]) * 1099511628211ull;
        };
        for (const SprayDroplet& d : effects.spray()) {
            const double numbers[7] = {d.position.x, d.position.y, d.position.z, d.velocity.x, d.velocity.y, d.velocity.z, double(d.age)};
            mix(numbers, sizeof numbers);
        }
        for (const FoamPatch& p : effects.foam()) {
            const double numbers[6] = {p.position.x, p.position.y, p.position.z, double(p.radius), double(p.opacity), double(p.age)};
            mix(numbers, sizeof numbers);
        }
        return h;
    }
    std::vector<BulletBodyState> bulletStates() const {
        return {BulletBodyState(boat->body()), BulletBodyState(barge->body()), BulletBodyState(crate->body())};
    }
    void restoreBullet(const std::vector<BulletBodyState>& states) {
        states[0].restore(boat->body());
        states[1].restore(barge->body());
        states[2].restore(crate->body());
    }
};

TEST(Snapshot, ARestoredWorldStepsOnBitForBitAsItDidTheFirstTime) {
    RollbackWorld world;
    for (int f = 0; f < 200; ++f) world.frame(f);
    const BuoyancySnapshot saved = world.scene.action().snapshot();
    const std::vector<BulletBodyState> bullet = world.bulletStates();
    const WaterEffects effects = world.effects;
    EXPECT_EQ(saved.bodyCount(), 3u);
    EXPECT_EQ(saved.time(), world.scene.action().time());

    std::vector<std::uint64_t> firstTime;
    for (int f = 200; f < 600; ++f) {
        world.frame(f);
        firstTime.push_back(world.hash());
    }
    // Something happened worth putting back: the barge took water through the hole made at frame
    // 300, and the boat is turning.
    EXPECT_GT(world.scene.action().body(&world.barge->body())->flooding().water(0).volume, 0.0);
    EXPECT_EQ(world.scene.action().body(&world.barge->body())->detailLevel(), 0);  // back from its coarser hull
    EXPECT_GT(world.effects.spray().size() + world.effects.foam().size(), 0u);

    ASSERT_TRUE(world.scene.action().tryRestore(saved));
    world.restoreBullet(bullet);
    world.effects = effects;
    EXPECT_EQ(world.scene.action().time(), saved.time());
    EXPECT_EQ(world.scene.action().body(&world.barge->body())->flooding().openingCount(), 0u);  // the hole came later
    // The level of detail's state is the snapshot's too (each of the level, the level blended from
    // and the blend's count left out of the restore broke the replay at frame 200).
    for (int f = 200; f < 600; ++f) {
        world.frame(f);
        ASSERT_EQ(world.hash(), firstTime[std::size_t(f - 200)]) << "frame " << f;
    }

    // Bullet's states alone, the action left as it was at frame 600 (its clock, the barge's water
    // and hole, the slamming), do not replay it: ten frames on it is elsewhere.
    world.restoreBullet(bullet);
    for (int f = 200; f < 210; ++f) world.frame(f);
    EXPECT_NE(world.hash(), firstTime[9]);
}

TEST(Snapshot, ARestoreWithinAHeldEvaluationStepsOnBitForBit) {
    // A crate on a swell, evaluated every third substep with its added mass, at four substeps a
    // frame: evaluated at substeps 0, 3, ..., 78, 81, so the snapshot after frame 20 (80 substeps)
    // falls within a held evaluation. What the action kept for it (ImpulseTurning: how the added
    // mass turns each held substep's impulse) must be made again from the restored state, not kept
    // from the later one (kept, it broke the replay at its first frame).
    FloatingScene scene(std::make_shared<SineWaves>(std::vector<SineWave>{{0.4, 12.0, 1.0, 0.3, 0.0}}));
    const auto hull = RollbackWorld::box({0.5, 0.5, 0.5}, {}, "crate");
    HullRigidBody& crate = scene.add(hull, hull->massPropertiesForMass(300.0),
                                     btTransform(btQuaternion::getIdentity(), btVector3(0, btScalar(0.3), 0)),
                                     ForceModel::floatingCrate());
    scene.action().body(&crate.body())->setEvaluationInterval(3);
    auto frame = [&] {
        for (int s = 0; s < kSubsteps; ++s)
            scene.world().stepSimulation(btScalar(1.0 / 60.0 / kSubsteps), 1, btScalar(1.0 / 60.0 / kSubsteps));
    };
    for (int f = 0; f < 20; ++f) frame();
    const BuoyancySnapshot saved = scene.action().snapshot();
    const BulletBodyState bullet(crate.body());
    std::vector<std::uint64_t> firstTime;
    for (int f = 20; f < 40; ++f) {
        frame();
        firstTime.push_back(scene.stateHash());
    }
    ASSERT_TRUE(scene.action().tryRestore(saved));
    bullet.restore(crate.body());
    for (int f = 20; f < 40; ++f) {
        frame();
        ASSERT_EQ(scene.stateHash(), firstTime[std::size_t(f - 20)]) << "frame " << f;
    }
}

TEST(Snapshot, RestoringIntoAnActionWithOtherBodiesIsRefusedNamingThemAndChangesNothing) {
    // Three crates on flat water (hydrostatics only: no added-mass table to make).
    FloatingScene scene(std::make_shared<FlatWater>(0.0));
    std::vector<HullRigidBody*> crates;
    for (const char* name : {"first crate", "second crate", "third crate"}) {
        const auto hull = RollbackWorld::box({0.5, 0.5, 0.5}, {}, name);
        crates.push_back(&scene.add(hull, hull->massPropertiesForMass(300.0),
                                    btTransform(btQuaternion::getIdentity(), btVector3(btScalar(5 * crates.size()), 1, 0)),
                                    ForceModel::hydrostaticOnly()));
    }
    for (int f = 0; f < 10; ++f) scene.frame();
    const BuoyancySnapshot saved = scene.action().snapshot();

    // One more body registered since.
    const auto lateHull = RollbackWorld::box({0.5, 0.5, 0.5}, {}, "late crate");
    scene.add(lateHull, lateHull->massPropertiesForMass(300.0), btTransform(btQuaternion::getIdentity(), btVector3(20, 1, 0)),
              ForceModel::hydrostaticOnly());
    scene.frame();
    const double time = scene.action().time();
    const Status more = scene.action().tryRestore(saved);
    ASSERT_FALSE(more);
    EXPECT_TRUE(mentions(more.error().message(), "the snapshot holds 3 bodies and the action has 4 registered"))
        << more.error().message();
    EXPECT_EQ(scene.action().time(), time);  // nothing changed

    // The late one in the place of the third.
    scene.action().removeBody(&crates[2]->body());
    const Status other = scene.action().tryRestore(saved);
    ASSERT_FALSE(other);
    EXPECT_TRUE(mentions(other.error().message(), "body 2 of the snapshot is the body at")) << other.error().message();
    EXPECT_TRUE(mentions(other.error().message(), "(hull 'third crate')")) << other.error().message();
    EXPECT_TRUE(mentions(other.error().message(), "(hull 'late crate')")) << other.error().message();
    EXPECT_EQ(scene.action().time(), time);
}

} // namespace
} // namespace hydro
