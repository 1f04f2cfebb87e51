// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file SimdArch.h
/// Which instruction set the force kernel runs on; chosen at run time, so one binary runs on any
/// x86-64 (docs/simd.md §2). Each target compiles the kernels of its own instruction sets: x86-64
/// sse2, avx2 and avx512; aarch64 neon64; WebAssembly sse2, which Emscripten turns into SIMD128;
/// any other target (or HYDRO_SIMD_KERNELS=OFF) the scalar reference alone.

#include <cstddef>
#include <string>

namespace hydro {

enum class SimdArch {
    Scalar,  ///< the scalar reference kernel: double precision, written for clarity
    Sse2,    ///< xsimd::sse2, 4 lanes (every x86-64; WebAssembly SIMD128 through Emscripten)
    Avx2,    ///< xsimd::fma3<xsimd::avx2>, 8 lanes
    Avx512,  ///< xsimd::avx512f, 16 lanes
    Neon64,  ///< xsimd::neon64, 4 lanes (every aarch64: Advanced SIMD is part of ARMv8-A)
};

/// How many SimdArch values there are (for tables indexed by the arch).
inline constexpr std::size_t kSimdArchCount = 5;
/// Every SIMD arch, whether or not this build has it (isSupported says).
inline constexpr SimdArch kSimdArchs[] = {SimdArch::Sse2, SimdArch::Avx2, SimdArch::Avx512, SimdArch::Neon64};

/// "scalar", "sse2", "avx2", "avx512", "neon64".
const char* archName(SimdArch arch);
/// Whether this build has `arch`'s kernel and this CPU runs it (xsimd 8.1's detection is trusted on
/// x86 only for sse2, fma3<avx2> and avx512f; docs/simd.md §3). Scalar always.
bool isSupported(SimdArch arch);
/// The widest supported arch.
SimdArch bestSimdArch();
/// The arch every machine of this target runs: sse2 on x86-64 and WebAssembly, neon64 on aarch64,
/// scalar where the build has no SIMD. What a game gives where it needs the same bits on every
/// machine (a lockstep multiplayer game; docs/simd.md §5).
SimdArch baselineSimdArch();
/// Why `arch` is not supported here, and what is: "this build has no neon64 kernel (it has scalar,
/// sse2, avx2, avx512)", or "this CPU does not run avx512 (it runs scalar, sse2, avx2)". For the
/// messages that refuse an arch.
std::string whyUnsupported(SimdArch arch);

} // namespace hydro
