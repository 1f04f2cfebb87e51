// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// Reading mesh files from memory: the whole-file read every loader shares, and the OBJ parser
// (tinyobjloader behind a pre-scan of its numbers). Internal to src/.

#include "hydro/MeshError.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace hydro {

/// Refuses (MeshRule::Unreadable, naming the file) all but a regular file of at most
/// HullMesh::kMaxFileBytes: not a directory, a device or a pipe (which could be read for ever or
/// block), nor too large to hold.
Result<void, MeshError> checkRegularFile(const std::string& path);
/// The whole file, after checkRegularFile (read in bounded pieces: the file may grow meanwhile).
Result<std::string, MeshError> readWholeFile(const std::string& path);

/// An OBJ's vertices and triangles (polygons triangulated, every object and group together).
/// Indices are 0-based but unchecked and 64-bit, so a bad one reaches the caller's range check.
struct ObjContents {
    std::vector<float> xyz;
    std::vector<std::int64_t> indices;
    std::size_t lineAndPointElements = 0;  ///< `l` and `p` statements: no surface, ignored
    /// Triangles of the group kCapGroupName (HullPreparation.h's writeHullObj) come last; their
    /// boundary edges are the opening rims (MeshArrays::openingRim), as vertex index pairs.
    std::size_t capTriangles = 0;
    std::vector<std::uint32_t> openingRim;
    std::vector<std::string> warnings;     ///< tinyobjloader's, one sentence each
};

/// Parses OBJ text; `sourceName` names it in errors.
Result<ObjContents, MeshError> parseObj(const std::string& text, const std::string& sourceName);

} // namespace hydro
