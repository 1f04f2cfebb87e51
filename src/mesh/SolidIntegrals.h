// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// Volume, first and second moments of the solid bounded by a closed triangle mesh.

#include "hydro/Vec3.h"

#include <cstddef>
#include <cstdint>

namespace hydro {

/// Integrals of the solid at unit density.
struct SolidIntegrals {
    double volume = 0.0;
    Vec3 centroid;      ///< absolute coordinates
    Mat3 inertia;       ///< about the centroid, kg m^2 at 1 kg/m^3
};

/// Sums the signed tetrahedra (reference, a, b, c) over the given triangles (Catto 2.5.9 for the
/// volume; Tonon, "Explicit exact formulas for the 3-D tetrahedron inertia tensor", J. Math. Stat.
/// 2004, for the covariance). `reference` should lie near the mesh: it cancels exactly for a closed
/// mesh, and a nearby one keeps round-off small.
SolidIntegrals integrateSolid(const float* x, const float* y, const float* z,
                              const std::int32_t* i0, const std::int32_t* i1, const std::int32_t* i2,
                              std::size_t triangleCount, const Vec3& reference);

/// Six times the signed volume of the tetrahedron (0, a, b, c): positive when the triangle a, b, c
/// is counter-clockwise seen from outside and the origin lies behind it (Catto, eq. 2.5.9).
inline double sixSignedVolume(const Vec3& a, const Vec3& b, const Vec3& c) { return dot(a, cross(b, c)); }

} // namespace hydro
