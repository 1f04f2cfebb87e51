// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// A 4 x 4 block of a water patch's samples held in registers and read by lane with a permutation,
// for the archs that have one across 16 floats (AVX-512: one register; AVX2: two, and a blend).
// PatchLookup reads a batch's samples from it where the batch's points lie within 3 x 3 cells: a
// gather loads each lane's value from memory one element at a time (16 loads for a 16-lane batch),
// a permutation picks them from a register (docs/simd.md §1). The values are the samples themselves,
// so the results are the same to the bit. `available` is false for the other archs (SSE2, NEON:
// no such permutation); PatchLookup then gathers.

#include <xsimd/xsimd.hpp>

#if XSIMD_WITH_FMA3_AVX2
#include <immintrin.h>
#endif

#include <cstdint>

namespace hydro {

template <class Arch>
struct SampleWindow {
    static constexpr bool available = false;
};

#if XSIMD_WITH_FMA3_AVX2
/// Rows 0 and 1 of the block in one register, rows 2 and 3 in the other.
template <>
struct SampleWindow<xsimd::fma3<xsimd::avx2>> {
    static constexpr bool available = true;
    __m256 near_, far_;
    /// The block whose first sample is `origin`, rows `stride` floats apart.
    SampleWindow(const float* origin, std::int32_t stride)
        : near_(_mm256_insertf128_ps(_mm256_castps128_ps256(_mm_loadu_ps(origin)), _mm_loadu_ps(origin + stride), 1)),
          far_(_mm256_insertf128_ps(_mm256_castps128_ps256(_mm_loadu_ps(origin + 2 * stride)),
                                    _mm_loadu_ps(origin + 3 * stride), 1)) {}
    /// Sample `index` (row * 4 + column) of the block, by lane.
    xsimd::batch<float, xsimd::fma3<xsimd::avx2>> operator[](const xsimd::batch<std::int32_t, xsimd::fma3<xsimd::avx2>>& index) const {
        const __m256i i = index;
        // permutevar8x32 reads the index's low 3 bits; bit 3 (rows 2 and 3), moved to the sign, picks the register.
        return _mm256_blendv_ps(_mm256_permutevar8x32_ps(near_, i), _mm256_permutevar8x32_ps(far_, i),
                                _mm256_castsi256_ps(_mm256_slli_epi32(i, 28)));
    }
};
#endif

#if XSIMD_WITH_AVX512F
template <>
struct SampleWindow<xsimd::avx512f> {
    static constexpr bool available = true;
    __m512 block_;
    SampleWindow(const float* origin, std::int32_t stride) {
        const __m512 low = _mm512_castps128_ps512(_mm_loadu_ps(origin));
        const __m512 two = _mm512_insertf32x4(low, _mm_loadu_ps(origin + stride), 1);
        const __m512 three = _mm512_insertf32x4(two, _mm_loadu_ps(origin + 2 * stride), 2);
        block_ = _mm512_insertf32x4(three, _mm_loadu_ps(origin + 3 * stride), 3);
    }
    xsimd::batch<float, xsimd::avx512f> operator[](const xsimd::batch<std::int32_t, xsimd::avx512f>& index) const {
        return _mm512_permutexvar_ps(index, block_);
    }
};
#endif

} // namespace hydro
