#include "hydro/GerstnerWaves.h"

#include <xsimd/xsimd.hpp>

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

namespace hydro {
namespace {

constexpr double kTwoPi = 6.28318530717958647692;
/// Points are processed in double batches of the baseline instruction set (SSE2: 2 lanes): the
/// phases need double (k x for x far from the origin), and xsimd's sincos vectorises the rest.
using Batch = xsimd::batch<double>;
constexpr std::size_t kLanes = Batch::size;

/// Calls `block(first, count, x, z)` for runs of at most kLanes points, with the points' world x and
/// z in aligned double arrays padded by repeating the last point.
template <class Block> void forEachBlock(const PointBatch& points, Block&& block) {
    alignas(64) double x[kLanes], z[kLanes];
    for (std::size_t first = 0; first < points.count; first += kLanes) {
        const std::size_t count = std::min(kLanes, points.count - first);
        for (std::size_t l = 0; l < kLanes; ++l) {
            const std::size_t i = first + std::min(l, count - 1);
            x[l] = points.origin.x + double(points.x[i]);
            z[l] = points.origin.z + double(points.z[i]);
        }
        block(first, count, Batch::load_aligned(x), Batch::load_aligned(z));
    }
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
    if (!(std::isfinite(gravity) && gravity > 0.0)) refuse("gravity", gravity, "must be > 0");
    if (!std::isfinite(level)) refuse("level", level, "must be finite");
    if (!isFinite(current)) refuse("current length", length(current), "must be finite");
    if (!(std::isfinite(heightTolerance) && heightTolerance > 0.0)) refuse("heightTolerance", heightTolerance, "must be > 0");
    double steepnessSum = 0.0, slopeSum = 0.0;
    for (std::size_t i = 0; i < waves.size(); ++i) {
        const GerstnerWave& w = waves[i];
        const std::string name = "wave " + std::to_string(i) + ": ";
        if (!(std::isfinite(w.wavelength) && w.wavelength > 0.0)) refuse(name + "wavelength", w.wavelength, "must be > 0");
        if (!(std::isfinite(w.amplitude) && w.amplitude >= 0.0)) refuse(name + "amplitude", w.amplitude, "must be >= 0");
        if (!(std::isfinite(w.steepness) && w.steepness >= 0.0 && w.steepness < 1.0))
            refuse(name + "steepness", w.steepness, "must be in [0, 1)");
        if (!std::isfinite(w.phase)) refuse(name + "phase", w.phase, "must be finite");
        const double norm = std::hypot(w.directionX, w.directionZ);
        if (!(std::isfinite(norm) && norm > 0.0)) refuse(name + "direction length", norm, "must be > 0");
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
GerstnerWaves::Inversion<B> GerstnerWaves::invert(const B& x, const B& z, double time) const {
    // Newton on F(x0) = x0 + D(x0) - x = 0, D the horizontal displacement. Its Jacobian
    // I - sum s sin(theta) d d^T has eigenvalues in [1 - sum s, 1 + sum s]: invertible because the
    // steepnesses sum below 1, so the particle above a point is unique and Newton converges.
    Inversion<B> r{x, z};
    for (int iteration = 0; iteration < kMaxIterations; ++iteration) {
        B fx = r.x0 - x, fz = r.z0 - z, jxx(1.0), jxz(0.0), jzz(1.0);
        for (const Component& c : components_) {
            const B theta = c.k * (c.dx * r.x0 + c.dz * r.z0) + (c.phase - c.omega * time);
            const auto [s, co] = xsimd::sincos(theta);
            fx += (c.reach * c.dx) * co;
            fz += (c.reach * c.dz) * co;
            const B q = (c.reach * c.k) * s;
            jxx -= q * (c.dx * c.dx);
            jxz -= q * (c.dx * c.dz);
            jzz -= q * (c.dz * c.dz);
        }
        if (xsimd::all(xsimd::abs(fx) < tolerance_ && xsimd::abs(fz) < tolerance_)) break;
        const B det = jxx * jzz - jxz * jxz;
        r.x0 -= (jzz * fx - jxz * fz) / det;
        r.z0 -= (jxx * fz - jxz * fx) / det;
    }
    return r;
}

void GerstnerWaves::sampleHeights(const PointBatch& points, double time, double relativeTo, float* outHeight) const {
    const double base = level_ - relativeTo;
    forEachBlock(points, [&](std::size_t first, std::size_t count, const Batch& x, const Batch& z) {
        const Inversion<Batch> rest = invert(x, z, time);
        Batch eta(base);
        for (const Component& c : components_)
            eta += c.amplitude * xsimd::sin(c.k * (c.dx * rest.x0 + c.dz * rest.z0) + (c.phase - c.omega * time));
        alignas(64) double out[kLanes];
        eta.store_aligned(out);
        for (std::size_t l = 0; l < count; ++l) outHeight[first + l] = float(out[l]);
    });
}

void GerstnerWaves::sampleVelocities(const PointBatch& points, double time, float* outVx, float* outVy,
                                     float* outVz) const {
    forEachBlock(points, [&](std::size_t first, std::size_t count, const Batch& x, const Batch& z) {
        const Inversion<Batch> rest = invert(x, z, time);
        alignas(64) double depth[kLanes];
        for (std::size_t l = 0; l < kLanes; ++l) {
            const std::size_t i = first + std::min(l, count - 1);
            depth[l] = points.y ? std::max(0.0, level_ - (points.origin.y + double(points.y[i]))) : 0.0;
        }
        const Batch below = Batch::load_aligned(depth);
        const bool atSurface = xsimd::all(below == 0.0);
        Batch vx(current_.x), vy(0.0), vz(current_.z);
        for (const Component& c : components_) {
            // d/dt of (x0 + reach d cos(theta), amplitude sin(theta)) with d(theta)/dt = -omega.
            const auto [s, co] = xsimd::sincos(c.k * (c.dx * rest.x0 + c.dz * rest.z0) + (c.phase - c.omega * time));
            const Batch decay = atSurface ? Batch(1.0) : xsimd::exp(-c.k * below);
            const Batch horizontal = (c.reach * c.omega) * decay * s;
            vx += c.dx * horizontal;
            vz += c.dz * horizontal;
            vy -= (c.amplitude * c.omega) * decay * co;
        }
        alignas(64) double ox[kLanes], oy[kLanes], oz[kLanes];
        vx.store_aligned(ox), vy.store_aligned(oy), vz.store_aligned(oz);
        for (std::size_t l = 0; l < count; ++l) {
            outVx[first + l] = float(ox[l]);
            outVy[first + l] = float(oy[l]);
            outVz[first + l] = float(oz[l]);
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
