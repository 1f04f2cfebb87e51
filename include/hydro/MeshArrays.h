// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file MeshArrays.h
/// A triangle mesh as plain arrays: what the loaders read, the hull preparation steps pass along and
/// HullMesh::fromArrays builds a hull from.

#include <cstddef>
#include <cstdint>
#include <vector>

namespace hydro {

/// Vertex coordinates (x, y, z triples) and counter-clockwise triangles (index triples).
struct MeshArrays {
    std::vector<float> xyz;
    std::vector<std::uint32_t> indices;
    /// The rims of the hull's openings (a deckless hull's gunwale, an open cockpit's coaming), as
    /// pairs of vertex indices, one pair per rim edge. HullRepair fills it when it caps an opening;
    /// HullMesh keeps it so the force kernel can tell when an opening goes under water
    /// (ForceResult::submergedOpeningLength). Empty for a hull closed by its own surface.
    std::vector<std::uint32_t> openingRim;
    /// The last `capTriangles` triangles are the caps over those rims (HullRepair puts them last),
    /// so a simplifier can keep the rims exact (HullSimplify.h).
    std::size_t capTriangles = 0;

    std::size_t vertexCount() const { return xyz.size() / 3; }
    std::size_t triangleCount() const { return indices.size() / 3; }
};

/// The OBJ group that holds a prepared hull's caps (writeHullObj in hydro/prepare/HullPreparation.h
/// writes it; HullMesh::fromObjFile reads its triangles back as caps and their boundary as the
/// opening rims).
inline constexpr const char* kCapGroupName = "hydro_opening_caps";

} // namespace hydro
