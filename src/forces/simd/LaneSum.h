// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// The sum of a float batch's lanes, in double, for the kernels' accumulators. Converted and added in
// SIMD registers (halves, then pairs) rather than lane by lane through memory: with a dozen
// accumulators, the lane-by-lane sums were a large part of a small hull's fixed cost. The order of
// the additions is fixed, so the result is the same every time; on the 4-lane archs (sse2, neon64)
// it is the same order, (l0 + l2) + (l1 + l3), so they sum alike.
//
// Each arch's own instructions are compiled only where its instruction set is (XSIMD_WITH_<ARCH>,
// from the translation unit's flags): no x86 intrinsic reaches an ARM or other build.

#include <xsimd/xsimd.hpp>

#if XSIMD_WITH_SSE2
#include <immintrin.h>
#endif

#include <cstddef>

namespace hydro {

/// Any arch without its own overload below: the lanes stored and added in order.
template <class Arch>
inline double sumLanes(const xsimd::batch<float, Arch>& a) {
    alignas(64) float lanes[xsimd::batch<float, Arch>::size];
    a.store_aligned(lanes);
    double sum = 0.0;
    for (float lane : lanes) sum += double(lane);
    return sum;
}

#if XSIMD_WITH_SSE2
inline double sumLanes(const xsimd::batch<float, xsimd::sse2>& a) {
    const __m128 v = a;
    const __m128d pairs = _mm_add_pd(_mm_cvtps_pd(v), _mm_cvtps_pd(_mm_movehl_ps(v, v)));
    return _mm_cvtsd_f64(_mm_add_sd(pairs, _mm_unpackhi_pd(pairs, pairs)));
}
#endif

#if XSIMD_WITH_FMA3_AVX2
inline double sumLanes(const xsimd::batch<float, xsimd::fma3<xsimd::avx2>>& a) {
    const __m256 v = a;
    const __m256d halves = _mm256_add_pd(_mm256_cvtps_pd(_mm256_castps256_ps128(v)), _mm256_cvtps_pd(_mm256_extractf128_ps(v, 1)));
    const __m128d pairs = _mm_add_pd(_mm256_castpd256_pd128(halves), _mm256_extractf128_pd(halves, 1));
    return _mm_cvtsd_f64(_mm_add_sd(pairs, _mm_unpackhi_pd(pairs, pairs)));
}
#endif

#if XSIMD_WITH_AVX512F
inline double sumLanes(const xsimd::batch<float, xsimd::avx512f>& a) {
    const __m512 v = a;
    const __m256 upper = _mm256_castpd_ps(_mm512_extractf64x4_pd(_mm512_castps_pd(v), 1));
    const __m512d halves = _mm512_add_pd(_mm512_cvtps_pd(_mm512_castps512_ps256(v)), _mm512_cvtps_pd(upper));
    const __m256d quarters = _mm256_add_pd(_mm512_castpd512_pd256(halves), _mm512_extractf64x4_pd(halves, 1));
    const __m128d pairs = _mm_add_pd(_mm256_castpd256_pd128(quarters), _mm256_extractf128_pd(quarters, 1));
    return _mm_cvtsd_f64(_mm_add_sd(pairs, _mm_unpackhi_pd(pairs, pairs)));
}
#endif

#if XSIMD_WITH_NEON64
inline double sumLanes(const xsimd::batch<float, xsimd::neon64>& a) {
    const float32x4_t v = a;
    const float64x2_t pairs = vaddq_f64(vcvt_f64_f32(vget_low_f32(v)), vcvt_high_f64_f32(v));
    return vgetq_lane_f64(pairs, 0) + vgetq_lane_f64(pairs, 1);
}
#endif

} // namespace hydro
