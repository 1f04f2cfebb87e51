#include "hydro/HeightFieldWater.h"

#include "GridSampling.h"

#include <cmath>
#include <stdexcept>
#include <string>

namespace hydro {
namespace {

GridLayout gridOf(const HeightFieldLayout& l) {
    return {l.columns, l.rows, l.originX, l.originZ, l.spacing, l.periodic};
}

} // namespace

HeightFieldWater::HeightFieldWater(const HeightFieldLayout& layout, const Vec3& current)
    : layout_(layout), current_(current) {
    auto refuse = [](const char* field, double value, const char* rule) {
        throw std::invalid_argument(std::string("HeightFieldWater: ") + field + " = " + std::to_string(value) + " (" +
                                    rule + ")");
    };
    if (layout.columns < 2) refuse("columns", double(layout.columns), "at least 2 nodes");
    if (layout.rows < 2) refuse("rows", double(layout.rows), "at least 2 nodes");
    if (!(std::isfinite(layout.spacing) && layout.spacing > 0.0)) refuse("spacing", layout.spacing, "m, must be > 0");
    if (!std::isfinite(layout.originX)) refuse("originX", layout.originX, "m, must be finite");
    if (!std::isfinite(layout.originZ)) refuse("originZ", layout.originZ, "m, must be finite");
    if (!isFinite(current)) refuse("current length", length(current), "m/s, must be finite");
    const std::size_t count = layout.columns * layout.rows;
    heights_.assign(count, 0.0f);
    vx_.assign(count, 0.0f);
    vy_.assign(count, 0.0f);
    vz_.assign(count, 0.0f);
}

void HeightFieldWater::copyChecked(const float* source, std::vector<float>& target, const char* what) const {
    for (std::size_t n = 0; n < target.size(); ++n)
        if (!std::isfinite(source[n]))
            throw std::invalid_argument("HeightFieldWater: " + std::string(what) + " at node (column " +
                                        std::to_string(n % layout_.columns) + ", row " + std::to_string(n / layout_.columns) +
                                        ") is " + std::to_string(source[n]) + ", not finite");
    target.assign(source, source + target.size());
}

void HeightFieldWater::setHeights(const float* heights) { copyChecked(heights, heights_, "height"); }

void HeightFieldWater::setVelocities(const float* vx, const float* vy, const float* vz) {
    // Checked all before any is kept, so that a refusal leaves the previous velocities whole.
    std::vector<float> x(vx_.size()), y(vy_.size()), z(vz_.size());
    copyChecked(vx, x, "velocity x");
    copyChecked(vy, y, "velocity y");
    copyChecked(vz, z, "velocity z");
    vx_.swap(x), vy_.swap(y), vz_.swap(z);
    hasVelocities_ = true;
}

void HeightFieldWater::sampleHeights(const PointBatch& points, double, double relativeTo, float* outHeight) const {
    const GridLayout grid = gridOf(layout_);
    std::size_t clamped = 0;
    forEachGridCell(grid, points, [&](std::size_t p, const GridCell& c) {
        clamped += c.clamped;
        outHeight[p] = float(c.interpolate(heights_.data()) - relativeTo);
    });
    if (clamped) clamped_.fetch_add(clamped, std::memory_order_relaxed);
}

void HeightFieldWater::sampleVelocities(const PointBatch& points, double, float* outVx, float* outVy,
                                        float* outVz) const {
    const GridLayout grid = gridOf(layout_);
    forEachGridCell(grid, points, [&](std::size_t p, const GridCell& c) {
        double vx = current_.x, vy = 0.0, vz = current_.z;
        if (hasVelocities_) {
            vx += c.interpolate(vx_.data());
            vy += c.interpolate(vy_.data());
            vz += c.interpolate(vz_.data());
        }
        outVx[p] = float(vx);
        outVy[p] = float(vy);
        outVz[p] = float(vz);
    });
}

} // namespace hydro
