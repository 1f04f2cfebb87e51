// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file MassProperties.h
/// A body's mass, centre of gravity and inertia: from a hull's solid at a uniform density
/// (HullMesh::massPropertiesForDensity), or as a naval architect gives them for a real boat, whose
/// engine, keel and ballast put the centre of gravity well below the solid's centroid.

#include "hydro/Result.h"
#include "hydro/Vec3.h"

namespace hydro {

struct MassProperties {
    double mass = 0.0;     ///< kg
    double volume = 0.0;   ///< m^3 of the hull's solid (0 when the properties were given, not integrated)
    Vec3 centroid;         ///< centre of gravity in hull coordinates, m
    Mat3 inertia;          ///< inertia tensor about the centre of gravity, hull axes, kg m^2

    /// The refusal naming what is wrong, if anything: a mass that is not finite and positive, a
    /// centre of gravity that is not finite, or an inertia tensor that is not symmetric, not
    /// positive, or not that of any real body (principal moments must satisfy I1 + I2 >= I3).
    Status check() const;
    /// check(), thrown (Result.h's orThrow).
    void validate() const { orThrow(check()); }
};

/// Mass properties from the mass, the centre of gravity (hull coordinates) and the radii of gyration
/// about axes through it parallel to the hull's: x (roll), y (yaw), z (pitch), metres. The inertia
/// is m diag(kx^2, ky^2, kz^2). Typical ships: kx about 0.35 to 0.40 of the beam, ky and kz about
/// 0.25 of the length. Refused as check() refuses, or for radii that are not finite and positive.
Result<MassProperties> tryMassFromRadiiOfGyration(double mass, const Vec3& centreOfGravity,
                                                  const Vec3& radiiOfGyration);
MassProperties massFromRadiiOfGyration(double mass, const Vec3& centreOfGravity, const Vec3& radiiOfGyration);
/// The radii of gyration of `mass` about axes through its centre of gravity parallel to the hull's,
/// sqrt(I_kk / m), m: what massFromRadiiOfGyration takes back (a solid's, kept when a boat's
/// ballast moves its centre of gravity).
Vec3 radiiOfGyration(const MassProperties& mass);

} // namespace hydro
