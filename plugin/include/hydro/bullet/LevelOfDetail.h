// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file LevelOfDetail.h
/// Level of detail the game steers (docs/bullet.md §7): where its attention is, and how far from
/// there a floating body may be evaluated on a coarser hull (FloatingBody::trySetCoarserHulls) and
/// less often (FloatingBody::setEvaluationInterval).

#include "hydro/Result.h"
#include "hydro/Vec3.h"

namespace hydro {

/// Given to BuoyancyAction::trySetLevelOfDetail, as often as the focus moves (every frame, say).
/// Each substep, before the bodies are evaluated, a body's horizontal distance d from `focus`
/// chooses its level:
/// - d <= fullDetailRadius: its full hull, at its own evaluation interval;
/// - between the radii: its coarser hulls in turn, the k-th of n over the k-th n-th of the span,
///   evaluated once every middleEvaluationInterval substeps (or its own interval, if longer);
/// - d > farRadius: its coarsest hull, evaluated once every farEvaluationInterval substeps (or its
///   own interval, if that is longer).
/// A body without coarser hulls only changes its interval. A change of hull is blended over
/// kBlendEvaluations evaluations, both hulls evaluated, so the force does not jump by the
/// difference between them (a coarser hull's volume differs by its simplification's error).
struct LevelOfDetail {
    bool enabled = false;
    Vec3 focus;                     ///< world, m: the player, the camera
    double fullDetailRadius = 0.0;  ///< m
    double farRadius = 0.0;         ///< m, at least fullDetailRadius
    /// Substeps per evaluation beyond farRadius: 4, once per frame of four substeps, is docs/bullet.md
    /// §7's "far": on the full hull the six game ships of the tree moved within 3.8 % of their full
    /// evaluation's heave, roll and pitch ranges in the storm with Bullet in single precision (one
    /// differs in double: §7), and the storm's trawler within 3 % with the second of its two coarser
    /// hulls.
    int farEvaluationInterval = 4;
    /// Substeps per evaluation between the radii: 2, every other substep, which moved the storm's
    /// trawler's ranges on its full hull by under 0.1 % (docs/bullet.md §7).
    int middleEvaluationInterval = 2;

    static constexpr int kBlendEvaluations = 8;

    /// Refuses radii that are negative, not finite or in the wrong order, a focus that is not
    /// finite, and intervals outside [1, FloatingBody::kMaxEvaluationInterval].
    Status check() const;
};

} // namespace hydro
