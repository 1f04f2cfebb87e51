// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "Autopilot.h"

#include <algorithm>
#include <cmath>

namespace boat_demo {

Autopilot::Autopilot(std::vector<std::array<double, 2>> course, double throttle, double reach)
    : course_(std::move(course)), throttle_(throttle), reach_(reach) {}

HelmInput Autopilot::steer(const btTransform& hullToWorld, double yawRate) {
    if (course_.empty()) return {};
    const btVector3 position = hullToWorld.getOrigin();
    auto offset = [&] {
        return std::array<double, 2>{course_[next_][0] - double(position.x()), course_[next_][1] - double(position.z())};
    };
    if (std::hypot(offset()[0], offset()[1]) < reach_) {
        next_ = (next_ + 1) % course_.size();
        if (next_ == 0) ++laps_;
    }
    const auto [dx, dz] = offset();
    const btVector3 bow = hullToWorld.getBasis().getColumn(0);
    // Headings measured as atan2(z, x): starboard (+z) is the clockwise side seen from above, so a
    // positive error means the waypoint lies to starboard.
    const double error = std::remainder(std::atan2(dz, dx) - std::atan2(double(bow.z()), double(bow.x())), 2.0 * M_PI);
    // Gains: full rudder for errors over about 35 degrees; the yaw-rate term (yaw about +y turns the
    // bow to port) stops the turn before it overshoots.
    constexpr double kProportional = 1.6, kDerivative = 0.8;
    HelmInput helm;
    helm.throttle = throttle_;
    helm.rudder = std::clamp(kProportional * error + kDerivative * yawRate, -1.0, 1.0);
    return helm;
}

} // namespace boat_demo
