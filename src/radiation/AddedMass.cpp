// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/AddedMass.h"
#include "hydro/Limits.h"

#include "radiation/ModeSpectrum.h"
#include "radiation/PanelSurface.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace hydro {
namespace {

/// Refuses an added mass the panels do not determine (docs/added_mass.md §1): the water's kinetic
/// energy (1/2) v^T A v is never negative, so A is positive semi-definite. The smallest eigenvalue
/// over the largest (rotations in radians times the wetted surface's size, ModeSpectrum.h): on the
/// hulls of the tree, packaged and third-party (prepared by prepare_hull's defaults), upright at
/// AddedMassTable's eight immersions on its 300 panels, it is positive on every one (at least 4e-8,
/// the deep sphere turning, which moves no water; measured 2026-12-03). Before a part's folds were
/// parted (InnerSurfaces.h's markFolds) the windsurf board's was -0.13 % (2026-12-01), a coarse
/// solve's round-off on a nearly free motion; 1 % leaves room for that. A hull of parts that
/// overlap or lie inside one another gave -2.1 % to -28 times the largest at four of the eight (the
/// military boat of the tree, with negative diagonal terms at three) while its surfaces inside the
/// body were taken for the water's boundary; they are left out now (InnerSurfaces.h), and what this
/// still refuses is a mesh that passes through itself in a way that cannot be parted
/// (kUnpartedFolds), or panels too coarse.
Status checkKineticEnergyIsPositive(const AddedMass& solved, const HullMesh& hull, const FloatingPose& pose) {
    constexpr double kNegativeShareTolerance = 1e-2;
    const std::string where = radiation::solveSite("added mass", hull, pose);
    if (!radiation::isFinite(solved.matrix))
        return Error(where + "the solve gave no finite added mass: " + radiation::kSingularSystem);
    const radiation::ModeSpectrum spectrum = radiation::modeSpectrum(solved.matrix, std::sqrt(std::max(solved.wettedArea, 0.0)));
    const double largest = spectrum.values(5), smallest = spectrum.values(0);
    if (!(smallest < -kNegativeShareTolerance * largest)) return {};  // all negative: refused too
    return Error(where + "the panels do not determine its added mass (a motion mostly in " +
                 radiation::kMotionNames[spectrum.leastMotion] + " would give the water a kinetic energy of " +
                 limits::readable(smallest / std::abs(largest)) +
                 " times the largest motion's, where the water's energy is never negative): its " + std::to_string(solved.panels) +
                 " panels are too coarse for its shape (AddedMassOptions::maxPanels), or its mesh " + radiation::kUnpartedFolds);
}

} // namespace

AddedMass addedMass(const HullMesh& hull, const FloatingPose& pose, const Vec3& centreOfGravity,
                    const WaterProperties& water, FrequencyLimit limit, const AddedMassOptions& options) {
    return orThrow(tryAddedMass(hull, pose, centreOfGravity, water, limit, options));
}

Result<AddedMass> tryAddedMass(const HullMesh& hull, const FloatingPose& pose, const Vec3& centreOfGravity,
                               const WaterProperties& water, FrequencyLimit limit, const AddedMassOptions& options) {
    if (Status valid = radiation::checkPanelInputs("added mass", hull, pose, centreOfGravity, water, options.maxPanels); !valid)
        return valid.error();
    const radiation::PanelSurface surface = radiation::panelSurface(
        hull, pose, centreOfGravity, options.maxPanels, options.sliceLongPieces ? radiation::Slivers::SlicedAcross : radiation::Slivers::Kept);
    AddedMass result;
    result.wettedPieces = surface.wettedPieces;
    result.wettedArea = surface.wettedArea;
    result.triangles = surface.triangles.size();
    result.panels = surface.panels.size();
    result.innerTriangles = surface.innerTriangles;
    result.innerArea = surface.innerArea;
    result.turnedTriangles = surface.turnedTriangles;
    result.turnedArea = surface.turnedArea;
    if (surface.panels.empty()) return result;
    // G = 1/r + image / r', r' the distance to the source's mirror image in y = 0: image -1 keeps
    // phi = 0 on the surface, +1 keeps d phi / dy = 0 there (docs/added_mass.md §1). The added mass
    //   A_kl = -rho integral of phi_l N_k dS (Newman §4.13, n out of the body).
    const radiation::RankineSystem system = radiation::rankineSystem(surface, limit == FrequencyLimit::Infinite ? -1.0 : 1.0);
    const Eigen::MatrixXd sources = system.normalVelocity.partialPivLu().solve(system.modeNormals);
    result.matrix = radiation::inHullAxes(-water.density * (system.weightedPotential * sources), pose);
    if (Status possible = checkKineticEnergyIsPositive(result, hull, pose); !possible) return possible.error();
    return result;
}

} // namespace hydro
