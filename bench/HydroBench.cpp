// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// build/bin/hydro_bench: Google Benchmark figures for docs/figures.md.
//
//   Hydrostatics/<arch>/<triangles>: one ForceKernel::compute (vertex and triangle passes) for a
//     hull floating where it floats: upright, at its equilibrium draft (the Wigley hulls at their
//     design draft T, the 12-triangle box half under), on three sine waves; counter
//     ns_per_triangle. The 12-triangle box shows the fixed cost of a call.
//   FullModel/<arch>/<triangles>: the same with every force of ForceModel on (the displacement
//     boat preset plus air, slamming and Catto's drag), the body moving at 3 m/s and turning, the
//     patch carrying water velocities; counter ns_per_triangle.
//   Drag/<terms>/<water>/<arch>/2000: FullModel/<arch>/2000 with every force (terms: every) or
//     with the viscous drag as the only drag on the triangles (viscous: pressure, suction, slamming
//     and air off), on the sine waves or on flat water with a current (where the kernel reads one
//     height and one velocity: WaterPatch::heightsUniform). Beside Hydrostatics/<arch>/2000 (waves)
//     and Posing/equilibrium/flat/<arch>/2000 (flat): how far the full model could come down
//     towards the buoyancy, the least a drag per triangle costs (docs/figures.md §2).
//   Posing/<draft>/<water>/<arch>/2000: Hydrostatics of the 2,000-triangle hull at its equilibrium
//     draft or at half of it, on flat water or the waves: how the posing moves the figure.
//   Evaluation/<water>/<arch>/<triangles> (water: flat, flatGrid, waves): one body's whole evaluation as the action makes it each
//     substep, WaterPatch::follow then ForceKernel::compute with buoyancy alone, for the box (12)
//     or a 100-triangle hull (a Wigley hull of 8 stations and 3 waterlines: 98 triangles), on flat
//     water (one cell: 4 samples), on flat water that does not say it is flat (the hull's 11 x 11
//     grid of samples, as every surface had before 0.6), or on the sine waves (the same grid);
//     counter ns_per_evaluation. The fixed cost a game pays per body.
//   Foil, Thruster, Appendages/boat: one Appendages::addForces on the sine sea for a 6 m boat under
//     way at 3 m/s with a keel, with one propeller turning, or with two thrusters and two foils (a
//     keel and a rudder); counter ns_per_call.
//   BoatEvaluation/<what>/<arch>: the 516-triangle Wigley hull of World, floating, at 3 m/s with
//     every force on, on the sine sea: what the action does for it each substep, WaterPatch::follow
//     and ForceKernel::compute (what: hull), and then the two thrusters and two foils of
//     Appendages/boat (what: appendages), or the added mass's turning of the impulse that
//     BuoyancyAction::apply makes of the result (what: addedMass, AddedMassTable::applyTo); counter
//     ns_per_evaluation. Their ratios to hull are what the appendages add (issue 30 §6: under 10 %)
//     and what the added mass adds (issue 28 §3: under 5 %).
//   Flooding/<compartments>: one Flooding::step for the 516-triangle Wigley hull of World floating
//     on the sine sea, with that many box compartments (12 triangles each) along its keel, each
//     half full (reset before every step, so the level is always solved) with a breach in its
//     bottom: the orifice law and every compartment's level; counter ns_per_step. Beside
//     BoatEvaluation/hull, the kernel's evaluation of the same hull (issue 29 §2: no dearer).
//   World/<boats>/<threads>: one 1/60 s frame of a btDiscreteDynamicsWorld in 4 substeps with that
//     many 516-triangle Wigley hulls on the sine waves, every force on, the bodies evaluated on that
//     many threads (a WorkerPool lent to the action; 1: the stepping thread alone); counters
//     ms_per_frame (Bullet's own work included) and action_ms, the action's own part of it
//     (BuoyancyAction::totalUpdateMicroseconds per frame; the rest is Bullet's step). Flotsam below
//     has the same two.
//   WorldHydrostatics/256/<threads>: the same world with buoyancy alone.
//   WorldFreeSurface/64/<threads>: 64 of them on water that answers (docs/water.md §8: a 128 x 128
//     FreeSurfaceField of 1 m cells over the sine waves, centred on the fleet, every body coupled
//     to it), beside World/64/<threads>. WorldFreeSurfaceOncePerFrame/64/<threads>: the same, coupled
//     and stepped once a frame (BuoyancyAction::setFreeSurface's substepsPerStep 4).
//   WorldOncePerFrame/256/<threads>: the same world with every body evaluated once per frame
//     (FloatingBody::setEvaluationInterval 4: level of detail).
//   WorldFocus/<boats>/2: the same world on two threads with the level of detail the game steers
//     (docs/bullet.md §7): each boat with two coarser hulls (258 and 129 triangles), the focus in
//     the middle of the fleet, full detail within 20 m, the coarser hulls every other substep out
//     to 60 m, the coarsest once per frame beyond (of 256 boats, 32 within 20 m, 152 between and
//     72 beyond; of 1,024, 32, 256 and 736).
//   World/1024/2: the fleet of WorldFocus/1024/2 without the level of detail, beside it.
//   Flotsam/4096/2, FlotsamFocus/4096/2: 4,096 small bodies (crates, barrels and planks of 12 to 96
//     triangles) on the sine waves with floatingCrate's forces, on two threads, without and with
//     WorldFocus's level of detail (Flotsam above; issue 48's goal: 0.5.0's World/256/2).
//   FlotsamBulletOnly/4096: the same bodies without the action, held where they float and kept
//     awake, as flotsam on waves is (Bullet's own share; asleep, Bullet would pass them by).
//   WorldBulletOnly/256: the same world's bodies without the action (Bullet's own share).
//   WorldMemory/256: the heap (glibc's mallinfo2) the action takes for the 256 boats of World, with
//     Bullet's bodies already in the world and stepped: counters first_body_bytes (with what the
//     bodies of one hull share: its added-mass table and estimates) and bytes_per_body (each other
//     body's own, after two frames).
//   WorldBusy/256/<threads>: World/256/<threads> with two more threads spinning in the process all
//     the while, as a game's render and audio threads do (wall time).
//   Patch/<arch>/<points>: one WaterPatch::follow (one batched height query of the sine waves and
//     the cell planes) for a patch of that many grid points (121: a hull's default), the waves
//     sampled in that arch (SineWaves::trySetSamplingArch; the baseline and each AVX arch this CPU
//     runs); counter ns_per_point. PatchGerstner/<arch>/<points>: the same on the Gerstner waves
//     of Water/Gerstner.
//   Water/<model>/<points>: one batched height query of that many points on a 12 m square grid
//     (a patch's worth) at a fixed time; counter us_per_query. Models: Flat; Sine (3 waves);
//     Gerstner (3 waves, steepnesses summing to 0.6); OceanSpectrum (WMO "rough", 128 x 128 tile,
//     choppiness 0.8, prepared for that time); HeightField (256 x 256 grid).
//   ReadResults/<bodies>: a game reading every body's lastResult and lastSkip once, after a frame,
//     with that many floating crates registered, through the handles it keeps (FloatingBody.h) and
//     through the look-up from the Bullet body (BuoyancyAction::body: one hash look-up); counters
//     ns_per_body and ns_per_body_looked_up (flat across the sizes: reading all n costs O(n)).
//   OceanUpdate/<tile>: OceanSpectrumWaves::prepare for a new time on a tile x tile grid (3 inverse
//     FFTs and the choppy resampling); counter ms_per_update.
//   FreeSurfaceMeasure: one FreeSurfaceCoupling::tryFindSources and push of World's boat (the
//     516-triangle Wigley hull at its design draft, 2 m/s ahead) on WorldFreeSurface's field (128 x
//     128 nodes of 1 m over the sine waves) with a pulsating source's rings on it: what each coupled
//     body costs at each coupling, beside its sources' adding; counters pieces (its wet pieces) and
//     ns_per_piece.
//   FreeSurfaceStep/<cells>/<sources>/<threads>: one FreeSurfaceField::step of 1/240 s on a cells x
//     cells window (1 m spacing), with that many volume sources added before it (a towed thin ship's
//     line, spread over the source depths by their depth) or none, on that many threads (a
//     WorkerPool lent to the step; 1: the calling thread alone); counter ms_per_step.
//   OceanStorm/<refresh Hz>: the storm's sea (WMO 7 on 64-node tiles cascaded down to 1 m waves,
//     OceanSettings::cascades 0) stepped in 240 Hz substeps, each one prepare and one body's patch
//     of heights and velocities (21 x 21 points over 12 m); the FFTs at every substep (0) or at the
//     refresh rate given. Counter ms_per_substep, averaged over whole refresh periods.
//   StormAction/<effects>: the boat demo's storm without its renderer: the trawler, catamaran,
//     speedboat and crate (the packaged hulls, masses and force presets of
//     assets/scenarios/storm.json) on the storm's cascaded ocean refreshed at 30 Hz, in a Bullet
//     world stepped in 240 Hz substeps, after 10 s of settling; with effects 1, WaterEffects fed
//     every body's waterline each frame as the demo does. Counters ms_per_substep (the action and
//     Bullet) and, with effects, foam (patches alive at the end).
//   PrepareHull/<path>/<triangles>/<wells>: prepareHull of a game-like mesh of about that many
//     triangles (a fine Wigley hull, every triangle with its own corners as an STL has them, and a
//     few loose specks) down to 500 triangles: Repair welds, drops and caps it without its deck;
//     Wrap wraps it with its deck (WrapMode::Always, 128 voxels); wells 1 searches it for hollows
//     that hold water (HullWells.h, the default), 0 does not (--keep-wells). Counters ms_per_hull,
//     triangles_in, _out.
//   AddedMass/<maxPanels>: tryAddedMass at the infinite-frequency limit for the 2,000-triangle Wigley
//     hull floating upright at its design draft (its wetted surface: 1,758 pieces), solved on at
//     most that many panels (AddedMassOptions::maxPanels; at 2,000 one panel a piece). Counters
//     ms_per_call and panels (those the grouping made).
//   Radiation/<maxPanels>: tryRadiationCoefficients at one frequency, the waves as long as the hull
//     (k L = 2 pi), for the same hull and pose, the interior lid included: the wave term's table
//     made, the Rankine part, the wave part and the complex solve. Counters ms_per_call, panels and
//     lid_panels. The goal: at most 300 ms for 500 panels on the slower machine here.

#include "BenchHulls.h"
#include "BulletWorldSupport.h"
#include "WorkerPool.h"

#include "hydro/AddedMass.h"
#include "hydro/AddedMassTable.h"
#include "hydro/Appendages.h"
#include "hydro/Radiation.h"
#include "hydro/FlatWater.h"
#include "hydro/prepare/HullPreparation.h"
#include "hydro/Flooding.h"
#include "hydro/ForceKernel.h"
#include "hydro/HullManoeuvringEstimate.h"
#include "hydro/GerstnerWaves.h"
#include "hydro/HeightFieldWater.h"
#include "hydro/HullShapes.h"
#include "hydro/FreeSurfaceCoupling.h"
#include "hydro/FreeSurfaceField.h"
#include "hydro/OceanSpectrumWaves.h"
#include "hydro/SineWaves.h"
#include "hydro/WaterEffects.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#if defined(__GLIBC__)
#include <malloc.h>
#endif
#include <atomic>
#include <chrono>
#include <functional>
#include <cmath>
#include <memory>
#include <string>
#include <thread>
#include <vector>

namespace {

using namespace hydro;
using bench::floatingPose;
using bench::hullWith;
using bench::sineSea;


/// Wall-clock nanoseconds since `start` (Google Benchmark's counters would print an inverted rate
/// with a unit of seconds, so the per-element figures are timed here and printed as plain numbers).
double nanoseconds(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - start).count();
}

/// Every force on: what a boat in a game pays per substep.
ForceModel fullModel() {
    ForceModel model = ForceModel::displacementBoat();
    model.cattoLinearDrag = 0.1;
    model.cattoAngularDrag = 0.1;
    model.quadraticDamping = 10.0;
    model.quadraticAngularDamping = 10.0;
    return model;
}

/// fullModel() with no drag on the triangles but the viscous one (the body's drags stay).
ForceModel viscousDragOnly() {
    ForceModel model = fullModel();
    model.pressureDragLinear = model.pressureDragQuadratic = 0.0;
    model.suctionDragLinear = model.suctionDragQuadratic = 0.0;
    model.slammingScale = 0.0;
    model.airDragCoefficient = 0.0;
    return model;
}

void Kernel(benchmark::State& state, SimdArch arch, const ForceModel& model, double raisedBy,
            const WaterSurface& water) {
    if (!isSupported(arch)) {
        state.SkipWithError("this CPU does not support the arch");
        return;
    }
    const HullMesh& hull = hullWith(int(state.range(0)));
    BodyState body = floatingPose(hull, raisedBy);
    body.linearVelocity = {3.0, -0.2, 0.4};
    body.angularVelocity = {0.1, 0.05, -0.1};
    WaterPatch patch = WaterPatch::forHull(hull, body.centreOfMassInHull);
    patch.follow(body.centreOfMass, water, body.time, model.usesWaterVelocity());
    ForceKernel::Settings settings;
    settings.arch = arch;
    ForceKernel kernel(hull, settings);
    // As BuoyancyAction does when the body is registered: the model's coefficients for this body,
    // and the hull's shape for its lift and cross-flow drag.
    const ForceModel resolved = model.resolvedFor({hull.length(), body.mass});
    kernel.setHullManoeuvring(estimateHullManoeuvring(hull, body.mass, body.centreOfMassInHull, WaterProperties{}));
    ForceResult result;
    const auto start = std::chrono::steady_clock::now();
    bool jolt = false;
    for (auto _ : state) {
        // Two velocities in turn, so that slamming sees a change every substep as on waves.
        jolt = !jolt;
        body.linearVelocity.y = jolt ? -0.3 : -0.2;
        kernel.compute(body, patch, WaterProperties{}, resolved, 1.0 / 240.0, result);
        benchmark::DoNotOptimize(result.force);
    }
    const double triangles = double(hull.triangleCount());
    state.counters["triangles"] = triangles;
    state.counters["ns_per_triangle"] = nanoseconds(start) / (triangles * double(state.iterations()));
}

/// Appendages/<set>'s: for the 6 m Wigley hull (draft 0.375 m).
Appendages boatAppendages(const std::string& set) {
    Foil keel;
    keel.root = {0.0, -0.375, 0.0};
    keel.span = 0.4;
    keel.chords = {0.6, 0.4};
    Foil rudder;
    rudder.root = {-2.9, -0.2, 0.0};
    rudder.span = 0.4;
    rudder.chords = {0.25};
    std::vector<Thruster> screws(2);
    for (std::size_t k = 0; k < 2; ++k) {
        screws[k].position = {-2.7, -0.25, k == 0 ? 0.15 : -0.15};
        screws[k].diameter = 0.25;
        screws[k].rightHanded = k == 0;
    }
    Appendages a;
    if (set == "foil") a = Appendages::create({keel}, {}).value();
    if (set == "thruster") a = Appendages::create({}, {}, {screws[0]}).value();
    if (set == "boat") a = Appendages::create({keel, rudder}, {}, screws).value();
    for (std::size_t k = 0; k < a.thrusterCount(); ++k) orThrow(a.trySetThrottle(k, 0.8));
    if (a.foilCount() == 2) orThrow(a.trySetDeflection(1, 0.1));
    return a;
}

const HullMesh& worldHull() {
    static const HullMesh hull = [] {
        const MeshArrays arrays = makeWigleyHull(6.0, 0.6, 0.375, 0.3, 21, 6);
        return HullMesh::fromArrays(arrays.xyz, arrays.indices);
    }();
    return hull;
}

void AppendagesCall(benchmark::State& state, const std::string& set) {
    Appendages a = boatAppendages(set);
    BodyState body = floatingPose(worldHull(), 0.0);
    body.linearVelocity = {3.0, -0.1, 0.2};
    body.angularVelocity = {0.05, 0.02, -0.03};
    ForceResult result;
    const auto start = std::chrono::steady_clock::now();
    for (auto _ : state) {
        result.clear();
        a.addForces(body, sineSea(), WaterProperties{}, 1.0 / 240.0, result);
        benchmark::DoNotOptimize(result.force);
    }
    state.counters["ns_per_call"] = nanoseconds(start) / double(state.iterations());
}

/// What BoatEvaluation adds to the hull's evaluation.
enum class BoatExtra { None, Appendages, AddedMass };

void BoatEvaluation(benchmark::State& state, BoatExtra extra, SimdArch arch) {
    if (!isSupported(arch)) {
        state.SkipWithError("this CPU does not support the arch");
        return;
    }
    const HullMesh& hull = worldHull();
    BodyState body = floatingPose(hull, 0.0);
    body.linearVelocity = {3.0, -0.1, 0.2};
    body.angularVelocity = {0.05, 0.02, -0.03};
    const ForceModel model = fullModel();
    WaterPatch patch = WaterPatch::forHull(hull, body.centreOfMassInHull);
    ForceKernel::Settings settings;
    settings.arch = arch;
    ForceKernel kernel(hull, settings);
    Appendages a = boatAppendages(extra == BoatExtra::Appendages ? "boat" : "none");
    const AddedMassTable table = AddedMassTable::create(hull, body.centreOfMassInHull, WaterProperties{});
    constexpr double kStep = 1.0 / 240.0;
    ForceResult result;
    const auto start = std::chrono::steady_clock::now();
    for (auto _ : state) {
        patch.follow(body.centreOfMass, sineSea(), body.time, model.usesWaterVelocity());
        kernel.compute(body, patch, WaterProperties{}, model, kStep, result);
        a.addForces(body, sineSea(), WaterProperties{}, kStep, result);
        if (extra == BoatExtra::AddedMass) {
            // What BuoyancyAction::apply does with the result: the impulse turned by the added mass.
            const BodyImpulse turned = table.applyTo(body, result.submergedVolume / hull.volume(), 1.0,
                                                     {result.force * kStep, result.torque * kStep}, kStep);
            benchmark::DoNotOptimize(turned.linear);
        }
        benchmark::DoNotOptimize(result.force);
    }
    state.counters["ns_per_evaluation"] = nanoseconds(start) / double(state.iterations());
}

void FloodingStep(benchmark::State& state) {
    const HullMesh& hull = worldHull();
    const BodyState body = floatingPose(hull, 0.0);
    const int compartments = int(state.range(0));
    // Rooms 3.6 m of the 6 m hull long in all, 0.2 m wide and 0.5 m high from near the keel: inside
    // the Wigley hull's middle.
    const double roomLength = 3.6 / compartments;
    Flooding flooding;
    for (int c = 0; c < compartments; ++c) {
        const Vec3 centre{-1.8 + (c + 0.5) * roomLength, -0.05, 0.0};
        const auto shape = std::make_shared<const HullMesh>(
            HullMesh::fromArrays(makeBox({0.45 * roomLength, 0.25, 0.1}, centre).xyz,
                                 makeBox({0.45 * roomLength, 0.25, 0.1}, centre).indices));
        flooding.addCompartment(Compartment::create("room " + std::to_string(c), shape, 0.95));
        if (!flooding.tryAddBreach({centre.x, -0.28, 0.0}, 0.001)) state.SkipWithError("a breach outside its room");
    }
    const auto start = std::chrono::steady_clock::now();
    for (auto _ : state) {
        for (int c = 0; c < compartments; ++c) (void)flooding.trySetWater(c, 0.5 * flooding.compartment(c).capacity());
        if (!flooding.step(body, sineSea(), WaterProperties{}, 1.0 / 240.0)) state.SkipWithError("the step was refused");
        benchmark::DoNotOptimize(flooding.water(0).level);
    }
    state.counters["ns_per_step"] = nanoseconds(start) / double(state.iterations());
}

template <class Sea>
void Patch(benchmark::State& state, SimdArch arch, const Sea* sea) {
    // A patch of n x n grid points: n - 1 cells per side, of which 2 are the snapping margin.
    const int cells = int(std::lround(std::sqrt(double(state.range(0))))) - 1;
    const double radius = 5.0;
    WaterPatch patch(radius, 2.0 * radius / (cells - 2));
    Sea waves = *sea;
    orThrow(waves.trySetSamplingArch(arch));
    double time = 0.0;
    const auto start = std::chrono::steady_clock::now();
    for (auto _ : state) {
        patch.follow({3.0, 0.0, -2.0}, waves, time);
        time += 1.0 / 240.0;
        benchmark::ClobberMemory();
    }
    state.counters["points"] = double(patch.sampleCount());
    state.counters["ns_per_point"] = nanoseconds(start) / (double(patch.sampleCount()) * double(state.iterations()));
}

/// Threads that keep the process busy, as a game's render and audio threads do, while a benchmark
/// runs: each spins on arithmetic until the object dies.
class BusyThreads {
public:
    explicit BusyThreads(int count) {
        for (int i = 0; i < count; ++i)
            threads_.emplace_back([this] {
                double x = 1.0;
                while (!stop_.load(std::memory_order_relaxed)) x = x * 1.0000001 + 1e-9;
                benchmark::DoNotOptimize(x);
            });
    }
    ~BusyThreads() {
        stop_ = true;
        for (std::thread& t : threads_) t.join();
    }

private:
    std::atomic<bool> stop_{false};
    std::vector<std::thread> threads_;
};

/// The level of detail of WorldFocus and FlotsamFocus: the game's focus at `centre` (the middle of
/// the fleet), full detail within 20 m, far beyond 60 m (docs/bullet.md §7).
LevelOfDetail focusAt(const Vec3& centre) {
    LevelOfDetail lod;
    lod.enabled = true;
    lod.focus = centre;
    lod.fullDetailRadius = 20.0;
    lod.farRadius = 60.0;
    return lod;
}

/// What the World benchmarks put in the world besides Bullet.
enum class WorldWater { FullModel, FullModelOncePerFrame, Focus, Hydrostatics, NoAction, FreeSurface, FreeSurfaceOncePerFrame };

void World(benchmark::State& state, WorldWater what) {
    const int boats = int(state.range(0));
    const int threads = int(state.range(1));
    const BusyThreads busy(int(state.range(2)));
    std::unique_ptr<tool::WorkerPool> workers = threads > 1 ? std::make_unique<tool::WorkerPool>(threads) : nullptr;
    BuoyancyAction::Settings settings;
    settings.tasks = workers.get();
    hydro::test::FloatingScene scene(std::shared_ptr<const WaterSurface>(&sineSea(), [](const WaterSurface*) {}), settings);
    const MeshArrays arrays = makeWigleyHull(6.0, 0.6, 0.375, 0.3, 21, 6);
    const auto hull = std::make_shared<const HullMesh>(HullMesh::fromArrays(arrays.xyz, arrays.indices));
    const int side = int(std::ceil(std::sqrt(double(boats))));
    const ForceModel model = what == WorldWater::Hydrostatics ? ForceModel::hydrostaticOnly() : fullModel();
    // The level of detail the game steers (docs/bullet.md §7): two coarser hulls (258 and 129
    // triangles), the focus in the middle of the fleet, full detail within 20 m, far beyond 60 m.
    std::vector<std::shared_ptr<const HullMesh>> coarser;
    if (what == WorldWater::Focus) {
        HullPreparationOptions levels;
        levels.simplify = false;
        levels.origin = HullOrigin::File;
        levels.detailLevels = 2;
        for (PreparedLevel& level : prepareHull(arrays, "wigley", levels).levels)
            coarser.push_back(std::make_shared<const HullMesh>(std::move(level.hull)));
        scene.action().setLevelOfDetail(focusAt({5.0 * (side - 1), 0.0, 2.0 * (side - 1)}));
    }
    for (int i = 0; i < boats; ++i) {
        HullRigidBody& boat = scene.add(hull, hull->massPropertiesForDensity(500.0),
                                        btTransform(btQuaternion::getIdentity(),
                                                    btVector3(btScalar(10 * (i % side)), 0, btScalar(4 * (i / side)))),
                                        model);
        // Bullet alone: the bodies fall freely with Bullet's gravity (nothing touches them), and the
        // action runs with nothing registered.
        if (what == WorldWater::NoAction) scene.action().removeBody(&boat.body());
        if (what == WorldWater::FullModelOncePerFrame) scene.action().body(&boat.body())->setEvaluationInterval(4);
        if (what == WorldWater::Focus) scene.action().body(&boat.body())->setCoarserHulls(coarser);
    }
    // Water that answers (docs/water.md §8): a 128 m window of 1 m cells over the fleet.
    std::unique_ptr<FreeSurfaceField> field;
    if (what == WorldWater::FreeSurface || what == WorldWater::FreeSurfaceOncePerFrame) {
        FreeSurfaceSettings answering;
        answering.density = settings.water.density;
        answering.gravity = settings.water.gravity;
        field = std::make_unique<FreeSurfaceField>(sineSea(), answering, 5.0 * (side - 1), 2.0 * (side - 1));
        scene.action().setFreeSurface(field.get(), what == WorldWater::FreeSurfaceOncePerFrame ? 4 : 1);
    }
    for (int f = 0; f < 30; ++f) scene.frame();  // settle first
    const double actionBefore = scene.action().totalUpdateMicroseconds();
    const auto start = std::chrono::steady_clock::now();
    for (auto _ : state) scene.frame(4);
    state.counters["action_ms"] = (scene.action().totalUpdateMicroseconds() - actionBefore) * 1e-3 / double(state.iterations());
    state.counters["triangles"] = double(hull->triangleCount());
    state.counters["ms_per_frame"] = nanoseconds(start) * 1e-6 / double(state.iterations());
}

/// Flotsam/<bodies>/<threads> and FlotsamFocus: a third each of 1 m crates (12 triangles), barrels
/// of 0.6 by 0.9 m (a 24-gon: 96 triangles) and planks of 2 x 0.3 x 0.1 m (12), every fourth a
/// little wider (so that no two bodies of a kind share a hull's size), at 500 kg/m^3 on a 3 m grid on
/// the sine waves, with floatingCrate's forces (its drags, friction, added mass and radiation
/// damping); the focus's level of detail as WorldFocus's, without coarser hulls. FlotsamBulletOnly:
/// the same bodies in Bullet alone, taken out of the action and held where they float (no gravity),
/// kept awake: what Bullet's step costs for them before any water (a body falling freely for the
/// run would cost Bullet's broadphase more, ever faster through its tree; a body at rest falls
/// asleep after two seconds, and its figure then depended on when the timing started).
enum class FlotsamWater { Full, Focus, NoAction };

void Flotsam(benchmark::State& state, FlotsamWater what) {
    const int bodies = int(state.range(0));
    const int threads = int(state.range(1));
    std::unique_ptr<tool::WorkerPool> workers = threads > 1 ? std::make_unique<tool::WorkerPool>(threads) : nullptr;
    BuoyancyAction::Settings settings;
    settings.tasks = workers.get();
    hydro::test::FloatingScene scene(std::shared_ptr<const WaterSurface>(&sineSea(), [](const WaterSurface*) {}), settings);
    auto hullOf = [](const MeshArrays& arrays) {
        return std::make_shared<const HullMesh>(HullMesh::fromArrays(arrays.xyz, arrays.indices));
    };
    const std::vector<std::shared_ptr<const HullMesh>> kinds = {
        hullOf(makeBox({0.5, 0.5, 0.5})), hullOf(makeCylinder(0.3, 0.9, 24)), hullOf(makeBox({1.0, 0.05, 0.15})),
        hullOf(makeBox({0.55, 0.5, 0.55})), hullOf(makeCylinder(0.33, 0.9, 24)), hullOf(makeBox({1.0, 0.05, 0.18}))};
    const int side = int(std::ceil(std::sqrt(double(bodies))));
    if (what == FlotsamWater::Focus) scene.action().setLevelOfDetail(focusAt({1.5 * (side - 1), 0.0, 1.5 * (side - 1)}));
    std::size_t triangles = 0;
    for (int i = 0; i < bodies; ++i) {
        const auto& hull = kinds[std::size_t(i % 3 + (i % 4 == 3 ? 3 : 0))];
        HullRigidBody& body =
            scene.add(hull, hull->massPropertiesForDensity(500.0),
                      btTransform(btQuaternion::getIdentity(), btVector3(btScalar(3 * (i % side)), 0, btScalar(3 * (i / side)))),
                      ForceModel::floatingCrate());
        if (what == FlotsamWater::NoAction) {
            scene.action().removeBody(&body.body());
            body.body().setGravity(btVector3(0, 0, 0));  // at rest where they would float (after addToWorld, which sets it)
            body.body().setActivationState(DISABLE_DEACTIVATION);  // awake, as flotsam on waves is
        }
        triangles += hull->triangleCount();
    }
    for (int f = 0; f < 30; ++f) scene.frame();  // settle first
    const double actionBefore = scene.action().totalUpdateMicroseconds();
    const auto start = std::chrono::steady_clock::now();
    for (auto _ : state) scene.frame(4);
    state.counters["action_ms"] = (scene.action().totalUpdateMicroseconds() - actionBefore) * 1e-3 / double(state.iterations());
    state.counters["triangles_per_body"] = double(triangles) / bodies;
    state.counters["ms_per_frame"] = nanoseconds(start) * 1e-6 / double(state.iterations());
}

/// Bytes the C library's allocator has handed out and not taken back (glibc's mallinfo2); 0 where
/// there is no such count.
std::size_t heapInUse() {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || __GLIBC_MINOR__ >= 33)
    return mallinfo2().uordblks;
#else
    return 0;
#endif
}

void WorldMemory(benchmark::State& state) {
    const int boats = int(state.range(0));
    hydro::test::FloatingScene scene(std::shared_ptr<const WaterSurface>(&sineSea(), [](const WaterSurface*) {}));
    const MeshArrays arrays = makeWigleyHull(6.0, 0.6, 0.375, 0.3, 21, 6);
    const auto hull = std::make_shared<const HullMesh>(HullMesh::fromArrays(arrays.xyz, arrays.indices));
    const int side = int(std::ceil(std::sqrt(double(boats))));
    // Bullet's bodies first, in the world and stepped, so that what follows is the action's alone.
    for (int i = 0; i < boats; ++i) {
        scene.bodies().push_back(std::make_unique<HullRigidBody>(
            hull, hull->massPropertiesForDensity(500.0),
            btTransform(btQuaternion::getIdentity(), btVector3(btScalar(10 * (i % side)), 0, btScalar(4 * (i / side))))));
        scene.bodies().back()->addToWorld(scene.world());
    }
    scene.frame();
    // The first body brings what its hull's bodies share (the added-mass table, the estimates).
    const std::size_t before = heapInUse();
    scene.action().addBody(*scene.bodies()[0], fullModel());
    scene.frame();
    const std::size_t afterFirst = heapInUse();
    for (int i = 1; i < boats; ++i) scene.action().addBody(*scene.bodies()[std::size_t(i)], fullModel());
    for (int f = 0; f < 2; ++f) scene.frame();  // what grows in its first substeps
    const std::size_t afterAll = heapInUse();
    if (afterAll == 0) state.SkipWithError("no heap count here (glibc's mallinfo2)");
    for (auto _ : state) benchmark::DoNotOptimize(afterAll);  // nothing to time: the counters are the figure
    state.counters["first_body_bytes"] = double(afterFirst - before);
    state.counters["bytes_per_body"] = double(afterAll - afterFirst) / double(boats - 1);
    state.counters["triangles"] = double(hull->triangleCount());
}

/// The water models of Water/<model>/<points>, built once.
/// Water/Gerstner's and PatchGerstner's waves: three, steepnesses summing to 0.6.
const GerstnerWaves& gerstnerSea() {
    static const GerstnerWaves gerstner({{0.5, 14.0, 1.0, 0.2, 0.3, 0.0}, {0.25, 6.0, -0.3, 1.0, 0.2, 2.0},
                                         {0.1, 3.0, 0.7, -0.7, 0.1, 4.0}});
    return gerstner;
}

const WaterSurface& waterModel(const std::string& name) {
    static const FlatWater flat(0.0);
    static const OceanSpectrumWaves ocean(OceanSpectrum::forSeaState(SeaState::Rough));
    static const std::unique_ptr<HeightFieldWater> heightField = [] {
        HeightFieldLayout layout;
        layout.columns = layout.rows = 256;
        layout.originX = layout.originZ = -64.0;
        layout.spacing = 0.5;
        auto water = std::make_unique<HeightFieldWater>(layout);
        std::vector<float> heights(256 * 256);
        for (std::size_t n = 0; n < heights.size(); ++n) heights[n] = float(0.3 * std::sin(0.1 * double(n % 256)));
        water->setHeights(heights.data());
        return water;
    }();
    if (name == "Flat") return flat;
    if (name == "Sine") return sineSea();
    if (name == "Gerstner") return gerstnerSea();
    if (name == "OceanSpectrum") return ocean;
    return *heightField;
}

void Water(benchmark::State& state, const std::string& model) {
    const WaterSurface& water = waterModel(model);
    const int side = int(std::lround(std::sqrt(double(state.range(0)))));
    std::vector<float> x, z, height(std::size_t(side * side));
    for (int j = 0; j < side; ++j)
        for (int i = 0; i < side; ++i) x.push_back(float(12.0 * i / side)), z.push_back(float(12.0 * j / side));
    const PointBatch points{{3.0, 0.0, -2.0}, x.data(), nullptr, z.data(), x.size()};
    const double time = 12.5;
    water.sampleHeights(points, time, 0.0, height.data());  // the ocean prepares this instant once
    const auto start = std::chrono::steady_clock::now();
    for (auto _ : state) {
        water.sampleHeights(points, time, 0.0, height.data());
        benchmark::ClobberMemory();
    }
    state.counters["us_per_query"] = nanoseconds(start) * 1e-3 / double(state.iterations());
}

void OceanUpdate(benchmark::State& state) {
    OceanSettings settings;
    settings.resolution = int(state.range(0));
    const OceanSpectrumWaves ocean(OceanSpectrum::forSeaState(SeaState::Rough), settings);
    double time = 0.0;
    const auto start = std::chrono::steady_clock::now();
    for (auto _ : state) {
        time += 1.0 / 240.0;
        ocean.prepare(time);
    }
    state.counters["ms_per_update"] = nanoseconds(start) * 1e-6 / double(state.iterations());
}

void FreeSurfaceMeasure(benchmark::State& state) {
    const MeshArrays arrays = makeWigleyHull(6.0, 0.6, 0.375, 0.3, 21, 6);
    const HullMesh hull = HullMesh::fromArrays(arrays.xyz, arrays.indices);
    BodyState pose = floatingPose(hull, 0.0);
    pose.linearVelocity = {2.0, 0.0, 0.0};
    FreeSurfaceField field(sineSea(), FreeSurfaceSettings{}, pose.centreOfMass.x, pose.centreOfMass.z);
    for (int i = 0; i < 240; ++i) {
        (void)field.tryAddVolumeSource(pose.centreOfMass.x + 8.0, pose.centreOfMass.z, 0.2, std::sin(0.1 * i));
        field.step(1.0 / 240.0);
    }
    FreeSurfaceCoupling coupling(hull);
    std::size_t pieces = 0;
    for (auto _ : state) {
        const Result<FreeSurfaceSources> found = coupling.tryFindSources(pose, field, 1.0 / 240.0);
        if (!found) state.SkipWithError(found.error().message().c_str());
        pieces = found.value().pieces;
        FreeSurfaceLoad load = coupling.push(field);
        benchmark::DoNotOptimize(load);
    }
    state.counters["pieces"] = double(pieces);
    state.counters["ns_per_piece"] =
        benchmark::Counter(double(pieces) * double(state.iterations()), benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

void FreeSurfaceStep(benchmark::State& state) {
    const FlatWater calm(0.0);
    FreeSurfaceSettings settings;
    settings.cells = int(state.range(0));
    FreeSurfaceField field(calm, settings);
    const int sources = int(state.range(1));
    const int threads = int(state.range(2));
    SequentialTasks callingThread;
    std::unique_ptr<tool::WorkerPool> workers = threads > 1 ? std::make_unique<tool::WorkerPool>(threads) : nullptr;
    TaskSystem& tasks = workers ? static_cast<TaskSystem&>(*workers) : callingThread;
    const auto start = std::chrono::steady_clock::now();
    for (auto _ : state) {
        for (int i = 0; i < sources; ++i) (void)field.tryAddVolumeSource(0.25 * i - 8.0, 0.0, 0.02 * i, 0.01);
        field.step(1.0 / 240.0, tasks);
    }
    state.counters["ms_per_step"] = nanoseconds(start) * 1e-6 / double(state.iterations());
}

void OceanStorm(benchmark::State& state) {
    OceanSettings settings;
    settings.resolution = 64;
    settings.cascades = 0;
    settings.refreshInterval = state.range(0) > 0 ? 1.0 / double(state.range(0)) : 0.0;
    const OceanSpectrumWaves ocean(OceanSpectrum::forSeaState(SeaState::High), settings);
    std::vector<float> x, z, height(21 * 21), vx(height.size()), vy(height.size()), vz(height.size());
    for (int j = 0; j < 21; ++j)
        for (int i = 0; i < 21; ++i) x.push_back(float(0.6 * i)), z.push_back(float(0.6 * j));
    const PointBatch patch{{25.0, 0.0, -20.0}, x.data(), nullptr, z.data(), x.size()};
    std::int64_t substep = 0;
    const auto start = std::chrono::steady_clock::now();
    for (auto _ : state) {
        const double time = double(++substep) / 240.0;
        ocean.sampleHeightsAndVelocities(patch, time, 0.0, height.data(), vx.data(), vy.data(), vz.data());
        benchmark::ClobberMemory();
    }
    state.counters["ms_per_substep"] = nanoseconds(start) * 1e-6 / double(state.iterations());
    state.counters["cascades"] = ocean.cascadeCount();
}

void StormAction(benchmark::State& state) {
    const bool effects = state.range(0) != 0;
    OceanSettings settings;
    settings.resolution = 64;
    settings.cascades = 0;
    settings.refreshInterval = 1.0 / 30.0;
    const auto ocean = std::make_shared<const OceanSpectrumWaves>(OceanSpectrum::forSeaState(SeaState::High), settings);
    BuoyancyAction::Settings actionSettings;
    actionSettings.collectWaterline = effects;
    hydro::test::FloatingScene scene(ocean, actionSettings);
    struct Boat {
        const char* hull;
        double mass, x, z;
        ForceModel model;
    };
    const Boat boats[] = {{"displacement_boat", 14000.0, 0.0, 0.0, ForceModel::displacementBoat()},
                          {"catamaran", 1800.0, -25.0, 20.0, ForceModel::displacementBoat()},
                          {"speedboat", 2000.0, 25.0, -20.0, ForceModel::planingBoat()},
                          {"box", 150.0, 10.0, 25.0, ForceModel::floatingCrate()}};
    for (const Boat& b : boats) {
        const auto hull = std::make_shared<const HullMesh>(
            HullMesh::fromObjFile(std::string(HYDRO_ASSETS_DIR) + "/hulls/" + b.hull + ".obj"));
        scene.add(hull, hull->massPropertiesForMass(b.mass),
                  btTransform(btQuaternion::getIdentity(), btVector3(btScalar(b.x), btScalar(1.5), btScalar(b.z))), b.model);
    }
    WaterEffects water;
    auto frame = [&] {
        scene.frame(4);
        if (!effects) return;
        for (const auto& body : scene.bodies()) {
            const FloatingBody& floating = *scene.action().body(&body->body());
            water.emit(floating.lastResult(), floating.lastState(), *ocean, 1.0 / 60.0);
        }
        water.advance(*ocean, scene.action().time(), 1.0 / 60.0);
    };
    for (int f = 0; f < 600; ++f) frame();  // 10 s: the drop is over, the wakes are laid
    const auto start = std::chrono::steady_clock::now();
    for (auto _ : state) frame();
    state.counters["ms_per_substep"] = nanoseconds(start) * 1e-6 / (4.0 * double(state.iterations()));
    if (effects) state.counters["foam"] = double(water.foam().size());
}

void ReadResults(benchmark::State& state) {
    const int bodies = int(state.range(0));
    hydro::test::FloatingScene scene(std::make_shared<FlatWater>(0.0));
    const MeshArrays box = makeBox({0.5, 0.3, 0.4});
    const auto crate = std::make_shared<const HullMesh>(HullMesh::fromArrays(box.xyz, box.indices));
    const int side = int(std::ceil(std::sqrt(double(bodies))));
    for (int i = 0; i < bodies; ++i)
        scene.add(crate, crate->massPropertiesForDensity(500.0),
                  btTransform(btQuaternion::getIdentity(), btVector3(btScalar(3 * (i % side)), 0, btScalar(3 * (i / side)))));
    scene.frame();
    // The game's own order, not the action's: its handles, and its Bullet bodies.
    std::vector<const FloatingBody*> handles;
    std::vector<const btRigidBody*> rigidBodies;
    for (auto& b : scene.bodies()) {
        handles.push_back(scene.action().body(&b->body()));
        rigidBodies.push_back(&b->body());
    }
    std::reverse(handles.begin(), handles.end());
    std::reverse(rigidBodies.begin(), rigidBodies.end());
    const auto lift = [](const FloatingBody& floating) {
        return floating.lastSkip() == FloatingBody::Skip::None ? floating.lastResult().force.y : 0.0;
    };
    double handleNanoseconds = 0.0, lookUpNanoseconds = 0.0;
    for (auto _ : state) {
        double total = 0.0;
        auto start = std::chrono::steady_clock::now();
        for (const FloatingBody* floating : handles) total += lift(*floating);
        handleNanoseconds += nanoseconds(start);
        start = std::chrono::steady_clock::now();
        for (const btRigidBody* body : rigidBodies) total += lift(*scene.action().body(body));
        lookUpNanoseconds += nanoseconds(start);
        benchmark::DoNotOptimize(total);
    }
    const double reads = double(bodies) * double(state.iterations());
    state.counters["ns_per_body"] = handleNanoseconds / reads;
    state.counters["ns_per_body_looked_up"] = lookUpNanoseconds / reads;
}

/// About `triangles` triangles of a Wigley hull (without its deck, or with it), unwelded, with 20
/// specks beside it.
MeshArrays gameLikeMesh(int triangles, bool deckless) {
    const int stations = int(std::sqrt(double(triangles) / 0.5)), waterlines = stations / 8;
    const MeshArrays fine = makeWigleyHull(6.0, 1.2, 0.4, 0.3, stations, waterlines);
    float top = fine.xyz[1];
    for (std::size_t v = 0; v < fine.vertexCount(); ++v) top = std::max(top, fine.xyz[3 * v + 1]);
    MeshArrays out;
    auto addTriangle = [&](const std::array<Vec3, 3>& corners) {
        for (const Vec3& p : corners) {
            out.indices.push_back(std::uint32_t(out.vertexCount()));
            out.xyz.insert(out.xyz.end(), {float(p.x), float(p.y), float(p.z)});
        }
    };
    auto vertex = [&](std::uint32_t v) {
        return Vec3{double(fine.xyz[3 * v]), double(fine.xyz[3 * v + 1]), double(fine.xyz[3 * v + 2])};
    };
    for (std::size_t t = 0; t < fine.triangleCount(); ++t) {
        const std::array<Vec3, 3> c = {vertex(fine.indices[3 * t]), vertex(fine.indices[3 * t + 1]),
                                       vertex(fine.indices[3 * t + 2])};
        if (deckless && c[0].y == double(top) && c[1].y == double(top) && c[2].y == double(top)) continue;
        addTriangle(c);
    }
    for (int speck = 0; speck < 20; ++speck) {
        const double x = -2.5 + 0.25 * speck;
        addTriangle({Vec3{x, 0.4, 0.0}, Vec3{x + 0.001, 0.4, 0.0}, Vec3{x, 0.401, 0.0}});
    }
    return out;
}

void PrepareHull(benchmark::State& state, WrapMode wrap) {
    // A deckless hull is repaired and capped; wrapping needs a closed one (an open deck is no crack).
    const MeshArrays mesh = gameLikeMesh(int(state.range(0)), wrap != WrapMode::Always);
    HullPreparationOptions options;
    options.wrap = wrap;
    options.simplification.targetTriangles = 500;
    options.closeWells = state.range(1) != 0;
    const auto start = std::chrono::steady_clock::now();
    std::size_t trianglesOut = 0;
    for (auto _ : state) trianglesOut = prepareHull(mesh, "game mesh", options).hull.triangleCount();
    state.counters["ms_per_hull"] = nanoseconds(start) * 1e-6 / double(state.iterations());
    state.counters["triangles_in"] = double(mesh.triangleCount());
    state.counters["triangles_out"] = double(trianglesOut);
}

/// Flat water that does not say it is flat (WaterSurface::isFlat false): a patch samples it on the
/// whole grid, as it sampled every surface before 0.6. The baseline of the one-cell patch.
class UnflaggedFlatWater final : public WaterSurface {
public:
    void sample(const PointBatch& points, double time, double relativeTo, const SampleOutputs& out) const override {
        flat_.sample(points, time, relativeTo, out);
    }

private:
    FlatWater flat_{0.0};
};

void Evaluation(benchmark::State& state, SimdArch arch, const WaterSurface& water) {
    if (!isSupported(arch)) {
        state.SkipWithError("this CPU does not support the arch");
        return;
    }
    const HullMesh& hull = hullWith(int(state.range(0)));
    BodyState body = floatingPose(hull, 0.0);
    WaterPatch patch = WaterPatch::forHull(hull, body.centreOfMassInHull);
    ForceKernel::Settings settings;
    settings.arch = arch;
    ForceKernel kernel(hull, settings);
    ForceResult result;
    const ForceModel model = ForceModel::hydrostaticOnly();
    const auto start = std::chrono::steady_clock::now();
    for (auto _ : state) {
        body.time += 1.0 / 240.0;
        patch.follow(body.centreOfMass, water, body.time, model.usesWaterVelocity());
        kernel.compute(body, patch, WaterProperties{}, model, 1.0 / 240.0, result);
        benchmark::DoNotOptimize(result.force);
    }
    state.counters["ns_per_evaluation"] = nanoseconds(start) / double(state.iterations());
}

/// The benchmarked hull and its pose for the panel methods: the 2,000-triangle Wigley hull with its
/// origin on the water line (its design draft), the centre of gravity at its centroid.
struct PanelMethodCase {
    const HullMesh& hull = hullWith(2000);
    FloatingPose pose{hull.centroid().y, 0.0, 0.0};
};

void AddedMassCall(benchmark::State& state) {
    const PanelMethodCase c;
    AddedMassOptions options;
    options.maxPanels = std::size_t(state.range(0));
    std::size_t panels = 0;
    double total = 0.0;
    for (auto _ : state) {
        const auto start = std::chrono::steady_clock::now();
        const AddedMass a = addedMass(c.hull, c.pose, c.hull.centroid(), WaterProperties{}, FrequencyLimit::Infinite, options);
        total += nanoseconds(start);
        panels = a.panels;
        benchmark::DoNotOptimize(a.matrix.m[1][1]);
    }
    state.counters["ms_per_call"] = total * 1e-6 / double(state.iterations());
    state.counters["panels"] = double(panels);
}

void RadiationCall(benchmark::State& state) {
    const PanelMethodCase c;
    RadiationOptions options;
    options.maxPanels = std::size_t(state.range(0));
    const WaterProperties water;
    const double length = c.hull.aabbMax().x - c.hull.aabbMin().x;
    const double omega = std::sqrt(2.0 * 3.14159265358979323846 / length * water.gravity);
    RadiationCoefficients r;
    double total = 0.0;
    for (auto _ : state) {
        const auto start = std::chrono::steady_clock::now();
        r = radiationCoefficients(c.hull, c.pose, c.hull.centroid(), water, omega, options);
        total += nanoseconds(start);
        benchmark::DoNotOptimize(r.damping.m[1][1]);
    }
    state.counters["ms_per_call"] = total * 1e-6 / double(state.iterations());
    state.counters["panels"] = double(r.panels);
    state.counters["lid_panels"] = double(r.lidPanels);
}

void registerAll() {
    static const FlatWater flat(0.0);
    const std::pair<const char*, ForceModel> models[] = {{"Hydrostatics/", ForceModel::hydrostaticOnly()},
                                                         {"FullModel/", fullModel()}};
    for (const auto& [name, model] : models)
        for (SimdArch arch : {SimdArch::Scalar, SimdArch::Sse2, SimdArch::Avx2, SimdArch::Avx512, SimdArch::Neon64})
            for (int triangles : {12, 200, 2000, 20000})
                benchmark::RegisterBenchmark((name + std::string(archName(arch)) + "/" + std::to_string(triangles)).c_str(),
                                             Kernel, arch, model, 0.0, std::cref<WaterSurface>(sineSea()))
                    ->Arg(triangles);
    for (const auto& [draft, raisedBy] : {std::pair<const char*, double>{"equilibrium", 0.0}, {"half", 0.5}})
        for (const auto& [waterName, water] :
             {std::pair<const char*, const WaterSurface*>{"flat", &flat}, {"waves", &sineSea()}})
            for (SimdArch arch : {SimdArch::Avx2, SimdArch::Avx512})
                benchmark::RegisterBenchmark(("Posing/" + std::string(draft) + "/" + waterName + "/" + archName(arch) + "/2000").c_str(),
                                             Kernel, arch, ForceModel::hydrostaticOnly(), raisedBy, std::cref(*water))
                    ->Arg(2000);
    static const FlatWater flatWithACurrent(0.0, {0.8, 0.0, -0.3});
    for (const auto& [terms, model] : {std::pair<const char*, ForceModel>{"every", fullModel()}, {"viscous", viscousDragOnly()}})
        for (const auto& [waterName, water] :
             {std::pair<const char*, const WaterSurface*>{"flat", &flatWithACurrent}, {"waves", &sineSea()}})
            for (SimdArch arch : {SimdArch::Avx2, SimdArch::Avx512})
                benchmark::RegisterBenchmark(
                    ("Drag/" + std::string(terms) + "/" + waterName + "/" + archName(arch) + "/2000").c_str(), Kernel,
                    arch, model, 0.0, std::cref(*water))
                    ->Arg(2000);
    static const UnflaggedFlatWater unflagged;
    for (const auto& [waterName, water] : {std::pair<const char*, const WaterSurface*>{"flat", &flat},
                                           {"flatGrid", &unflagged}, {"waves", &sineSea()}})
        for (SimdArch arch : {SimdArch::Avx2, SimdArch::Avx512})
            for (int triangles : {12, 100})
                benchmark::RegisterBenchmark(
                    ("Evaluation/" + std::string(waterName) + "/" + archName(arch) + "/" + std::to_string(triangles)).c_str(),
                    Evaluation, arch, std::cref(*water))
                    ->Arg(triangles);
    benchmark::RegisterBenchmark("Foil", AppendagesCall, std::string("foil"));
    benchmark::RegisterBenchmark("Thruster", AppendagesCall, std::string("thruster"));
    benchmark::RegisterBenchmark("Appendages/boat", AppendagesCall, std::string("boat"));
    for (SimdArch arch : {SimdArch::Avx2, SimdArch::Avx512})
        for (const auto& [what, extra] : {std::pair<const char*, BoatExtra>{"hull", BoatExtra::None},
                                          {"appendages", BoatExtra::Appendages},
                                          {"addedMass", BoatExtra::AddedMass}})
            benchmark::RegisterBenchmark(("BoatEvaluation/" + std::string(what) + "/" + archName(arch)).c_str(),
                                         BoatEvaluation, extra, arch);
    for (int compartments : {1, 4, 16})
        benchmark::RegisterBenchmark("Flooding", FloodingStep)->Arg(compartments);
    for (int boats : {1, 16, 256})
        for (int threads : {1, 2})
            benchmark::RegisterBenchmark(("World/" + std::to_string(boats) + "/" + std::to_string(threads)).c_str(), World,
                                         WorldWater::FullModel)
                ->Args({boats, threads, 0})
                ->Unit(benchmark::kMillisecond);
    for (int threads : {1, 2})
        benchmark::RegisterBenchmark(("WorldHydrostatics/256/" + std::to_string(threads)).c_str(), World,
                                     WorldWater::Hydrostatics)
            ->Args({256, threads, 0})
            ->Unit(benchmark::kMillisecond);
    for (int threads : {1, 2})
        benchmark::RegisterBenchmark(("WorldOncePerFrame/256/" + std::to_string(threads)).c_str(), World,
                                     WorldWater::FullModelOncePerFrame)
            ->Args({256, threads, 0})
            ->Unit(benchmark::kMillisecond);
    for (int boats : {256, 1024})
        benchmark::RegisterBenchmark(("WorldFocus/" + std::to_string(boats) + "/2").c_str(), World, WorldWater::Focus)
            ->Args({boats, 2, 0})
            ->Unit(benchmark::kMillisecond);
    // 64 boats on water that answers, beside the same world on water that does not (issue 47).
    for (int threads : {1, 2}) {
        benchmark::RegisterBenchmark(("World/64/" + std::to_string(threads)).c_str(), World, WorldWater::FullModel)
            ->Args({64, threads, 0})
            ->Unit(benchmark::kMillisecond);
        benchmark::RegisterBenchmark(("WorldFreeSurface/64/" + std::to_string(threads)).c_str(), World,
                                     WorldWater::FreeSurface)
            ->Args({64, threads, 0})
            ->Unit(benchmark::kMillisecond);
        benchmark::RegisterBenchmark(("WorldFreeSurfaceOncePerFrame/64/" + std::to_string(threads)).c_str(), World,
                                     WorldWater::FreeSurfaceOncePerFrame)
            ->Args({64, threads, 0})
            ->Unit(benchmark::kMillisecond);
    }
    // The fleet of WorldFocus/1024/2 without the level of detail, beside it.
    benchmark::RegisterBenchmark("World/1024/2", World, WorldWater::FullModel)->Args({1024, 2, 0})->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("Flotsam/4096/2", Flotsam, FlotsamWater::Full)->Args({4096, 2})->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("FlotsamFocus/4096/2", Flotsam, FlotsamWater::Focus)->Args({4096, 2})->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("FlotsamBulletOnly/4096", Flotsam, FlotsamWater::NoAction)->Args({4096, 1})->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("WorldMemory", WorldMemory)->Arg(256)->Iterations(1);
    benchmark::RegisterBenchmark("WorldBulletOnly/256", World, WorldWater::NoAction)
        ->Args({256, 1, 0})
        ->Unit(benchmark::kMillisecond);
    for (int threads : {1, 2})
        benchmark::RegisterBenchmark(("WorldBusy/256/" + std::to_string(threads)).c_str(), World, WorldWater::FullModel)
            ->Args({256, threads, 2})
            ->Unit(benchmark::kMillisecond)
            ->UseRealTime();
    for (SimdArch arch : {baselineSimdArch(), SimdArch::Avx2, SimdArch::Avx512})
        if (SineWaves(sineSea()).trySetSamplingArch(arch).ok())
            for (int points : {121, 1024, 4096}) {
                const std::string where = std::string(archName(arch)) + "/" + std::to_string(points);
                benchmark::RegisterBenchmark(("Patch/" + where).c_str(), Patch<SineWaves>, arch, &sineSea())->Arg(points);
                benchmark::RegisterBenchmark(("PatchGerstner/" + where).c_str(), Patch<GerstnerWaves>, arch, &gerstnerSea())
                    ->Arg(points);
            }
    for (const char* model : {"Flat", "Sine", "Gerstner", "OceanSpectrum", "HeightField"})
        for (int points : {256, 4096})
            benchmark::RegisterBenchmark(("Water/" + std::string(model) + "/" + std::to_string(points)).c_str(), Water,
                                         std::string(model))
                ->Arg(points);
    for (int bodies : {10, 100, 1000})
        benchmark::RegisterBenchmark(("ReadResults/" + std::to_string(bodies)).c_str(), ReadResults)->Arg(bodies);
    for (int tile : {64, 128, 256})
        benchmark::RegisterBenchmark(("OceanUpdate/" + std::to_string(tile)).c_str(), OceanUpdate)
            ->Arg(tile)
            ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("FreeSurfaceMeasure", FreeSurfaceMeasure);
    for (int cells : {64, 128, 256})
        for (int sources : {0, 64})
            for (int threads : {1, 2})
                benchmark::RegisterBenchmark("FreeSurfaceStep", FreeSurfaceStep)
                    ->Args({cells, sources, threads})
                    ->Unit(benchmark::kMillisecond);
    for (int refreshHz : {0, 60, 30})
        benchmark::RegisterBenchmark(("OceanStorm/" + std::to_string(refreshHz)).c_str(), OceanStorm)
            ->Arg(refreshHz)
            ->Iterations(2400)  // ten seconds of substeps: whole refresh periods at 60 and 30 Hz
            ->Unit(benchmark::kMillisecond);
    for (const int effects : {0, 1})
        benchmark::RegisterBenchmark(("StormAction/" + std::to_string(effects)).c_str(), StormAction)
            ->Arg(effects)
            ->Unit(benchmark::kMillisecond);
    for (const auto& [path, wrap] : {std::pair<const char*, WrapMode>{"Repair", WrapMode::Auto}, {"Wrap", WrapMode::Always}})
        for (const int wells : {1, 0})
            benchmark::RegisterBenchmark(("PrepareHull/" + std::string(path)).c_str(), PrepareHull, wrap)
                ->Args({50000, wells})
                ->Unit(benchmark::kMillisecond);
    for (int panels : {250, 500, 1000, 2000})
        benchmark::RegisterBenchmark("AddedMass", AddedMassCall)
            ->Arg(panels)
            ->Unit(benchmark::kMillisecond);
    for (int panels : {250, 500, 600, 700, 1000})
        benchmark::RegisterBenchmark("Radiation", RadiationCall)
            ->Arg(panels)
            ->Unit(benchmark::kMillisecond);
}

} // namespace

int main(int argc, char** argv) {
    registerAll();
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
