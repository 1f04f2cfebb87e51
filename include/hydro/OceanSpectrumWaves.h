// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file OceanSpectrumWaves.h
/// J. Tessendorf's FFT ocean ("Simulating Ocean Water", 2001): a periodic tile of random waves whose
/// energy follows an OceanSpectrum, evolved in time by deep-water dispersion, with choppy horizontal
/// displacement; one tile, or cascades of tiles at several scales sharing the spectrum's bands, and
/// the FFTs at every new time or at a refresh rate with a blend between. Seeded and deterministic;
/// the FFT is kissfft's.

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
    /// Tiles at successively smaller scales ("cascades", as in Crest and Unreal's water), each with
    /// `resolution` nodes: 1 is a single tile. With more, the spectrum is cut into bands of wave
    /// number, one per tile, so that every wave is carried by exactly one of them (no band counted
    /// twice): the first tile is `tileSize`, the last so small that its shortest wave (two cells)
    /// is `shortestWavelength`, and the sizes between fall geometrically. 0: as many tiles as keep
    /// neighbouring sizes within a factor 4 (docs/water.md §4).
    int cascades = 1;
    /// m, with cascades other than 1: the last tile's cell is half of it.
    double shortestWavelength = 1.0;
    /// How often the FFTs run, s. The surface at any time is the linear blend of the two refreshes
    /// around it, at whole multiples of the interval, each a function of its own time only: a query's
    /// result never depends on the times asked before. The blend's error is below (omega dt)^2 / 8
    /// of a wave's amplitude: 0.2 % for a 1 m wave refreshed at 60 Hz. 0: every new time is
    /// transformed exactly.
    double refreshInterval = 0.0;
    double level = 0.0;    ///< mean surface height, m
    Vec3 current;          ///< uniform current added to the velocities, m/s (y ignored)
    double gravity = 9.81;
};

class OceanSpectrumWaves final : public WaterSurface {
public:
    /// Refused, naming the field, for an invalid spectrum or setting (a resolution that is not a
    /// power of two in [16, 1024], a tile size < 0, a choppiness outside [0, 1], anything not
    /// finite). (It holds a lock and does not move: the value form gives it in a unique_ptr.)
    static Result<std::unique_ptr<OceanSpectrumWaves>> create(const OceanSpectrum& spectrum,
                                                              const OceanSettings& settings = {});
    /// create(), thrown (Result.h's orThrow).
    explicit OceanSpectrumWaves(const OceanSpectrum& spectrum, const OceanSettings& settings = {});
    ~OceanSpectrumWaves() override;

    /// Heights at `time`, and the velocity of the surface particle above each point plus the
    /// current, sharing each point's cells. Below the mean level the velocity decays as
    /// exp(-k depth), one factor per tile: the peak wave number for the first, the low edge of its
    /// band for each other; above it, it grows along that exponential's tangent (docs/water.md §7). The first query at a new time runs prepare(time); the others at that time only
    /// interpolate.
    void sample(const PointBatch& points, double time, double relativeTo, const SampleOutputs& out) const override;

    /// Makes the surface for `time`: for each tile, the spectrum advanced to it, three inverse FFTs
    /// (height and its rate, horizontal displacement, horizontal velocity), then the displaced
    /// (choppy) surface resampled at fixed horizontal nodes by inverting the displacement
    /// (fixed-point iteration); with a refresh interval, this for the refreshes around `time` (each
    /// once) and their blend. The last three times made stay ready (a substep's time and the two
    /// either side that a slender member's water acceleration asks), and with a refresh interval the
    /// last four refreshes (so that each is transformed once, for an interval longer than 10 ms).
    /// Queries from several threads are safe.
    void prepare(double time) const override;
    /// Two cells of the last (smallest) tile: the shortest wave it carries, 2 pi over its Nyquist
    /// wave number. Fixed when it is made: read without the lock its queries share.
    double shortestWavelength() const override { return shortestWavelength_; }

    /// Side of the first (largest) tile, m.
    double tileSize() const { return tileSize_; }
    int resolution() const { return resolution_; }
    /// The tiles: their count, and each one's side (m) and band of wave numbers [low, high) (rad/m;
    /// the last tile's high is its grid's Nyquist wave number, pi resolution / size).
    int cascadeCount() const;
    double cascadeSize(int cascade) const;
    double cascadeLowWaveNumber(int cascade) const;
    double cascadeHighWaveNumber(int cascade) const;
    /// FFT refreshes run so far (prepare's cost is this times the cost of one).
    std::size_t refreshCount() const;
    const OceanSpectrum& spectrum() const { return spectrum_; }
    /// The variance the tile's modes carry over the spectrum's m0 = Hs^2 / 16 (short of 1 by the
    /// tail past the grid's shortest wave and the part longer than the tile).
    double resolvedVarianceFraction() const { return resolvedFraction_; }
    /// Nodes whose inversion did not converge at the last prepared time: where the choppy surface
    /// folds over itself (lower the choppiness if this is not 0).
    std::size_t foldedNodes() const;

private:
    struct Cascade;
    struct Fields;

    /// The sum of every tile's cubic at each point, heights and/or (non-null outputs) velocities.
    void sampleCascades(const PointBatch& points, double time, double relativeTo, float* outHeight, float* outVx,
                        float* outVy, float* outVz) const;
    /// sampleCascades on the held surface `held`, under the lock.
    void sampleHeld(std::size_t held, const PointBatch& points, double relativeTo, float* outHeight, float* outVx,
                    float* outVy, float* outVz) const;
    /// The held surface at `time`, made in place of the one made longest ago if it is not held;
    /// under the unique lock.
    std::size_t prepareHeld(double time) const;
    /// The kept refresh at `at`, transformed in place of the one farthest from it (never the one at
    /// `alsoNeeded`) if it is not kept; under the unique lock.
    std::size_t keptRefresh(double at, double alsoNeeded) const;

    OceanSpectrum spectrum_;
    OceanSettings settings_;
    double tileSize_;
    int resolution_;
    double resolvedFraction_ = 0.0;
    double shortestWavelength_ = 0.0;  ///< m
    std::unique_ptr<Fields> fields_;
    mutable std::shared_mutex mutex_;  ///< prepare() writes the fields; queries read them
};

} // namespace hydro
