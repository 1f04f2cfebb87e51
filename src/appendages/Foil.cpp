// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/Foil.h"

#include "appendages/AppendageChecks.h"
#include "base/MathConstants.h"

#include <Eigen/Dense>

#include <algorithm>
#include <cmath>

namespace hydro {

namespace {

/// The stalled foil's drag broadside on (Viterna and Corrigan 1982, eq. 4: C_D,max = 1.11 + 0.018 AR
/// for AR <= 50, a fit to flat plates normal to the flow; 1.98 for the 2-D plate, Hoerner 1965).
double broadsideDrag(double aspectRatio) { return 1.11 + 0.018 * std::min(aspectRatio, 50.0); }

/// 0 below 0, 1 above 1, C1-smooth between.
double smoothStep(double x) {
    const double t = std::clamp(x, 0.0, 1.0);
    return t * t * (3.0 - 2.0 * t);
}

} // namespace

double FoilPlanform::chordAt(double fraction) const {
    const std::vector<double>& chords = foil_.chords;
    if (chords.size() == 1) return chords[0];
    const double position = std::clamp(fraction, 0.0, 1.0) * double(chords.size() - 1);
    const std::size_t station = std::min(std::size_t(position), chords.size() - 2);
    const double t = position - double(station);
    return chords[station] + t * (chords[station + 1] - chords[station]);
}

double FoilPlanform::areaBetween(double from, double to) const {
    const std::vector<double>& c = foil_.chords;
    if (c.size() == 1) return c[0] * (to - from) * foil_.span;
    // The outline is linear between stations: the trapezoid rule over each interval's part between
    // `from` and `to` is exact. Positions in units of intervals; the loop walks interval indices.
    const std::size_t intervals = c.size() - 1;
    const double low = std::clamp(from, 0.0, 1.0) * double(intervals), high = std::clamp(to, 0.0, 1.0) * double(intervals);
    auto chordAt = [&](std::size_t i, double position) { return c[i] + (position - double(i)) * (c[i + 1] - c[i]); };
    double area = 0.0;
    for (std::size_t i = std::min(std::size_t(low), intervals - 1); i < intervals && double(i) < high; ++i) {
        const double a = std::max(low, double(i)), b = std::min(high, double(i + 1));
        if (b > a) area += 0.5 * (chordAt(i, a) + chordAt(i, b)) * (b - a);
    }
    return area * foil_.span / double(intervals);
}

Result<FoilPlanform> FoilPlanform::create(const Foil& foil) {
    using namespace appendage_checks;
    if (Status s = firstRefusal({checkPoint("Foil", "root", foil.root), checkLength("Foil", "span", foil.span),
                                 checkAxes("Foil", "spanAxis", foil.spanAxis, "forward", foil.forward)});
        !s)
        return s.error();
    if (foil.chords.empty()) return Error("Foil: chords is empty (give at least one chord, m)");
    double largest = 0.0;
    for (std::size_t k = 0; k < foil.chords.size(); ++k) {
        const double c = foil.chords[k];
        if (!(c >= 0.0 && c <= kMaxAppendageSize))
            return Error("Foil: chords[" + std::to_string(k) + "] = " + limits::readable(c) + " m (must be in [0, " +
                         limits::readable(kMaxAppendageSize) + "] m)");
        largest = std::max(largest, c);
    }
    if (!(largest >= kMinAppendageSize))
        return Error("Foil: every chord is below " + limits::readable(kMinAppendageSize) + " m: the foil has no area");
    const FoilSection& s = foil.section;
    if (!(s.liftSlope > 0.0 && s.liftSlope <= 10.0))
        return Error("Foil: section.liftSlope = " + limits::readable(s.liftSlope) + " per rad (must be in (0, 10]; 2 pi for a thin section)");
    if (!(std::abs(s.zeroLiftAngle) <= 0.5))
        return Error("Foil: section.zeroLiftAngle = " + limits::readable(s.zeroLiftAngle) + " rad (must be in [-0.5, 0.5])");
    if (!(s.profileDrag >= 0.0 && s.profileDrag <= 1.0))
        return Error("Foil: section.profileDrag = " + limits::readable(s.profileDrag) + " (must be in [0, 1])");
    if (!(s.stallAngle > 0.0 && s.stallAngle < 0.5 * kPi))
        return Error("Foil: section.stallAngle = " + limits::readable(s.stallAngle) + " rad (must be in (0, pi/2))");

    FoilPlanform p;
    p.foil_ = foil;
    p.foil_.spanAxis = foil.spanAxis / length(foil.spanAxis);
    p.foil_.forward = foil.forward / length(foil.forward);
    p.area_ = p.areaBetween(0.0, 1.0);

    // Prandtl's lifting line by Glauert's method (Glauert, The Elements of Aerofoil and Airscrew
    // Theory, 1926, ch. XI; Anderson, Fundamentals of Aerodynamics, §5.3.2): across the whole wing's
    // span B, y = -(B/2) cos theta, the circulation Gamma = 2 B V sum A_n sin(n theta), and at each
    // collocation angle theta_i
    //   sum_n A_n sin(n theta_i) (sin theta_i + n mu_i) = mu_i (alpha - alpha_0) sin theta_i,
    //   mu_i = a0 c(theta_i) / (4 B).
    // Then C_L = pi AR A_1 and C_Di = pi AR sum n A_n^2 = C_L^2 / (pi AR e), 1/e = 1 + sum_{n>1} n (A_n/A_1)^2.
    // Every term n is kept, so a planform that differs root to tip (a free foil) is solved as it is.
    // A root on the hull mirrors the foil: the wing is twice its span and area.
    const double wingSpan = foil.rootOnHull ? 2.0 * foil.span : foil.span;
    const double wingArea = foil.rootOnHull ? 2.0 * p.area_ : p.area_;
    p.aspectRatio_ = wingSpan * wingSpan / wingArea;
    const int n = kLiftingLineTerms;
    Eigen::MatrixXd system(n, n);
    Eigen::VectorXd rightSide(n);
    for (int i = 0; i < n; ++i) {
        const double theta = double(i + 1) * kPi / double(n + 1);
        const double eta = -std::cos(theta);  // y / (B / 2), -1 .. 1
        const double fraction = foil.rootOnHull ? std::abs(eta) : 0.5 * (eta + 1.0);
        const double mu = s.liftSlope * p.chordAt(fraction) / (4.0 * wingSpan);
        for (int k = 1; k <= n; ++k) system(i, k - 1) = std::sin(double(k) * theta) * (std::sin(theta) + double(k) * mu);
        rightSide(i) = mu * std::sin(theta);  // alpha - alpha_0 = 1 rad
    }
    const Eigen::VectorXd a = system.partialPivLu().solve(rightSide);
    p.liftSlope_ = kPi * p.aspectRatio_ * a(0);
    double sum = 0.0;
    for (int k = 2; k <= n; ++k) sum += double(k) * (a(k - 1) / a(0)) * (a(k - 1) / a(0));
    p.efficiency_ = 1.0 / (1.0 + sum);
    if (!(std::isfinite(p.liftSlope_) && p.liftSlope_ > 0.0 && std::isfinite(p.efficiency_)))
        return Error("Foil: the lifting line gives no finite lift slope for this planform (span " +
                     limits::readable(foil.span) + " m, area " + limits::readable(p.area_) + " m^2)");
    p.maximumDrag_ = broadsideDrag(p.aspectRatio_);
    return p;
}

FoilCoefficients FoilPlanform::coefficients(double angleOfAttack) const {
    if (!std::isfinite(angleOfAttack))
        throwError(Error("FoilPlanform::coefficients: angleOfAttack = " + limits::readable(angleOfAttack) +
                         " rad (must be finite)"));
    const FoilSection& s = foil_.section;
    // Into [-pi, pi] (atan2's angles are already).
    const double alpha = std::abs(angleOfAttack) <= kPi ? angleOfAttack : std::remainder(angleOfAttack, 2.0 * kPi);
    const double effective = alpha - s.zeroLiftAngle;
    const double stalledShare = smoothStep((std::abs(effective) - stallAngle()) / kStallBlend);
    const double lift = liftSlope_ * effective;
    const FoilCoefficients attached{lift, s.profileDrag + lift * lift / (kPi * aspectRatio_ * efficiency_)};
    if (stalledShare <= 0.0) return attached;
    const double sine = std::sin(alpha), cosine = std::cos(alpha);
    const double plateNormal = maximumDrag_ * sine;
    const FoilCoefficients stalled{plateNormal * cosine, plateNormal * sine + s.profileDrag * cosine * cosine};
    if (stalledShare >= 1.0) return stalled;
    return {attached.lift + stalledShare * (stalled.lift - attached.lift),
            attached.drag + stalledShare * (stalled.drag - attached.drag)};
}

} // namespace hydro
