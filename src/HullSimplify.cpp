// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/HullSimplify.h"
#include "hydro/HullMesh.h"
#include "hydro/MeshError.h"

#include <meshoptimizer.h>

#include <algorithm>
#include <cmath>
#include <array>
#include <limits>
#include <numeric>
#include <tuple>
#include <sstream>

namespace hydro {
namespace {

/// Drops the vertices no triangle uses, renumbering in order of first use (rims too).
MeshArrays compacted(const MeshArrays& mesh) {
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

/// Edge collapses can fold a thin region onto itself, leaving two triangles on the same three
/// vertices with opposite windings: a pocket of zero volume whose edges now have four triangles.
/// Removing both closes the surface again without changing the solid. Returns the pairs removed.
std::size_t removeFoldedPairs(std::vector<std::uint32_t>& indices) {
    const std::size_t count = indices.size() / 3;
    std::vector<std::array<std::uint32_t, 3>> sorted(count);
    for (std::size_t t = 0; t < count; ++t) {
        sorted[t] = {indices[3 * t], indices[3 * t + 1], indices[3 * t + 2]};
        std::sort(sorted[t].begin(), sorted[t].end());
    }
    std::vector<std::uint32_t> order(count);
    std::iota(order.begin(), order.end(), 0u);
    std::sort(order.begin(), order.end(),
              [&](std::uint32_t a, std::uint32_t b) { return std::tie(sorted[a], a) < std::tie(sorted[b], b); });
    // A triangle's winding, relative to its sorted corners: even or odd rotation.
    auto evenWinding = [&](std::uint32_t t) {
        const std::uint32_t a = indices[3 * t], b = indices[3 * t + 1], c = indices[3 * t + 2];
        return (a < b) + (b < c) + (c < a) == 2;
    };
    std::vector<bool> removed(count, false);
    std::size_t pairs = 0;
    for (std::size_t i = 0; i + 1 < count; ++i) {
        const std::uint32_t p = order[i], q = order[i + 1];
        const bool group = sorted[p] == sorted[q] && (i + 2 == count || sorted[order[i + 2]] != sorted[p]) &&
                           (i == 0 || sorted[order[i - 1]] != sorted[p]);
        if (group && evenWinding(p) != evenWinding(q)) {
            removed[p] = removed[q] = true;
            ++pairs;
        }
    }
    std::size_t kept = 0;
    for (std::size_t t = 0; t < count; ++t)
        if (!removed[t]) {
            for (std::size_t k = 0; k < 3; ++k) indices[3 * kept + k] = indices[3 * t + k];
            ++kept;
        }
    indices.resize(3 * kept);
    return pairs;
}

} // namespace

MeshArrays simplifyHull(const MeshArrays& mesh, const HullSimplifyOptions& options, HullSimplifyReport* reportOut,
                        const std::string& source) {
    HullSimplifyReport report;
    report.inputTriangles = report.outputTriangles = mesh.triangleCount();
    report.volumeBefore = report.volumeAfter = HullMesh::fromArrays(mesh, {}, source).volume();
    MeshArrays best = mesh;
    if (mesh.triangleCount() <= options.targetTriangles) {
        report.note = "within the budget of " + std::to_string(options.targetTriangles) + " triangles";
    } else {
        // The open surface (everything but the caps) is simplified; its borders, the rims, are locked
        // so the caps still fit them.
        const std::size_t surfaceTriangles = mesh.triangleCount() - mesh.capTriangles;
        const std::size_t surfaceIndices = 3 * surfaceTriangles;
        const unsigned lock = mesh.capTriangles > 0 ? unsigned(meshopt_SimplifyLockBorder) : 0u;
        std::size_t budget = options.targetTriangles;
        std::vector<std::uint32_t> simplified(surfaceIndices);
        for (int attempt = 1; attempt <= HullSimplifyOptions::kMaxAttempts; ++attempt, budget += budget / 2) {
            report.attempts = attempt;
            const std::size_t surfaceBudget = budget > mesh.capTriangles ? budget - mesh.capTriangles : 0;
            if (surfaceBudget < 4 || surfaceBudget >= surfaceTriangles) {
                report.note = "the caps of the openings take " + std::to_string(mesh.capTriangles) +
                              " triangles of a budget of " + std::to_string(budget);
                continue;  // a larger budget may leave room for the surface
            }
            float error = 0.0f;
            const std::size_t count = meshopt_simplify(
                simplified.data(), mesh.indices.data(), surfaceIndices, mesh.xyz.data(), mesh.vertexCount(),
                3 * sizeof(float), 3 * surfaceBudget, float(options.maxRelativeError), lock, &error);
            MeshArrays candidate;
            candidate.xyz = mesh.xyz;
            candidate.indices.assign(simplified.begin(), simplified.begin() + std::ptrdiff_t(count));
            const std::size_t folded = removeFoldedPairs(candidate.indices);
            candidate.indices.insert(candidate.indices.end(), mesh.indices.begin() + std::ptrdiff_t(surfaceIndices),
                                     mesh.indices.end());
            candidate.openingRim = mesh.openingRim;
            candidate = compacted(candidate);
            double volume = 0.0;
            try {
                volume = HullMesh::fromArrays(candidate, {}, source).volume();
            } catch (const MeshError& e) {
                report.note = std::string("a simplification to ") + std::to_string(candidate.triangleCount()) +
                              " triangles was not a valid hull (" + ruleName(e.rule()) + ")";
                continue;
            }
            const double change = std::abs(volume - report.volumeBefore) / report.volumeBefore;
            if (change > options.maxVolumeChange) {
                std::ostringstream s;
                s << "a simplification to " << candidate.triangleCount() << " triangles changed the volume by "
                  << 100.0 * change << " %";
                report.note = s.str();
                continue;
            }
            best = std::move(candidate);
            report.volumeAfter = volume;
            report.relativeError = double(error);
            report.simplified = true;
            report.foldedPairsRemoved = folded;
            if (best.triangleCount() > options.targetTriangles)
                report.note = "stopped above the budget by the error bound or the caps (" +
                              std::to_string(best.triangleCount()) + " triangles)";
            else
                report.note.clear();
            break;
        }
        if (!report.simplified) report.note += "; the mesh is kept as it was";
    }
    report.outputTriangles = best.triangleCount();
    if (reportOut) *reportOut = std::move(report);
    return best;
}

} // namespace hydro
