// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/prepare/HullPreparation.h"

#include "hydro/MeshError.h"

#include "MeshSolid.h"

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <istream>
#include <locale>
#include <ostream>
#include <sstream>

namespace hydro {
namespace {

/// The comment keyword of the frame line in a prepared hull's OBJ (writeHullObj, readHullFrame).
constexpr const char* kFrameKeyword = "hydro_frame";

/// "12.5" with up to four significant figures, for the warnings' sizes.
std::string figure(double value) {
    std::ostringstream s;
    s << std::setprecision(4) << value;
    return s.str();
}

/// What a MeshError says after its source, rule and element.
std::string detailOf(const MeshError& e) {
    const std::string prefix = e.source() + ": " + ruleName(e.rule()) + ": " + e.element() + ": ";
    return std::string(e.what()).substr(prefix.size());
}

/// "+z" -> "z": the option's value for an axis whose sign the warnings cannot tell.
std::string unsignedAxis(Axis axis) { return std::string(axisName(axis) + 1); }

/// Plausibility warnings (issue 14's list, issue 32's axes and origin), each naming its fix; sets
/// report.axesDoubtful when the bow axis looks wrong.
void warnAboutPlausibility(const HullMesh& hull, const HullPreparationOptions& options, HullPreparationReport& report) {
    std::vector<std::string>& warnings = report.warnings;
    const HullFrame& frame = report.frame;
    const Vec3 extent = report.extent;
    const double longest = std::max({extent.x, extent.y, extent.z});
    if (longest > 500.0) {
        warnings.push_back("the hull is " + figure(longest) + " m across, larger than any ship: is the file in "
                           "centimetres or millimetres? use scale 0.01 or 0.001");
    } else if (longest < 0.05) {
        warnings.push_back("the hull is " + figure(longest * 1000.0) + " mm across: is the file in another unit? use "
                           "scale to make it metres (100 for a file in hectometres, ...)");
    }
    const double horizontal = std::max(extent.x, extent.z);
    if (extent.y > 1.5 * horizontal) {
        report.axesDoubtful = true;
        warnings.push_back("the hull's longest side (" + figure(extent.y) + " m, the file's " + axisName(frame.up) +
                           ") points up: is the file Z-up? use up=z (prepare_hull --up z; a mast or a spar buoy is "
                           "tall on purpose)");
    } else if (extent.z > 1.2 * extent.x) {
        // A boat is longer than it is wide (2 to 8 times); a hull twice as wide as long was read
        // with its bow across. 1.2 leaves round buoys and square rafts alone.
        report.axesDoubtful = true;
        const std::string across = unsignedAxis(frame.starboard());
        warnings.push_back("the hull is " + figure(extent.z) + " m wide (along the file's " + across + ") but " +
                           figure(extent.x) + " m long (along its " + axisName(frame.forward) +
                           ", taken as the bow): its bow is probably along the file's " + across + "; use forward=" +
                           across + " (prepare_hull --forward " + across + ", or -" + across +
                           " if the bow is at the other end)");
    }
    // The origin outside the hull's box: a file that placed the mesh away from its origin (a node's
    // offset), so a body placed by its hull frame appears that far from where the game puts it.
    // A quarter of the hull's size: an origin at the keel, the waterline or the transom is usual.
    const Vec3 lo = hull.aabbMin(), hi = hull.aabbMax();
    const Vec3 outside{std::max({lo.x, -hi.x, 0.0}), std::max({lo.y, -hi.y, 0.0}), std::max({lo.z, -hi.z, 0.0})};
    if (length(outside) > 0.25 * longest) {
        const Vec3 g = report.solidCentroid;
        warnings.push_back("the mesh's origin lies " + figure(length(outside)) + " m outside the hull's box, " +
                           figure(length(g)) +
                           " m from its centre of gravity (" + figure(g.x) + ", " + figure(g.y) + ", " + figure(g.z) +
                           " m in hull axes; a node offset in the file?): a body placed by its hull frame appears that "
                           "far from where it is placed; put the origin at midships (prepare_hull --origin midships, "
                           "HullOrigin::Midships, the default) or place it by its centre of gravity "
                           "(HullRigidBody::placeCentreOfGravity)");
    }
    const double density = options.mass > 0.0 ? options.mass / hull.volume() : options.density;
    if (density > 0.0 && (density < 50.0 || density > 20000.0)) {
        warnings.push_back("the body's density would be " + figure(density) + " kg/m^3, outside 50..20000 (polystyrene "
                           "to tungsten): check the mass and the scale");
    }
    if (hull.triangleCount() > 5000) {
        warnings.push_back(std::to_string(hull.triangleCount()) +
                           " triangles: slow to float (linear cost per triangle); simplify to a few hundred");
    }
}

/// The bow the frame gave is the stern by the shape's evidence: reads `input` again with the bow
/// axis reversed (half a turn about up, so the hull stays right-handed) and says so.
void turnEndForEnd(const MeshArrays& input, MeshArrays& framed, HullPreparationReport& report) {
    const Axis given = report.frame.forward;
    report.frame.forward = opposite(given);
    framed = toHullFrame(input, report.frame);
    report.bowTurned = true;
    std::swap(report.bow.breadthNearPlusX, report.bow.breadthNearMinusX);
    report.bow.bowAtPlusX = true;
    const double ratio = report.bow.breadthNearMinusX / report.bow.breadthNearPlusX;
    report.warnings.push_back(
        "took the file's " + std::string(axisName(report.frame.forward)) + " end as the bow, not its " + axisName(given) +
        " end: seen from above the hull is " + figure(ratio) + " times as broad over the last " +
        figure(100.0 * BowEvidence::kEndShare) + " % of its length at the " + axisName(given) +
        " end, as a stern is (a transom, a full run) where a bow narrows to its stem; if " + axisName(given) +
        " is the bow, keep it with prepare_hull --keep-forward (HullPreparationOptions::bowFromShape = false)");
}

/// The point, in the hull's coordinates so far, that `origin` makes the hull's origin, from the
/// closed mesh's triangles.
Vec3 chosenOrigin(const MeshArrays& closed, HullOrigin origin) {
    auto vertex = [&](std::size_t corner) {
        const float* p = &closed.xyz[3 * std::size_t(closed.indices[corner])];
        return Vec3{double(p[0]), double(p[1]), double(p[2])};
    };
    switch (origin) {
    case HullOrigin::Midships: {
        Vec3 lo = vertex(0), hi = lo;
        for (std::size_t i = 1; i < closed.indices.size(); ++i) {
            const Vec3 p = vertex(i);
            lo = {std::min(lo.x, p.x), std::min(lo.y, p.y), std::min(lo.z, p.z)};
            hi = {std::max(hi.x, p.x), std::max(hi.y, p.y), std::max(hi.z, p.z)};
        }
        return {0.5 * (lo.x + hi.x), lo.y, 0.5 * (lo.z + hi.z)};
    }
    case HullOrigin::CentreOfGravity: {
        const SolidIntegrals solid = solidOf(closed);
        return solid.volume > 0.0 ? solid.centroid : Vec3{};  // nothing enclosed: HullMesh refuses it below
    }
    case HullOrigin::File: break;
    }
    return {};
}

/// The mesh moved by -by: its point `by` becomes its origin.
void moveBy(MeshArrays& mesh, const Vec3& by) {
    for (std::size_t v = 0; v < mesh.vertexCount(); ++v) {
        float* p = &mesh.xyz[3 * v];
        p[0] = float(double(p[0]) - by.x), p[1] = float(double(p[1]) - by.y), p[2] = float(double(p[2]) - by.z);
    }
}

/// The simplification options prepareHull uses: a budget given as a limit allows nothing above it.
HullSimplifyOptions simplificationOf(const HullPreparationOptions& preparation) {
    HullSimplifyOptions options = preparation.simplification;
    if (preparation.budgetIsLimit) options.overBudget = 0.0;
    return options;
}

/// Warns when the simplification's volume gave way for the budget; above the budget (no
/// simplification within it was a valid hull), warns (a target) or refuses naming the fewest
/// triangles found (a limit). `mesh` is what was simplified into `simplified`.
void checkBudget(const MeshArrays& mesh, const MeshArrays& simplified, const HullPreparationOptions& preparation,
                 HullPreparationReport& preparationReport, const std::string& source) {
    const HullSimplifyOptions options = simplificationOf(preparation);
    const HullSimplifyReport& report = preparationReport.simplification;
    if (report.volumeGaveWay)
        preparationReport.warnings.push_back(
            "the volume changed by " + figure(100.0 * report.volumeChange()) + " % (more than the " +
            figure(100.0 * options.maxVolumeChange) + " % sought) to fit the budget of " +
            std::to_string(options.targetTriangles) + " triangles: a larger budget (prepare_hull --triangles) keeps "
            "it closer; the waterline and the draft follow the volume");
    if (simplified.triangleCount() <= options.mostTriangles()) return;
    if (!preparation.budgetIsLimit) {
        preparationReport.warnings.push_back(
            std::to_string(simplified.triangleCount()) + " triangles, above the budget of " +
            std::to_string(options.targetTriangles) + " (" + report.note +
            "); a budget given as a limit (prepare_hull --triangles) is refused instead, naming the fewest it reaches");
        return;
    }
    const std::size_t fewest = fewestReachableTriangles(mesh, options, source);
    throw MeshError(source, MeshRule::TriangleBudget,
                    "budget of " + std::to_string(options.targetTriangles) + " triangles",
                    "the fewest triangles found for it as a closed hull is " + std::to_string(fewest) +
                        " (at this budget: " + report.note + "); ask for " + std::to_string(fewest) +
                        " or more (prepare_hull --triangles " + std::to_string(fewest) +
                        "), or keep all its " + std::to_string(mesh.triangleCount()) + " (--triangles 0)");
}

/// The hollows of `mesh` that hold water closed at their rims (HullWells.h), when the options say so.
void closeTheWells(MeshArrays& mesh, std::vector<HullWell>& wells, HullPreparationReport& report,
                   const HullPreparationOptions& options) {
    if (!options.closeWells) return;
    ClosedWells closed = closeWells(mesh, options.wells);
    mesh = std::move(closed.hull);
    wells = std::move(closed.wells);
    report.wellsLeftOpen = std::move(closed.leftOpen);
}

/// The simplified hull, within the budget: where no simplification of `mesh` within it is a valid
/// hull (edge collapses that tangle the surface beyond mending), the envelope of `framed`, a clean
/// manifold, is simplified instead, on voxels half as many as the last envelope's each time
/// (docs/hull_preparation.md §6), its wells closed again; then checkBudget's warnings or refusal.
MeshArrays simplifyWithinBudget(const MeshArrays& framed, MeshArrays mesh, const HullPreparationOptions& options,
                                HullPreparationReport& report, std::vector<HullWell>& wells, const std::string& source) {
    const HullSimplifyOptions simplification = simplificationOf(options);
    MeshArrays simplified = simplifyHull(mesh, simplification, &report.simplification, source);
    const double volumeBefore = report.simplification.volumeBefore;
    for (int voxels = options.wrapping.voxelsAlongLongestSide / (report.wrapped ? 2 : 1);
         simplified.triangleCount() > simplification.mostTriangles() && report.simplification.tangled &&
         options.wrap != WrapMode::Never && voxels >= HullWrapOptions::kMinVoxels;
         voxels /= 2) {
        HullWrapOptions coarser = options.wrapping;
        coarser.voxelsAlongLongestSide = voxels;
        HullWrapReport wrapReport;
        HullRepairReport repairReport;
        MeshArrays envelope;
        try {
            envelope = repairHull(wrapHull(framed, coarser, &wrapReport, source), options.repair, &repairReport, source);
        } catch (const MeshError&) {
            break;  // nothing enclosed on these voxels: the last mesh stands, with its warning
        }
        report.wrapReason = "no simplification of " + std::string(report.wrapped ? "the envelope" : "the repaired mesh") +
                            " within " + std::to_string(simplification.mostTriangles()) +
                            " triangles was a valid hull (" + report.simplification.note + "); wrapped on " +
                            std::to_string(voxels) + " voxels";
        report.wrapped = true;
        report.wrap = wrapReport;
        report.repair = repairReport;
        closeTheWells(envelope, wells, report, options);
        mesh = std::move(envelope);
        simplified = simplifyHull(mesh, simplification, &report.simplification, source);
        // The change is the whole one, from the mesh first simplified to the one delivered.
        report.simplification.volumeBefore = volumeBefore;
        report.simplification.volumeGaveWay = std::abs(report.simplification.volumeChange()) > simplification.maxVolumeChange;
    }
    checkBudget(mesh, simplified, options, report, source);
    return simplified;
}

/// HullPreparationOptions::detailLevels coarser hulls of `hull`, each half the one before.
/// The chain ends, saying why in `report.levelsNote`, at a level the simplifier could not make
/// within the volume tolerance of the one before it (its error would pile up into a different
/// body) or could not make coarser at all.
std::vector<PreparedLevel> coarserLevels(const MeshArrays& mesh, const HullMesh& hull,
                                         const HullPreparationOptions& options, HullPreparationReport& report,
                                         const std::string& source) {
    std::vector<PreparedLevel> levels;
    levels.reserve(options.detailLevels);
    const MeshArrays* finer = &mesh;
    for (std::size_t k = 0; k < options.detailLevels; ++k) {
        const std::size_t before = finer->triangleCount();
        HullSimplifyOptions half = options.simplification;
        half.targetTriangles = std::max(HullPreparationOptions::kFewestLevelTriangles, before / 2);
        const std::string level = "level " + std::to_string(k + 1);
        if (half.targetTriangles >= before) {
            report.levelsNote = level + " not made: " + std::to_string(before) + " triangles are already the fewest a level has";
            break;
        }
        HullSimplifyReport simplification;
        const std::string name = source + " (" + level + ")";
        MeshArrays coarser = simplifyHull(*finer, half, &simplification, name);
        if (!simplification.simplified || coarser.triangleCount() >= before) {
            report.levelsNote = level + " not made: " + (simplification.note.empty() ? "no coarser closed hull was found"
                                                                                       : simplification.note);
            break;
        }
        if (std::abs(simplification.volumeChange()) > half.maxVolumeChange) {
            report.levelsNote = level + " not made: its " + std::to_string(coarser.triangleCount()) +
                                " triangles changed the volume by " + figure(100.0 * simplification.volumeChange()) +
                                " % of the level before (more than the " +
                                figure(100.0 * half.maxVolumeChange) + " % tolerance)";
            break;
        }
        HullMesh built = HullMesh::fromArrays(coarser, {}, name);
        const double volumeChange = (built.volume() - hull.volume()) / hull.volume();
        levels.push_back({std::move(coarser), std::move(built), simplification, volumeChange});
        finer = &levels.back().mesh;
    }
    return levels;
}

} // namespace

PreparedHull prepareHull(const MeshArrays& input, const std::string& source, const HullPreparationOptions& options) {
    checkMeshArrays(input, source);  // the bow's evidence below reads the arrays before the repair would
    HullPreparationReport report;
    report.inputTriangles = input.triangleCount();
    report.frame = options.frame.value_or(HullFrame{});
    MeshArrays framed = toHullFrame(input, report.frame);
    report.bow = bowFromShape(framed);
    if (options.bowFromShape && report.bow.decided && !report.bow.bowAtPlusX) turnEndForEnd(input, framed, report);
    MeshArrays mesh;
    auto wrapThenRepair = [&] {
        report.wrapped = true;
        mesh = repairHull(wrapHull(framed, options.wrapping, &report.wrap, source), options.repair, &report.repair, source);
    };
    if (options.wrap == WrapMode::Always) {
        report.wrapReason = "asked";
        wrapThenRepair();
    } else {
        try {
            mesh = repairHull(framed, options.repair, &report.repair, source);
        } catch (const MeshError& e) {
            const bool wrappable = e.rule() == MeshRule::NonManifoldEdge || e.rule() == MeshRule::InconsistentWinding;
            if (options.wrap == WrapMode::Never || !wrappable) throw;
            report.wrapReason = std::string("repair could not close it: ") + e.what();
            try {
                wrapThenRepair();
            } catch (const MeshError& wrapError) {
                if (wrapError.rule() != MeshRule::Empty) throw;
                // Both ways closed: an open boat (wider than the bridged gap) whose parts touch. The
                // wrap's own advice (to repair instead) does not hold here.
                std::string why = detailOf(wrapError);
                why = why.substr(0, why.find("; cap it"));
                throw MeshError(source, e.rule(), e.element(),
                                detailOf(e).substr(0, detailOf(e).find(": parts")) +
                                    ": its parts touch, which repair cannot close without changing the shape, and "
                                    "wrapping cannot close it either (" + why +
                                    "): an open boat whose parts touch; in the file, part the touching pieces (a mast "
                                    "or a sail on the hull) by a hair, or close the opening");
            }
        }
    }
    std::vector<HullWell> wells;
    closeTheWells(mesh, wells, report, options);
    // The origin chosen, from the hull as repaired or wrapped, so that the same preparation
    // unsimplified lands on the same origin.
    const Vec3 origin = chosenOrigin(mesh, options.origin);
    MeshArrays unsimplified = origin == Vec3{} || !options.simplify ? MeshArrays{} : mesh;
    if (options.simplify) mesh = simplifyWithinBudget(framed, std::move(mesh), options, report, wells, source);
    // Moved there last: the rounding of every coordinate to a float again would otherwise reach the
    // simplification's choices. The volumes reported are then measured again where delivered.
    if (!(origin == Vec3{})) {
        moveBy(mesh, origin);
        for (HullWell& well : wells) {
            moveBy(well.compartment, origin);
            well.rimHeight -= origin.y;
            well.lidCentre = well.lidCentre - origin;
        }
        report.frame.origin = report.frame.origin + origin;
    }
    HullMesh hull = HullMesh::fromArrays(mesh, {}, source);
    if (options.simplify && !(origin == Vec3{})) {
        moveBy(unsimplified, origin);
        report.simplification.volumeBefore = HullMesh::fromArrays(unsimplified, {}, source).volume();
        report.simplification.volumeAfter = hull.volume();
    }
    report.extent = hull.aabbMax() - hull.aabbMin();
    report.volume = hull.volume();
    report.solidCentroid = hull.centroid();
    warnAboutPlausibility(hull, options, report);
    std::vector<PreparedLevel> levels = coarserLevels(mesh, hull, options, report, source);
    return {std::move(mesh), std::move(hull), std::move(levels), std::move(wells), std::move(report)};
}

PreparedHull prepareHull(const std::string& path, const HullPreparationOptions& options) {
    MeshFileInfo info;
    const MeshArrays mesh = loadMeshFile(path, &info);
    HullPreparationOptions inFormatAxes = options;
    if (!inFormatAxes.frame) inFormatAxes.frame = conventionalFrame(path);
    PreparedHull prepared = prepareHull(mesh, path, inFormatAxes);
    prepared.report.file = std::move(info);
    return prepared;
}

void writeHullObj(const MeshArrays& mesh, std::ostream& out, const std::string& comment,
                  const std::optional<HullFrame>& frame) {
    std::istringstream lines(comment);
    for (std::string line; std::getline(lines, line);) out << "# " << line << '\n';
    out << std::setprecision(17);  // a double's seventeen significant digits: the frame reads back exactly
    if (frame)
        out << "# " << kFrameKeyword << " up " << axisName(frame->up) << " forward " << axisName(frame->forward)
            << " scale " << frame->scale << " origin " << frame->origin.x << ' ' << frame->origin.y << ' '
            << frame->origin.z << '\n';
    out << std::setprecision(9);  // a float's nine significant digits: it reads back bit-identical
    for (std::size_t v = 0; v < mesh.vertexCount(); ++v)
        out << "v " << mesh.xyz[3 * v] << ' ' << mesh.xyz[3 * v + 1] << ' ' << mesh.xyz[3 * v + 2] << '\n';
    const std::size_t firstCap = mesh.triangleCount() - mesh.capTriangles;
    out << "g hull\n";
    for (std::size_t t = 0; t < mesh.triangleCount(); ++t) {
        if (t == firstCap) out << "g " << kCapGroupName << '\n';
        out << "f " << mesh.indices[3 * t] + 1 << ' ' << mesh.indices[3 * t + 1] + 1 << ' '
            << mesh.indices[3 * t + 2] + 1 << '\n';
    }
}

std::optional<HullFrame> readHullFrame(std::istream& obj, const std::string& source) {
    const std::string prefix = std::string("# ") + kFrameKeyword + " ";
    std::size_t lineNumber = 0;
    for (std::string line; std::getline(obj, line);) {
        ++lineNumber;
        if (line.empty() || line[0] != '#') break;  // the frame is among the leading comments
        if (line.compare(0, prefix.size(), prefix) != 0) continue;
        std::istringstream fields(line.substr(prefix.size()));
        fields.imbue(std::locale::classic());
        std::string upWord, up, forwardWord, forward, scaleWord, originWord;
        HullFrame frame;
        fields >> upWord >> up >> forwardWord >> forward >> scaleWord >> frame.scale >> originWord >> frame.origin.x >>
            frame.origin.y >> frame.origin.z;
        const std::optional<Axis> upAxis = parseAxis(up), forwardAxis = parseAxis(forward);
        std::string rest;
        if (!fields || upWord != "up" || forwardWord != "forward" || scaleWord != "scale" || originWord != "origin" ||
            !upAxis || !forwardAxis || (fields >> rest))
            throw MeshError(source, MeshRule::Unreadable, "line " + std::to_string(lineNumber),
                            "'" + line + "' is not a frame as writeHullObj writes one: " + prefix +
                                "up AXIS forward AXIS scale S origin X Y Z");
        frame.up = *upAxis, frame.forward = *forwardAxis;
        try {
            frame.validate();
        } catch (const std::invalid_argument& e) {
            throw MeshError(source, MeshRule::Unreadable, "line " + std::to_string(lineNumber), e.what());
        }
        return frame;
    }
    return std::nullopt;
}

} // namespace hydro
