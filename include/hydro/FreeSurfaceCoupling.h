// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file FreeSurfaceCoupling.h
/// One floating body in a FreeSurfaceField, both ways: its wetted surface moving through the water
/// puts volume into the field (a source for each wet piece, its flux the piece's normal velocity
/// through the water times its area, at its depth: Michell's thin ship, generalised), and the
/// field's waves press on the same pieces (rho g times the field's height as felt at each piece's
/// depth). The two are each other's adjoint, so the work the field's pressure does on the body is
/// the energy its sources give the field, to round-off (docs/water.md §8).

#include "hydro/BodyState.h"
#include "hydro/FreeSurfaceField.h"
#include "hydro/HullMesh.h"
#include "hydro/Result.h"
#include "hydro/Vec3.h"

#include <cstddef>
#include <vector>

namespace hydro {

/// What the field does to the body over one step, and the body to the field.
struct FreeSurfaceLoad {
    Vec3 force;         ///< N, world axes
    Vec3 torque;        ///< N m about the centre of mass, world axes
    double power = 0.0; ///< W the body's sources put into the field's waves (rho g flux head, summed)
    double flux = 0.0;  ///< m^3/s, the sources' sum: the rate at which the body's displaced volume grows
    std::size_t pieces = 0;  ///< wet pieces in the field's window, each a source
    std::size_t outsideWindow = 0;  ///< wet pieces outside it: neither pressed nor sources
};

class FreeSurfaceCoupling {
public:
    /// For bodies on `hull`, which must outlive it (scratch for its vertices is made here, so that a
    /// step allocates nothing).
    explicit FreeSurfaceCoupling(const HullMesh& hull);

    /// The body in `state` against `field`: its wet pieces below the field's base surface (sampled
    /// at `state.time`), the field's pressure on them from the field's last step (the load), and
    /// their sources kept for addSources. Reads the field only: bodies may be measured on several
    /// threads at once. Refused, naming the field, for a state outside Limits.h (and then no
    /// sources are kept).
    Result<FreeSurfaceLoad> tryMeasure(const BodyState& state, const FreeSurfaceField& field);
    /// Adds the sources of the last tryMeasure to `field` for its next step: for every body in a
    /// fixed order (the field's sums then do not depend on the threads), then step the field.
    void addSources(FreeSurfaceField& field) const;
    /// tryMeasure, then addSources.
    Result<FreeSurfaceLoad> tryCouple(const BodyState& state, FreeSurfaceField& field);

    /// What it keeps between a measure and the next, the sources, is copied with it: a copy taken
    /// between substeps and assigned back (a rollback, BuoyancySnapshot.h) adds the same sources.

private:
    const HullMesh* hull_;  ///< not owned; a pointer, so that a copy (a rollback's) can be assigned
    std::vector<Vec3> positions_;                       ///< per vertex: from G, world axes
    std::vector<double> heightAbove_;                   ///< per vertex: above the base surface, m
    std::vector<float> x_, z_, height_, vx_, vy_, vz_;  ///< per vertex: the same in float, the base's answers
    struct Source {
        FreeSurfacePlace place;
        double flux = 0.0;
    };
    std::vector<Source> sources_;  ///< the last measure's, at most two a triangle
};

} // namespace hydro
