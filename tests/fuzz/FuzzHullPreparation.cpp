// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// Fuzzes hull preparation (repair, wrap, simplify, validate) on any triangles: vertices on a small
// grid, so that coincident, duplicate, opposed, degenerate and non-manifold triangles are common,
// sometimes a hostile coordinate, sometimes an index past the end. It must give a valid hull of
// finite, positive volume (within its budget and half again when simplified) or throw MeshError
// (or std::invalid_argument), never crash or hang.
//
// Input: a flags byte (wrap mode, simplification, capping), a vertex count, three bytes per
// vertex, a triangle count, three bytes per triangle.

#include "FuzzInput.h"

#include "hydro/prepare/HullPreparation.h"
#include "hydro/MeshError.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <stdexcept>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    hydro::fuzz::FuzzInput in(data, size);
    const std::uint8_t flags = in.byte();
    hydro::HullPreparationOptions options;
    options.wrap = flags % 3 == 0 ? hydro::WrapMode::Never : flags % 3 == 1 ? hydro::WrapMode::Auto
                                                                            : hydro::WrapMode::Always;
    options.wrapping.voxelsAlongLongestSide = hydro::HullWrapOptions::kMinVoxels;  // fast: many inputs a second
    options.simplify = (flags & 4) != 0;
    options.simplification.targetTriangles = 8 + (flags >> 4);
    options.repair.capOpenings = (flags & 8) == 0;

    hydro::MeshArrays mesh;
    const std::size_t vertices = in.byte() % 64;
    for (std::size_t v = 0; v < vertices; ++v)
        for (int k = 0; k < 3; ++k) {
            const std::uint8_t b = in.byte();
            // Mostly a 16-step grid of a metre; one value in 32 from FuzzInput's hostile table.
            mesh.xyz.push_back(b < 248 ? float(b % 16) / 16.0f : float(in.value(0.5)));
        }
    const std::size_t triangles = in.byte() % 128;
    for (std::size_t t = 0; t < 3 * triangles; ++t) mesh.indices.push_back(std::uint32_t(in.byte() % (vertices + 2)));

    try {
        const hydro::PreparedHull prepared = hydro::prepareHull(mesh, "fuzz", options);
        const double volume = prepared.hull.volume();
        if (!(std::isfinite(volume) && volume > 0.0) || !hydro::isFinite(prepared.hull.centroid())) std::abort();
        if (prepared.hull.triangleCount() > prepared.mesh.triangleCount())
            std::abort();  // validation may drop degenerate triangles, never add any
        if (prepared.report.simplification.simplified &&
            prepared.mesh.triangleCount() > options.simplification.mostTriangles())
            std::abort();  // a simplification is always within the budget and half again
    } catch (const hydro::MeshError&) {
    } catch (const std::invalid_argument&) {
    }
    return 0;
}
