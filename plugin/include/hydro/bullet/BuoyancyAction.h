// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file BuoyancyAction.h
/// The Bullet action that makes bodies float: once per substep it runs the force kernel for each
/// registered body and applies the result (docs/architecture.md, docs/bullet.md).

#include "hydro/Appendages.h"
#include "hydro/BodyState.h"
#include "hydro/Flooding.h"
#include "hydro/ForceKernel.h"
#include "hydro/AddedMassTable.h"
#include "hydro/ForceModel.h"
#include "hydro/ForceResult.h"
#include "hydro/FreeSurfaceField.h"
#include "hydro/HullMesh.h"
#include "hydro/RadiationDamping.h"
#include "hydro/RadiationDampingEstimate.h"
#include "hydro/Result.h"
#include "hydro/TaskSystem.h"
#include "hydro/WaterPatch.h"
#include "hydro/WaterSurface.h"
#include "hydro/bullet/BuoyancySnapshot.h"
#include "hydro/bullet/FloatingBody.h"
#include "hydro/bullet/LevelOfDetail.h"

#include <btBulletDynamicsCommon.h>

#include <array>
#include <atomic>
#include <cstdint>
#include <cstddef>
#include <functional>
#include <memory>
#include <unordered_map>
#include <vector>

namespace hydro {

class HullRigidBody;
struct HydrostaticParticulars;

/// Construct it with the world (it adds itself to the world's actions and takes itself out when it
/// is destroyed, so it must be destroyed before the world), or without one and add it yourself
/// (world.addAction(&action)); then register floating bodies.
///
/// Substeps and gravity: Bullet calls updateAction once per internal substep,
/// after it has moved the bodies, and clears forces only once per stepSimulation. The action
/// therefore applies the water's force as impulses F dt and tau dt each substep, and it applies its
/// bodies' gravity itself, as the impulse m g dt in the same place: a registered body's own Bullet
/// gravity is zero (BT_DISABLE_WORLD_GRAVITY is set; removeBody restores both). Bullet's order,
/// gravity before the move and the water after it, would put the two half a phase apart: a body
/// placed at rest at its equilibrium would start to bob with amplitude g dt / omega, and a body at
/// rest would read a velocity of g dt. With both after the move, every substep is one step of
/// semi-implicit Euler (move with the velocity, then kick with every force at the new pose): a body
/// at equilibrium stays there, reads zero velocity, and the motion converges as the substep
/// shrinks. The gravity applied is the world's (btDynamicsWorld::getGravity) at each substep, or,
/// for a body registered with BT_DISABLE_WORLD_GRAVITY already set, its own.
///
/// Threads: the action starts none. Bodies are evaluated through the game's task system
/// (Settings::tasks, TaskSystem.h; by default all on the thread that steps the world): each has its
/// own patch, kernel and result, and the water is only read, so WaterSurface implementations must be
/// safe to call from several threads at once, as the library's are. Each body's impulse is turned
/// by its added mass and applied to it in the same task (one body's impulse touches no other); the
/// skipped bodies are then counted and reported one after another in registration order, on the
/// thread that steps the world. Results are bit-identical for any task system and thread count.
///
/// Sleeping: Bullet deactivates a body that has been slower than its thresholds (by
/// default 0.8 m/s and 1 rad/s) for 2 s, which would freeze a coasting boat. The action holds the
/// deactivation clock of each active body at zero unless the body is (docs/bullet.md §3), against
/// its own hydrostatics at its flat-water equilibrium, found when it is registered:
/// - balanced: the net of the water's force and its weight (with its floodwater's) is within
///   `wakeThreshold` of that weight, which leaves its draft within about that fraction of the draft,
///   and the torque about its length and across it is within what heels or trims it by
///   `wakeThreshold` radians (the weight times that times its metacentric height, GM_T or GM_L);
/// - at rest: speed below `restFroudeNumber` times sqrt(g L), spin below it times sqrt(g / L),
///   L the hull's length, so a model and a ship fall asleep at the same point of their motion;
/// - on still water: where the model feels the water's velocity, the water under the centre of mass
///   moves slower than that speed too;
/// - not taking water: its floodwater (breaches, pumps, ballast) does not change fast enough to
///   move its balance by wakeThreshold within its heave period.
/// A sleeping body is still evaluated every substep and woken when any of these fails (a wave
/// arrives, the water under it moves, water flows in); otherwise it is left asleep with nothing
/// applied.
///
/// Ownership: the action does not own the btRigidBody, nor the world. A HullRigidBody registered
/// with addBody(HullRigidBody&) takes itself out of the action when it is destroyed, and the action
/// may be destroyed before it: the two unlink themselves whichever goes first. A btRigidBody the
/// game registered with addBody(btRigidBody*, ...) must be removed from the action (removeBody)
/// before it is deleted. Removing it from the world only is safe: the action
/// finds its bodies in the world's own list of objects each substep and never touches one that is
/// not there (Skip::NotInWorld), so even a body deleted after it left the world is not read; but
/// its address could then be reused by a new body, which the action would take for the old one.
/// Hulls and water surfaces are shared: the action keeps them alive as long as a body uses them.
///
/// Bad data never reaches Bullet: a body is skipped, with nothing applied, when it is not in the
/// world, when Bullet disabled its simulation (DISABLE_SIMULATION, as it does to a body whose
/// bounds overflowed), when its mass is zero (the game made it static while registered), or when
/// its state or the water around it is outside Limits.h. Its handle's lastResult() then has every
/// output zero and a status other than Ok, lastSkip() tells why, skipCount() counts each reason over all
/// substeps, and the first time each body is skipped for a reason a message names it (Log.h).
///
/// Misuse the action cannot see while it is not stepped, it finds when it is asked: a registered
/// body whose world has run a substep without the action (its world has not added the action, or
/// took it out) reads Skip::ActionNotStepped from its handle's lastResult() and lastSkip(),
/// is counted once per episode, and is reported the first time. The evidence is Bullet's own
/// deactivation clock, which a world advances by one substep at a time for each body slower than
/// its sleeping thresholds (0.8 m/s by default); a body thrown faster than that into a world
/// without the action is not seen until it slows down. A handle's queries may be made from several
/// threads at once, but not while the world steps.
class BuoyancyAction : public btActionInterface {
public:
    struct Settings {
        WaterProperties water;                         ///< the fluids
        SimdArch arch = bestSimdArch();                ///< the kernel's instruction set
        BuoyancyMethod method = BuoyancyMethod::SurfacePressure;
        bool collectWaterline = false;                 ///< keep waterlines for debugDraw and effects
        /// The game's threads for evaluating bodies (not owned; it must outlive the action). Null:
        /// every body on the thread that steps the world.
        TaskSystem* tasks = nullptr;
        /// A fraction of the weight, and radians of heel and trim (see above). 0.0002: a body at
        /// rest floats within about 0.02 % of its mean draft and 0.011 degrees of its equilibrium's
        /// heel and trim (so within issue 45's 0.1 % and 0.05 degrees, the draft measured at the
        /// lowest point of a heeled barge twice as wide as it is deep included).
        double wakeThreshold = 0.0002;
        /// At rest below this Froude number, and this times sqrt(g / L) rad/s (above). 0.001: a 10 m
        /// boat sleeps below 1 cm/s and 0.001 rad/s, when what is left of its coasting is under 1 %.
        double restFroudeNumber = 0.001;
        double startTime = 0.0;                        ///< s, the water's clock at the first substep
        /// How each body's wave-radiation damping is found when it is registered (and again when its
        /// mass changes): Haskind's estimate, milliseconds, or the panel method's damping at its
        /// natural frequencies (RadiationDampingEstimate.h), about 0.1 s a body at 200 panels, once per
        /// hull, mass and inertia the action sees. docs/added_mass.md §7.
        RadiationDampingOptions radiationDamping;
    };

    // Each call that can refuse has a value form (create, try...) returning the refusal, beside the
    // throwing form for programs built with exceptions (Result.h's orThrow: std::invalid_argument;
    // with exceptions off it stops the program with the message).

    /// `water`: the surface every body floats on unless it has its own. Adds itself to `world`'s
    /// actions, and takes itself out in its destructor. Refused if the water is null or a setting
    /// is not allowed. (The world keeps its address: the value form gives it in a unique_ptr.)
    static Result<std::unique_ptr<BuoyancyAction>> create(btDynamicsWorld& world,
                                                          std::shared_ptr<const WaterSurface> water,
                                                          const Settings& settings);
    BuoyancyAction(btDynamicsWorld& world, std::shared_ptr<const WaterSurface> water, const Settings& settings);
    BuoyancyAction(btDynamicsWorld& world, std::shared_ptr<const WaterSurface> water)
        : BuoyancyAction(world, std::move(water), Settings{}) {}
    /// The same without a world: the game adds the action to its world (world.addAction(&action))
    /// and takes it out before destroying it.
    static Result<std::unique_ptr<BuoyancyAction>> create(std::shared_ptr<const WaterSurface> water,
                                                          const Settings& settings);
    explicit BuoyancyAction(std::shared_ptr<const WaterSurface> water, const Settings& settings);
    explicit BuoyancyAction(std::shared_ptr<const WaterSurface> water) : BuoyancyAction(std::move(water), Settings{}) {}
    /// Takes itself out of the world it was constructed with, and gives its bodies back their
    /// Bullet gravity as removeBody does: every HullRigidBody, and each bare body still in that
    /// world (one not there may have been deleted, so it is not touched).
    ~BuoyancyAction() override;
    BuoyancyAction(const BuoyancyAction&) = delete;
    BuoyancyAction& operator=(const BuoyancyAction&) = delete;

    /// Registers `body` (not owned; dynamic, with positive mass) whose collision frame is its centre
    /// of mass, as Bullet's are; `bodyFromHull` maps hull coordinates into that frame. `ownWater`, if
    /// given, replaces the action's water for this body. Gives the body's handle (FloatingBody.h),
    /// through which the game reaches everything that is that body's alone. Refused for a null body
    /// or hull, a body with zero mass (static), a body registered twice, an invalid model, or a
    /// hull whose added mass table cannot be made (AddedMassTable::tryCreate: a hull of parts inside
    /// others, which the panels cannot take; ForceModel::addedMass = 0 floats it without).
    Result<FloatingBody*> tryAddBody(btRigidBody* body, std::shared_ptr<const HullMesh> hull,
                                     const btTransform& bodyFromHull, const ForceModel& model = ForceModel{},
                                     std::shared_ptr<const WaterSurface> ownWater = nullptr);
    FloatingBody& addBody(btRigidBody* body, std::shared_ptr<const HullMesh> hull, const btTransform& bodyFromHull,
                          const ForceModel& model = ForceModel{}, std::shared_ptr<const WaterSurface> ownWater = nullptr);
    /// The same for a body made by HullRigidBody, on the hull it was made from.
    Result<FloatingBody*> tryAddBody(HullRigidBody& body, const ForceModel& model = ForceModel{},
                                     std::shared_ptr<const WaterSurface> ownWater = nullptr);
    FloatingBody& addBody(HullRigidBody& body, const ForceModel& model = ForceModel{},
                          std::shared_ptr<const WaterSurface> ownWater = nullptr);
    /// Forgets `body` and gives it back its Bullet gravity; returns false if it was not registered.
    /// Its handle is gone with it.
    bool removeBody(const btRigidBody* body);
    /// The handle of a registered Bullet body (null if it is not registered): for code that meets
    /// the Bullet body first (a contact callback, a ray cast). O(1).
    FloatingBody* body(const btRigidBody* rigidBody);
    const FloatingBody* body(const btRigidBody* rigidBody) const;
    std::size_t bodyCount() const { return bodies_.size(); }

    /// Replaces the water every body without its own floats on (a change of weather, say); the
    /// water's clock runs on. Refused if it is null, or while a free-surface field is set over the
    /// water it replaces (trySetFreeSurface).
    Status trySetWater(std::shared_ptr<const WaterSurface> water);
    void setWater(std::shared_ptr<const WaterSurface> water);
    const WaterSurface& water() const { return *water_; }

    /// Couples every body floating on the action's water to `field`, water that the bodies disturb
    /// and feel (docs/water.md §8): each substep, every body's wet pieces are sources into the field,
    /// the action steps the field by the substep, and the field's waves, its own and the others',
    /// press on them over it (FreeSurfaceCoupling.h; their push is ForceKind::FreeSurface in the
    /// body's result). The field carries each body's own waves, and with them the damping they take
    /// away, so while a field is set the bodies' kernels leave out ForceModel::radiationDamping,
    /// which is that damping again (docs/water.md §8). Bodies on their own water are not coupled.
    /// `substepsPerStep` > 1 couples and steps every that many substeps (the field's step is exact
    /// for any length; the bodies' pushes are held between), for a cost that many times smaller.
    /// Not owned: it must outlive the action or be taken off (null). Another field (or none) starts
    /// every body's coupling afresh: what each kept for the old one, its push and its sources, is
    /// dropped. Its state is the game's to
    /// save beside snapshot() (FreeSurfaceField::state). Refused if its base is not the action's
    /// water, its density or gravity are not the action's water's, or substepsPerStep is not in
    /// [1, 64].
    Status trySetFreeSurface(FreeSurfaceField* field, int substepsPerStep = 1);
    void setFreeSurface(FreeSurfaceField* field, int substepsPerStep = 1);
    FreeSurfaceField* freeSurface() const { return freeSurface_; }

    /// Gives bodies of `hull` with their centre of mass at `centreOfMassInHull` (hull coordinates:
    /// their MassProperties' centroid) the added-mass table `table`, made earlier and kept
    /// (AddedMassTable::tryLoad), instead of one the action would make when the first of them is
    /// registered (docs/added_mass.md §3). Refused if the table was made for another hull, centre or
    /// water (AddedMassTable::checkMadeFor), or is null. Bodies registered before keep theirs.
    Status tryUseAddedMassTable(std::shared_ptr<const HullMesh> hull, const Vec3& centreOfMassInHull,
                                std::shared_ptr<const AddedMassTable> table);
    /// Where the game's attention is, and how far from it bodies may be evaluated coarsely
    /// (LevelOfDetail.h, docs/bullet.md §7); taken at the next substep. Off by default. Refused if
    /// it does not pass LevelOfDetail::check.
    Status trySetLevelOfDetail(const LevelOfDetail& levelOfDetail);
    void setLevelOfDetail(const LevelOfDetail& levelOfDetail);
    const LevelOfDetail& levelOfDetail() const { return levelOfDetail_; }

    /// Bullet's entry point, once per substep.
    void updateAction(btCollisionWorld* world, btScalar timeStep) override;
    /// Waterline (cyan), wetted triangles (blue wire), centre of buoyancy (a yellow cross), one
    /// arrow per force kind from the centre of mass, and each foil's force and each thruster's
    /// thrust where it acts (all scaled by debugForceScale metres per weight).
    void debugDraw(btIDebugDraw* drawer) override;
    double debugForceScale = 1.0;

    /// The water's clock: the instant of the last substep, s.
    double time() const { return time_; }

    /// Everything the action keeps between substeps, for a rollback (BuoyancySnapshot.h): take it
    /// between frames, with Bullet's body states beside it.
    BuoyancySnapshot snapshot() const;
    /// Puts the action back as snapshot() found it. The same bodies must be registered, in the same
    /// order, on the same hulls: refused otherwise, naming the first that differs, with nothing
    /// changed. Bullet's own state of each body (its transform, velocities and activation) the game
    /// puts back itself, as it does for bodies that do not float.
    Status tryRestore(const BuoyancySnapshot& snapshot);
    /// Wall time of the last updateAction, microseconds (all bodies, all threads).
    double lastUpdateMicroseconds() const { return lastMicroseconds_; }
    /// Wall time of every updateAction so far, microseconds, and their count: the mean cost per
    /// substep when the substeps differ (a water that refreshes its FFTs every few substeps).
    double totalUpdateMicroseconds() const { return totalMicroseconds_; }
    std::uint64_t updateCount() const { return updates_; }
    /// Body-substeps skipped for `why` since construction; for ActionNotStepped, the episodes found
    /// (a body counts once until the action runs again).
    std::size_t skipCount(FloatingBody::Skip why) const;

    /// One body's part of a substep, as a SubstepListener sees it.
    struct BodySubstep {
        const btRigidBody* body;
        const ForceResult* result;  ///< what its handle's lastResult() gives now
        FloatingBody::Skip skip;
    };
    /// Called at the end of every substep, after the impulses are applied, on the thread that steps
    /// the world, with every registered body in registration order: for effects and sounds that
    /// must not miss a slam between two frames. `time` is the water's clock, `timeStep` the
    /// substep's length. It must not register or remove bodies.
    using SubstepListener =
        std::function<void(double time, double timeStep, const BodySubstep* bodies, std::size_t count)>;
    /// Replaces the listener (an empty one removes it).
    void setSubstepListener(SubstepListener listener) { listener_ = std::move(listener); }
    /// Body-substeps with a state or water outside Limits.h (InvalidState plus InvalidWater).
    std::size_t invalidStateCount() const {
        return skipCount(FloatingBody::Skip::InvalidState) + skipCount(FloatingBody::Skip::InvalidWater);
    }

private:
    friend class FloatingBody;
    BodyRecord* find(const btRigidBody* body) const;
    /// What each body's kernels are made with (Settings: arch, method, waterline).
    ForceKernel::Settings kernelSettings() const;
    /// Takes this action off the list of actions `owner` is registered with.
    void forget(HullRigidBody& owner);
    void evaluate(BodyRecord& floating, double timeStep);
    /// The body's hull and interval for this substep from levelOfDetail_ (a body in the world, in
    /// its own task).
    void chooseLevel(BodyRecord& floating) const;
    /// TaskSystem::RangeFunction over bodies_: `job` is an EvaluationJob.
    static void evaluateRange(std::size_t begin, std::size_t end, void* job);
    /// In a substep that couples the bodies to the free-surface field, after its step: each
    /// measured body's push from the field, then every body's impulse.
    static void pushAndApplyRange(std::size_t begin, std::size_t end, void* job);
    struct EvaluationJob;
    /// The body's impulse applied, if it was not skipped, and its run remembered (in its task, after
    /// evaluate, or after the field's push in a coupling substep).
    void finishSubstep(BodyRecord& floating, const EvaluationJob& job);
    /// Applies the body's impulse for the substep (in its task, after evaluate): it reads and
    /// changes that body alone.
    void apply(BodyRecord& floating, const btVector3& worldGravity, double timeStep);
    void reportSkip(BodyRecord& floating);
    /// Whether the body's world has stepped it since the action last ran (the class comment), and
    /// if so counts and reports it once.
    bool steppedWithoutAction(const BodyRecord& floating) const;

    btDynamicsWorld* world_ = nullptr;  ///< the world the action added itself to, if any

    std::shared_ptr<const WaterSurface> water_;
    FreeSurfaceField* freeSurface_ = nullptr;  ///< not owned: trySetFreeSurface
    int freeSurfaceInterval_ = 1;              ///< substeps per coupling and field step
    int freeSurfaceSubstep_ = 0;               ///< substeps since the last (0: couple this one)
    Settings settings_;
    std::vector<std::unique_ptr<BodyRecord>> bodies_;
    /// Beside each body of bodies_, what the substep's serial passes read and write, so that they
    /// touch no body's record: the last world scan that found it in the world (worldScan_ counts the
    /// scans), and why it was skipped this substep.
    struct BodySlot {
        std::uint64_t seenInScan = 0;
        FloatingBody::Skip skip = FloatingBody::Skip::None;
    };
    std::vector<BodySlot> slots_;
    std::uint64_t worldScan_ = 0;
    std::size_t bodiesOnOwnWater_ = 0;  ///< bodies registered with water of their own
    /// Gives `floating` its added-mass table: an earlier body's with the same hull and centre of mass,
    /// or a new one (AddedMassTable.h: a fraction of a second, once per hull and loading).
    Status attachAddedMass(BodyRecord& floating);
    struct AddedMassEntry;
    std::vector<AddedMassEntry> addedMassTables_;
    struct AtRestEstimate;
    /// Radiation damping and rest scales estimated at registration, reused for a body with the same
    /// hull, mass, centre and inertia (a fleet of one boat costs one estimate; each takes
    /// milliseconds).
    std::vector<AtRestEstimate> atRestEstimates_;
    struct KnownParticulars;
    /// A hull's hydrostatic particulars at a body's loading, where it floats (false where it does
    /// not), worked out once for every body of that hull, mass and centre: FloatingBody's
    /// trySetCoarserHulls compares each level's metacentric heights with the full hull's.
    std::vector<KnownParticulars> knownParticulars_;
    bool particularsAtRest(const std::shared_ptr<const HullMesh>& hull, double mass, const Vec3& centreOfMassInHull,
                           HydrostaticParticulars& out);
    /// Gives `patch` the grid of an earlier body's patch of its shape, or keeps its own for the next.
    void sharePatchGrid(WaterPatch& patch);
    /// One grid of water-patch points per shape the bodies' patches have (WaterPatch::shareGridPoints):
    /// a fleet of one boat keeps one. A grid no body uses any more is dropped at the next registration.
    std::vector<std::shared_ptr<const WaterPatch::GridPoints>> patchGrids_;
    double time_;
    LevelOfDetail levelOfDetail_;
    double lastMicroseconds_ = 0.0;
    double totalMicroseconds_ = 0.0;
    std::uint64_t updates_ = 0;
    std::array<std::size_t, FloatingBody::kSkipKinds> skipCounts_{};
    mutable std::atomic<std::size_t> notSteppedEpisodes_{0};
    SubstepListener listener_;
    std::vector<BodySubstep> substepRecords_;  ///< the listener's argument, sized with bodies_
    /// Each registered body's place in bodies_: O(1) look-ups, and the world's membership check.
    std::unordered_map<const btCollisionObject*, std::size_t> indexOf_;
};

} // namespace hydro
