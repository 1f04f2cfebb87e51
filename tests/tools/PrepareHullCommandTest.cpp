// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// The prepare_hull command, run in-process: its exit codes, its report, and the hull it writes.

#include "PrepareHullCommand.h"
#include "ScratchDirectory.h"

#include "hydro/HullMesh.h"
#include "hydro/HullShapes.h"
#include "hydro/prepare/HullPreparation.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
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

Vec3 vec3(const nlohmann::json& xyz) { return {xyz[0].get<double>(), xyz[1].get<double>(), xyz[2].get<double>()}; }

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
        {{asset("box.obj"), "-o", output("x.obj"), "--mass", "1e13"}, "--mass = 1e13 kg is outside [1e-6, 1e12] kg"},
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

/// A glTF 2.0 file of a box (positions and 32-bit indices in a .bin beside it), in the format's own
/// axes: +Y up, the asset's front facing +Z.
std::string writeGltfBox(const std::string& name, const Vec3& halfExtents) {
    const MeshArrays box = makeBox(halfExtents);
    const std::string path = output(name + ".gltf"), binary = output(name + ".bin");
    std::ofstream bin(binary, std::ios::binary);
    bin.write(reinterpret_cast<const char*>(box.xyz.data()), std::streamsize(box.xyz.size() * sizeof(float)));
    bin.write(reinterpret_cast<const char*>(box.indices.data()), std::streamsize(box.indices.size() * sizeof(std::uint32_t)));
    const std::size_t positionBytes = box.xyz.size() * sizeof(float), indexBytes = box.indices.size() * 4;
    const nlohmann::json gltf = {
        {"asset", {{"version", "2.0"}}},
        {"scene", 0},
        {"scenes", {{{"nodes", {0}}}}},
        {"nodes", {{{"mesh", 0}}}},
        {"meshes", {{{"primitives", {{{"attributes", {{"POSITION", 0}}}, {"indices", 1}}}}}}},
        {"buffers", {{{"uri", name + ".bin"}, {"byteLength", positionBytes + indexBytes}}}},
        {"bufferViews",
         {{{"buffer", 0}, {"byteOffset", 0}, {"byteLength", positionBytes}, {"target", 34962}},
          {{"buffer", 0}, {"byteOffset", positionBytes}, {"byteLength", indexBytes}, {"target", 34963}}}},
        {"accessors",
         {{{"bufferView", 0}, {"componentType", 5126}, {"count", box.vertexCount()}, {"type", "VEC3"},
           {"min", {-halfExtents.x, -halfExtents.y, -halfExtents.z}}, {"max", {halfExtents.x, halfExtents.y, halfExtents.z}}},
          {{"bufferView", 1}, {"componentType", 5125}, {"count", box.indices.size()}, {"type", "SCALAR"}}}}};
    std::ofstream(path) << gltf.dump(1);
    return path;
}

TEST(PrepareHullCommand, AGltfBoatFollowsTheFormatsAxesAndAWrongBowAxisIsNamed) {
    // A 4 m x 1 m x 0.5 m "boat" whose front faces +Z, as glTF 2.0 ("Coordinate System and Units")
    // puts it: read by default, its length lies along the hull's bow axis.
    const std::string boat = writeGltfBox("barge", {0.5, 0.25, 2.0});
    const CommandRun r = run({boat, "-o", output("barge.obj"), "--json"});
    ASSERT_EQ(r.status, 0) << r.err;
    const nlohmann::json j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["frame"]["forward"], "+z");
    EXPECT_NEAR(double(j["output"]["length"]), 4.0, 1e-6);
    EXPECT_NEAR(double(j["output"]["beam"]), 1.0, 1e-6);
    EXPECT_NEAR(double(j["output"]["height"]), 0.5, 1e-6);
    EXPECT_FALSE(j["axesDoubtful"]);
    EXPECT_TRUE(j["warnings"].empty()) << j["warnings"];
    const CommandRun text = run({boat, "-o", output("barge.obj")});
    EXPECT_NE(text.out.find("forward +z, scale 1 (the file format's convention)"), std::string::npos) << text.out;
    EXPECT_NE(text.out.find("length 4 m, beam 1 m, height 0.5 m"), std::string::npos) << text.out;

    // Told its bow is along x, it comes out sideways: the report says so and names the fix.
    const CommandRun sideways = run({boat, "-o", output("sideways.obj"), "--forward", "x"});
    EXPECT_EQ(sideways.status, 0) << sideways.err;
    EXPECT_NE(sideways.out.find("4 m wide (along the file's z) but 1 m long"), std::string::npos) << sideways.out;
    EXPECT_NE(sideways.out.find("--forward z"), std::string::npos) << sideways.out;
    // Asked to be strict, it refuses and writes nothing.
    const std::string strictOutput = output("strict.obj");
    const CommandRun strict = run({boat, "-o", strictOutput, "--forward", "x", "--strict"});
    EXPECT_EQ(strict.status, 1);
    EXPECT_NE(strict.err.find("--forward z"), std::string::npos) << strict.err;
    EXPECT_FALSE(std::filesystem::exists(strictOutput));
    // A lone --up that collides with the format's forward says where the other axis came from.
    const CommandRun collision = run({boat, "-o", output("x.obj"), "--up", "z"});
    EXPECT_EQ(collision.status, 2);
    EXPECT_NE(collision.err.find("the file format's: up +y, forward +z; give both"), std::string::npos) << collision.err;
}

TEST(PrepareHullCommand, ABowAxisPointingAtTheSternIsReversedAndSaidUnlessKept) {
    // The packaged 10 m boat, told its bow is at the file's -x (its stern): the shape turns it back
    // end for end and says so (issue 46 §1); --keep-forward keeps what it was told.
    const std::string boat = asset("displacement_boat.obj");
    const CommandRun turned = run({boat, "-o", output("turned.obj"), "--forward", "-x", "--json"});
    ASSERT_EQ(turned.status, 0) << turned.err;
    const nlohmann::json j = nlohmann::json::parse(turned.out);
    EXPECT_EQ(j["frame"]["forward"], "+x");
    EXPECT_TRUE(j["bow"]["turnedEndForEnd"]);
    EXPECT_GT(double(j["bow"]["breadthNearStern"]), 1.3 * double(j["bow"]["breadthNearBow"]));
    ASSERT_FALSE(j["warnings"].empty());
    EXPECT_NE(std::string(j["warnings"][0]).find("took the file's +x end as the bow, not its -x end"), std::string::npos) << j["warnings"];
    const CommandRun kept = run({boat, "-o", output("kept.obj"), "--forward", "-x", "--keep-forward", "--json"});
    ASSERT_EQ(kept.status, 0) << kept.err;
    const nlohmann::json k = nlohmann::json::parse(kept.out);
    EXPECT_EQ(k["frame"]["forward"], "-x");
    EXPECT_FALSE(k["bow"]["turnedEndForEnd"]);
}

TEST(PrepareHullCommand, ABudgetTheMeshCannotMeetIsRefusedWithTheFewestItReaches) {
    const std::string mesh = asset("third_party/WAM-V-Base.dae");  // 2,508 triangles once repaired
    {
        // A limit a closed hull can meet is met, the volume giving way: said, with by how much.
        const CommandRun met = run({mesh, "-o", output("budget50.obj"), "--triangles", "50", "--json"});
        ASSERT_EQ(met.status, 0) << met.err;
        const nlohmann::json j = nlohmann::json::parse(met.out);
        EXPECT_LE(int(j["output"]["triangles"]), 50);
        EXPECT_TRUE(bool(j["simplification"]["volumeGaveWay"]));
        const double change = double(j["output"]["volume"]) / double(j["simplification"]["volumeBefore"]) - 1.0;
        EXPECT_NEAR(double(j["simplification"]["volumeChange"]), change, 1e-9);
        ASSERT_FALSE(j["warnings"].empty());
        EXPECT_NE(std::string(j["warnings"][0]).find("the volume changed by"), std::string::npos) << j["warnings"];
    }
    // No closed hull has 3 triangles (a tetrahedron has 4): refused, naming the fewest it reaches.
    const std::string budget = "3";
    const std::string written = output("budget" + budget + ".obj");
    const CommandRun refused = run({mesh, "-o", written, "--triangles", budget});
    EXPECT_EQ(refused.status, 1) << refused.out;
    EXPECT_FALSE(std::filesystem::exists(written));
    EXPECT_NE(refused.err.find("triangle budget: budget of " + budget + " triangles"), std::string::npos) << refused.err;
    // The count it names, from "(prepare_hull --triangles N)".
    const std::string cue = "prepare_hull --triangles ";
    const std::size_t at = refused.err.find(cue);
    ASSERT_NE(at, std::string::npos) << refused.err;
    const std::string fewest = refused.err.substr(at + cue.size(), refused.err.find(')', at) - at - cue.size());
    ASSERT_FALSE(fewest.empty());
    ASSERT_EQ(fewest.find_first_not_of("0123456789"), std::string::npos) << fewest;
    // What it names is reachable: asked for, it is met, never exceeded.
    const CommandRun met = run({mesh, "-o", written, "--triangles", fewest, "--json"});
    ASSERT_EQ(met.status, 0) << met.err;
    EXPECT_LE(int(nlohmann::json::parse(met.out)["output"]["triangles"]), std::stoi(fewest));
}

TEST(PrepareHullCommand, TheHullSitsAtMidshipsAndTheOutputSaysWhereTheFileOriginWas) {
    // A 2 m cube whose file puts it 10 m from its origin (a node offset baked into the mesh).
    const std::string offset = output("offset_box.obj");
    {
        std::ofstream obj(offset);
        const MeshArrays box = makeBox({1.0, 1.0, 1.0}, {10.0, 0.0, 0.0});
        for (std::size_t v = 0; v < box.vertexCount(); ++v)
            obj << "v " << box.xyz[3 * v] << ' ' << box.xyz[3 * v + 1] << ' ' << box.xyz[3 * v + 2] << '\n';
        for (std::size_t t = 0; t < box.triangleCount(); ++t)
            obj << "f " << box.indices[3 * t] + 1 << ' ' << box.indices[3 * t + 1] + 1 << ' ' << box.indices[3 * t + 2] + 1 << '\n';
    }
    // By default the origin is at midships on the keel: the file's (10, -1, 0) in hull axes, which
    // the report and the written hull both say; the centre of gravity is 1 m above the keel.
    const std::string written = output("offset_hull.obj");
    const CommandRun r = run({offset, "-o", written, "--json"});
    ASSERT_EQ(r.status, 0) << r.err;
    const nlohmann::json j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["frame"]["origin"], nlohmann::json::array({10.0, -1.0, 0.0})) << r.out;
    // The centroid is a volume integral in double over a 2 m box: its rounding is 1e-15 of a metre.
    constexpr double kIntegralRounding = 1e-12;
    const Vec3 centreOfGravity = vec3(j["output"]["centreOfGravity"]);
    EXPECT_NEAR(centreOfGravity.x, 0.0, kIntegralRounding);
    EXPECT_NEAR(centreOfGravity.y, 1.0, kIntegralRounding);
    EXPECT_NEAR(centreOfGravity.z, 0.0, kIntegralRounding);
    EXPECT_EQ(j["frame"]["toHullMatrix"][12], -10.0);
    for (const auto& warning : j["warnings"])  // a cube of 500 kg/m^3 is unstable upright: that one stays
        EXPECT_EQ(warning.get<std::string>().find("outside the hull's box"), std::string::npos) << warning;
    std::ifstream hull(written);
    const std::optional<HullFrame> frame = readHullFrame(hull, written);
    ASSERT_TRUE(frame.has_value());
    EXPECT_EQ(frame->origin, (Vec3{10.0, -1.0, 0.0}));
    EXPECT_EQ(frame->toHull({11.0, 1.0, -1.0}), (Vec3{1.0, 2.0, -1.0}));  // the file's bow, top, port corner
    EXPECT_EQ(HullMesh::fromObjFile(written).aabbMin(), (Vec3{-1.0, 0.0, -1.0}));
    // Kept at the file's origin, the report warns and names the fixes.
    const CommandRun kept = run({offset, "-o", output("offset_kept.obj"), "--origin", "file"});
    ASSERT_EQ(kept.status, 0) << kept.err;
    EXPECT_NE(kept.out.find("centre   of gravity (uniform solid; a real boat's: --cog X,Y,Z) at (10, 0, 0) m from the hull's "
                            "origin"),
              std::string::npos)
        << kept.out;
    EXPECT_NE(kept.out.find("9 m outside the hull's box"), std::string::npos) << kept.out;
    EXPECT_NE(kept.out.find("--origin midships"), std::string::npos) << kept.out;
    EXPECT_NE(kept.out.find("placeCentreOfGravity"), std::string::npos) << kept.out;
    const CommandRun centroid = run({offset, "-o", output("offset_centroid.obj"), "--origin", "centroid", "--json"});
    ASSERT_EQ(centroid.status, 0) << centroid.err;
    const Vec3 atCentroid = vec3(nlohmann::json::parse(centroid.out)["frame"]["origin"]);
    EXPECT_NEAR(atCentroid.x, 10.0, kIntegralRounding);
    EXPECT_NEAR(atCentroid.y, 0.0, kIntegralRounding);
    EXPECT_NEAR(atCentroid.z, 0.0, kIntegralRounding);
    const CommandRun bad = run({offset, "-o", output("x.obj"), "--origin", "keel"});
    EXPECT_EQ(bad.status, 2);
    EXPECT_NE(bad.err.find("--origin: 'keel' must be midships, centroid or file"), std::string::npos) << bad.err;
}

TEST(PrepareHullCommand, AnOpenBoatsWellIsWrittenBesideItsHullAndKeepWellsLeavesItOpen) {
    // A punt 3 m x 1.2 m x 0.5 m, its walls 3 cm thick: its hollow, 2.94 x 1.14 x 0.47 m = 1.575
    // m^3, is closed at the rim and written beside the hull as a compartment.
    const std::string punt = output("punt.obj");
    {
        std::ofstream obj(punt);
        const MeshArrays box = makeOpenBox(3.0, 1.2, 0.5, 0.03, 0.5);
        for (std::size_t v = 0; v < box.vertexCount(); ++v)
            obj << "v " << box.xyz[3 * v] << ' ' << box.xyz[3 * v + 1] << ' ' << box.xyz[3 * v + 2] << '\n';
        for (std::size_t t = 0; t < box.triangleCount(); ++t)
            obj << "f " << box.indices[3 * t] + 1 << ' ' << box.indices[3 * t + 1] + 1 << ' ' << box.indices[3 * t + 2] + 1 << '\n';
    }
    const std::string written = output("punt_hull.obj");
    const CommandRun r = run({punt, "-o", written, "--triangles", "0", "--json"});
    ASSERT_EQ(r.status, 0) << r.err;
    const nlohmann::json j = nlohmann::json::parse(r.out);
    ASSERT_EQ(j["wells"].size(), 1u) << r.out;
    const nlohmann::json& well = j["wells"][0];
    EXPECT_EQ(well["file"], output("punt_hull-well1.obj"));
    // The rim is flat: the lid at it, to 1e-5 of the diagonal (HullWells.h), so the volume to 1e-4.
    const double hollow = 2.94 * 1.14 * 0.47;
    EXPECT_NEAR(well["volume"].get<double>(), hollow, 1e-4 * hollow);
    EXPECT_NEAR(well["rimHeight"].get<double>(), 0.5, 1e-4);
    const HullMesh compartment = HullMesh::fromObjFile(well["file"].get<std::string>());
    EXPECT_NEAR(compartment.volume(), well["volume"].get<double>(), 1e-6 * hollow);  // its floats read back
    // The hull is closed over it: its volume is the whole punt's.
    EXPECT_NEAR(j["output"]["volume"].get<double>(), 3.0 * 1.2 * 0.5, 1e-4 * hollow);
    // Left open, the hull is the shell only, and nothing is written beside it.
    const CommandRun kept = run({punt, "-o", output("punt_open.obj"), "--triangles", "0", "--keep-wells", "--json"});
    ASSERT_EQ(kept.status, 0) << kept.err;
    const nlohmann::json k = nlohmann::json::parse(kept.out);
    EXPECT_TRUE(k["wells"].empty());
    EXPECT_NEAR(k["output"]["volume"].get<double>(), 3.0 * 1.2 * 0.5 - hollow, 1e-4 * hollow);
    EXPECT_FALSE(std::filesystem::exists(output("punt_open-well1.obj")));
    EXPECT_NE(run({"--help"}).out.find("--keep-wells"), std::string::npos);
}

TEST(PrepareHullCommand, LevelsAreWrittenBesideTheHullEachHalfTheOneBefore) {
    // --levels 2 on the packaged 10 m boat kept whole (1,416 triangles): two coarser hulls of the
    // same body beside it (docs/bullet.md §7), each read back as written and half the one before.
    const std::string boat = std::string(HYDRO_ASSETS_DIR) + "/hulls/displacement_boat.obj";
    const CommandRun r = run({boat, "-o", output("boat.obj"), "--triangles", "0", "--levels", "2", "--json"});
    ASSERT_EQ(r.status, 0) << r.err;
    const nlohmann::json j = nlohmann::json::parse(r.out);
    ASSERT_EQ(j["levels"].size(), 2u) << r.out;
    const HullMesh full = HullMesh::fromObjFile(output("boat.obj"));
    std::size_t finer = full.triangleCount();
    for (std::size_t k = 0; k < 2; ++k) {
        const nlohmann::json& level = j["levels"][k];
        EXPECT_EQ(level["file"], output("boat-level" + std::to_string(k + 1) + ".obj"));
        const HullMesh written = HullMesh::fromObjFile(level["file"].get<std::string>());
        EXPECT_EQ(written.triangleCount(), level["triangles"].get<std::size_t>());
        EXPECT_LE(written.triangleCount(), finer / 2);
        // Its floats read back: the volume to a millionth, and the change the report gives its own.
        EXPECT_NEAR(written.volume(), level["volume"].get<double>(), 1e-6 * full.volume());
        EXPECT_NEAR(level["volumeChange"].get<double>(), (written.volume() - full.volume()) / full.volume(), 1e-5);
        finer = written.triangleCount();
    }
    const CommandRun text = run({boat, "-o", output("boat_text.obj"), "--triangles", "0", "--levels", "1"});
    ASSERT_EQ(text.status, 0) << text.err;
    EXPECT_NE(text.out.find("level    1: 708 triangles"), std::string::npos) << text.out;
    EXPECT_FALSE(std::filesystem::exists(output("boat_text-level2.obj")));
    const CommandRun bad = run({boat, "-o", output("x.obj"), "--levels", "9"});
    EXPECT_EQ(bad.status, 2);
    EXPECT_NE(bad.err.find("--levels: must be a whole number 0..8"), std::string::npos) << bad.err;
}

TEST(PrepareHullCommand, AHullThatFloatsUprightOnlyOnBallastIsFlaggedAndCogFloatsItUpright) {
    // A keelless 4 m x 1 m x 0.6 m box (x, y, z) at 500 kg/m^3, as a uniform solid: draft
    // T = 0.5 x 1000 / 1025 x 1 m = 0.4878 m, KB = T/2, BM = B^2 / (12 T) = 0.0615 m, so KM = 0.3054 m is
    // below G at 0.5 m and it rolls onto its side. The report says so, and where G must lie for it to
    // float upright: the keel (y = 0, the hull's origin) plus KM. With --cog there it floats upright.
    const std::string keelless = output("keelless.obj");
    {
        std::ofstream obj(keelless);
        const MeshArrays box = makeBox({2.0, 0.5, 0.3});
        for (std::size_t v = 0; v < box.vertexCount(); ++v)
            obj << "v " << box.xyz[3 * v] << ' ' << box.xyz[3 * v + 1] << ' ' << box.xyz[3 * v + 2] << '\n';
        for (std::size_t t = 0; t < box.triangleCount(); ++t)
            obj << "f " << box.indices[3 * t] + 1 << ' ' << box.indices[3 * t + 1] + 1 << ' ' << box.indices[3 * t + 2] + 1 << '\n';
    }
    const double draft = 500.0 / 1025.0, km = draft / 2.0 + 0.6 * 0.6 / (12.0 * draft);
    const CommandRun solid = run({keelless, "-o", output("keelless_hull.obj"), "--json"});
    ASSERT_EQ(solid.status, 0) << solid.err;
    const nlohmann::json j = nlohmann::json::parse(solid.out);
    EXPECT_TRUE(j["equilibrium"]["uprightOnlyWithBallast"].get<bool>());
    EXPECT_FALSE(j["equilibrium"]["centreOfGravityGiven"].get<bool>());
    // The box is exact as a mesh; its vertices are floats (0.3 is 0.30000001): 1e-7 of a metre, and
    // measured 5e-9. The hull's origin is on its keel (--origin midships, the default).
    EXPECT_NEAR(j["equilibrium"]["highestUprightCentreOfGravityY"].get<double>(), km, 1e-7);
    bool flagged = false;
    for (const auto& warning : j["warnings"]) flagged = flagged || warning.get<std::string>().find("--cog X,Y,Z") != std::string::npos;
    EXPECT_TRUE(flagged) << solid.out;
    // G 5 cm below that line: upright, with GM = KM - KG = 0.05 m.
    const std::string cog = "0," + std::to_string(km - 0.05) + ",0";
    const CommandRun ballasted = run({keelless, "-o", output("keelless_hull.obj"), "--cog", cog, "--json"});
    ASSERT_EQ(ballasted.status, 0) << ballasted.err;
    const nlohmann::json b = nlohmann::json::parse(ballasted.out);
    EXPECT_TRUE(b["equilibrium"]["centreOfGravityGiven"].get<bool>());
    EXPECT_FALSE(b["equilibrium"]["uprightOnlyWithBallast"].get<bool>());
    EXPECT_NEAR(b["equilibrium"]["rollDegrees"].get<double>(), 0.0, 1e-6);
    EXPECT_NEAR(b["equilibrium"]["gmTransverse"].get<double>(), 0.05, 1e-6);  // std::to_string's 6 decimals
    EXPECT_TRUE(b["warnings"].empty()) << ballasted.out;
    // The help says how; a malformed --cog is a usage error naming it.
    EXPECT_NE(run({"--help"}).out.find("--cog X,Y,Z"), std::string::npos);
    const CommandRun bad = run({keelless, "-o", output("x.obj"), "--cog", "1,2"});
    EXPECT_EQ(bad.status, 2);
    EXPECT_NE(bad.err.find("--cog: '1,2' must be three numbers"), std::string::npos) << bad.err;
}

} // namespace
} // namespace hydro::tool
