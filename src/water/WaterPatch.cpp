// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/WaterPatch.h"
#include "hydro/Limits.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace hydro {

namespace {

/// Cells per side of the grid that covers a disc of `radius` with a cell to spare at each side.
double gridCellsPerSide(double radius, double cellSize) { return std::ceil(2.0 * radius / cellSize) + 2.0; }

Status checkPatch(double radius, double cellSize) {
    if (!(std::isfinite(radius) && radius > 0.0 && std::isfinite(cellSize) && cellSize > 0.0))
        return Error("WaterPatch: radius " + limits::readable(radius) + " m and cell size " + limits::readable(cellSize) +
                     " m must be finite and positive");
    if (const double cells = gridCellsPerSide(radius, cellSize); cells > 1024.0)
        return Error("WaterPatch: " + limits::readable(cells) +
                     " cells per side (radius / cell size too large; at most 1024)");
    return {};
}

/// A hull's patch radius: its farthest vertex from the centre of mass.
double radiusForHull(const HullMesh& hull, const Vec3& centreOfMassInHull) {
    double radius = 0.0;
    for (std::size_t v = 0; v < hull.vertexCount(); ++v)
        radius = std::max(radius, length(hull.vertex(v) - centreOfMassInHull));
    // Float vertices rotated in float: allow a relative 1e-5 before a point could poke out.
    return radius * (1.0 + 1e-5);
}

} // namespace

Result<WaterPatch> WaterPatch::create(double radius, double cellSize) {
    if (Status valid = checkPatch(radius, cellSize); !valid) return valid.error();
    return WaterPatch(radius, cellSize);
}

WaterPatch::WaterPatch(double radius, double cellSize) : cellSize_(cellSize), radius_(radius) {
    orThrow(checkPatch(radius, cellSize));
    cells_ = int(gridCellsPerSide(radius, cellSize));
    const auto points = std::size_t(cells_ + 1) * std::size_t(cells_ + 1);
    gridX_.resize(points);
    gridZ_.resize(points);
    for (int j = 0; j <= cells_; ++j)
        for (int i = 0; i <= cells_; ++i) {
            gridX_[std::size_t(j * (cells_ + 1) + i)] = float(i * cellSize);
            gridZ_[std::size_t(j * (cells_ + 1) + i)] = float(j * cellSize);
        }
    const auto side = float(cells_ * cellSize);
    cornerX_ = {0.0f, side, 0.0f, side};
    cornerZ_ = {0.0f, 0.0f, side, side};
    activeCells_ = cells_;
    activeCellSize_ = cellSize_;
    const auto triangles = 2 * std::size_t(cells_) * std::size_t(cells_ + 1);  // with fit()'s spare column
    height_.resize(points, triangles);
    for (Planes& component : velocity_) component.resize(points, triangles);
}

void WaterPatch::Planes::resize(std::size_t points, std::size_t triangles) {
    samples.resize(points + 1);  // fit() reads one past the last point for its spare column
    c0.resize(triangles);
    cu.resize(triangles);
    cv.resize(triangles);
}

namespace {
/// The planes eta = c0 + cu u + cv v through three corners of `count` cell triangles, given as runs
/// of samples: at (0,0), at the corner one step along `first` from it, and at (1,1). The lower
/// triangle steps along u first (cu = s10 - s00, cv = s11 - s10), the upper along v (cv = s01 - s00,
/// cu = s11 - s01): the same run with the slopes' outputs swapped.
void fitRun(const float* origin, const float* first, const float* opposite, std::size_t count, float* c0,
            float* alongFirst, float* alongSecond) {
    for (std::size_t p = 0; p < count; ++p) {
        c0[p] = origin[p];
        alongFirst[p] = first[p] - origin[p];
        alongSecond[p] = opposite[p] - first[p];
    }
}

/// True when every one of `count` values is within +-bound (false for a NaN). Without an early exit,
/// so that the loop vectorizes.
bool allWithin(const float* values, std::size_t count, float bound) {
    int outside = 0;  // counted in an int: a bool's &= does not vectorize
    for (std::size_t i = 0; i < count; ++i) outside += std::abs(values[i]) <= bound ? 0 : 1;
    return outside == 0;
}
} // namespace

void WaterPatch::Planes::fit(int cells) {
    // Planes indexed as their cells' first corners are (p = j (n + 1) + i, WaterPatch.h), so that all
    // of them are one run of independent lanes over the samples, which the compiler vectorizes for
    // the target (scalar, or per row of cells, it took a fifth of a patch's time). The spare column
    // i = n is computed too, from the row's last sample and the next row's first, and never read.
    const auto stride = std::size_t(cells) + 1, planes = std::size_t(cells) * stride;
    const float* s = samples.data();
    // Lower triangles (u >= v): corners (0,0), (1,0), (1,1).
    fitRun(s, s + 1, s + stride + 1, planes, c0.data(), cu.data(), cv.data());
    // Upper triangles (u < v): corners (0,0), (0,1), (1,1), after the lower ones.
    fitRun(s, s + stride, s + stride + 1, planes, c0.data() + planes, cv.data() + planes, cu.data() + planes);
}

float WaterPatch::Planes::at(int cells, float fx, float fz) const {
    // Clamped in float before the cast, so a far or NaN query reads an edge cell (defined behaviour).
    auto cell = [cells](float f) { return f > 0.0f ? int(std::min(std::floor(f), float(cells - 1))) : 0; };
    const int i = cell(fx), j = cell(fz);
    const float u = fx - float(i), v = fz - float(j);
    const auto stride = std::size_t(cells) + 1;
    const auto k = std::size_t(j) * stride + std::size_t(i) + (u < v ? std::size_t(cells) * stride : 0);
    return c0[k] + cu[k] * u + cv[k] * v;
}

Result<WaterPatch> WaterPatch::tryForHull(const HullMesh& hull, const Vec3& centreOfMassInHull, double cellSize) {
    const double radius = radiusForHull(hull, centreOfMassInHull);
    return create(radius, cellSize > 0.0 ? cellSize : radius / 4.0);
}

WaterPatch WaterPatch::forHull(const HullMesh& hull, const Vec3& centreOfMassInHull, double cellSize) {
    return orThrow(tryForHull(hull, centreOfMassInHull, cellSize));
}

bool WaterPatch::Planes::samplesWithin(std::size_t count, double limit) const {
    return allWithin(samples.data(), count, float(limit));
}

void WaterPatch::follow(const Vec3& centre, const WaterSurface& water, double time, bool withVelocities) {
    centre_ = centre;
    hasVelocities_ = false;
    valid_ = limits::within(centre.x, limits::kMaxCoordinate) && limits::within(centre.y, limits::kMaxCoordinate) &&
             limits::within(centre.z, limits::kMaxCoordinate) && limits::within(time, limits::kMaxTime);
    if (!valid_) return;  // nothing sampled; the kernel reports it
    const double originX = std::floor((centre.x - radius_) / cellSize_) * cellSize_;
    const double originZ = std::floor((centre.z - radius_) / cellSize_) * cellSize_;
    offsetX_ = float(centre.x - originX);
    offsetZ_ = float(centre.z - originZ);
    // A flat surface is one plane: the grid's square as a single cell is exact, from 4 samples.
    const bool flat = water.isFlat();
    activeCells_ = flat ? 1 : cells_;
    activeCellSize_ = flat ? double(cells_) * cellSize_ : cellSize_;
    PointBatch batch;
    batch.origin = {originX, centre.y, originZ};
    batch.x = flat ? cornerX_.data() : gridX_.data();
    batch.z = flat ? cornerZ_.data() : gridZ_.data();
    batch.count = sampleCount();
    const auto side = std::size_t(activeCells_ + 1);
    // At the surface (no y offsets): the decay of orbital motion over a hull's draft is ignored.
    water.sampleGrid({batch, side, side, activeCellSize_}, time, centre.y,
                     {height_.samples.data(), withVelocities ? velocity_[0].samples.data() : nullptr,
                      withVelocities ? velocity_[1].samples.data() : nullptr,
                      withVelocities ? velocity_[2].samples.data() : nullptr});
    height_.fit(activeCells_);
    // Heights relative to the centre: a surface within Limits.h gives them within twice its bound.
    valid_ = height_.samplesWithin(batch.count, 2.0 * limits::kMaxCoordinate);
    hasVelocities_ = withVelocities;
    if (withVelocities) {
        for (Planes& component : velocity_) {
            component.fit(activeCells_);
            valid_ = valid_ && component.samplesWithin(batch.count, limits::kMaxSpeed);
        }
    }
}

float WaterPatch::lookup(const Planes& planes, float dx, float dz) const {
    const float inverse = float(1.0 / activeCellSize_);
    return planes.at(activeCells_, (dx + offsetX_) * inverse, (dz + offsetZ_) * inverse);
}

float WaterPatch::heightAt(float dx, float dz) const { return lookup(height_, dx, dz); }

Vec3 WaterPatch::velocityAt(float dx, float dz) const {
    if (!hasVelocities_) return {};
    return {double(lookup(velocity_[0], dx, dz)), double(lookup(velocity_[1], dx, dz)), double(lookup(velocity_[2], dx, dz))};
}

} // namespace hydro
