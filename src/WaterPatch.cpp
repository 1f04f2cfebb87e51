#include "hydro/WaterPatch.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

namespace hydro {

WaterPatch::WaterPatch(double radius, double cellSize) : cellSize_(cellSize), radius_(radius) {
    if (!(std::isfinite(radius) && radius > 0.0 && std::isfinite(cellSize) && cellSize > 0.0))
        throw std::invalid_argument("WaterPatch: radius " + std::to_string(radius) + " m and cell size " +
                                    std::to_string(cellSize) + " m must be finite and positive");
    const double cells = std::ceil(2.0 * radius / cellSize) + 2.0;
    if (cells > 1024.0)
        throw std::invalid_argument("WaterPatch: " + std::to_string(cells) +
                                    " cells per side (radius / cell size too large; at most 1024)");
    cells_ = int(cells);
    const auto points = std::size_t(cells_ + 1) * std::size_t(cells_ + 1);
    gridX_.resize(points);
    gridZ_.resize(points);
    heights_.resize(points);
    for (int j = 0; j <= cells_; ++j)
        for (int i = 0; i <= cells_; ++i) {
            gridX_[std::size_t(j * (cells_ + 1) + i)] = float(i * cellSize);
            gridZ_[std::size_t(j * (cells_ + 1) + i)] = float(j * cellSize);
        }
    const auto triangles = 2 * std::size_t(cells_) * std::size_t(cells_);
    c0_.resize(triangles);
    cu_.resize(triangles);
    cv_.resize(triangles);
}

WaterPatch WaterPatch::forHull(const HullMesh& hull, const Vec3& centreOfMassInHull, double cellSize) {
    double radius = 0.0;
    for (std::size_t v = 0; v < hull.vertexCount(); ++v)
        radius = std::max(radius, length(hull.vertex(v) - centreOfMassInHull));
    // Float vertices rotated in float: allow a relative 1e-5 before a point could poke out.
    radius *= 1.0 + 1e-5;
    return WaterPatch(radius, cellSize > 0.0 ? cellSize : radius / 4.0);
}

void WaterPatch::follow(const Vec3& centre, const WaterSurface& water, double time) {
    centre_ = centre;
    const double originX = std::floor((centre.x - radius_) / cellSize_) * cellSize_;
    const double originZ = std::floor((centre.z - radius_) / cellSize_) * cellSize_;
    offsetX_ = float(centre.x - originX);
    offsetZ_ = float(centre.z - originZ);
    PointBatch batch;
    batch.origin = {originX, centre.y, originZ};
    batch.x = gridX_.data();
    batch.z = gridZ_.data();
    batch.count = gridX_.size();
    water.sampleHeights(batch, time, centre.y, heights_.data());

    const int stride = cells_ + 1;
    for (int j = 0; j < cells_; ++j)
        for (int i = 0; i < cells_; ++i) {
            const float h00 = heights_[std::size_t(j * stride + i)], h10 = heights_[std::size_t(j * stride + i + 1)];
            const float h01 = heights_[std::size_t((j + 1) * stride + i)];
            const float h11 = heights_[std::size_t((j + 1) * stride + i + 1)];
            const auto k = std::size_t(2 * (j * cells_ + i));
            // Lower triangle (u >= v): corners (0,0), (1,0), (1,1). Upper (u < v): (0,0), (0,1), (1,1).
            c0_[k] = h00;
            cu_[k] = h10 - h00;
            cv_[k] = h11 - h10;
            c0_[k + 1] = h00;
            cu_[k + 1] = h11 - h01;
            cv_[k + 1] = h01 - h00;
        }
}

float WaterPatch::heightAt(float dx, float dz) const {
    const float inverse = float(1.0 / cellSize_);
    const float fx = (dx + offsetX_) * inverse, fz = (dz + offsetZ_) * inverse;
    const int i = std::clamp(int(std::floor(fx)), 0, cells_ - 1), j = std::clamp(int(std::floor(fz)), 0, cells_ - 1);
    const float u = fx - float(i), v = fz - float(j);
    const auto k = std::size_t(2 * (j * cells_ + i) + (u < v ? 1 : 0));
    return c0_[k] + cu_[k] * u + cv_[k] * v;
}

} // namespace hydro
