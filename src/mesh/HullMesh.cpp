// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// Building a HullMesh: weld, drop degenerate triangles, validate (docs/architecture.md §3), lay out SoA.

#include "hydro/HullMesh.h"
#include "hydro/Limits.h"
#include "hydro/MeshError.h"

#include "mesh/HullMeshBuilder.h"
#include "mesh/LevelWaterTree.h"
#include "base/DisjointSets.h"
#include "mesh/SolidIntegrals.h"
#include "mesh/Welding.h"
#include "base/ArgumentCheck.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <optional>
#include <sstream>
#include <unordered_map>

namespace hydro {

const char* ruleName(MeshRule rule) {
    switch (rule) {
    case MeshRule::Unreadable: return "unreadable";
    case MeshRule::Empty: return "empty mesh";
    case MeshRule::NonFinite: return "non-finite coordinate";
    case MeshRule::IndexOutOfRange: return "index out of range";
    case MeshRule::NonManifoldEdge: return "non-manifold edge";
    case MeshRule::OpenEdge: return "open edge";
    case MeshRule::InconsistentWinding: return "inconsistent winding";
    case MeshRule::InwardOrientation: return "inward orientation";
    case MeshRule::ZeroVolume: return "zero volume";
    case MeshRule::TriangleBudget: return "triangle budget";
    case MeshRule::CoordinateOutOfRange: return "coordinate out of range";
    }
    return "unknown rule";
}

MeshError::MeshError(std::string source, MeshRule rule, std::string element, const std::string& detail)
    : std::runtime_error(source + ": " + ruleName(rule) + ": " + element + ": " + detail),
      source_(std::move(source)), rule_(rule), element_(std::move(element)) {}

namespace {

std::size_t roundUpToPadding(std::size_t n) {
    return (n + HullMesh::kPadding - 1) / HullMesh::kPadding * HullMesh::kPadding;
}

/// One triangle side, from vertex `from` to vertex `to` (welded indices).
struct HalfEdge {
    std::uint32_t lo, hi;       // the undirected edge, lo < hi
    std::uint32_t triangle;
    bool forward;               // true when the triangle runs lo -> hi
};

} // namespace

HullMeshBuilder::HullMeshBuilder(const Options& options, std::string sourceName, bool oneBasedVertices)
    : options_(options), sourceName_(std::move(sourceName)), oneBasedVertices_(oneBasedVertices) {}

std::string HullMeshBuilder::vertexLabel(std::size_t inputIndex) const {
    std::ostringstream s;
    if (oneBasedVertices_)
        s << "OBJ vertex " << inputIndex + 1;
    else
        s << "vertex " << inputIndex;
    return s.str();
}

std::string HullMeshBuilder::triangleLabel(std::size_t inputTriangle) const {
    std::ostringstream s;
    s << "triangle " << inputTriangle << " (" << vertexLabel(inputIndices_[3 * inputTriangle]) << ", "
      << vertexLabel(inputIndices_[3 * inputTriangle + 1]) << ", "
      << vertexLabel(inputIndices_[3 * inputTriangle + 2]) << ")";
    return s.str();
}

MeshError HullMeshBuilder::refusal(MeshRule rule, const std::string& element, const std::string& detail) const {
    return MeshError(sourceName_, rule, element, detail);
}

void HullMeshBuilder::addWarning(const std::string& warning) { report_.warnings.push_back(warning); }

Result<HullMesh, MeshError> HullMeshBuilder::build(const float* xyz, std::size_t vertexCount,
                                const std::int64_t* indices, std::size_t triangleCount) {
    report_.inputVertices = vertexCount;
    report_.inputTriangles = triangleCount;
    if (vertexCount == 0 || triangleCount == 0)
        return refusal(MeshRule::Empty, "mesh",
             "it has " + std::to_string(vertexCount) + " vertices and " +
                 std::to_string(triangleCount) + " triangles; a hull needs at least 4 and 4");
    for (std::size_t v = 0; v < vertexCount; ++v)
        for (int k = 0; k < 3; ++k) {
            const double c = double(xyz[3 * v + std::size_t(k)]);
            if (!std::isfinite(c))
                return refusal(MeshRule::NonFinite, vertexLabel(v), std::string("coordinate ") + "xyz"[k] + " is " + limits::readable(c));
            if (!limits::kHullCoordinateRange.contains(c))
                return refusal(MeshRule::CoordinateOutOfRange, vertexLabel(v),
                               limits::outsideRange(std::string("coordinate ") + "xyz"[k], c,
                                                    limits::kHullCoordinateRange) +
                                   " (a mesh in millimetres or centimetres needs scaling to metres)");
        }
    inputIndices_.resize(3 * triangleCount);
    for (std::size_t t = 0; t < triangleCount; ++t)
        for (std::size_t k = 0; k < 3; ++k) {
            const std::int64_t index = indices[3 * t + k];
            if (index < 0 || std::uint64_t(index) >= vertexCount) {
                std::ostringstream s;
                s << "corner " << k << " refers to vertex "
                  << (oneBasedVertices_ ? index + 1 : index) << " but the mesh has " << vertexCount
                  << " vertices";
                return refusal(MeshRule::IndexOutOfRange, "triangle " + std::to_string(t), s.str());
            }
            inputIndices_[3 * t + k] = std::uint32_t(index);
        }

    if (inputRim_.size() % 2 != 0)
        return refusal(MeshRule::IndexOutOfRange, "opening rim", "it lists " + std::to_string(inputRim_.size()) +
                                                           " vertex indices; a rim is made of pairs");
    for (std::size_t i = 0; i < inputRim_.size(); ++i)
        if (inputRim_[i] >= vertexCount)
            return refusal(MeshRule::IndexOutOfRange, "opening rim edge " + std::to_string(i / 2),
                 "it refers to vertex " + std::to_string(inputRim_[i]) + " but the mesh has " +
                     std::to_string(vertexCount) + " vertices");

    weld(xyz, vertexCount);
    if (std::optional<MeshError> refused = dropDegenerateTriangles()) return *refused;
    if (std::optional<MeshError> refused = checkEdgesAndFindParts()) return *refused;
    if (std::optional<MeshError> refused = checkOrientation()) return *refused;
    return layOut();
}

void HullMeshBuilder::numberVerticesInFirstUse() {
    // Vertices numbered in the order the triangles first use them (unused ones last, as they
    // were): a block of neighbouring triangles then refers to a short run of vertices, which the
    // kernel checks for water in one look (HullMesh::blockFirstVertex). Positions and triangles
    // are the same, so is everything computed from them.
    constexpr std::uint32_t kUnnumbered = std::numeric_limits<std::uint32_t>::max();
    std::vector<std::uint32_t> renumbered(positions_.size(), kUnnumbered);
    std::uint32_t next = 0;
    for (const auto& triangle : triangles_)
        for (std::uint32_t v : triangle)
            if (renumbered[v] == kUnnumbered) renumbered[v] = next++;
    for (std::uint32_t& number : renumbered)
        if (number == kUnnumbered) number = next++;
    std::vector<Vec3> positions(positions_.size());
    std::vector<std::uint32_t> representative(representative_.size());
    for (std::size_t v = 0; v < positions_.size(); ++v) {
        positions[renumbered[v]] = positions_[v];
        representative[renumbered[v]] = representative_[v];
    }
    positions_ = std::move(positions);
    representative_ = std::move(representative);
    for (auto& triangle : triangles_)
        for (std::uint32_t& v : triangle) v = renumbered[v];
    for (std::uint32_t& welded : weldedOf_) welded = renumbered[welded];
}

void HullMeshBuilder::weld(const float* xyz, std::size_t vertexCount) {
    WeldedVertices welded = weldVertices(xyz, vertexCount, options_.weldTolerance);
    tolerance_ = welded.tolerance;
    positions_ = std::move(welded.positions);
    weldedOf_ = std::move(welded.weldedOf);
    representative_ = std::move(welded.representative);
    report_.mergedVertices = vertexCount - positions_.size();
    if (report_.mergedVertices > 0)
        addWarning("welded " + std::to_string(report_.mergedVertices) +
                   " vertices into coincident ones (tolerance " + limits::readable(tolerance_) + " m)");
}

std::optional<MeshError> HullMeshBuilder::dropDegenerateTriangles() {
    const std::size_t inputCount = inputIndices_.size() / 3;
    for (std::size_t t = 0; t < inputCount; ++t) {
        const std::array<std::uint32_t, 3> w = {weldedOf_[inputIndices_[3 * t]],
                                                weldedOf_[inputIndices_[3 * t + 1]],
                                                weldedOf_[inputIndices_[3 * t + 2]]};
        const bool degenerate = w[0] == w[1] || w[1] == w[2] || w[2] == w[0] ||
                                isDegenerateTriangle(positions_[w[0]], positions_[w[1]], positions_[w[2]], tolerance_);
        if (degenerate) {
            ++report_.droppedDegenerate;
            continue;
        }
        triangles_.push_back(w);
        inputTriangleOf_.push_back(std::uint32_t(t));
    }
    if (report_.droppedDegenerate > 0)
        addWarning("dropped " + std::to_string(report_.droppedDegenerate) +
                   " zero-area triangles (smallest altitude below the weld tolerance)");
    if (triangles_.empty())
        return refusal(MeshRule::Empty, "mesh",
             "all " + std::to_string(inputCount) + " triangles are degenerate (zero area)");
    return std::nullopt;
}

std::string HullMeshBuilder::edgeLabel(std::uint32_t a, std::uint32_t b) const {
    return "edge (" + vertexLabel(representative_[a]) + ", " + vertexLabel(representative_[b]) + ")";
}

std::optional<MeshError> HullMeshBuilder::checkEdgesAndFindParts() {
    std::vector<HalfEdge> halfEdges;
    halfEdges.reserve(3 * triangles_.size());
    for (std::size_t t = 0; t < triangles_.size(); ++t)
        for (int k = 0; k < 3; ++k) {
            const std::uint32_t from = triangles_[t][std::size_t(k)], to = triangles_[t][std::size_t((k + 1) % 3)];
            halfEdges.push_back({std::min(from, to), std::max(from, to), std::uint32_t(t), from < to});
        }
    std::sort(halfEdges.begin(), halfEdges.end(), [](const HalfEdge& p, const HalfEdge& q) {
        return std::tie(p.lo, p.hi, p.triangle) < std::tie(q.lo, q.hi, q.triangle);
    });

    // For each rule, remember the offending edge whose first triangle comes first in the input.
    struct Offence { std::uint32_t triangle = std::numeric_limits<std::uint32_t>::max(); std::string text; };
    Offence nonManifold, open, winding;
    auto note = [&](Offence& o, std::uint32_t triangle, const std::string& text) {
        if (triangle < o.triangle) o = {triangle, text};
    };
    DisjointSets parts(triangles_.size());
    for (std::size_t first = 0; first < halfEdges.size();) {
        std::size_t end = first;
        while (end < halfEdges.size() && halfEdges[end].lo == halfEdges[first].lo &&
               halfEdges[end].hi == halfEdges[first].hi)
            ++end;
        const HalfEdge& e = halfEdges[first];
        const std::uint32_t t0 = inputTriangleOf_[e.triangle];
        const std::string edge = edgeLabel(e.lo, e.hi);
        const std::size_t count = end - first;
        for (std::size_t i = first + 1; i < end; ++i) parts.unite(e.triangle, halfEdges[i].triangle);
        if (count == 1) {
            ++report_.openEdges;
            note(open, t0, edge + " of " + triangleLabel(t0));
        } else if (count > 2) {
            note(nonManifold, t0,
                 edge + ", shared by " + std::to_string(count) + " triangles, the first " + triangleLabel(t0));
        } else if (e.forward == halfEdges[first + 1].forward) {
            note(winding, t0, edge + ", run in the same direction by " + triangleLabel(t0) + " and " +
                                  triangleLabel(inputTriangleOf_[halfEdges[first + 1].triangle]));
        }
        first = end;
    }
    if (!nonManifold.text.empty())
        return refusal(MeshRule::NonManifoldEdge, nonManifold.text,
             "an edge of a closed hull belongs to exactly two triangles");
    if (!open.text.empty()) {
        if (!options_.allowOpen)
            return refusal(MeshRule::OpenEdge, open.text,
                 "the hull is not closed (" + std::to_string(report_.openEdges) +
                     " edges belong to a single triangle); a hull must be watertight");
        addWarning("the mesh is open: " + std::to_string(report_.openEdges) +
                   " edges belong to a single triangle, the first " + open.text +
                   "; buoyancy of an open hull is not meaningful");
    }
    if (!winding.text.empty())
        return refusal(MeshRule::InconsistentWinding, winding.text,
             "neighbouring triangles must list their shared edge in opposite directions");

    // Number the parts in order of their first triangle.
    partOfTriangle_.resize(triangles_.size());
    std::unordered_map<std::uint32_t, std::uint32_t> partOfRoot;
    for (std::size_t t = 0; t < triangles_.size(); ++t) {
        const auto inserted = partOfRoot.emplace(parts.find(std::uint32_t(t)), std::uint32_t(partOfRoot.size()));
        partOfTriangle_[t] = inserted.first->second;
    }
    report_.parts = partOfRoot.size();
    return std::nullopt;
}

std::optional<MeshError> HullMeshBuilder::checkOrientation() {
    if (report_.openEdges > 0) {
        addWarning("orientation not checked: an open mesh has no inside");
        return std::nullopt;
    }
    Vec3 reference;
    for (const Vec3& p : positions_) reference += p / double(positions_.size());
    double scale = 0.0;  // half the extent, for a relative zero-volume test
    for (const Vec3& p : positions_) scale = std::max(scale, length(p - reference));
    // Round-off of the tetrahedron sum is about 1e-7 (float input) of scale^3 per triangle; a
    // genuine part is many orders larger. 1e-9 * (2 scale)^3 catches only flat, sheet-like parts.
    const double zeroVolume = 1e-9 * 8.0 * scale * scale * scale;
    std::vector<double> volumeOfPart(report_.parts, 0.0);
    for (std::size_t t = 0; t < triangles_.size(); ++t)
        volumeOfPart[partOfTriangle_[t]] += sixSignedVolume(positions_[triangles_[t][0]] - reference,
                                                            positions_[triangles_[t][1]] - reference,
                                                            positions_[triangles_[t][2]] - reference) / 6.0;

    for (std::uint32_t part = 0; part < report_.parts; ++part) {
        const double volume = volumeOfPart[part];
        const std::size_t firstTriangle = std::size_t(
            std::find(partOfTriangle_.begin(), partOfTriangle_.end(), part) - partOfTriangle_.begin());
        const std::string element = "part " + std::to_string(part) + " (from " +
                                    triangleLabel(inputTriangleOf_[firstTriangle]) + ")";
        if (std::abs(volume) <= zeroVolume)
            return refusal(MeshRule::ZeroVolume, element,
                 "it encloses " + limits::readable(volume) + " m^3; a hull must enclose a solid");
        if (volume > 0.0) continue;
        if (!options_.fixOrientation)
            return refusal(MeshRule::InwardOrientation, element,
                 "its signed volume is " + limits::readable(volume) +
                     " m^3: its normals point inward (counter-clockwise seen from outside is "
                     "required; the prepare_hull command or repairHull turns it outward, and in code "
                     "HullMeshOptions::fixOrientation flips it)");
        for (std::size_t t = 0; t < triangles_.size(); ++t)
            if (partOfTriangle_[t] == part) std::swap(triangles_[t][1], triangles_[t][2]);
        ++report_.flippedParts;
    }
    if (report_.flippedParts > 0)
        addWarning("flipped " + std::to_string(report_.flippedParts) +
                   " inward-oriented parts (Options::fixOrientation)");
    return std::nullopt;
}

HullMesh HullMeshBuilder::layOut() {
    numberVerticesInFirstUse();
    HullMesh mesh;
    mesh.sourceName_ = sourceName_;
    mesh.vertexCount_ = positions_.size();
    mesh.triangleCount_ = triangles_.size();

    const std::size_t paddedVertices = roundUpToPadding(mesh.vertexCount_);
    mesh.x_.assign(paddedVertices, float(positions_[0].x));
    mesh.y_.assign(paddedVertices, float(positions_[0].y));
    mesh.z_.assign(paddedVertices, float(positions_[0].z));
    for (std::size_t v = 0; v < mesh.vertexCount_; ++v) {
        mesh.x_[v] = float(positions_[v].x);
        mesh.y_[v] = float(positions_[v].y);
        mesh.z_[v] = float(positions_[v].z);
    }
    mesh.aabbMin_ = mesh.aabbMax_ = positions_[0];
    for (const Vec3& p : positions_) {
        mesh.aabbMin_ = {std::min(mesh.aabbMin_.x, p.x), std::min(mesh.aabbMin_.y, p.y), std::min(mesh.aabbMin_.z, p.z)};
        mesh.aabbMax_ = {std::max(mesh.aabbMax_.x, p.x), std::max(mesh.aabbMax_.y, p.y), std::max(mesh.aabbMax_.z, p.z)};
    }

    const std::size_t paddedTriangles = roundUpToPadding(mesh.triangleCount_);
    for (auto* v : {&mesh.i0_, &mesh.i1_, &mesh.i2_}) v->assign(paddedTriangles, 0);
    for (auto* v : {&mesh.area_, &mesh.nx_, &mesh.ny_, &mesh.nz_}) v->assign(paddedTriangles, 0.0f);
    for (std::size_t t = 0; t < mesh.triangleCount_; ++t) {
        mesh.i0_[t] = std::int32_t(triangles_[t][0]);
        mesh.i1_[t] = std::int32_t(triangles_[t][1]);
        mesh.i2_[t] = std::int32_t(triangles_[t][2]);
        // Area and normal from the float coordinates the kernel will use.
        const Vec3 a = mesh.vertex(triangles_[t][0]), b = mesh.vertex(triangles_[t][1]),
                   c = mesh.vertex(triangles_[t][2]);
        const Vec3 areaVector = cross(b - a, c - a) * 0.5;
        const double area = length(areaVector);
        const Vec3 normal = areaVector / area;
        mesh.area_[t] = float(area);
        mesh.nx_[t] = float(normal.x);
        mesh.ny_[t] = float(normal.y);
        mesh.nz_[t] = float(normal.z);
        mesh.surfaceArea_ += area;
    }
    for (auto* v : {&mesh.areaX_, &mesh.areaY_, &mesh.areaZ_, &mesh.centroidX_, &mesh.centroidY_, &mesh.centroidZ_,
                    &mesh.inverseArea_})
        v->assign(paddedTriangles, 0.0f);
    for (std::size_t t = 0; t < mesh.triangleCount_; ++t) {
        mesh.areaX_[t] = mesh.area_[t] * mesh.nx_[t];
        mesh.areaY_[t] = mesh.area_[t] * mesh.ny_[t];
        mesh.areaZ_[t] = mesh.area_[t] * mesh.nz_[t];
        const Vec3 c = (mesh.vertex(triangles_[t][0]) + mesh.vertex(triangles_[t][1]) + mesh.vertex(triangles_[t][2])) / 3.0;
        mesh.centroidX_[t] = float(c.x), mesh.centroidY_[t] = float(c.y), mesh.centroidZ_[t] = float(c.z);
        mesh.inverseArea_[t] = 1.0f / mesh.area_[t];  // a validated mesh has no zero-area triangle
    }
    const AlignedVector<std::int32_t>* corners[3] = {&mesh.i0_, &mesh.i1_, &mesh.i2_};
    const std::size_t blocks = paddedTriangles / HullMesh::kPadding;
    mesh.blockFirstVertex_.assign(blocks, std::numeric_limits<std::int32_t>::max());
    mesh.blockLastVertex_.assign(blocks, 0);
    for (std::size_t t = 0; t < paddedTriangles; ++t)
        for (const AlignedVector<std::int32_t>* corner : corners) {
            const std::size_t block = t / HullMesh::kPadding;
            mesh.blockFirstVertex_[block] = std::min(mesh.blockFirstVertex_[block], (*corner)[t]);
            mesh.blockLastVertex_[block] = std::max(mesh.blockLastVertex_[block], (*corner)[t]);
        }
    for (int k = 0; k < 3; ++k) {
        for (auto* v : {&mesh.cornerX_[k], &mesh.cornerY_[k], &mesh.cornerZ_[k]}) v->resize(paddedTriangles);
        for (std::size_t t = 0; t < paddedTriangles; ++t) {
            const std::size_t v = std::size_t((*corners[k])[t]);
            mesh.cornerX_[k][t] = mesh.x_[v], mesh.cornerY_[k][t] = mesh.y_[v], mesh.cornerZ_[k][t] = mesh.z_[v];
        }
    }
    mesh.levelWaterTree_ = std::make_shared<const LevelWaterTree>(mesh);

    for (std::size_t i = 0; i + 1 < inputRim_.size(); i += 2) {
        const std::uint32_t a = weldedOf_[inputRim_[i]], b = weldedOf_[inputRim_[i + 1]];
        if (a == b) continue;  // welded into a point: no length to flood through
        mesh.openingRim_.push_back({a, b});
        mesh.openingRimLength_ += length(mesh.vertex(a) - mesh.vertex(b));
    }

    if (report_.openEdges == 0) {
        const SolidIntegrals solid =
            integrateSolid(mesh.x_.data(), mesh.y_.data(), mesh.z_.data(), mesh.i0_.data(), mesh.i1_.data(),
                           mesh.i2_.data(), mesh.triangleCount_, (mesh.aabbMin_ + mesh.aabbMax_) * 0.5);
        mesh.volume_ = solid.volume;
        mesh.centroid_ = solid.centroid;
        mesh.unitDensityInertia_ = solid.inertia;
    }
    mesh.report_ = std::move(report_);
    return mesh;
}

Result<HullMesh, MeshError> HullMesh::tryFromArrays(const float* xyz, std::size_t vertexCount,
                                                    const std::uint32_t* indices, std::size_t triangleCount,
                                                    const Options& options, const std::string& sourceName) {
    std::vector<std::int64_t> wide(indices, indices + 3 * triangleCount);
    return HullMeshBuilder(options, sourceName, false).build(xyz, vertexCount, wide.data(), triangleCount);
}

Result<HullMesh, MeshError> HullMesh::tryFromArrays(const std::vector<float>& xyz,
                                                    const std::vector<std::uint32_t>& indices,
                                                    const Options& options, const std::string& sourceName) {
    if (xyz.size() % 3 != 0 || indices.size() % 3 != 0)
        return MeshError(sourceName, MeshRule::Unreadable, "arrays",
                         std::to_string(xyz.size()) + " coordinates and " + std::to_string(indices.size()) +
                             " indices: both counts must be multiples of 3");
    return tryFromArrays(xyz.data(), xyz.size() / 3, indices.data(), indices.size() / 3, options, sourceName);
}

Result<HullMesh, MeshError> HullMesh::tryFromArrays(const MeshArrays& arrays, const Options& options,
                                                    const std::string& sourceName) {
    if (arrays.xyz.size() % 3 != 0 || arrays.indices.size() % 3 != 0)
        return tryFromArrays(arrays.xyz, arrays.indices, options, sourceName);  // refuses, naming both counts
    std::vector<std::int64_t> wide(arrays.indices.begin(), arrays.indices.end());
    HullMeshBuilder builder(options, sourceName, false);
    builder.setOpeningRim(arrays.openingRim);
    return builder.build(arrays.xyz.data(), arrays.vertexCount(), wide.data(), arrays.triangleCount());
}

HullMesh HullMesh::fromArrays(const float* xyz, std::size_t vertexCount, const std::uint32_t* indices,
                              std::size_t triangleCount, const Options& options, const std::string& sourceName) {
    return orThrow(tryFromArrays(xyz, vertexCount, indices, triangleCount, options, sourceName));
}

HullMesh HullMesh::fromArrays(const std::vector<float>& xyz, const std::vector<std::uint32_t>& indices,
                              const Options& options, const std::string& sourceName) {
    return orThrow(tryFromArrays(xyz, indices, options, sourceName));
}

HullMesh HullMesh::fromArrays(const MeshArrays& arrays, const Options& options, const std::string& sourceName) {
    return orThrow(tryFromArrays(arrays, options, sourceName));
}

MassProperties HullMesh::massPropertiesForDensity(double density) const {
    requirePositive("HullMesh::massPropertiesForDensity", "density", density, "kg/m^3");
    MassProperties out;
    out.volume = volume_;
    out.mass = density * volume_;
    out.centroid = centroid_;
    out.inertia = unitDensityInertia_ * density;
    return out;
}

MassProperties HullMesh::massPropertiesForMass(double mass) const {
    requirePositive("HullMesh::massPropertiesForMass", "mass", mass, "kg");
    if (!(volume_ > 0.0))
        throwError(Error("HullMesh::massPropertiesForMass: hull '" + sourceName() + "' has " +
                         std::to_string(report_.openEdges) +
                         " open edges (HullMeshOptions::allowOpen) and so no volume to spread a mass through: give the "
                         "body its mass, centre of mass and inertia yourself, or close the mesh (hydro_prepare caps "
                         "openings: docs/hull_preparation.md)"));
    return massPropertiesForDensity(mass / volume_);
}

} // namespace hydro
