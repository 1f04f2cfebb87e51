// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "mesh/PolygonTriangulation.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <unordered_map>
#include <utility>

namespace hydro {

namespace {

double cross(const PlanePoint& o, const PlanePoint& a, const PlanePoint& b) {
    return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

bool same(const PlanePoint& a, const PlanePoint& b) { return a.x == b.x && a.y == b.y; }

/// p strictly inside the counter-clockwise triangle (a, b, c), or on its edge (b, c) or (c, a)...
/// any point on it but its corners: an ear must hold no other vertex, even on its sides.
bool inTriangle(const PlanePoint& p, const PlanePoint& a, const PlanePoint& b, const PlanePoint& c) {
    if (same(p, a) || same(p, b) || same(p, c)) return false;
    return cross(a, b, p) >= 0.0 && cross(b, c, p) >= 0.0 && cross(c, a, p) >= 0.0;
}

/// Proper crossing of the segments (a, b) and (c, d): each strictly on both sides of the other.
bool crosses(const PlanePoint& a, const PlanePoint& b, const PlanePoint& c, const PlanePoint& d) {
    const double d1 = cross(a, b, c), d2 = cross(a, b, d), d3 = cross(c, d, a), d4 = cross(c, d, b);
    return ((d1 > 0.0 && d2 < 0.0) || (d1 < 0.0 && d2 > 0.0)) && ((d3 > 0.0 && d4 < 0.0) || (d3 < 0.0 && d4 > 0.0));
}

/// True if the segment from a to b crosses no edge of `loop`.
bool clearOf(const std::vector<PlanePoint>& points, const std::vector<std::size_t>& loop, const PlanePoint& a,
             const PlanePoint& b) {
    for (std::size_t i = 0; i < loop.size(); ++i)
        if (crosses(a, b, points[loop[i]], points[loop[(i + 1) % loop.size()]])) return false;
    return true;
}

} // namespace

double twiceSignedArea(const std::vector<PlanePoint>& points, const std::vector<std::size_t>& loop) {
    double sum = 0.0;
    for (std::size_t i = 0; i < loop.size(); ++i) {
        const PlanePoint& a = points[loop[i]];
        const PlanePoint& b = points[loop[(i + 1) % loop.size()]];
        sum += a.x * b.y - b.x * a.y;
    }
    return sum;
}

void keepEveryCorner(const std::vector<PlanePoint>& points, const std::vector<std::vector<std::size_t>>& loops,
                     std::vector<std::array<std::size_t, 3>>& triangles) {
    // A dropped vertex was exactly in line with the two neighbours it had when it was dropped; the
    // edge it ends inside may be longer (its neighbours dropped too), where rounding leaves it off
    // the line by ulps of the edge's length: allowed 1e-9 of it.
    constexpr double kInLine = 1e-9;
    // The triangle with an edge that holds `p` strictly between its ends, and which edge.
    auto holding = [&](std::size_t v) -> std::pair<std::size_t, std::size_t> {
        const PlanePoint& p = points[v];
        for (std::size_t t = 0; t < triangles.size(); ++t) {
            if (triangles[t][0] == v || triangles[t][1] == v || triangles[t][2] == v) continue;
            for (std::size_t e = 0; e < 3; ++e) {
                const PlanePoint& a = points[triangles[t][e]];
                const PlanePoint& b = points[triangles[t][(e + 1) % 3]];
                const double lengthSquared = (b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y);
                const double along = (p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y);
                if (along > 0.0 && along < lengthSquared && std::abs(cross(a, b, p)) <= kInLine * lengthSquared) return {t, e};
            }
        }
        return {triangles.size(), 0};
    };
    // A vertex may be a corner already and still lie inside another triangle's edge (a loop that
    // passes it twice, a hole's bridge): each triangle whose edge holds it is split.
    for (const std::vector<std::size_t>& loop : loops)
        for (std::size_t v : loop)
            for (;;) {
                const auto [t, e] = holding(v);
                if (t == triangles.size()) break;
                // (a, b, c) with v inside a-b: (a, v, c) and (v, b, c), turning the same way.
                const std::size_t a = triangles[t][e], b = triangles[t][(e + 1) % 3], c = triangles[t][(e + 2) % 3];
                triangles[t] = {a, v, c};
                triangles.push_back({v, b, c});
            }
}

void flipToDelaunay(const std::vector<PlanePoint>& points, std::vector<std::array<std::size_t, 3>>& triangles) {
    // d inside the circumcircle of the counter-clockwise (a, b, c), by more than rounding (a
    // relative 1e-12 of the determinant's terms): four points on one circle are left as they are,
    // so that the flips end.
    auto inCircle = [&](std::size_t ia, std::size_t ib, std::size_t ic, std::size_t id) {
        const PlanePoint &a = points[ia], &b = points[ib], &c = points[ic], &d = points[id];
        const double ax = a.x - d.x, ay = a.y - d.y, bx = b.x - d.x, by = b.y - d.y, cx = c.x - d.x, cy = c.y - d.y;
        const double a2 = ax * ax + ay * ay, b2 = bx * bx + by * by, c2 = cx * cx + cy * cy;
        const double det = a2 * (bx * cy - cx * by) - b2 * (ax * cy - cx * ay) + c2 * (ax * by - bx * ay);
        const double size = a2 * (std::abs(bx * cy) + std::abs(cx * by)) + b2 * (std::abs(ax * cy) + std::abs(cx * ay)) +
                            c2 * (std::abs(ax * by) + std::abs(bx * ay));
        return det > 1e-12 * size;
    };
    // Each pass flips what it finds, an edge of each triangle at most; passes until one flips
    // nothing. Every flip raises the smallest angle of the two triangles, so it ends; the bound on
    // passes only guards against rounding.
    const std::size_t maxPasses = 4 * triangles.size() + 4;
    for (std::size_t pass = 0; pass < maxPasses; ++pass) {
        std::unordered_map<std::uint64_t, std::pair<std::size_t, std::size_t>> firstSide;  // edge -> (triangle, corner)
        std::vector<bool> flipped(triangles.size(), false);
        bool any = false;
        for (std::size_t t = 0; t < triangles.size(); ++t)
            for (std::size_t e = 0; e < 3 && !flipped[t]; ++e) {
                const std::size_t p = triangles[t][e], q = triangles[t][(e + 1) % 3];
                const std::uint64_t key = (std::uint64_t(std::min(p, q)) << 32) | std::uint64_t(std::max(p, q));
                const auto [other, inserted] = firstSide.try_emplace(key, t, e);
                if (inserted) continue;
                const auto [u, f] = other->second;
                if (flipped[u] || triangles[u][(f + 1) % 3] != p || triangles[u][f] != q) continue;  // not its twin
                // t = (p, q, r), u = (q, p, s): the quad p, s, q, r.
                const std::size_t r = triangles[t][(e + 2) % 3], s = triangles[u][(f + 2) % 3];
                if (!inCircle(p, q, r, s)) continue;
                if (!(cross(points[p], points[s], points[r]) > 0.0 && cross(points[s], points[q], points[r]) > 0.0)) continue;
                triangles[t] = {p, s, r};
                triangles[u] = {s, q, r};
                flipped[t] = flipped[u] = true;
                any = true;
            }
        if (!any) return;
    }
}

bool insideLoop(const std::vector<PlanePoint>& points, const std::vector<std::size_t>& loop, const PlanePoint& p) {
    bool inside = false;
    for (std::size_t i = 0, j = loop.size() - 1; i < loop.size(); j = i++) {
        const PlanePoint& a = points[loop[i]];
        const PlanePoint& b = points[loop[j]];
        if ((a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x) inside = !inside;
    }
    return inside;
}

std::vector<std::vector<std::size_t>> simpleLobes(std::vector<PlanePoint>& points, const std::vector<std::size_t>& loop) {
    std::vector<std::vector<std::size_t>> done, pending{loop};
    while (!pending.empty()) {
        std::vector<std::size_t> part = std::move(pending.back());
        pending.pop_back();
        const std::size_t n = part.size();
        bool split = false;
        for (std::size_t i = 0; i < n && !split; ++i)
            for (std::size_t j = i + 2; j < n && !split; ++j) {
                if (i == 0 && j == n - 1) continue;  // neighbours across the loop's start
                const PlanePoint a = points[part[i]], b = points[part[i + 1]], c = points[part[j]], d = points[(part[(j + 1) % n])];
                if (!crosses(a, b, c, d) || done.size() + pending.size() + 2 > kMaxLobes) continue;
                const double t = cross(c, d, a) / (cross(c, d, a) - cross(c, d, b));  // along a-b
                const std::size_t x = points.size();
                points.push_back({a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t});
                // The part between the two edges, and the rest, each closed through x.
                std::vector<std::size_t> inner{x}, outer{x};
                inner.insert(inner.end(), part.begin() + std::ptrdiff_t(i) + 1, part.begin() + std::ptrdiff_t(j) + 1);
                outer.insert(outer.end(), part.begin() + std::ptrdiff_t(j) + 1, part.end());
                outer.insert(outer.end(), part.begin(), part.begin() + std::ptrdiff_t(i) + 1);
                pending.push_back(std::move(inner));
                pending.push_back(std::move(outer));
                split = true;
            }
        if (!split) done.push_back(std::move(part));
    }
    return done;
}

std::vector<std::array<std::size_t, 3>> triangulate(const std::vector<PlanePoint>& points, std::vector<std::size_t> outer,
                                                    const std::vector<std::vector<std::size_t>>& holes) {
    // What the triangles must cover: a polygon that crosses itself covers something else, which
    // the check at the end finds.
    double region = twiceSignedArea(points, outer), scale = std::abs(region);
    for (const std::vector<std::size_t>& hole : holes) {
        region += twiceSignedArea(points, hole);
        scale += std::abs(twiceSignedArea(points, hole));
    }
    // Holes first by their rightmost point, rightmost first (Eberly §3): each bridge then sees past
    // the holes not yet joined. Each hole's rightmost vertex is joined to the nearest vertex of the
    // polygon so far that the bridge reaches without crossing an edge of it or of any hole, and the
    // polygon walks over the bridge, round the hole and back.
    std::vector<std::size_t> order(holes.size());
    for (std::size_t h = 0; h < holes.size(); ++h) order[h] = h;
    auto rightmost = [&](const std::vector<std::size_t>& loop) {
        return std::size_t(std::max_element(loop.begin(), loop.end(), [&](std::size_t a, std::size_t b) {
                               return points[a].x < points[b].x || (points[a].x == points[b].x && points[a].y < points[b].y);
                           }) - loop.begin());
    };
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return points[holes[a][rightmost(holes[a])]].x > points[holes[b][rightmost(holes[b])]].x;
    });
    for (std::size_t h : order) {
        const std::vector<std::size_t>& hole = holes[h];
        if (hole.size() < 3) continue;
        const std::size_t start = rightmost(hole);
        const PlanePoint& m = points[hole[start]];
        std::size_t best = outer.size();
        double bestDistance = std::numeric_limits<double>::infinity();
        for (std::size_t i = 0; i < outer.size(); ++i) {
            const PlanePoint& p = points[outer[i]];
            const double distance = (p.x - m.x) * (p.x - m.x) + (p.y - m.y) * (p.y - m.y);
            if (distance >= bestDistance || !clearOf(points, outer, m, p)) continue;
            bool clear = true;
            for (const std::vector<std::size_t>& other : holes) clear = clear && clearOf(points, other, m, p);
            if (clear) {
                best = i;
                bestDistance = distance;
            }
        }
        if (best == outer.size()) return {};
        std::vector<std::size_t> joined(outer.begin(), outer.begin() + std::ptrdiff_t(best) + 1);
        for (std::size_t k = 0; k <= hole.size(); ++k) joined.push_back(hole[(start + k) % hole.size()]);
        joined.insert(joined.end(), outer.begin() + std::ptrdiff_t(best), outer.end());
        outer = std::move(joined);
    }

    // Ear clipping: a convex corner whose triangle holds no other vertex of what is left is cut off.
    // A corner of no turn (collinear) is dropped without a triangle.
    std::vector<std::array<std::size_t, 3>> triangles;
    std::vector<std::size_t> left = std::move(outer);
    std::size_t sinceCut = 0;
    for (std::size_t i = 0; left.size() > 3;) {
        const std::size_t n = left.size();
        const std::size_t ia = left[(i + n - 1) % n], ib = left[i % n], ic = left[(i + 1) % n];
        const PlanePoint &a = points[ia], &b = points[ib], &c = points[ic];
        const double turn = cross(a, b, c);
        const bool straight = turn == 0.0;
        bool ear = turn > 0.0;
        for (std::size_t k = 0; ear && k < n; ++k) {
            const std::size_t v = left[k];
            if (v != ia && v != ib && v != ic && inTriangle(points[v], a, b, c)) ear = false;
        }
        if (ear || straight) {
            if (ear) triangles.push_back({ia, ib, ic});
            left.erase(left.begin() + std::ptrdiff_t(i % n));
            sinceCut = 0;
            continue;
        }
        i = (i + 1) % n;
        if (++sinceCut > n) return {};  // no ear left: the loops cross themselves
    }
    if (left.size() == 3 && cross(points[left[0]], points[left[1]], points[left[2]]) > 0.0)
        triangles.push_back({left[0], left[1], left[2]});
    double covered = 0.0;
    for (const auto& t : triangles) covered += cross(points[t[0]], points[t[1]], points[t[2]]);
    if (!(std::abs(covered - region) <= 1e-9 * scale)) return {};
    return triangles;
}

} // namespace hydro
