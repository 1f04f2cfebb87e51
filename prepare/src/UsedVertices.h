// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// Dropping the vertices no triangle uses: after the repair drops parts, after the simplifier
// collapses edges. Internal to src/.

#include "hydro/MeshArrays.h"

namespace hydro {

/// The mesh with only the vertices its triangles use, renumbered in order of first use (the rims
/// too); the cap count is kept.
MeshArrays withUsedVerticesOnly(const MeshArrays& mesh);

} // namespace hydro
