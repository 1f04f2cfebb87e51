// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// Cracks: where one side of a seam has a vertex lying on an edge of the other (a T-junction, as
// exporters leave where a finely cut part meets a coarse one), the opening between them encloses no
// area, and no cap can close it: each of its cap's triangles would have none either. Internal to
// src/: a step of the hull repair (docs/hull_preparation.md §3).

#include "hydro/Vec3.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace hydro {

/// Closes every crack: an opening whose loop of one-triangle edges lies on one line (within
/// `tolerance`, so that it encloses no area) has each of its edges' triangles split at the loop's
/// vertices lying on that edge (the triangle through the three has no area at `tolerance`,
/// HullMesh's test, and the vertex falls between the edge's ends), which closes it. The pieces keep
/// the triangle's winding; each new triangle's original is appended to `splitFrom`. Only the open
/// edges' loops are searched: a mesh without openings costs a sort of its edges. Returns the number
/// of triangles added.
std::size_t zipCracks(std::vector<std::array<std::uint32_t, 3>>& triangles, const std::vector<Vec3>& positions,
                      double tolerance, std::vector<std::uint32_t>& splitFrom);

} // namespace hydro
