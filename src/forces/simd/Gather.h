// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// Floats gathered by int32 index, for the kernels. xsimd 8.1's batch::gather on fma3<avx2> and
// avx512f is a generic loop of scalar loads in a function the compiler does not inline (18 % of a
// 12-triangle call, 16 % of the many-boat profile); the instructions themselves (vgatherdps) load
// the same values, so the results do not change by a bit. The other archs (sse2 and neon64 have no
// gather instruction) keep xsimd's gather. The AVX overloads exist only where their instruction
// set is compiled (XSIMD_WITH_<ARCH>).

#include <xsimd/xsimd.hpp>

#if XSIMD_WITH_FMA3_AVX2
#include <immintrin.h>
#endif

#include <cstdint>

namespace hydro {

template <class Arch>
inline xsimd::batch<float, Arch> gather(const float* base, const xsimd::batch<std::int32_t, Arch>& index) {
    return xsimd::batch<float, Arch>::gather(base, index);
}

#if XSIMD_WITH_FMA3_AVX2
inline xsimd::batch<float, xsimd::fma3<xsimd::avx2>> gather(const float* base,
                                                           const xsimd::batch<std::int32_t, xsimd::fma3<xsimd::avx2>>& index) {
    return _mm256_i32gather_ps(base, index, 4);
}
#endif

#if XSIMD_WITH_AVX512F
inline xsimd::batch<float, xsimd::avx512f> gather(const float* base, const xsimd::batch<std::int32_t, xsimd::avx512f>& index) {
    return _mm512_i32gather_ps(index, base, 4);
}
#endif

} // namespace hydro
