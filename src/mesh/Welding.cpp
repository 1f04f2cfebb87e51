// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "mesh/Welding.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <unordered_map>

namespace hydro {

WeldedVertices weldVertices(const float* xyz, std::size_t vertexCount, double relativeTolerance) {
    WeldedVertices out;
    if (vertexCount == 0) return out;
    Vec3 lo{double(xyz[0]), double(xyz[1]), double(xyz[2])}, hi = lo;
    for (std::size_t v = 0; v < vertexCount; ++v) {
        const Vec3 p{double(xyz[3 * v]), double(xyz[3 * v + 1]), double(xyz[3 * v + 2])};
        lo = {std::min(lo.x, p.x), std::min(lo.y, p.y), std::min(lo.z, p.z)};
        hi = {std::max(hi.x, p.x), std::max(hi.y, p.y), std::max(hi.z, p.z)};
    }
    out.tolerance = relativeTolerance * length(hi - lo);
    // Cells twice the tolerance wide: the ball of radius tolerance around a vertex then reaches at
    // most one neighbouring cell per axis, the one on the side of the cell's nearer half, so 8 cells
    // hold every partner (27 with cells of the tolerance). Each cell keeps a chain of its vertices
    // (head, then next), so no cell allocates.
    const double cell = out.tolerance > 0.0 ? 2.0 * out.tolerance : std::max(length(hi - lo), 1.0);
    auto cellKey = [](std::int64_t i, std::int64_t j, std::int64_t k) {
        return (std::uint64_t(i) * 73856093u) ^ (std::uint64_t(j) * 19349663u) ^ (std::uint64_t(k) * 83492791u);
    };
    constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();
    std::unordered_map<std::uint64_t, std::uint32_t> head;
    head.reserve(vertexCount);
    std::vector<std::uint32_t> next;
    out.weldedOf.resize(vertexCount);
    for (std::size_t v = 0; v < vertexCount; ++v) {
        const Vec3 p{double(xyz[3 * v]), double(xyz[3 * v + 1]), double(xyz[3 * v + 2])};
        const Vec3 f = (p - lo) / cell;
        const std::int64_t c[3] = {std::int64_t(std::floor(f.x)), std::int64_t(std::floor(f.y)),
                                   std::int64_t(std::floor(f.z))};
        const std::int64_t side[3] = {f.x - double(c[0]) < 0.5 ? -1 : 1, f.y - double(c[1]) < 0.5 ? -1 : 1,
                                      f.z - double(c[2]) < 0.5 ? -1 : 1};
        std::uint32_t match = kNone;
        for (int n = 0; n < 8; ++n) {
            const auto found = head.find(cellKey(c[0] + ((n & 1) ? side[0] : 0), c[1] + ((n & 2) ? side[1] : 0),
                                                 c[2] + ((n & 4) ? side[2] : 0)));
            if (found == head.end()) continue;
            for (std::uint32_t w = found->second; w != kNone; w = next[w])
                if (w < match && length(out.positions[w] - p) <= out.tolerance) match = w;
        }
        if (match == kNone) {
            match = std::uint32_t(out.positions.size());
            out.positions.push_back(p);
            out.representative.push_back(std::uint32_t(v));
            const auto inserted = head.emplace(cellKey(c[0], c[1], c[2]), match);
            next.push_back(inserted.second ? kNone : inserted.first->second);
            inserted.first->second = match;
        }
        out.weldedOf[v] = match;
    }
    return out;
}

bool isDegenerateTriangle(const Vec3& a, const Vec3& b, const Vec3& c, double tolerance) {
    const double longestEdge = std::max({length(b - a), length(c - b), length(a - c)});
    if (longestEdge == 0.0) return true;
    return length(cross(b - a, c - a)) / longestEdge <= tolerance;  // twice the area / base: the smallest altitude
}

} // namespace hydro
