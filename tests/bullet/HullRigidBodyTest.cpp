// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// HullRigidBody: Bullet gets the mass, the principal inertia and the centre of mass of the hull.
//
// Tolerance: Bullet's Jacobi diagonalisation stops at a relative off-diagonal of 1e-9 and the hull's
// coordinates are float, so kInertia = 1e-5 relative covers float btScalar round-off (1e-7) with room.

#include "HydroTestSupport.h"

#include "hydro/bullet/HullRigidBody.h"
#include "hydro/Limits.h"
#include "hydro/HullShapes.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>

namespace hydro {
namespace {

constexpr double kInertia = 1e-5;

TEST(HullRigidBody, OffsetBoxGetsItsMassInertiaAndCentre) {
    const MeshArrays arrays = makeBox({1.0, 0.5, 0.25}, {3.0, -2.0, 1.0});
    const auto hullPointer = std::make_shared<const HullMesh>(HullMesh::fromArrays(arrays.xyz, arrays.indices));
    const HullMesh& hull = *hullPointer;
    const double mass = 120.0;
    btTransform place(btQuaternion(btVector3(0, 1, 0), btScalar(0.3)), btVector3(10, 5, -4));
    HullRigidBody rigid(hullPointer, hull.massPropertiesForMass(mass), place);

    EXPECT_NEAR(1.0 / double(rigid.body().getInvMass()), mass, kInertia * mass);
    const btVector3 invInertia = rigid.body().getInvInertiaDiagLocal();
    EXPECT_NEAR(1.0 / double(invInertia.x()), mass * (1.0 + 0.25) / 12, kInertia * mass);
    EXPECT_NEAR(1.0 / double(invInertia.y()), mass * (4.0 + 0.25) / 12, kInertia * mass);
    EXPECT_NEAR(1.0 / double(invInertia.z()), mass * (4.0 + 1.0) / 12, kInertia * mass);
    // The body's origin is the hull's centroid, placed where the hull frame puts it.
    const btVector3 expectedCentre = place * btVector3(3, -2, 1);
    EXPECT_NEAR((rigid.body().getCenterOfMassPosition() - expectedCentre).length(), 0.0, 1e-5);
    // And the hull frame comes back out.
    const btTransform back = rigid.hullToWorld();
    EXPECT_NEAR((back.getOrigin() - place.getOrigin()).length(), 0.0, 1e-5);
    EXPECT_NEAR(back.getRotation().angleShortestPath(place.getRotation()), 0.0, 1e-5);
    // The default collision shape is the convex hull of the box's corners, in the body frame.
    // (Bullet's own shape type, not dynamic_cast: the runtime's tests build without RTTI too.)
    ASSERT_EQ(rigid.body().getCollisionShape()->getShapeType(), CONVEX_HULL_SHAPE_PROXYTYPE);
    const auto* convex = static_cast<const btConvexShape*>(rigid.body().getCollisionShape());
    const btVector3 support = convex->localGetSupportingVertexWithoutMargin(btVector3(1, 1, 1));
    EXPECT_NEAR(double(support.x()), 1.0, 1e-5);
    EXPECT_NEAR(double(support.y()), 0.5, 1e-5);
    EXPECT_NEAR(double(support.z()), 0.25, 1e-5);
}

TEST(HullRigidBody, TiltedHullUsesPrincipalAxes) {
    // The same box, modelled tilted 30 degrees in its own file: Bullet still needs the principal
    // moments, and the body frame must line up with the box's edges.
    MeshArrays arrays = makeBox({1.0, 0.5, 0.25});
    const double c = std::cos(0.5236), s = std::sin(0.5236);
    for (std::size_t v = 0; v < arrays.xyz.size(); v += 3) {
        const double x = double(arrays.xyz[v]), y = double(arrays.xyz[v + 1]);
        arrays.xyz[v] = float(c * x - s * y);
        arrays.xyz[v + 1] = float(s * x + c * y);
    }
    const auto hullPointer = std::make_shared<const HullMesh>(HullMesh::fromArrays(arrays.xyz, arrays.indices));
    const HullMesh& hull = *hullPointer;
    const double mass = 12.0;
    HullRigidBody rigid(hullPointer, hull.massPropertiesForMass(mass), btTransform::getIdentity());
    const btVector3 inv = rigid.body().getInvInertiaDiagLocal();
    std::array<double, 3> moments = {1.0 / double(inv.x()), 1.0 / double(inv.y()), 1.0 / double(inv.z())};
    std::sort(moments.begin(), moments.end());
    EXPECT_NEAR(moments[0], mass * (1.0 + 0.25) / 12, kInertia * mass);
    EXPECT_NEAR(moments[1], mass * (4.0 + 0.25) / 12, kInertia * mass);
    EXPECT_NEAR(moments[2], mass * (4.0 + 1.0) / 12, kInertia * mass);
    // A hull corner mapped into the body frame lies on the principal box's corners (+-1, +-.5, +-.25).
    const btVector3 corner = rigid.bodyFromHull() * btVector3(btScalar(arrays.xyz[21]), btScalar(arrays.xyz[22]), btScalar(arrays.xyz[23]));
    std::array<double, 3> extents = {double(std::abs(corner.x())), double(std::abs(corner.y())), double(std::abs(corner.z()))};
    std::sort(extents.begin(), extents.end());
    EXPECT_NEAR(extents[0], 0.25, 1e-5);
    EXPECT_NEAR(extents[1], 0.5, 1e-5);
    EXPECT_NEAR(extents[2], 1.0, 1e-5);
}

TEST(HullRigidBody, UserShapeIsPlacedInTheBodyFrame) {
    const MeshArrays arrays = makeBox({0.5, 0.5, 0.5}, {0.0, 2.0, 0.0});
    const auto hullPointer = std::make_shared<const HullMesh>(HullMesh::fromArrays(arrays.xyz, arrays.indices));
    const HullMesh& hull = *hullPointer;
    auto sphere = std::make_unique<btSphereShape>(btScalar(0.5));
    const btCollisionShape* given = sphere.get();
    HullRigidBody rigid(hullPointer, hull.massPropertiesForMass(1.0), btTransform::getIdentity(), std::move(sphere));
    ASSERT_EQ(rigid.body().getCollisionShape()->getShapeType(), COMPOUND_SHAPE_PROXYTYPE);
    const auto* compound = static_cast<const btCompoundShape*>(rigid.body().getCollisionShape());
    EXPECT_EQ(compound->getChildShape(0), given);
    // The sphere was given in hull coordinates (centred on the hull origin), 2 m below the centroid.
    EXPECT_NEAR(compound->getChildTransform(0).getOrigin().y(), -2.0, 1e-6);
}

TEST(HullRigidBody, RefusesAMassOutsideTheLimits) {
    const MeshArrays arrays = makeBox({0.5, 0.5, 0.5});
    const auto hullPointer = std::make_shared<const HullMesh>(HullMesh::fromArrays(arrays.xyz, arrays.indices, {}, "crate"));
    const HullMesh& hull = *hullPointer;
    for (double mass : {0.0, -1.0, std::nan(""), 1e13}) {
        MassProperties mp = hull.massPropertiesForMass(1.0);
        mp.mass = mass;
        const std::string message = test::refusalOf(HullRigidBody::create(hullPointer, mp, btTransform::getIdentity()));
        EXPECT_TRUE(test::mentions(message, "crate: mass properties: mass = " + limits::readable(mass) +
                                                " kg is outside [1e-6, 1e12] kg"))
            << message;
    }
}

} // namespace
} // namespace hydro
