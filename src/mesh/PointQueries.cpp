// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "mesh/PointQueries.h"

#include "base/MathConstants.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace hydro {

namespace {

/// The point of triangle abc nearest p (Ericson 2005, §5.1.5): p's Voronoi region among the
/// corners, the edges and the face, by the barycentric signs.
Vec3 closestPointOnTriangle(const Vec3& p, const Vec3& a, const Vec3& b, const Vec3& c) {
    const Vec3 ab = b - a, ac = c - a, ap = p - a;
    const double d1 = dot(ab, ap), d2 = dot(ac, ap);
    if (d1 <= 0.0 && d2 <= 0.0) return a;
    const Vec3 bp = p - b;
    const double d3 = dot(ab, bp), d4 = dot(ac, bp);
    if (d3 >= 0.0 && d4 <= d3) return b;
    const double vc = d1 * d4 - d3 * d2;
    if (vc <= 0.0 && d1 >= 0.0 && d3 <= 0.0) return a + ab * (d1 / (d1 - d3));
    const Vec3 cp = p - c;
    const double d5 = dot(ab, cp), d6 = dot(ac, cp);
    if (d6 >= 0.0 && d5 <= d6) return c;
    const double vb = d5 * d2 - d1 * d6;
    if (vb <= 0.0 && d2 >= 0.0 && d6 <= 0.0) return a + ac * (d2 / (d2 - d6));
    const double va = d3 * d6 - d5 * d4;
    if (va <= 0.0 && d4 - d3 >= 0.0 && d5 - d6 >= 0.0) return b + (c - b) * ((d4 - d3) / ((d4 - d3) + (d5 - d6)));
    const double denominator = 1.0 / (va + vb + vc);
    return a + ab * (vb * denominator) + ac * (vc * denominator);
}

} // namespace

double solidAngle(const Vec3& cornerA, const Vec3& cornerB, const Vec3& cornerC, const Vec3& point) {
    const Vec3 a = cornerA - point, b = cornerB - point, c = cornerC - point;
    const double la = length(a), lb = length(b), lc = length(c);
    const double numerator = dot(a, cross(b, c));
    const double denominator = la * lb * lc + dot(a, b) * lc + dot(b, c) * la + dot(c, a) * lb;
    return 2.0 * std::atan2(numerator, denominator);
}

double windingNumber(const HullMesh& mesh, const Vec3& point) {
    double sum = 0.0;
    for (std::size_t t = 0; t < mesh.triangleCount(); ++t) {
        const auto tri = mesh.triangle(t);
        sum += solidAngle(mesh.vertex(tri[0]), mesh.vertex(tri[1]), mesh.vertex(tri[2]), point);
    }
    return sum / (4.0 * kPi);
}

std::optional<double> lowestOnVertical(const HullMesh& mesh, double x, double z) {
    std::optional<double> lowest;
    for (std::size_t t = 0; t < mesh.triangleCount(); ++t) {
        const auto tri = mesh.triangle(t);
        const Vec3 a = mesh.vertex(tri[0]), b = mesh.vertex(tri[1]), c = mesh.vertex(tri[2]);
        // Barycentric coordinates of (x, z) in the triangle seen from above.
        const double area = (b.x - a.x) * (c.z - a.z) - (c.x - a.x) * (b.z - a.z);
        if (area == 0.0) continue;  // seen edge on: its neighbours hold the line
        const double u = ((x - a.x) * (c.z - a.z) - (c.x - a.x) * (z - a.z)) / area;
        const double v = ((b.x - a.x) * (z - a.z) - (x - a.x) * (b.z - a.z)) / area;
        if (u < 0.0 || v < 0.0 || u + v > 1.0) continue;
        const double y = a.y + u * (b.y - a.y) + v * (c.y - a.y);
        if (!lowest || y < *lowest) lowest = y;
    }
    return lowest;
}

double distanceToSurface(const HullMesh& mesh, const Vec3& point) {
    double nearest = std::numeric_limits<double>::infinity();
    for (std::size_t t = 0; t < mesh.triangleCount(); ++t) {
        const auto tri = mesh.triangle(t);
        const Vec3 q = closestPointOnTriangle(point, mesh.vertex(tri[0]), mesh.vertex(tri[1]), mesh.vertex(tri[2]));
        nearest = std::min(nearest, length(point - q));
    }
    return nearest;
}

} // namespace hydro
