// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file HullShapes.h
/// Parametric closed meshes: the analytic test bodies (box, sphere, cylinder, Wigley hull) and a
/// lofted hull from cross-sections, which the boat assets in assets/hulls are made with.
/// Each returns raw arrays for HullMesh::fromArrays (which welds the seams they leave). Those with
/// counts that can be wrong have a value form (try...) returning the refusal, beside the throwing
/// one (Result.h).

#include "hydro/MeshArrays.h"
#include "hydro/Result.h"
#include "hydro/Vec3.h"

#include <cstdint>
#include <vector>

namespace hydro {

/// Axis-aligned box centred on `centre`, 8 vertices and 12 triangles.
MeshArrays makeBox(const Vec3& halfExtents, const Vec3& centre = {});

/// Icosphere: an icosahedron whose faces are split in four `subdivisions` times, vertices pushed
/// to the sphere; 20 * 4^subdivisions triangles, inscribed in the sphere.
Result<MeshArrays> tryMakeIcosphere(double radius, int subdivisions);
MeshArrays makeIcosphere(double radius, int subdivisions);

/// Right circular cylinder along x, centred on the origin, a regular `segments`-gon in section,
/// end caps fanned from their centres; 4 * segments triangles.
Result<MeshArrays> tryMakeCylinder(double radius, double length, int segments);
MeshArrays makeCylinder(double radius, double length, int segments);

/// An open box, a punt: flat-bottomed, square-ended, its walls and bottom `wall` thick round a hollow
/// open at the top, `length` along x, `beam` along z, keel at y = 0, centred in x and z. The top of
/// the walls (the sheer) rises straight from `sternHeight` at the stern (-x) to `height` at the bow:
/// water first comes over where the hollow's rim is lowest, a wall's thickness forward of the
/// stern. A closed solid whose hollow is outside it, as a game's open boat modelled with thickness
/// is (hydro/prepare/HullWells.h closes it at its rim). Refused unless every size is finite and
/// positive, the walls leave a hollow (2 wall below the length and the beam) and wall <
/// sternHeight <= height.
Result<MeshArrays> tryMakeOpenBox(double length, double beam, double height, double wall, double sternHeight);
MeshArrays makeOpenBox(double length, double beam, double height, double wall, double sternHeight);

/// One cross-section of a lofted hull at station `x`: (y, half-breadth) points from the keel up to
/// the sheer. The first point must be on the centreline (half-breadth 0); the last is the sheer,
/// where the deck starts.
struct HullSection {
    double x = 0.0;
    std::vector<std::pair<double, double>> points;  ///< (y, half-breadth), keel to sheer
};

/// A hull lofted through sections ordered from stern to bow, all with the same number of points:
/// starboard and mirrored port skins, a flat deck between the sheer lines, and end closures
/// (transom) wherever an end section has width. Ends of zero width close by welding. An end
/// section with width must not start with three collinear points (a flat keel bottom): its first
/// closing strip would have zero area and leave the hull open, which HullMesh reports.
Result<MeshArrays> tryMakeLoftedHull(const std::vector<HullSection>& sections);
MeshArrays makeLoftedHull(const std::vector<HullSection>& sections);

/// The Wigley hull, half-breadth b = B/2 (1 - (2x/L)^2) (1 - (d/T)^2) at depth d below the
/// waterline y = 0, extended wall-sided above it by `freeboard` and closed by a deck.
/// Displaced volume upright at draft T: 4/9 L B T; centre of buoyancy 5T/8 above the keel.
Result<MeshArrays> tryMakeWigleyHull(double length, double beam, double draft, double freeboard, int stations,
                                     int waterlines);
MeshArrays makeWigleyHull(double length, double beam, double draft, double freeboard, int stations,
                          int waterlines);

} // namespace hydro
