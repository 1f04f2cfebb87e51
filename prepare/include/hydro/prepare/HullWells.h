// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file HullWells.h
/// The open parts of a hull that hold water: a rowboat's or a dinghy's open interior, a cockpit, a
/// well deck below the sheer. A game's open boat reaches the kernel in one of two ways. A thin
/// shell with its top open is capped at its rim by the repair (HullRepair.h): its buoyancy already
/// reaches the gunwale. A solid whose hollow is modelled (a thick shell, or the envelope a wrap
/// makes round a thin one, HullWrap.h) is closed, but its hollow lies outside it: the kernel, which
/// integrates the pressure on every wet triangle, floods the hollow as soon as the water reaches its
/// floor, and the boat floats on its shell alone.
///
/// closeWells finds each hollow that would hold water, up to the lowest point of its rim where it
/// would spill, and closes it there with a lid: the hull's buoyancy then reaches the sheer, and the
/// hollow is given back as a compartment whose opening is the lid, so that water over the rim
/// swamps it (Flooding.h) and a pump bails it (docs/hull_preparation.md §4).

#include "hydro/Flooding.h"
#include "hydro/MeshArrays.h"
#include "hydro/Vec3.h"

#include <cstddef>
#include <string>
#include <vector>

namespace hydro {

struct HullWellOptions {
    /// The search grid's cells along the hull's longest side. Walls thinner than a cell are seen
    /// (the grid's steps are blocked by the triangles between cell centres), so the grid only
    /// needs to resolve the hollow itself; the rim's height is then found on the mesh.
    int cellsAlongLongestSide = 64;
    static constexpr int kMinCells = 16, kMaxCells = 256;
    /// A hollow holding less than this share of the hull's volume with the hollow closed over is
    /// left as it is (a scupper, a dent between parts): a boat's well holds a tenth to most of it.
    double minVolumeShare = 0.02;
    /// The most wells closed; the largest first.
    int maxWells = 8;
};

/// One hollow closed at its rim.
struct HullWell {
    /// The hollow up to the lid, closed, outward, in the hull's coordinates: for
    /// Compartment::create.
    MeshArrays compartment;
    double volume = 0.0;     ///< of the compartment, m^3
    /// Hull y of the lid's lowest corner: where the rim is lowest and water first comes over, m. Found
    /// on the mesh to a thousandth of a search cell, or within 1e-5 of the hull's bounding-box
    /// diagonal where the rim is flat (its corners that close to the lid's plane are the lid's).
    double rimHeight = 0.0;
    /// The lid, which is the opening water comes in by (Flooding::tryAddOpening, from the sea):
    /// its centroid and its area.
    Vec3 lidCentre;
    double lidArea = 0.0;
};

struct ClosedWells {
    /// The hull closed at its wells' rims; the lids are its last triangles, as caps (MeshArrays::capTriangles,
    /// openingRim), after any caps it had.
    MeshArrays hull;
    std::vector<HullWell> wells;  ///< largest first
    /// Hollows found and left open, each with why (too small, or no rim the mesh closes).
    std::vector<std::string> leftOpen;
};

/// The opening water comes into `well` by once it is the flooding's compartment `compartment`: from
/// the sea, the lid's centre and area (a rim under water lets it in as if its middle were the
/// hole, docs/flooding.md §1). For Flooding::tryAddOpening.
Opening rimOpening(const HullWell& well, int compartment, std::string name);

/// Closes the wells of `closed` (a closed, outward mesh in hull axes, y up, as the repair or the
/// wrap gives). A hull without any gives itself back and no wells. Deterministic. Throws
/// std::invalid_argument for options out of range.
ClosedWells closeWells(const MeshArrays& closed, const HullWellOptions& options = {});

} // namespace hydro
