// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// The sum of a float batch's lanes, in double, for the kernels' accumulators. Converted and added in
// SIMD registers (halves, then pairs) rather than lane by lane through memory: with a dozen
// accumulators, the lane-by-lane sums were a large part of a small hull's fixed cost. The order of
// the additions is fixed, so the result is the same every time.

#include <xsimd/xsimd.hpp>

#include <immintrin.h>

#include <cstddef>
#include <type_traits>

namespace hydro {

template <class Arch>
inline double sumLanes(const xsimd::batch<float, Arch>& a) {
    if constexpr (std::is_same_v<Arch, xsimd::avx512f>) {
        const __m512 v = a;
        const __m256 upper = _mm256_castpd_ps(_mm512_extractf64x4_pd(_mm512_castps_pd(v), 1));
        const __m512d halves = _mm512_add_pd(_mm512_cvtps_pd(_mm512_castps512_ps256(v)), _mm512_cvtps_pd(upper));
        const __m256d quarters = _mm256_add_pd(_mm512_castpd512_pd256(halves), _mm512_extractf64x4_pd(halves, 1));
        const __m128d pairs = _mm_add_pd(_mm256_castpd256_pd128(quarters), _mm256_extractf128_pd(quarters, 1));
        return _mm_cvtsd_f64(_mm_add_sd(pairs, _mm_unpackhi_pd(pairs, pairs)));
    } else if constexpr (std::is_same_v<Arch, xsimd::fma3<xsimd::avx2>>) {
        const __m256 v = a;
        const __m256d halves = _mm256_add_pd(_mm256_cvtps_pd(_mm256_castps256_ps128(v)), _mm256_cvtps_pd(_mm256_extractf128_ps(v, 1)));
        const __m128d pairs = _mm_add_pd(_mm256_castpd256_pd128(halves), _mm256_extractf128_pd(halves, 1));
        return _mm_cvtsd_f64(_mm_add_sd(pairs, _mm_unpackhi_pd(pairs, pairs)));
    } else if constexpr (std::is_same_v<Arch, xsimd::sse2>) {
        const __m128 v = a;
        const __m128d pairs = _mm_add_pd(_mm_cvtps_pd(v), _mm_cvtps_pd(_mm_movehl_ps(v, v)));
        return _mm_cvtsd_f64(_mm_add_sd(pairs, _mm_unpackhi_pd(pairs, pairs)));
    } else {
        alignas(64) float lanes[xsimd::batch<float, Arch>::size];
        a.store_aligned(lanes);
        double sum = 0.0;
        for (float lane : lanes) sum += double(lane);
        return sum;
    }
}

} // namespace hydro
