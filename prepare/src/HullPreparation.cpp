// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/prepare/HullPreparation.h"

#include "hydro/MeshError.h"

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <ostream>
#include <sstream>

namespace hydro {
namespace {

/// Plausibility warnings (issue 14's list), each naming its fix.
std::vector<std::string> plausibilityWarnings(const HullMesh& hull, const HullPreparationOptions& options) {
    std::vector<std::string> warnings;
    const Vec3 extent = hull.aabbMax() - hull.aabbMin();
    const double longest = std::max({extent.x, extent.y, extent.z});
    std::ostringstream s;
    if (longest > 500.0) {
        s << "the hull is " << longest << " m across, larger than any ship: is the file in centimetres or "
          << "millimetres? use scale 0.01 or 0.001";
        warnings.push_back(s.str());
    } else if (longest < 0.05) {
        s << "the hull is " << longest * 1000.0 << " mm across: is the file in another unit? use scale to make "
          << "it metres (100 for a file in hectometres, ...)";
        warnings.push_back(s.str());
    }
    const double horizontal = std::max(extent.x, extent.z);
    if (extent.y > 1.5 * horizontal) {
        s.str("");
        s << "the hull's longest side (" << extent.y << " m) points up: is the file Z-up? use up=z "
          << "(a mast or a spar buoy is tall on purpose)";
        warnings.push_back(s.str());
    }
    const double density = options.mass > 0.0 ? options.mass / hull.volume() : options.density;
    if (density > 0.0 && (density < 50.0 || density > 20000.0)) {
        s.str("");
        s << "the body's density would be " << density << " kg/m^3, outside 50..20000 (polystyrene to "
          << "tungsten): check the mass and the scale";
        warnings.push_back(s.str());
    }
    if (hull.triangleCount() > 5000) {
        warnings.push_back(std::to_string(hull.triangleCount()) +
                           " triangles: slow to float (linear cost per triangle); simplify to a few hundred");
    }
    return warnings;
}

} // namespace

PreparedHull prepareHull(const MeshArrays& input, const std::string& source, const HullPreparationOptions& options) {
    HullPreparationReport report;
    report.inputTriangles = input.triangleCount();
    const MeshArrays framed = toHullFrame(input, options.frame);
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
            report.wrapReason = e.what();
            wrapThenRepair();
        }
    }
    if (options.simplify) mesh = simplifyHull(mesh, options.simplification, &report.simplification, source);
    HullMesh hull = HullMesh::fromArrays(mesh, {}, source);
    report.extent = hull.aabbMax() - hull.aabbMin();
    report.volume = hull.volume();
    report.warnings = plausibilityWarnings(hull, options);
    return {std::move(mesh), std::move(hull), std::move(report)};
}

PreparedHull prepareHull(const std::string& path, const HullPreparationOptions& options) {
    MeshFileInfo info;
    const MeshArrays mesh = loadMeshFile(path, &info);
    PreparedHull prepared = prepareHull(mesh, path, options);
    prepared.report.file = std::move(info);
    return prepared;
}

void writeHullObj(const MeshArrays& mesh, std::ostream& out, const std::string& comment) {
    std::istringstream lines(comment);
    for (std::string line; std::getline(lines, line);) out << "# " << line << '\n';
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

} // namespace hydro
