// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// SineWaves' and GerstnerWaves' sampling in float batches of any width, included only by the files
// that instantiate it for one instruction set each (AnalyticWaves_<arch>.cpp; SamplingArch.h chooses
// among them at run time). Internal to the core.

#include "hydro/GerstnerWaves.h"
#include "hydro/SineWaves.h"

#include "water/WaveBatches.h"

#include <algorithm>
#include <cstddef>
#include <utility>

namespace hydro {

// In float batches of offsets from the batch's origin, each wave's phase at the origin in double
// (WaveBatches.h): the heights and speeds are the surface's to float precision, 100 km out too.
// Airy's orbits: the horizontal reach is the amplitude.
template <class B>
void SineWaves::sampleIn(const PointBatch& points, double time, double relativeTo, const SampleOutputs& out) const {
    const double base = level_ - relativeTo;
    waves::forEachBlock<B>(points, [&](std::size_t first, std::size_t count, const B& x, const B& z) {
        auto phaseOf = [&](const Component& c) {
            return waves::WavePhase{c.k, c.dx, c.dz, c.omega, c.phase}.at(x, z, points.origin, time);
        };
        auto offset = [first](float* p) { return p ? p + first : nullptr; };
        waves::sampleBlock<B>(components_, phaseOf, [](const Component& c) { return c.amplitude; }, points, first,
                              count, level_, base, Vec3{},
                              {offset(out.height), offset(out.vx), offset(out.vy), offset(out.vz)});
    });
}

// A grid by rows and columns (SineWaves.h's sampleGrid). A wave's phase at point (i, j) is its
// phase at the start of row j (WavePhase at offset (0, j a): the origin's and the time's parts
// included) plus its advance along the row, k dx i a, so by the angle sums
//   sin(theta) = sin(row) cos(along) + cos(row) sin(along),
//   cos(theta) = cos(row) cos(along) - sin(row) sin(along):
// sines of the rows and of the advances, tabulated once per call, give every point's in two
// multiplications. Each product is within a few float roundings of the sine of the summed phase
// (the point path's), whose own float phase already carries that much. The tables are packed, wave
// after wave, so that their sines fill whole batches (a patch's 3 waves of 11 + 11 angles: 5 sincos
// of 16 lanes, not 6).
template <class B>
bool SineWaves::sampleGridIn(const GridBatch& grid, double time, double relativeTo, const SampleOutputs& out) const {
    constexpr std::size_t kLanes = B::size, kTableFloats = 1024;  // two tables: 8 KB of stack
    // Per wave, from w * perWave: its advances along a row (columns), then its rows' phases (rows).
    const std::size_t perWave = grid.columns + grid.rows, packed = components_.size() * perWave;
    // A batch to spare: each wave's angles are stored in whole batches, past its own (the next
    // wave's overwrite them), and a row's advances are loaded in whole batches, past the row.
    const std::size_t tabulated = waves::wholeBatches<B>(packed), used = tabulated + kLanes;
    if (used > kTableFloats) return false;
    alignas(64) float sines[kTableFloats], cosines[kTableFloats];
    std::fill(sines + packed, sines + used, 0.0f);  // what no wave writes: angle 0
    for (std::size_t w = 0; w < components_.size(); ++w) {
        const Component& c = components_[w];
        const waves::WavePhase advance{c.k, c.dx, c.dz, 0.0, 0.0}, rowStart{c.k, c.dx, c.dz, c.omega, c.phase};
        float* angles = sines + w * perWave;
        for (std::size_t i = 0; i < grid.columns; i += kLanes)
            advance.at(waves::gridOffsets<B>(i, grid.spacing), B(0.0f), Vec3{}, 0.0).store_unaligned(angles + i);
        for (std::size_t j = 0; j < grid.rows; j += kLanes)
            rowStart.at(B(0.0f), waves::gridOffsets<B>(j, grid.spacing), grid.points.origin, time)
                .store_unaligned(angles + grid.columns + j);
    }
    for (std::size_t a = 0; a < tabulated; a += kLanes) {  // the angles' sines in their place
        const auto [s, co] = lanes::sincos(B::load_aligned(sines + a));
        s.store_aligned(sines + a);
        co.store_aligned(cosines + a);
    }
    std::fill(sines + tabulated, sines + used, 0.0f);  // loaded past the last row's advances, unused
    std::fill(cosines + tabulated, cosines + used, 0.0f);
    const double base = level_ - relativeTo;
    const B noDecay(1.0f);  // a grid is at the surface: no depths
    for (std::size_t j = 0; j < grid.rows; ++j)
        for (std::size_t i = 0; i < grid.columns; i += kLanes) {
            waves::WaveSums<B> sums{Vec3{}};
            for (std::size_t w = 0; w < components_.size(); ++w) {
                const Component& c = components_[w];
                const std::size_t along = w * perWave + i, row = w * perWave + grid.columns + j;
                const float sinRow = sines[row], cosRow = cosines[row];
                const B sinAlong = B::load_unaligned(sines + along), cosAlong = B::load_unaligned(cosines + along);
                const B s = sinRow * cosAlong + cosRow * sinAlong;
                sums.eta += float(c.amplitude) * s;
                if (out.vx)
                    sums.addMotion(s, cosRow * cosAlong - sinRow * sinAlong, c.amplitude, c.amplitude, c.omega, c.dx,
                                   c.dz, noDecay);
            }
            const std::size_t first = j * grid.columns + i;
            auto offset = [first](float* p) { return p ? p + first : nullptr; };
            sums.store(base, std::min(kLanes, grid.columns - i), grid.points.count - first,
                       {offset(out.height), offset(out.vx), offset(out.vy), offset(out.vz)});
        }
    return true;
}

template <class B> struct GerstnerWaves::Inversion {
    static constexpr std::size_t kKeptWaves = 8;
    B x0, z0;  ///< rest positions of the particles now above the points
    /// Each wave's sine and cosine at those rest positions, from the step that found them: the
    /// orbits need the same angles (sampleIn). Kept (`kept`) where the inversion converged and
    /// there are at most kKeptWaves waves.
    bool kept = false;
    B sine[kKeptWaves], cosine[kKeptWaves];
};

template <class B>
GerstnerWaves::Inversion<B> GerstnerWaves::invert(const B& x, const B& z, const Vec3& origin, double time) const {
    // Newton on F(x0) = x0 + D(x0) - x = 0, D the horizontal displacement. Its Jacobian
    // I - sum s sin(theta) d d^T has eigenvalues in [1 - sum s, 1 + sum s]: invertible because the
    // steepnesses sum below 1, so the particle above a point is unique and Newton converges.
    // x, z and the rest positions are offsets from `origin`.
    Inversion<B> r;
    r.x0 = x, r.z0 = z;
    const float tolerance = float(tolerance_);
    for (int iteration = 0; iteration < kMaxIterations; ++iteration) {
        B fx = r.x0 - x, fz = r.z0 - z, jxx(1.0f), jxz(0.0f), jzz(1.0f);
        std::size_t wave = 0;
        for (const Component& c : components_) {
            const auto [s, co] = lanes::sincos(phaseOf(c, r.x0, r.z0, origin, time));
            if (wave < Inversion<B>::kKeptWaves) r.sine[wave] = s, r.cosine[wave] = co;
            ++wave;
            fx += float(c.reach * c.dx) * co;
            fz += float(c.reach * c.dz) * co;
            const B q = float(c.reach * c.k) * s;
            jxx -= q * float(c.dx * c.dx);
            jxz -= q * float(c.dx * c.dz);
            jzz -= q * float(c.dz * c.dz);
        }
        if (lanes::all(lanes::abs(fx) < tolerance && lanes::abs(fz) < tolerance)) {
            r.kept = components_.size() <= Inversion<B>::kKeptWaves;
            break;
        }
        const B det = jxx * jzz - jxz * jxz;
        r.x0 -= (jzz * fx - jxz * fz) / det;
        r.z0 -= (jxx * fz - jxz * fx) / det;
    }
    return r;
}

template <class B>
B GerstnerWaves::phaseOf(const Component& c, const B& x0, const B& z0, const Vec3& origin, double time) const {
    return waves::WavePhase{c.k, c.dx, c.dz, c.omega, c.phase}.at(x0, z0, origin, time);
}

// The inversion once per block, whichever outputs are asked for; then the orbits of the particles
// above the points (WaveBatches.h), whose horizontal reach is steepness / k, from the angles the
// inversion's last step took at their rest positions (the same phases, so the same bits as taking
// them again, one sincos per wave less).
template <class B>
void GerstnerWaves::sampleIn(const PointBatch& points, double time, double relativeTo, const SampleOutputs& out) const {
    const double base = level_ - relativeTo;
    waves::forEachBlock<B>(points, [&](std::size_t first, std::size_t count, const B& x, const B& z) {
        const Inversion<B> rest = invert(x, z, points.origin, time);
        auto reach = [](const Component& c) { return c.reach; };
        auto offset = [first](float* p) { return p ? p + first : nullptr; };
        const waves::BlockOutput block{offset(out.height), offset(out.vx), offset(out.vy), offset(out.vz)};
        if (rest.kept) {
            auto wave = [&](const Component& c) { return std::size_t(&c - components_.data()); };
            waves::sampleBlockFromAngles<B>(
                components_, [&](const Component& c) { return rest.sine[wave(c)]; },
                [&](const Component& c) { return std::pair{rest.sine[wave(c)], rest.cosine[wave(c)]}; }, reach, points,
                first, count, level_, base, current_, block);
        } else {
            auto phaseAtRest = [&](const Component& c) { return phaseOf(c, rest.x0, rest.z0, points.origin, time); };
            waves::sampleBlock<B>(components_, phaseAtRest, reach, points, first, count, level_, base, current_, block);
        }
    });
}

} // namespace hydro
