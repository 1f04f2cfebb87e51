// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/SineWaves.h"

#include "WaveBatches.h"
#include "WaveChecks.h"

#include <cmath>
#include <stdexcept>
#include <string>

namespace hydro {

SineWaves::SineWaves(std::vector<SineWave> waves, double level, double gravity) : level_(level) {
    checkSurface("SineWaves", level, 0.0);
    checkGravity("SineWaves", gravity);
    for (std::size_t i = 0; i < waves.size(); ++i) {
        const SineWave& w = waves[i];
        checkWave("SineWaves", i, w.amplitude, w.wavelength, w.phase, w.directionX, w.directionZ);
        const double norm = std::hypot(w.directionX, w.directionZ);
        const double k = waves::kTwoPi / w.wavelength;
        components_.push_back({w.amplitude, k, std::sqrt(gravity * k), w.directionX / norm, w.directionZ / norm, w.phase});
    }
}

// In float batches of offsets from the batch's origin, each wave's phase at the origin in double
// (WaveBatches.h): the heights and speeds are the surface's to float precision, 100 km out too.
// Heights alone take xsimd's sin, with velocities its sincos, whose sine is the same computation
// bit for bit; so the three entry points agree exactly.
void SineWaves::sample(const PointBatch& points, double time, double relativeTo, float* outHeight, float* outVx,
                       float* outVy, float* outVz) const {
    const double base = level_ - relativeTo;
    waves::forEachBlock(points, [&](std::size_t first, std::size_t count, const waves::Batch& x, const waves::Batch& z) {
        waves::Batch eta(0.0f), vx(0.0f), vy(0.0f), vz(0.0f);
        if (!outVx) {
            for (const Component& c : components_)
                eta += float(c.amplitude) * xsimd::sin(waves::WavePhase{c.k, c.dx, c.dz, c.omega, c.phase}.at(x, z, points.origin, time));
            waves::storeHeights(eta, base, count, outHeight + first);
            return;
        }
        const waves::Batch below = waves::depthBelow(points, first, count, level_);
        // At the surface (no y given, the patch's case) there is nothing to decay: exp is skipped.
        const bool atSurface = xsimd::all(below == 0.0f);
        for (const Component& c : components_) {
            // Airy: horizontal a w sin(theta) along d, vertical -a w cos(theta), decaying as
            // exp(-k depth) below the mean level; above it the factor is capped at 1 (no growth
            // into the crest).
            const auto [s, co] = xsimd::sincos(waves::WavePhase{c.k, c.dx, c.dz, c.omega, c.phase}.at(x, z, points.origin, time));
            eta += float(c.amplitude) * s;
            const waves::Batch decay = atSurface ? waves::Batch(1.0f) : xsimd::exp(float(-c.k) * below);
            const waves::Batch horizontal = float(c.amplitude * c.omega) * decay * s;
            vx += float(c.dx) * horizontal;
            vz += float(c.dz) * horizontal;
            vy -= float(c.amplitude * c.omega) * decay * co;
        }
        if (outHeight) waves::storeHeights(eta, base, count, outHeight + first);
        waves::storeLanes(vx, count, outVx + first);
        waves::storeLanes(vy, count, outVy + first);
        waves::storeLanes(vz, count, outVz + first);
    });
}

void SineWaves::sampleHeights(const PointBatch& points, double time, double relativeTo, float* outHeight) const {
    sample(points, time, relativeTo, outHeight, nullptr, nullptr, nullptr);
}

void SineWaves::sampleVelocities(const PointBatch& points, double time, float* outVx, float* outVy,
                                 float* outVz) const {
    sample(points, time, 0.0, nullptr, outVx, outVy, outVz);
}

void SineWaves::sampleHeightsAndVelocities(const PointBatch& points, double time, double relativeTo, float* outHeight,
                                           float* outVx, float* outVy, float* outVz) const {
    sample(points, time, relativeTo, outHeight, outVx, outVy, outVz);
}

} // namespace hydro
