// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// Every validation rule of HullMesh (docs/architecture.md §3): the broken assets are refused with the rule and
// the first offending element named; welding, dropping and flipping are reported, never silent.

#include "hydro/HullMesh.h"
#include "hydro/HullShapes.h"
#include "hydro/MeshError.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>

namespace hydro {
namespace {

const std::string kBroken = std::string(HYDRO_ASSETS_DIR) + "/hulls/broken/";

struct BrokenCase {
    const char* file;
    MeshRule rule;
    const char* element;  // the offending element, as the error must name it
};

void PrintTo(const BrokenCase& c, std::ostream* out) { *out << c.file; }

class BrokenAsset : public ::testing::TestWithParam<BrokenCase> {};

TEST_P(BrokenAsset, IsRefusedNamingFileRuleAndElement) {
    const BrokenCase& c = GetParam();
    const std::string path = kBroken + c.file;
    const Result<HullMesh, MeshError> mesh = HullMesh::tryFromObjFile(path);
    ASSERT_FALSE(mesh.ok()) << path << " was accepted";
    const MeshError& e = mesh.error();
    EXPECT_EQ(e.rule(), c.rule) << e.what();
    EXPECT_EQ(e.source(), path);
    EXPECT_NE(e.element().find(c.element), std::string::npos) << e.what();
    const std::string message = e.message();
    EXPECT_NE(message.find(path), std::string::npos) << message;
    EXPECT_NE(message.find(ruleName(c.rule)), std::string::npos) << message;
}

INSTANTIATE_TEST_SUITE_P(
    EveryRule, BrokenAsset,
    ::testing::Values(
        BrokenCase{"does_not_exist.obj", MeshRule::Unreadable, "file"},
        BrokenCase{"empty.obj", MeshRule::Empty, "mesh"},
        BrokenCase{"non_finite.obj", MeshRule::NonFinite, "OBJ vertex 3"},
        BrokenCase{"index_out_of_range.obj", MeshRule::IndexOutOfRange, "triangle 11"},
        BrokenCase{"open_edge.obj", MeshRule::OpenEdge,
                   "edge (OBJ vertex 5, OBJ vertex 7) of triangle 0 (OBJ vertex 1, OBJ vertex 5, OBJ vertex 7)"},
        BrokenCase{"non_manifold_edge.obj", MeshRule::NonManifoldEdge,
                   "edge (OBJ vertex 1, OBJ vertex 5), shared by 4 triangles"},
        BrokenCase{"inconsistent_winding.obj", MeshRule::InconsistentWinding,
                   "edge (OBJ vertex 2, OBJ vertex 6), run in the same direction by triangle 3"},
        BrokenCase{"inward_orientation.obj", MeshRule::InwardOrientation, "part 0"},
        BrokenCase{"zero_volume.obj", MeshRule::ZeroVolume, "part 0"}),
    [](const ::testing::TestParamInfo<BrokenCase>& param) {
        std::string name = param.param.file;
        return name.substr(0, name.find('.'));
    });

MeshArrays unitBox() { return makeBox({0.5, 0.5, 0.5}); }

/// One mesh holding both; `b` turned inside out if `flipB`.
MeshArrays joined(MeshArrays a, const MeshArrays& b, bool flipB = false) {
    const auto offset = std::uint32_t(a.xyz.size() / 3);
    a.xyz.insert(a.xyz.end(), b.xyz.begin(), b.xyz.end());
    for (std::size_t t = 0; t < b.indices.size(); t += 3)
        a.indices.insert(a.indices.end(), {b.indices[t] + offset, b.indices[t + (flipB ? 2 : 1)] + offset,
                                           b.indices[t + (flipB ? 1 : 2)] + offset});
    return a;
}

/// Whether any warning of the report contains `text`.
bool warned(const HullMesh& mesh, const std::string& text) {
    for (const std::string& w : mesh.report().warnings)
        if (w.find(text) != std::string::npos) return true;
    return false;
}

TEST(HullMeshFromArrays, NamesArrayVerticesZeroBased) {
    MeshArrays box = unitBox();
    box.xyz[3 * 6 + 2] = std::numeric_limits<float>::infinity();
    const Result<HullMesh, MeshError> mesh = HullMesh::tryFromArrays(box.xyz, box.indices, {}, "my crate");
    ASSERT_FALSE(mesh.ok());
    const MeshError& e = mesh.error();
    EXPECT_EQ(e.rule(), MeshRule::NonFinite);
    EXPECT_EQ(e.element(), "vertex 6");
    EXPECT_EQ(e.message().rfind("my crate: non-finite coordinate: vertex 6", 0), 0u) << e.what();
}

TEST(HullMeshFromArrays, RefusesCountsThatAreNotTriples) {
    MeshArrays box = unitBox();
    box.xyz.pop_back();
    const Result<HullMesh, MeshError> mesh = HullMesh::tryFromArrays(box.xyz, box.indices);
    ASSERT_FALSE(mesh.ok());
    EXPECT_EQ(mesh.error().rule(), MeshRule::Unreadable);
    EXPECT_NE(mesh.error().message().find("23 coordinates and 36 indices: both counts must be multiples of 3"),
              std::string::npos)
        << mesh.error().message();
}

TEST(HullMeshFromArrays, IndexOutOfRangeNamesTriangleAndIndex) {
    MeshArrays box = unitBox();
    box.indices[3 * 7 + 1] = 8;
    const Result<HullMesh, MeshError> mesh = HullMesh::tryFromArrays(box.xyz, box.indices);
    ASSERT_FALSE(mesh.ok());
    const MeshError& e = mesh.error();
    EXPECT_EQ(e.rule(), MeshRule::IndexOutOfRange);
    EXPECT_EQ(e.element(), "triangle 7");
    EXPECT_NE(e.message().find("refers to vertex 8 but the mesh has 8 vertices"), std::string::npos);
}

TEST(HullMeshWelding, UnsharedCornersAreWeldedAndCounted) {
    // A "triangle soup" box, as exporters often write it: every triangle has its own corners.
    const MeshArrays box = unitBox();
    std::vector<float> soup;
    std::vector<std::uint32_t> indices;
    for (std::uint32_t corner : box.indices) {
        for (int k = 0; k < 3; ++k) soup.push_back(box.xyz[3 * corner + std::uint32_t(k)]);
        indices.push_back(std::uint32_t(indices.size()));
    }
    const HullMesh mesh = HullMesh::fromArrays(soup, indices);
    EXPECT_EQ(mesh.vertexCount(), 8u);
    EXPECT_EQ(mesh.report().mergedVertices, 36u - 8u);
    EXPECT_DOUBLE_EQ(mesh.volume(), 1.0);
    EXPECT_TRUE(warned(mesh, "welded 28 vertices"));
}

TEST(HullMeshWelding, VerticesFartherThanTheToleranceStayApart) {
    // Two boxes 1 mm apart (1e-3 of the 2 m extent, far above the 1e-6 tolerance): two parts.
    const MeshArrays a = joined(makeBox({0.5, 0.5, 0.5}, {-0.5005, 0, 0}), makeBox({0.5, 0.5, 0.5}, {0.5005, 0, 0}));
    const HullMesh mesh = HullMesh::fromArrays(a.xyz, a.indices);
    EXPECT_EQ(mesh.vertexCount(), 16u);
    EXPECT_EQ(mesh.report().parts, 2u);
    EXPECT_NEAR(mesh.volume(), 2.0, 1e-6);
}

TEST(HullMeshDegenerate, ZeroAreaTrianglesAreDroppedAndCounted) {
    MeshArrays box = unitBox();
    box.indices.insert(box.indices.end(), {0, 0, 1});  // repeated corner
    box.indices.insert(box.indices.end(), {0, 1, 1});
    const HullMesh mesh = HullMesh::fromArrays(box.xyz, box.indices);
    EXPECT_EQ(mesh.triangleCount(), 12u);
    EXPECT_EQ(mesh.report().droppedDegenerate, 2u);
    EXPECT_TRUE(warned(mesh, "dropped 2 zero-area triangles"));
}

TEST(HullMeshOrientation, FixOrientationFlipsAndReports) {
    HullMesh::Options options;
    options.fixOrientation = true;
    const HullMesh mesh = HullMesh::fromObjFile(kBroken + "inward_orientation.obj", options);
    EXPECT_DOUBLE_EQ(mesh.volume(), 1.0);
    EXPECT_EQ(mesh.report().flippedParts, 1u);
}

TEST(HullMeshOrientation, EachPartIsCheckedOnItsOwn) {
    // Two boxes, the second turned inside out: the total volume is zero, yet the error must name
    // the inward part rather than call the whole mesh flat.
    const MeshArrays a = joined(makeBox({0.5, 0.5, 0.5}, {-2, 0, 0}), makeBox({0.5, 0.5, 0.5}, {2, 0, 0}), true);
    const Result<HullMesh, MeshError> mesh = HullMesh::tryFromArrays(a.xyz, a.indices);
    ASSERT_FALSE(mesh.ok());
    EXPECT_EQ(mesh.error().rule(), MeshRule::InwardOrientation);
    EXPECT_EQ(mesh.error().element().rfind("part 1 (from triangle 12", 0), 0u) << mesh.error().what();
}

TEST(HullMeshLenient, AllowOpenAcceptsAnOpenMeshWithAWarning) {
    HullMesh::Options options;
    options.allowOpen = true;
    const HullMesh mesh = HullMesh::fromObjFile(kBroken + "open_edge.obj", options);
    EXPECT_EQ(mesh.triangleCount(), 11u);
    EXPECT_EQ(mesh.report().openEdges, 3u);
    EXPECT_TRUE(warned(mesh, "the mesh is open: 3 edges"));
}

TEST(HullMeshLayout, SoaArraysArePaddedAlignedAndHarmless) {
    const HullMesh mesh = HullMesh::fromArrays(makeIcosphere(1.0, 1).xyz, makeIcosphere(1.0, 1).indices);
    ASSERT_EQ(mesh.triangleCount(), 80u);
    ASSERT_EQ(mesh.vertexCount(), 42u);
    EXPECT_EQ(mesh.paddedTriangleCount(), 80u);  // already a multiple of 16
    EXPECT_EQ(mesh.paddedVertexCount(), 48u);
    for (const void* p : {static_cast<const void*>(mesh.x()), static_cast<const void*>(mesh.y()),
                          static_cast<const void*>(mesh.z()), static_cast<const void*>(mesh.i0()),
                          static_cast<const void*>(mesh.triangleArea()), static_cast<const void*>(mesh.normalX())})
        EXPECT_EQ(reinterpret_cast<std::uintptr_t>(p) % 64, 0u);
    for (std::size_t v = mesh.vertexCount(); v < mesh.paddedVertexCount(); ++v) {
        EXPECT_EQ(mesh.x()[v], mesh.x()[0]);
        EXPECT_EQ(mesh.y()[v], mesh.y()[0]);
        EXPECT_EQ(mesh.z()[v], mesh.z()[0]);
    }
    const HullMesh box = HullMesh::fromArrays(unitBox().xyz, unitBox().indices);
    ASSERT_EQ(box.paddedTriangleCount(), 16u);
    for (std::size_t t = box.triangleCount(); t < box.paddedTriangleCount(); ++t) {
        EXPECT_EQ(box.i0()[t], 0);
        EXPECT_EQ(box.i1()[t], 0);
        EXPECT_EQ(box.i2()[t], 0);
        EXPECT_EQ(box.triangleArea()[t], 0.0f);
        EXPECT_EQ(box.normalY()[t], 0.0f);
    }
    // Normals are unit and outward: on a sphere, along the direction from the centre.
    for (std::size_t t = 0; t < mesh.triangleCount(); ++t) {
        const auto tri = mesh.triangle(t);
        const Vec3 centre = (mesh.vertex(tri[0]) + mesh.vertex(tri[1]) + mesh.vertex(tri[2])) / 3.0;
        const Vec3 n{double(mesh.normalX()[t]), double(mesh.normalY()[t]), double(mesh.normalZ()[t])};
        EXPECT_NEAR(length(n), 1.0, 1e-6);  // float normal, ~1 ulp per component
        EXPECT_GT(dot(n, centre), 0.9 * length(centre));  // an 80-face sphere's facets tilt < 25 degrees
    }
}

} // namespace
} // namespace hydro
