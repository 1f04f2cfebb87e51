// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "Scene.h"

#include "MeshFileHull.h"

#include "hydro/FlatWater.h"
#include "hydro/Flooding.h"
#include "hydro/GerstnerWaves.h"
#include "hydro/HullShapes.h"
#include "hydro/OceanSpectrumWaves.h"
#include "hydro/SteeringSizing.h"

#include <algorithm>
#include <chrono>
#include <cmath>

namespace boat_demo {

using hydro::ForceKind;
using hydro::ForceModel;

ForceModel withForcesSwitched(ForceModel m, const ForceSwitches& on) {
    auto off = [&](ForceKind kind) { return !on[std::size_t(kind)]; };
    if (off(ForceKind::Hydrostatic)) m.hydrostatics = false;
    if (off(ForceKind::Viscous)) m.frictionScale = 0.0;
    if (off(ForceKind::PressureDrag))
        m.pressureDragLinear = m.pressureDragQuadratic = m.suctionDragLinear = m.suctionDragQuadratic = 0.0;
    if (off(ForceKind::Slamming)) m.slammingScale = 0.0;
    if (off(ForceKind::Air)) m.airDragCoefficient = 0.0;
    if (off(ForceKind::Damping)) m.linearDamping = m.quadraticDamping = m.angularDamping = m.quadraticAngularDamping = 0.0;
    if (off(ForceKind::CattoDrag)) m.cattoLinearDrag = m.cattoAngularDrag = 0.0;
    if (off(ForceKind::Radiation)) m.radiationDamping = 0.0;
    if (off(ForceKind::Manoeuvring)) m.hullLift = m.crossFlowDrag = 0.0;
    return m;
}

ForceModel forceModel(ForcePreset preset) {
    switch (preset) {
    case ForcePreset::DisplacementBoat: return ForceModel::displacementBoat();
    case ForcePreset::PlaningBoat: return ForceModel::planingBoat();
    case ForcePreset::FloatingCrate: return ForceModel::floatingCrate();
    case ForcePreset::HydrostaticOnly: return ForceModel::hydrostaticOnly();
    }
    return ForceModel{};
}

std::shared_ptr<const hydro::WaterSurface> makeWater(const WaterSpec& spec) {
    switch (spec.model) {
    case WaterSpec::Model::Flat: return std::make_shared<hydro::FlatWater>(0.0);
    case WaterSpec::Model::Gerstner: return std::make_shared<hydro::GerstnerWaves>(spec.waves);
    case WaterSpec::Model::Ocean:
        // WMO code 0 has no waves at all: flat water, where Catto's exact buoyancy applies.
        if (spec.seaState == hydro::SeaState::Calm) return std::make_shared<hydro::FlatWater>(0.0);
        hydro::OceanSettings settings;
        settings.resolution = spec.resolution;
        settings.seed = spec.seed;
        if (spec.shortestWavelength > 0.0) {
            settings.cascades = 0;
            settings.shortestWavelength = spec.shortestWavelength;
        }
        // 30 refreshes a second: a 1 m wave (period 0.8 s) is blended within 0.9 % of its amplitude
        // (OceanSettings::refreshInterval), and the FFTs cost an eighth of what every 240 Hz
        // substep would (hydro_bench OceanStorm).
        settings.refreshInterval = 1.0 / 30.0;
        return std::make_shared<hydro::OceanSpectrumWaves>(hydro::OceanSpectrum::forSeaState(spec.seaState), settings);
    }
    return nullptr;
}

namespace {
hydro::BuoyancyAction::Settings actionSettings(const Scenario& scenario, hydro::TaskSystem* tasks, bool collectWaterline) {
    hydro::BuoyancyAction::Settings s;
    s.tasks = tasks;
    s.collectWaterline = collectWaterline;
    s.radiationDamping.method = scenario.radiationDamping;
    return s;
}

// The driven boat's engines, on the library's Thruster (docs/appendages.md §3): twin 75 hp (55 kW)
// outboards 0.7 m apart on the transom's bottom, each turning a three-bladed B-series propeller of
// 0.32 m, pitch ratio 1.2, at up to 40 rev/s (2,400 rpm after the gearbox), their legs swung together
// up to 30 degrees either way. They turn opposite ways, as twin outboards do, so their shaft torques
// cancel: one screw alone heels the boat and pulls it off course (Thruster::rightHanded).
std::vector<hydro::Thruster> outboardsFor(const hydro::HullMesh& hull) {
    std::vector<hydro::Thruster> engines(2);
    for (std::size_t k = 0; k < 2; ++k) {
        hydro::Thruster& t = engines[k];
        t.position = {hull.aabbMin().x, hull.aabbMin().y, k == 0 ? 0.35 : -0.35};
        t.diameter = 0.32;
        t.maxRevolutions = 40.0;
        t.maxPower = 55e3;
        t.maxSteeringAngle = 30.0 * M_PI / 180.0;
        t.blades = 3;
        t.areaRatio = 0.55;
        t.pitchRatio = 1.2;
        t.rightHanded = k == 0;  // the starboard engine right-handed, the port one left-handed
    }
    return engines;
}
constexpr double kMinThrottle = -0.3;  // the helm's astern limit
/// The rudder angle of full helm with sized steering: IMO's hard over, 35 degrees.
constexpr double kHardOver = 35.0 * M_PI / 180.0;
} // namespace

Scene::Scene(const Scenario& scenario, const std::string& assetsDirectory, int threads, bool effects)
    : scenario_(scenario), assets_(assetsDirectory), water_(makeWater(scenario.water)),
      dispatcher_(&configuration_), world_(&dispatcher_, &broadphase_, &solver_, &configuration_),
      workers_(threads > 1 ? std::make_unique<hydro::tool::WorkerPool>(threads) : nullptr),
      action_(world_, water_, actionSettings(scenario, workers_.get(), /*collectWaterline=*/effects)),
      effects_(effects ? std::make_unique<hydro::WaterEffects>() : nullptr) {
    if (scenario.water.model == WaterSpec::Model::Ocean) seaState_ = scenario.water.seaState;
    world_.setGravity(btVector3(0, btScalar(-9.81), 0));
    makeField();
    for (const ScenarioBody& spec : scenario.bodies) {
        if (!spec.hullFile.empty() && !canReadMeshFileHull(spec.hullFile)) {
            leftOut_.push_back(spec.name + ": its hull is a mesh file (" + spec.hull +
                               ") that only the asset pipeline reads, which this build has not: give it as an OBJ "
                               "prepare_hull wrote");
            continue;
        }
        add(spec);
        if (spec.driven && !scenario.course.empty()) {
            autopilot_ = std::make_unique<Autopilot>(scenario.course);
            autopilotEngaged_ = true;
        }
    }
}

void Scene::makeField() {
    action_.setFreeSurface(nullptr);
    field_.reset();
    if (!scenario_.water.answers) return;
    const AnsweringSpec& spec = *scenario_.water.answers;
    hydro::FreeSurfaceSettings settings;
    settings.cells = spec.cells;
    settings.spacing = spec.spacing;
    settings.density = hydro::WaterProperties{}.density;
    settings.gravity = hydro::WaterProperties{}.gravity;
    const hydro::Vec3 focus = fieldFocus();
    field_ = std::make_unique<hydro::FreeSurfaceField>(*water_, settings, focus.x, focus.z);
    action_.setFreeSurface(field_.get(), spec.substepsPerStep);
}

hydro::Vec3 Scene::fieldFocus() const {
    // The driven boat, or else the first body: where the waves that matter are made.
    auto at = [](const SceneBody& b) {
        const btVector3 p = b.body->body().getCenterOfMassPosition();
        return hydro::Vec3{double(p.x()), double(p.y()), double(p.z())};
    };
    for (const SceneBody& b : bodies_)
        if (b.driven) return at(b);
    return bodies_.empty() ? hydro::Vec3{} : at(bodies_.front());
}

Scene::~Scene() {
    // The bodies take themselves out of the action and the world as they go (HullRigidBody.h).
}

std::shared_ptr<const hydro::HullMesh> Scene::hull(const ScenarioBody& spec) {
    auto& h = hulls_[spec.hullFile.empty() ? spec.hull : spec.hullFile];
    if (!h) {
        if (spec.hullFile.empty())
            h = std::make_shared<const hydro::HullMesh>(hydro::HullMesh::fromObjFile(assets_ + "/hulls/" + spec.hull + ".obj"));
        else {
            MeshFileHull read = readMeshFileHull(spec.hullFile);
            h = std::move(read.hull);
            wells_[spec.hullFile] = std::move(read.wells);
        }
    }
    return h;
}

namespace {

/// The body's mass properties: the uniform solid's, or the scenario's ballast (a centre of gravity,
/// radii of gyration) with the solid's for whichever is not given.
hydro::MassProperties massOf(const hydro::HullMesh& hull, const ScenarioBody& spec) {
    const hydro::MassProperties solid = hull.massPropertiesForMass(spec.mass);
    if (!spec.centreOfGravity && !spec.radiiOfGyration) return solid;
    return hydro::massFromRadiiOfGyration(spec.mass, spec.centreOfGravity.value_or(solid.centroid),
                                          spec.radiiOfGyration.value_or(hydro::radiiOfGyration(solid)));
}

/// The body's compartments (boxes, its hull, or its mesh file's wells, open to the sea by their
/// lids), each breach checked to lie in one. Throws std::invalid_argument naming the body and the
/// breach, or the well its hull does not have.
hydro::Flooding floodingOf(const ScenarioBody& spec, const std::shared_ptr<const hydro::HullMesh>& hull,
                           const std::vector<hydro::HullWell>& wells) {
    hydro::Flooding flooding;
    for (const ScenarioCompartment& c : spec.compartments) {
        std::shared_ptr<const hydro::HullMesh> shape = hull;
        if (c.well > 0) {
            if (std::size_t(c.well) > wells.size())
                throw std::invalid_argument(spec.name + ": compartment '" + c.name + "' is well " + std::to_string(c.well) +
                                            " but the preparation found " + std::to_string(wells.size()) + " in " +
                                            spec.hullFile);
            const hydro::HullWell& well = wells[std::size_t(c.well - 1)];
            shape = std::make_shared<const hydro::HullMesh>(hydro::HullMesh::fromArrays(well.compartment, {}, spec.name + " " + c.name));
            const int index = flooding.addCompartment(hydro::Compartment::create(c.name, shape, c.permeability));
            (void)hydro::orThrow(flooding.tryAddOpening(hydro::rimOpening(well, index, c.name + "'s rim")));
            continue;
        }
        if (!c.wholeHull) {
            const hydro::MeshArrays box = hydro::makeBox((c.max - c.min) * 0.5, (c.max + c.min) * 0.5);
            shape = std::make_shared<const hydro::HullMesh>(
                hydro::HullMesh::fromArrays(box.xyz, box.indices, {}, spec.name + " " + c.name));
        }
        flooding.addCompartment(hydro::Compartment::create(c.name, shape, c.permeability));
    }
    for (std::size_t i = 0; i < spec.breaches.size(); ++i) {
        bool inside = false;
        for (std::size_t c = 0; c < flooding.compartmentCount(); ++c) inside = inside || flooding.compartment(int(c)).contains(spec.breaches[i].at);
        if (!inside)
            throw std::invalid_argument(spec.name + ": breaches[" + std::to_string(i) + "] lies in none of its " +
                                        std::to_string(flooding.compartmentCount()) + " compartments");
    }
    return flooding;
}

} // namespace

SceneBody& Scene::add(const ScenarioBody& spec) {
    SceneBody b;
    b.name = spec.name;
    b.hullName = spec.hull;
    b.hull = hull(spec);
    b.model = forceModel(spec.forces);
    if (spec.addedMass) b.model.addedMass = *spec.addedMass;
    b.driven = spec.driven;
    b.foilDeflections = spec.foilDeflections;
    b.foilHelmAngles = spec.foilHelmAngles;
    const btQuaternion heading(btVector3(0, 1, 0), btScalar(spec.headingDegrees * M_PI / 180.0));
    const btVector3 at(btScalar(spec.position.x), btScalar(spec.position.y), btScalar(spec.position.z));
    const hydro::MassProperties mass = massOf(*b.hull, spec);
    const hydro::FlatWaterEquilibrium upright =
        hydro::solveHeave(*b.hull, spec.mass, mass.centroid, hydro::Mat3::identity(), hydro::WaterProperties{});
    b.designWaterline = upright.floats ? mass.centroid.y - upright.heave : b.hull->aabbMin().y - 1.0;
    b.body = std::make_unique<hydro::HullRigidBody>(b.hull, mass, btTransform(heading, at));
    b.body->addToWorld(world_);
    b.floating = &action_.addBody(*b.body, b.model);
    // Its foils, members and thrusters (checked when the scenario was read); with sized steering the
    // rudders and screws its hull calls for; else a driven boat without thrusters of its own gets
    // the twin outboards.
    std::vector<hydro::Foil> foils = spec.foils;
    std::vector<hydro::Thruster> thrusters = spec.thrusters;
    if (spec.sizedSteering) {
        const hydro::Result<hydro::SizedSteering> sized =
            hydro::trySizeSteering(*b.hull, spec.mass, mass.centroid, hydro::WaterProperties{});
        if (!sized) throw std::invalid_argument(spec.name + ": steering \"sized\": " + sized.error().message());
        for (const hydro::Foil& rudder : sized.value().rudders) {
            foils.push_back(rudder);
            b.foilDeflections.push_back(0.0);
            b.foilHelmAngles.push_back(-kHardOver);  // full starboard helm; a positive deflection turns to port
        }
        thrusters = sized.value().screws;
    } else if (spec.driven && spec.thrusters.empty()) {
        thrusters = outboardsFor(*b.hull);
    }
    hydro::Appendages appendages = hydro::Appendages::create(foils, spec.members, thrusters).value();
    for (std::size_t k = 0; k < b.foilDeflections.size(); ++k)
        hydro::orThrow(appendages.trySetDeflection(k, b.foilDeflections[k]));
    b.floating->setAppendages(std::move(appendages));
    if (!spec.compartments.empty()) b.floating->setFlooding(floodingOf(spec, b.hull, wells_[spec.hullFile]));
    b.breaches = spec.breaches;
    std::stable_sort(b.breaches.begin(), b.breaches.end(),
                     [](const ScenarioBreach& x, const ScenarioBreach& y) { return x.time < y.time; });
    b.pumps = spec.pumps;
    std::stable_sort(b.pumps.begin(), b.pumps.end(), [](const ScenarioPump& x, const ScenarioPump& y) { return x.time < y.time; });
    switches_.push_back(ForceSwitches{});
    switches_.back().fill(true);
    bodies_.push_back(std::move(b));
    return bodies_.back();
}

namespace {

/// The body whose next event in `events` (the first `made` of which are made) comes earliest; null
/// if every body has made all of its own.
template <class Event>
SceneBody* earliestPending(std::vector<SceneBody>& bodies, std::vector<Event> SceneBody::*events, std::size_t SceneBody::*made) {
    SceneBody* next = nullptr;
    for (SceneBody& b : bodies)
        if (b.*made < (b.*events).size() && (!next || (b.*events)[b.*made].time < (next->*events)[next->*made].time))
            next = &b;
    return next;
}

} // namespace

bool Scene::breachNow() {
    SceneBody* next = earliestPending(bodies_, &SceneBody::breaches, &SceneBody::breachesMade);
    if (next) makeBreach(*next);
    return next;
}

bool Scene::pumpNow() {
    SceneBody* next = earliestPending(bodies_, &SceneBody::pumps, &SceneBody::pumpsSet);
    if (next) setPump(*next);
    return next;
}

void Scene::applyDueFloodingEvents() {
    for (SceneBody& b : bodies_) {
        while (b.breachesMade < b.breaches.size() && b.breaches[b.breachesMade].time <= time()) makeBreach(b);
        while (b.pumpsSet < b.pumps.size() && b.pumps[b.pumpsSet].time <= time()) setPump(b);
    }
}

void Scene::setPump(SceneBody& b) {
    const ScenarioPump& pump = b.pumps[b.pumpsSet++];
    // The compartment and rate were checked when the scenario was read.
    (void)hydro::orThrow(b.floating->flooding().trySetPumpRate(pump.compartment, pump.rate));
}

void Scene::makeBreach(SceneBody& b) {
    const ScenarioBreach& breach = b.breaches[b.breachesMade++];
    // Checked against the compartments when the body was added (floodingOf).
    (void)hydro::orThrow(b.floating->flooding().tryAddBreach(breach.at, breach.area));
}

double Scene::floodWater(std::size_t body) const {
    const hydro::Flooding& flooding = bodies_.at(body).floating->flooding();
    double volume = 0.0;
    for (std::size_t c = 0; c < flooding.compartmentCount(); ++c) volume += flooding.water(int(c)).volume;
    return volume;
}

SceneBody* Scene::driven() {
    for (SceneBody& b : bodies_)
        if (b.driven) return &b;
    return nullptr;
}

const SceneBody* Scene::driven() const { return const_cast<Scene*>(this)->driven(); }

void Scene::setHelm(const HelmInput& helm) {
    autopilotEngaged_ = false;
    steer(helm);
}

void Scene::steer(const HelmInput& helm) {
    helm_.throttle = std::clamp(std::isfinite(helm.throttle) ? helm.throttle : 0.0, kMinThrottle, 1.0);
    helm_.rudder = std::clamp(std::isfinite(helm.rudder) ? helm.rudder : 0.0, -1.0, 1.0);
    const SceneBody* boat = driven();
    if (!boat) return;
    hydro::Appendages& engines = boat->floating->appendages();
    // Rudder to starboard swings the legs that steer so that the thrust pushes the stern to port and
    // the bow turns to starboard: a positive angle about +y (Propeller.h) turns the thrust toward -z.
    for (std::size_t k = 0; k < engines.thrusterCount(); ++k) {
        hydro::orThrow(engines.trySetThrottle(k, helm_.throttle));
        hydro::orThrow(engines.trySetSteering(k, helm_.rudder * engines.thruster(k).thruster().maxSteeringAngle));
    }
    // The foils the helm turns (a rudder), each by its own angle at full starboard helm.
    for (std::size_t k = 0; k < boat->foilHelmAngles.size(); ++k)
        if (boat->foilHelmAngles[k] != 0.0)
            hydro::orThrow(engines.trySetDeflection(k, boat->foilDeflections[k] + helm_.rudder * boat->foilHelmAngles[k]));
}

const hydro::Appendages::ThrusterState* Scene::outboard(std::size_t engine) const {
    for (const SceneBody& b : bodies_)
        if (b.driven) {
            const hydro::Appendages& engines = b.floating->appendages();
            return engine < engines.thrusterCount() ? &engines.lastThrusterState(engine) : nullptr;
        }
    return nullptr;
}

void Scene::step() {
    if (autopilotEngaged_ && driven()) {
        const SceneBody& boat = *driven();
        const double yawRate = double(boat.body->body().getAngularVelocity().y());
        steer(autopilot_->steer(boat.body->hullToWorld(), yawRate));
    }
    applyDueFloodingEvents();
    if (field_) {
        const hydro::Vec3 focus = fieldFocus();
        field_->setFocus(focus.x, focus.z);
    }
    world_.stepSimulation(btScalar(kFrame), scenario_.substeps, btScalar(kFrame / scenario_.substeps));
    if (effects_) makeEffects();
}

void Scene::makeEffects() {
    // What a game does (docs/effects.md §1): each body's last result and state into WaterEffects.
    const auto start = std::chrono::steady_clock::now();
    for (const SceneBody& b : bodies_) {
        effects_->emit(b.floating->lastResult(), b.floating->lastState(), water(), kFrame);
    }
    effects_->advance(water(), time(), kFrame);
    effectsMicroseconds_ += std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count();
    ++frames_;
}

void Scene::setSeaState(hydro::SeaState state) {
    WaterSpec spec = scenario_.water;
    spec.model = WaterSpec::Model::Ocean;
    spec.seaState = state;
    // A field over the old water goes with it (the action refuses to change the water under one);
    // the new one starts still.
    action_.setFreeSurface(nullptr);
    field_.reset();
    water_ = makeWater(spec);
    action_.setWater(water_);
    seaState_ = state;
    makeField();
}

double Scene::surfaceHeight(double x, double z) const { return water().heightAt(x, z, time()); }

SceneBody& Scene::drop(const std::string& name, const std::string& hullName, double mass, const hydro::Vec3& position,
                       ForcePreset forces) {
    ScenarioBody spec;
    spec.name = name;
    spec.hull = hullName;
    spec.mass = mass;
    spec.position = position;
    spec.forces = forces;
    return add(spec);
}

void Scene::switchForces(std::size_t body, const ForceSwitches& on) {
    switches_.at(body) = on;
    bodies_.at(body).floating->setForceModel(withForcesSwitched(bodies_[body].model, on));
}

void Scene::setForceModel(std::size_t body, const ForceModel& model) {
    model.validate();
    bodies_.at(body).model = model;
    switchForces(body, switches_.at(body));
}

} // namespace boat_demo
