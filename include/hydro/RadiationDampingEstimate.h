// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file RadiationDampingEstimate.h
/// Wave-radiation damping of a floating body in heave, roll and pitch: the energy a body moving in
/// the surface carries away in the waves it makes. It is why a real crate or boat, disturbed on calm
/// water, settles in a few oscillations; without it a pressure model bobs for ever.
///
/// The estimate, one linear coefficient per mode at the mode's natural frequency:
///
///  1. Haskind's relation (J. N. Newman, "Marine Hydrodynamics", MIT Press 1977, §6.18; deep water):
///     the damping of mode i equals the power the body would extract from incident waves,
///       B_ii = k / (8 pi rho g c_g) * integral over headings beta in [0, 2 pi) of |X_i(beta)|^2,
///     with X_i the exciting force (or moment) per unit wave amplitude of waves from heading beta,
///     k = omega^2 / g the deep-water wave number and c_g = g / (2 omega) the group velocity, so
///       B_ii = k omega / (4 pi rho g^2) * integral |X_i|^2 d beta.
///  2. X_i taken as the Froude-Krylov force: the undisturbed wave's pressure on the wetted hull at
///     rest, p = rho g e^{k y} e^{i k (x cos beta + z sin beta)} (Newman §6.17; J. M. J. Journee and
///     W. W. Massie, "Offshore Hydromechanics", TU Delft 2001, §6.3 and §6.4, where it is the
///     long-wave part of the exciting force):
///       X_i(beta) = rho g * integral over the wetted surface of e^{k y} e^{i k (x cos beta + z sin beta)} N_i dS,
///     N = n_y for heave, (r x n) . e for roll and pitch about the horizontal axes e through G.
///     Diffraction is left out: exact as k -> 0, it overestimates the damping of bodies wide against
///     the waves they make (for a wall-sided box it gives the closed form the tests check).
///  With RadiationDampingMethod::PanelMethod, steps 1 and 2 are replaced by the panel method's own
///  damping at those frequencies (Radiation.h: diffraction and the body's shape included; Hulme's
///  hemisphere within 1 %), which costs a complex solve on maxPanels unknowns per body (about 50 ms
///  at 200 panels) instead of milliseconds.
///  3. The natural frequencies as the model integrates them, with the added mass it applies (zero
///     unless given; AddedMassTable.h):
///     omega_3^2 = rho g A_wp / (m + A_33), omega_4^2 = m g GM_T / (I_roll + A_44),
///     omega_5^2 = m g GM_L / (I_pitch + A_55), the added mass in world axes at the flat-water
///     equilibrium of HydrostaticAnalysis. A mode without restoring (GM <= 0) does not oscillate and
///     gets no damping; surge, sway and yaw radiate nothing at zero frequency.
///
/// The kernel applies F = -s B_33 (v_y - u_y) in heave and tau = -s D omega in roll and pitch, with
/// s = min(V_submerged / V_rest, 1) so a body radiates nothing out of the water (ForceModel.h).

#include "hydro/HullMesh.h"
#include "hydro/Matrix6.h"
#include "hydro/RadiationDamping.h"
#include "hydro/Result.h"
#include "hydro/Vec3.h"
#include "hydro/WaterProperties.h"

#include <cstddef>

namespace hydro {

enum class RadiationDampingMethod {
    FroudeKrylov,  ///< Haskind's relation with the Froude-Krylov force (steps 1 and 2)
    PanelMethod,   ///< the radiation coefficients of Radiation.h at the natural frequencies
};

struct RadiationDampingOptions {
    RadiationDampingMethod method = RadiationDampingMethod::FroudeKrylov;
    /// The panel method's budget (RadiationOptions::maxPanels). Heave damping converges on coarse
    /// panels (the hemisphere's 5 % above its 1,000-panel figure at 200); a sharp-cornered box's roll
    /// slowly (40 % below at 200, 20 % at 400: docs/added_mass.md §7).
    std::size_t maxPanels = 200;
};

/// The estimate above for `hull` loaded to `mass` (kg) with its centre of gravity at
/// `centreOfGravity` and inertia `inertiaAboutG` (kg m^2, hull axes, about G), floating in `water`,
/// with `addedMass` at rest (hull axes about G; Matrix6.h). Zero for a body that sinks. Refused
/// where HydrostaticAnalysis::create refuses (a mass or water that is not finite and positive).
/// Costs an equilibrium solve and a quadrature of the wetted surface: milliseconds, once per body
/// (BuoyancyAction calls it when a body is registered).
Result<RadiationDamping> tryEstimateRadiationDamping(const HullMesh& hull, double mass, const Vec3& centreOfGravity,
                                                     const Mat3& inertiaAboutG, const WaterProperties& water,
                                                     const Matrix6& addedMass = {}, const RadiationDampingOptions& options = {});
/// tryEstimateRadiationDamping, thrown (Result.h's orThrow).
RadiationDamping estimateRadiationDamping(const HullMesh& hull, double mass, const Vec3& centreOfGravity,
                                          const Mat3& inertiaAboutG, const WaterProperties& water,
                                          const Matrix6& addedMass = {}, const RadiationDampingOptions& options = {});

} // namespace hydro
