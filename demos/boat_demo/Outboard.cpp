// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "Outboard.h"


#include <algorithm>
#include <cmath>

namespace boat_demo {

Outboard::Outboard(hydro::HullRigidBody& boat, const btVector3& propeller, double maxThrust, double maxSteering,
                   const hydro::BuoyancyAction& buoyancy)
    : boat_(boat), propeller_(propeller), maxThrust_(maxThrust), maxSteering_(maxSteering), buoyancy_(buoyancy) {}

void Outboard::setHelm(const HelmInput& helm) {
    helm_.throttle = std::clamp(std::isfinite(helm.throttle) ? helm.throttle : 0.0, -0.3, 1.0);
    helm_.rudder = std::clamp(std::isfinite(helm.rudder) ? helm.rudder : 0.0, -1.0, 1.0);
}

void Outboard::updateAction(btCollisionWorld*, btScalar timeStep) {
    btRigidBody& body = boat_.body();
    const btTransform hullToWorld = boat_.hullToWorld();
    const btVector3 propeller = hullToWorld * propeller_;

    // Is the propeller under the surface, at the hull's clock?
    const double surface =
        buoyancy_.water().heightAt(double(propeller.x()), double(propeller.z()), buoyancy_.time());
    if (!(surface > double(propeller.y())) || helm_.throttle == 0.0) {
        lastThrust_.setZero();
        return;
    }
    // Rudder to starboard turns the motor so that its thrust pushes the stern to port (-z, as z is
    // starboard) and so swings the bow to starboard.
    const double angle = helm_.rudder * maxSteering_;
    const btVector3 thrustInHull(btScalar(std::cos(angle)), 0, btScalar(-std::sin(angle)));
    lastThrust_ = hullToWorld.getBasis() * thrustInHull * btScalar(helm_.throttle * maxThrust_);
    body.activate();
    // An impulse per substep, as the BuoyancyAction applies its forces (Bullet clears forces only
    // once per stepSimulation).
    body.applyImpulse(lastThrust_ * timeStep, propeller - body.getCenterOfMassPosition());
}

} // namespace boat_demo
