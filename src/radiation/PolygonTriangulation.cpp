// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "radiation/PolygonTriangulation.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace hydro::radiation {

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
        bool ear = turn > 0.0;
        for (std::size_t k = 0; ear && k < n; ++k) {
            const std::size_t v = left[k];
            if (v != ia && v != ib && v != ic && inTriangle(points[v], a, b, c)) ear = false;
        }
        if (ear || turn == 0.0) {
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

} // namespace hydro::radiation
