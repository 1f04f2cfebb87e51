// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// What `hydrostatics` reports: the figures of a loaded hull on flat water, computed once, then
// written as an aligned table or as JSON.

#include "HydrostaticsOptions.h"

#include "hydro/AddedMass.h"
#include "hydro/Hydrostatics.h"
#include "hydro/Radiation.h"

#include <cstddef>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace hydro::tool {

/// The damage case (--damaged): the compartments open to the sea, by the lost-buoyancy method.
struct DamageCase {
    std::vector<std::string> compartments;  ///< their files
    std::vector<double> floodVolumes;       ///< m^3 of sea in each at the damaged equilibrium
    double keptVolume = 0.0;                ///< m^3 the hull displaces fully under, the compartments' share lost
    bool floats = false;
    FloatingEquilibrium equilibrium;
    HydrostaticParticulars particulars;     ///< the damaged waterplane, over the intact displacement
    std::optional<GzCurve> gz;
};

/// --radiation: the coefficients at the frequencies asked for, and each oscillating mode at its own.
struct RadiationCase {
    bool atEquilibrium = true;  ///< or at the --at pose
    std::vector<RadiationCoefficients> coefficients;
    /// A mode oscillating at its natural frequency with the added mass at that frequency:
    /// omega^2 = C / (M + A(omega)), found by fixed-point iteration from A(infinity).
    struct Mode {
        double period = 0.0;        ///< s; infinite without restoring
        double omega = 0.0;         ///< rad/s
        double addedMass = 0.0;     ///< A(omega), world axes at the equilibrium
        double damping = 0.0;       ///< B(omega)
        double dampingRatio = 0.0;  ///< B / (2 (M + A) omega): the decay per cycle is e^{-2 pi ratio}
    };
    std::optional<Mode> heave, roll, pitch;  ///< at the equilibrium only
};

struct HydrostaticsReport {
    HydrostaticsOptions options;
    std::size_t triangles = 0, vertices = 0, openEdges = 0;
    double hullVolume = 0.0;          ///< of the solid the mesh encloses, m^3
    double mass = 0.0;                ///< kg
    Vec3 centreOfGravity;             ///< hull coordinates, m
    bool floats = false;
    FloatingEquilibrium equilibrium;  ///< from upright
    HydrostaticParticulars particulars;  ///< at the equilibrium
    /// At the equilibrium, hull axes about G (AddedMass.h): omega -> infinity, what the simulation
    /// applies, and omega -> 0.
    AddedMass addedMassInfinite, addedMassZero;
    /// The natural periods with the infinite-frequency added mass: T^2 + 4 pi^2 A / C (T, C the
    /// mode's period without it and its stiffness), s; infinite where the mode has no restoring.
    double heavePeriodWithAddedMass = 0.0, rollPeriodWithAddedMass = 0.0, pitchPeriodWithAddedMass = 0.0;
    std::optional<GzCurve> gz;
    std::optional<PoseBuoyancy> at;
    std::optional<DamageCase> damaged;
    std::optional<RadiationCase> radiation;
    std::vector<std::string> meshNotes;  ///< what loading the mesh changed or noticed
    std::vector<std::string> warnings;   ///< GM <= 0, capsizes, lists, sinks, hull open
};

/// Loads the hull and computes every figure the options ask for. Throws MeshError for a hull that
/// cannot be loaded and std::invalid_argument for a loading that makes no sense (a hull of no
/// volume given by density).
HydrostaticsReport computeHydrostaticsReport(const HydrostaticsOptions& options);

/// The aligned table, a unit on every line.
void writeText(const HydrostaticsReport& report, std::ostream& out);

/// The same figures as one JSON object; infinite periods and missing angles are null.
void writeJson(const HydrostaticsReport& report, std::ostream& out);

} // namespace hydro::tool
