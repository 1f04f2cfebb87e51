// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// The patch lookup's whole numbers (PatchLookup.h): a point's cell, floor(x), and a sample's index,
// a whole float made an int32. WebAssembly's SIMD128 has an instruction for each (f32x4.floor,
// i32x4.trunc_sat_f32x4), where Emscripten's SSE2, which the kernel's sse2 batches compile to,
// builds floor from a rounding and a comparison and emulates SSE2's conversion with range checks:
// several instructions each, per vertex and quantity. Both are exact on the values the lookup gives
// them (finite, and whole numbers below 2^24 to convert), so either way gives the same bits.

#include <xsimd/xsimd.hpp>

#include <cstdint>

#if defined(__wasm_simd128__)
#include <wasm_simd128.h>
#endif

namespace hydro {

template <class Arch>
inline xsimd::batch<float, Arch> roundDown(const xsimd::batch<float, Arch>& x) {
    return xsimd::floor(x);
}

template <class Arch>
inline xsimd::batch<std::int32_t, Arch> wholeToInt(const xsimd::batch<float, Arch>& x) {
    return xsimd::batch_cast<std::int32_t>(x);
}

#if defined(__wasm_simd128__) && XSIMD_WITH_SSE2
inline xsimd::batch<float, xsimd::sse2> roundDown(const xsimd::batch<float, xsimd::sse2>& x) {
    return (__m128)wasm_f32x4_floor((v128_t)__m128(x));
}

inline xsimd::batch<std::int32_t, xsimd::sse2> wholeToInt(const xsimd::batch<float, xsimd::sse2>& x) {
    return (__m128i)wasm_i32x4_trunc_sat_f32x4((v128_t)__m128(x));
}
#endif

} // namespace hydro
