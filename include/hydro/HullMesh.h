// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file HullMesh.h
/// A floating body's closed triangle mesh, validated, welded and laid out for the SIMD kernel,
/// with the exact mass properties of the solid it encloses.

#include "hydro/AlignedVector.h"
#include "hydro/MassProperties.h"
#include "hydro/MeshArrays.h"
#include "hydro/MeshError.h"
#include "hydro/Result.h"
#include "hydro/Vec3.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace hydro {

class LevelWaterTree;  // src/mesh/LevelWaterTree.h: the kernel's, on level water

/// How strict HullMesh is with its input.
struct HullMeshOptions {
    /// Accept a mesh with open edges (and skip the orientation check, meaningless for an open
    /// surface), with a warning in the report. For tools; the force kernel assumes a closed hull.
    bool allowOpen = false;
    /// Flip every closed part whose signed volume is negative instead of refusing it; the report
    /// counts the flipped parts.
    bool fixOrientation = false;
    /// Vertices closer than this fraction of the mesh's bounding-box diagonal are merged, and a
    /// triangle whose smallest altitude is below it is dropped as degenerate.
    double weldTolerance = 1e-6;
};

/// What building the mesh changed or noticed. Nothing is changed silently: every merge, drop and
/// flip is counted here, and `warnings` says it in words.
struct HullMeshReport {
    std::size_t inputVertices = 0;       ///< vertices given
    std::size_t inputTriangles = 0;      ///< triangles given (after polygon triangulation)
    std::size_t mergedVertices = 0;      ///< vertices welded into another one
    std::size_t droppedDegenerate = 0;   ///< zero-area triangles dropped
    std::size_t openEdges = 0;           ///< only non-zero with HullMeshOptions::allowOpen
    std::size_t parts = 0;               ///< edge-connected parts (a catamaran has two)
    std::size_t flippedParts = 0;        ///< only non-zero with HullMeshOptions::fixOrientation
    std::vector<std::string> warnings;   ///< one sentence per thing worth telling the user
};

/// A validated, closed, outward-oriented triangle mesh in hull coordinates (x toward the bow, y up,
/// z to starboard). Immutable once built; cheap to share between bodies by const reference.
///
/// Building it welds coincident vertices, drops zero-area triangles, and checks every rule of
/// MeshRule; a refusal is a MeshError naming the source, the rule and the first offending
/// element. Vertex and triangle numbers in messages are those of the input (OBJ vertices 1-based,
/// as in the file; array vertices and all triangles 0-based). The built mesh keeps the input's
/// triangles in their order and numbers its (welded) vertices in the order the triangles first use
/// them, so that neighbouring triangles refer to a short run of vertices (docs/simd.md §1).
class HullMesh {
public:
    using Options = HullMeshOptions;

    /// SoA arrays are padded to a multiple of this (the widest batch, 16 floats of AVX-512), so the
    /// kernel's loops have no remainder branch. Padding vertices repeat vertex 0; padding triangles
    /// are (0, 0, 0), of zero area and zero normal, so they contribute nothing.
    static constexpr std::size_t kPadding = 16;

    // Each way of building has a value form (try...) that returns the refusal as a MeshError, and a
    // throwing form for programs built with exceptions (Result.h's orThrow: it throws the MeshError;
    // with exceptions off it stops the program with its message).

    /// Loads an OBJ file (tinyobjloader). Polygons are triangulated; all objects and groups are
    /// merged into one hull. The file must be a regular file of at most kMaxFileBytes; it is read
    /// whole and parsed from memory, and nothing it names (a `mtllib`) is opened: a hull needs no
    /// materials.
    static Result<HullMesh, MeshError> tryFromObjFile(const std::string& path, const Options& options = {});
    static HullMesh fromObjFile(const std::string& path, const Options& options = {});
    /// The same from the OBJ's text (a file a game keeps in its own archive); `sourceName` names it in
    /// messages.
    static Result<HullMesh, MeshError> tryFromObjText(const std::string& text, const std::string& sourceName,
                                                      const Options& options = {});
    static HullMesh fromObjText(const std::string& text, const std::string& sourceName, const Options& options = {});
    static constexpr std::uintmax_t kMaxFileBytes = 256u << 20;  ///< 256 MiB, any format: ten million triangles

    /// Builds from `vertexCount` xyz triples and `triangleCount` index triples (counter-clockwise
    /// seen from outside). `sourceName` names the mesh in messages.
    static Result<HullMesh, MeshError> tryFromArrays(const float* xyz, std::size_t vertexCount,
                                                     const std::uint32_t* indices, std::size_t triangleCount,
                                                     const Options& options = {},
                                                     const std::string& sourceName = "<arrays>");
    static Result<HullMesh, MeshError> tryFromArrays(const std::vector<float>& xyz,
                                                     const std::vector<std::uint32_t>& indices,
                                                     const Options& options = {},
                                                     const std::string& sourceName = "<arrays>");
    /// The same from MeshArrays, keeping its opening rims (see openingRim()).
    static Result<HullMesh, MeshError> tryFromArrays(const MeshArrays& mesh, const Options& options = {},
                                                     const std::string& sourceName = "<arrays>");
    static HullMesh fromArrays(const float* xyz, std::size_t vertexCount,
                               const std::uint32_t* indices, std::size_t triangleCount,
                               const Options& options = {}, const std::string& sourceName = "<arrays>");
    static HullMesh fromArrays(const std::vector<float>& xyz, const std::vector<std::uint32_t>& indices,
                               const Options& options = {}, const std::string& sourceName = "<arrays>");
    static HullMesh fromArrays(const MeshArrays& mesh, const Options& options = {},
                               const std::string& sourceName = "<arrays>");

    // --- geometry, welded (real elements only, no padding) ------------------------------------
    std::size_t vertexCount() const { return vertexCount_; }
    std::size_t triangleCount() const { return triangleCount_; }
    Vec3 vertex(std::size_t i) const { return {double(x_[i]), double(y_[i]), double(z_[i])}; }
    std::array<std::uint32_t, 3> triangle(std::size_t t) const {
        return {std::uint32_t(i0_[t]), std::uint32_t(i1_[t]), std::uint32_t(i2_[t])};
    }

    // --- SoA views for the kernel: padded lengths, 64-byte aligned -----------------------------
    std::size_t paddedVertexCount() const { return x_.size(); }
    std::size_t paddedTriangleCount() const { return i0_.size(); }
    const float* x() const { return x_.data(); }
    const float* y() const { return y_.data(); }
    const float* z() const { return z_.data(); }
    const std::int32_t* i0() const { return i0_.data(); }
    const std::int32_t* i1() const { return i1_.data(); }
    const std::int32_t* i2() const { return i2_.data(); }
    const float* triangleArea() const { return area_.data(); }  ///< m^2, 0 for padding
    const float* normalX() const { return nx_.data(); }         ///< outward unit normal, hull axes
    const float* normalY() const { return ny_.data(); }
    const float* normalZ() const { return nz_.data(); }
    /// Corner k (0, 1, 2: the vertex i0, i1 or i2) of every triangle, so that a batch of triangles
    /// loads its corners instead of gathering them by index (docs/simd.md §3); vertex 0 for padding.
    const float* cornerX(int k) const { return cornerX_[k].data(); }
    const float* cornerY(int k) const { return cornerY_[k].data(); }
    const float* cornerZ(int k) const { return cornerZ_[k].data(); }
    /// Constants of each triangle the kernels read, kept here so that every body on one hull shares
    /// them (a fleet of one hull type holds them once): the area vector (area times the outward
    /// normal, m^2), the centroid (hull axes, m) and 1 / area (1/m^2); 0 for padding.
    const float* areaVectorX() const { return areaX_.data(); }
    const float* areaVectorY() const { return areaY_.data(); }
    const float* areaVectorZ() const { return areaZ_.data(); }
    const float* triangleCentroidX() const { return centroidX_.data(); }
    const float* triangleCentroidY() const { return centroidY_.data(); }
    const float* triangleCentroidZ() const { return centroidZ_.data(); }
    const float* inverseTriangleArea() const { return inverseArea_.data(); }
    /// The lowest and the highest vertex index that each block of kPadding triangles refers to
    /// (padding triangles' vertex 0 included): the kernel skips a block whose vertices it has found
    /// all above the water without loading its corners' heights (docs/simd.md §1).
    const std::int32_t* blockFirstVertex() const { return blockFirstVertex_.data(); }
    const std::int32_t* blockLastVertex() const { return blockLastVertex_.data(); }
    /// The triangles in a bounding-volume hierarchy with their moments, through which the kernel
    /// sums a hull on level water without visiting its wholly wet or dry parts (docs/simd.md §7).
    const LevelWaterTree& levelWaterTree() const { return *levelWaterTree_; }

    // --- constants of the hull -----------------------------------------------------------------
    double surfaceArea() const { return surfaceArea_; }  ///< m^2
    double volume() const { return volume_; }            ///< m^3 of the enclosed solid
    Vec3 centroid() const { return centroid_; }          ///< of the solid, hull coordinates
    Vec3 aabbMin() const { return aabbMin_; }
    Vec3 aabbMax() const { return aabbMax_; }
    double length() const { return aabbMax_.x - aabbMin_.x; }  ///< extent along x (bow), m

    /// The rims of openings that were capped to close the hull (MeshArrays::openingRim), as pairs
    /// of vertex indices: a deckless hull is exact while its rim is dry, and floods when it is not
    /// (ForceResult::submergedOpeningLength). Empty for a hull closed by its own surface.
    const std::vector<std::array<std::uint32_t, 2>>& openingRim() const { return openingRim_; }
    double openingRimLength() const { return openingRimLength_; }  ///< m, all rims together

    /// Mass properties of the solid at a uniform density (kg/m^3) or for a total mass (kg).
    /// Exact for the polyhedron (signed tetrahedra; Tonon 2004 for the second moments). A density or
    /// mass that is not finite and positive, or a mass for a hull with no volume, is refused
    /// (thrown, or stopped without exceptions), naming it.
    MassProperties massPropertiesForDensity(double density) const;
    MassProperties massPropertiesForMass(double mass) const;

    /// What building changed or noticed (merges, drops, flips, warnings).
    const HullMeshReport& report() const { return report_; }
    /// The name given when it was built: the file path or the sourceName argument.
    const std::string& sourceName() const { return sourceName_; }

private:
    HullMesh() = default;
    friend class HullMeshBuilder;

    std::size_t vertexCount_ = 0, triangleCount_ = 0;
    AlignedVector<float> x_, y_, z_;
    AlignedVector<std::int32_t> i0_, i1_, i2_;
    AlignedVector<float> area_, nx_, ny_, nz_;
    AlignedVector<float> cornerX_[3], cornerY_[3], cornerZ_[3];
    AlignedVector<float> areaX_, areaY_, areaZ_, centroidX_, centroidY_, centroidZ_, inverseArea_;
    AlignedVector<std::int32_t> blockFirstVertex_, blockLastVertex_;
    std::shared_ptr<const LevelWaterTree> levelWaterTree_;  // shared by copies: it never changes
    double surfaceArea_ = 0.0, volume_ = 0.0;
    Vec3 centroid_, aabbMin_, aabbMax_;
    Mat3 unitDensityInertia_;  ///< about the centroid, for density 1 kg/m^3
    std::vector<std::array<std::uint32_t, 2>> openingRim_;
    double openingRimLength_ = 0.0;
    HullMeshReport report_;
    std::string sourceName_;
};

} // namespace hydro
