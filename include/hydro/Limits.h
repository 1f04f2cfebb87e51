// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file Limits.h
/// The magnitudes the library accepts. Every boundary checks its input against these once (the
/// kernel per substep, constructors when a model, a wave or a water is made, the loaders per vertex)
/// and refuses what lies outside with a message naming the field, the value and the range: a
/// refusal where an object is built, Status::InvalidState per substep. Inside them no product the
/// float kernel forms can overflow (the largest, a drag's resisting power C (v/v_r)^2 S v, stays
/// below 1e33 against float's 3e38), and every cast to an integer index is defined.
///
/// They are far beyond any game's: a boat at 10,000 km from the origin, a crate at Mach 30, a
/// substep of a tenth of a microsecond.
///
/// The quantities a user types (an API field, a command's option, a scenario file's field) are
/// also given as Ranges, with their unit, in one table (kTable): every boundary checks them
/// through these and words its refusal with outsideRange, so the API, the commands and the
/// scenario files accept the same values and say the same thing (tests/tools/LimitsTableTest.cpp
/// walks the table through each; docs/limits.md prints it).

#include <string>

namespace hydro::limits {

constexpr double kMaxCoordinate = 1e7;      ///< m: |position| of a body or a water query
constexpr double kMaxSpeed = 1e4;           ///< m/s: a body's speed, the water's, a current
constexpr double kMaxSpin = 1e4;            ///< rad/s
constexpr double kMinMass = 1e-6;           ///< kg
constexpr double kMaxMass = 1e12;           ///< kg
constexpr double kMaxInertia = 1e18;        ///< kg m^2: any entry of an inertia tensor
constexpr double kMinTimeStep = 1e-7;       ///< s
constexpr double kMaxTimeStep = 10.0;       ///< s
constexpr double kMaxTime = 1e9;            ///< s: |the water's clock| (31 years)
constexpr double kMaxHullCoordinate = 1e5;  ///< m: |a hull vertex coordinate| in hull space
constexpr double kMaxCoefficient = 1e9;     ///< a ForceModel per-triangle coefficient (Pa, ...)
/// Kerner's whole-body damping (N s/m, N s^2/m^2, N m s, N m s^2), computed in double. A bound that
/// does not depend on the body's size: it holds a thousand times the roll damping (about m L^2
/// sqrt(g/L)) and the quadratic one (m L^2) of the largest body the limits allow (1e12 kg, 2e5 m
/// long), and times the largest spin squared it stays far below double's range.
constexpr double kMaxBodyDampingCoefficient = 1e24;
constexpr double kMinReferenceSpeed = 1e-3; ///< m/s: ForceModel::referenceSpeed
constexpr double kMaxExponent = 100.0;      ///< ForceModel's falloffs and slamming power
constexpr double kMinSlammingDuration = 1e-4;  ///< s
constexpr double kMaxSlammingDuration = 10.0;  ///< s
constexpr double kMaxReynolds = 1e12;       ///< ForceModel::minReynolds
constexpr double kMinWaterDensity = 1.0;    ///< kg/m^3 (a light gas still floats nothing heavier)
constexpr double kMaxWaterDensity = 1e5;    ///< kg/m^3
constexpr double kMinGravity = 1e-3;        ///< m/s^2
constexpr double kMaxGravity = 1e3;         ///< m/s^2
constexpr double kMinViscosity = 1e-9;      ///< m^2/s
constexpr double kMaxViscosity = 1e3;       ///< m^2/s
constexpr double kMaxAirDensity = 1e3;      ///< kg/m^3
constexpr double kMinWavelength = 0.01;     ///< m
constexpr double kMaxWavelength = 1e5;      ///< m
constexpr double kMaxWaveAmplitude = 1e3;   ///< m: a wave's amplitude, a surface's level or height

/// True when |value| <= limit (false for a NaN or an infinity).
constexpr bool within(double value, double limit) { return value >= -limit && value <= limit; }
/// True when low <= value <= high (false for a NaN).
constexpr bool within(double value, double low, double high) { return value >= low && value <= high; }

/// A quantity's accepted values, low <= value <= high, and its unit.
struct Range {
    const char* quantity;  ///< what it is, for the table ("mass")
    double low, high;
    const char* unit;      ///< "kg", "m/s^2", ...
    constexpr bool contains(double value) const { return value >= low && value <= high; }  // false for a NaN
};

constexpr Range kMassRange{"a body's mass", kMinMass, kMaxMass, "kg"};
constexpr Range kCoordinateRange{"a position in the world", -kMaxCoordinate, kMaxCoordinate, "m"};
constexpr Range kHullCoordinateRange{"a coordinate in hull space", -kMaxHullCoordinate, kMaxHullCoordinate, "m"};
constexpr Range kSpeedRange{"a speed (a current's)", 0.0, kMaxSpeed, "m/s"};
constexpr Range kWaterDensityRange{"the water's density", kMinWaterDensity, kMaxWaterDensity, "kg/m^3"};
constexpr Range kGravityRange{"gravity", kMinGravity, kMaxGravity, "m/s^2"};
constexpr Range kViscosityRange{"the water's kinematic viscosity", kMinViscosity, kMaxViscosity, "m^2/s"};
constexpr Range kAirDensityRange{"the air's density", 0.0, kMaxAirDensity, "kg/m^3"};
constexpr Range kWavelengthRange{"a wave's length", kMinWavelength, kMaxWavelength, "m"};
constexpr Range kWaveAmplitudeRange{"a wave's amplitude", 0.0, kMaxWaveAmplitude, "m"};

/// Every Range a user may type, in the order docs/limits.md lists them.
constexpr Range kTable[] = {kMassRange,        kCoordinateRange, kHullCoordinateRange, kSpeedRange,
                            kWaterDensityRange, kGravityRange,    kViscosityRange,      kAirDensityRange,
                            kWavelengthRange,   kWaveAmplitudeRange};

/// A number as a person reads it: at most six significant digits, no trailing zeros, and a power
/// of ten beyond 1e7 or below 1e-4 ("1025", "0.001", "1e30", "2.5e-9", "nan", "inf").
std::string readable(double value);
/// "[1e-6, 1e12] kg".
std::string rangeText(const Range& range);
/// "1e13 kg is outside [1e-6, 1e12] kg".
std::string valueOutside(double value, const Range& range);
/// "mass = 1e13 kg is outside [1e-6, 1e12] kg": the refusal every boundary words the same way.
std::string outsideRange(const std::string& field, double value, const Range& range);

} // namespace hydro::limits
