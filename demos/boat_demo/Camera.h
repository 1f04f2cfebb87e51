// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file Camera.h
/// The demo's camera: orbiting a point the user drags it round, or following a boat from astern.

#include <btBulletDynamicsCommon.h>
#include <glm/glm.hpp>

namespace boat_demo {

struct Camera {
    enum class Mode { Orbit, Follow };
    Mode mode = Mode::Follow;
    glm::vec3 target{0.0f};    ///< the point looked at, world, m
    float yaw = 0.45f;         ///< rad about +y: of the eye round the target (Orbit), or off astern (Follow)
    float pitch = 0.28f;       ///< rad above the horizon
    float distance = 20.0f;    ///< m from the target
    float fieldOfView = 0.87f; ///< vertical, rad (50 degrees)

    glm::vec3 eye() const;
    glm::mat4 view() const;
    glm::mat4 projection(float aspect) const;

    /// Follow: moves the target toward `hullToWorld`'s origin and swings the eye astern of its bow,
    /// easing over about `smoothing` s so that the boat's pitching does not shake the picture.
    void track(const btTransform& hullToWorld, float dt, float smoothing = 0.4f);
    /// Orbit: a mouse drag of (dx, dy) pixels turns the eye; a wheel step of `zoom` moves it in or out.
    void drag(float dx, float dy);
    void zoom(float steps);

private:
    float followYaw_ = 0.0f;  // the heading the eye follows, eased
    bool tracking_ = false;
};

} // namespace boat_demo
