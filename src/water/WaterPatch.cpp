// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/WaterPatch.h"
#include "hydro/Limits.h"
#include "base/ArgumentCheck.h"

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

struct WaterPatch::GridPoints {
    int cells = 0;
    double cellSize = 0.0;
    AlignedVector<float> x, z;              // each point's offset from the origin
    AlignedVector<float> cornerX, cornerZ;  // the four corners, as a one-cell grid

    GridPoints(int cellsPerSide, double size) : cells(cellsPerSide), cellSize(size) {
        const auto points = std::size_t(cells + 1) * std::size_t(cells + 1);
        x.resize(points);
        z.resize(points);
        for (int j = 0; j <= cells; ++j)
            for (int i = 0; i <= cells; ++i) {
                x[std::size_t(j * (cells + 1) + i)] = float(i * cellSize);
                z[std::size_t(j * (cells + 1) + i)] = float(j * cellSize);
            }
        const auto side = float(cells * cellSize);
        cornerX = {0.0f, side, 0.0f, side};
        cornerZ = {0.0f, 0.0f, side, side};
    }
};

WaterPatch::WaterPatch(double radius, double cellSize) : cellSize_(cellSize), radius_(radius) {
    orThrow(checkPatch(radius, cellSize));
    cells_ = int(gridCellsPerSide(radius, cellSize));
    grid_ = std::make_shared<const GridPoints>(cells_, cellSize_);
    activeCells_ = cells_;
    activeCellSize_ = cellSize_;
    inverseCellSize_ = float(1.0 / activeCellSize_);
    // At least 16 floats: the kernel reads a 4 x 4 block of samples from the start of a patch of
    // fewer than 3 cells a side, rows of (n + 1) apart (KernelData.h, PatchLookup::reader), and
    // the flat surface's 4 samples live here too.
    const std::size_t storage = std::max<std::size_t>(grid_->x.size(), 16);
    height_.resize(storage);
    for (AlignedVector<float>& component : velocity_) component.resize(storage);
}

bool WaterPatch::shareGridPoints(const std::shared_ptr<const GridPoints>& points) {
    if (!points || points->cells != cells_ || points->cellSize != cellSize_) return false;
    grid_ = points;
    return true;
}

namespace {
/// What follow() checks of a quantity's samples: every one within +-bound (false for a NaN), and
/// every one the same as the first (the kernel then takes that one value: KernelData.h).
struct SampleCheck {
    bool within, uniform;
};

/// One pass without an early exit, so that the loop vectorizes: the equality costs a compare in
/// the same pass as the range's.
SampleCheck checkSamples(const float* values, std::size_t count, float bound) {
    int outside = 0, differing = 0;  // counted in ints: a bool's &= does not vectorize
    const float first = values[0];
    for (std::size_t i = 0; i < count; ++i) {
        outside += std::abs(values[i]) <= bound ? 0 : 1;
        differing += values[i] == first ? 0 : 1;
    }
    return {outside == 0, differing == 0};
}
} // namespace

Result<WaterPatch> WaterPatch::tryForHull(const HullMesh& hull, const Vec3& centreOfMassInHull, double cellSize) {
    if (!(cellSize >= 0.0 && std::isfinite(cellSize)))
        return Error("WaterPatch::forHull: cellSize = " + limits::readable(cellSize) +
                     " m (must be finite and >= 0; 0 takes the default, 8 cells across the hull)");
    const double radius = radiusForHull(hull, centreOfMassInHull);
    return create(radius, cellSize > 0.0 ? cellSize : radius / 4.0);
}

WaterPatch WaterPatch::forHull(const HullMesh& hull, const Vec3& centreOfMassInHull, double cellSize) {
    return orThrow(tryForHull(hull, centreOfMassInHull, cellSize));
}

void WaterPatch::follow(const Vec3& centre, const WaterSurface& water, double time, bool withVelocities) {
    centre_ = centre;
    hasVelocities_ = heightsUniform_ = velocitiesUniform_ = false;
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
    inverseCellSize_ = float(1.0 / activeCellSize_);
    PointBatch batch;
    batch.origin = {originX, centre.y, originZ};
    batch.x = flat ? grid_->cornerX.data() : grid_->x.data();
    batch.z = flat ? grid_->cornerZ.data() : grid_->z.data();
    batch.count = sampleCount();
    const auto side = std::size_t(activeCells_ + 1);
    // At the surface (no y offsets): the decay of orbital motion over a hull's draft is ignored.
    water.sampleGrid({batch, side, side, activeCellSize_}, time, centre.y,
                     {height_.data(), withVelocities ? velocity_[0].data() : nullptr,
                      withVelocities ? velocity_[1].data() : nullptr, withVelocities ? velocity_[2].data() : nullptr});
    // Heights relative to the centre: a surface within Limits.h gives them within twice its bound.
    const SampleCheck heights = checkSamples(height_.data(), batch.count, float(2.0 * limits::kMaxCoordinate));
    bool velocitiesWithin = true, velocitiesUniform = withVelocities;
    if (withVelocities)
        for (const AlignedVector<float>& component : velocity_) {
            const SampleCheck velocity = checkSamples(component.data(), batch.count, float(limits::kMaxSpeed));
            velocitiesWithin = velocitiesWithin && velocity.within;
            velocitiesUniform = velocitiesUniform && velocity.uniform;
        }
    valid_ = heights.within && velocitiesWithin;
    hasVelocities_ = withVelocities;
    heightsUniform_ = valid_ && heights.uniform;
    velocitiesUniform_ = valid_ && velocitiesUniform;
}

WaterPatch::CellPoint WaterPatch::locate(float dx, float dz) const {
    const float fx = (dx + offsetX_) * inverseCellSize_, fz = (dz + offsetZ_) * inverseCellSize_;
    // Clamped in float before the cast, so a far or NaN query reads an edge cell (defined behaviour).
    const int cells = activeCells_;
    auto cell = [cells](float f) { return f > 0.0f ? int(std::min(std::floor(f), float(cells - 1))) : 0; };
    const int i = cell(fx), j = cell(fz);
    CellPoint at;
    at.u = fx - float(i), at.v = fz - float(j);
    at.stride = std::size_t(cells) + 1;
    at.first = std::size_t(j) * at.stride + std::size_t(i);
    return at;
}

float WaterPatch::interpolate(const AlignedVector<float>& samples, const CellPoint& at) {
    // The cell triangle's plane through its samples (heights()), as the kernel's PatchLookup.
    const bool upper = at.u < at.v;
    const float s00 = samples[at.first], middle = samples[at.first + (upper ? at.stride : 1)];
    const float a = middle - s00, b = samples[at.first + at.stride + 1] - middle;
    return s00 + (upper ? b : a) * at.u + (upper ? a : b) * at.v;
}

float WaterPatch::heightAt(float dx, float dz) const {
    requireFinite("WaterPatch::heightAt", "dx", double(dx), "m");
    requireFinite("WaterPatch::heightAt", "dz", double(dz), "m");
    return interpolate(height_, locate(dx, dz));
}

Vec3 WaterPatch::velocityAt(float dx, float dz) const {
    requireFinite("WaterPatch::velocityAt", "dx", double(dx), "m");
    requireFinite("WaterPatch::velocityAt", "dz", double(dz), "m");
    if (!hasVelocities_) return {};
    const CellPoint at = locate(dx, dz);  // once for the three components
    return {double(interpolate(velocity_[0], at)), double(interpolate(velocity_[1], at)),
            double(interpolate(velocity_[2], at))};
}

} // namespace hydro
