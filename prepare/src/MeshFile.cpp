// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// loadMeshFile: OBJ through ObjParser.h, Draco-compressed glTF through GltfDraco.h, every other format
// through assimp, read from memory.

#include "hydro/prepare/MeshFile.h"
#include "hydro/Limits.h"
#include "hydro/MeshError.h"

#include "GltfDraco.h"
#include "mesh/ObjParser.h"

#include <assimp/Importer.hpp>
#include <assimp/MemoryIOWrapper.h>
#include <assimp/postprocess.h>
#include <assimp/scene.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <filesystem>
#include <sstream>

namespace hydro {
namespace {

std::string lowerExtension(const std::string& path) {
    std::string extension = std::filesystem::path(path).extension().string();
    std::transform(extension.begin(), extension.end(), extension.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return extension;
}

void checkFinite(const MeshArrays& mesh, const std::string& path) {
    for (std::size_t i = 0; i < mesh.xyz.size(); ++i)
        if (!std::isfinite(mesh.xyz[i]))
            throw MeshError(path, MeshRule::NonFinite, "vertex " + std::to_string(i / 3),
                            std::string("coordinate ") + "xyz"[i % 3] + " is " + limits::readable(double(mesh.xyz[i])));
}

MeshArrays loadObj(const std::string& path, MeshFileInfo& info) {
    const ObjContents obj = orThrow(parseObj(orThrow(readWholeFile(path)), path));
    MeshArrays mesh;
    mesh.xyz = obj.xyz;
    const std::size_t vertexCount = obj.xyz.size() / 3;
    mesh.indices.reserve(obj.indices.size());
    for (std::size_t i = 0; i < obj.indices.size(); ++i) {
        const std::int64_t index = obj.indices[i];
        if (index < 0 || std::uint64_t(index) >= vertexCount)
            throw MeshError(path, MeshRule::IndexOutOfRange, "triangle " + std::to_string(i / 3),
                            "corner " + std::to_string(i % 3) + " refers to OBJ vertex " +
                                std::to_string(index + 1) + " but the file has " + std::to_string(vertexCount));
        mesh.indices.push_back(std::uint32_t(index));
    }
    mesh.capTriangles = obj.capTriangles;
    mesh.openingRim = obj.openingRim;
    info.format = "OBJ";
    info.meshes = mesh.indices.empty() ? 0 : 1;
    info.ignoredElements = obj.lineAndPointElements;
    info.notes = obj.warnings;
    return mesh;
}

/// Appends every triangle mesh under `node`, placed by the node's accumulated transform.
void appendNode(const aiScene& scene, const aiNode& node, const aiMatrix4x4& parent, MeshArrays& mesh,
                MeshFileInfo& info) {
    const aiMatrix4x4 transform = parent * node.mTransformation;
    for (unsigned k = 0; k < node.mNumMeshes; ++k) {
        const aiMesh& part = *scene.mMeshes[node.mMeshes[k]];
        if (!(part.mPrimitiveTypes & aiPrimitiveType_TRIANGLE)) {  // SortByPType: points or lines only
            info.ignoredElements += part.mNumFaces;
            continue;
        }
        const auto first = std::uint32_t(mesh.vertexCount());
        for (unsigned v = 0; v < part.mNumVertices; ++v) {
            const aiVector3D p = transform * part.mVertices[v];
            mesh.xyz.insert(mesh.xyz.end(), {p.x, p.y, p.z});
        }
        for (unsigned f = 0; f < part.mNumFaces; ++f) {
            const aiFace& face = part.mFaces[f];
            if (face.mNumIndices != 3) continue;  // Triangulate leaves none; defensive
            for (unsigned c = 0; c < 3; ++c) mesh.indices.push_back(first + face.mIndices[c]);
        }
        ++info.meshes;
    }
    for (unsigned c = 0; c < node.mNumChildren; ++c) appendNode(scene, *node.mChildren[c], transform, mesh, info);
}

MeshArrays loadWithAssimp(const std::string& path, MeshFileInfo& info) {
    Assimp::Importer importer;
    // Triangulate polygons; SortByPType separates points and lines (counted, not used). Vertices are
    // not joined here: HullMesh welds them with its own tolerance and counts what it merged.
    constexpr unsigned kSteps = aiProcess_Triangulate | aiProcess_SortByPType;
    // Read from memory, the extension as the format's hint; but a .gltf may name external buffers,
    // which only resolve beside it: that one is read from its path.
    const std::string extension = lowerExtension(path);
    const aiScene* scene = nullptr;
    if (extension == ".gltf") {
        orThrow(checkRegularFile(path));
        scene = importer.ReadFile(path, kSteps);
    } else {
        const std::string bytes = orThrow(readWholeFile(path));
        scene = importer.ReadFileFromMemory(bytes.data(), bytes.size(), kSteps, extension.c_str() + 1);
    }
    if (scene == nullptr || scene->mRootNode == nullptr) {
        std::string why = importer.GetErrorString();
        if (why.empty()) why = "the " + extension + " reader found no scene in it";
        // Read from memory, the importer calls the file by its own placeholder name: the user's instead.
        const std::string placeholder = std::string(AI_MEMORYIO_MAGIC_FILENAME) + extension;
        for (std::size_t at = why.find(placeholder); at != std::string::npos; at = why.find(placeholder, at + path.size()))
            why.replace(at, placeholder.size(), path);
        throw MeshError(path, MeshRule::Unreadable, "file", why);
    }
    info.format = "assimp";
    aiString format;
    if (scene->mMetaData && scene->mMetaData->Get("SourceAsset_Format", format)) info.format = format.C_Str();

    // FBX stores centimetres times UnitScaleFactor; assimp 5.2 leaves that to the reader of its
    // metadata. COLLADA's <unit> and up axis are applied by assimp itself, in the root transform.
    aiMatrix4x4 root;
    // assimp 5.2 stores it as a float (older versions as a double): either is read.
    double fbxUnit = 0.0;
    float fbxUnitFloat = 0.0f;
    if (scene->mMetaData && scene->mMetaData->Get("UnitScaleFactor", fbxUnitFloat)) fbxUnit = double(fbxUnitFloat);
    else if (scene->mMetaData) scene->mMetaData->Get("UnitScaleFactor", fbxUnit);
    if (std::isfinite(fbxUnit) && fbxUnit > 0.0 && fbxUnit != 100.0) {
        info.unitScale = fbxUnit / 100.0;
        aiMatrix4x4::Scaling(aiVector3D(float(info.unitScale)), root);
        std::ostringstream note;
        note << "FBX UnitScaleFactor " << fbxUnit << " cm per unit: coordinates scaled by " << info.unitScale
             << " to metres";
        info.notes.push_back(note.str());
    }
    MeshArrays mesh;
    appendNode(*scene, *scene->mRootNode, root, mesh, info);
    return mesh;
}

} // namespace

HullMesh loadHullFile(const std::string& path, const HullMesh::Options& options) {
    if (lowerExtension(path) == ".obj") return HullMesh::fromObjFile(path, options);  // OBJ numbering in messages
    return HullMesh::fromArrays(loadMeshFile(path), options, path);
}

bool isMeshFileExtensionKnown(const std::string& path) {
    const std::string extension = lowerExtension(path);
    if (extension == ".obj") return true;
    return extension.size() > 1 && Assimp::Importer().IsExtensionSupported(extension);
}

MeshArrays loadMeshFile(const std::string& path, MeshFileInfo* infoOut) {
    MeshFileInfo info;
    // A file that is not there is said to be missing, whatever its name looks like.
    orThrow(checkRegularFile(path));
    if (!isMeshFileExtensionKnown(path)) {
        std::string known;
        Assimp::Importer().GetExtensionList(known);  // "*.3d;*.3ds;..."
        throw MeshError(path, MeshRule::Unreadable, "file name",
                        "no reader for the extension '" + lowerExtension(path) + "'; known: *.obj;" + known);
    }
    const std::string extension = lowerExtension(path);
    MeshArrays mesh;
    if (extension == ".obj") {
        mesh = loadObj(path, info);
    } else if (extension == ".gltf" || extension == ".glb") {
        // Draco-compressed glTF is read here: assimp 5.2 refuses valid ones (GltfDraco.h).
        const std::string bytes = orThrow(readWholeFile(path));
        mesh = gltfUsesDraco(bytes) ? loadGltfWithDraco(path, bytes, info) : loadWithAssimp(path, info);
    } else {
        mesh = loadWithAssimp(path, info);
    }
    if (mesh.indices.empty())
        throw MeshError(path, MeshRule::Empty, "file",
                        "it has no triangle (" + std::to_string(mesh.vertexCount()) + " vertices, " +
                            std::to_string(info.ignoredElements) + " points or lines); a hull is a surface");
    checkFinite(mesh, path);
    if (infoOut) *infoOut = std::move(info);
    return mesh;
}

} // namespace hydro
