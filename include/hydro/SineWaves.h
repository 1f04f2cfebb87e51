// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file SineWaves.h
/// A sum of a few directional sine waves: the simplest moving water, for tests and quick scenes.
/// (Gerstner and spectral oceans are separate models.)

#include "hydro/Result.h"
#include "hydro/WaterSurface.h"

#include <memory>
#include <vector>

namespace hydro {

/// One sine wave, eta = amplitude * sin(k (d . x) - omega t + phase), deep-water dispersion
/// omega^2 = g k, k = 2 pi / wavelength.
struct SineWave {
    double amplitude = 0.5;    ///< m
    double wavelength = 20.0;  ///< m
    double directionX = 1.0;   ///< direction of travel in the horizontal plane (normalised on use)
    double directionZ = 0.0;
    double phase = 0.0;        ///< rad
};

class SineWaves final : public WaterSurface {
public:
    /// Refused, naming the wave and the field, if a wavelength is not positive, an amplitude
    /// negative, a direction zero, or anything not finite.
    static Result<std::unique_ptr<SineWaves>> create(std::vector<SineWave> waves, double level = 0.0,
                                                     double gravity = 9.81);
    /// create(), thrown (Result.h's orThrow).
    explicit SineWaves(std::vector<SineWave> waves, double level = 0.0, double gravity = 9.81);

    /// Heights, and the linear (Airy) orbital velocity, decaying as exp(k (y - level)) below the mean
    /// level; both in one pass over the waves (each wave's phase once).
    void sample(const PointBatch& points, double time, double relativeTo, const SampleOutputs& out) const override;

private:
    struct Component {
        double amplitude, k, omega, dx, dz, phase;
    };
    std::vector<Component> components_;
    double level_;
};

} // namespace hydro
