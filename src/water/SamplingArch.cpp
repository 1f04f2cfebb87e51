// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "water/SamplingArch.h"

#include <string>

namespace hydro::waves {

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
    const std::string why = isSupported(arch) ? std::string("it is neither this target's baseline nor an AVX arch")
                                              : whyUnsupported(arch);
    return Error(std::string(surface) + ": cannot sample in " + archName(arch) + ": " + why + "; give " +
                 archName(baselineSimdArch()) + " (baselineSimdArch()) or an AVX arch this CPU runs");
}

} // namespace hydro::waves
