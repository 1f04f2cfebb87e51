// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "WebWorld.h"

#include "hydro/FlatWater.h"
#include "hydro/Flooding.h"
#include "hydro/GerstnerWaves.h"
#include "hydro/Hydrostatics.h"
#include "hydro/Limits.h"
#include "hydro/MassProperties.h"
#include "hydro/OceanSpectrumWaves.h"
#include "hydro/SineWaves.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <utility>

namespace hydro::web {

namespace {
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

std::string number(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%g", value);
    return text;
}

bool allFinite(const double* values, int count) {
    for (int k = 0; k < count; ++k)
        if (!std::isfinite(values[k])) return false;
    return true;
}

/// The uniform solid's mass properties, or with its centre of gravity moved to `centreOfGravity`
/// (hull coordinates; a boat's ballast and engines) and the solid's radii of gyration kept, as the
/// demo's scenarios give a boat's.
Result<MassProperties> massOf(const HullMesh& hull, double mass, const double* centreOfGravity) {
    // Checked here, as MassProperties::check words it: the solid's properties would stop the module.
    if (!limits::kMassRange.contains(mass))
        return Error(hull.sourceName() + ": " + limits::outsideRange("mass properties: mass", mass, limits::kMassRange));
    const MassProperties solid = hull.massPropertiesForMass(mass);
    if (!centreOfGravity) return solid;
    return tryMassFromRadiiOfGyration(mass, {centreOfGravity[0], centreOfGravity[1], centreOfGravity[2]},
                                      radiiOfGyration(solid));
}

BuoyancyAction::Settings actionSettings(bool effects, TaskSystem& tasks) {
    BuoyancyAction::Settings settings;
    settings.collectWaterline = effects;  // what WaterEffects::emit reads
    settings.tasks = &tasks;
    return settings;
}

/// The module's Web Workers that its worlds' pools hold now (the API is called on one thread).
int workersInUse = 0;
} // namespace

WebWorld::WebWorld(bool effects)
    : dispatcher_(&configuration_), world_(&dispatcher_, &broadphase_, &solver_, &configuration_),
      water_(std::make_shared<FlatWater>(0.0)), action_(world_, water_, actionSettings(effects, tasks_)) {
    world_.setGravity(btVector3(0, btScalar(-9.81), 0));
    if (effects) effects_.emplace();
}

bool WebWorld::setGravity(double gravityY) {
    // Down, and as strong as Limits.h lets the kernel take it.
    if (!(-gravityY >= limits::kMinGravity && -gravityY <= limits::kMaxGravity))
        return refuse("World: gravity " + number(gravityY) + " m/s^2 is not in [" + number(-limits::kMaxGravity) + ", " +
                      number(-limits::kMinGravity) + "] (down)");
    world_.setGravity(btVector3(0, btScalar(gravityY), 0));
    return true;
}

bool WebWorld::setThreads(int threads) {
    if (threads < 1) return refuse("World: threads " + std::to_string(threads) + " is not 1 or more");
    if (threads > 1 && kWebWorkers == 0)
        return refuse("World: threads " + std::to_string(threads) +
                      ": this module is built without threads, as a page without cross-origin isolation needs; "
                      "the module built with HYDRO_WASM_THREADS has them (docs/web.md §4)");
    const int held = threadCount() - 1;  // given back first
    if (workersInUse - held + threads - 1 > kWebWorkers)
        return refuse("World: threads " + std::to_string(threads) + " would take " + std::to_string(threads - 1) +
                      " Web Workers, and the module's other worlds hold " + std::to_string(workersInUse - held) +
                      " of its " + std::to_string(kWebWorkers) + ": take fewer, or give some back (threads 1, or dispose)");
    tasks_.pool.reset();
    workersInUse -= held;
    if (threads > 1) {
        tasks_.pool = std::make_unique<tool::WorkerPool>(threads);
        workersInUse += threads - 1;
    }
    return true;
}

// The bodies leave the action and the world as they go (HullRigidBody.h), before the action does;
// the action lets the answering water go before it is freed. Its workers go back to the module.
WebWorld::~WebWorld() {
    bodies_.clear();
    removeAnsweringWater();
    workersInUse -= threadCount() - 1;
}

bool WebWorld::refuse(std::string message) {
    error_ = std::move(message);
    return false;
}

int WebWorld::refuseId(std::string message) {
    refuse(std::move(message));
    return -1;
}

double WebWorld::refuseNumber(std::string message) {
    refuse(std::move(message));
    return kNaN;
}

// --- water -------------------------------------------------------------------------------------

bool WebWorld::useWater(std::shared_ptr<const WaterSurface> water) {
    if (field_)
        return refuse("setWater: the answering water is set over the world's water, which it would replace; take it "
                      "off first (setAnsweringWater(null))");
    if (const Status set = action_.trySetWater(water); !set) return refuse("setWater: " + set.error().message());
    water_ = std::move(water);
    return true;
}

bool WebWorld::setFlatWater(double level) {
    if (!std::isfinite(level)) return refuse("setWater: flat water's level " + number(level) + " is not finite");
    return useWater(std::make_shared<FlatWater>(level));
}

bool WebWorld::setSineWaves(const std::vector<double>& numbers) {
    if (numbers.size() % 5 != 0) return refuse("setWater: sine waves take five numbers a wave, given " + std::to_string(numbers.size()));
    std::vector<SineWave> waves(numbers.size() / 5);
    for (std::size_t k = 0; k < waves.size(); ++k) {
        const double* n = &numbers[5 * k];
        waves[k] = SineWave{n[0], n[1], n[2], n[3], n[4]};
    }
    auto made = SineWaves::create(std::move(waves));
    if (!made) return refuse("setWater: " + made.error().message());
    return useWater(std::move(made).value());
}

bool WebWorld::setGerstnerWaves(const std::vector<double>& numbers) {
    if (numbers.size() % 6 != 0)
        return refuse("setWater: Gerstner waves take six numbers a wave, given " + std::to_string(numbers.size()));
    std::vector<GerstnerWave> waves(numbers.size() / 6);
    for (std::size_t k = 0; k < waves.size(); ++k) {
        const double* n = &numbers[6 * k];
        waves[k] = GerstnerWave{n[0], n[1], n[2], n[3], n[5], n[4]};
    }
    auto made = GerstnerWaves::create(std::move(waves));
    if (!made) return refuse("setWater: " + made.error().message());
    return useWater(std::move(made).value());
}

bool WebWorld::setOcean(int seaState, double tileSize, int resolution, double choppiness, double seed,
                        double refreshInterval) {
    const auto state = trySeaStateFromCode(seaState);
    if (!state) return refuse("setWater: " + state.error().message());
    // The seed is a JavaScript number: a whole one within 2^53 names one ocean exactly.
    if (!(seed >= 0.0 && seed <= 9007199254740992.0 && std::floor(seed) == seed))
        return refuse("setWater: the ocean's seed " + number(seed) + " is not a whole number in [0, 2^53]");
    if (!(refreshInterval >= 0.0 && refreshInterval <= 1.0))
        return refuse("setWater: the ocean's refreshInterval " + number(refreshInterval) + " s is not in [0, 1]");
    OceanSettings settings;
    settings.tileSize = tileSize;
    settings.resolution = resolution;
    settings.choppiness = choppiness;
    settings.seed = std::uint64_t(seed);
    settings.refreshInterval = refreshInterval;
    auto made = OceanSpectrumWaves::create(OceanSpectrum::forSeaState(state.value()), settings);
    if (!made) return refuse("setWater: " + made.error().message());
    return useWater(std::move(made).value());
}

bool WebWorld::setAnsweringWater(int cells, double spacing, double focusX, double focusZ, int substepsPerStep) {
    // The field's density and gravity are the action's water's (WaterProperties' defaults, as the
    // action's here): trySetFreeSurface refuses others.
    FreeSurfaceSettings settings;
    settings.cells = cells;
    settings.spacing = spacing;
    auto made = FreeSurfaceField::create(*water_, settings, focusX, focusZ);
    if (!made) return refuse("setAnsweringWater: " + made.error().message());
    if (const Status set = action_.trySetFreeSurface(made.value().get(), substepsPerStep); !set)
        return refuse("setAnsweringWater: " + set.error().message());
    field_ = std::move(made).value();
    ++fieldGeneration_;
    return true;
}

void WebWorld::removeAnsweringWater() {
    action_.setFreeSurface(nullptr);
    field_.reset();
}

bool WebWorld::setAnsweringWaterFocus(double x, double z) {
    if (!field_) return refuse("setAnsweringWaterFocus: this world has no answering water (setAnsweringWater)");
    if (const Status moved = field_->trySetFocus(x, z); !moved) return refuse("setAnsweringWaterFocus: " + moved.error().message());
    return true;
}

double WebWorld::waterHeight(double x, double z) {
    // Checked here, as WaterSurface::heightAt words it: its refusal would stop the module.
    for (const auto& [name, value] : {std::pair<const char*, double>{"x", x}, {"z", z}})
        if (!limits::kCoordinateRange.contains(value))
            return refuseNumber(std::string("waterHeight: ") + limits::outsideRange(name, value, limits::kCoordinateRange));
    return surface().heightAt(x, z, action_.time());
}

void WebWorld::sampleWaterHeights(const float* xz, std::size_t points, float* heights) const {
    // Points strided by two floats: PointBatch reads x and z from their own arrays (kept between
    // calls: a renderer asks every frame).
    sampleX_.resize(points);
    sampleZ_.resize(points);
    for (std::size_t k = 0; k < points; ++k) {
        sampleX_[k] = xz[2 * k];
        sampleZ_[k] = xz[2 * k + 1];
    }
    PointBatch batch;
    batch.x = sampleX_.data();
    batch.z = sampleZ_.data();
    batch.count = points;
    surface().prepare(action_.time());
    surface().sampleHeights(batch, action_.time(), 0.0, heights);
}

// --- hulls -------------------------------------------------------------------------------------

int WebWorld::addHullFromObj(const std::string& text, const std::string& name) {
    auto loaded = HullMesh::tryFromObjText(text, name);
    if (!loaded) return refuseId(loaded.error().message());
    hulls_.push_back(std::make_shared<const HullMesh>(std::move(loaded).value()));
    return int(hulls_.size()) - 1;
}

int WebWorld::addHullFromArrays(const std::vector<float>& positions, const std::vector<std::uint32_t>& indices,
                                const std::string& name) {
    if (positions.size() % 3 != 0)
        return refuseId(name + ": positions take three numbers a vertex, given " + std::to_string(positions.size()));
    auto made = HullMesh::tryFromArrays(positions, indices, {}, name);
    if (!made) return refuseId(made.error().message());
    hulls_.push_back(std::make_shared<const HullMesh>(std::move(made).value()));
    return int(hulls_.size()) - 1;
}

const std::shared_ptr<const HullMesh>* WebWorld::hullOrRefuse(const char* call, int hull) {
    if (hull >= 0 && std::size_t(hull) < hulls_.size()) return &hulls_[std::size_t(hull)];
    refuse(std::string(call) + ": no hull " + std::to_string(hull) + " in this world (it has " + std::to_string(hulls_.size()) + ")");
    return nullptr;
}

const HullMesh* WebWorld::hull(int id) const {
    return id >= 0 && std::size_t(id) < hulls_.size() ? hulls_[std::size_t(id)].get() : nullptr;
}

double WebWorld::equilibriumDraft(int hullId, double mass, const double* centreOfGravity) {
    const auto* hull = hullOrRefuse("equilibriumDraft", hullId);
    if (!hull) return kNaN;
    const HullMesh& mesh = **hull;
    const Vec3 gravityCentre = centreOfGravity ? Vec3{centreOfGravity[0], centreOfGravity[1], centreOfGravity[2]} : mesh.centroid();
    auto analysis = HydrostaticAnalysis::create(mesh, mass, gravityCentre);
    if (!analysis) return refuseNumber("equilibriumDraft: " + analysis.error().message());
    const FloatingEquilibrium rest = analysis.value().equilibrium();
    if (!rest.floats) return refuseNumber("equilibriumDraft: a body of " + number(mass) + " kg in this hull sinks");
    return rest.draft;
}

// --- bodies ------------------------------------------------------------------------------------

WebWorld::BodyEntry* WebWorld::bodyOrRefuse(const char* call, int body) {
    BodyEntry* slot = bodies_.find(body);
    if (!slot) refuse(std::string(call) + ": no body " + std::to_string(body) + " in this world (removed, or another world's)");
    return slot;
}

std::size_t WebWorld::bodyCount() const { return action_.bodyCount(); }

bool WebWorld::presetByName(const std::string& name, ForceModel& out) {
    if (name == "default") out = ForceModel{};
    else if (name == "hydrostaticOnly") out = ForceModel::hydrostaticOnly();
    else if (name == "displacementBoat") out = ForceModel::displacementBoat();
    else if (name == "planingBoat") out = ForceModel::planingBoat();
    else if (name == "floatingCrate") out = ForceModel::floatingCrate();
    else return false;
    return true;
}

int WebWorld::addBody(int hullId, double mass, const double* centreOfGravity, const double position[3], const double rotation[4],
                      const std::string& model) {
    const auto* hull = hullOrRefuse("addBody", hullId);
    if (!hull) return -1;
    ForceModel forces;
    if (!presetByName(model, forces))
        return refuseId("addBody: no force model '" + model +
                      "' (default, hydrostaticOnly, displacementBoat, planingBoat or floatingCrate)");
    if (!allFinite(position, 3)) return refuseId("addBody: the position is not finite");
    const double norm = std::sqrt(rotation[0] * rotation[0] + rotation[1] * rotation[1] + rotation[2] * rotation[2] +
                                  rotation[3] * rotation[3]);
    // A rotation is a unit quaternion; one off by more than float rounding is a mistake, not
    // something to normalise without a word.
    if (!allFinite(rotation, 4) || std::abs(norm - 1.0) > 1e-4)
        return refuseId("addBody: the rotation (" + number(rotation[0]) + ", " + number(rotation[1]) + ", " + number(rotation[2]) +
                      ", " + number(rotation[3]) + ") is not a unit quaternion");
    if (bodies_.full()) return refuseId("addBody: this world holds its most bodies, " + std::to_string(bodies_.size()));

    const btQuaternion turn{btScalar(rotation[0]), btScalar(rotation[1]), btScalar(rotation[2]), btScalar(rotation[3])};
    const btTransform pose{turn, btVector3{btScalar(position[0]), btScalar(position[1]), btScalar(position[2])}};
    const auto properties = massOf(**hull, mass, centreOfGravity);
    if (!properties) return refuseId("addBody: " + properties.error().message());
    auto made = HullRigidBody::create(*hull, properties.value(), pose);
    if (!made) return refuseId("addBody: " + made.error().message());
    std::unique_ptr<HullRigidBody> body = std::move(made).value();
    if (const Status added = body->tryAddToWorld(world_); !added) return refuseId("addBody: " + added.error().message());
    auto floating = action_.tryAddBody(*body, forces);
    if (!floating) return refuseId("addBody: " + floating.error().message());

    FloatingBody* const floatingBody = floating.value();
    return bodies_.insert({std::move(body), floatingBody});
}

bool WebWorld::removeBody(int body) {
    if (!bodyOrRefuse("removeBody", body)) return false;
    bodies_.erase(body);  // out of the action and the world (HullRigidBody.h)
    return true;
}

bool WebWorld::setForceModel(int body, const std::string& model) {
    BodyEntry* slot = bodyOrRefuse("setForceModel", body);
    if (!slot) return false;
    ForceModel forces;
    if (!presetByName(model, forces))
        return refuse("setForceModel: no force model '" + model +
                      "' (default, hydrostaticOnly, displacementBoat, planingBoat or floatingCrate)");
    if (const Status set = slot->floating->trySetForceModel(forces); !set) return refuse("setForceModel: " + set.error().message());
    return true;
}

bool WebWorld::setAppendages(int body, Appendages appendages) {
    BodyEntry* slot = bodyOrRefuse("setAppendages", body);
    if (!slot) return false;
    slot->floating->setAppendages(std::move(appendages));
    return true;
}

bool WebWorld::setAppendage(const char* call, int body, int index, double value,
                            Status (Appendages::*set)(std::size_t, double)) {
    BodyEntry* slot = bodyOrRefuse(call, body);
    if (!slot) return false;
    if (index < 0) return refuse(std::string(call) + ": the index " + std::to_string(index) + " is negative");
    const Status done = (slot->floating->appendages().*set)(std::size_t(index), value);
    return done ? true : refuse(std::string(call) + ": " + done.error().message());
}

bool WebWorld::setThrottle(int body, int thruster, double throttle) {
    return setAppendage("setThrottle", body, thruster, throttle, &Appendages::trySetThrottle);
}

bool WebWorld::setSteering(int body, int thruster, double radians) {
    return setAppendage("setSteering", body, thruster, radians, &Appendages::trySetSteering);
}

bool WebWorld::setDeflection(int body, int foil, double radians) {
    return setAppendage("setDeflection", body, foil, radians, &Appendages::trySetDeflection);
}

int WebWorld::addCompartment(int body, const std::string& name, int shape, double permeability) {
    BodyEntry* slot = bodyOrRefuse("addCompartment", body);
    if (!slot) return -1;
    const auto* hull = hullOrRefuse("addCompartment", shape);
    if (!hull) return -1;
    if (!(permeability > 0.0 && permeability <= 1.0))
        return refuseId("addCompartment: compartment '" + name + "''s permeability " + number(permeability) + " is not in (0, 1]");
    // The body's flooding with one compartment more, checked as a whole (checkCompartments: inside
    // the hull, none overlapping) before it replaces the old.
    Flooding flooding = slot->floating->flooding();
    const int index = flooding.addCompartment(Compartment::create(name, *hull, permeability));
    if (const Status set = slot->floating->trySetFlooding(std::move(flooding)); !set)
        return refuseId("addCompartment: " + set.error().message());
    return index;
}

int WebWorld::addBreach(int body, const double point[3], double area) {
    BodyEntry* slot = bodyOrRefuse("addBreach", body);
    if (!slot) return -1;
    auto made = slot->floating->flooding().tryAddBreach({point[0], point[1], point[2]}, area);
    if (!made) return refuseId("addBreach: " + made.error().message());
    return made.value();
}

int WebWorld::addOpening(int body, const std::string& name, const double point[3], double area, int from, int to) {
    BodyEntry* slot = bodyOrRefuse("addOpening", body);
    if (!slot) return -1;
    Opening opening;
    opening.name = name;
    opening.point = {point[0], point[1], point[2]};
    opening.area = area;
    opening.from = from;
    opening.to = to;
    auto made = slot->floating->flooding().tryAddOpening(std::move(opening));
    if (!made) return refuseId("addOpening: " + made.error().message());
    return made.value();
}

bool WebWorld::setPumpRate(int body, int compartment, double rate) {
    BodyEntry* slot = bodyOrRefuse("setPumpRate", body);
    if (!slot) return false;
    const Status set = slot->floating->flooding().trySetPumpRate(compartment, rate);
    return set ? true : refuse("setPumpRate: " + set.error().message());
}

double WebWorld::floodWater(int body, int compartment) {
    BodyEntry* slot = bodyOrRefuse("floodWater", body);
    if (!slot) return kNaN;
    const Flooding& flooding = slot->floating->flooding();
    if (compartment < 0 || std::size_t(compartment) >= flooding.compartmentCount())
        return refuseNumber("floodWater: no compartment " + std::to_string(compartment) + " (the body has " +
                      std::to_string(flooding.compartmentCount()) + ")");
    return flooding.water(compartment).volume;
}

bool WebWorld::transform(int body, float out[7]) const {
    const BodyEntry* slot = bodies_.find(body);
    if (!slot) return false;
    const btTransform pose = slot->body->hullToWorld();
    const btQuaternion q = pose.getRotation();
    const btVector3& p = pose.getOrigin();
    const float values[7] = {float(p.x()), float(p.y()), float(p.z()), float(q.x()), float(q.y()), float(q.z()), float(q.w())};
    std::copy(values, values + 7, out);
    return true;
}

bool WebWorld::velocity(int body, float out[6]) const {
    const BodyEntry* slot = bodies_.find(body);
    if (!slot) return false;
    const btVector3& v = slot->body->body().getLinearVelocity();
    const btVector3& w = slot->body->body().getAngularVelocity();
    const float values[6] = {float(v.x()), float(v.y()), float(v.z()), float(w.x()), float(w.y()), float(w.z())};
    std::copy(values, values + 6, out);
    return true;
}

bool WebWorld::applyImpulse(int body, const double impulse[3], const double worldPoint[3]) {
    BodyEntry* slot = bodyOrRefuse("applyImpulse", body);
    if (!slot) return false;
    if (!allFinite(impulse, 3) || !allFinite(worldPoint, 3)) return refuse("applyImpulse: the impulse or the point is not finite");
    btRigidBody& rigid = slot->body->body();
    const btVector3 point{btScalar(worldPoint[0]), btScalar(worldPoint[1]), btScalar(worldPoint[2])};
    rigid.activate();
    rigid.applyImpulse(btVector3(btScalar(impulse[0]), btScalar(impulse[1]), btScalar(impulse[2])),
                       point - rigid.getCenterOfMassPosition());
    return true;
}

const ForceResult* WebWorld::lastResult(int body) const {
    const BodyEntry* slot = bodies_.find(body);
    return slot ? &slot->floating->lastResult() : nullptr;
}

// --- level of detail ---------------------------------------------------------------------------

bool WebWorld::setLevelOfDetail(const LevelOfDetail& levelOfDetail) {
    const Status set = action_.trySetLevelOfDetail(levelOfDetail);
    return set ? true : refuse("setLevelOfDetail: " + set.error().message());
}

bool WebWorld::setCoarserHulls(int body, const std::vector<int>& hullIds) {
    BodyEntry* slot = bodyOrRefuse("setCoarserHulls", body);
    if (!slot) return false;
    std::vector<std::shared_ptr<const HullMesh>> coarser;
    for (const int id : hullIds) {
        const auto* hull = hullOrRefuse("setCoarserHulls", id);
        if (!hull) return false;
        coarser.push_back(*hull);
    }
    const Status set = slot->floating->trySetCoarserHulls(std::move(coarser));
    return set ? true : refuse("setCoarserHulls: " + set.error().message());
}

bool WebWorld::setEvaluationInterval(int body, int substeps) {
    BodyEntry* slot = bodyOrRefuse("setEvaluationInterval", body);
    if (!slot) return false;
    const Status set = slot->floating->trySetEvaluationInterval(substeps);
    return set ? true : refuse("setEvaluationInterval: " + set.error().message());
}

int WebWorld::detailLevel(int body) {
    const BodyEntry* slot = bodyOrRefuse("detailLevel", body);
    return slot ? slot->floating->detailLevel() : -1;
}

// --- rollback ----------------------------------------------------------------------------------

int WebWorld::takeSnapshot() {
    if (snapshots_.full()) return refuseId("takeSnapshot: this world holds its most snapshots, " + std::to_string(snapshots_.size()));
    Snapshot snapshot;
    bodies_.forEach([&](int id, const BodyEntry& entry) { snapshot.bodies.emplace_back(id, BulletBodyState(entry.body->body())); });
    snapshot.action = action_.snapshot();
    snapshot.localTime = world_.localTime();
    snapshot.effects = effects_;
    if (field_) snapshot.field = field_->state();
    snapshot.fieldGeneration = fieldGeneration_;
    return snapshots_.insert(std::move(snapshot));
}

bool WebWorld::restoreSnapshot(int id) {
    const Snapshot* snapshot = snapshots_.find(id);
    if (!snapshot) return refuse("restoreSnapshot: no snapshot " + std::to_string(id) + " in this world (dropped, or another world's)");
    // The same bodies, by id: one removed since has gone with its state, one added since has none.
    for (const auto& saved : snapshot->bodies)
        if (!bodies_.find(saved.first))
            return refuse("restoreSnapshot: body " + std::to_string(saved.first) +
                          " was removed since the snapshot was taken; a snapshot puts back the bodies it was taken with");
    if (bodies_.size() != snapshot->bodies.size()) {
        int added = -1;
        bodies_.forEach([&](int body, const BodyEntry&) {
            const bool saved = std::any_of(snapshot->bodies.begin(), snapshot->bodies.end(), [&](const auto& s) { return s.first == body; });
            if (!saved && added < 0) added = body;
        });
        return refuse("restoreSnapshot: body " + std::to_string(added) +
                      " was added since the snapshot was taken; remove it before restoring");
    }
    // The answering water it was taken with, the same field (its window, its spacing, its depths).
    if (snapshot->field.has_value() != bool(field_) || (field_ && snapshot->fieldGeneration != fieldGeneration_))
        return refuse(std::string("restoreSnapshot: the answering water was ") +
                      (snapshot->field ? (field_ ? "set again" : "taken off") : "set") +
                      " since the snapshot was taken; a snapshot puts back the field it was taken with");
    // The action's part first: it is the one that can refuse (BuoyancyAction::tryRestore), and a
    // refusal must leave Bullet's bodies as they are. The field's state is its own, of its size.
    if (const Status restored = action_.tryRestore(snapshot->action); !restored)
        return refuse("restoreSnapshot: " + restored.error().message());
    for (const auto& saved : snapshot->bodies) saved.second.restore(bodies_.find(saved.first)->body->body());
    world_.setLocalTime(snapshot->localTime);
    effects_ = snapshot->effects;
    if (field_) (void)field_->tryRestore(*snapshot->field);
    return true;
}

bool WebWorld::dropSnapshot(int id) {
    return snapshots_.erase(id) ? true : refuse("dropSnapshot: no snapshot " + std::to_string(id) + " in this world (dropped already, or another world's)");
}

double WebWorld::snapshotTime(int id) {
    const Snapshot* snapshot = snapshots_.find(id);
    return snapshot ? snapshot->action.time() : refuseNumber("snapshotTime: no snapshot " + std::to_string(id) + " in this world");
}

bool WebWorld::step(double timeStep, int maxSubsteps, double fixedStep) {
    // Bullet would take a NaN or negative step without a word; a substep count beyond 1000 a call
    // is a frame time mistaken for milliseconds, not a frame.
    if (!(timeStep >= 0.0 && timeStep <= 10.0))
        return refuse("step: the time step " + number(timeStep) + " s is not in [0, 10]");
    if (!(fixedStep > 0.0 && fixedStep <= 1.0)) return refuse("step: the fixed step " + number(fixedStep) + " s is not in (0, 1]");
    if (maxSubsteps < 0 || maxSubsteps > 1000) return refuse("step: maxSubsteps " + std::to_string(maxSubsteps) + " is not in [0, 1000]");
    world_.stepSimulation(btScalar(timeStep), maxSubsteps, btScalar(fixedStep));
    if (effects_ && timeStep > 0.0) {
        // As a game does it (docs/effects.md §1): each body's last result and state, then the motion.
        bodies_.forEach([&](int, const BodyEntry& entry) {
            effects_->emit(entry.floating->lastResult(), entry.floating->lastState(), surface(), timeStep);
        });
        effects_->advance(surface(), time(), timeStep);
    }
    return true;
}

} // namespace hydro::web
