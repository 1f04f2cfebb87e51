// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "Welding.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <unordered_map>

namespace hydro {

WeldedVertices weldVertices(const float* xyz, std::size_t vertexCount, double relativeTolerance) {
    WeldedVertices out;
    if (vertexCount == 0) return out;
    Vec3 lo{xyz[0], xyz[1], xyz[2]}, hi = lo;
    for (std::size_t v = 0; v < vertexCount; ++v) {
        const Vec3 p{xyz[3 * v], xyz[3 * v + 1], xyz[3 * v + 2]};
        lo = {std::min(lo.x, p.x), std::min(lo.y, p.y), std::min(lo.z, p.z)};
        hi = {std::max(hi.x, p.x), std::max(hi.y, p.y), std::max(hi.z, p.z)};
    }
    out.tolerance = relativeTolerance * length(hi - lo);
    const double cell = out.tolerance > 0.0 ? out.tolerance : std::max(length(hi - lo), 1.0);
    auto cellKey = [](std::int64_t i, std::int64_t j, std::int64_t k) {
        return (std::uint64_t(i) * 73856093u) ^ (std::uint64_t(j) * 19349663u) ^ (std::uint64_t(k) * 83492791u);
    };
    std::unordered_map<std::uint64_t, std::vector<std::uint32_t>> grid;
    out.weldedOf.resize(vertexCount);
    for (std::size_t v = 0; v < vertexCount; ++v) {
        const Vec3 p{xyz[3 * v], xyz[3 * v + 1], xyz[3 * v + 2]};
        const auto ci = std::int64_t(std::floor((p.x - lo.x) / cell));
        const auto cj = std::int64_t(std::floor((p.y - lo.y) / cell));
        const auto ck = std::int64_t(std::floor((p.z - lo.z) / cell));
        std::uint32_t match = std::numeric_limits<std::uint32_t>::max();
        for (std::int64_t di = -1; di <= 1; ++di)
            for (std::int64_t dj = -1; dj <= 1; ++dj)
                for (std::int64_t dk = -1; dk <= 1; ++dk) {
                    const auto found = grid.find(cellKey(ci + di, cj + dj, ck + dk));
                    if (found == grid.end()) continue;
                    for (std::uint32_t w : found->second)
                        if (w < match && length(out.positions[w] - p) <= out.tolerance) match = w;
                }
        if (match == std::numeric_limits<std::uint32_t>::max()) {
            match = std::uint32_t(out.positions.size());
            out.positions.push_back(p);
            out.representative.push_back(std::uint32_t(v));
            grid[cellKey(ci, cj, ck)].push_back(match);
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
