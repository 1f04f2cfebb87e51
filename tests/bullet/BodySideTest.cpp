// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// The body side of a real boat: mass properties given as a naval architect does (the centre of
// gravity, radii of gyration), placing a body by its centre of gravity, ballast that makes an
// unstable shape stand, and hulls made from Bullet shapes
// (BulletShapeRepairTest.cpp: compounds, repaired by the asset pipeline).

#include "BulletWorldSupport.h"
#include "HydroTestSupport.h"

#include "hydro/FlatWater.h"
#include "hydro/HullShapes.h"
#include "hydro/Hydrostatics.h"
#include "hydro/bullet/BulletShapeMesh.h"

#include <gtest/gtest.h>

#include <cmath>
#include <memory>

namespace hydro::test {
namespace {

/// Bullet stores the body in float: 1e-5 relative covers its round-off with room.
constexpr double kFloat = 1e-5;

std::shared_ptr<const HullMesh> shared(const MeshArrays& arrays, const std::string& name = "<test>") {
    return std::make_shared<const HullMesh>(HullMesh::fromArrays(arrays, {}, name));
}

double rollDegrees(const HullRigidBody& body) { return attitudeOf(body).roll * 180.0 / kPi; }

TEST(MassProperties, FromRadiiOfGyration) {
    const MassProperties m = massFromRadiiOfGyration(2000.0, {0.1, -0.4, 0.0}, {0.8, 1.5, 1.4});
    EXPECT_EQ(m.mass, 2000.0);
    EXPECT_EQ(m.centroid.y, -0.4);
    EXPECT_DOUBLE_EQ(m.inertia(0, 0), 2000.0 * 0.64);
    EXPECT_DOUBLE_EQ(m.inertia(1, 1), 2000.0 * 2.25);
    EXPECT_DOUBLE_EQ(m.inertia(2, 2), 2000.0 * 1.96);
    EXPECT_EQ(m.inertia(0, 1), 0.0);
}

TEST(MassProperties, RefusesWhatNoBodyHas) {
    EXPECT_TRUE(mentions(refusalOf(tryMassFromRadiiOfGyration(0.0, {}, {1, 1, 1})), "mass = 0 kg is outside [1e-6, 1e12] kg"));
    EXPECT_TRUE(mentions(refusalOf(tryMassFromRadiiOfGyration(10.0, {}, {1, 0, 1})), "radii of gyration"));
    EXPECT_TRUE(mentions(refusalOf(tryMassFromRadiiOfGyration(10.0, {std::nan(""), 0, 0}, {1, 1, 1})),
                         "the centre of gravity is not finite"));
    // Principal moments 1, 1, 3: no mass distribution has I1 + I2 < I3.
    const std::string impossible = refusalOf(tryMassFromRadiiOfGyration(1.0, {}, {1.0, 1.0, std::sqrt(3.0)}));
    EXPECT_TRUE(mentions(impossible, "I1 + I2 >= I3")) << impossible;
    MassProperties skew = massFromRadiiOfGyration(1.0, {}, {1, 1, 1});
    skew.inertia(0, 1) = 0.5;  // not symmetric
    EXPECT_TRUE(mentions(refusalOf(skew.check()), "the inertia tensor is not symmetric"));
}

TEST(HullRigidBody, KeepsItsHullAndTakesAGivenCentreOfGravityAndInertia) {
    const auto hull = shared(makeBox({1.0, 0.5, 0.5}), "boat");
    const MassProperties given = massFromRadiiOfGyration(800.0, {0.2, -0.3, 0.0}, {0.4, 0.6, 0.55});
    HullRigidBody body(hull, given, btTransform::getIdentity());
    EXPECT_EQ(body.hull(), hull);
    EXPECT_NEAR(1.0 / double(body.body().getInvMass()), 800.0, 800.0 * kFloat);
    // Diagonal in hull axes: the body keeps them, and its origin is the given centre of gravity.
    const btVector3 inertia = body.body().getLocalInertia();
    EXPECT_NEAR(inertia.x(), 800.0 * 0.16, 800.0 * 0.16 * kFloat);
    EXPECT_NEAR(inertia.y(), 800.0 * 0.36, 800.0 * 0.36 * kFloat);
    EXPECT_NEAR(inertia.z(), 800.0 * 0.3025, 800.0 * 0.3025 * kFloat);
    const btVector3 g = body.body().getCenterOfMassPosition();
    EXPECT_NEAR(g.x(), 0.2, kFloat);
    EXPECT_NEAR(g.y(), -0.3, kFloat);
    // The action floats it on that hull, with no second hull to get wrong.
    FloatingScene scene(std::make_shared<FlatWater>());
    scene.world().addRigidBody(&body.body());
    scene.action().addBody(body);
    scene.frame();
    EXPECT_EQ(scene.action().body(&body.body())->lastResult().status, ForceResult::Status::Ok);
    scene.action().removeBody(&body.body());
    scene.world().removeRigidBody(&body.body());
}

TEST(HullRigidBody, PlacedByItsCentreOfGravity) {
    const auto hull = shared(makeBox({1.0, 0.5, 0.5}));
    const Vec3 cog{0.3, -0.2, 0.1};
    HullRigidBody body(hull, massFromRadiiOfGyration(500.0, cog, {0.4, 0.6, 0.55}), btTransform::getIdentity());
    const btQuaternion yaw(btVector3(0, 1, 0), btScalar(0.5 * kPi));
    body.placeCentreOfGravity(btTransform(yaw, btVector3(3, 2, 1)));
    const btVector3 g = body.body().getCenterOfMassPosition();
    EXPECT_NEAR(g.x(), 3.0, kFloat);
    EXPECT_NEAR(g.y(), 2.0, kFloat);
    EXPECT_NEAR(g.z(), 1.0, kFloat);
    // The hull frame: turned by the placement, and the centre of gravity where it was put.
    const btTransform hullToWorld = body.hullToWorld();
    const btVector3 gInWorld = hullToWorld * btVector3(btScalar(cog.x), btScalar(cog.y), btScalar(cog.z));
    EXPECT_NEAR(gInWorld.distance(btVector3(3, 2, 1)), 0.0, kFloat);
    const btVector3 bow = hullToWorld.getBasis() * btVector3(1, 0, 0);
    EXPECT_NEAR(bow.z(), -1.0, kFloat);  // yaw of +90 degrees about y turns +x to -z
}

TEST(HullRigidBody, BallastMakesATallBoxStandUpright) {
    // A 1 x 2 x 1 m box at half the water's density floats 1 m deep. Uniform (KG 1 m): GM =
    // KB + BM - KG = 0.5 + 1/12 - 1 < 0, it falls on its side. Ballasted to KG 0.2 m: GM = +0.38 m,
    // it stands. Both start heeled 5 degrees and get 20 s with the default model's damping.
    const auto hull = shared(makeBox({0.5, 1.0, 0.5}));
    const double mass = 0.5 * 1025.0 * hull->volume();
    const Vec3 ballast{0.0, -0.8, 0.0};
    // The analysis agrees before anything moves.
    EXPECT_LT(std::abs(HydrostaticAnalysis(*hull, mass, ballast).equilibrium().pose.roll), 1e-6);
    EXPECT_GT(std::abs(HydrostaticAnalysis(*hull, mass, hull->centroid()).equilibrium().pose.roll), 0.25 * kPi);

    FloatingScene scene(std::make_shared<FlatWater>());
    const btQuaternion heel(btVector3(1, 0, 0), btScalar(5.0 * kPi / 180.0));
    HullRigidBody& uniform = scene.add(hull, hull->massPropertiesForMass(mass), btTransform(heel, btVector3(-4, 0, 0)));
    // Ballast low in the box: radii of gyration of the solid box about the lowered centre.
    const MassProperties ballasted = massFromRadiiOfGyration(mass, ballast, {0.7, 0.41, 0.7});
    HullRigidBody& standing = scene.add(hull, ballasted, btTransform::getIdentity());
    // At its floating height (the box's middle on the surface), so that only the heel is disturbed.
    standing.placeCentreOfGravity(btTransform(heel, btVector3(4, btScalar(ballast.y), 0)));
    double largestHeel = 0.0;
    for (int frame = 0; frame < 20 * 60; ++frame) {
        scene.frame();
        largestHeel = std::max(largestHeel, std::abs(rollDegrees(standing)));
    }
    // Stable: it rocks about upright and never leans further than it started (with a margin of a
    // degree for the heave the heel couples into); the uniform box has fallen over.
    EXPECT_LT(largestHeel, 6.0);
    EXPECT_GT(std::abs(rollDegrees(uniform)), 45.0);
}

// --- hulls from Bullet shapes --------------------------------------------------------------------

/// Volume of the hull made from `shape` (closed, outward, or HullMesh refuses it).
double volumeOf(const btCollisionShape& shape, int segments = 24) {
    return HullMesh::fromArrays(meshFromBulletShape(shape, segments)).volume();
}

TEST(BulletShapeMesh, BoxSphereCylinderCapsuleAndConvexHullEncloseTheirVolume) {
    btBoxShape box(btVector3(1, btScalar(0.5), btScalar(0.25)));  // extents include the margin, as Bullet collides
    const btVector3 h = box.getHalfExtentsWithMargin();
    EXPECT_NEAR(volumeOf(box), 8.0 * double(h.x()) * double(h.y()) * double(h.z()), 1e-6);

    // Inscribed polyhedra: a regular n-gon prism has n/2 sin(2 pi/n) r^2 h exactly.
    const int n = 24;
    const double prism = 0.5 * n * std::sin(2.0 * kPi / n);
    for (int axis = 0; axis < 3; ++axis) {
        std::unique_ptr<btCylinderShape> cylinder;
        const auto longSide = btScalar(0.8), shortSide = btScalar(0.3);
        const btVector3 halfExtents(axis == 0 ? longSide : shortSide, axis == 1 ? longSide : shortSide, axis == 2 ? longSide : shortSide);
        if (axis == 0) cylinder = std::make_unique<btCylinderShapeX>(halfExtents);
        if (axis == 1) cylinder = std::make_unique<btCylinderShape>(halfExtents);
        if (axis == 2) cylinder = std::make_unique<btCylinderShapeZ>(halfExtents);
        const double r = double(cylinder->getRadius()), length = 2.0 * double(cylinder->getHalfExtentsWithMargin()[axis]);
        EXPECT_NEAR(volumeOf(*cylinder, n), prism * r * r * length, 1e-5) << "axis " << axis;
        const MeshArrays mesh = meshFromBulletShape(*cylinder, n);
        float extent = 0.0f;
        for (std::size_t v = 0; v < mesh.vertexCount(); ++v) extent = std::max(extent, mesh.xyz[3 * v + std::size_t(axis)]);
        EXPECT_NEAR(extent, 0.5 * length, 1e-6) << "the cylinder lies along its own axis " << axis;
    }

    // Round shapes against the true solid: the polyhedra are inscribed, so a little under.
    btSphereShape sphere(btScalar(0.5));
    const double ball = 4.0 / 3.0 * kPi * 0.125;
    EXPECT_LT(volumeOf(sphere), ball);
    EXPECT_GT(volumeOf(sphere), 0.99 * ball);
    btCapsuleShape capsule(btScalar(0.3), 1);  // radius, straight length (y up)
    const double pill = kPi * 0.09 * 1.0 + 4.0 / 3.0 * kPi * 0.027;
    EXPECT_LT(volumeOf(capsule), pill);
    EXPECT_GT(volumeOf(capsule), 0.97 * pill);

    // A convex hull shape's points: a corner tetrahedron, volume 1/6 exactly.
    btConvexHullShape tetrahedron;
    for (const btVector3& p : {btVector3(0, 0, 0), btVector3(1, 0, 0), btVector3(0, 1, 0), btVector3(0, 0, 1)})
        tetrahedron.addPoint(p);
    EXPECT_NEAR(volumeOf(tetrahedron), 1.0 / 6.0, 1e-7);
}

TEST(BulletShapeMesh, RefusesOtherShapesByName) {
    btStaticPlaneShape plane(btVector3(0, 1, 0), 0);
    const std::string message = refusalOf(tryMeshFromBulletShape(plane));
    EXPECT_TRUE(mentions(message, "STATICPLANE")) << message;
    btBoxShape box(btVector3(1, 1, 1));
    EXPECT_TRUE(mentions(refusalOf(tryMeshFromBulletShape(box, 4)), "segments must be at least 8, got 4"));
    // A compound refuses with its child's refusal.
    btCompoundShape compound;
    compound.addChildShape(btTransform::getIdentity(), &box);
    compound.addChildShape(btTransform::getIdentity(), &plane);
    EXPECT_TRUE(mentions(refusalOf(tryMeshFromBulletShape(compound)), "STATICPLANE"));
}

} // namespace
} // namespace hydro::test
