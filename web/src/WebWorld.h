// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file WebWorld.h
/// What the JavaScript API (docs/web.md) drives: a Bullet world with its buoyancy action, its water,
/// its hulls and its floating bodies, each named by an integer id that JavaScript can hold without
/// owning C++ memory. A body's id carries a generation, as Box2D v3's b2BodyId does, so that an id
/// kept after its body was removed is refused rather than taken for a new body in the same slot.
///
/// Every call that can be refused returns false (or -1 for an id) and keeps the reason, naming the
/// call, the field and the value, for lastError(); the module's JavaScript side (web/js/api.js)
/// throws it as an Error. Nothing here throws: the module is built without exceptions, as the
/// runtime is for the web (docs/architecture.md §6).

#include "hydro/Appendages.h"
#include "hydro/ForceModel.h"
#include "hydro/FreeSurfaceField.h"
#include "hydro/HullMesh.h"
#include "hydro/WaterEffects.h"
#include "hydro/WaterSurface.h"
#include "hydro/bullet/BulletBodyState.h"
#include "hydro/bullet/BuoyancyAction.h"
#include "hydro/bullet/BuoyancySnapshot.h"
#include "hydro/bullet/HullRigidBody.h"
#include "hydro/bullet/LevelOfDetail.h"

#include "SlotTable.h"
#include "WorkerPool.h"

#include <btBulletDynamicsCommon.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace hydro::web {

class WebWorld {
public:
    /// A world with gravity (0, -9.81, 0) m/s^2 on flat water at height 0; with `effects`, its
    /// bodies throw spray and leave foam (WaterEffects.h, docs/effects.md), made at each step.
    explicit WebWorld(bool effects = false);
    ~WebWorld();
    WebWorld(const WebWorld&) = delete;
    WebWorld& operator=(const WebWorld&) = delete;

    const std::string& lastError() const { return error_; }
    /// Gravity (0, gravityY, 0), m/s^2.
    bool setGravity(double gravityY);
    /// Steps the bodies (and the answering water) on `threads` threads in all, the calling one
    /// included, from the next step: a pool of the module's Web Workers lent to the action as its
    /// TaskSystem (WorkerPool.h), the results bit-identical to one thread's. 1 gives the workers back.
    /// Refused in a module built without threads (kWebWorkers 0), and beyond the workers the module
    /// started, which its worlds share.
    bool setThreads(int threads);
    int threadCount() const { return tasks_.pool ? tasks_.pool->threadCount() : 1; }
    /// The Web Workers the module starts with (HYDRO_WEB_WORKERS: its thread pool; 0 in the
    /// single-threaded module a page without cross-origin isolation can load).
    static constexpr int kWebWorkers = HYDRO_WEB_WORKERS;
    /// Keep `message` for lastError(), for a refusal the bindings find before a call reaches the
    /// world (an argument of the wrong type); false, -1 or NaN, as the call would return.
    bool refuse(std::string message);
    int refuseId(std::string message);
    double refuseNumber(std::string message);

    // The water (docs/water.md). Each replaces the water every body floats on.
    bool setFlatWater(double level);
    /// `waves`: five numbers a wave, amplitude (m), wavelength (m), the direction of travel's x and
    /// z, and the phase (rad).
    bool setSineWaves(const std::vector<double>& waves);
    /// Six numbers a wave: SineWaves' five, then the steepness (GerstnerWaves.h).
    bool setGerstnerWaves(const std::vector<double>& waves);
    /// The spectral ocean of a WMO sea state 0 to 9 (OceanSpectrum::forSeaState), on a tile of
    /// `tileSize` m (0: eight peak wavelengths) with `resolution` nodes a side, refreshed every
    /// `refreshInterval` s (0: at every new time).
    bool setOcean(int seaState, double tileSize, int resolution, double choppiness, double seed, double refreshInterval);
    /// The water's height at (x, z) at the world's time, m; NaN and lastError() for a point outside
    /// Limits.h's world.
    double waterHeight(double x, double z);
    /// Heights at the world's time at the points of `xz` (x0, z0, x1, z1, ...), into `heights`
    /// (one a point): a renderer's water mesh in one call.
    void sampleWaterHeights(const float* xz, std::size_t points, float* heights) const;

    // Water that answers (docs/water.md §8): a FreeSurfaceField over the world's water, whose waves
    // the bodies make and feel; the queries above and the effects include them while it is set.
    /// A window of `cells`^2 nodes `spacing` m apart centred on (focusX, focusZ), every body coupled
    /// to it every `substepsPerStep` substeps (BuoyancyAction::trySetFreeSurface); it replaces one
    /// set before, still.
    bool setAnsweringWater(int cells, double spacing, double focusX, double focusZ, int substepsPerStep);
    /// Takes it off: the bodies float on the world's water alone again.
    void removeAnsweringWater();
    /// Moves its window over (x, z), by whole cells (FreeSurfaceField::trySetFocus).
    bool setAnsweringWaterFocus(double x, double z);
    /// The field, or null.
    const FreeSurfaceField* answeringWater() const { return field_.get(); }

    // Hulls (docs/hulls.md): closed meshes in metres, x to the bow, y up; a hull a game prepared
    // with prepare_hull is an OBJ too. Each returns the hull's id, or -1.
    int addHullFromObj(const std::string& text, const std::string& name);
    int addHullFromArrays(const std::vector<float>& positions, const std::vector<std::uint32_t>& indices,
                          const std::string& name);
    /// The hull's mesh (for drawing: its welded vertices and triangles), or null for an unknown id.
    const HullMesh* hull(int id) const;
    /// The depth of the hull's lowest point below flat water at the stable floating equilibrium of
    /// a body of `mass` kg (of uniform density, or with its centre of gravity where given), its heel and trim included (Hydrostatics.h's
    /// HydrostaticAnalysis::equilibrium from upright), m; NaN if refused or if it sinks.
    double equilibriumDraft(int hull, double mass, const double* centreOfGravity);

    // Bodies. The pose is the hull's frame (the mesh's origin and axes) in the world, as a renderer
    // draws it. The body's mass is spread uniformly through the hull, or, given a centre of gravity
    // (hull coordinates, may be null), has the uniform solid's radii of gyration about it.
    int addBody(int hull, double mass, const double* centreOfGravity, const double position[3], const double rotation[4],
                const std::string& model);
    bool removeBody(int body);
    bool hasBody(int body) const { return bodies_.find(body) != nullptr; }
    std::size_t bodyCount() const;
    /// ForceModel's presets by name: "default", "hydrostaticOnly", "displacementBoat",
    /// "planingBoat", "floatingCrate".
    bool setForceModel(int body, const std::string& model);
    bool setAppendages(int body, Appendages appendages);
    bool setThrottle(int body, int thruster, double throttle);
    bool setSteering(int body, int thruster, double radians);
    bool setDeflection(int body, int foil, double radians);
    /// A compartment of the body (Compartment.h) shaped as hull `shape` (in the body's hull
    /// coordinates), with the permeability given; returns its index in the body's flooding, or -1.
    int addCompartment(int body, const std::string& name, int shape, double permeability);
    /// A hole of `area` m^2 at `point` on the plating (hull coordinates); its index, or -1.
    int addBreach(int body, const double point[3], double area);
    /// An opening of `area` m^2 centred at `point` (hull coordinates) from compartment `from`, or the
    /// sea (Opening::kSea), into compartment `to` (Flooding::tryAddOpening): a door between two
    /// compartments, or a well's rim as prepare_hull reports it (its lid's centre and area, from the
    /// sea into the well: HullWells.h's rimOpening); its index, or -1.
    int addOpening(int body, const std::string& name, const double point[3], double area, int from, int to);
    bool setPumpRate(int body, int compartment, double cubicMetresPerSecond);
    /// m^3 of water in a compartment, NaN if refused.
    double floodWater(int body, int compartment);
    /// The hull frame's position and rotation (x, y, z, w) in the world: seven numbers.
    bool transform(int body, float out[7]) const;
    /// Linear then angular velocity of the centre of mass: six numbers.
    bool velocity(int body, float out[6]) const;
    /// An impulse in N s at a world point (a collision, a wave the game scripts, a shot).
    bool applyImpulse(int body, const double impulse[3], const double worldPoint[3]);
    /// The body's last evaluation (ForceResult.h), or null for an unknown id.
    const ForceResult* lastResult(int body) const;

    // Level of detail (docs/bullet.md §7): coarser hulls and evaluation intervals far from the focus.
    /// The game's focus and radii (LevelOfDetail.h), taken at the next substep.
    bool setLevelOfDetail(const LevelOfDetail& levelOfDetail);
    /// Coarser hulls of the body, finest first, by hull id (FloatingBody::trySetCoarserHulls); an
    /// empty list removes them.
    bool setCoarserHulls(int body, const std::vector<int>& hulls);
    /// Substeps per evaluation (FloatingBody::trySetEvaluationInterval).
    bool setEvaluationInterval(int body, int substeps);
    /// The hull the body is evaluated on now: 0 its full hull, k its k-th coarser; -1 if refused.
    int detailLevel(int body);

    // Rollback (docs/web.md §4): the world's state kept under an id, put back later. It holds, for
    // each body, Bullet's part (BulletBodyState.h) and the action's (BuoyancySnapshot.h), and
    // Bullet's clock, the spray and foam, and the answering water's state: what a step reads and
    // changes. What the game set on the
    // world or a body's model (the water, force models, coarser hulls, intervals, the level of
    // detail) it sets again if it changed them since; throttles, steering and flooding are the
    // action's, and come back.
    /// The new snapshot's id, or -1.
    int takeSnapshot();
    /// Puts the world back as the snapshot found it. Refused, changing nothing, if a body was added
    /// or removed since (naming the first), if the answering water was set or taken off since, or
    /// for an id that names no snapshot.
    bool restoreSnapshot(int snapshot);
    bool dropSnapshot(int snapshot);
    /// The world's time when it was taken, s; NaN for an id that names no snapshot.
    double snapshotTime(int snapshot);
    std::size_t snapshotCount() const { return snapshots_.size(); }

    /// Bullet's stepSimulation: the action runs once per substep of fixedStep; then, with effects,
    /// each body's spray and foam over the step and their motion to its end.
    bool step(double timeStep, int maxSubsteps, double fixedStep);
    /// The spray and foam (null without effects).
    const WaterEffects* effects() const { return effects_ ? &*effects_ : nullptr; }
    double time() const { return action_.time(); }

private:
    /// The action's task system: the world's pool of workers, or, without one, the calling thread.
    struct Tasks final : TaskSystem {
        std::unique_ptr<tool::WorkerPool> pool;
        void parallelFor(std::size_t count, std::size_t minRange, RangeFunction function, void* context) override {
            if (pool) pool->parallelFor(count, minRange, function, context);
            else if (count > 0) function(0, count, context);
        }
    };
    struct BodyEntry {
        std::unique_ptr<HullRigidBody> body;
        FloatingBody* floating = nullptr;
    };
    struct Snapshot {
        std::vector<std::pair<int, BulletBodyState>> bodies;  // by id, in the order of their slots
        BuoyancySnapshot action;
        btScalar localTime = 0;  // Bullet's time left over from the last fixed step
        std::optional<WaterEffects> effects;
        std::optional<FreeSurfaceState> field;  // with the answering water set
        std::uint64_t fieldGeneration = 0;      // which setAnsweringWater it was
    };
    /// Bullet's world, with its clock's remainder readable and settable for a rollback (Bullet keeps
    /// it protected): stepSimulation with a frame time that is not a whole number of fixed steps
    /// carries the rest to the next call.
    struct RollbackWorld : btDiscreteDynamicsWorld {
        using btDiscreteDynamicsWorld::btDiscreteDynamicsWorld;
        btScalar localTime() const { return m_localTime; }
        void setLocalTime(btScalar time) { m_localTime = time; }
    };

    bool useWater(std::shared_ptr<const WaterSurface> water);  // every body floats on it from now on
    /// What the queries and the effects read: the answering water over the world's, or the world's.
    const WaterSurface& surface() const { return field_ ? static_cast<const WaterSurface&>(*field_) : *water_; }
    // One of Appendages' setters on a body's appendages, refusals prefixed with `call`.
    bool setAppendage(const char* call, int body, int index, double value, Status (Appendages::*set)(std::size_t, double));
    BodyEntry* bodyOrRefuse(const char* call, int body);  // null, refused, for an id that names no body now
    const std::shared_ptr<const HullMesh>* hullOrRefuse(const char* call, int hull);
    static bool presetByName(const std::string& name, ForceModel& out);

    std::string error_;
    btDefaultCollisionConfiguration configuration_;
    btCollisionDispatcher dispatcher_;
    btDbvtBroadphase broadphase_;
    btSequentialImpulseConstraintSolver solver_;
    RollbackWorld world_;
    std::shared_ptr<const WaterSurface> water_;
    Tasks tasks_;  // before the action, which holds it
    BuoyancyAction action_;
    std::optional<WaterEffects> effects_;
    std::unique_ptr<FreeSurfaceField> field_;  // over *water_, which it must not outlive
    std::uint64_t fieldGeneration_ = 0;        // counts setAnsweringWater calls
    std::vector<std::shared_ptr<const HullMesh>> hulls_;
    SlotTable<BodyEntry> bodies_;
    SlotTable<Snapshot> snapshots_;
    mutable std::vector<float> sampleX_, sampleZ_;  // sampleWaterHeights' points, by axis
};

} // namespace hydro::web
