// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// The SIMD form of WaterPatch's lookup (WaterPatch::heightAt): the cell under each lane's point, the
// triangle of the cell it falls in, and the plane through that triangle's three samples evaluated
// there. Heights and water velocities share the cell; each quantity has its own samples.

#include "CellIndex.h"
#include "Gather.h"
#include "KernelData.h"
#include "MultiplyAdd.h"
#include "SampleWindow.h"

#include <xsimd/xsimd.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>

namespace hydro {

template <class Arch>
class PatchLookup {
public:
    using B = xsimd::batch<float, Arch>;
    using I = xsimd::batch<std::int32_t, Arch>;
    using Mask = xsimd::batch_bool<float, Arch>;

    /// A point's cell triangle: its id j (n + 1) + i + upper n (n + 1) (as a float, exact below
    /// 2^24: n <= 1024), the samples at its corners (0,0), at the corner between ((1,0) in the lower
    /// triangle, (0,1) in the upper) and at (1,1), the cell's column i and row j, and the in-cell
    /// coordinates (units of cells).
    struct Cell {
        B triangle;
        I first, middle, last;
        Mask upper;
        B column, row;
        B u, w;
    };

    explicit PatchLookup(const KernelInput& in)
        : offsetX_(in.patchOffsetX), offsetZ_(in.patchOffsetZ), inverseCell_(in.inverseCellSize),
          lastCell_(float(in.cells - 1)), rowStride_(float(in.cells + 1)), upperTriangles_(float(in.cells) * float(in.cells + 1)),
          cells_(in.cells), stride_(in.cells + 1), firstUpper_(in.cells * (in.cells + 1)) {}

    /// Points relative to the centre of mass, world axes.
    Cell locate(const B& x, const B& z) const {
        const B zero(0.0f), one(1.0f);
        const B fx = (x + offsetX_) * inverseCell_, fz = (z + offsetZ_) * inverseCell_;
        const B cellX = xsimd::min(xsimd::max(roundDown(fx), zero), lastCell_);
        const B cellZ = xsimd::min(xsimd::max(roundDown(fz), zero), lastCell_);
        const B u = fx - cellX, w = fz - cellZ;
        const auto upper = u < w;
        const B first = cellZ * rowStride_ + cellX;  // the cell's (0,0) sample
        const I firstIndex = wholeToInt(first);
        return {first + xsimd::select(upper, upperTriangles_, zero),
                firstIndex,
                wholeToInt(first + xsimd::select(upper, rowStride_, one)),
                firstIndex + I(stride_ + 1),
                upper, cellX, cellZ, u, w};
    }

    /// How one batch reads its points' samples, chosen once for every quantity it reads (heights,
    /// or the water velocity's three components), the cheapest of three exact ways:
    /// - every lane that matters in the first lane's cell triangle: its three samples loaded once
    ///   and broadcast. Neighbouring hull triangles are stored together and a cell spans several of
    ///   them, so many batches of a floating hull share one;
    /// - every lane that matters within the 3 x 3 cells around the first lane's (AVX2, AVX-512):
    ///   those cells' 4 x 4 samples loaded into registers and permuted by lane (SampleWindow.h);
    /// - else each lane's samples gathered.
    /// The same samples every way, so the same values bit for bit (docs/simd.md §1). Both checks
    /// are made in registers against the first lane (one that does not matter may send the batch to
    /// the gathers).
    class Reader {
    public:
        /// The plane through the point's cell triangle's samples of one quantity, at each lane's point.
        B operator()(const float* samples) const {
            if (shared_ >= 0) {  // every lane that matters has this triangle's corners (and `upper`)
                const bool upper = shared_ >= lookup_.firstUpper_;
                const std::int32_t first = upper ? shared_ - lookup_.firstUpper_ : shared_;
                return plane(B(samples[first]), B(samples[first + (upper ? lookup_.stride_ : 1)]),
                             B(samples[first + lookup_.stride_ + 1]));
            }
            if constexpr (SampleWindow<Arch>::available) {
                if (windowOrigin_ >= 0) {
                    const SampleWindow<Arch> window(samples + windowOrigin_, lookup_.stride_);
                    return plane(window[windowFirst_], window[windowMiddle_], window[windowLast_]);
                }
            }
            return plane(gather(samples, cell_.first), gather(samples, cell_.middle), gather(samples, cell_.last));
        }

    private:
        friend class PatchLookup;
        Reader(const PatchLookup& lookup, const Cell& cell) : lookup_(lookup), cell_(cell) {}

        /// s00 + a u + b w in the lower triangle (a = s10 - s00 along u, then b = s11 - s10),
        /// s00 + b u + a w in the upper (a = s01 - s00 along w, then b = s11 - s01), with a and b
        /// from the middle corner either way.
        B plane(const B& first, const B& middle, const B& last) const {
            const B a = middle - first, b = last - middle;
            return multiplyAdd(xsimd::select(cell_.upper, a, b), cell_.w,
                               multiplyAdd(xsimd::select(cell_.upper, b, a), cell_.u, first));
        }

        const PatchLookup& lookup_;
        const Cell& cell_;
        std::int32_t shared_ = -1;        // the cell triangle every lane that matters lies in
        std::int32_t windowOrigin_ = -1;  // else the first sample of their 4 x 4 block
        I windowFirst_, windowMiddle_, windowLast_;  // each lane's three samples' places in the block
    };

    /// The reader for a batch of points located in `cell`, of which the lanes where `matters` holds
    /// need their samples (the others may get any finite value). It refers to `cell`, which must
    /// outlive it.
    Reader reader(const Cell& cell, const Mask& matters) const {
        Reader reader(*this, cell);
        alignas(64) float lane[3][B::size];
        cell.triangle.store_aligned(lane[0]);
        if (xsimd::all(xsimd::select(matters, cell.triangle, B(lane[0][0])) == B(lane[0][0]))) {
            reader.shared_ = std::int32_t(lane[0][0]);
            return reader;
        }
        if constexpr (SampleWindow<Arch>::available) {
            cell.column.store_aligned(lane[1]);
            cell.row.store_aligned(lane[2]);
            // The block's cells: the first lane's and one either side, moved inside the patch. A
            // patch of 1 or 2 cells a side (flat water: 1) fits one block at its origin, whose rows
            // run past its samples into the padding WaterPatch keeps (KernelData.h).
            const float lastOrigin = float(std::max(cells_ - 3, 0));
            const float column = std::min(std::max(lane[1][0] - 1.0f, 0.0f), lastOrigin);
            const float row = std::min(std::max(lane[2][0] - 1.0f, 0.0f), lastOrigin);
            const B away = xsimd::max(xsimd::abs(cell.column - B(column + 1.0f)), xsimd::abs(cell.row - B(row + 1.0f)));
            if (xsimd::all(xsimd::select(matters, away, B(0.0f)) <= B(1.0f))) {
                reader.windowOrigin_ = std::int32_t(row) * stride_ + std::int32_t(column);
                const B first = (cell.row - B(row)) * B(4.0f) + (cell.column - B(column));
                reader.windowFirst_ = wholeToInt(first);
                reader.windowMiddle_ = wholeToInt(first + xsimd::select(cell.upper, B(4.0f), B(1.0f)));
                reader.windowLast_ = wholeToInt(first + B(5.0f));
            }
        }
        return reader;
    }

private:
    B offsetX_, offsetZ_, inverseCell_, lastCell_;
    B rowStride_, upperTriangles_;   // n + 1, and n (n + 1): where the upper triangles' ids start
    std::int32_t cells_, stride_, firstUpper_;  // n, and the same as integers
};

} // namespace hydro
