// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// Each travelling wave's sine and cosine at a grid's points by rows and columns, for the analytic
// surfaces' sampleGrid (docs/water.md §6). A wave's phase at point (i, j) is its phase at the start
// of row j (WavePhase at offset (0, j a): the origin's and the time's parts included) plus its
// advance along the row, k dx i a, so by the angle sums
//   sin(theta) = sin(row) cos(along) + cos(row) sin(along),
//   cos(theta) = cos(row) cos(along) - sin(row) sin(along):
// sines of the rows and of the advances, tabulated once per call, give every point's in two
// multiplications. Each product is within a few float roundings of the sine of the summed phase
// (the point path's), whose own float phase already carries that much. The tables are packed, wave
// after wave, so that their sines fill whole batches (a patch's 3 waves of 11 + 11 angles: 5 sincos
// of 16 lanes, not 6). Internal to the core.

#include "hydro/WaterSurface.h"

#include "water/WaveBatches.h"

#include <algorithm>
#include <cstddef>
#include <utility>

namespace hydro::waves {

template <class B>
class GridAngles {
public:
    /// Tabulates the waves' angles over `grid` at `time`; false, with nothing tabulated, where the
    /// tables would not fit their kTableFloats. Each wave has k, dx, dz, omega and phase.
    template <class Components>
    bool tabulate(const Components& waves, const GridBatch& grid, double time) {
        // Per wave, from w * perWave: its advances along a row (columns), then its rows' phases (rows).
        columns_ = grid.columns;
        perWave_ = grid.columns + grid.rows;
        const std::size_t packed = waves.size() * perWave_;
        // A batch to spare: each wave's angles are stored in whole batches, past its own (the next
        // wave's overwrite them), and a row's advances are loaded in whole batches, past the row.
        const std::size_t tabulated = wholeBatches<B>(packed), used = tabulated + kLanes;
        if (used > kTableFloats) return false;
        std::fill(sines_ + packed, sines_ + used, 0.0f);  // what no wave writes: angle 0
        for (std::size_t w = 0; w < waves.size(); ++w) {
            const auto& c = waves[w];
            const WavePhase advance{c.k, c.dx, c.dz, 0.0, 0.0}, rowStart{c.k, c.dx, c.dz, c.omega, c.phase};
            float* angles = sines_ + w * perWave_;
            for (std::size_t i = 0; i < grid.columns; i += kLanes)
                advance.at(gridOffsets<B>(i, grid.spacing), B(0.0f), Vec3{}, 0.0).store_unaligned(angles + i);
            for (std::size_t j = 0; j < grid.rows; j += kLanes)
                rowStart.at(B(0.0f), gridOffsets<B>(j, grid.spacing), grid.points.origin, time)
                    .store_unaligned(angles + grid.columns + j);
        }
        for (std::size_t a = 0; a < tabulated; a += kLanes) {  // the angles' sines in their place
            const auto [s, co] = lanes::sincos(B::load_aligned(sines_ + a));
            s.store_aligned(sines_ + a);
            co.store_aligned(cosines_ + a);
        }
        std::fill(sines_ + tabulated, sines_ + used, 0.0f);  // loaded past the last row's advances, unused
        std::fill(cosines_ + tabulated, cosines_ + used, 0.0f);
        return true;
    }

    /// Wave w's sine and cosine at the batch of row j's points from column i (lanes past the row
    /// read the spare batch or the next wave's: finite, for no point).
    std::pair<B, B> at(std::size_t w, std::size_t i, std::size_t j) const {
        const std::size_t along = w * perWave_ + i, row = w * perWave_ + columns_ + j;
        const float sinRow = sines_[row], cosRow = cosines_[row];
        const B sinAlong = B::load_unaligned(sines_ + along), cosAlong = B::load_unaligned(cosines_ + along);
        return {sinRow * cosAlong + cosRow * sinAlong, cosRow * cosAlong - sinRow * sinAlong};
    }

private:
    static constexpr std::size_t kLanes = B::size, kTableFloats = 1024;  // two tables: 8 KB
    alignas(64) float sines_[kTableFloats];
    alignas(64) float cosines_[kTableFloats];
    std::size_t columns_ = 0, perWave_ = 0;
};

} // namespace hydro::waves
