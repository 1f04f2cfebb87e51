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

namespace {

/// Whether this build compiled `arch`'s kernel, whatever the CPU: HYDRO_KERNEL_<ARCH> is 1 for each
/// kernel src/CMakeLists.txt compiles for this target, 0 for the others.
bool isCompiled(SimdArch arch) {
    switch (arch) {
    case SimdArch::Scalar: return true;
    case SimdArch::Sse2: return HYDRO_KERNEL_SSE2 == 1;
    case SimdArch::Avx2: return HYDRO_KERNEL_AVX2 == 1;
    case SimdArch::Avx512: return HYDRO_KERNEL_AVX512 == 1;
    case SimdArch::Neon64: return HYDRO_KERNEL_NEON64 == 1;
    }
    return false;
}

} // namespace

bool isSupported(SimdArch arch) {
    if (!isCompiled(arch)) return false;
    const auto cpu = xsimd::available_architectures();
    switch (arch) {
    case SimdArch::Scalar: return true;
#if defined(__EMSCRIPTEN__)
    case SimdArch::Sse2: return true;  // SIMD128, which the module was built for, or it would not load
#else
    case SimdArch::Sse2: return cpu.sse2;
#endif
    case SimdArch::Avx2: return cpu.fma3_avx2;
    case SimdArch::Avx512: return cpu.avx512f;
    case SimdArch::Neon64: return cpu.neon64;
    }
    return false;
}

std::string whyUnsupported(SimdArch arch) {
    const bool compiled = isCompiled(arch);
    std::string others;
    for (SimdArch a : {SimdArch::Scalar, SimdArch::Sse2, SimdArch::Avx2, SimdArch::Avx512, SimdArch::Neon64})
        if (compiled ? isSupported(a) : isCompiled(a)) others += std::string(others.empty() ? "" : ", ") + archName(a);
    return compiled ? std::string("this CPU does not run ") + archName(arch) + " (it runs " + others + ")"
                    : std::string("this build has no ") + archName(arch) + " kernel (it has " + others + ")";
}

SimdArch bestSimdArch() {
    for (SimdArch arch : {SimdArch::Avx512, SimdArch::Avx2, SimdArch::Sse2, SimdArch::Neon64})
        if (isSupported(arch)) return arch;
    return SimdArch::Scalar;
}

SimdArch baselineSimdArch() {
    for (SimdArch arch : {SimdArch::Sse2, SimdArch::Neon64})
        if (isSupported(arch)) return arch;
    return SimdArch::Scalar;
}

} // namespace hydro
