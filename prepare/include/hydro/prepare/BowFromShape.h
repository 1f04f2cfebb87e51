// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file BowFromShape.h
/// Which end of a hull is its bow, read from its shape (docs/hull_preparation.md §2): seen from
/// above, a hull narrows to its stem at the bow (the entrance) and ends broad at the stern (a
/// transom, or the fuller run of a rounded stern). prepareHull uses it when the file's axis
/// convention puts the bow at the other end.

#include "hydro/MeshArrays.h"

namespace hydro {

struct BowEvidence {
    /// The shape tells: one end is at least kDecisiveRatio times as broad as the other. False for a
    /// hull alike at both ends (a double-ender, a barge, a buoy, a catamaran's two bows and sterns
    /// seen together).
    bool decided = false;
    bool bowAtPlusX = true;  ///< when decided: the bow is the +x end (else the -x end)
    /// The hull's mean breadth seen from above (its outline's, every height) over the last
    /// kEndShare of its length at its +x and its -x end, m.
    double breadthNearPlusX = 0.0, breadthNearMinusX = 0.0;

    /// The ends measured: this share of the length at each, where a stem or a transom is.
    static constexpr double kEndShare = 0.08;
    /// Stations across each end, evenly spaced up to kEndShare from the tip.
    static constexpr int kStations = 8;
    /// Measured on the project's boats and the third-party ships (tests/prepare), the broad end is
    /// 1.5 to 5 times the narrow one; hulls alike at both ends come within 1.05. 1.3 between.
    static constexpr double kDecisiveRatio = 1.3;
};

/// The bow of `mesh` (hull axes, x along its length): any triangles, closed or not, as a file
/// gives them.
BowEvidence bowFromShape(const MeshArrays& mesh);

} // namespace hydro
