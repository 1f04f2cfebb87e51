// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "PinchedEdges.h"

#include "base/DisjointSets.h"
#include "base/MathConstants.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

namespace hydro {
namespace {

using Triangle = std::array<std::uint32_t, 3>;
using Edge = std::pair<std::uint32_t, std::uint32_t>;  // lo, hi

Edge edgeOf(std::uint32_t a, std::uint32_t b) { return {std::min(a, b), std::max(a, b)}; }

/// True if the triangle runs the edge from lo to hi.
bool runsForward(const Triangle& t, const Edge& e) {
    for (int k = 0; k < 3; ++k)
        if (t[std::size_t(k)] == e.first && t[std::size_t((k + 1) % 3)] == e.second) return true;
    return false;
}

std::uint32_t opposite(const Triangle& t, const Edge& e) {
    for (std::uint32_t v : t)
        if (v != e.first && v != e.second) return v;
    return t[0];
}

} // namespace

std::size_t separatePinchedEdges(std::vector<Triangle>& triangles, std::vector<Vec3>& positions, double separation,
                                 std::vector<std::uint32_t>& copiedFrom) {
    std::map<Edge, std::vector<std::uint32_t>> around;  // edge -> its triangles, in index order
    for (std::uint32_t t = 0; t < triangles.size(); ++t)
        for (int k = 0; k < 3; ++k)
            around[edgeOf(triangles[t][std::size_t(k)], triangles[t][std::size_t((k + 1) % 3)])].push_back(t);

    // Whether pairing a pinched edge's triangles as `pairs` (indices into `list`) cuts the fan
    // around its end `vertex` in two: each pair joined around the vertex through manifold edges
    // (edges of two triangles), the two pairs not. Otherwise the surface around that end is one
    // fan, and giving the end a copy separates nothing.
    std::vector<std::vector<std::uint32_t>> trianglesAt(positions.size());  // in index order
    for (std::uint32_t t = 0; t < triangles.size(); ++t)
        for (std::uint32_t v : triangles[t]) trianglesAt[v].push_back(t);
    auto cutsFanAt = [&](std::uint32_t vertex, const std::vector<std::uint32_t>& list,
                         const std::array<std::pair<std::uint32_t, std::uint32_t>, 2>& pairs) {
        const std::vector<std::uint32_t>& fan = trianglesAt[vertex];
        auto slotOf = [&](std::uint32_t t) {
            return std::uint32_t(std::lower_bound(fan.begin(), fan.end(), t) - fan.begin());
        };
        DisjointSets joined(fan.size());
        for (std::uint32_t i = 0; i < fan.size(); ++i)
            for (std::uint32_t other : triangles[fan[i]]) {
                if (other == vertex) continue;
                const std::vector<std::uint32_t>& shared = around[edgeOf(vertex, other)];
                if (shared.size() == 2) joined.unite(i, slotOf(shared[0] == fan[i] ? shared[1] : shared[0]));
            }
        auto same = [&](std::uint32_t a, std::uint32_t b) { return joined.find(slotOf(list[a])) == joined.find(slotOf(list[b])); };
        return same(pairs[0].first, pairs[0].second) && same(pairs[1].first, pairs[1].second) &&
               !same(pairs[0].first, pairs[1].first);
    };
    // Where an edge collapse pressed a thin region flat, the faces around an edge nearly coincide
    // or cross, and the pairing by angle can join sheets that separate nothing at either end, which
    // would leave the edge pinched. Two sheets on one edge (the common case) have two pairings that
    // keep the winding (each pair runs the edge both ways): the angle's is kept when it separates,
    // else the one that does. Partners are by slot of `list`, as triangles.
    auto separatingPairing = [&](const Edge& edge, const std::vector<std::uint32_t>& list,
                                 const std::vector<std::uint32_t>& partnerByAngle) {
        using Pairs = std::array<std::pair<std::uint32_t, std::uint32_t>, 2>;
        std::vector<std::uint32_t> forward, backward;
        for (std::uint32_t slot = 0; slot < 4; ++slot)
            (runsForward(triangles[list[slot]], edge) ? forward : backward).push_back(slot);
        const Pairs straight{{{forward[0], backward[0]}, {forward[1], backward[1]}}},
            crossed{{{forward[0], backward[1]}, {forward[1], backward[0]}}};
        auto slotOf = [&](std::uint32_t t) { return std::uint32_t(std::find(list.begin(), list.end(), t) - list.begin()); };
        const bool angleIsStraight = slotOf(partnerByAngle[forward[0]]) == backward[0];  // else crossed, or not winding-true
        auto separates = [&](const Pairs& pairs) {
            return cutsFanAt(edge.first, list, pairs) || cutsFanAt(edge.second, list, pairs);
        };
        const Pairs& chosen = separates(angleIsStraight ? straight : crossed) ? (angleIsStraight ? straight : crossed)
                              : separates(angleIsStraight ? crossed : straight) ? (angleIsStraight ? crossed : straight)
                                                                                 : (angleIsStraight ? straight : crossed);
        std::vector<std::uint32_t> partner(4);
        for (const auto& [a, b] : chosen) {
            partner[a] = list[b];
            partner[b] = list[a];
        }
        return partner;
    };

    // 1. Pair the 2k triangles of each pinched edge into the k sheets that meet there.
    std::map<Edge, std::vector<std::uint32_t>> partnerOf;  // edge -> partner of its triangles, by slot
    for (const auto& entry : around) {
        const Edge& edge = entry.first;  // not a structured binding: lambdas below capture it (C++17)
        const std::vector<std::uint32_t>& list = entry.second;
        const std::size_t n = list.size();
        if (n < 4 || n % 2 != 0) continue;
        std::size_t forward = 0;
        for (std::uint32_t t : list) forward += runsForward(triangles[t], edge) ? 1u : 0u;
        if (2 * forward != n) continue;
        // The triangles in order of their angle about the edge; neighbours in that order run the edge
        // opposite ways. Of the two ways to pair neighbours, the one whose wedges hold solid (each
        // face's normal pointing out of its wedge) is where the surface is.
        const Vec3 a = positions[edge.first];
        const Vec3 axis = (positions[edge.second] - a) / length(positions[edge.second] - a);
        auto radial = [&](std::uint32_t t) {
            const Vec3 r = positions[opposite(triangles[t], edge)] - a;
            return r - axis * dot(r, axis);
        };
        const Vec3 u = radial(list[0]) / length(radial(list[0])), v = cross(axis, u);
        std::vector<std::pair<double, std::uint32_t>> byAngle(n);
        for (std::size_t i = 0; i < n; ++i) {
            const Vec3 r = radial(list[i]);
            byAngle[i] = {std::atan2(dot(r, v), dot(r, u)), list[i]};
        }
        std::sort(byAngle.begin(), byAngle.end());
        auto solidScore = [&](std::size_t first) {  // pairs (first, first+1), (first+2, first+3), ...
            double score = 0.0;
            for (std::size_t p = 0; p < n / 2; ++p) {
                const auto& [angleF, f] = byAngle[(first + 2 * p) % n];
                auto [angleG, g] = byAngle[(first + 2 * p + 1) % n];
                if (angleG < angleF) angleG += 2.0 * kPi;
                const double mid = 0.5 * (angleF + angleG);
                const Vec3 w = u * std::cos(mid) + v * std::sin(mid);
                for (std::uint32_t t : {f, g}) {
                    const Triangle& c = triangles[t];
                    score -= dot(cross(positions[c[1]] - positions[c[0]], positions[c[2]] - positions[c[0]]), w);
                }
            }
            return score;
        };
        const std::size_t first = solidScore(0) >= solidScore(1) ? 0 : 1;
        std::vector<std::uint32_t> partner(n);
        for (std::size_t p = 0; p < n / 2; ++p) {
            const std::uint32_t f = byAngle[(first + 2 * p) % n].second, g = byAngle[(first + 2 * p + 1) % n].second;
            for (std::size_t slot = 0; slot < n; ++slot) {
                if (list[slot] == f) partner[slot] = g;
                if (list[slot] == g) partner[slot] = f;
            }
        }
        if (n == 4) partner = separatingPairing(edge, list, partner);
        partnerOf[edge] = partner;
    }
    if (partnerOf.empty()) return 0;

    // 2. At each end of a pinched edge, the fans of triangles joined across edges: a manifold edge
    // joins its two triangles, a pinched one only each triangle and its partner. Every fan but the
    // first gets its own copy of the vertex.
    std::vector<std::uint32_t> ends;
    for (const auto& entry : partnerOf) ends.insert(ends.end(), {entry.first.first, entry.first.second});
    std::sort(ends.begin(), ends.end());
    ends.erase(std::unique(ends.begin(), ends.end()), ends.end());
    std::map<std::uint32_t, std::vector<std::uint32_t>> incident;
    for (std::uint32_t t = 0; t < triangles.size(); ++t)
        for (std::uint32_t v : triangles[t])
            if (std::binary_search(ends.begin(), ends.end(), v)) incident[v].push_back(t);
    struct Replacement {
        std::uint32_t triangle, vertex, copy;
    };
    std::vector<Replacement> replacements;  // applied once every fan is known, on the original triangles
    for (std::uint32_t vertex : ends) {
        const std::vector<std::uint32_t>& fanTriangles = incident[vertex];
        DisjointSets fans(fanTriangles.size());
        auto slotOf = [&](std::uint32_t t) {
            return std::uint32_t(std::lower_bound(fanTriangles.begin(), fanTriangles.end(), t) - fanTriangles.begin());
        };
        for (std::uint32_t i = 0; i < fanTriangles.size(); ++i) {
            const Triangle& c = triangles[fanTriangles[i]];
            for (std::uint32_t other : c) {
                if (other == vertex) continue;
                const Edge edge = edgeOf(vertex, other);
                const std::vector<std::uint32_t>& list = around[edge];
                const auto pinched = partnerOf.find(edge);
                if (pinched != partnerOf.end()) {
                    const auto slot = std::size_t(std::find(list.begin(), list.end(), fanTriangles[i]) - list.begin());
                    fans.unite(i, slotOf(pinched->second[slot]));
                } else if (list.size() == 2) {
                    fans.unite(i, slotOf(list[0] == fanTriangles[i] ? list[1] : list[0]));
                }
            }
        }
        std::map<std::uint32_t, std::uint32_t> copyOfFan;  // fan root -> its vertex
        for (std::uint32_t i = 0; i < fanTriangles.size(); ++i) {
            const std::uint32_t root = fans.find(i);
            if (root == fans.find(0) || copyOfFan.count(root)) continue;
            // Toward the fan: the mean of its triangles' centroids, `separation` away.
            Vec3 towards;
            int members = 0;
            for (std::uint32_t j = 0; j < fanTriangles.size(); ++j)
                if (fans.find(j) == root) {
                    const Triangle& c = triangles[fanTriangles[j]];
                    towards += (positions[c[0]] + positions[c[1]] + positions[c[2]]) / 3.0;
                    ++members;
                }
            const Vec3 direction = towards / double(members) - positions[vertex];
            const double distance = length(direction);
            copyOfFan[root] = std::uint32_t(positions.size());
            copiedFrom.push_back(vertex);
            positions.push_back(positions[vertex] + (distance > 0.0 ? direction * (separation / distance) : Vec3{}));
        }
        for (std::uint32_t i = 0; i < fanTriangles.size(); ++i) {
            const auto copy = copyOfFan.find(fans.find(i));
            if (copy != copyOfFan.end()) replacements.push_back({fanTriangles[i], vertex, copy->second});
        }
    }
    for (const Replacement& r : replacements)
        for (std::uint32_t& v : triangles[r.triangle])
            if (v == r.vertex) v = r.copy;
    return partnerOf.size();
}

} // namespace hydro
