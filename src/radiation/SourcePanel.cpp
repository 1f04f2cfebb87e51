// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "radiation/SourcePanel.h"

#include "base/MathConstants.h"

#include <cmath>

namespace hydro::radiation {
namespace {
/// A point closer to the plane than this share of the triangle's size is on it: there the solid
/// angle's atan2 has no sign to go by, and onNormalSide chooses the limit.
constexpr double kOnPlane = 1e-12;
} // namespace

bool makeSourceTriangle(const Vec3& a, const Vec3& b, const Vec3& c, SourceTriangle& out) {
    const Vec3 areaVector = cross(b - a, c - a) * 0.5;
    const double area = length(areaVector);
    if (!(area > 0.0)) return false;
    out.corner[0] = a;
    out.corner[1] = b;
    out.corner[2] = c;
    out.normal = areaVector / area;
    out.centroid = (a + b + c) / 3.0;
    out.area = area;
    return true;
}

SourceInfluence sourceInfluence(const SourceTriangle& t, const Vec3& point, bool onNormalSide) {
    const Vec3 d[3] = {t.corner[0] - point, t.corner[1] - point, t.corner[2] - point};
    const double r[3] = {length(d[0]), length(d[1]), length(d[2])};
    const double h = -dot(d[0], t.normal);
    const double size = std::sqrt(t.area);
    double omega;
    if (std::abs(h) <= kOnPlane * size) {
        // On the plane: 0 outside the triangle, -+2 pi inside (the two limits of the solid angle).
        bool inside = true;
        for (int i = 0; i < 3; ++i) inside = inside && dot(cross(d[i], d[(i + 1) % 3]), t.normal) > 0.0;
        omega = inside ? (onNormalSide ? -2.0 * kPi : 2.0 * kPi) : 0.0;
    } else {
        const double triple = dot(d[0], cross(d[1], d[2]));
        const double denominator =
            r[0] * r[1] * r[2] + dot(d[0], d[1]) * r[2] + dot(d[0], d[2]) * r[1] + dot(d[1], d[2]) * r[0];
        omega = 2.0 * std::atan2(triple, denominator);
    }
    SourceInfluence influence;
    influence.potential = h * omega;
    influence.gradient = t.normal * omega;
    for (int i = 0; i < 3; ++i) {
        const int j = (i + 1) % 3;
        const Vec3 edge = t.corner[j] - t.corner[i];
        const double l = length(edge);
        const Vec3 outward = cross(edge / l, t.normal);
        const double sum = r[i] + r[j];
        // (r_i + r_j - l) written as ((r_i + r_j)^2 - l^2) / (r_i + r_j + l): no cancellation far away.
        const double logTerm = std::log((sum + l) * (sum + l) / (sum * sum - l * l));
        influence.potential += dot(d[i], outward) * logTerm;  // -R_i L_i, R_i = -(d_i . m_i)
        influence.gradient -= outward * logTerm;
    }
    return influence;
}

} // namespace hydro::radiation
