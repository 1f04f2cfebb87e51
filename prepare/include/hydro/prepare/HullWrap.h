// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file HullWrap.h
/// A closed, manifold, outward envelope around a mesh that repair cannot close without changing its
/// shape: parts that touch along edges or cross each other, non-manifold soups, cracks. Built on a
/// voxel grid with OpenVDB (MPL-2.0): the exact unsigned distance to the triangles, the region the
/// outside cannot reach through gaps narrower than the bridged gap, and the surface of its
/// morphological closing (docs/hull_preparation.md §5). Runs on the calling thread.

#include "hydro/MeshArrays.h"

#include <cstddef>
#include <string>

namespace hydro {

struct HullWrapOptions {
    /// Voxels along the mesh's longest side: the envelope follows the surface to a small fraction
    /// of a voxel where it is smooth, and rounds edges and corners to about one voxel.
    int voxelsAlongLongestSide = 128;
    /// Openings narrower than twice this many voxels are bridged (a crack, a gap between parts that
    /// nearly touch, a hawse hole); wider ones (an open cockpit, a deckless hull) stay open, and
    /// wrapping an open hull leaves no solid inside it.
    double bridgedGapVoxels = 2.0;

    static constexpr int kMinVoxels = 16, kMaxVoxels = 512;
};

struct HullWrapReport {
    double voxelSize = 0.0;        ///< m
    std::size_t gridVoxels = 0;    ///< voxels in the box the surface was extracted from
    std::size_t triangles = 0;     ///< of the envelope, before repair and simplification
};

/// The envelope of `mesh` (any triangles, in metres), counter-clockwise seen from outside. Its own
/// triangles are unwelded quads split in two, at voxel resolution: pass it through repairHull and
/// simplifyHull (prepareHull does). Throws std::invalid_argument for options out of range, and
/// MeshError (Empty) naming `sourceName` when nothing is enclosed (an open hull wider than the
/// bridged gap). Deterministic.
MeshArrays wrapHull(const MeshArrays& mesh, const HullWrapOptions& options = {}, HullWrapReport* report = nullptr,
                    const std::string& sourceName = "<arrays>");

} // namespace hydro
