// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// The wave part of the deep-water free-surface Green function (docs/added_mass.md §5; J. V.
// Wehausen and E. V. Laitone, "Surface waves", Handbuch der Physik IX, 1960, eq. 13.17'). Internal to
// the panel method (Radiation.cpp).
//
// A source of unit strength oscillating at frequency omega (time factor e^{-i omega t}) at xi under
// the surface y = 0 of deep water has the potential
//   G(x, xi) = 1/r + 1/r' + 2k W(k R, k (y + eta)),   k = omega^2 / g,
// r' the distance to the source's mirror image in y = 0, R the horizontal distance, and
//   W(X, Y) = PV integral over t in (0, inf) of e^{tY} J0(tX) / (t - 1) dt  +  i pi e^Y J0(X)
// the wave part, X >= 0, Y <= 0 (the imaginary part's sign is the outgoing waves' radiation
// condition). Its limits: 2k W -> 0 as k -> 0 (the rigid lid's +1/r'), 2k W -> -2/r' as k -> inf
// (phi = 0 on the surface, -1/r'): AddedMass.h's two limits.

#include <complex>

namespace hydro::radiation {

/// W and its derivative in X; the one in Y is W + 1/sqrt(X^2 + Y^2) (differentiating under the
/// integral: t/(t - 1) = 1 + 1/(t - 1), and the integral of e^{tY} J0(tX) is 1/rho).
struct WaveTerm {
    std::complex<double> value;
    std::complex<double> dX;
};

/// W(X, Y) by interpolation in a table made once per process (about 30 ms) of its smooth parts, the
/// logarithmic singularity at the origin and the oscillating Bessel and Struve parts added exactly;
/// outside the table (rho > 64) by its asymptotic expansion. Within 1e-6 of waveTermByQuadrature
/// (tested). Requires X >= 0, Y <= 0 and (X, Y) != (0, 0).
WaveTerm waveTerm(double X, double Y);

/// The same by direct quadrature of the integral over theta that represents it (docs/added_mass.md
/// §5): slow (about 50 microseconds), the reference the table is made from and tested against.
WaveTerm waveTermByQuadrature(double X, double Y);

/// The exponential integral E1(z) for Re z <= 0 (Abramowitz and Stegun 5.1.11 near the origin, the
/// continued fraction 5.1.22 away from the negative real axis, the asymptotic series 5.1.51 far out),
/// to about 1e-13 relative (tested against the real Ei of the standard library on the negative axis).
std::complex<double> exponentialIntegralE1(std::complex<double> z);

} // namespace hydro::radiation
