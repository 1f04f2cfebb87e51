// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// Floats gathered by int32 index, for the kernels. xsimd 8.1's batch::gather on fma3<avx2> and
// avx512f is a generic loop of scalar loads in a function the compiler does not inline (18 % of a
// 12-triangle call, 16 % of the many-boat profile); the instructions themselves (vgatherdps) load
// the same values, so the results do not change by a bit. Other archs keep xsimd's gather.

#include <xsimd/xsimd.hpp>

#include <immintrin.h>

#include <cstdint>
#include <type_traits>

namespace hydro {

template <class Arch>
inline xsimd::batch<float, Arch> gather(const float* base, const xsimd::batch<std::int32_t, Arch>& index) {
    if constexpr (std::is_same_v<Arch, xsimd::fma3<xsimd::avx2>>)
        return _mm256_i32gather_ps(base, index, 4);
    else if constexpr (std::is_same_v<Arch, xsimd::avx512f>)
        return _mm512_i32gather_ps(index, base, 4);
    else
        return xsimd::batch<float, Arch>::gather(base, index);
}

} // namespace hydro
