// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file HullRepair.h
/// Making a game mesh a valid hull without changing its shape: weld, drop what has no area or is
/// there twice, make each part's winding consistent and outward, drop specks and flat sheets, and cap
/// openings (a deckless hull, an open cockpit) so the solid is closed. Every change is counted.
///
/// Capping is exact for buoyancy while the opening is dry: the surface-pressure method integrates
/// only wetted triangles, and a dry cap has none (docs/formulas.md §1). The caps' rims are kept
/// (MeshArrays::openingRim) so the kernel can report water over them (ForceResult).

#include "hydro/MeshArrays.h"

#include <cstddef>
#include <string>
#include <vector>

namespace hydro {

struct HullRepairOptions {
    /// Vertices closer than this fraction of the bounding-box diagonal are merged, and triangles
    /// whose smallest altitude is below it are dropped (as HullMeshOptions::weldTolerance).
    double weldTolerance = 1e-6;
    /// An edge-connected part with less than this share of the mesh's area is a speck (a rivet, a
    /// stray quad) and is dropped; its area is reported.
    double minPartAreaFraction = 0.002;
    /// Close every opening with a fan of triangles from the centroid of its rim. Off: an open mesh
    /// is refused (MeshRule::OpenEdge).
    bool capOpenings = true;
};

/// What the repair changed, in counts. Nothing is changed without being counted here.
struct HullRepairReport {
    std::size_t inputVertices = 0, inputTriangles = 0;
    std::size_t weldedVertices = 0;        ///< merged into a coincident vertex
    std::size_t degenerateTriangles = 0;   ///< zero area, dropped
    std::size_t duplicateTriangles = 0;    ///< the same three vertices, the same winding, again: dropped
    /// A face and its reverse on the same vertices, both dropped: where parts touch face to face
    /// (they join into one solid) or a double-sided sheet (it encloses nothing).
    std::size_t opposedFacePairs = 0;
    /// Triangles added by splitting, at the vertices of a crack's other side, the triangles whose
    /// open edge those vertices lie on (T-junctions, where a finely cut part meets a coarse one):
    /// the crack encloses no area, so no cap could close it; the splits do.
    std::size_t crackSplits = 0;
    /// Edges where the surface touched itself (2k triangles, k running the edge each way: two boxes
    /// sharing only an edge, a region a simplifier pressed flat), split between its k sheets, whose
    /// copies of the edge's ends sit ten weld tolerances apart.
    std::size_t pinchedEdges = 0;
    std::size_t parts = 0;                 ///< edge-connected parts kept
    std::size_t flippedTriangles = 0;      ///< turned to agree with their part's winding
    std::size_t flippedParts = 0;          ///< turned outward (negative volume once capped)
    std::size_t droppedSmallParts = 0;     ///< specks below HullRepairOptions::minPartAreaFraction
    std::size_t droppedFlatParts = 0;      ///< sheets enclosing no volume (sails, flags, decals)
    double droppedAreaFraction = 0.0;      ///< share of the input's area in dropped parts
    std::size_t cappedOpenings = 0;        ///< openings closed with a cap
    std::size_t capTriangles = 0;          ///< triangles added by the caps
    double capRimLength = 0.0;             ///< m, the caps' rims together
    std::size_t outputVertices = 0, outputTriangles = 0;
    std::vector<std::string> changes;      ///< one sentence per kind of change, with its count

    bool changedAnything() const { return !changes.empty(); }
};

/// Throws MeshError naming `sourceName` and the first offending element unless the arrays can be
/// read as a mesh at all: counts that are multiples of 3 (Unreadable), a vertex and a triangle
/// (Empty), finite coordinates (NonFinite), indices of existing vertices (IndexOutOfRange). Every
/// preparation step assumes this; prepareHull checks it before it looks at the shape.
void checkMeshArrays(const MeshArrays& mesh, const std::string& sourceName = "<arrays>");

/// The repaired mesh (its arrays checked first, as checkMeshArrays). Throws MeshError naming `sourceName`, the rule and the first offending element
/// when the mesh cannot be made a hull without changing its shape: an edge shared by more than two
/// triangles (NonManifoldEdge: parts that touch or intersect; wrapping them is the fix), a part that
/// cannot be given one winding (InconsistentWinding: a Moebius strip), an opening with capping off
/// (OpenEdge), or nothing left (Empty). Deterministic.
MeshArrays repairHull(const MeshArrays& mesh, const HullRepairOptions& options = {},
                      HullRepairReport* report = nullptr, const std::string& sourceName = "<arrays>");

} // namespace hydro
