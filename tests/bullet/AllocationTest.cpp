// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// No allocation per substep (issue 48's checks): once a world has run its first frames, a frame of
// the action allocates nothing, whatever a body carries: every force, appendages (a rudder, a screw,
// a pile through the surface), flooding through a breach with a pump, added mass and radiation
// damping, a coarser hull blended in and out as the game's focus moves, evaluation every third
// substep, the waterline for the effects, on the storm's spectral ocean, on one thread and on a
// game's workers. Counted by replacing the global operator new and delete in this executable alone
// (its own suite): every allocation the library makes goes through them (std containers, make_shared).
// Bullet allocates through its own btAlignedAlloc and is not counted: its share is Bullet's.

#include "BulletWorldSupport.h"
#include "HydroTestSupport.h"

#include "hydro/FreeSurfaceField.h"
#include "hydro/HullShapes.h"
#include "hydro/OceanSpectrumWaves.h"
#include "hydro/bullet/LevelOfDetail.h"
#include "WorkerPool.h"

#include <gtest/gtest.h>

#include <atomic>
#include <cstdlib>
#include <memory>
#include <new>

namespace {
std::atomic<bool> counting{false};
std::atomic<long> allocations{0};

void* allocate(std::size_t size, std::size_t alignment) {
    if (counting.load(std::memory_order_relaxed)) allocations.fetch_add(1, std::memory_order_relaxed);
    if (size == 0) size = 1;
    void* p = nullptr;
    if (alignment <= alignof(std::max_align_t)) {
        p = std::malloc(size);
    } else {
#if defined(_WIN32)
        p = _aligned_malloc(size, alignment);
#else
        p = std::aligned_alloc(alignment, (size + alignment - 1) / alignment * alignment);
#endif
    }
    if (!p) std::abort();  // as the library is built: without exceptions, out of memory is the end
    return p;
}
void release(void* p, std::size_t alignment) {
#if defined(_WIN32)
    if (alignment > alignof(std::max_align_t)) return _aligned_free(p);
#else
    (void)alignment;
#endif
    std::free(p);
}
} // namespace

void* operator new(std::size_t size) { return allocate(size, 0); }
void* operator new[](std::size_t size) { return allocate(size, 0); }
void* operator new(std::size_t size, std::align_val_t a) { return allocate(size, std::size_t(a)); }
void* operator new[](std::size_t size, std::align_val_t a) { return allocate(size, std::size_t(a)); }
void* operator new(std::size_t size, const std::nothrow_t&) noexcept { return allocate(size, 0); }
void* operator new[](std::size_t size, const std::nothrow_t&) noexcept { return allocate(size, 0); }
void operator delete(void* p) noexcept { release(p, 0); }
void operator delete[](void* p) noexcept { release(p, 0); }
void operator delete(void* p, std::size_t) noexcept { release(p, 0); }
void operator delete[](void* p, std::size_t) noexcept { release(p, 0); }
void operator delete(void* p, std::align_val_t a) noexcept { release(p, std::size_t(a)); }
void operator delete[](void* p, std::align_val_t a) noexcept { release(p, std::size_t(a)); }
void operator delete(void* p, std::size_t, std::align_val_t a) noexcept { release(p, std::size_t(a)); }
void operator delete[](void* p, std::size_t, std::align_val_t a) noexcept { release(p, std::size_t(a)); }

namespace hydro {
namespace {

using namespace hydro::test;

std::shared_ptr<const HullMesh> box(const Vec3& half, const std::string& name) {
    return std::make_shared<const HullMesh>(hullFrom(makeBox(half), name));
}

/// Allocations counted over `frames` frames of `world` after `warmUp` frames, the game's focus
/// moving on and off the barge every 40 frames throughout.
long allocationsPerFrames(tool::WorkerPool* workers, int warmUp, int frames) {
    OceanSettings ocean;
    ocean.resolution = 64;
    ocean.refreshInterval = 1.0 / 30.0;
    BuoyancyAction::Settings settings;
    settings.tasks = workers;
    settings.collectWaterline = true;
    const auto sea = std::make_shared<OceanSpectrumWaves>(OceanSpectrum::forSeaState(SeaState::High), ocean);
    FloatingScene scene(sea, settings);
    // Water that answers over the ocean (docs/water.md §8), coupled every other substep, its
    // window following the boat.
    FreeSurfaceSettings answering;
    answering.cells = 64;
    answering.spacing = 2.0;
    FreeSurfaceField field(*sea, answering);
    scene.action().setFreeSurface(&field, 2);

    const auto boatHull = std::make_shared<const HullMesh>(assetHull("displacement_boat.obj"));
    HullRigidBody& boat = scene.add(boatHull, boatHull->massPropertiesForMass(14000.0), btTransform::getIdentity(),
                                    ForceModel::displacementBoat());
    Foil rudder;
    rudder.root = {-4.9, -0.35, 0.0};
    rudder.span = 0.5;
    Thruster screw;
    screw.position = {-4.4, -0.6, 0.0};
    screw.diameter = 0.6;
    screw.maxRevolutions = 11.0;
    SlenderMember pile;
    pile.start = {3.0, -1.0, 0.0};
    pile.end = {3.0, 2.0, 0.0};
    pile.diameter = 0.2;
    FloatingBody& boatHandle = *scene.action().body(&boat.body());
    boatHandle.setAppendages(Appendages::create({rudder}, {pile}, {screw}).value());
    EXPECT_TRUE(boatHandle.appendages().trySetThrottle(0, 1.0));

    const auto bargeHull = box({10.0, 1.5, 3.0}, "barge");
    HullRigidBody& barge = scene.add(bargeHull, bargeHull->massPropertiesForMass(WaterProperties{}.density * 120.0),
                                     btTransform(btQuaternion::getIdentity(), btVector3(40, 0, 30)));
    FloatingBody& bargeHandle = *scene.action().body(&barge.body());
    Flooding flooding;
    flooding.addCompartment(
        Compartment::create("room", std::make_shared<const HullMesh>(hullFrom(makeBox({2.0, 1.5, 1.5}, {2.0, 0.0, 1.5}), "room")), 0.95));
    bargeHandle.setFlooding(std::move(flooding));
    EXPECT_TRUE(bargeHandle.flooding().tryAddBreach({2.0, -1.5, 1.5}, 0.01));
    EXPECT_TRUE(bargeHandle.flooding().trySetPumpRate(0, -0.02));
    // Half a percent shorter: its metacentric height along 1 % less, within the 3 % a coarser hull
    // may change it (FloatingBody::kMaxCoarserMetacentricHeightChange).
    bargeHandle.setCoarserHulls({box({9.95, 1.5, 3.0}, "barge, coarser")});

    const auto crateHull = box({0.5, 0.5, 0.5}, "crate");
    HullRigidBody& crate = scene.add(crateHull, crateHull->massPropertiesForMass(300.0),
                                     btTransform(btQuaternion::getIdentity(), btVector3(-30, 1, -20)), ForceModel::floatingCrate());
    scene.action().body(&crate.body())->setEvaluationInterval(3);

    auto frame = [&](int number) {
        LevelOfDetail lod;
        lod.enabled = true;
        lod.focus = (number / 40) % 2 == 0 ? Vec3{40.0, 0.0, 30.0} : Vec3{1000.0, 0.0, 0.0};
        lod.fullDetailRadius = 10.0;
        lod.farRadius = 20.0;
        EXPECT_TRUE(scene.action().trySetLevelOfDetail(lod));
        const btVector3 boatAt = boat.body().getCenterOfMassPosition();
        EXPECT_TRUE(field.trySetFocus(double(boatAt.x()), double(boatAt.z())));
        scene.frame();
    };
    for (int f = 0; f < warmUp; ++f) frame(f);
    allocations = 0;
    counting = true;
    for (int f = warmUp; f < warmUp + frames; ++f) frame(f);
    counting = false;
    EXPECT_GT(bargeHandle.flooding().water(0).volume, 0.0);  // the breach let water in meanwhile
    return allocations.load();
}

// The warm-up covers a full cycle of the focus (the coarser hull blended in and back out) and the
// ocean's first refreshes; the count then runs over two more cycles.
TEST(Allocation, AFrameOfTheActionAllocatesNothingOnceTheWorldHasRun) {
    EXPECT_EQ(allocationsPerFrames(nullptr, 120, 160), 0);
}

TEST(Allocation, NorOnAGamesWorkerThreads) {
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
    GTEST_SKIP() << "WebAssembly built without threads: std::thread cannot start one";
#endif
    tool::WorkerPool workers(2);
    EXPECT_EQ(allocationsPerFrames(&workers, 120, 160), 0);
}

} // namespace
} // namespace hydro
