// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/prepare/HullSimplify.h"
#include "hydro/HullMesh.h"
#include "hydro/MeshError.h"

#include "DuplicateFaces.h"
#include "PinchedEdges.h"
#include "UsedVertices.h"

#include <meshoptimizer.h>

#include <algorithm>
#include <cmath>
#include <array>
#include <limits>
#include <numeric>
#include <optional>
#include <tuple>
#include <sstream>
#include <stdexcept>
#include <vector>

namespace hydro {
namespace {

/// Passes of pinch separation: each separates the pinches it can, and a separation can leave a
/// neighbouring edge pinched (three sheets pressed together); on the wrapped buoy two passes
/// sufficed at every budget, at most four did on any mesh tried.
constexpr int kMaxSeparationPasses = 8;

/// Edge collapses can fold a thin region onto itself, leaving two triangles on the same three
/// vertices with opposite windings (a pocket of no volume: both are removed), or press two sheets of
/// the surface together along an edge (they are separated: PinchedEdges.h), either of which would
/// leave edges of four triangles. Returns the folds and pinches mended.
std::size_t mendFoldsAndPinches(MeshArrays& mesh, double separation) {
    std::vector<std::array<std::uint32_t, 3>> triangles(mesh.triangleCount());
    for (std::size_t t = 0; t < triangles.size(); ++t)
        triangles[t] = {mesh.indices[3 * t], mesh.indices[3 * t + 1], mesh.indices[3 * t + 2]};
    const DuplicateFaces duplicates = findDuplicateFaces(triangles);
    std::size_t kept = 0;
    for (std::size_t t = 0; t < triangles.size(); ++t)
        if (duplicates.keep[t]) triangles[kept++] = triangles[t];
    triangles.resize(kept);
    std::vector<Vec3> positions(mesh.vertexCount());
    for (std::size_t v = 0; v < positions.size(); ++v)
        positions[v] = {double(mesh.xyz[3 * v]), double(mesh.xyz[3 * v + 1]), double(mesh.xyz[3 * v + 2])};
    std::vector<std::uint32_t> copiedFrom;
    std::size_t pinches = 0;
    for (int pass = 0; pass < kMaxSeparationPasses; ++pass) {
        const std::size_t separated = separatePinchedEdges(triangles, positions, separation, copiedFrom);
        if (separated == 0) break;
        pinches += separated;
    }
    for (std::size_t v = mesh.vertexCount(); v < positions.size(); ++v)
        mesh.xyz.insert(mesh.xyz.end(), {float(positions[v].x), float(positions[v].y), float(positions[v].z)});
    mesh.indices.clear();
    for (const auto& c : triangles) mesh.indices.insert(mesh.indices.end(), c.begin(), c.end());
    return duplicates.opposedPairs + duplicates.repeated + pinches;
}

/// The budgets tried: the one asked for, then a quarter larger each time, up to mostTriangles().
std::vector<std::size_t> budgetsToTry(const HullSimplifyOptions& options) {
    std::vector<std::size_t> budgets{options.targetTriangles};
    while (budgets.back() < options.mostTriangles())
        budgets.push_back(std::min(options.mostTriangles(), budgets.back() + std::max<std::size_t>(1, budgets.back() / 4)));
    return budgets;
}

/// One way of simplifying (with the rims kept or not), tried at each budget of budgetsToTry.
struct Attempts {
    const MeshArrays& mesh;
    const HullSimplifyOptions& options;
    const std::string& source;
    double volumeBefore;

    struct Result {
        MeshArrays mesh;
        double volume = 0.0, error = 0.0;
        double volumeChange = 0.0;  ///< relative, absolute value
        bool volumeGaveWay = false;
        std::size_t folded = 0;
        int attempts = 0;
    };

    /// With `keepRims`, the open surface is simplified with its borders (the rims) locked and the caps
    /// put back unchanged; without, the closed mesh is simplified whole and the rims are forgotten.
    /// First within the error bound, for a result that keeps the volume, the smallest budget first;
    /// failing that, without the bound, the valid result whose volume changed least (volumeGaveWay).
    /// Nothing if no try gave a valid hull within the budget, or if the mesh itself fits a budget
    /// tried before its volume was kept (it is then the best answer); `note` says why.
    std::optional<Result> run(bool keepRims, std::string& note, bool& tangled) const {
        // Copies at pinches sit ten weld tolerances (HullMeshOptions's 1e-6 of the diagonal) apart.
        Vec3 lo{double(mesh.xyz[0]), double(mesh.xyz[1]), double(mesh.xyz[2])}, hi = lo;
        for (std::size_t v = 0; v < mesh.vertexCount(); ++v) {
            const Vec3 p{double(mesh.xyz[3 * v]), double(mesh.xyz[3 * v + 1]), double(mesh.xyz[3 * v + 2])};
            lo = {std::min(lo.x, p.x), std::min(lo.y, p.y), std::min(lo.z, p.z)};
            hi = {std::max(hi.x, p.x), std::max(hi.y, p.y), std::max(hi.z, p.z)};
        }
        const double separation = 10.0 * HullMeshOptions{}.weldTolerance * length(hi - lo);
        const std::size_t caps = keepRims ? mesh.capTriangles : 0;
        const bool capsOnTop = keepRims && options.keepOpeningRims;  // kept at any cost: beside the budget
        const std::size_t surfaceIndices = 3 * (mesh.triangleCount() - caps);
        const unsigned lock = caps > 0 ? unsigned(meshopt_SimplifyLockBorder) : 0u;
        std::vector<std::uint32_t> simplified(surfaceIndices);
        std::optional<Result> closest;  // of the valid results within their budget, the least volume change
        int attempt = 0;
        for (const bool bounded : {true, false}) {
            for (const std::size_t budget : budgetsToTry(options)) {
                const std::size_t surfaceBudget = capsOnTop ? budget : budget > caps ? budget - caps : 0;
                if (3 * surfaceBudget >= surfaceIndices) {
                    note = "a budget of " + std::to_string(budget) + " reaches the mesh's own " +
                           std::to_string(mesh.triangleCount()) + " triangles";
                    return std::nullopt;  // the mesh itself: within this budget and its own volume
                }
                if (surfaceBudget < 4) {
                    note = caps == 0 ? "a budget of " + std::to_string(budget) +
                                           " is below the 4 triangles of the smallest closed hull, a tetrahedron"
                                     : "the caps of the openings take " + std::to_string(caps) +
                                           " triangles of a budget of " + std::to_string(budget);
                    continue;  // a larger budget may leave room for the surface
                }
                float error = 0.0f;
                const float errorBound = bounded ? float(options.maxRelativeError) : std::numeric_limits<float>::max();
                const std::size_t count = meshopt_simplify(
                    simplified.data(), mesh.indices.data(), surfaceIndices, mesh.xyz.data(), mesh.vertexCount(),
                    3 * sizeof(float), 3 * surfaceBudget, errorBound, lock, &error);
                Result result;
                result.attempts = ++attempt;
                result.error = double(error);
                MeshArrays candidate;
                candidate.xyz = mesh.xyz;
                candidate.indices.assign(simplified.begin(), simplified.begin() + std::ptrdiff_t(count));
                result.folded = mendFoldsAndPinches(candidate, separation);
                if (keepRims) {
                    candidate.indices.insert(candidate.indices.end(),
                                             mesh.indices.begin() + std::ptrdiff_t(surfaceIndices), mesh.indices.end());
                    candidate.openingRim = mesh.openingRim;
                    candidate.capTriangles = caps;
                }
                result.mesh = withUsedVerticesOnly(candidate);
                try {
                    result.volume = HullMesh::fromArrays(result.mesh, {}, source).volume();
                } catch (const MeshError& e) {
                    note = "a simplification to " + std::to_string(result.mesh.triangleCount()) +
                           " triangles was not a valid hull (" + ruleName(e.rule()) + ")";
                    tangled = tangled || e.rule() != MeshRule::Empty;  // not collapsed away: tangled
                    continue;
                }
                const std::size_t allowed = budget + (capsOnTop ? caps : 0);
                if (result.mesh.triangleCount() > allowed) {  // the error bound stopped it above the budget
                    note = "the error bound stopped a simplification at " +
                           std::to_string(result.mesh.triangleCount()) + " triangles";
                    continue;
                }
                result.volumeChange = std::abs(result.volume - volumeBefore) / volumeBefore;
                if (bounded && result.volumeChange <= options.maxVolumeChange) return result;
                std::ostringstream s;
                s << "a simplification to " << result.mesh.triangleCount() << " triangles changed the volume by "
                  << 100.0 * result.volumeChange << " %";
                note = s.str();
                if (!closest || result.volumeChange < closest->volumeChange) closest = std::move(result);
            }
        }
        if (closest) closest->volumeGaveWay = true;
        return closest;
    }
};

} // namespace

std::size_t HullSimplifyOptions::mostTriangles() const {
    return targetTriangles + std::size_t(overBudget * double(targetTriangles));
}

MeshArrays simplifyHull(const MeshArrays& mesh, const HullSimplifyOptions& options, HullSimplifyReport* reportOut,
                        const std::string& source) {
    if (!(options.overBudget >= 0.0 && options.overBudget <= 100.0))
        throw std::invalid_argument("HullSimplifyOptions::overBudget must be in 0..100, not " +
                                    std::to_string(options.overBudget));
    HullSimplifyReport report;
    report.inputTriangles = report.outputTriangles = mesh.triangleCount();
    report.volumeBefore = report.volumeAfter = HullMesh::fromArrays(mesh, {}, source).volume();
    report.rimsKept = true;
    MeshArrays best = mesh;
    if (mesh.triangleCount() <= options.targetTriangles) {
        report.note = "within the budget of " + std::to_string(options.targetTriangles) + " triangles";
    } else {
        const Attempts attempts{mesh, options, source, report.volumeBefore};
        std::string note;  // why the last try smaller than the one taken was refused
        bool tangled = false;
        std::optional<Attempts::Result> result = attempts.run(mesh.capTriangles > 0, note, tangled);
        // Rims and caps that leave no room for a surface that keeps the volume: simplified with the
        // rest, unless kept at any cost.
        if (mesh.capTriangles > 0 && !options.keepOpeningRims && (!result || result->volumeGaveWay)) {
            std::string wholeNote;
            std::optional<Attempts::Result> whole = attempts.run(false, wholeNote, tangled);
            if (whole && (!result || !whole->volumeGaveWay || whole->volumeChange < result->volumeChange)) {
                result = std::move(whole);
                report.rimsKept = false;
                note = wholeNote;
            } else if (!result) {
                note += "; " + wholeNote;
            }
        }
        std::vector<std::string> said;
        if (result) {
            best = std::move(result->mesh);
            report.volumeAfter = result->volume;
            report.volumeGaveWay = result->volumeGaveWay;
            report.relativeError = result->error;
            report.foldsMended = result->folded;
            report.attempts = result->attempts;
            report.simplified = true;
            std::ostringstream gaveWay;
            gaveWay << "no simplification within " << options.mostTriangles() << " triangles kept the volume within "
                    << 100.0 * options.maxVolumeChange << " %: the closest, at " << best.triangleCount()
                    << " triangles, changed it by " << 100.0 * result->volumeChange << " %";
            if (report.volumeGaveWay) said.push_back(gaveWay.str());
            // Above the budget, a valid hull closer to it would have been taken: say why none was.
            else if (best.triangleCount() > options.targetTriangles && !note.empty())
                said.push_back("kept " + std::to_string(best.triangleCount()) + " triangles: " + note);
            if (!report.rimsKept)
                said.push_back("the openings' rims were simplified with the rest: flooding is not reported "
                               "(HullSimplifyOptions::keepOpeningRims keeps them)");
        } else {
            report.tangled = tangled;
            said.push_back(note + "; the mesh is kept as it was");
        }
        for (const std::string& part : said) report.note += (report.note.empty() ? "" : "; ") + part;
    }
    report.outputTriangles = best.triangleCount();
    if (reportOut) *reportOut = std::move(report);
    return best;
}

std::size_t fewestReachableTriangles(const MeshArrays& mesh, const HullSimplifyOptions& options,
                                     const std::string& source) {
    // Budgets rising from the one asked for by a quarter each (as simplifyHull's own attempts do):
    // the first met gives the answer, or the count it came out at when that is met too (a budget
    // of 724 may give 708 triangles, and 708 then be met). Whether a budget is met is not monotonic
    // in it (the volume check passes or fails with the edges collapsed), so a bisection could skip
    // a budget that is met below one that is not.
    HullSimplifyOptions trial = options;
    trial.overBudget = 0.0;
    auto simplifiedCount = [&](std::size_t budget) {
        trial.targetTriangles = budget;
        return simplifyHull(mesh, trial, nullptr, source).triangleCount();
    };
    const std::size_t whole = mesh.triangleCount();  // needs no simplification: always met
    for (std::size_t budget = options.targetTriangles; budget < whole; budget = std::max(budget + 1, budget + budget / 4)) {
        const std::size_t count = simplifiedCount(budget);
        if (count > budget) continue;
        return count < budget && simplifiedCount(count) <= count ? count : budget;
    }
    return std::max(whole, options.targetTriangles);
}

} // namespace hydro
