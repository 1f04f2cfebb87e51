// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file SimdArch.h
/// Which instruction set the force kernel runs on; chosen at run time, so one binary runs on any
/// x86-64 (docs/simd.md §2).

namespace hydro {

enum class SimdArch {
    Scalar,  ///< the scalar reference kernel: double precision, written for clarity
    Sse2,    ///< xsimd::sse2, 4 lanes (every x86-64)
    Avx2,    ///< xsimd::fma3<xsimd::avx2>, 8 lanes
    Avx512,  ///< xsimd::avx512f, 16 lanes
};

/// "scalar", "sse2", "avx2", "avx512".
const char* archName(SimdArch arch);
/// Whether this CPU runs `arch` (xsimd 8.1's detection is trusted only for these three; docs/simd.md §3).
bool isSupported(SimdArch arch);
/// The widest supported arch.
SimdArch bestSimdArch();

} // namespace hydro
