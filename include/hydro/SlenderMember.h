// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file SlenderMember.h
/// A slender cylinder on a body (a spar buoy's column, a pile, a leg, a strut, a length of chain)
/// and Morison's equation for the water's force on it (docs/appendages.md §2).

#include "hydro/Vec3.h"

namespace hydro {

/// A circular cylinder from `start` to `end`, hull coordinates (x to the bow, y up, z to
/// starboard), m. Per unit of its wetted length, with r = u - v the water's velocity relative to the
/// member (split into r_n across the axis and r_t along it) and a_n the water's acceleration across it,
///   f = rho C_M (pi D^2 / 4) a_n + 1/2 rho C_D D |r_n| r_n + 1/2 rho C_T (pi D) |r_t| r_t
/// (Morison, O'Brien, Johnson and Schaaf 1950; the tangential term is skin friction on the
/// surface). C_M = 1 + C_a counts the water's pressure gradient (1) and the added mass the wave
/// drives (C_a); the added mass of the member's own acceleration is not applied (docs/appendages.md
/// §2). The member adds no buoyancy: a floating one is part of the hull mesh too.
struct SlenderMember {
    Vec3 start{0.0, 0.0, 0.0};
    Vec3 end{0.0, -1.0, 0.0};
    double diameter = 0.1;              ///< m
    double inertiaCoefficient = 2.0;    ///< C_M: 2 for a circular cylinder in potential flow (C_a = 1)
    double normalDrag = 1.0;            ///< C_D across the axis (a smooth cylinder, Re 1e4 to 2e5: 1.0 to 1.2)
    double tangentialDrag = 0.01;       ///< C_T along the axis, on the surface pi D (skin friction)
};

} // namespace hydro
