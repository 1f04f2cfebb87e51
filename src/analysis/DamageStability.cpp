// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/DamageStability.h"

#include "hydro/ExactBuoyancy.h"

#include <cmath>

namespace hydro {

namespace {
/// The loaded body's equilibrium gives the height of the loaded centre of gravity; the result
/// reports the body's own (`ownCentre`, hull coordinates) at the same pose, as tryDamaged does.
DamagedEquilibrium heaveOfTheBodysOwnCentre(DamagedEquilibrium result, const Vec3& ownCentre) {
    FloatingPose& pose = result.equilibrium.pose;
    pose.heave += (poseRotation(pose.roll, pose.pitch) * (ownCentre - result.centreOfGravity)).y;
    return result;
}
} // namespace

Result<DamagedEquilibrium> tryDamagedEquilibrium(const HullMesh& hull, double mass, const Vec3& centreOfGravity,
                                                 const std::vector<Compartment>& openToSea,
                                                 const WaterProperties& water) {
    if (Status checked = checkCompartments(hull, openToSea); !checked) return checked.error();
    DamagedEquilibrium result;
    result.floodVolumes.assign(openToSea.size(), 0.0);
    std::vector<Vec3> floodCentroids(openToSea.size());
    FloatingPose start;
    for (result.iterations = 1; result.iterations <= DamagedEquilibrium::kMaxIterations; ++result.iterations) {
        // The body with this round's floodwater as fixed weights.
        double totalMass = mass;
        Vec3 moment = centreOfGravity * mass;
        for (std::size_t c = 0; c < openToSea.size(); ++c) {
            const double floodMass = water.density * result.floodVolumes[c];
            totalMass += floodMass;
            moment += floodCentroids[c] * floodMass;
        }
        result.mass = totalMass;
        result.centreOfGravity = moment / totalMass;
        Result<HydrostaticAnalysis> analysis = HydrostaticAnalysis::create(hull, totalMass, result.centreOfGravity, water);
        if (!analysis) return analysis.error();
        if (!analysis.value().floats()) return result;
        result.equilibrium = analysis.value().equilibrium(start);
        if (!result.equilibrium.floats) return result;
        start = result.equilibrium.pose;
        // Each open compartment holds the sea up to the sea's level at that pose.
        BodyState pose;
        pose.rotation = poseRotation(start.roll, start.pitch);
        pose.centreOfMass = {0.0, start.heave, 0.0};
        pose.centreOfMassInHull = result.centreOfGravity;
        double change = 0.0;
        for (std::size_t c = 0; c < openToSea.size(); ++c) {
            const ExactBuoyancyResult below = exactBuoyancy(openToSea[c].shape(), pose, 0.0, water);
            const double volume = openToSea[c].permeability() * below.volume;
            change += std::abs(volume - result.floodVolumes[c]);
            result.floodVolumes[c] = volume;
            if (below.volume > 0.0) {
                floodCentroids[c] = pose.rotation.transposed() * (below.centreOfBuoyancy - pose.centreOfMass) +
                                    pose.centreOfMassInHull;
            }
        }
        if (change <= DamagedEquilibrium::kVolumeTolerance * hull.volume()) {
            result.floats = true;
            result.converged = result.equilibrium.converged;
            return heaveOfTheBodysOwnCentre(result, centreOfGravity);
        }
    }
    result.iterations = DamagedEquilibrium::kMaxIterations;
    result.floats = result.equilibrium.floats;
    return heaveOfTheBodysOwnCentre(result, centreOfGravity);
}

} // namespace hydro
