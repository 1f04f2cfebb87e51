// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// The volume, centroid and inertia of the solid a closed MeshArrays bounds, by the runtime's own
// integrals (src/mesh/SolidIntegrals.h). Internal to the preparation.

#include "hydro/MeshArrays.h"
#include "mesh/SolidIntegrals.h"

namespace hydro {

/// The integrals of the solid `closed` bounds (its triangles' signed tetrahedra from its first
/// vertex); zero volume for a mesh with no triangle.
SolidIntegrals solidOf(const MeshArrays& closed);

} // namespace hydro
