// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file WaterSurface.h
/// The water a body floats in: heights and velocities, always asked for in batches.

#include "hydro/Vec3.h"

#include <cstddef>

namespace hydro {

/// Points to sample: a world-space origin in double plus float offsets from it. Offsets keep a
/// body 100 km from the world origin as precise as one at the origin (docs/architecture.md §4).
struct PointBatch {
    Vec3 origin;                ///< world position the offsets are relative to, m
    const float* x = nullptr;   ///< offsets along x, m
    const float* y = nullptr;   ///< offsets along y (velocities only; may be null for heights)
    const float* z = nullptr;   ///< offsets along z, m
    std::size_t count = 0;
};

/// Points on a square grid at the surface, row-major: point (i, j), for i < columns and j < rows, at
/// index j * columns + i, offset (i spacing, 0, j spacing) from the origin. `points` lists the same
/// points (x and z, no y) for surfaces that sample any points alike.
struct GridBatch {
    PointBatch points;        ///< the grid's points, as above
    std::size_t columns = 0;  ///< points along x
    std::size_t rows = 0;     ///< points along z
    double spacing = 0.0;     ///< between neighbouring points along x and along z, m
};

/// Where a batch's answers go, each array `count` long: the heights, the velocities, or both. A
/// null `height` asks for no heights; a null `vx` for no velocities (then `vy` and `vz` are null
/// too; with `vx`, both are given).
struct SampleOutputs {
    float* height = nullptr;  ///< eta(x_i, z_i, time) - relativeTo, m
    float* vx = nullptr;      ///< the water's velocity (orbital motion plus current), m/s
    float* vy = nullptr;
    float* vz = nullptr;
};

/// A water surface. Implementations answer whole batches (one virtual call per patch, never one per
/// point). Time is an argument, so any instant can be replayed and results are deterministic.
class WaterSurface {
public:
    virtual ~WaterSurface() = default;

    /// The one query a surface implements: the heights of the surface above each point's (x, z),
    /// relative to `relativeTo` (eta - relativeTo, m, so large world heights stay precise), and the
    /// water's velocity at each point, into the outputs `out` gives. Whatever is asked, each answer
    /// is the same bit for bit (heights asked with velocities equal heights asked alone), so a
    /// surface that shares work between the two (each wave's phase, the Gerstner inversion) shares
    /// it here, and one that does not simply does each part that is asked.
    virtual void sample(const PointBatch& points, double time, double relativeTo, const SampleOutputs& out) const = 0;

    /// sample() of a grid's points (a water patch's). Default: sample(grid.points). A surface whose
    /// evaluation separates along the grid's rows and columns overrides it (SineWaves: each wave's
    /// sin(theta) is a row's factor times a column's, two sines per row and column instead of one per
    /// point); its answers are sample()'s to float rounding, and, as there, heights asked with
    /// velocities equal heights asked alone, bit for bit.
    virtual void sampleGrid(const GridBatch& grid, double time, double relativeTo, const SampleOutputs& out) const {
        sample(grid.points, time, relativeTo, out);
    }

    /// sample() of the heights alone.
    void sampleHeights(const PointBatch& points, double time, double relativeTo, float* outHeight) const {
        sample(points, time, relativeTo, {outHeight, nullptr, nullptr, nullptr});
    }
    /// sample() of the velocities alone, m/s.
    void sampleVelocities(const PointBatch& points, double time, float* outVx, float* outVy, float* outVz) const {
        sample(points, time, 0.0, {nullptr, outVx, outVy, outVz});
    }
    /// sample() of both: what a patch that carries the water's velocity asks each substep.
    void sampleHeightsAndVelocities(const PointBatch& points, double time, double relativeTo, float* outHeight,
                                    float* outVx, float* outVy, float* outVz) const {
        sample(points, time, relativeTo, {outHeight, outVx, outVy, outVz});
    }

    /// Makes ready what every query at `time` shares (a spectral ocean's FFT), so that the queries
    /// only read. BuoyancyAction calls it once per substep, on one thread, before the bodies are
    /// evaluated in parallel; without it the first query at a new time does it. Default: nothing.
    virtual void prepare(double time) const { (void)time; }

    /// True if the surface is a horizontal plane at every time and its velocity (a current) is the
    /// same everywhere: Catto's exact method is exact for it, and a water patch samples it with a
    /// single cell, four points instead of the whole grid (WaterPatch::follow).
    virtual bool isFlat() const { return false; }

    /// The shortest wavelength over which the surface's heights and velocities vary, m: what a
    /// sampling along a length must resolve (Appendages cuts a slender member into pieces by it).
    /// Infinity for water that does not vary in space; 0, the default, for a surface that cannot
    /// say, which its users take as the finest they sample at.
    virtual double shortestWavelength() const { return 0.0; }

    /// The height of the surface above the world point (x, z) at `time`, m: one sampleHeights of a
    /// single point at (x, z). For a few probes (a buoy, a splash, the camera); a body's hull, or
    /// many points, go through sampleHeights in one batch. Here and in velocityAt, a point outside
    /// Limits.h's world or a time beyond its clock is refused, naming it (thrown, or stopped).
    double heightAt(double x, double z, double time) const;

    /// The water's velocity (orbital motion plus current) at the world point (x, y, z) at `time`,
    /// m/s: one sampleVelocities of a single point.
    Vec3 velocityAt(double x, double y, double z, double time) const;
};

} // namespace hydro
