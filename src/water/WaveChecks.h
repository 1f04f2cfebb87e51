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

/// Refuses "<model>: <what> = <value> (must be in [low, high])" unless value lies in the range.
inline Status requireWithin(const std::string& model, const std::string& what, double value, double low, double high) {
    if (limits::within(value, low, high)) return {};
    std::ostringstream message;
    message << model << ": " << what << " = " << value << " (must be in [" << low << ", " << high << "])";
    return Error(message.str());
}

/// One wave's amplitude, wavelength, phase and horizontal direction (normalised on use, so its
/// length must be positive and finite).
inline Status checkWave(const std::string& model, std::size_t index, double amplitude, double wavelength,
                        double phase, double directionX, double directionZ) {
    const std::string name = "wave " + std::to_string(index) + ": ";
    return firstRefusal({requireWithin(model, name + "amplitude", amplitude, 0.0, limits::kMaxWaveAmplitude),
                         requireWithin(model, name + "wavelength", wavelength, limits::kMinWavelength,
                                       limits::kMaxWavelength),
                         requireWithin(model, name + "phase", phase, -1e9, 1e9),
                         requireWithin(model, name + "direction length", std::hypot(directionX, directionZ), 1e-9,
                                       1e9)});
}

/// The surface's level (m) and its current's speed (m/s; 0 for a model without one).
inline Status checkSurface(const std::string& model, double level, double currentSpeed) {
    return firstRefusal({requireWithin(model, "level", level, -limits::kMaxCoordinate, limits::kMaxCoordinate),
                         requireWithin(model, "current speed", currentSpeed, 0.0, limits::kMaxSpeed)});
}

/// The gravity that sets a model's wave speeds, m/s^2.
inline Status checkGravity(const std::string& model, double gravity) {
    return requireWithin(model, "gravity", gravity, 1e-3, limits::kMaxGravity);
}

} // namespace hydro
