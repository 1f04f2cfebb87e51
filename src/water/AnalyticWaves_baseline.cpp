// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// The analytic surfaces' sampling in the baseline batch (Lanes.h: SSE2, NEON, SIMD128 or one lane),
// and the choice among the instruction sets they sample in (SamplingArch.h).
#include "water/AnalyticWavesSampling.h"
#include "water/SamplingArch.h"

#include <string>

namespace hydro {

template void SineWaves::sampleIn<lanes::Batch<float>>(const PointBatch&, double, double, const SampleOutputs&) const;
template void GerstnerWaves::sampleIn<lanes::Batch<float>>(const PointBatch&, double, double, const SampleOutputs&) const;

namespace waves {

namespace {
/// Whether this build compiled the wave sampling for `arch` (the AVX files come with the AVX kernels).
bool compiledFor(SimdArch arch) {
    return (arch == SimdArch::Avx2 && HYDRO_KERNEL_AVX2 == 1) || (arch == SimdArch::Avx512 && HYDRO_KERNEL_AVX512 == 1);
}
} // namespace

SimdArch widestSamplingArch() {
    static const SimdArch widest = [] {
        for (SimdArch arch : {SimdArch::Avx512, SimdArch::Avx2})
            if (compiledFor(arch) && isSupported(arch)) return arch;
        return baselineSimdArch();
    }();
    return widest;
}

Status trySetSamplingArch(const char* surface, SimdArch arch, SimdArch& samplingArch) {
    if (arch == baselineSimdArch() || (compiledFor(arch) && isSupported(arch))) {
        samplingArch = arch;
        return {};
    }
    const std::string why = isSupported(arch) ? std::string("it is neither this target's baseline (") +
                                                    archName(baselineSimdArch()) + ") nor an AVX arch"
                                              : whyUnsupported(arch);
    return Error(std::string(surface) + ": cannot sample in " + archName(arch) + ": " + why);
}

} // namespace waves
} // namespace hydro
