// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file Propeller.h
/// A propeller or thruster on a body, and its open-water characteristics: the Wageningen B-series
/// or a game's own table (docs/appendages.md §3).

#include "hydro/Result.h"
#include "hydro/Vec3.h"

#include <array>
#include <vector>

namespace hydro {

/// A propeller's open-water characteristics as a table, for a propeller outside the B-series (a
/// ducted one, a game's own): K_T and K_Q at increasing advance ratios J >= 0, turning ahead.
struct OpenWaterTable {
    std::vector<double> advanceRatio;       ///< J = V_a / (n D), increasing, the first 0
    std::vector<double> thrustCoefficient;  ///< K_T = T / (rho n^2 D^4)
    std::vector<double> torqueCoefficient;  ///< K_Q = Q / (rho n^2 D^5)
};

/// A propeller on a body: where it is, which way it pushes, how it turns and steers. Hull
/// coordinates (x to the bow, y up, z to starboard), metres.
struct Thruster {
    Vec3 position{0.0, 0.0, 0.0};  ///< the propeller disc's centre
    Vec3 axis{1.0, 0.0, 0.0};      ///< unit: the way it pushes the body when turning ahead, unsteered
    /// Unit, square to `axis`: what an azimuth drive or an outboard turns about (`maxSteeringAngle`);
    /// a positive angle turns `axis` right-handedly about it.
    Vec3 steeringAxis{0.0, 1.0, 0.0};
    double diameter = 0.3;           ///< D, m
    double maxRevolutions = 25.0;    ///< n at throttle 1, rev/s: the throttle asks for throttle n_max
    /// The engine's power, W (0: unlimited). When the propeller would absorb more at the asked
    /// revolutions (at low speed, where its torque is highest), it turns only as fast as this
    /// power drives it: a boat's bollard pull comes from its engine, not from n_max.
    double maxPower = 0.0;
    double maxSteeringAngle = 0.0;   ///< rad, at most pi/2: 0 for a fixed shaft
    // The Wageningen B-series propeller (Oosterveld and van Oossanen 1975), within the series' range:
    int blades = 3;                  ///< Z, 2 to 7
    double areaRatio = 0.5;          ///< expanded blade area ratio A_E / A_0, 0.30 to 1.05
    double pitchRatio = 1.0;         ///< P / D, 0.5 to 1.4
    /// A game's own characteristics instead of the series (used when not empty).
    OpenWaterTable table;
    double wakeFraction = 0.0;       ///< w: the hull slows the water the propeller meets, V_a = (1 - w) V
    double thrustDeduction = 0.0;    ///< t: the propeller's suction on the hull, thrust (1 - t) T
    /// Astern (throttle < 0), thrust and torque are the ahead characteristics times this: a
    /// propeller designed for ahead gives 0.5 to 0.8 of its thrust astern.
    double asternEfficiency = 0.65;
    bool rightHanded = true;         ///< turns clockwise seen from astern when going ahead
};

/// K_T and K_Q at one advance ratio.
struct PropellerCoefficients {
    double thrust = 0.0;  ///< K_T
    double torque = 0.0;  ///< K_Q
};

/// A thruster's characteristics, checked and prepared once.
class PropellerModel {
public:
    /// Refused, naming the field, if a number is outside its range (Thruster's comments), the axes
    /// are not unit and square, or a table is not increasing in J from 0 with matching lengths.
    static Result<PropellerModel> create(const Thruster& thruster);

    const Thruster& thruster() const { return thruster_; }
    /// The advance ratio at which the thrust vanishes (K_T = 0).
    double zeroThrustAdvanceRatio() const { return zeroThrustJ_; }

    /// The first quadrant (turning ahead, J >= 0) as the series or table gives it; below 0 (moving
    /// against the thrust) the bollard values; beyond zeroThrustAdvanceRatio, continued along their
    /// slope there, so a propeller driven faster than it turns brakes (K_T < 0) without the
    /// polynomial's wild extrapolation. J must be finite: a NaN or an infinity is a bug in the
    /// caller, thrown (std::invalid_argument) or, without exceptions, a stop naming it (Result.h).
    PropellerCoefficients coefficients(double advanceRatio) const;

    /// The Wageningen B-series polynomials alone (Oosterveld and van Oossanen 1975: 39 terms for
    /// K_T, 47 for K_Q, Reynolds number 2e6), inside the range they were fitted on: Z 2 to 7,
    /// A_E/A_0 0.30 to 1.05, P/D 0.5 to 1.4, J 0 to kMaxSeriesAdvanceRatio. Refused outside it,
    /// naming the argument (with 0 blades or P/D 5 the polynomials give a K_T, and a wrong one).
    static Result<PropellerCoefficients> tryBSeries(double advanceRatio, int blades, double areaRatio, double pitchRatio);
    /// tryBSeries, thrown (Result.h's orThrow).
    static PropellerCoefficients bSeries(double advanceRatio, int blades, double areaRatio, double pitchRatio);
    /// The series' advance ratios end where the thrust of its coarsest pitch (P/D 1.4) has gone:
    /// about 1.5; 2 leaves room and keeps the polynomials' value there bounded.
    static constexpr double kMaxSeriesAdvanceRatio = 2.0;

    /// The share of a deep propeller's thrust left at shaft depth h below the surface
    /// (docs/appendages.md §3): Minsaas et al. (1983), 1 - 0.675 (1 - 0.769 h/R)^1.258 for
    /// 0 <= h/R < 1.3 and 1 deeper; from h/R = 0 (half the disc out) falling linearly to 0 when the
    /// disc is wholly out (h/R = -1). A ratio that is not finite is refused (thrown, or stopped
    /// without exceptions), naming it.
    static double immersionFactor(double depthOverRadius);

private:
    PropellerModel() = default;
    PropellerCoefficients firstQuadrant(double advanceRatio) const;
    Thruster thruster_;
    std::array<double, 4> thrustCubic_{}, torqueCubic_{};  ///< the series' K_T, K_Q as cubics in J
    double zeroThrustJ_ = 0.0;
    PropellerCoefficients atZeroThrust_, slopeAtZeroThrust_;
};

} // namespace hydro
