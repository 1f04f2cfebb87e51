// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file Hydrostatics.h
/// What a hull does on flat water at rest, as a naval architect checks it before launch: where it
/// floats (heave, roll and pitch), its displacement, centres, waterplane, metacentric heights,
/// natural periods and righting-arm (GZ) curve. Volumes come from Catto's exact method
/// (ExactBuoyancy.h), so the answers are exact for the mesh.
///
/// Conventions: world y up; hull x toward the bow, y up, z to starboard. A pose is a heave (height
/// of the centre of gravity above the surface y = 0) and a rotation R = Rz(pitch) Rx(roll): positive
/// roll puts starboard down, positive pitch puts the bow up. Angles are in radians here (the
/// `hydrostatics` command speaks degrees). Yaw changes nothing on flat water and is left out.

#include "hydro/Attitude.h"
#include "hydro/Compartment.h"
#include "hydro/HullMesh.h"
#include "hydro/WaterProperties.h"

#include <vector>

namespace hydro {

/// The vertical equilibrium of a body held at one orientation.
struct FlatWaterEquilibrium {
    bool floats = false;  ///< false: heavier than the water it can displace (it sinks)
    double heave = 0.0;   ///< height of the centre of mass above the water surface, m
    double draft = 0.0;   ///< depth of the hull's lowest point below the surface, m
    double volume = 0.0;  ///< displaced volume, m^3 (= mass / water density when it floats)
};

/// Solves rho V(heave) = mass for the heave of the centre of mass (at `centreOfMassInHull`) with the
/// hull turned by `rotation` (hull -> world). V falls monotonically with the heave, so a bracketed
/// root finder (Illinois regula falsi) cannot miss; deterministic, converged to 1e-12 of the hull's
/// size. Refused if the mass is not finite and positive.
Result<FlatWaterEquilibrium> trySolveHeave(const HullMesh& hull, double mass, const Vec3& centreOfMassInHull,
                                           const Mat3& rotation, const WaterProperties& water);
/// trySolveHeave, thrown (Result.h's orThrow).
FlatWaterEquilibrium solveHeave(const HullMesh& hull, double mass, const Vec3& centreOfMassInHull,
                                const Mat3& rotation, const WaterProperties& water);

/// A body's pose on flat water (see the file comment for the conventions).
struct FloatingPose {
    double heave = 0.0;  ///< height of the centre of gravity above the surface, m
    double roll = 0.0;   ///< about the bow axis, rad; positive: starboard down
    double pitch = 0.0;  ///< about the starboard axis, rad; positive: bow up
};

/// R = Rz(pitch) Rx(roll), hull axes -> world axes (Attitude.h's rotation with no yaw; attitudeOf
/// there reads roll and pitch back from any rotation).
Mat3 poseRotation(double roll, double pitch);

/// The water's push on the hull at one pose. The weight is not included.
struct PoseBuoyancy {
    Vec3 force;             ///< N, world axes (straight up)
    Vec3 torque;            ///< about the centre of gravity, N m, world axes
    double volume = 0.0;    ///< displaced volume, m^3
    Vec3 centreOfBuoyancy;  ///< hull coordinates, m (the centre of gravity when nothing is under)
};

/// Where a freely floating body comes to rest.
struct FloatingEquilibrium {
    bool floats = false;      ///< false: it sinks, and nothing else here means anything
    bool converged = false;   ///< the residual moment is below the tolerance and the pose is a minimum
    FloatingPose pose;        ///< canonical: pitch in [-pi/2, pi/2], roll in (-pi, pi]
    double draft = 0.0;       ///< depth of the hull's lowest point below the surface, m
    double residualArm = 0.0; ///< |buoyancy torque| / (m g) left at the pose, m
    int iterations = 0;
};

/// The figures of a floating condition at a pose, normally its equilibrium. Positions are in hull
/// coordinates; heights (KB, KG) are measured vertically in the world at the pose from the keel K,
/// the hull's lowest point then, so they keep their meaning for a body floating on its side. "T"
/// (transverse) is inclination about the horizontal axis along the bow, "L" about the one across it.
struct HydrostaticParticulars {
    FloatingPose pose;
    double draft = 0.0;             ///< depth of the hull's lowest point below the surface, m
    double volume = 0.0;            ///< displaced volume, m^3
    double displacementMass = 0.0;  ///< rho V, kg
    Vec3 centreOfBuoyancy;          ///< hull coordinates, m
    double waterplaneArea = 0.0;    ///< m^2
    double centreOfFlotationX = 0.0, centreOfFlotationZ = 0.0;  ///< waterplane centroid, hull x and z, m
    double kb = 0.0, kg = 0.0;      ///< heights of B and G above the keel, m
    double bmTransverse = 0.0, bmLongitudinal = 0.0;  ///< I / V of the waterplane about its centroid, m
    double gmTransverse = 0.0, gmLongitudinal = 0.0;  ///< KB + BM - KG, m
    /// Natural periods of small free motions, s: 2 pi sqrt(inertia / stiffness), with the inertia of
    /// the hull's solid at its mass about the centre of gravity and no added mass of water (so a real
    /// hull is slower). Infinite where the stiffness is not positive (GM <= 0).
    double heavePeriod = 0.0, rollPeriod = 0.0, pitchPeriod = 0.0;
};

/// One point of a righting-arm curve.
struct RightingArm {
    double heel = 0.0;    ///< the roll held, rad
    /// Righting arm, m: the horizontal distance from G to the buoyancy's line of action, across the
    /// bow; positive when the moment turns the body back toward roll 0 (minus torque_x / (m g)).
    double gz = 0.0;
    double pitch = 0.0;   ///< the trim it takes at this heel, rad
    double heave = 0.0;   ///< m
};

struct GzCurve {
    std::vector<RightingArm> points;
    double maximumGz = 0.0;        ///< m
    double heelAtMaximum = 0.0;    ///< rad
    /// Heel beyond the first positive GZ at which GZ falls through zero, rad, linearly interpolated
    /// between points; NaN if it does not happen within the curve.
    double vanishingAngle = 0.0;
};

/// A hull loaded to a mass with its centre of gravity at a point, in water of given properties:
/// what the hydrostatics command reports on.
class HydrostaticAnalysis {
public:
    /// Refused if the mass or the water's density or gravity is not finite and positive, or the
    /// centre of gravity is not finite. The hull must outlive the analysis.
    static Result<HydrostaticAnalysis> create(const HullMesh& hull, double mass, const Vec3& centreOfGravity,
                                              const WaterProperties& water = {});
    /// create(), thrown (Result.h's orThrow).
    HydrostaticAnalysis(const HullMesh& hull, double mass, const Vec3& centreOfGravity,
                        const WaterProperties& water = {});

    /// The buoyancy at one pose (nothing solved).
    PoseBuoyancy buoyancyAt(const FloatingPose& pose) const;

    /// The stable equilibrium reached from `start` (its heave is ignored): heave solved at every
    /// orientation, then roll and pitch by Newton's method on the potential energy
    /// U = m g (heave - height of B), whose gradient is minus the buoyancy torque. A line search on
    /// U makes every step go downhill, and a stationary point that is not a minimum (a body balanced
    /// upside down, a tall box upright) is left along its direction of negative curvature, so it
    /// converges to a stable pose from any start.
    FloatingEquilibrium equilibrium(const FloatingPose& start = {}) const;

    /// All figures at a pose, normally equilibrium().pose. Requires floats().
    HydrostaticParticulars particulars(const FloatingPose& pose) const;

    /// Righting arm at a held heel, with heave and pitch free (pitch solved from `pitchGuess`). A heel
    /// or guess that is not finite is refused (thrown, or stopped).
    RightingArm rightingArm(double heel, double pitchGuess = 0.0) const;

    /// GZ from `from` to `to` (inclusive, within half a step) every `step`, rad; each point starts
    /// its pitch from the last. Refused for a step that is not positive, an empty range or more
    /// than kMaxGzPoints points.
    Result<GzCurve> tryGzCurve(double from, double to, double step) const;
    GzCurve gzCurve(double from, double to, double step) const;  ///< tryGzCurve, thrown
    /// A full turn at 0.1 degrees. Each point re-solves heave and trim (about 1.6 ms on the 1,416-
    /// triangle boat), so this bounds a curve to seconds.
    static constexpr int kMaxGzPoints = 3601;

    /// The same loading with `openToSea` compartments open to the sea: the water in them is the
    /// sea's, so their buoyancy, times their permeability, is lost (the lost-buoyancy method of
    /// damage stability, docs/flooding.md §3). Every figure of the analysis it returns is the
    /// damaged condition's: its equilibrium, particulars (the waterplane without the compartments'
    /// share, BM over the displacement left), righting arms and GZ curve. Refused for compartments
    /// outside the hull or overlapping (checkCompartments, Compartment.h), for no volume left to
    /// float the hull, or as create refuses. The compartments' shapes are shared.
    Result<HydrostaticAnalysis> tryDamaged(std::vector<Compartment> openToSea) const;
    const std::vector<Compartment>& openToSea() const { return openToSea_; }

    const HullMesh& hull() const { return hull_; }
    double mass() const { return mass_; }
    const Vec3& centreOfGravity() const { return centreOfGravity_; }
    const WaterProperties& water() const { return water_; }
    /// False when the body is heavier than the water its whole hull displaces.
    bool floats() const { return mass_ < water_.density * intactVolume(); }
    /// The hull's volume less the open compartments' share: what it displaces fully under, m^3.
    double intactVolume() const;

private:
    struct Evaluation;
    Evaluation evaluate(const Mat3& rotation, double pitch) const;
    FloatingEquilibrium minimise(double roll, double pitch, bool rollFree) const;

    const HullMesh& hull_;
    double mass_;
    Vec3 centreOfGravity_;
    WaterProperties water_;
    double size_;  ///< the hull's bounding-box diagonal, the length the tolerances scale with
    std::vector<Compartment> openToSea_;  ///< whose buoyancy is lost (tryDamaged)
};

} // namespace hydro
