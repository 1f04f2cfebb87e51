// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/MassProperties.h"
#include "hydro/Limits.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <sstream>

namespace hydro {
namespace {

/// Eigenvalues of a symmetric 3x3 matrix, ascending: the closed form of Smith (1961), "Eigenvalues
/// of a symmetric 3 x 3 matrix", Comm. ACM 4(4).
std::array<double, 3> symmetricEigenvalues(const Mat3& a) {
    const double p1 = a(0, 1) * a(0, 1) + a(0, 2) * a(0, 2) + a(1, 2) * a(1, 2);
    std::array<double, 3> e{a(0, 0), a(1, 1), a(2, 2)};
    if (p1 > 0.0) {
        const double q = (a(0, 0) + a(1, 1) + a(2, 2)) / 3.0;
        const double p2 = (a(0, 0) - q) * (a(0, 0) - q) + (a(1, 1) - q) * (a(1, 1) - q) +
                          (a(2, 2) - q) * (a(2, 2) - q) + 2.0 * p1;
        const double p = std::sqrt(p2 / 6.0);
        Mat3 b = a;
        for (int i = 0; i < 3; ++i) b(i, i) -= q;
        const double det = b(0, 0) * (b(1, 1) * b(2, 2) - b(1, 2) * b(2, 1)) -
                           b(0, 1) * (b(1, 0) * b(2, 2) - b(1, 2) * b(2, 0)) +
                           b(0, 2) * (b(1, 0) * b(2, 1) - b(1, 1) * b(2, 0));
        const double r = std::clamp(det / (2.0 * p * p * p), -1.0, 1.0);
        const double phi = std::acos(r) / 3.0;
        constexpr double kTwoThirdsPi = 2.0943951023931954923;
        e = {q + 2.0 * p * std::cos(phi), q + 2.0 * p * std::cos(phi + kTwoThirdsPi), 0.0};
        e[2] = 3.0 * q - e[0] - e[1];
    }
    std::sort(e.begin(), e.end());
    return e;
}

} // namespace

Status MassProperties::check() const {
    if (!limits::kMassRange.contains(mass)) return Error(limits::outsideRange("mass properties: mass", mass, limits::kMassRange));
    if (!(std::isfinite(centroid.x) && std::isfinite(centroid.y) && std::isfinite(centroid.z)))
        return Error("mass properties: the centre of gravity is not finite");
    double scale = 0.0;
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j) {
            if (!std::isfinite(inertia(i, j)))
                return Error("mass properties: inertia(" + std::to_string(i) + ", " + std::to_string(j) +
                                            ") is not finite");
            scale = std::max(scale, std::abs(inertia(i, j)));
        }
    // Symmetric and physical to the round-off of a tensor computed in double (1e-9 of its size).
    const double tolerance = 1e-9 * scale;
    for (int i = 0; i < 3; ++i)
        for (int j = i + 1; j < 3; ++j)
            if (std::abs(inertia(i, j) - inertia(j, i)) > tolerance)
                return Error("mass properties: the inertia tensor is not symmetric");
    const std::array<double, 3> principal = symmetricEigenvalues(inertia);
    if (!(principal[0] > 0.0) || principal[0] + principal[1] < principal[2] - tolerance) {
        std::ostringstream s;
        s << "mass properties: principal moments of inertia " << principal[0] << ", " << principal[1] << ", "
          << principal[2] << " kg m^2 are not those of any real body (each must be positive and I1 + I2 >= I3)";
        return Error(s.str());
    }
    return {};
}

Result<MassProperties> tryMassFromRadiiOfGyration(double mass, const Vec3& centreOfGravity, const Vec3& radii) {
    if (!(std::isfinite(radii.x) && std::isfinite(radii.y) && std::isfinite(radii.z) && radii.x > 0.0 &&
          radii.y > 0.0 && radii.z > 0.0))
        return Error("mass properties: radii of gyration must be finite and positive");
    MassProperties out;
    out.mass = mass;
    out.centroid = centreOfGravity;
    out.inertia(0, 0) = mass * radii.x * radii.x;
    out.inertia(1, 1) = mass * radii.y * radii.y;
    out.inertia(2, 2) = mass * radii.z * radii.z;
    if (Status valid = out.check(); !valid) return valid.error();
    return out;
}

Vec3 radiiOfGyration(const MassProperties& mass) {
    return {std::sqrt(mass.inertia(0, 0) / mass.mass), std::sqrt(mass.inertia(1, 1) / mass.mass),
            std::sqrt(mass.inertia(2, 2) / mass.mass)};
}

MassProperties massFromRadiiOfGyration(double mass, const Vec3& centreOfGravity, const Vec3& radii) {
    return orThrow(tryMassFromRadiiOfGyration(mass, centreOfGravity, radii));
}

} // namespace hydro
