// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// Where a point lies against a closed mesh: inside or out (its winding number), how far from the
// surface, and where the mesh is under it. What a compartment, a breach and the hull check one
// another with (Compartment.h), and what the steering's sizing hangs a rudder from.

#include "hydro/HullMesh.h"
#include "hydro/Vec3.h"

#include <optional>

namespace hydro {

/// The solid angle triangle abc subtends at `point`, signed: positive where the point is behind the
/// triangle (on the side its normal, by the right-hand rule over a, b, c, points away from), in
/// steradians (Van Oosterom and Strackee 1983).
double solidAngle(const Vec3& a, const Vec3& b, const Vec3& c, const Vec3& point);

/// The generalised winding number of `point` against `mesh`: the solid angle its triangles subtend
/// there, summed and divided by 4 pi (Van Oosterom and Strackee 1983 for each triangle; Jacobson,
/// Kavan and Sorkine-Hornung 2013). 1 inside a closed, outward-wound mesh, 0 outside; on the surface
/// anything between (one half on a face, an eighth at a box's corner).
double windingNumber(const HullMesh& mesh, const Vec3& point);

/// The distance from `point` to the nearest point of `mesh`'s triangles, m (each triangle's closest
/// point by its Voronoi regions, Ericson, Real-Time Collision Detection, 2005, §5.1.5).
double distanceToSurface(const HullMesh& mesh, const Vec3& point);

/// The lowest point where the vertical line (along the mesh's y) through (`x`, `z`) meets `mesh`'s
/// triangles: its y, or none if the line misses the mesh.
std::optional<double> lowestOnVertical(const HullMesh& mesh, double x, double z);

} // namespace hydro
