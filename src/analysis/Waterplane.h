// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// The waterplane of a hull at a pose on flat water: the area the surface y = 0 cuts out of it, its
// centroid and second moments. Internal to the hydrostatics analysis.

#include "hydro/Compartment.h"
#include "hydro/HullMesh.h"

#include <vector>

namespace hydro {

struct Waterplane {
    double area = 0.0;            ///< m^2
    double centroidX = 0.0;       ///< world x of the centroid, m
    double centroidZ = 0.0;       ///< world z of the centroid, m
    double momentXX = 0.0;        ///< integral of (x - cx)^2 dA, m^4
    double momentZZ = 0.0;        ///< integral of (z - cz)^2 dA, m^4
    double momentXZ = 0.0;        ///< integral of (x - cx)(z - cz) dA, m^4

    /// Second moment about the horizontal axis through the centroid along the unit vector
    /// (axisX, 0, axisZ): the integral of the squared distance to that axis.
    double secondMomentAbout(double axisX, double axisZ) const {
        // The distance to the axis is the offset along the perpendicular (-axisZ, axisX).
        return axisZ * axisZ * momentXX - 2.0 * axisX * axisZ * momentXZ + axisX * axisX * momentZZ;
    }
};

/// The hull placed with hull point `pivotInHull` at (0, heave, 0) and turned by `rotation`
/// (hull -> world). Its triangles are cut at y = 0 with the classification of exactBuoyancy (a
/// vertex is wet below the plane), and the cut's closed waterline loops are integrated by Green's
/// theorem, one edge at a time, so the loops need not be assembled. The waterplanes of `lost`
/// compartments (open to the sea), times their permeability, are taken out of it (the lost-buoyancy
/// method, docs/flooding.md §3).
Waterplane waterplaneOf(const HullMesh& hull, const Mat3& rotation, const Vec3& pivotInHull, double heave,
                        const std::vector<Compartment>& lost = {});

} // namespace hydro
