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

namespace hydro {

/// Owns a btRigidBody, its motion state and its collision shape, built from a HullMesh it keeps.
///
/// Bullet puts a body's origin at its centre of mass with a diagonal inertia tensor, so the body
/// frame here is the principal frame of the given mass properties: origin at their centre of
/// gravity, axes along the principal axes of inertia. `bodyFromHull()` maps hull coordinates into
/// that frame; a body whose inertia is diagonal in hull axes keeps them (only the origin moves).
///
/// Ownership: the caller adds body() to a world and must remove it before this object dies.
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
};

} // namespace hydro
