// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// Fuzzes the readers of the radiation room's saved files: any text as an added-mass table
// (AddedMassTable::tryFromText, the same path as a file's after it is read) for a 1 m cube with its
// centre of mass at its middle in sea water, and as a radiation damping (tryRadiationDampingFromText).
// Each must be read or refused, never crash or hang; a table it reads writes itself back as read and
// gives finite added masses at every immersion, and so does a damping with finite coefficients.

#include "hydro/AddedMassTable.h"
#include "hydro/HullShapes.h"
#include "hydro/RadiationDampingFile.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const hydro::HullMesh cube = hydro::HullMesh::fromArrays(hydro::makeBox({0.5, 0.5, 0.5}));
    const std::string text(reinterpret_cast<const char*>(data), size);
    const auto read = hydro::AddedMassTable::tryFromText(text, "fuzz.added_mass", cube, {}, hydro::WaterProperties{});
    const auto damping = hydro::tryRadiationDampingFromText(text, "fuzz.radiation");
    if (damping) {
        const std::string written = hydro::radiationDampingText(damping.value());
        const auto again = hydro::tryRadiationDampingFromText(written, "again");
        if (!again || hydro::radiationDampingText(again.value()) != written) std::abort();
        const hydro::RadiationDamping& d = damping.value();
        if (!(std::isfinite(d.heave + d.roll + d.pitch) && d.heave >= 0.0 && d.roll >= 0.0 && d.pitch >= 0.0)) std::abort();
    }
    if (!read) return 0;
    const hydro::AddedMassTable& table = read.value();
    const auto again = hydro::AddedMassTable::tryFromText(table.toText(), "again", cube, {}, hydro::WaterProperties{});
    if (!again || again.value().toText() != table.toText()) std::abort();
    for (double immersion : {0.0, 0.3, 0.9, 1.0})
        for (int i = 0; i < 6; ++i)
            for (int j = 0; j < 6; ++j)
                if (!std::isfinite(table.at(immersion)(i, j))) std::abort();
    return 0;
}
