// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file WaterProperties.h
/// The fluids a body moves in: the water's density, gravity and viscosity, and the air's density.

#include "hydro/Result.h"

namespace hydro {

/// The fluids. SI units.
struct WaterProperties {
    double density = 1025.0;              ///< kg/m^3 (sea water; 1000 for fresh)
    double gravity = 9.81;                ///< m/s^2
    double kinematicViscosity = 1.19e-6;  ///< nu, m^2/s (sea water at 15 C; ITTC)
    double airDensity = 1.225;            ///< kg/m^3 (sea level, 15 C)

    /// The first field outside its range in Limits.h, or nullptr.
    const char* firstInvalidField() const;
    /// Refused, naming the field out of range, with every value and range.
    Status check() const;
    void validate() const { orThrow(check()); }  ///< check(), thrown (Result.h's orThrow)
};

} // namespace hydro
