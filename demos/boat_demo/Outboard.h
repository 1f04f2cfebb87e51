// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file Outboard.h
/// The speedboat's engine: an outboard motor at the stern whose thrust the throttle sets and the
/// rudder (the motor turned on its bracket) points. It acts as forces at the stern, per substep, and
/// only while its propeller is in the water: a boat launched off a wave crest loses its drive.

#include "hydro/bullet/BuoyancyAction.h"
#include "hydro/bullet/HullRigidBody.h"

#include <btBulletDynamicsCommon.h>

namespace boat_demo {

struct HelmInput {
    double throttle = 0.0;  ///< -0.3 (astern) .. 1 (full ahead)
    double rudder = 0.0;    ///< -1 (hard to port) .. 1 (hard to starboard)
};

class Outboard final : public btActionInterface {
public:
    /// `propeller`: where the thrust acts, hull coordinates. `maxThrust`: at full throttle, N.
    /// `maxSteering`: the motor's angle at full rudder, rad. The propeller samples the water of
    /// `buoyancy` at its clock; add the Outboard to the world after it. Both must outlive it.
    Outboard(hydro::HullRigidBody& boat, const btVector3& propeller, double maxThrust, double maxSteering,
             const hydro::BuoyancyAction& buoyancy);

    /// Clamped to the ranges above.
    void setHelm(const HelmInput& helm);
    const HelmInput& helm() const { return helm_; }
    /// The thrust of the last substep, world axes, N (zero while the propeller is dry).
    const btVector3& lastThrust() const { return lastThrust_; }

    /// Bullet's entry point, once per substep.
    void updateAction(btCollisionWorld* world, btScalar timeStep) override;
    void debugDraw(btIDebugDraw*) override {}

private:
    hydro::HullRigidBody& boat_;
    btVector3 propeller_;
    double maxThrust_, maxSteering_;
    const hydro::BuoyancyAction& buoyancy_;
    HelmInput helm_;
    btVector3 lastThrust_{0, 0, 0};
};

} // namespace boat_demo
