// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// The wave part of the deep-water Green function (radiation/WaveGreenFunction.h) against closed forms,
// its own quadrature and its derivatives by finite differences.
#include "HydroTestSupport.h"
#include "radiation/WaveGreenFunction.h"

#include <gtest/gtest.h>

#include <cmath>
#include <complex>
#include <random>

using namespace hydro::radiation;

namespace {

using hydro::test::kPi;
/// Ei(1), Ei(3) and Ei(5) (Abramowitz and Stegun, table 5.1), and E1(1).
constexpr double kEi1 = 1.8951178163559368, kEi3 = 9.9338325706254165, kEi5 = 40.185275355803177;
constexpr double kE1of1 = 0.21938393439552029;
/// Ci(10) and Si(10) (Abramowitz and Stegun, table 5.2): E1(10 i) = -Ci(10) + i (Si(10) - pi/2).
constexpr double kCi10 = -0.045456433004455372, kSi10 = 1.6583475942188740;
/// The series, continued fraction and asymptotic series are each good to about 1e-14 relative; the
/// tables' values are given to 17 digits.
constexpr double kSeriesTolerance = 1e-12;
/// The quadrature against the closed forms: 8-point Gauss on geometrically graded pieces, exact to
/// round-off on a smooth integrand; the logarithm at the surface costs a few digits.
constexpr double kQuadratureTolerance = 1e-9;
/// The table against the quadrature, relative to 1 + |W|: bicubic interpolation on 112 x 112 stretched
/// nodes, measured at most 9.2e-7 over 4,000 random points. The panel method integrates W over panels
/// by one point, an error of percents: this is far below it.
constexpr double kTableTolerance = 2e-6;

TEST(ExponentialIntegral, MatchesTabulatedValuesOnBothAxesAndOnTheCut) {
    EXPECT_NEAR(exponentialIntegralE1({1.0, 0.0}).real(), kE1of1, kSeriesTolerance);
    // On the negative real axis from above: E1(-x + i0) = -Ei(x) - i pi.
    for (const auto& [x, ei] : {std::pair{1.0, kEi1}, std::pair{3.0, kEi3}, std::pair{5.0, kEi5}}) {
        const std::complex<double> e = exponentialIntegralE1({-x, 1e-300});
        EXPECT_NEAR(e.real(), -ei, kSeriesTolerance * ei) << x;
        EXPECT_NEAR(e.imag(), -kPi, kSeriesTolerance) << x;
    }
    const std::complex<double> onImaginary = exponentialIntegralE1({0.0, 10.0});  // the continued fraction
    EXPECT_NEAR(onImaginary.real(), -kCi10, kSeriesTolerance);
    EXPECT_NEAR(onImaginary.imag(), kSi10 - kPi / 2.0, kSeriesTolerance);
    // Far out, the asymptotic series meets the continued fraction where they hand over (|z| = 30).
    for (double angle : {0.5, 1.5, 2.5, 3.0}) {
        const std::complex<double> inside = exponentialIntegralE1(std::polar(29.999, angle)) * std::exp(std::polar(29.999, angle));
        const std::complex<double> outside = exponentialIntegralE1(std::polar(30.001, angle)) * std::exp(std::polar(30.001, angle));
        EXPECT_NEAR(std::abs(inside - outside), 0.0, 1e-4 * std::abs(inside)) << angle;  // their difference, d/dz of ~1/z: 0.002 / 30
    }
}

TEST(WaveGreenFunction, OnTheVerticalThroughTheSourceIsTheExponentialIntegral) {
    // X = 0: PV int e^{tY} / (t - 1) dt = -e^Y Ei(-Y), and J0(0) = 1.
    for (const auto& [depth, ei] : {std::pair{1.0, kEi1}, std::pair{3.0, kEi3}}) {
        const std::complex<double> exact{-std::exp(-depth) * ei, kPi * std::exp(-depth)};
        EXPECT_NEAR(std::abs(waveTermByQuadrature(0.0, -depth).value - exact), 0.0, kQuadratureTolerance) << depth;
        EXPECT_NEAR(std::abs(waveTerm(0.0, -depth).value - exact), 0.0, kTableTolerance) << depth;
    }
}

TEST(WaveGreenFunction, DerivativesMatchFiniteDifferences) {
    // dW/dY = W + 1/rho and dW/dX, both against central differences of the quadrature (step 1e-5:
    // truncation ~1e-10 W''', round-off ~1e-16 / 1e-5).
    constexpr double kStep = 1e-5, kDifferenceTolerance = 1e-7;
    for (const auto& [X, Y] : {std::pair{0.7, -0.4}, std::pair{5.0, -2.0}, std::pair{20.0, -0.3}}) {
        const WaveTerm w = waveTermByQuadrature(X, Y);
        const std::complex<double> dY = (waveTermByQuadrature(X, Y + kStep).value - waveTermByQuadrature(X, Y - kStep).value) / (2.0 * kStep);
        const std::complex<double> dX = (waveTermByQuadrature(X + kStep, Y).value - waveTermByQuadrature(X - kStep, Y).value) / (2.0 * kStep);
        EXPECT_NEAR(std::abs(dY - (w.value + 1.0 / std::hypot(X, Y))), 0.0, kDifferenceTolerance) << X << ", " << Y;
        EXPECT_NEAR(std::abs(dX - w.dX), 0.0, kDifferenceTolerance) << X << ", " << Y;
    }
}

TEST(WaveGreenFunction, TableAndFarFieldMatchTheQuadrature) {
    std::mt19937 random(7);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    for (int n = 0; n < 300; ++n) {
        // Squared, to crowd the points towards the surface and the source's vertical; beyond 64 the
        // asymptotic expansion takes over.
        const double X = 80.0 * std::pow(unit(random), 2.0), Y = -80.0 * std::pow(unit(random), 2.0);
        if (X * X + Y * Y < 1e-4) continue;
        const WaveTerm table = waveTerm(X, Y), reference = waveTermByQuadrature(X, Y);
        EXPECT_NEAR(std::abs(table.value - reference.value), 0.0, kTableTolerance * (1.0 + std::abs(reference.value))) << X << ", " << Y;
        EXPECT_NEAR(std::abs(table.dX - reference.dX), 0.0, kTableTolerance * (1.0 + std::abs(reference.dX))) << X << ", " << Y;
    }
}

TEST(WaveGreenFunction, FarAwayTheWaveIsTheOutgoingHankelFunctionAndTheRestTheNegativeImage) {
    // rho -> infinity: W -> -1/rho + i pi e^Y (J0 + i Y0)(X), the local part the surface's negative
    // image (2k W -> -2/r') and the wave a ring going out. At X = 100, Y = -1 against the quadrature's
    // own parts: the imaginary part is pi e^Y J0(X), J0(100) = 0.019985850304223122 (A&S 9.1).
    const WaveTerm w = waveTermByQuadrature(100.0, -1.0);
    EXPECT_NEAR(w.value.imag(), kPi * std::exp(-1.0) * 0.019985850304223122, kQuadratureTolerance);
    // Deep under the surface the wave part is gone (e^-70) and -1/rho is left, its next term Y / rho^3.
    const double rho = std::hypot(3.0, 70.0);
    EXPECT_NEAR(waveTerm(3.0, -70.0).value.real(), -1.0 / rho, 1.5 * 70.0 / (rho * rho * rho));
}

} // namespace
