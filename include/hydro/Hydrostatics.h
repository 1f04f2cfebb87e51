#pragma once
/// \file Hydrostatics.h
/// What a hull does on flat water at rest: where it floats, computed with Catto's exact volume
/// method (ExactBuoyancy.h), so the answers are exact for the mesh.

#include "hydro/ForceKernel.h"
#include "hydro/HullMesh.h"

namespace hydro {

/// The vertical equilibrium of a body held at one orientation.
struct FlatWaterEquilibrium {
    bool floats = false;  ///< false: heavier than the water it can displace (it sinks)
    double heave = 0.0;   ///< height of the centre of mass above the water surface, m
    double draft = 0.0;   ///< depth of the hull's lowest point below the surface, m
    double volume = 0.0;  ///< displaced volume, m^3 (= mass / water density when it floats)
};

/// Solves rho V(heave) = mass for the heave of the centre of mass (at `centreOfMassInHull`) with the
/// hull turned by `rotation` (hull -> world), by bisection on the exact submerged volume, which is
/// monotone in the heave. Deterministic; exact to 1e-9 of the hull's size. Throws
/// std::invalid_argument if the mass is not finite and positive.
FlatWaterEquilibrium solveHeave(const HullMesh& hull, double mass, const Vec3& centreOfMassInHull,
                                const Mat3& rotation, const WaterProperties& water);

} // namespace hydro
