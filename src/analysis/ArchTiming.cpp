// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/ArchTiming.h"

#include "hydro/FlatWater.h"
#include "hydro/ForceKernel.h"
#include "hydro/Hydrostatics.h"
#include "hydro/WaterPatch.h"

#include <algorithm>
#include <chrono>
#include <memory>
#include <string>
#include <vector>

namespace hydro {

namespace {
/// Half the solid's displacement: a boat's draft, not a log's (docs/simd.md §6: time hulls where
/// they float, or the cut's cost is not the game's).
constexpr double kDensityFraction = 0.5;
constexpr double kSpeed = 3.0, kTurnRate = 0.2;  // m/s ahead, rad/s about the vertical
constexpr double kTimeStep = 1.0 / 240.0;
} // namespace

ArchTiming timeSimdArchs(const HullMesh& hull, const ForceModel& model, int rounds, int callsPerRound) {
    return orThrow(tryTimeSimdArchs(hull, model, rounds, callsPerRound));
}

Result<ArchTiming> tryTimeSimdArchs(const HullMesh& hull, const ForceModel& model, int rounds, int callsPerRound) {
    std::vector<SimdArch> simd;
    for (SimdArch arch : kSimdArchs)
        if (isSupported(arch)) simd.push_back(arch);
    return tryTimeArchs(hull, model, simd, rounds, callsPerRound);
}

Result<ArchTiming> tryTimeArchs(const HullMesh& hull, const ForceModel& model, const std::vector<SimdArch>& arches,
                                int rounds, int callsPerRound) {
    if (rounds < 1 || callsPerRound < 1)
        return Error("timeSimdArchs: rounds = " + std::to_string(rounds) + ", callsPerRound = " +
                     std::to_string(callsPerRound) + ": both must be at least 1");
    for (SimdArch arch : arches)
        if (arch != SimdArch::Scalar && !isSupported(arch))
            return Error(std::string("timeSimdArchs: ") + archName(arch) + " is not supported by this build or this CPU");
    if (Status valid = model.check(); !valid) return valid.error();
    const WaterProperties water;
    const FlatWater flat(0.0);
    BodyState state;
    state.centreOfMassInHull = hull.centroid();
    state.mass = kDensityFraction * water.density * hull.volume();
    const Result<FlatWaterEquilibrium> upright =
        trySolveHeave(hull, state.mass, state.centreOfMassInHull, Mat3::identity(), water);
    if (!upright) return upright.error();
    state.centreOfMass = {0.0, upright.value().heave, 0.0};
    state.linearVelocity = {kSpeed, 0.0, 0.0};
    state.angularVelocity = {0.0, kTurnRate, 0.0};
    WaterPatch patch = WaterPatch::forHull(hull, state.centreOfMassInHull);
    patch.follow(state.centreOfMass, flat, 0.0, model.usesWaterVelocity());

    std::vector<std::unique_ptr<ForceKernel>> kernels;
    for (SimdArch arch : arches) {
        ForceKernel::Settings settings;
        settings.arch = arch;
        kernels.push_back(std::make_unique<ForceKernel>(hull, settings));
    }
    ArchTiming timing;
    if (arches.empty()) return timing;  // no SIMD at all: the scalar reference is what there is

    // Rounds alternate the archs, so that a busy spell of the machine falls on all of them alike.
    std::vector<std::vector<double>> perCall(arches.size());
    ForceResult result;
    for (int round = 0; round < rounds; ++round)
        for (std::size_t a = 0; a < arches.size(); ++a) {
            const auto start = std::chrono::steady_clock::now();
            for (int call = 0; call < callsPerRound; ++call) kernels[a]->compute(state, patch, water, model, kTimeStep, result);
            const std::chrono::duration<double, std::nano> elapsed = std::chrono::steady_clock::now() - start;
            perCall[a].push_back(elapsed.count() / callsPerRound);
        }
    for (std::size_t a = 0; a < arches.size(); ++a) {
        std::vector<double>& t = perCall[a];
        std::nth_element(t.begin(), t.begin() + std::ptrdiff_t(t.size() / 2), t.end());
        timing.nanoseconds[std::size_t(arches[a])] = t[t.size() / 2];
    }
    timing.fastest = *std::min_element(arches.begin(), arches.end(), [&](SimdArch x, SimdArch y) {
        return timing.nanoseconds[std::size_t(x)] < timing.nanoseconds[std::size_t(y)];
    });
    return timing;
}

} // namespace hydro
