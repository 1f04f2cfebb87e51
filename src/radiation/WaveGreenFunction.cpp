// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "radiation/WaveGreenFunction.h"

#include "base/MathConstants.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

namespace hydro::radiation {
namespace {

using Complex = std::complex<double>;
constexpr double kEulerGamma = 0.57721566490153286061;

// ---- quadrature ----------------------------------------------------------------------------------

/// Gauss-Legendre nodes and weights on [-1, 1], by Newton's method on the Legendre polynomial.
template <int N>
struct GaussLegendre {
    std::array<double, std::size_t(N)> node{}, weight{};
    GaussLegendre() {
        for (int i = 0; i < N; ++i) {
            double x = std::cos(kPi * (i + 0.75) / (N + 0.5));
            double derivative = 0.0;
            for (int iteration = 0; iteration < 100; ++iteration) {
                double p0 = 1.0, p1 = x;
                for (int k = 2; k <= N; ++k) {
                    const double p2 = ((2.0 * k - 1.0) * x * p1 - (k - 1.0) * p0) / k;
                    p0 = p1;
                    p1 = p2;
                }
                derivative = N * (x * p1 - p0) / (x * x - 1.0);
                const double step = p1 / derivative;
                x -= step;
                if (std::abs(step) < 1e-16) break;
            }
            node[std::size_t(i)] = x;
            weight[std::size_t(i)] = 2.0 / ((1.0 - x * x) * derivative * derivative);
        }
    }
};

const GaussLegendre<8>& gauss8() {
    static const GaussLegendre<8> rule;
    return rule;
}

/// The integral of f over [a, b] by 8-point Gauss-Legendre on `pieces` equal parts.
template <class F>
auto integrate(F&& f, double a, double b, int pieces) {
    const GaussLegendre<8>& rule = gauss8();
    const double h = (b - a) / pieces;
    decltype(f(a)) sum{};
    for (int p = 0; p < pieces; ++p) {
        const double mid = a + (p + 0.5) * h;
        for (int i = 0; i < 8; ++i) sum += f(mid + 0.5 * h * rule.node[std::size_t(i)]) * (0.5 * h * rule.weight[std::size_t(i)]);
    }
    return sum;
}

// ---- the one-dimensional functions: Bessel J0, J1 and Struve H0, H1 --------------------------------

struct BesselStruve {
    double j0 = 0.0, j1 = 0.0, h0 = 0.0, h1 = 0.0;
};

/// By their integrals over theta in [0, pi/2] (Abramowitz and Stegun 9.1.18, 9.1.20 halved by
/// symmetry; 12.1.7): J0 = 2/pi int cos(x cos t), J1 = 2/pi int sin(x cos t) cos t,
/// H0 = 2/pi int sin(x cos t), H1 = 2x/pi int sin(x cos t) sin^2 t. Smooth integrands with at most
/// x / 2 pi oscillations: 8 pieces of 8 points are exact to round-off for x <= 64.
BesselStruve besselStruveByQuadrature(double x) {
    struct Four {
        double a = 0, b = 0, c = 0, d = 0;
        Four& operator+=(const Four& o) { a += o.a; b += o.b; c += o.c; d += o.d; return *this; }
        Four operator*(double w) const { return {a * w, b * w, c * w, d * w}; }
    };
    const int pieces = 8 + int(x / 4.0);
    const Four sum = integrate([x](double t) {
        const double c = std::cos(t), s = std::sin(t), sx = std::sin(x * c);
        return Four{std::cos(x * c), sx * c, sx, sx * s * s};
    }, 0.0, kPi / 2.0, pieces);
    return {2.0 / kPi * sum.a, 2.0 / kPi * sum.b, 2.0 / kPi * sum.c, 2.0 * x / kPi * sum.d};
}

/// J0, J1, Y0, Y1 for large x by Hankel's expansions (Abramowitz and Stegun 9.2.5-9.2.10), three terms:
/// at x >= 64 the first left out is below 1e-12.
struct Bessel {
    double j0, j1, y0, y1;
};
Bessel besselForLargeArgument(double x) {
    auto pq = [x](double nu, double& p, double& q) {
        const double mu = 4.0 * nu * nu, e = 8.0 * x;
        p = 1.0 - (mu - 1.0) * (mu - 9.0) / (2.0 * e * e) + (mu - 1.0) * (mu - 9.0) * (mu - 25.0) * (mu - 49.0) / (24.0 * e * e * e * e);
        q = (mu - 1.0) / e - (mu - 1.0) * (mu - 9.0) * (mu - 25.0) / (6.0 * e * e * e);
    };
    const double amplitude = std::sqrt(2.0 / (kPi * x));
    double p0, q0, p1, q1;
    pq(0.0, p0, q0);
    pq(1.0, p1, q1);
    const double chi0 = x - kPi / 4.0, chi1 = x - 3.0 * kPi / 4.0;
    return {amplitude * (p0 * std::cos(chi0) - q0 * std::sin(chi0)), amplitude * (p1 * std::cos(chi1) - q1 * std::sin(chi1)),
            amplitude * (p0 * std::sin(chi0) + q0 * std::cos(chi0)), amplitude * (p1 * std::sin(chi1) + q1 * std::cos(chi1))};
}

// ---- the smooth two-dimensional parts -------------------------------------------------------------

/// With zeta = Y + i X cos(theta) and f = e^zeta E1(zeta) (docs/added_mass.md §5):
///   P(X, Y) = 2/pi int_0^{pi/2} Re f dtheta,   Q(X, Y) = 2/pi int_0^{pi/2} Re(i cos(theta) f) dtheta,
/// and W = P - pi e^Y H0(X) + i pi e^Y J0(X),
///   dW/dX = Q - X / (rho (rho - Y)) - pi e^Y (2/pi - H1(X)) - i pi e^Y J1(X).
/// f is not oscillating (it behaves as 1/zeta), but has a logarithm where zeta -> 0 (theta -> pi/2
/// when Y -> 0, over a width of about |Y| / X): the pieces towards pi/2 shrink geometrically, down to
/// a twentieth of that width (at least 1e-9).
struct SmoothParts {
    double p = 0.0, q = 0.0;
};
SmoothParts smoothPartsByQuadrature(double X, double Y) {
    struct Two {
        double p = 0, q = 0;
        Two& operator+=(const Two& o) { p += o.p; q += o.q; return *this; }
        Two operator*(double w) const { return {p * w, q * w}; }
    };
    // phi = pi/2 - theta, cos(theta) = sin(phi).
    auto integrand = [X, Y](double phi) {
        const double c = std::sin(phi);
        const Complex zeta{Y, X * c};
        const Complex f = std::exp(zeta) * exponentialIntegralE1(zeta);
        return Two{f.real(), -c * f.imag()};
    };
    Two sum;
    double upper = kPi / 2.0;
    constexpr double kGrading = 0.25;
    const double innermost = std::max(1e-9, 0.05 * -Y / (X - Y));
    while (upper > innermost) {
        const double lower = upper * kGrading;
        sum += integrate(integrand, lower, upper, 1);
        upper = lower;
    }
    sum += integrate(integrand, 0.0, upper, 1);
    return {2.0 / kPi * sum.p, 2.0 / kPi * sum.q};
}

WaveTerm assemble(double X, double Y, const SmoothParts& smooth, const BesselStruve& b) {
    const double rho = std::sqrt(X * X + Y * Y);
    const double wave = kPi * std::exp(Y);
    const double singularX = X > 0.0 ? X / (rho * (rho - Y)) : 0.0;
    return {Complex{smooth.p - wave * b.h0, wave * b.j0},
            Complex{smooth.q - singularX - wave * (2.0 / kPi - b.h1), -wave * b.j1}};
}

/// Outside the table (X > kTableExtent or Y < -kTableExtent, so rho > 64): the wave part by Hankel's
/// expansions, the rest by the asymptotic series of f, which integrates to
///   -sum_n d^n/dY^n (1/rho)  (f ~ sum (-1)^n n! / zeta^{n+1}; 1/pi int_0^pi zeta^{-1} = -1/rho),
/// four terms, the first left out below 24 / rho^5 < 3e-8.
WaveTerm farField(double X, double Y) {
    const double rho2 = X * X + Y * Y, rho = std::sqrt(rho2);
    const double r1 = 1.0 / rho, r3 = r1 / rho2, r5 = r3 / rho2, r7 = r5 / rho2, r9 = r7 / rho2;
    const double X2 = X * X, Y2 = Y * Y;
    const double series = r1 - Y * r3 + (2.0 * Y2 - X2) * r5 + (9.0 * X2 * Y - 6.0 * Y2 * Y) * r7;
    const double seriesX = -X * r3 + 3.0 * X * Y * r5 + (-2.0 * X * r5 - 5.0 * X * (2.0 * Y2 - X2) * r7) +
                           (18.0 * X * Y * r7 - 7.0 * X * (9.0 * X2 * Y - 6.0 * Y2 * Y) * r9);
    const double wave = kPi * std::exp(Y);
    if (wave == 0.0 || X < 1.0) return {Complex{-series, 0.0}, Complex{-seriesX, 0.0}};
    const Bessel b = besselForLargeArgument(X);
    return {Complex{-wave * b.y0 - series, wave * b.j0}, Complex{wave * b.y1 - seriesX, -wave * b.j1}};
}

// ---- the tables -------------------------------------------------------------------------------------

constexpr double kTableExtent = 64.0;

/// Cubic Lagrange interpolation: the four nodes' weights at t, the nodes at 0, 1, 2 and 3. The stencil
/// is the four nodes around t, shifted inwards at the table's ends.
void cubicWeights(double t, double w[4]) {
    w[0] = -(t - 1.0) * (t - 2.0) * (t - 3.0) / 6.0;
    w[1] = t * (t - 2.0) * (t - 3.0) / 2.0;
    w[2] = -t * (t - 1.0) * (t - 3.0) / 2.0;
    w[3] = t * (t - 1.0) * (t - 2.0) / 6.0;
}
int stencilStart(double position, int nodes) { return std::clamp(int(position) - 1, 0, nodes - 4); }

/// J0, J1, H0, H1 on X in [0, 64] every 1/32 (cubic interpolation: within 1e-9).
class OneDimensionalTable {
public:
    static constexpr double kStep = 1.0 / 32.0;
    static constexpr int kNodes = int(kTableExtent / kStep) + 1;
    OneDimensionalTable() : values_(std::size_t(kNodes)) {
        for (int i = 0; i < kNodes; ++i) values_[std::size_t(i)] = besselStruveByQuadrature(i * kStep);
    }
    BesselStruve at(double x) const {
        const double position = x / kStep;
        const int i = stencilStart(position, kNodes);
        double w[4];
        cubicWeights(position - i, w);
        BesselStruve r;
        for (int k = 0; k < 4; ++k) {
            const BesselStruve& v = values_[std::size_t(i + k)];
            r.j0 += w[k] * v.j0;
            r.j1 += w[k] * v.j1;
            r.h0 += w[k] * v.h0;
            r.h1 += w[k] * v.h1;
        }
        return r;
    }

private:
    std::vector<BesselStruve> values_;
};

/// P + ln(rho - Y) and Q (P's logarithm at the origin taken out, and added back exactly after the
/// interpolation) on a grid stretched towards the origin, X = 64 (e^{beta u} - 1)/(e^beta - 1) for
/// u = i / (n - 1) and likewise -Y (nodes 0.004 apart at the origin, 4 at the far end, where the parts
/// vary as 1 / rho), interpolated bicubically in (u, v).
class TwoDimensionalTable {
public:
    static constexpr int kNodes = 112;
    static constexpr double kStretch = 7.0;
    TwoDimensionalTable() : table_(std::size_t(kNodes * kNodes)) {
        for (int i = 0; i < kNodes; ++i)
            for (int j = 0; j < kNodes; ++j) {
                const double X = coordinate(i), Y = -coordinate(j);
                SmoothParts s{std::log(2.0) - kEulerGamma, 0.0};  // the limit at the origin
                if (i > 0 || j > 0) {
                    s = smoothPartsByQuadrature(X, Y);
                    s.p += std::log(std::sqrt(X * X + Y * Y) - Y);
                }
                table_[std::size_t(i * kNodes + j)] = s;
            }
    }
    SmoothParts at(double X, double Y) const {
        const double u = position(X), v = position(-Y);
        const int i = stencilStart(u, kNodes), j = stencilStart(v, kNodes);
        double wu[4], wv[4];
        cubicWeights(u - i, wu);
        cubicWeights(v - j, wv);
        SmoothParts r;
        for (int a = 0; a < 4; ++a)
            for (int b = 0; b < 4; ++b) {
                const SmoothParts& s = table_[std::size_t((i + a) * kNodes + j + b)];
                r.p += wu[a] * wv[b] * s.p;
                r.q += wu[a] * wv[b] * s.q;
            }
        r.p -= std::log(std::sqrt(X * X + Y * Y) - Y);
        return r;
    }

private:
    static double coordinate(int index) {
        return kTableExtent * std::expm1(kStretch * double(index) / (kNodes - 1)) / std::expm1(kStretch);
    }
    /// The fractional node index of a coordinate.
    static double position(double x) { return std::log1p(x / kTableExtent * std::expm1(kStretch)) / kStretch * (kNodes - 1); }
    std::vector<SmoothParts> table_;
};

const OneDimensionalTable& oneDimensionalTable() {
    static const OneDimensionalTable table;
    return table;
}
const TwoDimensionalTable& twoDimensionalTable() {
    static const TwoDimensionalTable table;
    return table;
}

} // namespace

Complex exponentialIntegralE1(Complex z) {
    const double magnitude = std::sqrt(std::norm(z));
    if (magnitude > 30.0) {
        // Asymptotic series, e^z E1(z) ~ sum (-1)^n n! / z^{n+1}, to its smallest term (below e^{-30}).
        Complex term = 1.0 / z, sum = term;
        for (int n = 1; n < 60; ++n) {
            const Complex next = term * (-double(n) / z);
            if (std::norm(next) >= std::norm(term)) break;
            term = next;
            sum += term;
            if (std::norm(term) < 1e-34 * std::norm(sum)) break;
        }
        return sum * std::exp(-z);
    }
    if (magnitude < 4.0 || (z.real() < 0.0 && std::abs(z.imag()) < -z.real())) {
        // The power series E1 = -gamma - ln z - sum (-z)^n / (n n!): no cancellation near the negative
        // axis (the terms keep their sign) nor for |z| < 4.
        Complex term = 1.0, sum = 0.0;
        for (int n = 1; n < 400; ++n) {
            term *= -z / double(n);
            const Complex add = term / double(n);
            sum += add;
            if (std::norm(add) < 1e-34 * std::norm(sum)) break;
        }
        return -kEulerGamma - std::log(z) - sum;
    }
    // The continued fraction e^z E1(z) = 1/(z + 1 - 1/(z + 3 - 4/(z + 5 - ...))), by Lentz's method.
    constexpr double kTiny = 1e-300;
    Complex b = z + 1.0, c = 1.0 / kTiny, d = 1.0 / b, h = d;
    for (int n = 1; n < 1000; ++n) {
        const double a = -double(n) * double(n);
        b += 2.0;
        d = 1.0 / (a * d + b);
        c = b + a / c;
        const Complex delta = c * d;
        h *= delta;
        if (std::norm(delta - 1.0) < 1e-32) break;
    }
    return h * std::exp(-z);
}

WaveTerm waveTermByQuadrature(double X, double Y) {
    return assemble(X, Y, smoothPartsByQuadrature(X, Y), besselStruveByQuadrature(X));
}

WaveTerm waveTerm(double X, double Y) {
    if (X > kTableExtent || Y < -kTableExtent) return farField(X, Y);
    return assemble(X, Y, twoDimensionalTable().at(X, Y), oneDimensionalTable().at(X));
}

} // namespace hydro::radiation
