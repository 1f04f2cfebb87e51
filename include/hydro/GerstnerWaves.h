// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file GerstnerWaves.h
/// A sum of Gerstner (trochoidal) waves: sharp crests and flat troughs, the water's particles moving
/// on closed orbits. The surface is given per particle, so the height above a horizontal point is
/// found by inverting the horizontal displacement (Newton's method, a bounded error).

#include "hydro/Result.h"
#include "hydro/SimdArch.h"
#include "hydro/WaterSurface.h"

#include <cstddef>
#include <memory>
#include <vector>

namespace hydro {

/// One wave. Phase theta = k (d . x0) - omega t + phase with omega^2 = g k (deep water); the particle
/// at rest position x0 is at x0 + (steepness / k) d cos(theta) horizontally and amplitude sin(theta)
/// vertically. steepness = k times the horizontal amplitude: 0 is a sine wave (particles bob up and
/// down), amplitude * k the classic trochoid (circular orbits), 1 a cusp at the crest.
struct GerstnerWave {
    double amplitude = 0.5;    ///< m
    double wavelength = 20.0;  ///< m
    double directionX = 1.0;   ///< direction of travel (normalised on use)
    double directionZ = 0.0;
    double steepness = 0.3;    ///< in [0, 1); the waves' sum must stay below 1
    double phase = 0.0;        ///< rad
};

class GerstnerWaves final : public WaterSurface {
public:
    /// The height is found to within `heightTolerance` m (the horizontal residual of the inversion,
    /// times the surface's slope, bounds its error). Refused, naming the wave and field, for a
    /// wavelength not > 0, a negative amplitude, a zero direction, a steepness outside [0, 1), a sum
    /// of steepnesses of 1 or more (the surface would fold over itself and a point would have
    /// several heights), or anything not finite.
    static Result<std::unique_ptr<GerstnerWaves>> create(std::vector<GerstnerWave> waves, double level = 0.0,
                                                         const Vec3& current = {}, double gravity = 9.81,
                                                         double heightTolerance = 1e-5);
    /// create(), thrown (Result.h's orThrow).
    explicit GerstnerWaves(std::vector<GerstnerWave> waves, double level = 0.0, const Vec3& current = {},
                           double gravity = 9.81, double heightTolerance = 1e-5);

    /// Heights, and the velocity of the surface particle above each point (the time derivative of
    /// its position), decaying as exp(k depth) per wave below the mean level and growing along that
    /// exponential's tangent above it (docs/water.md §7), plus the current; both with one inversion
    /// per point.
    void sample(const PointBatch& points, double time, double relativeTo, const SampleOutputs& out) const override;
    /// A water patch's grid: each point's first Newton step, at the point itself, from every wave's
    /// sines and cosines along its row and its column (the angle sums, as SineWaves samples a
    /// grid), the steps after it as sample()'s. Within a few float roundings of sample() at the same
    /// points. A grid whose tables would not fit, or which does not describe its points, is sampled
    /// as its points.
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

    /// Where the particle that rests at (x0, z0) is at `time` (world, m): for tests and rendering.
    Vec3 particlePosition(double x0, double z0, double time) const;

    /// Newton iterations allowed per point; with the steepnesses' sum below 1 the Jacobian stays
    /// invertible and a few suffice (the tests measure how many).
    static constexpr int kMaxIterations = 16;

private:
    struct Component {
        double amplitude, k, omega, dx, dz, reach, phase;  // reach = steepness / k
    };
    /// sample() in float batches of type Batch, those of samplingArch() (src/water/SamplingArch.h).
    template <class Batch>
    void sampleIn(const PointBatch& points, double time, double relativeTo, const SampleOutputs& out) const;
    /// sampleGrid() in batches of type Batch; false, with nothing written, where its tables would
    /// not fit.
    template <class Batch>
    bool sampleGridIn(const GridBatch& grid, double time, double relativeTo, const SampleOutputs& out) const;
    template <class Batch> struct Inversion;
    template <class Batch, class FirstAngles>
    Inversion<Batch> invert(const Batch& x, const Batch& z, const Vec3& origin, double time,
                            FirstAngles&& firstAngles) const;
    template <class Batch>
    void sampleOrbits(const Inversion<Batch>& rest, const PointBatch& points, std::size_t first, std::size_t count,
                      double time, double base, const SampleOutputs& out) const;
    template <class Batch>
    Batch phaseOf(const Component& c, const Batch& x0, const Batch& z0, const Vec3& origin, double time) const;

    std::vector<Component> components_;
    double shortestWavelength_;  ///< m, of components_
    double level_;
    Vec3 current_;
    double tolerance_;
    SimdArch samplingArch_;
};

} // namespace hydro
