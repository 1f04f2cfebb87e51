// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// Foils, members and thrusters through BuoyancyAction in a Bullet world (issue 30 §4): a keel that
// checks leeway, a rudder that turns the boat the way it is put over, the forces in the result, the
// same for any thread count, a propeller's thrust at the body's advance ratio, a hydrofoil, fins.

#include "BulletWorldSupport.h"
#include "HydroTestSupport.h"
#include "WorkerPool.h"

#include "hydro/FlatWater.h"
#include "hydro/SineWaves.h"

#include <gtest/gtest.h>

#include <cmath>

namespace hydro {
namespace {

using namespace hydro::test;

/// A barge 4 m long, 1 m deep, 2 m wide at half the water's density: 0.5 m draft.
std::shared_ptr<const HullMesh> barge() { return std::make_shared<const HullMesh>(hullFrom(makeBox({2.0, 0.5, 1.0}))); }

/// A keel of 0.6 m under the barge's bottom amidships, chord 1 m.
Foil keel() {
    Foil foil;
    foil.root = {0.0, -0.5, 0.0};
    foil.span = 0.6;
    foil.chords = {1.0};
    return foil;
}

/// A rudder 0.5 m deep, chord 0.4 m, at the stern.
Foil rudder() {
    Foil foil;
    foil.root = {-1.9, -0.5, 0.0};
    foil.span = 0.5;
    foil.chords = {0.4};
    return foil;
}

struct Voyage {
    btVector3 velocity, spin;
    std::uint64_t hash;
};

/// The barge set moving at `velocity` (world axes) with the given appendages and rudder angle, after
/// `frames` 1/60 s frames.
Voyage sail(const btVector3& velocity, const std::vector<Foil>& foils, double rudderAngle, int frames,
         TaskSystem* tasks = nullptr) {
    BuoyancyAction::Settings settings;
    settings.tasks = tasks;
    FloatingScene scene(std::make_shared<FlatWater>(0.0), settings);
    const auto hull = barge();
    HullRigidBody& boat = scene.add(hull, hull->massPropertiesForDensity(512.5), btTransform::getIdentity(),
                                    ForceModel::displacementBoat());
    Appendages appendages = Appendages::create(foils, {}).value();
    if (appendages.foilCount() > 0) {
        EXPECT_TRUE(appendages.trySetDeflection(appendages.foilCount() - 1, rudderAngle));
    }
    scene.action().body(&boat.body())->setAppendages(std::move(appendages));
    boat.body().setLinearVelocity(velocity);
    for (int f = 0; f < frames; ++f) scene.frame();
    return {boat.body().getLinearVelocity(), boat.body().getAngularVelocity(), scene.stateHash()};
}

TEST(AppendagesInAWorld, AKeelChecksLeeway) {
    // Sliding sideways at 1 m/s, the keel's broadside drag (C_D,max ~1.13 of an aspect ratio 1.2
    // plate on 0.6 m^2: 350 N) adds a quarter to the hull's own 1,300 N at first. Over 2 s its
    // impulse, ~400 N s on 4,100 kg, would take 0.1 m/s more; the hull's drag, falling with the
    // speed, gives some back (measured: 0.52 against 0.58 m/s). At least half of that 0.06.
    const btVector3 sideways(0, 0, 1);
    const Voyage bare = sail(sideways, {}, 0.0, 120);
    const Voyage keeled = sail(sideways, {keel()}, 0.0, 120);
    EXPECT_GT(bare.velocity.z(), 0.0);
    EXPECT_LT(double(keeled.velocity.z()), double(bare.velocity.z()) - 0.03);
}

TEST(AppendagesInAWorld, ARudderTurnsTheBoatTheWayItIsPutOver) {
    // Ahead at 3 m/s. A rudder turned leading edge to starboard (+0.3 rad about its -y span axis)
    // lifts to starboard at the stern: the stern swings to starboard, the bow to port, a positive
    // yaw rate about +y. The other way round, the opposite; amidships, none.
    const btVector3 ahead(3, 0, 0);
    const Voyage toPort = sail(ahead, {rudder()}, 0.3, 60);
    const Voyage toStarboard = sail(ahead, {rudder()}, -0.3, 60);
    const Voyage straight = sail(ahead, {rudder()}, 0.0, 60);
    EXPECT_GT(toPort.spin.y(), 0.01);
    EXPECT_LT(toStarboard.spin.y(), -0.01);
    // Mirror images, but for the box's triangulation, which is not mirror-symmetric, and the panels
    // of its added mass, cut from it: their surge-sway coupling of a thousandth of the diagonal turns
    // the barge alone at 9e-4 rad/s (the straight run), 1 % of the rudder's 0.083. Within 2 % of each
    // other, and the straight run within 2 % of either.
    const double turn = double(toPort.spin.y());
    EXPECT_NEAR(turn, -double(toStarboard.spin.y()), 0.02 * turn);
    EXPECT_NEAR(double(straight.spin.y()), 0.0, 0.02 * turn);
}

TEST(AppendagesInAWorld, TheirForcesAreInTheResult) {
    FloatingScene scene(std::make_shared<SineWaves>(std::vector<SineWave>{{0.3, 12.0, 1.0, 0.4, 0.0}}));
    const auto hull = barge();
    HullRigidBody& boat = scene.add(hull, hull->massPropertiesForDensity(512.5), btTransform::getIdentity(),
                                    ForceModel::displacementBoat());
    SlenderMember leg;
    leg.start = {1.5, 0.0, 0.8};
    leg.end = {1.5, -2.0, 0.8};
    scene.action().body(&boat.body())->setAppendages(Appendages::create({keel(), rudder()}, {leg}).value());
    boat.body().setLinearVelocity(btVector3(2, 0, 0.5));
    scene.frame();
    const ForceResult& r = scene.action().body(&boat.body())->lastResult();
    ASSERT_EQ(r.status, ForceResult::Status::Ok);
    const Appendages& a = scene.action().body(&boat.body())->appendages();
    const Vec3 foils = a.lastFoilState(0).lift + a.lastFoilState(0).drag + a.lastFoilState(1).lift + a.lastFoilState(1).drag;
    // The result's Foil kind is the foils' own sum (clamps aside, which this gentle motion leaves alone).
    EXPECT_EQ(r.clampedDrags, 0);
    EXPECT_NEAR(length(r.of(ForceKind::Foil).force - foils), 0.0, 1e-9 * length(foils));
    EXPECT_GT(length(r.of(ForceKind::Foil).force), 10.0);
    EXPECT_GT(length(r.of(ForceKind::Morison).force), 1.0);
    Vec3 sum;
    for (const Wrench& w : r.byKind) sum += w.force;
    EXPECT_NEAR(length(sum - r.force), 0.0, 1e-9 * length(r.force));
}

TEST(AppendagesInAWorld, AreBitIdenticalForAnyThreadCount) {
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
    GTEST_SKIP() << "WebAssembly built without threads: std::thread cannot start one";
#else
    // Three boats, each with a keel and rudder, on 1 and 2 workers: bit for bit.
    auto fleet = [](TaskSystem* tasks) {
        BuoyancyAction::Settings settings;
        settings.tasks = tasks;
        FloatingScene s(std::make_shared<SineWaves>(std::vector<SineWave>{{0.3, 12.0, 1.0, 0.4, 0.0}}), settings);
        const auto fleetHull = barge();
        for (int i = 0; i < 3; ++i) {
            HullRigidBody& b = s.add(fleetHull, fleetHull->massPropertiesForDensity(512.5),
                                     btTransform(btQuaternion::getIdentity(), btVector3(btScalar(6 * i), 0, 0)),
                                     ForceModel::displacementBoat());
            Appendages set = Appendages::create({keel(), rudder()}, {}).value();
            EXPECT_TRUE(set.trySetDeflection(1, 0.1 * i));
            s.action().body(&b.body())->setAppendages(std::move(set));
            b.body().setLinearVelocity(btVector3(2, 0, 0));
        }
        for (int f = 0; f < 20; ++f) s.frame();
        return s.stateHash();
    };
    const std::uint64_t alone = fleet(nullptr);
    tool::WorkerPool pool(2);
    EXPECT_EQ(fleet(&pool), alone);
#endif
}

TEST(AppendagesInAWorld, APropellersThrustIsTheOpenWaterFigureAtTheAdvanceRatioTheBodyGives) {
    // Issue 30 §5: the thrust the body receives equals rho n^2 D^4 K_T(J) (1 - t) at the J of its own
    // motion, as the state the action evaluated gives it (body velocity at the disc, wake fraction).
    FloatingScene scene(std::make_shared<FlatWater>(0.0));
    const auto hull = barge();
    HullRigidBody& boat = scene.add(hull, hull->massPropertiesForDensity(512.5), btTransform::getIdentity(),
                                    ForceModel::displacementBoat());
    Thruster screw;
    screw.position = {-1.9, -0.3, 0.0};  // 0.3 m under the waterline: h/R = 2, fully immersed
    screw.diameter = 0.3;
    screw.maxRevolutions = 20.0;
    screw.wakeFraction = 0.15;
    screw.thrustDeduction = 0.1;
    Appendages engine = Appendages::create({}, {}, {screw}).value();
    ASSERT_TRUE(engine.trySetThrottle(0, 1.0));
    scene.action().body(&boat.body())->setAppendages(std::move(engine));
    for (int f = 0; f < 180; ++f) scene.frame();
    const BodyState& s = scene.action().body(&boat.body())->lastState();
    const Appendages::ThrusterState& thruster = scene.action().body(&boat.body())->appendages().lastThrusterState(0);
    const Vec3 disc = thruster.position - s.centreOfMass;
    const Vec3 axis = s.rotation * Vec3{1.0, 0.0, 0.0};
    const double advance = (1.0 - 0.15) * dot(s.linearVelocity + cross(s.angularVelocity, disc), axis);
    const double j = advance / (20.0 * 0.3);
    EXPECT_GT(j, 0.05);  // under way after 3 s (the barge is slow: 0.7 m/s)
    // The disc's offset is carried in float, as every sample point's (WaterSurface.h): 1e-6.
    EXPECT_NEAR(thruster.advanceRatio, j, 1e-6 * j);
    const double expected = 0.9 * 1025.0 * 400.0 * std::pow(0.3, 4) * PropellerModel::bSeries(j, 3, 0.5, 1.0).thrust;
    const ForceResult& r = scene.action().body(&boat.body())->lastResult();
    EXPECT_NEAR(length(r.of(ForceKind::Thrust).force), expected, 1e-6 * expected);
}

TEST(AppendagesInAWorld, AHydrofoilLiftsTheHullAtSpeed) {
    // A 2 m wide foil of 0.5 m chord 0.3 m under the barge's bottom, its leading edge raised 0.1 rad:
    // at 8 m/s its lift, 1/2 rho V^2 S C_L ~ 1/2 1025 64 x 1 x 0.36 = 12 kN, carries a third of the
    // barge's 40 kN; launched at that speed, the barge rides higher than without it (its draft of
    // 0.5 m would shrink by up to 0.15 m; the speed falls as it goes, so at least 3 cm over 1 s).
    auto meanHeight = [](bool withFoil) {
        FloatingScene scene(std::make_shared<FlatWater>(0.0));
        const auto hull = barge();
        HullRigidBody& boat = scene.add(hull, hull->massPropertiesForDensity(512.5), btTransform::getIdentity(),
                                        ForceModel::displacementBoat());
        if (withFoil) {
            Foil wing;
            wing.root = {0.0, -0.8, -1.0};
            wing.spanAxis = {0.0, 0.0, 1.0};
            wing.span = 2.0;
            wing.chords = {0.5};
            wing.rootOnHull = false;
            Appendages a = Appendages::create({wing}, {}).value();
            EXPECT_TRUE(a.trySetDeflection(0, 0.1));
            scene.action().body(&boat.body())->setAppendages(std::move(a));
        }
        boat.body().setLinearVelocity(btVector3(8, 0, 0));
        double sum = 0.0;
        for (int f = 0; f < 60; ++f) {
            scene.frame();
            sum += double(boat.body().getCenterOfMassPosition().y());
        }
        return sum / 60.0;
    };
    EXPECT_GT(meanHeight(true), meanHeight(false) + 0.03);
}

TEST(AppendagesInAWorld, StabiliserFinsDampRollUnderWay) {
    // Two fins of 0.6 m x 0.3 m out from the barge's sides at the bilge: rolling at 0.5 rad/s, a
    // fin 1.3 m from the centre line meets the flow at atan(0.65 / 4) = 9 degrees at 4 m/s, and its
    // lift (~1 kN each, 1.3 m out) opposes the roll: over 2 s the roll rate it keeps is well below
    // the bare barge's.
    auto rolling = [](bool withFins) {
        FloatingScene scene(std::make_shared<FlatWater>(0.0));
        const auto hull = barge();
        HullRigidBody& boat = scene.add(hull, hull->massPropertiesForDensity(512.5), btTransform::getIdentity(),
                                        ForceModel::displacementBoat());
        if (withFins) {
            Foil starboard, port;
            starboard.root = {0.0, -0.4, 1.0};
            starboard.spanAxis = {0.0, 0.0, 1.0};
            starboard.span = 0.6;
            port = starboard;
            port.root.z = -1.0;
            port.spanAxis = {0.0, 0.0, -1.0};
            starboard.chords = port.chords = {0.3};
            scene.action().body(&boat.body())->setAppendages(Appendages::create({starboard, port}, {}).value());
        }
        boat.body().setLinearVelocity(btVector3(4, 0, 0));
        boat.body().setAngularVelocity(btVector3(btScalar(0.5), 0, 0));
        double sum = 0.0;
        for (int f = 0; f < 120; ++f) {
            scene.frame();
            sum += std::abs(double(boat.body().getAngularVelocity().x()));
        }
        return sum;
    };
    EXPECT_LT(rolling(true), 0.8 * rolling(false));
}

TEST(AppendagesInAWorld, ABodyNotRegisteredHasNoHandle) {
    FloatingScene scene(std::make_shared<FlatWater>(0.0));
    btRigidBody stranger(1.0, nullptr, nullptr);
    EXPECT_EQ(scene.action().body(&stranger), nullptr);
}

} // namespace
} // namespace hydro
