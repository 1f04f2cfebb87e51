// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file HeightFieldWater.h
/// Water the game computes itself (its own ocean, read back from the GPU): a regular grid of
/// heights, and optionally velocities, that the game refills each frame and the physics
/// interpolates bilinearly.

#include "hydro/Result.h"
#include "hydro/WaterSurface.h"

#include <atomic>
#include <cstddef>
#include <memory>
#include <vector>

namespace hydro {

struct HeightFieldLayout {
    std::size_t columns = 2;  ///< nodes along x (>= 2)
    std::size_t rows = 2;     ///< nodes along z (>= 2)
    double originX = 0.0;     ///< world x of node (0, 0), m
    double originZ = 0.0;     ///< world z of node (0, 0), m
    double spacing = 1.0;     ///< distance between nodes, m
    /// true: the grid is one tile of a periodic ocean and wraps around; false: a point beyond the
    /// edge takes the edge's value and is counted (clampedQueries()).
    bool periodic = false;
};

class HeightFieldWater final : public WaterSurface {
public:
    /// Refused, naming the field, for fewer than 2 nodes per side, more than 2^26 nodes, or a
    /// spacing, origin or current outside Limits.h. Starts flat at height 0 and still. (It holds an
    /// atomic counter and does not move: the value form gives it in a unique_ptr.)
    static Result<std::unique_ptr<HeightFieldWater>> create(const HeightFieldLayout& layout, const Vec3& current = {});
    /// create(), thrown (Result.h's orThrow).
    explicit HeightFieldWater(const HeightFieldLayout& layout, const Vec3& current = {});

    /// Copies rows * columns heights (row z, then column x; world heights, m). Refused, naming the
    /// node (column, row) of the first value that is not finite or is beyond +-1e7 m (Limits.h),
    /// and then the previous heights stay.
    Status trySetHeights(const float* heights);
    void setHeights(const float* heights);  ///< trySetHeights, thrown
    /// Copies the water's velocity at the nodes (m/s), three arrays laid out like the heights;
    /// checked like setHeights (within 1e4 m/s). Without it, the velocity is the current alone.
    Status trySetVelocities(const float* vx, const float* vy, const float* vz);
    void setVelocities(const float* vx, const float* vy, const float* vz);  ///< trySetVelocities, thrown

    /// The heights and velocities last set, whatever `time` is: the game owns the clock of its grid.
    void sample(const PointBatch& points, double time, double relativeTo, const SampleOutputs& out) const override;
    /// Two node spacings: the shortest wave a grid can carry.
    double shortestWavelength() const override { return 2.0 * layout_.spacing; }

    const HeightFieldLayout& layout() const { return layout_; }
    /// Points that fell outside a non-periodic grid and took the edge's value, since construction.
    std::size_t clampedQueries() const { return clamped_.load(std::memory_order_relaxed); }

private:
    Status copyChecked(const float* source, std::vector<float>& target, const char* what, double limit) const;

    HeightFieldLayout layout_;
    Vec3 current_;
    std::vector<float> heights_, vx_, vy_, vz_;
    bool hasVelocities_ = false;
    mutable std::atomic<std::size_t> clamped_{0};
};

} // namespace hydro
