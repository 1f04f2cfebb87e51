// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "PrepareHullCommand.h"

#include "CommandLine.h"

#include "hydro/Limits.h"
#include "hydro/prepare/HullPreparation.h"
#include "hydro/Hydrostatics.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <fstream>
#include <iomanip>
#include <sstream>

namespace hydro::tool {
namespace {

constexpr double kDefaultDensity = 500.0;  // kg/m^3: a body that floats about half in, when none is given
constexpr double kDegrees = 180.0 / 3.14159265358979323846;

const char* usage() {
    return R"(Usage: prepare_hull INPUT -o OUTPUT.obj [options]

Makes a game's mesh a hull BulletHydro floats: reads it (OBJ, glTF/GLB with Draco, FBX, DAE, STL,
PLY, ...), turns it to hull axes (x bow, y up, z starboard) and metres, repairs it (welds, drops
degenerate and duplicate triangles, specks and flat sheets, makes windings consistent and outward,
caps openings such as a missing deck) or, when repair cannot close it (parts that touch or cross,
non-manifold soups), wraps it in an envelope; simplifies it to a triangle budget, validates it,
writes it as OBJ and reports what it changed and where the result floats on flat water.

Options:
  -o, --output FILE     the hull to write (OBJ; caps in the group hydro_opening_caps)
  --up AXIS             the file's up axis: x, y, z, -x, -y, -z (default: the format's, else y;
                        Z-up exports: z)
  --forward AXIS        the file's bow axis (default: the format's, else x; glTF's is +z); the
                        end is read from the shape: a hull broad at that end and narrow at the
                        other is turned end for end, and the report says so
  --keep-forward        keep the bow at the end --forward (or the format) gives, whatever the shape
  --scale S             metres per file unit (default 1; centimetres: 0.01)
  --origin WHERE        the hull's origin: midships (on the keel at midships on the centreline,
                        the default), centroid (the uniform solid's) or file (the file's own,
                        node offsets and all); the transform from the file is written into
                        OUTPUT (hydro::readHullFrame) and the report
  --strict              refuse (exit 1, nothing written) when the axes look wrong: a hull wider
                        than long, tallest upward, or resting on its side or on end
  --triangles N         triangle limit: never more than N, the volume giving way where it must
                        (said, with by how much); refused, naming the fewest it reaches, only if
                        no closed hull of N exists; 0 keeps every triangle (default: aim at 500,
                        up to 750 to keep the volume within 2 %, else the volume gives way)
  --keep-wells          leave the hull's hollows that hold water (a cockpit, an open boat's
                        interior, a well deck) open; by default each is closed at its rim, and
                        written beside OUTPUT as a compartment (OUTPUT-well1.obj, ...) whose lid
                        is the opening water comes in by
  --levels N            also write N coarser hulls of the same body for the level of detail
                        (OUTPUT-level1.obj, ...; hydro::FloatingBody::setCoarserHulls), each
                        half the triangles of the one before, with their volume change
  --wrap auto|on|off    wrap in a voxel envelope: only when repair cannot close the mesh
                        (default auto), always, or never (then that is an error)
  --voxels N            the envelope's voxels along the longest side (default 128)
  --density KG_PER_M3   the body's density, for the equilibrium (default 500)
  --mass KG             the body's mass instead of a density
  --cog X,Y,Z           the body's centre of gravity for the equilibrium, m, in hull axes from the
                        hull's origin (--origin; default: the uniform solid's centroid, which the report
                        prints). A real boat's engine, keel and ballast put it lower: a hull that
                        floats upright only so is flagged, with the highest centre that does. Give
                        the game the same (hydro::massFromRadiiOfGyration, or a scenario's
                        centreOfGravity)
  --json                the report as JSON
  -h, --help            this text

Exit status: 0 written, 1 the mesh cannot be made a hull (the reason is printed), 2 bad command line.
)";
}

struct Options {
    std::string input, output;
    HullPreparationOptions preparation;
    bool json = false, help = false, strict = false;
    bool axesFromFormat = false;  ///< neither --up nor --forward given: the format's axes
    std::optional<Vec3> centreOfGravity;  ///< --cog, hull axes
};

Axis axisOption(const std::string& text, const std::string& what) {
    const std::optional<Axis> axis = parseAxis(text);
    if (!axis) throw UsageError(what + ": '" + text + "' is not an axis (x, y, z, -x, -y or -z)");
    return *axis;
}

Options parseOptions(const std::vector<std::string>& args) {
    Options options;
    options.preparation.density = kDefaultDensity;
    bool densityGiven = false;
    std::optional<Axis> up, forward;
    std::optional<double> scale;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        auto value = [&]() -> const std::string& {
            if (i + 1 >= args.size()) throw UsageError(arg + " needs a value");
            return args[++i];
        };
        if (arg == "-h" || arg == "--help") {
            options.help = true;
        } else if (arg == "-o" || arg == "--output") {
            options.output = value();
        } else if (arg == "--up") {
            up = axisOption(value(), "--up");
        } else if (arg == "--forward") {
            forward = axisOption(value(), "--forward");
        } else if (arg == "--scale") {
            scale = parsePositive(value(), "--scale");
        } else if (arg == "--origin") {
            const std::string& where = value();
            if (where == "midships") options.preparation.origin = HullOrigin::Midships;
            else if (where == "centroid") options.preparation.origin = HullOrigin::CentreOfGravity;
            else if (where == "file") options.preparation.origin = HullOrigin::File;
            else throw UsageError("--origin: '" + where + "' must be midships, centroid or file");
        } else if (arg == "--keep-wells") {
            options.preparation.closeWells = false;
        } else if (arg == "--strict") {
            options.strict = true;
        } else if (arg == "--keep-forward") {
            options.preparation.bowFromShape = false;
        } else if (arg == "--triangles") {
            const double n = parseNumber(value(), "--triangles");
            if (n < 0 || n != std::floor(n) || n > 1e7) throw UsageError("--triangles: must be a whole number 0..1e7");
            options.preparation.simplify = n > 0;
            options.preparation.simplification.targetTriangles = std::size_t(n);
            options.preparation.budgetIsLimit = true;  // asked for: never answered with more
        } else if (arg == "--levels") {
            const double n = parseNumber(value(), "--levels");
            if (n < 0 || n != std::floor(n) || n > 8) throw UsageError("--levels: must be a whole number 0..8");
            options.preparation.detailLevels = std::size_t(n);
        } else if (arg == "--wrap") {
            const std::string& mode = value();
            if (mode == "auto") options.preparation.wrap = WrapMode::Auto;
            else if (mode == "on") options.preparation.wrap = WrapMode::Always;
            else if (mode == "off") options.preparation.wrap = WrapMode::Never;
            else throw UsageError("--wrap: '" + mode + "' must be auto, on or off");
        } else if (arg == "--voxels") {
            const double n = parseNumber(value(), "--voxels");
            if (n != std::floor(n) || n < HullWrapOptions::kMinVoxels || n > HullWrapOptions::kMaxVoxels)
                throw UsageError("--voxels: must be a whole number " + std::to_string(HullWrapOptions::kMinVoxels) +
                                 ".." + std::to_string(HullWrapOptions::kMaxVoxels));
            options.preparation.wrapping.voxelsAlongLongestSide = int(n);
        } else if (arg == "--density") {
            options.preparation.density = parsePositive(value(), "--density");
            densityGiven = true;
        } else if (arg == "--mass") {
            options.preparation.mass = parseWithin(value(), "--mass", limits::kMassRange);
        } else if (arg == "--cog") {
            options.centreOfGravity = parseCentreOfGravity(value(), "--cog");
        } else if (arg == "--json") {
            options.json = true;
        } else if (!arg.empty() && arg[0] == '-') {
            throw UsageError("unknown option '" + arg + "'");
        } else if (options.input.empty()) {
            options.input = arg;
        } else {
            throw UsageError("one INPUT only; '" + arg + "' is a second");
        }
    }
    if (options.help) return options;
    if (options.input.empty()) throw UsageError("no INPUT mesh file");
    if (options.output.empty()) throw UsageError("no output: give -o OUTPUT.obj");
    if (densityGiven && options.preparation.mass > 0.0) throw UsageError("give --mass or --density, not both");
    // What is not given follows the format's convention (glTF: +y up, +z bow).
    HullFrame frame = conventionalFrame(options.input);
    const HullFrame convention = frame;
    frame.up = up.value_or(frame.up);
    frame.forward = forward.value_or(frame.forward);
    frame.scale = scale.value_or(frame.scale);
    if (std::abs(dot(axisVector(frame.up), axisVector(frame.forward))) != 0.0) {
        const bool conventional = !up || !forward;
        throw UsageError(std::string("--up ") + axisName(frame.up) + " and --forward " + axisName(frame.forward) +
                         " must be different axes" +
                         (conventional ? std::string(" (the one not given is the file format's: up ") +
                                             axisName(convention.up) + ", forward " + axisName(convention.forward) +
                                             "; give both)"
                                       : ""));
    }
    options.preparation.frame = frame;
    options.axesFromFormat = !up && !forward;
    return options;
}

/// Where the `index`th well (from 0) is written: beside the hull, OUTPUT-well1.obj for OUTPUT.obj.
/// OUTPUT-<what><index + 1>.obj beside OUTPUT: its wells' and its levels' files.
std::string pathBeside(const std::string& output, const char* what, std::size_t index) {
    const std::size_t dot = output.find_last_of('.');
    const bool hasExtension = dot != std::string::npos && output.find_first_of("/\\", dot) == std::string::npos;
    return output.substr(0, hasExtension ? dot : output.size()) + "-" + what + std::to_string(index + 1) + ".obj";
}
std::string wellPath(const std::string& output, std::size_t index) { return pathBeside(output, "well", index); }

/// Writes a well's or a level's OBJ beside the hull; false, having said so, if it cannot.
bool writeBeside(const std::string& path, const MeshArrays& mesh, const std::string& comment, const HullFrame& frame,
                 std::ostream& err) {
    std::ofstream file(path, std::ios::binary);  // "\n" line ends on every platform
    writeHullObj(mesh, file, comment, frame);
    file.close();
    if (!file) err << "prepare_hull: " << path << ": cannot be written\n";
    return bool(file);
}
std::string levelPath(const std::string& output, std::size_t index) { return pathBeside(output, "level", index); }

/// Where the prepared hull floats on flat water, for the report.
struct Floating {
    double mass = 0.0;
    Vec3 centreOfGravity;  ///< hull axes: --cog, or the uniform solid's centroid
    FloatingEquilibrium equilibrium;
    std::optional<HydrostaticParticulars> particulars;  ///< at the equilibrium, when it floats
    /// Without --cog: the uniform solid is unstable upright (GM transverse <= 0 there), so the boat
    /// floats upright only on ballast; and the highest centre of gravity (hull y, at the solid's x
    /// and z) that floats it upright: the keel plus the upright KM.
    bool uprightOnlyWithBallast = false;
    double highestUprightCentre = 0.0;
};

/// The report as JSON: what was read, what changed, the result and its equilibrium.
nlohmann::json toJson(const Options& options, const PreparedHull& prepared, const Floating& floating) {
    const HullPreparationReport& r = prepared.report;
    nlohmann::json j;
    j["input"] = {{"file", options.input}, {"format", r.file.format}, {"meshes", r.file.meshes},
                  {"ignoredPointsAndLines", r.file.ignoredElements}, {"unitScale", r.file.unitScale},
                  {"triangles", r.inputTriangles}};
    j["frame"] = {{"up", axisName(r.frame.up)},
                  {"forward", axisName(r.frame.forward)},
                  {"scale", r.frame.scale},
                  {"origin", {r.frame.origin.x, r.frame.origin.y, r.frame.origin.z}},
                  {"toHullMatrix", r.frame.toHullMatrix()}};
    j["bow"] = {{"turnedEndForEnd", r.bowTurned}, {"shapeDecides", r.bow.decided},
                {"breadthNearBow", r.bow.breadthNearPlusX}, {"breadthNearStern", r.bow.breadthNearMinusX}};
    j["wrap"] = {{"wrapped", r.wrapped}, {"reason", r.wrapReason}, {"voxelSize", r.wrap.voxelSize},
                 {"triangles", r.wrap.triangles}};
    j["repair"] = {{"weldedVertices", r.repair.weldedVertices},
                   {"degenerateTriangles", r.repair.degenerateTriangles},
                   {"duplicateTriangles", r.repair.duplicateTriangles},
                   {"opposedFacePairs", r.repair.opposedFacePairs},
                   {"crackSplits", r.repair.crackSplits},
                   {"pinchedEdges", r.repair.pinchedEdges},
                   {"flippedTriangles", r.repair.flippedTriangles},
                   {"flippedParts", r.repair.flippedParts},
                   {"droppedSmallParts", r.repair.droppedSmallParts},
                   {"droppedFlatParts", r.repair.droppedFlatParts},
                   {"droppedAreaFraction", r.repair.droppedAreaFraction},
                   {"parts", r.repair.parts},
                   {"cappedOpenings", r.repair.cappedOpenings},
                   {"capTriangles", r.repair.capTriangles},
                   {"capRimLength", r.repair.capRimLength}};
    j["simplification"] = {{"trianglesBefore", r.simplification.inputTriangles},
                           {"trianglesAfter", r.simplification.outputTriangles},
                           {"volumeBefore", r.simplification.volumeBefore},
                           {"volumeAfter", r.simplification.volumeAfter},
                           {"volumeChange", r.simplification.volumeChange()},
                           {"volumeGaveWay", r.simplification.volumeGaveWay},
                           {"simplified", r.simplification.simplified},
                           {"note", r.simplification.note}};
    j["output"] = {{"file", options.output}, {"triangles", prepared.hull.triangleCount()},
                   {"vertices", prepared.hull.vertexCount()}, {"volume", r.volume},
                   {"extent", {r.extent.x, r.extent.y, r.extent.z}}, {"length", r.length()},
                   {"beam", r.beam()}, {"height", r.height()},
                   {"centreOfGravity", {r.solidCentroid.x, r.solidCentroid.y, r.solidCentroid.z}}};
    const Vec3& g = floating.centreOfGravity;
    nlohmann::json eq = {{"mass", floating.mass},
                         {"centreOfGravity", {g.x, g.y, g.z}},
                         {"centreOfGravityGiven", options.centreOfGravity.has_value()},
                         {"floats", floating.equilibrium.floats}};
    if (floating.particulars) {
        const FloatingEquilibrium& equilibrium = floating.equilibrium;
        eq["converged"] = equilibrium.converged;
        eq["draft"] = equilibrium.draft;
        eq["rollDegrees"] = equilibrium.pose.roll * kDegrees;
        eq["pitchDegrees"] = equilibrium.pose.pitch * kDegrees;
        eq["gmTransverse"] = floating.particulars->gmTransverse;
        eq["gmLongitudinal"] = floating.particulars->gmLongitudinal;
        eq["waterplaneArea"] = floating.particulars->waterplaneArea;
        eq["uprightOnlyWithBallast"] = floating.uprightOnlyWithBallast;
        if (!options.centreOfGravity) eq["highestUprightCentreOfGravityY"] = floating.highestUprightCentre;
    }
    j["equilibrium"] = eq;
    nlohmann::json wells = nlohmann::json::array();
    for (std::size_t w = 0; w < prepared.wells.size(); ++w) {
        const HullWell& well = prepared.wells[w];
        wells.push_back({{"file", wellPath(options.output, w)},
                         {"volume", well.volume},
                         {"rimHeight", well.rimHeight},
                         {"lidArea", well.lidArea},
                         {"lidCentre", {well.lidCentre.x, well.lidCentre.y, well.lidCentre.z}}});
    }
    j["wells"] = wells;
    nlohmann::json levels = nlohmann::json::array();
    for (std::size_t k = 0; k < prepared.levels.size(); ++k) {
        const PreparedLevel& level = prepared.levels[k];
        levels.push_back({{"file", levelPath(options.output, k)},
                          {"triangles", level.hull.triangleCount()},
                          {"volume", level.hull.volume()},
                          {"volumeChange", level.volumeChange}});
    }
    j["levels"] = levels;
    j["wellsLeftOpen"] = r.wellsLeftOpen;
    j["warnings"] = r.warnings;
    j["axesDoubtful"] = r.axesDoubtful;
    j["changes"] = r.repair.changes;
    return j;
}

void writeText(const Options& options, const PreparedHull& prepared, const Floating& floating, std::ostream& out) {
    const HullPreparationReport& r = prepared.report;
    out << std::setprecision(4);
    out << "read     " << options.input << " (" << r.file.format << "): " << r.inputTriangles << " triangles, "
        << r.file.meshes << " meshes";
    if (r.file.ignoredElements > 0) out << ", " << r.file.ignoredElements << " points/lines ignored";
    out << "\n";
    for (const std::string& note : r.file.notes) out << "         " << note << "\n";
    const HullFrame& frame = r.frame;
    if (!frame.isIdentity())
        out << "frame    up " << axisName(frame.up) << ", forward " << axisName(frame.forward) << ", scale "
            << frame.scale << (options.axesFromFormat ? " (the file format's convention)" : "") << "; the hull's origin at ("
            << frame.origin.x << ", " << frame.origin.y << ", " << frame.origin.z
            << ") m from the file's, in hull axes\n";
    if (r.wrapped)
        out << "wrap     " << r.wrap.triangles << " triangles on voxels of " << r.wrap.voxelSize << " m ("
            << (r.wrapReason == "asked" ? std::string("--wrap on") : r.wrapReason)
            << ")\n";
    if (r.repair.changes.empty()) out << "repair   nothing to repair\n";
    for (const std::string& change : r.repair.changes) out << "repair   " << change << "\n";
    out << "simplify " << r.simplification.inputTriangles << " -> " << r.simplification.outputTriangles
        << " triangles, volume " << r.simplification.volumeBefore << " -> " << r.simplification.volumeAfter << " m^3";
    if (!r.simplification.note.empty()) out << " (" << r.simplification.note << ")";
    out << "\n";
    out << "wrote    " << options.output << ": " << prepared.hull.triangleCount() << " triangles, length "
        << r.length() << " m, beam " << r.beam() << " m, height " << r.height() << " m, " << r.volume << " m^3\n";
    for (std::size_t w = 0; w < prepared.wells.size(); ++w) {
        const HullWell& well = prepared.wells[w];
        out << "well     " << w + 1 << ": " << well.volume << " m^3 closed at its rim's lowest point, y = " << well.rimHeight
            << " m, by a lid of " << well.lidArea << " m^2 at (" << well.lidCentre.x << ", " << well.lidCentre.y << ", "
            << well.lidCentre.z << "): a compartment in " << wellPath(options.output, w)
            << ", the lid its opening (--keep-wells leaves it open)\n";
    }
    for (const std::string& note : r.wellsLeftOpen) out << "well     " << note << "\n";
    for (std::size_t k = 0; k < prepared.levels.size(); ++k) {
        const PreparedLevel& level = prepared.levels[k];
        out << "level    " << k + 1 << ": " << level.hull.triangleCount() << " triangles, " << level.hull.volume()
            << " m^3 (" << std::showpos << 100.0 * level.volumeChange << std::noshowpos << " % of the hull's): "
            << levelPath(options.output, k) << "\n";
    }
    const Vec3& g = floating.centreOfGravity;
    out << "centre   of gravity " << (options.centreOfGravity ? "(--cog)" : "(uniform solid; a real boat's: --cog X,Y,Z)")
        << " at (" << g.x << ", " << g.y << ", " << g.z << ") m from the hull's origin, in hull axes\n";
    out << "floats   mass " << floating.mass << " kg: ";
    if (!floating.particulars) {
        out << "it sinks (heavier than the water its hull displaces)\n";
    } else {
        const FloatingEquilibrium& equilibrium = floating.equilibrium;
        out << "draft " << equilibrium.draft << " m, roll " << equilibrium.pose.roll * kDegrees << " deg, pitch "
            << equilibrium.pose.pitch * kDegrees << " deg, GM " << floating.particulars->gmTransverse << " m (transverse) "
            << floating.particulars->gmLongitudinal << " m (longitudinal)" << (equilibrium.converged ? "" : " (not converged)")
            << "\n";
    }
    for (const std::string& warning : r.warnings) out << "warning  " << warning << "\n";
}

} // namespace

int runPrepareHullCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    Options options;
    try {
        options = parseOptions(args);
    } catch (const UsageError& e) {
        err << "prepare_hull: " << e.what() << "\n(prepare_hull --help lists the options)\n";
        return 2;
    }
    if (options.help) {
        out << usage();
        return 0;
    }
    try {
        PreparedHull prepared = prepareHull(options.input, options.preparation);
        const double mass = options.preparation.mass > 0.0
                                ? options.preparation.mass
                                : massOfSolid(options.preparation.density, prepared.hull.volume(), options.input);
        Floating floating;
        floating.mass = mass;
        floating.centreOfGravity = options.centreOfGravity.value_or(prepared.hull.massPropertiesForMass(mass).centroid);
        const HydrostaticAnalysis analysis(prepared.hull, mass, floating.centreOfGravity);
        if (analysis.floats()) {
            floating.equilibrium = analysis.equilibrium();
            floating.particulars = analysis.particulars(floating.equilibrium.pose);
            const FloatingEquilibrium& equilibrium = floating.equilibrium;
            if (!options.centreOfGravity) {
                // Held upright (heave and trim free), is the uniform solid stable? Its KM there is
                // where G must lie below: KM does not depend on G's height, only the weight's.
                const RightingArm upright = analysis.rightingArm(0.0, 0.0);
                const HydrostaticParticulars held = analysis.particulars({upright.heave, 0.0, upright.pitch});
                floating.highestUprightCentre = prepared.hull.aabbMin().y + held.kb + held.bmTransverse;
                floating.uprightOnlyWithBallast = held.gmTransverse <= 0.0;
                if (floating.uprightOnlyWithBallast) {
                    std::ostringstream warning;
                    warning << "as a uniform solid it is unstable upright (GM " << held.gmTransverse
                            << " m) and rests at roll " << equilibrium.pose.roll * kDegrees
                            << " deg: a real boat floats upright on its engine, keel and ballast; give its centre "
                               "of gravity with --cog X,Y,Z (hull axes): upright needs it below about y = "
                            << floating.highestUprightCentre << " m";
                    prepared.report.warnings.push_back(warning.str());
                }
            }
            // A boat that rests on its side or on end was most likely read in the wrong axes (a Z-up
            // export read Y-up); a buoy or a log may do it on purpose, so it is a warning. If the
            // axes are right, the warning above says what ballast it needs.
            const double roll = std::abs(equilibrium.pose.roll) * kDegrees, pitch = std::abs(equilibrium.pose.pitch) * kDegrees;
            if (std::min(roll, 180.0 - roll) > 60.0 || pitch > 60.0) {
                std::ostringstream warning;
                warning << "it rests " << (pitch > 60.0 ? "on end" : "on its side") << " (roll " << roll
                        << " deg, pitch " << pitch << " deg): is the file Z-up? use --up z (or the axis that is up in it)";
                prepared.report.warnings.push_back(warning.str());
                prepared.report.axesDoubtful = true;
            }
        }
        if (options.strict && prepared.report.axesDoubtful) {
            err << "prepare_hull: " << options.input << ": the axes look wrong (--strict), nothing written:\n";
            for (const std::string& warning : prepared.report.warnings) err << "  " << warning << "\n";
            return 1;
        }
        std::ofstream file(options.output, std::ios::binary);  // "\n" line ends on every platform
        std::ostringstream comment;
        comment << "Prepared by BulletHydro's prepare_hull from " << options.input << "\n"
                << "hull axes: x bow, y up, z starboard; metres; from the file by hydro_frame below";
        writeHullObj(prepared.mesh, file, comment.str(), prepared.report.frame);
        file.close();
        if (!file) {
            err << "prepare_hull: " << options.output << ": cannot be written\n";
            return 1;
        }
        for (std::size_t w = 0; w < prepared.wells.size(); ++w) {
            const HullWell& well = prepared.wells[w];
            std::ostringstream wellComment;
            wellComment << "Well " << w + 1 << " of " << options.output << " (prepare_hull): a compartment in hull axes, "
                        << "closed by a lid of " << well.lidArea << " m^2 at (" << well.lidCentre.x << ", "
                        << well.lidCentre.y << ", " << well.lidCentre.z << "), the opening water comes in by";
            if (!writeBeside(wellPath(options.output, w), well.compartment, wellComment.str(), prepared.report.frame, err))
                return 1;
        }
        for (std::size_t k = 0; k < prepared.levels.size(); ++k) {
            std::ostringstream levelComment;
            levelComment << "Level " << k + 1 << " of " << options.output << " (prepare_hull --levels): a coarser hull of "
                         << "the same body in the same hull axes, " << prepared.levels[k].hull.triangleCount() << " triangles";
            if (!writeBeside(levelPath(options.output, k), prepared.levels[k].mesh, levelComment.str(), prepared.report.frame,
                             err))
                return 1;
        }
        if (options.json)
            out << toJson(options, prepared, floating).dump(2) << "\n";
        else
            writeText(options, prepared, floating, out);
        return 0;
    } catch (const std::exception& e) {  // MeshError names the file, the rule and the element
        err << "prepare_hull: " << e.what() << "\n";
        return 1;
    }
}

} // namespace hydro::tool
