// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// Union-find with path halving; the smallest index of a set is its root, so numbering sets by
// their first member is deterministic. Internal to src/.

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <vector>

namespace hydro {

/// Splits triangles into edge-connected parts (HullMesh, HullRepair).
class DisjointSets {
public:
    explicit DisjointSets(std::size_t n) : parent_(n) { std::iota(parent_.begin(), parent_.end(), 0u); }
    std::uint32_t find(std::uint32_t i) {
        while (parent_[i] != i) i = parent_[i] = parent_[parent_[i]];
        return i;
    }
    void unite(std::uint32_t a, std::uint32_t b) {
        a = find(a);
        b = find(b);
        if (a != b) parent_[std::max(a, b)] = std::min(a, b);  // smallest index is the root
    }

private:
    std::vector<std::uint32_t> parent_;
};

} // namespace hydro
