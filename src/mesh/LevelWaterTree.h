// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// Level water's way through a hull (docs/simd.md §7): a bounding-volume hierarchy over the hull's
// triangles in which every node keeps moments of its triangles, from which the kernel's sums over
// them (KernelData.h), wholly under a level surface, follow in closed form for any pose
// (forces/LevelWaterSums.h). On level water the kernel then adds a wholly submerged node in one
// step, passes over a dry one, and cuts only the triangles of the leaves the waterline crosses.

#include "hydro/AlignedVector.h"
#include "hydro/Vec3.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace hydro {

class HullMesh;

/// Moments of a set of triangles, in hull axes about the tree's origin (LevelWaterTree::origin).
/// For a triangle with corners w_0, w_1, w_2 (from the origin) and area vector A (HullMesh's, the
/// kernel's own floats), S = sum w_i and U = sum w_i w_i^T; each moment sums over the triangles:
struct LevelWaterMoments {
    enum : std::size_t {
        kArea = 0,             // A                      (3)
        kAreaMoment = 3,       // S x A                  (3)
        kAreaBySum = 6,        // A_i S_j                (3 x 3, row-major)
        kMomentBySum = 15,     // (S x A)_i S_j          (3 x 3)
        kAreaCrossSquares = 24,  // ([A]x U)_ij, [A]x the matrix of A x   (3 x 3)
        kSumSumArea = 33,      // S_i S_j A_k            (3 x 3 x 3)
        kSquaresArea = 60,     // U_ij A_k               (3 x 3 x 3)
        kWettedArea = 87,      // |A|, the kernel's triangle area
        kTriangles = 88,       // 1
        kCount = 89
    };
    std::array<double, kCount> value{};

    void add(const LevelWaterMoments& other) {
        for (std::size_t i = 0; i < kCount; ++i) value[i] += other.value[i];
    }
};

class LevelWaterTree {
public:
    /// Builds the tree over a laid-out hull's triangles (its SoA arrays complete).
    explicit LevelWaterTree(const HullMesh& hull);

    /// Leaves hold kTrianglesPerLeaf triangles (the last padded), as HullMesh pads its arrays: whole
    /// batches for every arch.
    static constexpr std::size_t kTrianglesPerLeaf = 16;

    /// The hull's points are w + origin (hull axes); the moments are about it, so that their
    /// polynomials stay as well conditioned as the hull is small against its distance from its axes.
    const Vec3& origin() const { return origin_; }

    /// For a level surface in hull axes: a point u is under it when up . u + offset < 0 (`up` the
    /// world's up in hull axes). Lists the nodes wholly under it by more than `margin` in
    /// `submergedNodes`, passes over those wholly above it by more than `margin`, and lists the
    /// other leaves in `crossedLeaves` (each with room for leafCount()).
    struct Classified {
        std::size_t submergedNodes = 0, crossedLeaves = 0;
        std::size_t submergedTriangles = 0;  // in the submerged nodes
    };
    Classified classify(const Vec3& up, double offset, double margin, std::int32_t* submergedNodes,
                        std::int32_t* crossedLeaves) const;
    /// The moments of the listed nodes, summed.
    LevelWaterMoments momentsOf(const std::int32_t* nodes, std::size_t count) const;
    /// Appends the leaves under the listed nodes to `leaves` from `count` on; returns the new count.
    std::size_t appendLeavesOf(const std::int32_t* nodes, std::size_t nodeCount, std::int32_t* leaves,
                               std::size_t count) const;

    std::size_t leafCount() const { return leafCount_; }
    std::size_t nodeCount() const { return nodes_.size(); }

    /// The leaves' triangles, leaf after leaf (kTrianglesPerLeaf each), in the arrays pass B reads
    /// (KernelInput's): corner k of each, its area vector and its area, as HullMesh holds them;
    /// padding has zero area.
    struct Triangles {
        const float *cornerX[3], *cornerY[3], *cornerZ[3];
        const float *areaX, *areaY, *areaZ, *area;
    };
    Triangles leafTriangles() const;

private:
    struct Node {
        Vec3 centre, halfExtent;  // the box round its triangles' corners, from the origin
        std::int32_t firstChild;  // -1 for a leaf (its second child is firstChild + 1)
        std::int32_t firstLeaf, leaves;  // its leaves, numbered in the order the build reached them
        std::int32_t triangles;
    };
    struct Build {  // what the build reads, per triangle of the hull
        const HullMesh& hull;
        std::vector<Vec3> centroids;  // from the origin
        std::vector<std::uint32_t> order;  // the triangles, leaf after leaf once built
    };
    /// Fills node `index` (its slot made) over build.order[first, last), and its subtree after it.
    void buildNode(Build& build, std::size_t first, std::size_t last, std::size_t index, std::size_t& nextLeaf);

    Vec3 origin_;
    std::vector<Node> nodes_;
    std::vector<LevelWaterMoments> moments_;  // per node
    std::size_t leafCount_ = 0;
    AlignedVector<float> cornerX_[3], cornerY_[3], cornerZ_[3], areaX_, areaY_, areaZ_, area_;
};

} // namespace hydro
