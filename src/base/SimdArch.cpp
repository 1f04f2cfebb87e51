// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/SimdArch.h"

#include <xsimd/config/xsimd_config.hpp>
#include <xsimd/config/xsimd_cpuid.hpp>

namespace hydro {

const char* archName(SimdArch arch) {
    switch (arch) {
    case SimdArch::Scalar: return "scalar";
    case SimdArch::Sse2: return "sse2";
    case SimdArch::Avx2: return "avx2";
    case SimdArch::Avx512: return "avx512";
    }
    return "unknown";
}

bool isSupported(SimdArch arch) {
    const auto cpu = xsimd::available_architectures();
    switch (arch) {
    case SimdArch::Scalar: return true;
    case SimdArch::Sse2: return cpu.sse2;
    case SimdArch::Avx2: return cpu.fma3_avx2;
    case SimdArch::Avx512: return cpu.avx512f;
    }
    return false;
}

SimdArch bestSimdArch() {
    for (SimdArch arch : {SimdArch::Avx512, SimdArch::Avx2, SimdArch::Sse2})
        if (isSupported(arch)) return arch;
    return SimdArch::Scalar;
}

} // namespace hydro
