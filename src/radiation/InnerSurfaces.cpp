// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "radiation/InnerSurfaces.h"

#include "base/DisjointSets.h"
#include "base/MathConstants.h"
#include "forces/SubmergedPieces.h"
#include "mesh/PointQueries.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <numeric>
#include <optional>
#include <utility>
#include <vector>

namespace hydro::radiation {
namespace {

/// How far off a triangle its water side is taken, as a share of the triangle's size (the square
/// root of its area): far enough that the triangle's own solid angle is a clean half sphere in double
/// precision, near enough that no other surface (a thin keel's far side, a neighbour at a concave
/// corner) comes between.
constexpr double kStepOff = 1e-4;

/// A film of water between two parts' faces thinner than this share of the panels' size is not
/// water the panels can resolve: two faces that close, facing each other, make the solve singular
/// (the military boat as prepared stacks two parts 0.5 mm apart under water, on panels of 1 m; its
/// solves gave no finite coefficients). Such faces are taken as inside the body.
constexpr double kThinnestFilm = 0.01;

/// The bounds of an empty Box.
constexpr double kHuge = std::numeric_limits<double>::max();

/// Where a corner is taken to lie on a plane, as a share of the triangle's size: round-off in the
/// corners of parts that meet face to face (a keel's top on a hull's bottom), not a crossing.
constexpr double kOnPlane = 1e-9;

/// A piece narrower than this share of its longest edge, or smaller than this share of the hull's
/// triangle it was cut from, is round-off of a cut through or near a corner: its centroid would sit
/// on its neighbours' edges, where the solve's logarithms are infinite (on the pilot boat, a part cut
/// again and again along another's planes left a needle 1.4e-10 m wide and 0.036 m long, on the
/// military boat a piece of 1e-16 m^2, and the solves gave no finite added mass). The area dropped
/// so is at most this share of the square of each piece's size.
constexpr double kLeastPiece = 1e-6;

/// A triangle's plane: the points x with dot(normal, x) = offset.
struct Plane {
    Vec3 normal;
    double offset = 0.0;
};

Plane planeOf(const SourceTriangle& triangle) { return {triangle.normal, dot(triangle.normal, triangle.centroid)}; }

/// The corners' heights above `plane`, those within kOnPlane of the triangle's size taken as on it.
std::array<double, 3> heightsAbove(const Plane& plane, const SourceTriangle& t) {
    const double onPlane = kOnPlane * std::sqrt(t.area);
    std::array<double, 3> h{};
    for (int k = 0; k < 3; ++k) {
        h[std::size_t(k)] = dot(plane.normal, t.corner[k]) - plane.offset;
        if (std::abs(h[std::size_t(k)]) <= onPlane) h[std::size_t(k)] = 0.0;
    }
    return h;
}

/// Whether `t` has corners strictly on both sides of `plane`.
bool crosses(const Plane& plane, const SourceTriangle& t) {
    const std::array<double, 3> h = heightsAbove(plane, t);
    return std::min({h[0], h[1], h[2]}) < 0.0 && std::max({h[0], h[1], h[2]}) > 0.0;
}

/// Whether corners of these heights above a plane meet it: not all strictly on one side.
bool meetsThePlane(const std::array<double, 3>& h) {
    return std::min({h[0], h[1], h[2]}) <= 0.0 && std::max({h[0], h[1], h[2]}) >= 0.0;
}

/// The interval `t` spans along `direction` where it meets a plane (which it meets, not lying in
/// it), its corners `h` above the plane: the corners on it and the points where its edges cross it,
/// projected.
std::array<double, 2> spanOnPlane(const std::array<double, 3>& h, const SourceTriangle& t, const Vec3& direction) {
    std::array<double, 2> span{kHuge, -kHuge};
    const auto take = [&](const Vec3& point) {
        const double along = dot(direction, point);
        span = {std::min(span[0], along), std::max(span[1], along)};
    };
    for (int k = 0; k < 3; ++k) {
        const int next = (k + 1) % 3;
        const double here = h[std::size_t(k)], there = h[std::size_t(next)];
        if (here == 0.0) take(t.corner[k]);
        if (here * there < 0.0) take(t.corner[k] + (t.corner[next] - t.corner[k]) * (here / (here - there)));
    }
    return span;
}

/// The intervals `a` and `b` span on the line where their planes cross, along cross(a.normal,
/// b.normal) (not of unit length), as Möller's interval test takes them ("A fast triangle-triangle
/// intersection test", 1997); none where either lies strictly on one side of the other's plane or
/// the planes are parallel.
std::optional<std::array<std::array<double, 2>, 2>> spansOnTheCrossing(const SourceTriangle& a, const SourceTriangle& b) {
    const std::array<double, 3> aAboveB = heightsAbove(planeOf(b), a), bAboveA = heightsAbove(planeOf(a), b);
    if (!meetsThePlane(aAboveB) || !meetsThePlane(bAboveA)) return std::nullopt;
    const Vec3 line = cross(a.normal, b.normal);
    if (dot(line, line) == 0.0) return std::nullopt;
    return std::array<std::array<double, 2>, 2>{{spanOnPlane(aAboveB, a, line), spanOnPlane(bAboveA, b, line)}};
}

/// Whether triangles `a` and `b` meet: each meets the other's plane, and the intervals they span on
/// the line where the two planes cross overlap. Triangles in one plane are taken not to: coincident
/// faces are parted by their water sides, not cut (partAtInnerSurfaces).
bool trianglesMeet(const SourceTriangle& a, const SourceTriangle& b) {
    const auto spans = spansOnTheCrossing(a, b);
    return spans && (*spans)[0][0] <= (*spans)[1][1] && (*spans)[1][0] <= (*spans)[0][1];
}

/// Whether `a` and `b`, lying in one plane, overlap by more than a touch: neither has an edge whose
/// line leaves the other wholly on its outer side (the separating axes of two convex polygons).
bool overlapInPlane(const SourceTriangle& a, const SourceTriangle& b) {
    const double touch = kOnPlane * std::sqrt(std::max(a.area, b.area));
    for (const SourceTriangle* edges : {&a, &b})
        for (int k = 0; k < 3; ++k) {
            const Vec3 outward = cross(edges->normal, edges->corner[(k + 1) % 3] - edges->corner[k]);
            const Vec3 axis = outward / length(outward);
            std::array<double, 2> onA{kHuge, -kHuge}, onB{kHuge, -kHuge};
            for (int c = 0; c < 3; ++c) {
                const double alongA = dot(axis, a.corner[c]), alongB = dot(axis, b.corner[c]);
                onA = {std::min(onA[0], alongA), std::max(onA[1], alongA)};
                onB = {std::min(onB[0], alongB), std::max(onB[1], alongB)};
            }
            if (onA[1] <= onB[0] + touch || onB[1] <= onA[0] + touch) return false;
        }
    return true;
}

/// Whether `a` and `b` meet along more than a point: the intervals they span on the line where
/// their planes cross overlap by more than round-off, or, in one plane, their areas overlap. Two
/// triangles of a clean mesh that share a corner and no edge meet there and nowhere else.
bool meetBeyondAPoint(const SourceTriangle& a, const SourceTriangle& b) {
    const std::array<double, 3> bAboveA = heightsAbove(planeOf(a), b);
    if (bAboveA[0] == 0.0 && bAboveA[1] == 0.0 && bAboveA[2] == 0.0) return overlapInPlane(a, b);
    const auto spans = spansOnTheCrossing(a, b);
    if (!spans) return false;
    const double overlap = std::min((*spans)[0][1], (*spans)[1][1]) - std::max((*spans)[0][0], (*spans)[1][0]);
    return overlap > kOnPlane * std::sqrt(std::max(a.area, b.area)) * length(cross(a.normal, b.normal));
}

/// `t` cut by `plane` into the pieces below it and above it (SubmergedPieces.h's cut, from either
/// side), appended to `out` with its winding, part and folds; the pieces of round-off size left out.
void cutAcross(const SourceTriangle& t, const Plane& plane, double wholeArea, std::vector<SourceTriangle>& out) {
    const std::array<double, 3> h = heightsAbove(plane, t);
    const std::array<Vec3, 3> p{t.corner[0], t.corner[1], t.corner[2]};
    const auto emit = [&](const Vec3& a, const Vec3& b, const Vec3& c) {
        SourceTriangle piece = t;  // its part and folds; makeSourceTriangle sets the rest
        const double longest = std::max({dot(b - a, b - a), dot(c - b, c - b), dot(a - c, a - c)});
        // The piece's width across its longest edge, 2 area / length, against that length.
        if (makeSourceTriangle(a, b, c, piece) && 2.0 * piece.area > kLeastPiece * longest && piece.area > kLeastPiece * wholeArea)
            out.push_back(piece);
    };
    forEachSubmergedPiece(p, h, emit);
    forEachSubmergedPiece(p, {-h[0], -h[1], -h[2]}, emit);
}

/// A box of axes-aligned sides: what could hold a surface in this frame.
struct Box {
    Vec3 min{kHuge, kHuge, kHuge}, max{-kHuge, -kHuge, -kHuge};
    void grow(const Vec3& p) {
        min = {std::min(min.x, p.x), std::min(min.y, p.y), std::min(min.z, p.z)};
        max = {std::max(max.x, p.x), std::max(max.y, p.y), std::max(max.z, p.z)};
    }
    bool contains(const Vec3& p) const {
        return min.x <= p.x && p.x <= max.x && min.y <= p.y && p.y <= max.y && min.z <= p.z && p.z <= max.z;
    }
    bool meets(const Box& other) const {
        return min.x <= other.max.x && other.min.x <= max.x && min.y <= other.max.y && other.min.y <= max.y &&
               min.z <= other.max.z && other.min.z <= max.z;
    }
};

Box boxOf(const SourceTriangle& triangle) {
    Box box;
    for (const Vec3& corner : triangle.corner) box.grow(corner);
    return box;
}

/// How many corners two of the mesh's triangles share.
int sharedCorners(const std::array<std::uint32_t, 3>& a, const std::array<std::uint32_t, 3>& b) {
    int shared = 0;
    for (std::uint32_t corner : a) shared += int(corner == b[0] || corner == b[1] || corner == b[2]);
    return shared;
}

/// Each part's triangles and the box of its double body on the water's side: its wetted triangles'
/// box up to the surface, where their mirror image closes them, grown by `margin` on every side. A
/// closed part's winding number is 0 outside that box.
struct Part {
    std::vector<std::size_t> triangles;
    Box box;
};
std::vector<Part> partsOf(const PanelSurface& surface, double margin) {
    std::vector<Part> parts;
    for (std::size_t t = 0; t < surface.hullTriangles; ++t) {
        const SourceTriangle& triangle = surface.triangles[t];
        if (triangle.part >= parts.size()) parts.resize(triangle.part + 1);
        parts[triangle.part].triangles.push_back(t);
        for (const Vec3& corner : triangle.corner) parts[triangle.part].box.grow(corner);
    }
    for (Part& part : parts) {
        part.box.max.y = std::max(part.box.max.y, 0.0);
        part.box.grow(part.box.min - Vec3{margin, margin, margin});
        part.box.grow(part.box.max + Vec3{margin, margin, margin});
    }
    return parts;
}

/// Which way a piece of the hull faces (partAtInnerSurfaces).
enum class Facing : char {
    Water,     ///< the water on its water side: kept
    Inside,    ///< the body on both sides: left out
    TurnedIn,  ///< the body on its water side and the water behind it: kept, turned round
};

/// `piece` facing the other way: its corners in the other order and its normal reversed.
SourceTriangle turnedRound(SourceTriangle piece) {
    std::swap(piece.corner[1], piece.corner[2]);
    piece.normal = -piece.normal;
    return piece;
}

/// No part: what insidePart skips for a piece of a folded part, which may lie inside its own.
constexpr std::uint32_t kNoPart = std::numeric_limits<std::uint32_t>::max();

/// Whether `point` (in the water's half, y < 0) lies inside a part of the hull other than `skipped`
/// among the first `among` parts: the winding number (PointQueries.h) of that part's double body
/// (its wetted triangles and their mirror images in y = 0, which close its waterline loops) is 1
/// inside it and 0 outside, and a hole in an open part moves it by less than a half. Inside a part
/// folded onto itself it is 2 where the part overlaps itself, and -1 in a pocket that the part
/// turned inside out (a face pushed through another, as a simplification may leave it): inside is
/// where it is not 0, as a renderer fills a mesh by the non-zero rule.
bool insidePart(const PanelSurface& surface, const std::vector<Part>& parts, std::uint32_t skipped, std::size_t among,
                const Vec3& point) {
    const Vec3 mirrored{point.x, -point.y, point.z};
    for (std::uint32_t p = 0; p < among; ++p) {
        if (p == skipped || !parts[p].box.contains(point)) continue;
        double sum = 0.0;
        for (std::size_t t : parts[p].triangles) {
            const SourceTriangle& triangle = surface.triangles[t];
            // A mirrored triangle, wound back to face out, subtends at the point what the triangle
            // subtends at the point's mirror image.
            sum += solidAngle(triangle.corner[0], triangle.corner[1], triangle.corner[2], point) +
                   solidAngle(triangle.corner[0], triangle.corner[1], triangle.corner[2], mirrored);
        }
        if (std::abs(sum) / (4.0 * kPi) > 0.5) return true;
    }
    return false;
}

/// `triangle` (the hull's triangle `index`) cut along every surface of another part that crosses it,
/// and of its own part if both are folded (markFolds): by the plane of each such triangle that it
/// meets and whose plane it crosses, so that each piece lies wholly on one side of the surfaces
/// through it, in the water or inside the body, and the water's boundary the kept pieces make is
/// closed along the crossing. A plane cuts beyond its
/// triangle too, but only pieces in that triangle's box are cut, and the extra pieces are kept or
/// left out alike. Only triangles that meet are cut by (a plane that crosses the triangle's plane
/// away from it cut the pieces for nothing: the military boat's table took twice as long).
std::vector<SourceTriangle> cutAtCrossings(const PanelSurface& surface, const std::vector<Box>& boxes, std::size_t index) {
    const SourceTriangle& triangle = surface.triangles[index];
    std::vector<SourceTriangle> pieces{triangle}, cut;
    for (std::size_t u = 0; u < surface.hullTriangles; ++u) {
        const SourceTriangle& other = surface.triangles[u];
        const bool ownFold = other.part == triangle.part && triangle.folded && other.folded && u != index;
        if ((other.part == triangle.part && !ownFold) || !boxes[u].meets(boxes[index]) || !trianglesMeet(triangle, other))
            continue;
        const Plane across = planeOf(other);
        if (!crosses(across, triangle)) continue;
        cut.clear();
        for (const SourceTriangle& piece : pieces) {
            if (boxOf(piece).meets(boxes[u]) && crosses(across, piece))
                cutAcross(piece, across, triangle.area, cut);
            else
                cut.push_back(piece);
        }
        pieces.swap(cut);
    }
    return pieces;
}

} // namespace

void markFolds(std::vector<SourceTriangle>& pieces, const std::vector<std::array<std::uint32_t, 3>>& cutFrom) {
    // Sweep and prune: the pieces in order of their boxes' lowest x, each paired with those whose
    // boxes start before its own ends. The boxes grow by the round-off that meetBeyondAPoint allows,
    // so that faces in one plane are paired.
    std::vector<Box> boxes(pieces.size());
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        boxes[i] = boxOf(pieces[i]);
        const double roundOff = kOnPlane * std::sqrt(pieces[i].area);
        boxes[i].grow(boxes[i].min - Vec3{roundOff, roundOff, roundOff});
        boxes[i].grow(boxes[i].max + Vec3{roundOff, roundOff, roundOff});
    }
    std::vector<std::size_t> order(pieces.size());
    std::iota(order.begin(), order.end(), std::size_t(0));
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return boxes[a].min.x < boxes[b].min.x || (boxes[a].min.x == boxes[b].min.x && a < b);
    });
    for (std::size_t first = 0; first < order.size(); ++first) {
        const std::size_t i = order[first];
        for (std::size_t second = first + 1; second < order.size() && boxes[order[second]].min.x <= boxes[i].max.x; ++second) {
            const std::size_t j = order[second];
            // Pieces of one triangle, or of two that share an edge, meet only along it: the mesh
            // is manifold (HullMesh refuses an edge of three triangles).
            if (pieces[i].part != pieces[j].part || (pieces[i].folded && pieces[j].folded) || !boxes[i].meets(boxes[j]) ||
                sharedCorners(cutFrom[i], cutFrom[j]) >= 2)
                continue;
            if (meetBeyondAPoint(pieces[i], pieces[j])) pieces[i].folded = pieces[j].folded = true;
        }
    }
    // The pieces of a folding part that fold nowhere, in stretches joined edge to edge: such a
    // stretch crosses no surface, so the winding number on each side of it is one throughout. The
    // winding number is the double body's (partAtInnerSurfaces), whose mirror image meets the wetted
    // pieces at the water line: there it may pass between a piece and its neighbour without crossing
    // either (a flap of the pilot boat folded back under its neighbours, whose folds cross above the
    // water, faced into the body and was taken with the hull's stretch, 0.107 m^2; measured
    // 2026-12-03). A piece that reaches the water line is its own stretch, probed alone.
    std::vector<char> partFolds;
    for (const SourceTriangle& piece : pieces) {
        if (piece.part >= partFolds.size()) partFolds.resize(piece.part + 1, 0);
        partFolds[piece.part] = char(partFolds[piece.part] || piece.folded);
    }
    std::vector<std::pair<std::uint64_t, std::size_t>> edges;  // (edge, piece), the edge's vertices in one number
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        const bool reachesTheWaterLine = boxes[i].max.y >= 0.0;  // its highest corner, to round-off
        if (pieces[i].folded || !partFolds[pieces[i].part] || reachesTheWaterLine) continue;
        for (int k = 0; k < 3; ++k) {
            const std::uint32_t a = cutFrom[i][std::size_t(k)], b = cutFrom[i][std::size_t((k + 1) % 3)];
            edges.emplace_back((std::uint64_t(std::min(a, b)) << 32) | std::max(a, b), i);
        }
    }
    std::sort(edges.begin(), edges.end());
    DisjointSets joined(pieces.size());
    for (std::size_t e = 1; e < edges.size(); ++e)
        if (edges[e].first == edges[e - 1].first) joined.unite(std::uint32_t(edges[e].second), std::uint32_t(edges[e - 1].second));
    std::vector<std::uint32_t> stretchOfRoot(pieces.size(), 0);
    std::uint32_t stretches = 0;
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        if (pieces[i].folded || !partFolds[pieces[i].part]) continue;
        std::uint32_t& stretch = stretchOfRoot[joined.find(std::uint32_t(i))];
        if (stretch == 0) stretch = ++stretches;
        pieces[i].foldFreeStretch = stretch;
    }
}

WaterSide partAtInnerSurfaces(const PanelSurface& surface) {
    WaterSide sides;
    const double film = kThinnestFilm * std::sqrt(surface.wettedArea / double(std::max<std::size_t>(surface.hullPanels, 1)));
    const std::vector<Part> parts = partsOf(surface, film);
    std::vector<Box> boxes(surface.hullTriangles);
    for (std::size_t t = 0; t < surface.hullTriangles; ++t) boxes[t] = boxOf(surface.triangles[t]);
    // A piece faces into the body where just off its centroid, on its water side, lies inside
    // another part (or its own, folded onto itself), or does so a film's thickness off it
    // (kThinnestFilm). A piece whose other side lies inside another part too, and its water side
    // not, is a face that another part's face covers, facing the same way (two parts whose bottoms
    // are flush): two source panels in one place make the solve singular, so of the faces in one
    // place the lowest-numbered part's is kept. A piece of a folded part whose water side lies
    // inside the body and its other side not faces a pocket the part turned inside out: it is the
    // body's boundary, facing into the body, and is turned round.
    const auto skippedFor = [](const SourceTriangle& piece) {
        return piece.folded || piece.foldFreeStretch != 0 ? kNoPart : piece.part;
    };
    // By the winding numbers on its two sides alone: the same all along a stretch that crosses nothing.
    const auto facingByWinding = [&](const SourceTriangle& piece) {
        const Vec3 step = piece.normal * (kStepOff * std::sqrt(piece.area));
        if (!insidePart(surface, parts, skippedFor(piece), parts.size(), piece.centroid + step)) return Facing::Water;
        const bool partFolds = skippedFor(piece) == kNoPart;
        return partFolds && !insidePart(surface, parts, kNoPart, parts.size(), piece.centroid - step) ? Facing::TurnedIn
                                                                                                     : Facing::Inside;
    };
    const auto facing = [&](const SourceTriangle& piece) {
        const Facing byWinding = facingByWinding(piece);
        if (byWinding != Facing::Water) return byWinding;
        const Vec3 step = piece.normal * (kStepOff * std::sqrt(piece.area));
        if (insidePart(surface, parts, piece.part, piece.part, piece.centroid - step) ||
            insidePart(surface, parts, skippedFor(piece), parts.size(), piece.centroid + piece.normal * film))
            return Facing::Inside;
        return Facing::Water;
    };
    const auto take = [&](const SourceTriangle& piece, Facing side) {
        if (side == Facing::Water) {
            sides.facingTheWater.push_back(piece);
        } else if (side == Facing::TurnedIn) {
            sides.facingTheWater.push_back(turnedRound(piece));
            ++sides.turnedTriangles;
            sides.turnedArea += piece.area;
        } else {
            ++sides.innerTriangles;
            sides.innerArea += piece.area;
        }
    };
    std::vector<Facing> sideOf;
    std::vector<std::optional<Facing>> stretchFacing;  // each fold-free stretch's, once probed
    for (std::size_t t = 0; t < surface.hullTriangles; ++t) {
        const SourceTriangle& triangle = surface.triangles[t];
        bool nearAnotherPart = false;
        for (std::uint32_t p = 0; p < parts.size() && !nearAnotherPart; ++p)
            nearAnotherPart = p != triangle.part && boxes[t].meets(parts[p].box);
        if (!nearAnotherPart && !triangle.folded) {
            if (triangle.foldFreeStretch == 0) {
                sides.facingTheWater.push_back(triangle);
                continue;
            }
            if (triangle.foldFreeStretch > stretchFacing.size()) stretchFacing.resize(triangle.foldFreeStretch);
            std::optional<Facing>& stretch = stretchFacing[triangle.foldFreeStretch - 1];
            // Away from other parts; a film's thickness off its own folds only at its edges.
            if (!stretch) stretch = facingByWinding(triangle);
            take(triangle, *stretch);
            continue;
        }
        const std::vector<SourceTriangle> pieces = cutAtCrossings(surface, boxes, t);
        sideOf.resize(pieces.size());
        for (std::size_t i = 0; i < pieces.size(); ++i) sideOf[i] = facing(pieces[i]);
        // A triangle whose pieces all face one way is taken whole: no surface parts it, and its
        // pieces would only be more panels, and smaller ones. One cut to nothing but round-off is kept.
        if (sideOf.empty() || std::all_of(sideOf.begin(), sideOf.end(), [&](Facing side) { return side == sideOf.front(); })) {
            take(triangle, sideOf.empty() ? Facing::Water : sideOf.front());
            continue;
        }
        for (std::size_t i = 0; i < pieces.size(); ++i) take(pieces[i], sideOf[i]);
    }
    return sides;
}

} // namespace hydro::radiation
