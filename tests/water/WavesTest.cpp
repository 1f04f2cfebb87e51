// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// The water models of issue 5 (GerstnerWaves, OceanSpectrumWaves, HeightFieldWater, the sea-state
// presets) against what they promise: the inverted height under a point, velocities that are the
// displacement's time derivative, the spectral ocean's Hs and peak period, periodicity,
// determinism and refusals.

#include "hydro/GerstnerWaves.h"
#include "hydro/HeightFieldWater.h"
#include "hydro/OceanSpectrumWaves.h"
#include "hydro/SimdArch.h"
#include "hydro/SineWaves.h"

#include "HydroTestSupport.h"
#include "WaterSampling.h"

#include <gtest/gtest.h>
#include <kiss_fftnd.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <random>
#include <string>
#include <vector>

namespace hydro {
namespace {

using test::heightsAt;
using test::Points;

using hydro::test::kPi;
using test::kGravity;

// --- Gerstner ---------------------------------------------------------------------------------

/// Three crossing waves whose steepnesses sum to `total`.
std::vector<GerstnerWave> crossingSea(double total) {
    return {{0.8, 30.0, 1.0, 0.2, 0.5 * total, 0.0}, {0.4, 12.0, 0.3, 1.0, 0.3 * total, 1.0}, {0.15, 5.0, -0.6, 0.8, 0.2 * total, 2.0}};
}

/// The particle at rest position (x0, z0), written out here from the wave's definition
/// (GerstnerWaves.h) independently of the library's code.
Vec3 particle(const std::vector<GerstnerWave>& waves, double x0, double z0, double t) {
    Vec3 p{x0, 0.0, z0};
    for (const GerstnerWave& w : waves) {
        const double k = 2 * kPi / w.wavelength, omega = std::sqrt(kGravity * k), n = std::hypot(w.directionX, w.directionZ);
        const double dx = w.directionX / n, dz = w.directionZ / n, theta = k * (dx * x0 + dz * z0) - omega * t + w.phase;
        p.x += w.steepness / k * dx * std::cos(theta);
        p.z += w.steepness / k * dz * std::cos(theta);
        p.y += w.amplitude * std::sin(theta);
    }
    return p;
}

TEST(GerstnerWaves, TheHeightUnderAPointIsThatOfTheParticleAboveIt) {
    // Issue 5: below 1 mm for steepness up to 0.8. Particles from random rest positions are moved
    // forward (the test's own formula), and the height asked for at where they landed must be
    // theirs. The float offsets carry 4e-7 m at 100 m, far below the bound.
    std::mt19937 random(7);
    std::uniform_real_distribution<double> position(-100.0, 100.0), when(0.0, 60.0);
    for (double total : {0.0, 0.3, 0.6, 0.8}) {
        const std::vector<GerstnerWave> waves = crossingSea(total);
        const GerstnerWaves water(waves);
        double worst = 0.0;
        for (int trial = 0; trial < 50; ++trial) {
            const double t = when(random);
            std::vector<Vec3> landed;
            std::vector<double> expected;
            for (int i = 0; i < 64; ++i) {
                const Vec3 p = particle(waves, position(random), position(random), t);
                landed.push_back(p);
                expected.push_back(p.y);
            }
            const std::vector<float> h = heightsAt(water, landed, t);
            for (std::size_t i = 0; i < h.size(); ++i) worst = std::max(worst, std::abs(double(h[i]) - expected[i]));
        }
        EXPECT_LT(worst, 1e-3) << "steepness sum " << total;
        RecordProperty("worst_error_m_at_" + std::to_string(int(total * 10)), std::to_string(worst));
    }
}

TEST(GerstnerWaves, ASeaOfManyWavesIsSampledAsAFewAre) {
    // The orbits reuse the angles of the inversion's last step for up to 8 waves and take their
    // own beyond: a sea of 12 (steepnesses summing to 0.6) goes the second way, and its heights and
    // velocities must be the particles' as the three-wave seas' are (same bounds: 1 mm, and the
    // velocity test's 1e-4 m/s).
    std::vector<GerstnerWave> waves;
    for (int i = 0; i < 12; ++i)
        waves.push_back({0.3 / (1 + i), 40.0 / (1 + 0.5 * i), std::cos(0.5 * i), std::sin(0.5 * i), 0.05, 0.7 * i});
    const GerstnerWaves water(waves);
    const double t = 17.0, h = 1e-3;
    std::vector<Vec3> at, rate;
    for (double x0 = -30.0; x0 <= 30.0; x0 += 2.5) {
        at.push_back(particle(waves, x0, 0.4 * x0 - 3.0, t));
        rate.push_back((particle(waves, x0, 0.4 * x0 - 3.0, t + h) - particle(waves, x0, 0.4 * x0 - 3.0, t - h)) / (2 * h));
    }
    const std::vector<float> heights = heightsAt(water, at, t);
    const Points p(at);
    std::vector<float> vx(at.size()), vy(at.size()), vz(at.size());
    water.sampleVelocities(p.batch(), t, vx.data(), vy.data(), vz.data());
    for (std::size_t i = 0; i < at.size(); ++i) {
        EXPECT_NEAR(heights[i], at[i].y, 1e-3) << i;
        EXPECT_NEAR(vx[i], rate[i].x, 1e-4) << i;
        EXPECT_NEAR(vy[i], rate[i].y, 1e-4) << i;
        EXPECT_NEAR(vz[i], rate[i].z, 1e-4) << i;
    }
}

TEST(GerstnerWaves, ParticlePositionIsTheDefinition) {
    const std::vector<GerstnerWave> waves = crossingSea(0.7);
    const GerstnerWaves water(waves);
    for (double x0 : {-40.0, 3.0, 77.0}) {
        const Vec3 a = water.particlePosition(x0, 0.5 * x0, 12.0), b = particle(waves, x0, 0.5 * x0, 12.0);
        EXPECT_NEAR(a.x, b.x, 1e-12);
        EXPECT_NEAR(a.y, b.y, 1e-12);
        EXPECT_NEAR(a.z, b.z, 1e-12);
    }
}

TEST(GerstnerWaves, VelocityIsTheTimeDerivativeOfTheParticlesPosition) {
    // Central difference of the particle's position over +-1 ms: truncation (h^2 / 6) a omega^3
    // ~ 2e-7 m/s for these waves; the velocity is asked for where the particle is, so the
    // inversion's 1e-5 m (times omega) and float output (1e-7 relative) bound the rest: 1e-4 m/s.
    const std::vector<GerstnerWave> waves = crossingSea(0.8);
    const Vec3 current{0.3, 0.0, -0.2};
    const GerstnerWaves water(waves, 0.0, current);
    const double h = 1e-3;
    for (double t : {0.0, 7.3, 41.0}) {
        std::vector<Vec3> at;
        std::vector<Vec3> rate;
        for (double x0 = -30.0; x0 <= 30.0; x0 += 6.0) {
            at.push_back(particle(waves, x0, 0.7 * x0, t));
            rate.push_back((particle(waves, x0, 0.7 * x0, t + h) - particle(waves, x0, 0.7 * x0, t - h)) / (2 * h));
        }
        const Points p(at);
        std::vector<float> vx(at.size()), vy(at.size()), vz(at.size());
        water.sampleVelocities(p.batch(), t, vx.data(), vy.data(), vz.data());
        for (std::size_t i = 0; i < at.size(); ++i) {
            EXPECT_NEAR(vx[i], rate[i].x + current.x, 1e-4) << t;
            EXPECT_NEAR(vy[i], rate[i].y, 1e-4) << t;
            EXPECT_NEAR(vz[i], rate[i].z + current.z, 1e-4) << t;
        }
    }
}

TEST(GerstnerWaves, RefusesWavesThatFoldOrMakeNoSense) {
    std::string m = test::refusalOf(GerstnerWaves::create(crossingSea(1.0)));  // the sum reaches 1
    EXPECT_TRUE(test::mentions(m, "sum of the steepnesses")) << m;
    m = test::refusalOf(GerstnerWaves::create({{0.5, 0.0, 1.0, 0.0, 0.1, 0.0}}));
    EXPECT_TRUE(test::mentions(m, "wave 0: wavelength = 0")) << m;
    m = test::refusalOf(GerstnerWaves::create({{-0.5, 10.0, 1.0, 0.0, 0.1, 0.0}}));
    EXPECT_TRUE(test::mentions(m, "wave 0: amplitude = -0.5")) << m;
    m = test::refusalOf(GerstnerWaves::create({{0.5, 10.0, 0.0, 0.0, 0.1, 0.0}}));
    EXPECT_TRUE(test::mentions(m, "wave 0: direction length = 0")) << m;
    m = test::refusalOf(GerstnerWaves::create({{0.5, 10.0, 1.0, 0.0, std::nan(""), 0.0}}));
    EXPECT_TRUE(test::mentions(m, "wave 0: steepness = nan")) << m;
    m = test::refusalOf(GerstnerWaves::create({{0.5, 10.0, 1.0, 0.0, 0.1, 0.0}, {0.5, 10.0, 1.0, 0.0, 1.5, 0.0}}));
    EXPECT_TRUE(test::mentions(m, "wave 1: steepness")) << m;
}

// --- the instruction set the analytic waves sample in -----------------------------------------

/// Heights and velocities of `water` at `count` random points within 200 m, below the surface to
/// 10 m (the velocities' decay), at one time: everything the sampling computes.
std::vector<float> everythingAt(const WaterSurface& water, std::size_t count) {
    std::mt19937 random(11);
    std::uniform_real_distribution<double> position(-200.0, 200.0), depth(-10.0, 0.0);
    std::vector<Vec3> world;
    for (std::size_t i = 0; i < count; ++i) world.push_back({position(random), depth(random), position(random)});
    const test::Points p(world, true);
    std::vector<float> h(count), vx(count), vy(count), vz(count);
    water.sampleHeightsAndVelocities(p.batch(), 37.25, 0.0, h.data(), vx.data(), vy.data(), vz.data());
    for (const std::vector<float>* v : {&vx, &vy, &vz}) h.insert(h.end(), v->begin(), v->end());
    return h;
}

template <class Surface>
void expectEveryArchAgreesWithTheBaseline(Surface& water, const char* name) {
    // Each instruction set's sin, cos and exp are xsimd's same polynomials, rounded in their own
    // last bits (the AVX ones fuse the argument reduction's multiplies and adds): at points up to
    // 200 m out the phases reach 250 rad, whose float rounding is 1.5e-5 rad, so heights and speeds
    // of order 1 agree within 2e-5 (measured: 7.5e-6 for the sines, 1.0e-5 for Gerstner, whose
    // inversion also stops at a residual of 1e-5 m). 1,003 points: every arch's padded last batch.
    constexpr double kArchTolerance = 2e-5;
    ASSERT_TRUE(water.trySetSamplingArch(baselineSimdArch()).ok());
    const std::vector<float> baseline = everythingAt(water, 1003);
    for (SimdArch arch : {SimdArch::Avx2, SimdArch::Avx512}) {
        if (!water.trySetSamplingArch(arch).ok()) continue;  // not here: the next test checks the refusal
        const std::vector<float> wide = everythingAt(water, 1003);
        for (std::size_t i = 0; i < wide.size(); ++i)
            ASSERT_NEAR(wide[i], baseline[i], kArchTolerance) << name << " in " << archName(arch) << ", value " << i;
        EXPECT_EQ(everythingAt(water, 1003), wide) << name << ": the same arch gives the same bits";
    }
}

TEST(AnalyticWaves, EveryInstructionSetSamplesTheSameSurface) {
    SineWaves sine({{0.8, 30.0, 1.0, 0.2, 0.0}, {0.4, 12.0, 0.3, 1.0, 1.0}, {0.15, 5.0, -0.6, 0.8, 2.0}});
    expectEveryArchAgreesWithTheBaseline(sine, "SineWaves");
    GerstnerWaves gerstner(crossingSea(0.6));
    expectEveryArchAgreesWithTheBaseline(gerstner, "GerstnerWaves");
}

TEST(AnalyticWaves, AnInstructionSetThisMachineDoesNotSampleInIsRefusedNamingIt) {
    SineWaves sine({{0.8, 30.0}});
    const SimdArch chosen = sine.samplingArch();
    EXPECT_TRUE(isSupported(chosen)) << archName(chosen);
    for (SimdArch arch : {SimdArch::Scalar, SimdArch::Sse2, SimdArch::Avx2, SimdArch::Avx512, SimdArch::Neon64}) {
        const Status set = sine.trySetSamplingArch(arch);
        if (set.ok()) {
            EXPECT_TRUE(isSupported(arch)) << archName(arch);
        } else {
            const std::string message(set.error().message());
            EXPECT_TRUE(test::mentions(message, "SineWaves") && test::mentions(message, archName(arch))) << message;
        }
    }
    EXPECT_TRUE(sine.trySetSamplingArch(chosen).ok());
}

/// A grid as WaterPatch builds one: row-major points at (i a, j a) from `origin`.
struct Grid {
    std::vector<float> x, z;
    GridBatch batch;
    Grid(const Vec3& origin, std::size_t columns, std::size_t rows, double spacing) {
        for (std::size_t j = 0; j < rows; ++j)
            for (std::size_t i = 0; i < columns; ++i) {
                x.push_back(float(double(i) * spacing));
                z.push_back(float(double(j) * spacing));
            }
        batch = {{origin, x.data(), nullptr, z.data(), x.size()}, columns, rows, spacing};
    }
};

/// Heights, then velocities, of `water` at the grid's points: by sampleGrid, or, with `asPoints`,
/// by sample() of the same points.
std::vector<float> gridSamples(const WaterSurface& water, const GridBatch& grid, double time, bool asPoints) {
    const std::size_t n = grid.points.count;
    std::vector<float> all(4 * n);
    const SampleOutputs out{all.data(), all.data() + n, all.data() + 2 * n, all.data() + 3 * n};
    if (asPoints)
        water.sample(grid.points, time, 1.5, out);
    else
        water.sampleGrid(grid, time, 1.5, out);
    return all;
}

TEST(SineWaves, AGridSampledByRowsAndColumnsIsTheSurfaceAtItsPoints) {
    SineWaves sine({{0.8, 30.0, 1.0, 0.2, 0.0}, {0.4, 12.0, 0.3, 1.0, 1.0}, {0.15, 5.0, -0.6, 0.8, 2.0}});
    // 13 columns by 11 rows (not square, so that rows and columns cannot be confused), 9.6 x 8 m,
    // 3 km out: the angle sums' product against the sine of the summed phase. Both round the phase
    // in float, which here reaches 20 rad (ulp 1.9e-6 rad, so either phase is within 1e-6 rad), and
    // the product adds a few roundings of values below 1: with amplitudes summing to 1.35 m (speeds
    // to 1.6 m/s), 5e-6 bounds either (measured: 4.8e-7 m and 8.3e-7 m/s on every arch).
    constexpr double kProductTolerance = 5e-6;
    const Grid grid({3000.0, -4.0, -2000.0}, 13, 11, 0.8);
    for (SimdArch arch : {baselineSimdArch(), SimdArch::Avx2, SimdArch::Avx512}) {
        if (!sine.trySetSamplingArch(arch).ok()) continue;
        for (double time : {0.0, 37.25}) {
            const std::vector<float> byRows = gridSamples(sine, grid.batch, time, false);
            const std::vector<float> byPoints = gridSamples(sine, grid.batch, time, true);
            for (std::size_t i = 0; i < byRows.size(); ++i)
                ASSERT_NEAR(byRows[i], byPoints[i], kProductTolerance) << archName(arch) << " value " << i;
            std::vector<float> heightsAlone(grid.batch.points.count);
            sine.sampleGrid(grid.batch, time, 1.5, {heightsAlone.data(), nullptr, nullptr, nullptr});
            EXPECT_TRUE(std::equal(heightsAlone.begin(), heightsAlone.end(), byRows.begin()))
                << archName(arch) << ": heights alone are the heights sampled with velocities, bit for bit";
        }
    }
}

TEST(GerstnerWaves, AGridSampledByRowsAndColumnsIsTheSurfaceAtItsPoints) {
    // The grid's first Newton step takes its angles from the row and column tables, the points'
    // from their own phases: both converge to within the solver's tolerance (10 um over the
    // surface's slope) of the same rest positions, so the heights agree within twice the height
    // tolerance, 2e-5 m, and the speeds within that times omega (below 3 rad/s here): 1e-4 m/s.
    // (Measured: 1.7e-6 m and 5.1e-6 m/s on every arch.) 13 columns by 11 rows, 3 km out, so that a
    // row's last batch runs past the row on every arch.
    constexpr double kHeightTolerance = 2e-5, kSpeedTolerance = 1e-4;
    GerstnerWaves sea(crossingSea(0.7));
    const Grid grid({3000.0, -4.0, -2000.0}, 13, 11, 0.8);
    const std::size_t n = grid.batch.points.count;
    for (SimdArch arch : {baselineSimdArch(), SimdArch::Avx2, SimdArch::Avx512}) {
        if (!sea.trySetSamplingArch(arch).ok()) continue;
        for (double time : {0.0, 37.25}) {
            const std::vector<float> byRows = gridSamples(sea, grid.batch, time, false);
            const std::vector<float> byPoints = gridSamples(sea, grid.batch, time, true);
            for (std::size_t i = 0; i < byRows.size(); ++i)
                ASSERT_NEAR(byRows[i], byPoints[i], i < n ? kHeightTolerance : kSpeedTolerance)
                    << archName(arch) << " value " << i;
            std::vector<float> heightsAlone(n);
            sea.sampleGrid(grid.batch, time, 1.5, {heightsAlone.data(), nullptr, nullptr, nullptr});
            EXPECT_TRUE(std::equal(heightsAlone.begin(), heightsAlone.end(), byRows.begin()))
                << archName(arch) << ": heights alone are the heights sampled with velocities, bit for bit";
        }
    }
}

TEST(GerstnerWaves, AGridTooLargeForItsFirstAnglesOrNotDescribingItsPointsIsSampledPointByPoint) {
    // 33 x 33 points of 3 waves need 3 x 1,089 first angles, beyond the 2,048 of stack.
    const GerstnerWaves sea(crossingSea(0.6));
    const Grid wide({10.0, 0.0, 20.0}, 33, 33, 0.5);
    EXPECT_EQ(gridSamples(sea, wide.batch, 3.0, false), gridSamples(sea, wide.batch, 3.0, true));
    Grid inconsistent({10.0, 0.0, 20.0}, 11, 10, 0.5);
    inconsistent.batch.rows = 11;
    EXPECT_EQ(gridSamples(sea, inconsistent.batch, 3.0, false), gridSamples(sea, inconsistent.batch, 3.0, true));
}

TEST(SineWaves, AGridTooWideForItsTablesOrNotDescribingItsPointsIsSampledPointByPoint) {
    // 100 waves on a 33 x 33 grid need 6,600 angles in their tables, beyond the 1,024 of stack each
    // table has.
    std::vector<SineWave> many;
    for (int w = 0; w < 100; ++w) many.push_back({0.01, 10.0 + w, std::cos(0.1 * w), std::sin(0.1 * w), 0.3 * w});
    const SineWaves sea(many);
    const Grid wide({10.0, 0.0, 20.0}, 33, 33, 0.5);
    EXPECT_EQ(gridSamples(sea, wide.batch, 3.0, false), gridSamples(sea, wide.batch, 3.0, true));
    // 11 x 11 would be 121 points; it lists 110: the points are what is sampled, never past them.
    Grid inconsistent({10.0, 0.0, 20.0}, 11, 10, 0.5);
    inconsistent.batch.rows = 11;
    const SineWaves three({{0.8, 30.0}, {0.4, 12.0, 0.3, 1.0}, {0.15, 5.0, -0.6, 0.8}});
    EXPECT_EQ(gridSamples(three, inconsistent.batch, 3.0, false), gridSamples(three, inconsistent.batch, 3.0, true));
}

TEST(AnalyticWaves, PointsFarBeyondLimitsGetBoundedFiniteAnswers) {
    // Offsets from a batch's origin are floats the caller gives: a centimetre wave (the shortest
    // Limits.h allows) 1e10 to 1e30 m out has a phase of about 1e12 to 1e33 rad. Its reduction to a
    // turn must finish there (WaveBatches.h's WavePhase), never hand xsimd an argument its slow path
    // shifts as a negative value (undefined behaviour, which the sanitizer build stops on:
    // fuzz_appendages_flooding found it through an opening far outside the hull). Every answer is
    // finite and within the amplitude, beside points near the origin in the same batch. (Farther,
    // k x overflows float: the answer is a NaN, which the patch and the flooding refuse.)
    const double amplitude = 0.0005;
    const SineWaves sine({{amplitude, 0.01, 1.0, 0.0, 0.0}});
    const GerstnerWaves gerstner({{amplitude, 0.01, 1.0, 0.0, 0.3, 0.0}});
    const float far[] = {0.3f, -2.0f, 1e7f, -3e8f, 1e10f, -7e15f, 1e20f, -3e27f, 1e30f};
    const std::size_t n = std::size(far);
    const std::vector<float> zero(n, 0.0f);
    for (const WaterSurface* water : {static_cast<const WaterSurface*>(&sine), static_cast<const WaterSurface*>(&gerstner)}) {
        for (bool alongX : {true, false}) {
            const PointBatch points{{0.0, 0.0, 0.0}, alongX ? far : zero.data(), nullptr, alongX ? zero.data() : far, n};
            std::vector<float> height(n), vx(n), vy(n), vz(n);
            water->sampleHeightsAndVelocities(points, 12.5, 0.0, height.data(), vx.data(), vy.data(), vz.data());
            for (std::size_t i = 0; i < n; ++i) {
                SCOPED_TRACE("offset " + std::to_string(far[i]) + (alongX ? " along x" : " along z"));
                EXPECT_TRUE(std::isfinite(height[i]) && std::isfinite(vx[i]) && std::isfinite(vy[i]) && std::isfinite(vz[i]));
                // The Gerstner surface's height at a point is its particle's, which can come from a
                // neighbouring phase: still within the amplitude, float's rounding aside.
                EXPECT_LE(std::abs(height[i]), amplitude * (1.0 + 1e-5));
            }
        }
    }
}

// --- the spectral ocean -----------------------------------------------------------------------

/// Heights at every node of the tile at `time`.
std::vector<float> tileHeights(const OceanSpectrumWaves& ocean, double time) {
    const int n = ocean.resolution();
    const double cell = ocean.tileSize() / n;
    std::vector<Vec3> nodes;
    for (int j = 0; j < n; ++j)
        for (int i = 0; i < n; ++i) nodes.push_back({i * cell, 0.0, j * cell});
    return heightsAt(ocean, nodes, time);
}

double standardDeviation(const std::vector<float>& values) {
    double sum = 0.0, squares = 0.0;
    for (float v : values) sum += double(v), squares += double(v) * double(v);
    const double mean = sum / double(values.size());
    return std::sqrt(squares / double(values.size()) - mean * mean);
}

OceanSettings linearSettings(std::uint64_t seed = 1) {
    OceanSettings s;
    s.resolution = 256;
    s.choppiness = 0.0;  // Hs is defined on the linear sea
    s.seed = seed;
    return s;
}

TEST(OceanSpectrumWaves, MeasuredSignificantWaveHeightIsThePresets) {
    // Issue 5: within 5 %. Each mode carries its spectral variance (random phases only), so what
    // is left is the tail the grid does not resolve (resolvedVarianceFraction), the JONSWAP
    // normalisation (1 - 0.287 ln gamma, good to about 1 %) and the cross terms of opposite modes.
    for (SeaState state : {SeaState::Slight, SeaState::Rough, SeaState::High, SeaState::Phenomenal}) {
        const OceanSpectrum spectrum = OceanSpectrum::forSeaState(state);
        const OceanSpectrumWaves ocean(spectrum, linearSettings());
        EXPECT_GT(ocean.resolvedVarianceFraction(), 0.97) << seaStateName(state);
        const double measured = 4.0 * standardDeviation(tileHeights(ocean, 10.0));
        EXPECT_NEAR(measured, spectrum.significantWaveHeight, 0.05 * spectrum.significantWaveHeight) << seaStateName(state);
    }
}

TEST(OceanSpectrumWaves, MeasuredPeakPeriodIsWithinOneFrequencyBin) {
    // The tile's heights through a 2D FFT (kissfft, here in the test), their power summed in bins of
    // omega = sqrt(g k) as wide as one wave-number step at the peak (g dk / (2 omega_p)); the peak
    // bin must hold omega_p or be next to it.
    OceanSpectrum spectrum = OceanSpectrum::forSeaState(SeaState::Rough);
    const OceanSpectrumWaves ocean(spectrum, linearSettings(3));
    const int n = ocean.resolution();
    const std::vector<float> h = tileHeights(ocean, 0.0);
    std::vector<kiss_fft_cpx> in(h.size()), out(h.size());
    for (std::size_t m = 0; m < h.size(); ++m) in[m] = {h[m], 0.0f};
    const int dims[2] = {n, n};
    kiss_fftnd_cfg plan = kiss_fftnd_alloc(dims, 2, 0, nullptr, nullptr);
    kiss_fftnd(plan, in.data(), out.data());
    kiss_fft_free(plan);
    const double dk = 2 * kPi / ocean.tileSize(), omegaPeak = 2 * kPi / spectrum.peakPeriod;
    const double binWidth = kGravity * dk / (2 * omegaPeak);
    std::vector<double> power(400, 0.0);
    for (int j = 0; j < n; ++j)
        for (int i = 0; i < n; ++i) {
            const double kx = (i < n / 2 ? i : i - n) * dk, kz = (j < n / 2 ? j : j - n) * dk;
            const double omega = std::sqrt(kGravity * std::hypot(kx, kz));
            const std::size_t bin = std::size_t(omega / binWidth);
            const kiss_fft_cpx c = out[std::size_t(j * n + i)];
            if (bin < power.size()) power[bin] += double(c.r) * double(c.r) + double(c.i) * double(c.i);
        }
    const std::size_t peakBin = std::size_t(std::max_element(power.begin(), power.end()) - power.begin());
    const double measuredOmega = (double(peakBin) + 0.5) * binWidth;
    EXPECT_LE(std::abs(measuredOmega - omegaPeak), 1.5 * binWidth)
        << "peak period " << 2 * kPi / measuredOmega << " s for Tp " << spectrum.peakPeriod << " s";
}

TEST(OceanSpectrumWaves, TheTileRepeats) {
    // Points one tile apart read the same nodes with the same weights; only the rounding of the
    // float offsets (6e-8 of the tile) differs: 1e-4 m.
    const OceanSpectrumWaves ocean(OceanSpectrum::forSeaState(SeaState::Moderate));
    const double L = ocean.tileSize();
    std::vector<Vec3> a, b, c;
    for (double x = 0.3; x < L; x += L / 37) {
        a.push_back({x, 0.0, 0.7 * x});
        b.push_back({x + L, 0.0, 0.7 * x});
        c.push_back({x - 2 * L, 0.0, 0.7 * x + L});
    }
    const std::vector<float> ha = heightsAt(ocean, a, 4.0), hb = heightsAt(ocean, b, 4.0), hc = heightsAt(ocean, c, 4.0);
    for (std::size_t i = 0; i < ha.size(); ++i) {
        EXPECT_NEAR(ha[i], hb[i], 1e-4);
        EXPECT_NEAR(ha[i], hc[i], 1e-4);
    }
}

TEST(OceanSpectrumWaves, SameSeedSameFieldBitForBit) {
    const OceanSpectrum spectrum = OceanSpectrum::forSeaState(SeaState::VeryRough);
    OceanSettings settings;
    settings.seed = 42;
    const OceanSpectrumWaves first(spectrum, settings), second(spectrum, settings);
    const std::vector<float> a = tileHeights(first, 3.5), b = tileHeights(second, 3.5);
    EXPECT_EQ(0, std::memcmp(a.data(), b.data(), a.size() * sizeof(float)));
    // Replaying an instant after another gives the same field.
    tileHeights(first, 9.0);
    const std::vector<float> again = tileHeights(first, 3.5);
    EXPECT_EQ(0, std::memcmp(a.data(), again.data(), a.size() * sizeof(float)));
    settings.seed = 43;
    const OceanSpectrumWaves other(spectrum, settings);
    EXPECT_NE(0, std::memcmp(a.data(), tileHeights(other, 3.5).data(), a.size() * sizeof(float)));
}

TEST(OceanSpectrumWaves, VerticalVelocityIsTheHeightsRateOnALinearSea) {
    // On the linear sea (no choppiness) the surface particle's vertical velocity is d eta / dt at a
    // fixed point. Central difference over +-5 ms: truncation (h^2/6) omega^3 a ~ 1e-5 m/s at the
    // spectrum's high end, float heights (1e-7 m over 1e-2 s) 1e-5 m/s: 2e-3 of the velocity scale.
    const OceanSpectrum spectrum = OceanSpectrum::forSeaState(SeaState::Moderate);
    OceanSettings settings = linearSettings();
    settings.resolution = 64;
    const OceanSpectrumWaves ocean(spectrum, settings);
    std::vector<Vec3> at;
    for (double x = 1.0; x < ocean.tileSize(); x += ocean.tileSize() / 23) at.push_back({x, 0.0, 0.4 * x});
    const double t = 12.0, h = 5e-3;
    const std::vector<float> before = heightsAt(ocean, at, t - h), after = heightsAt(ocean, at, t + h);
    const Points p(at);
    std::vector<float> vx(at.size()), vy(at.size()), vz(at.size());
    ocean.sampleVelocities(p.batch(), t, vx.data(), vy.data(), vz.data());
    const double scale = spectrum.significantWaveHeight * 2 * kPi / spectrum.peakPeriod;
    for (std::size_t i = 0; i < at.size(); ++i)
        EXPECT_NEAR(vy[i], double(after[i] - before[i]) / (2 * h), 2e-3 * scale) << i;
    // Deep-water orbits are circles: over the tile, the horizontal speed's mean square equals the
    // vertical's, mode by mode (the cross terms of opposite modes leave a few percent).
    const std::vector<Vec3> nodes = [&] {
        std::vector<Vec3> v;
        const double cell = ocean.tileSize() / 64;
        for (int j = 0; j < 64; ++j)
            for (int i = 0; i < 64; ++i) v.push_back({i * cell, 0.0, j * cell});
        return v;
    }();
    const Points all(nodes);
    std::vector<float> ux(nodes.size()), uy(nodes.size()), uz(nodes.size());
    ocean.sampleVelocities(all.batch(), t, ux.data(), uy.data(), uz.data());
    double horizontal = 0.0, vertical = 0.0;
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        horizontal += double(ux[i]) * double(ux[i]) + double(uz[i]) * double(uz[i]);
        vertical += double(uy[i]) * double(uy[i]);
    }
    EXPECT_NEAR(horizontal / vertical, 1.0, 0.05);
}

TEST(OceanSpectrumWaves, AChoppySeaDrawsItsParticlesToTheCrests) {
    // Choppiness moves each particle by lambda D, D = i (k/|k|) h per mode; the surface resampled
    // above fixed points then has less area at the crests than in the troughs, and its mean over the
    // tile falls by lambda sum(|k| E_k) (second order: for one mode a cos(theta), the area's
    // Jacobian 1 - lambda k a cos(theta) weighs the height, and the mean of -lambda k a^2 cos^2 is
    // -lambda k a^2 / 2 = -lambda k E). Computed here from the spectrum on the tile's wave numbers;
    // the rest is the third order, O(k a) ~ 1 % here, and the bilinear resampling, which
    // attenuates the modes near the grid's Nyquist wave number (measured: 15 % of the sum at 16
    // cells per peak wavelength, 2 % at 64, as here): 5 %. And the inversion converges everywhere.
    const OceanSpectrum spectrum = OceanSpectrum::forSeaState(SeaState::VeryRough);
    OceanSettings settings;
    settings.choppiness = 1.0;
    settings.resolution = 128;
    settings.tileSize = 2.0 * kGravity * spectrum.peakPeriod * spectrum.peakPeriod / (2 * kPi);  // 2 wavelengths
    const OceanSpectrumWaves ocean(spectrum, settings);
    const std::vector<float> h = tileHeights(ocean, 20.0);
    EXPECT_EQ(ocean.foldedNodes(), 0u);
    double mean = 0.0;
    for (float v : h) mean += double(v);
    mean /= double(h.size());
    const int n = settings.resolution;
    const double dk = 2 * kPi / ocean.tileSize();
    double expected = 0.0;
    for (int j = -n / 2 + 1; j < n / 2; ++j)
        for (int i = -n / 2 + 1; i < n / 2; ++i) {
            const double k = std::hypot(i * dk, j * dk), omega = std::sqrt(kGravity * k);
            if (k == 0.0) continue;
            const double density = spectrum.frequencySpectrum(omega) * spectrum.spreadingFunction(std::atan2(j * dk, i * dk)) *
                                   (kGravity / (2 * omega)) / k;
            expected -= settings.choppiness * k * density * dk * dk;
        }
    EXPECT_NEAR(mean, expected, 0.05 * std::abs(expected));
}

TEST(OceanSpectrumWaves, PresetsRiseWithTheCodeAndBadParametersAreRefused) {
    double previous = -1.0;
    for (int code = 0; code <= 9; ++code) {
        const OceanSpectrum s = OceanSpectrum::forSeaState(seaStateFromCode(code));
        EXPECT_GT(s.significantWaveHeight, previous) << seaStateName(SeaState(code));
        previous = s.significantWaveHeight;
        EXPECT_EQ(s.firstInvalidField(), "");
    }
    EXPECT_TRUE(test::mentions(test::refusalOf(trySeaStateFromCode(10)), "sea state code 10 is outside"));
    EXPECT_TRUE(test::mentions(test::refusalOf(trySeaStateFromCode(-1)), "sea state code -1 is outside"));
    OceanSpectrum negative = OceanSpectrum::forSeaState(SeaState::Rough);
    negative.significantWaveHeight = -1.0;
    EXPECT_NE(negative.firstInvalidField().find("significantWaveHeight"), std::string::npos);
    EXPECT_TRUE(test::mentions(test::refusalOf(OceanSpectrumWaves::create(negative)), "OceanSpectrum: significantWaveHeight"));
    OceanSpectrum noPeriod = OceanSpectrum::forSeaState(SeaState::Rough);
    noPeriod.peakPeriod = 0.0;
    EXPECT_TRUE(test::mentions(test::refusalOf(OceanSpectrumWaves::create(noPeriod)), "OceanSpectrum: peakPeriod"));
    OceanSettings notPowerOfTwo;
    notPowerOfTwo.resolution = 100;
    const std::string m =
        test::refusalOf(OceanSpectrumWaves::create(OceanSpectrum::forSeaState(SeaState::Rough), notPowerOfTwo));
    EXPECT_TRUE(test::mentions(m, "resolution = 100")) << m;
    // Wind speed: a 10 m/s wind raises a fully developed sea of Hs = 0.21 U^2 / g = 2.14 m.
    EXPECT_NEAR(OceanSpectrum::forWindSpeed(10.0).significantWaveHeight, 2.14, 0.01);
    // Calm is a mirror.
    const OceanSpectrumWaves calm(OceanSpectrum::forSeaState(SeaState::Calm));
    for (float v : tileHeights(calm, 1.0)) ASSERT_EQ(v, 0.0f);
}

// --- the game's height field ------------------------------------------------------------------

TEST(HeightFieldWater, InterpolatesBilinearlyAndCountsPointsOffTheGrid) {
    // A plane is reproduced exactly by bilinear interpolation (float round-off: 1e-5 m here).
    HeightFieldLayout layout;
    layout.columns = 5, layout.rows = 4, layout.originX = 100.0, layout.originZ = -20.0, layout.spacing = 2.5;
    HeightFieldWater water(layout);
    std::vector<float> heights;
    auto plane = [](double x, double z) { return 1.0 + 0.05 * (x - 100.0) - 0.02 * (z + 20.0); };
    for (std::size_t j = 0; j < layout.rows; ++j)
        for (std::size_t i = 0; i < layout.columns; ++i) heights.push_back(float(plane(100.0 + 2.5 * double(i), -20.0 + 2.5 * double(j))));
    water.setHeights(heights.data());
    const std::vector<Vec3> inside = {{101.3, 0, -19.1}, {109.9, 0, -12.6}, {105.0, 0, -15.0}};
    const std::vector<float> h = heightsAt(water, inside, 0.0);
    for (std::size_t i = 0; i < inside.size(); ++i) EXPECT_NEAR(h[i], plane(inside[i].x, inside[i].z), 1e-5);
    EXPECT_EQ(water.clampedQueries(), 0u);
    const std::vector<float> off = heightsAt(water, {{90.0, 0, -15.0}, {105.0, 0, 40.0}}, 0.0);
    EXPECT_EQ(water.clampedQueries(), 2u);
    EXPECT_NEAR(off[0], plane(100.0, -15.0), 1e-5);  // the edge's value
    EXPECT_NEAR(off[1], plane(105.0, -12.5), 1e-5);
}

TEST(HeightFieldWater, VelocitiesAndRefusals) {
    HeightFieldLayout layout;
    layout.columns = 3, layout.rows = 3, layout.periodic = true;
    HeightFieldWater water(layout, {0.5, 0.0, 0.0});
    std::vector<float> vx(9, 1.0f), vy(9, -2.0f), vz(9, 0.25f), bad(9, 0.0f);
    water.setVelocities(vx.data(), vy.data(), vz.data());
    const Points p({{0.5, 0.0, 0.5}, {7.2, 0.0, -4.1}});
    std::vector<float> ox(2), oy(2), oz(2);
    water.sampleVelocities(p.batch(), 0.0, ox.data(), oy.data(), oz.data());
    EXPECT_FLOAT_EQ(ox[1], 1.5f);
    EXPECT_FLOAT_EQ(oy[1], -2.0f);
    EXPECT_FLOAT_EQ(oz[1], 0.25f);
    bad[7] = std::nanf("");
    const std::string m = test::refusalOf(water.trySetHeights(bad.data()));
    EXPECT_TRUE(test::mentions(m, "height at node (column 1, row 2)")) << m;
    layout.spacing = 0.0;
    EXPECT_TRUE(test::mentions(test::refusalOf(HeightFieldWater::create(layout)), "spacing = 0"));
}

} // namespace
} // namespace hydro
