// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// What the analytic wave surfaces (SineWaves, GerstnerWaves) share to sample in SIMD: points in
// float batches B as offsets from the batch's origin, and each wave's phase taken at that origin in
// double, reduced to one turn, so that a point 100 km out keeps its phase to 1e-6 rad while the
// lanes work in float. B is the baseline instruction set's batch (SSE2: 4 lanes; Lanes.h) or, where
// the CPU has them, AVX2's or AVX-512's (SamplingArch.h). Internal to the core.

#include "hydro/WaterSurface.h"

#include "water/Lanes.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>

namespace hydro::waves {

constexpr double kTwoPi = 6.28318530717958647692;

/// Calls `block(first, count, x, z)` for runs of at most B::size points, with the points' offsets
/// from the batch origin in aligned arrays padded by repeating the last point.
template <class B, class Block> void forEachBlock(const PointBatch& points, Block&& block) {
    constexpr std::size_t kLanes = B::size;
    alignas(64) float x[kLanes], z[kLanes];
    for (std::size_t first = 0; first < points.count; first += kLanes) {
        const std::size_t count = std::min(kLanes, points.count - first);
        for (std::size_t l = 0; l < kLanes; ++l) {
            const std::size_t i = first + std::min(l, count - 1);
            x[l] = points.x[i];
            z[l] = points.z[i];
        }
        block(first, count, B::load_aligned(x), B::load_aligned(z));
    }
}

/// `angle` less whole turns, within (-2 pi, 2 pi), without a libm call. Beyond 2^52 turns every
/// double is a whole number of them (and the cast to an integer would be undefined), so it is 0.
inline double withoutWholeTurns(double angle) {
    const double turns = angle / kTwoPi;
    if (!(std::abs(turns) < 4.5e15)) return 0.0;
    return (turns - double(std::int64_t(turns))) * kTwoPi;
}

/// One travelling wave's phase theta = k (d . x) - omega t + phase at points given as offsets
/// (x, z) from `origin`.
struct WavePhase {
    double k, dx, dz, omega, phase;

    template <class B> B at(const B& x, const B& z, const Vec3& origin, double time) const {
        const double atOrigin = withoutWholeTurns(k * (dx * origin.x + dz * origin.z) - omega * time + phase);
        // Reduced to about one turn in float before xsimd's sin and cos where any lane is beyond
        // 64 pi: xsimd 8.1 hands such arguments to fdlibm's __ieee754_rem_pio2 lane by lane (slow),
        // whose path for the largest ones shifts a negative value (undefined behaviour, seen under
        // UBSan with a 1e-7 m wave). A hull's patch rarely gets there, so the reduction is skipped
        // when it is not needed (it would cost a fifth of the sampling). A pass takes whole turns
        // counted in float: up to 2^24 turns it leaves a few radians, beyond that (offsets far
        // outside Limits.h, as fuzz_appendages_flooding found with an opening) what float's rounding
        // of the count leaves, about 2^-23 of the angle: six passes bring float's largest within a
        // turn. An infinity becomes a NaN in one pass, and a NaN is never beyond 64 pi.
        constexpr float kSafeArgument = float(64.0 * 3.14159265358979323846);
        constexpr int kMaxPasses = 6;
        B theta = float(atOrigin) + float(k) * (float(dx) * x + float(dz) * z);
        for (int pass = 0; pass < kMaxPasses && lanes::any(lanes::abs(theta) > kSafeArgument); ++pass)
            theta = lanes::fnma(B(float(kTwoPi)), lanes::nearbyint(theta * float(1.0 / kTwoPi)), theta);
        return theta;
    }
};

/// The shortest wavelength among `components` (each with its wave number k), m; infinity for none.
template <class Components> double shortestWavelengthOf(const Components& components) {
    double largestK = 0.0;
    for (const auto& c : components) largestK = std::max(largestK, c.k);
    return largestK > 0.0 ? kTwoPi / largestK : std::numeric_limits<double>::infinity();
}

/// Per lane, the depth below `level` of the points (negative above it; 0 when no y is given: the
/// surface itself), for the orbital velocities' decay with depth (velocityDecay).
template <class B> B depthBelow(const PointBatch& points, std::size_t first, std::size_t count, double level) {
    alignas(64) float depth[B::size];
    for (std::size_t l = 0; l < B::size; ++l) {
        const std::size_t i = first + std::min(l, count - 1);
        depth[l] = points.y ? float(level - (points.origin.y + double(points.y[i]))) : 0.0f;
    }
    return B::load_aligned(depth);
}

/// The share of a wave's velocity at the mean level that a point `depth` d below it has, for the
/// wave number k: Airy's exp(-k d) below the level, and above it (d < 0, a point in a crest) that
/// exponential's tangent at the level, 1 - k d: linear extrapolation of the kinematics into the crest (DNV-RP-C205,
/// "Environmental conditions and environmental loads", 2010, §3.3, among Wheeler's and the other
/// stretchings; docs/water.md §7). Its velocities are linear in height above the level, so two
/// sample points above it interpolate them exactly.
template <class B> B velocityDecay(const B& depth, double k) {
    const B rate(float(-k));
    return lanes::select(depth > B(0.0f), lanes::exp(rate * depth), B(1.0f) + rate * depth);
}

/// Writes `v` to `out`: a whole batch where `room` (the floats `out` holds from there) allows,
/// else its first `count` lanes. Lanes past `count` written with a whole batch land where a later
/// block writes (blocks are stored in order, a grid's rows too), so only the last block of an
/// array takes the lane-by-lane copy.
template <class B> void storeLanes(const B& v, std::size_t count, std::size_t room, float* out) {
    if (room >= B::size) return v.store_unaligned(out);
    alignas(64) float lanes[B::size];
    v.store_aligned(lanes);
    std::copy(lanes, lanes + count, out);
}

/// Writes base + eta (base the mean level less the height heights are relative to) as storeLanes.
/// In float: within a rounding of the sum in double, even for a base of kilometres.
template <class B> void storeHeights(const B& eta, double base, std::size_t count, std::size_t room, float* out) {
    storeLanes(eta + float(base), count, room, out);
}

/// Where one block's results go: heights if `height`, velocities if `vx` (then vy and vz too), each
/// already offset to the block's first point.
struct BlockOutput {
    float* height;
    float *vx, *vy, *vz;
};

/// What a block's waves add up to: the height above the mean level and the water's velocity, which
/// starts from the current.
template <class B> struct WaveSums {
    explicit WaveSums(const Vec3& current) : vx(float(current.x)), vz(float(current.z)) {}

    B eta = B(0.0f), vx, vy = B(0.0f), vz;

    /// One wave's orbital motion (Airy's, or a Gerstner particle's: d/dt of
    /// (x0 + h d cos(theta), a sin(theta)) with d(theta)/dt = -omega), with s and co the sine and
    /// cosine of its phase: horizontal h omega sin(theta) along d = (dx, dz), vertical
    /// -a omega cos(theta), each times `decay`.
    void addMotion(const B& s, const B& co, double amplitude, double horizontal, double omega, double dx, double dz,
                   const B& decay) {
        const B along = float(horizontal * omega) * decay * s;
        vx += float(dx) * along;
        vz += float(dz) * along;
        vy -= float(amplitude * omega) * decay * co;
    }

    /// Stores `count` lanes, and with `room` for it a whole batch (storeLanes): base + eta as
    /// storeHeights, and the velocities.
    void store(double base, std::size_t count, std::size_t room, const BlockOutput& out) const {
        if (out.height) storeHeights(eta, base, count, room, out.height);
        if (!out.vx) return;
        storeLanes(vx, count, room, out.vx);
        storeLanes(vy, count, room, out.vy);
        storeLanes(vz, count, room, out.vz);
    }
};

/// The pass the analytic surfaces share over one block of points (`count` of them from `first`):
/// for each wave c of phase theta and amplitude c.amplitude, the height base + sum a sin(theta);
/// with velocities, the orbital motion (WaveSums::addMotion) with h = horizontalOf(c), decaying with
/// depth below `level` as velocityDecay says, plus `current`.
/// Each wave's sine is sineOf(c) and its sine and cosine sinCosOf(c) (a pair), for a surface that
/// has them already (GerstnerWaves: from its inversion's last step); sampleBlock below takes them
/// at a phase.
template <class B, class Components, class SineOf, class SinCosOf, class HorizontalOf>
void sampleBlockFromAngles(const Components& components, SineOf&& sineOf, SinCosOf&& sinCosOf,
                           HorizontalOf&& horizontalOf, const PointBatch& points, std::size_t first, std::size_t count,
                           double level, double base, const Vec3& current, const BlockOutput& out) {
    WaveSums<B> sums(current);
    if (!out.vx) {
        for (const auto& c : components) sums.eta += float(c.amplitude) * sineOf(c);
        sums.store(base, count, points.count - first, out);
        return;
    }
    const B below = depthBelow<B>(points, first, count, level);
    // At the surface (no y given, the patch's case) there is nothing to decay: exp is skipped.
    const bool atSurface = lanes::all(below == 0.0f);
    for (const auto& c : components) {
        const auto [s, co] = sinCosOf(c);
        sums.eta += float(c.amplitude) * s;
        const B decay = atSurface ? B(1.0f) : velocityDecay(below, c.k);
        sums.addMotion(s, co, c.amplitude, horizontalOf(c), c.omega, c.dx, c.dz, decay);
    }
    sums.store(base, count, points.count - first, out);
}

/// sampleBlockFromAngles at each wave's phase theta = phaseOf(c). Heights alone take xsimd's sin,
/// with velocities its sincos, whose sine is the same computation bit for bit: a height is the same
/// whichever outputs are asked for.
template <class B, class Components, class PhaseOf, class HorizontalOf>
void sampleBlock(const Components& components, PhaseOf&& phaseOf, HorizontalOf&& horizontalOf, const PointBatch& points,
                 std::size_t first, std::size_t count, double level, double base, const Vec3& current,
                 const BlockOutput& out) {
    sampleBlockFromAngles<B>(
        components, [&](const auto& c) { return lanes::sin(phaseOf(c)); },
        [&](const auto& c) { return lanes::sincos(phaseOf(c)); }, horizontalOf, points, first, count, level, base,
        current, out);
}

/// Lanes `first`, first + 1, ... times `spacing`: a run of a grid's offsets along one axis,
/// rounded as WaterPatch rounds its points (the product in double).
template <class B> B gridOffsets(std::size_t first, double spacing) {
    alignas(64) float offsets[B::size];
    for (std::size_t l = 0; l < B::size; ++l) offsets[l] = float(double(first + l) * spacing);
    return B::load_aligned(offsets);
}

/// `count` rounded up to whole batches of B.
template <class B> constexpr std::size_t wholeBatches(std::size_t count) {
    return (count + B::size - 1) / B::size * B::size;
}

} // namespace hydro::waves
