// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/bullet/BuoyancyAction.h"
#include "hydro/bullet/HullRigidBody.h"

#include "hydro/Hydrostatics.h"
#include "hydro/Limits.h"
#include "hydro/HullManoeuvringEstimate.h"
#include "hydro/RadiationDampingEstimate.h"

#include "BulletConvert.h"
#include "BodyRecord.h"
#include "RestScale.h"

#include <LinearMath/btTransformUtil.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <string>

namespace hydro {

namespace {
using Skip = FloatingBody::Skip;

/// `into` moved toward `from` by `weightOfFrom` in every quantity that varies continuously (the
/// forces and torques by kind and in total, the submerged volume, its centre, the wetted area);
/// the counts and the waterline stay `into`'s.
void blendInto(ForceResult& into, const ForceResult& from, double weightOfFrom) {
    const auto mix = [weightOfFrom](auto& a, const auto& b) { a = a + (b - a) * weightOfFrom; };
    mix(into.force, from.force);
    mix(into.torque, from.torque);
    for (std::size_t k = 0; k < kForceKindCount; ++k) {
        mix(into.byKind[k].force, from.byKind[k].force);
        mix(into.byKind[k].torque, from.byKind[k].torque);
    }
    mix(into.submergedVolume, from.submergedVolume);
    mix(into.centreOfBuoyancy, from.centreOfBuoyancy);
    mix(into.wettedArea, from.wettedArea);
}

/// Sets `s`'s pose from `centreOfMass`, a body's centre-of-mass transform (`bodyFromHull` its hull's
/// place in it, `inertiaLocal` its inertia in its principal axes): the hull's rotation into the
/// world, the centre and the inertia in world axes.
void placeAt(BodyState& s, const btTransform& centreOfMass, const btTransform& bodyFromHull, const Mat3& inertiaLocal) {
    s.rotation = toMat3(centreOfMass.getBasis() * bodyFromHull.getBasis());  // hull -> world
    s.centreOfMass = toVec3(centreOfMass.getOrigin());
    const Mat3 basis = toMat3(centreOfMass.getBasis());
    s.inertia = basis * inertiaLocal * basis.transposed();
}

/// `now`, a body's state at this substep (`centreOfMass` its transform, `bodyFromHull` its hull's
/// place in it, `inertiaLocal` its inertia in its principal axes), moved on by `ahead` seconds as
/// Bullet moves a free body (btTransformUtil::integrateTransform, the velocities held): where an
/// evaluation held over the coming substeps is taken (BuoyancyAction::evaluate). `now` itself for
/// no time ahead.
BodyState movedOn(const BodyState& now, const btTransform& centreOfMass, const btTransform& bodyFromHull,
                  const Mat3& inertiaLocal, double ahead) {
    if (!(ahead > 0.0)) return now;
    btTransform predicted;
    btTransformUtil::integrateTransform(centreOfMass, toBt(now.linearVelocity), toBt(now.angularVelocity),
                                        btScalar(ahead), predicted);
    BodyState moved = now;
    placeAt(moved, predicted, bodyFromHull, inertiaLocal);
    moved.time = now.time + ahead;
    return moved;
}
} // namespace

struct BuoyancyAction::KnownParticulars {
    std::shared_ptr<const HullMesh> hull;  // held, so no other hull can take its address
    double mass;
    Vec3 centreOfMassInHull;
    bool floats;
    HydrostaticParticulars particulars;
};

struct BuoyancyAction::AtRestEstimate {
    std::shared_ptr<const HullMesh> hull;  // held, so no other hull can take its address
    double mass;
    double addedMass;  // the model's multiplier
    Vec3 centreOfMassInHull;
    Mat3 inertia;
    RadiationDamping damping;
    HullManoeuvring manoeuvring;
    RestScale rest;

    bool sameBody(const BodyRecord& f, const Mat3& inertiaOfF) const {
        if (hull != f.hull || mass != f.radiationMass || addedMass != f.model.addedMass ||
            centreOfMassInHull != f.centreOfMassInHull)
            return false;
        for (int i = 0; i < 3; ++i)
            for (int j = 0; j < 3; ++j)
                if (inertia(i, j) != inertiaOfF(i, j)) return false;
        return true;
    }
};

struct BuoyancyAction::AddedMassEntry {
    std::shared_ptr<const HullMesh> hull;  // held, so no other hull can take its address
    std::shared_ptr<const AddedMassTable> table;  // which knows the centre of mass it was made for

    bool serves(const BodyRecord& f, const WaterProperties& water) const {
        return hull == f.hull && table->checkMadeFor(*hull, f.centreOfMassInHull, water);
    }
};

struct BuoyancyAction::EvaluationJob {
    BuoyancyAction* action;
    double timeStep;
    btVector3 worldGravity;
    bool applyNow;  // false: the free-surface field steps first, then pushAndApplyRange applies
};

namespace {

/// The free-surface field's push on the body, held in `fieldPush`, added to its result.
void addFieldPush(BodyRecord& f) {
    f.result.byKind[std::size_t(ForceKind::FreeSurface)] = f.fieldPush;
    f.result.force += f.fieldPush.force;
    f.result.torque += f.fieldPush.torque;
}

Status checkConstruction(const WaterSurface* water, const BuoyancyAction::Settings& settings) {
    if (!water) return Error("BuoyancyAction: the water surface is null");
    if (Status valid = settings.water.check(); !valid) return valid;
    if (!(std::isfinite(settings.wakeThreshold) && settings.wakeThreshold > 0.0))
        return Error("BuoyancyAction: wakeThreshold = " + limits::readable(settings.wakeThreshold) +
                     " must be finite and > 0");
    if (!(std::isfinite(settings.restFroudeNumber) && settings.restFroudeNumber >= 0.0))
        return Error("BuoyancyAction: restFroudeNumber = " + limits::readable(settings.restFroudeNumber) +
                     " must be finite and >= 0");
    if (!std::isfinite(settings.startTime)) return Error("BuoyancyAction: startTime must be finite");
    if (settings.radiationDamping.maxPanels < 1 || settings.radiationDamping.maxPanels > AddedMassOptions::kMaxPanelsLimit)
        return Error("BuoyancyAction: radiationDamping.maxPanels = " + std::to_string(settings.radiationDamping.maxPanels) +
                     " is outside [1, " + std::to_string(AddedMassOptions::kMaxPanelsLimit) + "]");
    if (!isSupported(settings.arch))
        return Error("BuoyancyAction: Settings::arch " + std::string(archName(settings.arch)) + ": " +
                     whyUnsupported(settings.arch));
    return {};
}

} // namespace

Result<std::unique_ptr<BuoyancyAction>> BuoyancyAction::create(std::shared_ptr<const WaterSurface> water,
                                                               const Settings& settings) {
    if (Status valid = checkConstruction(water.get(), settings); !valid) return valid.error();
    return std::make_unique<BuoyancyAction>(std::move(water), settings);
}

Result<std::unique_ptr<BuoyancyAction>> BuoyancyAction::create(btDynamicsWorld& world,
                                                               std::shared_ptr<const WaterSurface> water,
                                                               const Settings& settings) {
    if (Status valid = checkConstruction(water.get(), settings); !valid) return valid.error();
    return std::make_unique<BuoyancyAction>(world, std::move(water), settings);
}

BuoyancyAction::BuoyancyAction(std::shared_ptr<const WaterSurface> water, const Settings& settings)
    : water_(std::move(water)), settings_(settings), time_(settings.startTime) {
    orThrow(checkConstruction(water_.get(), settings));
}

BuoyancyAction::BuoyancyAction(btDynamicsWorld& world, std::shared_ptr<const WaterSurface> water, const Settings& settings)
    : BuoyancyAction(std::move(water), settings) {
    world.addAction(this);
    world_ = &world;
}

BuoyancyAction::~BuoyancyAction() {
    if (world_) world_->removeAction(this);
    // The bodies left behind fall with Bullet's gravity again: those known to be alive, a
    // HullRigidBody (it unlinks itself when it dies) or a bare body found in the world's list (one
    // deleted after it left the world is never read, as in updateAction).
    for (const auto& f : bodies_) {
        if (!f->owner) continue;
        forget(*f->owner);
        f->restoreBulletGravity();
    }
    if (!world_) return;
    const btCollisionObjectArray& objects = world_->getCollisionObjectArray();
    for (int i = 0; i < objects.size(); ++i) {
        const auto found = indexOf_.find(objects[i]);
        if (found != indexOf_.end() && !bodies_[found->second]->owner) bodies_[found->second]->restoreBulletGravity();
    }
}

void BuoyancyAction::forget(HullRigidBody& owner) {
    auto& actions = owner.actions_;
    actions.erase(std::remove(actions.begin(), actions.end(), this), actions.end());
}

Status BuoyancyAction::trySetWater(std::shared_ptr<const WaterSurface> water) {
    if (!water) return Error("BuoyancyAction::setWater: the water surface is null");
    if (freeSurface_ && water.get() != water_.get())
        return Error("BuoyancyAction::setWater: a free-surface field is set over the water it would replace; take "
                     "it off first (setFreeSurface(nullptr))");
    water_ = std::move(water);
    return {};
}

Status BuoyancyAction::trySetFreeSurface(FreeSurfaceField* field, int substepsPerStep) {
    if (substepsPerStep < 1 || substepsPerStep > 64)
        return Error("BuoyancyAction::setFreeSurface: substepsPerStep = " + std::to_string(substepsPerStep) +
                     " (must be in [1, 64])");
    if (field) {
        if (&field->base() != water_.get())
            return Error("BuoyancyAction::setFreeSurface: the field's base is not the action's water (the bodies float "
                         "on the base; the field adds their waves to it)");
        const FreeSurfaceSettings& s = field->settings();
        if (s.density != settings_.water.density || s.gravity != settings_.water.gravity)
            return Error("BuoyancyAction::setFreeSurface: the field's density " + limits::readable(s.density) +
                         " kg/m^3 and gravity " + limits::readable(s.gravity) + " m/s^2 are not the action's water's (" +
                         limits::readable(settings_.water.density) + ", " + limits::readable(settings_.water.gravity) + ")");
    }
    // Another field: each body's coupling starts afresh, its sources and push of the old field
    // dropped (their places are the old field's: another size's nodes would be out of its arrays).
    if (field != freeSurface_)
        for (const auto& f : bodies_) f->coupleToField(false);
    freeSurface_ = field;
    freeSurfaceInterval_ = substepsPerStep;
    freeSurfaceSubstep_ = 0;
    for (const auto& f : bodies_) f->coupleToField(field != nullptr);
    return {};
}

void BuoyancyAction::setFreeSurface(FreeSurfaceField* field, int substepsPerStep) {
    orThrow(trySetFreeSurface(field, substepsPerStep));
}

void BuoyancyAction::setWater(std::shared_ptr<const WaterSurface> water) { orThrow(trySetWater(std::move(water))); }

Result<FloatingBody*> BuoyancyAction::tryAddBody(btRigidBody* body, std::shared_ptr<const HullMesh> hull,
                                                 const btTransform& bodyFromHull, const ForceModel& model,
                                                 std::shared_ptr<const WaterSurface> ownWater) {
    if (!body) return Error("BuoyancyAction::addBody: the body is null");
    if (!hull) return Error("BuoyancyAction::addBody: the hull is null");
    if (!(body->getInvMass() > btScalar(0)))
        return Error("BuoyancyAction::addBody: body with hull '" + hull->sourceName() +
                     "' has zero mass (a static body cannot float)");
    if (find(body))
        return Error("BuoyancyAction::addBody: body with hull '" + hull->sourceName() + "' is already registered");
    const double mass = massOf(*body);
    if (!limits::kMassRange.contains(mass))
        return Error(limits::outsideRange("BuoyancyAction::addBody: the body with hull '" + hull->sourceName() + "': mass",
                                          mass, limits::kMassRange));
    if (Status valid = checkModelFor(model, *hull, mass); !valid) return valid.error();
    auto floating = std::make_unique<BodyRecord>(*this, body, std::move(hull), bodyFromHull, model, std::move(ownWater),
                                                 kernelSettings());
    if (model.addedMass > 0.0)
        if (Status made = attachAddedMass(*floating); !made) return made.error();
    sharePatchGrid(floating->patch);
    // Its radiation damping: the same as an earlier body's if it is the same body (exact equality:
    // the estimate is deterministic, so reuse changes nothing but the time).
    floating->radiationMass = mass;
    floating->radiationAddedMass = model.addedMass;
    const Mat3 inertia = inertiaInHull(*body, floating->bodyFromHull);
    const auto known = std::find_if(atRestEstimates_.begin(), atRestEstimates_.end(),
                                    [&](const AtRestEstimate& e) { return e.sameBody(*floating, inertia); });
    if (known != atRestEstimates_.end()) {
        floating->kernel.setRadiationDamping(known->damping);
        floating->kernel.setHullManoeuvring(known->manoeuvring);
        floating->rest = known->rest;
    } else {
        floating->estimateAtRest(settings_.water, settings_.radiationDamping);
        atRestEstimates_.push_back({floating->hull, floating->radiationMass, floating->model.addedMass,
                                    floating->centreOfMassInHull, inertia, floating->kernel.radiationDamping(),
                                    floating->kernel.hullManoeuvring(), floating->rest});
    }
    // The action applies gravity itself, in the water's phase (the class comment).
    floating->flagsBefore = body->getFlags();
    floating->gravityBefore = body->getGravity();
    floating->ownGravity = (body->getFlags() & BT_DISABLE_WORLD_GRAVITY) != 0;
    body->setFlags(body->getFlags() | BT_DISABLE_WORLD_GRAVITY);
    body->setGravity(btVector3(0, 0, 0));
    floating->clockAfterRun = body->getDeactivationTime();
    floating->coupleToField(freeSurface_ != nullptr);
    indexOf_.emplace(body, bodies_.size());
    if (floating->ownWater) ++bodiesOnOwnWater_;
    bodies_.push_back(std::move(floating));
    slots_.emplace_back();
    return &bodies_.back()->handle;
}

Result<FloatingBody*> BuoyancyAction::tryAddBody(HullRigidBody& body, const ForceModel& model,
                                                 std::shared_ptr<const WaterSurface> ownWater) {
    Result<FloatingBody*> added = tryAddBody(&body.body(), body.hull(), body.bodyFromHull(), model, std::move(ownWater));
    if (!added) return added;
    // Linked both ways, so whichever of the two dies first unlinks itself from the other.
    bodies_.back()->owner = &body;
    body.actions_.push_back(this);
    return added;
}

bool BuoyancyAction::particularsAtRest(const std::shared_ptr<const HullMesh>& hull, double mass,
                                       const Vec3& centreOfMassInHull, HydrostaticParticulars& out) {
    auto known = std::find_if(knownParticulars_.begin(), knownParticulars_.end(), [&](const KnownParticulars& k) {
        return k.hull == hull && k.mass == mass && k.centreOfMassInHull == centreOfMassInHull;
    });
    if (known == knownParticulars_.end()) {
        KnownParticulars worked{hull, mass, centreOfMassInHull, false, {}};
        // A body heavier than the water its hull displaces has no equilibrium (as restScaleOf).
        if (mass < settings_.water.density * hull->volume()) {
            const Result<HydrostaticAnalysis> analysis =
                HydrostaticAnalysis::create(*hull, mass, centreOfMassInHull, settings_.water);
            if (analysis) {
                worked.particulars = analysis.value().particulars(analysis.value().equilibrium().pose);
                worked.floats = true;
            }
        }
        known = knownParticulars_.insert(knownParticulars_.end(), std::move(worked));
    }
    out = known->particulars;
    return known->floats;
}

void BuoyancyAction::sharePatchGrid(WaterPatch& patch) {
    patchGrids_.erase(std::remove_if(patchGrids_.begin(), patchGrids_.end(),
                                     [](const auto& grid) { return grid.use_count() == 1; }),
                      patchGrids_.end());
    for (const auto& grid : patchGrids_)
        if (patch.shareGridPoints(grid)) return;
    patchGrids_.push_back(patch.gridPoints());
}

FloatingBody& BuoyancyAction::addBody(btRigidBody* body, std::shared_ptr<const HullMesh> hull,
                                      const btTransform& bodyFromHull, const ForceModel& model,
                                      std::shared_ptr<const WaterSurface> ownWater) {
    return *orThrow(tryAddBody(body, std::move(hull), bodyFromHull, model, std::move(ownWater)));
}

FloatingBody& BuoyancyAction::addBody(HullRigidBody& body, const ForceModel& model,
                                      std::shared_ptr<const WaterSurface> ownWater) {
    return *orThrow(tryAddBody(body, model, std::move(ownWater)));
}

bool BuoyancyAction::removeBody(const btRigidBody* body) {
    const auto found = indexOf_.find(body);
    if (found == indexOf_.end()) return false;
    const std::size_t index = found->second;
    BodyRecord& f = *bodies_[index];
    if (f.owner) forget(*f.owner);
    f.restoreBulletGravity();
    indexOf_.erase(found);
    if (f.ownWater) --bodiesOnOwnWater_;
    bodies_.erase(bodies_.begin() + std::ptrdiff_t(index));
    slots_.erase(slots_.begin() + std::ptrdiff_t(index));
    // The bodies after it move down one place (registration order is the order impulses are applied).
    for (auto& entry : indexOf_)
        if (entry.second > index) --entry.second;
    return true;
}

ForceKernel::Settings BuoyancyAction::kernelSettings() const {
    ForceKernel::Settings kernel;
    kernel.arch = settings_.arch;
    kernel.method = settings_.method;
    kernel.collectWaterline = settings_.collectWaterline;
    return kernel;
}

BodyRecord* BuoyancyAction::find(const btRigidBody* body) const {
    const auto found = indexOf_.find(body);
    return found == indexOf_.end() ? nullptr : bodies_[found->second].get();
}

FloatingBody* BuoyancyAction::body(const btRigidBody* rigidBody) {
    BodyRecord* f = find(rigidBody);
    return f ? &f->handle : nullptr;
}

const FloatingBody* BuoyancyAction::body(const btRigidBody* rigidBody) const {
    const BodyRecord* f = find(rigidBody);
    return f ? &f->handle : nullptr;
}

Status BuoyancyAction::tryUseAddedMassTable(std::shared_ptr<const HullMesh> hull, const Vec3& centreOfMassInHull,
                                            std::shared_ptr<const AddedMassTable> table) {
    if (!hull) return Error("BuoyancyAction::useAddedMassTable: the hull is null");
    if (!table) return Error("BuoyancyAction::useAddedMassTable: the table is null");
    if (Status matches = table->checkMadeFor(*hull, centreOfMassInHull, settings_.water); !matches)
        return Error("BuoyancyAction::useAddedMassTable: the table was " + matches.error().message());
    // In front of any the action made: the first that serves a body is the one it gets.
    addedMassTables_.insert(addedMassTables_.begin(), {std::move(hull), std::move(table)});
    return {};
}

Status BuoyancyAction::attachAddedMass(BodyRecord& f) {
    const auto known = std::find_if(addedMassTables_.begin(), addedMassTables_.end(),
                                    [&](const AddedMassEntry& e) { return e.serves(f, settings_.water); });
    if (known != addedMassTables_.end()) {
        f.addedMass = known->table;
        return {};
    }
    Result<AddedMassTable> made = AddedMassTable::tryCreate(*f.hull, f.centreOfMassInHull, settings_.water);
    if (!made)
        return Error(describe(f.body, *f.hull) + ": " + made.error().message() +
                     "; ForceModel::addedMass = 0 floats it without added mass");
    f.addedMass = std::make_shared<const AddedMassTable>(std::move(made.value()));
    addedMassTables_.push_back({f.hull, f.addedMass});
    return {};
}

void BuoyancyAction::updateAction(btCollisionWorld* world, btScalar timeStep) {
    const auto start = std::chrono::steady_clock::now();
    const double dt = double(timeStep);
    time_ += dt;
    // The shared per-instant work (a spectral ocean's FFT) once, here, rather than on whichever
    // thread's body asks first while the others wait for it.
    water_->prepare(time_);
    if (bodiesOnOwnWater_ > 0)
        for (const auto& f : bodies_)
            if (f->ownWater) f->ownWater->prepare(time_);
    // Which bodies are in the world, from the world's own list: a body taken out of it (and perhaps
    // deleted since) is never read. One hash lookup per object of the world, nothing copied; each
    // body's task reads its mark (evaluateRange), so that this pass touches no body's record.
    ++worldScan_;
    if (world) {
        const btCollisionObjectArray& objects = world->getCollisionObjectArray();
        for (int i = 0; i < objects.size(); ++i) {
            const auto found = indexOf_.find(objects[i]);
            if (found != indexOf_.end()) slots_[found->second].seenInScan = worldScan_;
        }
    }
    // Each body only reads Bullet and the water, and writes its own record and its own Bullet body:
    // no sharing, so the game's threads may take them in any order and split. Bullet calls actions
    // only from a btDynamicsWorld (btDiscreteDynamicsWorld::updateActions).
    // In a substep that couples the bodies to a free-surface field, the field steps between each
    // body's sources and its push (FreeSurfaceCoupling.h), so the impulses are applied after it.
    const bool coupling = freeSurface_ && freeSurfaceSubstep_ == 0;
    EvaluationJob job{this, dt, world ? static_cast<btDynamicsWorld*>(world)->getGravity() : btVector3(0, 0, 0), !coupling};
    auto overBodies = [&](TaskSystem::RangeFunction function) {
        if (settings_.tasks)
            settings_.tasks->parallelFor(bodies_.size(), 1, function, &job);
        else
            function(0, bodies_.size(), &job);
    };
    overBodies(&BuoyancyAction::evaluateRange);
    if (coupling) {
        // The bodies' sources in registration order, whatever threads measured them, then the
        // field's step over the substeps to the next coupling (docs/water.md §8), then each body's
        // push. A body evaluated at an interval keeps its last sources and its push.
        for (const auto& f : bodies_)
            if (f->coupling && f->skip == Skip::None) f->coupling->addSources(*freeSurface_);
        // Within the kernel's own limits on a step (1e-7 to 10 s), 64 substeps at most. On the
        // game's threads, as the bodies.
        SequentialTasks here;
        (void)freeSurface_->tryStep(dt * freeSurfaceInterval_, settings_.tasks ? *settings_.tasks : here);
        overBodies(&BuoyancyAction::pushAndApplyRange);
    }
    if (freeSurface_) freeSurfaceSubstep_ = (freeSurfaceSubstep_ + 1) % freeSurfaceInterval_;
    // The skips counted and reported in registration order, from each body's slot.
    for (std::size_t i = 0; i < bodies_.size(); ++i)
        if (const Skip why = slots_[i].skip; why != Skip::None) {
            ++skipCounts_[std::size_t(why)];
            reportSkip(*bodies_[i]);
        }
    if (listener_) {
        substepRecords_.clear();
        for (const auto& f : bodies_) substepRecords_.push_back({f->body, &f->result, f->skip});
        listener_(time_, dt, substepRecords_.data(), substepRecords_.size());
    }
    lastMicroseconds_ = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count();
    totalMicroseconds_ += lastMicroseconds_;
    ++updates_;
}

void BuoyancyAction::evaluateRange(std::size_t begin, std::size_t end, void* context) {
    const EvaluationJob& job = *static_cast<const EvaluationJob*>(context);
    BuoyancyAction& action = *job.action;
    for (std::size_t i = begin; i < end; ++i) {
        BodyRecord& f = *action.bodies_[i];
        BodySlot& slot = action.slots_[i];
        f.skip = slot.seenInScan == action.worldScan_ ? Skip::None : Skip::NotInWorld;
        // A body not in the world may have been deleted since: its btRigidBody is never read.
        if (f.skip != Skip::NotInWorld) action.chooseLevel(f);
        action.evaluate(f, job.timeStep);
        slot.skip = f.skip;
        if (job.applyNow) action.finishSubstep(f, job);
    }
}

void BuoyancyAction::pushAndApplyRange(std::size_t begin, std::size_t end, void* context) {
    const EvaluationJob& job = *static_cast<const EvaluationJob*>(context);
    for (std::size_t i = begin; i < end; ++i) {
        BodyRecord& f = *job.action->bodies_[i];
        if (f.skip == Skip::None && f.fieldMeasured) {
            const FreeSurfaceLoad load = f.coupling->push(*job.action->freeSurface_);
            f.fieldPush = {load.force, load.torque};
            addFieldPush(f);
        }
        job.action->finishSubstep(f, job);
    }
}

void BuoyancyAction::finishSubstep(BodyRecord& f, const EvaluationJob& job) {
    if (f.skip == Skip::None) apply(f, job.worldGravity, job.timeStep);
    if (f.skip != Skip::NotInWorld) f.rememberRun(btScalar(job.timeStep));
}

void BuoyancyAction::evaluate(BodyRecord& f, double timeStep) {
    auto notEvaluated = [&f](Skip why) {
        f.skip = why;
        f.result.clear();
        f.result.status = ForceResult::Status::NotEvaluated;
        f.substepsUntilEvaluation = 0;  // evaluated again as soon as it can be
        f.microseconds = 0.0;
    };
    if (f.skip == Skip::NotInWorld) return notEvaluated(Skip::NotInWorld);  // left alone, never read
    if (f.body->getActivationState() == DISABLE_SIMULATION) return notEvaluated(Skip::Disabled);
    if (!(f.body->getInvMass() > btScalar(0))) return notEvaluated(Skip::ZeroMass);
    // Level of detail (setEvaluationInterval): between evaluations the last result is applied again.
    if (f.substepsUntilEvaluation > 0) {
        --f.substepsUntilEvaluation;
        f.microseconds = 0.0;
        return;
    }
    const auto start = std::chrono::steady_clock::now();
    const btTransform& centreOfMass = f.body->getCenterOfMassTransform();
    BodyState& s = f.state;
    s.centreOfMassInHull = f.centreOfMassInHull;
    // A sleeping body is at rest: Bullet zeroes its velocities only at the end of its first
    // sleeping substep, and until then they still hold the last substep's impulse.
    const bool asleep = !f.body->isActive();
    s.linearVelocity = asleep ? Vec3{} : toVec3(f.body->getLinearVelocity());
    s.angularVelocity = asleep ? Vec3{} : toVec3(f.body->getAngularVelocity());
    s.mass = massOf(*f.body);
    // The game changed the body's mass or its model's added mass: its radiation damping changes with
    // its draft and periods. (Outside Limits.h the kernel refuses the state below, so there is
    // nothing to estimate.)
    if ((s.mass != f.radiationMass || f.model.addedMass != f.radiationAddedMass) &&
        limits::within(s.mass, limits::kMinMass, limits::kMaxMass))
        f.estimateAtRest(settings_.water, settings_.radiationDamping);
    if (s.mass != f.resolvedMass) f.resolveModel(s.mass);
    const btVector3 inverseInertia = f.body->getInvInertiaDiagLocal();
    Mat3 inertiaLocal;
    for (int k = 0; k < 3; ++k) inertiaLocal(k, k) = inverseInertia[k] > btScalar(0) ? 1.0 / double(inverseInertia[k]) : 0.0;
    placeAt(s, centreOfMass, f.bodyFromHull, inertiaLocal);
    s.time = time_;
    // One evaluation stands for the next `intervalNow` substeps (level of detail,
    // setEvaluationInterval), its impulse applied again at each. It is taken where the body will be
    // at their middle, (n - 1) / 2 substeps on by Bullet's own integration, so that on average it
    // lags none of them. Taken where the body was at the first, it lagged them all by that much: a
    // negative damping of the body's stiffness times the lag, which grew the roll in the storm of the
    // stiffest game ships by 7 to 11 % once per frame of four substeps (docs/bullet.md §7).
    const BodyState evaluated =
        movedOn(s, centreOfMass, f.bodyFromHull, inertiaLocal, 0.5 * double(f.intervalNow - 1) * timeStep);
    const WaterSurface& water = f.ownWater ? *f.ownWater : *water_;
    // The patch refuses a centre outside Limits.h itself; the kernel then reports the state.
    f.patch.follow(evaluated.centreOfMass, water, evaluated.time, f.model.usesWaterVelocity());
    // The kernel integrates over all of the substeps (slamming's mean, the drag clamps), so its
    // impulse, applied once per substep, adds up to what one substep of that length would give.
    const double span = timeStep * f.intervalNow;
    f.kernelAt(f.level).compute(evaluated, f.patch, settings_.water, f.resolvedModel, span, f.result);
    if (f.blendsLeft > 0 && f.result.status == ForceResult::Status::Ok) {
        // A change of hull (LevelOfDetail.h): the hull it leaves weighs in less at each evaluation.
        f.kernelAt(f.blendFrom).compute(evaluated, f.patch, settings_.water, f.resolvedModel, span, f.blendResult);
        if (f.blendResult.status == ForceResult::Status::Ok)
            blendInto(f.result, f.blendResult, double(f.blendsLeft) / double(LevelOfDetail::kBlendEvaluations + 1));
        --f.blendsLeft;
    }
    if (f.result.status == ForceResult::Status::Ok)
        f.appendages.addForces(evaluated, water, settings_.water, span, f.result);
    // The free-surface field (trySetFreeSurface): in a coupling substep the body's sources over the
    // field's coming step, and its push after that step (pushAndApplyRange); between, the push held.
    // Its state passed the kernel's checks, which are the coupling's.
    f.fieldMeasured = false;
    if (f.result.status == ForceResult::Status::Ok && f.coupling) {
        const double fieldStep = timeStep * freeSurfaceInterval_;
        f.fieldMeasured = freeSurfaceSubstep_ == 0 && f.coupling->tryFindSources(s, *freeSurface_, fieldStep);
        if (!f.fieldMeasured) addFieldPush(f);
    }
    // The kernel has refused a state, water or step outside Limits.h; what the flooding can still
    // refuse is a sea that is not finite at an opening outside the patch: skipped as the kernel's.
    if (f.result.status == ForceResult::Status::Ok && f.flooding.compartmentCount() > 0 &&
        !f.flooding.step(evaluated, water, settings_.water, span)) {
        f.result.clear();
        f.result.status = ForceResult::Status::InvalidWater;
    }
    if (f.result.status == ForceResult::Status::InvalidState) f.skip = Skip::InvalidState;
    if (f.result.status == ForceResult::Status::InvalidWater) f.skip = Skip::InvalidWater;
    f.substepsUntilEvaluation = f.result.status == ForceResult::Status::Ok ? f.intervalNow - 1 : 0;
    f.turningKept = false;  // a new state and result
    f.microseconds = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count();
}

void BuoyancyAction::apply(BodyRecord& f, const btVector3& worldGravity, double timeStep) {
    const ForceResult& r = f.result;
    const Vec3 gravity = toVec3(f.ownGravity ? f.gravityBefore : worldGravity);
    // The floodwater's weight at its centroid, and its mass carried there (trySetFlooding).
    const FloodLoad flood = f.flooding.load(settings_.water);
    const Vec3 floodOffset = f.state.rotation * (flood.centroid - f.state.centreOfMassInHull);
    const Vec3 weight = gravity * (f.state.mass + flood.mass);
    const Vec3 floodMoment = flood.mass > 0.0 ? cross(floodOffset, gravity * flood.mass) : Vec3{};
    // The sleeping rules of the class comment. Bullet's own test looks at speeds only, against
    // thresholds meant for falling crates, and a floating body passes slowly through its turning
    // points: so a body that is out of balance, moving, on moving water or taking water is kept
    // awake. Each threshold is the body's own: its weight, its metacentric heights, its heave period
    // and its length's Froude speed.
    // Each rule is worked out only if the ones before have not already decided (most bodies on
    // waves are moving, and the water's speed at the centre is a look-up in the patch).
    const bool takingWater =
        std::abs(flood.mass - f.lastFloodMass) * f.rest.heavePeriod > timeStep * settings_.wakeThreshold * (f.state.mass + flood.mass);
    f.lastFloodMass = flood.mass;
    const double gravityMagnitude = length(gravity);
    const double restSpeed = settings_.restFroudeNumber * std::sqrt(gravityMagnitude * f.hull->length());
    auto moving = [&] {
        const double restSpin = settings_.restFroudeNumber * std::sqrt(gravityMagnitude / f.hull->length());
        return length(f.state.linearVelocity) > restSpeed || length(f.state.angularVelocity) > restSpin;
    };
    auto unbalanced = [&] {
        const double threshold = settings_.wakeThreshold * length(weight);
        const Vec3 torqueInHull = f.state.rotation.transposed() * (r.torque + floodMoment);
        return length(r.force + weight) > threshold || std::abs(torqueInHull.x) > threshold * f.rest.rollLever ||
               std::abs(torqueInHull.y) > threshold * f.rest.rollLever || std::abs(torqueInHull.z) > threshold * f.rest.pitchLever;
    };
    auto waterMoving = [&] {
        const Vec3 patchShift = f.state.centreOfMass - f.patch.centre();
        return length(f.patch.velocityAt(float(patchShift.x), float(patchShift.z))) > restSpeed;
    };
    if (!f.body->isActive()) {
        if (!takingWater && !unbalanced() && !waterMoving()) return;  // asleep on still water: nothing to apply
        // Woken from rest (Bullet zeroes a sleeping body's velocities only at the end of its first
        // sleeping substep; until then they may still hold the last substep's kick).
        f.body->activate();
        f.body->setLinearVelocity(btVector3(0, 0, 0));
        f.body->setAngularVelocity(btVector3(0, 0, 0));
    } else if (takingWater || moving() || unbalanced() || waterMoving()) {
        f.body->setDeactivationTime(btScalar(0));
    }
    BodyImpulse impulse{(r.force + weight) * timeStep, (r.torque + floodMoment) * timeStep};
    const bool addedMass = f.addedMass && f.model.addedMass > 0.0;
    if (addedMass || flood.mass > 0.0) {
        // The body moves as (M + A + P) dv = J (AddedMassTable.h), with P the floodwater's mass, for
        // the water's push and the weight and for the forces the game has applied to it since the
        // frame began, which Bullet will apply itself in the next substep: they are taken out again
        // after the turning.
        const BodyImpulse game{toVec3(f.body->getTotalForce()) * timeStep, toVec3(f.body->getTotalTorque()) * timeStep};
        const BodyImpulse all{impulse.linear + game.linear, impulse.angular + game.angular};
        const BodyImpulse turned = f.turnedNow(all, flood, floodOffset, timeStep);
        impulse = {turned.linear - game.linear, turned.angular - game.angular};
    }
    f.body->applyCentralImpulse(toBt(impulse.linear));
    f.body->applyTorqueImpulse(toBt(impulse.angular));
}

} // namespace hydro
