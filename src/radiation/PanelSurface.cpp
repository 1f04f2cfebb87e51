// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "radiation/PanelSurface.h"
#include "hydro/AddedMass.h"
#include "hydro/Limits.h"

#include "base/MathConstants.h"
#include "forces/SubmergedPieces.h"
#include "mesh/MeshParts.h"
#include "mesh/PolygonTriangulation.h"
#include "radiation/InnerSurfaces.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <map>
#include <string>
#include <tuple>

namespace hydro::radiation {
namespace {

/// Pieces smaller than this share of the hull's squared size are round-off: a triangle lying on the
/// water line leaves slivers of area 1e-19 m^2, whose centroids sit on their neighbours' edges, where
/// the edge integrals' logarithms are infinite. They carry no water.
constexpr double kSliverArea = 1e-12;

/// A corner closer to the surface than this share of the hull's size is cut as if on it. A mesh's
/// ring of vertices meant to lie on the water line (a sphere's equator, a crate's seam at half its
/// height, at the draft its density gives) lies off it by the float's round-off, 1e-7 of the size,
/// and the cut left slivers that long and that thin: their centroids' edge integrals lose every
/// digit ((r_i + r_j)^2 - l^2 is 4 (width / l)^2 of l^2), and the Draco test sphere half immersed
/// gave a non-finite system, its panels' own normal velocities -0.5 and 3e-4 where they are 0.5
/// (measured 2026-12-03). Snapped, the cut passes through those vertices and leaves no sliver; the
/// wetted surface moves by at most this share of the size, well inside the panels' own error.
constexpr double kOnTheWaterLine = 1e-6;

/// The pieces of the hull's triangles below y = 0 with the body at `pose`, in world coordinates
/// with the centre of gravity above the origin (slivers left out), those of a part folded onto
/// itself marked (markFolds).
std::vector<SourceTriangle> wettedTriangles(const HullMesh& hull, const FloatingPose& pose, const Vec3& centreOfGravity) {
    const Mat3 rotation = poseRotation(pose.roll, pose.pitch);
    const Vec3 extent = hull.aabbMax() - hull.aabbMin();
    const double smallest = kSliverArea * dot(extent, extent);
    const double onTheWaterLine = kOnTheWaterLine * length(extent);
    auto heightOf = [onTheWaterLine](const Vec3& corner) { return std::abs(corner.y) < onTheWaterLine ? 0.0 : corner.y; };
    const MeshParts parts = meshParts(hull);
    std::vector<SourceTriangle> wetted;
    std::vector<std::array<std::uint32_t, 3>> cutFrom;  // each piece's triangle, by its vertices
    for (std::size_t t = 0; t < hull.triangleCount(); ++t) {
        const auto tri = hull.triangle(t);
        std::array<Vec3, 3> p;
        for (std::size_t k = 0; k < 3; ++k) p[k] = rotation * (hull.vertex(tri[k]) - centreOfGravity) + Vec3{0.0, pose.heave, 0.0};
        forEachSubmergedPiece(p, {heightOf(p[0]), heightOf(p[1]), heightOf(p[2])}, [&](const Vec3& a, const Vec3& b, const Vec3& c) {
            SourceTriangle piece;
            piece.part = parts.partOfTriangle[t];
            if (makeSourceTriangle(a, b, c, piece) && piece.area > smallest) {
                wetted.push_back(piece);
                cutFrom.push_back(tri);
            }
        });
    }
    markFolds(wetted, cutFrom);
    return wetted;
}

/// How elongated a piece may be before it is sliced across its length: the square of its longest
/// edge over its area, 2.3 for an equilateral triangle, 4 for a right isosceles one, 5 for half of a
/// 2:1 rectangle. A hull's triangles may run the length of a long side (a cylinder's strips, a
/// barge's bottom): a panel made of such slivers, or a 40 m strip cut into similar slivers, has its
/// one collocation point far from most of its area, and the flow across it is not resolved (a 40 m
/// cylinder's 64 strips came out as 60 panels with a heave damping half Ursell's).
constexpr double kMaxElongation = 8.0;

/// Pieces under this share of a panel's area are not sliced: they carry little water, and their
/// slices, down to a slice-count squared smaller, could reach kSliverArea's round-off.
constexpr double kLeastSlicedShare = 0.01;

/// `piece`, if elongated and not small, cut by lines parallel to its shortest edge into slices no
/// longer than `size` (each a trapezoid in two triangles, the apex's a triangle), appended to `out`
/// with its winding; otherwise `piece` itself.
void sliceElongated(const SourceTriangle& piece, double size, std::vector<SourceTriangle>& out) {
    const Vec3* c = piece.corner;
    int apex = 0;  // the corner opposite the shortest edge
    double shortest = std::numeric_limits<double>::infinity(), longest = 0.0;
    for (int i = 0; i < 3; ++i) {
        const Vec3 edge = c[(i + 2) % 3] - c[(i + 1) % 3];
        const double squared = dot(edge, edge);
        if (squared < shortest) shortest = squared, apex = i;
        longest = std::max(longest, squared);
    }
    if (longest <= kMaxElongation * piece.area || longest <= size * size || piece.area < kLeastSlicedShare * size * size) {
        out.push_back(piece);
        return;
    }
    const Vec3 &o = c[apex], toP = c[(apex + 1) % 3] - o, toQ = c[(apex + 2) % 3] - o;
    const int slices = int(std::ceil(std::sqrt(longest) / size));
    auto left = [&](int i) { return o + toP * (double(i) / slices); };
    auto right = [&](int i) { return o + toQ * (double(i) / slices); };
    SourceTriangle t = piece;  // its part and folds; makeSourceTriangle sets the rest
    if (makeSourceTriangle(o, left(1), right(1), t)) out.push_back(t);
    for (int i = 2; i <= slices; ++i) {
        if (makeSourceTriangle(left(i - 1), left(i), right(i), t)) out.push_back(t);
        if (makeSourceTriangle(left(i - 1), right(i), right(i - 1), t)) out.push_back(t);
    }
}

/// The pieces cut finer where they are long or large against the panel budget: an elongated piece
/// sliced across its length down to the budget's panel size (sliceElongated) if `slivers` says so,
/// then each into m^2 similar triangles, m the nearest whole number to sqrt(its area / (wetted
/// area / maxPanels)). One
/// collocation point on a face as large as a box's side cannot represent the flow over it (a
/// 12-triangle box's roll and yaw came out coupled by half their size); a fine hull's pieces stay as
/// they are, and grouping then brings them down to the budget.
std::vector<SourceTriangle> refined(const std::vector<SourceTriangle>& pieces, std::size_t maxPanels, Slivers slivers) {
    double wettedArea = 0.0;
    for (const SourceTriangle& t : pieces) wettedArea += t.area;
    const double target = wettedArea / double(maxPanels);
    std::vector<SourceTriangle> compact;
    if (slivers == Slivers::SlicedAcross)
        for (const SourceTriangle& piece : pieces) sliceElongated(piece, std::sqrt(target), compact);
    else
        compact = pieces;
    std::vector<SourceTriangle> triangles;
    for (const SourceTriangle& piece : compact) {
        const int m = std::max(1, int(std::lround(std::sqrt(piece.area / target))));
        const Vec3 a = piece.corner[0], u = (piece.corner[1] - a) / m, v = (piece.corner[2] - a) / m;
        auto at = [&](int i, int j) { return a + u * i + v * j; };
        for (int i = 0; i < m; ++i)
            for (int j = 0; i + j < m; ++j) {
                SourceTriangle t = piece;  // its part and folds; makeSourceTriangle sets the rest
                if (makeSourceTriangle(at(i, j), at(i + 1, j), at(i, j + 1), t)) triangles.push_back(t);
                if (i + j + 1 < m && makeSourceTriangle(at(i + 1, j), at(i + 1, j + 1), at(i, j + 1), t))
                    triangles.push_back(t);
            }
    }
    return triangles;
}

/// Components of a unit normal closer than this count as equal when its facing is chosen: a face on a
/// diagonal (a 45-degree chine, an icosphere's faces) is then given its first axis whatever the
/// pose's round-off. Chosen by the round-off, the packaged sphere's translational added mass moved
/// by 0.06 % with its centre moved by 1e-7 m; so, by 2e-15.
constexpr double kFacingTie = 1e-9;

/// Which of the six axis directions a normal is nearest: triangles facing different ways never share
/// a panel (the two sides of a thin keel stay apart).
int facing(const Vec3& n) {
    const double a[3] = {std::abs(n.x), std::abs(n.y), std::abs(n.z)};
    const int axis = a[0] + kFacingTie >= a[1] && a[0] + kFacingTie >= a[2] ? 0 : (a[1] + kFacingTie >= a[2] ? 1 : 2);
    return 2 * axis + ((&n.x)[axis] < 0.0 ? 1 : 0);
}

/// The centre of the hull's bounding box at `pose`, in the axes of wettedTriangles: the grouping
/// grid's vertical planes run through it, so that the grouping is the hull's own, and its
/// horizontal ones from the water line down. Through the centre of gravity, the grouping moved with
/// the centre's last digits, which Bullet's single and double precision give differently: with the
/// centre moved by 1e-7 to 1e-6 m, the packaged box's table moved by 0.1 % and the 10 m boat's by
/// 0.04 %; on this grid by 0.001 % and 5e-5 % (docs/added_mass.md §1).
Vec3 gridCentre(const HullMesh& hull, const FloatingPose& pose, const Vec3& centreOfGravity) {
    const Vec3 boxCentre = (hull.aabbMin() + hull.aabbMax()) * 0.5;
    return poseRotation(pose.roll, pose.pitch) * (boxCentre - centreOfGravity) + Vec3{0.0, pose.heave, 0.0};
}

/// Positions are taken to this share of a grid cell before their cell is chosen, so that a triangle
/// lying on one of the grid's planes (a symmetric hull's centre plane) falls on the same side of it
/// whatever the round-off of the pose's transform.
constexpr double kGridResolution = 1.0 / (1 << 20);

/// The cell of the grid of size `cell` that `x` (from a grid plane) lies in.
long long cellOf(double x, double cell) { return std::llround(std::floor(std::round(x / cell / kGridResolution) * kGridResolution)); }

/// The triangles grouped into at most `maxPanels` panels: one each when they fit, otherwise those in
/// one cube of a grid (and facing the same way) together, the grid as fine as the budget allows, its
/// vertical planes through `centre` and its horizontal ones from the water line (y = 0) down.
std::vector<std::vector<std::size_t>> groupTriangles(const std::vector<SourceTriangle>& wetted, std::size_t maxPanels,
                                                     const Vec3& centre) {
    std::vector<std::vector<std::size_t>> groups;
    if (wetted.size() <= maxPanels) {
        for (std::size_t t = 0; t < wetted.size(); ++t) groups.push_back({t});
        return groups;
    }
    double area = 0.0;
    for (const SourceTriangle& t : wetted) area += t.area;
    using Key = std::tuple<long long, long long, long long, int>;
    for (double cell = std::sqrt(area / double(maxPanels));; cell *= kCellGrowth) {
        std::map<Key, std::size_t> index;  // ordered: the same grouping on every run
        groups.clear();
        for (std::size_t t = 0; t < wetted.size(); ++t) {
            const Vec3 c = wetted[t].centroid - centre;
            const Key key{cellOf(c.x, cell), cellOf(wetted[t].centroid.y, cell), cellOf(c.z, cell), facing(wetted[t].normal)};
            const auto [slot, added] = index.emplace(key, groups.size());
            if (added) groups.emplace_back();
            groups[slot->second].push_back(t);
        }
        if (groups.size() <= maxPanels) return groups;
    }
}

Panel makePanel(const std::vector<SourceTriangle>& wetted, std::vector<std::size_t> triangles) {
    Panel panel;
    for (std::size_t t : triangles) {
        panel.centroid += wetted[t].centroid * wetted[t].area;
        panel.area += wetted[t].area;
    }
    panel.centroid = panel.centroid / panel.area;
    for (std::size_t t : triangles)
        for (const Vec3& corner : wetted[t].corner) panel.radius = std::max(panel.radius, length(corner - panel.centroid));
    panel.triangles = std::move(triangles);
    return panel;
}

/// Adds `triangles` to the surface as at most `budget` panels of their own (none shared with the
/// triangles already there), grouped on a grid whose vertical planes run through `centre`.
void appendPanels(PanelSurface& surface, const std::vector<SourceTriangle>& triangles, std::size_t budget,
                  const Vec3& centre) {
    const std::size_t first = surface.triangles.size();
    surface.triangles.insert(surface.triangles.end(), triangles.begin(), triangles.end());
    surface.panelOf.resize(surface.triangles.size());
    for (std::vector<std::size_t>& group : groupTriangles(triangles, budget, centre)) {
        for (std::size_t& t : group) {
            t += first;
            surface.panelOf[t] = surface.panels.size();
        }
        surface.panels.push_back(makePanel(surface.triangles, std::move(group)));
    }
}

/// The lid's depth under the surface, in hull panel sizes. Between it and the surface lies a thin
/// layer of the interior, with phi = 0 on its sides and bottom once the outside and the part under
/// the lid are still: its own irregular frequencies start at k = 1 / depth (the lowest mode,
/// k = kappa coth(kappa depth) >= 1 / depth), ten panels' wavenumber, far above what a panel method
/// resolves; and on the lid the wave term's logarithm stays mild. (phi = 0 imposed on the lid
/// instead, as a Dirichlet lid, contradicts the hull's own potential where the two meet: the box's
/// surge added mass came out 12 % low at k -> 0. The Neumann lid agrees with no lid there to 0.03 %.)
constexpr double kLidDepth = 0.1;
/// The lid's panels' size, in hull panel sizes: the field under it is smooth, and a coarser lid adds
/// fewer unknowns (a tenth of the hemisphere's). Halving it moves the box's coefficients by at most 2 %
/// (its surge damping at k = 5/m; 1 % or less elsewhere).
constexpr double kLidPanelScale = 2.0;

/// How many pieces of the fan's triangles make up a lid panel.
constexpr std::size_t kLidPiecesPerPanel = 4;

struct Lid {
    std::vector<SourceTriangle> triangles;
    std::size_t loops = 0, loopsLeftOpen = 0;
};

/// Cuts the hull at y = -depth (world axes at `pose`) and triangulates the section: each closed
/// loop with the holes inside it (PolygonTriangulation.h). The cut points are keyed by the hull edge
/// they lie on, so neighbouring triangles share them exactly and the loops are found by joining
/// segments at shared points.
Lid interiorLid(const HullMesh& hull, const FloatingPose& pose, const Vec3& centreOfGravity, double depth) {
    const Mat3 rotation = poseRotation(pose.roll, pose.pitch);
    using EdgeKey = std::pair<std::uint32_t, std::uint32_t>;
    std::map<EdgeKey, std::size_t> pointOfEdge;
    std::vector<Vec3> points;
    auto world = [&](std::uint32_t v) { return rotation * (hull.vertex(v) - centreOfGravity) + Vec3{0.0, pose.heave + depth, 0.0}; };
    auto cut = [&](std::uint32_t u, std::uint32_t v) {
        const EdgeKey key{std::min(u, v), std::max(u, v)};
        const auto [slot, added] = pointOfEdge.emplace(key, points.size());
        if (added) {
            const Vec3 a = world(key.first), b = world(key.second);
            Vec3 onPlane = a + (b - a) * (a.y / (a.y - b.y));
            onPlane.y = -depth;
            points.push_back(onPlane);
        }
        return slot->second;
    };
    // Each crossing triangle gives one segment, from where its boundary goes down through the plane
    // to where it comes up: oriented by the hull's winding, so a loop's segments all turn one way.
    std::vector<std::array<std::size_t, 2>> segments;
    for (std::size_t t = 0; t < hull.triangleCount(); ++t) {
        const auto tri = hull.triangle(t);
        bool below[3];
        for (int k = 0; k < 3; ++k) below[k] = world(tri[std::size_t(k)]).y < 0.0;
        if (below[0] == below[1] && below[1] == below[2]) continue;
        std::size_t down = 0, up = 0;
        for (int k = 0; k < 3; ++k) {
            const int next = (k + 1) % 3;
            if (!below[k] && below[next]) down = cut(tri[std::size_t(k)], tri[std::size_t(next)]);
            if (below[k] && !below[next]) up = cut(tri[std::size_t(k)], tri[std::size_t(next)]);
        }
        segments.push_back({down, up});
    }
    // Loops: each cut point starts one segment (the hull is closed: the edge it lies on has two
    // triangles, one whose boundary goes down through it and one up), so following the segments
    // from point to point walks each loop in order.
    std::vector<std::size_t> nextPoint(points.size(), points.size());
    for (const auto& segment : segments) nextPoint[segment[0]] = segment[1];
    std::vector<PlanePoint> plane(points.size());
    for (std::size_t p = 0; p < points.size(); ++p) plane[p] = {points[p].x, points[p].z};
    std::vector<std::vector<std::size_t>> loops;
    std::vector<bool> walked(points.size(), false);
    for (const auto& segment : segments) {  // in the hull's triangle order: the same lid on every run
        if (walked[segment[0]]) continue;
        std::vector<std::size_t> loop;
        for (std::size_t p = segment[0]; p < points.size() && !walked[p]; p = nextPoint[p]) {
            walked[p] = true;
            loop.push_back(p);
        }
        if (loop.size() >= 3 && twiceSignedArea(plane, loop) != 0.0) loops.push_back(std::move(loop));
    }
    Lid lid;
    lid.loops = loops.size();
    // A loop that crosses itself (where the mesh folds through itself: two of its parts, or a
    // simplification's fold) is cut at its crossings into lobes that do not (simpleLobes). A lobe
    // that turns against the loop, beside the others (a figure eight's second), is where the
    // surfaces overlap, inside the body all the same: it is covered too, turned the loop's way;
    // one inside another lobe is covered by it already.
    std::vector<std::vector<std::size_t>> simple;
    for (const auto& loop : loops) {
        const double sign = twiceSignedArea(plane, loop) > 0.0 ? 1.0 : -1.0;
        std::vector<std::vector<std::size_t>> lobes = simpleLobes(plane, loop);
        for (std::size_t l = 0; l < lobes.size(); ++l) {
            std::vector<std::size_t>& lobe = lobes[l];
            const double area = twiceSignedArea(plane, lobe);
            if (lobe.size() < 3 || area == 0.0) continue;
            if (area * sign < 0.0) {
                bool covered = false;
                for (std::size_t other = 0; other < lobes.size() && !covered; ++other)
                    covered = other != l && lobes[other].size() >= 3 && insideLoop(plane, lobes[other], plane[lobe[1]]);
                if (covered) continue;
                std::reverse(lobe.begin(), lobe.end());
            }
            simple.push_back(std::move(lobe));
        }
    }
    loops = std::move(simple);
    for (std::size_t p = points.size(); p < plane.size(); ++p) points.push_back({plane[p].x, -depth, plane[p].y});
    // The waterplane's outer loops turn the way the whole does, its holes the other way. The
    // triangulation takes outer loops counter-clockwise: if the whole turns clockwise, every loop
    // is walked backwards.
    double total = 0.0;
    for (const auto& loop : loops) total += twiceSignedArea(plane, loop);
    if (total < 0.0)
        for (auto& loop : loops) std::reverse(loop.begin(), loop.end());
    std::vector<std::size_t> outers;
    std::vector<std::vector<std::vector<std::size_t>>> holesOf;
    for (std::size_t l = 0; l < loops.size(); ++l)
        if (twiceSignedArea(plane, loops[l]) > 0.0) {
            outers.push_back(l);
            holesOf.emplace_back();
        }
    for (const auto& loop : loops) {
        if (twiceSignedArea(plane, loop) > 0.0) continue;
        std::size_t owner = outers.size();
        for (std::size_t o = 0; o < outers.size() && owner == outers.size(); ++o)
            if (insideLoop(plane, loops[outers[o]], plane[loop.front()])) owner = o;
        if (owner == outers.size()) ++lid.loopsLeftOpen;  // a hole in no loop: the section is not a region
        else holesOf[owner].push_back(loop);
    }
    auto facingDown = [&](const Vec3& a, const Vec3& b, const Vec3& c) {
        // Facing down, into the interior under the lid, the side its condition holds on.
        SourceTriangle piece;
        if (!makeSourceTriangle(a, b, c, piece)) return;
        if (piece.normal.y > 0.0) makeSourceTriangle(a, c, b, piece);
        lid.triangles.push_back(piece);
    };
    for (std::size_t o = 0; o < outers.size(); ++o) {
        const std::vector<std::size_t>& outer = loops[outers[o]];
        // A loop without holes that its centroid sees whole (the usual hull's) is fanned from the
        // centroid: compact, symmetric pieces where the hull is (the hemisphere's surge and sway
        // added masses agree within 1 %; the triangulation's fans from a corner break that).
        if (holesOf[o].empty()) {
            Vec3 centroid;
            double area = 0.0;
            for (std::size_t k = 0; k < outer.size(); ++k) {
                const Vec3 &a = points[outer[k]], &b = points[outer[(k + 1) % outer.size()]];
                const double w = a.x * b.z - b.x * a.z;
                area += 0.5 * w;
                centroid += (a + b) * (w / 6.0);
            }
            centroid = centroid / area;
            centroid.y = -depth;
            bool starShaped = true;
            for (std::size_t k = 0; k < outer.size() && starShaped; ++k) {
                const Vec3 &a = points[outer[k]], &b = points[outer[(k + 1) % outer.size()]];
                starShaped = (a.x - centroid.x) * (b.z - centroid.z) - (b.x - centroid.x) * (a.z - centroid.z) >= 0.0;
            }
            if (starShaped) {
                for (std::size_t k = 0; k < outer.size(); ++k)
                    facingDown(centroid, points[outer[k]], points[outer[(k + 1) % outer.size()]]);
                continue;
            }
        }
        const auto triangles = triangulate(plane, outer, holesOf[o]);
        if (triangles.empty()) {
            lid.loopsLeftOpen += 1 + holesOf[o].size();
            continue;
        }
        for (const auto& t : triangles) facingDown(points[t[0]], points[t[1]], points[t[2]]);
    }
    return lid;
}

Vec3 mirrored(const Vec3& v) { return {v.x, -v.y, v.z}; }

/// What was solved and for which hull: the start of every refusal (solveSite, checkPanelInputs).
std::string solveSubject(const char* what, const HullMesh& hull) { return std::string(what) + ": hull '" + hull.sourceName() + "'"; }

} // namespace

std::string solveSite(const char* what, const HullMesh& hull, const FloatingPose& pose) {
    return solveSubject(what, hull) + " at heave " + limits::readable(pose.heave) + " m, roll " +
           limits::readable(pose.roll) + " rad, pitch " + limits::readable(pose.pitch) + " rad: ";
}

Status checkPanelInputs(const char* what, const HullMesh& hull, const FloatingPose& pose, const Vec3& centreOfGravity,
                        const WaterProperties& water, std::size_t maxPanels) {
    const std::string subject = solveSubject(what, hull) + ": ";
    if (Status valid = water.check(); !valid) return Error(subject + valid.error().message());
    if (!std::isfinite(pose.heave) || !std::isfinite(pose.roll) || !std::isfinite(pose.pitch))
        return Error(subject + "the pose (heave " + limits::readable(pose.heave) + " m, roll " +
                     limits::readable(pose.roll) + " rad, pitch " + limits::readable(pose.pitch) + " rad) is not finite");
    if (!isFinite(centreOfGravity)) return Error(subject + "the centre of gravity is not finite");
    if (maxPanels < 1 || maxPanels > AddedMassOptions::kMaxPanelsLimit)
        return Error(subject + "maxPanels = " + std::to_string(maxPanels) + " is outside [1, " +
                     std::to_string(AddedMassOptions::kMaxPanelsLimit) + "]");
    return {};
}

PanelSurface panelSurface(const HullMesh& hull, const FloatingPose& pose, const Vec3& centreOfGravity, std::size_t maxPanels,
                          Slivers slivers) {
    PanelSurface surface;
    surface.centreOfGravity = Vec3{0.0, pose.heave, 0.0};
    const std::vector<SourceTriangle> pieces = wettedTriangles(hull, pose, centreOfGravity);
    surface.wettedPieces = pieces.size();
    for (const SourceTriangle& t : pieces) surface.wettedArea += t.area;
    if (pieces.empty()) return surface;
    const Vec3 grid = gridCentre(hull, pose, centreOfGravity);
    appendPanels(surface, refined(pieces, maxPanels, slivers), maxPanels, grid);
    surface.hullTriangles = surface.triangles.size();
    surface.hullPanels = surface.panels.size();
    const WaterSide sides = partAtInnerSurfaces(surface);
    if (sides.innerTriangles == 0 && sides.turnedTriangles == 0) return surface;
    // The water's boundary is what is left: its triangles grouped again, so that no panel averages
    // its boundary condition over a surface the water does not touch, or over faces turned round.
    surface.innerTriangles = sides.innerTriangles;
    surface.innerArea = sides.innerArea;
    surface.turnedTriangles = sides.turnedTriangles;
    surface.turnedArea = sides.turnedArea;
    surface.wettedArea = std::max(0.0, surface.wettedArea - surface.innerArea);
    surface.triangles.clear();
    surface.panels.clear();
    surface.panelOf.clear();
    appendPanels(surface, sides.facingTheWater, maxPanels, grid);
    surface.hullTriangles = surface.triangles.size();
    surface.hullPanels = surface.panels.size();
    return surface;
}

PanelSurface panelSurfaceWithLid(const HullMesh& hull, const FloatingPose& pose, const Vec3& centreOfGravity, std::size_t maxPanels,
                                 Slivers slivers) {
    PanelSurface surface = panelSurface(hull, pose, centreOfGravity, maxPanels, slivers);
    if (surface.panels.empty()) return surface;
    const double panelSize = std::sqrt(surface.wettedArea / double(surface.hullPanels));
    Lid lid = interiorLid(hull, pose, centreOfGravity, kLidDepth * panelSize);
    surface.waterlineLoops = lid.loops;
    surface.loopsLeftOpen = lid.loopsLeftOpen;
    if (lid.triangles.empty()) return surface;
    for (const SourceTriangle& t : lid.triangles) surface.lidArea += t.area;
    const double lidPanelArea = kLidPanelScale * kLidPanelScale * panelSize * panelSize;
    const std::size_t lidPanels = std::max<std::size_t>(1, std::size_t(std::ceil(surface.lidArea / lidPanelArea)));
    // The triangulation's triangles are long and thin: cut finer, then grouped into compact panels.
    appendPanels(surface, refined(lid.triangles, kLidPiecesPerPanel * lidPanels, slivers), lidPanels,
                 gridCentre(hull, pose, centreOfGravity));
    return surface;
}

SourceInfluence panelInfluence(const PanelSurface& surface, const Panel& source, const Vec3& point) {
    const Vec3 offset = point - source.centroid;
    const double distance = length(offset);
    if (distance > kFarField * source.radius)
        return {source.area / distance, offset * (-source.area / (distance * distance * distance))};
    SourceInfluence sum;
    for (std::size_t t : source.triangles) {
        const SourceInfluence one = sourceInfluence(surface.triangles[t], point);
        sum.potential += one.potential;
        sum.gradient += one.gradient;
    }
    return sum;
}


void generalisedNormal(const PanelSurface& surface, std::size_t t, double out[6]) {
    const SourceTriangle& triangle = surface.triangles[t];
    const Vec3 moment = cross(triangle.centroid - surface.centreOfGravity, triangle.normal);
    const double values[6] = {triangle.normal.x, triangle.normal.y, triangle.normal.z, moment.x, moment.y, moment.z};
    std::copy(values, values + 6, out);
}

RankineSystem rankineSystem(const PanelSurface& surface, double image) {
    // Each panel's boundary condition holds on the average over its triangles (at their centroids,
    // by area): a panel of one triangle is Hess and Smith's collocation at its centroid; a larger one
    // keeps its shape's symmetry, which one point of it would break. The hull's condition is
    // d phi / dn = N_k, the lid's phi = 0.
    const Eigen::Index n = Eigen::Index(surface.panels.size());
    RankineSystem system{Eigen::MatrixXd::Zero(n, n), Eigen::MatrixXd::Zero(n, 6), Eigen::MatrixXd::Zero(6, n)};
    for (std::size_t t = 0; t < surface.triangles.size(); ++t) {
        const SourceTriangle& field = surface.triangles[t];
        const Eigen::Index i = Eigen::Index(surface.panelOf[t]);
        const double share = field.area / surface.panels[std::size_t(i)].area;
        const bool lid = surface.isLid(t);
        double normal[6];
        generalisedNormal(surface, t, normal);
        if (!lid)
            for (int k = 0; k < 6; ++k) system.modeNormals(i, k) += share * normal[k];
        const Vec3 imagePoint = mirrored(field.centroid);
        for (Eigen::Index j = 0; j < n; ++j) {
            // A field centroid on a triangle of panel j is on the water's side of it: sourceInfluence's
            // -2 pi there is what makes the source's own normal velocity sigma / 2.
            const Panel& source = surface.panels[std::size_t(j)];
            const SourceInfluence direct = panelInfluence(surface, source, field.centroid);
            const SourceInfluence mirror = panelInfluence(surface, source, imagePoint);
            const double velocity = dot(field.normal, direct.gradient + mirrored(mirror.gradient) * image);
            system.normalVelocity(i, j) -= share * velocity / (4.0 * kPi);
            if (lid) continue;
            const double phi = -(direct.potential + mirror.potential * image) / (4.0 * kPi);
            for (int k = 0; k < 6; ++k) system.weightedPotential(k, j) += normal[k] * field.area * phi;
        }
    }
    return system;
}

Matrix6 inHullAxes(const Eigen::MatrixXd& worldMatrix, const FloatingPose& pose) {
    Matrix6 world;
    for (int k = 0; k < 6; ++k)
        for (int l = 0; l < 6; ++l) world(k, l) = worldMatrix(k, l);
    return world.inAxesTurnedBy(poseRotation(pose.roll, pose.pitch));
}

} // namespace hydro::radiation
