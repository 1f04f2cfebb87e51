// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "mesh/MeshParts.h"

#include <numeric>

namespace hydro {

MeshParts meshParts(const HullMesh& mesh) {
    // Union-find over the vertices, each triangle joining its three; halving the paths as it goes.
    std::vector<std::uint32_t> parent(mesh.vertexCount());
    std::iota(parent.begin(), parent.end(), 0u);
    const auto root = [&](std::uint32_t v) {
        while (parent[v] != v) v = parent[v] = parent[parent[v]];
        return v;
    };
    for (std::size_t t = 0; t < mesh.triangleCount(); ++t) {
        const auto tri = mesh.triangle(t);
        const std::uint32_t a = root(tri[0]);
        for (std::size_t k = 1; k < 3; ++k) parent[root(tri[k])] = a;
    }
    MeshParts parts;
    std::vector<std::uint32_t> numberOfRoot(parent.size(), UINT32_MAX);
    parts.partOfTriangle.resize(mesh.triangleCount());
    for (std::size_t t = 0; t < mesh.triangleCount(); ++t) {
        std::uint32_t& number = numberOfRoot[root(mesh.triangle(t)[0])];
        if (number == UINT32_MAX) number = parts.count++;
        parts.partOfTriangle[t] = number;
    }
    return parts;
}

} // namespace hydro
