// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// The wetted triangles that face into the body rather than into the water (docs/added_mass.md §1):
// the surfaces of a part inside another, or of parts that overlap (a cabin box through the deck, a
// keel through the bottom, a game's boat of several objects). The panel method takes every panel
// for a boundary of the water, so the water it solved for flowed between such surfaces as if it
// were there: a box inside a box added 48 % to the box's heave added mass, stably and positive
// definite. Found by their place, with the winding number just off each one. Internal to the panel
// method.

#include "radiation/PanelSurface.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace hydro::radiation {

/// The hull's triangles of `surface` (not its lid's) parted into those whose water side is the
/// water and those whose water side lies inside the body. Only a triangle in the box of another
/// connected part's wetted triangles (SourceTriangle::part) is looked at, so a hull of one part pays
/// nothing. Such a triangle is cut along the planes of the other parts' triangles it crosses, so
/// that each piece lies on one side of every surface through it, and a piece is left out where the
/// generalised winding number (PointQueries.h) of another part's double body (its wetted triangles
/// closed by their mirror image in the water's surface) is above a half at a short step off it on
/// its water side, at a film's thickness off it (InnerSurfaces.cpp's kThinnestFilm), or, for a part
/// numbered after that one, a short step off it on its other side (two faces in one place facing
/// the same way: the first part's is kept). A part folded onto itself (markFolds) is looked at as
/// parts that overlap are, its folded triangles cut along one another and probed with its own
/// winding number too; a piece of it facing into a pocket the part turned inside out, with the water
/// behind it, is turned round to face the water (the body is where the winding number is not 0).
struct WaterSide {
    std::vector<SourceTriangle> facingTheWater;
    std::size_t innerTriangles = 0;  ///< left out, the pieces of cut ones counted
    double innerArea = 0.0;          ///< m^2
    /// Of facingTheWater, those of a part folded inside out (a face pushed through another) that
    /// faced into the body, with the water behind them, and were turned round; and their area, m^2.
    std::size_t turnedTriangles = 0;
    double turnedArea = 0.0;
};
WaterSide partAtInnerSurfaces(const PanelSurface& surface);

/// Marks the `pieces` (the wetted pieces, each cut from the mesh's triangle whose vertices `cutFrom`
/// gives) that pass through or lie on a piece of their own part beyond a point: a part folded onto
/// itself, such as a keel box welded to the hull at one corner with its top on the hull's bottom
/// (SourceTriangle::folded). Pieces of triangles that share an edge are not paired: the mesh is
/// manifold, so they meet only along it. A clean part's pieces meet their neighbours at their shared
/// corners and nowhere else, so a hull of clean parts pays a sweep over its pieces' boxes.
void markFolds(std::vector<SourceTriangle>& pieces, const std::vector<std::array<std::uint32_t, 3>>& cutFrom);

} // namespace hydro::radiation
