// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "DuplicateFaces.h"

#include <algorithm>
#include <numeric>
#include <tuple>

namespace hydro {

DuplicateFaces findDuplicateFaces(const std::vector<std::array<std::uint32_t, 3>>& triangles) {
    const std::size_t count = triangles.size();
    DuplicateFaces out;
    out.keep.assign(count, true);
    std::vector<std::array<std::uint32_t, 3>> sorted(triangles);
    for (auto& corners : sorted) std::sort(corners.begin(), corners.end());
    std::vector<std::uint32_t> order(count);
    std::iota(order.begin(), order.end(), 0u);
    std::sort(order.begin(), order.end(),
              [&](std::uint32_t a, std::uint32_t b) { return std::tie(sorted[a], a) < std::tie(sorted[b], b); });
    // A triangle's winding relative to its sorted corners: an even or an odd rotation of them.
    auto even = [&](std::uint32_t t) {
        const auto& c = triangles[t];
        return (c[0] < c[1]) + (c[1] < c[2]) + (c[2] < c[0]) == 2;
    };
    for (std::size_t first = 0; first < count;) {
        std::size_t end = first + 1;
        while (end < count && sorted[order[end]] == sorted[order[first]]) ++end;
        std::vector<std::uint32_t> evens, odds;  // in input order (order is sorted by index within a group)
        for (std::size_t i = first; i < end; ++i) (even(order[i]) ? evens : odds).push_back(order[i]);
        const std::size_t pairs = std::min(evens.size(), odds.size());
        for (std::size_t p = 0; p < pairs; ++p) out.keep[evens[p]] = out.keep[odds[p]] = false;
        out.opposedPairs += pairs;
        const std::vector<std::uint32_t>& left = evens.size() > pairs ? evens : odds;
        for (std::size_t i = pairs + 1; i < left.size(); ++i) {
            out.keep[left[i]] = false;
            ++out.repeated;
        }
        first = end;
    }
    return out;
}

} // namespace hydro
