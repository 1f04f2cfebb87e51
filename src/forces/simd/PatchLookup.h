// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// The SIMD form of WaterPatch's lookup (WaterPatch::heightAt): the cell under each lane's point, the
// triangle of the cell it falls in, and the plane through that triangle's three samples evaluated
// there. Heights and water velocities share the cell; each quantity has its own samples.

#include "Gather.h"
#include "KernelData.h"

#include <xsimd/xsimd.hpp>

#include <cstddef>
#include <cstdint>

namespace hydro {

template <class Arch>
class PatchLookup {
public:
    using B = xsimd::batch<float, Arch>;
    using I = xsimd::batch<std::int32_t, Arch>;

    /// A point's cell triangle: its id j (n + 1) + i + upper n (n + 1) (as a float, exact below
    /// 2^24: n <= 1024), the samples at its corners (0,0), at the corner between ((1,0) in the lower
    /// triangle, (0,1) in the upper) and at (1,1), and the in-cell coordinates (units of cells).
    struct Cell {
        B triangle;
        I first, middle, last;
        xsimd::batch_bool<float, Arch> upper;
        B u, w;
    };

    explicit PatchLookup(const KernelInput& in)
        : offsetX_(in.patchOffsetX), offsetZ_(in.patchOffsetZ), inverseCell_(in.inverseCellSize),
          lastCell_(float(in.cells - 1)), rowStride_(float(in.cells + 1)), upperTriangles_(float(in.cells) * float(in.cells + 1)),
          stride_(in.cells + 1), firstUpper_(in.cells * (in.cells + 1)) {}

    /// Points relative to the centre of mass, world axes.
    Cell locate(const B& x, const B& z) const {
        const B zero(0.0f), one(1.0f);
        const B fx = (x + offsetX_) * inverseCell_, fz = (z + offsetZ_) * inverseCell_;
        const B cellX = xsimd::min(xsimd::max(xsimd::floor(fx), zero), lastCell_);
        const B cellZ = xsimd::min(xsimd::max(xsimd::floor(fz), zero), lastCell_);
        const B u = fx - cellX, w = fz - cellZ;
        const auto upper = u < w;
        const B first = cellZ * rowStride_ + cellX;  // the cell's (0,0) sample
        const I firstIndex = xsimd::batch_cast<std::int32_t>(first);
        return {first + xsimd::select(upper, upperTriangles_, zero), firstIndex,
                xsimd::batch_cast<std::int32_t>(first + xsimd::select(upper, rowStride_, one)),
                firstIndex + I(stride_ + 1), upper, u, w};
    }

    /// The cell triangle's plane through its corners' samples: s00 + a u + b w in the lower triangle
    /// (a = s10 - s00 along u, then b = s11 - s10), s00 + b u + a w in the upper (a = s01 - s00 along
    /// w, then b = s11 - s01), with a and b from the middle corner either way.
    static B interpolate(const float* samples, const Cell& cell) {
        const B first = gather(samples, cell.first), middle = gather(samples, cell.middle);
        const B a = middle - first, b = gather(samples, cell.last) - middle;
        return first + xsimd::select(cell.upper, b, a) * cell.u + xsimd::select(cell.upper, a, b) * cell.w;
    }

    /// The cell triangle of the batch's first lane, if every lane where `matters` holds lies in it
    /// too (-1 otherwise). Neighbouring hull triangles are stored together and a cell spans several
    /// of them, so many batches of a floating hull share one: its samples are then loaded once and
    /// broadcast instead of gathered lane by lane, the same values (docs/simd.md §1). Checked in
    /// registers against the first lane (a batch whose first lane does not matter takes the
    /// gathers).
    static std::int32_t sharedTriangle(const Cell& cell, const xsimd::batch_bool<float, Arch>& matters) {
        alignas(64) float triangle[B::size];
        cell.triangle.store_aligned(triangle);
        const B first(triangle[0]);
        return xsimd::all(xsimd::select(matters, cell.triangle, first) == first) ? std::int32_t(triangle[0]) : -1;
    }

    /// interpolate() with one cell triangle for every lane: the same plane, its slopes in scalars.
    B interpolateIn(std::int32_t triangle, const float* samples, const Cell& cell) const {
        const bool upper = triangle >= firstUpper_;
        const std::int32_t first = upper ? triangle - firstUpper_ : triangle;
        const float s00 = samples[first], middle = samples[first + (upper ? stride_ : 1)];
        const float a = middle - s00, b = samples[first + stride_ + 1] - middle;
        return B(s00) + B(upper ? b : a) * cell.u + B(upper ? a : b) * cell.w;
    }

private:
    B offsetX_, offsetZ_, inverseCell_, lastCell_;
    B rowStride_, upperTriangles_;   // n + 1, and n (n + 1): where the upper triangles' ids start
    std::int32_t stride_, firstUpper_;  // the same, as integers
};

} // namespace hydro
