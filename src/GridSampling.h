// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// Bilinear (and, for periodic tiles, Catmull-Rom cubic) sampling of a regular grid of floats over
// the horizontal plane, shared by the water models that store one (OceanSpectrumWaves,
// HeightFieldWater). Internal.

#include "hydro/WaterSurface.h"

#include <cmath>
#include <cstddef>
#include <cstdint>

namespace hydro {

/// Node (i, j) is at (originX + i spacing, originZ + j spacing) and stored at j * nx + i.
struct GridLayout {
    std::size_t nx = 0, nz = 0;
    double originX = 0.0, originZ = 0.0, spacing = 1.0;
    bool periodic = false;  ///< wrap around (a tile); otherwise clamp to the edge
};

/// The four nodes around a point and where the point is between them.
struct GridCell {
    std::size_t i00, i10, i01, i11;  ///< (x, z), (x + 1, z), (x, z + 1), (x + 1, z + 1)
    float fx, fz;                    ///< fractions of the cell along x and z
    bool clamped;  ///< the point was outside a non-periodic grid and took the edge's value

    double interpolate(const float* field) const {
        const float low = field[i00] + fx * (field[i10] - field[i00]);
        const float high = field[i01] + fx * (field[i11] - field[i01]);
        return double(low + fz * (high - low));
    }
};

namespace detail {
/// Node index, the next node and the fraction along one axis, `g` in grid units from node 0.
inline std::size_t axisNode(double g, std::size_t n, bool periodic, bool powerOfTwo, float& fraction, bool& clamped,
                            std::size_t& next) {
    // floor without a libm call (baseline x86-64 has no SSE4.1 round): truncate, step down below 0.
    // A NaN or a coordinate beyond +-2^62 grid units is no water query (Limits.h keeps queries far
    // inside): it reads node 0 rather than reach the cast, which would be undefined behaviour.
    if (!(g > -4.6e18 && g < 4.6e18)) g = 0.0;
    std::int64_t truncated = std::int64_t(g);
    truncated -= double(truncated) > g;
    const double cell = double(truncated);
    fraction = float(g - cell);
    if (periodic) {
        // Power-of-two tiles wrap with a mask; others with a (slower) modulo.
        const std::int64_t i = truncated, size = std::int64_t(n);
        const std::size_t wrapped = powerOfTwo ? std::size_t(i) & (n - 1) : std::size_t(((i % size) + size) % size);
        next = powerOfTwo ? (wrapped + 1) & (n - 1) : (wrapped + 1) % n;
        return wrapped;
    }
    if (cell < 0.0 || cell >= double(n - 1)) {
        clamped = clamped || g < 0.0 || g > double(n - 1);
        const std::size_t edge = cell < 0.0 ? 0 : n - 1;
        fraction = 0.0f;
        next = edge;
        return edge;
    }
    next = std::size_t(cell) + 1;
    return std::size_t(cell);
}
} // namespace detail

/// Calls visit(index, cell) for each point of the batch. The batch's origin is turned into grid
/// units once, in double, and each float offset added to it: no division per point, and a point
/// far from the world's origin is as precise as one near it.
template <class Visit> void forEachGridCell(const GridLayout& g, const PointBatch& points, Visit&& visit) {
    const double inverseSpacing = 1.0 / g.spacing;
    const double baseX = (points.origin.x - g.originX) * inverseSpacing;
    const double baseZ = (points.origin.z - g.originZ) * inverseSpacing;
    const bool powerOfTwoX = (g.nx & (g.nx - 1)) == 0, powerOfTwoZ = (g.nz & (g.nz - 1)) == 0;
    for (std::size_t p = 0; p < points.count; ++p) {
        float fx, fz;
        bool clamped = false;
        std::size_t ix1, iz1;
        const std::size_t ix = detail::axisNode(baseX + double(points.x[p]) * inverseSpacing, g.nx, g.periodic,
                                                powerOfTwoX, fx, clamped, ix1);
        const std::size_t iz = detail::axisNode(baseZ + double(points.z[p]) * inverseSpacing, g.nz, g.periodic,
                                                powerOfTwoZ, fz, clamped, iz1);
        const std::size_t row = iz * g.nx, nextRow = iz1 * g.nx;
        visit(p, GridCell{row + ix, row + ix1, nextRow + ix, nextRow + ix1, fx, fz, clamped});
    }
}

/// The 4 x 4 nodes around a point of a periodic grid and their Catmull-Rom weights: a surface
/// through the nodes whose slope is continuous everywhere, tile edges included. Bilinear sampling
/// keeps only 2/3 + cos(k h)/3 of a wave's variance between nodes (90 % at 8 cells per wavelength);
/// the cubic keeps over 99 % there (docs/water.md §4).
struct CubicGridCell {
    std::size_t column[4], row[4];  ///< node indices along x, and row offsets (j nx) along z
    float wx[4], wz[4];

    double interpolate(const float* field) const {
        float sum = 0.0f;
        for (int j = 0; j < 4; ++j) {
            const float* line = field + row[j];
            sum += wz[j] * (wx[0] * line[column[0]] + wx[1] * line[column[1]] + wx[2] * line[column[2]] +
                            wx[3] * line[column[3]]);
        }
        return double(sum);
    }
};

namespace detail {
/// Catmull-Rom weights of the nodes at -1, 0, 1, 2 for a point at fraction t of cell [0, 1].
inline void catmullRomWeights(float t, float (&w)[4]) {
    const float t2 = t * t, t3 = t2 * t;
    w[0] = 0.5f * (-t3 + 2.0f * t2 - t);
    w[1] = 0.5f * (3.0f * t3 - 5.0f * t2 + 2.0f);
    w[2] = 0.5f * (-3.0f * t3 + 4.0f * t2 + t);
    w[3] = 0.5f * (t3 - t2);
}
} // namespace detail

/// Calls visit(index, cell) for each point of the batch, on a periodic grid whose sides are powers
/// of two (a spectral tile), like forEachGridCell: the nodes wrap with a mask, no division.
template <class Visit> void forEachCubicGridCell(const GridLayout& g, const PointBatch& points, Visit&& visit) {
    const double inverseSpacing = 1.0 / g.spacing;
    const double baseX = (points.origin.x - g.originX) * inverseSpacing;
    const double baseZ = (points.origin.z - g.originZ) * inverseSpacing;
    const std::size_t maskX = g.nx - 1, maskZ = g.nz - 1;
    for (std::size_t p = 0; p < points.count; ++p) {
        float fx, fz;
        bool clamped = false;
        std::size_t nextX, nextZ;
        const std::size_t i = detail::axisNode(baseX + double(points.x[p]) * inverseSpacing, g.nx, true, true, fx,
                                               clamped, nextX);
        const std::size_t j = detail::axisNode(baseZ + double(points.z[p]) * inverseSpacing, g.nz, true, true, fz,
                                               clamped, nextZ);
        CubicGridCell cubic;
        for (std::size_t k = 0; k < 4; ++k) {
            cubic.column[k] = (i + maskX + k) & maskX;
            cubic.row[k] = ((j + maskZ + k) & maskZ) * g.nx;
        }
        detail::catmullRomWeights(fx, cubic.wx);
        detail::catmullRomWeights(fz, cubic.wz);
        visit(p, cubic);
    }
}

/// The cell around one world point (x, z).
inline GridCell gridCellAt(const GridLayout& g, double x, double z) {
    const float offset[1] = {0.0f};
    const PointBatch one{{x, 0.0, z}, offset, nullptr, offset, 1};
    GridCell result{};
    forEachGridCell(g, one, [&](std::size_t, const GridCell& c) { result = c; });
    return result;
}

} // namespace hydro
