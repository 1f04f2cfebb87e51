// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// The `hydrostatics` command, run in-process: its JSON against the closed forms of a floating box,
// its table, its warnings and its errors.
//
// The box is the 1 m cube asset at 150 kg/m^3 in fresh water (1000 kg/m^3): draft T = 0.15 m,
// KB = T/2, BM = B^2 / (12 T), KG = 0.5 m, and wall-sided up to tan(phi) = 2T/B (16.7 degrees).
// As in HydrostaticAnalysisTest, a box is exact as a mesh: kExact = 1e-7 is round-off with a margin.

#include "HydroTestSupport.h"
#include "HydrostaticsCommand.h"
#include "ScratchDirectory.h"

#include "hydro/AddedMassTable.h"
#include "hydro/Radiation.h"
#include "hydro/RadiationDampingEstimate.h"
#include "hydro/RadiationDampingFile.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

namespace hydro::tool {
namespace {

constexpr double kExact = 1e-7;
using hydro::test::kPi;
const std::string kHulls = std::string(HYDRO_ASSETS_DIR) + "/hulls/";

struct CommandRun {
    int exitCode;
    std::string out, err;
};

CommandRun run(const std::vector<std::string>& args) {
    std::ostringstream out, err;
    const int code = runHydrostaticsCommand(args, out, err);
    return {code, out.str(), err.str()};
}

std::vector<std::string> floatingBox(std::vector<std::string> extra = {}) {
    std::vector<std::string> args = {"--hull", kHulls + "box.obj", "--density", "150", "--water-density", "1000"};
    args.insert(args.end(), extra.begin(), extra.end());
    return args;
}

TEST(HydrostaticsCommand, JsonHasEveryFigureOfTheFloatingBox) {
    const CommandRun r = run(floatingBox({"--gz-curve", "0:15:5", "--at", "heave=0.3,pitch=0", "--json"}));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const nlohmann::json j = nlohmann::json::parse(r.out);
    const double T = 0.15, kb = T / 2, bm = 1.0 / (12 * T), kg = 0.5, gm = kb + bm - kg, g = 9.81;
    EXPECT_TRUE(j["floats"].get<bool>());
    EXPECT_NEAR(j["volume"].get<double>(), T, kExact);
    EXPECT_NEAR(j["displacement_mass"].get<double>(), 150.0, 150.0 * kExact);
    EXPECT_NEAR(j["equilibrium"]["heave"].get<double>(), kg - T, kExact);
    EXPECT_NEAR(j["equilibrium"]["roll_deg"].get<double>(), 0.0, kExact);
    EXPECT_NEAR(j["equilibrium"]["pitch_deg"].get<double>(), 0.0, kExact);
    EXPECT_NEAR(j["equilibrium"]["draft"].get<double>(), T, kExact);
    const std::vector<double> cob = j["centre_of_buoyancy"];
    ASSERT_EQ(cob.size(), 3u);
    EXPECT_NEAR(cob[1], -0.5 + T / 2, kExact);
    EXPECT_NEAR(j["waterplane_area"].get<double>(), 1.0, kExact);
    EXPECT_EQ(j["centre_of_flotation"].size(), 2u);
    EXPECT_NEAR(j["kb"].get<double>(), kb, kExact);
    EXPECT_NEAR(j["bm_t"].get<double>(), bm, kExact);
    EXPECT_NEAR(j["bm_l"].get<double>(), bm, kExact);
    EXPECT_NEAR(j["kg"].get<double>(), kg, kExact);
    EXPECT_NEAR(j["gm_t"].get<double>(), gm, kExact);
    EXPECT_NEAR(j["gm_l"].get<double>(), gm, kExact);
    EXPECT_NEAR(j["periods"]["heave"].get<double>(), 2 * kPi * std::sqrt(T / g), kExact);
    // A solid cube's inertia about an axis through its centre is m / 6 (side 1 m).
    EXPECT_NEAR(j["periods"]["roll"].get<double>(), 2 * kPi * std::sqrt(1.0 / 6.0 / (g * gm)), kExact);
    EXPECT_NEAR(j["periods"]["pitch"].get<double>(), j["periods"]["roll"].get<double>(), kExact);
    // The added mass (docs/added_mass.md) at the equilibrium, and the heave period it gives:
    // sqrt(T^2 + 4 pi^2 A_33 / C), C = rho g A_wp. A flat box's heave added mass at omega -> infinity
    // is about that of its bottom, a plate on the surface: half the (8/3) rho r^3 of a disk of its
    // area in open water, 239 kg, more for the square's corners and the sides' 0.15 m.
    const auto& added = j["added_mass"]["infinite_frequency"];
    ASSERT_EQ(added.size(), 6u);
    ASSERT_EQ(added[1].size(), 6u);
    const double a33 = added[1][1].get<double>(), disk = 0.5 * 8.0 / 3.0 * 1000.0 * std::pow(1.0 / std::sqrt(kPi), 3);
    EXPECT_GT(a33, disk);
    EXPECT_LT(a33, 1.5 * disk);
    EXPECT_NEAR(added[0][0].get<double>(), added[2][2].get<double>(), 0.02 * added[0][0].get<double>());  // square
    EXPECT_GT(j["added_mass"]["zero_frequency"][1][1].get<double>(), a33);  // the lid holds more water
    EXPECT_NEAR(j["periods_with_added_mass"]["heave"].get<double>(),
                std::sqrt(std::pow(2 * kPi, 2) * (T / g + a33 / (1000 * g * 1.0))), kExact);
    ASSERT_EQ(j["gz"].size(), 4u);
    for (const auto& point : j["gz"]) {
        const double phi = point[0].get<double>() * kPi / 180, t = std::tan(phi);
        EXPECT_NEAR(point[1].get<double>(), std::sin(phi) * (gm + 0.5 * bm * t * t), kExact) << point[0];
    }
    EXPECT_NEAR(j["gz_max_heel_deg"].get<double>(), 15.0, kExact);
    EXPECT_TRUE(j["vanishing_angle_deg"].is_null());  // GZ is still rising at 15 degrees
    // --at: 0.2 m of the box under water.
    EXPECT_NEAR(j["at"]["volume"].get<double>(), 0.2, kExact);
    EXPECT_NEAR(j["at"]["force"][1].get<double>(), 1000 * g * 0.2, kExact * 1000 * g);
    EXPECT_NEAR(j["at"]["torque"][0].get<double>(), 0.0, kExact * 1000 * g);
    EXPECT_NEAR(j["at"]["centre_of_buoyancy"][1].get<double>(), -0.4, kExact);
    EXPECT_TRUE(j["warnings"].empty());
}

TEST(HydrostaticsCommand, WritesTheAddedMassTableAGameLoads) {
    const std::string path = (test::scratchDirectory("hydrostatics") / "box.added_mass").string();
    const CommandRun r = run(floatingBox({"--cog", "0,-0.1,0", "--added-mass-table", path}));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("Added mass table written to " + path), std::string::npos);
    // What the game reads is the table the library makes for that hull, centre and water.
    const HullMesh hull = HullMesh::fromObjFile(kHulls + "box.obj");
    WaterProperties water;
    water.density = 1000.0;
    const Vec3 centre{0.0, -0.1, 0.0};
    const auto loaded = AddedMassTable::tryLoad(path, hull, centre, water);
    ASSERT_TRUE(loaded) << loaded.error().message();
    EXPECT_EQ(loaded.value().toText(), AddedMassTable::create(hull, centre, water).toText());
    // A place it cannot write is an error naming it (exit code 1), not a usage error.
    const CommandRun nowhere = run(floatingBox({"--added-mass-table", "/nonexistent/box.added_mass"}));
    EXPECT_EQ(nowhere.exitCode, 1);
    EXPECT_NE(nowhere.err.find("'/nonexistent/box.added_mass': could not be written"), std::string::npos);
}

TEST(HydrostaticsCommand, RadiationIsTheLibrarysAndThePeriodsAreAtTheirOwnFrequency) {
    const CommandRun r = run(floatingBox({"--radiation", "2,4", "--panels", "200", "--json"}));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const nlohmann::json j = nlohmann::json::parse(r.out);
    ASSERT_EQ(j["radiation"].size(), 2u);
    EXPECT_EQ(j["radiation_pose"], "equilibrium");
    // The figures are the library's at the equilibrium (G 0.35 m above the surface), in its order.
    const HullMesh hull = HullMesh::fromObjFile(kHulls + "box.obj");
    WaterProperties water;
    water.density = 1000.0;
    RadiationOptions options;
    options.maxPanels = 200;
    const RadiationCoefficients direct = radiationCoefficients(hull, {0.5 - 0.15, 0.0, 0.0}, hull.centroid(), water, 4.0, options);
    const auto& second = j["radiation"][1];
    EXPECT_EQ(second["omega"].get<double>(), 4.0);
    for (std::size_t i = 0; i < 6; ++i)
        for (std::size_t k = 0; k < 6; ++k) {
            const double a = direct.addedMass(int(i), int(k)), b = direct.damping(int(i), int(k));
            EXPECT_NEAR(second["added_mass"][i][k].get<double>(), a, 1e-9 * (1.0 + std::abs(a)));
            EXPECT_NEAR(second["damping"][i][k].get<double>(), b, 1e-9 * (1.0 + std::abs(b)));
        }
    // Heave at its own frequency: omega^2 (m + A(omega)) = rho g A_wp with the A solved at that omega
    // (the fixed point to 1e-3: A changes by about 1 % over the last round's step), longer than
    // without added mass, and damped.
    const auto& heave = j["periods_at_own_frequency"]["heave"];
    const double omega = heave["omega"].get<double>(), stiffness = 1000.0 * 9.81 * 1.0;
    EXPECT_NEAR(omega * omega * (150.0 + heave["added_mass"].get<double>()), stiffness, 1e-3 * stiffness);
    EXPECT_NEAR(heave["period"].get<double>(), 2 * kPi / omega, kExact);
    EXPECT_GT(heave["period"].get<double>(), j["periods"]["heave"].get<double>());
    EXPECT_GT(heave["damping_ratio"].get<double>(), 0.0);
    // Waves too short for the panels: refused naming the option that would do (exit 1), and given
    // with the check turned off.
    const CommandRun tooShort = run(floatingBox({"--radiation", "30", "--panels", "200"}));
    EXPECT_EQ(tooShort.exitCode, 1);
    EXPECT_NE(tooShort.err.find("panelsPerWavelength"), std::string::npos) << tooShort.err;
    const CommandRun unchecked = run(floatingBox({"--radiation", "30", "--panels", "200", "--panels-per-wavelength", "0"}));
    EXPECT_EQ(unchecked.exitCode, 0) << unchecked.err;
    const CommandRun text = run(floatingBox({"--radiation", "2", "--panels", "200"}));
    ASSERT_EQ(text.exitCode, 0) << text.err;
    EXPECT_NE(text.out.find("Radiation at omega = 2.0000 rad/s"), std::string::npos) << text.out;
    EXPECT_NE(text.out.find("Natural periods with the added mass at their own frequency"), std::string::npos) << text.out;
}

TEST(HydrostaticsCommand, WritesTheRadiationDampingAGameGivesItsBodies) {
    const std::string path = (test::scratchDirectory("hydrostatics") / "box.radiation").string();
    const CommandRun r = run(floatingBox({"--radiation-damping", path, "--panels", "150"}));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("Radiation damping written to " + path), std::string::npos);
    // The panel method's at the body's natural frequencies, as the action estimates it for a body of
    // this hull and mass registered with the default model (the added mass on) and the panel method.
    const HullMesh hull = HullMesh::fromObjFile(kHulls + "box.obj");
    WaterProperties water;
    water.density = 1000.0;
    const MassProperties solid = hull.massPropertiesForMass(150.0);
    RadiationDampingOptions panels;
    panels.method = RadiationDampingMethod::PanelMethod;
    panels.maxPanels = 150;
    const Matrix6 added = AddedMassTable::create(hull, solid.centroid, water).at(0.15);
    const RadiationDamping expected = estimateRadiationDamping(hull, 150.0, solid.centroid, solid.inertia, water, added, panels);
    const auto loaded = tryLoadRadiationDamping(path);
    ASSERT_TRUE(loaded) << loaded.error().message();
    EXPECT_EQ(radiationDampingText(loaded.value()), radiationDampingText(expected));
    EXPECT_TRUE(checkRadiationDampingMadeFor(loaded.value(), hull, 150.0, solid.centroid, water));
}

/// An OBJ box in hull coordinates, written where the test can hand it to --damaged.
std::string writeBox(const std::filesystem::path& directory, const std::string& name, const Vec3& low, const Vec3& high) {
    const std::string path = (directory / name).string();
    std::ofstream obj(path);
    for (int k = 0; k < 8; ++k)
        obj << "v " << (k & 1 ? high.x : low.x) << " " << (k & 2 ? high.y : low.y) << " " << (k & 4 ? high.z : low.z) << "\n";
    // Outward-wound faces of the cube whose corner k has bits (x, y, z).
    obj << "f 1 5 7 3\nf 2 4 8 6\nf 1 2 6 5\nf 3 7 8 4\nf 1 3 4 2\nf 5 6 8 7\n";
    return path;
}

TEST(HydrostaticsCommand, TheDamageCaseIsTheLostBuoyancyMethods) {
    // The floating box with its middle quarter (x from -0.125 to 0.125, full depth and breadth) open
    // to the sea, permeability 1: by the lost-buoyancy method it sinks to T' = T / 0.75 = 0.2 m with
    // the damaged waterplane 0.75 m^2, KB' = T'/2 and BM over the intact displacement 0.15 m^3:
    // BM_T = (0.75 / 12) / 0.15, BM_L = (1 / 12 - 0.25^3 / 12) / 0.15. The room holds 0.25 x 0.2 m^3.
    const auto directory = test::scratchDirectory("hydrostatics_damaged");
    const std::string room = writeBox(directory, "middle.obj", {-0.125, -0.5, -0.5}, {0.125, 0.5, 0.5});
    const CommandRun r = run(floatingBox({"--damaged", room + "@1", "--gz-curve", "0:10:5", "--json"}));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const nlohmann::json j = nlohmann::json::parse(r.out);
    const nlohmann::json& d = j["damaged"];
    ASSERT_TRUE(d["floats"].get<bool>());
    const double T = 0.2, kb = T / 2, bmT = (0.75 / 12) / 0.15, bmL = (1.0 / 12 - std::pow(0.25, 3) / 12) / 0.15, kg = 0.5;
    EXPECT_NEAR(d["equilibrium"]["draft"].get<double>(), T, kExact);
    EXPECT_NEAR(d["equilibrium"]["pitch_deg"].get<double>(), 0.0, kExact);
    EXPECT_NEAR(d["waterplane_area"].get<double>(), 0.75, kExact);
    EXPECT_NEAR(d["kb"].get<double>(), kb, kExact);
    EXPECT_NEAR(d["bm_t"].get<double>(), bmT, kExact);
    EXPECT_NEAR(d["bm_l"].get<double>(), bmL, kExact);
    EXPECT_NEAR(d["gm_t"].get<double>(), kb + bmT - kg, kExact);
    EXPECT_NEAR(d["gm_l"].get<double>(), kb + bmL - kg, kExact);
    ASSERT_EQ(d["compartments"].size(), 1u);
    EXPECT_NEAR(d["compartments"][0]["flood_volume"].get<double>(), 0.25 * T, kExact);
    // Wall-sided to tan(phi) = 2 T' / B (21.8 degrees): GZ = sin(phi) (GM + BM tan^2(phi) / 2).
    ASSERT_EQ(d["gz"].size(), 3u);
    for (const auto& point : d["gz"]) {
        const double phi = point[0].get<double>() * kPi / 180, t = std::tan(phi);
        EXPECT_NEAR(point[1].get<double>(), std::sin(phi) * (kb + bmT - kg + 0.5 * bmT * t * t), kExact) << point[0];
    }
    // The table has the section, and a compartment that takes the whole hull sinks it, with a reason.
    const CommandRun text = run(floatingBox({"--damaged", room + "@1"}));
    EXPECT_NE(text.out.find("Damaged: open to the sea"), std::string::npos) << text.out;
    const std::string everything = writeBox(directory, "everything.obj", {-0.5, -0.5, -0.5}, {0.5, 0.5, 0.5});
    const CommandRun sunk = run(floatingBox({"--damaged", everything + "@0.9"}));
    ASSERT_EQ(sunk.exitCode, 0) << sunk.err;
    EXPECT_NE(sunk.out.find("sinks when damaged"), std::string::npos) << sunk.out;
    // Bad permeabilities and missing files are refused, naming them.
    const CommandRun badPermeability = run(floatingBox({"--damaged", room + "@1.5"}));
    EXPECT_EQ(badPermeability.exitCode, 2);
    EXPECT_NE(badPermeability.err.find("permeability of " + room), std::string::npos) << badPermeability.err;
    const CommandRun missing = run(floatingBox({"--damaged", (directory / "nowhere.obj").string()}));
    EXPECT_NE(missing.exitCode, 0);
    EXPECT_NE(missing.err.find("nowhere.obj"), std::string::npos) << missing.err;
    // Issue 46 §4: an empty list, a room outside the hull and the same room twice are refused, named
    // (the barge was reported floating at -74 degrees of pitch with a room 45 m ahead of it).
    const CommandRun empty = run(floatingBox({"--damaged", ""}));
    EXPECT_EQ(empty.exitCode, 2);
    EXPECT_NE(empty.err.find("--damaged: '' names no compartment"), std::string::npos) << empty.err;
    const std::string ahead = writeBox(directory, "ahead.obj", {2.0, -0.5, -0.5}, {3.0, 0.5, 0.5});
    const CommandRun outside = run(floatingBox({"--damaged", ahead + "@1"}));
    EXPECT_NE(outside.exitCode, 0);
    EXPECT_NE(outside.err.find("m outside the hull"), std::string::npos) << outside.err;
    const CommandRun twice = run(floatingBox({"--damaged", room + "@1," + room + "@1"}));
    EXPECT_NE(twice.exitCode, 0);
    EXPECT_NE(twice.err.find("overlap"), std::string::npos) << twice.err;
}

TEST(HydrostaticsCommand, TheTableHasAUnitOnEveryLine) {
    const CommandRun r = run(floatingBox({"--gz-curve", "0:30:10", "--at", "heave=0.3,roll=5"}));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    // A figure line: two spaces, a label, a value (or "none", "infinite"), then a unit.
    const std::regex figure(R"(^  [A-Za-z][A-Za-z ]+? +(-?[0-9][0-9., -]*|none|infinite) (m|m\^2|m\^3|kg|kg m\^2|kg/m\^3|m/s\^2|deg|s|N|N m|tris)( .*)?$)");
    const std::regex gzRow(R"(^ +-?[0-9.]+ +-?[0-9.]+ +-?[0-9.]+ +-?[0-9.]+$)");
    std::istringstream lines(r.out);
    int figures = 0;
    for (std::string line; std::getline(lines, line);) {
        if (line.empty() || line[0] != ' ' || line.rfind("  note:", 0) == 0 || line.find("heel deg") != std::string::npos)
            continue;  // headings, blank lines, notes and the GZ table's header (which has the units)
        if (std::regex_match(line, gzRow)) continue;
        EXPECT_TRUE(std::regex_match(line, figure)) << "no unit: '" << line << "'";
        ++figures;
    }
    EXPECT_GE(figures, 30);
    EXPECT_NE(r.out.find("GM transverse"), std::string::npos);
    EXPECT_NE(r.out.find("with added mass"), std::string::npos);
    EXPECT_NE(r.out.find("heave along y"), std::string::npos);
}

TEST(HydrostaticsCommand, WarnsWhenItCapsizesSinksOrIsOpen) {
    // Half density: upright GM = T/2 + 1/(12 T) - 1/2 < 0 for 0.21 < T < 0.79.
    const CommandRun capsizes = run({"--hull", kHulls + "box.obj", "--density", "500", "--json"});
    ASSERT_EQ(capsizes.exitCode, 0) << capsizes.err;
    const nlohmann::json c = nlohmann::json::parse(capsizes.out);
    ASSERT_FALSE(c["warnings"].empty());
    EXPECT_NE(c["warnings"][0].get<std::string>().find("capsizes"), std::string::npos) << c["warnings"];
    EXPECT_GT(std::abs(c["equilibrium"]["roll_deg"].get<double>()), 10.0);
    EXPECT_GT(c["gm_t"].get<double>(), 0.0);  // where it comes to rest, it is stable

    const CommandRun sinks = run({"--hull", kHulls + "box.obj", "--density", "1100", "--json"});
    ASSERT_EQ(sinks.exitCode, 0) << sinks.err;
    const nlohmann::json s = nlohmann::json::parse(sinks.out);
    EXPECT_FALSE(s["floats"].get<bool>());
    EXPECT_NE(s["warnings"][0].get<std::string>().find("sinks"), std::string::npos);

    const CommandRun open = run({"--hull", kHulls + "broken/open_edge.obj", "--mass", "100"});
    ASSERT_EQ(open.exitCode, 0) << open.err;
    EXPECT_NE(open.out.find("warning: hull open: 3 open edges"), std::string::npos) << open.out;
    const CommandRun openByDensity = run({"--hull", kHulls + "broken/open_edge.obj", "--density", "100"});
    EXPECT_EQ(openByDensity.exitCode, 1);
    EXPECT_NE(openByDensity.err.find("open_edge.obj"), std::string::npos) << openByDensity.err;
    EXPECT_NE(openByDensity.err.find("3 open edges"), std::string::npos) << openByDensity.err;
}

TEST(HydrostaticsCommand, BadArgumentsNameTheOptionAndTheValue) {
    const std::string box = kHulls + "box.obj";
    const struct {
        std::vector<std::string> args;
        std::string message;
    } cases[] = {
        {{}, "--hull FILE.obj is required"},
        {{"--hull", box}, "--mass KG or --density KG_PER_M3 is required"},
        {{"--hull", box, "--mass", "1", "--density", "2"}, "not both"},
        {{"--hull", box, "--mass", "abc"}, "--mass: 'abc' is not a finite number"},
        {{"--hull", box, "--mass", "-5"}, "--mass = -5 kg is outside [1e-6, 1e12] kg"},
        {{"--hull", box, "--mass", "nan"}, "--mass: 'nan' is not a finite number"},
        {{"--hull", box, "--mass"}, "--mass needs a value"},
        {{"--hull", box, "--mass", "1", "--mass", "2"}, "--mass is given twice"},
        {{"--hull", box, "--mass", "1", "--frobnicate"}, "unknown option '--frobnicate'"},
        {{"--hull", box, "--mass", "1", "--cog", "1,2"}, "--cog: '1,2' must be three numbers"},
        {{"--hull", box, "--mass", "1", "--water-density", "0"}, "--water-density = 0 kg/m^3 is outside [1, 100000] kg/m^3"},
        // The library's limits (Limits.h), checked before the work and printed readably.
        {{"--hull", box, "--mass", "1", "--water-density", "1e30"}, "--water-density = 1e30 kg/m^3 is outside [1, 100000] kg/m^3"},
        {{"--hull", box, "--mass", "1e13"}, "--mass = 1e13 kg is outside [1e-6, 1e12] kg"},
        {{"--hull", box, "--mass", "1", "--gravity", "1e4"}, "--gravity = 10000 m/s^2 is outside [0.001, 1000] m/s^2"},
        {{"--hull", box, "--mass", "1", "--gravity", "-9.81"}, "--gravity = -9.81 m/s^2 is outside [0.001, 1000] m/s^2"},
        {{"--hull", box, "--mass", "1", "--gz-curve", "0:90"}, "--gz-curve: '0:90' must be FROM:TO:STEP"},
        {{"--hull", box, "--mass", "1", "--gz-curve", "90:0:5"}, "--gz-curve: TO 0 is below FROM 90"},
        {{"--hull", box, "--mass", "1", "--gz-curve", "0:90:0"}, "--gz-curve STEP: 0 must be > 0"},
        {{"--hull", box, "--mass", "1", "--gz-curve", "0:180:1e-4"}, "at most 3601"},
        // Found by fuzzing: a count beyond any integer (it was cast to long long), and a curve that
        // was allowed but took minutes.
        {{"--hull", box, "--mass", "1", "--gz-curve", "0:1e30:1"}, "asks for 1e+30 heel angles; at most 3601"},
        {{"--hull", box, "--mass", "1", "--gz-curve", "0:99999:1"}, "asks for 100000 heel angles; at most 3601"},
        {{"--hull", box, "--mass", "1", "--at", "heave=1,yaw=3"}, "--at: 'yaw=3'"},
        {{"--hull", box, "--mass", "1", "--at", "roll=1,roll=2"}, "--at: roll is given twice"},
        {{"--hull", box, "--mass", "1", "--radiation", "0"}, "--radiation OMEGA: 0 must be > 0"},
        {{"--hull", box, "--mass", "1", "--radiation", "1,x"}, "--radiation OMEGA: 'x' is not a finite number"},
        {{"--hull", box, "--mass", "1", "--panels", "2.5"}, "--panels: '2.5' must be a whole number from 1 to 4000"},
        {{"--hull", box, "--mass", "1", "--panels", "5000"}, "--panels: '5000' must be a whole number from 1 to 4000"},
        {{"--hull", box, "--mass", "1", "--panels-per-wavelength", "-1"}, "--panels-per-wavelength"},
    };
    for (const auto& c : cases) {
        const CommandRun r = run(c.args);
        EXPECT_EQ(r.exitCode, 2) << c.message;
        EXPECT_NE(r.err.find(c.message), std::string::npos) << "expected '" << c.message << "' in: " << r.err;
        EXPECT_TRUE(r.out.empty());
    }
    const CommandRun help = run({"--help"});
    EXPECT_EQ(help.exitCode, 0);
    EXPECT_NE(help.out.find("--gz-curve FROM:TO:STEP"), std::string::npos);
}

TEST(HydrostaticsCommand, BadHullsNameTheFileAndTheRule) {
    const struct {
        std::string file, rule;
    } cases[] = {
        {"does_not_exist.obj", "does_not_exist.obj"},
        {"broken/empty.obj", "empty"},
        {"broken/inconsistent_winding.obj", "inconsistent winding"},
        {"broken/index_out_of_range.obj", "index out of range"},
        {"broken/inward_orientation.obj", "inward orientation"},
        {"broken/non_finite.obj", "non-finite"},
        {"broken/non_manifold_edge.obj", "non-manifold"},
    };
    for (const auto& c : cases) {
        const CommandRun r = run({"--hull", kHulls + c.file, "--mass", "100"});
        EXPECT_EQ(r.exitCode, 1) << c.file;
        EXPECT_NE(r.err.find(c.file), std::string::npos) << r.err;
        EXPECT_NE(r.err.find(c.rule), std::string::npos) << "expected '" << c.rule << "' in: " << r.err;
    }
    // A bare name that is neither a file nor a packaged hull lists the packaged ones, not the formats.
    std::ostringstream out, err;
    EXPECT_EQ(runHydrostaticsCommand({"--hull", "nosuch", "--mass", "100"}, out, err, kHulls), 1);
    EXPECT_NE(err.str().find("--hull nosuch: no such file, and no packaged hull of that name"), std::string::npos)
        << err.str();
    EXPECT_NE(err.str().find("wigley"), std::string::npos) << err.str();
    EXPECT_EQ(err.str().find("*.3ds"), std::string::npos) << err.str();
    // A missing file is said to be missing, whatever its extension (none here).
    EXPECT_NE(run({"--hull", kHulls + "no_extension", "--mass", "100"}).err.find("cannot be opened (no such file)"),
              std::string::npos);
}

} // namespace
} // namespace hydro::tool
