// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// BuoyancyAction in a real btDiscreteDynamicsWorld: equilibrium, bobbing period, substep
// independence, stability of upright and overturned boats, sinking, sleeping, determinism across
// runs and thread counts, and garbage in.

#include "BulletWorldSupport.h"
#include "CapturedLog.h"
#include "HydroTestSupport.h"
#include "WorkerPool.h"

#include "hydro/AddedMassTable.h"
#include "hydro/Compartment.h"
#include "hydro/FlatWater.h"
#include "hydro/Flooding.h"
#include "hydro/GerstnerWaves.h"
#include "hydro/HeightFieldWater.h"
#include "hydro/OceanSpectrumWaves.h"
#include "hydro/Hydrostatics.h"
#include "hydro/MeshError.h"
#include "hydro/SineWaves.h"
#include "hydro/WaterEffects.h"
#include "hydro/bullet/BulletTasks.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <limits>

namespace hydro {
namespace {

using namespace hydro::test;

std::shared_ptr<const HullMesh> cube() { return std::make_shared<const HullMesh>(hullFrom(makeBox({0.5, 0.5, 0.5}))); }
std::shared_ptr<const HullMesh> asset(const char* file) { return std::make_shared<const HullMesh>(assetHull(file)); }

/// Settles for buoyancy and Catto's drag only (a model whose equilibrium is exactly hydrostatic).
ForceModel settling() {
    ForceModel m = ForceModel::hydrostaticOnly();
    m.cattoLinearDrag = 1.0;
    m.cattoAngularDrag = 1.0;
    return m;
}

/// Draft of an upright cube of side 1: depth of its bottom below y = 0.
double cubeDraft(const HullRigidBody& b) { return 0.5 - double(b.body().getCenterOfMassPosition().y()); }

constexpr double kCubeMass = 500.0;  // density 500 kg/m^3
const double kCubeDraft = kCubeMass / kWater.density;  // wall-sided: V = A T
const double kCubePeriod = 2.0 * kPi * std::sqrt(kCubeMass / (kWater.density * kWater.gravity * 1.0));

/// Settled draft after 20 s, with `substeps` per 1/60 s frame.
double settledDraft(int substeps) {
    FloatingScene scene(std::make_shared<FlatWater>(0.0));
    const auto hull = cube();
    HullRigidBody& box = scene.add(hull, hull->massPropertiesForMass(kCubeMass), at(0, 0.3, 0), settling());
    for (int f = 0; f < 20 * 60; ++f) scene.frame(substeps);
    return cubeDraft(box);
}

/// Heave period with no drag, released 5 cm above equilibrium: mean spacing of the upward crossings
/// of equilibrium (interpolated) over about 8 periods.
double bobbingPeriod(int substeps) {
    FloatingScene scene(std::make_shared<FlatWater>(0.0));
    const auto hull = cube();
    HullRigidBody& box = scene.add(hull, hull->massPropertiesForMass(kCubeMass), at(0, 0.5 - kCubeDraft + 0.05, 0),
                                   ForceModel::hydrostaticOnly());
    box.body().setActivationState(DISABLE_DEACTIVATION);  // it passes slowly through the turning points
    std::vector<double> crossings;
    double previous = 0.05, time = 0.0;
    for (int f = 0; f < 12 * 60; ++f) {
        scene.frame(substeps);
        time += 1.0 / 60.0;
        const double offset = kCubeDraft - cubeDraft(box);
        if (previous < 0.0 && offset >= 0.0) crossings.push_back(time - (1.0 / 60.0) * offset / (offset - previous));
        previous = offset;
    }
    EXPECT_GE(crossings.size(), 6u);
    return (crossings.back() - crossings.front()) / double(crossings.size() - 1);
}

TEST(BuoyancyAction, ABoxSettlesAtTheAnalyticDraft) {
    // Draft T = m / (rho A); 1 % as the issue asks (measured: far closer, the surface method is exact
    // on flat water and Catto's drag vanishes at rest).
    EXPECT_NEAR(settledDraft(4), kCubeDraft, 0.01 * kCubeDraft);
}

TEST(BuoyancyAction, ABoxFollowsTheWaterWhenItIsReplaced) {
    // The tide comes in: the same cube settles at the same draft below the new level.
    FloatingScene scene(std::make_shared<FlatWater>(0.0));
    const auto hull = cube();
    HullRigidBody& box = scene.add(hull, hull->massPropertiesForMass(kCubeMass), at(0, 0.3, 0), settling());
    for (int f = 0; f < 20 * 60; ++f) scene.frame();
    const double level = 1.5;
    scene.action().setWater(std::make_shared<FlatWater>(level));
    for (int f = 0; f < 20 * 60; ++f) scene.frame();
    // 1 % of the draft, as ABoxSettlesAtTheAnalyticDraft: what 20 s of Catto's drag leaves.
    EXPECT_NEAR(cubeDraft(box) + level, kCubeDraft, 0.01 * kCubeDraft);
    EXPECT_GT(scene.action().body(&box.body())->lastEvaluationMicroseconds(), 0.0);
    EXPECT_TRUE(test::mentions(test::refusalOf(scene.action().trySetWater(nullptr)), "the water surface is null"));
}

TEST(BuoyancyAction, AWallSidedBoxBobsAtTheHeavePeriod) {
    // T = 2 pi sqrt(m / (rho g A_wp)) (no added mass in the model, so none in the answer); 3 %.
    EXPECT_NEAR(bobbingPeriod(4), kCubePeriod, 0.03 * kCubePeriod);
}

TEST(BuoyancyAction, MotionDoesNotDependOnTheSubstepCount) {
    // Impulses F dt per substep are semi-implicit Euler, whose period error is (w dt)^2 / 24 relative:
    // 0.02 % at one substep per frame. 1 % as the issue asks.
    const double draft4 = settledDraft(4), period4 = bobbingPeriod(4);
    for (int substeps : {1, 10}) {
        EXPECT_NEAR(settledDraft(substeps), draft4, 0.01 * draft4) << substeps << " substeps";
        EXPECT_NEAR(bobbingPeriod(substeps), period4, 0.01 * period4) << substeps << " substeps";
    }
}

/// The displacement boat at 35 % of the water it can displace, centre of mass raised by `raise` m,
/// heeled by `heel` and let go at its upright equilibrium height. Returns the roll after `seconds`.
double rollAfter(double heel, double raise, double seconds) {
    const auto hull = asset("displacement_boat.obj");
    MassProperties mass = hull->massPropertiesForMass(0.35 * kWater.density * hull->volume());
    mass.centroid.y += raise;
    const FlatWaterEquilibrium upright = solveHeave(*hull, mass.mass, mass.centroid, Mat3::identity(), kWater);
    FloatingScene scene(std::make_shared<FlatWater>(0.0));
    // Hull frame placed so that the centre of mass is at the equilibrium height.
    const btVector3 com(btScalar(mass.centroid.x), btScalar(mass.centroid.y), btScalar(mass.centroid.z));
    const btQuaternion q(btVector3(1, 0, 0), btScalar(heel));
    const btTransform hullToWorld = at(0, upright.heave, 0, q) * btTransform(btQuaternion::getIdentity(), -com);
    HullRigidBody& boat = scene.add(hull, mass, hullToWorld, ForceModel::displacementBoat());
    for (int f = 0; f < int(seconds * 60); ++f) scene.frame();
    return attitudeOf(boat.hullToWorld()).roll;
}

TEST(BuoyancyAction, AHeeledBoatReturnsUpright) {
    EXPECT_LT(std::abs(rollAfter(20 * kDegree, 0.0, 30.0)), 2 * kDegree);
}

TEST(BuoyancyAction, ABoatWithItsCentreOfMassTooHighCapsizes) {
    // 3 m above the solid's centroid puts G far above the metacentre (GM < 0): a 2 degree heel grows.
    EXPECT_GT(std::abs(rollAfter(2 * kDegree, 3.0, 30.0)), 60 * kDegree);
}

TEST(BuoyancyAction, ACapsizedHullDenserThanWaterSinksAtTheBuoyantRate) {
    // Upside down, wholly under water, drag off: m a = m g - rho g V, so a = g (1 - rho V / m).
    // 1 %: the hull is wholly wetted, so the surface integral is exact; Bullet integrates gravity and
    // our impulse alike (semi-implicit Euler is exact for a constant force).
    const auto hull = asset("displacement_boat.obj");
    const double mass = 1.5 * kWater.density * hull->volume();
    FloatingScene scene(std::make_shared<FlatWater>(0.0));
    HullRigidBody& boat = scene.add(hull, hull->massPropertiesForMass(mass),
                                    at(0, -10, 0, btQuaternion(btVector3(1, 0, 0), btScalar(kPi))),
                                    ForceModel::hydrostaticOnly());
    for (int f = 0; f < 60; ++f) scene.frame();
    const double expected = -kWater.gravity * (1.0 - kWater.density * hull->volume() / mass);
    EXPECT_NEAR(double(boat.body().getLinearVelocity().y()), expected * 1.0, 0.01 * std::abs(expected));
}

/// Flat water until `arrival`, then a swell: the wave that reaches a sleeping box.
class SwellArrives final : public WaterSurface {
public:
    explicit SwellArrives(double arrival) : arrival_(arrival) {}
    void sample(const PointBatch& p, double t, double relativeTo, const SampleOutputs& out) const override {
        (t < arrival_ ? static_cast<const WaterSurface&>(flat_) : swell_).sample(p, t, relativeTo, out);
    }

private:
    double arrival_;
    FlatWater flat_{0.0};
    SineWaves swell_{{{0.3, 15.0, 1.0, 0.0, 0.0}}};
};

TEST(BuoyancyAction, ASleepingBoxStaysAsleepOnFlatWaterAndWakesForAWave) {
    FloatingScene scene(std::make_shared<SwellArrives>(30.0));
    // A slab half as tall as it is wide, half the water's density: stable upright (GM = +0.21 m). (A
    // cube of that density is not, GM = -0.08 m: it stays upright only while nothing breaks its
    // symmetry, and its added mass's round-off does.)
    const auto hull = std::make_shared<const HullMesh>(hullFrom(makeBox({0.5, 0.25, 0.5})));
    // The default model: its wave-radiation damping settles the bob in a few cycles.
    HullRigidBody& box = scene.add(hull, hull->massPropertiesForDensity(500.0), at(0, 0.02, 0));
    int frame = 0;
    for (; frame < 15 * 60; ++frame) scene.frame();
    ASSERT_FALSE(box.body().isActive()) << "did not fall asleep on flat water";
    const btVector3 asleepAt = box.body().getCenterOfMassPosition();
    for (; frame < 30 * 60 - 1; ++frame) {
        scene.frame();
        ASSERT_FALSE(box.body().isActive()) << "woke on flat water at frame " << frame;
    }
    EXPECT_EQ(box.body().getCenterOfMassPosition(), asleepAt);
    bool woke = false;
    for (; frame < 31 * 60 && !woke; ++frame) {
        scene.frame();
        woke = box.body().isActive();
    }
    EXPECT_TRUE(woke) << "the swell did not wake it";
}

/// A btITaskScheduler a game might give Bullet, here over a WorkerPool, to test BulletTasks.
class PoolScheduler final : public btITaskScheduler {
public:
    explicit PoolScheduler(int threads) : btITaskScheduler("test pool"), pool_(threads) {}
    int getMaxNumThreads() const override { return pool_.threadCount(); }
    int getNumThreads() const override { return pool_.threadCount(); }
    void setNumThreads(int) override {}
    void parallelFor(int begin, int end, int grain, const btIParallelForBody& body) override {
        struct Range {
            int begin;
            const btIParallelForBody* body;
        } range{begin, &body};
        pool_.parallelFor(std::size_t(end - begin), std::size_t(grain), [](std::size_t b, std::size_t e, void* context) {
            const Range& r = *static_cast<const Range*>(context);
            r.body->forLoop(r.begin + int(b), r.begin + int(e));
        }, &range);
    }
    btScalar parallelSum(int begin, int end, int, const btIParallelSumBody& body) override { return body.sumLoop(begin, end); }

private:
    tool::WorkerPool pool_;
};

/// The fleet's hulls, their bodies' mass and their added-mass tables, made once for every world the
/// test compares and given to each as a game gives a table it keeps (BuoyancyAction::
/// tryUseAddedMassTable): made by each new world, the tables' panel solves were most of the test's
/// time under qemu-user, and they are not what it compares.
struct FleetHull {
    std::shared_ptr<const HullMesh> hull;
    MassProperties mass;
    std::shared_ptr<const AddedMassTable> table;
};
FleetHull fleetHull(std::shared_ptr<const HullMesh> hull, double density) {
    const MassProperties mass = hull->massPropertiesForDensity(density);
    auto table = std::make_shared<const AddedMassTable>(AddedMassTable::create(*hull, mass.centroid, kWater));
    return {std::move(hull), mass, std::move(table)};
}
struct FleetHulls {
    FleetHull boat = fleetHull(asset("displacement_boat.obj"), 0.35 * kWater.density);
    FleetHull barrel = fleetHull(asset("barrel.obj"), 300.0);
    FleetHull box = fleetHull(cube(), 600.0);
};
const FleetHulls& fleetHulls() {
    static const FleetHulls hulls;
    return hulls;
}

/// A mixed fleet on a swell with every force on, `frames` frames, bodies evaluated by `tasks`.
std::uint64_t fleetHash(TaskSystem* tasks, int frames) {
    BuoyancyAction::Settings settings;
    settings.tasks = tasks;
    FloatingScene scene(std::make_shared<SineWaves>(std::vector<SineWave>{{0.5, 20.0, 1.0, 0.3, 0.0}, {0.2, 7.0, -0.5, 1.0, 1.0}}),
                        settings);
    const FleetHulls& fleet = fleetHulls();
    for (const FleetHull* h : {&fleet.boat, &fleet.barrel, &fleet.box})
        EXPECT_TRUE(scene.action().tryUseAddedMassTable(h->hull, h->mass.centroid, h->table));
    for (int i = 0; i < 3; ++i) {
        scene.add(fleet.boat.hull, fleet.boat.mass, at(15.0 * i, 0.5, 0), ForceModel::displacementBoat());
        scene.add(fleet.barrel.hull, fleet.barrel.mass, at(15.0 * i, 1.0, 8), ForceModel::floatingCrate());
        scene.add(fleet.box.hull, fleet.box.mass, at(15.0 * i + 4, 2.0, -6), ForceModel::floatingCrate());
    }
    for (int f = 0; f < frames; ++f) scene.frame();
    return scene.stateHash();
}

/// Frames of the fleet compared: 10 s, or 1 s under qemu-user, where every floating-point instruction
/// is emulated (the runs of 1 s take 34 s there; of 10 s, while each world made its own added-mass
/// tables, 10 to 25 minutes). A second is still 240 substeps of nine bodies split between the
/// threads each time: an ordering or a race shows in the bits as well.
#if defined(HYDRO_TESTS_UNDER_QEMU)
constexpr int kFleetFrames = 60;
#else
constexpr int kFleetFrames = 600;
#endif

TEST(BuoyancyAction, TheFinalStateIsBitIdenticalAcrossRunsTaskSystemsAndThreadCounts) {
    const std::uint64_t first = fleetHash(nullptr, kFleetFrames);  // every body on the stepping thread
    EXPECT_EQ(fleetHash(nullptr, kFleetFrames), first);
    SequentialTasks sequential;
    EXPECT_EQ(fleetHash(&sequential, kFleetFrames), first);
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
    GTEST_SKIP() << "WebAssembly built without threads: std::thread cannot start one, so only the stepping "
                    "thread and a sequential task system were compared";
#endif
    for (int threads : {1, 2, 3, 8}) {
        tool::WorkerPool pool(threads);
        EXPECT_EQ(fleetHash(&pool, kFleetFrames), first) << threads << " threads";
    }
    PoolScheduler scheduler(3);  // the game gave Bullet a scheduler: the water shares it
    BulletTasks bullet(scheduler);
    EXPECT_EQ(fleetHash(&bullet, kFleetFrames), first);
}

TEST(BuoyancyAction, GarbageInNeverPutsANanIntoBullet) {
    CapturedLog log;
    FloatingScene scene(std::make_shared<FlatWater>(0.0));
    const auto hull = cube();
    HullRigidBody& poisoned = scene.add(hull, hull->massPropertiesForMass(kCubeMass), at(0, 0, 0), settling());
    HullRigidBody& teleported = scene.add(hull, hull->massPropertiesForMass(kCubeMass), at(5, 0, 0), settling());
    HullRigidBody& healthy = scene.add(hull, hull->massPropertiesForMass(kCubeMass), at(-5, 0, 0), settling());
    HullRigidBody& misplaced = scene.add(hull, hull->massPropertiesForMass(kCubeMass), at(10, 0, 0), settling());
    scene.frame();

    const btScalar nan = std::numeric_limits<btScalar>::quiet_NaN();
    poisoned.body().setLinearVelocity(btVector3(nan, 0, 0));
    teleported.body().setCenterOfMassTransform(at(1e6, 0, 1e6));
    teleported.body().activate();
    misplaced.body().setCenterOfMassTransform(at(10, double(nan), 0));
    scene.frame();
    // Each NaN is reported as a NaN in that body (by address and hull), not only as Bullet's
    // overflowed bounds. Bullet moves the body before the action runs, so the NaN velocity has
    // reached the position by then.
    auto reported = [&](const btRigidBody& body, const std::string& what) {
        char address[32];
        std::snprintf(address, sizeof address, "%p", static_cast<const void*>(&body));
        for (const std::string& m : log.messages)
            if (mentions(m, address) && mentions(m, what)) return true;
        return false;
    };
    EXPECT_TRUE(reported(poisoned.body(), "its position (nan, ")) << ::testing::PrintToString(log.messages);
    EXPECT_TRUE(reported(misplaced.body(), "its position (10, nan, 0) is not finite")) << ::testing::PrintToString(log.messages);
    for (const HullRigidBody* quiet : {&healthy, &teleported})
        EXPECT_FALSE(reported(quiet->body(), "")) << ::testing::PrintToString(log.messages);
    EXPECT_GT(scene.action().invalidStateCount(), 0u);
    // Refused in the first substep; Bullet then disables the NaN body (its bounds overflow), and
    // the last substep's result says it was not evaluated.
    EXPECT_EQ(scene.action().body(&poisoned.body())->lastSkip(), FloatingBody::Skip::Disabled);
    EXPECT_EQ(scene.action().body(&poisoned.body())->lastResult().status, ForceResult::Status::NotEvaluated);
    EXPECT_EQ(scene.action().body(&poisoned.body())->lastResult().force, Vec3{});
    const ForceResult* far = &scene.action().body(&teleported.body())->lastResult();
    EXPECT_EQ(far->status, ForceResult::Status::Ok);
    EXPECT_TRUE(isFinite(far->force) && isFinite(far->torque));
    EXPECT_GT(far->force.y, 0.0);  // still floating there
    const btVector3 v = healthy.body().getLinearVelocity();
    EXPECT_TRUE(std::isfinite(double(v.x())) && std::isfinite(double(v.y())) && std::isfinite(double(v.z())));

    // A body taken out of the world but not out of the action is skipped, not touched.
    scene.world().removeRigidBody(&healthy.body());
    const btVector3 before = healthy.body().getLinearVelocity();
    scene.frame();
    EXPECT_EQ(healthy.body().getLinearVelocity(), before);
    scene.world().addRigidBody(&healthy.body());
}

/// Counts what the action draws, by colour.
class RecordingDrawer final : public btIDebugDraw {
public:
    int cyan = 0, blue = 0, yellow = 0, other = 0;
    void drawLine(const btVector3&, const btVector3&, const btVector3& colour) override {
        if (colour == btVector3(0, 1, 1)) ++cyan;
        else if (colour == btVector3(btScalar(0.2f), btScalar(0.4f), 1)) ++blue;
        else if (colour == btVector3(1, 1, 0)) ++yellow;
        else ++other;
    }
    void drawContactPoint(const btVector3&, const btVector3&, btScalar, int, const btVector3&) override {}
    void reportErrorWarning(const char*) override {}
    void draw3dText(const btVector3&, const char*) override {}
    void setDebugMode(int) override {}
    int getDebugMode() const override { return DBG_DrawWireframe; }
};

TEST(BuoyancyAction, DebugDrawShowsWaterlineWettedTrianglesBuoyancyAndForces) {
    BuoyancyAction::Settings settings;
    settings.collectWaterline = true;
    FloatingScene scene(std::make_shared<FlatWater>(0.0), settings);
    const auto hull = cube();
    HullRigidBody& body = scene.add(hull, hull->massPropertiesForMass(kCubeMass), at(0, 0, 0), ForceModel::floatingCrate());
    // A fin under it and a thruster behind it: their forces are drawn where they act.
    Foil fin;
    fin.root = {0.0, -0.5, 0.0};
    fin.span = 0.3;
    Thruster screw;
    screw.position = {-0.5, -0.4, 0.0};
    scene.action().body(&body.body())->setAppendages(Appendages::create({fin}, {}, {screw}).value());
    scene.frame();
    RecordingDrawer drawer;
    scene.action().debugDraw(&drawer);
    // Half under water: the waterline crosses the 8 side triangles once each; 10 triangles touch the
    // water (8 sides and the 2 of the bottom), drawn as 3 lines each; a 3-line cross; an arrow per
    // force kind, and one for the fin and one for the thruster.
    EXPECT_EQ(drawer.cyan, 8);
    EXPECT_EQ(drawer.blue, 30);
    EXPECT_EQ(drawer.yellow, 3);
    EXPECT_EQ(drawer.other, int(kForceKindCount) + 2);
}

TEST(BuoyancyAction, TheLastStateAndWaterlineFeedWaterEffects) {
    // What a game does for spray and wakes (docs/effects.md §1): each frame, every body's last result
    // and state into WaterEffects. A cube shoved along x at 3 m/s leaves foam along its track.
    BuoyancyAction::Settings settings;
    settings.collectWaterline = true;
    const auto water = std::make_shared<FlatWater>(0.0);
    FloatingScene scene(water, settings);
    const auto hull = cube();
    // Without drag it keeps its speed.
    HullRigidBody& box = scene.add(hull, hull->massPropertiesForMass(kCubeMass), at(0, 0.5 - kCubeDraft, 0),
                                   ForceModel::hydrostaticOnly());
    box.body().setLinearVelocity(btVector3(3, 0, 0));
    WaterEffects effects;
    for (int f = 0; f < 60; ++f) {
        scene.frame();
        const BodyState* state = &scene.action().body(&box.body())->lastState();
        ASSERT_NE(state, nullptr);
        // The state the kernel read at the last substep is the body's pose after the frame: Bullet
        // runs its actions after it moves the bodies.
        const btVector3 position = box.body().getCenterOfMassPosition();
        EXPECT_EQ(state->centreOfMass.x, double(position.x()));
        EXPECT_NEAR(state->time, (f + 1) / 60.0, 1e-6);  // Bullet's float substeps, summed
        effects.emit(scene.action().body(&box.body())->lastResult(), *state, *water, 1.0 / 60.0);
        effects.advance(*water, state->time, 1.0 / 60.0);
    }
    // The hull's own foam alone is foamRate x 4 m of waterline x (3 - foamSpeed) m/s x 1 s = 32 patches
    // (the rate itself is checked in WaterEffectsTest); the bow's spray lands as more.
    const WaterEffectsSettings& rates = effects.settings();
    ASSERT_GT(double(effects.foam().size()), rates.foamRate * 4.0 * (3.0 - rates.foamSpeed) * 1.0);
    const double stern = double(box.body().getCenterOfMassPosition().x()) - 0.5;
    const auto behind = std::count_if(effects.foam().begin(), effects.foam().end(),
                                      [&](const FoamPatch& p) { return p.position.x < stern; });
    EXPECT_GT(double(behind), 0.5 * double(effects.foam().size()));  // a wake: most of it astern
    EXPECT_EQ(scene.action().body(nullptr), nullptr);
}

TEST(BuoyancyAction, ABoatRidesEveryWaterModel) {
    // Gerstner waves, the spectral ocean at WMO "moderate" and the game's height field all reach the
    // boat through the same batched WaterSurface queries: over 10 s it must ride each one, its
    // centre of mass never further from the surface under it than the hull is deep, with no
    // invalid state. (A 32-node ocean tile: one prepare per substep stays cheap under sanitizers.)
    const auto boat = asset("displacement_boat.obj");
    const double depth = boat->aabbMax().y - boat->aabbMin().y;
    HeightFieldLayout layout;
    layout.columns = layout.rows = 64;
    layout.originX = layout.originZ = -32.0;
    layout.periodic = true;
    auto grid = std::make_shared<HeightFieldWater>(layout);
    std::vector<float> heights(64 * 64);
    for (std::size_t n = 0; n < heights.size(); ++n) heights[n] = float(0.4 * std::sin(2 * kPi * double(n % 64) / 16.0));
    grid->setHeights(heights.data());
    OceanSettings coarse;
    coarse.resolution = 32;
    const std::shared_ptr<const WaterSurface> waters[] = {
        std::make_shared<GerstnerWaves>(std::vector<GerstnerWave>{{0.6, 30.0, 1.0, 0.3, 0.4, 0.0}, {0.2, 9.0, 0.2, 1.0, 0.3, 1.0}}),
        std::make_shared<OceanSpectrumWaves>(OceanSpectrum::forSeaState(SeaState::Moderate), coarse), grid};
    for (const auto& water : waters) {
        FloatingScene scene(water);
        const MassProperties mass = boat->massPropertiesForMass(0.35 * kWater.density * boat->volume());
        HullRigidBody& body = scene.add(boat, mass, at(0, 0, 0), ForceModel::displacementBoat());
        double worst = 0.0;
        for (int f = 0; f < 10 * 60; ++f) {
            scene.frame();
            const btVector3 com = body.body().getCenterOfMassPosition();
            const float offset = 0.0f;
            float surface = 0.0f;
            water->sampleHeights({{double(com.x()), 0.0, double(com.z())}, &offset, nullptr, &offset, 1},
                                 scene.action().time(), 0.0, &surface);
            worst = std::max(worst, std::abs(double(com.y()) - double(surface)));
        }
        EXPECT_LT(worst, depth);
        EXPECT_EQ(scene.action().invalidStateCount(), 0u);
    }
}

TEST(BuoyancyAction, RefusesBodiesItCannotFloat) {
    FloatingScene scene(std::make_shared<FlatWater>(0.0));
    const auto hull = cube();
    btBoxShape shape(btVector3(btScalar(0.5), btScalar(0.5), btScalar(0.5)));
    btRigidBody staticBody(btScalar(0), nullptr, &shape);
    BuoyancyAction& action = scene.action();
    const btTransform identity = btTransform::getIdentity();
    std::string message = test::refusalOf(action.tryAddBody(&staticBody, hull, identity));
    EXPECT_TRUE(test::mentions(message, "zero mass")) << message;
    btRigidBody dynamic(btScalar(1), nullptr, &shape);
    EXPECT_TRUE(test::mentions(test::refusalOf(action.tryAddBody(&dynamic, nullptr, identity)), "the hull is null"));
    EXPECT_TRUE(test::mentions(test::refusalOf(action.tryAddBody(nullptr, hull, identity)), "the body is null"));
    ForceModel bad;
    bad.pressureDragQuadratic = -1;
    message = test::refusalOf(action.tryAddBody(&dynamic, hull, identity, bad));
    EXPECT_TRUE(test::mentions(message, "pressureDragQuadratic")) << message;
    EXPECT_EQ(action.bodyCount(), 0u);  // nothing registered by a refusal
    ASSERT_TRUE(action.tryAddBody(&dynamic, hull, identity).ok());
    EXPECT_TRUE(test::mentions(test::refusalOf(action.tryAddBody(&dynamic, hull, identity)), "already registered"));
    EXPECT_TRUE(test::mentions(test::refusalOf(action.body(&dynamic)->trySetForceModel(bad)), "pressureDragQuadratic"));
    EXPECT_EQ(action.body(&dynamic)->forceModel().pressureDragQuadratic, ForceModel{}.pressureDragQuadratic);
    EXPECT_TRUE(action.removeBody(&dynamic));
    EXPECT_FALSE(action.removeBody(&dynamic));
    EXPECT_EQ(action.body(&dynamic), nullptr);
    // A hull with no triangles never gets this far: building it fails, naming the rule.
    const Result<HullMesh, MeshError> empty = HullMesh::tryFromArrays(std::vector<float>{}, {}, {}, "empty.obj");
    ASSERT_FALSE(empty.ok());
    EXPECT_EQ(empty.error().rule(), MeshRule::Empty);
    EXPECT_TRUE(test::mentions(test::refusalOf(BuoyancyAction::create(nullptr, BuoyancyAction::Settings{})),
                               "the water surface is null"));
}

TEST(BuoyancyAction, EachBodysHandleStaysItsOwnWhileOthersComeAndGo) {
    // docs/bullet.md §6: the handle addBody gives is the body's until it is removed, whatever
    // happens to the others, and what is set through it reaches that body alone.
    FloatingScene scene(std::make_shared<FlatWater>(0.0));
    const auto hull = cube();
    const MassProperties mass = hull->massPropertiesForDensity(500.0);
    std::vector<std::unique_ptr<HullRigidBody>> crates;
    std::vector<FloatingBody*> handles;
    for (int i = 0; i < 4; ++i) {
        crates.push_back(std::make_unique<HullRigidBody>(hull, mass, at(3.0 * i, 0, 0)));
        crates.back()->addToWorld(scene.world());
        handles.push_back(&scene.action().addBody(*crates.back()));
    }
    for (int i = 0; i < 4; ++i) {
        EXPECT_EQ(scene.action().body(&crates[std::size_t(i)]->body()), handles[std::size_t(i)]);
        EXPECT_EQ(&handles[std::size_t(i)]->rigidBody(), &crates[std::size_t(i)]->body());
    }
    // The second crate's interval and the third's flooding set through their handles, then the
    // first crate removed: the others keep their handles, and each its own settings.
    handles[1]->setEvaluationInterval(3);
    Flooding flooding;
    flooding.addCompartment(Compartment::create("inside", hull, 1.0));
    ASSERT_TRUE(flooding.tryAddBreach({0.0, -0.4, 0.0}, 0.01));  // in its bottom half, under water
    ASSERT_TRUE(handles[2]->trySetFlooding(std::move(flooding)));
    crates[0].reset();  // a HullRigidBody takes itself out of the action
    EXPECT_EQ(scene.action().bodyCount(), 3u);
    for (int i = 1; i < 4; ++i) EXPECT_EQ(scene.action().body(&crates[std::size_t(i)]->body()), handles[std::size_t(i)]);
    EXPECT_EQ(handles[1]->evaluationInterval(), 3);
    EXPECT_EQ(handles[3]->evaluationInterval(), 1);
    EXPECT_EQ(handles[2]->flooding().compartmentCount(), 1u);
    EXPECT_EQ(handles[3]->flooding().compartmentCount(), 0u);
    for (int frame = 0; frame < 120; ++frame) scene.frame();
    // Each result is its own body's: the two crates without water float at the draft of half their
    // depth (density 500; 1 % for the held evaluations' bobbing), the holed one has taken water.
    EXPECT_NEAR(handles[1]->lastResult().submergedVolume, 0.5 * hull->volume(), 0.01 * hull->volume());
    EXPECT_NEAR(handles[3]->lastResult().submergedVolume, 0.5 * hull->volume(), 0.01 * hull->volume());
    EXPECT_GT(handles[2]->flooding().water(0).volume, 0.0);
    EXPECT_EQ(handles[1]->lastSkip(), FloatingBody::Skip::None);
    EXPECT_EQ(handles[3]->lastState().time, scene.action().time());
}

} // namespace
} // namespace hydro
