// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file HullManoeuvringEstimate.h
/// The underwater shape at rest that a hull's sway and yaw forces need (HullManoeuvring.h), from
/// its flat-water equilibrium (HydrostaticAnalysis::equilibrium). BuoyancyAction makes it when a
/// body is registered and again when its mass changes; a standalone ForceKernel is given it with
/// setHullManoeuvring.

#include "hydro/HullManoeuvring.h"
#include "hydro/HullMesh.h"
#include "hydro/WaterProperties.h"

namespace hydro {

/// For `hull` loaded to `mass` with its centre of gravity at `centreOfGravity` (hull coordinates):
/// the extents of its wetted part along the hull's x and z at its equilibrium on flat `water`, the
/// mean depth of its lateral plane (the wetted surface's profile seen from the side, over its
/// length), its block coefficient and displaced volume. None (all zero) for a body that does
/// not float, or that floats heeled or trimmed beyond kMaxRestAngle (a crate on its edge, a
/// barrel on its side: not a hull moving along its length).
HullManoeuvring estimateHullManoeuvring(const HullMesh& hull, double mass, const Vec3& centreOfGravity,
                                        const WaterProperties& water);
constexpr double kMaxRestAngle = 0.7853981633974483;  ///< rad, 45 degrees

} // namespace hydro
