#pragma once
// Bilinear sampling of a regular grid of floats over the horizontal plane, shared by the water
// models that store one (OceanSpectrumWaves, HeightFieldWater). Internal.

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

/// The four nodes around a point and their bilinear weights.
struct GridCell {
    std::size_t i00, i10, i01, i11;
    float w00, w10, w01, w11;
    bool clamped;  ///< the point was outside a non-periodic grid and took the edge's value

    double interpolate(const float* field) const {
        return double(w00 * field[i00] + w10 * field[i10] + w01 * field[i01] + w11 * field[i11]);
    }
};

namespace detail {
/// Node index and fraction along one axis.
inline std::size_t axisNode(double g, std::size_t n, bool periodic, float& fraction, bool& clamped,
                            std::size_t& next) {
    const double cell = std::floor(g);
    fraction = float(g - cell);
    if (periodic) {
        // Power-of-two tiles wrap with a mask; others with a (slower) modulo.
        const std::int64_t i = std::int64_t(cell);
        const bool pow2 = (n & (n - 1)) == 0;
        const std::size_t wrapped =
            pow2 ? std::size_t(i) & (n - 1) : std::size_t(((i % std::int64_t(n)) + std::int64_t(n)) % std::int64_t(n));
        next = pow2 ? (wrapped + 1) & (n - 1) : (wrapped + 1) % n;
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

inline GridCell gridCellAt(const GridLayout& g, double x, double z) {
    float fx, fz;
    bool clamped = false;
    std::size_t ix1, iz1;
    const std::size_t ix = detail::axisNode((x - g.originX) / g.spacing, g.nx, g.periodic, fx, clamped, ix1);
    const std::size_t iz = detail::axisNode((z - g.originZ) / g.spacing, g.nz, g.periodic, fz, clamped, iz1);
    return {iz * g.nx + ix,        iz * g.nx + ix1,           iz1 * g.nx + ix, iz1 * g.nx + ix1,
            (1 - fx) * (1 - fz),   fx * (1 - fz),             (1 - fx) * fz,   fx * fz,
            clamped};
}

} // namespace hydro
