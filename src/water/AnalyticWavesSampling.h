// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// SineWaves' and GerstnerWaves' sampling in float batches of any width, included only by the files
// that instantiate it for one instruction set each (AnalyticWaves_<arch>.cpp; SamplingArch.h chooses
// among them at run time). Internal to the core.

#include "hydro/GerstnerWaves.h"
#include "hydro/SineWaves.h"

#include "water/GridAngles.h"
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

// A grid by rows and columns (SineWaves.h's sampleGrid): every point's angles from the tables of
// its row's and its column's (GridAngles.h).
template <class B>
bool SineWaves::sampleGridIn(const GridBatch& grid, double time, double relativeTo, const SampleOutputs& out) const {
    constexpr std::size_t kLanes = B::size;
    waves::GridAngles<B> angles;
    if (!angles.tabulate(components_, grid, time)) return false;
    const double base = level_ - relativeTo;
    const B noDecay(1.0f);  // a grid is at the surface: no depths
    for (std::size_t j = 0; j < grid.rows; ++j)
        for (std::size_t i = 0; i < grid.columns; i += kLanes) {
            waves::WaveSums<B> sums{Vec3{}};
            for (std::size_t w = 0; w < components_.size(); ++w) {
                const Component& c = components_[w];
                const auto [s, co] = angles.at(w, i, j);
                sums.eta += float(c.amplitude) * s;
                if (out.vx) sums.addMotion(s, co, c.amplitude, c.amplitude, c.omega, c.dx, c.dz, noDecay);
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

template <class B, class FirstAngles>
GerstnerWaves::Inversion<B> GerstnerWaves::invert(const B& x, const B& z, const Vec3& origin, double time,
                                                  FirstAngles&& firstAngles) const {
    // Newton on F(x0) = x0 + D(x0) - x = 0, D the horizontal displacement. Its Jacobian
    // I - sum s sin(theta) d d^T has eigenvalues in [1 - sum s, 1 + sum s]: invertible because the
    // steepnesses sum below 1, so the particle above a point is unique and Newton converges.
    // x, z and the rest positions are offsets from `origin`. The first step starts at x0 = x, whose
    // angles firstAngles(w) gives (a grid has them from its tables).
    Inversion<B> r;
    r.x0 = x, r.z0 = z;
    const float tolerance = float(tolerance_);
    for (int iteration = 0; iteration < kMaxIterations; ++iteration) {
        B fx = r.x0 - x, fz = r.z0 - z, jxx(1.0f), jxz(0.0f), jzz(1.0f);
        for (std::size_t wave = 0; wave < components_.size(); ++wave) {
            const Component& c = components_[wave];
            const auto [s, co] =
                iteration == 0 ? firstAngles(wave) : lanes::sincos(phaseOf(c, r.x0, r.z0, origin, time));
            if (wave < Inversion<B>::kKeptWaves) r.sine[wave] = s, r.cosine[wave] = co;
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

// The orbits of the particles at rest at `rest` (WaveBatches.h), now above points first .. first +
// count - 1, whose horizontal reach is steepness / k: from the angles the inversion's last step
// took at their rest positions where it kept them (the same phases, so the same bits as taking
// them again, one sincos per wave less).
template <class B>
void GerstnerWaves::sampleOrbits(const Inversion<B>& rest, const PointBatch& points, std::size_t first,
                                 std::size_t count, double time, double base, const SampleOutputs& out) const {
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
}

// The inversion once per block, whichever outputs are asked for; then the orbits.
template <class B>
void GerstnerWaves::sampleIn(const PointBatch& points, double time, double relativeTo, const SampleOutputs& out) const {
    const double base = level_ - relativeTo;
    waves::forEachBlock<B>(points, [&](std::size_t first, std::size_t count, const B& x, const B& z) {
        const Inversion<B> rest = invert(x, z, points.origin, time, [&](std::size_t wave) {
            return lanes::sincos(phaseOf(components_[wave], x, z, points.origin, time));
        });
        sampleOrbits(rest, points, first, count, time, base, out);
    });
}

// A grid by rows and columns (GerstnerWaves.h's sampleGrid): each point's first Newton step is at
// the point itself, whose angles the tables of its row's and its column's give (GridAngles.h), as
// SineWaves samples its grid. They are laid out point after point, wave after wave, so that the
// steps run over the points in whole batches, as sample()'s do (a grid's rows are rarely whole
// batches: 11 points, where AVX-512 takes 16); the steps after the first start off the grid and
// take their own.
template <class B>
bool GerstnerWaves::sampleGridIn(const GridBatch& grid, double time, double relativeTo, const SampleOutputs& out) const {
    constexpr std::size_t kLanes = B::size, kFirstAngleFloats = 2048;  // two arrays: 16 KB of stack
    // Per wave: the points' angles, then a batch to spare (a row's last batch stores past the row,
    // the next row overwrites it, and the last row's into the spare).
    const std::size_t points = grid.points.count, perWave = waves::wholeBatches<B>(points) + kLanes;
    if (points == 0) return true;
    if (components_.size() * perWave > kFirstAngleFloats) return false;
    waves::GridAngles<B> angles;
    if (!angles.tabulate(components_, grid, time)) return false;
    alignas(64) float sines[kFirstAngleFloats], cosines[kFirstAngleFloats];
    for (std::size_t w = 0; w < components_.size(); ++w) {
        for (std::size_t j = 0; j < grid.rows; ++j)
            for (std::size_t i = 0; i < grid.columns; i += kLanes) {
                const auto [s, co] = angles.at(w, i, j);
                s.store_unaligned(sines + w * perWave + j * grid.columns + i);
                co.store_unaligned(cosines + w * perWave + j * grid.columns + i);
            }
        // The last batch's lanes past the last point repeat it, as forEachBlock's points do.
        std::fill(sines + w * perWave + points, sines + (w + 1) * perWave, sines[w * perWave + points - 1]);
        std::fill(cosines + w * perWave + points, cosines + (w + 1) * perWave, cosines[w * perWave + points - 1]);
    }
    const double base = level_ - relativeTo;
    waves::forEachBlock<B>(grid.points, [&](std::size_t first, std::size_t count, const B& x, const B& z) {
        const Inversion<B> rest = invert(x, z, grid.points.origin, time, [&](std::size_t wave) {
            return std::pair{B::load_unaligned(sines + wave * perWave + first),
                             B::load_unaligned(cosines + wave * perWave + first)};
        });
        sampleOrbits(rest, grid.points, first, count, time, base, out);
    });
    return true;
}

} // namespace hydro
