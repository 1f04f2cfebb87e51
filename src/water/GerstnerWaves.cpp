// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/GerstnerWaves.h"
#include "hydro/Limits.h"

#include "water/WaveBatches.h"
#include "water/WaveChecks.h"

#include <algorithm>
#include <cstdint>
#include <cmath>
#include <string>

namespace hydro {

using waves::Batch;
using waves::forEachBlock;

template <class B> struct GerstnerWaves::Inversion {
    B x0, z0;  ///< rest positions of the particles now above the points
};

namespace {
Status checkGerstnerWaves(const std::vector<GerstnerWave>& waves, double level, const Vec3& current, double gravity,
                          double heightTolerance) {
    auto refusal = [](const std::string& what, double value, const char* rule) {
        return Error("GerstnerWaves: " + what + " = " + limits::readable(value) + " (" + rule + ")");
    };
    if (Status valid = firstRefusal({checkSurface("GerstnerWaves", level, length(current)),
                                     checkGravity("GerstnerWaves", gravity),
                                     requireWithin("GerstnerWaves", "heightTolerance", heightTolerance,
                                                   limits::Range{"a height tolerance", 1e-9, 1e3, "m"})});
        !valid)
        return valid;
    double steepnessSum = 0.0;
    for (std::size_t i = 0; i < waves.size(); ++i) {
        const GerstnerWave& w = waves[i];
        if (Status valid =
                checkWave("GerstnerWaves", i, w.amplitude, w.wavelength, w.phase, w.directionX, w.directionZ);
            !valid)
            return valid;
        if (!(w.steepness >= 0.0 && w.steepness < 1.0))
            return refusal("wave " + std::to_string(i) + ": steepness", w.steepness, "must be in [0, 1)");
        steepnessSum += w.steepness;
    }
    if (!(steepnessSum < 1.0))
        return refusal("sum of the steepnesses", steepnessSum, "must be < 1, or the surface folds over itself");
    return {};
}
} // namespace

Result<std::unique_ptr<GerstnerWaves>> GerstnerWaves::create(std::vector<GerstnerWave> waves, double level,
                                                             const Vec3& current, double gravity,
                                                             double heightTolerance) {
    if (Status valid = checkGerstnerWaves(waves, level, current, gravity, heightTolerance); !valid)
        return valid.error();
    return std::make_unique<GerstnerWaves>(std::move(waves), level, current, gravity, heightTolerance);
}

GerstnerWaves::GerstnerWaves(std::vector<GerstnerWave> waves, double level, const Vec3& current, double gravity,
                             double heightTolerance)
    : level_(level), current_(current) {
    orThrow(checkGerstnerWaves(waves, level, current, gravity, heightTolerance));
    double slopeSum = 0.0;
    for (const GerstnerWave& w : waves) {
        const double norm = std::hypot(w.directionX, w.directionZ);
        const double k = waves::kTwoPi / w.wavelength;
        components_.push_back({w.amplitude, k, std::sqrt(gravity * k), w.directionX / norm, w.directionZ / norm,
                               w.steepness / k, w.phase});
        slopeSum += k * w.amplitude;
    }
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
            const auto [s, co] = lanes::sincos(phaseOf(c, r.x0, r.z0, origin, time));
            fx += float(c.reach * c.dx) * co;
            fz += float(c.reach * c.dz) * co;
            const B q = float(c.reach * c.k) * s;
            jxx -= q * float(c.dx * c.dx);
            jxz -= q * float(c.dx * c.dz);
            jzz -= q * float(c.dz * c.dz);
        }
        if (lanes::all(lanes::abs(fx) < tolerance && lanes::abs(fz) < tolerance)) break;
        const B det = jxx * jzz - jxz * jxz;
        r.x0 -= (jzz * fx - jxz * fz) / det;
        r.z0 -= (jxx * fz - jxz * fx) / det;
    }
    return r;
}

template <class B>
B GerstnerWaves::phaseOf(const Component& c, const B& x0, const B& z0, const Vec3& origin, double time) const {
    return waves::WavePhase{c.k, c.dx, c.dz, c.omega, c.phase}.at(x0, z0, origin, time);
}

// The inversion once per block, whichever outputs are asked for; then the orbits of the particles
// above the points (WaveBatches.h), whose horizontal reach is steepness / k.
void GerstnerWaves::sample(const PointBatch& points, double time, double relativeTo, const SampleOutputs& out) const {
    const double base = level_ - relativeTo;
    forEachBlock(points, [&](std::size_t first, std::size_t count, const Batch& x, const Batch& z) {
        const Inversion<Batch> rest = invert(x, z, points.origin, time);
        auto phaseAtRest = [&](const Component& c) { return phaseOf(c, rest.x0, rest.z0, points.origin, time); };
        auto offset = [first](float* p) { return p ? p + first : nullptr; };
        waves::sampleBlock(components_, phaseAtRest, [](const Component& c) { return c.reach; }, points, first, count,
                           level_, base, current_, {offset(out.height), offset(out.vx), offset(out.vy), offset(out.vz)});
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
