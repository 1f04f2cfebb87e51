// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// Whether a body is in a world, in O(1) and without touching the world if it is not.

#include <BulletCollision/CollisionDispatch/btCollisionWorld.h>

namespace hydro {

/// Whether `body` is in `world`'s list of objects: Bullet keeps each object's place in that list
/// (btCollisionObject::getWorldArrayIndex), so one comparison tells.
inline bool isInWorld(const btCollisionWorld& world, const btCollisionObject& body) {
    const int index = body.getWorldArrayIndex();
    const btCollisionObjectArray& objects = world.getCollisionObjectArray();
    return index >= 0 && index < objects.size() && objects[index] == &body;
}

} // namespace hydro
