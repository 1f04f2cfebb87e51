// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// Triangles on the same three vertices: repeated faces, and pairs facing opposite ways. Shared by
// the hull repair and the simplifier. Internal to src/.

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace hydro {

struct DuplicateFaces {
    std::vector<bool> keep;        ///< per triangle
    std::size_t repeated = 0;      ///< the same face with the same winding again: dropped
    /// A face and its reverse: where two solids touch (a compound's boxes face to face), a
    /// double-sided sheet, or a region the simplifier folded flat. Both faces are dropped: the
    /// solids then join into one closed surface, and a sheet encloses nothing anyway.
    std::size_t opposedPairs = 0;
};

/// Deterministic: within a group on the same corners, faces pair off in input order, and the first
/// face of the winding left over is kept.
DuplicateFaces findDuplicateFaces(const std::vector<std::array<std::uint32_t, 3>>& triangles);

} // namespace hydro
