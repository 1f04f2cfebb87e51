// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file WaterPatch.h
/// Kerner's water patch: a small height map that follows one body, sampled once per substep.

#include "hydro/Vec3.h"
#include "hydro/WaterSurface.h"
#include "hydro/HullMesh.h"

#include <cstddef>
#include <memory>

namespace hydro {

/// A world-aligned square grid of cells of side a around a body, its origin snapped to whole
/// multiples of a (so it jumps by whole cells as the body moves, as in Kerner's "Water patch"),
/// each cell split into two triangles along its diagonal, over each of which the water is the plane
/// through the triangle's three samples.
///
/// Coverage: built for a radius R, the patch answers every point within R (horizontally) of the
/// centre it follows. With n = ceil(2R/a) + 2 cells per side and the origin snapped down from
/// centre - R, the grid spans at least [centre - R - a, centre + R + a): no query of a point of the
/// hull, at any orientation, can fall outside. Cell indices are clamped as well, so even a wrong
/// query reads inside the grid.
///
/// Accuracy: exact on planar water (the planes reproduce it); on waves, the error is that of linear
/// interpolation over a cell, at most a^2/8 times the surface's curvature.
class WaterPatch {
public:
    /// `radius`: largest horizontal distance from the followed centre that will be queried, m.
    /// `cellSize`: a, m. Refused unless both are finite and positive and the grid has at most 1024
    /// cells per side.
    static Result<WaterPatch> create(double radius, double cellSize);
    WaterPatch(double radius, double cellSize);  ///< create(), thrown (Result.h's orThrow)

    /// A patch for a hull: radius from the hull's farthest vertex from `centreOfMassInHull`, and
    /// `cellSize` if positive, else (0) the default: 8 cells across the hull's diameter. Refused for
    /// a cell size that is negative or not finite.
    static Result<WaterPatch> tryForHull(const HullMesh& hull, const Vec3& centreOfMassInHull, double cellSize = 0.0);
    static WaterPatch forHull(const HullMesh& hull, const Vec3& centreOfMassInHull, double cellSize = 0.0);

    /// The grid's points as offsets from its origin, and its four corners as a one-cell grid: they
    /// depend on its number of cells and their size alone, so patches of the same shape can share
    /// one (a copy of a patch shares its own). Never null.
    struct GridPoints;
    const std::shared_ptr<const GridPoints>& gridPoints() const { return grid_; }
    /// Takes `points` in place of its own if they are of its shape (same cells and cell size: true);
    /// otherwise keeps its own (false). The samples stay the patch's own. What BuoyancyAction does
    /// for its bodies, so that a fleet keeps one grid per shape (docs/figures.md §3, memory).
    bool shareGridPoints(const std::shared_ptr<const GridPoints>& points);

    /// Moves the patch over `centre` and samples `water` at every grid point in one call
    /// (WaterSurface::sampleGrid). Heights are stored relative to centre.y. With `withVelocities`, the
    /// water's velocity at the surface is sampled in the same call and interpolated the same way;
    /// otherwise velocityAt() answers zero. Does not allocate. A flat surface
    /// (WaterSurface::isFlat: one plane, one velocity) is sampled at the grid's four corners only,
    /// as one cell covering the same square: the same heights and velocities, bit for bit, for a
    /// thirtieth of the samples of a hull's default 11 x 11 grid.
    void follow(const Vec3& centre, const WaterSurface& water, double time, bool withVelocities = false);

    /// False when the last follow() had a centre or time outside Limits.h, or the water gave a height
    /// or velocity that is not finite or is outside them: the kernel then refuses the substep
    /// (ForceResult::Status::InvalidWater) instead of integrating it.
    bool valid() const { return valid_; }

    /// Water height above the point (dx, dz) relative to the followed centre, minus centre.y, m.
    /// Here and in velocityAt, a dx or dz that is not finite is refused (thrown, or stopped).
    float heightAt(float dx, float dz) const;
    /// Water velocity at the surface above (dx, dz), m/s; zero unless followed with velocities.
    Vec3 velocityAt(float dx, float dz) const;

    // --- what the SIMD kernel reads (the cells of the last follow(): one for a flat surface) ------
    int cellsPerSide() const { return activeCells_; }
    float cellSize() const { return float(activeCellSize_); }
    /// Centre minus grid origin along x and z (float: small, within R + a).
    float offsetX() const { return offsetX_; }
    float offsetZ() const { return offsetZ_; }
    /// The heights at the grid points, row-major: point (i, j) at j (n + 1) + i, n = cellsPerSide().
    /// Over a cell, (u, v) its coordinates in units of cells, the lower triangle (u >= v) is the
    /// plane through the samples at (0,0), (1,0), (1,1), the upper through (0,0), (0,1), (1,1); as a
    /// triangle id (the kernel's), j (n + 1) + i + upper n (n + 1).
    const float* heights() const { return height_.data(); }
    /// The water velocity component c (0, 1, 2 for x, y, z) at the grid points, like heights(); null
    /// unless the last follow() sampled velocities.
    const float* velocities(int c) const { return hasVelocities_ ? velocity_[c].data() : nullptr; }
    /// True when the last follow() gave every grid point the same height (level water, as
    /// FlatWater's): the plane through any three samples is then that one value, bit for bit, and
    /// the kernel takes it without looking it up.
    bool heightsUniform() const { return heightsUniform_; }
    /// The same for the velocities: sampled, and every component the same at every point (still
    /// water, or a uniform current).
    bool velocitiesUniform() const { return velocitiesUniform_; }
    /// Points the last follow() sampled: the grid's, or four on a flat surface.
    std::size_t sampleCount() const { return std::size_t(activeCells_ + 1) * std::size_t(activeCells_ + 1); }
    const Vec3& centre() const { return centre_; }

private:
    /// Where (dx, dz) from the followed centre falls: its cell's first sample and its coordinates in
    /// the cell, in units of cells. Found once for all the quantities read there.
    struct CellPoint {
        std::size_t first = 0, stride = 0;  // the cell's lower-left sample; samples per row
        float u = 0.0f, v = 0.0f;
    };
    CellPoint locate(float dx, float dz) const;
    /// A quantity's value at `at`, from its samples at the grid points.
    static float interpolate(const AlignedVector<float>& samples, const CellPoint& at);

    int cells_ = 0;
    double cellSize_ = 0.0, radius_ = 0.0;
    int activeCells_ = 0;          // cells_, or 1 after following a flat surface
    double activeCellSize_ = 0.0;  // cellSize_, or cells_ * cellSize_ with it
    float inverseCellSize_ = 0.0f; // 1 / activeCellSize_, in float as the look-ups use it
    Vec3 centre_;
    float offsetX_ = 0.0f, offsetZ_ = 0.0f;
    std::shared_ptr<const GridPoints> grid_;
    AlignedVector<float> height_;
    AlignedVector<float> velocity_[3];
    bool hasVelocities_ = false;
    bool heightsUniform_ = false, velocitiesUniform_ = false;
    bool valid_ = false;  // nothing followed yet
};

} // namespace hydro
