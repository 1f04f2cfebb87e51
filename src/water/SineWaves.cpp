// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/SineWaves.h"

#include "water/SamplingArch.h"
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

SineWaves::SineWaves(std::vector<SineWave> waves, double level, double gravity)
    : level_(level), samplingArch_(waves::widestSamplingArch()) {
    orThrow(checkSineWaves(waves, level, gravity));
    for (const SineWave& w : waves) {
        const double norm = std::hypot(w.directionX, w.directionZ);
        const double k = waves::kTwoPi / w.wavelength;
        components_.push_back({w.amplitude, k, std::sqrt(gravity * k), w.directionX / norm, w.directionZ / norm, w.phase});
    }
    shortestWavelength_ = waves::shortestWavelengthOf(components_);
}

Status SineWaves::trySetSamplingArch(SimdArch arch) {
    return waves::trySetSamplingArch("SineWaves", arch, samplingArch_);
}

void SineWaves::sample(const PointBatch& points, double time, double relativeTo, const SampleOutputs& out) const {
    waves::onBatchOf(samplingArch_, [&](auto batch) { sampleIn<typename decltype(batch)::type>(points, time, relativeTo, out); });
}

void SineWaves::sampleGrid(const GridBatch& grid, double time, double relativeTo, const SampleOutputs& out) const {
    waves::sampleGridOrItsPoints(
        samplingArch_, grid,
        [&](auto batch) { return sampleGridIn<typename decltype(batch)::type>(grid, time, relativeTo, out); },
        [&](auto batch) { sampleIn<typename decltype(batch)::type>(grid.points, time, relativeTo, out); });
}

} // namespace hydro
