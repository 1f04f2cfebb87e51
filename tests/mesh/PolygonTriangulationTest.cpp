// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// The plane polygon triangulation (src/mesh/PolygonTriangulation.h) that closes the panel
// method's interior lid and a well's lid on its rim.

#include "mesh/PolygonTriangulation.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <map>
#include <utility>
#include <vector>

namespace hydro {
namespace {

using Triangles = std::vector<std::array<std::size_t, 3>>;

double twiceArea(const std::vector<PlanePoint>& p, const std::array<std::size_t, 3>& t) {
    return (p[t[1]].x - p[t[0]].x) * (p[t[2]].y - p[t[0]].y) - (p[t[1]].y - p[t[0]].y) * (p[t[2]].x - p[t[0]].x);
}

double areaOf(const std::vector<PlanePoint>& p, const Triangles& triangles) {
    double sum = 0.0;
    for (const auto& t : triangles) {
        EXPECT_GT(twiceArea(p, t), 0.0);  // every triangle counter-clockwise, none degenerate
        sum += 0.5 * twiceArea(p, t);
    }
    return sum;
}

/// How many times each directed edge a -> b runs round the triangles.
std::map<std::pair<std::size_t, std::size_t>, int> directedEdges(const Triangles& triangles) {
    std::map<std::pair<std::size_t, std::size_t>, int> edges;
    for (const auto& t : triangles)
        for (std::size_t e = 0; e < 3; ++e) ++edges[{t[e], t[(e + 1) % 3]}];
    return edges;
}

/// Whether the triangles' boundary is the loops' edges, each once and the way its loop runs (the
/// region on its left), with every other edge shared by two triangles turning opposite ways: the
/// triangles meet the loops edge for edge, as a well's lid must meet its rim.
bool boundaryIsTheLoops(const Triangles& triangles, const std::vector<std::vector<std::size_t>>& loops) {
    auto edges = directedEdges(triangles);
    for (const auto& loop : loops)
        for (std::size_t i = 0; i < loop.size(); ++i) {
            const auto it = edges.find({loop[i], loop[(i + 1) % loop.size()]});
            if (it == edges.end() || it->second != 1) return false;
            edges.erase(it);
        }
    for (const auto& [edge, count] : edges) {
        const auto twin = edges.find({edge.second, edge.first});
        if (count != 1 || twin == edges.end() || twin->second != 1) return false;
    }
    return true;
}

/// The smallest angle of any of the triangles, rad.
double smallestAngle(const std::vector<PlanePoint>& p, const Triangles& triangles) {
    double smallest = 4.0;
    for (const auto& t : triangles)
        for (std::size_t e = 0; e < 3; ++e) {
            const PlanePoint &a = p[t[e]], &b = p[t[(e + 1) % 3]], &c = p[t[(e + 2) % 3]];
            const double ux = b.x - a.x, uy = b.y - a.y, vx = c.x - a.x, vy = c.y - a.y;
            smallest = std::min(smallest, std::atan2(std::abs(ux * vy - uy * vx), ux * vx + uy * vy));
        }
    return smallest;
}

TEST(PolygonTriangulation, AFigureEightIsCutIntoItsTwoLobesAtTheCrossing) {
    // Issue 45 §6: a loop that crosses itself (a hull's section where its mesh folds through
    // itself: two of the third-party ships' lids left such loops open) is cut at the crossing. The
    // figure eight (0,0) (2,2) (2,0) (0,2): two triangles meeting at (1,1), of area 1 each, turning
    // opposite ways.
    std::vector<PlanePoint> points{{0.0, 0.0}, {2.0, 2.0}, {2.0, 0.0}, {0.0, 2.0}};
    const auto lobes = simpleLobes(points, {0, 1, 2, 3});
    ASSERT_EQ(lobes.size(), 2u);
    ASSERT_EQ(points.size(), 5u);  // the crossing, added
    EXPECT_DOUBLE_EQ(points[4].x, 1.0);
    EXPECT_DOUBLE_EQ(points[4].y, 1.0);
    std::vector<double> areas;
    for (const auto& lobe : lobes) areas.push_back(0.5 * twiceSignedArea(points, lobe));
    std::sort(areas.begin(), areas.end());
    EXPECT_DOUBLE_EQ(areas[0], -1.0);
    EXPECT_DOUBLE_EQ(areas[1], 1.0);
    // A loop that does not cross itself comes back alone, and nothing is added.
    std::vector<PlanePoint> square{{0.0, 0.0}, {1.0, 0.0}, {1.0, 1.0}, {0.0, 1.0}};
    EXPECT_EQ(simpleLobes(square, {0, 1, 2, 3}).size(), 1u);
    EXPECT_EQ(square.size(), 4u);
}

TEST(PolygonTriangulation, CoversAConcaveLoopAndAFrameWithItsHoleExactly) {
    // A U (a 3 x 3 square less a 1 x 2 notch; area 7), with collinear points on its sides.
    const std::vector<PlanePoint> u{{0, 0}, {1, 0}, {2, 0}, {3, 0}, {3, 1}, {2, 1}, {1, 1}, {1, 2}, {2, 2}, {3, 2}, {3, 3}, {0, 3}};
    std::vector<std::size_t> loop(u.size());
    for (std::size_t i = 0; i < loop.size(); ++i) loop[i] = i;
    EXPECT_DOUBLE_EQ(twiceSignedArea(u, loop), 14.0);
    EXPECT_NEAR(areaOf(u, triangulate(u, loop, {})), 7.0, 1e-12);
    // A 4 x 4 frame round a 2 x 2 hole (area 12), the hole walked clockwise.
    const std::vector<PlanePoint> frame{{0, 0}, {4, 0}, {4, 4}, {0, 4}, {1, 1}, {1, 3}, {3, 3}, {3, 1}};
    const auto covered = triangulate(frame, {0, 1, 2, 3}, {{4, 5, 6, 7}});
    EXPECT_NEAR(areaOf(frame, covered), 12.0, 1e-12);
    EXPECT_TRUE(insideLoop(frame, {0, 1, 2, 3}, {2.0, 2.0}));
    EXPECT_FALSE(insideLoop(frame, {4, 5, 6, 7}, {0.5, 2.0}));
    // A loop that crosses itself (a bow tie) is no region: nothing.
    const std::vector<PlanePoint> bowTie{{0, 0}, {2, 2}, {2, 0}, {0, 2}};
    EXPECT_TRUE(triangulate(bowTie, {0, 1, 2, 3}, {}).empty());
}

TEST(PolygonTriangulation, EveryCornerOfTheLoopsBecomesACornerOfTheTrianglesWhichThenMeetTheLoopsEdgeForEdge) {
    // Ear clipping drops a corner where its loop runs straight on (triangulate), leaving it inside
    // a triangle's edge: a well's lid would then leave the rim's two edges there unmatched and the
    // well open (prepare/src/HullWells.cpp). keepEveryCorner splits the triangles at each. The U of
    // the test above, and a frame whose outer loop and hole both have corners in line.
    const std::vector<PlanePoint> u{{0, 0}, {1, 0}, {2, 0}, {3, 0}, {3, 1}, {2, 1}, {1, 1}, {1, 2}, {2, 2}, {3, 2}, {3, 3}, {0, 3}};
    const std::vector<std::size_t> uLoop{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11};
    const std::vector<PlanePoint> frame{{0, 0}, {2, 0}, {4, 0}, {4, 2}, {4, 4}, {0, 4}, {1, 1}, {1, 2}, {1, 3}, {3, 3}, {3, 1}};
    const std::vector<std::size_t> outer{0, 1, 2, 3, 4, 5}, hole{6, 7, 8, 9, 10};
    struct Case {
        const std::vector<PlanePoint>& points;
        std::vector<std::vector<std::size_t>> loops;
        double area;
    };
    for (const Case& c : {Case{u, {uLoop}, 7.0}, Case{frame, {outer, hole}, 12.0}}) {
        const std::vector<std::vector<std::size_t>> holes(c.loops.begin() + 1, c.loops.end());
        Triangles triangles = triangulate(c.points, c.loops.front(), holes);
        ASSERT_FALSE(triangles.empty());
        EXPECT_FALSE(boundaryIsTheLoops(triangles, c.loops));  // corners dropped, as the test is for
        keepEveryCorner(c.points, c.loops, triangles);
        EXPECT_TRUE(boundaryIsTheLoops(triangles, c.loops));
        // Splits, not new cover: the same area (1e-12: sums of a dozen exact products of small
        // integers, rounded at most in their last bits).
        EXPECT_NEAR(areaOf(c.points, triangles), c.area, 1e-12);
    }
}

TEST(PolygonTriangulation, FlippedToDelaunayNoTrianglesCircumcircleHoldsTheFarCornerOfItsNeighbour) {
    // Ear clipping cuts slivers where a loop turns by a hair: a well's rim along a gently curved
    // deck, here 11 points on a shallow arc over a straight bottom 10 long. flipToDelaunay's
    // triangles cover the same region, keep its edges, and satisfy the empty circumcircle
    // condition on every edge two of them share (checked here from the circumcentre, independently
    // of the predicate the flips use), which gives the largest smallest angle of any triangulation.
    std::vector<PlanePoint> arc{{0.0, 0.0}, {10.0, 0.0}};
    for (int i = 10; i >= 0; --i) arc.push_back({double(i), 1.0 + 0.02 * double(i) * double(10 - i)});
    std::vector<std::size_t> loop(arc.size());
    for (std::size_t i = 0; i < loop.size(); ++i) loop[i] = i;
    ASSERT_GT(twiceSignedArea(arc, loop), 0.0);
    Triangles triangles = triangulate(arc, loop, {});
    ASSERT_FALSE(triangles.empty());
    const double area = areaOf(arc, triangles), before = smallestAngle(arc, triangles);
    flipToDelaunay(arc, triangles);
    EXPECT_TRUE(boundaryIsTheLoops(triangles, {loop}));
    // 1e-12: the same region's area summed over other triangles, of size 10, in double precision.
    EXPECT_NEAR(areaOf(arc, triangles), area, 1e-12);
    const double after = smallestAngle(arc, triangles);
    EXPECT_GT(after, before);  // the fan ear clipping left had slivers to flip
    std::map<std::pair<std::size_t, std::size_t>, std::size_t> triangleOf;  // directed edge -> triangle
    for (std::size_t t = 0; t < triangles.size(); ++t)
        for (std::size_t e = 0; e < 3; ++e) triangleOf[{triangles[t][e], triangles[t][(e + 1) % 3]}] = t;
    for (std::size_t t = 0; t < triangles.size(); ++t) {
        const PlanePoint &a = arc[triangles[t][0]], &b = arc[triangles[t][1]], &c = arc[triangles[t][2]];
        const double d = 2.0 * (a.x * (b.y - c.y) + b.x * (c.y - a.y) + c.x * (a.y - b.y));
        const double a2 = a.x * a.x + a.y * a.y, b2 = b.x * b.x + b.y * b.y, c2 = c.x * c.x + c.y * c.y;
        const PlanePoint centre{(a2 * (b.y - c.y) + b2 * (c.y - a.y) + c2 * (a.y - b.y)) / d,
                                (a2 * (c.x - b.x) + b2 * (a.x - c.x) + c2 * (b.x - a.x)) / d};
        const double radius = std::hypot(a.x - centre.x, a.y - centre.y);
        for (std::size_t e = 0; e < 3; ++e) {
            const auto twin = triangleOf.find({triangles[t][(e + 1) % 3], triangles[t][e]});
            if (twin == triangleOf.end()) continue;  // on the loop
            const auto& u = triangles[twin->second];
            std::size_t far = u[0];
            for (std::size_t v : u)
                if (v != triangles[t][e] && v != triangles[t][(e + 1) % 3]) far = v;
            // Outside or on the circle, to a relative 1e-9 (the circumcentre's rounding, of a
            // triangle as thin as a tenth of a degree, stays well under it).
            EXPECT_GE(std::hypot(arc[far].x - centre.x, arc[far].y - centre.y), radius * (1.0 - 1e-9))
                << "triangle " << t << ", edge " << e;
        }
    }
}

} // namespace
} // namespace hydro
