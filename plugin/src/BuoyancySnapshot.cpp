// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/bullet/BuoyancySnapshot.h"
#include "hydro/bullet/BuoyancyAction.h"

#include "BodyRecord.h"

#include <optional>
#include <string>
#include <vector>

namespace hydro {

/// One registered body's part: BodyRecord's members that change from substep to substep.
struct BuoyancySnapshot::Body {
    const btRigidBody* body;
    std::shared_ptr<const HullMesh> hull;  // which the restore checks, and holds so no other hull takes its address
    std::vector<ForceKernel::SlammingHistory> slamming;  // the full hull's kernel's, then each coarser one's
    Flooding flooding;
    Appendages appendages;
    ForceResult result;
    BodyState state;
    WaterPatch patch;
    FloatingBody::Skip skip;
    int level, blendFrom, blendsLeft;  // the level of detail (its interval comes from the focus each substep)
    int substepsUntilEvaluation;
    double lastFloodMass;
    btScalar clockAfterRun, lastStep;
    // While a free-surface field is set: the push held between couplings and the sources kept.
    Wrench fieldPush;
    std::optional<FreeSurfaceCoupling> coupling;
};

BuoyancySnapshot::BuoyancySnapshot() = default;
BuoyancySnapshot::BuoyancySnapshot(const BuoyancySnapshot& other) = default;
BuoyancySnapshot::BuoyancySnapshot(BuoyancySnapshot&& other) noexcept = default;
BuoyancySnapshot& BuoyancySnapshot::operator=(const BuoyancySnapshot& other) = default;
BuoyancySnapshot& BuoyancySnapshot::operator=(BuoyancySnapshot&& other) noexcept = default;
BuoyancySnapshot::~BuoyancySnapshot() = default;
std::size_t BuoyancySnapshot::bodyCount() const { return bodies_.size(); }

BuoyancySnapshot BuoyancyAction::snapshot() const {
    BuoyancySnapshot taken;
    taken.time_ = time_;
    taken.bodies_.reserve(bodies_.size());
    for (const auto& f : bodies_) {
        std::vector<ForceKernel::SlammingHistory> slamming{f->kernel.slammingHistory()};
        for (const ForceKernel& coarser : f->coarserKernels) slamming.push_back(coarser.slammingHistory());
        taken.bodies_.push_back({f->body, f->hull, std::move(slamming), f->flooding, f->appendages, f->result, f->state,
                                 f->patch, f->skip, f->level, f->blendFrom, f->blendsLeft,
                                 f->substepsUntilEvaluation, f->lastFloodMass, f->clockAfterRun, f->lastStep,
                                 f->fieldPush, f->coupling ? std::optional<FreeSurfaceCoupling>(*f->coupling) : std::nullopt});
    }
    taken.freeSurfaceSubstep_ = freeSurfaceSubstep_;
    return taken;
}

Status BuoyancyAction::tryRestore(const BuoyancySnapshot& snapshot) {
    // Everything is checked before anything changes.
    if (snapshot.bodies_.size() != bodies_.size())
        return Error("BuoyancyAction::restore: the snapshot holds " + std::to_string(snapshot.bodies_.size()) +
                     " bodies and the action has " + std::to_string(bodies_.size()) + " registered");
    for (std::size_t i = 0; i < bodies_.size(); ++i) {
        const BuoyancySnapshot::Body& saved = snapshot.bodies_[i];
        const BodyRecord& f = *bodies_[i];
        if (saved.body != f.body || saved.hull != f.hull)
            return Error("BuoyancyAction::restore: body " + std::to_string(i) + " of the snapshot is " +
                         describe(saved.body, *saved.hull) + ", of the action " + describe(f.body, *f.hull) +
                         ": restore into the action with the same bodies registered in the same order");
        if (saved.slamming.size() != f.coarserKernels.size() + 1)
            return Error("BuoyancyAction::restore: " + describe(f.body, *f.hull) + " had " +
                         std::to_string(saved.slamming.size() - 1) + " coarser hulls when the snapshot was taken and has " +
                         std::to_string(f.coarserKernels.size()) + " now: give it the same ones before restoring");
        for (std::size_t k = 1; k < saved.slamming.size(); ++k)
            if (saved.slamming[k].x.size() != f.kernelAt(int(k)).slammingHistory().x.size())
                return Error("BuoyancyAction::restore: " + describe(f.body, *f.hull) + "'s coarser hull " +
                             std::to_string(k) + " is not the one it had when the snapshot was taken");
        if (saved.coupling.has_value() != bool(f.coupling))
            return Error("BuoyancyAction::restore: " + describe(f.body, *f.hull) + (f.coupling ? " is" : " was") +
                         " coupled to a free-surface field, and " + (f.coupling ? "was not" : "is not") +
                         " when the snapshot was taken: set the same field (setFreeSurface) before restoring");
    }
    for (std::size_t i = 0; i < bodies_.size(); ++i) {
        const BuoyancySnapshot::Body& saved = snapshot.bodies_[i];
        BodyRecord& f = *bodies_[i];
        // The same hulls made the same kernels, so their histories fit.
        for (std::size_t k = 0; k < saved.slamming.size(); ++k)
            if (Status fits = f.kernelAt(int(k)).trySetSlammingHistory(saved.slamming[k]); !fits) return fits;
        f.level = saved.level;
        f.blendFrom = saved.blendFrom;
        f.blendsLeft = saved.blendsLeft;
        f.flooding = saved.flooding;
        f.appendages = saved.appendages;
        f.result = saved.result;
        f.state = saved.state;
        f.patch = saved.patch;
        f.skip = saved.skip;
        f.substepsUntilEvaluation = saved.substepsUntilEvaluation;
        f.lastFloodMass = saved.lastFloodMass;
        f.clockAfterRun = saved.clockAfterRun;
        f.lastStep = saved.lastStep;
        f.fieldPush = saved.fieldPush;
        if (saved.coupling) *f.coupling = *saved.coupling;
        f.turningKept = false;  // made again from the state and result restored, to the same bits
    }
    time_ = snapshot.time_;
    freeSurfaceSubstep_ = snapshot.freeSurfaceSubstep_;
    return {};
}

} // namespace hydro
