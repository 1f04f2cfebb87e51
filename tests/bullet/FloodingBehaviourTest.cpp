// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// Flooding in a Bullet world (FloatingBody::setFlooding, docs/flooding.md): a holed barge takes
// water until it rests where the added-weight method puts it (DamageStability.h, itself checked
// against the lost-buoyancy method in FloodingTest), lists toward a breach on one side, and sinks
// when it is holed everywhere.

#include "BulletWorldSupport.h"
#include "HydroTestSupport.h"
#include "WorkerPool.h"

#include "hydro/bullet/BulletAttitude.h"
#include "hydro/DamageStability.h"
#include "hydro/FlatWater.h"
#include "hydro/HullShapes.h"
#include "hydro/SineWaves.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <memory>

namespace hydro {
namespace {

using namespace hydro::test;

std::shared_ptr<const HullMesh> box(const Vec3& halfExtents, const Vec3& centre, const std::string& name) {
    return std::make_shared<const HullMesh>(hullFrom(makeBox(halfExtents, centre), name));
}

/// A barge 20 m x 3 m x 6 m (x, y, z), floating at 1 m draft, with one room holed at its bottom.
struct HoledBargeInAWorld {
    std::shared_ptr<const HullMesh> hull = box({10.0, 1.5, 3.0}, {}, "barge");
    Compartment room;
    MassProperties mass;
    FloatingScene scene{std::make_shared<FlatWater>(0.0)};
    HullRigidBody* barge = nullptr;

    HoledBargeInAWorld(const Vec3& roomHalfExtents, const Vec3& roomCentre, const Vec3& breach)
        : room(Compartment::create("room", box(roomHalfExtents, roomCentre, "room"), 0.95)),
          mass(hull->massPropertiesForMass(WaterProperties{}.density * 20.0 * 6.0 * 1.0)) {
        barge = &scene.add(hull, mass, btTransform(btQuaternion::getIdentity(), btVector3(0, btScalar(0.5), 0)));
        Flooding flooding;
        flooding.addCompartment(room);
        const Result<int> hole = flooding.tryAddBreach(breach, 2.0);
        EXPECT_TRUE(hole) << hole.error().message();
        scene.action().body(&barge->body())->setFlooding(std::move(flooding));
    }
    void run(double seconds) {
        for (int frame = 0; frame < int(seconds * 60.0); ++frame) scene.frame();
    }
    const Flooding& flooding() { return scene.action().body(&barge->body())->flooding(); }
    double draft() const { return 1.5 - double(barge->hullToWorld().getOrigin().y()); }
    Attitude attitude() const { return attitudeOf(barge->hullToWorld()); }
    DamagedEquilibrium expected() const {
        return tryDamagedEquilibrium(*hull, mass.mass, mass.centroid, {room}).value();
    }
};

TEST(FloodingInAWorld, AHoledBargeSettlesWhereTheAddedWeightMethodPutsIt) {
    HoledBargeInAWorld world({2.0, 1.5, 3.0}, {}, {0.0, -1.4, 0.0});
    world.run(60.0);
    const DamagedEquilibrium expected = world.expected();
    ASSERT_TRUE(expected.converged);
    // The hull's drag and radiation damping bring it to rest; the water inside reaches the sea's
    // level through the 2 m^2 hole in about 10 s. Measured 0.4 mm of draft and 0.04 % of the water
    // off after 60 s (the last heave); allowed 2 mm and 0.2 %.
    EXPECT_NEAR(world.draft(), expected.equilibrium.draft, 0.002);
    EXPECT_NEAR(world.flooding().water(0).volume, expected.floodVolumes[0], 0.002 * expected.floodVolumes[0]);
    EXPECT_GT(world.draft(), 1.2);  // it sank by a fifth
}

TEST(FloodingInAWorld, ARoomOutsideTheBodysHullIsRefusedAndTheFloodingItHadKept) {
    // Issue 46 §4: in Bullet, a room 45 m ahead of the barge filled with 600 m^3 hung there.
    HoledBargeInAWorld world({3.0, 1.5, 3.0}, {0.0, 0.0, 0.0}, {0.0, -1.5, 0.0});
    Flooding ahead;
    ahead.addCompartment(Compartment::create("ahead", box({3.0, 1.5, 3.0}, {45.0, 0.0, 0.0}, "ahead"), 0.95));
    const Status refused = world.scene.action().body(&world.barge->body())->trySetFlooding(std::move(ahead));
    ASSERT_FALSE(refused);
    EXPECT_TRUE(mentions(refused.error().message(), "FloatingBody::setFlooding: Compartment 'ahead': hull point (48, "))
        << refused.error().message();
    EXPECT_EQ(world.flooding().compartment(0).name(), "room");
}

TEST(FloodingInAWorld, ABargeHoledOnOneSideListsToThatSide) {
    // The room is the starboard half (z > 0) of the barge's middle 4 m.
    HoledBargeInAWorld world({2.0, 1.5, 1.5}, {0.0, 0.0, 1.5}, {0.0, -1.4, 2.9});
    world.run(60.0);
    const DamagedEquilibrium expected = world.expected();
    ASSERT_TRUE(expected.converged);
    EXPECT_GT(expected.equilibrium.pose.roll, 0.02);  // starboard down (Hydrostatics.h)
    // Measured 0.3 % off (5.1 degrees of list) after 60 s, the barge still rolling a little about
    // it; allowed 1 %.
    EXPECT_NEAR(world.attitude().roll, expected.equilibrium.pose.roll, 0.01 * expected.equilibrium.pose.roll);
}

/// Issue 45: a barge holed on one side through a small breach comes to rest, with Bullet's
/// default deactivation, where the added-weight method puts it, at the size of a 1 m model and of a
/// 300 m ship alike: the sleeping rules measure the balance against the body's own weight and
/// metacentric heights, its rest speeds are Froude-scaled, and it does not fall asleep while water
/// still flows in. The barge of HoledBargeInAWorld (20 m), its room, breach (scaled by lambda^2)
/// and time (by sqrt(lambda), 4 substeps a frame) scaled by lambda.
TEST(FloodingInAWorld, AHoledBargeSleepsOnlyAtItsDamagedEquilibriumAtAnySize) {
    for (double length : {1.0, 300.0}) {
        const double lambda = length / 20.0;
        const auto hull = box(Vec3{10.0, 1.5, 3.0} * lambda, {}, "barge");
        const Compartment room =
            Compartment::create("room", box(Vec3{2.0, 1.5, 1.5} * lambda, Vec3{0.0, 0.0, 1.5} * lambda, "room"), 0.95);
        const MassProperties mass = hull->massPropertiesForMass(WaterProperties{}.density * 120.0 * lambda * lambda * lambda);
        FloatingScene scene{std::make_shared<FlatWater>(0.0)};
        HullRigidBody& barge = scene.add(hull, mass, btTransform(btQuaternion::getIdentity(), btVector3(0, btScalar(0.5 * lambda), 0)));
        Flooding flooding;
        flooding.addCompartment(room);
        // A hole of 0.05 m^2 at 20 m: the room takes about a minute to fill, slower than the barge
        // follows, which is when a body used to fall asleep with the water still coming in.
        ASSERT_TRUE(flooding.tryAddBreach(Vec3{0.0, -1.4, 2.9} * lambda, 0.05 * lambda * lambda));
        scene.action().body(&barge.body())->setFlooding(std::move(flooding));
        const double frame = std::sqrt(lambda) / 60.0;
        for (int f = 0; f < 400 * 60; ++f) scene.world().stepSimulation(btScalar(frame), 4, btScalar(frame / 4));

        const DamagedEquilibrium expected = tryDamagedEquilibrium(*hull, mass.mass, mass.centroid, {room}).value();
        ASSERT_TRUE(expected.converged);
        double draft = 0.0;  // the depth of the hull's lowest point, as DamagedEquilibrium's
        for (std::size_t v = 0; v < hull->vertexCount(); ++v) {
            const Vec3 p = hull->vertex(v);
            const btVector3 world = barge.hullToWorld() * btVector3(btScalar(p.x), btScalar(p.y), btScalar(p.z));
            draft = std::max(draft, -double(world.y()));
        }
        const Attitude attitude = attitudeOf(barge.hullToWorld());
        std::printf("%g m: draft %.6g (expected %.6g), roll %.4f deg (%.4f), pitch %.4f deg (%.4f)\n", length, draft,
                    expected.equilibrium.draft, attitude.roll / kDegree, expected.equilibrium.pose.roll / kDegree,
                    attitude.pitch / kDegree, expected.equilibrium.pose.pitch / kDegree);
        EXPECT_FALSE(barge.body().isActive()) << length << " m: it should be at rest and asleep after 400 s (scaled)";
        // The bounds: 0.1 % of the draft, 0.05 degrees of heel and trim. The sleeping
        // rules hold a body at rest within about half of each (BuoyancyAction::Settings::wakeThreshold).
        EXPECT_NEAR(draft, expected.equilibrium.draft, 0.001 * expected.equilibrium.draft) << length << " m";
        EXPECT_NEAR(attitude.roll, expected.equilibrium.pose.roll, 0.05 * kDegree) << length << " m";
        EXPECT_NEAR(attitude.pitch, expected.equilibrium.pose.pitch, 0.05 * kDegree) << length << " m";
        EXPECT_GT(expected.equilibrium.pose.roll, 1.0 * kDegree);  // it lists to the breach's side
    }
}

TEST(FloodingInAWorld, ABargeHoledEverywhereSinks) {
    HoledBargeInAWorld world({10.0, 1.5, 3.0}, {}, {0.0, -1.4, 0.0});
    // Water comes in at about 5 m^3/s through the 2 m^2 hole; with 0.95 of its hull flooded it would
    // weigh 1.28 times the water it displaces, and can float on no draft: its deck goes under
    // after about 50 s (measured), and then it goes down at about 1.8 m/s.
    world.run(60.0);
    EXPECT_LT(double(world.barge->hullToWorld().getOrigin().y()), -1.5 - 1.0);  // a metre under
    EXPECT_LT(double(world.barge->body().getLinearVelocity().y()), 0.0);         // and going down
}

TEST(FloodingInAWorld, TheTimeAHoledBargeTakesToSinkConvergesWithTheSubstep) {
    // The instant its deck goes under, with 2, 4 and 8 substeps a frame: the orifice law is stepped
    // explicitly (Flooding::step), so the time should settle toward a limit as the step shrinks.
    double sinking[3] = {};
    const int substeps[3] = {2, 4, 8};
    for (int k = 0; k < 3; ++k) {
        HoledBargeInAWorld world({10.0, 1.5, 3.0}, {}, {0.0, -1.4, 0.0});
        // The deck's height, and the instant it crosses the surface between two frames, linearly.
        auto deck = [&] { return double(world.barge->hullToWorld().getOrigin().y()) + 1.5; };
        double before = deck();
        for (int frame = 1; frame <= 90 * 60 && sinking[k] == 0.0; ++frame) {
            world.scene.frame(substeps[k]);
            const double after = deck();
            if (after < 0.0) sinking[k] = (frame - after / (after - before)) / 60.0;
            before = after;
        }
        ASSERT_GT(sinking[k], 0.0) << substeps[k] << " substeps: still afloat after 90 s";
    }
    // Measured 47.5398, 47.5397 and 47.5400 s: the water's flow is smooth, so the explicit step's
    // error is far below a frame. Allowed 0.01 s, 0.6 of a frame, between each pair.
    EXPECT_NEAR(sinking[1], sinking[0], 0.01);
    EXPECT_NEAR(sinking[2], sinking[1], 0.01);
}

TEST(FloodingInAWorld, IsBitIdenticalForAnyThreadCount) {
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
    GTEST_SKIP() << "WebAssembly built without threads: std::thread cannot start one";
#else
    // Three holed barges on a swell, each flooding in its own task, on 1 and 2 workers: bit for bit.
    auto fleet = [](TaskSystem* tasks) {
        BuoyancyAction::Settings settings;
        settings.tasks = tasks;
        FloatingScene scene(std::make_shared<SineWaves>(std::vector<SineWave>{{0.3, 12.0, 1.0, 0.4, 0.0}}), settings);
        const auto hull = box({10.0, 1.5, 3.0}, {}, "barge");
        for (int i = 0; i < 3; ++i) {
            HullRigidBody& barge = scene.add(hull, hull->massPropertiesForMass(WaterProperties{}.density * 120.0),
                                             btTransform(btQuaternion::getIdentity(), btVector3(btScalar(25 * i), 0, 0)));
            Flooding flooding;
            flooding.addCompartment(Compartment::create("room", box({2.0, 1.5, 1.5}, {2.0 * i, 0.0, 1.5}, "room"), 0.95));
            EXPECT_TRUE(flooding.tryAddBreach({2.0 * i, -1.4, 2.9}, 0.5 + 0.5 * i));
            scene.action().body(&barge.body())->setFlooding(std::move(flooding));
        }
        for (int f = 0; f < 30; ++f) scene.frame();
        return scene.stateHash();
    };
    const std::uint64_t alone = fleet(nullptr);
    tool::WorkerPool pool(2);
    EXPECT_EQ(fleet(&pool), alone);
#endif
}

TEST(FloodingInAWorld, AnOpenTubLoadedToItsRimSwampsWhenDroppedAndSinks) {
    // A 1 m x 0.5 m x 1 m tub whose top is the cap over its opening, loaded to 0.9 of what its hull
    // displaces: 5 cm of freeboard, dropped from 0.6 m onto calm water. It plunges 3 m under; with
    // its opening letting the sea into the tub itself (Flooding::tryAddCappedOpenings) it fills and
    // goes down, where the same tub with its opening left capped comes back up and floats at its
    // draft, its origin 0.2 m under the surface (measured -0.2000 after 30 s).
    const auto hull = std::make_shared<const HullMesh>(openTopBox({0.5, 0.25, 0.5}));
    double heightAfter[2] = {};
    for (int open = 0; open < 2; ++open) {
        FloatingScene scene(std::make_shared<FlatWater>(0.0));
        // Its centre of gravity low, as a loaded tub's is, so it does not capsize first.
        const MassProperties mass =
            massFromRadiiOfGyration(0.9 * WaterProperties{}.density * hull->volume(), {0.0, -0.15, 0.0}, {0.35, 0.4, 0.35});
        HullRigidBody& tub = scene.add(hull, mass, btTransform(btQuaternion::getIdentity(), btVector3(0, btScalar(0.6), 0)));
        if (open) {
            Flooding flooding;
            flooding.addCompartment(Compartment::create("inside", hull, 1.0));
            EXPECT_EQ(flooding.tryAddCappedOpenings(*hull, 0).value(), 1);
            scene.action().body(&tub.body())->setFlooding(std::move(flooding));
        }
        for (int frame = 0; frame < 60 * 30; ++frame) scene.frame();
        heightAfter[open] = double(tub.hullToWorld().getOrigin().y());
    }
    EXPECT_NEAR(heightAfter[0], -0.2, 0.01);  // capped, it floats at 0.45 m draft
    EXPECT_LT(heightAfter[1], -20.0);         // open, it swamped and went down (measured below -100 m)
}

/// A closed pontoon 10 m x 2 m x 2 m with a ballast tank amidships, its dry mass 0.8 of the water
/// its hull displaces: it is neutrally buoyant with 0.2 of its volume in the tank, 8 m^3. Its keel
/// weight puts G 0.6 m below the middle (a square section with G in the middle would capsize at
/// this draft: GM = T/2 + B^2/(12 T) - 1 < 0).
struct SubmarineInAWorld {
    std::shared_ptr<const HullMesh> hull = box({5.0, 1.0, 1.0}, {}, "pontoon");
    MassProperties mass = massFromRadiiOfGyration(0.8 * WaterProperties{}.density * 40.0, {0.0, -0.6, 0.0}, {0.8, 2.9, 2.9});
    FloatingScene scene{std::make_shared<FlatWater>(0.0)};
    HullRigidBody* body = &scene.add(hull, mass, btTransform(btQuaternion::getIdentity(), btVector3(0, btScalar(0.6), 0)));
    int tank = 0;

    SubmarineInAWorld() {
        Flooding flooding;
        tank = flooding.addCompartment(Compartment::create("ballast", box({2.5, 0.9, 0.9}, {}, "ballast"), 1.0));
        scene.action().body(&body->body())->setFlooding(std::move(flooding));
    }
    Flooding& flooding() { return scene.action().body(&body->body())->flooding(); }
    /// Pumps at `rate` until the tank holds `volume`, then stops and waits `seconds`.
    void ballastTo(double volume, double rate, double seconds) {
        EXPECT_TRUE(flooding().trySetPumpRate(tank, rate));
        for (int frame = 0; frame < 60 * 600; ++frame) {
            scene.frame();
            const double held = flooding().water(tank).volume;
            if ((rate > 0.0 && held >= volume) || (rate < 0.0 && held <= volume)) break;
        }
        EXPECT_TRUE(flooding().trySetPumpRate(tank, 0.0));
        for (int frame = 0; frame < int(seconds * 60.0); ++frame) scene.frame();
    }
    double top() const { return double(body->hullToWorld().getOrigin().y()) + 1.0; }
};

TEST(FloodingInAWorld, BallastTakesABodyFromFloatingToSinkingAtTheVolumesTheHandCalculationGives) {
    SubmarineInAWorld sub;
    const double pumpRate = 0.2;  // m^3/s: 40 s to neutral, slow beside its heave period (~3 s)
    // 7.5 m^3: it floats at draft (32 + 7.5) / 20 = 1.975 m, 2.5 cm of its 2 m out of the water.
    sub.ballastTo(7.5, pumpRate, 30.0);
    const double held = sub.flooding().water(sub.tank).volume;
    const double draft = (0.8 * 40.0 + held) / 20.0;
    // The pump's last step may overshoot by 0.2 / 240 m^3 (1e-4 m of draft); the body still heaves
    // a little after 30 s. 2 mm.
    EXPECT_NEAR(sub.top(), 2.0 - draft, 0.002);
    // 8.5 m^3: heavier than the water it displaces, it sinks.
    sub.ballastTo(8.5, pumpRate, 20.0);
    EXPECT_LT(sub.top(), -1.0);
    EXPECT_LT(double(sub.body->body().getLinearVelocity().y()), 0.0);
    // Blowing the tanks (pumping out at 1 m^3/s) brings it back to the surface, where it floats
    // at its dry draft, 1.6 m.
    sub.ballastTo(0.0, -1.0, 60.0);
    EXPECT_EQ(sub.flooding().water(sub.tank).volume, 0.0);
    EXPECT_NEAR(sub.top(), 0.4, 0.002);
}

} // namespace
} // namespace hydro
