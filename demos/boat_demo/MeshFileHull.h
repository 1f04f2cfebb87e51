// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file MeshFileHull.h
/// A scenario's hull given as a mesh file (a game's open punt), with the wells that closing its
/// hollows gives back as compartments (hydro/prepare/HullWells.h). The desktop demo prepares the
/// file with the asset pipeline; the browser's build has no pipeline (its readers, wrap and
/// simplifier stand on assimp, OpenVDB and meshoptimizer, docs/web.md §1) and reads the file as an
/// OBJ already in hull axes, closing its wells as the pipeline does, and nothing else.

#include "hydro/HullMesh.h"
#include "hydro/prepare/HullWells.h"

#include <memory>
#include <string>
#include <vector>

namespace boat_demo {

struct MeshFileHull {
    std::shared_ptr<const hydro::HullMesh> hull;
    std::vector<hydro::HullWell> wells;  ///< largest first, as closeWells gives them
};

/// Whether this build reads `path` as a hull: any format the pipeline reads on the desktop, OBJ
/// alone in the browser.
bool canReadMeshFileHull(const std::string& path);

/// Reads `path` as this build does: prepared by the pipeline (prepareHull with its defaults) on the
/// desktop, in the browser `objWithWellsClosed`. Throws hydro::MeshError naming the file.
MeshFileHull readMeshFileHull(const std::string& path);

/// The browser's reading: the OBJ as the runtime reads it (HullMesh::fromObjFile: welded, closed
/// and outward, or refused naming the rule), in its own axes, units and origin, which must be the
/// hull's (x bow, y up, metres, as prepare_hull writes them), then its wells closed (closeWells).
/// On the packaged punt it gives what the pipeline gives (tests/tools/BoatDemoTest.cpp).
MeshFileHull objWithWellsClosed(const std::string& path);

} // namespace boat_demo
