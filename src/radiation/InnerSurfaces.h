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

#include <cstddef>
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
/// the same way: the first part's is kept). A part's own folds are not looked for.
struct WaterSide {
    std::vector<SourceTriangle> facingTheWater;
    std::size_t innerTriangles = 0;  ///< left out, the pieces of cut ones counted
    double innerArea = 0.0;          ///< m^2
};
WaterSide partAtInnerSurfaces(const PanelSurface& surface);

} // namespace hydro::radiation
