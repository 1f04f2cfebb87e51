// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// The Illinois method (Dowell and Jarratt 1971): regula falsi that halves the stale end's value, so
// both ends of the bracket close in (superlinear, unlike plain regula falsi) and the root never
// leaves it. What a compartment's water level (Compartment::settle) and the level two compartments
// share (Flooding::step) are solved with.

#include <cmath>

namespace hydro {

/// The root of `f`, which rises through zero on [low, high] (f(low) = fLow < 0 <= fHigh = f(high)):
/// the last point evaluated, where |f| <= residualTolerance, or the bracket was within
/// bracketTolerance, or after maxIterations. Deterministic: the same calls in the same order.
template <class Function>
double illinoisRoot(Function&& f, double low, double fLow, double high, double fHigh, double residualTolerance,
                    double bracketTolerance, int maxIterations = 100) {
    int staleSide = 0;
    double x = high;
    for (int iteration = 0; iteration < maxIterations; ++iteration) {
        x = low - fLow * (high - low) / (fHigh - fLow);
        // Ends halved down to zero (a tiny target: a compartment's 1e-300 m^3) make that 0/0:
        // bisect then, so that f is never asked at a NaN.
        if (std::isnan(x)) x = 0.5 * (low + high);
        const double fx = f(x);
        if (std::abs(fx) <= residualTolerance || high - low <= bracketTolerance) break;
        if (fx < 0.0) {
            low = x, fLow = fx;
            if (staleSide == -1) fHigh *= 0.5;
            staleSide = -1;
        } else {
            high = x, fHigh = fx;
            if (staleSide == 1) fLow *= 0.5;
            staleSide = 1;
        }
    }
    return x;
}

} // namespace hydro
