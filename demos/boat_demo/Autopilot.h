// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file Autopilot.h
/// Sails the driven boat through a scenario's course: steers for each waypoint in turn and takes
/// the next once within reach. A proportional-derivative heading controller on the rudder.

#include <btBulletDynamicsCommon.h>

#include <array>
#include <cstddef>
#include <vector>

namespace boat_demo {

/// The driven boat's helm: the throttle of its outboard and the angle it is swung to.
struct HelmInput {
    double throttle = 0.0;  ///< -0.3 (astern) .. 1 (full ahead)
    double rudder = 0.0;    ///< -1 (hard to port) .. 1 (hard to starboard)
};

class Autopilot {
public:
    /// `throttle`: held all the way round. `reach`: distance at which a waypoint counts as passed, m.
    explicit Autopilot(std::vector<std::array<double, 2>> course, double throttle = 0.8, double reach = 8.0);

    /// The helm for a boat at `hullToWorld` turning at `yawRate` (rad/s about +y). After the last
    /// waypoint it starts the course again.
    HelmInput steer(const btTransform& hullToWorld, double yawRate);

    std::size_t nextWaypoint() const { return next_; }
    std::size_t laps() const { return laps_; }
    const std::vector<std::array<double, 2>>& course() const { return course_; }

private:
    std::vector<std::array<double, 2>> course_;
    double throttle_, reach_;
    std::size_t next_ = 0, laps_ = 0;
};

} // namespace boat_demo
