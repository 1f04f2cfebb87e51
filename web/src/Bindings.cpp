// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// The module's embind bindings: WebWorld as the class NativeWorld, whose methods web/js/api.js wraps
// in the JavaScript API of docs/web.md (objects for hulls and bodies, refusals thrown as Errors).
// Arrays cross as typed arrays: in, copied into C++ vectors; out, as views of a buffer of the
// world's, valid until its next call, which the JavaScript side copies at once.

#include "WebWorld.h"

#include "hydro/Appendages.h"
#include "hydro/ArchTiming.h"
#include "hydro/ForceResult.h"
#include "hydro/SimdArch.h"
#include "hydro/WaterEffects.h"
#include "hydro/bullet/LevelOfDetail.h"

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <array>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

namespace hydro::web {
namespace {

using emscripten::val;

/// Reads a JavaScript object's fields into a C++ struct's, naming the object and the field in the
/// first refusal: a field left out keeps the struct's default, one of the wrong type is refused.
class FieldReader {
public:
    FieldReader(const val& object, std::string name, std::string& error)
        : object_(object), name_(std::move(name)), error_(error) {}

    void number(const char* field, double& out) {
        const val value = object_[field];
        if (value.isUndefined()) return;
        if (!value.isNumber()) return fail(field, "is not a number");
        out = value.as<double>();
    }
    void integer(const char* field, int& out) {
        double value = out;
        number(field, value);
        // Checked before the conversion, which is undefined outside int's range.
        if (!(value >= -2147483648.0 && value <= 2147483647.0 && std::floor(value) == value))
            return fail(field, "is not a whole number");
        out = int(value);
    }
    void boolean(const char* field, bool& out) {
        const val value = object_[field];
        if (value.isUndefined()) return;
        if (!value.isTrue() && !value.isFalse()) return fail(field, "is not true or false");
        out = value.isTrue();
    }
    void vector(const char* field, Vec3& out) {
        const std::vector<double> values = numbers(field, {out.x, out.y, out.z});
        if (values.size() != 3) return fail(field, "is not three numbers");
        out = {values[0], values[1], values[2]};
    }
    std::vector<double> numbers(const char* field, std::vector<double> fallback) {
        const val value = object_[field];
        if (value.isUndefined()) return fallback;
        if (value.isNull() || (!value.isArray() && !value["BYTES_PER_ELEMENT"].isNumber())) {
            fail(field, "is not an array of numbers");
            return fallback;
        }
        const auto length = value["length"].as<unsigned>();
        std::vector<double> out(length);
        for (unsigned k = 0; k < length; ++k) {
            const val element = value[k];
            if (!element.isNumber()) {
                fail(field, "is not an array of numbers");
                return fallback;
            }
            out[k] = element.as<double>();
        }
        return out;
    }

private:
    void fail(const char* field, const char* what) {
        if (error_.empty()) error_ = name_ + "." + field + " " + what;
    }
    val object_;
    std::string name_;
    std::string& error_;
};

Thruster readThruster(const val& object, std::size_t index, std::string& error) {
    Thruster t;
    FieldReader read(object, "thrusters[" + std::to_string(index) + "]", error);
    read.vector("position", t.position);
    read.vector("axis", t.axis);
    read.vector("steeringAxis", t.steeringAxis);
    read.number("diameter", t.diameter);
    read.number("maxRevolutions", t.maxRevolutions);
    read.number("maxPower", t.maxPower);
    read.number("maxSteeringAngle", t.maxSteeringAngle);
    read.integer("blades", t.blades);
    read.number("areaRatio", t.areaRatio);
    read.number("pitchRatio", t.pitchRatio);
    read.number("wakeFraction", t.wakeFraction);
    read.number("thrustDeduction", t.thrustDeduction);
    read.number("asternEfficiency", t.asternEfficiency);
    read.boolean("rightHanded", t.rightHanded);
    return t;
}

Foil readFoil(const val& object, std::size_t index, std::string& error) {
    Foil f;
    FieldReader read(object, "foils[" + std::to_string(index) + "]", error);
    read.vector("root", f.root);
    read.vector("spanAxis", f.spanAxis);
    read.vector("forward", f.forward);
    read.number("span", f.span);
    f.chords = read.numbers("chords", f.chords);
    read.boolean("rootOnHull", f.rootOnHull);
    read.number("liftSlope", f.section.liftSlope);
    read.number("zeroLiftAngle", f.section.zeroLiftAngle);
    read.number("profileDrag", f.section.profileDrag);
    read.number("stallAngle", f.section.stallAngle);
    return f;
}

template <class T>
std::vector<T> readList(const val& list, const char* name, T (*read)(const val&, std::size_t, std::string&), std::string& error) {
    std::vector<T> out;
    if (list.isUndefined()) return out;
    if (!list.isArray()) {
        error = std::string(name) + " is not an array";
        return out;
    }
    const auto length = list["length"].as<unsigned>();
    for (unsigned k = 0; k < length && error.empty(); ++k) {
        const val element = list[k];
        // Its fields are read by name: a number or null in the list has none (null's would throw).
        if (element.isNull() || element.typeOf().as<std::string>() != "object") {
            error = std::string(name) + "[" + std::to_string(k) + "] is not an object";
            break;
        }
        out.push_back(read(element, k, error));
    }
    return out;
}

/// `{thrusters: [...], foils: [...]}`, each element's fields those of Thruster and Foil (with the
/// section's beside the planform's).
bool setAppendages(WebWorld& world, int body, const val& spec) {
    std::string error;
    const auto thrusters = readList<Thruster>(spec["thrusters"], "thrusters", readThruster, error);
    const auto foils = readList<Foil>(spec["foils"], "foils", readFoil, error);
    if (!error.empty()) return world.refuse("setAppendages: " + error);
    auto made = Appendages::create(foils, {}, thrusters);
    if (!made) return world.refuse("setAppendages: " + made.error().message());
    return world.setAppendages(body, std::move(made).value());
}

/// `{focus: [x, y, z], fullDetailRadius, farRadius, farEvaluationInterval, middleEvaluationInterval}`
/// (LevelOfDetail.h's fields, its defaults for those left out), on; null or undefined turns it off.
bool setLevelOfDetail(WebWorld& world, const val& spec) {
    LevelOfDetail levelOfDetail;
    if (!spec.isNull() && !spec.isUndefined()) {
        if (spec.typeOf().as<std::string>() != "object") return world.refuse("setLevelOfDetail: the level of detail is not an object");
        std::string error;
        FieldReader read(spec, "levelOfDetail", error);
        levelOfDetail.enabled = true;
        read.boolean("enabled", levelOfDetail.enabled);
        read.vector("focus", levelOfDetail.focus);
        read.number("fullDetailRadius", levelOfDetail.fullDetailRadius);
        read.number("farRadius", levelOfDetail.farRadius);
        read.integer("farEvaluationInterval", levelOfDetail.farEvaluationInterval);
        read.integer("middleEvaluationInterval", levelOfDetail.middleEvaluationInterval);
        if (!error.empty()) return world.refuse("setLevelOfDetail: " + error);
    }
    return world.setLevelOfDetail(levelOfDetail);
}

std::vector<double> doubles(const val& array) { return emscripten::convertJSArrayToNumberVector<double>(array); }

bool setSineWaves(WebWorld& world, const val& waves) { return world.setSineWaves(doubles(waves)); }
bool setGerstnerWaves(WebWorld& world, const val& waves) { return world.setGerstnerWaves(doubles(waves)); }

bool setCoarserHulls(WebWorld& world, int body, const val& hulls) {
    return world.setCoarserHulls(body, emscripten::convertJSArrayToNumberVector<int>(hulls));
}

int addHullFromArrays(WebWorld& world, const val& positions, const val& indices, const std::string& name) {
    return world.addHullFromArrays(emscripten::convertJSArrayToNumberVector<float>(positions),
                                   emscripten::convertJSArrayToNumberVector<std::uint32_t>(indices), name);
}

/// Scratch the views below look at: one set for the module, which runs on one thread.
struct Views {
    std::vector<float> floats;
    std::vector<std::uint32_t> indices;
    std::vector<double> numbers;
};
Views& views() {
    static Views v;
    return v;
}

val hullPositions(const WebWorld& world, int hull) {
    const HullMesh* mesh = world.hull(hull);
    if (!mesh) return val::null();
    std::vector<float>& out = views().floats;
    out.resize(3 * mesh->vertexCount());
    for (std::size_t v = 0; v < mesh->vertexCount(); ++v) {
        const Vec3 p = mesh->vertex(v);
        out[3 * v] = float(p.x);
        out[3 * v + 1] = float(p.y);
        out[3 * v + 2] = float(p.z);
    }
    return val(emscripten::typed_memory_view(out.size(), out.data()));
}

val hullIndices(const WebWorld& world, int hull) {
    const HullMesh* mesh = world.hull(hull);
    if (!mesh) return val::null();
    std::vector<std::uint32_t>& out = views().indices;
    out.resize(3 * mesh->triangleCount());
    for (std::size_t t = 0; t < mesh->triangleCount(); ++t) {
        const auto triangle = mesh->triangle(t);
        for (int k = 0; k < 3; ++k) out[3 * t + std::size_t(k)] = triangle[std::size_t(k)];
    }
    return val(emscripten::typed_memory_view(out.size(), out.data()));
}

/// The hull's volume, its triangle count and the corners of its box: eight numbers.
val hullFacts(const WebWorld& world, int hull) {
    const HullMesh* mesh = world.hull(hull);
    if (!mesh) return val::null();
    std::vector<double>& out = views().numbers;
    const Vec3 low = mesh->aabbMin(), high = mesh->aabbMax();
    out = {mesh->volume(), double(mesh->triangleCount()), low.x, low.y, low.z, high.x, high.y, high.z};
    return val(emscripten::typed_memory_view(out.size(), out.data()));
}

/// A centre of gravity from JavaScript: null or undefined for the uniform solid's, else three numbers.
bool centreOfGravity(WebWorld& world, const char* call, const val& given, std::vector<double>& out) {
    if (given.isNull() || given.isUndefined()) return true;
    out = doubles(given);
    return out.size() == 3 || world.refuse(std::string(call) + ": centreOfGravity is not three numbers");
}

int addBody(WebWorld& world, int hull, double mass, const val& gravityCentre, const val& position, const val& rotation,
            const std::string& model) {
    const std::vector<double> p = doubles(position), q = doubles(rotation);
    std::vector<double> g;
    if (p.size() != 3) return world.refuseId("addBody: the position is not three numbers");
    if (q.size() != 4) return world.refuseId("addBody: the rotation is not four numbers (a quaternion x, y, z, w)");
    if (!centreOfGravity(world, "addBody", gravityCentre, g)) return -1;
    return world.addBody(hull, mass, g.empty() ? nullptr : g.data(), p.data(), q.data(), model);
}

double equilibriumDraft(WebWorld& world, int hull, double mass, const val& gravityCentre) {
    std::vector<double> g;
    if (!centreOfGravity(world, "equilibriumDraft", gravityCentre, g)) return std::numeric_limits<double>::quiet_NaN();
    return world.equilibriumDraft(hull, mass, g.empty() ? nullptr : g.data());
}

int addBreach(WebWorld& world, int body, const val& point, double area) {
    const std::vector<double> p = doubles(point);
    if (p.size() != 3) return world.refuseId("addBreach: the point is not three numbers");
    return world.addBreach(body, p.data(), area);
}

int addOpening(WebWorld& world, int body, const std::string& name, const val& point, double area, int from, int to) {
    const std::vector<double> p = doubles(point);
    if (p.size() != 3) return world.refuseId("addOpening: the point is not three numbers");
    return world.addOpening(body, name, p.data(), area, from, to);
}

bool applyImpulse(WebWorld& world, int body, const val& impulse, const val& point) {
    const std::vector<double> j = doubles(impulse), p = doubles(point);
    if (j.size() != 3 || p.size() != 3) return world.refuse("applyImpulse: the impulse and the point are three numbers each");
    return world.applyImpulse(body, j.data(), p.data());
}

val bodyTransform(const WebWorld& world, int body) {
    std::vector<float>& out = views().floats;
    out.resize(7);
    if (!world.transform(body, out.data())) return val::null();
    return val(emscripten::typed_memory_view(out.size(), out.data()));
}

val bodyVelocity(const WebWorld& world, int body) {
    std::vector<float>& out = views().floats;
    out.resize(6);
    if (!world.velocity(body, out.data())) return val::null();
    return val(emscripten::typed_memory_view(out.size(), out.data()));
}

/// The status (ForceResult::Status's order), the submerged volume, the wetted area, the total
/// force and torque, the buoyancy alone (ForceKind::Hydrostatic's force) and the centre of
/// buoyancy: fifteen numbers.
val bodyResult(const WebWorld& world, int body) {
    const ForceResult* r = world.lastResult(body);
    if (!r) return val::null();
    const Vec3 buoyancy = r->of(ForceKind::Hydrostatic).force;
    std::vector<double>& out = views().numbers;
    out = {double(r->status), r->submergedVolume, r->wettedArea,  r->force.x,  r->force.y,
           r->force.z,         r->torque.x,       r->torque.y,    r->torque.z, buoyancy.x,
           buoyancy.y,         buoyancy.z,        r->centreOfBuoyancy.x, r->centreOfBuoyancy.y, r->centreOfBuoyancy.z};
    return val(emscripten::typed_memory_view(out.size(), out.data()));
}

/// ForceKernel::compute's median nanoseconds on `hull` (ArchTiming.h's pose: at its draft, moving
/// and turning, every force of displacementBoat) with the scalar reference and with the widest
/// SIMD arch the module has (sse2, compiled to WebAssembly's SIMD128): [scalar, SIMD]; null if
/// refused.
val timeKernel(WebWorld& world, int hull, int rounds, int callsPerRound) {
    const HullMesh* mesh = world.hull(hull);
    if (!mesh) {
        world.refuse("timeKernel: no hull " + std::to_string(hull) + " in this world");
        return val::null();
    }
    const auto timing = tryTimeArchs(*mesh, ForceModel::displacementBoat(), {SimdArch::Scalar, bestSimdArch()}, rounds, callsPerRound);
    if (!timing) {
        world.refuse("timeKernel: " + timing.error().message());
        return val::null();
    }
    std::vector<double>& out = views().numbers;
    out = {timing.value().nanoseconds[std::size_t(SimdArch::Scalar)], timing.value().nanoseconds[std::size_t(bestSimdArch())]};
    return val(emscripten::typed_memory_view(out.size(), out.data()));
}

/// The spray (x, y, z and age a droplet: four floats) and the foam (x, y, z, radius and opacity a
/// patch: five), then the counts of droplets and patches refused at their limits and droplets
/// dropped still in the air; null without effects (WaterEffects.h).
template <class Particle, std::size_t Floats>
val particleView(const std::vector<Particle>& particles, std::array<float, Floats> (*floats)(const Particle&)) {
    std::vector<float>& out = views().floats;
    out.clear();
    for (const Particle& particle : particles) {
        const std::array<float, Floats> values = floats(particle);
        out.insert(out.end(), values.begin(), values.end());
    }
    return val(emscripten::typed_memory_view(out.size(), out.data()));
}

val effectsSpray(const WebWorld& world) {
    const WaterEffects* effects = world.effects();
    if (!effects) return val::null();
    return particleView<SprayDroplet, 4>(effects->spray(), [](const SprayDroplet& d) {
        return std::array<float, 4>{float(d.position.x), float(d.position.y), float(d.position.z), d.age};
    });
}

val effectsFoam(const WebWorld& world) {
    const WaterEffects* effects = world.effects();
    if (!effects) return val::null();
    return particleView<FoamPatch, 5>(effects->foam(), [](const FoamPatch& p) {
        return std::array<float, 5>{float(p.position.x), float(p.position.y), float(p.position.z), p.radius, p.opacity};
    });
}

val effectsCounts(const WebWorld& world) {
    const WaterEffects* effects = world.effects();
    if (!effects) return val::null();
    std::vector<double>& out = views().numbers;
    out = {double(effects->refusedSpray()), double(effects->refusedFoam()), double(effects->expiredSpray())};
    return val(emscripten::typed_memory_view(out.size(), out.data()));
}

/// The answering water's window, its world x and z of the first node, the spacing (m), the nodes a
/// side and the waves' energy (J); null without it.
val answeringWaterWindow(const WebWorld& world) {
    const FreeSurfaceField* field = world.answeringWater();
    if (!field) return val::null();
    const FreeSurfaceField::Window window = field->window();
    std::vector<double>& out = views().numbers;
    out = {window.originX, window.originZ, window.spacing, double(window.cells), field->energy()};
    return val(emscripten::typed_memory_view(out.size(), out.data()));
}

/// Its own heights (without the world's water) at the window's nodes, row z then column x; null
/// without it.
val answeringWaterHeights(const WebWorld& world) {
    const FreeSurfaceField* field = world.answeringWater();
    if (!field) return val::null();
    std::vector<float>& out = views().floats;
    out.resize(field->window().cells * field->window().cells);
    field->copyHeights(out.data());
    return val(emscripten::typed_memory_view(out.size(), out.data()));
}

val sampleWaterHeights(const WebWorld& world, const val& xz) {
    const std::vector<float> points = emscripten::convertJSArrayToNumberVector<float>(xz);
    std::vector<float>& out = views().floats;
    out.resize(points.size() / 2);
    world.sampleWaterHeights(points.data(), out.size(), out.data());
    return val(emscripten::typed_memory_view(out.size(), out.data()));
}

} // namespace
} // namespace hydro::web

EMSCRIPTEN_BINDINGS(bullethydro) {
    using namespace emscripten;
    using hydro::web::WebWorld;
    class_<WebWorld>("NativeWorld")
        .constructor<>()
        .constructor<bool>()
        .function("lastError", &WebWorld::lastError)
        .function("setGravity", &WebWorld::setGravity)
        .function("setThreads", &WebWorld::setThreads)
        .function("threadCount", &WebWorld::threadCount)
        .function("setFlatWater", &WebWorld::setFlatWater)
        .function("setSineWaves", &hydro::web::setSineWaves)
        .function("setGerstnerWaves", &hydro::web::setGerstnerWaves)
        .function("setOcean", &WebWorld::setOcean)
        .function("waterHeight", &WebWorld::waterHeight)
        .function("setAnsweringWater", &WebWorld::setAnsweringWater)
        .function("removeAnsweringWater", &WebWorld::removeAnsweringWater)
        .function("setAnsweringWaterFocus", &WebWorld::setAnsweringWaterFocus)
        .function("answeringWaterWindow", &hydro::web::answeringWaterWindow)
        .function("answeringWaterHeights", &hydro::web::answeringWaterHeights)
        .function("sampleWaterHeights", &hydro::web::sampleWaterHeights)
        .function("addHullFromObj", &WebWorld::addHullFromObj)
        .function("addHullFromArrays", &hydro::web::addHullFromArrays)
        .function("hullPositions", &hydro::web::hullPositions)
        .function("hullIndices", &hydro::web::hullIndices)
        .function("hullFacts", &hydro::web::hullFacts)
        .function("equilibriumDraft", &hydro::web::equilibriumDraft)
        .function("addBody", &hydro::web::addBody)
        .function("removeBody", &WebWorld::removeBody)
        .function("hasBody", &WebWorld::hasBody)
        .function("bodyCount", &WebWorld::bodyCount)
        .function("setForceModel", &WebWorld::setForceModel)
        .function("setAppendages", &hydro::web::setAppendages)
        .function("setThrottle", &WebWorld::setThrottle)
        .function("setSteering", &WebWorld::setSteering)
        .function("setDeflection", &WebWorld::setDeflection)
        .function("addCompartment", &WebWorld::addCompartment)
        .function("addBreach", &hydro::web::addBreach)
        .function("addOpening", &hydro::web::addOpening)
        .function("setPumpRate", &WebWorld::setPumpRate)
        .function("floodWater", &WebWorld::floodWater)
        .function("bodyTransform", &hydro::web::bodyTransform)
        .function("bodyVelocity", &hydro::web::bodyVelocity)
        .function("bodyResult", &hydro::web::bodyResult)
        .function("applyImpulse", &hydro::web::applyImpulse)
        .function("setLevelOfDetail", &hydro::web::setLevelOfDetail)
        .function("setCoarserHulls", &hydro::web::setCoarserHulls)
        .function("setEvaluationInterval", &WebWorld::setEvaluationInterval)
        .function("detailLevel", &WebWorld::detailLevel)
        .function("takeSnapshot", &WebWorld::takeSnapshot)
        .function("restoreSnapshot", &WebWorld::restoreSnapshot)
        .function("dropSnapshot", &WebWorld::dropSnapshot)
        .function("snapshotTime", &WebWorld::snapshotTime)
        .function("snapshotCount", &WebWorld::snapshotCount)
        .function("effectsSpray", &hydro::web::effectsSpray)
        .function("effectsFoam", &hydro::web::effectsFoam)
        .function("effectsCounts", &hydro::web::effectsCounts)
        .function("timeKernel", &hydro::web::timeKernel)
        .function("step", &WebWorld::step)
        .function("time", &WebWorld::time);
}
