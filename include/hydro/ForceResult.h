#pragma once
/// \file ForceResult.h
/// What the water does to one body in one substep.

#include "hydro/Vec3.h"

#include <vector>

namespace hydro {

/// One segment of the waterline: where the water surface cuts one hull triangle (world, m).
struct WaterlineSegment {
    Vec3 a, b;
};

/// Forces in world axes; torques about the centre of mass, world axes.
struct ForceResult {
    enum class Status {
        Ok,            ///< computed
        InvalidState,  ///< the BodyState held a NaN or infinity: every output is zero
    };
    Status status = Status::Ok;

    Vec3 force, torque;                          ///< total, N and N m
    Vec3 hydrostaticForce, hydrostaticTorque;    ///< pressure of still water (buoyancy)

    double submergedVolume = 0.0;  ///< m^3 (exact on flat water; on waves, under the patch)
    Vec3 centreOfBuoyancy;         ///< world, m; the centre of mass when nothing is submerged
    double wettedArea = 0.0;       ///< m^2 of hull below the surface
    int submergedPieces = 0;       ///< pieces of Kerner's cut (0, 1 or 2 per triangle)

    /// Filled only when asked (ForceKernel::Settings::collectWaterline); its capacity is reserved
    /// once, so filling it does not allocate.
    std::vector<WaterlineSegment> waterline;

    /// Zeroes every number (keeps the waterline's capacity).
    void clear();
};

} // namespace hydro
