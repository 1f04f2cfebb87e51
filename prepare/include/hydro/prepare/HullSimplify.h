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
    /// Largest change of the enclosed volume sought, relative. A result above it is tried again with
    /// a budget a quarter larger, up to `overBudget` more triangles; where none of those keeps the
    /// volume, the budget wins: the result within it whose volume changed least is taken, without
    /// the error bound, and the report says by how much (HullSimplifyReport::volumeGaveWay).
    double maxVolumeChange = 0.02;
    /// The simplifier's error bound, relative to the mesh's extent: it stops collapsing edges
    /// beyond it even above the budget (while the volume is sought).
    double maxRelativeError = 0.02;
    /// How many more triangles than the budget a result may have, relative, to keep its volume:
    /// the default 0.5 tries budgets of 1, 1.25 and 1.5 times targetTriangles. 0 makes the budget
    /// a limit (prepareHull's budgetIsLimit).
    double overBudget = 0.5;
    /// Keep the rims of capped openings exact even when they alone exceed the budget: their caps
    /// then come on top of it. Off (the default), a hull whose rims and caps leave no room within
    /// the budget for a surface that keeps the volume is simplified whole, rims included, and no
    /// longer reports flooding (HullSimplifyReport::rimsKept says so).
    bool keepOpeningRims = false;

    /// The most triangles a result may have: the budget and what overBudget allows above it.
    std::size_t mostTriangles() const;
};

struct HullSimplifyReport {
    std::size_t inputTriangles = 0, outputTriangles = 0;
    double volumeBefore = 0.0, volumeAfter = 0.0;  ///< m^3
    /// No result within HullSimplifyOptions::mostTriangles kept the volume within maxVolumeChange:
    /// the budget won, and volumeAfter differs from volumeBefore by volumeChange().
    bool volumeGaveWay = false;
    double relativeError = 0.0;  ///< meshoptimizer's measure of the deviation, relative to the extent
    int attempts = 0;            ///< simplifications tried (0: the mesh was within the budget)
    /// Where the simplifier folded a thin region onto itself (a face and its reverse: both removed)
    /// or pressed two sheets together along an edge (separated, as HullRepair does): mended, so the
    /// result stays a closed manifold hull.
    std::size_t foldsMended = 0;
    bool simplified = false;     ///< false: the input is returned (within budget, or no attempt passed)
    bool rimsKept = true;        ///< false: the rims were simplified away (see keepOpeningRims)
    /// No try within the budget was a valid hull, and some were refused for more than being empty
    /// (not manifold, open, wound inward): edge collapses tangled the surface beyond mending
    /// (prepareHull then simplifies the mesh's envelope instead).
    bool tangled = false;
    std::string note;            ///< why it was not simplified, or what limited it

    /// (volumeAfter - volumeBefore) / volumeBefore.
    double volumeChange() const { return volumeBefore > 0.0 ? (volumeAfter - volumeBefore) / volumeBefore : 0.0; }
};

/// The simplified hull: closed and manifold, with at most options.mostTriangles() triangles and its
/// volume within maxVolumeChange where such a result was found, else the closest (the report says).
/// `mesh` must be a valid closed hull (HullMesh::fromArrays accepts it; throws MeshError otherwise).
/// Rims of capped openings (MeshArrays::openingRim) and their caps are kept exactly when they fit:
/// the open surface is simplified with its borders locked and the caps put back, so the caps count
/// against the budget as they are (see keepOpeningRims). The input is given back, with the reason
/// in the note, only when no simplification within the budget was a valid hull. Deterministic.
MeshArrays simplifyHull(const MeshArrays& mesh, const HullSimplifyOptions& options = {},
                        HullSimplifyReport* report = nullptr, const std::string& sourceName = "<arrays>");

/// The smallest budget, at least `options.targetTriangles`, that simplifyHull is found to meet with
/// these options and overBudget 0 (its output has no more triangles than the budget): what to ask
/// for instead of a budget the mesh cannot reach. Budgets are tried rising by a quarter from the one asked for, so
/// the answer is within a quarter of the smallest met one above it; at most the mesh's own count,
/// which needs no simplification. About log(triangles / budget) / log(1.25) simplifications.
std::size_t fewestReachableTriangles(const MeshArrays& mesh, const HullSimplifyOptions& options = {},
                                     const std::string& sourceName = "<arrays>");

} // namespace hydro
