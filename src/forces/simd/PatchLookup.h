// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// The SIMD form of WaterPatch's lookup (WaterPatch::heightAt): the cell under each lane's point, the
// triangle of the cell it falls in, and the plane of that triangle evaluated there. Heights and water
// velocities share the cell; each quantity has its own three plane arrays.

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

    /// A point's cell triangle (as an index and, exactly, as a float) and its in-cell coordinates
    /// (units of cells).
    struct Cell {
        I triangle;
        B triangleAsFloat;
        B u, w;
    };

    explicit PatchLookup(const KernelInput& in)
        : offsetX_(in.patchOffsetX), offsetZ_(in.patchOffsetZ), inverseCell_(in.inverseCellSize),
          lastCell_(float(in.cells - 1)), rowStride_(float(in.cells + 1)),
          upperTriangles_(float(in.cells) * float(in.cells + 1)) {}

    /// Points relative to the centre of mass, world axes.
    Cell locate(const B& x, const B& z) const {
        const B zero(0.0f);
        const B fx = (x + offsetX_) * inverseCell_, fz = (z + offsetZ_) * inverseCell_;
        const B cellX = xsimd::min(xsimd::max(xsimd::floor(fx), zero), lastCell_);
        const B cellZ = xsimd::min(xsimd::max(xsimd::floor(fz), zero), lastCell_);
        const B u = fx - cellX, w = fz - cellZ;
        // Triangle index j (n + 1) + i + upper n (n + 1) (WaterPatch.h), formed in float: exact below
        // 2^24 (n <= 1024).
        const B index = cellZ * rowStride_ + cellX + xsimd::select(u < w, upperTriangles_, zero);
        return {xsimd::batch_cast<std::int32_t>(index), index, u, w};
    }

    /// c0 + cu u + cv w of the cell's triangle.
    static B interpolate(const float* c0, const float* cu, const float* cv, const Cell& cell) {
        return gather(c0, cell.triangle) + gather(cu, cell.triangle) * cell.u +
               gather(cv, cell.triangle) * cell.w;
    }

    /// The cell triangle of the batch's first lane, if every lane where `matters` holds lies in it
    /// too (-1 otherwise). Neighbouring hull triangles are stored together and a cell spans several
    /// of them, so many batches of a floating hull share one: its planes are then loaded once and
    /// broadcast instead of gathered lane by lane, the same values (docs/simd.md §1). Checked in
    /// registers against the first lane (a batch whose first lane does not matter takes the
    /// gathers).
    static std::int32_t sharedTriangle(const Cell& cell, const xsimd::batch_bool<float, Arch>& matters) {
        alignas(64) float triangle[B::size];
        cell.triangleAsFloat.store_aligned(triangle);
        const B first(triangle[0]);
        return xsimd::all(xsimd::select(matters, cell.triangleAsFloat, first) == first) ? std::int32_t(triangle[0]) : -1;
    }

    /// interpolate() with the planes of one cell triangle for every lane.
    static B interpolateIn(std::int32_t triangle, const float* c0, const float* cu, const float* cv, const Cell& cell) {
        return B(c0[triangle]) + B(cu[triangle]) * cell.u + B(cv[triangle]) * cell.w;
    }

private:
    B offsetX_, offsetZ_, inverseCell_, lastCell_;
    B rowStride_, upperTriangles_;  // n + 1, and n (n + 1) where the upper triangles' planes start
};

} // namespace hydro
