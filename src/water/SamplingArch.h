// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// The instruction set an analytic wave surface (SineWaves, GerstnerWaves) samples in (docs/simd.md
// §2). Their cost is sin, cos and exp per wave and point, arithmetic that AVX2's 8 and AVX-512's 16
// lanes do in the time the baseline's 4 take. As for the force kernel, the AVX instantiations are
// compiled with those instruction sets' flags in their own files (AnalyticWaves_<arch>.cpp) where
// the target compiles the AVX kernels, so the rest of the library stays baseline; every target has
// its baseline batch (Lanes.h: SSE2, NEON, SIMD128, or one lane without SIMD). Internal to the core.

#include "water/Lanes.h"

#include "hydro/Result.h"
#include "hydro/SimdArch.h"
#include "hydro/WaterSurface.h"

#include <xsimd/xsimd.hpp>

namespace hydro::waves {

/// Names a batch type without making one (the AVX types are complete only in their own files).
template <class B> struct BatchTag {
    using type = B;
};

/// The widest arch this build samples waves in and this CPU runs: Avx512, Avx2 or the baseline
/// (baselineSimdArch(), the batch of Lanes.h). Decided on the first call.
SimdArch widestSamplingArch();

/// Sets `samplingArch` to `arch` unless refused, naming `surface` and the arch: anything but the
/// baseline or an AVX arch this build and CPU run (the surfaces' trySetSamplingArch).
Status trySetSamplingArch(const char* surface, SimdArch arch, SimdArch& samplingArch);

/// Calls `call(BatchTag<B>{})` with the batch type B of `arch` (as trySetSamplingArch accepts).
template <class Call> void onBatchOf(SimdArch arch, Call&& call) {
    switch (arch) {
#if HYDRO_KERNEL_AVX512
    case SimdArch::Avx512: return call(BatchTag<xsimd::batch<float, xsimd::avx512f>>{});
#endif
#if HYDRO_KERNEL_AVX2
    case SimdArch::Avx2: return call(BatchTag<xsimd::batch<float, xsimd::fma3<xsimd::avx2>>>{});
#endif
    default: return call(BatchTag<lanes::Batch<float>>{});
    }
}

/// An analytic surface's sampleGrid in the batches of `arch`: byGrid(BatchTag<B>) where the grid
/// describes its points (columns x rows of them: its tables would index past fewer) and manages
/// (false where its tables would not fit), else byPoints(BatchTag<B>), the grid's points one by one.
template <class ByGrid, class ByPoints>
void sampleGridOrItsPoints(SimdArch arch, const GridBatch& grid, ByGrid&& byGrid, ByPoints&& byPoints) {
    onBatchOf(arch, [&](auto batch) {
        const bool describesItsPoints = grid.columns * grid.rows == grid.points.count;
        if (!(describesItsPoints && byGrid(batch))) byPoints(batch);
    });
}

} // namespace hydro::waves
