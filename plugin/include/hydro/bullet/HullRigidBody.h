// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file HullRigidBody.h
/// A Bullet rigid body made from a hull: mass, inertia and centre of mass from the hull's solid.

#include "hydro/HullMesh.h"

#include <btBulletDynamicsCommon.h>

#include <memory>

namespace hydro {

/// Owns a btRigidBody, its motion state and its collision shape, built from a HullMesh.
///
/// Bullet puts a body's origin at its centre of mass with a diagonal inertia tensor, so the body
/// frame here is the hull solid's principal frame: origin at HullMesh centroid, axes along the
/// principal axes of inertia. `bodyFromHull()` maps hull coordinates into that frame; a hull that
/// is symmetric about its axes keeps them (only the origin moves).
///
/// Ownership: the caller adds body() to a world and must remove it before this object dies.
class HullRigidBody {
public:
    /// `hullToWorld` places the hull's own coordinate frame in the world. `shape`, if given, is a
    /// collision shape in hull coordinates (it is wrapped to sit in the body frame); by default the
    /// convex hull of the mesh's vertices is used. Throws std::invalid_argument if the mass is not
    /// finite and positive.
    HullRigidBody(const HullMesh& hull, const MassProperties& mass, const btTransform& hullToWorld,
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

private:
    btTransform bodyFromHull_;
    std::unique_ptr<btCollisionShape> userShape_;
    std::unique_ptr<btCollisionShape> shape_;
    std::unique_ptr<btDefaultMotionState> motionState_;
    std::unique_ptr<btRigidBody> body_;
};

} // namespace hydro
