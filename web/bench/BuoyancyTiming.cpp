// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// BulletHydro's side of the comparison with JoltPhysics.js (web/bench/jolt_comparison.mjs, docs/web.md
// §6): the hulls and poses of bench/JoltComparison.cpp (bench/BenchHulls.h), and what the action
// does for one of them each substep timed inside the module, as a web game's world.step() runs it.
// A module of its own, never the one a page loads.

#include "BenchHulls.h"

#include "hydro/FlatWater.h"

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <algorithm>
#include <chrono>
#include <vector>

namespace hydro::web {
namespace {

using emscripten::val;

bench::ComparedBody bodyNamed(const std::string& name) {
    if (name == "box") return bench::ComparedBody::Box;
    return name == "ball" ? bench::ComparedBody::Ball : bench::ComparedBody::Wigley;
}

std::vector<float>& scratch() {
    static std::vector<float> out;
    return out;
}

/// The hull's vertices (three floats each, hull coordinates), for Jolt's convex hull of them.
val hullVertices(const std::string& body, int size) {
    const HullMesh& hull = bench::comparedBody(bodyNamed(body), size).hull;
    std::vector<float>& out = scratch();
    out.clear();
    for (std::size_t v = 0; v < hull.vertexCount(); ++v) {
        const Vec3 p = hull.vertex(v);
        out.insert(out.end(), {float(p.x), float(p.y), float(p.z)});
    }
    return val(emscripten::typed_memory_view(out.size(), out.data()));
}

/// The hull origin's place in the world, the box's half extents and the triangle count: seven floats.
val hullPlacement(const std::string& body, int size) {
    const bench::FloatingHull floating = bench::comparedBody(bodyNamed(body), size);
    const Vec3 origin = floating.pose.centreOfMass - floating.pose.centreOfMassInHull;  // upright
    const Vec3 half = (floating.hull.aabbMax() - floating.hull.aabbMin()) * 0.5;
    std::vector<float>& out = scratch();
    out = {float(origin.x), float(origin.y), float(origin.z), float(half.x), float(half.y), float(half.z),
           float(floating.hull.triangleCount())};
    return val(emscripten::typed_memory_view(out.size(), out.data()));
}

/// Nanoseconds a call, the median of `rounds` rounds of `calls` calls, on flat water or on the
/// benchmarks' three sine waves.
double timeBuoyancy(const std::string& body, int size, bool onWaves, int rounds, int calls) {
    static const FlatWater flat(0.0);
    const WaterSurface& water = onWaves ? static_cast<const WaterSurface&>(bench::sineSea()) : flat;
    bench::BuoyancyCall call(bench::comparedBody(bodyNamed(body), size), water);
    std::vector<double> perCall;
    for (int round = 0; round < rounds; ++round) {
        const auto start = std::chrono::steady_clock::now();
        for (int k = 0; k < calls; ++k) call();
        const std::chrono::duration<double, std::nano> elapsed = std::chrono::steady_clock::now() - start;
        perCall.push_back(elapsed.count() / calls);
    }
    std::nth_element(perCall.begin(), perCall.begin() + std::ptrdiff_t(perCall.size() / 2), perCall.end());
    return perCall[perCall.size() / 2];
}

} // namespace
} // namespace hydro::web

EMSCRIPTEN_BINDINGS(bullethydro_bench) {
    emscripten::function("hullVertices", &hydro::web::hullVertices);
    emscripten::function("hullPlacement", &hydro::web::hullPlacement);
    emscripten::function("timeBuoyancy", &hydro::web::timeBuoyancy);
}
