// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// Merging coincident vertices and spotting zero-area triangles, with one tolerance: shared by
// HullMesh's builder and the hull repair. Internal to src/.

#include "hydro/Vec3.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace hydro {

struct WeldedVertices {
    double tolerance = 0.0;                      ///< absolute, m: relative tolerance x bounding-box diagonal
    std::vector<Vec3> positions;                 ///< the distinct vertices, in order of first appearance
    std::vector<std::uint32_t> weldedOf;         ///< input vertex -> distinct vertex
    std::vector<std::uint32_t> representative;  ///< distinct vertex -> its first input vertex
};

/// Merges every vertex into the first earlier one within the tolerance (a hash grid with cells of
/// the tolerance, so a partner lies in one of 27 cells): deterministic, O(n).
WeldedVertices weldVertices(const float* xyz, std::size_t vertexCount, double relativeTolerance);

/// A triangle with two equal corners, or whose smallest altitude is within the tolerance.
bool isDegenerateTriangle(const Vec3& a, const Vec3& b, const Vec3& c, double tolerance);

} // namespace hydro
