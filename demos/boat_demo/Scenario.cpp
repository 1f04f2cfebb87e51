// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "Scenario.h"

#include "hydro/MassProperties.h"
#if HYDRO_DEMO_MESH_FILES
#include "hydro/prepare/MeshFile.h"
#endif

#include "hydro/Limits.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <limits>
#include <optional>
#include <set>
#include <sstream>

namespace boat_demo {
namespace {

using nlohmann::json;
namespace fs = std::filesystem;

/// One JSON object of the file and where it is ("bodies[2]"), so every complaint names the field.
class Fields {
public:
    Fields(const json& object, std::string path, const std::string& source)
        : object_(object), path_(std::move(path)), source_(source) {
        if (!object_.is_object()) fail(path_.empty() ? "(top level)" : path_, "must be an object");
    }

    [[noreturn]] void fail(const std::string& field, const std::string& rule) const {
        throw ScenarioError(source_ + ": " + field + ": " + rule);
    }
    std::string field(const char* key) const { return path_.empty() ? key : path_ + "." + key; }
    /// The object at `value`, named `path` in messages.
    Fields child(const json& value, std::string path) const { return Fields(value, std::move(path), source_); }
    /// The i-th element of the array `key`, as an object.
    Fields element(const char* key, std::size_t i) const {
        return child(object_.at(key)[i], field(key) + "[" + std::to_string(i) + "]");
    }

    /// Each key must be one of `known`: a misspelt field would otherwise be silently ignored.
    void allowOnly(std::initializer_list<const char*> known) const {
        for (const auto& item : object_.items())
            if (std::none_of(known.begin(), known.end(), [&](const char* k) { return item.key() == k; }))
                fail(field(item.key().c_str()), "unknown field");
    }

    bool has(const char* key) const { return object_.contains(key); }
    const json& at(const char* key) const {
        if (!has(key)) fail(field(key), "missing");
        return object_.at(key);
    }

    /// A finite number within `range` (Limits.h's, where the library bounds the quantity too);
    /// `fallback` when absent, or required when there is none.
    double number(const char* key, const hydro::limits::Range& range, std::optional<double> fallback = std::nullopt) const {
        if (!has(key) && fallback) return *fallback;
        const json& v = at(key);
        if (!v.is_number()) fail(field(key), "must be a number (got " + v.dump() + ")");
        const double x = v.get<double>();
        checkWithin(field(key), x, range);
        return x;
    }
    /// The same for a quantity only the demo bounds.
    double number(const char* key, double low, double high, std::optional<double> fallback = std::nullopt) const {
        return number(key, hydro::limits::Range{key, low, high, ""}, fallback);
    }
    /// Fails at `where` unless `x` lies within `range`, in the library's words.
    void checkWithin(const std::string& where, double x, const hydro::limits::Range& range) const {
        if (!range.contains(x))
            fail(where, hydro::limits::valueOutside(x, range));
    }
    int integer(const char* key, int low, int high, int fallback) const {
        if (!has(key)) return fallback;
        const json& v = at(key);
        if (!v.is_number_integer()) fail(field(key), "must be an integer (got " + v.dump() + ")");
        const auto x = v.get<long long>();
        if (x < low || x > high)
            fail(field(key), "must be in " + std::to_string(low) + ".." + std::to_string(high) + " (got " + v.dump() + ")");
        return int(x);
    }
    std::string text(const char* key, std::optional<std::string> fallback = std::nullopt) const {
        if (!has(key) && fallback) return *fallback;
        const json& v = at(key);
        if (!v.is_string()) fail(field(key), "must be a string (got " + v.dump() + ")");
        return v.get<std::string>();
    }
    bool flag(const char* key, bool fallback) const {
        if (!has(key)) return fallback;
        const json& v = at(key);
        if (!v.is_boolean()) fail(field(key), "must be true or false (got " + v.dump() + ")");
        return v.get<bool>();
    }
    /// `n` finite numbers.
    std::vector<double> numbers(const json& v, const std::string& where, std::size_t n) const {
        if (!v.is_array() || v.size() != n) fail(where, "must be an array of " + std::to_string(n) + " numbers (got " + v.dump() + ")");
        std::vector<double> out;
        for (const json& x : v) {
            if (!x.is_number() || !std::isfinite(x.get<double>()))
                fail(where, "must be an array of " + std::to_string(n) + " finite numbers (got " + v.dump() + ")");
            out.push_back(x.get<double>());
        }
        return out;
    }
    const json& array(const char* key) const {
        const json& v = at(key);
        if (!v.is_array()) fail(field(key), "must be an array (got " + v.dump() + ")");
        return v;
    }

private:
    const json& object_;
    std::string path_;
    const std::string& source_;
};

constexpr std::pair<ForcePreset, const char*> kPresets[] = {
    {ForcePreset::DisplacementBoat, "displacementBoat"},
    {ForcePreset::PlaningBoat, "planingBoat"},
    {ForcePreset::FloatingCrate, "floatingCrate"},
    {ForcePreset::HydrostaticOnly, "hydrostaticOnly"},
};

ForcePreset parsePreset(const Fields& f, const char* key) {
    const std::string name = f.text(key, std::string("displacementBoat"));
    for (const auto& [preset, presetName] : kPresets)
        if (name == presetName) return preset;
    std::string known;
    for (const auto& p : kPresets) known += std::string(known.empty() ? "" : ", ") + p.second;
    f.fail(f.field(key), "unknown force model '" + name + "' (known: " + known + ")");
}

std::vector<hydro::GerstnerWave> parseGerstnerWaves(const Fields& f) {
    const json& waves = f.array("waves");
    if (waves.empty()) f.fail(f.field("waves"), "must hold at least one wave");
    std::vector<hydro::GerstnerWave> out;
    double steepness = 0.0;
    for (std::size_t i = 0; i < waves.size(); ++i) {
        const Fields g = f.element("waves", i);
        g.allowOnly({"amplitude", "wavelength", "direction", "steepness"});
        hydro::GerstnerWave w;
        w.amplitude = g.number("amplitude", hydro::limits::kWaveAmplitudeRange);
        w.wavelength = g.number("wavelength", hydro::limits::kWavelengthRange);
        const std::vector<double> d = g.numbers(g.at("direction"), g.field("direction"), 2);
        // GerstnerWaves normalises it: its length must be positive and finite (not 1e300 squared).
        const double length = std::hypot(d[0], d[1]);
        if (!(length > 1e-9 && length < 1e9)) g.fail(g.field("direction"), "must have a length in (1e-9, 1e9)");
        w.directionX = d[0];
        w.directionZ = d[1];
        w.steepness = g.number("steepness", 0.0, 0.99, 0.3);
        steepness += w.steepness;
        out.push_back(w);
    }
    // GerstnerWaves.h: at a steepness sum of 1 the crests cusp and the surface folds over.
    if (!(steepness < 1.0)) f.fail(f.field("waves"), "the steepnesses must add up to less than 1 (got " + hydro::limits::readable(steepness) + ")");
    return out;
}

AnsweringSpec parseAnswering(const Fields& f) {
    f.allowOnly({"cells", "spacing", "substepsPerStep"});
    AnsweringSpec a;
    a.cells = f.integer("cells", 32, 1024, 128);
    if ((a.cells & (a.cells - 1)) != 0) f.fail(f.field("cells"), "must be a power of two (got " + std::to_string(a.cells) + ")");
    a.spacing = f.number("spacing", 0.01, 100.0, 1.0);
    a.substepsPerStep = f.integer("substepsPerStep", 1, 64, 1);
    return a;
}

WaterSpec parseWater(const Fields& f) {
    f.allowOnly({"model", "seaState", "resolution", "seed", "shortestWavelength", "waves", "answers"});
    WaterSpec w;
    const std::string model = f.text("model");
    if (model == "flat") {
        w.model = WaterSpec::Model::Flat;
    } else if (model == "ocean") {
        w.model = WaterSpec::Model::Ocean;
        w.seaState = hydro::seaStateFromCode(f.integer("seaState", 0, 9, 3));
        w.resolution = f.integer("resolution", 16, 1024, 64);
        if ((w.resolution & (w.resolution - 1)) != 0)
            f.fail(f.field("resolution"), "must be a power of two (got " + std::to_string(w.resolution) + ")");
        w.seed = std::uint64_t(f.integer("seed", 0, std::numeric_limits<int>::max(), 1));
        w.shortestWavelength = f.number("shortestWavelength", 0.0, 100.0, 1.0);
    } else if (model == "gerstner") {
        w.model = WaterSpec::Model::Gerstner;
        w.waves = parseGerstnerWaves(f);
    } else {
        f.fail(f.field("model"), "unknown water model '" + model + "' (known: flat, ocean, gerstner)");
    }
    if (f.has("answers")) w.answers = parseAnswering(f.child(f.at("answers"), f.field("answers")));
    return w;
}

std::vector<std::string> hullNames(const std::string& hullDirectory) {
    std::vector<std::string> names;
    std::error_code error;
    for (const auto& entry : fs::directory_iterator(hullDirectory, error))
        if (entry.path().extension() == ".obj") names.push_back(entry.path().stem().string());
    std::sort(names.begin(), names.end());
    return names;
}

/// Three numbers of `key`, each within `range`, or nothing if the field is absent.
std::optional<hydro::Vec3> optionalVector(const Fields& b, const char* key, const hydro::limits::Range& range) {
    if (!b.has(key)) return std::nullopt;
    const std::vector<double> v = b.numbers(b.at(key), b.field(key), 3);
    for (double x : v) b.checkWithin(b.field(key), x, range);
    return hydro::Vec3{v[0], v[1], v[2]};
}

/// Three numbers of `key` in hull space, or `fallback` if the field is absent.
hydro::Vec3 hullVector(const Fields& f, const char* key, std::optional<hydro::Vec3> fallback = std::nullopt) {
    if (!f.has(key) && fallback) return *fallback;
    f.at(key);  // required
    return *optionalVector(f, key, hydro::limits::kHullCoordinateRange);
}

/// A body's foils and slender members (docs/appendages.md), checked as the library checks them.
void parseAppendages(const Fields& b, ScenarioBody& body) {
    constexpr double kMaxSize = 1e4;  // m: appendage_checks' bound, which the library words itself
    if (b.has("foils"))
        for (std::size_t i = 0; i < b.array("foils").size(); ++i) {
            const Fields f = b.element("foils", i);
            f.allowOnly({"root", "span", "chords", "spanAxis", "forward", "rootOnHull", "deflection", "helm"});
            hydro::Foil foil;
            foil.root = hullVector(f, "root");
            foil.span = f.number("span", 0.0, kMaxSize);
            const json& chords = f.array("chords");
            foil.chords = f.numbers(chords, f.field("chords"), chords.size());
            foil.spanAxis = hullVector(f, "spanAxis", hydro::Vec3{0.0, -1.0, 0.0});
            foil.forward = hullVector(f, "forward", hydro::Vec3{1.0, 0.0, 0.0});
            foil.rootOnHull = f.flag("rootOnHull", true);
            body.foils.push_back(foil);
            const double deflection = f.number("deflection", -90.0, 90.0, 0.0);
            const double helm = f.number("helm", -90.0, 90.0, 0.0);
            if (std::abs(deflection) + std::abs(helm) > 90.0)
                f.fail(f.field("helm"), "with the deflection, must stay within 90 degrees (" +
                                            hydro::limits::readable(deflection) + " and " + hydro::limits::readable(helm) + ")");
            body.foilDeflections.push_back(deflection * M_PI / 180.0);
            body.foilHelmAngles.push_back(helm * M_PI / 180.0);
        }
    if (b.has("members"))
        for (std::size_t i = 0; i < b.array("members").size(); ++i) {
            const Fields m = b.element("members", i);
            m.allowOnly({"start", "end", "diameter"});
            hydro::SlenderMember member;
            member.start = hullVector(m, "start");
            member.end = hullVector(m, "end");
            member.diameter = m.number("diameter", 0.0, kMaxSize);
            body.members.push_back(member);
        }
    if (b.has("thrusters"))
        for (std::size_t i = 0; i < b.array("thrusters").size(); ++i) {
            const Fields t = b.element("thrusters", i);
            t.allowOnly({"position", "axis", "diameter", "maxRevolutions", "maxPower", "maxSteering", "blades", "areaRatio",
                         "pitchRatio", "wakeFraction", "thrustDeduction", "rightHanded"});
            hydro::Thruster thruster;
            thruster.position = hullVector(t, "position");
            thruster.axis = hullVector(t, "axis", hydro::Vec3{1.0, 0.0, 0.0});
            thruster.diameter = t.number("diameter", 0.0, kMaxSize);
            thruster.maxRevolutions = t.number("maxRevolutions", 0.0, 1000.0);
            thruster.maxPower = t.number("maxPower", 0.0, 1e10, 0.0);
            thruster.maxSteeringAngle = t.number("maxSteering", 0.0, 90.0, 0.0) * M_PI / 180.0;
            thruster.blades = t.integer("blades", 2, 7, 3);
            thruster.areaRatio = t.number("areaRatio", 0.3, 1.05, 0.5);
            thruster.pitchRatio = t.number("pitchRatio", 0.5, 1.4, 1.0);
            thruster.wakeFraction = t.number("wakeFraction", -0.5, 0.9, 0.0);
            thruster.thrustDeduction = t.number("thrustDeduction", -0.5, 0.9, 0.0);
            thruster.rightHanded = t.flag("rightHanded", true);
            body.thrusters.push_back(thruster);
        }
    // The library's own checks, in its words ("foil 1: Foil: spanAxis ... is not a unit vector").
    hydro::Result<hydro::Appendages> made = hydro::Appendages::create(body.foils, body.members, body.thrusters);
    if (!made) {
        const std::string& why = made.error().message();
        b.fail(b.field(why.rfind("foil", 0) == 0 ? "foils" : why.rfind("member", 0) == 0 ? "members" : "thrusters"), why);
    }
}

/// A body's compartments and the breaches made in them (docs/flooding.md).
void parseFlooding(const Fields& b, ScenarioBody& body) {
    if (b.has("compartments"))
        for (std::size_t i = 0; i < b.array("compartments").size(); ++i) {
            const Fields c = b.element("compartments", i);
            c.allowOnly({"name", "hull", "well", "min", "max", "permeability"});
            ScenarioCompartment compartment;
            compartment.name = c.text("name");
            compartment.wholeHull = c.flag("hull", false);
            if (c.has("well")) {
                if (body.hullFile.empty())
                    c.fail(c.field("well"), "only a mesh file's hull has wells (the preparation finds them)");
                compartment.well = int(c.number("well", 1.0, 64.0));
                if (compartment.well != c.number("well", 1.0, 64.0))
                    c.fail(c.field("well"), "must be a whole number: the well's place in the preparation's list, from 1");
            } else if (!compartment.wholeHull) {
                compartment.min = hullVector(c, "min");
                compartment.max = hullVector(c, "max");
                for (int k = 0; k < 3; ++k)
                    if (!(compartment.min[k] < compartment.max[k]))
                        c.fail(c.field("max"), "must be above min on every axis (axis " + std::to_string(k) + ": " +
                                                   hydro::limits::readable(compartment.min[k]) + " and " +
                                                   hydro::limits::readable(compartment.max[k]) + ")");
            }
            compartment.permeability = c.number("permeability", 0.01, 1.0, 0.95);
            body.compartments.push_back(compartment);
        }
    if (b.has("breaches")) {
        if (body.compartments.empty()) b.fail(b.field("breaches"), "need compartments to open into");
        for (std::size_t i = 0; i < b.array("breaches").size(); ++i) {
            const Fields h = b.element("breaches", i);
            h.allowOnly({"at", "area", "time"});
            ScenarioBreach breach;
            breach.at = hullVector(h, "at");
            breach.area = h.number("area", 1e-6, 1e4);
            breach.time = h.number("time", 0.0, 3600.0, 0.0);
            body.breaches.push_back(breach);
        }
    }
    if (b.has("pumps")) {
        if (body.compartments.empty()) b.fail(b.field("pumps"), "need compartments to pump");
        for (std::size_t i = 0; i < b.array("pumps").size(); ++i) {
            const Fields h = b.element("pumps", i);
            h.allowOnly({"compartment", "rate", "time"});
            ScenarioPump pump;
            const std::string name = h.text("compartment");
            const auto named = std::find_if(body.compartments.begin(), body.compartments.end(),
                                            [&](const ScenarioCompartment& c) { return c.name == name; });
            if (named == body.compartments.end())
                h.fail(h.field("compartment"), "'" + name + "' is none of the body's " + std::to_string(body.compartments.size()) +
                                                   " compartments");
            pump.compartment = int(named - body.compartments.begin());
            pump.rate = h.number("rate", -100.0, 100.0);
            pump.time = h.number("time", 0.0, 3600.0, 0.0);
            body.pumps.push_back(pump);
        }
    }
}

ScenarioBody parseBody(const Fields& b, const std::vector<std::string>& hulls, const std::string& hullDirectory) {
    b.allowOnly({"name", "hull", "mass", "position", "heading", "forces", "driven", "centreOfGravity", "radiiOfGyration",
                 "foils", "members", "thrusters", "steering", "compartments", "breaches", "pumps", "addedMass"});
    ScenarioBody body;
    body.name = b.text("name");
    if (body.name.empty()) b.fail(b.field("name"), "must not be empty");
    body.hull = b.text("hull");
    if (fs::path(body.hull).has_extension()) {
        // A mesh file for the hull preparation pipeline.
        const fs::path file = fs::path(body.hull).is_absolute() ? fs::path(body.hull) : fs::path(hullDirectory) / body.hull;
        std::error_code error;
#if HYDRO_DEMO_MESH_FILES  // else the scene reads an OBJ, and leaves any other format out saying so (MeshFileHull.h)
        if (!hydro::isMeshFileExtensionKnown(body.hull))
            b.fail(b.field("hull"), "'" + body.hull + "' is not a mesh format the hull preparation reads");
#endif
        if (!fs::is_regular_file(file, error)) b.fail(b.field("hull"), "no mesh file " + file.string());
        body.hullFile = file.string();
    } else if (std::find(hulls.begin(), hulls.end(), body.hull) == hulls.end()) {
        std::string known;
        for (const std::string& h : hulls) known += (known.empty() ? "" : ", ") + h;
        b.fail(b.field("hull"), "unknown hull '" + body.hull + "' (known: " + known +
                                    "; or a mesh file with its extension)");
    }
    body.mass = b.number("mass", hydro::limits::kMassRange);
    body.centreOfGravity = optionalVector(b, "centreOfGravity", hydro::limits::kHullCoordinateRange);
    constexpr hydro::limits::Range kRadiusOfGyration{"a radius of gyration", 1e-3, hydro::limits::kMaxHullCoordinate, "m"};
    body.radiiOfGyration = optionalVector(b, "radiiOfGyration", kRadiusOfGyration);
    if (body.radiiOfGyration) {
        try {
            hydro::massFromRadiiOfGyration(body.mass, body.centreOfGravity.value_or(hydro::Vec3{}), *body.radiiOfGyration);
        } catch (const std::invalid_argument& e) {
            b.fail(b.field("radiiOfGyration"), e.what());
        }
    }
    const std::vector<double> p = b.numbers(b.at("position"), b.field("position"), 3);
    for (double coordinate : p) b.checkWithin(b.field("position"), coordinate, hydro::limits::kCoordinateRange);
    body.position = {p[0], p[1], p[2]};
    body.headingDegrees = b.number("heading", -360.0, 360.0, 0.0);
    body.forces = parsePreset(b, "forces");
    body.driven = b.flag("driven", false);
    if (b.has("addedMass")) body.addedMass = b.number("addedMass", 0.0, 10.0);
    parseAppendages(b, body);
    const std::string steering = b.text("steering", std::string("outboards"));
    if (steering != "outboards" && steering != "sized")
        b.fail(b.field("steering"), "must be \"outboards\" or \"sized\" (got '" + steering + "')");
    body.sizedSteering = steering == "sized";
    if (body.sizedSteering && !body.thrusters.empty())
        b.fail(b.field("steering"), "\"sized\" gives the body its screws, and it has " + std::to_string(body.thrusters.size()) +
                                        " thrusters of its own: leave out one or the other");
    parseFlooding(b, body);
    return body;
}

} // namespace

const char* forcePresetName(ForcePreset preset) {
    for (const auto& [p, name] : kPresets)
        if (p == preset) return name;
    return "?";
}

Scenario parseScenario(const std::string& text, const std::string& sourceName, const std::string& hullDirectory) {
    json document;
    try {
        document = json::parse(text);
    } catch (const json::parse_error& e) {
        // nlohmann's message gives the line and column of the fault.
        throw ScenarioError(sourceName + ": malformed JSON: " + e.what());
    } catch (const json::exception& e) {
        // A number beyond double ("1e340") is an out_of_range error, whose message names the number.
        throw ScenarioError(sourceName + ": unreadable JSON: " + e.what());
    }
    const Fields top(document, "", sourceName);
    top.allowOnly({"description", "seconds", "substeps", "water", "bodies", "course", "radiationDamping"});
    Scenario s;
    s.name = fs::path(sourceName).stem().string();
    s.description = top.text("description", std::string());
    s.seconds = top.number("seconds", 1.0, 3600.0, 30.0);
    s.substeps = top.integer("substeps", 1, 64, 4);
    const std::string radiation = top.text("radiationDamping", std::string("haskind"));
    if (radiation != "haskind" && radiation != "panels")
        top.fail("radiationDamping", "must be \"haskind\" or \"panels\" (got '" + radiation + "')");
    s.radiationDamping = radiation == "panels" ? hydro::RadiationDampingMethod::PanelMethod : hydro::RadiationDampingMethod::FroudeKrylov;
    s.water = parseWater(top.child(top.at("water"), "water"));

    const json& bodies = top.array("bodies");
    if (bodies.empty()) top.fail("bodies", "must hold at least one body");
    const std::vector<std::string> hulls = hullNames(hullDirectory);
    std::set<std::string> names;
    for (std::size_t i = 0; i < bodies.size(); ++i) {
        const Fields b = top.element("bodies", i);
        ScenarioBody body = parseBody(b, hulls, hullDirectory);
        if (!names.insert(body.name).second) b.fail(b.field("name"), "'" + body.name + "' is used by an earlier body");
        s.bodies.push_back(std::move(body));
    }
    const auto driven = std::count_if(s.bodies.begin(), s.bodies.end(), [](const ScenarioBody& b) { return b.driven; });
    if (driven > 1) top.fail("bodies", std::to_string(driven) + " bodies are driven; at most one may be");

    if (top.has("course")) {
        const json& course = top.array("course");
        if (driven == 0 && !course.empty()) top.fail("course", "needs a driven body to sail it");
        for (std::size_t i = 0; i < course.size(); ++i) {
            const std::vector<double> p = top.numbers(course[i], "course[" + std::to_string(i) + "]", 2);
            s.course.push_back({p[0], p[1]});
        }
    }
    return s;
}

Scenario loadScenario(const std::string& path, const std::string& hullDirectory) {
    std::ifstream file(path);
    if (!file) throw ScenarioError(path + ": cannot be read (no such scenario file?)");
    std::ostringstream text;
    text << file.rdbuf();
    return parseScenario(text.str(), path, hullDirectory);
}

std::vector<std::string> scenarioNames(const std::string& directory) {
    std::vector<std::string> names;
    std::error_code error;
    for (const auto& entry : fs::directory_iterator(directory, error))
        if (entry.path().extension() == ".json") names.push_back(entry.path().stem().string());
    std::sort(names.begin(), names.end());
    return names;
}

} // namespace boat_demo
