// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// Kerner's surface-pressure hydrostatics against closed forms, on every arch this machine runs.
//
// Tolerances. The kernel is float: positions relative to the centre of mass carry a relative
// rounding of 6e-8, and a force is a sum of per-triangle terms that cancel (top against bottom), so
// the sum's error is about 6e-8 times the sum of magnitudes, a few times rho g V for a closed hull.
// kFloat = 1e-5 of the force scale (and of force scale times hull radius for torques) leaves a
// margin of about 30. Where a mesh only approximates a curved body, the tolerance is the mesh's own
// measured deviation (named at each use).

#include "HydroTestSupport.h"

#include "hydro/FlatWater.h"
#include "hydro/SineWaves.h"

#include <gtest/gtest.h>

#include <cstring>
#include <limits>
#include <random>

namespace hydro {
namespace {

using namespace hydro::test;

constexpr double kFloat = 1e-5;

class EveryArch : public ::testing::TestWithParam<SimdArch> {};
INSTANTIATE_TEST_SUITE_P(Hydrostatics, EveryArch, ::testing::ValuesIn(archesToTest()),
                         [](const ::testing::TestParamInfo<SimdArch>& p) { return std::string(archName(p.param)); });

void expectVecNear(const Vec3& actual, const Vec3& expected, double tolerance, const std::string& what) {
    EXPECT_NEAR(actual.x, expected.x, tolerance) << what << " x";
    EXPECT_NEAR(actual.y, expected.y, tolerance) << what << " y";
    EXPECT_NEAR(actual.z, expected.z, tolerance) << what << " z";
}

TEST_P(EveryArch, UprightBoxAtSeveralDrafts) {
    // Box L = 2 (x), D = 1 (y), B = 1 (z), centre at the centre of mass.
    const HullMesh box = hullFrom(makeBox({1.0, 0.5, 0.5}));
    const FlatWater water(0.3);
    for (double draft : {0.05, 0.25, 0.5, 0.8, 0.97}) {
        const BodyState s = poseOf(box, {5.0, 0.3 + 0.5 - draft, -2.0});
        const ForceResult r = evaluate(box, s, water, GetParam(), BuoyancyMethod::SurfacePressure, true);
        const double volume = 2.0 * 1.0 * draft, scale = kRhoG * 2.0;
        ASSERT_EQ(r.status, ForceResult::Status::Ok);
        expectVecNear(r.force, {0.0, kRhoG * volume, 0.0}, kFloat * scale, "force");
        expectVecNear(r.torque, {}, kFloat * scale, "torque");
        EXPECT_NEAR(r.submergedVolume, volume, kFloat * 2.0);
        expectVecNear(r.centreOfBuoyancy, {5.0, 0.3 - draft / 2, -2.0}, kFloat, "centre of buoyancy");
        EXPECT_NEAR(r.wettedArea, 2.0 * 1.0 + 2.0 * (2.0 + 1.0) * draft, kFloat * 10);
        // The waterline is the rectangle 2 x 1 at the water level: perimeter 6 m.
        double perimeter = 0.0;
        for (const WaterlineSegment& w : r.waterline) {
            perimeter += length(w.b - w.a);
            EXPECT_NEAR(w.a.y, 0.3, kFloat);
            EXPECT_NEAR(w.b.y, 0.3, kFloat);
        }
        EXPECT_NEAR(perimeter, 6.0, kFloat * 10) << draft;
    }
}

TEST_P(EveryArch, HeeledWallSidedBox) {
    // Heeled by phi about x with the waterline on both sides: the submerged section is a trapezoid
    // of sides a, b (box frame), its area and centroid are closed forms (see the comments below).
    const double halfL = 1.0, D = 1.0, B = 1.0;
    const HullMesh box = hullFrom(makeBox({halfL, D / 2, B / 2}));
    const FlatWater water(0.0);
    for (double heel : {5.0, 12.0, 20.0}) {
        for (double w : {-0.1, 0.0, 0.1}) {  // water level relative to the centre, vertically
            const double phi = heel * kDegree;
            const Vec3 centre{0.0, -w, 0.0};
            const BodyState s = poseOf(box, centre, rotationX(phi));
            const ForceResult r = evaluate(box, s, water, GetParam());
            // World height of a box point is cos(phi) y' - sin(phi) z' (Rx), so in the box frame
            // the waterline is y' = (w + sin(phi) z') / cos(phi).
            const double a = (w - std::sin(phi) * B / 2) / std::cos(phi) + D / 2;  // at z' = -B/2
            const double b = (w + std::sin(phi) * B / 2) / std::cos(phi) + D / 2;  // at z' = +B/2
            ASSERT_GT(std::min(a, b), 0.0);
            ASSERT_LT(std::max(a, b), D);
            const double area = B * (a + b) / 2, volume = 2 * halfL * area;
            // Trapezoid centroid: z' = B (b - a) / (6 (a + b)), y' = -D/2 + (a + b)/4 + (b - a)^2 / (12 (a + b)).
            const Vec3 local{0.0, -D / 2 + (a + b) / 4 + (b - a) * (b - a) / (12 * (a + b)), B * (b - a) / (6 * (a + b))};
            const Vec3 arm = rotationX(phi) * local;
            const Vec3 force{0.0, kRhoG * volume, 0.0};
            const double scale = kRhoG * 2 * halfL * D * B;
            expectVecNear(r.force, force, kFloat * scale, "force");
            expectVecNear(r.torque, cross(arm, force), kFloat * scale, "torque");
            EXPECT_NEAR(r.submergedVolume, volume, kFloat * 2.0);
            expectVecNear(r.centreOfBuoyancy, centre + arm, kFloat, "centre of buoyancy");
        }
    }
}

TEST_P(EveryArch, SphereCapsAtSeveralDrafts) {
    // Cap of height h: V = pi h^2 (3r - h) / 3, centroid 3 (2r - h)^2 / (4 (3r - h)) below the centre.
    // The icosphere (5 subdivisions, 20480 faces) is inscribed: its volume is short of the sphere's
    // by 4.7e-4 (measured, MassPropertiesTest); a cap is allowed twice that, relative to the sphere.
    const double r = 0.5;
    const HullMesh sphere = hullFrom(makeIcosphere(r, 5));
    const double sphereVolume = 4.0 / 3.0 * kPi * r * r * r, meshTolerance = 2 * 4.7e-4 * sphereVolume;
    const FlatWater water(0.0);
    for (double h : {0.1, 0.35, 0.5, 0.75, 0.9}) {
        const ForceResult result = evaluate(sphere, poseOf(sphere, {0.0, r - h, 0.0}), water, GetParam());
        const double volume = kPi * h * h * (3 * r - h) / 3;
        EXPECT_NEAR(result.submergedVolume, volume, meshTolerance) << h;
        EXPECT_NEAR(result.force.y, kRhoG * volume, kRhoG * meshTolerance) << h;
        const double centroidBelowCentre = 3 * (2 * r - h) * (2 * r - h) / (4 * (3 * r - h));
        EXPECT_NEAR(result.centreOfBuoyancy.y, (r - h) - centroidBelowCentre, 2e-3 * r) << h;  // same mesh error, as a length
        EXPECT_NEAR(length(result.torque), 0.0, kFloat * kRhoG * sphereVolume * r) << h;
    }
}

TEST_P(EveryArch, WigleyHullUpright) {
    // V = 4/9 L B T and the centre of buoyancy 5T/8 above the keel (the Wigley hull's parabolic sections). At 81 x 21 the mesh
    // is short of the analytic volume by 1.1e-3 (measured); 2e-3 is allowed for V and KB.
    const double L = 6.0, B = 0.6, T = 0.375;
    const HullMesh wigley = hullFrom(makeWigleyHull(L, B, T, 0.3, 81, 21));
    const BodyState s = poseOf(wigley, wigley.centroid());  // hull frame = world: waterline at y = 0
    const ForceResult r = evaluate(wigley, s, FlatWater(0.0), GetParam());
    const double volume = 4.0 / 9.0 * L * B * T;
    EXPECT_NEAR(r.submergedVolume, volume, 2e-3 * volume);
    EXPECT_NEAR(r.centreOfBuoyancy.y - (-T), 5.0 * T / 8.0, 2e-3 * T);
    // The loft's quads all split along the same diagonal, so the mesh is not exactly fore-aft
    // symmetric: Catto's exact method puts its centre of buoyancy 7.8e-5 L aft (measured); 1e-4 L.
    EXPECT_NEAR(r.centreOfBuoyancy.x, 0.0, 1e-4 * L);
    EXPECT_NEAR(r.centreOfBuoyancy.z, 0.0, kFloat);
}

TEST_P(EveryArch, FullySubmergedAndFullyDry) {
    for (const char* file : {"box.obj", "displacement_boat.obj", "catamaran.obj"}) {
        const HullMesh hull = assetHull(file);
        const double R = radiusOf(hull), scale = kRhoG * hull.volume();
        const Mat3 tilt = rotationZ(0.3) * rotationX(-0.7);
        // Deep: rho g V straight up, through the centroid (the centre of mass here).
        const ForceResult deep = evaluate(hull, poseOf(hull, {1.0, -3.0 * R, 2.0}, tilt), FlatWater(), GetParam());
        expectVecNear(deep.force, {0.0, scale, 0.0}, kFloat * scale, std::string(file) + " deep force");
        expectVecNear(deep.torque, {}, kFloat * scale * R, std::string(file) + " deep torque");
        EXPECT_NEAR(deep.submergedVolume, hull.volume(), kFloat * hull.volume());
        // Dry: exactly nothing.
        const ForceResult dry = evaluate(hull, poseOf(hull, {1.0, 3.0 * R, 2.0}, tilt), FlatWater(), GetParam());
        EXPECT_EQ(dry.force.x, 0.0);
        EXPECT_EQ(dry.force.y, 0.0);
        EXPECT_EQ(dry.force.z, 0.0);
        EXPECT_EQ(length(dry.torque), 0.0);
        EXPECT_EQ(dry.submergedVolume, 0.0);
        EXPECT_EQ(dry.wettedArea, 0.0);
        EXPECT_EQ(dry.submergedPieces, 0);
    }
}

TEST_P(EveryArch, NonFiniteStateGivesAnErrorResultNotANaN) {
    const HullMesh box = assetHull("box.obj");
    const double nan = std::nan(""), inf = std::numeric_limits<double>::infinity();
    for (int field = 0; field < 4; ++field) {
        BodyState s = poseOf(box, {0, 0, 0});
        if (field == 0) s.centreOfMass.y = nan;
        if (field == 1) s.rotation(1, 2) = inf;
        if (field == 2) s.linearVelocity.x = nan;
        if (field == 3) s.time = inf;
        WaterPatch patch = WaterPatch::forHull(box, box.centroid());
        patch.follow({0, 0, 0}, FlatWater(), 0.0);
        ForceKernel::Settings settings;
        settings.arch = GetParam();
        ForceKernel kernel(box, settings);
        ForceResult r;
        kernel.compute(s, patch, kWater, r);
        EXPECT_EQ(r.status, ForceResult::Status::InvalidState) << field;
        for (const Vec3& v : {r.force, r.torque, r.centreOfBuoyancy}) EXPECT_TRUE(isFinite(v)) << field;
        EXPECT_EQ(r.force.y, 0.0);
        EXPECT_EQ(r.submergedVolume, 0.0);
    }
}

TEST_P(EveryArch, FarFromTheOriginComputesWhatItDoesAtTheOrigin) {
    // docs/architecture.md §4: positions are made relative to the centre of mass before anything else.
    const HullMesh boat = assetHull("displacement_boat.obj");
    const Mat3 pose = rotationY(0.4) * rotationZ(0.05) * rotationX(0.1);
    const ForceResult home = evaluate(boat, poseOf(boat, {0.0, 0.2, 0.0}, pose), FlatWater(0.0), GetParam());
    const ForceResult away = evaluate(boat, poseOf(boat, {1e5, 0.2, -1e5}, pose), FlatWater(0.0), GetParam());
    const double scale = length(home.force);
    EXPECT_NEAR(length(away.force - home.force), 0.0, 1e-5 * scale);
    EXPECT_NEAR(length(away.torque - home.torque), 0.0, 1e-5 * length(home.torque));
}

TEST_P(EveryArch, RepeatedCallsAreBitIdentical) {
    const HullMesh boat = assetHull("displacement_boat.obj");
    const SineWaves sea({{0.4, 12.0, 1.0, 0.3, 0.0}, {0.2, 5.0, -0.2, 1.0, 1.0}});
    BodyState s = poseOf(boat, {3.0, 0.1, -4.0}, rotationX(0.1) * rotationZ(0.05));
    s.time = 2.5;
    WaterPatch patch = WaterPatch::forHull(boat, s.centreOfMassInHull);
    ForceKernel::Settings settings;
    settings.arch = GetParam();
    ForceKernel kernel(boat, settings);
    ForceResult first, again;
    patch.follow(s.centreOfMass, sea, s.time);
    kernel.compute(s, patch, kWater, first);
    for (int i = 0; i < 5; ++i) {
        patch.follow(s.centreOfMass, sea, s.time);
        kernel.compute(s, patch, kWater, again);
        EXPECT_EQ(std::memcmp(&first.force, &again.force, sizeof(Vec3)), 0);
        EXPECT_EQ(std::memcmp(&first.torque, &again.torque, sizeof(Vec3)), 0);
        EXPECT_EQ(first.submergedVolume, again.submergedVolume);
    }
}

} // namespace
} // namespace hydro
