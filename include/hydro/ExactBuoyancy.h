// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file ExactBuoyancy.h
/// E. Catto, "Exact Buoyancy for Polyhedra" (Game Programming Gems 6, 2.5): the submerged volume
/// of a closed mesh under a horizontal water plane and its centroid, by clipped tetrahedra.

#include "hydro/BodyState.h"
#include "hydro/HullMesh.h"
#include "hydro/WaterProperties.h"

namespace hydro {

struct ExactBuoyancyResult {
    double volume = 0.0;      ///< submerged volume, m^3
    Vec3 centreOfBuoyancy;    ///< centroid of the submerged volume, world, m
    Vec3 force;               ///< rho g V, straight up, N
    Vec3 torque;              ///< about the centre of mass, N m
    double wettedArea = 0.0;  ///< m^2
    int submergedPieces = 0;  ///< clipped triangles
};

/// Each triangle is clipped against the plane y = `waterLevel` and every submerged piece forms a
/// signed tetrahedron with an apex on the plane (Catto eq. 2.5.9 to 2.5.12). The apex is a
/// submerged vertex projected up onto the plane (Catto's choice: well-shaped tetrahedra). Computed
/// in double from positions relative to the centre of mass. Catto's guards: a volume below
/// kMinimumFraction of the hull's, or negative, is taken as nothing submerged.
ExactBuoyancyResult exactBuoyancy(const HullMesh& hull, const BodyState& state, double waterLevel,
                                  const WaterProperties& water);

} // namespace hydro
