// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file ArchTiming.h
/// The fastest SIMD arch for a hull on the running CPU, by timing the force kernel (docs/simd.md §6).
/// The widest arch is not always the fastest (AVX-512's gathers, or its clock, on some CPUs), but
/// a choice by timing can differ from one run to the next, and each arch rounds differently in the
/// last bits. So it is never made behind the game's back: the game measures once (at its first
/// start, or on a settings screen), stores the answer and passes it to ForceKernel::Settings::arch
/// or BuoyancyAction::Settings::arch; with the arch fixed, runs are bit-identical.

#include "hydro/ForceModel.h"
#include "hydro/HullMesh.h"
#include "hydro/Result.h"
#include "hydro/SimdArch.h"

#include <array>
#include <cstddef>
#include <vector>

namespace hydro {

struct ArchTiming {
    SimdArch fastest = SimdArch::Scalar;  ///< of the supported SIMD archs
    /// Median nanoseconds per ForceKernel::compute for each arch timed (indexed by SimdArch; 0 for
    /// an arch not timed: one not supported here, and Scalar unless it was asked for).
    std::array<double, kSimdArchCount> nanoseconds{};
};

/// Times ForceKernel::compute of `hull` on every supported SIMD arch: the hull at its flat-water
/// draft for half its solid's displacement, moving at 3 m/s and turning, with `model`; `rounds`
/// rounds alternating the archs, `callsPerRound` calls each, the median round per arch. About
/// rounds x archs x callsPerRound calls in all (the defaults: a few milliseconds for a 500-triangle
/// hull). Refused if rounds or callsPerRound is below 1, or the model is invalid.
Result<ArchTiming> tryTimeSimdArchs(const HullMesh& hull, const ForceModel& model = ForceModel::displacementBoat(),
                                    int rounds = 5, int callsPerRound = 200);
/// The same for the archs given, the scalar reference allowed among them (a page that shows what
/// SIMD gains, docs/web.md §6): `fastest` is the fastest of them. Refused, naming it, for an arch
/// this build or CPU does not run, or as tryTimeSimdArchs refuses.
Result<ArchTiming> tryTimeArchs(const HullMesh& hull, const ForceModel& model, const std::vector<SimdArch>& arches,
                                int rounds = 5, int callsPerRound = 200);
/// tryTimeSimdArchs, thrown (Result.h's orThrow).
ArchTiming timeSimdArchs(const HullMesh& hull, const ForceModel& model = ForceModel::displacementBoat(), int rounds = 5,
                         int callsPerRound = 200);

} // namespace hydro
