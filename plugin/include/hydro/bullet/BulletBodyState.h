// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file BulletBodyState.h
/// Bullet's own part of a body for a rollback (docs/bullet.md §9): what a step reads of a
/// btRigidBody and changes. Saved beside BuoyancyAction::snapshot() and put back with it, a world
/// steps on bit for bit as it did the first time.

#include <btBulletDynamicsCommon.h>

namespace hydro {

/// A value: the body's centre-of-mass transform and the interpolation transform Bullet draws
/// between substeps with, its velocities and their interpolation copies, its activation state and
/// its deactivation clock. Not in it: what the game sets (mass, shape, damping, flags), forces
/// (cleared every step), and Bullet's contact cache (the points and impulses it keeps between steps
/// for bodies that touch, which warm-start its solver).
struct BulletBodyState {
    btTransform transform, interpolationTransform;
    btVector3 linearVelocity, angularVelocity, interpolationLinearVelocity, interpolationAngularVelocity;
    int activationState = 0;
    btScalar deactivationTime = 0;

    BulletBodyState() = default;
    explicit BulletBodyState(const btRigidBody& body)
        : transform(body.getCenterOfMassTransform()), interpolationTransform(body.getInterpolationWorldTransform()),
          linearVelocity(body.getLinearVelocity()), angularVelocity(body.getAngularVelocity()),
          interpolationLinearVelocity(body.getInterpolationLinearVelocity()),
          interpolationAngularVelocity(body.getInterpolationAngularVelocity()), activationState(body.getActivationState()),
          deactivationTime(body.getDeactivationTime()) {}

    /// Puts the body back as it was when this was taken, and tells its motion state, if it has one,
    /// so that a game that draws from it sees the restored pose before the next step.
    void restore(btRigidBody& body) const {
        body.setCenterOfMassTransform(transform);
        body.setInterpolationWorldTransform(interpolationTransform);
        body.setLinearVelocity(linearVelocity);
        body.setAngularVelocity(angularVelocity);
        body.setInterpolationLinearVelocity(interpolationLinearVelocity);
        body.setInterpolationAngularVelocity(interpolationAngularVelocity);
        body.forceActivationState(activationState);
        body.setDeactivationTime(deactivationTime);
        if (btMotionState* motion = body.getMotionState()) motion->setWorldTransform(transform);
    }
};

} // namespace hydro
