// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file ForceModel.h
/// Which forces the water (and the air) applies to a body, and every coefficient they use.
///
/// The hydrodynamic forces are J. Kerner's part 2 as docs/formulas.md §5 gives it (with
/// P. Francis's summary; docs/references.md): per submerged piece i, with v_i the velocity of its
/// centroid relative to the water, n_i its outward unit normal, S_i its area and
/// cos(theta_i) = n_i . v_i / |v_i|. Plus two body-level dissipations: Kerner's damping and
/// E. Catto's drag (Catto, eq. 2.5.14-15; docs/references.md). A zero coefficient switches its force off
/// exactly (it then adds +0.0, never a NaN).

#include "hydro/Result.h"

namespace hydro {

struct ForceModel {
    /// Hydrostatic pressure (buoyancy). Off: no buoyancy, the other forces still see the waterline.
    bool hydrostatics = true;

    /// Viscous resistance, tangential: F_i = -1/2 rho C_F S_i |v_t| v_t with v_t = v_i - (v_i.n_i) n_i,
    /// C_F = 0.075 / (log10 Rn - 2)^2 (ITTC 1957), Rn = |v| L / nu once per body per substep.
    /// A multiplier on C_F (1 = the ITTC line; rough hulls 1.2-1.5); 0 switches it off.
    double frictionScale = 1.0;
    /// Floor of Rn, so C_F stays finite: the ITTC line has a pole at Rn = 100. 1e5 gives C_F = 0.0083,
    /// about what a laminar-turbulent flat plate has there.
    double minReynolds = 1e5;

    /// Pressure drag where the piece advances into the water (cos > 0), Pa:
    ///   F_i = -(C_PD1 v/v_r + C_PD2 (v/v_r)^2) S_i cos^f_P n_i.
    double pressureDragLinear = 0.0;     ///< C_PD1, Pa
    double pressureDragQuadratic = 0.0;  ///< C_PD2, Pa
    double pressureFalloff = 0.5;        ///< f_P: lower spreads the drag to glancing pieces
    /// Suction drag where the piece retreats (cos < 0), Pa:
    ///   F_i = +(C_SD1 v/v_r + C_SD2 (v/v_r)^2) S_i |cos|^f_S n_i.
    double suctionDragLinear = 0.0;      ///< C_SD1, Pa
    double suctionDragQuadratic = 0.0;   ///< C_SD2, Pa
    double suctionFalloff = 0.5;         ///< f_S
    /// v_r, m/s: a fixed speed that makes C_PD and C_SD pressures (never the current speed, or the
    /// drag would stop growing with speed).
    double referenceSpeed = 1.0;

    /// Slamming: Kerner's idea, with a physical time scale, derived here. Per original triangle
    /// j, the swept-volume rate V_j = S_j^sub v_j (m^3/s). Kerner's stopping force on an entering
    /// piece i is scaled by the swept-volume acceleration Gamma_j = |dV_j/dt| / A_j; he took the
    /// derivative over one substep and stopped the piece within that substep (F_stop = m v 2 S_i /
    /// (S_total dt)), so its impulse per substep did not shrink with dt and more substeps slammed
    /// harder. Here both use the impact's duration tau instead of dt:
    ///   Gamma_j(t) = |V_j(t) - W_j(t)| / (A_j tau),  W_j the swept-volume rate low-passed over tau
    ///                (dW/dt = (V - W) / tau: for a smooth V, V - W -> tau dV/dt, Kerner's Gamma),
    ///   F_i(t) = -scale clamp(Gamma_j(t) / Gamma_max, 0, 1)^p cos(theta_i) m v_i (2 S_i / S_total) / tau.
    /// A flat impact (V_j jumps) gives a pulse Gamma = (dV / (A tau)) e^{-t / tau} whose impulse does
    /// not depend on the substep. The kernel applies the exact mean of F over each substep, with V_j,
    /// cos and v held at their values at its start: with r = Gamma(start) / Gamma_max, U = dt / tau,
    ///   integral of clamp(Gamma/Gamma_max, 0, 1)^p over the step = tau I,
    ///   I = min(ln max(r, 1), U) + (min(r, 1)^p - min(r e^-U, 1)^p) / p
    /// (saturated while r e^{-u} > 1, then the tail of (r e^{-u})^p), and updates W exactly,
    /// W <- V + (W - V) e^-U. So the force is -scale I cos(theta_i) m v_i (2 S_i / S_total) / dt: as
    /// dt -> 0, I -> clamp(Gamma/Gamma_max)^p dt / tau and it is Kerner's force with dt -> tau.
    double slammingScale = 0.0;             ///< Kerner's "cheat" multiplier; 0 switches it off
    double slammingMaxAcceleration = 60.0;  ///< Gamma_max, m/s^2: the change at which it saturates
    double slammingPower = 2.0;             ///< p: > 1 keeps small ripples from slamming
    /// tau, s: how long an impact lasts, the time over which the swept-volume rate's change is felt
    /// (slamming pressure pulses last milliseconds on a plate, tens of them on a hull section).
    double slammingDuration = 0.02;

    /// Air resistance on the dry part of each triangle facing the motion (still air), with its
    /// projected area: F = -1/2 rho_air C_air S_dry cos(theta) |v| v.
    double airDragCoefficient = 0.0;  ///< C_air (about 1 for a bluff deckhouse)

    /// Kerner's damping, scaled by the wetted fraction S_sub / S_total:
    ///   F = -(S_sub/S_total)(C_DL1 + C_DL2 |v|) v,  tau = -(S_sub/S_total)(C_DR1 + C_DR2 |w|) w,
    /// with v the centre of mass's velocity relative to the water and w the angular velocity.
    double linearDamping = 0.0;             ///< C_DL1, N s/m
    double quadraticDamping = 0.0;          ///< C_DL2, N s^2/m^2
    double angularDamping = 0.0;            ///< C_DR1, N m s
    double quadraticAngularDamping = 0.0;   ///< C_DR2, N m s^2

    /// Wave-radiation damping in heave, roll and pitch (RadiationDamping.h): a multiplier on the
    /// body's estimated coefficients, which its ForceKernel holds (BuoyancyAction estimates them when a
    /// body is registered). 1 is the estimate; 0 switches it off.
    double radiationDamping = 1.0;

    /// Added mass (AddedMassTable.h): a multiplier on the body's infinite-frequency added mass, which
    /// BuoyancyAction computes from the hull when a body is registered and applies by turning the
    /// body's impulses (docs/added_mass.md). 1 is the panel method's; 0 switches it off.
    double addedMass = 1.0;

    /// Catto's drag: F = beta_l m (V/V_T)(u_water - v_b) at the centre of buoyancy (v_b its
    /// velocity), T = -beta_a m (V/V_T) L^2 w, L the hull's mean extent. Catto's tuning recipe: with
    /// both 0 a dropped box bobs; raise beta_l until the bobbing dies in a few cycles, then spin it
    /// about y and raise beta_a until the spin dies in a few turns.
    double cattoLinearDrag = 0.0;   ///< beta_l, 1/s
    double cattoAngularDrag = 0.0;  ///< beta_a, 1/s

    /// Buoyancy alone: what the hydrostatics tests and tools use. (A default ForceModel is buoyancy,
    /// ITTC friction, wave-radiation damping and added mass: the terms that need no tuning, with
    /// which a body disturbed on calm water settles as a real one does.)
    static ForceModel hydrostaticOnly();
    /// A heavy displacement hull (the 10 m displacement_boat asset): friction, moderate pressure
    /// drag that resists sway and heave more than surge, gentle slamming, roll damping.
    static ForceModel displacementBoat();
    /// A light planing hull (the speedboat asset): the same terms tuned for 10-20 m/s, where
    /// slamming on wave faces and the quadratic drag dominate.
    static ForceModel planingBoat();
    /// A floating crate or barrel: bluff, so strong pressure drag and Catto's drag, no slamming.
    static ForceModel floatingCrate();

    /// The first field outside its range (Limits.h: coefficients in [0, 1e9], exponents in
    /// [0.01, 100], the reference speed, Gamma_max, tau and the Reynolds floor positive and bounded),
    /// or nullptr if all are in range. A NaN or an infinity is never in range.
    const char* firstInvalidField() const;
    /// Refused, naming the first field out of range, its value and the range.
    Status check() const;
    void validate() const { orThrow(check()); }  ///< check(), thrown (Result.h's orThrow)

    /// True if any force needs the water's velocity (everything but the hydrostatics and air).
    bool usesWaterVelocity() const;
    /// True if any per-triangle hydrodynamic term is on (the kernel then runs its second half).
    bool hasTriangleDrag() const;
    /// True if any whole-body term is on: Kerner's damping, Catto's drag, wave-radiation damping.
    bool hasBodyDrag() const;
};

/// The ITTC 1957 model-ship correlation line, C_F = 0.075 / (log10 Rn - 2)^2, for Rn > 100 (the
/// kernel floors Rn at ForceModel::minReynolds before it calls this).
double ittcFrictionCoefficient(double reynolds);

} // namespace hydro
