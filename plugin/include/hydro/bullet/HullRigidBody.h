// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file HullRigidBody.h
/// A Bullet rigid body made from a hull: its mass, centre of gravity and inertia from the hull's solid
/// or as given (MassProperties.h), placed by its hull frame or by its centre of gravity.

#include "hydro/HullMesh.h"
#include "hydro/Result.h"

#include <btBulletDynamicsCommon.h>

#include <memory>
#include <vector>

namespace hydro {

class BuoyancyAction;

/// Owns a btRigidBody, its motion state and its collision shape, built from a HullMesh it keeps.
///
/// Bullet puts a body's origin at its centre of mass with a diagonal inertia tensor, so the body
/// frame here is the principal frame of the given mass properties: origin at their centre of
/// gravity, axes along the principal axes of inertia. `bodyFromHull()` maps hull coordinates into
/// that frame; a body whose inertia is diagonal in hull axes keeps them (only the origin moves).
///
/// Lifetime: it cleans up after itself. Its destructor takes the body out of every BuoyancyAction it
/// was registered with (BuoyancyAction::addBody(HullRigidBody&)) and out of the world addToWorld put
/// it in, so the game may destroy it at any time, before or after the action and the water. The
/// world must outlive it, as Bullet requires of every object in a world. A body the game added to a
/// world itself (world.addRigidBody(&body())) and left there would leave Bullet a dangling pointer:
/// the destructor stops the program with a message saying so (Result.h's detail::stop, in every
/// build) instead of letting Bullet crash later on the freed body. Constraints the game attached to
/// the body are the game's to remove first.
class HullRigidBody {
public:
    /// `hull` is kept, so BuoyancyAction::addBody(body) floats the body on the hull it was made from.
    /// `mass`: the hull's solid (hull->massPropertiesForMass) or a real boat's figures
    /// (massFromRadiiOfGyration). `hullToWorld` places the hull's own coordinate frame in the world
    /// (placeCentreOfGravity places it by its centre of gravity instead). `shape`, if given, is a
    /// collision shape in hull coordinates (it is wrapped to sit in the body frame); by default the
    /// convex hull of the mesh's vertices is used. Refused for a null hull or mass properties that
    /// MassProperties::check refuses. (Bullet keeps the body's address: the value form gives it in
    /// a unique_ptr.)
    static Result<std::unique_ptr<HullRigidBody>> create(std::shared_ptr<const HullMesh> hull, const MassProperties& mass,
                                                         const btTransform& hullToWorld,
                                                         std::unique_ptr<btCollisionShape> shape = nullptr);
    /// create(), thrown (Result.h's orThrow).
    HullRigidBody(std::shared_ptr<const HullMesh> hull, const MassProperties& mass, const btTransform& hullToWorld,
                  std::unique_ptr<btCollisionShape> shape = nullptr);
    ~HullRigidBody();
    HullRigidBody(const HullRigidBody&) = delete;
    HullRigidBody& operator=(const HullRigidBody&) = delete;

    btRigidBody& body() { return *body_; }
    const btRigidBody& body() const { return *body_; }
    /// Hull coordinates -> body (principal) frame.
    const btTransform& bodyFromHull() const { return bodyFromHull_; }
    /// Where the hull's coordinate frame is in the world now.
    btTransform hullToWorld() const { return body_->getWorldTransform() * bodyFromHull_; }
    const std::shared_ptr<const HullMesh>& hull() const { return hull_; }

    /// Adds body() to `world` (with Bullet's default collision filter, or the given group and mask)
    /// and remembers the world, so that the destructor takes the body out of it. Refused (with the
    /// world unchanged) if the body is already in a world.
    Status tryAddToWorld(btDynamicsWorld& world);
    Status tryAddToWorld(btDynamicsWorld& world, int collisionGroup, int collisionMask);
    void addToWorld(btDynamicsWorld& world);
    void addToWorld(btDynamicsWorld& world, int collisionGroup, int collisionMask);
    /// Takes body() out of the world addToWorld put it in; false if it was not there.
    bool removeFromWorld();
    /// The world addToWorld put the body in, while it is there; null otherwise.
    btDynamicsWorld* world() const;

    /// Moves the body, at rest, so that its centre of gravity is at `placement`'s origin and its hull
    /// axes are turned by `placement`'s basis (identity: upright, bow along world x). For placing a
    /// boat whose centre of gravity is known, not its mesh's origin.
    void placeCentreOfGravity(const btTransform& placement);

private:
    std::shared_ptr<const HullMesh> hull_;
    btTransform bodyFromHull_;
    std::unique_ptr<btCollisionShape> userShape_;
    std::unique_ptr<btCollisionShape> shape_;
    std::unique_ptr<btDefaultMotionState> motionState_;
    std::unique_ptr<btRigidBody> body_;
    btDynamicsWorld* world_ = nullptr;  ///< where addToWorld put the body
    /// The actions the body is registered with; they keep this list (BuoyancyAction::addBody and
    /// removeBody, and their destructor), so the destructor can take the body out of each.
    std::vector<BuoyancyAction*> actions_;
    friend class BuoyancyAction;
};

} // namespace hydro
