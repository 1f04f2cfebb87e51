// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// The command line of `hydrostatics` (see usage()), parsed and checked.

#include "CommandLine.h"

#include "hydro/AddedMass.h"
#include "hydro/Hydrostatics.h"
#include "hydro/Radiation.h"

#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace hydro::tool {

/// A GZ curve's range, degrees.
struct HeelRange {
    double from = 0.0, to = 0.0, step = 0.0;
};

/// A pose given with --at: heave in m, roll and pitch in degrees.
struct PoseInDegrees {
    double heave = 0.0, roll = 0.0, pitch = 0.0;
};

/// A compartment given with --damaged: its closed mesh (hull coordinates) and permeability.
struct DamagedCompartment {
    std::string file;
    double permeability = 0.95;
};

/// The most frequencies --radiation takes in one run.
constexpr std::size_t kMaxRadiationFrequencies = 100;

struct HydrostaticsOptions {
    bool help = false;
    std::string hullFile;
    std::optional<double> mass;     ///< kg
    std::optional<double> density;  ///< kg/m^3 of the solid
    std::optional<Vec3> centreOfGravity;  ///< hull coordinates; default the solid's centroid
    WaterProperties water;
    std::optional<HeelRange> gzCurve;
    std::optional<PoseInDegrees> at;
    bool json = false;
    /// Where to write the added-mass table of the hull at this centre of gravity and water
    /// (AddedMassTable::trySave), for a game to load instead of solving when it registers the body.
    std::string addedMassTable;
    /// Compartments open to the sea (--damaged): the damage case, by the lost-buoyancy method.
    std::vector<DamagedCompartment> damaged;
    /// Wave frequencies, rad/s (--radiation): the radiation coefficients at each (Radiation.h).
    std::vector<double> radiation;
    /// Where to write the panel method's radiation damping of the body at this loading and water
    /// (RadiationDampingFile.h), for a game to give its bodies (FloatingBody::tryUseRadiationDamping).
    std::string radiationDampingFile;
    /// The panel budget of the added mass and radiation solves (AddedMassOptions::maxPanels).
    std::size_t panels = AddedMassOptions{}.maxPanels;
    /// The radiation solves' fewest panels to a wavelength (RadiationOptions::panelsPerWavelength).
    double panelsPerWavelength = RadiationOptions{}.panelsPerWavelength;
};

/// Parses the arguments after the program name. Throws UsageError.
HydrostaticsOptions parseHydrostaticsOptions(const std::vector<std::string>& args);

/// The --help text.
std::string hydrostaticsUsage();

} // namespace hydro::tool
