// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "UsedVertices.h"

#include <limits>

namespace hydro {

MeshArrays withUsedVerticesOnly(const MeshArrays& mesh) {
    constexpr std::uint32_t kUnused = std::numeric_limits<std::uint32_t>::max();
    std::vector<std::uint32_t> newIndex(mesh.vertexCount(), kUnused);
    MeshArrays out;
    out.capTriangles = mesh.capTriangles;
    out.indices.reserve(mesh.indices.size());
    for (std::uint32_t v : mesh.indices) {
        if (newIndex[v] == kUnused) {
            newIndex[v] = std::uint32_t(out.vertexCount());
            out.xyz.insert(out.xyz.end(), {mesh.xyz[3 * v], mesh.xyz[3 * v + 1], mesh.xyz[3 * v + 2]});
        }
        out.indices.push_back(newIndex[v]);
    }
    for (std::uint32_t v : mesh.openingRim) out.openingRim.push_back(newIndex[v]);
    return out;
}

} // namespace hydro
