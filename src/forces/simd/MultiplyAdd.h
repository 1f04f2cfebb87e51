// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// x y + z and x y - z for the kernels, rounded once where the arch has a fused instruction (AVX2's
// FMA3, AVX-512, NEON) and as a product and a sum where it has none (SSE2 and WebAssembly's
// SIMD128: the same bits as before). The build forbids the compiler to fuse on its own
// (-ffp-contract=off, docs/simd.md §5), so every fused operation is one written here on purpose, and
// the same arch gives the same bits on every machine. The kernel is bound by its instruction count
// (docs/simd.md §1): a fused pair is one instruction where it was two.
//
// xsimd 8.1 fuses fma and fms on fma3<avx2> and NEON, but its avx512f falls back to its generic
// x * y + z, two roundings and two instructions: the overloads below give AVX-512 its vfmadd and
// vfmsub, where that instruction set is compiled (XSIMD_WITH_AVX512F).

#include <xsimd/xsimd.hpp>

#if XSIMD_WITH_AVX512F
#include <immintrin.h>
#endif

namespace hydro {

template <class Arch>
inline xsimd::batch<float, Arch> multiplyAdd(const xsimd::batch<float, Arch>& x, const xsimd::batch<float, Arch>& y,
                                             const xsimd::batch<float, Arch>& z) {
    return xsimd::fma(x, y, z);
}

template <class Arch>
inline xsimd::batch<float, Arch> multiplySubtract(const xsimd::batch<float, Arch>& x,
                                                  const xsimd::batch<float, Arch>& y,
                                                  const xsimd::batch<float, Arch>& z) {
    return xsimd::fms(x, y, z);
}

#if XSIMD_WITH_AVX512F
inline xsimd::batch<float, xsimd::avx512f> multiplyAdd(const xsimd::batch<float, xsimd::avx512f>& x,
                                                       const xsimd::batch<float, xsimd::avx512f>& y,
                                                       const xsimd::batch<float, xsimd::avx512f>& z) {
    return _mm512_fmadd_ps(x, y, z);
}

inline xsimd::batch<float, xsimd::avx512f> multiplySubtract(const xsimd::batch<float, xsimd::avx512f>& x,
                                                            const xsimd::batch<float, xsimd::avx512f>& y,
                                                            const xsimd::batch<float, xsimd::avx512f>& z) {
    return _mm512_fmsub_ps(x, y, z);
}
#endif

} // namespace hydro
