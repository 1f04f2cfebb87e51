// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/GerstnerWaves.h"
#include "hydro/Limits.h"

#include "water/SamplingArch.h"
#include "water/WaveBatches.h"
#include "water/WaveChecks.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace hydro {

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
    : level_(level), current_(current), samplingArch_(waves::widestSamplingArch()) {
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
    shortestWavelength_ = waves::shortestWavelengthOf(components_);
}

Status GerstnerWaves::trySetSamplingArch(SimdArch arch) {
    return waves::trySetSamplingArch("GerstnerWaves", arch, samplingArch_);
}

void GerstnerWaves::sample(const PointBatch& points, double time, double relativeTo, const SampleOutputs& out) const {
    waves::onBatchOf(samplingArch_, [&](auto batch) { sampleIn<typename decltype(batch)::type>(points, time, relativeTo, out); });
}

void GerstnerWaves::sampleGrid(const GridBatch& grid, double time, double relativeTo, const SampleOutputs& out) const {
    waves::sampleGridOrItsPoints(
        samplingArch_, grid,
        [&](auto batch) { return sampleGridIn<typename decltype(batch)::type>(grid, time, relativeTo, out); },
        [&](auto batch) { sampleIn<typename decltype(batch)::type>(grid.points, time, relativeTo, out); });
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
