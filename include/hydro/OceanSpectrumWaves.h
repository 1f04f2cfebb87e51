// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file OceanSpectrumWaves.h
/// J. Tessendorf's FFT ocean ("Simulating Ocean Water", 2001): a periodic tile of random waves whose
/// energy follows an OceanSpectrum, evolved in time by deep-water dispersion, with choppy horizontal
/// displacement. Seeded and deterministic; the FFT is kissfft's.

#include "hydro/OceanSpectrum.h"
#include "hydro/WaterSurface.h"

#include <cstdint>
#include <memory>
#include <mutex>
#include <shared_mutex>

namespace hydro {

struct OceanSettings {
    /// Side of the square tile, m; the ocean repeats with this period. 0: eight peak wavelengths
    /// (g Tp^2 / 2 pi each), enough to resolve the spectrum's peak with 8 modes per wavelength.
    double tileSize = 0.0;
    /// Grid nodes per side, a power of two (16 to 1024): the shortest wave is two cells.
    int resolution = 128;
    /// Tessendorf's lambda: how much of the particles' horizontal orbit moves the surface, 0
    /// (a linear, Eulerian sea) to 1 (sharp crests).
    double choppiness = 0.8;
    std::uint64_t seed = 1;
    double level = 0.0;    ///< mean surface height, m
    Vec3 current;          ///< uniform current added to the velocities, m/s (y ignored)
    double gravity = 9.81;
};

class OceanSpectrumWaves final : public WaterSurface {
public:
    /// Throws std::invalid_argument naming the field for an invalid spectrum or setting (a
    /// resolution that is not a power of two in [16, 1024], a tile size < 0, a choppiness outside
    /// [0, 1], anything not finite).
    explicit OceanSpectrumWaves(const OceanSpectrum& spectrum, const OceanSettings& settings = {});
    ~OceanSpectrumWaves() override;

    /// Heights at `time`. The first query at a new time runs prepare(time); the others at that
    /// time only interpolate.
    void sampleHeights(const PointBatch& points, double time, double relativeTo, float* outHeight) const override;
    /// Velocity of the surface particle above each point, plus the current. Below the surface it
    /// decays as exp(-k_p depth) with the peak wave number (one factor for the whole spectrum).
    void sampleVelocities(const PointBatch& points, double time, float* outVx, float* outVy,
                          float* outVz) const override;

    /// Makes the surface for `time`: the spectrum advanced to it, three inverse FFTs (height and
    /// its rate, horizontal displacement, horizontal velocity), then the displaced (choppy) surface
    /// resampled at fixed horizontal nodes by inverting the displacement (fixed-point iteration).
    /// Queries from several threads are safe; each new time is computed once.
    void prepare(double time) const override;

    double tileSize() const { return tileSize_; }
    int resolution() const { return resolution_; }
    const OceanSpectrum& spectrum() const { return spectrum_; }
    /// The variance the tile's modes carry over the spectrum's m0 = Hs^2 / 16 (short of 1 by the
    /// tail past the grid's shortest wave and the part longer than the tile).
    double resolvedVarianceFraction() const { return resolvedFraction_; }
    /// Nodes whose inversion did not converge at the last prepared time: where the choppy surface
    /// folds over itself (lower the choppiness if this is not 0).
    std::size_t foldedNodes() const;

private:
    struct Fields;

    OceanSpectrum spectrum_;
    OceanSettings settings_;
    double tileSize_;
    int resolution_;
    double peakWaveNumber_;
    double resolvedFraction_ = 0.0;
    std::unique_ptr<Fields> fields_;
    mutable std::shared_mutex mutex_;  ///< prepare() writes the fields; queries read them
};

} // namespace hydro
