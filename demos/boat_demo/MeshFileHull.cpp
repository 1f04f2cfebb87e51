// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "MeshFileHull.h"

#if HYDRO_DEMO_MESH_FILES
#include "hydro/prepare/HullPreparation.h"
#include "hydro/prepare/MeshFile.h"
#endif

#include <filesystem>

namespace boat_demo {

bool canReadMeshFileHull(const std::string& path) {
#if HYDRO_DEMO_MESH_FILES
    return hydro::isMeshFileExtensionKnown(path);
#else
    return std::filesystem::path(path).extension() == ".obj";
#endif
}

MeshFileHull readMeshFileHull(const std::string& path) {
#if HYDRO_DEMO_MESH_FILES
    hydro::PreparedHull prepared = hydro::prepareHull(path);
    return {std::make_shared<const hydro::HullMesh>(std::move(prepared.hull)), std::move(prepared.wells)};
#else
    return objWithWellsClosed(path);
#endif
}

MeshFileHull objWithWellsClosed(const std::string& path) {
    const hydro::HullMesh read = hydro::HullMesh::fromObjFile(path);
    hydro::MeshArrays arrays;
    arrays.xyz.reserve(3 * read.vertexCount());
    for (std::size_t v = 0; v < read.vertexCount(); ++v) {
        const hydro::Vec3 p = read.vertex(v);
        arrays.xyz.insert(arrays.xyz.end(), {float(p.x), float(p.y), float(p.z)});
    }
    arrays.indices.reserve(3 * read.triangleCount());
    for (std::size_t t = 0; t < read.triangleCount(); ++t) {
        const auto triangle = read.triangle(t);
        arrays.indices.insert(arrays.indices.end(), triangle.begin(), triangle.end());
    }
    for (const auto& edge : read.openingRim()) arrays.openingRim.insert(arrays.openingRim.end(), edge.begin(), edge.end());
    hydro::ClosedWells closed = hydro::closeWells(arrays);
    return {std::make_shared<const hydro::HullMesh>(hydro::HullMesh::fromArrays(closed.hull, {}, read.sourceName())),
            std::move(closed.wells)};
}

} // namespace boat_demo
