// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/bullet/FloatingBody.h"

#include "hydro/Compartment.h"
#include "hydro/Hydrostatics.h"
#include "hydro/Limits.h"
#include "hydro/Log.h"
#include "hydro/RadiationDampingFile.h"

#include "BodyRecord.h"
#include "RestScale.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <tuple>

namespace hydro {

namespace {
/// What lastResult gives for a body its world stepped without the action.
ForceResult notEvaluated() {
    ForceResult r;
    r.status = ForceResult::Status::NotEvaluated;
    return r;
}
const ForceResult kNotEvaluated = notEvaluated();
} // namespace

Status checkModelFor(const ForceModel& model, const HullMesh& hull, double mass) {
    if (Status valid = model.check(); !valid) return valid;
    const BodySize size{hull.length(), mass};
    if (Status valid = model.resolvedFor(size).check(); !valid)
        return Error(valid.error().message() + ", once scaled to the body with hull '" + hull.sourceName() + "' (" +
                     limits::readable(size.length) + " m, " + limits::readable(mass) + " kg)");
    if (const std::string warnings = model.scaleWarnings(size); !warnings.empty())
        logMessage(LogLevel::Warning, ("the body with hull '" + hull.sourceName() + "': " + warnings).c_str());
    return {};
}

btRigidBody& FloatingBody::rigidBody() const { return *record_.body; }

const HullMesh& FloatingBody::hull() const { return *record_.hull; }

Status FloatingBody::trySetForceModel(const ForceModel& model) {
    BodyRecord& f = record_;
    if (Status valid = checkModelFor(model, *f.hull, massOf(*f.body)); !valid) return valid;
    if (model.addedMass > 0.0 && !f.addedMass)
        if (Status made = f.action.attachAddedMass(f); !made) return made;
    f.model = model;
    f.resolveModel(massOf(*f.body));
    return {};
}

void FloatingBody::setForceModel(const ForceModel& model) { orThrow(trySetForceModel(model)); }

const ForceModel& FloatingBody::forceModel() const { return record_.model; }

void FloatingBody::setAppendages(Appendages appendages) { record_.appendages = std::move(appendages); }

Appendages& FloatingBody::appendages() { return record_.appendages; }

const Appendages& FloatingBody::appendages() const { return record_.appendages; }

Status FloatingBody::trySetFlooding(Flooding flooding) {
    if (Status checked = checkCompartments(*record_.hull, flooding.compartments()); !checked)
        return Error("FloatingBody::setFlooding: " + checked.error().message());
    record_.flooding = std::move(flooding);
    return {};
}

void FloatingBody::setFlooding(Flooding flooding) { orThrow(trySetFlooding(std::move(flooding))); }

Flooding& FloatingBody::flooding() { return record_.flooding; }

const Flooding& FloatingBody::flooding() const { return record_.flooding; }

Status FloatingBody::trySetEvaluationInterval(int substeps) {
    if (substeps < 1 || substeps > kMaxEvaluationInterval)
        return Error("FloatingBody::setEvaluationInterval: " + std::to_string(substeps) + " substeps for " +
                     describe(record_.body, *record_.hull) + ", outside [1, " +
                     std::to_string(kMaxEvaluationInterval) + "]");
    record_.evaluationInterval = substeps;
    record_.substepsUntilEvaluation = std::min(record_.substepsUntilEvaluation, substeps - 1);
    return {};
}

void FloatingBody::setEvaluationInterval(int substeps) { orThrow(trySetEvaluationInterval(substeps)); }

int FloatingBody::evaluationInterval() const { return record_.evaluationInterval; }

Status FloatingBody::tryUseRadiationDamping(const RadiationDamping& damping) {
    BodyRecord& f = record_;
    const double mass = massOf(*f.body);
    const WaterProperties& water = f.action.settings_.water;
    if (Status made = checkRadiationDampingMadeFor(damping, *f.hull, mass, f.centreOfMassInHull, water); !made)
        return Error("FloatingBody::useRadiationDamping: " + describe(f.body, *f.hull) + ": the damping was " +
                     made.error().message());
    f.kernel.setRadiationDamping(damping);
    f.shareBodyTables();
    f.radiationMass = mass;
    f.radiationAddedMass = f.model.addedMass;
    return {};
}

Status FloatingBody::trySetCoarserHulls(std::vector<std::shared_ptr<const HullMesh>> hulls) {
    BodyRecord& f = record_;
    const HullMesh& full = *f.hull;
    const double tolerance = kMaxCoarserVolumeChange;
    for (std::size_t k = 0; k < hulls.size(); ++k) {
        const std::string which = "FloatingBody::setCoarserHulls: coarser hull " + std::to_string(k + 1);
        if (!hulls[k]) return Error(which + " is null");
        const HullMesh& coarse = *hulls[k];
        const double volumeChange = (coarse.volume() - full.volume()) / full.volume();
        if (!(std::abs(volumeChange) <= tolerance))
            return Error(which + " ('" + coarse.sourceName() + "') has a volume " + limits::readable(100.0 * volumeChange) +
                         " % from the full hull's ('" + full.sourceName() + "'), more than " +
                         limits::readable(100.0 * tolerance) + " %: a hull of another body, or too coarse");
        const double centroidShift = length(coarse.centroid() - full.centroid());
        if (!(centroidShift <= tolerance * full.length()))
            return Error(which + " ('" + coarse.sourceName() + "') has its centroid " + limits::readable(centroidShift) +
                         " m from the full hull's, more than " + limits::readable(100.0 * tolerance) +
                         " % of its length: not in the full hull's coordinates");
        const std::size_t before = k == 0 ? full.triangleCount() : hulls[k - 1]->triangleCount();
        if (coarse.triangleCount() > before)
            return Error(which + " ('" + coarse.sourceName() + "') has " + std::to_string(coarse.triangleCount()) +
                         " triangles, more than the " + std::to_string(before) + " of the hull before it: finest first");
        if (Status stable = checkCoarserStability(which, hulls[k]); !stable) return stable;
    }
    std::vector<ForceKernel> kernels;
    kernels.reserve(hulls.size());
    for (const auto& coarse : hulls) kernels.emplace_back(*coarse, f.action.kernelSettings());
    f.coarserHulls = std::move(hulls);
    f.coarserKernels = std::move(kernels);
    f.shareBodyTables();
    f.level = 0;
    f.blendsLeft = 0;
    return {};
}

Status FloatingBody::checkCoarserStability(const std::string& which, const std::shared_ptr<const HullMesh>& coarse) {
    const BodyRecord& f = record_;
    HydrostaticParticulars full, level;
    const double mass = massOf(*f.body);  // as the game has it now, perhaps changed since the last substep
    // A body that does not float on its full hull has no equilibrium to keep.
    if (!f.action.particularsAtRest(f.hull, mass, f.centreOfMassInHull, full)) return {};
    if (!f.action.particularsAtRest(coarse, mass, f.centreOfMassInHull, level))
        return Error(which + " ('" + coarse->sourceName() + "') does not float this body, which its full hull ('" +
                     f.hull->sourceName() + "') floats");
    const double tolerance = kMaxCoarserMetacentricHeightChange;
    for (const auto& [axis, motion, fullHeight, fullRadius, levelHeight] :
         {std::tuple{"transverse", "roll", full.gmTransverse, full.bmTransverse, level.gmTransverse},
          std::tuple{"longitudinal", "pitch", full.gmLongitudinal, full.bmLongitudinal, level.gmLongitudinal}}) {
        // A neutral body (a ball: GM = 0) has no metacentric height to keep, only round-off
        // (RestScale's floor).
        if (!(fullHeight > RestScale::kMinLeverOfBm * fullRadius)) continue;
        const double change = (levelHeight - fullHeight) / fullHeight;
        if (!(std::abs(change) <= tolerance))
            return Error(which + " ('" + coarse->sourceName() + "') gives this body a " + axis +
                         " metacentric height of " + limits::readable(levelHeight) + " m where its full hull ('" +
                         f.hull->sourceName() + "') gives " + limits::readable(fullHeight) + " m (" +
                         limits::readable(100.0 * change) + " %, more than " + limits::readable(100.0 * tolerance) +
                         " %): far from the focus it would " + motion +
                         " otherwise. Give the levels before it, or prepare finer ones (docs/bullet.md §7)");
    }
    return {};
}

void FloatingBody::setCoarserHulls(std::vector<std::shared_ptr<const HullMesh>> hulls) {
    orThrow(trySetCoarserHulls(std::move(hulls)));
}

std::size_t FloatingBody::coarserHullCount() const { return record_.coarserHulls.size(); }

int FloatingBody::detailLevel() const { return record_.level; }

const char* FloatingBody::skipName(Skip why) {
    switch (why) {
    case Skip::None: return "none";
    case Skip::NotInWorld: return "not in the world";
    case Skip::Disabled: return "simulation disabled by Bullet";
    case Skip::ZeroMass: return "zero mass";
    case Skip::InvalidState: return "state outside the limits";
    case Skip::InvalidWater: return "water outside the limits";
    case Skip::ActionNotStepped: return "stepped without the action";
    }
    return "?";
}

const ForceResult& FloatingBody::lastResult() const {
    return record_.action.steppedWithoutAction(record_) ? kNotEvaluated : record_.result;
}

const BodyState& FloatingBody::lastState() const { return record_.state; }

FloatingBody::Skip FloatingBody::lastSkip() const {
    return record_.action.steppedWithoutAction(record_) ? Skip::ActionNotStepped : record_.skip;
}

double FloatingBody::lastEvaluationMicroseconds() const { return record_.microseconds; }

} // namespace hydro
