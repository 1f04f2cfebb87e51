// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// Hulls of parts that lie inside or through one another, as a game's file of several objects gives
// them, or of one surface that passes through itself, and the one clean surface of the solid they
// make, built by hand or from the cells of a grid (docs/added_mass.md §1: the panel method leaves
// out the surfaces inside the body).

#include "hydro/HullShapes.h"
#include "hydro/Vec3.h"

#include <array>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <utility>
#include <vector>

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
/// With `pushedUp`, the keel is pushed up through the box instead, to that far above its top, its
/// sides facing into the slot it leaves and its end into the pocket above the top: one surface
/// that passes through itself, as a simplification may leave a face pushed through another.
inline MeshArrays boxWithKeel(std::optional<double> pushedUp = std::nullopt) {
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
    if (pushedUp) {
        const double top = 0.5 + *pushedUp;
        addQuad(mesh, {-0.8, top, 0.05}, {0.8, top, 0.05}, {0.8, -0.5, 0.05}, {-0.8, -0.5, 0.05}, port);
        addQuad(mesh, {-0.8, top, -0.05}, {0.8, top, -0.05}, {0.8, -0.5, -0.05}, {-0.8, -0.5, -0.05}, starboard);
        addQuad(mesh, {0.8, top, -0.05}, {0.8, -0.5, -0.05}, {0.8, -0.5, 0.05}, {0.8, top, 0.05}, stern);
        addQuad(mesh, {-0.8, top, -0.05}, {-0.8, -0.5, -0.05}, {-0.8, -0.5, 0.05}, {-0.8, top, 0.05}, bow);
        addQuad(mesh, {-0.8, top, -0.05}, {0.8, top, -0.05}, {0.8, top, 0.05}, {-0.8, top, 0.05}, down);
        return mesh;
    }
    addQuad(mesh, {-0.8, -1, 0.05}, {0.8, -1, 0.05}, {0.8, -0.5, 0.05}, {-0.8, -0.5, 0.05}, starboard);
    addQuad(mesh, {-0.8, -1, -0.05}, {0.8, -1, -0.05}, {0.8, -0.5, -0.05}, {-0.8, -0.5, -0.05}, port);
    addQuad(mesh, {0.8, -1, -0.05}, {0.8, -0.5, -0.05}, {0.8, -0.5, 0.05}, {0.8, -1, 0.05}, bow);
    addQuad(mesh, {-0.8, -1, -0.05}, {-0.8, -0.5, -0.05}, {-0.8, -0.5, 0.05}, {-0.8, -1, 0.05}, stern);
    addQuad(mesh, {-0.8, -1, -0.05}, {0.8, -1, -0.05}, {0.8, -1, 0.05}, {-0.8, -1, 0.05}, down);
    return mesh;
}

/// The closed surface of the cells of the grid on `xs`, `ys` and `zs` that `solid(i, j, k)` says are
/// solid: each face between a solid cell and an empty one (or the grid's outside), facing the
/// empty side. Its faces all lie on the grid, so a solid of boxes joined in any shape comes out with
/// no vertex on another face's edge.
template <class Solid>
MeshArrays cellsSurface(const std::vector<double>& xs, const std::vector<double>& ys, const std::vector<double>& zs, Solid solid) {
    const std::array<int, 3> cells{int(xs.size()) - 1, int(ys.size()) - 1, int(zs.size()) - 1};
    const auto isSolid = [&](const std::array<int, 3>& c) {
        for (std::size_t a = 0; a < 3; ++a)
            if (c[a] < 0 || c[a] >= cells[a]) return false;
        return bool(solid(c[0], c[1], c[2]));
    };
    const auto node = [&](const std::array<int, 3>& n) { return Vec3{xs[std::size_t(n[0])], ys[std::size_t(n[1])], zs[std::size_t(n[2])]}; };
    MeshArrays mesh;
    for (int i = 0; i < cells[0]; ++i)
        for (int j = 0; j < cells[1]; ++j)
            for (int k = 0; k < cells[2]; ++k) {
                if (!isSolid({i, j, k})) continue;
                for (std::size_t axis = 0; axis < 3; ++axis)
                    for (int side : {0, 1}) {
                        std::array<int, 3> next{i, j, k};
                        next[axis] += side == 0 ? -1 : 1;
                        if (isSolid(next)) continue;
                        // The face's four nodes: the cell's side on `axis`, round the other two.
                        const std::size_t u = (axis + 1) % 3, v = (axis + 2) % 3;
                        std::array<int, 3> n{i, j, k};
                        n[axis] += side;
                        std::array<Vec3, 4> corner;
                        const int du[4] = {0, 1, 1, 0}, dv[4] = {0, 0, 1, 1};
                        for (int q = 0; q < 4; ++q) {
                            std::array<int, 3> at = n;
                            at[u] += du[q];
                            at[v] += dv[q];
                            corner[std::size_t(q)] = node(at);
                        }
                        Vec3 outward{0, 0, 0};
                        (axis == 0 ? outward.x : axis == 1 ? outward.y : outward.z) = side == 0 ? -1.0 : 1.0;
                        addQuad(mesh, corner[0], corner[1], corner[2], corner[3], outward);
                    }
            }
    return mesh;
}

} // namespace hydro::test
