// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "mesh/SolidIntegrals.h"

namespace hydro {
namespace {

Vec3 corner(const float* x, const float* y, const float* z, std::int32_t i, const Vec3& reference) {
    return Vec3{double(x[i]), double(y[i]), double(z[i])} - reference;
}

} // namespace

SolidIntegrals integrateSolid(const float* x, const float* y, const float* z,
                              const std::int32_t* i0, const std::int32_t* i1, const std::int32_t* i2,
                              std::size_t triangleCount, const Vec3& reference) {
    double volume = 0.0;
    Vec3 firstMoment;
    Mat3 covariance;  // integral of r r^T over the solid, about `reference`
    for (std::size_t t = 0; t < triangleCount; ++t) {
        const Vec3 a = corner(x, y, z, i0[t], reference);
        const Vec3 b = corner(x, y, z, i1[t], reference);
        const Vec3 c = corner(x, y, z, i2[t], reference);
        const double det = sixSignedVolume(a, b, c);
        volume += det / 6.0;
        const Vec3 sum = a + b + c;
        firstMoment += sum * (det / 24.0);  // volume * centroid, centroid = (0 + a + b + c) / 4
        // Tonon: C = det/120 * (a a^T + b b^T + c c^T + s s^T), s = a + b + c.
        for (int i = 0; i < 3; ++i)
            for (int j = 0; j < 3; ++j)
                covariance(i, j) +=
                    det / 120.0 * (a[i] * a[j] + b[i] * b[j] + c[i] * c[j] + sum[i] * sum[j]);
    }
    SolidIntegrals out;
    out.volume = volume;
    if (volume == 0.0) return out;
    const Vec3 c = firstMoment / volume;
    out.centroid = reference + c;
    // Parallel-axis shift of the covariance to the centroid, then I = tr(C) 1 - C.
    Mat3 central;
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j) central(i, j) = covariance(i, j) - volume * c[i] * c[j];
    const double trace = central(0, 0) + central(1, 1) + central(2, 2);
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j) out.inertia(i, j) = (i == j ? trace : 0.0) - central(i, j);
    return out;
}

} // namespace hydro
