// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/SineWaves.h"

#include "water/WaveBatches.h"
#include "water/WaveChecks.h"

#include <cmath>
#include <string>

namespace hydro {

namespace {
Status checkSineWaves(const std::vector<SineWave>& waves, double level, double gravity) {
    if (Status valid = firstRefusal({checkSurface("SineWaves", level, 0.0), checkGravity("SineWaves", gravity)}); !valid)
        return valid;
    for (std::size_t i = 0; i < waves.size(); ++i) {
        const SineWave& w = waves[i];
        if (Status valid = checkWave("SineWaves", i, w.amplitude, w.wavelength, w.phase, w.directionX, w.directionZ);
            !valid)
            return valid;
    }
    return {};
}
} // namespace

Result<std::unique_ptr<SineWaves>> SineWaves::create(std::vector<SineWave> waves, double level, double gravity) {
    if (Status valid = checkSineWaves(waves, level, gravity); !valid) return valid.error();
    return std::make_unique<SineWaves>(std::move(waves), level, gravity);
}

SineWaves::SineWaves(std::vector<SineWave> waves, double level, double gravity) : level_(level) {
    orThrow(checkSineWaves(waves, level, gravity));
    for (const SineWave& w : waves) {
        const double norm = std::hypot(w.directionX, w.directionZ);
        const double k = waves::kTwoPi / w.wavelength;
        components_.push_back({w.amplitude, k, std::sqrt(gravity * k), w.directionX / norm, w.directionZ / norm, w.phase});
    }
}

// In float batches of offsets from the batch's origin, each wave's phase at the origin in double
// (WaveBatches.h): the heights and speeds are the surface's to float precision, 100 km out too.
// Airy's orbits: the horizontal reach is the amplitude.
void SineWaves::sample(const PointBatch& points, double time, double relativeTo, const SampleOutputs& out) const {
    const double base = level_ - relativeTo;
    waves::forEachBlock(points, [&](std::size_t first, std::size_t count, const waves::Batch& x, const waves::Batch& z) {
        auto phaseOf = [&](const Component& c) {
            return waves::WavePhase{c.k, c.dx, c.dz, c.omega, c.phase}.at(x, z, points.origin, time);
        };
        auto offset = [first](float* p) { return p ? p + first : nullptr; };
        waves::sampleBlock(components_, phaseOf, [](const Component& c) { return c.amplitude; }, points, first, count,
                           level_, base, Vec3{}, {offset(out.height), offset(out.vx), offset(out.vy), offset(out.vz)});
    });
}


} // namespace hydro
