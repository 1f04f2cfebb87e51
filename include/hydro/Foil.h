// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file Foil.h
/// A lifting surface on a body: a rudder, keel, centreboard, stabiliser fin or hydrofoil, and its
/// lift and drag coefficients at any angle of attack (docs/appendages.md §1).

#include "hydro/Result.h"
#include "hydro/Vec3.h"

#include <algorithm>
#include <cstddef>
#include <vector>

namespace hydro {

/// The foil's section (its 2-D profile).
struct FoilSection {
    double liftSlope = 6.283185307179586;  ///< a0, per rad: 2 pi from thin-aerofoil theory (NACA 00xx: ~6.0)
    double zeroLiftAngle = 0.0;            ///< alpha_0, rad (0 for a symmetric section)
    double profileDrag = 0.01;             ///< C_D0 of the section at small angles (NACA 0012 at Re 1e6: ~0.008)
    double stallAngle = 0.2618;            ///< |alpha - alpha_0| at which the section stalls, rad (15 degrees)
};

/// Where a foil is on its body and what its planform is. Hull coordinates (x to the bow, y up, z to
/// starboard), metres.
struct Foil {
    Vec3 root{0.0, 0.0, 0.0};     ///< the root's point on the quarter-chord line
    Vec3 spanAxis{0.0, -1.0, 0.0};  ///< from root to tip (unit; a keel or rudder hangs down: -y)
    /// The chord's direction from trailing edge to leading edge at zero deflection (unit, at right
    /// angles to the span): the way the foil meets the water when the boat moves ahead.
    Vec3 forward{1.0, 0.0, 0.0};
    double span = 1.0;  ///< root to tip, m
    /// The chord at equally spaced stations from root to tip, m (one value: a constant chord; two: a
    /// trapezoid). A chord of 0 at the tip is a pointed tip.
    std::vector<double> chords{0.3};
    /// The root meets the hull (a keel, a rudder under the counter, a fin): the hull closes it like
    /// a mirror, so the foil lifts as half of a wing twice its span (twice the aspect ratio). False
    /// for a foil free at both ends (a hydrofoil's wing on a strut is taken as free).
    bool rootOnHull = true;
    FoilSection section;
};

/// Lift and drag coefficients at one angle of attack, on the foil's planform area.
struct FoilCoefficients {
    double lift = 0.0;  ///< C_L, along the flow turned a right angle toward the foil's suction side
    double drag = 0.0;  ///< C_D, along the flow
};

/// A foil's planform solved once: Prandtl's lifting line for its lift slope and span efficiency,
/// and the coefficients at any angle of attack (docs/appendages.md §1):
/// - attached flow: C_L = a (alpha - alpha_0), C_D = C_D0 + C_L^2 / (pi e AR), with a and e from the
///   lifting line (Glauert's Fourier solution of Prandtl's equation), up to stallAngle(), where the
///   sections meet their own stall: a short foil's downwash takes a larger angle to get there
///   (a rectangular rudder of aspect ratio 1.5 on the hull, 3 as a wing, at 26 degrees);
/// - stalled: a flat plate's normal force, C_N = C_D,max sin alpha with C_D,max = 1.11 + 0.018 AR
///   (Viterna and Corrigan 1982), C_L = C_N cos alpha, C_D = C_N sin alpha;
/// - between, a smooth blend over kStallBlend past the stall angle. Any angle in (-pi, pi] works: a
///   boat going astern meets its rudder trailing edge first, as a flat plate.
class FoilPlanform {
public:
    /// Refused, naming the field, if the span, a chord, an axis or the section is not finite and
    /// positive where it must be, the axes are not at right angles, or the stall angle is not in
    /// (0, pi/2).
    static Result<FoilPlanform> create(const Foil& foil);

    const Foil& foil() const { return foil_; }
    double area() const { return area_; }                 ///< the foil's own planform area, m^2
    double aspectRatio() const { return aspectRatio_; }   ///< effective (mirrored by the hull if rootOnHull)
    double liftSlope() const { return liftSlope_; }       ///< dC_L / d alpha of the whole foil, per rad
    double spanEfficiency() const { return efficiency_; } ///< Oswald's e of the planform (1: elliptic loading)
    double maximumDrag() const { return maximumDrag_; }   ///< C_D,max of the stalled foil, broadside on
    /// |alpha - alpha_0| at which the foil stalls, rad: where its sections' own angle, alpha less
    /// the angle its trailing vortices induce (the lifting line's alpha a / a0), reaches the
    /// section's stall angle, so at the section's own maximum lift, a0 times its stall angle
    /// (every section of an elliptic wing carries the wing's C_L); kLatestStall at the latest.
    double stallAngle() const {
        return std::min(foil_.section.stallAngle * foil_.section.liftSlope / liftSlope_, kLatestStall);
    }

    /// alpha in rad, any finite value (taken modulo 2 pi). A NaN or an infinity is a bug in the
    /// caller, thrown (std::invalid_argument) or, without exceptions, a stop naming it (Result.h).
    FoilCoefficients coefficients(double angleOfAttack) const;

    /// The chord at `fraction` of the span from the root (0..1), m.
    double chordAt(double fraction) const;
    /// The planform area between fractions `from` and `to` of the span, m^2 (exact for the
    /// piecewise-linear outline).
    double areaBetween(double from, double to) const;

    /// The width of the blend from attached to stalled flow past the stall angle, rad (5 degrees).
    static constexpr double kStallBlend = 0.0873;
    /// The latest a foil stalls, rad (45 degrees): the lifting line's induced angle is a
    /// small-angle result, and would put a wing of aspect ratio 1 past 60 degrees, where the
    /// attached line's lift means nothing.
    static constexpr double kLatestStall = 0.7854;
    /// Terms of Glauert's series (and collocation points): the lift slope converges to 1e-4 with
    /// far fewer; docs/appendages.md §1.
    static constexpr int kLiftingLineTerms = 48;

private:
    FoilPlanform() = default;
    Foil foil_;
    double area_ = 0.0, aspectRatio_ = 0.0, liftSlope_ = 0.0, efficiency_ = 1.0, maximumDrag_ = 0.0;
};

} // namespace hydro
