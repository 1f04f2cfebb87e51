// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/AddedMass.h"

#include "radiation/PanelSurface.h"

namespace hydro {

AddedMass addedMass(const HullMesh& hull, const FloatingPose& pose, const Vec3& centreOfGravity,
                    const WaterProperties& water, FrequencyLimit limit, const AddedMassOptions& options) {
    return orThrow(tryAddedMass(hull, pose, centreOfGravity, water, limit, options));
}

Result<AddedMass> tryAddedMass(const HullMesh& hull, const FloatingPose& pose, const Vec3& centreOfGravity,
                               const WaterProperties& water, FrequencyLimit limit, const AddedMassOptions& options) {
    if (Status valid = radiation::checkPanelInputs("added mass", pose, centreOfGravity, water, options.maxPanels); !valid)
        return valid.error();
    const radiation::PanelSurface surface = radiation::panelSurface(
        hull, pose, centreOfGravity, options.maxPanels, options.sliceLongPieces ? radiation::Slivers::SlicedAcross : radiation::Slivers::Kept);
    AddedMass result;
    result.wettedPieces = surface.wettedPieces;
    result.wettedArea = surface.wettedArea;
    result.triangles = surface.triangles.size();
    result.panels = surface.panels.size();
    if (surface.panels.empty()) return result;
    // G = 1/r + image / r', r' the distance to the source's mirror image in y = 0: image -1 keeps
    // phi = 0 on the surface, +1 keeps d phi / dy = 0 there (docs/added_mass.md §1). The added mass
    //   A_kl = -rho integral of phi_l N_k dS (Newman §4.13, n out of the body).
    const radiation::RankineSystem system = radiation::rankineSystem(surface, limit == FrequencyLimit::Infinite ? -1.0 : 1.0);
    const Eigen::MatrixXd sources = system.normalVelocity.partialPivLu().solve(system.modeNormals);
    result.matrix = radiation::inHullAxes(-water.density * (system.weightedPotential * sources), pose);
    return result;
}

} // namespace hydro
