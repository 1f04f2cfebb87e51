// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// The connected parts of a mesh: triangles that share a vertex, directly or through others, are of
// one part. A game's boat of several objects (a hull, a cabin, a keel) is several parts, which may
// lie inside or through one another (radiation/InnerSurfaces.h). Internal to the libraries.

#include "hydro/HullMesh.h"

#include <cstdint>
#include <vector>

namespace hydro {

struct MeshParts {
    std::vector<std::uint32_t> partOfTriangle;  ///< 0 .. count - 1, numbered in triangle order
    std::uint32_t count = 0;
};

MeshParts meshParts(const HullMesh& mesh);

} // namespace hydro
