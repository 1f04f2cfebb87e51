// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file RadiationDamping.h
/// A floating body's wave-radiation damping coefficients in heave, roll and pitch: what the force
/// kernel applies (ForceModel::radiationDamping scales them). estimateRadiationDamping
/// (RadiationDampingEstimate.h) computes them from the hull.

#include "hydro/Vec3.h"

#include <cstddef>

namespace hydro {

struct RadiationDamping {
    double heave = 0.0;  ///< B_33, N s/m
    double roll = 0.0;   ///< B_44, N m s, about the horizontal axis along the bow at rest
    double pitch = 0.0;  ///< B_55, N m s, about the horizontal axis across it
    /// B_44 e_4 e_4^T + B_55 e_5 e_5^T in hull axes: the rotational damping, turned with the body.
    Mat3 rotational;
    /// The natural frequencies the coefficients were taken at, rad/s (0: the mode does not oscillate).
    double heaveFrequency = 0.0, rollFrequency = 0.0, pitchFrequency = 0.0;
    double restVolume = 0.0;  ///< submerged volume at rest, m^3 (0: it does not float; no damping)
    /// What it was estimated for (tryEstimateRadiationDamping fills them): a saved damping is checked
    /// against the body it is given to (RadiationDampingFile.h, FloatingBody::tryUseRadiationDamping).
    std::size_t hullTriangles = 0;
    double hullVolume = 0.0;    ///< m^3
    double mass = 0.0;          ///< kg
    Vec3 centreOfGravity;       ///< hull coordinates, m
    double waterDensity = 0.0;  ///< kg/m^3
};

} // namespace hydro
