// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file HullPreparation.h
/// A game's mesh file to a hull, in one call: read (MeshFile.h), turn to hull axes and metres
/// (HullFrame.h), repair and cap (HullRepair.h) or, when repair cannot close it, wrap (HullWrap.h),
/// simplify (HullSimplify.h), validate (HullMesh),
/// with a report of every change and warnings, worded with their fix, about what looks wrong.
/// The `prepare_hull` command is this function; a game may call it at load time and cache the
/// result (writeHullObj).

#include "hydro/prepare/BowFromShape.h"
#include "hydro/prepare/HullFrame.h"
#include "hydro/HullMesh.h"
#include "hydro/prepare/HullRepair.h"
#include "hydro/prepare/HullSimplify.h"
#include "hydro/prepare/HullWells.h"
#include "hydro/prepare/HullWrap.h"
#include "hydro/prepare/MeshFile.h"

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace hydro {

/// When to wrap the mesh in an envelope instead of repairing it.
enum class WrapMode {
    Auto,    ///< only when repair cannot make it a hull (non-manifold edges, no consistent winding)
    Always,  ///< always (a soup of parts known to intersect, whose volumes repair would add twice)
    Never,   ///< never: what repair cannot fix is an error
};

/// Where the prepared hull's origin is put. The report's frame (HullFrame::origin) says where it
/// lies from the file's origin, so a game can give positions in either.
enum class HullOrigin {
    /// Naval architecture's origin: on the keel (the lowest point), at midships (half the length),
    /// on the centreline (half the beam). It needs no mass, and hull y is then height above the keel.
    Midships,
    CentreOfGravity,  ///< the hull's centroid as a uniform solid
    File,             ///< the file's own origin, node offsets and all
};

struct HullPreparationOptions {
    /// The file's up and bow axes and its unit. Unset: the format's convention (conventionalFrame:
    /// glTF's +Y up and +Z front; hull axes for the others and for arrays).
    std::optional<HullFrame> frame;
    /// True: where the hull's shape says the bow is at the other end of the bow axis than the frame
    /// has it (bowFromShape: broad there, narrow at the frame's bow), the bow axis is reversed (the
    /// hull turned end for end) and a warning says so, naming the override. False: the frame's
    /// bow stands (prepare_hull --keep-forward).
    bool bowFromShape = true;
    /// Where the prepared hull's origin is (prepare_hull --origin). The file's own origin is often
    /// metres away from its hull (a node's offset in a scene), so it is not the default.
    HullOrigin origin = HullOrigin::Midships;
    HullRepairOptions repair;
    WrapMode wrap = WrapMode::Auto;
    HullWrapOptions wrapping;
    /// Close the hollows that hold water (a cockpit, an open boat's interior, a well deck) at their
    /// rims and give them back as PreparedHull::wells (HullWells.h). False: they stay open, and the
    /// kernel floods them as soon as the water reaches them (prepare_hull --keep-wells).
    bool closeWells = true;
    HullWellOptions wells;
    /// To simplification.targetTriangles, as a target or as a limit (budgetIsLimit).
    bool simplify = true;
    HullSimplifyOptions simplification;
    /// True: the budget is a limit. A mesh that cannot be simplified to it (closed, within the
    /// volume tolerance) is refused (MeshRule::TriangleBudget), naming the fewest triangles found
    /// (fewestReachableTriangles): never more triangles than asked for. prepare_hull sets it when
    /// --triangles is given. False: a target; the simplification's result above it is kept, and a
    /// warning says how many triangles it has and why.
    bool budgetIsLimit = false;
    /// Coarser hulls to make beside the prepared one for the level of detail a game steers
    /// (PreparedHull::levels, FloatingBody::trySetCoarserHulls): each simplified from the one before
    /// it to half its triangles (at least kFewestLevelTriangles) within the simplification's
    /// volume tolerance of the one before. Fewer are made where that cannot be done (the report's
    /// levelsNote says why).
    std::size_t detailLevels = 0;
    static constexpr std::size_t kFewestLevelTriangles = 48;
    /// The body's mass, for the density warning: a positive density (kg/m^3) or a mass (kg); the
    /// mass wins when both are set, neither checks nothing.
    double density = 0.0;
    double mass = 0.0;
};

struct HullPreparationReport {
    MeshFileInfo file;                  ///< empty for prepareHull from arrays
    /// The transform from the file to the prepared hull: the axes and unit the file was read in
    /// (given or conventional, with the bow axis reversed where bowTurned) and the origin chosen
    /// (HullPreparationOptions::origin). frame.toHull takes a point of the render mesh to the hull.
    HullFrame frame;
    BowEvidence bow;                    ///< what the shape says of its ends, in the frame above
    bool bowTurned = false;             ///< the frame's bow axis was reversed for the shape (bowFromShape)
    std::size_t inputTriangles = 0;     ///< as read (or given)
    HullRepairReport repair;            ///< of the input, or of the envelope when wrapped
    bool wrapped = false;
    /// Why it was wrapped: "asked", "repair could not close it: " and repair's error, or that no
    /// simplification within the budget was a valid hull (on the voxels it names).
    std::string wrapReason;
    HullWrapReport wrap;
    /// Hollows that hold water and were left open, each with why (HullWells.h); the closed ones
    /// are PreparedHull::wells.
    std::vector<std::string> wellsLeftOpen;
    /// When no simplification of the mesh within the budget was a valid hull and an envelope on
    /// coarser voxels was simplified instead (wrapReason says so), volumeBefore is still the first
    /// mesh's, so that volumeChange() and volumeGaveWay measure the whole change.
    HullSimplifyReport simplification;
    Vec3 extent;                        ///< of the prepared hull along hull x, y, z, m
    double length() const { return extent.x; }  ///< along the bow axis, m
    double beam() const { return extent.z; }    ///< athwartships, m
    double height() const { return extent.y; }  ///< keel to the highest point, m
    double volume = 0.0;                ///< of the prepared hull, m^3
    /// The centre of gravity of the hull as a uniform solid, in hull coordinates (from the origin
    /// chosen; with HullOrigin::File a file's node offset shows here).
    Vec3 solidCentroid;
    /// Things that look wrong, each with its likely fix: a size that suggests other units, an
    /// implausible density, a longest axis that points up or across, an origin far outside the
    /// hull, too many triangles.
    std::vector<std::string> warnings;
    /// Why fewer coarser levels were made than HullPreparationOptions::detailLevels asked for (empty
    /// when all were).
    std::string levelsNote;
    /// The bow axis looks wrong: the hull is clearly longer across (hull z) than along its bow
    /// axis (hull x), or its longest side points up. One of the warnings says which axis to give.
    bool axesDoubtful = false;
};

/// A coarser hull of the same body (HullPreparationOptions::detailLevels), in the same coordinates.
struct PreparedLevel {
    MeshArrays mesh;
    HullMesh hull;
    HullSimplifyReport simplification;  ///< from the level before it
    double volumeChange = 0.0;          ///< relative to the prepared hull's volume
};

struct PreparedHull {
    MeshArrays mesh;  ///< the hull in hull axes: closed, outward, with its caps' rims
    HullMesh hull;    ///< the same, built
    /// Coarser hulls, finest first (HullPreparationOptions::detailLevels).
    std::vector<PreparedLevel> levels;
    /// Its hollows that hold water, closed at their rims (HullPreparationOptions::closeWells), in
    /// the same coordinates: each a compartment for Flooding, its lid the opening.
    std::vector<HullWell> wells;
    HullPreparationReport report;
};

/// Reads `path` and prepares it. Throws MeshError naming the file for what cannot be made a hull
/// (the rules of HullRepair and HullMesh), std::invalid_argument for bad options.
PreparedHull prepareHull(const std::string& path, const HullPreparationOptions& options = {});
/// The same from arrays already in memory; `sourceName` names them in messages.
PreparedHull prepareHull(const MeshArrays& mesh, const std::string& sourceName,
                         const HullPreparationOptions& options = {});

/// Writes the hull as OBJ: `comment`'s lines, then, when `frame` is given, the transform from the
/// render mesh as a comment line readHullFrame reads back ("# hydro_frame up +y forward +z scale 1
/// origin 0.5 -0.2 9.7"), then vertices, then the hull's faces, then the caps in a group named
/// kCapGroupName (MeshArrays.h), which HullMesh::fromObjFile and loadMeshFile read back as caps
/// (with their rims).
void writeHullObj(const MeshArrays& mesh, std::ostream& out, const std::string& comment = {},
                  const std::optional<HullFrame>& frame = std::nullopt);

/// The frame writeHullObj wrote into a prepared hull's OBJ, so a game that loads the hull can place
/// its render mesh and give positions in the render mesh's coordinates (HullFrame::toHull). Nothing
/// when the file has no such line; throws MeshError naming the file and the line when it has one
/// that cannot be read.
std::optional<HullFrame> readHullFrame(std::istream& obj, const std::string& sourceName = "<stream>");

} // namespace hydro
