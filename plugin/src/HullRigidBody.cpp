// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/bullet/HullRigidBody.h"

#include <cmath>
#include <stdexcept>

namespace hydro {

HullRigidBody::~HullRigidBody() = default;

HullRigidBody::HullRigidBody(const HullMesh& hull, const MassProperties& mass, const btTransform& hullToWorld,
                             std::unique_ptr<btCollisionShape> shape)
    : userShape_(std::move(shape)) {
    if (!(std::isfinite(mass.mass) && mass.mass > 0.0))
        throw std::invalid_argument(hull.sourceName() + ": rigid body mass must be finite and positive, got " +
                                    std::to_string(mass.mass) + " kg");
    // Principal axes: diagonalize the inertia about the centroid. Bullet's Jacobi solver returns
    // `axes` with inertia = axes * diag * axes^T; its columns are the principal axes in hull axes.
    btMatrix3x3 inertia;
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j) inertia[i][j] = btScalar(mass.inertia(i, j));
    btMatrix3x3 axes = btMatrix3x3::getIdentity();
    inertia.diagonalize(axes, btScalar(1e-9), 32);
    const btVector3 principalInertia(inertia[0][0], inertia[1][1], inertia[2][2]);
    const btVector3 centroid(btScalar(mass.centroid.x), btScalar(mass.centroid.y), btScalar(mass.centroid.z));
    const btTransform hullFromBody(axes, centroid);
    bodyFromHull_ = hullFromBody.inverse();

    if (userShape_) {
        auto compound = std::make_unique<btCompoundShape>(false, 1);
        compound->addChildShape(bodyFromHull_, userShape_.get());
        shape_ = std::move(compound);
    } else {
        auto convex = std::make_unique<btConvexHullShape>();
        for (std::size_t v = 0; v < hull.vertexCount(); ++v) {
            const Vec3 p = hull.vertex(v);
            convex->addPoint(bodyFromHull_ * btVector3(btScalar(p.x), btScalar(p.y), btScalar(p.z)), false);
        }
        convex->recalcLocalAabb();
        convex->optimizeConvexHull();
        shape_ = std::move(convex);
    }
    motionState_ = std::make_unique<btDefaultMotionState>(hullToWorld * hullFromBody);
    btRigidBody::btRigidBodyConstructionInfo info(btScalar(mass.mass), motionState_.get(), shape_.get(),
                                                  principalInertia);
    body_ = std::make_unique<btRigidBody>(info);
}

} // namespace hydro
