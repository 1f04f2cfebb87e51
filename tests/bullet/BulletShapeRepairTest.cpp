// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// Hulls from Bullet compound shapes, whose overlapping children the asset pipeline's repairHull joins:
// the plugin and hydro_prepare together, as a game's tool would use them.

#include "BulletWorldSupport.h"

#include "hydro/FlatWater.h"
#include "hydro/bullet/BulletShapeMesh.h"
#include "hydro/prepare/HullRepair.h"

#include <gtest/gtest.h>

#include <memory>

namespace hydro::test {
namespace {

double volumeOf(const btCollisionShape& shape) { return HullMesh::fromArrays(meshFromBulletShape(shape)).volume(); }
TEST(BulletShapeMesh, ACompoundJoinsItsTouchingBoxesAndKeepsItsOtherParts) {
    // A raft: two boxes side by side, touching face to face, and a round keel hanging below them.
    btBoxShape half(btVector3(btScalar(0.5), btScalar(0.25), btScalar(0.5)));
    btCylinderShapeX keel(btVector3(btScalar(0.8), btScalar(0.1), btScalar(0.1)));
    btCompoundShape raft;
    raft.addChildShape(btTransform(btQuaternion::getIdentity(), btVector3(-btScalar(0.5), 0, 0)), &half);
    raft.addChildShape(btTransform(btQuaternion::getIdentity(), btVector3(btScalar(0.5), 0, 0)), &half);
    raft.addChildShape(btTransform(btQuaternion::getIdentity(), btVector3(0, -btScalar(0.6), 0)), &keel);
    HullRepairReport report;
    const HullMesh hull = HullMesh::fromArrays(repairHull(meshFromBulletShape(raft), {}, &report));
    const btVector3 a = half.getHalfExtentsWithMargin();
    const double boxes = 2.0 * 8.0 * double(a.x()) * double(a.y()) * double(a.z());
    EXPECT_NEAR(hull.volume(), boxes + volumeOf(keel), 1e-5);
    EXPECT_EQ(report.opposedFacePairs, 2u);  // the boxes' common square, two triangles each way
    EXPECT_EQ(report.parts, 2u);             // the joined boxes, and the keel
}

TEST(BulletShapeMesh, ACrateOfBulletShapesFloatsAtItsDraft) {
    // A 1 m x 0.5 m x 0.5 m crate of two 0.5 m cubes, 150 kg/m^3, with the compound as its collision
    // shape: it settles upright at draft = 150 / 1025 x 0.5 m. (Light enough to be stable upright,
    // GM = +0.07 m; at 300 kg/m^3 it is not, GM = -0.03 m, and rolls onto an edge.)
    auto left = std::make_unique<btBoxShape>(btVector3(btScalar(0.25), btScalar(0.25), btScalar(0.25)));
    left->setMargin(0);
    btCompoundShape* compound = new btCompoundShape();
    std::unique_ptr<btCollisionShape> shape(compound);
    compound->addChildShape(btTransform(btQuaternion::getIdentity(), btVector3(-btScalar(0.25), 0, 0)), left.get());
    compound->addChildShape(btTransform(btQuaternion::getIdentity(), btVector3(btScalar(0.25), 0, 0)), left.get());
    const auto hull = std::make_shared<const HullMesh>(
        HullMesh::fromArrays(repairHull(meshFromBulletShape(*compound)), {}, "crate of boxes"));
    EXPECT_NEAR(hull->volume(), 0.25, 1e-6);
    FloatingScene scene(std::make_shared<FlatWater>());
    auto body = std::make_unique<HullRigidBody>(hull, hull->massPropertiesForDensity(150.0),
                                                btTransform(btQuaternion::getIdentity(), btVector3(0, btScalar(0.3), 0)),
                                                std::move(shape));
    scene.world().addRigidBody(&body->body());
    scene.action().addBody(*body, ForceModel::floatingCrate());
    for (int frame = 0; frame < 30 * 60; ++frame) scene.frame();
    const double draft = 0.25 - double(body->hullToWorld().getOrigin().y());
    EXPECT_NEAR(draft, 0.5 * 150.0 / 1025.0, 2e-3);  // settled to within 2 mm
    scene.action().removeBody(&body->body());
    scene.world().removeRigidBody(&body->body());
}

} // namespace
} // namespace hydro::test
