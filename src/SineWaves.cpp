// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/SineWaves.h"

#include "WaveChecks.h"

#include <cmath>
#include <stdexcept>
#include <string>

namespace hydro {
namespace {
constexpr double kTwoPi = 6.28318530717958647692;
}

SineWaves::SineWaves(std::vector<SineWave> waves, double level, double gravity) : level_(level) {
    checkSurface("SineWaves", level, 0.0);
    checkGravity("SineWaves", gravity);
    for (std::size_t i = 0; i < waves.size(); ++i) {
        const SineWave& w = waves[i];
        checkWave("SineWaves", i, w.amplitude, w.wavelength, w.phase, w.directionX, w.directionZ);
        const double norm = std::hypot(w.directionX, w.directionZ);
        const double k = kTwoPi / w.wavelength;
        components_.push_back({w.amplitude, k, std::sqrt(gravity * k), w.directionX / norm, w.directionZ / norm, w.phase});
    }
}

void SineWaves::sampleHeights(const PointBatch& points, double time, double relativeTo, float* outHeight) const {
    const double base = level_ - relativeTo;
    for (std::size_t i = 0; i < points.count; ++i) {
        const double x = points.origin.x + double(points.x[i]), z = points.origin.z + double(points.z[i]);
        double eta = base;
        for (const Component& c : components_)
            eta += c.amplitude * std::sin(c.k * (c.dx * x + c.dz * z) - c.omega * time + c.phase);
        outHeight[i] = float(eta);
    }
}

void SineWaves::sampleVelocities(const PointBatch& points, double time, float* outVx, float* outVy,
                                 float* outVz) const {
    for (std::size_t i = 0; i < points.count; ++i) {
        const double x = points.origin.x + double(points.x[i]), z = points.origin.z + double(points.z[i]);
        const double depthBelowLevel = points.y ? level_ - (points.origin.y + double(points.y[i])) : 0.0;
        double vx = 0.0, vy = 0.0, vz = 0.0;
        for (const Component& c : components_) {
            const double theta = c.k * (c.dx * x + c.dz * z) - c.omega * time + c.phase;
            // Airy: horizontal a w sin(theta) along d, vertical -a w cos(theta), decaying with depth;
            // above the mean level the decay factor is capped at 1 (no growth into the crest).
            // At the surface (no y given, the patch's case) there is nothing to decay: exp is skipped.
            const double decay = depthBelowLevel > 0.0 ? std::exp(-c.k * depthBelowLevel) : 1.0;
            const double horizontal = c.amplitude * c.omega * decay * std::sin(theta);
            vx += horizontal * c.dx;
            vz += horizontal * c.dz;
            vy += -c.amplitude * c.omega * decay * std::cos(theta);
        }
        outVx[i] = float(vx);
        outVy[i] = float(vy);
        outVz[i] = float(vz);
    }
}

} // namespace hydro
