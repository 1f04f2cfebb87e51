// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// Fuzzes the hull loader: any text as an OBJ (HullMesh::fromObjText, the same path as a file's
// after it is read). It must load or be refused with a MeshError, never crash, hang or hand out a
// hull whose figures are not finite.

#include "hydro/HullMesh.h"
#include "hydro/MeshError.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    hydro::HullMesh::Options lenient;
    lenient.allowOpen = (size & 1) != 0;  // both the strict and the tools' soft validation
    lenient.fixOrientation = (size & 2) != 0;
    const hydro::Result<hydro::HullMesh, hydro::MeshError> loaded = hydro::HullMesh::tryFromObjText(text, "fuzz.obj", lenient);
    if (!loaded) return 0;
    const hydro::HullMesh& hull = loaded.value();
    if (!std::isfinite(hull.volume()) || !std::isfinite(hull.surfaceArea()) || !hydro::isFinite(hull.centroid()))
        std::abort();
    return 0;
}
