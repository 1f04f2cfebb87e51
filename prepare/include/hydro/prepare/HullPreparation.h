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

#include "hydro/prepare/HullFrame.h"
#include "hydro/HullMesh.h"
#include "hydro/prepare/HullRepair.h"
#include "hydro/prepare/HullSimplify.h"
#include "hydro/prepare/HullWrap.h"
#include "hydro/prepare/MeshFile.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace hydro {

/// When to wrap the mesh in an envelope instead of repairing it.
enum class WrapMode {
    Auto,    ///< only when repair cannot make it a hull (non-manifold edges, no consistent winding)
    Always,  ///< always (a soup of parts known to intersect, whose volumes repair would add twice)
    Never,   ///< never: what repair cannot fix is an error
};

struct HullPreparationOptions {
    HullFrame frame;                    ///< the file's up and bow axes and its unit
    HullRepairOptions repair;
    WrapMode wrap = WrapMode::Auto;
    HullWrapOptions wrapping;
    bool simplify = true;               ///< to simplification.targetTriangles
    HullSimplifyOptions simplification;
    /// The body's mass, for the density warning: a positive density (kg/m^3) or a mass (kg); the
    /// mass wins when both are set, neither checks nothing.
    double density = 0.0;
    double mass = 0.0;
};

struct HullPreparationReport {
    MeshFileInfo file;                  ///< empty for prepareHull from arrays
    std::size_t inputTriangles = 0;     ///< as read (or given)
    HullRepairReport repair;            ///< of the input, or of the envelope when wrapped
    bool wrapped = false;
    std::string wrapReason;             ///< why it was wrapped: repair's error, or "asked"
    HullWrapReport wrap;
    HullSimplifyReport simplification;
    Vec3 extent;                        ///< of the prepared hull along hull x, y, z, m
    double volume = 0.0;                ///< of the prepared hull, m^3
    /// Things that look wrong, each with its likely fix: a size that suggests other units, an
    /// implausible density, a longest axis that points up, too many triangles.
    std::vector<std::string> warnings;
};

struct PreparedHull {
    MeshArrays mesh;  ///< the hull in hull axes: closed, outward, with its caps' rims
    HullMesh hull;    ///< the same, built
    HullPreparationReport report;
};

/// Reads `path` and prepares it. Throws MeshError naming the file for what cannot be made a hull
/// (the rules of HullRepair and HullMesh), std::invalid_argument for bad options.
PreparedHull prepareHull(const std::string& path, const HullPreparationOptions& options = {});
/// The same from arrays already in memory; `sourceName` names them in messages.
PreparedHull prepareHull(const MeshArrays& mesh, const std::string& sourceName,
                         const HullPreparationOptions& options = {});

/// Writes the hull as OBJ: vertices, then the hull's faces, then the caps in a group named
/// kCapGroupName (MeshArrays.h), which HullMesh::fromObjFile and loadMeshFile read back as caps
/// (with their rims).
void writeHullObj(const MeshArrays& mesh, std::ostream& out, const std::string& comment = {});

} // namespace hydro
