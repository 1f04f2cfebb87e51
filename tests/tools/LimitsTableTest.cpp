// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// One table of limits, the same everywhere (issue 32 §2): every Range of Limits.h's kTable is
// walked through each boundary that takes it from a user (the API's checks, the hydrostatics and
// prepare_hull commands, the boat demo's scenario files). Each must refuse a value beyond either
// end with the same words (limits::valueOutside: "1e13 kg is outside [1e-6, 1e12] kg"), and accept
// both ends. docs/limits.md, the table a user reads, must list each range as the code has it.

#include "HydroTestSupport.h"
#include "HydrostaticsCommand.h"
#include "PrepareHullCommand.h"
#include "Scenario.h"

#include "hydro/FlatWater.h"
#include "hydro/GerstnerWaves.h"
#include "hydro/HullShapes.h"
#include "hydro/Hydrostatics.h"
#include "hydro/Limits.h"
#include "hydro/SineWaves.h"
#include "hydro/WaterProperties.h"
#include "hydro/bullet/BuoyancyAction.h"

#include <gtest/gtest.h>

#include <fstream>
#include <functional>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace hydro {
namespace {

using limits::Range;
using test::hullFrom;

/// One boundary's answer to one value: its refusal's message, or "" if it took the value.
struct Probe {
    std::string boundary;
    std::function<std::string(double)> refusal;
    bool expressesBelow = true;  ///< false where no value below the range can be given (a speed's length)
};

const std::string kHulls = std::string(HYDRO_ASSETS_DIR) + "/hulls";

std::string apiRefusal(const Status& status) { return status ? std::string() : status.error().message(); }
template <class T, class E>
std::string apiRefusal(const Result<T, E>& result) {
    return result ? std::string() : result.error().message();
}

/// A command's refusal of its command line (exit 2); "" if it ran (whatever its result).
std::string commandRefusal(int (*command)(const std::vector<std::string>&, std::ostream&, std::ostream&),
                           const std::vector<std::string>& args) {
    std::ostringstream out, err;
    return command(args, out, err) == 2 ? err.str() : std::string();
}
int hydrostatics(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    return tool::runHydrostaticsCommand(args, out, err, kHulls);
}

/// A scenario file with one body (its fields `body`) on `water`; its refusal, or "".
std::string scenarioRefusal(const std::string& body, const std::string& water = R"({"model": "flat"})") {
    try {
        boat_demo::parseScenario(R"({"water": )" + water + R"(, "bodies": [{"name": "b", "hull": "box", )" + body + "}]}",
                                 "limits.json", kHulls);
        return {};
    } catch (const boat_demo::ScenarioError& e) {
        return e.what();
    }
}

std::string number(double value) {
    std::ostringstream s;
    s.precision(17);
    s << value;
    return s.str();
}

std::map<std::string, std::vector<Probe>> boundaries() {
    using namespace limits;
    const std::string box = kHulls + "/box.obj";
    std::map<std::string, std::vector<Probe>> table;
    table[kMassRange.quantity] = {
        {"MassProperties::check",
         [](double m) {
             MassProperties mass = hullFrom(makeBox({0.5, 0.5, 0.5})).massPropertiesForMass(1.0);
             mass.mass = m;
             return apiRefusal(mass.check());
         }},
        {"BuoyancyAction::addBody",
         [](double m) {
             BuoyancyAction action(std::make_shared<FlatWater>(0.0));
             btBoxShape shape(btVector3(btScalar(0.5), btScalar(0.5), btScalar(0.5)));
             btRigidBody body(btScalar(m), nullptr, &shape, btVector3(1, 1, 1));
             return apiRefusal(action.tryAddBody(&body, std::make_shared<const HullMesh>(hullFrom(makeBox({0.5, 0.5, 0.5}))),
                                                 btTransform::getIdentity()));
         }},
        {"HydrostaticAnalysis::create",
         [](double m) {
             const HullMesh hull = hullFrom(makeBox({0.5, 0.5, 0.5}));
             return apiRefusal(HydrostaticAnalysis::create(hull, m, hull.centroid()));
         }},
        {"hydrostatics --mass", [box](double m) { return commandRefusal(hydrostatics, {"--hull", box, "--mass", number(m)}); }},
        {"prepare_hull --mass",
         [box](double m) {
             // Refused before the file is read: the output is never written.
             return commandRefusal(tool::runPrepareHullCommand, {box, "-o", "/nonexistent/x.obj", "--mass", number(m)});
         }},
        {"scenario bodies[].mass", [](double m) { return scenarioRefusal(R"("mass": )" + number(m) + R"(, "position": [0, 1, 0])"); }},
    };
    table[kCoordinateRange.quantity] = {
        {"FlatWater::create level", [](double y) { return apiRefusal(FlatWater::create(y)); }},
        {"scenario bodies[].position",
         [](double y) { return scenarioRefusal(R"("mass": 100, "position": [0, )" + number(y) + ", 0]"); }},
    };
    table[kHullCoordinateRange.quantity] = {
        {"HullMesh::tryFromArrays",
         [](double x) {
             // A beam from the origin to x, a tenth as thick: only x can be out of range (a needle
             // thinner than 1e-9 of its length cubed would be refused as flat instead).
             const MeshArrays beam = makeBox({std::abs(x) / 2.0, std::abs(x) / 20.0, std::abs(x) / 20.0}, {x / 2.0, 0.0, 0.0});
             return apiRefusal(HullMesh::tryFromArrays(beam, {}, "beam"));
         }},
        {"hydrostatics --cog",
         [box](double x) { return commandRefusal(hydrostatics, {"--hull", box, "--mass", "1", "--cog", number(x) + ",0,0"}); }},
        {"scenario bodies[].centreOfGravity",
         [](double x) {
             return scenarioRefusal(R"("mass": 100, "position": [0, 1, 0], "centreOfGravity": [)" + number(x) + ", 0, 0]");
         }},
    };
    table[kSpeedRange.quantity] = {
        {"FlatWater::create current", [](double v) { return apiRefusal(FlatWater::create(0.0, {v, 0.0, 0.0})); }, false},
        {"GerstnerWaves::create current", [](double v) { return apiRefusal(GerstnerWaves::create({}, 0.0, {v, 0.0, 0.0})); },
         false},
    };
    auto water = [](auto set) {
        return [set](double v) {
            WaterProperties properties;
            set(properties, v);
            return apiRefusal(properties.check());
        };
    };
    table[kWaterDensityRange.quantity] = {
        {"WaterProperties::check density", water([](WaterProperties& w, double v) { w.density = v; })},
        {"hydrostatics --water-density",
         [box](double v) { return commandRefusal(hydrostatics, {"--hull", box, "--mass", "1", "--water-density", number(v)}); }},
    };
    table[kGravityRange.quantity] = {
        {"WaterProperties::check gravity", water([](WaterProperties& w, double v) { w.gravity = v; })},
        {"GerstnerWaves::create gravity", [](double g) { return apiRefusal(GerstnerWaves::create({}, 0.0, {}, g)); }},
        {"hydrostatics --gravity",
         [box](double g) { return commandRefusal(hydrostatics, {"--hull", box, "--mass", "1", "--gravity", number(g)}); }},
    };
    table[kViscosityRange.quantity] = {
        {"WaterProperties::check kinematicViscosity", water([](WaterProperties& w, double v) { w.kinematicViscosity = v; })},
    };
    table[kAirDensityRange.quantity] = {
        {"WaterProperties::check airDensity", water([](WaterProperties& w, double v) { w.airDensity = v; })},
    };
    // A wave 1 mm high, so that no other rule (steepness) speaks first.
    table[kWavelengthRange.quantity] = {
        {"GerstnerWaves::create", [](double l) { return apiRefusal(GerstnerWaves::create({{0.0, l, 1.0, 0.0, 0.0, 0.0}})); }},
        {"SineWaves::create", [](double l) { return apiRefusal(SineWaves::create({{0.0, l, 1.0, 0.0, 0.0}})); }},
        {"scenario water.waves[].wavelength",
         [](double l) {
             return scenarioRefusal(R"("mass": 100, "position": [0, 1, 0])",
                                    R"({"model": "gerstner", "waves": [{"amplitude": 0, "wavelength": )" + number(l) +
                                        R"(, "direction": [1, 0], "steepness": 0}]})");
         }},
    };
    table[kWaveAmplitudeRange.quantity] = {
        {"GerstnerWaves::create", [](double a) { return apiRefusal(GerstnerWaves::create({{a, 1e5, 1.0, 0.0, 0.0, 0.0}})); }},
        {"scenario water.waves[].amplitude",
         [](double a) {
             return scenarioRefusal(R"("mass": 100, "position": [0, 1, 0])",
                                    R"({"model": "gerstner", "waves": [{"amplitude": )" + number(a) +
                                        R"(, "wavelength": 100000, "direction": [1, 0], "steepness": 0}]})");
         }},
    };
    return table;
}

/// A value beyond the range's low end, and one beyond its high end.
double below(const Range& r) { return r.low > 0.0 ? r.low / 10.0 : r.low < 0.0 ? r.low * 10.0 : -1.0; }
double above(const Range& r) { return r.high > 0.0 ? r.high * 10.0 : 1.0; }

TEST(LimitsTable, EveryBoundaryRefusesBeyondEachRangeInTheSameWordsAndAcceptsItsEnds) {
    const auto table = boundaries();
    for (const Range& range : limits::kTable) {
        SCOPED_TRACE(range.quantity);
        const auto found = table.find(range.quantity);
        ASSERT_NE(found, table.end()) << "no boundary takes " << range.quantity << " in this test";
        ASSERT_FALSE(found->second.empty());
        for (const Probe& probe : found->second) {
            SCOPED_TRACE(probe.boundary);
            std::vector<double> outside{above(range)};
            if (probe.expressesBelow) outside.push_back(below(range));
            for (double value : outside) {
                const std::string refusal = probe.refusal(value);
                EXPECT_TRUE(test::mentions(refusal, limits::valueOutside(value, range)))
                    << "value " << value << ": '" << refusal << "'";
            }
            for (double end : {range.low, range.high}) EXPECT_EQ(probe.refusal(end), "") << "end " << end;
        }
    }
}

TEST(LimitsTable, TheDocumentsTableListsEachRangeAsTheCodeHasIt) {
    std::ifstream file(std::string(HYDRO_SOURCE_DIR) + "/docs/limits.md");
    ASSERT_TRUE(file) << "docs/limits.md";
    const std::string text((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
    for (const Range& range : limits::kTable)
        EXPECT_TRUE(test::mentions(text, std::string("| ") + range.quantity + " | `" + limits::rangeText(range) + "` |"))
            << range.quantity << " " << limits::rangeText(range);
}

TEST(LimitsTable, NumbersReadAsAPersonWritesThem) {
    EXPECT_EQ(limits::readable(1e30), "1e30");
    EXPECT_EQ(limits::readable(-2.5e-9), "-2.5e-9");
    EXPECT_EQ(limits::readable(1025.0), "1025");
    EXPECT_EQ(limits::readable(1234567.0), "1234567");
    EXPECT_EQ(limits::readable(0.001), "0.001");
    EXPECT_EQ(limits::readable(1.0 / 60.0), "0.0166667");
    EXPECT_EQ(limits::readable(0.0), "0");
    EXPECT_EQ(limits::readable(-0.0), "0");
    // Below 1e-4, but six significant digits round it up to where %g writes no exponent (a
    // fuzzer's find: the exponent was once read from past the string's end).
    EXPECT_EQ(limits::readable(0.99999999e-4), "0.0001");
    EXPECT_EQ(limits::readable(-0.99999999e-4), "-0.0001");
    EXPECT_EQ(limits::readable(std::nan("")), "nan");
    EXPECT_EQ(limits::rangeText(limits::kMassRange), "[1e-6, 1e12] kg");
}

} // namespace
} // namespace hydro
