// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// BulletHydro's buoyancy beside Jolt's, in one process, on the same hulls at the same pose (docs/
// figures.md §6). Built only when CMake is given a JoltPhysics checkout (-DHYDRO_JOLT_DIR=...); the
// build never fetches one.
//
//   Jolt/<body>/<size>: Body::ApplyBuoyancyImpulse, Jolt's whole buoyancy and drag (the shape's
//     submerged volume under the plane, then the impulse), on a BoxShape for the box and on a
//     ConvexHullShape of the hull's vertices for the others (Jolt computes buoyancy for convex
//     shapes only: the Wigley hull's convex hull is a little fuller, and has fewer faces);
//   BulletHydro/<body>/<size>: what BuoyancyAction does for one body each substep on flat water:
//     the patch's follow() and the kernel's compute() with buoyancy alone, at the widest arch here;
//   BulletHydroOnWaves/<body>/<size>: the same on three sine waves (the patch's 121 points sampled).
// Each floats upright at its equilibrium draft: the 2 x 1 x 1 m box half under, the Wigley hulls at
// their design waterline (BenchHulls.h), the ball half under. The velocity Jolt's impulse changes
// is reset every call.

#include "BenchHulls.h"

#include "hydro/FlatWater.h"

#include <Jolt/Jolt.h>

#include <Jolt/Core/Factory.h>
#include <Jolt/Physics/Body/BodyCreationSettings.h>
#include <Jolt/Physics/Collision/Shape/BoxShape.h>
#include <Jolt/Physics/Collision/Shape/ConvexHullShape.h>
#include <Jolt/Physics/PhysicsSystem.h>
#include <Jolt/RegisterTypes.h>

#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>
#include <memory>

namespace {

using namespace hydro;

/// One object layer and one broad-phase layer: the bodies are never stepped, only asked for buoyancy.
class OneLayer final : public JPH::BroadPhaseLayerInterface {
public:
    JPH::uint GetNumBroadPhaseLayers() const override { return 1; }
    JPH::BroadPhaseLayer GetBroadPhaseLayer(JPH::ObjectLayer) const override { return JPH::BroadPhaseLayer(0); }
#if defined(JPH_EXTERNAL_PROFILE) || defined(JPH_PROFILE_ENABLED)
    const char* GetBroadPhaseLayerName(JPH::BroadPhaseLayer) const override { return "all"; }
#endif
};

class Everything final : public JPH::ObjectVsBroadPhaseLayerFilter {
public:
    bool ShouldCollide(JPH::ObjectLayer, JPH::BroadPhaseLayer) const override { return true; }
};

class EveryPair final : public JPH::ObjectLayerPairFilter {
public:
    bool ShouldCollide(JPH::ObjectLayer, JPH::ObjectLayer) const override { return true; }
};

/// Jolt's process-wide set-up and a physics system to create bodies in. The system is made after
/// the allocator is registered: Jolt allocates through it from the start.
struct JoltWorld {
    OneLayer layers;
    Everything objectVsBroadPhase;
    EveryPair pairs;
    std::unique_ptr<JPH::PhysicsSystem> system;

    JoltWorld() {
        JPH::RegisterDefaultAllocator();
        JPH::Factory::sInstance = new JPH::Factory();
        JPH::RegisterTypes();
        system = std::make_unique<JPH::PhysicsSystem>();
        system->Init(64, 0, 64, 64, layers, objectVsBroadPhase, pairs);
    }

    static JoltWorld& get() {
        static JoltWorld world;
        return world;
    }
};

/// A dynamic Jolt body of `shape` with its origin where floatingPose puts the hull's.
JPH::Body& joltBody(const JPH::ShapeSettings& shape, const BodyState& pose) {
    const JPH::ShapeSettings::ShapeResult made = shape.Create();
    if (made.HasError()) {
        std::fprintf(stderr, "Jolt refused the shape: %s\n", made.GetError().c_str());
        std::exit(1);
    }
    const Vec3 origin = pose.centreOfMass - pose.centreOfMassInHull;  // upright: the hull's origin
    JPH::BodyCreationSettings settings(made.Get(), JPH::RVec3(JPH::Real(origin.x), JPH::Real(origin.y), JPH::Real(origin.z)),
                                       JPH::Quat::sIdentity(), JPH::EMotionType::Dynamic, 0);
    return *JoltWorld::get().system->GetBodyInterfaceNoLock().CreateBody(settings);
}

using Body = bench::ComparedBody;

void JoltBuoyancy(benchmark::State& state, Body kind) {
    JoltWorld& world = JoltWorld::get();  // first: the shapes below allocate through Jolt
    const auto [hull, pose] = bench::comparedBody(kind, int(state.range(0)));
    std::unique_ptr<JPH::ShapeSettings> shape;
    if (kind == Body::Box) {
        const Vec3 half = (hull.aabbMax() - hull.aabbMin()) * 0.5;
        shape = std::make_unique<JPH::BoxShapeSettings>(JPH::Vec3(float(half.x), float(half.y), float(half.z)), 0.0f);
    } else {
        JPH::Array<JPH::Vec3> points;
        for (std::size_t v = 0; v < hull.vertexCount(); ++v) {
            const Vec3 p = hull.vertex(v);
            points.push_back(JPH::Vec3(float(p.x), float(p.y), float(p.z)));
        }
        shape = std::make_unique<JPH::ConvexHullShapeSettings>(points, 0.0f);
    }
    JPH::Body& body = joltBody(*shape, pose);
    if (kind != Body::Box)  // what Jolt's buoyancy walks: its hull's faces, coplanar triangles merged
        state.counters["jolt_faces"] = double(static_cast<const JPH::ConvexHullShape*>(body.GetShape())->GetNumFaces());
    state.counters["triangles"] = double(hull.triangleCount());
    const JPH::Vec3 gravity(0.0f, -9.81f, 0.0f);
    for (auto _ : state) {
        body.SetLinearVelocity(JPH::Vec3::sZero());
        body.SetAngularVelocity(JPH::Vec3::sZero());
        const bool applied = body.ApplyBuoyancyImpulse(JPH::RVec3::sZero(), JPH::Vec3::sAxisY(), 1.0f, 0.5f, 0.01f,
                                                       JPH::Vec3::sZero(), gravity, 1.0f / 240.0f);
        benchmark::DoNotOptimize(applied);
    }
    world.system->GetBodyInterfaceNoLock().DestroyBody(body.GetID());
}

void BulletHydroBuoyancy(benchmark::State& state, Body kind, const WaterSurface& water) {
    bench::BuoyancyCall call(bench::comparedBody(kind, int(state.range(0))), water);
    state.counters["triangles"] = double(call.hull().triangleCount());
    for (auto _ : state) {
        call();
        benchmark::DoNotOptimize(call.result().force);
    }
}

} // namespace

const FlatWater& flat() {
    static const FlatWater water;
    return water;
}

// Side by side, each Jolt case before its BulletHydro twins; the ball's argument is the icosphere's
// subdivisions (2: 320 triangles, 3: 1,280). BulletHydroOnWaves/<body>: the same on hydro_bench's
// three sine waves (bench::sineSea), sampled at the hull's patch of 121 points, where Jolt's call
// takes one plane still.
BENCHMARK_CAPTURE(JoltBuoyancy, box, Body::Box)->Name("Jolt/box")->Arg(12);
BENCHMARK_CAPTURE(BulletHydroBuoyancy, box, Body::Box, flat())->Name("BulletHydro/box")->Arg(12);
BENCHMARK_CAPTURE(BulletHydroBuoyancy, boxOnWaves, Body::Box, bench::sineSea())->Name("BulletHydroOnWaves/box")->Arg(12);
BENCHMARK_CAPTURE(JoltBuoyancy, wigley, Body::Wigley)->Name("Jolt/wigley")->Arg(100)->Arg(200)->Arg(2000);
BENCHMARK_CAPTURE(BulletHydroBuoyancy, wigley, Body::Wigley, flat())->Name("BulletHydro/wigley")->Arg(100)->Arg(200)->Arg(2000);
BENCHMARK_CAPTURE(BulletHydroBuoyancy, wigleyOnWaves, Body::Wigley, bench::sineSea())->Name("BulletHydroOnWaves/wigley")->Arg(100);
BENCHMARK_CAPTURE(JoltBuoyancy, ball, Body::Ball)->Name("Jolt/ball")->Arg(2)->Arg(3);
BENCHMARK_CAPTURE(BulletHydroBuoyancy, ball, Body::Ball, flat())->Name("BulletHydro/ball")->Arg(2)->Arg(3);

BENCHMARK_MAIN();
