// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file BodyState.h
/// What the force kernel needs to know about a floating body at one instant.

#include "hydro/Vec3.h"

namespace hydro {

/// The pose and motion of a body whose hull is a HullMesh. World axes, y up, SI units.
struct BodyState {
    Mat3 rotation = Mat3::identity();  ///< hull axes -> world axes
    Vec3 centreOfMass;                 ///< world position of the centre of mass, m
    Vec3 centreOfMassInHull;           ///< the same point in hull coordinates, m
    Vec3 linearVelocity;               ///< of the centre of mass, m/s
    Vec3 angularVelocity;              ///< rad/s, world axes
    double mass = 1.0;                 ///< kg, > 0
    /// Inertia tensor about the centre of mass, world axes, kg m^2: the drag clamp keeps angular
    /// damping from reversing the spin with it. All zero: the hull's solid at `mass` is used.
    Mat3 inertia;
    double time = 0.0;                 ///< s, the instant the water is sampled at

    /// World position of a point given in hull coordinates.
    Vec3 toWorld(const Vec3& hullPoint) const { return centreOfMass + rotation * (hullPoint - centreOfMassInHull); }
};

/// Every field within Limits.h (a rotation's entries at most 1, with room for round-off): false for
/// a NaN or an infinity anywhere. What ForceKernel::compute and Appendages::addForces check before
/// they use a state (Status::InvalidState otherwise).
bool withinLimits(const BodyState& state);
/// The first field withinLimits finds outside them ("linearVelocity"), or null if there is none.
const char* firstFieldOutsideLimits(const BodyState& state);

} // namespace hydro
