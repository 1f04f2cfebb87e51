// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// wrapHull (docs/hull_preparation.md §5): OpenVDB's unsigned distance to the triangles, a flood fill
// of what the outside reaches, the signed field's zero surface.

#include "hydro/prepare/HullWrap.h"
#include "hydro/prepare/HullRepair.h"
#include "hydro/Limits.h"
#include "hydro/MeshError.h"
#include "hydro/Vec3.h"

#include <openvdb/openvdb.h>
#include <openvdb/tools/LevelSetRebuild.h>
#include <openvdb/tools/MeshToVolume.h>
#include <openvdb/tools/SignedFloodFill.h>
#include <openvdb/tools/VolumeToMesh.h>
#include <tbb/task_arena.h>

#include <algorithm>
#include <cmath>
#include <mutex>
#include <stdexcept>

namespace hydro {
namespace {

/// The voxels of a box of the grid, as one flat array, x slowest.
class VoxelBox {
public:
    VoxelBox(const openvdb::CoordBBox& box) : min_(box.min()), nx_(std::size_t(box.dim().x())),
        ny_(std::size_t(box.dim().y())), nz_(std::size_t(box.dim().z())) {}
    std::size_t size() const { return nx_ * ny_ * nz_; }
    openvdb::Coord coord(std::size_t c) const {
        return {min_.x() + int(c / (ny_ * nz_)), min_.y() + int((c / nz_) % ny_), min_.z() + int(c % nz_)};
    }
    bool onBoundary(std::size_t c) const {
        const std::size_t i = c / (ny_ * nz_), j = (c / nz_) % ny_, k = c % nz_;
        return i == 0 || j == 0 || k == 0 || i + 1 == nx_ || j + 1 == ny_ || k + 1 == nz_;
    }
    template <class F> void forEachNeighbour(std::size_t c, F&& f) const {
        const std::size_t i = c / (ny_ * nz_), j = (c / nz_) % ny_, k = c % nz_;
        if (i > 0) f(c - ny_ * nz_);
        if (i + 1 < nx_) f(c + ny_ * nz_);
        if (j > 0) f(c - nz_);
        if (j + 1 < ny_) f(c + nz_);
        if (k > 0) f(c - 1);
        if (k + 1 < nz_) f(c + 1);
    }

private:
    openvdb::Coord min_;
    std::size_t nx_, ny_, nz_;
};

MeshArrays wrapOnThisThread(const MeshArrays& mesh, const HullWrapOptions& options, HullWrapReport* reportOut,
                            const std::string& source);

} // namespace

MeshArrays wrapHull(const MeshArrays& mesh, const HullWrapOptions& options, HullWrapReport* reportOut,
                    const std::string& source) {
    // OpenVDB's tools run on TBB: in an arena of one slot they run on the calling thread only, so the
    // library starts no thread of its own (docs/architecture.md §5) and nothing depends on the machine.
    MeshArrays out;
    tbb::task_arena callingThreadOnly(1);
    callingThreadOnly.execute([&] { out = wrapOnThisThread(mesh, options, reportOut, source); });
    return out;
}

namespace {

MeshArrays wrapOnThisThread(const MeshArrays& mesh, const HullWrapOptions& options, HullWrapReport* reportOut,
                            const std::string& source) {
    if (options.voxelsAlongLongestSide < HullWrapOptions::kMinVoxels ||
        options.voxelsAlongLongestSide > HullWrapOptions::kMaxVoxels)
        throw std::invalid_argument("HullWrapOptions: voxelsAlongLongestSide must be within 16..512, got " +
                                    std::to_string(options.voxelsAlongLongestSide));
    if (!(options.bridgedGapVoxels >= 0.5 && options.bridgedGapVoxels <= 16.0))
        throw std::invalid_argument("HullWrapOptions: bridgedGapVoxels must be within 0.5..16");
    checkMeshArrays(mesh, source);
    static std::once_flag initialised;
    std::call_once(initialised, [] { openvdb::initialize(); });

    Vec3 lo{double(mesh.xyz[0]), double(mesh.xyz[1]), double(mesh.xyz[2])}, hi = lo;
    std::vector<openvdb::Vec3s> points(mesh.vertexCount());
    for (std::size_t v = 0; v < mesh.vertexCount(); ++v) {
        const Vec3 p{double(mesh.xyz[3 * v]), double(mesh.xyz[3 * v + 1]), double(mesh.xyz[3 * v + 2])};
        lo = {std::min(lo.x, p.x), std::min(lo.y, p.y), std::min(lo.z, p.z)};
        hi = {std::max(hi.x, p.x), std::max(hi.y, p.y), std::max(hi.z, p.z)};
        points[v] = openvdb::Vec3s(mesh.xyz[3 * v], mesh.xyz[3 * v + 1], mesh.xyz[3 * v + 2]);
    }
    std::vector<openvdb::Vec3I> triangles(mesh.triangleCount());
    for (std::size_t t = 0; t < mesh.triangleCount(); ++t)
        triangles[t] = openvdb::Vec3I(mesh.indices[3 * t], mesh.indices[3 * t + 1], mesh.indices[3 * t + 2]);
    const double longest = std::max({hi.x - lo.x, hi.y - lo.y, hi.z - lo.z});
    if (!(longest > 0.0)) throw MeshError(source, MeshRule::Empty, "mesh", "all its vertices are at one point");
    const double voxel = longest / options.voxelsAlongLongestSide;
    const double gap = options.bridgedGapVoxels * voxel;  // the distance within which the surface blocks the outside
    const auto transform = openvdb::math::Transform::createLinearTransform(voxel);

    // 1. The unsigned distance to the triangles, exact within a band a little wider than the gap.
    const float band = float(std::ceil(options.bridgedGapVoxels) + 3.0);
    const std::vector<openvdb::Vec4I> noQuads;
    const openvdb::FloatGrid::Ptr distance =
        openvdb::tools::meshToUnsignedDistanceField<openvdb::FloatGrid>(*transform, points, triangles, noQuads, band);
    openvdb::CoordBBox box = distance->evalActiveVoxelBoundingBox();
    box.expand(2);
    const VoxelBox voxels(box);
    std::vector<float> u(voxels.size());
    {
        const auto read = distance->getConstAccessor();
        for (std::size_t c = 0; c < voxels.size(); ++c) u[c] = read.getValue(voxels.coord(c));
    }

    // 2. The outside E: from the box's faces through every voxel farther than the gap from the
    // surface, so openings narrower than twice the gap block it.
    std::vector<std::uint8_t> outside(voxels.size(), 0);
    std::vector<std::size_t> queue;
    for (std::size_t c = 0; c < voxels.size(); ++c)
        if (voxels.onBoundary(c)) {
            outside[c] = 1;
            queue.push_back(c);
        }
    for (std::size_t next = 0; next < queue.size(); ++next)
        voxels.forEachNeighbour(queue[next], [&](std::size_t b) {
            if (!outside[b] && double(u[b]) > gap) outside[b] = 1, queue.push_back(b);
        });

    // 3. The closing of the surface by the gap: the region E cannot reach, dilated by the gap, then
    // eroded by it. E's boundary is where u = gap on its side, so u - gap is a signed distance to it
    // near its zero (negative where E does not reach; deep inside, only the sign matters). OpenVDB
    // rebuilds it into a true signed distance, and the eroded surface is its level -gap: on a wall
    // the gap did not bridge, exactly the wall; across an opening it did, a bridge.
    const float background = float(double(band) * voxel);
    const openvdb::FloatGrid::Ptr dilated = openvdb::FloatGrid::create(background);
    dilated->setTransform(transform);
    dilated->setGridClass(openvdb::GRID_LEVEL_SET);
    {
        auto write = dilated->getAccessor();
        const float g = float(gap), floor = float(1e-3 * voxel);
        // Only a narrow band is stored; signedFloodFill then gives the rest its side's sign.
        for (std::size_t c = 0; c < voxels.size(); ++c) {
            const float value = outside[c] ? u[c] - g : std::min(u[c] - g, -floor);
            if (std::abs(value) < background) write.setValue(voxels.coord(c), value);
        }
    }
    openvdb::tools::signedFloodFill(dilated->tree());
    const float interiorBand = float(std::ceil(options.bridgedGapVoxels) + 3.0);
    const openvdb::FloatGrid::Ptr closed = openvdb::tools::levelSetRebuild(*dilated, 0.0f, 3.0f, interiorBand);
    std::vector<openvdb::Vec3s> corners;
    std::vector<openvdb::Vec3I> outTriangles;
    std::vector<openvdb::Vec4I> outQuads;
    openvdb::tools::volumeToMesh(*closed, corners, outTriangles, outQuads, -gap, 0.0);

    MeshArrays out;
    out.xyz.reserve(3 * corners.size());
    for (const openvdb::Vec3s& p : corners) out.xyz.insert(out.xyz.end(), {p.x(), p.y(), p.z()});
    // OpenVDB winds its faces with the normal toward negative values (inward here): reversed.
    for (const openvdb::Vec3I& t : outTriangles) out.indices.insert(out.indices.end(), {t.x(), t.z(), t.y()});
    for (const openvdb::Vec4I& q : outQuads)
        out.indices.insert(out.indices.end(), {q.x(), q.z(), q.y(), q.x(), q.w(), q.z()});
    // An open hull's wall, dilated and eroded by the same gap, leaves slivers of no volume and
    // fillets in its inside corners: under 1 % of the bounding box, where any real body has more
    // (a 100:1:1 spar fills its box; a lattice mast of thin members, a few per cent).
    double sixVolume = 0.0;
    for (std::size_t t = 0; t < out.triangleCount(); ++t) {
        auto corner = [&](std::size_t k) {
            const std::uint32_t v = out.indices[3 * t + k];
            return Vec3{double(out.xyz[3 * v]), double(out.xyz[3 * v + 1]), double(out.xyz[3 * v + 2])};
        };
        sixVolume += dot(corner(0), cross(corner(1), corner(2)));
    }
    if (sixVolume / 6.0 < 0.01 * (hi.x - lo.x) * (hi.y - lo.y) * (hi.z - lo.z))
        throw MeshError(source, MeshRule::Empty, "mesh",
                        "wrapping encloses nothing: the mesh is open wider than the bridged gap (" +
                            limits::readable(2.0 * gap) + " m); cap it instead (repair)");
    if (reportOut) {
        reportOut->voxelSize = voxel;
        reportOut->gridVoxels = voxels.size();
        reportOut->triangles = out.triangleCount();
    }
    return out;
}

} // namespace
} // namespace hydro
