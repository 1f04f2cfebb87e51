// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// Catmull-Rom cubic sampling of a periodic grid whose sides are powers of two (a spectral tile,
// docs/water.md §3), a SIMD batch of points at a time: the cells, the fractions and the weights
// are computed in lanes, the 16 nodes of each point loaded by index. Internal (OceanSpectrumWaves).

#include "water/GridSampling.h"

#include "water/Lanes.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace hydro {

using CubicBatch = lanes::Batch<float>;
using CubicIndex = lanes::Batch<std::int32_t>;

/// The 4 x 4 nodes around each lane's point and their Catmull-Rom weights: a surface through the
/// nodes whose slope is continuous everywhere, tile edges included. Bilinear sampling keeps only
/// 2/3 + cos(k h)/3 of a wave's variance between nodes (90 % at 8 cells per wavelength); the cubic
/// keeps over 99 % there (docs/water.md §3).
/// A tile's field as the queries read it: (n + 3)^2 floats, node (i, j) at (j + 1)(n + 3) + i + 1,
/// framed by an apron that repeats the nodes at -1 (before the first) and n, n + 1 (after the last)
/// of the periodic tile, so that the 4 x 4 nodes round any point lie in four rows of four
/// consecutive floats: no wrapping per node, one load per row.
struct ApronGrid {
    static std::size_t side(std::size_t n) { return n + 3; }
    static std::size_t size(std::size_t n) { return side(n) * side(n); }
    static std::size_t at(std::size_t i, std::size_t j, std::size_t n) { return (j + 1) * side(n) + i + 1; }

    /// Fills the apron of `field` (size(n) floats) from its nodes.
    static void wrap(float* field, std::size_t n) {
        const std::size_t w = side(n);
        for (std::size_t j = 1; j <= n; ++j) {
            float* row = field + j * w;
            row[0] = row[n];
            row[n + 1] = row[1];
            row[n + 2] = row[2];
        }
        std::copy(field + n * w, field + (n + 1) * w, field);                // row -1: row n - 1
        std::copy(field + 1 * w, field + 3 * w, field + (n + 1) * w);        // rows n, n + 1: rows 0, 1
    }
};

/// The 4 x 4 nodes around each lane's point and their Catmull-Rom weights: a surface through the
/// nodes whose slope is continuous everywhere, tile edges included. Bilinear sampling keeps only
/// 2/3 + cos(k h)/3 of a wave's variance between nodes (90 % at 8 cells per wavelength); the cubic
/// keeps over 99 % there (docs/water.md §3).
struct CubicTaps {
    CubicIndex rowStart[4];  ///< per row along z, the ApronGrid index of its first node
    CubicBatch wx[4], wz[4];

    /// The cubic of an ApronGrid `field` at each lane's point: the sum over i of wx[i] (the sum
    /// over j of wz[j] v[j][i]), in that order.
    CubicBatch sample(const float* field) const {
        CubicBatch column[4];
#if !defined(XSIMD_NO_SUPPORTED_ARCHITECTURE)
        if constexpr (kRowLoads) {
            columnSumsByRows<CubicBatch>(field, column);
        } else
#endif
        {
            for (int i = 0; i < 4; ++i) {
                column[i] = wz[0] * gatherLanes(field, rowStart[0] + CubicIndex(i));
                for (int j = 1; j < 4; ++j) column[i] = column[i] + wz[j] * gatherLanes(field, rowStart[j] + CubicIndex(i));
            }
        }
        CubicBatch sum = wx[0] * column[0];
        for (int i = 1; i < 4; ++i) sum = sum + wx[i] * column[i];
        return sum;
    }

    /// Rows loaded whole need batches of four float lanes (sse2, neon64, WebAssembly's SIMD128):
    /// one row of four nodes is one batch. (One lane, Lanes.h's, gathers.)
    static constexpr bool kRowLoads = CubicBatch::size == 4;

    /// After rowStart and wz are set: their lanes spread out once for every field sample() reads.
    void spreadLanes() {
        if constexpr (kRowLoads)
            for (int j = 0; j < 4; ++j) {
                rowStart[j].store_aligned(laneStart_[j]);
                wz[j].store_aligned(laneWeight_[j]);
            }
    }

private:
    alignas(16) std::int32_t laneStart_[4][CubicBatch::size];  // rowStart by row and lane
    alignas(16) float laneWeight_[4][CubicBatch::size];        // wz by row and lane

    /// field[index] per lane, by scalar loads: xsimd 8.1's gather is an out-of-line loop.
    static CubicBatch gatherLanes(const float* field, const CubicIndex& index) {
        alignas(64) std::int32_t at[CubicBatch::size];
        alignas(64) float value[CubicBatch::size];
        index.store_aligned(at);
        for (std::size_t l = 0; l < CubicBatch::size; ++l) value[l] = field[at[l]];
        return CubicBatch::load_aligned(value);
    }

#if !defined(XSIMD_NO_SUPPORTED_ARCHITECTURE)
    /// column[i] = the sum over j of wz[j] v[j][i], four lanes: per lane its four rows loaded whole
    /// and weighted, then turned lane-major by one 4 x 4 transpose. Portable xsimd: the same
    /// multiplies and adds in the same order on every 4-lane arch, and shuffles that move bits only.
    template <class Batch> void columnSumsByRows(const float* field, Batch (&column)[4]) const {
        Batch lane[4];
        for (int l = 0; l < 4; ++l) {
            lane[l] = Batch(laneWeight_[0][l]) * Batch::load_unaligned(field + laneStart_[0][l]);
            for (int j = 1; j < 4; ++j)
                lane[l] = lane[l] + Batch(laneWeight_[j][l]) * Batch::load_unaligned(field + laneStart_[j][l]);
        }
        transpose4(lane, column);
    }

    /// out[i] lane l = in[l] lane i: pairs of lanes interleaved as floats, then as doubles (a pair of
    /// floats moved as one 64-bit lane).
    template <class Batch> static void transpose4(const Batch (&in)[4], Batch (&out)[4]) {
        using Pairs = xsimd::batch<double, typename Batch::arch_type>;
        const Pairs low01 = xsimd::bitwise_cast<Pairs>(xsimd::zip_lo(in[0], in[1]));   // a0 b0 a1 b1
        const Pairs high01 = xsimd::bitwise_cast<Pairs>(xsimd::zip_hi(in[0], in[1]));  // a2 b2 a3 b3
        const Pairs low23 = xsimd::bitwise_cast<Pairs>(xsimd::zip_lo(in[2], in[3]));   // c0 d0 c1 d1
        const Pairs high23 = xsimd::bitwise_cast<Pairs>(xsimd::zip_hi(in[2], in[3]));  // c2 d2 c3 d3
        out[0] = xsimd::bitwise_cast<Batch>(xsimd::zip_lo(low01, low23));    // a0 b0 c0 d0
        out[1] = xsimd::bitwise_cast<Batch>(xsimd::zip_hi(low01, low23));    // a1 b1 c1 d1
        out[2] = xsimd::bitwise_cast<Batch>(xsimd::zip_lo(high01, high23));  // a2 b2 c2 d2
        out[3] = xsimd::bitwise_cast<Batch>(xsimd::zip_hi(high01, high23));  // a3 b3 c3 d3
    }
#endif
};

namespace detail {
/// Catmull-Rom weights of the nodes at -1, 0, 1, 2 for points at fraction t of cell [0, 1].
inline void catmullRomWeights(const CubicBatch& t, CubicBatch (&w)[4]) {
    const CubicBatch half(0.5f), t2 = t * t, t3 = t2 * t;
    w[0] = half * (-t3 + CubicBatch(2.0f) * t2 - t);
    w[1] = half * (CubicBatch(3.0f) * t3 - CubicBatch(5.0f) * t2 + CubicBatch(2.0f));
    w[2] = half * (CubicBatch(-3.0f) * t3 + CubicBatch(4.0f) * t2 + t);
    w[3] = half * (t3 - t2);
}

/// One axis of the batch's origin in grid units, split once in double into a whole node (wrapped
/// into the tile) and a fraction, so that each point's float offset adds to a small number: a
/// point far from the world's origin is as precise as one near it. A NaN or a coordinate beyond
/// +-2^62 grid units is no water query (Limits.h keeps queries far inside): it reads node 0.
struct AxisOrigin {
    std::int32_t node;
    float fraction;
    AxisOrigin(double g, std::size_t n) {
        if (!(g > -4.6e18 && g < 4.6e18)) g = 0.0;
        const double whole = std::floor(g);
        node = std::int32_t(std::int64_t(whole) & std::int64_t(n - 1));  // two's complement: a modulo
        fraction = float(g - whole);
    }
};

/// Each lane's cell along one axis, wrapped into the tile (its node 0 .. n - 1: in the ApronGrid,
/// the node at -1 is then at this index), and its weights.
inline CubicIndex axisTaps(const AxisOrigin& origin, const CubicBatch& offset, float inverseSpacing, std::int32_t mask,
                           CubicBatch (&w)[4]) {
    const CubicBatch g = CubicBatch(origin.fraction) + offset * CubicBatch(inverseSpacing);
    const CubicBatch cell = lanes::floor(g);
    catmullRomWeights(g - cell, w);
    // A NaN offset casts to INT_MIN, which the mask brings into the tile like any other.
    return (lanes::batch_cast<std::int32_t>(cell) + CubicIndex(origin.node)) & CubicIndex(mask);
}
} // namespace detail

/// The floats at first .. first + count - 1 in the first `count` lanes, zero in the rest.
inline CubicBatch loadLanes(const float* values, std::size_t first, std::size_t count) {
    if (count == CubicBatch::size) return CubicBatch::load_unaligned(values + first);
    alignas(64) float padded[CubicBatch::size] = {};
    std::copy(values + first, values + first + count, padded);
    return CubicBatch::load_aligned(padded);
}

/// values[first .. first + count - 1] += the first `count` lanes of `add`.
inline void addLanes(float* values, std::size_t first, std::size_t count, const CubicBatch& add) {
    if (count == CubicBatch::size) {
        (CubicBatch::load_unaligned(values + first) + add).store_unaligned(values + first);
        return;
    }
    alignas(64) float lanes[CubicBatch::size];
    add.store_aligned(lanes);
    for (std::size_t l = 0; l < count; ++l) values[first + l] += lanes[l];
}

/// Calls visit(first, count, taps) for the points of the batch in SIMD batches, on a tile of
/// g.nx x g.nz nodes (powers of two, g.nx == g.nz) whose fields are ApronGrids: `taps` for the
/// points first .. first + count - 1 in its first `count` lanes (the last batch is padded with the
/// origin, whose lanes visit ignores: loadLanes and addLanes read and write the first `count`). Every point goes through the same arithmetic whatever its
/// place in the batch, so a point's value does not depend on the points queried with it.
template <class Visit> void forEachCubicBatch(const GridLayout& g, const PointBatch& points, Visit&& visit) {
    const double inverseSpacing = 1.0 / g.spacing;
    const detail::AxisOrigin originX((points.origin.x - g.originX) * inverseSpacing, g.nx);
    const detail::AxisOrigin originZ((points.origin.z - g.originZ) * inverseSpacing, g.nz);
    const std::int32_t maskX = std::int32_t(g.nx - 1), maskZ = std::int32_t(g.nz - 1);
    const std::int32_t side = std::int32_t(ApronGrid::side(g.nx));
    constexpr std::size_t kLanes = CubicBatch::size;
    CubicTaps taps;
    for (std::size_t first = 0; first < points.count; first += kLanes) {
        const std::size_t count = std::min(kLanes, points.count - first);
        const CubicIndex column = detail::axisTaps(originX, loadLanes(points.x, first, count), float(inverseSpacing), maskX, taps.wx);
        const CubicIndex row = detail::axisTaps(originZ, loadLanes(points.z, first, count), float(inverseSpacing), maskZ, taps.wz);
        // row * side in float: SSE2 has no 32-bit lane multiply, and the product is exact (a
        // 1024-node tile's ApronGrid has 1027^2 floats, far below 2^24).
        const CubicIndex firstRow = lanes::batch_cast<std::int32_t>(lanes::batch_cast<float>(row) * CubicBatch(float(side)));
        for (int j = 0; j < 4; ++j) taps.rowStart[j] = firstRow + CubicIndex(j * side) + column;
        taps.spreadLanes();
        visit(first, count, taps);
    }
}

} // namespace hydro
