// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// The checks every analytic wave model makes of its parameters (Limits.h), with the message naming
// the model, the wave, the field, the value and the range. Internal to the core.

#include "hydro/Limits.h"
#include "hydro/Result.h"

#include <cmath>
#include <sstream>
#include <string>

namespace hydro {

/// Refuses "<model>: <what> = <value> <unit> is outside [low, high] <unit>" (Limits.h's
/// outsideRange) unless value lies in the range.
inline Status requireWithin(const std::string& model, const std::string& what, double value, const limits::Range& range) {
    if (range.contains(value)) return {};
    return Error(model + ": " + limits::outsideRange(what, value, range));
}

/// One wave's amplitude, wavelength, phase and horizontal direction (normalised on use, so its
/// length must be positive and finite).
inline Status checkWave(const std::string& model, std::size_t index, double amplitude, double wavelength,
                        double phase, double directionX, double directionZ) {
    const std::string name = "wave " + std::to_string(index) + ": ";
    constexpr limits::Range kPhase{"a wave's phase", -1e9, 1e9, "rad"};
    constexpr limits::Range kDirectionLength{"a direction's length", 1e-9, 1e9, ""};
    return firstRefusal({requireWithin(model, name + "amplitude", amplitude, limits::kWaveAmplitudeRange),
                         requireWithin(model, name + "wavelength", wavelength, limits::kWavelengthRange),
                         requireWithin(model, name + "phase", phase, kPhase),
                         requireWithin(model, name + "direction length", std::hypot(directionX, directionZ),
                                       kDirectionLength)});
}

/// The surface's level (m) and its current's speed (m/s; 0 for a model without one).
inline Status checkSurface(const std::string& model, double level, double currentSpeed) {
    return firstRefusal({requireWithin(model, "level", level, limits::kCoordinateRange),
                         requireWithin(model, "current speed", currentSpeed, limits::kSpeedRange)});
}

/// The gravity that sets a model's wave speeds, m/s^2.
inline Status checkGravity(const std::string& model, double gravity) {
    return requireWithin(model, "gravity", gravity, limits::kGravityRange);
}

} // namespace hydro
