// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file SineWaves.h
/// A sum of a few directional sine waves: the simplest moving water, for tests and quick scenes.
/// (Gerstner and spectral oceans are separate models.)

#include "hydro/Result.h"
#include "hydro/SimdArch.h"
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
    /// level and growing along that exponential's tangent above it (docs/water.md §7); both in one
    /// pass over the waves (each wave's phase once).
    void sample(const PointBatch& points, double time, double relativeTo, const SampleOutputs& out) const override;
    /// A grid's heights and velocities by rows and columns: each wave's sine and cosine at a point
    /// from its sine and cosine along the point's row and along its column (the angle-sum identity),
    /// so a patch's 11 x 11 points take 22 sines per wave instead of 121. Grids whose row and column
    /// tables would not fit 8 KB of stack (many waves on a wide grid) are sampled point by point.
    void sampleGrid(const GridBatch& grid, double time, double relativeTo, const SampleOutputs& out) const override;
    /// The shortest of the waves' wavelengths (infinity without waves), m.
    double shortestWavelength() const override { return shortestWavelength_; }

    /// The instruction set this surface samples in (SimdArch.h): unless set, the widest this CPU
    /// runs (avx512, avx2, else the target's baseline: sse2 on x86-64 and WebAssembly, neon64 on
    /// aarch64, scalar without SIMD). Each rounds sin and cos in its own last bits; a game that needs
    /// the same heights on every machine of a target (lockstep multiplayer) gives the baseline, at
    /// two to three times the cost (docs/simd.md §5). Set before the surface is shared between
    /// threads. Refused, naming the arch, where this build or this CPU does not sample in it.
    Status trySetSamplingArch(SimdArch arch);
    SimdArch samplingArch() const { return samplingArch_; }

private:
    struct Component {
        double amplitude, k, omega, dx, dz, phase;
    };
    /// sample() in float batches of type Batch, those of samplingArch() (src/water/SamplingArch.h).
    template <class Batch>
    void sampleIn(const PointBatch& points, double time, double relativeTo, const SampleOutputs& out) const;
    /// sampleGrid() in batches of type Batch; false, with nothing written, where its tables would
    /// not fit the stack.
    template <class Batch>
    bool sampleGridIn(const GridBatch& grid, double time, double relativeTo, const SampleOutputs& out) const;

    std::vector<Component> components_;
    double shortestWavelength_;  ///< m, of components_
    double level_;
    SimdArch samplingArch_;
};

} // namespace hydro
