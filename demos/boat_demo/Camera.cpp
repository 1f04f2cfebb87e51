// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "Camera.h"

#include <glm/gtc/matrix_transform.hpp>

#include <algorithm>
#include <cmath>

namespace boat_demo {

glm::vec3 Camera::eye() const {
    const float heading = mode == Mode::Follow ? followYaw_ + yaw : yaw;
    const glm::vec3 offset(std::cos(pitch) * std::cos(heading), std::sin(pitch), -std::cos(pitch) * std::sin(heading));
    return target + distance * offset;
}

glm::mat4 Camera::view() const { return glm::lookAt(eye(), target, glm::vec3(0.0f, 1.0f, 0.0f)); }

glm::mat4 Camera::projection(float aspect) const {
    return glm::perspective(fieldOfView, aspect, 0.1f, 2000.0f);
}

void Camera::track(const btTransform& hullToWorld, float dt, float smoothing) {
    const btVector3 origin = hullToWorld.getOrigin();
    const glm::vec3 position(float(origin.x()), float(origin.y()), float(origin.z()));
    // The bow's heading about +y (x forward, -z to port): atan2(-z, x).
    const btVector3 bow = hullToWorld.getBasis().getColumn(0);
    const float heading = std::atan2(-float(bow.z()), float(bow.x()));
    if (!tracking_) {
        target = position;
        followYaw_ = heading + float(M_PI);
        tracking_ = true;
        return;
    }
    const float blend = 1.0f - std::exp(-dt / smoothing);
    target += blend * (position - target);
    const float astern = heading + float(M_PI);
    followYaw_ += blend * std::remainder(astern - followYaw_, 2.0f * float(M_PI));
}

void Camera::drag(float dx, float dy) {
    constexpr float kRadiansPerPixel = 0.006f;
    yaw -= dx * kRadiansPerPixel;
    pitch = std::clamp(pitch + dy * kRadiansPerPixel, 0.03f, 1.5f);
}

void Camera::zoom(float steps) { distance = std::clamp(distance * std::pow(0.9f, steps), 4.0f, 400.0f); }

} // namespace boat_demo
