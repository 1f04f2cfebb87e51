// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// glTF 2.0 files whose meshes are compressed with KHR_draco_mesh_compression, read without assimp:
// assimp 5.2 refuses a valid one whose accessors have no bufferView ("Invalid accessor without
// data"), which the extension allows. Internal to the asset pipeline (MeshFile.cpp).

#include "hydro/MeshArrays.h"
#include "hydro/prepare/MeshFile.h"

#include <string>

namespace hydro {

/// True if the glTF (the text of a .gltf, or the bytes of a .glb) names KHR_draco_mesh_compression
/// among its extensionsUsed. False for anything it cannot parse (assimp then gives the reason).
bool gltfUsesDraco(const std::string& bytes);

/// The default scene's triangles, each mesh placed by its node's transform (glTF 2.0 §3.5): Draco
/// primitives decoded by Google's Draco, the others read from their accessors; points and lines
/// counted in `info.ignoredElements`. Throws MeshError naming `path` and the element at fault.
MeshArrays loadGltfWithDraco(const std::string& path, const std::string& bytes, MeshFileInfo& info);

} // namespace hydro
