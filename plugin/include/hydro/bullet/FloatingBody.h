// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file FloatingBody.h
/// One body registered with a BuoyancyAction, as the game holds it: everything that belongs to
/// that body alone (its force model, appendages, flooding, level of detail, radiation damping, its
/// last result and state), where the action keeps what is shared (the water, the threads, the
/// schedule). docs/bullet.md §6.

#include "hydro/Appendages.h"
#include "hydro/BodyState.h"
#include "hydro/Flooding.h"
#include "hydro/ForceModel.h"
#include "hydro/ForceResult.h"
#include "hydro/HullMesh.h"
#include "hydro/RadiationDamping.h"
#include "hydro/Result.h"

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

class btRigidBody;

namespace hydro {

struct BodyRecord;

/// Given by BuoyancyAction::addBody (or found from the Bullet body with BuoyancyAction::body), and
/// valid until the body is removed from the action or the action is destroyed, as the btRigidBody
/// it floats is valid until the game deletes it. The action owns it: it is neither copied nor
/// moved, so a reference or pointer to it stays the same for the body's whole registration.
///
/// Calls that can refuse come in the library's two forms (docs/architecture.md §6): the value form
/// (`try...`, returning the refusal) and the throwing form. A call on the handle cannot meet a body
/// that is not registered, so only what is given is checked. Edits are made between steps, not
/// while the world steps.
class FloatingBody {
public:
    FloatingBody(const FloatingBody&) = delete;
    FloatingBody& operator=(const FloatingBody&) = delete;

    /// The Bullet body this floats (not owned).
    btRigidBody& rigidBody() const;
    /// The hull its water forces are integrated over.
    const HullMesh& hull() const;

    /// Replaces the force model (refused if it is invalid as given or once scaled to this body).
    /// Live edits are fine between steps.
    Status trySetForceModel(const ForceModel& model);
    void setForceModel(const ForceModel& model);
    /// The force model as the game gave it (not scaled: ForceModel::resolvedFor gives that).
    const ForceModel& forceModel() const;

    /// Foils (rudders, keels, fins, hydrofoils) and slender members (Morison), evaluated after the
    /// hull each substep, in the same task, into lastResult's Foil and Morison kinds (Appendages.h,
    /// docs/appendages.md). Replaces the ones it had; an empty set removes them.
    void setAppendages(Appendages appendages);
    /// Their last states, and the foils' deflections a game steers with between steps
    /// (appendages().trySetDeflection).
    Appendages& appendages();
    const Appendages& appendages() const;

    /// Compartments that water can flood (Flooding.h, docs/flooding.md), stepped each time the body
    /// is evaluated, in its task, with its pose and the water's height at each opening. The
    /// floodwater's weight acts at its centroid, and its mass moves with the hull as a point mass
    /// there: the impulses are turned by (M + A + P)^-1 as the added mass's are (AddedMassTable.h),
    /// so Bullet's own mass, centre of mass and inertia stay the dry hull's and nothing jumps as water
    /// comes in. Replaces the flooding it had. Refused for compartments outside the hull or
    /// overlapping (checkCompartments, Compartment.h).
    Status trySetFlooding(Flooding flooding);
    void setFlooding(Flooding flooding);
    /// The water in its compartments, and where the game makes breaches, opens doors and runs pumps
    /// between steps (flooding().tryAddBreach).
    Flooding& flooding();
    const Flooding& flooding() const;

    /// Level of detail, chosen by the game (a body far from the camera, say): evaluated once every
    /// `substeps` substeps, and the result applied in each of them. The evaluation integrates over
    /// all of them (as one substep that long would: slamming's mean and the drag clamps use the
    /// whole span) and is taken where the body will be in the middle of them (moved on by its
    /// velocities as Bullet integrates it), so that it lags none of them on average; the motion is
    /// that of a body stepped `substeps` times more coarsely, while Bullet and gravity keep the fine
    /// step. The cost falls by that factor; docs/bullet.md §7 gives
    /// the accuracy. 1 (the default) evaluates every substep. Refused outside [1, kMaxEvaluationInterval].
    Status trySetEvaluationInterval(int substeps);
    void setEvaluationInterval(int substeps);
    int evaluationInterval() const;
    static constexpr int kMaxEvaluationInterval = 64;

    /// Coarser hulls of the same body, finest first (HullPreparationOptions::detailLevels makes
    /// them beside the full one), for the level of detail the game steers (LevelOfDetail.h): in the
    /// full hull's coordinates, closed, each with its volume within kMaxCoarserVolumeChange of the
    /// full hull's and its centroid within that fraction of its length, no more triangles than the
    /// hull before it, and, where the body floats, metacentric heights at its loading now within
    /// kMaxCoarserMetacentricHeightChange of the full hull's (not compared where the full hull's
    /// is nil: a ball's). Replaces the ones it had; an empty list removes them. The body's mass,
    /// centre of mass, added mass and damping stay the full hull's: a coarser hull only changes
    /// where the water's pressure is integrated.
    Status trySetCoarserHulls(std::vector<std::shared_ptr<const HullMesh>> hulls);
    void setCoarserHulls(std::vector<std::shared_ptr<const HullMesh>> hulls);
    std::size_t coarserHullCount() const;
    static constexpr double kMaxCoarserVolumeChange = 0.1;
    /// A coarser hull with other metacentric heights floats the body as another boat: on the game
    /// ships of the tree in the storm, levels whose transverse heights were 7 to 44 % off moved the
    /// roll range by 11 to 175 % (docs/bullet.md §7). 3 % refuses those; it does not promise a small
    /// boat's ranges in a storm, which the levels within it still moved by up to 24 % there.
    static constexpr double kMaxCoarserMetacentricHeightChange = 0.03;
    /// The hull it is evaluated on now: 0 the full hull, k its k-th coarser hull.
    int detailLevel() const;

    /// The radiation damping `damping`, estimated earlier and kept (RadiationDampingFile.h,
    /// `hydrostatics --radiation-damping`), in place of the one the action made at registration: a
    /// game prepares the panel method's damping with its assets and pays nothing when a level loads.
    /// Refused if it was made for another hull, mass, centre of gravity or water
    /// (checkRadiationDampingMadeFor). Kept until the game changes the body's mass, when the action
    /// estimates again (BuoyancyAction::Settings::radiationDamping).
    Status tryUseRadiationDamping(const RadiationDamping& damping);

    /// Why the action applied nothing to the body in a substep.
    enum class Skip {
        None,              ///< not skipped: the water's action was applied
        NotInWorld,        ///< the body is not in the world the action runs in
        Disabled,          ///< Bullet disabled its simulation (DISABLE_SIMULATION)
        ZeroMass,          ///< its inverse mass is zero: static or kinematic now
        InvalidState,      ///< its state was outside Limits.h (ForceResult::Status::InvalidState)
        InvalidWater,      ///< its water was not finite or outside Limits.h (Status::InvalidWater)
        ActionNotStepped,  ///< its world stepped it without running the action (BuoyancyAction.h)
    };
    static constexpr std::size_t kSkipKinds = 7;
    static const char* skipName(Skip why);

    /// The water's action on the body during the last substep. Forces and torques are those
    /// applied (world axes, torque about the centre of mass). A skipped body has every output zero
    /// and a status other than Ok (lastSkip says why).
    const ForceResult& lastResult() const;
    /// The state the body was evaluated in for lastResult: its pose, velocities and the water's
    /// clock, as the kernel read them. With lastResult and the waterline
    /// (BuoyancyAction::Settings::collectWaterline), what WaterEffects::emit needs. Meaningful while
    /// lastResult's status is Ok; with an evaluation interval above 1, that of the last evaluation.
    const BodyState& lastState() const;
    /// Why the body was skipped in the last substep (Skip::None if it was not).
    Skip lastSkip() const;
    /// Wall time of its last evaluation (patch and kernel, on whichever thread ran it), microseconds.
    double lastEvaluationMicroseconds() const;

private:
    friend struct BodyRecord;
    explicit FloatingBody(BodyRecord& record) : record_(record) {}
    /// Refuses `coarse` (named `which` in the error) if its metacentric heights at the body's
    /// loading are more than kMaxCoarserMetacentricHeightChange from the full hull's.
    Status checkCoarserStability(const std::string& which, const std::shared_ptr<const HullMesh>& coarse);
    BodyRecord& record_;
};

} // namespace hydro
