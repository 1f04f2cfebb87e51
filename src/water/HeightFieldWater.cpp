// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/HeightFieldWater.h"

#include "water/GridSampling.h"

#include "hydro/Limits.h"

#include <cmath>
#include <memory>
#include <string>

namespace hydro {
namespace {

GridLayout gridOf(const HeightFieldLayout& l) {
    return {l.columns, l.rows, l.originX, l.originZ, l.spacing, l.periodic};
}

Status checkLayout(const HeightFieldLayout& layout, const Vec3& current) {
    auto refusal = [](const char* field, double value, const char* rule) {
        return Error(std::string("HeightFieldWater: ") + field + " = " + limits::readable(value) + " (" + rule + ")");
    };
    if (layout.columns < 2) return refusal("columns", double(layout.columns), "at least 2 nodes");
    if (layout.rows < 2) return refusal("rows", double(layout.rows), "at least 2 nodes");
    // 2^26 nodes: 1 GiB of heights and velocities, a 8192 x 8192 grid.
    if (double(layout.columns) * double(layout.rows) > double(1u << 26))
        return refusal("columns x rows", double(layout.columns) * double(layout.rows), "at most 2^26 nodes");
    if (!limits::within(layout.spacing, 1e-3, 1e5)) return refusal("spacing", layout.spacing, "m, must be in [0.001, 1e5]");
    if (!limits::within(layout.originX, limits::kMaxCoordinate))
        return refusal("originX", layout.originX, "m, must be within +-1e7");
    if (!limits::within(layout.originZ, limits::kMaxCoordinate))
        return refusal("originZ", layout.originZ, "m, must be within +-1e7");
    if (!limits::within(length(current), 0.0, limits::kMaxSpeed))
        return refusal("current length", length(current), "m/s, must be in [0, 1e4]");
    return {};
}

} // namespace

Result<std::unique_ptr<HeightFieldWater>> HeightFieldWater::create(const HeightFieldLayout& layout, const Vec3& current) {
    if (Status valid = checkLayout(layout, current); !valid) return valid.error();
    return std::make_unique<HeightFieldWater>(layout, current);
}

HeightFieldWater::HeightFieldWater(const HeightFieldLayout& layout, const Vec3& current)
    : layout_(layout), current_(current) {
    orThrow(checkLayout(layout, current));
    const std::size_t count = layout.columns * layout.rows;
    heights_.assign(count, 0.0f);
    vx_.assign(count, 0.0f);
    vy_.assign(count, 0.0f);
    vz_.assign(count, 0.0f);
}

Status HeightFieldWater::copyChecked(const float* source, std::vector<float>& target, const char* what,
                                     double limit) const {
    for (std::size_t n = 0; n < target.size(); ++n)
        if (!limits::within(double(source[n]), limit))
            return Error("HeightFieldWater: " + std::string(what) + " at node (column " +
                         std::to_string(n % layout_.columns) + ", row " + std::to_string(n / layout_.columns) + ") is " +
                         limits::readable(double(source[n])) + ", not finite or beyond +-" + limits::readable(limit));
    target.assign(source, source + target.size());
    return {};
}

Status HeightFieldWater::trySetHeights(const float* heights) {
    // Into a copy first, so that a refusal leaves the previous heights whole.
    std::vector<float> checked(heights_.size());
    if (Status valid = copyChecked(heights, checked, "height", limits::kMaxCoordinate); !valid) return valid;
    heights_.swap(checked);
    return {};
}

Status HeightFieldWater::trySetVelocities(const float* vx, const float* vy, const float* vz) {
    // Checked all before any is kept, so that a refusal leaves the previous velocities whole.
    std::vector<float> x(vx_.size()), y(vy_.size()), z(vz_.size());
    if (Status valid = firstRefusal({copyChecked(vx, x, "velocity x", limits::kMaxSpeed),
                                     copyChecked(vy, y, "velocity y", limits::kMaxSpeed),
                                     copyChecked(vz, z, "velocity z", limits::kMaxSpeed)});
        !valid)
        return valid;
    vx_.swap(x), vy_.swap(y), vz_.swap(z);
    hasVelocities_ = true;
    return {};
}

void HeightFieldWater::setHeights(const float* heights) { orThrow(trySetHeights(heights)); }

void HeightFieldWater::setVelocities(const float* vx, const float* vy, const float* vz) {
    orThrow(trySetVelocities(vx, vy, vz));
}

void HeightFieldWater::sample(const PointBatch& points, double, double relativeTo, const SampleOutputs& out) const {
    const GridLayout grid = gridOf(layout_);
    std::size_t clamped = 0;
    forEachGridCell(grid, points, [&](std::size_t p, const GridCell& c) {
        if (out.height) {
            // Counted once per point: the clamping is the heights' (the velocities share the cell).
            clamped += c.clamped;
            out.height[p] = float(c.interpolate(heights_.data()) - relativeTo);
        }
        if (out.vx) {
            double vx = current_.x, vy = 0.0, vz = current_.z;
            if (hasVelocities_) {
                vx += c.interpolate(vx_.data());
                vy += c.interpolate(vy_.data());
                vz += c.interpolate(vz_.data());
            }
            out.vx[p] = float(vx);
            out.vy[p] = float(vy);
            out.vz[p] = float(vz);
        }
    });
    if (clamped) clamped_.fetch_add(clamped, std::memory_order_relaxed);
}

} // namespace hydro
