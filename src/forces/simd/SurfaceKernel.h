// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// Kerner's surface-pressure hydrostatics as one SoA SIMD kernel, for any xsimd arch. Included only
// by the SurfaceKernel_<arch>.cpp files, each compiled with its own instruction-set flags.
//
// Pass A, over vertices: rotate into world axes (relative to the centre of mass), look the water up
// in the patch (cell, triangle pick, plane), height above water h; and count, batch by batch, the
// batches with a vertex under water, so that pass B skips a block of triangles whose vertices are
// all above it before loading any height (docs/simd.md §1).
//
// Pass B, over triangles: the corners' heights are gathered from pass A, but their positions are
// loaded from the hull's per-triangle corner arrays (HullMesh::cornerX) and rotated again: three
// rotations cost less than nine gathers (docs/simd.md §1). On level water with buoyancy alone, pass
// B runs without pass A over the leaves of the hull's LevelWaterTree that the waterline crosses,
// each corner's height from its place (runLevelLeavesKernel; ForceKernel adds the rest of the hull
// in closed form: docs/simd.md §7).
// Per triangle the depth d = -h is linear between its corners, so its
// pressure is a linear field, and the integrals of a linear field over a triangle have closed forms
// (barycentric moments: integral of l_i l_j dA = A (1 + [i = j]) / 12):
//   force   = -rho g  integral(d) n dA       = -rho g / 3  * (sum d_i) A
//   torque  = -rho g  integral(d r) dA x n   = -rho g / 12 * (sd sum p_i + sum d_i p_i) x A
// which is exactly the force applied at Kerner's centre of pressure (Appendix A), without sorting the
// corners or splitting the piece at its middle vertex, and without a division. Kerner's cut of a
// partly submerged triangle is then a difference of closed forms: with A the corner on its own side
// of the water and I_B, I_C the cut points on its edges (t = h_A / (h_A - h_B), the article's cut),
//   one corner under:  the corner triangle (A, I_B, I_C)
//   two corners under: the whole triangle minus the (dry) corner triangle, whose depths are negative,
// and the corner triangle's area vector is t_B t_C A. Branches become weights (docs/simd.md §4): no lane
// ever divides by zero, and no weight multiplies a non-finite value.
//
// The displaced volume and its first moment come from the same sums by the divergence theorem
// (V = -integral(d n_y) dA over the wetted surface; exact on flat water).
//
// Hydrodynamics (DragTerms.h) run in the same pass, on the submerged polygon of each triangle taken
// as one piece: its area S_sub = (whole weight + corner weight) A and its centroid from the same
// weights. Kerner's two pieces of a triangle with two corners under share its normal, and the
// velocity of a rigid body is linear in position, so the merged piece has exactly the area-weighted
// mean velocity of the two; only the nonlinear terms (|v| v, cos^f) differ, at second order in the
// velocity's variation across one triangle.

#include "DragTerms.h"
#include "Gather.h"
#include "KernelData.h"
#include "LaneSum.h"
#include "PatchLookup.h"

#include "mesh/LevelWaterTree.h"

#include <xsimd/xsimd.hpp>

#include <cstddef>
#include <cstdint>
#include <type_traits>

namespace hydro {

/// Stands in for DragTerms when the hydrodynamic terms are off, so that the buoyancy-only pass has
/// nothing to set up, add or reduce (with an optional DragTerms, zeroing and spilling its storage
/// was a tenth of a 12-triangle call).
template <class Arch>
struct NoDragTerms {
    void addBatch(std::size_t, const SubmergedPart<xsimd::batch<float, Arch>>&) {}
    template <class Flush>
    void flush(Flush&) {}
    void store(KernelSums&) const {}
};

/// Which triangles pass B visits, and where their corners' heights come from.
struct WholeHull {};  // every triangle of `in`, heights from pass A
/// Level water's leaves (LevelWaterTree.h): the listed blocks of kTrianglesPerLeaf triangles of
/// `in`'s triangle arrays (the tree's), each corner's height from its place, as pass A would find it.
struct LevelLeaves {
    const std::int32_t* leaves;
    std::size_t count;
};

/// Pass B over triangles (see the top of the file), with `drag` a DragTerms or NoDragTerms, over
/// `triangles` (WholeHull or LevelLeaves).
template <class Arch, class Drag, class Triangles>
void trianglePass(const KernelInput& in, const Rotation<xsimd::batch<float, Arch>>& rotation, Drag& drag,
                  const Triangles& triangles, KernelSums& sums) {
    constexpr bool kLevelLeaves = std::is_same_v<Triangles, LevelLeaves>;
    using B = xsimd::batch<float, Arch>;
    using I = xsimd::batch<std::int32_t, Arch>;
    constexpr std::size_t W = B::size;
    const B zero(0.0f), one(1.0f), two(2.0f);
    const Vec<B> translation{B(in.translation[0]), B(in.translation[1]), B(in.translation[2])};

    // Per-lane float accumulators, flushed into double every kFlush batches so that a 20,000-triangle
    // hull never sums more than kFlush terms in float (docs/architecture.md §4: reduce in double).
    constexpr std::size_t kFlush = 32;
    enum : int { kFx, kFy, kFz, kMx, kMy, kMz, kVx, kVy, kVz, kArea, kPieces, kCount };
    B acc[kCount];
    double total[kCount] = {};
    auto flushInto = [&](B& a, double& into) {
        into += sumLanes(a);
        a = zero;
    };
    for (B& a : acc) a = zero;
    const B half(0.5f), minusOne(-1.0f), three(3.0f);
    std::size_t batchesSinceFlush = 0;
    // What every batch does last, with its submerged part and its cut flags.
    auto finishBatch = [&](std::size_t t, const SubmergedPart<B>& part, const xsimd::batch_bool<float, Arch>& cut) {
        if (in.cutFlag) {
            part.cutB.x.store_aligned(in.cutAx + t);
            part.cutB.y.store_aligned(in.cutAy + t);
            part.cutB.z.store_aligned(in.cutAz + t);
            part.cutC.x.store_aligned(in.cutBx + t);
            part.cutC.y.store_aligned(in.cutBy + t);
            part.cutC.z.store_aligned(in.cutBz + t);
            xsimd::select(cut, one, zero).store_aligned(in.cutFlag + t);
        }
        drag.addBatch(t, part);
        if (++batchesSinceFlush == kFlush) {
            for (int a = 0; a < kCount; ++a) flushInto(acc[a], total[a]);
            drag.flush(flushInto);
            batchesSinceFlush = 0;
        }
    };
    auto corner = [&](int k, std::size_t t) {
        return rotation.apply(B::load_aligned(in.cornerX[k] + t), B::load_aligned(in.cornerY[k] + t),
                              B::load_aligned(in.cornerZ[k] + t), translation);
    };
    const B heightShift(in.patchHeightShift), level(in.levelHeight);
    // One loop over batches, the body written once (a lambda for it was not inlined: the
    // accumulators then lived in memory, and the whole hull's pass took a tenth longer).
    constexpr std::size_t kBatchesPerLeaf = LevelWaterTree::kTrianglesPerLeaf / W;
    std::size_t batches = in.paddedTriangles / W;
    if constexpr (kLevelLeaves) batches = triangles.count * kBatchesPerLeaf;
    for (std::size_t b = 0; b < batches; ++b) {
        std::size_t t = b * W;
        if constexpr (kLevelLeaves)
            t = std::size_t(triangles.leaves[b / kBatchesPerLeaf]) * LevelWaterTree::kTrianglesPerLeaf +
                b % kBatchesPerLeaf * W;
        Vec<B> at0, at1, at2;  // the corners in world axes, relative to the centre of mass
        B h0, h1, h2;
        if constexpr (kLevelLeaves) {
            // Level water: each corner's height as pass A finds a vertex's, from its place's y
            // alone (the whole place only where a corner is wet, below).
            auto heightOf = [&](int k) {
                return rotation.applyY(B::load_aligned(in.cornerX[k] + t), B::load_aligned(in.cornerY[k] + t),
                                       B::load_aligned(in.cornerZ[k] + t), translation) +
                       heightShift - level;
            };
            h0 = heightOf(0), h1 = heightOf(1), h2 = heightOf(2);
        } else {
            // A block of triangles whose vertices pass A found all above the water is dry: its
            // corners' heights are not even loaded (the same result as below: nothing added).
            const std::size_t block = t / in.trianglesPerBlock;
            if (in.wetVertexBatchesBefore[std::size_t(in.blockLastVertex[block]) / W + 1] ==
                in.wetVertexBatchesBefore[std::size_t(in.blockFirstVertex[block]) / W]) {
                finishBatch(t, SubmergedPart<B>{}, xsimd::batch_bool<float, Arch>(false));
                continue;
            }
            const I j0 = I::load_aligned(in.i0 + t), j1 = I::load_aligned(in.i1 + t), j2 = I::load_aligned(in.i2 + t);
            h0 = gather(in.height, j0), h1 = gather(in.height, j1), h2 = gather(in.height, j2);
        }
        // Wet flags as 0/1 floats. xsimd 8.1 gets batch_bool != wrong on sse2 (it compares the masks
        // as floats: all-ones is a NaN) and ^ wrong on avx512f (both seen here), so masks are never
        // compared with each other: corner i is alone on its side of the water iff wet + w_i == 2.
        const B w0 = xsimd::select(h0 < zero, one, zero), w1 = xsimd::select(h1 < zero, one, zero);
        const B w2 = xsimd::select(h2 < zero, one, zero);
        const B wet = w0 + w1 + w2;
        // Neighbouring triangles are stored together, so most batches of a floating hull are wholly
        // dry or wholly wet: a dry batch skips the rest (but for air drag), a batch with no cut skips
        // the cut.
        const auto cut = (wet == one) | (wet == two);
        const bool anyCut = xsimd::any(cut);
        SubmergedPart<B> part;  // nothing under water
        if (anyCut || xsimd::any(wet != zero)) {
            at0 = corner(0, t), at1 = corner(1, t), at2 = corner(2, t);
            const B &x0 = at0.x, &y0 = at0.y, &z0 = at0.z, &x1 = at1.x, &y1 = at1.y, &z1 = at1.z;
            const B &x2 = at2.x, &y2 = at2.y, &z2 = at2.z;
            const Vec<B> a = rotation.apply(B::load_aligned(in.areaX + t), B::load_aligned(in.areaY + t),
                                            B::load_aligned(in.areaZ + t));  // area vector, world axes
            // The drag's centroids and normals come from these (DragTerms.h).
            part.cornerSum = {x0 + x1 + x2, y0 + y1 + y2, z0 + z1 + z2};
            part.areaVector = a;

            // Whole triangle: weight 1 with two or three corners under water.
            const B d0 = -h0, d1 = -h1, d2 = -h2;
            const B sd = d0 + d1 + d2;
            part.wholeWeight = xsimd::select(wet >= two, one, zero);
            const B& wholeWeight = part.wholeWeight;
            B q = wholeWeight * sd;
            // sd sum p_i + sum d_i p_i, for each axis; then sd^2 + sum d_i^2.
            auto moment = [&](const B& p0, const B& p1, const B& p2, const B& sum) {
                return multiplyAdd(sd, sum, multiplyAdd(d0, p0, multiplyAdd(d1, p1, d2 * p2)));
            };
            B Mx = wholeWeight * moment(x0, x1, x2, part.cornerSum.x);
            B My = wholeWeight * moment(y0, y1, y2, part.cornerSum.y);
            B Mz = wholeWeight * moment(z0, z1, z2, part.cornerSum.z);
            B Q2 = wholeWeight * moment(d0, d1, d2, sd);
            if (anyCut) {
                // The odd corner, rotated first: winding is kept.
                const auto odd0 = wet + w0 == two, odd1 = wet + w1 == two;
                auto pick = [&](const B& p0, const B& p1, const B& p2) {
                    return xsimd::select(odd0, p0, xsimd::select(odd1, p1, p2));
                };
                const B Ax = pick(x0, x1, x2), Ay = pick(y0, y1, y2), Az = pick(z0, z1, z2), Ah = pick(h0, h1, h2);
                const B Bx = pick(x1, x2, x0), By = pick(y1, y2, y0), Bz = pick(z1, z2, z0), Bh = pick(h1, h2, h0);
                const B Cx = pick(x2, x0, x1), Cy = pick(y2, y0, y1), Cz = pick(z2, z0, z1), Ch = pick(h2, h0, h1);
                // Kerner's cut parameters; h_A and h_B have opposite signs on a cut triangle, so the
                // denominators are non-zero there, and 1 elsewhere.
                const B tB = Ah / xsimd::select(cut, Ah - Bh, one);
                const B tC = Ah / xsimd::select(cut, Ah - Ch, one);
                part.cutB = {multiplyAdd(tB, Bx - Ax, Ax), multiplyAdd(tB, By - Ay, Ay), multiplyAdd(tB, Bz - Az, Az)};
                part.cutC = {multiplyAdd(tC, Cx - Ax, Ax), multiplyAdd(tC, Cy - Ay, Ay), multiplyAdd(tC, Cz - Az, Az)};
                part.corner = {Ax, Ay, Az};
                const Vec<B>& IB = part.cutB;
                const Vec<B>& IC = part.cutC;
                // Corner triangle (A, I_B, I_C), depths (d_A, 0, 0), area vector tB tC A: weight +1
                // with one corner under, -1 with two (the dry corner is taken away).
                const B dA = -Ah;
                part.cornerWeight = xsimd::select(wet == one, one, xsimd::select(wet == two, minusOne, zero)) * tB * tC;
                const B& cornerWeight = part.cornerWeight;
                const B weightedDepth = cornerWeight * dA;
                q += weightedDepth;
                Mx = multiplyAdd(weightedDepth, multiplyAdd(two, Ax, IB.x + IC.x), Mx);
                My = multiplyAdd(weightedDepth, multiplyAdd(two, Ay, IB.y + IC.y), My);
                Mz = multiplyAdd(weightedDepth, multiplyAdd(two, Az, IB.z + IC.z), Mz);
                Q2 = multiplyAdd(two * weightedDepth, dA, Q2);
            }
            const B areaWeight = part.wholeWeight + part.cornerWeight;
            const B area = B::load_aligned(in.area + t);  // a rotation keeps areas

            acc[kFx] = multiplyAdd(q, a.x, acc[kFx]);
            acc[kFy] = multiplyAdd(q, a.y, acc[kFy]);
            acc[kFz] = multiplyAdd(q, a.z, acc[kFz]);
            acc[kMx] += multiplySubtract(My, a.z, Mz * a.y);
            acc[kMy] += multiplySubtract(Mz, a.x, Mx * a.z);
            acc[kMz] += multiplySubtract(Mx, a.y, My * a.x);
            acc[kVx] = multiplyAdd(Mx, a.y, acc[kVx]);
            acc[kVy] = multiplyAdd(multiplyAdd(half, Q2, My), a.y, acc[kVy]);
            acc[kVz] = multiplyAdd(Mz, a.y, acc[kVz]);
            acc[kArea] = multiplyAdd(areaWeight, area, acc[kArea]);
            // Padding triangles (0, 0, 0) have no area and add nothing above, but may be "wet": not pieces.
            acc[kPieces] += xsimd::select(area > zero, xsimd::select(wet == three, one, wet), zero);
        }
        finishBatch(t, part, cut);
    }
    for (int a = 0; a < kCount; ++a) flushInto(acc[a], total[a]);
    drag.flush(flushInto);
    drag.store(sums);
    for (int k = 0; k < 3; ++k) {
        sums.pressureForce[k] = total[kFx + k];
        sums.pressureMoment[k] = total[kMx + k];
        sums.volumeMoment[k] = total[kVx + k];
    }
    sums.wettedArea = total[kArea];
    sums.pieces = total[kPieces];
}

template <class Arch>
void runSurfaceKernel(const KernelInput& in, KernelSums& sums) {
    using B = xsimd::batch<float, Arch>;
    constexpr std::size_t W = B::size;

    const Rotation<B> rotation(in.rotation);
    const PatchLookup<Arch> patch(in);

    // ---- pass A: vertices ---------------------------------------------------------------------------
    const Vec<B> translation{B(in.translation[0]), B(in.translation[1]), B(in.translation[2])};
    const B heightShift(in.patchHeightShift);
    std::int32_t wetBatches = 0;
    for (std::size_t v = 0; v < in.paddedVertices; v += W) {
        const Vec<B> p =
            rotation.apply(B::load_aligned(in.vx + v), B::load_aligned(in.vy + v), B::load_aligned(in.vz + v), translation);
        B water(in.levelHeight);  // level water: every sample is this one (KernelData.h)
        if (in.surfaceHeights) {
            const auto cell = patch.locate(p.x, p.z);
            water = patch.reader(cell, xsimd::batch_bool<float, Arch>(true))(in.surfaceHeights);
        }
        const B height = p.y + heightShift - water;
        height.store_aligned(in.height + v);
        in.wetVertexBatchesBefore[v / W] = wetBatches;
        wetBatches += xsimd::any(height < B(0.0f)) ? 1 : 0;
    }
    in.wetVertexBatchesBefore[in.paddedVertices / W] = wetBatches;

    // ---- pass B: triangles ----------------------------------------------------------------------
    if (in.drag) {
        DragTerms<Arch> drag(in, patch);
        trianglePass<Arch>(in, rotation, drag, WholeHull{}, sums);
    } else {
        NoDragTerms<Arch> none;
        trianglePass<Arch>(in, rotation, none, WholeHull{}, sums);
    }
}

/// Pass B alone over level water's crossed leaves (LevelWaterTree::classify), buoyancy alone: `in`
/// holds the tree's triangle arrays, the pose and the level (no patch, no drag, no waterline).
template <class Arch>
void runLevelLeavesKernel(const KernelInput& in, const std::int32_t* leaves, std::size_t count, KernelSums& sums) {
    const Rotation<xsimd::batch<float, Arch>> rotation(in.rotation);
    NoDragTerms<Arch> none;
    trianglePass<Arch>(in, rotation, none, LevelLeaves{leaves, count}, sums);
}

} // namespace hydro
