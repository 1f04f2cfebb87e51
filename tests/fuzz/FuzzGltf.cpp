// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// Fuzzes the asset pipeline's own glTF reader (GltfDraco.h): any bytes as a .gltf or .glb, Draco
// data included. It must read or be refused with a MeshError, never crash or hang. The file stands
// in a folder that does not exist, so a buffer's relative uri names nothing that can be read.

#include "GltfDraco.h"

#include "hydro/MeshError.h"

#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string bytes(reinterpret_cast<const char*>(data), size);
    (void)hydro::gltfUsesDraco(bytes);
    try {
        hydro::MeshFileInfo info;
        const hydro::MeshArrays mesh = hydro::loadGltfWithDraco("/nonexistent-fuzz-folder/fuzz.gltf", bytes, info);
        for (std::uint32_t index : mesh.indices)
            if (index >= mesh.vertexCount()) __builtin_trap();  // every index the reader hands out is in range
    } catch (const hydro::MeshError&) {
    }
    return 0;
}
