// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// Every hull asset loads, is closed and outward, encloses a positive volume, and meets the size the
// issue asks of it.

#include "hydro/HullMesh.h"

#include <gtest/gtest.h>

#include <string>

namespace hydro {
namespace {

struct AssetCase {
    const char* file;
    std::size_t minTriangles, maxTriangles, parts;
};

void PrintTo(const AssetCase& c, std::ostream* out) { *out << c.file; }

class HullAsset : public ::testing::TestWithParam<AssetCase> {};

TEST_P(HullAsset, LoadsClosedOutwardAndSolid) {
    const AssetCase& c = GetParam();
    const HullMesh mesh = HullMesh::fromObjFile(std::string(HYDRO_ASSETS_DIR) + "/hulls/" + c.file);
    const HullMeshReport& report = mesh.report();
    EXPECT_EQ(report.openEdges, 0u);
    EXPECT_EQ(report.flippedParts, 0u);
    EXPECT_EQ(report.droppedDegenerate, 0u);  // the generator writes clean meshes
    EXPECT_EQ(report.mergedVertices, 0u);
    EXPECT_TRUE(report.warnings.empty()) << report.warnings.front();
    EXPECT_EQ(report.parts, c.parts);
    EXPECT_GT(mesh.volume(), 0.0);
    EXPECT_GE(mesh.triangleCount(), c.minTriangles);
    EXPECT_LE(mesh.triangleCount(), c.maxTriangles);
}

INSTANTIATE_TEST_SUITE_P(
    EveryHull, HullAsset,
    ::testing::Values(AssetCase{"box.obj", 12, 12, 1}, AssetCase{"sphere.obj", 1280, 1280, 1},
                      AssetCase{"barrel.obj", 96, 96, 1}, AssetCase{"spar_buoy.obj", 96, 96, 1},
                      AssetCase{"wigley.obj", 500, 4000, 1},
                      AssetCase{"displacement_boat.obj", 500, 2000, 1}, AssetCase{"speedboat.obj", 20, 199, 1},
                      AssetCase{"catamaran.obj", 200, 4000, 2}),
    [](const ::testing::TestParamInfo<AssetCase>& param) {
        std::string name = param.param.file;
        return name.substr(0, name.find('.'));
    });

TEST(HullAssets, DisplacementBoatIsBoatSized) {
    const HullMesh boat = HullMesh::fromObjFile(std::string(HYDRO_ASSETS_DIR) + "/hulls/displacement_boat.obj");
    EXPECT_GE(boat.length(), 8.0);
    EXPECT_LE(boat.length(), 12.0);
    EXPECT_GT(boat.aabbMax().y - boat.aabbMin().y, 1.5);  // keel to deck
}

TEST(HullAssets, CatamaranMergesBothHullsIntoOne) {
    const HullMesh cat = HullMesh::fromObjFile(std::string(HYDRO_ASSETS_DIR) + "/hulls/catamaran.obj");
    // Two mirror-image hulls at z = -1.5 and +1.5: the solid's centroid is on the centreplane.
    EXPECT_NEAR(cat.centroid().z, 0.0, 1e-6);
    EXPECT_NEAR(cat.aabbMin().z, -cat.aabbMax().z, 1e-6);
}

} // namespace
} // namespace hydro
