// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/OceanSpectrumWaves.h"

#include "base/MathConstants.h"
#include "water/CubicSampling.h"
#include "water/GridSampling.h"
#include "water/WaveChecks.h"

#include "hydro/Limits.h"

#include <kiss_fftnd.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <complex>
#include <limits>
#include <random>
#include <string>
#include <vector>

namespace hydro {
namespace {

/// The inversion of the choppy displacement stops when a step moves less than this fraction of a
/// cell (1e-4 of a 1 m cell is 0.1 mm), or after kMaxInversionSteps, where the surface is counted as
/// folded: fixed-point iteration contracts while choppiness times the displacement's slope is
/// below 1, which is also where the surface has a single height.
constexpr double kInversionTolerance = 1e-4;
constexpr int kMaxInversionSteps = 12;
constexpr int kMaxCascades = 8;
/// With cascades = 0, neighbouring tiles' sizes stay within this factor: each tile's band then
/// starts at least n / (4 ratio) = 4 of its modes from k = 0 at 64 nodes.
constexpr double kAutomaticCascadeRatio = 4.0;
constexpr double kMaxRefreshInterval = 1.0;
/// Surfaces kept ready at once, each at its own time: a substep asks the ocean at its time and, for
/// a slender member's water acceleration, 10 ms either side (Appendages::kAccelerationStep's
/// central difference). With one, bodies evaluated in turn (or on two threads at once) made the
/// three times over and over: every body with a member re-ran the FFTs twice per substep, and two
/// threads could undo each other's surface without end (a world under qemu crawled 8 times slower
/// beside one busy core).
constexpr std::size_t kHeldTimes = 3;
/// Refreshes kept to blend from: those three times, 20 ms apart, lie between at most four refreshes
/// for an interval longer than 10 ms, so that each refresh is transformed once as time moves on.
constexpr std::size_t kKeptRefreshes = 4;

/// A uniform phase in [0, 2 pi) from the engine's raw output (the engine's sequence is specified by
/// the standard; its distributions are not, bit for bit).
double randomPhase(std::mt19937_64& engine) { return double(engine() >> 11) * 0x1.0p-53 * 2.0 * kPi; }

std::string describeSetting(const char* field, double value, const char* rule) {
    return "OceanSpectrumWaves: " + std::string(field) + " = " + limits::readable(value) + " (" + rule + ")";
}

} // namespace

/// The surface above a tile's fixed nodes at one time: what queries read (or blend), each field an
/// ApronGrid (CubicSampling.h).
struct SurfaceGrid {
    std::vector<float> height, vx, vy, vz;

    void resize(std::size_t count) {
        for (auto* v : {&height, &vx, &vy, &vz}) v->assign(count, 0.0f);
    }
};

/// One tile: its modes (the band of the spectrum it carries), the FFT and the particles' grid.
struct OceanSpectrumWaves::Cascade {
    std::size_t n = 0;
    GridLayout layout;
    double lowWaveNumber = 0.0, highWaveNumber = 0.0;  // the band [low, high)
    double decayWaveNumber = 0.0;                      // velocities decay as exp(-this depth)
    // Per mode (j * n + i, wave number ((i, j) wrapped to [-n/2, n/2)) * 2 pi / L):
    std::vector<double> omega;
    std::vector<std::complex<double>> h0, h0OppositeConjugate;  // h0(k), conj(h0(-k))
    std::vector<double> unitKx, unitKz;                         // k / |k|
    std::vector<std::complex<double>> h, rate;                  // h(k, t) and its rate, reused
    kiss_fftnd_cfg plan = nullptr;
    std::vector<kiss_fft_cpx> spectrum, field;
    // The particles' grid (rest positions at the nodes).
    std::vector<float> eta, etaRate, displacementX, displacementZ, velocityX, velocityZ;
    // The surface at the last kHeldTimes prepared times (Fields::heldTimes), and with a refresh
    // interval at the refreshes kept to blend them from (Fields::refreshTimes).
    std::array<SurfaceGrid, kHeldTimes> held;
    std::array<SurfaceGrid, kKeptRefreshes> refreshes;
    std::size_t folded = 0;  // at the last refresh

    Cascade() = default;
    Cascade(const Cascade&) = delete;
    Cascade& operator=(const Cascade&) = delete;
    ~Cascade() { kiss_fft_free(plan); }

    /// Inverse FFT of `spectrum` (n x n, complex) into the real and imaginary parts given.
    void inverseTransform(std::vector<float>& real, std::vector<float>& imaginary) {
        kiss_fftnd(plan, spectrum.data(), field.data());
        for (std::size_t m = 0; m < field.size(); ++m) real[m] = field[m].r, imaginary[m] = field[m].i;
    }

    /// The surface at `time` above the fixed nodes, into `out`.
    void synthesize(double time, double choppiness, SurfaceGrid& out);
};

struct OceanSpectrumWaves::Fields {
    std::vector<std::unique_ptr<Cascade>> cascades;
    // The times of every cascade's held surfaces and kept refreshes (NaN: none yet).
    std::array<double, kHeldTimes> heldTimes;
    std::array<double, kKeptRefreshes> refreshTimes;
    std::size_t nextHeld = 0;  // the held surface prepared longest ago, replaced next
    std::size_t refreshes = 0;

    Fields() {
        heldTimes.fill(std::numeric_limits<double>::quiet_NaN());
        refreshTimes.fill(std::numeric_limits<double>::quiet_NaN());
    }
    /// The held surface at `time`, or kHeldTimes.
    std::size_t heldAt(double time) const {
        return std::size_t(std::find(heldTimes.begin(), heldTimes.end(), time) - heldTimes.begin());
    }
};

void OceanSpectrumWaves::Cascade::synthesize(double time, double choppiness, SurfaceGrid& out) {
    const std::size_t count = n * n;
    const std::complex<double> i1(0.0, 1.0);
    // h(k, t) = h0(k) e^{-i w t} + conj(h0(-k)) e^{i w t} (Tessendorf eq. 43 with time's sign turned
    // so that each mode travels along +k; a real field), its time derivative, and the horizontal
    // displacement D = i (k / |k|) h (eq. 44 in this convention), so that x = x0 + lambda D draws
    // the particles toward the crests.
    for (std::size_t m = 0; m < count; ++m) {
        const std::complex<double> forward = std::polar(1.0, -omega[m] * time);
        h[m] = h0[m] * forward + h0OppositeConjugate[m] * std::conj(forward);
        rate[m] = -i1 * omega[m] * (h0[m] * forward - h0OppositeConjugate[m] * std::conj(forward));
    }
    // Two real fields per complex transform: A + i B for Hermitian spectra A and B gives a + i b.
    auto pack = [&](auto&& a, auto&& b) {
        for (std::size_t m = 0; m < count; ++m) {
            const std::complex<double> c = a(m) + i1 * b(m);
            spectrum[m] = {float(c.real()), float(c.imag())};
        }
    };
    pack([&](std::size_t m) { return h[m]; }, [&](std::size_t m) { return rate[m]; });
    inverseTransform(eta, etaRate);
    pack([&](std::size_t m) { return i1 * unitKx[m] * h[m]; }, [&](std::size_t m) { return i1 * unitKz[m] * h[m]; });
    inverseTransform(displacementX, displacementZ);
    pack([&](std::size_t m) { return i1 * unitKx[m] * rate[m]; }, [&](std::size_t m) { return i1 * unitKz[m] * rate[m]; });
    inverseTransform(velocityX, velocityZ);

    // The surface above each fixed node: the particle whose displaced position is the node, found by
    // fixed-point iteration x0 = x - lambda D(x0). Each tile is inverted with its own displacement:
    // a short wave is not carried sideways by the long ones' orbits (at most lambda times their
    // amplitude, a fraction of their wavelength).
    const double cell = layout.spacing;
    folded = 0;
    for (std::size_t j = 0; j < n; ++j)
        for (std::size_t i = 0; i < n; ++i) {
            const double x = double(i) * cell, z = double(j) * cell;
            double x0 = x, z0 = z;
            bool converged = choppiness == 0.0;
            for (int step = 0; step < kMaxInversionSteps && !converged; ++step) {
                const GridCell c = gridCellAt(layout, x0, z0);
                const double nextX = x - choppiness * c.interpolate(displacementX.data());
                const double nextZ = z - choppiness * c.interpolate(displacementZ.data());
                converged = std::abs(nextX - x0) < kInversionTolerance * cell && std::abs(nextZ - z0) < kInversionTolerance * cell;
                x0 = nextX, z0 = nextZ;
            }
            if (!converged) ++folded;
            const GridCell c = gridCellAt(layout, x0, z0);
            const std::size_t node = ApronGrid::at(i, j, n);
            out.height[node] = float(c.interpolate(eta.data()));
            out.vx[node] = float(c.interpolate(velocityX.data()));
            out.vy[node] = float(c.interpolate(etaRate.data()));
            out.vz[node] = float(c.interpolate(velocityZ.data()));
        }
    for (auto* grid : {&out.height, &out.vx, &out.vy, &out.vz}) ApronGrid::wrap(grid->data(), n);
}

namespace {

/// The deep-water wavelength of the spectrum's peak, g Tp^2 / (2 pi), m.
double peakWavelengthOf(const OceanSpectrum& spectrum, const OceanSettings& settings) {
    return settings.gravity * spectrum.peakPeriod * spectrum.peakPeriod / (2.0 * kPi);
}

/// The largest tile's side, m: the setting, or eight peak wavelengths when it is 0.
double largestTileSize(const OceanSpectrum& spectrum, const OceanSettings& settings) {
    return settings.tileSize > 0.0 ? settings.tileSize : 8.0 * peakWavelengthOf(spectrum, settings);
}

/// The side of the tile whose cell is half the shortest wavelength: the smallest cascade's.
double smallestTileSize(const OceanSettings& settings) {
    return 0.5 * settings.shortestWavelength * settings.resolution;
}

Status checkOcean(const OceanSpectrum& spectrum, const OceanSettings& settings) {
    if (Status valid = spectrum.check(); !valid) return valid;
    const int n = settings.resolution;
    if (n < 16 || n > 1024 || (n & (n - 1)) != 0)
        return Error(describeSetting("resolution", n, "nodes per side, a power of two in [16, 1024]"));
    if (!limits::within(settings.tileSize, 0.0, limits::kMaxCoordinate))
        return Error(describeSetting("tileSize", settings.tileSize, "m, in [0, 1e7]; 0 picks eight peak wavelengths"));
    if (!(std::isfinite(settings.choppiness) && settings.choppiness >= 0.0 && settings.choppiness <= 1.0))
        return Error(describeSetting("choppiness", settings.choppiness, "must be in [0, 1]"));
    if (Status valid = firstRefusal({checkGravity("OceanSpectrumWaves", settings.gravity),
                                     checkSurface("OceanSpectrumWaves", settings.level, length(settings.current))});
        !valid)
        return valid;
    if (!(settings.cascades >= 0 && settings.cascades <= kMaxCascades))
        return Error(describeSetting("cascades", settings.cascades, "tiles, in [0, 8]; 0 picks the count"));
    if (!limits::within(settings.refreshInterval, 0.0, kMaxRefreshInterval))
        return Error(describeSetting("refreshInterval", settings.refreshInterval, "s, in [0, 1]; 0 transforms every time"));
    if (settings.cascades != 1 && !limits::kWavelengthRange.contains(settings.shortestWavelength))
        return Error(describeSetting("shortestWavelength", settings.shortestWavelength, "m, in [0.01, 1e5]"));
    // The first tile (the setting, or eight peak wavelengths) must carry waves Limits.h allows: its
    // shortest, two cells, no shorter than the shortest wave, its side no longer than the world
    // (a peak period of 1e-300 s made wave numbers beyond double, and NaN modes).
    const double largest = largestTileSize(spectrum, settings);
    if (!(2.0 * largest / n >= limits::kMinWavelength && largest <= limits::kMaxCoordinate))
        return Error(describeSetting("the first tile's side", largest,
                              "m: its shortest wave, two of its cells, must be at least 0.01 m and the tile at "
                              "most 1e7 m; set tileSize, or a spectrum of longer waves"));
    // With the count left to it, a sea whose one tile already resolves the shortest wave (a calm
    // one: short peak wavelengths) keeps one tile; asked for several, it is refused.
    if (settings.cascades > 1 && !(smallestTileSize(settings) < largestTileSize(spectrum, settings)))
        return Error(describeSetting("shortestWavelength", settings.shortestWavelength,
                              "m: the first tile already resolves it (its shortest wave is two of its "
                              "cells); use one cascade or a shorter wavelength"));
    return {};
}

} // namespace

Result<std::unique_ptr<OceanSpectrumWaves>> OceanSpectrumWaves::create(const OceanSpectrum& spectrum,
                                                                       const OceanSettings& settings) {
    if (Status valid = checkOcean(spectrum, settings); !valid) return valid.error();
    return std::make_unique<OceanSpectrumWaves>(spectrum, settings);
}

OceanSpectrumWaves::OceanSpectrumWaves(const OceanSpectrum& spectrum, const OceanSettings& settings)
    : spectrum_(spectrum), settings_(settings), resolution_(settings.resolution), fields_(std::make_unique<Fields>()) {
    orThrow(checkOcean(spectrum, settings));
    const int n = settings.resolution;
    const double g = settings.gravity;
    const double peakWavelength = peakWavelengthOf(spectrum, settings);
    tileSize_ = largestTileSize(spectrum, settings);

    // The tiles' sizes, largest first, falling geometrically to the one whose cell is half the
    // shortest wavelength (docs/water.md §4).
    std::vector<double> sizes{tileSize_};
    const double smallest = smallestTileSize(settings);
    if (settings.cascades > 1 || (settings.cascades == 0 && smallest < tileSize_)) {
        const double span = tileSize_ / smallest;
        const int count = settings.cascades > 0
                              ? settings.cascades
                              : std::min(kMaxCascades, 1 + int(std::ceil(std::log(span) / std::log(kAutomaticCascadeRatio) - 1e-9)));
        const double ratio = std::pow(span, 1.0 / std::max(count - 1, 1));
        for (int c = 1; c < count; ++c) sizes.push_back(tileSize_ / std::pow(ratio, c));
    }

    Fields& f = *fields_;
    const std::size_t count = std::size_t(n) * std::size_t(n);
    std::mt19937_64 engine(settings.seed);
    double variance = 0.0;
    auto waveIndex = [n](int i) { return i < n / 2 ? i : i - n; };
    for (std::size_t c = 0; c < sizes.size(); ++c) {
        auto cascade = std::make_unique<Cascade>();
        Cascade& t = *cascade;
        const double size = sizes[c];
        t.n = std::size_t(n);
        t.layout = {t.n, t.n, 0.0, 0.0, size / n, true};
        // The bands: each tile hands the waves shorter than four of its cells to the next (half
        // its Nyquist wave number), the last keeps all it resolves.
        t.lowWaveNumber = c == 0 ? 0.0 : f.cascades.back()->highWaveNumber;
        t.highWaveNumber = c + 1 < sizes.size() ? 0.5 * kPi * n / size : kPi * n / size;
        t.decayWaveNumber = c == 0 ? 2.0 * kPi / peakWavelength : t.lowWaveNumber;
        t.omega.assign(count, 0.0);
        t.h0.assign(count, 0.0);
        t.h0OppositeConjugate.assign(count, 0.0);
        t.unitKx.assign(count, 0.0);
        t.unitKz.assign(count, 0.0);
        t.h.assign(count, 0.0);
        t.rate.assign(count, 0.0);
        for (auto* v : {&t.eta, &t.etaRate, &t.displacementX, &t.displacementZ, &t.velocityX, &t.velocityZ})
            v->assign(count, 0.0f);
        for (SurfaceGrid& grid : t.held) grid.resize(ApronGrid::size(t.n));
        if (settings.refreshInterval > 0.0)
            for (SurfaceGrid& grid : t.refreshes) grid.resize(ApronGrid::size(t.n));
        t.spectrum.assign(count, kiss_fft_cpx{0.0f, 0.0f});
        t.field.assign(count, kiss_fft_cpx{0.0f, 0.0f});
        const int dims[2] = {n, n};
        t.plan = kiss_fftnd_alloc(dims, 2, 1, nullptr, nullptr);  // inverse: sum of X(k) exp(+i k x)

        // Tessendorf eq. 42 draws h0(k) = (xi_r + i xi_i) sqrt(P(k) / 2) with Gaussian xi; here each
        // mode gets the RMS of that amplitude, sqrt(P(k) dk^2 / 2), and only its phase is random
        // (the "random phase" sea of ocean engineering). A tile then carries the spectrum's variance
        // itself rather than a random draw of it, which at eight peak wavelengths per tile scatters
        // Hs by +-7 % from seed to seed (measured); heights stay Gaussian by the central limit
        // theorem. P(k) = S(omega) D(theta) (d omega / dk) / k is the spectrum turned from (omega,
        // theta) to (kx, kz). The Nyquist row and column and k = 0 stay empty so that the field is
        // real, and so do the modes outside the tile's band.
        const double dk = 2.0 * kPi / size;
        for (int j = 0; j < n; ++j) {
            for (int i = 0; i < n; ++i) {
                const std::size_t m = std::size_t(j) * t.n + std::size_t(i);
                const double phase = randomPhase(engine);  // drawn for every mode: a fixed stream
                if (i == n / 2 || j == n / 2 || (i == 0 && j == 0)) continue;
                const double kx = waveIndex(i) * dk, kz = waveIndex(j) * dk, k = std::hypot(kx, kz);
                if (k < t.lowWaveNumber || (c + 1 < sizes.size() && k >= t.highWaveNumber)) continue;
                const double omega = std::sqrt(g * k);
                const double density = spectrum.frequencySpectrum(omega) * spectrum.spreadingFunction(std::atan2(kz, kx)) *
                                       (g / (2.0 * omega)) / k;
                t.omega[m] = omega;
                t.unitKx[m] = kx / k;
                t.unitKz[m] = kz / k;
                t.h0[m] = std::polar(std::sqrt(density * dk * dk / 2.0), phase);
                variance += density * dk * dk;
            }
        }
        for (int j = 0; j < n; ++j)
            for (int i = 0; i < n; ++i) {
                const std::size_t m = std::size_t(j) * t.n + std::size_t(i);
                const std::size_t opposite = std::size_t((n - j) % n) * t.n + std::size_t((n - i) % n);
                t.h0OppositeConjugate[m] = std::conj(t.h0[opposite]);
            }
        f.cascades.push_back(std::move(cascade));
    }
    const double m0 = spectrum.significantWaveHeight * spectrum.significantWaveHeight / 16.0;
    resolvedFraction_ = m0 > 0.0 ? variance / m0 : 1.0;
    shortestWavelength_ = 2.0 * kPi / f.cascades.back()->highWaveNumber;
}

OceanSpectrumWaves::~OceanSpectrumWaves() = default;

void OceanSpectrumWaves::prepare(double time) const {
    std::unique_lock lock(mutex_);
    prepareHeld(time);
}

std::size_t OceanSpectrumWaves::prepareHeld(double time) const {
    Fields& f = *fields_;
    if (const std::size_t held = f.heldAt(time); held < kHeldTimes) return held;
    const std::size_t slot = f.nextHeld;
    f.nextHeld = (f.nextHeld + 1) % kHeldTimes;
    const double interval = settings_.refreshInterval;
    if (interval == 0.0) {
        for (const auto& cascade : f.cascades) cascade->synthesize(time, settings_.choppiness, cascade->held[slot]);
        f.refreshes += f.cascades.size();
        f.heldTimes[slot] = time;
        return slot;
    }
    // The refreshes at the whole multiples of the interval around `time`, each computed from its own
    // time alone and kept for the times asked next.
    const double index = std::floor(time / interval);
    const double before = index * interval, after = (index + 1.0) * interval;
    const std::size_t earlier = keptRefresh(before, after), later = keptRefresh(after, before);
    const float w = float((time - before) / interval);
    for (const auto& cascade : f.cascades) {
        const SurfaceGrid &a = cascade->refreshes[earlier], &b = cascade->refreshes[later];
        SurfaceGrid& out = cascade->held[slot];
        const std::size_t count = ApronGrid::size(cascade->n);  // the aprons blend like the nodes
        auto blend = [&](const std::vector<float>& from, const std::vector<float>& to, std::vector<float>& into) {
            for (std::size_t m = 0; m < count; ++m) into[m] = from[m] + w * (to[m] - from[m]);
        };
        blend(a.height, b.height, out.height);
        blend(a.vx, b.vx, out.vx);
        blend(a.vy, b.vy, out.vy);
        blend(a.vz, b.vz, out.vz);
    }
    f.heldTimes[slot] = time;
    return slot;
}

std::size_t OceanSpectrumWaves::keptRefresh(double at, double alsoNeeded) const {
    Fields& f = *fields_;
    const auto kept = std::find(f.refreshTimes.begin(), f.refreshTimes.end(), at);
    if (kept != f.refreshTimes.end()) return std::size_t(kept - f.refreshTimes.begin());
    // Replaced: the refresh farthest from `at` (one never made counts as farthest), other than the one
    // the same blend needs.
    std::size_t slot = kKeptRefreshes;
    double farthest = -1.0;
    for (std::size_t r = 0; r < kKeptRefreshes; ++r) {
        if (f.refreshTimes[r] == alsoNeeded) continue;
        const double distance = std::isnan(f.refreshTimes[r]) ? std::numeric_limits<double>::infinity()
                                                              : std::abs(f.refreshTimes[r] - at);
        if (distance > farthest) farthest = distance, slot = r;
    }
    for (const auto& cascade : f.cascades) cascade->synthesize(at, settings_.choppiness, cascade->refreshes[slot]);
    f.refreshes += f.cascades.size();
    f.refreshTimes[slot] = at;
    return slot;
}

std::size_t OceanSpectrumWaves::foldedNodes() const {
    std::shared_lock lock(mutex_);
    std::size_t folded = 0;
    for (const auto& cascade : fields_->cascades) folded += cascade->folded;
    return folded;
}

int OceanSpectrumWaves::cascadeCount() const { return int(fields_->cascades.size()); }
double OceanSpectrumWaves::cascadeSize(int cascade) const {
    return double(fields_->cascades.at(std::size_t(cascade))->n) * fields_->cascades.at(std::size_t(cascade))->layout.spacing;
}
double OceanSpectrumWaves::cascadeLowWaveNumber(int cascade) const {
    return fields_->cascades.at(std::size_t(cascade))->lowWaveNumber;
}
double OceanSpectrumWaves::cascadeHighWaveNumber(int cascade) const {
    return fields_->cascades.at(std::size_t(cascade))->highWaveNumber;
}
std::size_t OceanSpectrumWaves::refreshCount() const {
    std::shared_lock lock(mutex_);
    return fields_->refreshes;
}

void OceanSpectrumWaves::sample(const PointBatch& points, double time, double relativeTo, const SampleOutputs& out) const {
    sampleCascades(points, time, relativeTo, out.height, out.vx, out.vy, out.vz);
}

void OceanSpectrumWaves::sampleCascades(const PointBatch& points, double time, double relativeTo, float* outHeight,
                                        float* outVx, float* outVy, float* outVz) const {
    {
        std::shared_lock lock(mutex_);
        if (const std::size_t held = fields_->heldAt(time); held < kHeldTimes)
            return sampleHeld(held, points, relativeTo, outHeight, outVx, outVy, outVz);
    }
    // A new time: made and read under one lock, so that no other thread's new time replaces it between.
    std::unique_lock lock(mutex_);
    sampleHeld(prepareHeld(time), points, relativeTo, outHeight, outVx, outVy, outVz);
}

void OceanSpectrumWaves::sampleHeld(std::size_t held, const PointBatch& points, double relativeTo, float* outHeight,
                                    float* outVx, float* outVy, float* outVz) const {
    // The tiles add up (docs/water.md §4), the first written over whatever the outputs held.
    if (outHeight) std::fill(outHeight, outHeight + points.count, float(settings_.level - relativeTo));
    if (outVx) {
        std::fill(outVx, outVx + points.count, float(settings_.current.x));
        std::fill(outVy, outVy + points.count, 0.0f);
        std::fill(outVz, outVz + points.count, float(settings_.current.z));
    }
    // The orbital velocities fall off below the mean level as exp(-k depth), each tile with its own k
    // (docs/water.md §4), and grow above it along that exponential's tangent, 1 - k depth (linear
    // extrapolation, as the analytic waves' velocityDecay).
    const CubicBatch depthOfOrigin(float(settings_.level - points.origin.y)), zero(0.0f), one(1.0f);
    for (const auto& cascade : fields_->cascades) {
        const SurfaceGrid& surface = cascade->held[held];
        const CubicBatch decayRate(float(-cascade->decayWaveNumber));
        forEachCubicBatch(cascade->layout, points, [&](std::size_t first, std::size_t count, const CubicTaps& taps) {
            if (outHeight) addLanes(outHeight, first, count, taps.sample(surface.height.data()));
            if (!outVx) return;
            CubicBatch decay = one;
            if (points.y) {
                const CubicBatch depth = depthOfOrigin - loadLanes(points.y, first, count);
                decay = lanes::select(depth > zero, lanes::exp(decayRate * depth), one + decayRate * depth);
            }
            addLanes(outVx, first, count, decay * taps.sample(surface.vx.data()));
            addLanes(outVy, first, count, decay * taps.sample(surface.vy.data()));
            addLanes(outVz, first, count, decay * taps.sample(surface.vz.data()));
        });
    }
}

} // namespace hydro
