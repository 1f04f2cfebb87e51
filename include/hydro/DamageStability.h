// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file DamageStability.h
/// Where a holed body comes to rest: its compartments open to the sea fill to the sea's level, by the
/// added-weight method (docs/flooding.md §3).

#include "hydro/Compartment.h"
#include "hydro/Hydrostatics.h"

#include <vector>

namespace hydro {

struct DamagedEquilibrium {
    /// False when the body sinks: the floodwater would make it heavier than the water its whole
    /// hull displaces. Nothing below means anything then but `iterations` and `floodVolumes` (the
    /// water when it gave up).
    bool floats = false;
    /// The floodwater's volume changed by less than kVolumeTolerance of the hull's in the last round
    /// and the equilibrium itself converged.
    bool converged = false;
    /// Of the body loaded with its floodwater; its heave is the height of the body's own centre of
    /// gravity (the one given, not the loaded one's), as HydrostaticAnalysis::tryDamaged's is, so
    /// that the two methods' poses compare as they are.
    FloatingEquilibrium equilibrium;
    std::vector<double> floodVolumes; ///< m^3 of water in each open compartment, in the order given
    double mass = 0.0;                ///< kg, the body's with its floodwater
    Vec3 centreOfGravity;             ///< the same, hull coordinates, m
    int iterations = 0;               ///< rounds of the added-weight method

    static constexpr double kVolumeTolerance = 1e-9;
    static constexpr int kMaxIterations = 200;
};

/// The added-weight method: the water in each open compartment is its volume below the sea's
/// level, times its permeability, at the pose the body takes when loaded with that water; repeated
/// from the intact equilibrium until the water stops changing. Each round shrinks the change by the
/// open compartments' share of the waterplane (times their permeability), so it converges unless
/// they take the whole waterplane, when the body sinks. Refused for compartments outside the hull
/// or overlapping (checkCompartments, Compartment.h), or as HydrostaticAnalysis::create refuses.
Result<DamagedEquilibrium> tryDamagedEquilibrium(const HullMesh& hull, double mass, const Vec3& centreOfGravity,
                                                 const std::vector<Compartment>& openToSea,
                                                 const WaterProperties& water = {});

} // namespace hydro
