// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/GerstnerWaves.h"

#include "WaveChecks.h"

#include <xsimd/xsimd.hpp>

#include <algorithm>
#include <cstdint>
#include <cmath>
#include <stdexcept>
#include <string>

namespace hydro {
namespace {

constexpr double kTwoPi = 6.28318530717958647692;
/// Points are processed in float batches of the baseline instruction set (SSE2: 4 lanes) as offsets
/// from the batch's origin; each wave's phase at the origin is taken in double once per block and
/// reduced to one turn, so a point 100 km out keeps its phase to 1e-6 rad.
using Batch = xsimd::batch<float>;
constexpr std::size_t kLanes = Batch::size;

/// Calls `block(first, count, x, z)` for runs of at most kLanes points, with the points' offsets
/// from the batch origin in aligned arrays padded by repeating the last point.
template <class Block> void forEachBlock(const PointBatch& points, Block&& block) {
    alignas(64) float x[kLanes], z[kLanes];
    for (std::size_t first = 0; first < points.count; first += kLanes) {
        const std::size_t count = std::min(kLanes, points.count - first);
        for (std::size_t l = 0; l < kLanes; ++l) {
            const std::size_t i = first + std::min(l, count - 1);
            x[l] = points.x[i];
            z[l] = points.z[i];
        }
        block(first, count, Batch::load_aligned(x), Batch::load_aligned(z));
    }
}

/// `angle` less whole turns, within (-2 pi, 2 pi), without a libm call. Beyond 2^52 turns every
/// double is a whole number of them (and the cast to an integer would be undefined), so it is 0.
double withoutWholeTurns(double angle) {
    const double turns = angle / kTwoPi;
    if (!(std::abs(turns) < 4.5e15)) return 0.0;
    return (turns - double(std::int64_t(turns))) * kTwoPi;
}

} // namespace

template <class B> struct GerstnerWaves::Inversion {
    B x0, z0;  ///< rest positions of the particles now above the points
};

GerstnerWaves::GerstnerWaves(std::vector<GerstnerWave> waves, double level, const Vec3& current, double gravity,
                             double heightTolerance)
    : level_(level), current_(current), tolerance_(heightTolerance) {
    auto refuse = [](const std::string& what, double value, const char* rule) {
        throw std::invalid_argument("GerstnerWaves: " + what + " = " + std::to_string(value) + " (" + rule + ")");
    };
    checkSurface("GerstnerWaves", level, length(current));
    checkGravity("GerstnerWaves", gravity);
    requireWithin("GerstnerWaves", "heightTolerance", heightTolerance, 1e-9, 1e3);
    double steepnessSum = 0.0, slopeSum = 0.0;
    for (std::size_t i = 0; i < waves.size(); ++i) {
        const GerstnerWave& w = waves[i];
        checkWave("GerstnerWaves", i, w.amplitude, w.wavelength, w.phase, w.directionX, w.directionZ);
        if (!(w.steepness >= 0.0 && w.steepness < 1.0))
            refuse("wave " + std::to_string(i) + ": steepness", w.steepness, "must be in [0, 1)");
        const double norm = std::hypot(w.directionX, w.directionZ);
        const double k = kTwoPi / w.wavelength;
        components_.push_back({w.amplitude, k, std::sqrt(gravity * k), w.directionX / norm, w.directionZ / norm,
                               w.steepness / k, w.phase});
        steepnessSum += w.steepness;
        slopeSum += k * w.amplitude;
    }
    if (!(steepnessSum < 1.0))
        refuse("sum of the steepnesses", steepnessSum, "must be < 1, or the surface folds over itself");
    // A horizontal miss of e moves the height by at most the slope (<= sum of k A) times e.
    tolerance_ = heightTolerance / std::max(1.0, slopeSum);
}

template <class B>
GerstnerWaves::Inversion<B> GerstnerWaves::invert(const B& x, const B& z, const Vec3& origin, double time) const {
    // Newton on F(x0) = x0 + D(x0) - x = 0, D the horizontal displacement. Its Jacobian
    // I - sum s sin(theta) d d^T has eigenvalues in [1 - sum s, 1 + sum s]: invertible because the
    // steepnesses sum below 1, so the particle above a point is unique and Newton converges.
    // x, z and the rest positions are offsets from `origin`.
    Inversion<B> r{x, z};
    const float tolerance = float(tolerance_);
    for (int iteration = 0; iteration < kMaxIterations; ++iteration) {
        B fx = r.x0 - x, fz = r.z0 - z, jxx(1.0f), jxz(0.0f), jzz(1.0f);
        for (const Component& c : components_) {
            const auto [s, co] = xsimd::sincos(phaseOf(c, r.x0, r.z0, origin, time));
            fx += float(c.reach * c.dx) * co;
            fz += float(c.reach * c.dz) * co;
            const B q = float(c.reach * c.k) * s;
            jxx -= q * float(c.dx * c.dx);
            jxz -= q * float(c.dx * c.dz);
            jzz -= q * float(c.dz * c.dz);
        }
        if (xsimd::all(xsimd::abs(fx) < tolerance && xsimd::abs(fz) < tolerance)) break;
        const B det = jxx * jzz - jxz * jxz;
        r.x0 -= (jzz * fx - jxz * fz) / det;
        r.z0 -= (jxx * fz - jxz * fx) / det;
    }
    return r;
}

template <class B>
B GerstnerWaves::phaseOf(const Component& c, const B& x0, const B& z0, const Vec3& origin, double time) const {
    const double atOrigin = withoutWholeTurns(c.k * (c.dx * origin.x + c.dz * origin.z) - c.omega * time + c.phase);
    const B phase = float(atOrigin) + float(c.k) * (float(c.dx) * x0 + float(c.dz) * z0);
    // Reduced to about one turn in float before xsimd's sin and cos where any lane is beyond 64 pi:
    // xsimd 8.1 hands such arguments to fdlibm's __ieee754_rem_pio2 lane by lane (slow), whose path
    // for the largest ones shifts a negative value (undefined behaviour, seen under UBSan with a
    // 1e-7 m wave). A hull's patch rarely gets there, so the reduction is skipped when it is not
    // needed (it would cost a fifth of the sampling).
    constexpr float kSafeArgument = float(64.0 * 3.14159265358979323846);
    if (!xsimd::any(xsimd::abs(phase) > kSafeArgument)) return phase;
    return xsimd::fnma(B(float(kTwoPi)), xsimd::nearbyint(phase * float(1.0 / kTwoPi)), phase);
}

void GerstnerWaves::sampleHeights(const PointBatch& points, double time, double relativeTo, float* outHeight) const {
    const double base = level_ - relativeTo;
    forEachBlock(points, [&](std::size_t first, std::size_t count, const Batch& x, const Batch& z) {
        const Inversion<Batch> rest = invert(x, z, points.origin, time);
        Batch eta(0.0f);
        for (const Component& c : components_)
            eta += float(c.amplitude) * xsimd::sin(phaseOf(c, rest.x0, rest.z0, points.origin, time));
        alignas(64) float out[kLanes];
        eta.store_aligned(out);
        for (std::size_t l = 0; l < count; ++l) outHeight[first + l] = float(base + double(out[l]));
    });
}

void GerstnerWaves::sampleVelocities(const PointBatch& points, double time, float* outVx, float* outVy,
                                     float* outVz) const {
    forEachBlock(points, [&](std::size_t first, std::size_t count, const Batch& x, const Batch& z) {
        const Inversion<Batch> rest = invert(x, z, points.origin, time);
        alignas(64) float depth[kLanes];
        for (std::size_t l = 0; l < kLanes; ++l) {
            const std::size_t i = first + std::min(l, count - 1);
            depth[l] = points.y ? float(std::max(0.0, level_ - (points.origin.y + double(points.y[i])))) : 0.0f;
        }
        const Batch below = Batch::load_aligned(depth);
        const bool atSurface = xsimd::all(below == 0.0f);
        Batch vx(float(current_.x)), vy(0.0f), vz(float(current_.z));
        for (const Component& c : components_) {
            // d/dt of (x0 + reach d cos(theta), amplitude sin(theta)) with d(theta)/dt = -omega.
            const auto [s, co] = xsimd::sincos(phaseOf(c, rest.x0, rest.z0, points.origin, time));
            const Batch decay = atSurface ? Batch(1.0f) : xsimd::exp(float(-c.k) * below);
            const Batch horizontal = float(c.reach * c.omega) * decay * s;
            vx += float(c.dx) * horizontal;
            vz += float(c.dz) * horizontal;
            vy -= float(c.amplitude * c.omega) * decay * co;
        }
        alignas(64) float ox[kLanes], oy[kLanes], oz[kLanes];
        vx.store_aligned(ox), vy.store_aligned(oy), vz.store_aligned(oz);
        for (std::size_t l = 0; l < count; ++l) {
            outVx[first + l] = ox[l];
            outVy[first + l] = oy[l];
            outVz[first + l] = oz[l];
        }
    });
}

Vec3 GerstnerWaves::particlePosition(double x0, double z0, double time) const {
    Vec3 p{x0, level_, z0};
    for (const Component& c : components_) {
        const double theta = c.k * (c.dx * x0 + c.dz * z0) - c.omega * time + c.phase;
        p.x += c.reach * c.dx * std::cos(theta);
        p.z += c.reach * c.dz * std::cos(theta);
        p.y += c.amplitude * std::sin(theta);
    }
    return p;
}

} // namespace hydro
