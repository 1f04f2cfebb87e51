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
constexpr double kMaxCoefficient = 1e9;     ///< any ForceModel coefficient (Pa, N s/m, ...)
constexpr double kMinReferenceSpeed = 1e-3; ///< m/s: ForceModel::referenceSpeed
constexpr double kMaxExponent = 100.0;      ///< ForceModel's falloffs and slamming power
constexpr double kMinSlammingDuration = 1e-4;  ///< s
constexpr double kMaxSlammingDuration = 10.0;  ///< s
constexpr double kMaxReynolds = 1e12;       ///< ForceModel::minReynolds
constexpr double kMinWaterDensity = 1.0;    ///< kg/m^3 (a light gas still floats nothing heavier)
constexpr double kMaxWaterDensity = 1e5;    ///< kg/m^3
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

} // namespace hydro::limits
