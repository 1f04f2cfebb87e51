// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// The potential of a flat triangle carrying a unit source density, and its gradient, in closed form
// (docs/added_mass.md §1; J. N. Newman, "Distributions of sources and normal dipoles over a
// quadrilateral panel", J. Eng. Math. 20, 1986). Internal to the panel method (AddedMass.cpp).

#include "hydro/Vec3.h"

#include <cstdint>

namespace hydro::radiation {

/// One flat triangle of the wetted surface, counter-clockwise seen from the water (its normal
/// points out of the body, into the fluid).
struct SourceTriangle {
    Vec3 corner[3];
    Vec3 normal;  ///< unit
    Vec3 centroid;
    double area = 0.0;
    /// The connected part of the hull's mesh it was cut from (mesh/MeshParts.h); the lid's are 0.
    /// makeSourceTriangle leaves it as it was, and the two below.
    std::uint32_t part = 0;
    /// Whether it passes through or lies on another triangle of its own part: a mesh folded onto
    /// itself (InnerSurfaces.h's markFolds), whose surfaces inside the body are looked for as
    /// those of parts that overlap.
    bool folded = false;
    /// Of a part that folds, a piece that does not: the number (from 1) of its stretch of such
    /// pieces joined edge to edge, all of which face the same way; 0 for the rest.
    std::uint32_t foldFreeStretch = 0;
};

/// Builds the triangle's normal, centroid and area from its corners; false for one of no area.
bool makeSourceTriangle(const Vec3& a, const Vec3& b, const Vec3& c, SourceTriangle& out);

/// Phi(P) = integral over the triangle of dS / |P - Q| and its gradient in P.
struct SourceInfluence {
    double potential = 0.0;
    Vec3 gradient;
};

/// Exact for any P off the triangle's edges. With h = (P - corner) . n the height above the plane,
/// m_i the outward normal of edge i in the plane, R_i = (P - corner_i) . m_i and
/// L_i = ln((r_i + r_{i+1} + l_i) / (r_i + r_{i+1} - l_i)) (the line integral of 1/r along the edge):
///   Phi = -sum R_i L_i + h Omega,   grad Phi = Omega n - sum m_i L_i,
/// Omega the solid angle under which P sees the triangle, negative on the normal's side (van
/// Oosterom and Strackee's formula). On the plane inside the triangle Omega jumps from -2 pi (the
/// normal's side) to 2 pi; `onNormalSide` says which limit P stands for there.
SourceInfluence sourceInfluence(const SourceTriangle& triangle, const Vec3& point, bool onNormalSide = true);

} // namespace hydro::radiation
