// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/WaterProperties.h"
#include "hydro/Limits.h"

#include <sstream>

namespace hydro {

const char* WaterProperties::firstInvalidField() const {
    using namespace limits;
    if (!within(density, kMinWaterDensity, kMaxWaterDensity)) return "density";
    if (!within(gravity, 1e-3, kMaxGravity)) return "gravity";
    if (!within(kinematicViscosity, kMinViscosity, kMaxViscosity)) return "kinematicViscosity";
    if (!within(airDensity, 0.0, kMaxAirDensity)) return "airDensity";
    return nullptr;
}

Status WaterProperties::check() const {
    if (const char* field = firstInvalidField()) {
        std::ostringstream message;
        message << "WaterProperties: " << field << " is out of range (density " << density << " in ["
                << limits::kMinWaterDensity << ", " << limits::kMaxWaterDensity << "] kg/m^3, gravity " << gravity
                << " in [0.001, " << limits::kMaxGravity << "] m/s^2, kinematicViscosity " << kinematicViscosity
                << " in [" << limits::kMinViscosity << ", " << limits::kMaxViscosity << "] m^2/s, airDensity "
                << airDensity << " in [0, " << limits::kMaxAirDensity << "] kg/m^3)";
        return Error(message.str());
    }
    return {};
}

} // namespace hydro
