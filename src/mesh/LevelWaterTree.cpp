// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "mesh/LevelWaterTree.h"

#include "hydro/HullMesh.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace hydro {

namespace {

/// A node is split across the vertical unless it is this many times wider than it is tall: a hull
/// floats about upright in its own axes (y up, HullMesh.h), so leaves that are flat slabs are
/// crossed by the fewest waterlines. Sixteen, from the leaves the benchmarks' hulls at their draft
/// leave to the triangle pass, upright and heeled 10 and 20 degrees (docs/simd.md §7): with 4, 8,
/// 16 and 64, the 1,996-triangle Wigley hull 29/39/44, 28/38/43, 27/35/42 and 21/30/39 of its 125,
/// the 1,280-triangle ball 20/18/22, 15/19/23, 10/16/26 and 10/18/30 of its 80.
constexpr double kVerticalSplitBias = 16.0;

Vec3 cornerOf(const HullMesh& hull, int k, std::size_t t) {
    return {double(hull.cornerX(k)[t]), double(hull.cornerY(k)[t]), double(hull.cornerZ(k)[t])};
}

LevelWaterMoments triangleMoments(const HullMesh& hull, std::size_t t, const Vec3& origin) {
    using M = LevelWaterMoments;
    const Vec3 w[3] = {cornerOf(hull, 0, t) - origin, cornerOf(hull, 1, t) - origin, cornerOf(hull, 2, t) - origin};
    const double S[3] = {w[0].x + w[1].x + w[2].x, w[0].y + w[1].y + w[2].y, w[0].z + w[1].z + w[2].z};
    double U[3][3] = {};
    for (const Vec3& p : w)
        for (std::size_t i = 0; i < 3; ++i)
            for (std::size_t j = 0; j < 3; ++j) U[i][j] += p[int(i)] * p[int(j)];
    const double A[3] = {double(hull.areaVectorX()[t]), double(hull.areaVectorY()[t]), double(hull.areaVectorZ()[t])};
    const double SxA[3] = {S[1] * A[2] - S[2] * A[1], S[2] * A[0] - S[0] * A[2], S[0] * A[1] - S[1] * A[0]};
    const double crossA[3][3] = {{0.0, -A[2], A[1]}, {A[2], 0.0, -A[0]}, {-A[1], A[0], 0.0}};  // [A]x
    M m;
    auto& v = m.value;
    for (std::size_t i = 0; i < 3; ++i) {
        v[M::kArea + i] = A[i];
        v[M::kAreaMoment + i] = SxA[i];
        for (std::size_t j = 0; j < 3; ++j) {
            v[M::kAreaBySum + 3 * i + j] = A[i] * S[j];
            v[M::kMomentBySum + 3 * i + j] = SxA[i] * S[j];
            v[M::kAreaCrossSquares + 3 * i + j] = crossA[i][0] * U[0][j] + crossA[i][1] * U[1][j] + crossA[i][2] * U[2][j];
            for (std::size_t k = 0; k < 3; ++k) {
                v[M::kSumSumArea + 9 * i + 3 * j + k] = S[i] * S[j] * A[k];
                v[M::kSquaresArea + 9 * i + 3 * j + k] = U[i][j] * A[k];
            }
        }
    }
    v[M::kWettedArea] = double(hull.triangleArea()[t]);
    v[M::kTriangles] = 1.0;
    return m;
}

} // namespace

LevelWaterTree::LevelWaterTree(const HullMesh& hull) : origin_((hull.aabbMin() + hull.aabbMax()) * 0.5) {
    const std::size_t triangles = hull.triangleCount();
    leafCount_ = (triangles + kTrianglesPerLeaf - 1) / kTrianglesPerLeaf;
    Build build{hull, {}, {}};
    build.centroids.resize(triangles);
    build.order.resize(triangles);
    for (std::size_t t = 0; t < triangles; ++t) {
        build.centroids[t] = (cornerOf(hull, 0, t) + cornerOf(hull, 1, t) + cornerOf(hull, 2, t)) * (1.0 / 3.0) - origin_;
        build.order[t] = std::uint32_t(t);
    }
    const std::size_t padded = leafCount_ * kTrianglesPerLeaf;
    for (int k = 0; k < 3; ++k)
        for (auto* v : {&cornerX_[k], &cornerY_[k], &cornerZ_[k]}) v->assign(padded, 0.0f);
    for (auto* v : {&areaX_, &areaY_, &areaZ_, &area_}) v->assign(padded, 0.0f);
    if (triangles == 0) return;
    nodes_.reserve(2 * leafCount_);
    moments_.reserve(2 * leafCount_);
    nodes_.emplace_back();
    moments_.emplace_back();
    std::size_t nextLeaf = 0;
    buildNode(build, 0, triangles, 0, nextLeaf);
}

void LevelWaterTree::buildNode(Build& build, std::size_t first, std::size_t last, std::size_t index,
                               std::size_t& nextLeaf) {
    const HullMesh& hull = build.hull;
    // The node's box round its triangles' corners, and the box of their centroids to split by.
    constexpr double kFar = std::numeric_limits<double>::infinity();
    Vec3 low{kFar, kFar, kFar}, high{-kFar, -kFar, -kFar};
    Vec3 centroidLow = low, centroidHigh = high;
    auto lower = [](const Vec3& a, const Vec3& b) { return Vec3{std::min(a.x, b.x), std::min(a.y, b.y), std::min(a.z, b.z)}; };
    auto higher = [](const Vec3& a, const Vec3& b) { return Vec3{std::max(a.x, b.x), std::max(a.y, b.y), std::max(a.z, b.z)}; };
    for (std::size_t i = first; i < last; ++i) {
        const std::size_t t = build.order[i];
        for (int k = 0; k < 3; ++k) {
            const Vec3 p = cornerOf(hull, k, t) - origin_;
            low = lower(low, p);
            high = higher(high, p);
        }
        centroidLow = lower(centroidLow, build.centroids[t]);
        centroidHigh = higher(centroidHigh, build.centroids[t]);
    }
    nodes_[index].centre = (low + high) * 0.5;
    nodes_[index].halfExtent = (high - low) * 0.5;

    const std::size_t leaves = (last - first + kTrianglesPerLeaf - 1) / kTrianglesPerLeaf;
    if (leaves == 1) {
        // Triangles are laid out leaf by leaf in the order the build reaches the leaves.
        const std::size_t leaf = nextLeaf++;
        nodes_[index].firstChild = -1;
        nodes_[index].firstLeaf = std::int32_t(leaf);
        nodes_[index].leaves = 1;
        nodes_[index].triangles = std::int32_t(last - first);
        const std::size_t base = leaf * kTrianglesPerLeaf;
        for (std::size_t i = first; i < last; ++i) {
            const std::size_t t = build.order[i], slot = base + (i - first);
            moments_[index].add(triangleMoments(hull, t, origin_));
            for (int k = 0; k < 3; ++k) {
                cornerX_[k][slot] = hull.cornerX(k)[t];
                cornerY_[k][slot] = hull.cornerY(k)[t];
                cornerZ_[k][slot] = hull.cornerZ(k)[t];
            }
            areaX_[slot] = hull.areaVectorX()[t], areaY_[slot] = hull.areaVectorY()[t];
            areaZ_[slot] = hull.areaVectorZ()[t], area_[slot] = hull.triangleArea()[t];
        }
        // Padding: zero area at the leaf's first corner (HullMesh's padding is zero area too).
        for (std::size_t slot = base + (last - first); slot < base + kTrianglesPerLeaf; ++slot)
            for (int k = 0; k < 3; ++k) {
                cornerX_[k][slot] = cornerX_[0][base];
                cornerY_[k][slot] = cornerY_[0][base];
                cornerZ_[k][slot] = cornerZ_[0][base];
            }
        return;
    }
    // Split at the median of the longest axis of the centroids (the vertical biased, above), the
    // first child taking whole leaves, half of them rounded up: every leaf but the last is full.
    const Vec3 extent = centroidHigh - centroidLow;
    const int axis = kVerticalSplitBias * extent.y >= std::max(extent.x, extent.z) ? 1 : extent.x >= extent.z ? 0 : 2;
    const std::size_t middle = first + (leaves + 1) / 2 * kTrianglesPerLeaf;
    // Ties broken by the triangle's number: the same tree from every standard library.
    std::nth_element(build.order.begin() + std::ptrdiff_t(first), build.order.begin() + std::ptrdiff_t(middle),
                     build.order.begin() + std::ptrdiff_t(last), [&](std::uint32_t a, std::uint32_t b) {
                         const double ca = build.centroids[a][axis], cb = build.centroids[b][axis];
                         return ca < cb || (ca == cb && a < b);
                     });
    // Both children's slots first, so that they sit side by side; then each subtree after them.
    const std::size_t firstChild = nodes_.size();
    nodes_[index].firstChild = std::int32_t(firstChild);
    nodes_[index].firstLeaf = std::int32_t(nextLeaf);
    nodes_[index].leaves = std::int32_t(leaves);
    nodes_[index].triangles = std::int32_t(last - first);
    nodes_.emplace_back(), nodes_.emplace_back();
    moments_.emplace_back(), moments_.emplace_back();
    buildNode(build, first, middle, firstChild, nextLeaf);
    buildNode(build, middle, last, firstChild + 1, nextLeaf);
    // A node's moments are its children's: each triangle's are made once, in its leaf.
    moments_[index] = moments_[firstChild];
    moments_[index].add(moments_[firstChild + 1]);
}

LevelWaterTree::Classified LevelWaterTree::classify(const Vec3& up, double offset, double margin,
                                                     std::int32_t* submergedNodes, std::int32_t* crossedLeaves) const {
    Classified found;
    if (nodes_.empty()) return found;
    // Heights above the surface of points w from the origin: up . w + offsetFromOrigin.
    const double offsetFromOrigin = offset + dot(up, origin_);
    const Vec3 reach{std::abs(up.x), std::abs(up.y), std::abs(up.z)};
    std::int32_t stack[64];  // a tree of 2^63 leaves is deeper than any hull
    int depth = 0;
    stack[depth++] = 0;
    while (depth > 0) {
        const std::int32_t index = stack[--depth];
        const Node& node = nodes_[std::size_t(index)];
        const double middle = dot(up, node.centre) + offsetFromOrigin, radius = dot(reach, node.halfExtent);
        if (middle + radius < -margin) {
            submergedNodes[found.submergedNodes++] = index;
            found.submergedTriangles += std::size_t(node.triangles);
        } else if (middle - radius > margin) {
            continue;  // dry
        } else if (node.firstChild < 0) {
            crossedLeaves[found.crossedLeaves++] = node.firstLeaf;
        } else {
            stack[depth++] = node.firstChild + 1;
            stack[depth++] = node.firstChild;
        }
    }
    return found;
}

LevelWaterTree::Triangles LevelWaterTree::leafTriangles() const {
    Triangles t{};
    for (int k = 0; k < 3; ++k)
        t.cornerX[k] = cornerX_[k].data(), t.cornerY[k] = cornerY_[k].data(), t.cornerZ[k] = cornerZ_[k].data();
    t.areaX = areaX_.data(), t.areaY = areaY_.data(), t.areaZ = areaZ_.data(), t.area = area_.data();
    return t;
}

LevelWaterMoments LevelWaterTree::momentsOf(const std::int32_t* nodes, std::size_t count) const {
    LevelWaterMoments sum;
    for (std::size_t i = 0; i < count; ++i) sum.add(moments_[std::size_t(nodes[i])]);
    return sum;
}

std::size_t LevelWaterTree::appendLeavesOf(const std::int32_t* nodes, std::size_t nodeCount, std::int32_t* leaves,
                                           std::size_t count) const {
    for (std::size_t i = 0; i < nodeCount; ++i) {
        const Node& node = nodes_[std::size_t(nodes[i])];
        for (std::int32_t leaf = node.firstLeaf; leaf < node.firstLeaf + node.leaves; ++leaf) leaves[count++] = leaf;
    }
    return count;
}

} // namespace hydro
