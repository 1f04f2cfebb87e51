// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// The water patch: exact on planar water, bounded error on waves, whole-cell snapping, and no
// query of a hull point outside it at any orientation.

#include "HydroTestSupport.h"

#include "hydro/FlatWater.h"
#include "hydro/SineWaves.h"

#include <gtest/gtest.h>

#include <cstring>
#include <random>

namespace hydro {
namespace {

using namespace hydro::test;

/// eta = a x + b z + c: a tilted plane, which the patch must reproduce exactly.
class TiltedPlane final : public WaterSurface {
public:
    void sample(const PointBatch& p, double, double relativeTo, const SampleOutputs& out) const override {
        for (std::size_t i = 0; i < p.count; ++i) {
            if (out.height)
                out.height[i] =
                    float(0.05 * (p.origin.x + double(p.x[i])) - 0.02 * (p.origin.z + double(p.z[i])) + 1.5 - relativeTo);
            if (out.vx) out.vx[i] = out.vy[i] = out.vz[i] = 0.0f;
        }
    }
};

TEST(WaterPatch, ExactOnPlanarWater) {
    WaterPatch patch(5.0, 0.7);
    const TiltedPlane plane;
    const Vec3 centre{12.3, 1.0, -7.9};
    patch.follow(centre, plane, 0.0);
    std::mt19937 rng(1);
    std::uniform_real_distribution<float> offset(-5.0f, 5.0f);
    for (int i = 0; i < 1000; ++i) {
        const float dx = offset(rng), dz = offset(rng);
        const double exact = 0.05 * (centre.x + double(dx)) - 0.02 * (centre.z + double(dz)) + 1.5 - centre.y;
        EXPECT_NEAR(patch.heightAt(dx, dz), exact, 1e-5);  // float heights of size ~1: 1e-5 is ~100 ulp
    }
}

TEST(WaterPatch, ErrorOnWavesIsBoundedByTheCellSize) {
    // Linear interpolation on a triangle of a cell of side a errs by at most a^2 |curvature| / 2
    // (the diagonal is sqrt(2) a, and (sqrt(2) a)^2 / 8 * 2 curvatures), curvature <= A k^2.
    const double amplitude = 0.5, wavelength = 10.0, k = 2 * kPi / wavelength;
    const SineWaves sea({{amplitude, wavelength, 1.0, 0.5, 0.3}});
    for (double cell : {1.0, 0.5, 0.25}) {
        WaterPatch patch(5.0, cell);
        patch.follow({0.0, 0.0, 0.0}, sea, 3.0);
        double worst = 0.0;
        for (float dx = -5.0f; dx <= 5.0f; dx += 0.0137f)
            for (float dz = -5.0f; dz <= 5.0f; dz += 0.31f) {
                float exact = 0.0f;
                const float x = dx, z = dz;
                PointBatch one;
                one.x = &x, one.z = &z, one.count = 1;
                sea.sampleHeights(one, 3.0, 0.0, &exact);
                worst = std::max(worst, double(std::abs(patch.heightAt(dx, dz) - exact)));
            }
        EXPECT_LT(worst, cell * cell * amplitude * k * k / 2 + 1e-5) << cell;
    }
}

TEST(WaterPatch, SnapsToWholeCellsAndCoversTheHullAtAnyOrientation) {
    const HullMesh boat = assetHull("displacement_boat.obj");
    WaterPatch patch = WaterPatch::forHull(boat, boat.centroid());
    const double a = double(patch.cellSize());
    std::mt19937 rng(3);
    std::uniform_real_distribution<double> where(-1000.0, 1000.0), angle(-kPi, kPi);
    for (int i = 0; i < 200; ++i) {
        const Vec3 centre{where(rng), 0.0, where(rng)};
        patch.follow(centre, SineWaves({{0.2, 8.0, 1.0, 0.0, 0.0}}), 0.0);
        // The origin sits on a multiple of a: centre - offset is a whole number of cells.
        const double originX = centre.x - double(patch.offsetX()), originZ = centre.z - double(patch.offsetZ());
        EXPECT_NEAR(originX / a, std::round(originX / a), 1e-3);
        EXPECT_NEAR(originZ / a, std::round(originZ / a), 1e-3);
        const Mat3 r = rotationY(angle(rng)) * rotationX(angle(rng)) * rotationZ(angle(rng));
        for (std::size_t v = 0; v < boat.vertexCount(); ++v) {
            const Vec3 p = r * (boat.vertex(v) - boat.centroid());
            const double fx = (p.x + double(patch.offsetX())) / a, fz = (p.z + double(patch.offsetZ())) / a;
            ASSERT_GE(fx, 0.0);
            ASSERT_LT(fx, double(patch.cellsPerSide()));
            ASSERT_GE(fz, 0.0);
            ASSERT_LT(fz, double(patch.cellsPerSide()));
        }
    }
}

TEST(WaterPatch, SaysWhenEveryHeightOrEveryVelocityIsTheSame) {
    // What the kernel skips its look-ups for (ForceKernel, KernelData.h): level water, and water
    // that moves as one. Velocities not sampled are not uniform: there is nothing to take.
    WaterPatch patch(5.0, 0.7);
    const Vec3 centre{12.3, 1.0, -7.9};
    patch.follow(centre, FlatWater(0.4, {1.0, 0.0, 0.5}), 0.0, true);
    EXPECT_TRUE(patch.heightsUniform());
    EXPECT_TRUE(patch.velocitiesUniform());
    patch.follow(centre, FlatWater(0.4), 0.0);
    EXPECT_TRUE(patch.heightsUniform());
    EXPECT_FALSE(patch.velocitiesUniform());
    patch.follow(centre, TiltedPlane(), 0.0, true);  // one plane, not level; still water
    EXPECT_FALSE(patch.heightsUniform());
    EXPECT_TRUE(patch.velocitiesUniform());
    patch.follow(centre, SineWaves({{0.3, 15.0, 1.0, 0.4, 0.0}}), 2.0, true);
    EXPECT_FALSE(patch.heightsUniform());
    EXPECT_FALSE(patch.velocitiesUniform());
    patch.follow({1e9, 0.0, 0.0}, FlatWater(0.4), 0.0);  // refused: nothing sampled, nothing uniform
    EXPECT_FALSE(patch.valid());
    EXPECT_FALSE(patch.heightsUniform());
}

TEST(WaterPatch, PatchesOfOneShapeShareTheirGridAndSampleAlike) {
    // The grid's points depend on its shape alone (docs/figures.md §3, memory): a patch that takes
    // another's reads the same heights and velocities, bit for bit, and one of another shape keeps
    // its own.
    const SineWaves waves({{0.4, 9.0, 1.0, 0.3, 0.0}, {0.2, 4.0, -0.6, 1.0, 1.0}});
    WaterPatch own(2.0, 0.5), shared(2.0, 0.5), otherCell(2.0, 0.6), otherRadius(3.0, 0.5);
    EXPECT_NE(own.gridPoints(), shared.gridPoints());
    EXPECT_TRUE(shared.shareGridPoints(own.gridPoints()));
    EXPECT_EQ(own.gridPoints(), shared.gridPoints());
    EXPECT_FALSE(otherCell.shareGridPoints(own.gridPoints()));
    EXPECT_FALSE(otherRadius.shareGridPoints(own.gridPoints()));
    EXPECT_FALSE(otherRadius.shareGridPoints(nullptr));
    EXPECT_NE(otherCell.gridPoints(), own.gridPoints());

    const WaterPatch copy = own;  // a copy shares its grid and has its own samples
    EXPECT_EQ(copy.gridPoints(), own.gridPoints());
    WaterPatch fresh(2.0, 0.5);
    for (WaterPatch* patch : {&fresh, &shared}) patch->follow({3.7, 0.2, -1.3}, waves, 2.5, true);
    ASSERT_EQ(fresh.sampleCount(), shared.sampleCount());
    EXPECT_EQ(0, std::memcmp(fresh.heights(), shared.heights(), fresh.sampleCount() * sizeof(float)));
    for (int c = 0; c < 3; ++c)
        EXPECT_EQ(0, std::memcmp(fresh.velocities(c), shared.velocities(c), fresh.sampleCount() * sizeof(float)));
}

TEST(WaterPatch, RefusesBadSizes) {
    EXPECT_TRUE(test::mentions(test::refusalOf(WaterPatch::create(0.0, 1.0)), "must be finite and positive"));
    EXPECT_TRUE(test::mentions(test::refusalOf(WaterPatch::create(1.0, -1.0)), "must be finite and positive"));
    EXPECT_TRUE(test::mentions(test::refusalOf(WaterPatch::create(std::nan(""), 1.0)), "must be finite and positive"));
    // 20,002 cells per side
    EXPECT_TRUE(test::mentions(test::refusalOf(WaterPatch::create(1000.0, 0.1)), "20002 cells per side"));
}

TEST(SineWaves, RefusesBadParametersNamingTheWaveAndField) {
    const std::string m = test::refusalOf(SineWaves::create({{0.5, 10.0}, {0.5, -3.0}}));
    EXPECT_TRUE(test::mentions(m, "wave 1: wavelength")) << m;
    EXPECT_TRUE(test::mentions(test::refusalOf(SineWaves::create({{-1.0, 10.0}})), "wave 0: amplitude = -1"));
    EXPECT_TRUE(test::mentions(test::refusalOf(SineWaves::create({{1.0, 10.0, 0.0, 0.0}})), "wave 0: direction length"));
}

} // namespace
} // namespace hydro
