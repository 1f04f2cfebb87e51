// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// The prepare_hull command, run in-process: its exit codes, its report, and the hull it writes.

#include "PrepareHullCommand.h"
#include "ScratchDirectory.h"

#include "hydro/HullMesh.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <sstream>

namespace hydro::tool {
namespace {

struct CommandRun {
    int status = 0;
    std::string out, err;
};

CommandRun run(const std::vector<std::string>& args) {
    std::ostringstream out, err;
    CommandRun r;
    r.status = runPrepareHullCommand(args, out, err);
    r.out = out.str();
    r.err = err.str();
    return r;
}

std::string asset(const std::string& name) { return std::string(HYDRO_ASSETS_DIR) + "/hulls/" + name; }

std::string output(const std::string& name) {
    return (test::scratchDirectory("prepare-hull") / name).string();
}

TEST(PrepareHullCommand, BadCommandLinesExitWith2NamingTheProblem) {
    const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
        {{}, "no INPUT"},
        {{asset("box.obj")}, "no output"},
        {{asset("box.obj"), "-o", output("x.obj"), "--up", "w"}, "--up: 'w' is not an axis"},
        {{asset("box.obj"), "-o", output("x.obj"), "--up", "x"}, "must be different axes"},
        {{asset("box.obj"), "-o", output("x.obj"), "--scale", "-1"}, "--scale"},
        {{asset("box.obj"), "-o", output("x.obj"), "--triangles", "2.5"}, "--triangles"},
        {{asset("box.obj"), "-o", output("x.obj"), "--wrap", "maybe"}, "--wrap"},
        {{asset("box.obj"), "-o", output("x.obj"), "--voxels", "4"}, "--voxels"},
        {{asset("box.obj"), "-o", output("x.obj"), "--frobnicate"}, "unknown option"},
        {{asset("box.obj"), asset("sphere.obj"), "-o", output("x.obj")}, "one INPUT only"},
        // Two ways to give the mass are refused, not ranked (the default density alone is no conflict).
        {{asset("box.obj"), "-o", output("x.obj"), "--density", "300", "--mass", "50"}, "give --mass or --density, not both"},
        {{asset("box.obj"), "-o", output("x.obj"), "--mass", "1e13"}, "--mass: 1e+13 is outside [1e-06, 1e+12] kg"},
    };
    for (const auto& [args, message] : cases) {
        const CommandRun r = run(args);
        EXPECT_EQ(r.status, 2) << message;
        EXPECT_NE(r.err.find(message), std::string::npos) << r.err;
    }
    const CommandRun help = run({"--help"});
    EXPECT_EQ(help.status, 0);
    EXPECT_EQ(help.out.rfind("Usage: prepare_hull", 0), 0u) << help.out;  // on standard output
    EXPECT_EQ(help.err, "");
}

TEST(PrepareHullCommand, AMeshThatCannotBeAHullExitsWith1) {
    const CommandRun missing = run({asset("no_such_hull.glb"), "-o", output("x.obj")});
    EXPECT_EQ(missing.status, 1);
    EXPECT_NE(missing.err.find("no_such_hull.glb"), std::string::npos) << missing.err;
    const CommandRun refused = run({asset("third_party/robotx_light_buoy.dae"), "-o", output("x.obj"), "--wrap", "off"});
    EXPECT_EQ(refused.status, 1);
    EXPECT_NE(refused.err.find("non-manifold edge"), std::string::npos) << refused.err;
}

TEST(PrepareHullCommand, AZUpStlIsWrittenUprightWithItsReport) {
    const std::string written = output("shape_2.obj");
    const CommandRun r = run({asset("third_party/shape_2_boat_convex.stl"), "-o", written, "--up", "z", "--mass", "100",
                       "--json"});
    ASSERT_EQ(r.status, 0) << r.err;
    const nlohmann::json j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["input"]["triangles"], 468);
    EXPECT_EQ(j["frame"]["up"], "+z");
    // An STL gives every triangle its own corners; a closed surface of genus 0 with F triangles has
    // F / 2 + 2 distinct vertices (Euler), so all but 236 of the 1,404 corners are welded.
    EXPECT_EQ(j["repair"]["weldedVertices"], 3 * 468 - (468 / 2 + 2));
    EXPECT_EQ(j["output"]["triangles"], 468);
    EXPECT_TRUE(j["equilibrium"]["floats"]);
    EXPECT_NEAR(double(j["equilibrium"]["rollDegrees"]), 0.0, 0.5);
    EXPECT_TRUE(j["warnings"].empty());
    // The file it wrote is a valid hull of the volume it reported.
    const HullMesh hull = HullMesh::fromObjFile(written);
    EXPECT_NEAR(hull.volume(), double(j["output"]["volume"]), 1e-9);
    // Read as if Y-up, the same boat rests on its side, and the report says what to do.
    const CommandRun sideways = run({asset("third_party/shape_2_boat_convex.stl"), "-o", written, "--mass", "100"});
    EXPECT_EQ(sideways.status, 0);
    EXPECT_NE(sideways.out.find("rests on its side"), std::string::npos) << sideways.out;
    EXPECT_NE(sideways.out.find("use --up z"), std::string::npos) << sideways.out;
    // The text report says the same in words.
    const CommandRun text = run({asset("third_party/shape_2_boat_convex.stl"), "-o", written, "--up", "z", "--mass", "100"});
    EXPECT_NE(text.out.find("1168 vertices welded"), std::string::npos) << text.out;
    EXPECT_NE(text.out.find("floats   mass 100 kg: draft"), std::string::npos) << text.out;
}

} // namespace
} // namespace hydro::tool
