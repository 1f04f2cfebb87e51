// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// Hulls of parts that lie inside or through one another, as a game's file of several objects gives
// them, and the one surface of a solid two of them make, built by hand (docs/added_mass.md §1: the
// panel method leaves out the surfaces inside the body).

#include "hydro/HullShapes.h"
#include "hydro/Vec3.h"

#include <cstdint>
#include <initializer_list>
#include <utility>

namespace hydro::test {

/// One mesh of several closed parts, as a file of several objects gives it.
inline MeshArrays partsInOneMesh(std::initializer_list<MeshArrays> parts) {
    MeshArrays all;
    for (const MeshArrays& part : parts) {
        const auto base = std::uint32_t(all.vertexCount());
        all.xyz.insert(all.xyz.end(), part.xyz.begin(), part.xyz.end());
        for (std::uint32_t index : part.indices) all.indices.push_back(base + index);
    }
    return all;
}

/// Adds the quadrilateral abcd as two triangles, wound so that their normal is along `outward`.
inline void addQuad(MeshArrays& mesh, Vec3 a, Vec3 b, const Vec3& c, Vec3 d, const Vec3& outward) {
    if (dot(cross(b - a, c - a), outward) < 0.0) std::swap(b, d);
    const auto base = std::uint32_t(mesh.vertexCount());
    for (const Vec3& p : {a, b, c, d}) mesh.xyz.insert(mesh.xyz.end(), {float(p.x), float(p.y), float(p.z)});
    for (std::uint32_t i : {0u, 1u, 2u, 0u, 2u, 3u}) mesh.indices.push_back(base + i);
}

/// The 2 x 1 x 1 m box with a keel 1.6 m long, 0.1 m thick and 0.5 m deep under its bottom, as one
/// closed surface: the solid that the box and a keel box through or on its bottom make together.
inline MeshArrays boxWithKeel() {
    MeshArrays mesh;
    const Vec3 up{0, 1, 0}, down{0, -1, 0}, starboard{0, 0, 1}, port{0, 0, -1}, bow{1, 0, 0}, stern{-1, 0, 0};
    addQuad(mesh, {-1, 0.5, -0.5}, {1, 0.5, -0.5}, {1, 0.5, 0.5}, {-1, 0.5, 0.5}, up);
    addQuad(mesh, {1, -0.5, -0.5}, {1, 0.5, -0.5}, {1, 0.5, 0.5}, {1, -0.5, 0.5}, bow);
    addQuad(mesh, {-1, -0.5, -0.5}, {-1, 0.5, -0.5}, {-1, 0.5, 0.5}, {-1, -0.5, 0.5}, stern);
    addQuad(mesh, {-1, -0.5, 0.5}, {1, -0.5, 0.5}, {1, 0.5, 0.5}, {-1, 0.5, 0.5}, starboard);
    addQuad(mesh, {-1, -0.5, -0.5}, {1, -0.5, -0.5}, {1, 0.5, -0.5}, {-1, 0.5, -0.5}, port);
    // The bottom around the keel's root: four trapezoids from the box's edges to the root's.
    const Vec3 edge[4] = {{-1, -0.5, -0.5}, {1, -0.5, -0.5}, {1, -0.5, 0.5}, {-1, -0.5, 0.5}};
    const Vec3 root[4] = {{-0.8, -0.5, -0.05}, {0.8, -0.5, -0.05}, {0.8, -0.5, 0.05}, {-0.8, -0.5, 0.05}};
    for (int k = 0; k < 4; ++k) addQuad(mesh, edge[k], edge[(k + 1) % 4], root[(k + 1) % 4], root[k], down);
    addQuad(mesh, {-0.8, -1, 0.05}, {0.8, -1, 0.05}, {0.8, -0.5, 0.05}, {-0.8, -0.5, 0.05}, starboard);
    addQuad(mesh, {-0.8, -1, -0.05}, {0.8, -1, -0.05}, {0.8, -0.5, -0.05}, {-0.8, -0.5, -0.05}, port);
    addQuad(mesh, {0.8, -1, -0.05}, {0.8, -0.5, -0.05}, {0.8, -0.5, 0.05}, {0.8, -1, 0.05}, bow);
    addQuad(mesh, {-0.8, -1, -0.05}, {-0.8, -0.5, -0.05}, {-0.8, -0.5, 0.05}, {-0.8, -1, 0.05}, stern);
    addQuad(mesh, {-0.8, -1, -0.05}, {0.8, -1, -0.05}, {0.8, -1, 0.05}, {-0.8, -1, 0.05}, down);
    return mesh;
}

} // namespace hydro::test
