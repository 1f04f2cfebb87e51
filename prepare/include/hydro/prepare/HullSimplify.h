// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file HullSimplify.h
/// Fewer triangles for the force kernel (its cost is linear in them, docs/figures.md): a closed
/// hull simplified to a budget with meshoptimizer's edge-collapse simplifier, checked to stay
/// closed, manifold and within a volume tolerance, or given back unchanged with the reason.

#include "hydro/MeshArrays.h"

#include <cstddef>
#include <string>

namespace hydro {

struct HullSimplifyOptions {
    std::size_t targetTriangles = 500;  ///< the budget; a mesh within it is left as it is
    /// Largest change of the enclosed volume accepted, relative. Above it, the budget is raised by a
    /// quarter and the simplification tried again (at most kMaxAttempts times: up to 7.5 times the
    /// budget).
    double maxVolumeChange = 0.02;
    /// The simplifier's error bound, relative to the mesh's extent: it stops collapsing edges
    /// beyond it even above the budget.
    double maxRelativeError = 0.02;
    /// Keep the rims of capped openings exact even when they alone exceed the budget. Off (the
    /// default), a hull whose rims cannot be kept within 1.25 times the budget is simplified whole,
    /// rims included, and no longer reports flooding (HullSimplifyReport::rimsKept says so).
    bool keepOpeningRims = false;
    static constexpr int kMaxAttempts = 10;
};

struct HullSimplifyReport {
    std::size_t inputTriangles = 0, outputTriangles = 0;
    double volumeBefore = 0.0, volumeAfter = 0.0;  ///< m^3
    double relativeError = 0.0;  ///< meshoptimizer's measure of the deviation, relative to the extent
    int attempts = 0;            ///< simplifications tried (0: the mesh was within the budget)
    /// Where the simplifier folded a thin region onto itself (a face and its reverse: both removed)
    /// or pressed two sheets together along an edge (separated, as HullRepair does): mended, so the
    /// result stays a closed manifold hull.
    std::size_t foldsMended = 0;
    bool simplified = false;     ///< false: the input is returned (within budget, or no attempt passed)
    bool rimsKept = true;        ///< false: the rims were simplified away (see keepOpeningRims)
    std::string note;            ///< why it was not simplified, or what limited it
};

/// The simplified hull. `mesh` must be a valid closed hull (HullMesh::fromArrays accepts it; throws
/// MeshError otherwise). Rims of capped openings (MeshArrays::openingRim) and their caps are kept
/// exactly when they fit: the open surface is simplified with its borders locked and the caps put
/// back, so the caps count against the budget as they are (see keepOpeningRims). Deterministic.
MeshArrays simplifyHull(const MeshArrays& mesh, const HullSimplifyOptions& options = {},
                        HullSimplifyReport* report = nullptr, const std::string& sourceName = "<arrays>");

/// The smallest budget, at least `options.targetTriangles`, that simplifyHull is found to meet with
/// these options (its output has no more triangles than the budget): what to ask for instead of a
/// budget the mesh cannot reach. Budgets are tried rising by a quarter from the one asked for, so
/// the answer is within a quarter of the smallest met one above it; at most the mesh's own count,
/// which needs no simplification. About log(triangles / budget) / log(1.25) simplifications.
std::size_t fewestReachableTriangles(const MeshArrays& mesh, const HullSimplifyOptions& options = {},
                                     const std::string& sourceName = "<arrays>");

} // namespace hydro
