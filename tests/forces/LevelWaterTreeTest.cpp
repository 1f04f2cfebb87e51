// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// Level water's way through a hull (docs/simd.md §7): the tree finds every wet triangle once, the
// closed form is Archimedes' for a hull wholly under, and the kernel's sums through it are its sums
// over the whole hull, on the packaged hulls and those made in code.

#include "HydroTestSupport.h"
#include "LevelWaterCheck.h"

#include "hydro/FlatWater.h"

#include "mesh/LevelWaterTree.h"

#include <gtest/gtest.h>

#include <vector>

namespace hydro {
namespace {

using namespace hydro::test;

HullMesh wigley(int stations, int waterlines) {
    return hullFrom(makeWigleyHull(6.0, 0.6, 0.375, 0.3, stations, waterlines), "wigley " + std::to_string(stations));
}

/// The corners' heights above a level surface through the hull's origin at `draft` below it.
struct Level {
    Vec3 up;
    double offset;
    double heightOf(float x, float y, float z) const {
        return up.x * double(x) + up.y * double(y) + up.z * double(z) + offset;
    }
};

TEST(LevelWaterTree, ListsEveryWetTriangleOnceAndOnlyWhollyWetOnesInItsSubmergedNodes) {
    // Counted from the mesh itself: the triangles with a corner under, and those with every corner
    // under; through the tree: the submerged nodes' triangles, plus those of the leaves it says the
    // surface crosses. A submerged node holding a triangle not wholly wet, or a wet triangle in a
    // node passed over as dry, breaks one of the two equalities.
    for (const HullMesh& hull : {wigley(41, 12), hullFrom(makeIcosphere(1.0, 4), "ball"), assetHull("catamaran.obj")}) {
        const LevelWaterTree& tree = hull.levelWaterTree();
        std::vector<std::int32_t> nodes(tree.nodeCount()), leaves(tree.leafCount());
        for (const Level level : {Level{{0, 1, 0}, 0.0}, Level{{0, 1, 0}, -0.1}, Level{{0.0, 0.94, -0.34}, 0.05},
                                  Level{{0.6, 0.0, 0.8}, 0.2}, Level{{0, -1, 0}, 0.0}}) {
            const LevelWaterTree::Classified found = tree.classify(level.up, level.offset, 0.0, nodes.data(), leaves.data());
            std::size_t anyWet = 0, allWet = 0;
            for (std::size_t t = 0; t < hull.triangleCount(); ++t) {
                int wet = 0;
                for (int k = 0; k < 3; ++k)
                    wet += level.heightOf(hull.cornerX(k)[t], hull.cornerY(k)[t], hull.cornerZ(k)[t]) < 0.0;
                anyWet += wet > 0, allWet += wet == 3;
            }
            const LevelWaterTree::Triangles inLeaves = tree.leafTriangles();
            std::size_t anyWetInLeaves = 0, allWetInLeaves = 0;
            for (std::size_t l = 0; l < found.crossedLeaves; ++l)
                for (std::size_t slot = 0; slot < LevelWaterTree::kTrianglesPerLeaf; ++slot) {
                    const std::size_t t = std::size_t(leaves[l]) * LevelWaterTree::kTrianglesPerLeaf + slot;
                    if (inLeaves.area[t] == 0.0f) continue;  // padding
                    int wet = 0;
                    for (int k = 0; k < 3; ++k)
                        wet += level.heightOf(inLeaves.cornerX[k][t], inLeaves.cornerY[k][t], inLeaves.cornerZ[k][t]) < 0.0;
                    anyWetInLeaves += wet > 0, allWetInLeaves += wet == 3;
                }
            EXPECT_EQ(found.submergedTriangles + anyWetInLeaves, anyWet) << hull.sourceName() << ", offset " << level.offset;
            EXPECT_EQ(found.submergedTriangles + allWetInLeaves, allWet) << hull.sourceName() << ", offset " << level.offset;
            EXPECT_EQ(tree.momentsOf(nodes.data(), found.submergedNodes).value[LevelWaterMoments::kTriangles],
                      double(found.submergedTriangles));
        }
    }
}

TEST(LevelWaterTree, CutsOnlyTheLeavesAlongTheWaterline) {
    // The point of the tree: a 1,996-triangle Wigley hull at its design draft, upright, leaves 27
    // of its 125 leaves to the triangle pass (the rest are wholly under or dry); heeled 20 degrees,
    // 42 (measured when written). Leaves are flat slabs (the build's vertical bias): a build that
    // made them tall, as a split along the longest axis alone does, left 110 of them upright.
    const HullMesh hull = wigley(41, 12);
    const LevelWaterTree& tree = hull.levelWaterTree();
    ASSERT_EQ(tree.leafCount(), 125u);
    std::vector<std::int32_t> nodes(tree.nodeCount()), leaves(tree.leafCount());
    EXPECT_LE(tree.classify({0, 1, 0}, 0.0, 0.0, nodes.data(), leaves.data()).crossedLeaves, 32u);
    const double heel = 20.0 * kDegree;
    EXPECT_LE(tree.classify({0, std::cos(heel), std::sin(heel)}, 0.0, 0.0, nodes.data(), leaves.data()).crossedLeaves, 48u);
    // The same hull a tenth and ten times the size leaves the same leaves: the split is a ratio of
    // extents, nothing in metres.
    const std::size_t atItsSize = tree.classify({0, 1, 0}, 0.0, 0.0, nodes.data(), leaves.data()).crossedLeaves;
    for (double lambda : {0.1, 10.0}) {
        const HullMesh scaled = scaledHull(hull, lambda);
        EXPECT_EQ(scaled.levelWaterTree().classify({0, 1, 0}, 0.0, 0.0, nodes.data(), leaves.data()).crossedLeaves, atItsSize)
            << "scaled by " << lambda;
    }
}

TEST(LevelWaterTree, AHullWhollyUnderFeelsArchimedesThroughTheClosedFormAlone) {
    // Every node of a hull 10 m down is under the surface, so the kernel sums it without a triangle:
    // the buoyancy is rho g V straight up, about the centroid (no torque), every triangle a piece,
    // the whole surface wetted. The sums are in double of the hull's float area vectors, each
    // rounded to 6e-8 of itself: within 1e-7 of the figures (measured 1.2e-8 to 9e-8 of rho g V on
    // these three); 2e-7 allowed. (The scalar reference kernel sums these hulls in its own way and
    // comes within 1.1e-6: a build without SIMD kernels has no level water's way to test.)
    if (bestSimdArch() == SimdArch::Scalar) GTEST_SKIP() << "no SIMD kernel in this build: the scalar reference sums every triangle";
    constexpr double kFloatAreas = 2e-7;
    const WaterProperties water;
    for (const HullMesh& hull : {wigley(41, 12), hullFrom(makeIcosphere(1.0, 4), "ball"), assetHull("displacement_boat.obj")}) {
        const LevelWaterTree& tree = hull.levelWaterTree();
        std::vector<std::int32_t> nodes(tree.nodeCount()), leaves(tree.leafCount());
        const LevelWaterTree::Classified found = tree.classify({0, 1, 0}, -10.0, 0.0, nodes.data(), leaves.data());
        EXPECT_EQ(found.crossedLeaves, 0u) << hull.sourceName();
        const BodyState s = poseOf(hull, {0.0, -10.0, 0.0}, rotationX(0.3) * rotationY(1.0));
        const ForceResult r = evaluate(hull, s, FlatWater(0.0), bestSimdArch());
        const double weight = water.density * water.gravity * hull.volume();
        EXPECT_NEAR(r.force.y, weight, kFloatAreas * weight) << hull.sourceName();
        EXPECT_NEAR(r.force.x, 0.0, kFloatAreas * weight);
        EXPECT_NEAR(r.force.z, 0.0, kFloatAreas * weight);
        for (int k = 0; k < 3; ++k) EXPECT_NEAR(r.torque[k], 0.0, kFloatAreas * weight * radiusOf(hull));
        EXPECT_EQ(std::size_t(r.submergedPieces), hull.triangleCount());
        EXPECT_NEAR(r.wettedArea, hull.surfaceArea(), kFloatAreas * hull.surfaceArea());
        EXPECT_NEAR(r.submergedVolume, hull.volume(), kFloatAreas * hull.volume());
    }
}

TEST(LevelWaterTree, TheKernelsSumsThroughItAreItsSumsOverTheWholeHull) {
    if (bestSimdArch() == SimdArch::Scalar) GTEST_SKIP() << "no SIMD kernel in this build: the scalar reference sums every triangle";
    for (const HullMesh& hull : {wigley(8, 3), wigley(10, 5), wigley(41, 12), hullFrom(makeIcosphere(1.0, 3), "ball"),
                                 hullFrom(makeIcosphere(1.0, 4), "fine ball"), hullFrom(makeBox({1.0, 0.5, 0.5}), "box"),
                                 openTopBox({1.5, 0.5, 0.8})})
        expectLevelWaterAsTheWholeHullPass(hull, 300, 67);
    for (const char* file : {"box.obj", "sphere.obj", "barrel.obj", "wigley.obj", "displacement_boat.obj", "speedboat.obj",
                             "catamaran.obj", "spar_buoy.obj", "open_boats/punt.obj"})
        expectLevelWaterAsTheWholeHullPass(assetHull(file), 300, 67);
    // A game's boat is another size: the margin and the bounds are the hull's own, the tree's split
    // a ratio of extents.
    for (double lambda : {0.1, 10.0}) expectLevelWaterAsTheWholeHullPass(scaledHull(assetHull("speedboat.obj"), lambda), 300, 67);
}

TEST(LevelWaterTree, VertexHeightsAreThereForWhoeverAsksAfterTheKernelPassedThemBy) {
    // The debug drawer shades the wet triangles by the vertices' heights, which level water's way
    // does not compute: they are computed when asked, and agree with pass A's to its float rounding.
    const HullMesh hull = assetHull("speedboat.obj");
    const BodyState s = poseOf(hull, {1.0, 0.1, 2.0}, rotationX(0.2) * rotationY(0.7));
    WaterPatch patch = WaterPatch::forHull(hull, hull.centroid());
    const FlatWater flat(0.0);
    patch.follow(s.centreOfMass, flat, 0.0);
    ForceKernel::Settings wholeHull;
    wholeHull.collectWaterline = true;
    ForceKernel viaTree(hull), whole(hull, wholeHull);
    ForceResult r;
    viaTree.compute(s, patch, WaterProperties{}, r);
    whole.compute(s, patch, WaterProperties{}, r);
    const float* asked = viaTree.lastVertexHeights();
    const float* passA = whole.lastVertexHeights();
    ASSERT_NE(asked, nullptr);
    ASSERT_NE(passA, nullptr);
    for (std::size_t v = 0; v < hull.vertexCount(); ++v) EXPECT_NEAR(asked[v], passA[v], 1e-5) << "vertex " << v;
}

} // namespace
} // namespace hydro
