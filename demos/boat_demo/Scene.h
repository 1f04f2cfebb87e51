// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file Scene.h
/// A scenario brought to life: a Bullet world, the BuoyancyAction and its water, the bodies, the
/// driven boat's outboard and autopilot. The window and the headless run both step this.

#include "Autopilot.h"
#include "Scenario.h"
#include "WorkerPool.h"

#include "hydro/ForceModel.h"
#include "hydro/HullMesh.h"
#include "hydro/FreeSurfaceField.h"
#include "hydro/WaterEffects.h"
#include "hydro/Hydrostatics.h"
#include "hydro/WaterSurface.h"
#include "hydro/bullet/BuoyancyAction.h"
#include "hydro/bullet/HullRigidBody.h"
#include "hydro/prepare/HullWells.h"

#include <btBulletDynamicsCommon.h>

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace boat_demo {

/// One body of the scene.
struct SceneBody {
    std::string name;
    std::string hullName;
    std::shared_ptr<const hydro::HullMesh> hull;
    std::unique_ptr<hydro::HullRigidBody> body;
    hydro::FloatingBody* floating = nullptr;  ///< its handle in the scene's BuoyancyAction
    hydro::ForceModel model;  ///< with every force on: the forces the panel switches off are zeroed from it
    bool driven = false;
    /// Height of the still-water line in hull coordinates when it floats upright (where the
    /// renderer paints the boot stripe); below the hull if it sinks.
    double designWaterline = 0.0;
    /// Its foils' deflections, and what full starboard helm adds to each (rad; ScenarioBody).
    std::vector<double> foilDeflections, foilHelmAngles;
    /// The breaches its scenario makes, in the order of their times, and how many are made.
    std::vector<ScenarioBreach> breaches;
    std::size_t breachesMade = 0;
    /// Its ballast pumps' settings, in the order of their times, and how many are made.
    std::vector<ScenarioPump> pumps;
    std::size_t pumpsSet = 0;
};

/// The forces a user can switch off one by one (the panel's check boxes); all on by default.
using ForceSwitches = std::array<bool, hydro::kForceKindCount>;
/// `model` with the switched-off kinds' coefficients set to zero (ForceModel: zero is exactly off).
hydro::ForceModel withForcesSwitched(hydro::ForceModel model, const ForceSwitches& on);

class Scene {
public:
    static constexpr double kFrame = 1.0 / 60.0;  ///< s per step()

    /// `assetsDirectory` holds hulls/; `threads` evaluate the bodies (a WorkerPool lent to the
    /// action; 1: the stepping thread alone). `effects`: collect the waterlines (for the debug
    /// drawing too) and make spray, foam and wakes from them each frame (hydro::WaterEffects).
    /// Throws what the hull loader and the water throw (std::invalid_argument, hydro::MeshError).
    Scene(const Scenario& scenario, const std::string& assetsDirectory, int threads = 1, bool effects = false);
    ~Scene();
    Scene(const Scene&) = delete;
    Scene& operator=(const Scene&) = delete;

    /// One frame of kFrame seconds in the scenario's substeps. With an autopilot engaged it steers
    /// the driven boat first.
    void step();
    double time() const { return action_.time(); }
    int substeps() const { return scenario_.substeps; }
    const Scenario& scenario() const { return scenario_; }

    std::vector<SceneBody>& bodies() { return bodies_; }
    const std::vector<SceneBody>& bodies() const { return bodies_; }
    /// The scenario's bodies this build cannot make, each with why: a mesh file's hull in a format
    /// only the asset pipeline reads, which the browser's build has not (MeshFileHull.h,
    /// docs/web.md §1). Empty where the pipeline is linked (the desktop demo).
    const std::vector<std::string>& leftOut() const { return leftOut_; }
    SceneBody* driven();  ///< null if the scenario has no driven boat
    const SceneBody* driven() const;

    /// The driven boat's helm (ignored without one), clamped to HelmInput's ranges. Setting it by
    /// hand disengages the autopilot.
    void setHelm(const HelmInput& helm);
    HelmInput helm() const { return helm_; }
    /// One of the driven boat's engines (its scenario's thrusters, or the demo's twin outboards: 0
    /// starboard, 1 port) as the library saw it in the last substep; null without a driven boat or
    /// beyond its engines (Scene.cpp).
    const hydro::Appendages::ThrusterState* outboard(std::size_t engine = 0) const;
    Autopilot* autopilot() { return autopilotEngaged_ ? autopilot_.get() : nullptr; }
    void engageAutopilot(bool on) { autopilotEngaged_ = on && autopilot_; }

    /// The sea from calm to storm: replaces the water (ocean spectrum of that WMO code; calm is
    /// flat water) with the scenario's resolution and seed.
    void setSeaState(hydro::SeaState state);
    std::optional<hydro::SeaState> seaState() const { return seaState_; }
    /// The water as it is drawn and probed: the scenario's, plus the waves the bodies make when it
    /// answers (water.answers: the free-surface field).
    const hydro::WaterSurface& water() const { return field_ ? *field_ : *water_; }
    /// The free-surface field the bodies disturb and feel, or null (the scenario's water.answers).
    const hydro::FreeSurfaceField* freeSurface() const { return field_.get(); }
    /// Height of the surface at (x, z) at the scene's time, m.
    double surfaceHeight(double x, double z) const;

    /// Drops a new body of `hullName` (a crate: box, a barrel: barrel ...) with `mass` at `position`.
    SceneBody& drop(const std::string& name, const std::string& hullName, double mass, const hydro::Vec3& position,
                    ForcePreset forces);

    /// Makes the earliest breach of any body's scenario that is not yet made, now (the window's H
    /// key: a collision before its time); false if none is left.
    bool breachNow();
    /// Sets the earliest pump of any body's scenario that is not yet set, now (the window's K key:
    /// bail before the scenario's time); false if none is left.
    bool pumpNow();
    /// m^3 of water in the body's compartments (0 without).
    double floodWater(std::size_t body) const;

    /// Per body: which forces are on. Applies at once.
    void switchForces(std::size_t body, const ForceSwitches& on);
    const ForceSwitches& forceSwitches(std::size_t body) const { return switches_.at(body); }
    /// Replaces a body's full model (the coefficients the panel edits); its switches still apply.
    void setForceModel(std::size_t body, const hydro::ForceModel& model);

    /// Spray, foam and wakes (null unless the scene was made with effects), and the wall time they
    /// took per frame on average, microseconds.
    const hydro::WaterEffects* effects() const { return effects_.get(); }
    double effectsMicrosecondsPerFrame() const { return frames_ > 0 ? effectsMicroseconds_ / double(frames_) : 0.0; }

    hydro::BuoyancyAction& action() { return action_; }
    const hydro::BuoyancyAction& action() const { return action_; }
    btDiscreteDynamicsWorld& world() { return world_; }

private:
    SceneBody& add(const ScenarioBody& spec);
    /// Sets the helm and the driven boat's thruster from it, leaving the autopilot as it is.
    void steer(const HelmInput& helm);
    /// Makes the breaches and sets the pumps whose time has come.
    void applyDueFloodingEvents();
    /// Makes body b's next breach.
    void makeBreach(SceneBody& b);
    /// Sets body b's next pump.
    void setPump(SceneBody& b);
    /// This frame's spray, foam and wakes (with effects on).
    void makeEffects();
    /// A free-surface field over water_ as the scenario asks (or none), coupled to the action.
    void makeField();
    /// Where the field's window is centred: the driven boat, or else the first body.
    hydro::Vec3 fieldFocus() const;
    /// The body's hull: a packaged one by name, or its mesh file read (MeshFileHull.h), once each.
    std::shared_ptr<const hydro::HullMesh> hull(const ScenarioBody& spec);

    Scenario scenario_;
    std::string assets_;
    std::map<std::string, std::shared_ptr<const hydro::HullMesh>> hulls_;
    /// The wells the preparation closed in each mesh file's hull (HullWells.h), by the same key.
    std::map<std::string, std::vector<hydro::HullWell>> wells_;
    std::shared_ptr<const hydro::WaterSurface> water_;
    std::unique_ptr<hydro::FreeSurfaceField> field_;  // over water_, coupled to the action (water.answers)
    std::optional<hydro::SeaState> seaState_;

    btDefaultCollisionConfiguration configuration_;
    btCollisionDispatcher dispatcher_;
    btDbvtBroadphase broadphase_;
    btSequentialImpulseConstraintSolver solver_;
    btDiscreteDynamicsWorld world_;
    std::unique_ptr<hydro::tool::WorkerPool> workers_;  // the game's threads, lent to the action
    hydro::BuoyancyAction action_;

    std::vector<SceneBody> bodies_;
    std::vector<std::string> leftOut_;
    std::vector<ForceSwitches> switches_;
    HelmInput helm_;
    std::unique_ptr<Autopilot> autopilot_;
    bool autopilotEngaged_ = false;
    std::unique_ptr<hydro::WaterEffects> effects_;
    double effectsMicroseconds_ = 0.0;
    long frames_ = 0;
};

/// The water a spec describes.
std::shared_ptr<const hydro::WaterSurface> makeWater(const WaterSpec& spec);
hydro::ForceModel forceModel(ForcePreset preset);

} // namespace boat_demo
