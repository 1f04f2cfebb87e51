// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// The level of detail the game steers (LevelOfDetail.h, docs/bullet.md §7): its check, and each
// body's hull and interval chosen from it every substep.
#include "hydro/bullet/LevelOfDetail.h"
#include "hydro/bullet/BuoyancyAction.h"

#include "hydro/Limits.h"

#include "BodyRecord.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <utility>

namespace hydro {

Status LevelOfDetail::check() const {
    if (!isFinite(focus))
        return Error("LevelOfDetail: the focus (" + limits::readable(focus.x) + ", " + limits::readable(focus.y) + ", " +
                     limits::readable(focus.z) + ") is not finite");
    if (!(fullDetailRadius >= 0.0) || !std::isfinite(fullDetailRadius))
        return Error("LevelOfDetail: fullDetailRadius = " + limits::readable(fullDetailRadius) + " (must be finite and >= 0)");
    if (!(farRadius >= fullDetailRadius) || !std::isfinite(farRadius))
        return Error("LevelOfDetail: farRadius = " + limits::readable(farRadius) + " (must be finite and >= fullDetailRadius, " +
                     limits::readable(fullDetailRadius) + ")");
    for (const auto& [name, interval] : {std::pair{"farEvaluationInterval", farEvaluationInterval},
                                         std::pair{"middleEvaluationInterval", middleEvaluationInterval}})
        if (interval < 1 || interval > FloatingBody::kMaxEvaluationInterval)
            return Error(std::string("LevelOfDetail: ") + name + " = " + std::to_string(interval) + " (must be in [1, " +
                         std::to_string(FloatingBody::kMaxEvaluationInterval) + "])");
    return {};
}

Status BuoyancyAction::trySetLevelOfDetail(const LevelOfDetail& levelOfDetail) {
    if (Status valid = levelOfDetail.check(); !valid) return Error("BuoyancyAction::setLevelOfDetail: " + valid.error().message());
    levelOfDetail_ = levelOfDetail;
    return {};
}

void BuoyancyAction::setLevelOfDetail(const LevelOfDetail& levelOfDetail) { orThrow(trySetLevelOfDetail(levelOfDetail)); }

void BuoyancyAction::chooseLevel(BodyRecord& f) const {
    const LevelOfDetail& lod = levelOfDetail_;
    int level = 0, interval = f.evaluationInterval;
    if (lod.enabled) {
        const btVector3 at = f.body->getCenterOfMassPosition();
        const double distance = std::hypot(double(at.x()) - lod.focus.x, double(at.z()) - lod.focus.z);
        const int coarsest = int(f.coarserHulls.size());
        if (distance > lod.farRadius) {
            level = coarsest;
            interval = std::max(interval, lod.farEvaluationInterval);
        } else if (distance > lod.fullDetailRadius) {
            interval = std::max(interval, lod.middleEvaluationInterval);
            // The k-th coarser hull over the k-th n-th of the span between the radii.
            const double along = (distance - lod.fullDetailRadius) / (lod.farRadius - lod.fullDetailRadius);
            if (coarsest > 0) level = std::clamp(1 + int(along * coarsest), 1, coarsest);
        }
    }
    f.moveToLevel(level);
    if (interval != f.intervalNow) {
        f.intervalNow = interval;
        f.substepsUntilEvaluation = std::min(f.substepsUntilEvaluation, interval - 1);
    }
}

} // namespace hydro
