// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// Three batches as one vector of lanes, and the few operations the kernels need on them. SoA: a
// Vec<B> holds W points, never the x, y, z of one point in one register (docs/simd.md §1). Dot and
// cross products and rotations fuse their products with their sums (MultiplyAdd.h).

#include "MultiplyAdd.h"

namespace hydro {

template <class B>
struct Vec {
    B x, y, z;
};

template <class B>
Vec<B> operator+(const Vec<B>& a, const Vec<B>& b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }
template <class B>
Vec<B> operator-(const Vec<B>& a, const Vec<B>& b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }
template <class B>
Vec<B> operator*(const B& s, const Vec<B>& a) { return {s * a.x, s * a.y, s * a.z}; }
/// s a + c.
template <class B>
Vec<B> multiplyAdd(const B& s, const Vec<B>& a, const Vec<B>& c) {
    return {multiplyAdd(s, a.x, c.x), multiplyAdd(s, a.y, c.y), multiplyAdd(s, a.z, c.z)};
}
template <class B>
B dot(const Vec<B>& a, const Vec<B>& b) { return multiplyAdd(a.x, b.x, multiplyAdd(a.y, b.y, a.z * b.z)); }
template <class B>
Vec<B> cross(const Vec<B>& a, const Vec<B>& b) {
    return {multiplySubtract(a.y, b.z, a.z * b.y), multiplySubtract(a.z, b.x, a.x * b.z),
            multiplySubtract(a.x, b.y, a.y * b.x)};
}

/// A 3x3 rotation broadcast to every lane (row-major input, hull axes -> world axes).
template <class B>
struct Rotation {
    explicit Rotation(const float (&m)[9])
        : r00(m[0]), r01(m[1]), r02(m[2]), r10(m[3]), r11(m[4]), r12(m[5]), r20(m[6]), r21(m[7]), r22(m[8]) {}
    Vec<B> apply(const B& x, const B& y, const B& z) const {
        return {multiplyAdd(r00, x, multiplyAdd(r01, y, r02 * z)), multiplyAdd(r10, x, multiplyAdd(r11, y, r12 * z)),
                multiplyAdd(r20, x, multiplyAdd(r21, y, r22 * z))};
    }
    /// The rotated vector plus `offset` (a point's place: offset the translation), in the same chain.
    Vec<B> apply(const B& x, const B& y, const B& z, const Vec<B>& offset) const {
        return {multiplyAdd(r00, x, multiplyAdd(r01, y, multiplyAdd(r02, z, offset.x))),
                multiplyAdd(r10, x, multiplyAdd(r11, y, multiplyAdd(r12, z, offset.y))),
                multiplyAdd(r20, x, multiplyAdd(r21, y, multiplyAdd(r22, z, offset.z)))};
    }
    /// The y of apply(x, y, z, offset) alone, by the same chain (the same bits).
    B applyY(const B& x, const B& y, const B& z, const Vec<B>& offset) const {
        return multiplyAdd(r10, x, multiplyAdd(r11, y, multiplyAdd(r12, z, offset.y)));
    }
    B r00, r01, r02, r10, r11, r12, r20, r21, r22;
};

} // namespace hydro
