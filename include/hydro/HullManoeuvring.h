// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file HullManoeuvring.h
/// The hull's own resistance to sway and yaw, which lets a rudder turn a boat instead of spinning
/// it or crabbing it sideways (docs/forces.md §3): a hull moving at a drift angle makes lift like a
/// wing of very low aspect ratio, and one moving sideways meets cross-flow drag.
///
/// The lift is linear in the drift and the yaw rate, with the derivatives Clarke, Gedling and Hine
/// regressed on slender-body theory and model tests of many hulls (D. Clarke, P. Gedling, G. Hine,
/// "The application of manoeuvring criteria in hull design using linear theory", Trans. RINA 125,
/// 1983), in the ship's axes (x ahead, y to starboard, z down; r turning the bow to starboard),
/// forces over 1/2 rho U^2 L^2, moments over 1/2 rho U^2 L^3, v' = v / U, r' = r L / U:
///   Y'_v = -pi (T/L)^2 (1 + 0.40 C_B B/T)          N'_v = -pi (T/L)^2 (1/2 + 2.4 T/L)
///   Y'_r = -pi (T/L)^2 (-1/2 + 2.2 B/L - 0.080 B/T)  N'_r = -pi (T/L)^2 (1/4 + 0.039 B/T - 0.56 B/L)
/// about midships, with U v' taken as |u| v (the lift of a low-aspect-ratio wing goes as
/// sin(beta) cos(beta): none broadside), U r' L as |u| r L in the damping terms (Y'_v, N'_r) and
/// u r L in the cross terms (Y'_r, N'_v: their sign turns with the direction of travel).
///
/// The cross-flow drag, strip by strip along the waterline (the cross-flow principle: each section
/// meets the water crossing it as a bluff body in steady flow), with the local sway v + x r:
///   Y = -1/2 rho C_D T integral over x of |v + x r| (v + x r) dx,  N = the same with x inside,
/// C_D = kCrossFlowDragCoefficient. Both act in proportion to the immersion, as the radiation
/// damping does, and on the lateral plane's centroid (lateralCentreY), with the sway of that point:
/// under G on a ship, so that a turn heels it outward, and a roll, which swings that point
/// sideways, meets them as a sway does.

#include "hydro/ForceResult.h"
#include "hydro/Vec3.h"

namespace hydro {

/// The hull's underwater shape at rest that the forces need (estimateHullManoeuvring,
/// HullManoeuvringEstimate.h). All zero: none (the body does not float), and no force.
struct HullManoeuvring {
    double length = 0.0;            ///< L: the waterline's extent along the hull's x, m
    double beam = 0.0;              ///< B: its extent along z, m
    double draft = 0.0;             ///< T: the lateral plane's mean depth (its area over L), m
    double blockCoefficient = 0.0;  ///< C_B = displaced volume / (L B T)
    double midshipX = 0.0;          ///< the waterline's middle along x, hull coordinates, m
    /// The lateral plane's centroid's height (hull y), m: where the sway force acts, below G on a
    /// ship, so that it heels the hull outward in a turn.
    double lateralCentreY = 0.0;
    double restVolume = 0.0;        ///< displaced volume at rest, m^3
    /// Hulls side by side (a catamaran: 2), each its own low-aspect-ratio wing: the lift is one
    /// hull's, with its share of the lateral plane (draft / hulls) and its own beam, times their
    /// count. Hulls as far apart as a catamaran's (several drafts) barely disturb each other's flow.
    int hulls = 1;
    double hullBeam = 0.0;          ///< one hull's waterline beam across midships, m (0: `beam`)

    /// C_D of a ship's cross-section in a steady cross flow: about 1 for the sections of ships,
    /// between a round bilge's 0.5 and a flat plate's 2 (the usual value of cross-flow models).
    static constexpr double kCrossFlowDragCoefficient = 1.0;
    /// Strips of the cross-flow integral (midpoint rule; the integrand has one kink, where the
    /// local sway changes sign: 64 strips integrate a yaw in place to 0.1 %).
    static constexpr int kStrips = 64;
};

/// Clarke's derivatives (the file comment) for a hull: one hull's, times the count of hulls.
struct ClarkeDerivatives {
    double yv = 0.0, yr = 0.0, nv = 0.0, nr = 0.0;
};
ClarkeDerivatives clarkeDerivatives(const HullManoeuvring& hull);

/// The hull's lift (`liftScale` times Clarke's derivatives `derivatives`, clarkeDerivatives(hull):
/// made once per hull, not per call) and cross-flow drag (`crossFlowScale` times) in hull axes about
/// the centre of mass `centreOfMassInHull`, for the velocity `velocityInHull` of the centre of mass
/// relative to the water (hull axes, m/s) and the spin `spinInHull` (rad/s), immersed to
/// `immersion` (0 to 1) of its rest volume, in water of `density`.
Wrench hullManoeuvringForce(const HullManoeuvring& hull, const ClarkeDerivatives& derivatives,
                            const Vec3& centreOfMassInHull, const Vec3& velocityInHull, const Vec3& spinInHull,
                            double immersion, double liftScale, double crossFlowScale, double density);

} // namespace hydro
