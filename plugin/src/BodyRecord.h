// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file BodyRecord.h
/// What BuoyancyAction keeps for each registered body (private to the plugin): behind the body's
/// handle (FloatingBody.h), shared by the action's stepping and its snapshots (BuoyancySnapshot.h).

#include "hydro/bullet/BuoyancyAction.h"
#include "hydro/FreeSurfaceCoupling.h"
#include "hydro/HullManoeuvringEstimate.h"
#include "hydro/RadiationDampingEstimate.h"

#include "BulletConvert.h"
#include "RestScale.h"

#include <atomic>
#include <chrono>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

namespace hydro {

/// The body's inertia about its centre of mass in hull axes, kg m^2 (Bullet keeps the principal
/// moments in the body frame; an infinite moment, inverse 0, is left 0).
inline Mat3 inertiaInHull(const btRigidBody& body, const btTransform& bodyFromHull) {
    const btVector3 inverse = body.getInvInertiaDiagLocal();
    Mat3 principal;
    for (int k = 0; k < 3; ++k) principal(k, k) = inverse[k] > btScalar(0) ? 1.0 / double(inverse[k]) : 0.0;
    const Mat3 hullToBody = toMat3(bodyFromHull.getBasis());
    return hullToBody.transposed() * principal * hullToBody;
}

/// "the body at 0x... (hull 'name')": the address is what the game holds; the hull says which one.
inline std::string describe(const btRigidBody* body, const HullMesh& hull) {
    char address[32];
    std::snprintf(address, sizeof address, "%p", static_cast<const void*>(body));
    return std::string("the body at ") + address + " (hull '" + hull.sourceName() + "')";
}

/// Refuses a model that is invalid as given or once resolved for a body of `hull` and `mass` (a
/// preset scaled to a body far beyond the limits); warns once, when it is given, of absolute
/// coefficients far from what the body's size takes (ForceModel::scaleWarnings).
Status checkModelFor(const ForceModel& model, const HullMesh& hull, double mass);

/// One registered body and everything its substep needs, sized once here (docs/architecture.md).
/// Its address is stable while it is registered (the action holds it by unique_ptr), and so is its
/// handle's.
struct BodyRecord {
    BodyRecord(BuoyancyAction& a, btRigidBody* b, std::shared_ptr<const HullMesh> h, const btTransform& bodyFromHullIn,
               const ForceModel& m, std::shared_ptr<const WaterSurface> w, const ForceKernel::Settings& kernelSettings)
        : action(a), body(b), hull(std::move(h)), bodyFromHull(bodyFromHullIn),
          centreOfMassInHull(toVec3(bodyFromHullIn.inverse().getOrigin())), model(m), ownWater(std::move(w)),
          patch(WaterPatch::forHull(*hull, centreOfMassInHull)), kernel(*hull, kernelSettings) {
        resolveModel(massOf(*b));
    }

    BuoyancyAction& action;  // the one it is registered with
    FloatingBody handle{*this};  // what the game holds
    btRigidBody* body;
    HullRigidBody* owner = nullptr;  // the HullRigidBody it came from, which lists this action
    std::shared_ptr<const HullMesh> hull;
    btTransform bodyFromHull;  // hull coordinates -> Bullet's centre-of-mass frame
    Vec3 centreOfMassInHull;   // the body frame's origin in hull coordinates
    ForceModel model;          // as the game gave it
    ForceModel resolvedModel;  // the same for this body's size (ForceModel::resolvedFor): the kernel's
    double resolvedMass = 0.0; // the mass it was resolved for
    std::shared_ptr<const WaterSurface> ownWater;
    WaterPatch patch;
    ForceKernel kernel;
    // The level of detail (LevelOfDetail.h): the coarser hulls and their kernels, the level the body
    // is evaluated at, and the one it is blending from (while blendsLeft > 0, both are evaluated).
    std::vector<std::shared_ptr<const HullMesh>> coarserHulls;
    std::vector<ForceKernel> coarserKernels;
    int level = 0;
    int blendFrom = 0;
    int blendsLeft = 0;
    ForceResult blendResult;  // the level it blends from, evaluated beside
    int intervalNow = 1;      // the evaluation interval this substep: its own, or the focus's if longer
    std::unique_ptr<FreeSurfaceCoupling> coupling;  // while the action has a free-surface field
    Wrench fieldPush;  // its last measure, held between couplings (trySetFreeSurface's substepsPerStep)
    bool fieldMeasured = false;  // its sources found this substep: its push is read after the field's step
    Appendages appendages;  // none unless setAppendages
    Flooding flooding;      // no compartments unless setFlooding
    std::shared_ptr<const AddedMassTable> addedMass;  // made when its model first asks for added mass
    ForceResult result;
    BodyState state;
    // How the added mass and the floodwater turn each substep's impulse (ImpulseTurning) for the
    // last evaluation's state and result: made by the first substep that applies them and kept
    // while they are held (evaluationInterval > 1). An evaluation or a restore drops it.
    ImpulseTurning turning;
    bool turningKept = false;
    double turningScale = 0.0;  // what it was made with that the game may change in between: the
    FloodLoad turningFlood;     // model's added mass and the floodwater
    // The last impulse turned with it, its step and what came out: a held result gives the same
    // impulse every substep (unless the game's forces change), and turning it again the same bits.
    BodyImpulse lastImpulse, lastTurned;
    double lastTurnedStep = 0.0;

    /// `impulse` over `timeStep` turned by the added mass and the floodwater `flood` at
    /// `floodOffset` from the centre of mass (world axes): the turning made again only when something
    /// it depends on changed, and the product only when the impulse or the step did.
    BodyImpulse turnedNow(const BodyImpulse& impulse, const FloodLoad& flood, const Vec3& floodOffset, double timeStep) {
        const bool turningHolds = turningKept && turningScale == model.addedMass && turningFlood.mass == flood.mass &&
                                  turningFlood.centroid == flood.centroid;
        if (turningHolds && timeStep == lastTurnedStep && impulse.linear == lastImpulse.linear &&
            impulse.angular == lastImpulse.angular)
            return lastTurned;
        if (!turningHolds) {
            const Matrix6 carried = flood.mass > 0.0 ? Matrix6::pointMass(flood.mass, floodOffset) : Matrix6{};
            turning = addedMass && model.addedMass > 0.0
                          ? addedMass->turningFor(state, result.submergedVolume / hull->volume(), model.addedMass, carried)
                          : turningWithAddedMass(carried, state.mass, state.inertia);
            turningKept = true;
            turningScale = model.addedMass;
            turningFlood = flood;
        }
        lastTurned = turning(impulse, timeStep);
        lastImpulse = impulse;
        lastTurnedStep = timeStep;
        return lastTurned;
    }
    FloatingBody::Skip skip = FloatingBody::Skip::None;  // why nothing was applied this substep
    // Bullet's gravity of the body before registration, restored by removeBody. A body that came
    // with BT_DISABLE_WORLD_GRAVITY keeps falling with its own gravity; the others with the world's.
    int flagsBefore = 0;
    btVector3 gravityBefore{0, 0, 0};
    bool ownGravity = false;
    double radiationMass = 0.0;  // the mass the kernel's radiation damping was estimated for
    double radiationAddedMass = 0.0;  // and the model's added-mass multiplier then
    RestScale rest;                   // for the sleeping rules, estimated with the radiation damping
    double lastFloodMass = 0.0;       // kg of floodwater at the last substep, for the sleeping rules

    ForceKernel& kernelAt(int detailLevel) {
        return detailLevel == 0 ? kernel : coarserKernels[std::size_t(detailLevel - 1)];
    }
    const ForceKernel& kernelAt(int detailLevel) const {
        return detailLevel == 0 ? kernel : coarserKernels[std::size_t(detailLevel - 1)];
    }
    const HullMesh& hullAt(int detailLevel) const {
        return detailLevel == 0 ? *hull : *coarserHulls[std::size_t(detailLevel - 1)];
    }
    /// Gives the coarser kernels the full hull's radiation damping and hull manoeuvring: they are
    /// the body's, not the mesh's.
    void shareBodyTables() {
        for (ForceKernel& coarser : coarserKernels) {
            coarser.setRadiationDamping(kernel.radiationDamping());
            coarser.setHullManoeuvring(kernel.hullManoeuvring());
        }
    }
    /// Goes to `detailLevel`, blending from where it is over LevelOfDetail::kBlendEvaluations
    /// evaluations; the new level's kernel starts without a slamming history (it was not stepped).
    void moveToLevel(int detailLevel) {
        if (detailLevel == level) return;
        blendFrom = level;
        level = detailLevel;
        blendsLeft = LevelOfDetail::kBlendEvaluations;
        kernelAt(level).resetHistory();
    }

    /// The model's coefficients for this body at `mass`, once, rather than by the kernel every call.
    void resolveModel(double mass) {
        resolvedModel = model.resolvedFor({hull->length(), mass});
        resolvedMass = mass;
        // The field carries the body's own waves and the damping they take away (docs/water.md §8).
        if (coupling) resolvedModel.radiationDamping = 0.0;
    }
    /// Couples the body to a free-surface field, or (false) uncouples it. A body on its own water
    /// is never coupled.
    void coupleToField(bool on) {
        if (on == bool(coupling) || (on && ownWater)) return;
        coupling = on ? std::make_unique<FreeSurfaceCoupling>(*hull) : nullptr;
        fieldPush = {};
        resolveModel(resolvedMass);
    }

    /// Gives the body back the gravity Bullet applied to it before registration.
    void restoreBulletGravity() {
        body->setFlags(flagsBefore);
        body->setGravity(gravityBefore);
    }

    /// The added mass the action applies to the body floating at rest (its immersion then), hull axes.
    Matrix6 addedMassAtRest(const WaterProperties& water) const {
        if (!addedMass || !(model.addedMass > 0.0)) return {};
        return addedMass->at(massOf(*body) / (water.density * hull->volume())) * model.addedMass;
    }
    /// Estimates the radiation damping (RadiationDampingEstimate.h), the hull's shape for its sway
    /// and yaw forces (HullManoeuvringEstimate.h) and the rest scale (RestScale.h) for the body's
    /// mass, inertia and added mass now.
    void estimateAtRest(const WaterProperties& water, const RadiationDampingOptions& options) {
        radiationMass = massOf(*body);
        radiationAddedMass = model.addedMass;
        kernel.setRadiationDamping(estimateRadiationDamping(*hull, radiationMass, centreOfMassInHull,
                                                            inertiaInHull(*body, bodyFromHull), water,
                                                            addedMassAtRest(water), options));
        kernel.setHullManoeuvring(estimateHullManoeuvring(*hull, radiationMass, centreOfMassInHull, water));
        shareBodyTables();
        rest = restScaleOf(*hull, radiationMass, centreOfMassInHull, water);
    }
    double microseconds = 0.0;  // wall time of the last evaluation
    int evaluationInterval = 1;      // substeps per evaluation (setEvaluationInterval)
    int substepsUntilEvaluation = 0;  // substeps that hold the last result before the next evaluation
    unsigned reportedSkips = 0;  // bit k: Skip k has been reported for this body (reportSkip)
    // Bullet's deactivation clock as the action left it, and the substep after which one more
    // advance by Bullet is expected (steppedWithoutAction).
    btScalar clockAfterRun = 0;
    btScalar lastStep = 0;
    mutable std::atomic<bool> notSteppedReported{false};

    /// The action has run for this body: a new episode of steppedWithoutAction may begin.
    void rememberRun(btScalar timeStep) {
        clockAfterRun = body->getDeactivationTime();
        lastStep = timeStep;
        notSteppedReported = false;
    }
};

} // namespace hydro
