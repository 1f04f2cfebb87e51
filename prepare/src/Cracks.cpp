// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "Cracks.h"

#include "mesh/Welding.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <tuple>
#include <utility>

namespace hydro {
namespace {

using Triangle = std::array<std::uint32_t, 3>;
constexpr std::uint32_t kNoSide = ~std::uint32_t(0);

/// A side of a triangle, undirected (lo < hi).
struct UndirectedSide {
    std::uint32_t lo, hi, triangle;
};

/// Where `v` lies on the edge a-b, as the fraction of the way from a, if it lies there: strictly
/// between the ends, and the triangle (a, v, b) degenerate at `tolerance`.
std::optional<double> positionOnEdge(const Vec3& a, const Vec3& b, const Vec3& v, double tolerance) {
    const Vec3 ab = b - a;
    const double lengthSquared = dot(ab, ab);
    if (lengthSquared == 0.0) return std::nullopt;
    const double s = dot(v - a, ab) / lengthSquared;
    const double margin = tolerance / std::sqrt(lengthSquared);  // the ends' own weld distance
    if (s <= margin || s >= 1.0 - margin || !isDegenerateTriangle(a, v, b, tolerance)) return std::nullopt;
    return s;
}

/// Whether the loop's vertices all lie within `tolerance` of the line through its first vertex and
/// the one farthest from it: then it encloses no area.
bool isCrack(const std::vector<std::uint32_t>& loop, const std::vector<Vec3>& positions, double tolerance) {
    const Vec3 start = positions[loop.front()];
    Vec3 far = start;
    for (std::uint32_t v : loop)
        if (length(positions[v] - start) > length(far - start)) far = positions[v];
    const double span = length(far - start);
    if (span <= tolerance) return false;  // a loop that small is welding's, not a crack
    const Vec3 direction = (far - start) / span;
    for (std::uint32_t v : loop)
        if (length(cross(positions[v] - start, direction)) > tolerance) return false;
    return true;
}

/// The open edges (sides of one triangle) chained into loops, each as its vertices in order and
/// the triangles whose sides they are. Where more than two open edges meet at a vertex, the loops
/// through it are chained in the order the edges sort; a crack's loop is found either way when its
/// vertices meet no other opening.
void openLoops(const std::vector<UndirectedSide>& open, std::vector<std::vector<std::uint32_t>>& loops,
               std::vector<std::vector<std::uint32_t>>& loopTriangles) {
    std::vector<std::pair<std::uint32_t, std::uint32_t>> at;  // (vertex, open edge), sorted
    for (std::uint32_t e = 0; e < open.size(); ++e) at.insert(at.end(), {{open[e].lo, e}, {open[e].hi, e}});
    std::sort(at.begin(), at.end());
    std::vector<bool> used(open.size(), false);
    for (std::uint32_t first = 0; first < open.size(); ++first) {
        if (used[first]) continue;
        std::vector<std::uint32_t> loop{open[first].lo}, triangles;
        std::uint32_t vertex = open[first].lo;
        for (std::uint32_t e = first; e != kNoSide;) {
            used[e] = true;
            triangles.push_back(open[e].triangle);
            vertex = open[e].lo == vertex ? open[e].hi : open[e].lo;
            if (vertex == loop.front()) break;
            loop.push_back(vertex);
            e = kNoSide;
            for (auto it = std::lower_bound(at.begin(), at.end(), std::make_pair(vertex, 0u));
                 it != at.end() && it->first == vertex; ++it)
                if (!used[it->second]) {
                    e = it->second;
                    break;
                }
        }
        if (vertex == loop.front() && loop.size() >= 3) {  // closed; an open chain is no crack
            loops.push_back(std::move(loop));
            loopTriangles.push_back(std::move(triangles));
        }
    }
}

} // namespace

std::size_t zipCracks(std::vector<Triangle>& triangles, const std::vector<Vec3>& positions, double tolerance,
                      std::vector<std::uint32_t>& splitFrom) {
    std::size_t splits = 0;
    // A triangle with open sides on two cracks is split along one per pass; the next pass finds the
    // other again, on the piece that now holds it. Each pass closes at least one crack's side.
    for (bool split = true; split;) {
        split = false;
        std::vector<UndirectedSide> sides;
        sides.reserve(3 * triangles.size());
        for (std::uint32_t t = 0; t < triangles.size(); ++t)
            for (std::size_t k = 0; k < 3; ++k) {
                const auto [lo, hi] = std::minmax(triangles[t][k], triangles[t][(k + 1) % 3]);
                sides.push_back({lo, hi, t});
            }
        std::sort(sides.begin(), sides.end(),
                  [](const UndirectedSide& p, const UndirectedSide& q) { return std::tie(p.lo, p.hi, p.triangle) < std::tie(q.lo, q.hi, q.triangle); });
        std::vector<UndirectedSide> open;
        for (std::size_t i = 0; i < sides.size(); ++i) {
            const bool samePrevious = i > 0 && sides[i - 1].lo == sides[i].lo && sides[i - 1].hi == sides[i].hi;
            const bool sameNext = i + 1 < sides.size() && sides[i + 1].lo == sides[i].lo && sides[i + 1].hi == sides[i].hi;
            if (!samePrevious && !sameNext) open.push_back(sides[i]);
        }
        std::vector<std::vector<std::uint32_t>> loops, loopTriangles;
        openLoops(open, loops, loopTriangles);
        std::vector<bool> splitThisPass(triangles.size(), false);
        for (std::size_t l = 0; l < loops.size(); ++l) {
            const std::vector<std::uint32_t>& loop = loops[l];
            if (!isCrack(loop, positions, tolerance)) continue;
            for (std::size_t i = 0; i < loop.size(); ++i) {
                const std::uint32_t t = loopTriangles[l][i];
                if (splitThisPass[t]) continue;
                // The side in the triangle's own winding, from `from` to `to`, and its third corner.
                const Triangle c = triangles[t];
                const std::uint32_t a = loop[i], b = loop[(i + 1) % loop.size()];
                std::size_t k = 0;
                while (!((c[k] == a && c[(k + 1) % 3] == b) || (c[k] == b && c[(k + 1) % 3] == a))) ++k;
                const std::uint32_t from = c[k], to = c[(k + 1) % 3], third = c[(k + 2) % 3];
                std::vector<std::pair<double, std::uint32_t>> on;  // the crack's vertices on this side
                for (std::uint32_t v : loop)
                    if (const std::optional<double> s = positionOnEdge(positions[from], positions[to], positions[v], tolerance))
                        on.emplace_back(*s, v);
                if (on.empty()) continue;
                std::sort(on.begin(), on.end());
                std::uint32_t previous = from;
                for (std::size_t p = 0; p <= on.size(); ++p) {  // pieces from `from` to `to`, winding kept
                    const std::uint32_t next = p < on.size() ? on[p].second : to;
                    if (p == 0) {
                        triangles[t] = {previous, next, third};
                    } else {
                        triangles.push_back({previous, next, third});
                        splitFrom.push_back(t);
                        ++splits;
                    }
                    previous = next;
                }
                splitThisPass[t] = split = true;
            }
        }
    }
    return splits;
}

} // namespace hydro
