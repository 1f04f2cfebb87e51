// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file OceanSpectrum.h
/// Wind-sea spectra (JONSWAP, Pierson-Moskowitz) with directional spreading, and the WMO sea-state
/// code as presets, for OceanSpectrumWaves.

#include "hydro/Result.h"

#include <string>

namespace hydro {

/// The WMO sea-state code (WMO code table 3700): 0 calm (glassy) to 9 phenomenal.
enum class SeaState {
    Calm = 0,        ///< glassy, 0 m
    CalmRippled,     ///< 0 - 0.1 m
    Smooth,          ///< wavelets, 0.1 - 0.5 m
    Slight,          ///< 0.5 - 1.25 m
    Moderate,        ///< 1.25 - 2.5 m
    Rough,           ///< 2.5 - 4 m
    VeryRough,       ///< 4 - 6 m
    High,            ///< 6 - 9 m
    VeryHigh,        ///< 9 - 14 m
    Phenomenal,      ///< over 14 m
};

/// The code's name ("rough") and its number.
const char* seaStateName(SeaState state);
/// Refused for a code outside 0..9.
Result<SeaState> trySeaStateFromCode(int code);
SeaState seaStateFromCode(int code);  ///< trySeaStateFromCode, thrown (Result.h's orThrow)

enum class SpectrumShape {
    Jonswap,           ///< fetch-limited, peaked (gamma = peakEnhancement)
    PiersonMoskowitz,  ///< fully developed (JONSWAP with gamma = 1)
};

/// A directional wave spectrum S(omega) D(theta).
struct OceanSpectrum {
    SpectrumShape shape = SpectrumShape::Jonswap;
    double significantWaveHeight = 1.0;  ///< Hs = 4 sqrt(m0), m
    double peakPeriod = 6.0;             ///< Tp = 2 pi / omega_p, s
    double peakEnhancement = 3.3;        ///< JONSWAP gamma (>= 1); ignored for Pierson-Moskowitz
    double windDirection = 0.0;          ///< direction the waves travel toward, rad from +x toward +z
    /// Longuet-Higgins cos-2s spreading, D(theta) ~ cos^(2s)((theta - wind) / 2): larger is
    /// narrower; 1 is a confused sea, 10 a typical wind sea, 75 a swell.
    double spreading = 10.0;

    /// The preset of a WMO code: Hs at the middle of the code's band (16 m for "phenomenal"), and
    /// the peak period of a fully developed sea of that height, Tp = 5 sqrt(Hs) (the
    /// Pierson-Moskowitz relation Hs = 0.21 U^2 / g, omega_p = 0.877 g / U, eliminated; Tp in s for
    /// Hs in m). Code 0 has Hs = 0 (a mirror) and a nominal Tp of 1 s.
    static OceanSpectrum forSeaState(SeaState state);
    /// A fully developed (Pierson-Moskowitz) sea for a wind of `windSpeed` m/s at 19.5 m:
    /// Hs = 0.21 U^2 / g, Tp = 2 pi U / (0.877 g).
    /// Refused for a wind speed that is negative or a gravity not positive, or either not finite.
    static Result<OceanSpectrum> tryForWindSpeed(double windSpeed, double windDirection = 0.0, double gravity = 9.81);
    static OceanSpectrum forWindSpeed(double windSpeed, double windDirection = 0.0, double gravity = 9.81);

    /// One-sided frequency spectrum S(omega), m^2 s (DNV-RP-C205 3.5.5: Pierson-Moskowitz
    /// 5/16 Hs^2 wp^4 w^-5 exp(-5/4 (w/wp)^-4), JONSWAP times (1 - 0.287 ln gamma) gamma^r with
    /// r = exp(-(w - wp)^2 / (2 sigma^2 wp^2)), sigma 0.07 below the peak and 0.09 above).
    double frequencySpectrum(double omega) const;
    /// Spreading D(theta), normalised to 1 over a full turn: Gamma(s+1) / (2 sqrt(pi) Gamma(s+1/2)) cos^(2s).
    double spreadingFunction(double theta) const;
    /// (Both refuse a NaN, thrown or stopped, and the spreading an infinity; S is 0 for omega <= 0
    /// and, its limit, at infinity.)

    /// "" if usable, else the first field that is not, with its value and the rule.
    std::string firstInvalidField() const;
    /// Refused with firstInvalidField() if it names one.
    Status check() const;
    void validate() const { orThrow(check()); }  ///< check(), thrown
};

} // namespace hydro
