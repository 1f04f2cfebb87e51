// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/OceanSpectrum.h"

#include "hydro/Limits.h"
#include "base/ArgumentCheck.h"
#include "base/MathConstants.h"

#include <cmath>
#include <limits>

namespace hydro {
namespace {

struct SeaStateRow {
    const char* name;
    double significantWaveHeight;  // middle of the code's band, m
};
constexpr SeaStateRow kSeaStates[] = {
    {"calm (glassy)", 0.0},     {"calm (rippled)", 0.05}, {"smooth", 0.3},     {"slight", 0.875},
    {"moderate", 1.875},        {"rough", 3.25},          {"very rough", 5.0}, {"high", 7.5},
    {"very high", 11.5},        {"phenomenal", 16.0},
};

std::string describe(const char* field, double value, const char* rule) {
    return std::string(field) + " = " + limits::readable(value) + " (" + rule + ")";
}

} // namespace

const char* seaStateName(SeaState state) { return kSeaStates[int(state)].name; }

Result<SeaState> trySeaStateFromCode(int code) {
    if (code < 0 || code > 9) return Error("sea state code " + std::to_string(code) + " is outside the WMO code 0..9");
    return SeaState(code);
}

SeaState seaStateFromCode(int code) { return orThrow(trySeaStateFromCode(code)); }

OceanSpectrum OceanSpectrum::forSeaState(SeaState state) {
    OceanSpectrum s;
    s.significantWaveHeight = kSeaStates[int(state)].significantWaveHeight;
    s.peakPeriod = s.significantWaveHeight > 0.0 ? 5.0 * std::sqrt(s.significantWaveHeight) : 1.0;
    return s;
}

OceanSpectrum OceanSpectrum::forWindSpeed(double windSpeed, double windDirection, double gravity) {
    return orThrow(tryForWindSpeed(windSpeed, windDirection, gravity));
}

Result<OceanSpectrum> OceanSpectrum::tryForWindSpeed(double windSpeed, double windDirection, double gravity) {
    if (!(std::isfinite(windSpeed) && windSpeed >= 0.0 && std::isfinite(gravity) && gravity > 0.0))
        return Error("OceanSpectrum::forWindSpeed: " + describe("wind speed", windSpeed, "must be >= 0") + ", " +
                     describe("gravity", gravity, "must be > 0"));
    OceanSpectrum s;
    s.shape = SpectrumShape::PiersonMoskowitz;
    s.significantWaveHeight = 0.21 * windSpeed * windSpeed / gravity;
    s.peakPeriod = windSpeed > 0.0 ? 2.0 * kPi * windSpeed / (0.877 * gravity) : 1.0;
    s.windDirection = windDirection;
    return s;
}

double OceanSpectrum::frequencySpectrum(double omega) const {
    // Any number: 0 at and below 0 (one-sided), and at infinity its limit, 0 (the ocean's tile asks
    // there for a wave number beyond float).
    if (std::isnan(omega)) refuseArgument("OceanSpectrum::frequencySpectrum", "omega", omega, "rad/s", "a number");
    if (omega <= 0.0 || omega == std::numeric_limits<double>::infinity()) return 0.0;
    const double wp = 2.0 * kPi / peakPeriod, ratio = wp / omega;
    const double ratio4 = ratio * ratio * ratio * ratio;
    const double pm = 5.0 / 16.0 * significantWaveHeight * significantWaveHeight * ratio4 / omega * std::exp(-1.25 * ratio4);
    if (shape == SpectrumShape::PiersonMoskowitz) return pm;
    const double sigma = omega <= wp ? 0.07 : 0.09;
    const double r = std::exp(-(omega - wp) * (omega - wp) / (2.0 * sigma * sigma * wp * wp));
    return (1.0 - 0.287 * std::log(peakEnhancement)) * pm * std::pow(peakEnhancement, r);
}

double OceanSpectrum::spreadingFunction(double theta) const {
    requireFinite("OceanSpectrum::spreadingFunction", "theta", theta, "rad");
    const double norm = std::exp(std::lgamma(spreading + 1.0) - std::lgamma(spreading + 0.5)) / (2.0 * std::sqrt(kPi));
    return norm * std::pow(std::abs(std::cos(0.5 * (theta - windDirection))), 2.0 * spreading);
}

std::string OceanSpectrum::firstInvalidField() const {
    // Limits.h: Hs up to the largest amplitude; a peak wavelength g Tp^2 / 2 pi from 1 cm to 100 km.
    if (!limits::within(significantWaveHeight, 0.0, limits::kMaxWaveAmplitude))
        return describe("significantWaveHeight", significantWaveHeight, "m, must be in [0, 1000]");
    if (!limits::within(peakPeriod, 0.1, 250.0)) return describe("peakPeriod", peakPeriod, "s, must be in [0.1, 250]");
    if (!(std::isfinite(peakEnhancement) && peakEnhancement >= 1.0 && peakEnhancement < 10.0))
        return describe("peakEnhancement", peakEnhancement, "JONSWAP gamma, must be in [1, 10)");
    if (!limits::within(windDirection, 1e9)) return describe("windDirection", windDirection, "rad, must be within +-1e9");
    if (!(std::isfinite(spreading) && spreading > 0.0 && spreading <= 200.0))
        return describe("spreading", spreading, "cos-2s exponent, must be in (0, 200]");
    return "";
}

Status OceanSpectrum::check() const {
    const std::string problem = firstInvalidField();
    if (!problem.empty()) return Error("OceanSpectrum: " + problem);
    return {};
}

} // namespace hydro
