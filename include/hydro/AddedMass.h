// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file AddedMass.h
/// The added mass of a body in water, from its own wetted surface: the water a body must push along
/// when it accelerates. A ball of half the water's density released under water rises at g/2, not
/// g, because it carries half its displaced mass of water with it.
///
/// Linear potential flow around the wetted surface at rest, solved by a panel method (A. M. O.
/// Smith and J. L. Hess, 1966; docs/added_mass.md §1): constant sources on flat triangles, whose
/// potential and normal velocity are integrated in closed form, collocated at the panels' centroids.
/// The free surface enters by an image in the plane y = 0, in one of the two limits of the wave
/// frequency omega (J. N. Newman, "Marine Hydrodynamics", 1977, §6.16):
///  - omega -> infinity: the surface is a node of the potential (phi = 0 there), the negative image.
///    This is the added mass that acts at once on any sudden change of speed, A(infinity) in
///    Cummins' equation, and the one BuoyancyAction applies.
///  - omega -> 0: the surface is a rigid lid (d phi / dy = 0), the positive image.
/// A body deep under the surface has the same added mass in both, that of the unbounded fluid.
/// The finite frequencies between them, with their wave damping, are Radiation.h's.

#include "hydro/Hydrostatics.h"
#include "hydro/HullMesh.h"
#include "hydro/Matrix6.h"
#include "hydro/Result.h"
#include "hydro/Vec3.h"
#include "hydro/WaterProperties.h"

#include <cstddef>

namespace hydro {

/// Which limit of the wave frequency the free surface is taken at (the file comment).
enum class FrequencyLimit {
    Infinite,  ///< phi = 0 on the surface
    Zero,      ///< the surface a rigid lid
};

struct AddedMassOptions {
    /// Most unknowns the dense solve takes: its cost grows as their cube (about 0.1 s for 1,000 on the
    /// machines here). A wetted surface of more triangles is solved on patches of neighbouring
    /// triangles facing the same way, each with one source strength, whose influence is still
    /// integrated over every triangle in it; one of fewer, larger triangles is cut finer first.
    std::size_t maxPanels = 1000;
    static constexpr std::size_t kMaxPanelsLimit = 4000;  ///< 2 x 128 MB of influence matrices
    /// Cut pieces much longer than they are wide (a cylinder's or a barge's strips running the hull's
    /// length) across into pieces of a panel's size, as the finite-frequency solve does (Radiation.h,
    /// where the wave term varies along them). Off by default: with the Rankine part integrated
    /// exactly over every triangle the strips do no harm (a 40 m cylinder's heave added mass 0.977
    /// of its section's on 500 and 1,000 panels; sliced, 0.946 and 0.962), and the Bullet bodies'
    /// added-mass tables are made without it. On: the same panels as tryRadiationCoefficients.
    bool sliceLongPieces = false;
};

struct AddedMass {
    /// kg (rows and columns 0-2), kg m (force by rotation and moment by motion), kg m^2 (3-5), in the
    /// hull's axes about the centre of gravity given (Matrix6.h's order). The force on the body is
    /// minus this times its acceleration. Symmetric in theory; the panel method's asymmetry is a
    /// measure of its discretisation error.
    Matrix6 matrix;
    std::size_t wettedPieces = 0;  ///< pieces of the hull's triangles under the surface
    /// The triangles the surface was integrated on: the pieces, those large against the panel budget
    /// cut into similar smaller ones (a coarse hull's few faces into about maxPanels triangles).
    std::size_t triangles = 0;
    std::size_t panels = 0;  ///< unknowns solved for (= triangles unless they were grouped)
    double wettedArea = 0.0;          ///< m^2, the water's boundary (the inner surfaces' left out)
    /// Triangles (as integrated) of surfaces that face into the body, not the water, left out of the
    /// solve, and their area in m^2: a part inside another, parts that overlap (a cabin through the
    /// deck, a keel through the bottom) or a part folded onto itself, found by the winding number
    /// just off each (docs/added_mass.md §1). The water does not flow between them; the method takes
    /// the rest.
    std::size_t innerTriangles = 0;
    double innerArea = 0.0;
    /// Triangles (as integrated) of a part folded inside out (a face pushed through another, as a
    /// simplification may leave it) that faced into the body with the water behind them, turned
    /// round to face the water, and their area in m^2 (docs/added_mass.md §1).
    std::size_t turnedTriangles = 0;
    double turnedArea = 0.0;
};

/// The added mass of `hull` held at `pose` (FloatingPose: the height of `centreOfGravity` above the
/// surface y = 0 and its roll and pitch) in `water`, in the limit `limit`. A body out of the water
/// has none (a zero matrix). Refused for a pose that is not finite, a water outside Limits.h, or
/// options outside their limits; and for an added mass the panels do not determine, one that would
/// give the water a negative kinetic energy beyond 1 % of the largest motion's (rotations in
/// radians times the wetted surface's size): panels too coarse for the shape, or a mesh that
/// passes through itself (docs/added_mass.md §1). Surfaces inside the body (parts that overlap
/// or lie inside one another, a part folded onto itself) are left out and counted (innerTriangles),
/// and faces turned inside out are turned round and counted (turnedTriangles), not refused.
Result<AddedMass> tryAddedMass(const HullMesh& hull, const FloatingPose& pose, const Vec3& centreOfGravity,
                               const WaterProperties& water, FrequencyLimit limit, const AddedMassOptions& options = {});
/// tryAddedMass, thrown (Result.h's orThrow).
AddedMass addedMass(const HullMesh& hull, const FloatingPose& pose, const Vec3& centreOfGravity,
                    const WaterProperties& water, FrequencyLimit limit, const AddedMassOptions& options = {});

} // namespace hydro
