// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/Propeller.h"

#include "appendages/AppendageChecks.h"
#include "base/ArgumentCheck.h"
#include "base/MathConstants.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <string>

namespace hydro {

namespace {

/// One term C J^s (P/D)^t (A_E/A_0)^u Z^v of the B-series polynomials.
struct Term {
    double c;
    int s, t, u, v;
};

// Oosterveld and van Oossanen, "Further computer-analyzed data of the Wageningen B-screw series",
// International Shipbuilding Progress 22 (1975), Table 1: K_T and K_Q at Rn = 2e6.
constexpr Term kThrustTerms[] = {
    {0.00880496, 0, 0, 0, 0},   {-0.204554, 1, 0, 0, 0},    {0.166351, 0, 1, 0, 0},     {0.158114, 0, 2, 0, 0},
    {-0.147581, 2, 0, 1, 0},    {-0.481497, 1, 1, 1, 0},    {0.415437, 0, 2, 1, 0},     {0.0144043, 0, 0, 0, 1},
    {-0.0530054, 2, 0, 0, 1},   {0.0143481, 0, 1, 0, 1},    {0.0606826, 1, 1, 0, 1},    {-0.0125894, 0, 0, 1, 1},
    {0.0109689, 1, 0, 1, 1},    {-0.133698, 0, 3, 0, 0},    {0.00638407, 0, 6, 0, 0},   {-0.00132718, 2, 6, 0, 0},
    {0.168496, 3, 0, 1, 0},     {-0.0507214, 0, 0, 2, 0},   {0.0854559, 2, 0, 2, 0},    {-0.0504475, 3, 0, 2, 0},
    {0.010465, 1, 6, 2, 0},     {-0.00648272, 2, 6, 2, 0},  {-0.00841728, 0, 3, 0, 1},  {0.0168424, 1, 3, 0, 1},
    {-0.00102296, 3, 3, 0, 1},  {-0.0317791, 0, 3, 1, 1},   {0.018604, 1, 0, 2, 1},     {-0.00410798, 0, 2, 2, 1},
    {-0.000606848, 0, 0, 0, 2}, {-0.0049819, 1, 0, 0, 2},   {0.0025983, 2, 0, 0, 2},    {-0.000560528, 3, 0, 0, 2},
    {-0.00163652, 1, 2, 0, 2},  {-0.000328787, 1, 6, 0, 2}, {0.000116502, 2, 6, 0, 2},  {0.000690904, 0, 0, 1, 2},
    {0.00421749, 0, 3, 1, 2},   {0.0000565229, 3, 6, 1, 2}, {-0.00146564, 0, 3, 2, 2},
};
constexpr Term kTorqueTerms[] = {
    {0.00379368, 0, 0, 0, 0},    {0.00886523, 2, 0, 0, 0},    {-0.032241, 1, 1, 0, 0},    {0.00344778, 0, 2, 0, 0},
    {-0.0408811, 0, 1, 1, 0},    {-0.108009, 1, 1, 1, 0},     {-0.0885381, 2, 1, 1, 0},   {0.188561, 0, 2, 1, 0},
    {-0.00370871, 1, 0, 0, 1},   {0.00513696, 0, 1, 0, 1},    {0.0209449, 1, 1, 0, 1},    {0.00474319, 2, 1, 0, 1},
    {-0.00723408, 2, 0, 1, 1},   {0.00438388, 1, 1, 1, 1},    {-0.0269403, 0, 2, 1, 1},   {0.0558082, 3, 0, 1, 0},
    {0.0161886, 0, 3, 1, 0},     {0.00318086, 1, 3, 1, 0},    {0.015896, 0, 0, 2, 0},     {0.0471729, 1, 0, 2, 0},
    {0.0196283, 3, 0, 2, 0},     {-0.0502782, 0, 1, 2, 0},    {-0.030055, 3, 1, 2, 0},    {0.0417122, 2, 2, 2, 0},
    {-0.0397722, 0, 3, 2, 0},    {-0.00350024, 0, 6, 2, 0},   {-0.0106854, 3, 0, 0, 1},   {0.00110903, 3, 3, 0, 1},
    {-0.000313912, 0, 6, 0, 1},  {0.0035985, 3, 0, 1, 1},     {-0.00142121, 0, 6, 1, 1},  {-0.00383637, 1, 0, 2, 1},
    {0.0126803, 0, 2, 2, 1},     {-0.00318278, 2, 3, 2, 1},   {0.00334268, 0, 6, 2, 1},   {-0.00183491, 1, 1, 0, 2},
    {0.000112451, 3, 2, 0, 2},   {-0.0000297228, 3, 6, 0, 2}, {0.000269551, 1, 0, 1, 2},  {0.00083265, 2, 0, 1, 2},
    {0.00155334, 0, 2, 1, 2},    {0.000302683, 0, 6, 1, 2},   {-0.0001843, 0, 0, 2, 2},   {-0.000425399, 0, 3, 2, 2},
    {0.0000869243, 3, 3, 2, 2},  {-0.000465899, 0, 6, 2, 2},  {0.0000554194, 1, 6, 2, 2},
};

/// For one propeller (Z, A_E/A_0, P/D fixed), a series' polynomial is a cubic in J: its
/// coefficients of J^0 .. J^3, summed once (a thruster's substep then costs four multiplications,
/// not 86 terms of four powers).
template <std::size_t N>
std::array<double, 4> cubicInJ(const Term (&terms)[N], double pitchRatio, double areaRatio, double blades) {
    std::array<double, 4> cubic{};
    for (const Term& term : terms)
        cubic[std::size_t(term.s)] += term.c * std::pow(pitchRatio, term.t) * std::pow(areaRatio, term.u) * std::pow(blades, term.v);
    return cubic;
}

double horner(const std::array<double, 4>& c, double j) { return c[0] + j * (c[1] + j * (c[2] + j * c[3])); }

Status checkRange(const std::string& type, const char* field, double value, double low, double high) {
    if (value >= low && value <= high) return {};
    return Error(type + ": " + field + " = " + limits::readable(value) + " (must be in [" +
                 limits::readable(low) + ", " + limits::readable(high) + "])");
}

Status checkTable(const OpenWaterTable& table) {
    const std::size_t n = table.advanceRatio.size();
    if (n < 2 || table.thrustCoefficient.size() != n || table.torqueCoefficient.size() != n)
        return Error("Thruster: table needs at least 2 rows and as many K_T and K_Q as J (" + std::to_string(n) + " J, " +
                     std::to_string(table.thrustCoefficient.size()) + " K_T, " +
                     std::to_string(table.torqueCoefficient.size()) + " K_Q)");
    if (table.advanceRatio[0] != 0.0)
        return Error("Thruster: table.advanceRatio[0] = " + limits::readable(table.advanceRatio[0]) + " (must be 0: the bollard row)");
    for (std::size_t i = 0; i < n; ++i) {
        const std::string row = "[" + std::to_string(i) + "]";
        if (i > 0 && !(table.advanceRatio[i] > table.advanceRatio[i - 1] && table.advanceRatio[i] <= 10.0))
            return Error("Thruster: table.advanceRatio" + row + " = " + limits::readable(table.advanceRatio[i]) +
                         " (must increase, and be at most 10)");
        if (!(std::abs(table.thrustCoefficient[i]) <= 10.0))
            return Error("Thruster: table.thrustCoefficient" + row + " = " + limits::readable(table.thrustCoefficient[i]) +
                         " (must be in [-10, 10])");
        if (!(std::abs(table.torqueCoefficient[i]) <= 10.0))
            return Error("Thruster: table.torqueCoefficient" + row + " = " + limits::readable(table.torqueCoefficient[i]) +
                         " (must be in [-10, 10])");
    }
    if (!(table.thrustCoefficient[0] > 0.0))
        return Error("Thruster: table.thrustCoefficient[0] = " + limits::readable(table.thrustCoefficient[0]) +
                     " (the bollard thrust must be positive)");
    return {};
}

/// The series' range (Oosterveld and van Oossanen 1975): the polynomials are fits inside it only.
/// `type` names what is checked ("Thruster", "PropellerModel::tryBSeries").
Status checkSeries(const std::string& type, int blades, double areaRatio, double pitchRatio) {
    return firstRefusal({checkRange(type, "blades", double(blades), 2.0, 7.0),
                         checkRange(type, "areaRatio", areaRatio, 0.30, 1.05),
                         checkRange(type, "pitchRatio", pitchRatio, 0.5, 1.4)});
}

} // namespace

Result<PropellerCoefficients> PropellerModel::tryBSeries(double advanceRatio, int blades, double areaRatio,
                                                         double pitchRatio) {
    const std::string type = "PropellerModel::tryBSeries";
    if (Status s = firstRefusal({checkRange(type, "advanceRatio", advanceRatio, 0.0, kMaxSeriesAdvanceRatio),
                                 checkSeries(type, blades, areaRatio, pitchRatio)});
        !s)
        return s.error();
    return PropellerCoefficients{horner(cubicInJ(kThrustTerms, pitchRatio, areaRatio, double(blades)), advanceRatio),
                                 horner(cubicInJ(kTorqueTerms, pitchRatio, areaRatio, double(blades)), advanceRatio)};
}

PropellerCoefficients PropellerModel::bSeries(double advanceRatio, int blades, double areaRatio, double pitchRatio) {
    return orThrow(tryBSeries(advanceRatio, blades, areaRatio, pitchRatio));
}

double PropellerModel::immersionFactor(double depthOverRadius) {
    requireFinite("PropellerModel::immersionFactor", "depthOverRadius", depthOverRadius, "");
    if (depthOverRadius >= 1.3) return 1.0;
    constexpr double atSurface = 1.0 - 0.675;  // the formula at h/R = 0
    if (depthOverRadius <= -1.0) return 0.0;
    if (depthOverRadius < 0.0) return atSurface * (1.0 + depthOverRadius);
    return 1.0 - 0.675 * std::pow(1.0 - 0.769 * depthOverRadius, 1.258);
}

PropellerCoefficients PropellerModel::firstQuadrant(double j) const {
    const Thruster& t = thruster_;
    if (t.table.advanceRatio.empty()) return {horner(thrustCubic_, j), horner(torqueCubic_, j)};
    const std::vector<double>& js = t.table.advanceRatio;
    const std::size_t upper = std::size_t(std::upper_bound(js.begin(), js.end(), j) - js.begin());
    const std::size_t i = std::clamp<std::size_t>(upper, 1, js.size() - 1) - 1;
    const double f = (j - js[i]) / (js[i + 1] - js[i]);
    return {t.table.thrustCoefficient[i] + f * (t.table.thrustCoefficient[i + 1] - t.table.thrustCoefficient[i]),
            t.table.torqueCoefficient[i] + f * (t.table.torqueCoefficient[i + 1] - t.table.torqueCoefficient[i])};
}

Result<PropellerModel> PropellerModel::create(const Thruster& t) {
    using namespace appendage_checks;
    if (Status s = firstRefusal({checkPoint("Thruster", "position", t.position),
                                 checkAxes("Thruster", "axis", t.axis, "steeringAxis", t.steeringAxis),
                                 checkLength("Thruster", "diameter", t.diameter),
                                 checkRange("Thruster", "maxRevolutions (rev/s)", t.maxRevolutions, 0.0, 1000.0),
                                 checkRange("Thruster", "maxPower (W)", t.maxPower, 0.0, 1e10),
                                 checkRange("Thruster", "maxSteeringAngle (rad)", t.maxSteeringAngle, 0.0, 0.5 * kPi),
                                 checkRange("Thruster", "wakeFraction", t.wakeFraction, -0.5, 0.9),
                                 checkRange("Thruster", "thrustDeduction", t.thrustDeduction, -0.5, 0.9),
                                 checkRange("Thruster", "asternEfficiency", t.asternEfficiency, 0.0, 1.0)});
        !s)
        return s.error();
    if (t.table.advanceRatio.empty() && t.table.thrustCoefficient.empty() && t.table.torqueCoefficient.empty()) {
        if (Status s = checkSeries("Thruster", t.blades, t.areaRatio, t.pitchRatio); !s) return s.error();
    } else if (Status s = checkTable(t.table); !s) {
        return s.error();
    }
    PropellerModel p;
    p.thruster_ = t;
    p.thruster_.axis = t.axis / length(t.axis);
    p.thruster_.steeringAxis = t.steeringAxis / length(t.steeringAxis);
    p.thrustCubic_ = cubicInJ(kThrustTerms, t.pitchRatio, t.areaRatio, double(t.blades));
    p.torqueCubic_ = cubicInJ(kTorqueTerms, t.pitchRatio, t.areaRatio, double(t.blades));
    // The zero-thrust advance ratio: K_T falls with J through the first quadrant; the first sign
    // change on a fine scan, then bisection. (A table that never reaches zero ends at its last J.)
    const double lastJ = t.table.advanceRatio.empty() ? 2.0 : t.table.advanceRatio.back();
    double low = 0.0, high = lastJ;
    const int steps = int(std::lround(lastJ / 0.01));
    for (int k = 1; k <= steps; ++k) {
        const double j = lastJ * double(k) / double(steps);
        if (p.firstQuadrant(j).thrust <= 0.0) {
            high = j;
            break;
        }
        low = j;
    }
    if (p.firstQuadrant(high).thrust <= 0.0)
        for (int i = 0; i < 60; ++i) {
            const double middle = 0.5 * (low + high);
            (p.firstQuadrant(middle).thrust > 0.0 ? low : high) = middle;
        }
    p.zeroThrustJ_ = high;
    p.atZeroThrust_ = p.firstQuadrant(high);
    const double step = 1e-4;
    const PropellerCoefficients before = p.firstQuadrant(high - step);
    p.slopeAtZeroThrust_ = {(p.atZeroThrust_.thrust - before.thrust) / step, (p.atZeroThrust_.torque - before.torque) / step};
    return p;
}

PropellerCoefficients PropellerModel::coefficients(double j) const {
    if (!std::isfinite(j))
        throwError(Error("PropellerModel::coefficients: advanceRatio = " + limits::readable(j) + " (must be finite)"));
    if (j <= 0.0) return firstQuadrant(0.0);
    if (j <= zeroThrustJ_) return firstQuadrant(j);
    const double beyond = j - zeroThrustJ_;
    return {atZeroThrust_.thrust + slopeAtZeroThrust_.thrust * beyond, atZeroThrust_.torque + slopeAtZeroThrust_.torque * beyond};
}

} // namespace hydro
