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

/// The body's sources, as tryFindSources found them.
struct FreeSurfaceSources {
    double flux = 0.0;  ///< m^3/s, their sum: the rate at which the body's displaced volume grows
    std::size_t pieces = 0;  ///< wet pieces in the field's window, each a source
    std::size_t outsideWindow = 0;  ///< wet pieces outside it: neither sources nor pressed
};

/// The field's push on the body's wet pieces over a step.
struct FreeSurfaceLoad {
    Vec3 force;         ///< N, world axes
    Vec3 torque;        ///< N m about the centre of mass, world axes
    double power = 0.0; ///< W the body's sources put into the field's waves over the step (rho g flux head, summed)
};

/// A step with a body in the field, centred in time (docs/water.md §8): tryFindSources (each body,
/// on any thread: the field is only read), addSources (each body in a fixed order), the field's step,
/// then push (each body, on any thread). Each wet piece is a source at the middle of the path it
/// takes over the step, and the push on it is the mean of the field's heads there before and after
/// the step. Read before the step alone, a towed hull's wave resistance depended on the step (the
/// Wigley hull at Froude 0.25: -1.4 % of Michell's at steps of 1/20 s, -7.3 % at 1/80 s); centred,
/// -10.0 and -9.5 %.
class FreeSurfaceCoupling {
public:
    /// For bodies on `hull`, which must outlive it (scratch for its vertices is made here, so that a
    /// step allocates nothing).
    explicit FreeSurfaceCoupling(const HullMesh& hull);

    /// The body in `state` against `field`, for a step of `span` s: its wet pieces below the field's
    /// base surface (sampled at `state.time`), each a source kept for addSources at the middle of its
    /// path over the span, with the field's head there now, kept for push. Reads the field only:
    /// bodies may be measured on several threads at once. Refused, naming the field, for a state
    /// outside Limits.h or a span outside (0, 10] s (and then no sources are kept).
    Result<FreeSurfaceSources> tryFindSources(const BodyState& state, const FreeSurfaceField& field, double span);
    /// Adds the sources of the last tryFindSources to `field` for its next step: for every body in a
    /// fixed order (the field's sums then do not depend on the threads), then step the field by the
    /// span.
    void addSources(FreeSurfaceField& field) const;
    /// The field's pressure over the step on the pieces the last tryFindSources found in it: rho g
    /// times the mean of its height as felt at each piece's place and depth before the step and now.
    /// Call it after the field's step (before it, the push is the field's as it is). Reads the field
    /// only. The pieces are places in the field they were found in: another field refuses them
    /// (FreeSurfaceField::headAt).
    FreeSurfaceLoad push(const FreeSurfaceField& field) const;

    /// What it keeps between a measure and the next, the sources, is copied with it: a copy taken
    /// between substeps and assigned back (a rollback, BuoyancySnapshot.h) adds the same sources.

private:
    const HullMesh* hull_;  ///< not owned; a pointer, so that a copy (a rollback's) can be assigned
    std::vector<Vec3> positions_;                       ///< per vertex: from G, world axes
    std::vector<double> heightAbove_;                   ///< per vertex: above the base surface, m
    std::vector<float> x_, z_, height_, vx_, vy_, vz_;  ///< per vertex: the same in float, the base's answers
    /// A wet piece: where it is in the field, the volume it puts in, the field's head there before
    /// the step, and its area vector (outward) with that vector's moment about the centre of mass,
    /// which carry the head to a force and a torque.
    struct Source {
        FreeSurfacePlace place;
        double flux = 0.0;
        double headBefore = 0.0;
        Vec3 area, areaMoment;
    };
    std::vector<Source> sources_;  ///< the last tryFindSources's, at most two a triangle
};

} // namespace hydro
