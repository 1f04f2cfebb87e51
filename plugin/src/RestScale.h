// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// What BuoyancyAction's sleeping rules measure a floating body against (its class comment,
// docs/bullet.md §3): the body's own hydrostatics at its flat-water equilibrium, so that a 1 m model
// and a 300 m ship are held to the same heel, trim and draft, and their rest speeds are the same
// Froude number.

#include "hydro/HullMesh.h"
#include "hydro/Vec3.h"
#include "hydro/WaterProperties.h"

namespace hydro {

struct RestScale {
    /// Metacentric heights at the equilibrium, m: a torque of W GM theta about the body's length
    /// (across it) heels (trims) it by theta radians. Floored at kMinLeverOfBm of the BM, so that a
    /// neutrally stable body (a ball: GM = 0) is not held awake by round-off; 0 for a body that
    /// does not float, which is never balanced.
    double rollLever = 0.0;
    double pitchLever = 0.0;
    /// 2 pi sqrt(m / (rho g A_wp)), s (HydrostaticParticulars::heavePeriod): how long the body takes
    /// to follow a change of its load (floodwater, ballast); 0 for a body that does not float.
    double heavePeriod = 0.0;

    static constexpr double kMinLeverOfBm = 0.01;
};

/// The rest scale of `hull` loaded to `mass` with its centre of gravity at `centreOfGravity` (hull
/// coordinates), at its stable equilibrium on flat `water` (HydrostaticAnalysis::equilibrium).
RestScale restScaleOf(const HullMesh& hull, double mass, const Vec3& centreOfGravity, const WaterProperties& water);

} // namespace hydro
