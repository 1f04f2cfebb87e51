// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "HydrostaticsOptions.h"

#include "hydro/Limits.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <sstream>

namespace hydro::tool {
namespace {

std::vector<std::string> split(const std::string& text, char separator) {
    std::vector<std::string> parts;
    std::string part;
    std::istringstream in(text);
    while (std::getline(in, part, separator)) parts.push_back(part);
    if (!text.empty() && text.back() == separator) parts.emplace_back();
    return parts;
}

HeelRange parseHeelRange(const std::string& text) {
    const std::vector<std::string> parts = split(text, ':');
    if (parts.size() != 3) throw UsageError("--gz-curve: '" + text + "' must be FROM:TO:STEP in degrees");
    HeelRange range{parseNumber(parts[0], "--gz-curve FROM"), parseNumber(parts[1], "--gz-curve TO"),
                    parsePositive(parts[2], "--gz-curve STEP")};
    if (range.to < range.from) throw UsageError("--gz-curve: TO " + parts[1] + " is below FROM " + parts[0]);
    // Counted in double and printed as such: a range like 0:1e30:1 has more angles than any integer
    // type holds (the cast would be undefined behaviour).
    const double points = std::floor((range.to - range.from) / range.step + 0.5) + 1.0;
    if (!(points <= HydrostaticAnalysis::kMaxGzPoints)) {
        std::ostringstream count;
        count << points;
        throw UsageError("--gz-curve: '" + text + "' asks for " + count.str() + " heel angles; at most " +
                         std::to_string(HydrostaticAnalysis::kMaxGzPoints) + " (a full turn at 0.1 degrees)");
    }
    return range;
}

PoseInDegrees parsePose(const std::string& text) {
    PoseInDegrees pose;
    bool seen[3] = {false, false, false};
    for (const std::string& item : split(text, ',')) {
        const std::size_t equals = item.find('=');
        const std::string key = item.substr(0, equals);
        const char* names[3] = {"heave", "roll", "pitch"};
        double* fields[3] = {&pose.heave, &pose.roll, &pose.pitch};
        int k = 0;
        while (k < 3 && key != names[k]) ++k;
        if (equals == std::string::npos || k == 3)
            throw UsageError("--at: '" + item + "' in '" + text + "' is not heave=M, roll=DEG or pitch=DEG");
        if (seen[k]) throw UsageError("--at: " + key + " is given twice in '" + text + "'");
        seen[k] = true;
        *fields[k] = parseNumber(item.substr(equals + 1), "--at " + key);
    }
    return pose;
}

std::vector<DamagedCompartment> parseDamaged(const std::string& text) {
    std::vector<DamagedCompartment> compartments;
    for (const std::string& item : split(text, ',')) {
        DamagedCompartment c;
        const std::size_t at = item.rfind('@');
        c.file = item.substr(0, at);
        if (c.file.empty()) throw UsageError("--damaged: '" + text + "' has an empty file name (FILE[@PERMEABILITY],...)");
        if (at != std::string::npos) {
            c.permeability = parseNumber(item.substr(at + 1), "--damaged " + c.file + " permeability");
            if (!(c.permeability > 0.0 && c.permeability <= 1.0))
                throw UsageError("--damaged: permeability of " + c.file + " = " + item.substr(at + 1) + " (must be in (0, 1])");
        }
        compartments.push_back(c);
    }
    if (compartments.empty()) throw UsageError("--damaged: '" + text + "' names no compartment (FILE[@PERMEABILITY],...)");
    return compartments;
}

std::vector<double> parseFrequencies(const std::string& text) {
    std::vector<double> omegas;
    for (const std::string& item : split(text, ',')) {
        const double omega = parsePositive(item, "--radiation OMEGA");
        if (!std::isfinite(omega)) throw UsageError("--radiation: '" + item + "' in '" + text + "' is not a finite frequency");
        omegas.push_back(omega);
    }
    if (omegas.size() > kMaxRadiationFrequencies)
        throw UsageError("--radiation: " + std::to_string(omegas.size()) + " frequencies; at most " +
                         std::to_string(kMaxRadiationFrequencies) + " (each is a solve of about 0.5 s)");
    return omegas;
}

std::size_t parsePanelBudget(const std::string& text) {
    const double panels = parsePositive(text, "--panels");
    if (panels != std::floor(panels) || panels > double(AddedMassOptions::kMaxPanelsLimit))
        throw UsageError("--panels: '" + text + "' must be a whole number from 1 to " +
                         std::to_string(AddedMassOptions::kMaxPanelsLimit));
    return std::size_t(panels);
}

} // namespace

std::string hydrostaticsUsage() {
    return R"(usage: hydrostatics --hull FILE|NAME (--mass KG | --density KG_PER_M3) [options]

Where a hull floats on flat water and how stable it is, computed exactly for the mesh.

  --hull FILE            the closed hull mesh (OBJ, glTF, FBX, DAE, STL, PLY, ...; hull coordinates:
                         x to the bow, y up, z to starboard), or the name of a packaged hull
                         (wigley, displacement_boat, box, ...); a game's mesh: prepare_hull first
  --mass KG              the body's mass, or
  --density KG_PER_M3    the density of its solid (mass = density x enclosed volume)
  --cog X,Y,Z            centre of gravity, m, hull coordinates (default: the solid's centroid)
  --water-density RHO    kg/m^3 (default 1025, sea water)
  --gravity G            m/s^2 (default 9.81)
  --gz-curve FROM:TO:STEP  righting arm GZ at these heel angles, degrees, heave and pitch re-solved
  --at heave=H,roll=R,pitch=P  buoyancy force, torque, volume and centre of buoyancy at one pose:
                         heave of G above the surface in m, roll and pitch in degrees
                         (rotation Rz(pitch) Rx(roll); positive roll puts starboard down)
  --json                 the same figures as a JSON object
  --added-mass-table FILE  write the hull's added-mass table at this centre of gravity and water,
                         which a game loads (AddedMassTable::tryLoad) instead of solving it again
  --damaged FILE[@MU],...  the damage case: these compartments (closed meshes in hull coordinates,
                         permeability MU, default 0.95) open to the sea; their buoyancy is lost,
                         and the damaged equilibrium, stability and GZ curve are reported too
  --radiation OMEGA[,OMEGA...]  the added mass and wave damping at these wave frequencies, rad/s,
                         at the equilibrium (or the --at pose), and the natural periods and damping
                         ratios with the coefficients at their own frequencies (docs/added_mass.md §5)
  --radiation-damping FILE  write the body's wave damping in heave, roll and pitch from the panel
                         method at its natural frequencies (the solid's inertia, the added mass on),
                         which a game gives its bodies (FloatingBody::tryUseRadiationDamping)
  --panels N             most unknowns of the added mass and radiation solves (default 1000, at most
                         4000); the solve's time grows as N^3: 250 is four times quicker than 500
  --panels-per-wavelength N  fewest panels to a wave's length at a --radiation frequency (default 10;
                         0: not checked, to see unresolved figures); docs/added_mass.md §6
  --help                 this text
)";
}

HydrostaticsOptions parseHydrostaticsOptions(const std::vector<std::string>& args) {
    HydrostaticsOptions options;
    std::vector<std::string> seen;
    for (std::size_t i = 0; i < args.size(); ++i) {
        std::string name = args[i], value;
        const std::size_t equals = name.find('=');
        const bool inlineValue = name.rfind("--", 0) == 0 && equals != std::string::npos;
        if (inlineValue) value = name.substr(equals + 1), name = name.substr(0, equals);
        if (name == "--help" || name == "-h") {
            options.help = true;
            continue;
        }
        if (name == "--json") {
            options.json = true;
            continue;
        }
        static const char* const kWithValue[] = {"--hull", "--mass", "--density", "--cog", "--water-density",
                                                 "--gravity", "--gz-curve", "--at", "--added-mass-table",
                                                 "--damaged", "--radiation", "--panels", "--panels-per-wavelength",
                                                 "--radiation-damping"};
        bool known = false;
        for (const char* option : kWithValue) known = known || name == option;
        if (!known) throw UsageError("unknown option '" + args[i] + "'");
        for (const std::string& earlier : seen)
            if (earlier == name) throw UsageError(name + " is given twice");
        seen.push_back(name);
        if (!inlineValue) {
            if (i + 1 == args.size()) throw UsageError(name + " needs a value");
            value = args[++i];
        }
        if (name == "--hull") options.hullFile = value;
        else if (name == "--mass") options.mass = parseWithin(value, "--mass", limits::kMassRange);
        else if (name == "--density") options.density = parsePositive(value, "--density");
        else if (name == "--cog") options.centreOfGravity = parseCentreOfGravity(value, "--cog");
        else if (name == "--water-density")
            options.water.density = parseWithin(value, "--water-density", limits::kWaterDensityRange);
        else if (name == "--gravity")
            options.water.gravity = parseWithin(value, "--gravity", limits::kGravityRange);
        else if (name == "--gz-curve") options.gzCurve = parseHeelRange(value);
        else if (name == "--added-mass-table") {
            if (value.empty()) throw UsageError("--added-mass-table needs a file name");
            options.addedMassTable = value;
        } else if (name == "--damaged") options.damaged = parseDamaged(value);
        else if (name == "--radiation") options.radiation = parseFrequencies(value);
        else if (name == "--panels") options.panels = parsePanelBudget(value);
        else if (name == "--panels-per-wavelength")
            options.panelsPerWavelength = parseWithin(value, name, {"panels to a wavelength", 0.0, 1000.0, ""});
        else if (name == "--radiation-damping") {
            if (value.empty()) throw UsageError("--radiation-damping needs a file name");
            options.radiationDampingFile = value;
        }
        else options.at = parsePose(value);
    }
    if (options.help) return options;
    if (options.hullFile.empty()) throw UsageError("--hull FILE.obj is required");
    if (options.mass && options.density) throw UsageError("give --mass or --density, not both");
    if (!options.mass && !options.density) throw UsageError("--mass KG or --density KG_PER_M3 is required");
    return options;
}

} // namespace hydro::tool
