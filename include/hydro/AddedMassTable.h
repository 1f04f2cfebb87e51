// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file AddedMassTable.h
/// A body's added mass as it goes into the water, and how a rigid-body engine applies it without
/// losing stability (docs/added_mass.md).
///
/// The table holds the infinite-frequency added mass (AddedMass.h: the water that moves at once
/// with any change of the body's speed, Cummins' A(infinity)) with the hull upright at the surface,
/// at the immersions 1/8, 2/8, ..., 7/8 of its volume, and deep under the surface at 1. Between
/// them it is linear in the immersion, and 0 out of the water: it grows smoothly as a body goes in
/// and falls smoothly as it leaves, so no jump of momentum or energy comes with it.
///
/// In the world (inWorld): deep under, the water around the body turns with it, and so does its
/// added mass, R A R^T. At the surface the water under the body is the free surface's, which does
/// not heel with it: the surface levels are turned by the body's heading alone (a floating ball's
/// heave added mass stays vertical however the ball spins; a boat's, at its small heel and trim,
/// nearly so). From 7/8 to 1 the two parts blend linearly.
///
/// Applying it: an engine integrates M dv = J for an impulse J (force and torque times the step)
/// with the body's own mass and inertia M. The water makes the body move as (M + A) dv = J. So the
/// engine is given J' = M (M + A)^{-1} J instead (impulseWithAddedMass). That is exact for the
/// forces it transforms, keeps all six motions' coupling, and is stable for any ratio of added to
/// own mass (nothing is extrapolated from the last step's acceleration, the usual way that blows
/// up for light bodies). The added mass turning in the world adds the force of addedMassTurningForce
/// (applyTo does both).
/// What it leaves out: contacts and joints, solved later by the engine with M alone, push the body
/// as though it had no added mass; and the rate at which the added mass grows as a body enters the
/// water (von Karman's water-entry force) is the slamming model's (ForceModel.h).

#include "hydro/AddedMass.h"
#include "hydro/BodyState.h"
#include "hydro/HullMesh.h"
#include "hydro/Matrix6.h"
#include "hydro/Result.h"
#include "hydro/Vec3.h"
#include "hydro/WaterProperties.h"

#include <array>
#include <string>
#include <cstddef>

namespace hydro {

/// An impulse on a rigid body about its centre of mass, world axes.
struct BodyImpulse {
    Vec3 linear;   ///< N s
    Vec3 angular;  ///< N m s
};

/// What an engine must apply instead of an impulse J, for one state of a body: J' = T (J + D dt),
/// with T = M (M + A)^{-1} (impulseWithAddedMass) and D the added mass's turning force
/// (addedMassTurningForce), both world axes about the centre of mass. It is linear in J: a body whose
/// last evaluation is held for a few substeps (FloatingBody::setEvaluationInterval) has each
/// substep's impulse turned by the same T and D, without M + A made and factorised again.
struct ImpulseTurning {
    Matrix6 factor;            ///< L, lower triangular, L L^T = M + A (Cholesky's: M + A is positive definite)
    double mass = 0.0;         ///< M's mass, kg
    Mat3 inertia;              ///< and its inertia, world axes about the centre of mass, kg m^2
    BodyImpulse turningForce;  ///< D: N and N m
    /// T (impulse + D timeStep), T applied as M L^-T L^-1.
    BodyImpulse operator()(const BodyImpulse& impulse, double timeStep) const;
};

class AddedMassTable {
public:
    static constexpr int kLevels = 8;  ///< immersions k / 8, k = 1..8 (8: deep)
    /// The panels each level is solved on (AddedMassOptions::maxPanels): a table is made when a body
    /// is registered, so it must be quick (8 solves of 300 panels: about 1 s for a 2,000-triangle
    /// hull on this project's EPYC) more than it must be fine (300 panels against 1,000 move the
    /// displacement boat's and the speedboat's diagonal terms by 0.2 to 5 %).
    static constexpr std::size_t kPanelsPerLevel = 300;

    /// The table for `hull` with its centre of mass at `centreOfMassInHull` in `water`. Refused for a
    /// hull of no volume, a centre or water that tryAddedMass refuses, or a level whose added mass
    /// the panels do not determine (tryAddedMass), naming the level.
    static Result<AddedMassTable> tryCreate(const HullMesh& hull, const Vec3& centreOfMassInHull,
                                            const WaterProperties& water);
    static AddedMassTable create(const HullMesh& hull, const Vec3& centreOfMassInHull, const WaterProperties& water);

    /// The table as text, with what it was made for (the hull's triangle count and volume, the centre
    /// of mass, the water's density): a small file a game writes when it prepares its assets and
    /// reads when it loads them, instead of solving again (docs/added_mass.md §3).
    std::string toText() const;
    /// Reads toText's text for `hull` with its centre of mass at `centreOfMassInHull` in `water`.
    /// Refused, naming `sourceName` and the line, for text that is not such a table (a number
    /// missing, not finite, or a negative diagonal), or one made for another hull, centre or water.
    static Result<AddedMassTable> tryFromText(const std::string& text, const std::string& sourceName, const HullMesh& hull,
                                              const Vec3& centreOfMassInHull, const WaterProperties& water);
    /// toText written to, and tryFromText read from, the file at `path` (its name in messages).
    Status trySave(const std::string& path) const;
    static Result<AddedMassTable> tryLoad(const std::string& path, const HullMesh& hull, const Vec3& centreOfMassInHull,
                                          const WaterProperties& water);
    /// Whether the table was made for this hull, centre of mass and water (refused, saying which
    /// differs): its triangle count, its volume to 1e-9, the centre to 1e-6 of the hull's size (a
    /// centre read back from Bullet's float transform is 1e-7 off), the density to 1e-12.
    Status checkMadeFor(const HullMesh& hull, const Vec3& centreOfMassInHull, const WaterProperties& water) const;

    /// The added mass, hull axes about the centre of mass (Matrix6.h's order), at `immersion`: the
    /// submerged share of the hull's volume (clamped to [0, 1]; a NaN is refused, thrown or stopped).
    Matrix6 at(double immersion) const;
    /// The level at immersion k / kLevels, k = 1..kLevels.
    const Matrix6& level(int k) const { return levels_[std::size_t(k - 1)]; }

    /// The added mass in world axes about the centre of mass, at `immersion`, for a body turned by
    /// `hullToWorld`, in its two parts (the file comment): `surface` turns with the heading, `deep`
    /// with the whole body. Their sum is the body's added mass.
    struct InWorld {
        Matrix6 surface, deep;
        double deepShare = 0.0;  ///< 0 up to immersion 7/8 (deep is zero), 1 at 1 (surface is zero)
    };
    InWorld inWorld(double immersion, const Mat3& hullToWorld) const;

    /// What an engine must apply instead of `impulse` (world axes about the centre of mass: all the
    /// body receives over `timeStep`) to a body in `state` (its rotation, mass, world inertia and
    /// velocities: over ground, the water's own motion left out) at `immersion`, with the added mass
    /// times `scale`: the
    /// turning force of each part added (addedMassTurningForce), then the whole turned by
    /// impulseWithAddedMass. Munk's moment acts on the deep part only: at the surface a hull's
    /// drift also makes lift at its stern (the flow leaves it smoothly, the Kutta condition), which
    /// cancels much of it (J. N. Newman, "Marine Hydrodynamics", 1977, §7.9) and which the force
    /// model does not have; with the one and not the other every boat would turn broadside.
    /// `carried`: mass the body carries that its engine does not know of (floodwater:
    /// Matrix6::pointMass), world axes about the centre of mass, added to M + A.
    BodyImpulse applyTo(const BodyState& state, double immersion, double scale, const BodyImpulse& impulse,
                        double timeStep, const Matrix6& carried = {}) const;
    /// What applyTo does, kept for the state: applyTo(state, ..., impulse, timeStep, carried) is
    /// turningFor(state, immersion, scale, carried)(impulse, timeStep), bit for bit. A scale that is
    /// not finite and >= 0 (or a time step, for the turning) is refused, thrown or stopped.
    ImpulseTurning turningFor(const BodyState& state, double immersion, double scale, const Matrix6& carried = {}) const;

private:
    std::array<Matrix6, kLevels> levels_;
    // What it was made for (checkMadeFor).
    std::size_t triangleCount_ = 0;
    double volume_ = 0.0, density_ = 0.0;
    Vec3 centreOfMass_;
};

/// Which of the water's turning terms a part of the added mass has (addedMassTurningForce).
enum class TurningWater {
    /// Under the surface: all of them, Munk's moment included. The water's impulse is then the body's
    /// and the fluid's alone, and Kirchhoff's argument holds for every component.
    Deep,
    /// At the surface: the forces along it and the moment about the vertical. The free surface
    /// exchanges vertical momentum, and angular momentum about horizontal axes, with the water. In
    /// steady motion at a low Froude number it is a rigid lid, and the argument holds for the hull
    /// with its mirror image in the lid, one body in unbounded water: its surge, sway and yaw are
    /// twice the hull's, and its heave, roll and pitch say nothing of the hull's. So L x W, which
    /// for a W about the vertical is a roll and a pitch moment alone, is left out, and so is Munk's
    /// moment (see applyTo). Without L x W the part's force does on the body the work that the
    /// water's energy (1/2) nu^T A nu loses as A turns, but for Munk's moment's; with it, the work
    /// was off by L . (W x w) whenever the body rolled or pitched while it turned. The table's
    /// added mass is phi = 0's (omega -> infinity), as the accelerations need; in P x W it stands
    /// in for the lid's (in surge on the packaged boat, the lid's is 7.4 % of its mass, phi = 0's
    /// 3.0 %). Left out too: the mirror puts P x W on the waterplane, not at G (on a cruise ship in
    /// its steady turn, 2.5 % of the heeling moment). Measured with L x W: that ship heeled 6.4
    /// degrees where IMO's stability code gives 3.9, and 46 % of its heeling moment was the pitch
    /// impulse of its surge, A_51 u, turned with the heading (A_51 = -775 t m, 15 m times its surge
    /// added mass; with the lid's added mass, -1,585 t m; docs/forces.md §3).
    Surface,
};

/// The force and moment (world axes, N and N m, about the centre of mass) that the water's momentum
/// exerts on a body moving at `linearVelocity` of its centre of mass and turning at
/// `angularVelocity`, while its added mass `addedMassWorld` turns at `turnRate`. The water's impulse
/// P = A11 v + A12 w, L = A21 v + A22 w acts on the body by F = -dP/dt and M = -dL/dt - v x P
/// (H. Lamb, "Hydrodynamics", 6th ed., §124 and §126); with dA/dt = [W] A - A [W] block by block, the
/// part of those not in -A d(nu)/dt (which impulseWithAddedMass applies) is
///   F = P x W + A11 (W x v) + A12 (W x w),   M = L x W + A21 (W x v) + A22 (W x w) + P x v.
/// Zero for a sphere (isotropic A: no Magnus force in potential flow). For a turning boat it is the
/// manoeuvring equations' added-mass centripetal force, (A_surge - A_sway) u r across the track
/// (T. I. Fossen, "Handbook of Marine Craft Hydrodynamics and Motion Control", 2011, §6.3.1, whose
/// C_A(nu) nu is the same in the body's axes). The last term, P x v, is Munk's moment, which turns
/// a slender body broadside to its path. `water` says which terms the part has: all of them deep
/// under, without L x W and Munk's moment at the surface (TurningWater).
BodyImpulse addedMassTurningForce(const Matrix6& addedMassWorld, const Vec3& linearVelocity, const Vec3& angularVelocity,
                                  const Vec3& turnRate, TurningWater water);

/// J' = M (M + A)^{-1} J (the file comment): the impulse an engine that knows only the body's `mass`
/// and `inertiaWorld` (kg m^2, world axes about the centre of mass) must apply so that the body moves
/// as `impulse` moves it with the added mass `addedMassWorld` (world axes, about the centre of mass).
BodyImpulse impulseWithAddedMass(const Matrix6& addedMassWorld, double mass, const Mat3& inertiaWorld,
                                 const BodyImpulse& impulse);
/// impulseWithAddedMass kept for one body: its T, with no turning force (D = 0).
ImpulseTurning turningWithAddedMass(const Matrix6& addedMassWorld, double mass, const Mat3& inertiaWorld);

} // namespace hydro
