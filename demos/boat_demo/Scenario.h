// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file Scenario.h
/// A boat demo scenario: the water, the bodies and the course, read from
/// assets/scenarios/<name>.json (the format: assets/scenarios/README.md).

#include "hydro/Appendages.h"
#include "hydro/GerstnerWaves.h"
#include "hydro/OceanSpectrum.h"
#include "hydro/RadiationDampingEstimate.h"
#include "hydro/Vec3.h"

#include <array>
#include <optional>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace boat_demo {

/// Water that answers (hydro::FreeSurfaceField, docs/water.md §8): the field's window of `cells`^2
/// nodes `spacing` m apart, following the driven boat (or the first body), coupled to every body
/// and stepped every `substepsPerStep` substeps.
struct AnsweringSpec {
    int cells = 128;
    double spacing = 1.0;
    int substepsPerStep = 1;
};

/// Which surface the bodies float on.
struct WaterSpec {
    enum class Model { Flat, Gerstner, Ocean };
    Model model = Model::Flat;
    hydro::SeaState seaState = hydro::SeaState::Calm;  ///< Ocean: the WMO code's spectrum
    int resolution = 64;                                ///< Ocean: FFT nodes per side
    std::uint64_t seed = 1;                             ///< Ocean: random phases
    /// Ocean: the shortest wave, m, down to which cascaded tiles carry the spectrum
    /// (OceanSettings::cascades 0); 0 for a single tile, whose shortest wave is two of its cells.
    double shortestWavelength = 1.0;
    std::vector<hydro::GerstnerWave> waves;             ///< Gerstner
    std::optional<AnsweringSpec> answers;               ///< any model: the waves the bodies make
};

/// The force model presets of hydro::ForceModel, by the name a scenario file uses.
enum class ForcePreset { DisplacementBoat, PlaningBoat, FloatingCrate, HydrostaticOnly };

/// A compartment water can flood (docs/flooding.md): a box between two corners in hull
/// coordinates, or the whole hull (its own first compartment).
struct ScenarioCompartment {
    std::string name;
    bool wholeHull = false;
    /// A mesh file's well (1 for the first, PreparedHull::wells), open to the sea over its rim by
    /// its lid; 0 for a box or the whole hull.
    int well = 0;
    hydro::Vec3 min, max;        ///< the box's corners, m (unused for the whole hull)
    double permeability = 0.95;  ///< the share of its volume water can fill
};

/// A hole made `time` seconds into the run (a collision, a shot): `area` m^2 at hull point `at`,
/// into the compartment that holds it. The window's H key makes the next one at once.
struct ScenarioBreach {
    hydro::Vec3 at;
    double area = 0.0;
    double time = 0.0;
};

/// A ballast pump set `time` seconds into the run: from then on it moves `rate` m^3/s from the sea
/// into compartment `compartment` (its index in the body's list; named in the file), negative to blow
/// the water out (hydro::Flooding::trySetPumpRate; 0 stops it). A buoy or submarine dives by
/// flooding its tank and surfaces by blowing it.
struct ScenarioPump {
    int compartment = 0;
    double rate = 0.0;
    double time = 0.0;
};

struct ScenarioBody {
    std::string name;         ///< unique within the scenario
    /// A packaged hull's name (assets/hulls/<hull>.obj), or a mesh file in any format prepareHull
    /// reads (a path with its extension, relative to the hull directory or absolute).
    std::string hull;
    std::string hullFile;     ///< the mesh file to prepare, resolved; empty for a packaged hull
    double mass = 0.0;        ///< kg; spread uniformly through the hull's solid unless ballasted below
    /// Ballast: the centre of gravity in hull coordinates, m, and the radii of gyration about it
    /// (roll, yaw, pitch), m; each defaults to the uniform solid's.
    std::optional<hydro::Vec3> centreOfGravity, radiiOfGyration;
    hydro::Vec3 position;     ///< of the hull's origin, m (y up)
    double headingDegrees = 0.0;  ///< about y, counter-clockwise seen from above; 0: bow toward +x
    ForcePreset forces = ForcePreset::DisplacementBoat;
    bool driven = false;      ///< the boat the keys (or the autopilot) steer; at most one
    /// Foils (with their deflections, rad, and the deflection full starboard helm adds, rad: 0
    /// for a foil the helm does not turn), slender members and thrusters (docs/appendages.md),
    /// checked by Appendages::create when the file is read. A driven body without thrusters of its
    /// own gets the demo's twin outboards.
    std::vector<hydro::Foil> foils;
    std::vector<double> foilDeflections, foilHelmAngles;
    std::vector<hydro::SlenderMember> members;
    std::vector<hydro::Thruster> thrusters;
    /// "steering": "sized": the rudders and screws hydro::sizeSteering gives the hull at its mass
    /// and centre of gravity (issue 45 §3), added to its foils; full helm turns the rudders to IMO's
    /// 35 degrees. Only for a body without thrusters of its own ("outboards", the default, gives a
    /// driven one the demo's twin outboards).
    bool sizedSteering = false;
    std::vector<ScenarioCompartment> compartments;
    std::vector<ScenarioBreach> breaches;  ///< each in one of the compartments (checked by the scene)
    std::vector<ScenarioPump> pumps;
    /// The force model's added mass multiplier instead of the preset's (hydro::ForceModel::addedMass:
    /// 1 as computed, 0 off), to show what the water a body carries changes.
    std::optional<double> addedMass;
};

struct Scenario {
    std::string name;         ///< the file's stem
    std::string description;
    double seconds = 30.0;    ///< default length of a headless run
    int substeps = 4;         ///< per 1/60 s frame
    WaterSpec water;
    std::vector<ScenarioBody> bodies;
    /// Where the bodies' wave-radiation damping comes from (BuoyancyAction::Settings::radiationDamping):
    /// "haskind", Haskind's estimate (the default), or "panels", the panel method's damping at each
    /// body's natural frequencies (docs/added_mass.md §7; about 0.1 s a body when the scene starts).
    hydro::RadiationDampingMethod radiationDamping = hydro::RadiationDampingMethod::FroudeKrylov;
    /// Waypoints (x, z) the driven boat's autopilot steers through in turn; empty: no autopilot.
    std::vector<std::array<double, 2>> course;
};

/// A scenario file that cannot be used: the message names the file and the field
/// ("storm.json: bodies[1].mass: must be > 0 (got -5)").
class ScenarioError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// Reads and checks `path`; `hullDirectory` holds the hulls a body may name. Throws ScenarioError.
Scenario loadScenario(const std::string& path, const std::string& hullDirectory);
/// The same from text (`sourceName` stands for the file in messages).
Scenario parseScenario(const std::string& text, const std::string& sourceName, const std::string& hullDirectory);

/// The scenarios in `directory` (names without ".json"), sorted.
std::vector<std::string> scenarioNames(const std::string& directory);

const char* forcePresetName(ForcePreset preset);

} // namespace boat_demo
