// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/bullet/BuoyancySnapshot.h"
#include "hydro/bullet/BuoyancyAction.h"

#include "BodyRecord.h"

#include <string>

namespace hydro {

/// One registered body's part: BodyRecord's members that change from substep to substep.
struct BuoyancySnapshot::Body {
    const btRigidBody* body;
    std::shared_ptr<const HullMesh> hull;  // which the restore checks, and holds so no other hull takes its address
    ForceKernel::SlammingHistory slamming;
    Flooding flooding;
    Appendages appendages;
    ForceResult result;
    BodyState state;
    WaterPatch patch;
    FloatingBody::Skip skip;
    int substepsUntilEvaluation;
    double lastFloodMass;
    btScalar clockAfterRun, lastStep;
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
    for (const auto& f : bodies_)
        taken.bodies_.push_back({f->body, f->hull, f->kernel.slammingHistory(), f->flooding, f->appendages, f->result,
                                 f->state, f->patch, f->skip, f->substepsUntilEvaluation, f->lastFloodMass,
                                 f->clockAfterRun, f->lastStep});
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
    }
    for (std::size_t i = 0; i < bodies_.size(); ++i) {
        const BuoyancySnapshot::Body& saved = snapshot.bodies_[i];
        BodyRecord& f = *bodies_[i];
        // The same hull made the same kernel, so its history fits.
        if (Status fits = f.kernel.trySetSlammingHistory(saved.slamming); !fits) return fits;
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
    }
    time_ = snapshot.time_;
    return {};
}

} // namespace hydro
