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

#include <string>

namespace hydro {

/// What a force model's dimensional coefficients are measured against: a hull's length
/// (HullMesh::length, its extent along x, m) and a body's mass (kg).
struct BodySize {
    double length = 0.0;
    double mass = 0.0;
};

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

    /// The hull's own resistance to sway and yaw (HullManoeuvring.h, docs/forces.md §3), from its
    /// shape at rest, which BuoyancyAction estimates when a body is registered: multipliers on the
    /// lift a hull makes at a drift angle (Clarke's derivatives: 1 is theirs) and on its cross-flow
    /// drag (1: C_D = 1 on its lateral area). 0 switches each off. displacementBoat() and
    /// planingBoat() leave the cross-flow drag to their pressure drag, which is the same resistance
    /// triangle by triangle, and keep the lift, which the pressure drag does not make.
    double hullLift = 1.0;
    double crossFlowDrag = 1.0;

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

    /// The body the dimensional coefficients above are given for (docs/forces.md §2). Unset (both
    /// zero, the default): they are absolute, and every body gets them as they are. Set: they are
    /// what a body of this hull length and mass gets, and each body gets them scaled by Froude's law
    /// to its own length and mass (resolvedFor: BuoyancyAction when the body is registered, its model
    /// set or its mass changed; a standalone ForceKernel every call), so that a 1.8 m dinghy and a
    /// 300 m ship with the same preset heave, roll and slow down alike in units of sqrt(L/g) and L.
    /// The presets are given this way, for the asset each names.
    BodySize sizedFor;

    /// This model's coefficients for a body of `body`'s hull length and mass, with sizedFor unset;
    /// the model itself if sizedFor is unset. With lambda the ratio of the lengths and mu of the
    /// masses (mu = lambda^3 for a geometrically similar body of the same density), Froude's law
    /// keeps g, the water's density and the dimensionless numbers (the Froude number, the damping
    /// ratios, the drag coefficients) and scales time by sqrt(lambda); so a coefficient in
    /// kg^a m^b s^c scales as mu^a lambda^(b + c/2), except the per-triangle pressures, which are the
    /// water's and scale with its density, not the body's mass (kg/m^3: mu^a becomes lambda^(3a)):
    ///   pressureDragLinear, suctionDragLinear (Pa at the fixed v_r: rho v)     sqrt(lambda)
    ///   pressureDragQuadratic, suctionDragQuadratic (Pa at v_r^2: rho)         1
    ///   slammingDuration (s)                                                   sqrt(lambda)
    ///   linearDamping (kg/s)                                                   mu / sqrt(lambda)
    ///   quadraticDamping (kg/m)                                                mu / lambda
    ///   angularDamping (kg m^2/s)                                              mu lambda^1.5
    ///   quadraticAngularDamping (kg m^2)                                       mu lambda^2
    ///   cattoLinearDrag, cattoAngularDrag (1/s)                                1 / sqrt(lambda)
    /// Everything else is dimensionless or a property of the fluid (minReynolds: the friction keeps
    /// its real Reynolds-number scale effect, ITTC 1957).
    ForceModel resolvedFor(const BodySize& body) const;
    /// True when sizedFor is set (either of its values non-zero).
    bool isSized() const { return sizedFor.length != 0.0 || sizedFor.mass != 0.0; }

    /// For a model with sizedFor unset: a sentence for each size-dependent coefficient that is more
    /// than kFarFromScale times above or below what the presets give a body of `body`'s size (that
    /// range resolved for it), naming the field, its value and that range; empty if there is none,
    /// or if sizedFor is set. BuoyancyAction logs it when such a model is given to a body.
    std::string scaleWarnings(const BodySize& body) const;
    static constexpr double kFarFromScale = 30.0;

    /// Buoyancy alone: what the hydrostatics tests and tools use. (A default ForceModel is buoyancy,
    /// ITTC friction, wave-radiation damping and added mass: the terms that need no tuning, with
    /// which a body disturbed on calm water settles as a real one does.)
    static ForceModel hydrostaticOnly();
    /// The presets: each is tuned on the asset it names, given for that asset's length and mass
    /// (sizedFor), and scaled to any other body's by Froude's law (resolvedFor).
    /// A heavy displacement hull (tuned on the 10 m displacement_boat asset at 14 t): friction,
    /// moderate pressure drag that resists sway and heave more than surge, gentle slamming, roll
    /// damping.
    static ForceModel displacementBoat();
    /// A light planing hull (tuned on the 6 m speedboat asset at 2 t): the same terms for Froude
    /// numbers of 1.3-2.6, where slamming on wave faces and the quadratic drag dominate.
    static ForceModel planingBoat();
    /// A floating crate or barrel (tuned on the 1 m box asset at 150 kg): bluff, so strong pressure
    /// drag and Catto's drag, no slamming.
    static ForceModel floatingCrate();

    /// The first field outside its range (Limits.h: the per-triangle coefficients in [0, 1e9], the
    /// whole-body damping in [0, 1e24] (a size-free bound: it holds the damping any body the limits
    /// allow could need), exponents in [0.01, 100], the reference speed, Gamma_max, tau and the
    /// Reynolds floor positive and bounded, sizedFor unset or a length and a mass within the limits),
    /// or nullptr if all are in range. A NaN or an infinity is never in range.
    const char* firstInvalidField() const;
    /// Refused, naming the first field out of range, its value and the range.
    Status check() const;
    void validate() const { orThrow(check()); }  ///< check(), thrown (Result.h's orThrow)

    /// True if any force needs the water's velocity (everything but the hydrostatics and air).
    bool usesWaterVelocity() const;
    /// True if any per-triangle hydrodynamic term is on (the kernel then runs its second half).
    bool hasTriangleDrag() const;
    /// True if any whole-body term is on: Kerner's damping, Catto's drag, wave-radiation damping, the
    /// hull's lift and cross-flow drag.
    bool hasBodyDrag() const;
};

/// The ITTC 1957 model-ship correlation line, C_F = 0.075 / (log10 Rn - 2)^2, for Rn > 100 (the
/// kernel floors Rn at ForceModel::minReynolds before it calls this).
double ittcFrictionCoefficient(double reynolds);

} // namespace hydro
