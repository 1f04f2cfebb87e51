// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// Triangulation of a plane polygon with holes: the panel method's interior lid (PanelSurface.cpp),
// the section of a hull just under the surface, concave or with holes (a catamaran's bridge deck, a
// moon pool); and the lid over a well's rim (prepare/src/HullWells.cpp), round a deckhouse. Holes
// are joined to their outer loop by a bridge to a vertex they see (D. Eberly, "Triangulation by
// Ear Clipping", Geometric Tools, 2008), then ears are cut off one by one.
// Written here because none of the permissive libraries the runtime may link triangulates a
// polygon (Debian packages no C++ earcut or poly2tri, and CGAL's triangulations are GPL).

#include <array>
#include <cstddef>
#include <vector>

namespace hydro {

struct PlanePoint {
    double x = 0.0, y = 0.0;
};

/// Twice the signed area of a closed loop (positive: counter-clockwise).
double twiceSignedArea(const std::vector<PlanePoint>& points, const std::vector<std::size_t>& loop);

/// A closed loop (indices into `points`) cut where it crosses itself into loops that do not: at each
/// crossing of two of its edges the point where they cross is appended to `points`, and the loop is
/// split there into the part between the two edges and the rest, until no part crosses itself (a
/// figure eight, which a hull's section makes where its mesh folds through itself, gives its two
/// lobes, turning opposite ways). A loop that does not cross itself comes back alone. At most
/// kMaxLobes parts: past that the parts are left as they are, still crossing, and the lid leaves
/// what it cannot cover open (and counts it).
std::vector<std::vector<std::size_t>> simpleLobes(std::vector<PlanePoint>& points, const std::vector<std::size_t>& loop);
constexpr std::size_t kMaxLobes = 64;

/// Triangles covering the region inside `outer` (indices into `points`, counter-clockwise) and
/// outside each of `holes` (clockwise, each inside `outer`, none touching another), each as three
/// indices into `points`, counter-clockwise. Empty if the loops are not such a region: the ears run
/// out before the polygon does, or the triangles do not add up to its area (it crosses itself).
/// A corner exactly in line with its neighbours is dropped without a triangle (keepEveryCorner).
std::vector<std::array<std::size_t, 3>> triangulate(const std::vector<PlanePoint>& points, std::vector<std::size_t> outer,
                                                    const std::vector<std::vector<std::size_t>>& holes);

/// `triangles` (triangulate's, of the region `loops` bound) split so that every vertex of the loops
/// is a corner of a triangle. Ear clipping drops a corner where its loop runs straight on, which
/// then lies inside an edge of a triangle on the boundary; a mesh whose edges must meet the loops'
/// edges one for one (a well's lid on its rim, prepare/src/HullWells.cpp) needs it a corner. The
/// triangles whose edge holds such a vertex are split into two at it. A vertex on no triangle's
/// edge (its loop doubles back on itself there) stays off, and the loops' edges beside it unmatched.
void keepEveryCorner(const std::vector<PlanePoint>& points, const std::vector<std::vector<std::size_t>>& loops,
                     std::vector<std::array<std::size_t, 3>>& triangles);

/// `triangles` (triangulate's) with each edge two of them share flipped to the quad's other
/// diagonal where the far corner lies inside the other triangle's circumcircle, until none does:
/// the constrained Delaunay triangulation of the same region (Lawson's flips), whose smallest
/// angles are the largest any triangulation of it has. Ear clipping cuts an ear wherever a corner
/// turns at all, a sliver where it turns by a hair; a mesh that drops triangles thinner than its
/// weld (a well's lid, prepare/src/HullWells.cpp) needs them gone. The loops' edges stay.
void flipToDelaunay(const std::vector<PlanePoint>& points, std::vector<std::array<std::size_t, 3>>& triangles);

/// True if `p` lies inside the closed loop `loop` (even-odd rule; a point on it may go either way).
bool insideLoop(const std::vector<PlanePoint>& points, const std::vector<std::size_t>& loop, const PlanePoint& p);

} // namespace hydro
