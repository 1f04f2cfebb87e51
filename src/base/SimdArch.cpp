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
    case SimdArch::Neon64: return "neon64";
    }
    return "unknown";
}

// HYDRO_KERNEL_<ARCH> is 1 for each kernel src/CMakeLists.txt compiles for this target.
bool isSupported(SimdArch arch) {
    [[maybe_unused]] const auto cpu = xsimd::available_architectures();
    switch (arch) {
    case SimdArch::Scalar: return true;
#if HYDRO_KERNEL_SSE2
#if defined(__EMSCRIPTEN__)
    case SimdArch::Sse2: return true;  // SIMD128, which the module was built for, or it would not load
#else
    case SimdArch::Sse2: return cpu.sse2;
#endif
#endif
#if HYDRO_KERNEL_AVX2
    case SimdArch::Avx2: return cpu.fma3_avx2;
#endif
#if HYDRO_KERNEL_AVX512
    case SimdArch::Avx512: return cpu.avx512f;
#endif
#if HYDRO_KERNEL_NEON64
    case SimdArch::Neon64: return cpu.neon64;
#endif
    default: return false;  // not compiled for this target
    }
}

SimdArch bestSimdArch() {
    for (SimdArch arch : {SimdArch::Avx512, SimdArch::Avx2, SimdArch::Sse2, SimdArch::Neon64})
        if (isSupported(arch)) return arch;
    return SimdArch::Scalar;
}

} // namespace hydro
