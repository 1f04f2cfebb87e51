// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/bullet/HullRigidBody.h"

#include "hydro/bullet/BuoyancyAction.h"

#include "WorldMembership.h"

#include <cmath>

namespace hydro {

namespace {

Status checkBody(const HullMesh* hull, const MassProperties& mass) {
    if (!hull) return Error("HullRigidBody: the hull is null");
    if (Status valid = mass.check(); !valid) return Error(hull->sourceName() + ": " + valid.error().message());
    return {};
}

} // namespace

Result<std::unique_ptr<HullRigidBody>> HullRigidBody::create(std::shared_ptr<const HullMesh> hull,
                                                             const MassProperties& mass, const btTransform& hullToWorld,
                                                             std::unique_ptr<btCollisionShape> shape) {
    if (Status valid = checkBody(hull.get(), mass); !valid) return valid.error();
    return std::make_unique<HullRigidBody>(std::move(hull), mass, hullToWorld, std::move(shape));
}

HullRigidBody::HullRigidBody(std::shared_ptr<const HullMesh> hullPointer, const MassProperties& mass,
                             const btTransform& hullToWorld, std::unique_ptr<btCollisionShape> shape)
    : hull_(std::move(hullPointer)), userShape_(std::move(shape)) {
    orThrow(checkBody(hull_.get(), mass));
    const HullMesh& hull = *hull_;
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

HullRigidBody::~HullRigidBody() {
    // Each action's removeBody takes itself off actions_ (BuoyancyAction::forget): walk a copy.
    const std::vector<BuoyancyAction*> actions = actions_;
    for (BuoyancyAction* action : actions) action->removeBody(body_.get());
    removeFromWorld();
    if (body_->getBroadphaseHandle())
        detail::stop("HullRigidBody (hull '" + hull_->sourceName() +
                     "') destroyed while its body is still in a Bullet world it was not added to by addToWorld: Bullet "
                     "would keep a pointer to the freed body. Take it out first (world.removeRigidBody(&body.body())) "
                     "or add it with body.addToWorld(world), which takes it out when the body is destroyed");
}

Status HullRigidBody::tryAddToWorld(btDynamicsWorld& world) {
    return tryAddToWorld(world, int(btBroadphaseProxy::DefaultFilter), int(btBroadphaseProxy::AllFilter));
}

Status HullRigidBody::tryAddToWorld(btDynamicsWorld& world, int collisionGroup, int collisionMask) {
    if (body_->getBroadphaseHandle())
        return Error("HullRigidBody::addToWorld: the body with hull '" + hull_->sourceName() +
                     "' is already in a world (a Bullet body can be in one world once)");
    world.addRigidBody(body_.get(), collisionGroup, collisionMask);
    world_ = &world;
    return {};
}

void HullRigidBody::addToWorld(btDynamicsWorld& world) { orThrow(tryAddToWorld(world)); }

void HullRigidBody::addToWorld(btDynamicsWorld& world, int collisionGroup, int collisionMask) {
    orThrow(tryAddToWorld(world, collisionGroup, collisionMask));
}

bool HullRigidBody::removeFromWorld() {
    btDynamicsWorld* world = this->world();
    world_ = nullptr;
    if (!world) return false;
    world->removeRigidBody(body_.get());
    return true;
}

btDynamicsWorld* HullRigidBody::world() const { return world_ && isInWorld(*world_, *body_) ? world_ : nullptr; }

void HullRigidBody::placeCentreOfGravity(const btTransform& placement) {
    // The body frame's origin is the centre of gravity; its axes are the principal axes, which sit
    // in the hull frame as bodyFromHull_ says. Turning the hull axes by the placement's basis turns
    // the body axes by basis * (hull <- body).
    const btTransform bodyToWorld(placement.getBasis() * bodyFromHull_.inverse().getBasis(), placement.getOrigin());
    body_->setWorldTransform(bodyToWorld);
    body_->setInterpolationWorldTransform(bodyToWorld);
    motionState_->setWorldTransform(bodyToWorld);
    body_->setLinearVelocity(btVector3(0, 0, 0));
    body_->setAngularVelocity(btVector3(0, 0, 0));
    body_->setInterpolationLinearVelocity(btVector3(0, 0, 0));
    body_->setInterpolationAngularVelocity(btVector3(0, 0, 0));
    body_->clearForces();
    body_->activate(true);
}

} // namespace hydro
