// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/WaterProperties.h"
#include "hydro/Limits.h"

#include <string>

namespace hydro {

const char* WaterProperties::firstInvalidField() const {
    using namespace limits;
    if (!kWaterDensityRange.contains(density)) return "density";
    if (!kGravityRange.contains(gravity)) return "gravity";
    if (!kViscosityRange.contains(kinematicViscosity)) return "kinematicViscosity";
    if (!kAirDensityRange.contains(airDensity)) return "airDensity";
    return nullptr;
}

Status WaterProperties::check() const {
    using namespace limits;
    const char* field = firstInvalidField();
    if (!field) return {};
    const std::string name = std::string("WaterProperties: ") + field;
    if (field == std::string("density")) return Error(outsideRange(name, density, kWaterDensityRange));
    if (field == std::string("gravity")) return Error(outsideRange(name, gravity, kGravityRange));
    if (field == std::string("kinematicViscosity"))
        return Error(outsideRange(name, kinematicViscosity, kViscosityRange));
    return Error(outsideRange(name, airDensity, kAirDensityRange));
}

} // namespace hydro
