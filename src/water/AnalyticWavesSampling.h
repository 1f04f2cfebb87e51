// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// SineWaves' and GerstnerWaves' sampling in float batches of any width, included only by the files
// that instantiate it for one instruction set each (AnalyticWaves_<arch>.cpp; SamplingArch.h chooses
// among them at run time). Internal to the core.

#include "hydro/GerstnerWaves.h"
#include "hydro/SineWaves.h"

#include "water/WaveBatches.h"

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

template <class B> struct GerstnerWaves::Inversion {
    B x0, z0;  ///< rest positions of the particles now above the points
};

template <class B>
GerstnerWaves::Inversion<B> GerstnerWaves::invert(const B& x, const B& z, const Vec3& origin, double time) const {
    // Newton on F(x0) = x0 + D(x0) - x = 0, D the horizontal displacement. Its Jacobian
    // I - sum s sin(theta) d d^T has eigenvalues in [1 - sum s, 1 + sum s]: invertible because the
    // steepnesses sum below 1, so the particle above a point is unique and Newton converges.
    // x, z and the rest positions are offsets from `origin`.
    Inversion<B> r{x, z};
    const float tolerance = float(tolerance_);
    for (int iteration = 0; iteration < kMaxIterations; ++iteration) {
        B fx = r.x0 - x, fz = r.z0 - z, jxx(1.0f), jxz(0.0f), jzz(1.0f);
        for (const Component& c : components_) {
            const auto [s, co] = lanes::sincos(phaseOf(c, r.x0, r.z0, origin, time));
            fx += float(c.reach * c.dx) * co;
            fz += float(c.reach * c.dz) * co;
            const B q = float(c.reach * c.k) * s;
            jxx -= q * float(c.dx * c.dx);
            jxz -= q * float(c.dx * c.dz);
            jzz -= q * float(c.dz * c.dz);
        }
        if (lanes::all(lanes::abs(fx) < tolerance && lanes::abs(fz) < tolerance)) break;
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
// above the points (WaveBatches.h), whose horizontal reach is steepness / k.
template <class B>
void GerstnerWaves::sampleIn(const PointBatch& points, double time, double relativeTo, const SampleOutputs& out) const {
    const double base = level_ - relativeTo;
    waves::forEachBlock<B>(points, [&](std::size_t first, std::size_t count, const B& x, const B& z) {
        const Inversion<B> rest = invert(x, z, points.origin, time);
        auto phaseAtRest = [&](const Component& c) { return phaseOf(c, rest.x0, rest.z0, points.origin, time); };
        auto offset = [first](float* p) { return p ? p + first : nullptr; };
        waves::sampleBlock<B>(components_, phaseAtRest, [](const Component& c) { return c.reach; }, points, first, count,
                           level_, base, current_, {offset(out.height), offset(out.vx), offset(out.vy), offset(out.vz)});
    });
}

} // namespace hydro
