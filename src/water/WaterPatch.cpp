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
    const auto triangles = 2 * std::size_t(cells_) * std::size_t(cells_);
    height_.resize(points, triangles);
    for (Planes& component : velocity_) component.resize(points, triangles);
}

void WaterPatch::Planes::resize(std::size_t points, std::size_t triangles) {
    samples.resize(points);
    c0.resize(triangles);
    cu.resize(triangles);
    cv.resize(triangles);
}

void WaterPatch::Planes::fit(int cells) {
    const int stride = cells + 1;
    for (int j = 0; j < cells; ++j)
        for (int i = 0; i < cells; ++i) {
            const float s00 = samples[std::size_t(j * stride + i)], s10 = samples[std::size_t(j * stride + i + 1)];
            const float s01 = samples[std::size_t((j + 1) * stride + i)];
            const float s11 = samples[std::size_t((j + 1) * stride + i + 1)];
            const auto k = std::size_t(2 * (j * cells + i));
            // Lower triangle (u >= v): corners (0,0), (1,0), (1,1). Upper (u < v): (0,0), (0,1), (1,1).
            c0[k] = s00;
            cu[k] = s10 - s00;
            cv[k] = s11 - s10;
            c0[k + 1] = s00;
            cu[k + 1] = s11 - s01;
            cv[k + 1] = s01 - s00;
        }
}

float WaterPatch::Planes::at(int cells, float fx, float fz) const {
    // Clamped in float before the cast, so a far or NaN query reads an edge cell (defined behaviour).
    auto cell = [cells](float f) { return f > 0.0f ? int(std::min(std::floor(f), float(cells - 1))) : 0; };
    const int i = cell(fx), j = cell(fz);
    const float u = fx - float(i), v = fz - float(j);
    const auto k = std::size_t(2 * (j * cells + i) + (u < v ? 1 : 0));
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
    return std::all_of(samples.begin(), samples.begin() + std::ptrdiff_t(count),
                       [limit](float s) { return limits::within(double(s), limit); });
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
    // At the surface (no y offsets): the decay of orbital motion over a hull's draft is ignored.
    if (withVelocities)
        water.sampleHeightsAndVelocities(batch, time, centre.y, height_.samples.data(), velocity_[0].samples.data(),
                                         velocity_[1].samples.data(), velocity_[2].samples.data());
    else
        water.sampleHeights(batch, time, centre.y, height_.samples.data());
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
