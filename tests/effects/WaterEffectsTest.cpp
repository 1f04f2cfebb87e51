// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// WaterEffects (docs/effects.md): foam where the waterline moves through the water, at the rate the
// settings give; spray only from faces that drive into the water, flying ballistically and landing
// as foam; a moving hull leaves a wake behind it; foam rides and drifts with the water; caps, bad
// settings and determinism. The box's waterline is known in closed form, so every expected count
// below is computed from the settings, not measured.

#include "HydroTestSupport.h"

#include "hydro/FlatWater.h"
#include "hydro/ForceKernel.h"
#include "hydro/HullShapes.h"
#include "hydro/WaterEffects.h"
#include "hydro/WaterPatch.h"

#include <gtest/gtest.h>

#include <cmath>

namespace hydro {
namespace {

using test::hullFrom;
using test::poseOf;
using test::rotationX;
using test::rotationY;

constexpr double kFrame = 1.0 / 60.0;
// A 2 m x 1 m x 1 m box floating at half draft: its waterline is the rectangle x in [-1, 1],
// z in [-0.5, 0.5] at y = 0, 6 m round, its faces' normals the axes.
constexpr double kHalfLength = 1.0, kHalfBeam = 0.5;
constexpr double kPerimeter = 4.0 * (kHalfLength + kHalfBeam);

/// The box, its kernel (collecting the waterline) and its state on `water`, driven by the test.
struct MovingBox {
    HullMesh hull = hullFrom(makeBox({kHalfLength, 0.5, kHalfBeam}));
    ForceKernel kernel{hull, [] {
                           ForceKernel::Settings s;
                           s.collectWaterline = true;
                           return s;
                       }()};
    WaterPatch patch = WaterPatch::forHull(hull, hull.centroid());
    BodyState state = poseOf(hull, {0.0, 0.0, 0.0});
    ForceResult result;

    /// Moving along x at `speed`, m/s.
    explicit MovingBox(double speed = 0.0) { state.linearVelocity = {speed, 0.0, 0.0}; }

    /// The water's action at the current state (hydrostatics: the waterline is all the effects need).
    const ForceResult& evaluate(const WaterSurface& water) {
        patch.follow(state.centreOfMass, water, state.time);
        kernel.compute(state, patch, WaterProperties{}, result);
        return result;
    }
};

/// No spray: the hull's own foam alone.
WaterEffectsSettings hullFoamOnly() {
    WaterEffectsSettings s;
    s.sprayRate = 0.0;
    return s;
}

/// Runs `seconds` of frames: evaluate, emit, move the box with its velocity, advance the effects.
void run(MovingBox& box, WaterEffects& effects, const WaterSurface& water, double seconds) {
    for (int frame = 0; frame < int(std::lround(seconds / kFrame)); ++frame) {
        effects.emit(box.evaluate(water), box.state, water, kFrame);
        box.state.centreOfMass += kFrame * box.state.linearVelocity;
        box.state.time += kFrame;
        effects.advance(water, box.state.time, kFrame);
    }
}

TEST(WaterEffects, TheWaterlineCarriesEachTrianglesOutwardNormal) {
    MovingBox box;
    box.state.rotation = rotationY(0.7) * rotationX(0.2);
    const FlatWater water;
    const ForceResult& result = box.evaluate(water);
    ASSERT_FALSE(result.waterline.empty());
    for (const WaterlineSegment& s : result.waterline) {
        EXPECT_NEAR(length(s.normal), 1.0, 1e-6);
        // In the triangle's plane (the segment lies in it), and outward: away from the centre of a
        // convex hull. 1e-5: float corners of a 2 m box.
        EXPECT_NEAR(dot(s.normal, s.b - s.a), 0.0, 1e-5);
        EXPECT_GT(dot(s.normal, 0.5 * (s.a + s.b) - box.state.centreOfMass), 0.0);
    }
}

TEST(WaterEffects, ABodyAtRestOnStillWaterMakesNothing) {
    MovingBox box;
    const FlatWater water;
    WaterEffects effects;
    run(box, effects, water, 2.0);
    EXPECT_TRUE(effects.foam().empty());
    EXPECT_TRUE(effects.spray().empty());
}

TEST(WaterEffects, FoamComesAtTheSettingsRateAlongTheWholeWaterline) {
    constexpr double kSpeed = 2.0, kSeconds = 10.0;
    MovingBox box(kSpeed);
    const FlatWater water;
    WaterEffectsSettings settings = hullFoamOnly();  // the bow's spray would land as foam too
    settings.foamLifetime = 2.0 * kSeconds;           // nothing dies during the count
    WaterEffects effects(settings);
    run(box, effects, water, kSeconds);
    // Every point of the waterline moves at kSpeed through the water.
    const double expected = settings.foamRate * kPerimeter * (kSpeed - settings.foamSpeed) * kSeconds;
    // Each segment's count per frame is floor(mean + u): unbiased, with a variance of at most 1/4.
    // Two cut triangles per face, eight in all, over 600 frames: sigma <= sqrt(4800 / 4) = 34.6
    // (against 306 expected); 4 sigma.
    const double sigma = std::sqrt(8.0 * kSeconds / kFrame / 4.0);
    EXPECT_NEAR(double(effects.foam().size()), expected, 4.0 * sigma);
    EXPECT_EQ(effects.refusedFoam(), 0u);
}

TEST(WaterEffects, SprayComesOnlyFromTheFaceThatDrivesIntoTheWater) {
    constexpr double kSpeed = 3.0;
    MovingBox box(kSpeed);
    const FlatWater water;
    WaterEffects effects;
    // Many frames' emissions without moving anything, to have droplets to look at.
    for (int frame = 0; frame < 60; ++frame) effects.emit(box.evaluate(water), box.state, water, kFrame);
    const WaterEffectsSettings& s = effects.settings();
    const double expected = s.sprayRate * 2.0 * kHalfBeam * (kSpeed - s.spraySpeed) * 1.0;
    // 60 frames x 2 triangles of the bow, floor(mean + u) each: sigma <= sqrt(120) / 2; 4 sigma.
    EXPECT_NEAR(double(effects.spray().size()), expected, 4.0 * std::sqrt(120.0) / 2.0);
    for (const SprayDroplet& d : effects.spray()) {
        EXPECT_NEAR(d.position.x, kHalfLength, 1e-5);  // on the bow (float corners)
        EXPECT_GT(d.velocity.x, 0.0);                   // thrown ahead of it
        EXPECT_GT(d.velocity.y, 0.0);                   // and up
        const double speed = length(d.velocity), throwMean = s.sprayThrow * kSpeed;
        EXPECT_GE(speed, 0.75 * throwMean - 1e-9);
        EXPECT_LE(speed, 1.25 * throwMean + 1e-9);
    }
}

TEST(WaterEffects, DropletsFlyBallisticallyAndLandAsFoam) {
    MovingBox box(3.0);
    const FlatWater water;
    WaterEffectsSettings settings;
    settings.airDrag = 0.0;
    settings.foamRate = 0.0;  // only landed spray makes foam
    WaterEffects effects(settings);
    effects.emit(box.evaluate(water), box.state, water, 0.5);
    const std::vector<SprayDroplet> thrown = effects.spray();
    ASSERT_GT(thrown.size(), 5u);
    constexpr double kStep = 1e-3;
    double time = 0.0;
    while (!effects.spray().empty() && time < 5.0) effects.advance(water, time += kStep, kStep);
    ASSERT_EQ(effects.foam().size(), thrown.size());
    // Each patch where a droplet's parabola meets the surface again: flight time 2 vy / g from the
    // surface back to it. Patches come in landing order, so each is matched to its nearest
    // prediction; the step lands a droplet up to one step early or late.
    for (const FoamPatch& patch : effects.foam()) {
        double nearest = 1e9, horizontalSpeed = 0.0;
        for (const SprayDroplet& d : thrown) {
            const double flight = 2.0 * d.velocity.y / settings.gravity;
            const double miss = std::hypot(patch.position.x - (d.position.x + d.velocity.x * flight),
                                           patch.position.z - (d.position.z + d.velocity.z * flight));
            if (miss < nearest) nearest = miss, horizontalSpeed = std::hypot(d.velocity.x, d.velocity.z);
        }
        EXPECT_LE(nearest, 2.0 * kStep * horizontalSpeed + 1e-6);
        // Spray's foam is fainter than the hull's: 0.6 at landing, fading since.
        EXPECT_NEAR(double(patch.opacity), 0.6 * (1.0 - double(patch.age) / settings.foamLifetime), 1e-5);
    }
}

TEST(WaterEffects, AMovingHullLeavesAWakeBehindIt) {
    constexpr double kSpeed = 4.0, kSeconds = 5.0;
    MovingBox box(kSpeed);
    const FlatWater water;
    WaterEffects effects(hullFoamOnly());  // the bow's spray lands ahead and aside
    run(box, effects, water, kSeconds);
    const double stern = box.state.centreOfMass.x - kHalfLength, bow = box.state.centreOfMass.x + kHalfLength;
    // Every 1 m of the track from the start to the stern has foam: a trail, no gaps.
    const int bins = int(std::floor(stern + kHalfLength));
    std::vector<int> perMetre(std::size_t(bins), 0);
    for (const FoamPatch& f : effects.foam()) {
        EXPECT_LE(f.position.x, bow + 1e-5);  // nothing ahead of the bow
        // Within the beam: on still water nothing drifts, patches only spread.
        EXPECT_LE(std::abs(f.position.z), kHalfBeam + 1e-5);
        const int bin = int(std::floor(f.position.x + kHalfLength));
        if (bin >= 0 && bin < bins) ++perMetre[std::size_t(bin)];
    }
    for (int b = 0; b < bins; ++b) EXPECT_GT(perMetre[std::size_t(b)], 0) << "no foam " << b << " m along the track";
    // Older foam is larger and fainter: the patches spread and fade linearly with age.
    const FoamPatch& oldest = effects.foam().front();
    EXPECT_NEAR(double(oldest.opacity), 1.0 - double(oldest.age) / effects.settings().foamLifetime, 1e-5);
    EXPECT_NEAR(double(oldest.radius), effects.settings().foamRadius + effects.settings().foamSpreading * double(oldest.age), 1e-5);
}

TEST(WaterEffects, FoamDriftsWithTheCurrentAndDiesAtItsLifetime) {
    MovingBox box(2.0);
    const Vec3 current{0.5, 0.0, -0.25};
    const FlatWater water(0.0, current);
    WaterEffectsSettings settings = hullFoamOnly();
    settings.foamLifetime = 3.0;
    WaterEffects effects(settings);
    effects.emit(box.evaluate(water), box.state, water, 0.5);
    const std::vector<FoamPatch> born = effects.foam();
    ASSERT_FALSE(born.empty());
    constexpr double kStep = 0.1;
    for (int i = 1; i <= 20; ++i) effects.advance(water, i * kStep, kStep);  // 2 s
    ASSERT_EQ(effects.foam().size(), born.size());
    for (std::size_t i = 0; i < born.size(); ++i) {
        EXPECT_NEAR(effects.foam()[i].position.x - born[i].position.x, 2.0 * current.x, 1e-9);
        EXPECT_NEAR(effects.foam()[i].position.z - born[i].position.z, 2.0 * current.z, 1e-9);
    }
    for (int i = 21; i <= 29; ++i) effects.advance(water, i * kStep, kStep);  // 2.9 s: all there
    EXPECT_EQ(effects.foam().size(), born.size());
    for (int i = 30; i <= 31; ++i) effects.advance(water, i * kStep, kStep);  // 3.1 s: all gone
    EXPECT_TRUE(effects.foam().empty());
}

TEST(WaterEffects, TheCapsRefuseAndCount) {
    MovingBox box(4.0);
    const FlatWater water;
    WaterEffectsSettings settings;
    settings.maxFoam = 10;
    settings.maxSpray = 5;
    WaterEffects effects(settings);
    run(box, effects, water, 1.0);
    EXPECT_EQ(effects.foam().size(), 10u);
    EXPECT_LE(effects.spray().size(), 5u);
    EXPECT_GT(effects.refusedFoam(), 0u);
    EXPECT_GT(effects.refusedSpray(), 0u);
    effects.clear();
    EXPECT_TRUE(effects.foam().empty() && effects.spray().empty());
    EXPECT_EQ(effects.refusedFoam(), 0u);
}

TEST(WaterEffects, TheSameCallsGiveBitIdenticalEffects) {
    const FlatWater water(0.0, {0.3, 0.0, 0.1});
    auto simulate = [&] {
        MovingBox box;
        box.state.linearVelocity = {3.0, 0.0, 0.5};
        box.state.angularVelocity = {0.0, 0.4, 0.0};
        WaterEffects effects;
        run(box, effects, water, 2.0);
        return effects;
    };
    const WaterEffects a = simulate(), b = simulate();
    ASSERT_EQ(a.foam().size(), b.foam().size());
    ASSERT_EQ(a.spray().size(), b.spray().size());
    ASSERT_FALSE(a.foam().empty() || a.spray().empty());
    // Exact equality of every number (padding is not compared).
    for (std::size_t i = 0; i < a.foam().size(); ++i) {
        const FoamPatch &p = a.foam()[i], &q = b.foam()[i];
        EXPECT_TRUE(p.position.x == q.position.x && p.position.y == q.position.y && p.position.z == q.position.z &&
                    p.radius == q.radius && p.opacity == q.opacity && p.age == q.age);
    }
    for (std::size_t i = 0; i < a.spray().size(); ++i) {
        const SprayDroplet &p = a.spray()[i], &q = b.spray()[i];
        EXPECT_TRUE(p.position.x == q.position.x && p.position.y == q.position.y && p.position.z == q.position.z &&
                    p.velocity.x == q.velocity.x && p.velocity.y == q.velocity.y && p.velocity.z == q.velocity.z &&
                    p.age == q.age);
    }
}

TEST(WaterEffects, BadSettingsAreRefusedByName) {
    auto refusal = [](const WaterEffectsSettings& s) -> std::string {
        const Result<WaterEffects> effects = WaterEffects::create(s);
        return effects ? "" : effects.error().message();
    };
    WaterEffectsSettings s;
    s.foamLifetime = 0.0;
    EXPECT_NE(refusal(s).find("foamLifetime"), std::string::npos);
    s = {};
    s.sprayRate = std::nan("");
    EXPECT_NE(refusal(s).find("sprayRate"), std::string::npos);
    s = {};
    s.gravity = -9.81;
    EXPECT_NE(refusal(s).find("gravity"), std::string::npos);
}

} // namespace
} // namespace hydro
