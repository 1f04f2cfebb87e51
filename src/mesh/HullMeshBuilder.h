// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// The steps of building a HullMesh, in order: check input, weld, drop degenerate triangles, check
// edges (manifold, closed, consistent winding) and find the parts, check each part's orientation,
// lay out SoA arrays and integrate the solid. Internal to src/.

#include "hydro/HullMesh.h"
#include "hydro/MeshError.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace hydro {

class HullMeshBuilder {
public:
    using Options = HullMeshOptions;

    /// `oneBasedVertices` names vertices as an OBJ file numbers them in messages.
    HullMeshBuilder(const Options& options, std::string sourceName, bool oneBasedVertices);

    /// Indices are 64-bit signed so an OBJ's negative or huge index reaches the range check. The
    /// refusal names the first rule broken, in the order of the steps.
    Result<HullMesh, MeshError> build(const float* xyz, std::size_t vertexCount, const std::int64_t* indices,
                   std::size_t triangleCount);

    /// Adds a warning from the file's reader before building (e.g. tinyobjloader's).
    void addWarning(const std::string& warning);

    /// Rim edges of capped openings (MeshArrays::openingRim), input vertex pairs; carried through
    /// the weld into HullMesh::openingRim.
    void setOpeningRim(std::vector<std::uint32_t> rimPairs) { inputRim_ = std::move(rimPairs); }

private:
    void weld(const float* xyz, std::size_t vertexCount);
    void numberVerticesInFirstUse();
    // Each check returns the refusal of the first element that breaks its rule, or nothing.
    std::optional<MeshError> dropDegenerateTriangles();
    std::optional<MeshError> checkEdgesAndFindParts();
    std::optional<MeshError> checkOrientation();
    HullMesh layOut();

    MeshError refusal(MeshRule rule, const std::string& element, const std::string& detail) const;
    std::string vertexLabel(std::size_t inputIndex) const;
    std::string triangleLabel(std::size_t inputTriangle) const;
    std::string edgeLabel(std::uint32_t weldedA, std::uint32_t weldedB) const;

    Options options_;
    std::string sourceName_;
    bool oneBasedVertices_;
    HullMeshReport report_;
    double tolerance_ = 0.0;                             // absolute weld tolerance, m

    std::vector<std::uint32_t> inputIndices_;            // as given, range-checked
    std::vector<std::uint32_t> inputRim_;                // opening rim, input vertex pairs
    std::vector<std::uint32_t> weldedOf_;                // input vertex -> welded vertex
    std::vector<Vec3> positions_;                        // welded vertices
    std::vector<std::uint32_t> representative_;          // welded vertex -> first input vertex
    std::vector<std::array<std::uint32_t, 3>> triangles_; // kept triangles, welded indices
    std::vector<std::uint32_t> inputTriangleOf_;         // kept triangle -> input triangle
    std::vector<std::uint32_t> partOfTriangle_;          // kept triangle -> part number
};

} // namespace hydro
