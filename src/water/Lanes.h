// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// The batches the water models compute in (docs/simd.md §3): xsimd's, of the instruction set the
// target always has (SSE2 on x86-64, NEON on aarch64, SIMD128 through Emscripten), or, on a target
// xsimd 8.1 has no instruction set for (XSIMD_NO_SUPPORTED_ARCHITECTURE: ppc64le, s390x, riscv64,
// ...), a batch of one lane in plain C++ with the part of xsimd's interface they use. The water code
// calls lanes::sin, lanes::select, ... and works either way. Internal to the core.

#include <xsimd/xsimd.hpp>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <type_traits>
#include <utility>

namespace hydro::lanes {

#if !defined(XSIMD_NO_SUPPORTED_ARCHITECTURE)

template <class T>
using Batch = xsimd::batch<T>;
using xsimd::abs;
using xsimd::all;
using xsimd::any;
using xsimd::batch_cast;
using xsimd::exp;
using xsimd::floor;
using xsimd::fnma;
using xsimd::nearbyint;
using xsimd::select;
using xsimd::sin;
using xsimd::sincos;

#else

/// A comparison's outcome in a one-lane batch.
struct Mask {
    bool lane;
    friend Mask operator&&(Mask a, Mask b) { return {a.lane && b.lane}; }
    friend Mask operator||(Mask a, Mask b) { return {a.lane || b.lane}; }
    friend Mask operator!(Mask a) { return {!a.lane}; }
};
inline bool all(Mask m) { return m.lane; }
inline bool any(Mask m) { return m.lane; }

/// One lane of T, with xsimd::batch's loads, stores, arithmetic and comparisons.
template <class T>
class Batch {
public:
    using value_type = T;
    static constexpr std::size_t size = 1;

    Batch() = default;
    Batch(T value) : lane_(value) {}  // NOLINT: implicit, as xsimd's broadcast is

    static Batch load_aligned(const T* from) { return Batch(*from); }
    static Batch load_unaligned(const T* from) { return Batch(*from); }
    void store_aligned(T* to) const { *to = lane_; }
    void store_unaligned(T* to) const { *to = lane_; }
    T lane() const { return lane_; }

    Batch& operator+=(Batch b) { return *this = *this + b; }
    Batch& operator-=(Batch b) { return *this = *this - b; }
    Batch& operator*=(Batch b) { return *this = *this * b; }
    friend Batch operator+(Batch a, Batch b) { return Batch(T(a.lane_ + b.lane_)); }
    friend Batch operator-(Batch a, Batch b) { return Batch(T(a.lane_ - b.lane_)); }
    friend Batch operator*(Batch a, Batch b) { return Batch(T(a.lane_ * b.lane_)); }
    friend Batch operator/(Batch a, Batch b) { return Batch(T(a.lane_ / b.lane_)); }
    friend Batch operator&(Batch a, Batch b) { return Batch(T(a.lane_ & b.lane_)); }
    friend Batch operator-(Batch a) { return Batch(T(-a.lane_)); }
    friend Mask operator<(Batch a, Batch b) { return {a.lane_ < b.lane_}; }
    friend Mask operator>(Batch a, Batch b) { return {a.lane_ > b.lane_}; }
    friend Mask operator==(Batch a, Batch b) { return {a.lane_ == b.lane_}; }

private:
    T lane_{};
};

inline Batch<float> abs(Batch<float> x) { return std::abs(x.lane()); }
inline Batch<float> exp(Batch<float> x) { return std::exp(x.lane()); }
inline Batch<float> floor(Batch<float> x) { return std::floor(x.lane()); }
inline Batch<float> nearbyint(Batch<float> x) { return std::nearbyint(x.lane()); }
inline Batch<float> sin(Batch<float> x) { return std::sin(x.lane()); }
/// (sin x, cos x), as xsimd::sincos; the sine the same as sin(x), bit for bit.
inline std::pair<Batch<float>, Batch<float>> sincos(Batch<float> x) {
    return {std::sin(x.lane()), std::cos(x.lane())};
}
/// -x y + z, as xsimd::fnma.
inline Batch<float> fnma(Batch<float> x, Batch<float> y, Batch<float> z) { return z - x * y; }
template <class T>
Batch<T> select(Mask m, Batch<T> ifTrue, Batch<T> ifFalse) {
    return m.lane ? ifTrue : ifFalse;
}

/// Lane conversion as SSE's and NEON's: float to int32 truncates, and a NaN or a value beyond the
/// int32 range gives INT32_MIN (where a plain C++ cast would be undefined).
template <class To, class From>
Batch<To> batch_cast(Batch<From> x) {
    if constexpr (std::is_same_v<To, std::int32_t> && std::is_floating_point_v<From>) {
        const From v = x.lane();
        const bool representable = v >= From(-2147483648.0) && v < From(2147483648.0);
        return representable ? std::int32_t(v) : std::numeric_limits<std::int32_t>::min();
    } else {
        return To(x.lane());
    }
}

#endif

} // namespace hydro::lanes
