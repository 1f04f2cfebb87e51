// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// Triangulation of a plane polygon with holes, for the interior lid (PanelSurface.cpp): the
// section of a hull just under the surface, concave or with holes (a catamaran's bridge deck, a
// moon pool). Holes are joined to their outer loop by a bridge to a vertex they see (D. Eberly,
// "Triangulation by Ear Clipping", Geometric Tools, 2008), then ears are cut off one by one.
// Written here because none of the permissive libraries the runtime may link triangulates a
// polygon (Debian packages no C++ earcut or poly2tri, and CGAL's triangulations are GPL).

#include <array>
#include <cstddef>
#include <vector>

namespace hydro::radiation {

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
std::vector<std::array<std::size_t, 3>> triangulate(const std::vector<PlanePoint>& points, std::vector<std::size_t> outer,
                                                    const std::vector<std::vector<std::size_t>>& holes);

/// True if `p` lies inside the closed loop `loop` (even-odd rule; a point on it may go either way).
bool insideLoop(const std::vector<PlanePoint>& points, const std::vector<std::size_t>& loop, const PlanePoint& p);

} // namespace hydro::radiation
