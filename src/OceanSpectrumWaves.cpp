// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/OceanSpectrumWaves.h"

#include "GridSampling.h"

#include "hydro/Limits.h"

#include <kiss_fftnd.h>

#include <cmath>
#include <complex>
#include <limits>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

namespace hydro {
namespace {

constexpr double kPi = 3.14159265358979323846;
/// The inversion of the choppy displacement stops when a step moves less than this fraction of a
/// cell (1e-4 of a 1 m cell is 0.1 mm), or after kMaxInversionSteps, where the surface is counted as
/// folded: fixed-point iteration contracts while choppiness times the displacement's slope is
/// below 1, which is also where the surface has a single height.
constexpr double kInversionTolerance = 1e-4;
constexpr int kMaxInversionSteps = 12;

/// A uniform phase in [0, 2 pi) from the engine's raw output (the engine's sequence is specified by
/// the standard; its distributions are not, bit for bit).
double randomPhase(std::mt19937_64& engine) { return double(engine() >> 11) * 0x1.0p-53 * 2.0 * kPi; }

std::string describe(const char* field, double value, const char* rule) {
    return "OceanSpectrumWaves: " + std::string(field) + " = " + std::to_string(value) + " (" + rule + ")";
}

} // namespace

struct OceanSpectrumWaves::Fields {
    std::size_t n = 0;
    GridLayout layout;
    // Per mode (j * n + i, wave number ((i, j) wrapped to [-n/2, n/2)) * 2 pi / L):
    std::vector<double> omega;
    std::vector<std::complex<double>> h0, h0OppositeConjugate;  // h0(k), conj(h0(-k))
    std::vector<double> unitKx, unitKz;                         // k / |k|
    std::vector<std::complex<double>> h, rate;                  // h(k, t) and its rate, reused by prepare()
    kiss_fftnd_cfg plan = nullptr;
    std::vector<kiss_fft_cpx> spectrum, field;
    // The particles' grid (rest positions at the nodes) ...
    std::vector<float> eta, etaRate, displacementX, displacementZ, velocityX, velocityZ;
    // ... and the surface above fixed nodes, what queries read.
    std::vector<float> height, surfaceVx, surfaceVy, surfaceVz;
    double time = std::numeric_limits<double>::quiet_NaN();
    std::size_t folded = 0;

    ~Fields() { kiss_fft_free(plan); }

    /// Inverse FFT of `spectrum` (n x n, complex) into the real and imaginary parts given.
    void inverseTransform(std::vector<float>& real, std::vector<float>& imaginary) {
        kiss_fftnd(plan, spectrum.data(), field.data());
        for (std::size_t m = 0; m < field.size(); ++m) real[m] = field[m].r, imaginary[m] = field[m].i;
    }
};

OceanSpectrumWaves::OceanSpectrumWaves(const OceanSpectrum& spectrum, const OceanSettings& settings)
    : spectrum_(spectrum), settings_(settings), resolution_(settings.resolution), fields_(std::make_unique<Fields>()) {
    spectrum.validate();
    const int n = settings.resolution;
    if (n < 16 || n > 1024 || (n & (n - 1)) != 0)
        throw std::invalid_argument(describe("resolution", n, "nodes per side, a power of two in [16, 1024]"));
    if (!limits::within(settings.tileSize, 0.0, limits::kMaxCoordinate))
        throw std::invalid_argument(describe("tileSize", settings.tileSize, "m, in [0, 1e7]; 0 picks eight peak wavelengths"));
    if (!(std::isfinite(settings.choppiness) && settings.choppiness >= 0.0 && settings.choppiness <= 1.0))
        throw std::invalid_argument(describe("choppiness", settings.choppiness, "must be in [0, 1]"));
    if (!limits::within(settings.gravity, 1e-3, limits::kMaxGravity))
        throw std::invalid_argument(describe("gravity", settings.gravity, "m/s^2, must be in [0.001, 1000]"));
    if (!limits::within(settings.level, limits::kMaxCoordinate))
        throw std::invalid_argument(describe("level", settings.level, "m, must be within +-1e7"));
    if (!limits::within(length(settings.current), 0.0, limits::kMaxSpeed))
        throw std::invalid_argument(describe("current length", length(settings.current), "m/s, must be in [0, 1e4]"));

    const double g = settings.gravity;
    const double peakWavelength = g * spectrum.peakPeriod * spectrum.peakPeriod / (2.0 * kPi);
    tileSize_ = settings.tileSize > 0.0 ? settings.tileSize : 8.0 * peakWavelength;
    peakWaveNumber_ = 2.0 * kPi / peakWavelength;

    Fields& f = *fields_;
    const std::size_t count = std::size_t(n) * std::size_t(n);
    f.n = std::size_t(n);
    f.layout = {f.n, f.n, 0.0, 0.0, tileSize_ / n, true};
    f.omega.assign(count, 0.0);
    f.h0.assign(count, 0.0);
    f.h0OppositeConjugate.assign(count, 0.0);
    f.unitKx.assign(count, 0.0);
    f.unitKz.assign(count, 0.0);
    f.h.assign(count, 0.0);
    f.rate.assign(count, 0.0);
    for (auto* v : {&f.eta, &f.etaRate, &f.displacementX, &f.displacementZ, &f.velocityX, &f.velocityZ, &f.height,
                    &f.surfaceVx, &f.surfaceVy, &f.surfaceVz})
        v->assign(count, 0.0f);
    f.spectrum.assign(count, kiss_fft_cpx{0.0f, 0.0f});
    f.field.assign(count, kiss_fft_cpx{0.0f, 0.0f});
    const int dims[2] = {n, n};
    f.plan = kiss_fftnd_alloc(dims, 2, 1, nullptr, nullptr);  // inverse: sum of X(k) exp(+i k x)

    // Tessendorf eq. 42 draws h0(k) = (xi_r + i xi_i) sqrt(P(k) / 2) with Gaussian xi; here each mode
    // gets the RMS of that amplitude, sqrt(P(k) dk^2 / 2), and only its phase is random (the
    // "random phase" sea of ocean engineering). A tile then carries the spectrum's variance itself
    // rather than a random draw of it, which at eight peak wavelengths per tile scatters Hs by
    // +-7 % from seed to seed (measured); heights stay Gaussian by the central limit theorem.
    // P(k) = S(omega) D(theta) (d omega / dk) / k is the spectrum turned from (omega, theta) to
    // (kx, kz). The Nyquist row and column and k = 0 stay empty so that the field is real.
    const double dk = 2.0 * kPi / tileSize_;
    std::mt19937_64 engine(settings.seed);
    double variance = 0.0;
    auto waveIndex = [n](int i) { return i < n / 2 ? i : i - n; };
    for (int j = 0; j < n; ++j) {
        for (int i = 0; i < n; ++i) {
            const std::size_t m = std::size_t(j) * f.n + std::size_t(i);
            const double phase = randomPhase(engine);  // drawn for every mode: a fixed stream
            if (i == n / 2 || j == n / 2 || (i == 0 && j == 0)) continue;
            const double kx = waveIndex(i) * dk, kz = waveIndex(j) * dk, k = std::hypot(kx, kz);
            const double omega = std::sqrt(g * k);
            const double density = spectrum.frequencySpectrum(omega) * spectrum.spreadingFunction(std::atan2(kz, kx)) *
                                   (g / (2.0 * omega)) / k;
            f.omega[m] = omega;
            f.unitKx[m] = kx / k;
            f.unitKz[m] = kz / k;
            f.h0[m] = std::polar(std::sqrt(density * dk * dk / 2.0), phase);
            variance += density * dk * dk;
        }
    }
    for (int j = 0; j < n; ++j)
        for (int i = 0; i < n; ++i) {
            const std::size_t m = std::size_t(j) * f.n + std::size_t(i);
            const std::size_t opposite = std::size_t((n - j) % n) * f.n + std::size_t((n - i) % n);
            f.h0OppositeConjugate[m] = std::conj(f.h0[opposite]);
        }
    const double m0 = spectrum.significantWaveHeight * spectrum.significantWaveHeight / 16.0;
    resolvedFraction_ = m0 > 0.0 ? variance / m0 : 1.0;
}

OceanSpectrumWaves::~OceanSpectrumWaves() = default;

void OceanSpectrumWaves::prepare(double time) const {
    std::unique_lock lock(mutex_);
    Fields& f = *fields_;
    if (f.time == time) return;
    const std::size_t count = f.n * f.n;
    const std::complex<double> i1(0.0, 1.0);
    // h(k, t) = h0(k) e^{-i w t} + conj(h0(-k)) e^{i w t} (Tessendorf eq. 43 with time's sign turned
    // so that each mode travels along +k; a real field), its time derivative, and the horizontal
    // displacement D = i (k / |k|) h (eq. 44 in this convention), so that x = x0 + lambda D draws
    // the particles toward the crests.
    std::vector<std::complex<double>>& h = f.h;
    std::vector<std::complex<double>>& rate = f.rate;
    for (std::size_t m = 0; m < count; ++m) {
        const std::complex<double> forward = std::polar(1.0, -f.omega[m] * time);
        h[m] = f.h0[m] * forward + f.h0OppositeConjugate[m] * std::conj(forward);
        rate[m] = -i1 * f.omega[m] * (f.h0[m] * forward - f.h0OppositeConjugate[m] * std::conj(forward));
    }
    // Two real fields per complex transform: A + i B for Hermitian spectra A and B gives a + i b.
    auto pack = [&](auto&& a, auto&& b) {
        for (std::size_t m = 0; m < count; ++m) {
            const std::complex<double> c = a(m) + i1 * b(m);
            f.spectrum[m] = {float(c.real()), float(c.imag())};
        }
    };
    pack([&](std::size_t m) { return h[m]; }, [&](std::size_t m) { return rate[m]; });
    f.inverseTransform(f.eta, f.etaRate);
    pack([&](std::size_t m) { return i1 * f.unitKx[m] * h[m]; }, [&](std::size_t m) { return i1 * f.unitKz[m] * h[m]; });
    f.inverseTransform(f.displacementX, f.displacementZ);
    pack([&](std::size_t m) { return i1 * f.unitKx[m] * rate[m]; },
         [&](std::size_t m) { return i1 * f.unitKz[m] * rate[m]; });
    f.inverseTransform(f.velocityX, f.velocityZ);

    // The surface above each fixed node: the particle whose displaced position is the node, found by
    // fixed-point iteration x0 = x - lambda D(x0).
    const double lambda = settings_.choppiness, cell = f.layout.spacing;
    f.folded = 0;
    for (std::size_t j = 0; j < f.n; ++j)
        for (std::size_t i = 0; i < f.n; ++i) {
            const double x = double(i) * cell, z = double(j) * cell;
            double x0 = x, z0 = z;
            bool converged = lambda == 0.0;
            for (int step = 0; step < kMaxInversionSteps && !converged; ++step) {
                const GridCell c = gridCellAt(f.layout, x0, z0);
                const double nextX = x - lambda * c.interpolate(f.displacementX.data());
                const double nextZ = z - lambda * c.interpolate(f.displacementZ.data());
                converged = std::abs(nextX - x0) < kInversionTolerance * cell && std::abs(nextZ - z0) < kInversionTolerance * cell;
                x0 = nextX, z0 = nextZ;
            }
            if (!converged) ++f.folded;
            const GridCell c = gridCellAt(f.layout, x0, z0);
            const std::size_t node = j * f.n + i;
            f.height[node] = float(c.interpolate(f.eta.data()));
            f.surfaceVx[node] = float(c.interpolate(f.velocityX.data()));
            f.surfaceVy[node] = float(c.interpolate(f.etaRate.data()));
            f.surfaceVz[node] = float(c.interpolate(f.velocityZ.data()));
        }
    f.time = time;
}

std::size_t OceanSpectrumWaves::foldedNodes() const {
    std::shared_lock lock(mutex_);
    return fields_->folded;
}

void OceanSpectrumWaves::sampleHeights(const PointBatch& points, double time, double relativeTo, float* outHeight) const {
    for (;;) {
        {
            std::shared_lock lock(mutex_);
            const Fields& f = *fields_;
            if (f.time == time) {
                const double base = settings_.level - relativeTo;
                forEachGridCell(f.layout, points, [&](std::size_t p, const GridCell& c) {
                    outHeight[p] = float(base + c.interpolate(f.height.data()));
                });
                return;
            }
        }
        prepare(time);
    }
}

void OceanSpectrumWaves::sampleVelocities(const PointBatch& points, double time, float* outVx, float* outVy,
                                          float* outVz) const {
    for (;;) {
        {
            std::shared_lock lock(mutex_);
            const Fields& f = *fields_;
            if (f.time == time) {
                forEachGridCell(f.layout, points, [&](std::size_t p, const GridCell& c) {
                    const double depth =
                        points.y ? std::max(0.0, settings_.level - (points.origin.y + double(points.y[p]))) : 0.0;
                    const double decay = depth > 0.0 ? std::exp(-peakWaveNumber_ * depth) : 1.0;
                    outVx[p] = float(settings_.current.x + decay * c.interpolate(f.surfaceVx.data()));
                    outVy[p] = float(decay * c.interpolate(f.surfaceVy.data()));
                    outVz[p] = float(settings_.current.z + decay * c.interpolate(f.surfaceVz.data()));
                });
                return;
            }
        }
        prepare(time);
    }
}

} // namespace hydro
