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

#include <vector>

namespace hydro {

/// A hull's waterline across one section: the span of z over which the section lies inside it.
struct WaterlineSpan {
    double low = 0.0, high = 0.0;  ///< hull coordinates, m
    double middle() const { return 0.5 * (low + high); }
};
/// Where the section of `hull` at `x` (hull coordinates) lies inside its waterline, with the hull
/// at the pose `rotation` about `centreOfGravity`, that point `heave` above the water: from port
/// (-z) to starboard, one span for a monohull and one per hull for a multihull. Each waterline
/// segment (a triangle cut at the surface) that crosses the section gives an edge; a closed hull's
/// edges pair up. Two spans with the hull's bottom under the water between them (an open boat's
/// hollow, a well) are one hull. Their widths are the hulls' waterline beams there.
std::vector<WaterlineSpan> waterlineSpans(const HullMesh& hull, const Vec3& centreOfGravity, const Mat3& rotation,
                                          double heave, double x);

/// For `hull` loaded to `mass` with its centre of gravity at `centreOfGravity` (hull coordinates):
/// the extents of its wetted part along the hull's x and z at its equilibrium on flat `water`, the
/// mean depth of its lateral plane (the wetted surface's profile seen from the side, over its
/// length), its block coefficient and displaced volume, and its hulls side by side (the spans of
/// waterlineSpans across midships) with their mean waterline beam. None (all zero) for a body that does
/// not float, or that floats heeled or trimmed beyond kMaxRestAngle (a crate on its edge, a
/// barrel on its side: not a hull moving along its length).
HullManoeuvring estimateHullManoeuvring(const HullMesh& hull, double mass, const Vec3& centreOfGravity,
                                        const WaterProperties& water);
constexpr double kMaxRestAngle = 0.7853981633974483;  ///< rad, 45 degrees

} // namespace hydro
