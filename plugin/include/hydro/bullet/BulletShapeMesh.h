// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file BulletShapeMesh.h
/// A hull from the Bullet shape a game already gave its body, so a crate made of btBoxShapes floats
/// without an OBJ: the shape's surface as MeshArrays, in the shape's own coordinates.

#include "hydro/MeshArrays.h"
#include "hydro/Result.h"

#include <btBulletCollisionCommon.h>

namespace hydro {

/// The closed surface of `shape`, counter-clockwise seen from outside, in the shape's coordinates
/// (for a rigid body: its centre-of-mass frame, so bodyFromHull is the identity). Supported:
/// - btBoxShape and btCylinderShape (X, Y, Z): their extents including the collision margin, as
///   Bullet collides them;
/// - btSphereShape and btCapsuleShape (X, Y, Z): the radius, which is their margin;
/// - btConvexHullShape: the convex hull of its scaled points, without the margin (Bullet collides
///   such a shape getMargin() outside its points, 4 cm by default);
/// - btCompoundShape of these, each child placed by its transform. Children that touch face to face
///   join (repairHull removes the shared faces); children must not overlap (their common volume
///   would count twice).
/// Round shapes get `segments` segments around (24: a cylinder's volume is 1.1 % under the true one,
/// a sphere's 1280 triangles 0.5 % under). Refused for any other shape type, naming it, or for
/// fewer than 8 segments.
Result<MeshArrays> tryMeshFromBulletShape(const btCollisionShape& shape, int segments = 24);
/// tryMeshFromBulletShape, thrown (Result.h's orThrow).
MeshArrays meshFromBulletShape(const btCollisionShape& shape, int segments = 24);

} // namespace hydro
