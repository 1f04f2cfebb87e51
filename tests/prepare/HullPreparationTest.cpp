// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// Hull preparation (HullFrame, HullRepair, HullSimplify, MeshFile, HullPreparation): each change
// counted on meshes built to have exactly it; a deckless hull against its closed twin; the formats.

#include "GameShips.h"
#include "HydroTestSupport.h"
#include "LevelWaterCheck.h"
#include "ScratchDirectory.h"

#include "hydro/AddedMass.h"
#include "hydro/AddedMassTable.h"
#include "hydro/Compartment.h"
#include "hydro/FlatWater.h"
#include "hydro/FreeSurfaceCoupling.h"
#include "hydro/FreeSurfaceField.h"
#include "hydro/prepare/BowFromShape.h"
#include "hydro/prepare/HullPreparation.h"
#include "hydro/prepare/MeshFile.h"
#include "hydro/Hydrostatics.h"
#include "hydro/HullManoeuvringEstimate.h"
#include "hydro/MeshError.h"
#include "hydro/Radiation.h"
#include "hydro/SteeringSizing.h"
#include "mesh/PointQueries.h"
#include "radiation/PanelSurface.h"

#include <draco/compression/encode.h>
#include <draco/mesh/triangle_soup_mesh_builder.h>
#include <Eigen/Eigenvalues>

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <limits>
#include <optional>
#include <sstream>

namespace hydro::test {
namespace {

namespace fs = std::filesystem;

/// Volumes of the same polyhedron built twice in double from float corners agree to round-off;
/// 1e-9 relative is a thousand times the double sums' error and far below any real change.
constexpr double kSameVolume = 1e-9;

/// A 2 x 1 x 0.5 m box (x, y, z), closed and outward.
MeshArrays plank() { return makeBox({1.0, 0.5, 0.25}); }

/// Every triangle given its own three corners, as STL and many exporters write meshes.
MeshArrays unwelded(const MeshArrays& mesh) {
    MeshArrays out;
    for (std::uint32_t v : mesh.indices) {
        out.xyz.insert(out.xyz.end(), {mesh.xyz[3 * v], mesh.xyz[3 * v + 1], mesh.xyz[3 * v + 2]});
        out.indices.push_back(std::uint32_t(out.indices.size()));
    }
    return out;
}

/// `mesh` and `more` in one set of arrays.
MeshArrays combined(MeshArrays mesh, const MeshArrays& more) {
    const auto offset = std::uint32_t(mesh.vertexCount());
    mesh.xyz.insert(mesh.xyz.end(), more.xyz.begin(), more.xyz.end());
    for (std::uint32_t v : more.indices) mesh.indices.push_back(v + offset);
    return mesh;
}

/// The mesh without the triangles all of whose corners are at the highest y: a deck removed.
MeshArrays withoutDeck(const MeshArrays& mesh) {
    float top = mesh.xyz[1];
    for (std::size_t v = 0; v < mesh.vertexCount(); ++v) top = std::max(top, mesh.xyz[3 * v + 1]);
    MeshArrays out;
    out.xyz = mesh.xyz;
    for (std::size_t t = 0; t < mesh.triangleCount(); ++t) {
        bool deck = true;
        for (std::size_t k = 0; k < 3; ++k) deck = deck && mesh.xyz[3 * mesh.indices[3 * t + k] + 1] == top;
        if (!deck) out.indices.insert(out.indices.end(), &mesh.indices[3 * t], &mesh.indices[3 * t] + 3);
    }
    return out;
}

std::string thirdParty(const std::string& name) { return std::string(HYDRO_ASSETS_DIR) + "/hulls/third_party/" + name; }

/// A scratch directory of its own for the test that calls it, removed when the test program exits.
fs::path scratchDirectory() { return test::scratchDirectory("preparation"); }

fs::path writeFile(const std::string& name, const std::string& text) {
    const fs::path path = scratchDirectory() / name;
    std::ofstream(path, std::ios::binary) << text;
    return path;
}

} // namespace

// --- the frame -----------------------------------------------------------------------------------

TEST(HullFrame, ParsesAxesAndRefusesTheRest) {
    EXPECT_EQ(parseAxis("z"), Axis::PlusZ);
    EXPECT_EQ(parseAxis("+Y"), Axis::PlusY);
    EXPECT_EQ(parseAxis("-x"), Axis::MinusX);
    EXPECT_FALSE(parseAxis("w").has_value());
    EXPECT_FALSE(parseAxis("").has_value());
}

TEST(HullFrame, ZUpFileTurnsUprightKeepingItsVolumeAndWinding) {
    // A Z-up export of the plank: its height (0.5 m) along the file's z, its beam (1 m) along y.
    MeshArrays zUp = makeBox({1.0, 0.25, 0.5});
    HullFrame frame;
    frame.up = Axis::PlusZ;
    const HullMesh hull = hullFrom(toHullFrame(zUp, frame));
    const Vec3 extent = hull.aabbMax() - hull.aabbMin();
    EXPECT_NEAR(extent.x, 2.0, 1e-6);
    EXPECT_NEAR(extent.y, 1.0, 1e-6);  // the file's z is up
    EXPECT_NEAR(extent.z, 0.5, 1e-6);
    EXPECT_NEAR(hull.volume(), 1.0, kSameVolume);  // a proper rotation: still outward, same volume
}

TEST(HullFrame, ForwardAxisBecomesTheBowAndScaleMakesMetres) {
    HullFrame frame;
    frame.forward = Axis::MinusZ;  // many engines' "forward" (glTF's is +Z)
    frame.scale = 0.01;            // centimetres
    const Vec3 bow = frame.toHull({0.0, 0.0, -300.0});
    EXPECT_NEAR(bow.x, 3.0, 1e-12);
    EXPECT_NEAR(bow.y, 0.0, 1e-12);
    EXPECT_NEAR(bow.z, 0.0, 1e-12);
    const Vec3 up = frame.toHull({0.0, 100.0, 0.0});
    EXPECT_NEAR(up.y, 1.0, 1e-12);
}

TEST(HullFrame, AGltfFileIsReadInTheAxesItsSpecificationGives) {
    // glTF 2.0, 3.4 "Coordinate System and Units": +Y up, the asset's front toward +Z, its right
    // toward -X; the right is the hull's starboard.
    for (const std::string path : {"boats/skiff.glb", "SKIFF.GLTF"}) {
        const HullFrame gltf = conventionalFrame(path);
        EXPECT_EQ(gltf.up, Axis::PlusY) << path;
        EXPECT_EQ(gltf.forward, Axis::PlusZ) << path;
        EXPECT_EQ(gltf.starboard(), Axis::MinusX) << path;
        EXPECT_EQ(gltf.toHull({-1.0, 0.0, 0.0}).z, 1.0) << path;
    }
    // The others document no axes: hull axes.
    for (const std::string path : {"skiff.obj", "skiff.stl", "skiff.fbx", "gltf/skiff", "noextension"})
        EXPECT_TRUE(conventionalFrame(path).isIdentity()) << path;
}

TEST(HullFrame, RefusesUpAndForwardAlongOneAxisABadScaleAndAnOriginNotFinite) {
    HullFrame frame;
    frame.up = Axis::PlusX;
    EXPECT_THROW(frame.validate(), std::invalid_argument);
    frame.up = Axis::PlusY;
    frame.scale = 0.0;
    EXPECT_THROW(frame.validate(), std::invalid_argument);
    frame.scale = 1.0;
    frame.origin.y = std::numeric_limits<double>::quiet_NaN();
    EXPECT_THROW(frame.validate(), std::invalid_argument);
}

TEST(HullFrame, ItsOriginMovesPointsNotDirectionsAndItsMatrixAndInverseAgree) {
    // A Z-up file in centimetres whose bow points down -y, with the hull's origin 9.7 m ahead and
    // 0.4 m below the file's.
    HullFrame frame;
    frame.up = Axis::PlusZ;
    frame.forward = Axis::MinusY;
    frame.scale = 0.01;
    frame.origin = {9.7, -0.4, 0.0};
    EXPECT_FALSE(frame.isIdentity());
    // The file's point 970 cm along -y, 40 cm down, is the hull's origin.
    const Vec3 origin = frame.toHull({0.0, -970.0, -40.0});
    EXPECT_NEAR(length(origin), 0.0, 1e-12);
    // A direction is turned, not moved or scaled: the file's up is the hull's up.
    EXPECT_EQ(frame.directionToHull({0.0, 0.0, 1.0}), (Vec3{0.0, 1.0, 0.0}));
    const std::array<double, 16> m = frame.toHullMatrix();
    for (const Vec3& p : {Vec3{1.0, 2.0, 3.0}, Vec3{-250.0, 40.0, 7.5}, Vec3{}}) {
        const Vec3 hull = frame.toHull(p);
        const Vec3 byMatrix{m[0] * p.x + m[4] * p.y + m[8] * p.z + m[12], m[1] * p.x + m[5] * p.y + m[9] * p.z + m[13],
                            m[2] * p.x + m[6] * p.y + m[10] * p.z + m[14]};
        // Both are a handful of products of exact axis signs: they agree to the last bit or two.
        EXPECT_NEAR(length(byMatrix - hull), 0.0, 1e-12);
        EXPECT_NEAR(length(frame.toFile(hull) - p), 0.0, 1e-12);
    }
    EXPECT_EQ(m[3], 0.0);
    EXPECT_EQ(m[15], 1.0);
}

TEST(HullFrame, APreparedHullsObjCarriesItsFrameAndABadFrameLineIsRefusedNamingTheLine) {
    HullFrame frame;
    frame.forward = Axis::MinusZ;
    frame.scale = 0.0254;
    frame.origin = {0.1, 1.0 / 3.0, -2e-9};  // digits a float would lose: the line keeps a double's
    std::ostringstream obj;
    writeHullObj(makeBox({1.0, 1.0, 1.0}), obj, "a comment\nand another", frame);
    std::istringstream written(obj.str());
    const std::optional<HullFrame> read = readHullFrame(written, "boat.obj");
    ASSERT_TRUE(read.has_value()) << obj.str();
    EXPECT_EQ(read->up, frame.up);
    EXPECT_EQ(read->forward, frame.forward);
    EXPECT_EQ(read->scale, frame.scale);
    EXPECT_EQ(read->origin, frame.origin);
    // The hull reads as ever: the frame is a comment.
    EXPECT_NEAR(HullMesh::fromObjText(obj.str(), "boat.obj").volume(), 8.0, kSameVolume);

    std::ostringstream without;
    writeHullObj(makeBox({1.0, 1.0, 1.0}), without);
    std::istringstream none(without.str());
    EXPECT_FALSE(readHullFrame(none).has_value());

    for (const char* bad : {"# hydro_frame up +y forward +y scale 1 origin 0 0 0",
                                   "# hydro_frame up +y forward +x scale 1 origin 0 0",
                                   "# hydro_frame up w forward +x scale 1 origin 0 0 0",
                                   "# hydro_frame up +y forward +x scale -1 origin 0 0 0"}) {
        std::istringstream in(std::string("# a comment\n") + bad + "\nv 0 0 0\n");
        try {
            (void)readHullFrame(in, "boat.obj");
            ADD_FAILURE() << bad;
        } catch (const MeshError& e) {
            EXPECT_EQ(e.element(), "line 2") << e.what();
            EXPECT_TRUE(mentions(e.what(), "boat.obj")) << e.what();
        }
    }
}

// --- repair: each change on a mesh built to need exactly it ---------------------------------------

TEST(HullRepair, ACleanHullIsLeftAsItIs) {
    HullRepairReport report;
    const MeshArrays out = repairHull(plank(), {}, &report);
    EXPECT_FALSE(report.changedAnything());
    EXPECT_EQ(out.triangleCount(), 12u);
    EXPECT_NEAR(hullFrom(out).volume(), 1.0, kSameVolume);
}

TEST(HullRepair, WeldsCornersThatEveryTriangleRepeats) {
    HullRepairReport report;
    const MeshArrays out = repairHull(unwelded(plank()), {}, &report);
    EXPECT_EQ(report.weldedVertices, 36u - 8u);
    EXPECT_EQ(out.vertexCount(), 8u);
    EXPECT_NEAR(hullFrom(out).volume(), 1.0, kSameVolume);
}

TEST(HullRepair, DropsDegenerateAndRepeatedTriangles) {
    MeshArrays mesh = plank();
    const std::vector<std::uint32_t> first(mesh.indices.begin(), mesh.indices.begin() + 3);
    mesh.indices.insert(mesh.indices.end(), first.begin(), first.end());  // the same face twice more
    mesh.indices.insert(mesh.indices.end(), {first[1], first[2], first[0]});
    mesh.indices.insert(mesh.indices.end(), {mesh.indices[3], mesh.indices[3], mesh.indices[4]});  // no area
    HullRepairReport report;
    const MeshArrays out = repairHull(mesh, {}, &report);
    EXPECT_EQ(report.duplicateTriangles, 2u);
    EXPECT_EQ(report.opposedFacePairs, 0u);
    EXPECT_EQ(report.degenerateTriangles, 1u);
    EXPECT_EQ(out.triangleCount(), 12u);
    EXPECT_NEAR(hullFrom(out).volume(), 1.0, kSameVolume);
}

TEST(HullRepair, PartsTouchingFaceToFaceJoinIntoOneSolid) {
    // Two unit cubes side by side, as a compound of boxes gives them: the face they share is there
    // twice, facing opposite ways, and its edges have four triangles each until both go.
    const MeshArrays pair = combined(makeBox({0.5, 0.5, 0.5}, {-0.5, 0.0, 0.0}), makeBox({0.5, 0.5, 0.5}, {0.5, 0.0, 0.0}));
    HullRepairReport report;
    const MeshArrays out = repairHull(pair, {}, &report);
    EXPECT_EQ(report.opposedFacePairs, 2u);  // the shared square's two triangles
    EXPECT_EQ(report.parts, 1u);
    EXPECT_EQ(out.triangleCount(), 20u);
    EXPECT_NEAR(hullFrom(out).volume(), 2.0, kSameVolume);
}

TEST(HullRepair, TurnsAStrayTriangleAndAnInwardPart) {
    MeshArrays stray = plank();
    std::swap(stray.indices[3 * 5 + 1], stray.indices[3 * 5 + 2]);
    HullRepairReport report;
    EXPECT_NEAR(hullFrom(repairHull(stray, {}, &report)).volume(), 1.0, kSameVolume);
    EXPECT_EQ(report.flippedTriangles, 1u);
    EXPECT_EQ(report.flippedParts, 0u);

    MeshArrays inward = plank();
    for (std::size_t t = 0; t < inward.triangleCount(); ++t) std::swap(inward.indices[3 * t + 1], inward.indices[3 * t + 2]);
    EXPECT_NEAR(hullFrom(repairHull(inward, {}, &report)).volume(), 1.0, kSameVolume);
    EXPECT_EQ(report.flippedParts, 1u);
    EXPECT_EQ(report.flippedTriangles, 0u);
}

TEST(HullRepair, PartsTouchingAlongAnEdgeAreSeparated) {
    // Two unit cubes meeting only along one edge (x = 0, y = 0.5): that edge has four triangles, two
    // running it each way. Each cube keeps its own copy of the edge; both stay whole.
    const MeshArrays pair = combined(makeBox({0.5, 0.5, 0.5}, {-0.5, 0.0, 0.0}), makeBox({0.5, 0.5, 0.5}, {0.5, 1.0, 0.0}));
    EXPECT_THROW(HullMesh::fromArrays(pair), MeshError);  // as given, the edge is non-manifold
    HullRepairReport report;
    const MeshArrays out = repairHull(pair, {}, &report);
    EXPECT_EQ(report.pinchedEdges, 1u);
    EXPECT_EQ(report.parts, 2u);
    EXPECT_EQ(out.triangleCount(), 24u);
    // The copies sit ten weld tolerances (1e-5 of the diagonal) inside their cube: no volume to speak of.
    EXPECT_NEAR(HullMesh::fromArrays(out).volume(), 2.0, 1e-4);
}

TEST(HullRepair, ACrackWithAVertexOnItsOtherSideIsZippedNotCapped) {
    // A cube with one triangle cut at the midpoint of a box edge, and its neighbour across that edge
    // not: a T-junction. The opening a -> m -> b has no area, so a cap's triangles would have none
    // either (and be dropped, leaving it open); the neighbour is split at m instead.
    for (const int cuts : {1, 3}) {  // one vertex on the edge, or three (split in three passes)
        SCOPED_TRACE(cuts);
        MeshArrays cube = makeBox({0.5, 0.5, 0.5});
        const std::array<std::uint32_t, 3> first{cube.indices[0], cube.indices[1], cube.indices[2]};
        // Of the first triangle's sides, the longest is the face's diagonal; cut the next one.
        std::size_t longest = 0;
        auto corner = [&](std::uint32_t v) {
            return Vec3{double(cube.xyz[3 * v]), double(cube.xyz[3 * v + 1]), double(cube.xyz[3 * v + 2])};
        };
        for (std::size_t k = 0; k < 3; ++k)
            if (length(corner(first[(k + 1) % 3]) - corner(first[k])) >
                length(corner(first[(longest + 1) % 3]) - corner(first[longest])))
                longest = k;
        const std::size_t k = (longest + 1) % 3;
        const std::uint32_t a = first[k], b = first[(k + 1) % 3], c = first[(k + 2) % 3];
        std::vector<std::uint32_t> along{a};
        for (int i = 1; i <= cuts; ++i) {
            const Vec3 p = corner(a) + (corner(b) - corner(a)) * (double(i) / (cuts + 1));
            along.push_back(std::uint32_t(cube.vertexCount()));
            cube.xyz.insert(cube.xyz.end(), {float(p.x), float(p.y), float(p.z)});
        }
        along.push_back(b);
        cube.indices.erase(cube.indices.begin(), cube.indices.begin() + 3);
        for (std::size_t i = 0; i + 1 < along.size(); ++i) cube.indices.insert(cube.indices.end(), {along[i], along[i + 1], c});
        HullRepairReport report;
        const MeshArrays out = repairHull(cube, {}, &report);
        EXPECT_EQ(report.crackSplits, std::size_t(cuts));
        EXPECT_EQ(report.cappedOpenings, 0u);
        EXPECT_EQ(out.triangleCount(), 12u + 2u * std::size_t(cuts));
        EXPECT_NEAR(HullMesh::fromArrays(out).volume(), 1.0, 1e-6);
        EXPECT_TRUE(std::any_of(report.changes.begin(), report.changes.end(),
                                [](const std::string& change) { return mentions(change, "T-junctions"); }));
    }
}

TEST(HullRepair, AWindsurfWhoseSeamsHaveTJunctionsPreparesClosed) {
    // ocearo-ui's windsurf (SOURCES.md): its Draco mesh leaves 24 T-junctions after welding, where
    // repair capped a three-edge crack with triangles of no area and the hull came out open.
    const PreparedHull windsurf = prepareHull(thirdParty("windsurf.glb"));
    EXPECT_GT(windsurf.report.repair.crackSplits, 0u);
    EXPECT_FALSE(windsurf.report.wrapped);
    EXPECT_LE(windsurf.hull.triangleCount(), HullSimplifyOptions{}.mostTriangles());
    EXPECT_GT(windsurf.hull.volume(), 0.0);
}

TEST(HullPreparation, AnOpenBoatWhosePartsTouchIsRefusedSayingWhyNeitherWayClosesIt) {
    // ocearo-ui's optimist dinghy (SOURCES.md): its mast and sail touch the hull (repair refuses the
    // non-manifold edges) and it is open wider than the bridged gap (its envelope encloses nothing).
    try {
        (void)prepareHull(thirdParty("optimist.glb"));
        ADD_FAILURE() << "an open boat whose parts touch was prepared";
    } catch (const MeshError& e) {
        EXPECT_EQ(e.rule(), MeshRule::NonManifoldEdge);
        EXPECT_TRUE(mentions(e.what(), "optimist.glb")) << e.what();
        EXPECT_TRUE(mentions(e.what(), "wrapping cannot close it either")) << e.what();
        EXPECT_TRUE(mentions(e.what(), "open wider than the bridged gap")) << e.what();
        EXPECT_FALSE(mentions(e.what(), "cap it instead")) << e.what();  // the wrap's advice, wrong here
    }
}

TEST(HullRepair, DropsSpecksAndFlatSheetsWithTheirShareOfTheArea) {
    // A 1 mm cube beside the plank (a rivet) and a 1 m x 1 m single-sided sail above it.
    const MeshArrays rivet = makeBox({0.0005, 0.0005, 0.0005}, {0.0, 1.0, 0.0});
    MeshArrays sail;
    sail.xyz = {0, 1, 0, 1, 1, 0, 1, 2, 0, 0, 2, 0};
    sail.indices = {0, 1, 2, 0, 2, 3};
    HullRepairReport report;
    const MeshArrays out = repairHull(combined(combined(plank(), rivet), sail), {}, &report);
    EXPECT_EQ(report.droppedSmallParts, 1u);
    EXPECT_EQ(report.droppedFlatParts, 1u);
    const double plankArea = 7.0, rivetArea = 6e-6, sailArea = 1.0;
    EXPECT_NEAR(report.droppedAreaFraction, (rivetArea + sailArea) / (plankArea + rivetArea + sailArea), 1e-9);
    EXPECT_EQ(report.parts, 1u);
    EXPECT_EQ(out.triangleCount(), 12u);
    EXPECT_EQ(report.cappedOpenings, 0u);  // the sail's edge was not capped into a hull
}

TEST(HullRepair, CapsADecklessHullAtItsRimWithTheClosedHullsVolume) {
    HullRepairReport report;
    const MeshArrays out = repairHull(withoutDeck(plank()), {}, &report);
    EXPECT_EQ(report.cappedOpenings, 1u);
    EXPECT_EQ(report.capTriangles, 4u);           // a fan over the rim's four edges
    EXPECT_NEAR(report.capRimLength, 5.0, 1e-6);  // the top's perimeter, 2 (2 m + 0.5 m)
    EXPECT_EQ(out.capTriangles, 4u);
    EXPECT_EQ(out.openingRim.size(), 2u * 4u);
    const HullMesh hull = hullFrom(out);
    EXPECT_NEAR(hull.volume(), 1.0, kSameVolume);
    const HullMesh withRims = HullMesh::fromArrays(out);
    EXPECT_EQ(withRims.openingRim().size(), 4u);
    EXPECT_NEAR(withRims.openingRimLength(), 5.0, 1e-6);
}

TEST(HullRepair, RefusesWhatItCannotRepairNamingTheSourceAndTheElement) {
    // A fin on the plank's top edge: three triangles on one edge.
    MeshArrays fin = plank();
    const auto top = std::uint32_t(fin.vertexCount());
    fin.xyz.insert(fin.xyz.end(), {0.0f, 1.5f, 0.0f});
    fin.indices.insert(fin.indices.end(), {fin.indices[0], fin.indices[1], top});
    try {
        repairHull(fin, {}, nullptr, "fin.obj");
        FAIL() << "a non-manifold edge was accepted";
    } catch (const MeshError& e) {
        EXPECT_EQ(e.rule(), MeshRule::NonManifoldEdge);
        EXPECT_EQ(e.source(), "fin.obj");
        EXPECT_NE(std::string(e.what()).find("shared by 3 triangles"), std::string::npos) << e.what();
    }
    HullRepairOptions noCaps;
    noCaps.capOpenings = false;
    try {
        repairHull(withoutDeck(plank()), noCaps, nullptr, "tray.obj");
        FAIL() << "an open mesh was accepted with capping off";
    } catch (const MeshError& e) {
        EXPECT_EQ(e.rule(), MeshRule::OpenEdge);
    }
}

// --- a deckless hull floats exactly as its closed twin while its rim is dry ------------------------

class DecklessHull : public ::testing::TestWithParam<SimdArch> {};
INSTANTIATE_TEST_SUITE_P(HullRepair, DecklessHull, ::testing::ValuesIn(archesToTest()),
                         [](const auto& param) { return std::string(archName(param.param)); });

/// Forces of the two hulls at the same pose: the capped one's extra triangles are dry, and the rest
/// are the same triangles in another order, so the sums differ by float round-off only: 1e-5 of the
/// force's scale is a hundred times the single-precision error of sums of a few hundred terms.
void expectSameForces(const ForceResult& closed, const ForceResult& capped) {
    const double scale = std::max(length(closed.force), 1.0);
    EXPECT_NEAR(capped.force.x, closed.force.x, 1e-5 * scale);
    EXPECT_NEAR(capped.force.y, closed.force.y, 1e-5 * scale);
    EXPECT_NEAR(capped.force.z, closed.force.z, 1e-5 * scale);
    EXPECT_NEAR(capped.torque.x, closed.torque.x, 1e-5 * scale);
    EXPECT_NEAR(capped.torque.y, closed.torque.y, 1e-5 * scale);
    EXPECT_NEAR(capped.torque.z, closed.torque.z, 1e-5 * scale);
    EXPECT_NEAR(capped.submergedVolume, closed.submergedVolume, 1e-5 * std::max(closed.submergedVolume, 1e-3));
}

TEST_P(DecklessHull, BoxAndWigleyHullMatchTheClosedHullUntilTheRimGoesUnder) {
    const FlatWater water;
    const MeshArrays wigley = makeWigleyHull(4.0, 0.8, 0.3, 0.2, 24, 8);
    for (const MeshArrays& closedArrays : {plank(), wigley}) {
        const HullMesh closed = hullFrom(closedArrays);
        const HullMesh capped = HullMesh::fromArrays(repairHull(withoutDeck(closedArrays)));
        ASSERT_FALSE(capped.openingRim().empty());
        const double top = closed.aabbMax().y, bottom = closed.aabbMin().y;
        // Heeled 20 degrees with the water 70 % up the side: the low side of the rim stays dry.
        const Mat3 heel = rotationX(20.0 * kDegree);
        for (double wet : {0.3, 0.7}) {
            BodyState state = poseOf(closed, {}, heel);
            state.centreOfMass.y = -(bottom + wet * (top - bottom) - closed.centroid().y);
            BodyState same = state;
            same.centreOfMassInHull = capped.centroid();
            same.centreOfMass = state.centreOfMass + heel * (capped.centroid() - closed.centroid());
            const ForceResult a = evaluate(closed, state, water, GetParam());
            const ForceResult b = evaluate(capped, same, water, GetParam());
            SCOPED_TRACE(closedArrays.triangleCount());
            expectSameForces(a, b);
            EXPECT_FALSE(b.flooding);
            EXPECT_EQ(b.submergedOpeningLength, 0.0);
        }
        // Pushed under by a quarter of its height: the whole rim is under water.
        BodyState under = poseOf(capped, {0.0, -(top - capped.centroid().y) - 0.25 * (top - bottom), 0.0});
        const ForceResult flooded = evaluate(capped, under, water, GetParam());
        EXPECT_TRUE(flooded.flooding);
        EXPECT_NEAR(flooded.submergedOpeningLength, capped.openingRimLength(), 1e-5 * capped.openingRimLength());
        EXPECT_TRUE(std::isfinite(length(flooded.force)));
    }
}

TEST_P(DecklessHull, AHeeledRimIsPartlyUnderTheLengthOfItsWetPart) {
    // The plank's rim is its top rectangle (2 m x 0.5 m) at y = 0.5. Heeled so that the starboard
    // long edge is 0.1 m under and the port one 0.1 m dry: the long starboard edge (2 m) is under,
    // and each short edge (0.5 m) half under. Submerged rim: 2 + 2 x 0.25 = 2.5 m.
    const HullMesh capped = HullMesh::fromArrays(repairHull(withoutDeck(plank())));
    const double angle = std::asin(0.2 / 0.5);  // the 0.5 m wide top drops 0.2 m across
    BodyState state = poseOf(capped, {}, rotationX(angle));
    const Vec3 rimCentre = state.rotation * (Vec3{0.0, 0.5, 0.0} - capped.centroid());
    state.centreOfMass = {0.0, -rimCentre.y, 0.0};  // the rim's centre on the surface
    const ForceResult result = evaluate(capped, state, FlatWater(), GetParam());
    EXPECT_TRUE(result.flooding);
    EXPECT_NEAR(result.submergedOpeningLength, 2.5, 1e-5);
}

// --- simplification -----------------------------------------------------------------------------

TEST(HullSimplify, AFineHullKeepsItsVolumeWaterplaneAndRims) {
    // 16,000 triangles of a Wigley hull, closed and deckless.
    const MeshArrays fine = makeWigleyHull(6.0, 1.2, 0.4, 0.3, 200, 40);
    ASSERT_GT(fine.triangleCount(), 15000u);
    for (bool deckless : {false, true}) {
        SCOPED_TRACE(deckless ? "deckless" : "closed");
        const MeshArrays input = repairHull(deckless ? withoutDeck(fine) : fine);
        HullSimplifyOptions options;
        options.targetTriangles = 500;
        options.keepOpeningRims = true;
        HullSimplifyReport report;
        const MeshArrays coarse = simplifyHull(input, options, &report);
        ASSERT_TRUE(report.simplified) << report.note;
        EXPECT_TRUE(report.rimsKept);
        // The budget, give or take what the locked rims' caps and the error bound leave.
        EXPECT_LE(coarse.triangleCount(), 2 * options.targetTriangles + input.capTriangles) << report.note;
        const HullMesh before = HullMesh::fromArrays(input), after = HullMesh::fromArrays(coarse);
        EXPECT_NEAR(after.volume(), before.volume(), 0.02 * before.volume());  // issue 14: within 2 %
        EXPECT_NEAR(after.openingRimLength(), before.openingRimLength(), 1e-6 * before.openingRimLength() + 1e-12);
        // Waterplane area at each one's own equilibrium, half its volume under: within 5 %.
        const double mass = 0.5 * 1025.0 * before.volume();
        const HydrostaticAnalysis a(before, mass, before.centroid()), b(after, mass, after.centroid());
        const double wa = a.particulars(a.equilibrium().pose).waterplaneArea;
        const double wb = b.particulars(b.equilibrium().pose).waterplaneArea;
        EXPECT_NEAR(wb, wa, 0.05 * wa);
    }
}

TEST(HullSimplify, RimsThatDoNotFitTheBudgetAreSimplifiedWithTheRestAndSaidSo) {
    // The deckless fine Wigley hull's rim has 400 edges: its cap alone is most of a 500 budget.
    const MeshArrays input = repairHull(withoutDeck(makeWigleyHull(6.0, 1.2, 0.4, 0.3, 200, 40)));
    ASSERT_GT(input.capTriangles, 300u);
    HullSimplifyOptions options;
    options.targetTriangles = 500;
    HullSimplifyReport report;
    const MeshArrays coarse = simplifyHull(input, options, &report);
    ASSERT_TRUE(report.simplified) << report.note;
    EXPECT_FALSE(report.rimsKept);
    EXPECT_NE(report.note.find("flooding is not reported"), std::string::npos) << report.note;
    EXPECT_TRUE(coarse.openingRim.empty());
    EXPECT_LE(coarse.triangleCount(), options.targetTriangles + options.targetTriangles / 4);
    EXPECT_NEAR(HullMesh::fromArrays(coarse).volume(), report.volumeBefore, 0.02 * report.volumeBefore);
}

TEST(HullSimplify, AHullWithinTheBudgetIsNotTouched) {
    HullSimplifyReport report;
    const MeshArrays out = simplifyHull(plank(), {}, &report);
    EXPECT_FALSE(report.simplified);
    EXPECT_EQ(out.indices, plank().indices);
}

// --- files: writing and reading back, the formats, bad input -------------------------------------

TEST(HullFiles, APreparedObjKeepsItsCapsAndRims) {
    const MeshArrays capped = repairHull(withoutDeck(plank()));
    std::ostringstream obj;
    writeHullObj(capped, obj, "a test");
    const fs::path path = writeFile("tray.obj", obj.str());
    const HullMesh hull = HullMesh::fromObjFile(path.string());
    EXPECT_EQ(hull.openingRim().size(), 4u);
    EXPECT_NEAR(hull.openingRimLength(), 5.0, 1e-6);
    EXPECT_NEAR(hull.volume(), 1.0, kSameVolume);
    const MeshArrays read = loadMeshFile(path.string());
    EXPECT_EQ(read.capTriangles, 4u);
    EXPECT_EQ(read.xyz, capped.xyz);  // nine significant digits: every float reads back exactly
}

TEST(HullFiles, AsciiStlAndFbxInCentimetres) {
    std::ostringstream stl;
    const MeshArrays box = plank();
    stl << "solid plank\n";
    for (std::size_t t = 0; t < box.triangleCount(); ++t) {
        stl << " facet normal 0 0 0\n  outer loop\n";
        for (std::size_t k = 0; k < 3; ++k) {
            const std::uint32_t v = box.indices[3 * t + k];
            stl << "   vertex " << box.xyz[3 * v] << ' ' << box.xyz[3 * v + 1] << ' ' << box.xyz[3 * v + 2] << '\n';
        }
        stl << "  endloop\n endfacet\n";
    }
    stl << "endsolid plank\n";
    MeshFileInfo info;
    const HullMesh fromStl = hullFrom(loadMeshFile(writeFile("plank.stl", stl.str()).string(), &info));
    EXPECT_NEAR(fromStl.volume(), 1.0, kSameVolume);

    // An FBX in centimetres (UnitScaleFactor 1): a 100-unit cube is a 1 m cube.
    const std::string fbx = R"(; FBX 7.4.0 project file
FBXHeaderExtension:  {
	FBXHeaderVersion: 1003
	FBXVersion: 7400
}
GlobalSettings:  {
	Version: 1000
	Properties70:  {
		P: "UpAxis", "int", "Integer", "",1
		P: "UpAxisSign", "int", "Integer", "",1
		P: "FrontAxis", "int", "Integer", "",2
		P: "FrontAxisSign", "int", "Integer", "",1
		P: "CoordAxis", "int", "Integer", "",0
		P: "CoordAxisSign", "int", "Integer", "",1
		P: "UnitScaleFactor", "double", "Number", "",1
	}
}
Objects:  {
	Geometry: 1000, "Geometry::Cube", "Mesh" {
		Vertices: *24 {
			a: -50,-50,-50,50,-50,-50,-50,50,-50,50,50,-50,-50,-50,50,50,-50,50,-50,50,50,50,50,50
		}
		PolygonVertexIndex: *24 {
			a: 0,2,3,-2,4,5,7,-7,0,1,5,-5,1,3,7,-6,3,2,6,-8,2,0,4,-7
		}
		GeometryVersion: 124
	}
	Model: 2000, "Model::Cube", "Mesh" {
		Version: 232
	}
}
Connections:  {
	C: "OO",2000,0
	C: "OO",1000,2000
}
)";
    const PreparedHull cube = prepareHull(writeFile("cube.fbx", fbx).string());
    EXPECT_NEAR(cube.report.file.unitScale, 0.01, 1e-12);
    EXPECT_NEAR(cube.hull.volume(), 1.0, 1e-6);  // float coordinates scaled by 0.01: 1e-7 each
}

TEST(HullFiles, BadFilesAreRefusedNamingTheFile) {
    struct Case {
        std::string name, contents;
        MeshRule rule;
    };
    const std::vector<Case> cases = {
        {"empty.obj", "", MeshRule::Empty},
        {"empty.stl", "", MeshRule::Unreadable},
        {"empty.glb", "", MeshRule::Unreadable},
        {"points.obj", "v 0 0 0\nv 1 0 0\nv 0 1 0\np 1 2 3\n", MeshRule::Empty},
        {"hull.xyz", "v 0 0 0\n", MeshRule::Unreadable},
        {"nan.stl", "solid x\n facet normal 0 0 0\n  outer loop\n   vertex nan 0 0\n   vertex 1 0 0\n"
                    "   vertex 0 1 0\n  endloop\n endfacet\nendsolid x\n", MeshRule::NonFinite},
        {"garbage.stl", std::string(200, '\x7f'), MeshRule::Unreadable},
    };
    for (const Case& c : cases) {
        const std::string path = writeFile(c.name, c.contents).string();
        try {
            prepareHull(path);
            ADD_FAILURE() << c.name << " was accepted";
        } catch (const MeshError& e) {
            EXPECT_EQ(e.rule(), c.rule) << c.name << ": " << e.what();
            EXPECT_EQ(e.source(), path) << e.what();
            // The importer reads from memory under a placeholder name; the message names the file.
            EXPECT_EQ(std::string(e.what()).find("$$$"), std::string::npos) << e.what();
        }
    }
    try {
        prepareHull(scratchDirectory().string() + "/no such file.glb");
        ADD_FAILURE() << "a missing file was accepted";
    } catch (const MeshError& e) {
        EXPECT_EQ(e.rule(), MeshRule::Unreadable);
    }
}

TEST(HullFiles, AMillionTriangleSoupFinishesWithAClearError) {
    // A million unconnected triangles (a point cloud triangulated badly): each is a speck.
    MeshArrays soup;
    std::uint32_t state = 12345;
    auto next = [&] { return float((state = state * 1664525u + 1013904223u) >> 8) / float(1u << 24); };
    constexpr std::size_t kTriangles = 1000000;
    soup.xyz.reserve(9 * kTriangles);
    for (std::size_t i = 0; i < 9 * kTriangles; ++i) soup.xyz.push_back(100.0f * next());
    soup.indices.resize(3 * kTriangles);
    for (std::size_t i = 0; i < soup.indices.size(); ++i) soup.indices[i] = std::uint32_t(i);
    try {
        prepareHull(soup, "soup");
        FAIL() << "a soup was made a hull";
    } catch (const MeshError& e) {
        EXPECT_EQ(e.source(), "soup");
        EXPECT_TRUE(e.rule() == MeshRule::Empty || e.rule() == MeshRule::NonManifoldEdge) << e.what();
    }
}

// --- real meshes from other projects (assets/hulls/third_party/SOURCES.md) -------------------------

struct RealMesh {
    std::string file;
    Axis up;
    double density;                 ///< kg/m^3 of the body
    double minDraft, maxDraft;      ///< m, what a body of that size and density plausibly draws
    int hulls;                      ///< side by side at the waterline
    int rudders;                    ///< of those, the hulls that reach the stern
};

/// Floats upright (its known stable pose): roll and pitch within a few degrees of level. The
/// catamarans trim by up to a degree because their parts are not symmetric fore and aft.
constexpr double kUprightDegrees = 3.0;

/// The budget a refusal for short waves names (Radiation.h's panelsPerWavelength), 0 if it names none.
std::size_t budgetNamed(const std::string& message) {
    const std::string lead = "a budget of about ";
    const std::size_t at = message.find(lead);
    return at == std::string::npos ? 0 : std::size_t(std::stod(message.substr(at + lead.size())));
}

/// Issue 45 §6: the panel method on `hull` at rest at `pose`, over k L from 0.05 to 20 on 400
/// panels. The lid closes every loop of its section, and the damping never feeds energy in: at each
/// frequency the solve gives a positive semi-definite damping (the solve refuses anything below -1 %
/// of the solution's size; checked here again). Waves too short for 400 panels are refused naming a
/// budget of at most `mostPanelsNamed`, and solved on that budget, where they are refused no more.
void expectPassiveRadiationFromLongToShortWaves(const HullMesh& hull, const FloatingPose& pose, const Vec3& centreOfGravity,
                                                double length, std::size_t mostPanelsNamed) {
    for (double kL : {0.05, 0.3, 1.0, 4.0, 10.0, 20.0}) {
        RadiationOptions options;
        options.maxPanels = 400;
        const double omega = std::sqrt(kL / length * WaterProperties{}.gravity);
        Result<RadiationCoefficients> solved = tryRadiationCoefficients(hull, pose, centreOfGravity, WaterProperties{}, omega, options);
        if (!solved && budgetNamed(solved.error().message()) > 0) {
            options.maxPanels = budgetNamed(solved.error().message());
            EXPECT_LE(options.maxPanels, mostPanelsNamed) << "k L = " << kL;
            solved = tryRadiationCoefficients(hull, pose, centreOfGravity, WaterProperties{}, omega, options);
        }
        ASSERT_TRUE(solved) << "k L = " << kL << ": " << solved.error().message();
        const RadiationCoefficients& r = solved.value();
        EXPECT_EQ(r.loopsLeftOpen, 0u) << "k L = " << kL;
        EXPECT_GT(r.damping(1, 1), 0.0) << "k L = " << kL;
        // The solve's own bound, -1 % of the solution's size (B's largest eigenvalue or omega times A's,
        // rotations in radians times the length), checked from the figures it gave.
        auto symmetric = [length](const Matrix6& m) {
            Eigen::Matrix<double, 6, 6> out;
            for (int i = 0; i < 6; ++i)
                for (int j = 0; j < 6; ++j) out(i, j) = 0.5 * (m(i, j) + m(j, i)) / ((i >= 3 ? length : 1.0) * (j >= 3 ? length : 1.0));
            return Eigen::SelfAdjointEigenSolver<Eigen::Matrix<double, 6, 6>>(out).eigenvalues();
        };
        const auto damping = symmetric(r.damping), added = symmetric(r.addedMass);
        const double size = std::max(damping.cwiseAbs().maxCoeff(), r.omega * added.cwiseAbs().maxCoeff());
        EXPECT_GE(damping(0), -0.01 * size) << "k L = " << kL;
    }
}

class RealMeshes : public ::testing::TestWithParam<RealMesh> {};
INSTANTIATE_TEST_SUITE_P(
    HullPreparation, RealMeshes,
    ::testing::Values(RealMesh{"shape_1_boat_convex.stl", Axis::PlusZ, 500.0, 0.2, 0.45, 1, 1},
                      RealMesh{"shape_2_boat_convex.stl", Axis::PlusZ, 500.0, 0.2, 0.45, 1, 1},
                      RealMesh{"shape_4_boat_convex.stl", Axis::PlusZ, 500.0, 0.2, 0.45, 1, 1},
                      RealMesh{"shape_8_boat_convex.stl", Axis::PlusZ, 500.0, 0.2, 0.45, 1, 1},
                      // COLLADA declares Z_UP in the file; assimp applies it, so the default frame.
                      // The WAM-V and the first RoboBoat are catamarans (two pontoons); the second
                      // is a trimaran, a centre hull with an outrigger each side, in the water aft
                      // (three hulls across at midships and 0.3 L aft of it, one at 0.3 L ahead)
                      // but ending short of the stern: a rudder under the centre hull only. Its
                      // parts overlap: from 6/8 of its volume under water the panel method's
                      // added mass swung with the panel budget (heave 72, 46 and 63 kg on 600,
                      // 1,000 and 2,000 panels at 6/8) and was refused; with the surfaces inside
                      // its body left out, 63.4, 63.0, 62.2 and 61.3 kg on 300, 600, 1,000 and
                      // 2,000 (measured 2026-12-02).
                      RealMesh{"WAM-V-Base.dae", Axis::PlusY, 200.0, 0.05, 0.4, 2, 2},
                      RealMesh{"roboboat01.dae", Axis::PlusY, 300.0, 0.05, 0.3, 2, 2},
                      RealMesh{"roboboat02.dae", Axis::PlusY, 300.0, 0.05, 0.3, 3, 1}),
    [](const auto& param) {
        std::string name = param.param.file.substr(0, param.param.file.find('.'));
        std::replace(name.begin(), name.end(), '-', '_');
        return name;
    });

/// Read in the mesh's own axes and metres, at the density it is given.
HullPreparationOptions preparationOptions(const RealMesh& m) {
    HullPreparationOptions options;
    options.frame = HullFrame{m.up, Axis::PlusX, 1.0, {}};
    options.density = m.density;
    return options;
}

TEST_P(RealMeshes, PreparedItFloatsUprightAtAPlausibleDraft) {
    const RealMesh& m = GetParam();
    HullPreparationOptions options = preparationOptions(m);
    const PreparedHull prepared = prepareHull(thirdParty(m.file), options);
    // Within the budget and half again, always (issue 31); each of these repairs, so none is
    // wrapped (shape_4's 508 triangles tangle at 500 but fit 750 as they are).
    EXPECT_LE(prepared.hull.triangleCount(), options.simplification.mostTriangles());
    EXPECT_FALSE(prepared.report.wrapped) << prepared.report.wrapReason;
    // The prepared hull against the same mesh repaired but not simplified: the volume within 2 %,
    // or the report says by how much it gave way for the budget, truly.
    HullPreparationOptions unsimplified = options;
    unsimplified.simplify = false;
    const PreparedHull reference = prepareHull(thirdParty(m.file), unsimplified);
    const double change = prepared.hull.volume() / reference.hull.volume() - 1.0;
    EXPECT_EQ(prepared.report.simplification.volumeBefore, reference.hull.volume());
    EXPECT_NEAR(prepared.report.simplification.volumeChange(), change, 1e-12);
    if (prepared.report.simplification.volumeGaveWay) {
        EXPECT_GT(std::abs(change), options.simplification.maxVolumeChange);
        EXPECT_TRUE(std::any_of(prepared.report.warnings.begin(), prepared.report.warnings.end(),
                                [](const std::string& w) { return mentions(w, "the volume changed by"); }));
        // Given a budget four times larger, the same mesh keeps its volume within 2 %.
        HullPreparationOptions larger = options;
        larger.simplification.targetTriangles = 4 * options.simplification.targetTriangles;
        const PreparedHull closer = prepareHull(thirdParty(m.file), larger);
        EXPECT_FALSE(closer.report.simplification.volumeGaveWay) << closer.report.simplification.note;
        EXPECT_NEAR(closer.hull.volume(), reference.hull.volume(), 0.02 * reference.hull.volume());
    } else {
        EXPECT_NEAR(prepared.hull.volume(), reference.hull.volume(), 0.02 * reference.hull.volume());
    }

    const double mass = m.density * prepared.hull.volume();
    const HydrostaticAnalysis analysis(prepared.hull, mass, prepared.hull.centroid());
    const FloatingEquilibrium equilibrium = analysis.equilibrium();
    ASSERT_TRUE(equilibrium.floats);
    EXPECT_TRUE(equilibrium.converged);
    EXPECT_NEAR(equilibrium.pose.roll / kDegree, 0.0, kUprightDegrees);
    EXPECT_NEAR(equilibrium.pose.pitch / kDegree, 0.0, kUprightDegrees);
    EXPECT_GE(equilibrium.draft, m.minDraft);
    EXPECT_LE(equilibrium.draft, m.maxDraft);
    // Its hulls side by side (HullManoeuvringEstimate.h), each of which that reaches the stern gets
    // its own rudder from sizeSteering (issue 45 §3).
    const HullManoeuvring shape = estimateHullManoeuvring(prepared.hull, mass, prepared.hull.centroid(), WaterProperties{});
    EXPECT_EQ(shape.hulls, m.hulls);
    // A hull of parts that overlap (the second RoboBoat) sizes as prepared: the surfaces inside its
    // body are left out of the added mass the sizing takes (docs/added_mass.md §1).
    const Result<SizedSteering> steering = trySizeSteering(prepared.hull, mass, prepared.hull.centroid(), WaterProperties{});
    ASSERT_TRUE(steering) << steering.error().message();
    EXPECT_EQ(steering.value().rudders.size(), std::size_t(m.rudders));
    // The sizing's own handling targets (SteeringSizingOptions' defaults): a steady turn 4 L across
    // at most, and a zig-zag overshoot of at most 0.75 of IMO's 10 degrees (these boats run their
    // length in under 10 s at a Froude number of 0.3). VRX's convex boats, little longer than broad,
    // swing on at 10 degrees of rudder whatever its size: their overshoot is far past any limit (or
    // infinite, a spin), and the rudders are the turn's alone, not the most the sizing allows (16
    // times DNV's). Measured: those four at DNV's area turn on 1.23 to 1.56 L and swing on 127 to
    // 141 degrees past the 10 (one into a spin); the WAM-V's rudders at DNV's area overshoot by 0.9
    // degrees, the RoboBoats' grown 1.01 and 1.16 times by 2.7 and 5.1 degrees.
    const SizedSteering& sized = steering.value();
    std::printf("%s: rudders grown %.2f times, steady turn %.2f L, zig-zag overshoot %.2f degrees\n", m.file.c_str(),
                sized.rudderGrowth, sized.steadyTurnDiameter / sized.length, sized.zigZagOvershoot / kDegree);
    EXPECT_LE(sized.steadyTurnDiameter, 4.0 * sized.length);
    if (sized.zigZagOvershoot > 0.75 * 10.0 * kDegree) {
        EXPECT_GT(sized.zigZagOvershoot, 45.0 * kDegree);  // swung on, not a near miss
        EXPECT_LT(sized.rudderGrowth, 16.0);
    }
    // Read in the right axes and units, at its origin: the only warning allowed is the volume's.
    EXPECT_FALSE(prepared.report.axesDoubtful);
    for (const std::string& warning : prepared.report.warnings) EXPECT_TRUE(mentions(warning, "the volume changed")) << warning;
}

TEST_P(RealMeshes, SumOnLevelWaterThroughTheTreeAsOverTheWholeHull) {
    // Level water's way through a hull (docs/simd.md §7) on other projects' boats, prepared.
    const RealMesh& m = GetParam();
    expectLevelWaterAsTheWholeHullPass(prepareHull(thirdParty(m.file), preparationOptions(m)).hull, 100, 67);
}

TEST_P(RealMeshes, RadiateWithEveryWaterlineLoopClosedAndNoEnergyFedIn) {
    // Other projects' boats, prepared at their density and floating at rest: VRX's four convex
    // boats, the WAM-V's and the first RoboBoat's two pontoons (two loops in their section), the
    // second RoboBoat's overlapping hulls (three loops, surfaces inside its body left out). Three of
    // VRX's boats, short and broad, want 1,514, 1,700 and 1,857 panels at k L = 20 (measured
    // 2026-12-03), hence at most 2,000 named: the longest of these runs, 7 to 11 s each.
    constexpr std::size_t kMostPanelsNamed = 2000;
    const RealMesh& m = GetParam();
    const PreparedHull prepared = prepareHull(thirdParty(m.file), preparationOptions(m));
    const Vec3 centreOfGravity = prepared.hull.centroid();
    const FloatingEquilibrium rest = HydrostaticAnalysis(prepared.hull, m.density * prepared.hull.volume(), centreOfGravity).equilibrium();
    ASSERT_TRUE(rest.floats);
    expectPassiveRadiationFromLongToShortWaves(prepared.hull, rest.pose, centreOfGravity, prepared.report.length(), kMostPanelsNamed);
}

class GameShips : public ::testing::TestWithParam<GameShip> {};
INSTANTIATE_TEST_SUITE_P(HullPreparation, GameShips, ::testing::ValuesIn(gameShips()),
                         [](const auto& param) { return param.param.file.substr(0, param.param.file.find('.')); });

/// The ship prepared as above, at kShipDensity with its centre of gravity, and where it floats.
struct FloatingShip {
    const PreparedHull& prepared;
    Vec3 centreOfGravity;
    double mass;
    FloatingEquilibrium rest;
};
FloatingShip floatingShip(const GameShip& ship) {
    FloatingShip f{preparedGameShip(ship), {}, 0.0, {}};
    f.centreOfGravity = shipCentreOfGravity(ship, f.prepared);
    f.mass = kShipDensity * f.prepared.hull.volume();
    f.rest = HydrostaticAnalysis(f.prepared.hull, f.mass, f.centreOfGravity).equilibrium();
    return f;
}

TEST_P(GameShips, SumOnLevelWaterThroughTheTreeAsOverTheWholeHull) {
    // Level water's way through a hull (docs/simd.md §7) on games' ships, their wells and
    // superstructures included.
    expectLevelWaterAsTheWholeHullPass(preparedGameShip(GetParam()).hull, 100, 67);
}

TEST_P(GameShips, PrepareWithinBudgetAndFloatUprightAtAPlausibleDraft) {
    // Issue 31 §3: third-party game meshes (SOURCES.md), multi-mesh glTF ships with masts, sails,
    // cabins and wheelhouses, Draco-compressed or with an external buffer.
    const GameShip& ship = GetParam();
    const HullPreparationOptions options = shipOptions(ship);
    constexpr double kDensity = kShipDensity;
    const PreparedHull& prepared = preparedGameShip(ship);
    EXPECT_EQ(prepared.report.file.format.find("glTF2"), 0u) << prepared.report.file.format;
    EXPECT_LE(prepared.hull.triangleCount(), options.simplification.mostTriangles());
    // The volume the report gives is the hull's, and it says whether it gave way.
    const HullSimplifyReport& simplification = prepared.report.simplification;
    EXPECT_NEAR(simplification.volumeAfter, prepared.hull.volume(), 1e-9 * prepared.hull.volume());
    EXPECT_EQ(simplification.volumeGaveWay, std::abs(simplification.volumeChange()) > options.simplification.maxVolumeChange);
    for (const std::string& warning : prepared.report.warnings) EXPECT_TRUE(mentions(warning, "the volume changed")) << warning;
    EXPECT_FALSE(prepared.report.axesDoubtful);

    const double mass = kDensity * prepared.hull.volume();
    const Vec3 solid = prepared.report.solidCentroid;
    const Vec3 centreOfGravity = shipCentreOfGravity(ship, prepared);
    const FloatingEquilibrium equilibrium = HydrostaticAnalysis(prepared.hull, mass, centreOfGravity).equilibrium();
    ASSERT_TRUE(equilibrium.floats);
    EXPECT_TRUE(equilibrium.converged);
    EXPECT_NEAR(equilibrium.pose.roll / kDegree, 0.0, kUprightDegrees);
    EXPECT_NEAR(equilibrium.pose.pitch / kDegree, 0.0, kUprightDegrees);
    // A displacement ship draws 4 to 15 % of its length (a barge to a deep-keeled yacht).
    EXPECT_GE(equilibrium.draft, 0.04 * prepared.report.length());
    EXPECT_LE(equilibrium.draft, 0.15 * prepared.report.length());
    if (ship.ballastY) {  // the ballast is what floats it upright: as a uniform solid it rolls over
        const FloatingEquilibrium uniform = HydrostaticAnalysis(prepared.hull, mass, solid).equilibrium();
        EXPECT_GT(std::abs(uniform.pose.roll / kDegree), 10.0);
    }
}

TEST_P(GameShips, TakeAHoldInsideThemAndRefuseOneOutsideAtAnyScale) {
    // Issue 46 §4 on the third-party ships: a small hold round the hull's centroid (3 % of its
    // extent each way) lies inside every one of them and is taken; the same hold a length ahead, or
    // given twice, is refused, naming it. The same at a tenth and ten times the size: the tolerances
    // are shares of the hull's and the hold's size.
    const GameShip& ship = GetParam();
    const PreparedHull& prepared = preparedGameShip(ship);
    for (const double scale : {0.1, 1.0, 10.0}) {
        std::vector<float> xyz;
        std::vector<std::uint32_t> indices;
        for (std::size_t v = 0; v < prepared.hull.vertexCount(); ++v)
            for (int axis = 0; axis < 3; ++axis) xyz.push_back(float(scale * prepared.hull.vertex(v)[axis]));
        for (std::size_t t = 0; t < prepared.hull.triangleCount(); ++t)
            for (std::uint32_t corner : prepared.hull.triangle(t)) indices.push_back(corner);
        const HullMesh hull = HullMesh::fromArrays(xyz, indices, {}, ship.file);
        const Vec3 size = hull.aabbMax() - hull.aabbMin();
        const Vec3 half = size * 0.015;
        const Vec3 centre = hull.centroid();
        auto hold = [&](const std::string& name, const Vec3& at) {
            return Compartment::create(name, std::make_shared<const HullMesh>(hullFrom(makeBox(half, at), name)), 0.95);
        };
        const Status inside = checkCompartments(hull, {hold("hold", centre)});
        EXPECT_TRUE(inside) << ship.file << " x" << scale << ": " << inside.error().message();
        const Status ahead = checkCompartments(hull, {hold("ahead", centre + Vec3{size.x, 0.0, 0.0})});
        ASSERT_FALSE(ahead) << ship.file << " x" << scale;
        EXPECT_TRUE(mentions(ahead.error().message(), "Compartment 'ahead': hull point (")) << ahead.error().message();
        const Status twice = checkCompartments(hull, {hold("hold", centre), hold("again", centre)});
        ASSERT_FALSE(twice) << ship.file << " x" << scale;
        EXPECT_TRUE(mentions(twice.error().message(), "Compartments 'hold' and 'again' overlap")) << twice.error().message();
    }
}

/// `mesh` turned half a turn about the file's up axis +y (glTF's): its bow to the other end.
MeshArrays turnedEndForEnd(MeshArrays mesh) {
    for (std::size_t v = 0; v < mesh.vertexCount(); ++v) mesh.xyz[3 * v] = -mesh.xyz[3 * v], mesh.xyz[3 * v + 2] = -mesh.xyz[3 * v + 2];
    return mesh;
}

TEST_P(GameShips, ComeOutBowForwardWhicheverEndTheFileHasIt) {
    // Issue 46 §1: the shape says which end is the bow (BowFromShape.h). Each ship as its file has
    // it keeps its frame; turned end for end, so that the frame now points at its stern, it is
    // turned back, said so, and comes out the same hull bit for bit (a half turn only negates).
    const GameShip& ship = GetParam();
    const MeshArrays file = loadMeshFile(thirdParty(ship.file));
    HullPreparationOptions options = shipOptions(ship);
    options.frame = options.frame.value_or(conventionalFrame(ship.file));
    const PreparedHull asGiven = prepareHull(file, ship.file, options);
    EXPECT_FALSE(asGiven.report.bowTurned);
    EXPECT_TRUE(asGiven.report.bow.decided && asGiven.report.bow.bowAtPlusX)
        << asGiven.report.bow.breadthNearPlusX << " m at the bow, " << asGiven.report.bow.breadthNearMinusX << " m aft";
    // At a tenth and ten times the size the evidence is the same: its ratio is of two breadths.
    for (double scale : {0.1, 10.0}) {
        HullFrame scaled = *options.frame;
        scaled.scale *= scale;
        const BowEvidence evidence = bowFromShape(toHullFrame(file, scaled));
        const BowEvidence original = bowFromShape(toHullFrame(file, *options.frame));
        EXPECT_TRUE(evidence.decided && evidence.bowAtPlusX) << scale;
        // The same but for the scaled float coordinates' rounding (measured 5e-7 of the ratio).
        const double ratio = original.breadthNearMinusX / original.breadthNearPlusX;
        EXPECT_NEAR(evidence.breadthNearMinusX / evidence.breadthNearPlusX, ratio, 1e-5 * ratio) << scale;
    }
    const PreparedHull turned = prepareHull(turnedEndForEnd(file), ship.file, options);
    EXPECT_TRUE(turned.report.bowTurned);
    EXPECT_EQ(turned.report.frame.forward, opposite(options.frame->forward));
    EXPECT_EQ(turned.mesh.xyz, asGiven.mesh.xyz);
    EXPECT_EQ(turned.mesh.indices, asGiven.mesh.indices);
    ASSERT_FALSE(turned.report.warnings.empty());
    EXPECT_TRUE(mentions(turned.report.warnings.front(), "as the bow")) << turned.report.warnings.front();
    EXPECT_TRUE(mentions(turned.report.warnings.front(), "--keep-forward")) << turned.report.warnings.front();
}

TEST_P(GameShips, FindTheirBowHoweverTheFileIsTurned) {
    // Issue 46 ("each turned every way a file can face"): the ship's file turned to each of the 24
    // ways its axes can lie (up along any of six axes, the bow along any of the four square to it),
    // read with the frame that says so, is the same hull to the bit (a quarter turn only swaps and
    // negates coordinates), so the shape finds the same bow; read with the bow given the wrong way,
    // the shape puts the bow at the hull's -x end, which the preparation then turns (the test
    // above prepares it).
    const GameShip& ship = GetParam();
    const MeshArrays file = loadMeshFile(thirdParty(ship.file));
    const HullFrame asMade = shipOptions(ship).frame.value_or(conventionalFrame(ship.file));
    const MeshArrays hull = toHullFrame(file, asMade);
    const BowEvidence original = bowFromShape(hull);
    ASSERT_TRUE(original.decided && original.bowAtPlusX) << ship.file;
    const Vec3 alongBow = axisVector(asMade.forward), alongUp = axisVector(asMade.up), alongStarboard = axisVector(asMade.starboard());
    const Axis axes[] = {Axis::PlusX, Axis::MinusX, Axis::PlusY, Axis::MinusY, Axis::PlusZ, Axis::MinusZ};
    int ways = 0;
    for (const Axis up : axes)
        for (const Axis forward : axes) {
            if (up == forward || up == opposite(forward)) continue;
            const HullFrame turnedFrame{up, forward, asMade.scale, {}};
            const Vec3 toBow = axisVector(forward), toUp = axisVector(up), toStarboard = axisVector(turnedFrame.starboard());
            MeshArrays turned = file;
            for (std::size_t v = 0; v < file.vertexCount(); ++v) {
                const Vec3 p{double(file.xyz[3 * v]), double(file.xyz[3 * v + 1]), double(file.xyz[3 * v + 2])};
                const Vec3 q = toBow * dot(p, alongBow) + toUp * dot(p, alongUp) + toStarboard * dot(p, alongStarboard);
                for (int axis = 0; axis < 3; ++axis) turned.xyz[3 * v + std::size_t(axis)] = float(q[axis]);
            }
            const std::string way = std::string("up ") + axisName(up) + ", bow " + axisName(forward);
            EXPECT_EQ(toHullFrame(turned, turnedFrame).xyz, hull.xyz) << ship.file << ": " << way;
            const BowEvidence wrongWay = bowFromShape(toHullFrame(turned, HullFrame{up, opposite(forward), asMade.scale, {}}));
            EXPECT_TRUE(wrongWay.decided && !wrongWay.bowAtPlusX) << ship.file << ": " << way << " given as bow " << axisName(opposite(forward));
            ++ways;
        }
    EXPECT_EQ(ways, 24);
}

/// How far a simplified hull's box may shrink from the repaired hull's, as a share of its extent:
/// measured at most 2.6 cm on the keel (the Dutch ship's and the pilot boat's) and 0.8 m (3 %)
/// along the Dutch ship, whose thin bowsprit the simplification takes away.
constexpr double kSimplifiedBoxShare = 0.05;

TEST_P(GameShips, SitAtMidshipsOnTheKeelAndTheFrameTakesTheRenderMeshOntoThem) {
    // Issue 46 §3: the prepared hull's origin is on its keel at midships on the centreline, and the
    // report's frame is the transform from the file: each vertex of the prepared hull's own faces
    // (not the caps' centres, not an envelope's) is a vertex of the file taken there by
    // frame.toHull, and the same preparation at the file's origin gives the same hull moved by
    // frame.origin.
    const GameShip& ship = GetParam();
    const PreparedHull& prepared = preparedGameShip(ship);
    const Vec3 lo = prepared.hull.aabbMin(), hi = prepared.hull.aabbMax();
    // Coordinates are floats: moving a vertex by the origin rounds it by half a float's step at
    // the larger of the two, 6e-8 of it; allowed twice that of the hull's size.
    const double size = length(hi - lo) + length(prepared.report.frame.origin);
    const double floatRounding = 2.0 * double(std::numeric_limits<float>::epsilon()) * size;
    // The origin is taken on the hull as repaired; the simplification only removes vertices, so
    // the delivered hull's keel lies on or above it, and its middle near it.
    std::printf("%s: keel %.2e m above the origin, middle off by %.2e m along, %.2e m across (of %.3g m)\n",
                ship.file.c_str(), lo.y, 0.5 * (lo.x + hi.x), 0.5 * (lo.z + hi.z), length(hi - lo));
    EXPECT_GE(lo.y, -floatRounding);
    EXPECT_LE(lo.y, kSimplifiedBoxShare * (hi.y - lo.y));
    EXPECT_NEAR(0.5 * (lo.x + hi.x), 0.0, kSimplifiedBoxShare * (hi.x - lo.x));
    EXPECT_NEAR(0.5 * (lo.z + hi.z), 0.0, kSimplifiedBoxShare * (hi.z - lo.z));

    HullPreparationOptions atFileOrigin = shipOptions(ship);
    atFileOrigin.origin = HullOrigin::File;
    const PreparedHull kept = prepareHull(thirdParty(ship.file), atFileOrigin);
    EXPECT_EQ(kept.report.frame.origin, Vec3{});
    ASSERT_EQ(kept.mesh.xyz.size(), prepared.mesh.xyz.size());
    EXPECT_EQ(kept.mesh.indices, prepared.mesh.indices);
    double worstMove = 0.0;
    for (std::size_t v = 0; v < kept.mesh.vertexCount(); ++v)
        for (int axis = 0; axis < 3; ++axis)
            worstMove = std::max(worstMove, std::abs(double(kept.mesh.xyz[3 * v + std::size_t(axis)]) -
                                                     prepared.report.frame.origin[axis] -
                                                     double(prepared.mesh.xyz[3 * v + std::size_t(axis)])));
    EXPECT_LE(worstMove, floatRounding);

    if (prepared.report.wrapped) return;  // an envelope's vertices are new
    const MeshArrays file = loadMeshFile(thirdParty(ship.file));
    const HullFrame& frame = prepared.report.frame;
    // Repair welds vertices closer than 1e-6 of the diagonal (HullRepairOptions::weldTolerance)
    // onto one of them: allowed that besides the rounding.
    const double tolerance = HullRepairOptions{}.weldTolerance * length(hi - lo) + floatRounding;
    const std::size_t faces = prepared.mesh.triangleCount() - prepared.mesh.capTriangles;
    std::vector<bool> onAFace(prepared.mesh.vertexCount(), false);
    for (std::size_t i = 0; i < 3 * faces; ++i) onAFace[prepared.mesh.indices[i]] = true;
    std::vector<Vec3> fileInHull(file.vertexCount());
    for (std::size_t v = 0; v < file.vertexCount(); ++v)
        fileInHull[v] = frame.toHull({double(file.xyz[3 * v]), double(file.xyz[3 * v + 1]), double(file.xyz[3 * v + 2])});
    double worstMiss = 0.0;
    for (std::size_t v = 0; v < prepared.mesh.vertexCount(); ++v) {
        if (!onAFace[v]) continue;
        const Vec3 p{double(prepared.mesh.xyz[3 * v]), double(prepared.mesh.xyz[3 * v + 1]), double(prepared.mesh.xyz[3 * v + 2])};
        double nearest = std::numeric_limits<double>::infinity();
        for (const Vec3& q : fileInHull) nearest = std::min(nearest, length(q - p));
        worstMiss = std::max(worstMiss, nearest);
        // And back: the file's point of that vertex.
        EXPECT_LE(length(frame.toHull(frame.toFile(p)) - p), 1e-12 * size);
    }
    EXPECT_LE(worstMiss, tolerance) << ship.file;
}

TEST_P(GameShips, GiveTheirWellsAsCompartmentsInsideThemWithTheLidAtTheRim) {
    // Issue 46 §2 on the third-party ships: each hollow the preparation closed (the pilot boat's
    // aft deck, 10.4 m^3 behind its bulwarks) is a compartment inside the prepared hull, its lid at
    // its rim's height; what it left open it says why.
    const GameShip& ship = GetParam();
    const PreparedHull& prepared = preparedGameShip(ship);
    std::vector<Compartment> wells;
    for (std::size_t w = 0; w < prepared.wells.size(); ++w) {
        const HullWell& well = prepared.wells[w];
        std::printf("%s: well %zu, %.3g m^3 under its rim at y = %.3g m, lid %.3g m^2\n", ship.file.c_str(), w + 1,
                    well.volume, well.rimHeight, well.lidArea);
        const auto shape = std::make_shared<const HullMesh>(HullMesh::fromArrays(well.compartment, {}, ship.file));
        EXPECT_NEAR(shape->volume(), well.volume, 1e-9 * well.volume);
        // The lid is the compartment's top: at the rim, to the search's precision (a thousandth
        // of its cell, or 1e-5 of the diagonal where the rim is flat; allowed 1e-4 of the diagonal).
        const double diagonal = length(prepared.hull.aabbMax() - prepared.hull.aabbMin());
        EXPECT_NEAR(shape->aabbMax().y, well.rimHeight, 1e-4 * diagonal);
        EXPECT_NEAR(well.lidCentre.y, well.rimHeight, 1e-4 * diagonal);
        wells.push_back(Compartment::create("well " + std::to_string(w + 1), shape, 1.0));
    }
    for (const std::string& note : prepared.report.wellsLeftOpen) std::printf("%s: %s\n", ship.file.c_str(), note.c_str());
    const Status inside = checkCompartments(prepared.hull, wells);
    EXPECT_TRUE(inside) << inside.error().message();
}

TEST_P(GameShips, HaveTheLateralPlaneOfAShip) {
    // Issue 45 §2: the shape a hull's sway and yaw forces come from (HullManoeuvringEstimate.h), on
    // the game ships as prepared above. Printed for each; checked against what ships are.
    const GameShip& ship = GetParam();
    const PreparedHull& prepared = preparedGameShip(ship);
    const double mass = kShipDensity * prepared.hull.volume();
    const HullManoeuvring m = estimateHullManoeuvring(prepared.hull, mass, shipCentreOfGravity(ship, prepared), WaterProperties{});
    const ClarkeDerivatives d = clarkeDerivatives(m);
    std::printf("%s: L %.2f m of %.2f, B %.2f m, lateral plane's depth %.3f m, C_B %.3f; Y'v %.5f N'r %.5f\n",
                ship.file.c_str(), m.length, prepared.report.length(), m.beam, m.draft, m.blockCoefficient, d.yv, d.nr);
    ASSERT_GT(m.restVolume, 0.0);
    // The waterline lies within the hull's length, and is most of it (overhangs, a raked bow).
    EXPECT_LE(m.length, prepared.report.length() * (1.0 + 1e-9));
    EXPECT_GE(m.length, 0.5 * prepared.report.length());
    // Narrower than long, and drawing a few per cent of the length: measured 4 to 15 %, the Dutch
    // ship's the deepest (its solid, superstructure and all, at half the water's density, floats
    // deeper than the real ship would). Allowed 1 to 20 %.
    EXPECT_LT(m.beam, m.length);
    EXPECT_GT(m.draft, 0.01 * m.length);
    EXPECT_LT(m.draft, 0.20 * m.length);
    // Block coefficients of ships and boats lie between a yacht's 0.3 and a barge's 0.9; over the
    // lateral plane's mean depth rather than the deepest draft, a keeled hull's comes out higher
    // (measured 0.55 to 0.80). Allowed 0.25 to 1.5.
    EXPECT_GT(m.blockCoefficient, 0.25);
    EXPECT_LT(m.blockCoefficient, 1.5);
    EXPECT_EQ(m.hulls, 1);  // each a monohull
    // Moving sideways the hull is pushed back, and turning it resists the turn.
    EXPECT_LT(d.yv, 0.0);
    EXPECT_LT(d.nr, 0.0);
}

TEST_P(GameShips, NoPanelOfTheWatersBoundaryFacesIntoTheBody) {
    // InnerSurfaces.h decides which side of each wetted triangle is the water by the winding number
    // of each part's double body, once for a whole stretch of a folding part. Checked here against
    // the whole mesh's own winding number (PointQueries.h), a step of a thousandth of a panel off
    // each triangle it kept, on its water side: there the point must lie outside the body. What a
    // step that short still finds inside is a film at the water line or at a crossing thinner than
    // it: 0.015 % of the military boat's wetted area, nothing on the others, hence 0.05 %. The pilot
    // boat's flap folded back under its neighbours, whose folds cross above the water, was taken
    // with the hull's stretch: 0.19 % of its wetted area faced into the body (measured 2026-12-03).
    constexpr double kFilmShare = 5e-4;
    const FloatingShip floating = floatingShip(GetParam());
    ASSERT_TRUE(floating.rest.floats);
    const HullMesh& hull = floating.prepared.hull;
    const FloatingPose& pose = floating.rest.pose;
    const radiation::PanelSurface surface =
        radiation::panelSurface(hull, pose, floating.centreOfGravity, AddedMassOptions{}.maxPanels, radiation::Slivers::Kept);
    const Mat3 toHull = poseRotation(pose.roll, pose.pitch).transposed();
    const double step = 1e-3 * std::sqrt(surface.wettedArea / double(surface.hullPanels));
    double facingIn = 0.0;
    for (std::size_t t = 0; t < surface.hullTriangles; ++t) {
        const radiation::SourceTriangle& triangle = surface.triangles[t];
        const Vec3 offTheWaterSide = triangle.centroid + triangle.normal * step - Vec3{0.0, pose.heave, 0.0};
        if (std::abs(windingNumber(hull, toHull * offTheWaterSide + floating.centreOfGravity)) > 0.5) facingIn += triangle.area;
    }
    std::printf("%s: %.4f of %.2f m^2 kept facing into the body\n", GetParam().file.c_str(), facingIn, surface.wettedArea);
    EXPECT_LE(facingIn, kFilmShare * surface.wettedArea);
}

TEST_P(GameShips, RadiateWithEveryWaterlineLoopClosedAndNoEnergyFedIn) {
    // The game ships as prepared above. Their sections' loops are all closed (the pilot boat's two
    // figure eights, where its wrapped mesh folds through itself, were left open). Waves too short
    // for 400 panels: k L = 20 on three of them, 6.6 to 8.8 panels to the wavelength. The military
    // boat is 25 closed parts (repair keeps them as they are; the wrap would join them), some through
    // or inside others: while the sources on its surfaces inside the body were solved for, its heave
    // damping at k L = 10 came out at -0.31 times the solution's size and the solve refused it; with
    // them left out (docs/added_mass.md §1) it solves at every k L here, as the others do.
    constexpr std::size_t kMostPanelsNamed = 1500;
    const FloatingShip floating = floatingShip(GetParam());
    ASSERT_TRUE(floating.rest.floats);
    expectPassiveRadiationFromLongToShortWaves(floating.prepared.hull, floating.rest.pose, floating.centreOfGravity,
                                               floating.prepared.report.length(), kMostPanelsNamed);
}

TEST_P(GameShips, TowedThroughWaterThatAnswersLeaveAWakeThatTakesEnergyAway) {
    // Issue 47 on the game ships as prepared above, floating at their equilibrium and towed ahead
    // at a length Froude number of 0.3 through a FreeSurfaceField of 16 cells a length (their
    // wake's waves, 0.57 L long, have 9 cells each), eased in over 3 sqrt(L/g): at every step the
    // field's work on the hull is minus the energy its sources give the field (their adjoint:
    // docs/water.md §8, to 1e-9 of it), and over the last 4 sqrt(L/g) of 12 the waves take energy
    // away: a wave resistance that pulls back, and a field that gains. Whatever the mesh, its parts
    // or its size (a 5 m boat to a 300 m ship).
    const GameShip& ship = GetParam();
    const FloatingShip floating = floatingShip(ship);
    const PreparedHull& prepared = floating.prepared;
    const Vec3 centreOfGravity = floating.centreOfGravity;
    const double mass = floating.mass;
    const FloatingEquilibrium& rest = floating.rest;
    ASSERT_TRUE(rest.floats);
    const double length = prepared.report.length(), unitTime = std::sqrt(length / 9.81);
    const double speed = 0.3 * std::sqrt(9.81 * length);
    const FlatWater calm(0.0);
    FreeSurfaceSettings settings = test::freeSurfaceSettings(128, length / 16.0);
    settings.density = WaterProperties{}.density;
    FreeSurfaceField field(calm, settings);
    FreeSurfaceCoupling coupling(prepared.hull);
    const double dt = 0.05 * unitTime;
    double x = 0.0, pull = 0.0, power = 0.0, counted = 0.0;
    for (double t = 0.0; t < 12.0 * unitTime; t += dt) {
        const double u = t < 3.0 * unitTime ? speed * (0.5 - 0.5 * std::cos(3.14159265358979 * t / (3.0 * unitTime))) : speed;
        field.setFocus(x - 1.5 * length, 0.0);
        BodyState state;
        state.rotation = poseRotation(rest.pose.roll, rest.pose.pitch);
        state.centreOfMass = {x, rest.pose.heave, 0.0};
        state.centreOfMassInHull = centreOfGravity;
        state.linearVelocity = {u, 0.0, 0.0};
        state.mass = mass;
        state.time = t;
        const Result<FreeSurfaceSources> found = coupling.tryFindSources(state, field, dt);
        ASSERT_TRUE(found) << found.error().message();
        EXPECT_EQ(found.value().outsideWindow, 0u);
        coupling.addSources(field);
        field.step(dt);
        const FreeSurfaceLoad load = coupling.push(field);
        const double bodyPower = dot(load.force, state.linearVelocity);
        EXPECT_NEAR(bodyPower, -load.power, 1e-9 * std::abs(load.power) + 1e-12);
        if (t >= 8.0 * unitTime) pull -= load.force.x * dt, power += load.power * dt, counted += dt;
        x += u * dt;
    }
    std::printf("%s (L %.1f m) at Froude 0.3: wave resistance %.4g N, %.3g rho g L^3\n", ship.file.c_str(), length,
                pull / counted, pull / counted / (settings.density * 9.81 * length * length * length));
    EXPECT_GT(pull / counted, 0.0);
    EXPECT_GT(power / counted, 0.0);
    EXPECT_GT(field.energy(), 0.0);
}

TEST_P(GameShips, MakeCoarserLevelsEachHalfTheOneBeforeWithTheirVolumeChange) {
    // Issue 48 §3: the level of detail's chain beside each game ship as prepared above (500
    // triangles): a half, then a quarter (at least kFewestLevelTriangles), closed, in the
    // same coordinates, each within the bounds on shape FloatingBody::trySetCoarserHulls sets the
    // full hull (10 % of its volume, its centroid within 10 % of its length; its bound on the
    // metacentric heights is at a body's loading, tested through the plugin in
    // CoarserHullTest.cpp), and the report's change its own. A level the simplifier cannot make
    // within 2 % of the volume of the one before is not made, and the report says so.
    const GameShip& ship = GetParam();
    HullPreparationOptions options = shipOptions(ship);
    options.detailLevels = 2;
    const PreparedHull prepared = prepareHull(thirdParty(ship.file), options);
    std::printf("%s: %zu levels; %s\n", ship.file.c_str(), prepared.levels.size(), prepared.report.levelsNote.c_str());
    EXPECT_EQ(prepared.report.levelsNote.empty(), prepared.levels.size() == 2u) << prepared.report.levelsNote;
    constexpr double kCoarserTolerance = 0.1;  // FloatingBody::kMaxCoarserVolumeChange (the plugin's)
    std::size_t finer = prepared.hull.triangleCount();
    for (const PreparedLevel& level : prepared.levels) {
        const std::size_t budget = std::max(HullPreparationOptions::kFewestLevelTriangles, finer / 2);
        EXPECT_LT(level.hull.triangleCount(), finer);
        EXPECT_LE(level.hull.triangleCount(), options.simplification.overBudget * double(budget) + double(budget));
        EXPECT_NEAR(level.volumeChange, (level.hull.volume() - prepared.hull.volume()) / prepared.hull.volume(), 1e-12);
        EXPECT_LE(std::abs(level.volumeChange), kCoarserTolerance) << level.hull.sourceName();
        EXPECT_LE(length(level.hull.centroid() - prepared.hull.centroid()), kCoarserTolerance * prepared.hull.length())
            << level.hull.sourceName();
        finer = level.hull.triangleCount();
    }
}

TEST(HullPreparation, AZUpStlLeftZUpRestsOnItsSide) {
    // What `up` is for: read as Y-up, the same hull's stable pose is on its side.
    HullPreparationOptions options;
    options.density = 500.0;
    const PreparedHull prepared = prepareHull(thirdParty("shape_2_boat_convex.stl"), options);
    const HydrostaticAnalysis analysis(prepared.hull, 500.0 * prepared.hull.volume(), prepared.hull.centroid());
    EXPECT_NEAR(std::abs(analysis.equilibrium().pose.roll) / kDegree, 90.0, kUprightDegrees);
}

TEST(HullPreparation, MultiPartModelsReportWhatWasDroppedAndCapped) {
    // The WAM-V: pontoons, frame and fittings as loose parts, some faces given twice, the pontoons
    // open at their ends. Counts are of this file (SOURCES.md); each kind must be found and fixed.
    HullPreparationOptions repairOnly;
    repairOnly.simplify = false;
    const PreparedHull wamv = prepareHull(thirdParty("WAM-V-Base.dae"), repairOnly);
    const HullRepairReport& r = wamv.report.repair;
    EXPECT_GT(r.duplicateTriangles, 0u);
    EXPECT_GT(r.droppedSmallParts, 0u);
    EXPECT_GT(r.cappedOpenings, 0u);
    EXPECT_GE(r.parts, 2u);  // two pontoons at least
    EXPECT_LT(r.droppedAreaFraction, 0.1);  // specks and sheets, not the hull
    EXPECT_EQ(wamv.report.file.format.find("Collada"), 0u) << wamv.report.file.format;
    EXPECT_EQ(wamv.hull.openingRim().size(), r.capTriangles);  // each cap triangle stands on one rim edge
}

TEST(HullPreparation, GltfWithDracoAndPlyBoxesFloatAtTheirExactDraft) {
    // Light enough (s.g. 150/1025 < 0.21) for a cube to float upright: draft = height x s.g.
    for (const std::string file : {"Box_Draco.glb", "Box.ply"}) {
        SCOPED_TRACE(file);
        HullPreparationOptions options;
        options.density = 150.0;
        const PreparedHull prepared = prepareHull(thirdParty(file), options);
        EXPECT_EQ(prepared.hull.triangleCount(), 12u);
        const Vec3 extent = prepared.report.extent;
        EXPECT_NEAR(prepared.hull.volume(), extent.x * extent.y * extent.z, 1e-6 * prepared.hull.volume());
        const HydrostaticAnalysis analysis(prepared.hull, 150.0 * prepared.hull.volume(), prepared.hull.centroid());
        const FloatingEquilibrium equilibrium = analysis.equilibrium();
        EXPECT_NEAR(equilibrium.pose.roll, 0.0, 1e-6);
        EXPECT_NEAR(equilibrium.pose.pitch, 0.0, 1e-6);
        EXPECT_NEAR(equilibrium.draft, extent.y * 150.0 / 1025.0, 1e-6 * extent.y);
    }
    EXPECT_EQ(prepareHull(thirdParty("Box_Draco.glb")).report.file.format.find("glTF2"), 0u);
}

/// A 2 m x 0.5 m x 1 m box (x, y, z) compressed by Draco (16-bit positions), as the bytes of its
/// buffer view, and the id of its POSITION attribute.
std::pair<std::string, int> dracoBox() {
    const float corner[2] = {-1.0f, 1.0f};
    std::array<std::array<float, 3>, 8> v;
    for (int k = 0; k < 8; ++k) v[std::size_t(k)] = {corner[k & 1], 0.25f * corner[(k >> 1) & 1], 0.5f * corner[(k >> 2) & 1]};
    const int faces[12][3] = {{0, 4, 6}, {0, 6, 2}, {1, 3, 7}, {1, 7, 5}, {0, 1, 5}, {0, 5, 4},
                              {2, 6, 7}, {2, 7, 3}, {0, 2, 3}, {0, 3, 1}, {4, 5, 7}, {4, 7, 6}};
    draco::TriangleSoupMeshBuilder builder;
    builder.Start(12);
    const int position = builder.AddAttribute(draco::GeometryAttribute::POSITION, 3, draco::DT_FLOAT32);
    for (int t = 0; t < 12; ++t)
        builder.SetAttributeValuesForFace(position, draco::FaceIndex(std::uint32_t(t)), v[std::size_t(faces[t][0])].data(),
                                          v[std::size_t(faces[t][1])].data(), v[std::size_t(faces[t][2])].data());
    const std::unique_ptr<draco::Mesh> mesh = builder.Finalize();
    draco::Encoder encoder;
    encoder.SetAttributeQuantization(draco::GeometryAttribute::POSITION, 16);
    draco::EncoderBuffer buffer;
    EXPECT_TRUE(encoder.EncodeMeshToBuffer(*mesh, &buffer).ok());
    return {std::string(buffer.data(), buffer.size()), int(mesh->attribute(position)->unique_id())};
}

/// glTF JSON for `nodes` placing the Draco box (mesh 0); its one buffer at `uri` (absent: the GLB's).
std::string dracoGltf(const std::string& nodes, std::size_t bytes, int positionId, const std::string& uri) {
    std::ostringstream json;
    json << R"({"asset": {"version": "2.0"}, "extensionsUsed": ["KHR_draco_mesh_compression"],
        "extensionsRequired": ["KHR_draco_mesh_compression"], "scene": 0, "scenes": [{"nodes": [0]}], "nodes": )"
         << nodes << R"(, "meshes": [{"primitives": [{"attributes": {"POSITION": 0}, "indices": 1,
        "extensions": {"KHR_draco_mesh_compression": {"bufferView": 0, "attributes": {"POSITION": )"
         << positionId << R"(}}}}]}],
        "accessors": [{"componentType": 5126, "count": 8, "type": "VEC3", "min": [-1, -0.25, -0.5], "max": [1, 0.25, 0.5]},
                      {"componentType": 5125, "count": 36, "type": "SCALAR"}],
        "bufferViews": [{"buffer": 0, "byteLength": )"
         << bytes << R"(}], "buffers": [{"byteLength": )" << bytes << (uri.empty() ? std::string() : R"(, "uri": ")" + uri + R"(")")
         << "}]}";
    return json.str();
}

TEST(HullFiles, DracoGltfWhoseAccessorsHaveNoDataIsDecodedAndPlacedByItsNodes) {
    // The KHR_draco_mesh_compression extension lets a primitive's accessors give only counts and
    // types; assimp 5.2 refuses such a file ("Invalid accessor without data"), and the pipeline
    // decodes it itself (GltfDraco.h). Here as a .gltf with its buffer in a file beside it, and as a
    // .glb, each placing the box through a node tree: a parent raised 2 m with a child turned 90
    // degrees about y and doubled in size.
    const auto [draco, positionId] = dracoBox();
    const std::string nodes = R"([{"translation": [0, 2, 0], "children": [1]},
                                  {"rotation": [0, 0.7071067811865476, 0, 0.7071067811865476], "scale": [2, 2, 2], "mesh": 0}])";
    const fs::path dir = scratchDirectory();
    {
        std::ofstream(dir / "box.bin", std::ios::binary) << draco;
        std::ofstream(dir / "box.gltf") << dracoGltf(nodes, draco.size(), positionId, "box.bin");
    }
    {
        std::string json = dracoGltf(nodes, draco.size(), positionId, "");
        while (json.size() % 4) json += ' ';
        std::string binary = draco;
        while (binary.size() % 4) binary += '\0';
        auto u32 = [](std::uint32_t v) { return std::string(reinterpret_cast<const char*>(&v), 4); };
        const std::uint32_t total = std::uint32_t(12 + 8 + json.size() + 8 + binary.size());
        std::ofstream(dir / "box.glb", std::ios::binary) << "glTF" << u32(2) << u32(total) << u32(std::uint32_t(json.size()))
                                                         << "JSON" << json << u32(std::uint32_t(binary.size())) << std::string("BIN\0", 4)
                                                         << binary;
    }
    for (const std::string file : {"box.gltf", "box.glb"}) {
        SCOPED_TRACE(file);
        MeshFileInfo info;
        const MeshArrays mesh = loadMeshFile((dir / file).string(), &info);
        EXPECT_EQ(info.format, "glTF2");
        EXPECT_EQ(info.meshes, 1u);
        ASSERT_EQ(mesh.triangleCount(), 12u);
        ASSERT_FALSE(info.notes.empty());
        EXPECT_NE(info.notes[0].find("Draco"), std::string::npos) << info.notes[0];
        // Turned about y, x becomes -z: the doubled box spans 1 m in x, 1 m in y (2 m up) and 4 m in z.
        Vec3 low{1e9, 1e9, 1e9}, high{-1e9, -1e9, -1e9};
        for (std::size_t v = 0; v < mesh.vertexCount(); ++v) {
            const Vec3 p{double(mesh.xyz[3 * v]), double(mesh.xyz[3 * v + 1]), double(mesh.xyz[3 * v + 2])};
            low = {std::min(low.x, p.x), std::min(low.y, p.y), std::min(low.z, p.z)};
            high = {std::max(high.x, p.x), std::max(high.y, p.y), std::max(high.z, p.z)};
        }
        // Draco's 16-bit positions are within 2 / 2^16 of the box's corners (times the scale 2).
        constexpr double kQuantised = 2.0 * 2.0 / 65536.0;
        EXPECT_NEAR(low.x, -1.0, kQuantised);
        EXPECT_NEAR(high.x, 1.0, kQuantised);
        EXPECT_NEAR(low.y, 1.5, kQuantised);
        EXPECT_NEAR(high.y, 2.5, kQuantised);
        EXPECT_NEAR(low.z, -2.0, kQuantised);
        EXPECT_NEAR(high.z, 2.0, kQuantised);
        // Closed and outward: the volume of the doubled box, 8 m^3.
        EXPECT_NEAR(HullMesh::fromArrays(mesh).volume(), 8.0, 8.0 * 4 * kQuantised);
    }
    // Broken Draco data is refused naming the file and the primitive.
    {
        std::ofstream(dir / "broken.bin", std::ios::binary) << std::string(draco.size(), 'x');
        std::ofstream(dir / "broken.gltf") << dracoGltf(nodes, draco.size(), positionId, "broken.bin");
    }
    try {
        loadMeshFile((dir / "broken.gltf").string());
        FAIL() << "broken Draco data was read";
    } catch (const MeshError& e) {
        EXPECT_NE(std::string(e.what()).find("broken.gltf"), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("meshes[0].primitives[0]"), std::string::npos) << e.what();
    }
}

TEST(HullFiles, AGltfIndexOrCountThatIsNotANonNegativeIntegerIsRefusedNamingIt) {
    // The fuzzer's find: a float too large for an integer ("count": 8.2e110) reached nlohmann's
    // unchecked conversion. Every integer field the reader uses is checked first, and a wrong one
    // is named with its element.
    const auto [draco, positionId] = dracoBox();
    const fs::path dir = scratchDirectory();
    std::ofstream(dir / "box.bin", std::ios::binary) << draco;
    const std::string good = dracoGltf(R"([{"mesh": 0}])", draco.size(), positionId, "box.bin");
    struct Case {
        std::string replace, with, named;
    };
    const std::vector<Case> cases = {
        {R"("nodes": [0])", R"("nodes": [8.2e110])", "scenes[0].nodes[]"},
        {R"("scene": 0)", R"("scene": -1)", "scene"},
        {R"([{"mesh": 0}])", R"([{"mesh": 0.5}])", "nodes[0].mesh"},
        {R"("bufferView": 0)", R"("bufferView": 1e300)", "meshes[0].primitives[0].KHR_draco_mesh_compression.bufferView"},
        {R"("POSITION": )" + std::to_string(positionId) + "}", R"("POSITION": -3})",
         "KHR_draco_mesh_compression.attributes.POSITION"},
        {R"("buffer": 0, "byteLength": )", R"("buffer": "0", "byteLength": )", "bufferViews[0].buffer"},
        {R"("primitives": [{)", R"("primitives": [{"mode": 4.0, )", "meshes[0].primitives[0].mode"},
    };
    for (const Case& c : cases) {
        std::string json = good;
        const std::size_t at = json.rfind(c.replace);  // the last: the Draco extension's POSITION
        ASSERT_NE(at, std::string::npos) << c.replace;
        json.replace(at, c.replace.size(), c.with);
        std::ofstream(dir / "bad.gltf", std::ios::trunc) << json;
        try {
            loadMeshFile((dir / "bad.gltf").string());
            ADD_FAILURE() << c.with << " was read";
        } catch (const MeshError& e) {
            EXPECT_NE(std::string(e.what()).find(c.named), std::string::npos) << e.what();
            EXPECT_NE(std::string(e.what()).find("non-negative integer"), std::string::npos) << e.what();
        }
    }
    // A mode beyond the seven primitive modes is refused too, rather than dropped without a word.
    std::string json = good;
    json.replace(json.find(R"("primitives": [{)"), 16, R"("primitives": [{"mode": 7, )");
    std::ofstream(dir / "bad.gltf", std::ios::trunc) << json;
    try {
        loadMeshFile((dir / "bad.gltf").string());
        ADD_FAILURE() << "mode 7 was read";
    } catch (const MeshError& e) {
        EXPECT_NE(std::string(e.what()).find("must be 0 to 6"), std::string::npos) << e.what();
    }
}

TEST(HullPreparation, StlSphereFloatsAtTheDraftOfItsVolume) {
    // A 224-triangle sphere of radius 1 (inscribed: 6 % less volume than the sphere). Half its
    // volume under water: the draft is the radius of the polyhedron's mid-plane, within 2 %.
    HullPreparationOptions options;
    const PreparedHull prepared = prepareHull(thirdParty("test_sphere.stl"), options);
    EXPECT_NEAR(prepared.hull.volume(), 4.0 / 3.0 * kPi, 0.07 * 4.0 / 3.0 * kPi);
    const double mass = 0.5 * 1025.0 * prepared.hull.volume();
    const HydrostaticAnalysis analysis(prepared.hull, mass, prepared.hull.centroid());
    EXPECT_NEAR(analysis.equilibrium().draft, 1.0, 0.02);
}

TEST(HullPreparation, TheStlSphereHalfImmersedCarriesHulmesAddedMassWithItsEquatorOnTheWaterLine) {
    // The same sphere's equator is a ring of vertices the file puts at its centre's height only to
    // the float's round-off (up to 1.8e-7 m off it, above and below). Half immersed, as
    // AddedMassTable's fourth level floats it, the cut left slivers 1e-7 to 4e-10 m wide along the
    // ring, whose edge integrals lost every digit: the panels' system was not finite and the table
    // was refused (PanelSurface.cpp's kOnTheWaterLine; measured 2026-12-03).
    const PreparedHull prepared = prepareHull(thirdParty("test_sphere.stl"), HullPreparationOptions{});
    const Vec3 centre = prepared.hull.centroid();
    std::size_t nearlyOnTheEquator = 0;
    for (std::size_t v = 0; v < prepared.hull.vertexCount(); ++v) {
        const double off = std::abs(prepared.hull.vertex(v).y - centre.y);
        nearlyOnTheEquator += off > 0.0 && off < 1e-6;
    }
    ASSERT_GT(nearlyOnTheEquator, 0u) << "the file's equator no longer lies off the centre by round-off";
    const WaterProperties sea;
    const Result<AddedMassTable> table = AddedMassTable::tryCreate(prepared.hull, centre, sea);
    ASSERT_TRUE(table) << table.error().message();
    // Hulme (J. Fluid Mech. 121, 1982): at infinite frequency the half-immersed sphere's heave added
    // mass is exactly half its displaced mass (AddedMassTest's AFloatingHemispheresLimitsMatchHulme).
    // On these 224 facets and the table's 300 panels it comes out 6.0 % high (3.9 % on 1,000
    // panels; an icosphere's 640 facets give 3.6 %), hence 8 %.
    constexpr double kFacetedHulmeTolerance = 0.08;
    const double hemisphere = sea.density * 0.5 * prepared.hull.volume();
    EXPECT_NEAR(table.value().level(4)(1, 1) / hemisphere, 0.5, kFacetedHulmeTolerance * 0.5);
    // And it is the limit of the poses beside it, whose cuts pass near the ring rather than through
    // it: 1e-4 of the radius higher and lower the terms move by 0.03 % (measured), hence 0.2 %.
    constexpr double kBesideTheRingTolerance = 2e-3;
    const double heave = trySolveHeave(prepared.hull, 0.5 * sea.density * prepared.hull.volume(), centre, Mat3::identity(), sea).value().heave;
    const Matrix6 on = addedMass(prepared.hull, {heave, 0, 0}, centre, sea, FrequencyLimit::Infinite).matrix;
    for (double beside : {-1e-4, 1e-4}) {
        const Matrix6 near = addedMass(prepared.hull, {heave + beside, 0, 0}, centre, sea, FrequencyLimit::Infinite).matrix;
        for (int k : {0, 1, 2}) EXPECT_NEAR(near(k, k) / on(k, k), 1.0, kBesideTheRingTolerance) << "term " << k << ", " << beside << " m";
    }
}

TEST(HullPreparation, ANonManifoldBuoyIsWrappedAndFloatsUpright) {
    // The light buoy's parts touch along edges: repair refuses it, naming the fix...
    HullPreparationOptions never;
    never.wrap = WrapMode::Never;
    try {
        prepareHull(thirdParty("robotx_light_buoy.dae"), never);
        FAIL() << "a non-manifold mesh was repaired";
    } catch (const MeshError& e) {
        EXPECT_EQ(e.rule(), MeshRule::NonManifoldEdge);
        EXPECT_EQ(e.source(), thirdParty("robotx_light_buoy.dae"));
        EXPECT_NE(std::string(e.what()).find("wrap"), std::string::npos) << e.what();
    }
    // ...which preparation applies by itself: the envelope floats upright, a buoy on its base.
    HullPreparationOptions options;
    options.density = 400.0;
    const PreparedHull buoy = prepareHull(thirdParty("robotx_light_buoy.dae"), options);
    EXPECT_TRUE(buoy.report.wrapped);
    EXPECT_NE(buoy.report.wrapReason.find("non-manifold"), std::string::npos);
    // The envelope's own simplification meets the budget (edge collapses pressed its thin fins
    // together, which PinchedEdges separates: 2,362 triangles were kept before issue 31).
    EXPECT_LE(buoy.hull.triangleCount(), options.simplification.mostTriangles());
    EXPECT_LT(std::abs(buoy.report.simplification.volumeChange()), 0.05);
    const HydrostaticAnalysis analysis(buoy.hull, 400.0 * buoy.hull.volume(), buoy.hull.centroid());
    const FloatingEquilibrium equilibrium = analysis.equilibrium();
    EXPECT_NEAR(equilibrium.pose.roll / kDegree, 0.0, kUprightDegrees);
    EXPECT_NEAR(equilibrium.pose.pitch / kDegree, 0.0, kUprightDegrees);
    EXPECT_GT(equilibrium.draft, 0.05);
    EXPECT_LT(equilibrium.draft, 0.5 * buoy.report.extent.y);
}

TEST(HullPreparation, AnEnvelopeWhoseSimplificationTanglesIsRemadeOnCoarserVoxels) {
    // A comb: twelve fins 6 mm thick on a 1 m block. Wrapped on 128 voxels (7.8 mm), each fin is
    // under one voxel thick, and every simplification of the envelope within 750 triangles leaves a
    // part wound inward. The envelope is made again on 64 voxels, which simplifies; the report
    // gives the volume change from the first envelope, whatever it is.
    MeshArrays comb = makeBox({0.5, 0.1, 0.25});
    for (int f = 0; f < 12; ++f) {
        const MeshArrays fin = makeBox({0.003, 0.15, 0.2}, {-0.45 + 0.08 * f, 0.2, 0.0});
        const auto first = std::uint32_t(comb.vertexCount());
        comb.xyz.insert(comb.xyz.end(), fin.xyz.begin(), fin.xyz.end());
        for (std::uint32_t i : fin.indices) comb.indices.push_back(first + i);
    }
    HullPreparationOptions options;
    options.wrap = WrapMode::Always;
    const PreparedHull prepared = prepareHull(comb, "comb", options);
    EXPECT_LE(prepared.hull.triangleCount(), options.simplification.mostTriangles());
    EXPECT_TRUE(mentions(prepared.report.wrapReason, "not a valid hull")) << prepared.report.wrapReason;
    EXPECT_TRUE(mentions(prepared.report.wrapReason, "wrapped on 64 voxels")) << prepared.report.wrapReason;
    HullPreparationOptions unsimplified = options;
    unsimplified.simplify = false;
    const double firstEnvelope = prepareHull(comb, "comb", unsimplified).hull.volume();
    const HullSimplifyReport& report = prepared.report.simplification;
    EXPECT_EQ(report.volumeBefore, firstEnvelope);
    EXPECT_NEAR(report.volumeChange(), prepared.hull.volume() / firstEnvelope - 1.0, 1e-12);
    EXPECT_EQ(report.volumeGaveWay, std::abs(report.volumeChange()) > options.simplification.maxVolumeChange);
    const bool warned = std::any_of(prepared.report.warnings.begin(), prepared.report.warnings.end(),
                                    [](const std::string& w) { return mentions(w, "the volume changed by"); });
    EXPECT_EQ(warned, report.volumeGaveWay);
}

// --- wrapping -----------------------------------------------------------------------------------

/// A closed envelope on voxels of h follows a flat surface to a small fraction of h and cuts its
/// edges by about h^2 / 8 per metre of edge: with h = 1/64 of the size here, 0.05 % of the volume.
/// 0.5 % is well above that and far below any real error (one voxel's layer is 9 %).
constexpr double kWrapVolume = 0.005;

HullWrapOptions coarseWrap() {
    HullWrapOptions options;
    options.voxelsAlongLongestSide = 64;  // a quarter of the default's cost
    return options;
}

TEST(HullWrap, IntersectingPartsBecomeTheirUnion) {
    // Two unit cubes overlapping by half: repair would count the overlap twice (2 m^3); the union is 1.5.
    const MeshArrays crossing = combined(makeBox({0.5, 0.5, 0.5}), makeBox({0.5, 0.5, 0.5}, {0.5, 0.0, 0.0}));
    HullWrapReport report;
    const MeshArrays envelope = repairHull(wrapHull(crossing, coarseWrap(), &report));
    EXPECT_NEAR(HullMesh::fromArrays(envelope).volume(), 1.5, kWrapVolume * 1.5);
    EXPECT_NEAR(report.voxelSize, 1.5 / 64.0, 1e-12);
    // Deterministic: the same input gives the same envelope, bit for bit.
    const MeshArrays again = wrapHull(crossing, coarseWrap());
    EXPECT_EQ(again.xyz, wrapHull(crossing, coarseWrap()).xyz);
    EXPECT_EQ(again.indices, wrapHull(crossing, coarseWrap()).indices);
}

TEST(HullWrap, BridgesACrackButNotAnOpenDeck) {
    // A unit cube whose lid floats 5 mm above its walls: a crack of 5 mm all round, less than the
    // bridged gap (2 x 2 voxels of 1/64 m = 62 mm). The envelope closes it: the cube and the crack.
    MeshArrays lidded = withoutDeck(makeBox({0.5, 0.5, 0.5}));
    MeshArrays lid;
    lid.xyz = {-0.5f, 0.505f, -0.5f, 0.5f, 0.505f, -0.5f, 0.5f, 0.505f, 0.5f, -0.5f, 0.505f, 0.5f};
    lid.indices = {0, 3, 2, 0, 2, 1};  // facing up
    lidded = combined(lidded, lid);
    const double volume = HullMesh::fromArrays(repairHull(wrapHull(lidded, coarseWrap()))).volume();
    EXPECT_NEAR(volume, 1.005, kWrapVolume);
    // An open top as wide as the box is no crack: wrapping it leaves nothing inside, and says so.
    try {
        wrapHull(withoutDeck(makeBox({0.5, 0.5, 0.5})), coarseWrap(), nullptr, "tray");
        FAIL() << "an open tray was wrapped into a solid";
    } catch (const MeshError& e) {
        EXPECT_EQ(e.rule(), MeshRule::Empty);
        EXPECT_NE(std::string(e.what()).find("open wider than the bridged gap"), std::string::npos) << e.what();
    }
}

TEST(HullWrap, RefusesOptionsOutOfRange) {
    HullWrapOptions coarse;
    coarse.voxelsAlongLongestSide = 4;
    EXPECT_THROW(wrapHull(plank(), coarse), std::invalid_argument);
}

TEST(HullPreparation, AHullAlikeAtBothEndsKeepsItsFrameAndKeepForwardKeepsAnyBow) {
    // The shape decides only where the ends differ (BowEvidence::kDecisiveRatio): the Wigley hull,
    // the box, the barrel and the catamaran (two bows beside each other, two sterns) stay as read.
    for (const char* name : {"wigley.obj", "box.obj", "barrel.obj", "catamaran.obj"}) {
        const MeshArrays hull = loadMeshFile(std::string(HYDRO_ASSETS_DIR) + "/hulls/" + name);
        EXPECT_FALSE(bowFromShape(hull).decided) << name;
        EXPECT_FALSE(bowFromShape(turnedEndForEnd(hull)).decided) << name;
    }
    // The packaged 10 m boat turned end for end is turned back, unless the game keeps its frame.
    const MeshArrays boat = turnedEndForEnd(loadMeshFile(std::string(HYDRO_ASSETS_DIR) + "/hulls/displacement_boat.obj"));
    HullPreparationOptions options;
    options.simplify = false;
    EXPECT_TRUE(prepareHull(boat, "boat", options).report.bowTurned);
    options.bowFromShape = false;
    const PreparedHull kept = prepareHull(boat, "boat", options);
    EXPECT_FALSE(kept.report.bowTurned);
    EXPECT_EQ(kept.report.frame.forward, Axis::PlusX);
    EXPECT_FALSE(bowFromShape(kept.mesh).bowAtPlusX);  // its stern ahead, as asked
    for (const std::string& warning : kept.report.warnings) EXPECT_FALSE(mentions(warning, "as the bow")) << warning;
}

TEST(HullPreparation, PlausibilityWarningsNameTheFix) {
    HullPreparationOptions centimetres;
    centimetres.frame = HullFrame{Axis::PlusY, Axis::PlusX, 1000.0, {}};  // a 2 m plank read as if in kilometres
    const PreparedHull huge = prepareHull(plank(), "plank", centimetres);
    ASSERT_FALSE(huge.report.warnings.empty());
    EXPECT_NE(huge.report.warnings.front().find("scale 0.01"), std::string::npos) << huge.report.warnings.front();

    HullPreparationOptions tall;
    tall.frame = HullFrame{Axis::PlusX, Axis::PlusY, 1.0, {}};  // the plank's 2 m length made vertical
    const PreparedHull standing = prepareHull(plank(), "plank", tall);
    ASSERT_FALSE(standing.report.warnings.empty());
    EXPECT_NE(standing.report.warnings.front().find("up=z"), std::string::npos);

    HullPreparationOptions lead;
    lead.mass = 30000.0;  // 30 t in 1 m^3
    const PreparedHull heavy = prepareHull(plank(), "plank", lead);
    ASSERT_FALSE(heavy.report.warnings.empty());
    EXPECT_NE(heavy.report.warnings.front().find("density"), std::string::npos);

    HullPreparationOptions across;
    across.frame = HullFrame{Axis::PlusY, Axis::PlusZ, 1.0, {}};  // the plank's length (file x) made its beam
    const PreparedHull sideways = prepareHull(plank(), "plank", across);
    EXPECT_TRUE(sideways.report.axesDoubtful);
    ASSERT_FALSE(sideways.report.warnings.empty());
    EXPECT_NE(sideways.report.warnings.front().find("forward=x"), std::string::npos) << sideways.report.warnings.front();
    EXPECT_FALSE(prepareHull(plank(), "plank").report.axesDoubtful);
}

TEST(HullPreparation, ABudgetGivenAsALimitIsNeverExceeded) {
    // No closed hull has 3 triangles (a tetrahedron has 4): the limit is refused, naming the fewest
    // the plank reaches as a closed hull (its volume giving way), which is then met.
    HullPreparationOptions limit;
    limit.simplification.targetTriangles = 3;
    limit.budgetIsLimit = true;
    const std::size_t fewest = fewestReachableTriangles(plank(), limit.simplification);
    EXPECT_GE(fewest, 4u);
    EXPECT_LT(fewest, 12u);
    try {
        (void)prepareHull(plank(), "plank", limit);
        ADD_FAILURE() << "a budget of 3 was met";
    } catch (const MeshError& e) {
        EXPECT_EQ(e.rule(), MeshRule::TriangleBudget);
        EXPECT_NE(std::string(e.what()).find("is " + std::to_string(fewest)), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("below the 4 triangles"), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("keep all its 12"), std::string::npos) << e.what();
    }
    limit.simplification.targetTriangles = fewest;
    const PreparedHull met = prepareHull(plank(), "plank", limit);
    EXPECT_LE(met.hull.triangleCount(), fewest);
    EXPECT_TRUE(met.report.simplification.volumeGaveWay);
    const double change = met.hull.volume() / HullMesh::fromArrays(plank()).volume() - 1.0;
    EXPECT_NEAR(met.report.simplification.volumeChange(), change, 1e-12);
    ASSERT_FALSE(met.report.warnings.empty());
    EXPECT_TRUE(mentions(met.report.warnings.front(), "the volume changed by " + std::to_string(int(100.0 * change))))
        << met.report.warnings.front();
    // As a target, a budget of 3 allows half again (4), which no simplification of the plank meets
    // as a valid hull: it keeps its 12 and says so, without wrapping (the simplifier did not tangle
    // it; it has no room).
    limit.simplification.targetTriangles = 3;
    limit.budgetIsLimit = false;
    const PreparedHull kept = prepareHull(plank(), "plank", limit);
    EXPECT_EQ(kept.hull.triangleCount(), 12u);
    EXPECT_FALSE(kept.report.wrapped);
    ASSERT_FALSE(kept.report.warnings.empty());
    EXPECT_NE(kept.report.warnings.front().find("above the budget of 3"), std::string::npos) << kept.report.warnings.front();
}

} // namespace hydro::test
