// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// Bilinear sampling of a regular grid of floats over the horizontal plane, shared by the water
// models that store one (HeightFieldWater; OceanSpectrumWaves for its set-up, CubicSampling.h for
// its queries). Internal.

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

/// The cell around one world point (x, z).
inline GridCell gridCellAt(const GridLayout& g, double x, double z) {
    const float offset[1] = {0.0f};
    const PointBatch one{{x, 0.0, z}, offset, nullptr, offset, 1};
    GridCell result{};
    forEachGridCell(g, one, [&](std::size_t, const GridCell& c) { result = c; });
    return result;
}

} // namespace hydro
