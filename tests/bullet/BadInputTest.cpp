// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// Bad input never hangs, crashes or poisons Bullet: one regression test per finding of the fuzzing
// and fault runs (loaders, the kernel's magnitude ranges of Limits.h, wave models, the action's skip
// reasons). The sanitizer build runs these too, so the undefined-behaviour findings are checked by
// UBSan there, not only by their results here.

#include "BulletWorldSupport.h"
#include "HydroTestSupport.h"
#include "ScratchDirectory.h"

#include "hydro/FlatWater.h"
#include "hydro/GerstnerWaves.h"
#include "hydro/HeightFieldWater.h"
#include "hydro/Limits.h"
#include "hydro/MeshError.h"
#include "hydro/OceanSpectrumWaves.h"
#include "hydro/SineWaves.h"

#include <gtest/gtest.h>

#include <sys/stat.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <limits>
#include <string>
#include <vector>

namespace hydro {
namespace {

using namespace hydro::test;
namespace fs = std::filesystem;

/// A closed unit cube as OBJ text, with `extra` statements before it.
std::string cubeObj(const std::string& extra = "", double scale = 1.0) {
    std::ostringstream s;
    s << extra;
    for (int i = 0; i < 8; ++i)
        s << "v " << scale * ((i & 1) ? 0.5 : -0.5) << ' ' << scale * ((i & 2) ? 0.5 : -0.5) << ' '
          << scale * ((i & 4) ? 0.5 : -0.5) << '\n';
    s << "f 1 3 4 2\nf 5 6 8 7\nf 1 2 6 5\nf 3 7 8 4\nf 1 5 7 3\nf 2 4 8 6\n";
    return s.str();
}

// ---- hull files -------------------------------------------------------------------------------

#if !defined(_WIN32)  // FIFOs in the file system and /dev/zero are POSIX's; Windows has neither
TEST(BadHullFile, AMaterialLibraryIsNeverOpened) {
    // The fuzzer's `mtllib ../../../../dev/zero` read until memory ran out; a `.mtl` that is a FIFO
    // blocked for ever. Neither is opened now: the hull loads.
    const fs::path dir = test::scratchDirectory("bad-input");
    const fs::path fifo = dir / "blocks.mtl";
    fs::remove(fifo);
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    const fs::path obj = dir / "cube.obj";
    std::ofstream(obj) << cubeObj("mtllib ../../../../../../../../dev/zero\nmtllib blocks.mtl\nusemtl x\n");
    const HullMesh hull = HullMesh::fromObjFile(obj.string());
    EXPECT_NEAR(hull.volume(), 1.0, 1e-6);
}

TEST(BadHullFile, ADeviceAPipeOrADirectoryIsRefusedNamingTheFile) {
    const fs::path dir = test::scratchDirectory("bad-input");
    const fs::path fifo = dir / "hull.obj";
    fs::remove(fifo);
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    for (const std::string& path : {std::string("/dev/zero"), fifo.string(), dir.string()}) {
        const std::string message = test::refusalOf(HullMesh::tryFromObjFile(path));
#if defined(__EMSCRIPTEN__)
        // Node's file system, as Emscripten reaches it, says a FIFO is a regular file, which then
        // reads empty: refused all the same, naming the file, and nothing blocks.
        if (path == fifo.string()) {
            EXPECT_NE(message.find(path + ": empty mesh"), std::string::npos) << message;
            continue;
        }
#endif
        EXPECT_NE(message.find(path + ": unreadable: file: is not a regular file"), std::string::npos) << message;
    }
    const std::string missing = test::refusalOf(HullMesh::tryFromObjFile((dir / "none.obj").string()));
    EXPECT_NE(missing.find("none.obj: unreadable: file: cannot be opened (no such file)"), std::string::npos) << missing;
}
#endif

TEST(BadHullFile, NumbersThatWouldOverflowTheParserAreRefusedNamingTheLine) {
    // tinyobjloader accumulates exponent and index digits in an int without a bound (signed
    // overflow, undefined behaviour): such tokens never reach it.
    struct Case {
        std::string text, expected;
    } cases[] = {
        {"v 0e2147483649 0 0\n" + cubeObj(), "line 1: '0e2147483649' has an exponent of more than three digits"},
        {cubeObj() + "f 99999999999 1 2\n", "line 15: '99999999999' has an index of more than nine digits"},
        {cubeObj() + "f 1/2/99999999999 1 2\n", "has an index of more than nine digits"},
        {"v " + std::string(100, '1') + " 0 0\n" + cubeObj(), "line 1: '" + std::string(64, '1') + "' is too long"},
        {"v nan 0 0\n" + cubeObj(), "fuzz.obj: non-finite coordinate: OBJ vertex 1: coordinate x is 'nan' (line 1)"},
    };
    for (const Case& c : cases) {
        const std::string message = test::refusalOf(HullMesh::tryFromObjText(c.text, "fuzz.obj"));
        EXPECT_NE(message.find(c.expected), std::string::npos) << "got: " << message;
        EXPECT_EQ(message.rfind("fuzz.obj: ", 0), 0u) << message;
    }
}

TEST(BadHullFile, AHullScaledBeyondTheLimitsIsRefusedWithTheFix) {
    const std::string message = test::refusalOf(HullMesh::tryFromObjText(cubeObj("", 1e20), "huge.obj"));
    EXPECT_NE(message.find("huge.obj: coordinate out of range: OBJ vertex 1: coordinate x = -5e19 m is outside [-100000, 100000] m"), std::string::npos)
        << message;
    EXPECT_NE(message.find("needs scaling to metres"), std::string::npos) << message;
}

// ---- the kernel's ranges ----------------------------------------------------------------------

class KernelRanges : public ::testing::TestWithParam<SimdArch> {};

TEST_P(KernelRanges, EveryFieldBeyondItsRangeGivesInvalidStateAndZerosNeverAnOkWithANan) {
    // The fuzzer's single-field cases: finite values that overflowed float inside the kernel and
    // came out as an Ok with NaN forces. Each is now refused, with every output zero.
    const HullMesh box = hullFrom(makeBox({1.0, 0.25, 0.5}));
    const FlatWater still(0.0);
    const BodyState good = poseOf(box, {0, 0, 0});
    const ForceModel everything = [] {
        ForceModel m = ForceModel::planingBoat();
        m.cattoLinearDrag = m.cattoAngularDrag = 1.0;
        return m;
    }();
    struct Case {
        const char* what;
        std::function<void(BodyState&, ForceModel&, WaterProperties&, double&)> spoil;
    } cases[] = {
        {"velocity 1e19 m/s", [](BodyState& s, ForceModel&, WaterProperties&, double&) { s.linearVelocity = {1e19, 0, 0}; }},
        {"spin 1e20 rad/s", [](BodyState& s, ForceModel&, WaterProperties&, double&) { s.angularVelocity = {0, 1e20, 0}; }},
        {"step 1e-300 s", [](BodyState&, ForceModel&, WaterProperties&, double& dt) { dt = 1e-300; }},
        {"step 1e300 s", [](BodyState&, ForceModel&, WaterProperties&, double& dt) { dt = 1e300; }},
        {"mass 1e300 kg", [](BodyState& s, ForceModel&, WaterProperties&, double&) { s.mass = 1e300; }},
        {"mass 1e-300 kg", [](BodyState& s, ForceModel&, WaterProperties&, double&) { s.mass = 1e-300; }},
        {"position 1e30 m", [](BodyState& s, ForceModel&, WaterProperties&, double&) { s.centreOfMass = {1e30, 0, 0}; }},
        {"time 1e300 s", [](BodyState& s, ForceModel&, WaterProperties&, double&) { s.time = 1e300; }},
        {"inertia 1e300", [](BodyState& s, ForceModel&, WaterProperties&, double&) { s.inertia(1, 1) = 1e300; }},
        {"rotation 1e10", [](BodyState& s, ForceModel&, WaterProperties&, double&) { s.rotation(0, 0) = 1e10; }},
        {"density 1e300", [](BodyState&, ForceModel&, WaterProperties& w, double&) { w.density = 1e300; }},
        {"density -1000", [](BodyState&, ForceModel&, WaterProperties& w, double&) { w.density = -1000; }},
        {"gravity 1e300", [](BodyState&, ForceModel&, WaterProperties& w, double&) { w.gravity = 1e300; }},
        {"viscosity 1e-300", [](BodyState&, ForceModel&, WaterProperties& w, double&) { w.kinematicViscosity = 1e-300; }},
        {"air density 1e300", [](BodyState&, ForceModel&, WaterProperties& w, double&) { w.airDensity = 1e300; }},
        {"pressure drag 1e300", [](BodyState&, ForceModel& m, WaterProperties&, double&) { m.pressureDragQuadratic = 1e300; }},
        {"friction 1e300", [](BodyState&, ForceModel& m, WaterProperties&, double&) { m.frictionScale = 1e300; }},
        {"slamming 1e300", [](BodyState&, ForceModel& m, WaterProperties&, double&) { m.slammingScale = 1e300; }},
        {"Gamma_max 1e-300", [](BodyState&, ForceModel& m, WaterProperties&, double&) { m.slammingMaxAcceleration = 1e-300; }},
        {"reference speed 1e-300", [](BodyState&, ForceModel& m, WaterProperties&, double&) { m.referenceSpeed = 1e-300; }},
        {"falloff 1e300", [](BodyState&, ForceModel& m, WaterProperties&, double&) { m.pressureFalloff = 1e300; }},
        {"damping 1e300", [](BodyState&, ForceModel& m, WaterProperties&, double&) { m.quadraticAngularDamping = 1e300; }},
        {"radiation 1e300", [](BodyState&, ForceModel& m, WaterProperties&, double&) { m.radiationDamping = 1e300; }},
    };
    for (const Case& c : cases) {
        BodyState s = good;
        s.linearVelocity = {3, -1, 0.5};
        s.angularVelocity = {0.2, 0.1, 0};
        ForceModel model = everything;
        WaterProperties water;
        double dt = 1.0 / 240.0;
        c.spoil(s, model, water, dt);
        ForceKernel::Settings settings;
        settings.arch = GetParam();
        ForceKernel kernel(box, settings);
        WaterPatch patch = WaterPatch::forHull(box, box.centroid());
        patch.follow(s.centreOfMass, still, s.time, true);
        ForceResult r;
        kernel.compute(s, patch, water, model, dt, r);
        EXPECT_EQ(r.status, ForceResult::Status::InvalidState) << c.what;
        EXPECT_EQ(r.force, Vec3{}) << c.what;
        EXPECT_EQ(r.torque, Vec3{}) << c.what;
        EXPECT_EQ(r.submergedVolume, 0.0) << c.what;
    }
}

INSTANTIATE_TEST_SUITE_P(EveryArch, KernelRanges, ::testing::ValuesIn(archesToTest()),
                         [](const auto& param) { return std::string(archName(param.param)); });

/// A surface that gives what it is told to, to stand for a broken game height field or ocean.
class PoisonedWater final : public WaterSurface {
public:
    explicit PoisonedWater(float height, float velocity) : height_(height), velocity_(velocity) {}
    void sample(const PointBatch& p, double, double, const SampleOutputs& out) const override {
        if (out.height) std::fill(out.height, out.height + p.count, height_);
        if (out.vx) {
            std::fill(out.vx, out.vx + p.count, velocity_);
            std::fill(out.vy, out.vy + p.count, 0.0f);
            std::fill(out.vz, out.vz + p.count, 0.0f);
        }
    }

private:
    float height_, velocity_;
};

TEST(KernelRanges, AWaterSurfaceThatGivesNanOrHugeValuesIsReportedNotIntegrated) {
    const HullMesh box = hullFrom(makeBox({1.0, 0.25, 0.5}));
    const float nan = std::numeric_limits<float>::quiet_NaN();
    for (const PoisonedWater& water : {PoisonedWater(nan, 0), PoisonedWater(1e30f, 0), PoisonedWater(0, nan),
                                       PoisonedWater(0, 1e30f)}) {
        ForceKernel kernel(box);
        WaterPatch patch = WaterPatch::forHull(box, box.centroid());
        const BodyState s = poseOf(box, {0, 0, 0});
        patch.follow(s.centreOfMass, water, 0.0, true);
        EXPECT_FALSE(patch.valid());
        ForceResult r;
        kernel.compute(s, patch, WaterProperties{}, ForceModel{}, 1.0 / 240.0, r);
        EXPECT_EQ(r.status, ForceResult::Status::InvalidWater);
        EXPECT_EQ(r.force, Vec3{});
    }
}

// ---- wave models ------------------------------------------------------------------------------

TEST(BadWaves, WavelengthsAmplitudesAndCurrentsBeyondTheLimitsAreRefusedNamingTheField) {
    // A 1e300 or 1e-300 m Gerstner wave gave NaN heights, and the kernel an Ok with no buoyancy.
    EXPECT_EQ(test::refusalOf(GerstnerWaves::create({{1.0, 1e300, 1.0, 0.0, 0.1, 0.0}})),
              "GerstnerWaves: wave 0: wavelength = 1e300 m is outside [0.01, 100000] m");
    EXPECT_EQ(test::refusalOf(GerstnerWaves::create({{1.0, 1e-300, 1.0, 0.0, 0.1, 0.0}})),
              "GerstnerWaves: wave 0: wavelength = 1e-300 m is outside [0.01, 100000] m");
    EXPECT_EQ(test::refusalOf(GerstnerWaves::create({{1e30, 20.0, 1.0, 0.0, 0.1, 0.0}})),
              "GerstnerWaves: wave 0: amplitude = 1e30 m is outside [0, 1000] m");
    EXPECT_EQ(test::refusalOf(GerstnerWaves::create({}, 0.0, {1e30, 0, 0})),
              "GerstnerWaves: current speed = 1e30 m/s is outside [0, 10000] m/s");
    EXPECT_EQ(test::refusalOf(SineWaves::create({{0.5, 1e-7, 1.0, 0.0, 0.0}})),
              "SineWaves: wave 0: wavelength = 1e-7 m is outside [0.01, 100000] m");
    EXPECT_EQ(test::refusalOf(FlatWater::create(0.0, {1e30, 0, 0})), "FlatWater: current speed = 1e30 m/s is outside [0, 10000] m/s");
    EXPECT_EQ(test::refusalOf(FlatWater::create(1e300)), "FlatWater: level = 1e300 m is outside [-1e7, 1e7] m");
}

TEST(BadWaves, TheSpectralOceanAndTheGameGridCheckTheSameLimits) {
    OceanSpectrum spectrum;
    spectrum.peakPeriod = 1e-300;  // a peak wavelength of 1e-600 m
    EXPECT_NE(test::refusalOf(OceanSpectrumWaves::create(spectrum)).find("peakPeriod"), std::string::npos);
    spectrum = OceanSpectrum{};
    spectrum.significantWaveHeight = 1e30;
    EXPECT_NE(test::refusalOf(OceanSpectrumWaves::create(spectrum)).find("significantWaveHeight"), std::string::npos);
    OceanSettings settings;
    settings.current = {1e30, 0, 0};
    EXPECT_NE(test::refusalOf(OceanSpectrumWaves::create(OceanSpectrum{}, settings)).find("OceanSpectrumWaves: current speed = 1e30 m/s is outside [0, 10000] m/s"), std::string::npos);
    EXPECT_NE(test::refusalOf(HeightFieldWater::create({4, 4, 1e30, 0.0, 1.0})).find("originX"), std::string::npos);
    EXPECT_NE(test::refusalOf(HeightFieldWater::create({1u << 20, 1u << 20, 0.0, 0.0, 1.0})).find("at most 2^26 nodes"),
              std::string::npos);
    HeightFieldWater grid({4, 4, 0.0, 0.0, 1.0});
    std::vector<float> heights(16, 0.0f);
    heights[5] = 1e30f;
    EXPECT_NE(test::refusalOf(grid.trySetHeights(heights.data())).find("height at node (column 1, row 1)"), std::string::npos);
}

TEST(BadWaves, FarAndShortWavesSampleFinitelyWithoutUndefinedBehaviour) {
    // A body at 1e21 m cast a phase of 1e21 turns to int64; a 1 cm wave queried a kilometre from the
    // batch origin sent arguments of 6e5 rad into xsimd's rem_pio2 (UBSan, in the sanitizer build).
    const GerstnerWaves waves({{0.001, 0.01, 1.0, 0.3, 0.2, 0.0}, {0.5, 40.0, 0.2, 1.0, 0.3, 1.0}});
    const float x[4] = {0.0f, 1000.0f, -1000.0f, 0.5f}, z[4] = {0.0f, 1000.0f, 0.0f, -1000.0f};
    for (const double origin : {0.0, 1e6, 1e21, -1e300}) {
        PointBatch batch;
        batch.origin = {origin, 0.0, origin};
        batch.x = x;
        batch.z = z;
        batch.count = 4;
        float heights[4], vx[4], vy[4], vz[4];
        waves.sampleHeights(batch, 10.0, 0.0, heights);
        waves.sampleVelocities(batch, 10.0, vx, vy, vz);
        for (int i = 0; i < 4; ++i) {
            EXPECT_TRUE(std::isfinite(heights[i]) && std::abs(heights[i]) <= 0.6f) << origin << " " << heights[i];
            EXPECT_TRUE(std::isfinite(vx[i]) && std::isfinite(vy[i]) && std::isfinite(vz[i])) << origin;
        }
    }
}

// ---- the action -------------------------------------------------------------------------------

TEST(BadActionInput, WaterPropertiesBeyondTheLimitsAreRefusedWhenTheActionIsMade) {
    // A density of 1e40 passed the finiteness check and overflowed in the conversion to btScalar; a
    // negative one pulled bodies down without a word.
    for (const double density : {1e40, -1025.0, 0.0}) {
        BuoyancyAction::Settings settings;
        settings.water.density = density;
        const std::string message =
            test::refusalOf(BuoyancyAction::create(std::make_shared<FlatWater>(0.0), settings));
        EXPECT_EQ(message, "WaterProperties: density = " + limits::readable(density) +
                               " kg/m^3 is outside [1, 100000] kg/m^3");
    }
}

TEST(BadActionInput, ARadiationPanelBudgetOutsideItsLimitsIsRefused) {
    for (const std::size_t panels : {std::size_t(0), std::size_t(4001)}) {
        BuoyancyAction::Settings settings;
        settings.radiationDamping.method = RadiationDampingMethod::PanelMethod;
        settings.radiationDamping.maxPanels = panels;
        EXPECT_EQ(test::refusalOf(BuoyancyAction::create(std::make_shared<FlatWater>(0.0), settings)),
                  "BuoyancyAction: radiationDamping.maxPanels = " + std::to_string(panels) + " is outside [1, 4000]");
    }
}

TEST(BadActionInput, AMassBeyondTheLimitsIsRefusedWhenTheBodyIsAdded) {
    FloatingScene scene(std::make_shared<FlatWater>(0.0));
    const auto hull = std::make_shared<const HullMesh>(hullFrom(makeBox({0.5, 0.5, 0.5}), "crate.obj"));
    btBoxShape shape(btVector3(btScalar(0.5), btScalar(0.5), btScalar(0.5)));
    btRigidBody heavy(btScalar(1e30), nullptr, &shape);
    const std::string message = test::refusalOf(scene.action().tryAddBody(&heavy, hull, btTransform::getIdentity()));
    EXPECT_EQ(message, "BuoyancyAction::addBody: the body with hull 'crate.obj': mass = 1e30 kg is outside [1e-6, 1e12] kg");
}

TEST(BadActionInput, EachSkippedBodyIsCountedWithItsReason) {
    FloatingScene scene(std::make_shared<FlatWater>(0.0));
    const auto hull = std::make_shared<const HullMesh>(hullFrom(makeBox({0.5, 0.5, 0.5})));
    const MassProperties mass = hull->massPropertiesForMass(500.0);
    auto at = [](double x) { return btTransform(btQuaternion::getIdentity(), btVector3(btScalar(x), 0, 0)); };
    HullRigidBody& healthy = scene.add(hull, mass, at(0));
    HullRigidBody& madeStatic = scene.add(hull, mass, at(5));
    HullRigidBody& disabled = scene.add(hull, mass, at(10));
    HullRigidBody& taken = scene.add(hull, mass, at(15));
    HullRigidBody& far = scene.add(hull, mass, at(20));
    scene.frame(1);
    for (auto* b : {&healthy, &madeStatic, &disabled, &taken, &far})
        EXPECT_EQ(scene.action().body(&b->body())->lastSkip(), FloatingBody::Skip::None);

    madeStatic.body().setMassProps(0, btVector3(0, 0, 0));  // the game made it static while registered
    disabled.body().forceActivationState(DISABLE_SIMULATION);  // as Bullet does when bounds overflow
    scene.world().removeRigidBody(&taken.body());
    far.body().setCenterOfMassTransform(at(1e30));
    scene.frame(1);
    EXPECT_EQ(scene.action().body(&healthy.body())->lastSkip(), FloatingBody::Skip::None);
    EXPECT_EQ(scene.action().body(&madeStatic.body())->lastSkip(), FloatingBody::Skip::ZeroMass);
    EXPECT_EQ(scene.action().body(&disabled.body())->lastSkip(), FloatingBody::Skip::Disabled);
    EXPECT_EQ(scene.action().body(&taken.body())->lastSkip(), FloatingBody::Skip::NotInWorld);
    EXPECT_EQ(scene.action().body(&far.body())->lastSkip(), FloatingBody::Skip::InvalidState);
    for (auto why : {FloatingBody::Skip::ZeroMass, FloatingBody::Skip::Disabled, FloatingBody::Skip::NotInWorld,
                     FloatingBody::Skip::InvalidState})
        EXPECT_EQ(scene.action().skipCount(why), 1u) << FloatingBody::skipName(why);
    EXPECT_EQ(scene.action().skipCount(FloatingBody::Skip::None), 0u);
    EXPECT_EQ(scene.action().invalidStateCount(), 1u);
    const btVector3 v = far.body().getLinearVelocity();
    EXPECT_TRUE(std::isfinite(double(v.x())) && std::isfinite(double(v.y())) && std::isfinite(double(v.z())));
    scene.world().addRigidBody(&taken.body());
}

TEST(BadActionInput, ABodyDeletedAfterLeavingTheWorldIsNeverRead) {
    // Under AddressSanitizer (the sanitizer build) a read of the freed body would be reported: the
    // action finds its bodies in the world's list instead of asking them, and the level of detail,
    // which reads each body's position to choose its hull, reads only those.
    FloatingScene scene(std::make_shared<FlatWater>(0.0));
    LevelOfDetail lod;
    lod.enabled = true;
    lod.fullDetailRadius = 10.0;
    lod.farRadius = 20.0;
    scene.action().setLevelOfDetail(lod);
    const auto hull = std::make_shared<const HullMesh>(hullFrom(makeBox({0.5, 0.5, 0.5})));
    auto doomed = std::make_unique<HullRigidBody>(hull, hull->massPropertiesForMass(500.0), btTransform::getIdentity());
    scene.world().addRigidBody(&doomed->body());
    // Registered as a bare btRigidBody: a HullRigidBody registered as itself would take itself out of
    // the action when destroyed (HullRigidBodyLifetimeTest).
    scene.action().addBody(&doomed->body(), doomed->hull(), doomed->bodyFromHull());
    const btRigidBody* address = &doomed->body();
    scene.frame(1);
    scene.world().removeRigidBody(&doomed->body());
    doomed.reset();
    scene.frame(4);
    EXPECT_EQ(scene.action().body(address)->lastSkip(), FloatingBody::Skip::NotInWorld);
    EXPECT_EQ(scene.action().skipCount(FloatingBody::Skip::NotInWorld), 4u);
}

} // namespace
} // namespace hydro
