// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file MeshFile.h
/// Reading a mesh file of any common format into MeshArrays: the first step of preparing a game's
/// asset as a hull (HullPreparation.h). OBJ is read by tinyobjloader, everything else by assimp
/// (glTF 2.0 .gltf/.glb with Draco-compressed meshes, FBX, COLLADA .dae, STL, PLY, 3DS, ...).

#include "hydro/HullMesh.h"
#include "hydro/MeshArrays.h"

#include <cstddef>
#include <string>
#include <vector>

namespace hydro {

/// What reading the file found besides the triangles.
struct MeshFileInfo {
    std::string format;             ///< "OBJ", or assimp's name of the format ("glTF2", "STL", ...)
    std::size_t meshes = 0;         ///< triangle meshes placed in the scene (an instanced mesh counts each time)
    std::size_t ignoredElements = 0;///< points and lines: no surface, so not part of a hull
    /// Metres per unit of the file, applied to the coordinates: 1, or what the file declares
    /// (FBX's UnitScaleFactor in centimetres; COLLADA's <unit>, applied by assimp with its up axis).
    double unitScale = 1.0;
    std::vector<std::string> notes; ///< one sentence each: what was applied or ignored, and why
};

/// The file's triangles in the file's own axes, in metres: every mesh of the scene placed by its
/// node's transform (glTF and FBX node hierarchies, COLLADA instances), all in one MeshArrays.
/// The loader is chosen by the extension, case-insensitive. Throws MeshError naming the file: not a
/// regular file or larger than HullMesh::kMaxFileBytes, an unknown extension (the message lists
/// the known ones), a file the format's reader cannot parse (its reason), no triangle in it, or a
/// coordinate that is not finite.
MeshArrays loadMeshFile(const std::string& path, MeshFileInfo* info = nullptr);

/// A hull from any file loadMeshFile reads (OBJ through HullMesh::fromObjFile, so that messages
/// keep the OBJ's numbering), as it is: no frame change, no repair. A game mesh usually needs
/// prepareHull (HullPreparation.h) instead. Throws MeshError naming the file.
HullMesh loadHullFile(const std::string& path, const HullMesh::Options& options = {});

/// True if loadMeshFile has a reader for the file name's extension.
bool isMeshFileExtensionKnown(const std::string& path);

} // namespace hydro
