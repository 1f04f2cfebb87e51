// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// Where a closed surface touches itself along an edge (two boxes sharing only an edge, a thin region
// an edge collapse pressed flat): 2k triangles on one edge, k running it each way. Each such edge is
// split between its k sheets, which then get their own copies of its ends. Internal to src/: a step
// of the hull repair (docs/hull_preparation.md §3).

#include "hydro/Vec3.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace hydro {

/// Separates the sheets at every pinched edge: the triangles around the edge are paired so that
/// each pair bounds solid between its faces, and every fan of triangles around a vertex that the
/// pairing cuts apart, but the first, gets its own copy of the vertex, moved by `separation`
/// toward that fan (so that welding does not join them again). Edges with other counts or
/// windings are left for the caller to refuse. Each new vertex's original is appended to
/// `copiedFrom`. Returns the number of edges separated.
std::size_t separatePinchedEdges(std::vector<std::array<std::uint32_t, 3>>& triangles, std::vector<Vec3>& positions,
                                 double separation, std::vector<std::uint32_t>& copiedFrom);

} // namespace hydro
