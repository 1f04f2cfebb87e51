// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// repairHull: weld, drop degenerate and duplicate triangles, orient each part, drop specks and
// sheets, cap openings (docs/hull_preparation.md §3).

#include "hydro/prepare/HullRepair.h"
#include "hydro/Limits.h"
#include "hydro/MeshError.h"

#include "base/DisjointSets.h"
#include "Cracks.h"
#include "DuplicateFaces.h"
#include "PinchedEdges.h"
#include "mesh/SolidIntegrals.h"
#include "UsedVertices.h"
#include "mesh/Welding.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <numeric>
#include <sstream>
#include <tuple>

namespace hydro {
namespace {

using Triangle = std::array<std::uint32_t, 3>;
constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();

/// One side of a triangle: corner k to corner k + 1, as the undirected edge (lo, hi).
struct Side {
    std::uint32_t lo, hi, triangle;
    std::uint8_t corner;
    bool forward;  // the triangle runs lo -> hi
};

std::string vertexLabel(std::uint32_t inputVertex) { return "vertex " + std::to_string(inputVertex); }

Vec3 areaVector(const std::vector<Vec3>& p, const Triangle& t) {
    return cross(p[t[1]] - p[t[0]], p[t[2]] - p[t[0]]) * 0.5;
}

} // namespace

void checkMeshArrays(const MeshArrays& mesh, const std::string& source) {
    if (mesh.xyz.size() % 3 != 0 || mesh.indices.size() % 3 != 0)
        throw MeshError(source, MeshRule::Unreadable, "arrays",
                        std::to_string(mesh.xyz.size()) + " coordinates and " + std::to_string(mesh.indices.size()) +
                            " indices: both counts must be multiples of 3");
    if (mesh.indices.empty() || mesh.xyz.empty())
        throw MeshError(source, MeshRule::Empty, "mesh",
                        "it has " + std::to_string(mesh.vertexCount()) + " vertices and " +
                            std::to_string(mesh.triangleCount()) + " triangles");
    for (std::size_t i = 0; i < mesh.xyz.size(); ++i)
        if (!std::isfinite(mesh.xyz[i]))
            throw MeshError(source, MeshRule::NonFinite, vertexLabel(std::uint32_t(i / 3)),
                            std::string("coordinate ") + "xyz"[i % 3] + " is " + limits::readable(double(mesh.xyz[i])));
    for (std::size_t i = 0; i < mesh.indices.size(); ++i)
        if (mesh.indices[i] >= mesh.vertexCount())
            throw MeshError(source, MeshRule::IndexOutOfRange, "triangle " + std::to_string(i / 3),
                            "corner " + std::to_string(i % 3) + " refers to vertex " + std::to_string(mesh.indices[i]) +
                                " but the mesh has " + std::to_string(mesh.vertexCount()));
}

MeshArrays repairHull(const MeshArrays& mesh, const HullRepairOptions& options, HullRepairReport* reportOut,
                      const std::string& source) {
    checkMeshArrays(mesh, source);
    HullRepairReport report;
    report.inputVertices = mesh.vertexCount();
    report.inputTriangles = mesh.triangleCount();

    // 1. Weld, then drop triangles with no area, faces listed twice, and pairs of opposed faces.
    const WeldedVertices welded = weldVertices(mesh.xyz.data(), mesh.vertexCount(), options.weldTolerance);
    std::vector<Vec3> positions = welded.positions;
    report.weldedVertices = mesh.vertexCount() - positions.size();
    std::vector<Triangle> triangles;
    std::vector<std::uint32_t> inputTriangle;  // kept triangle -> input triangle, for messages
    triangles.reserve(mesh.triangleCount());
    for (std::size_t t = 0; t < mesh.triangleCount(); ++t) {
        const Triangle w = {welded.weldedOf[mesh.indices[3 * t]], welded.weldedOf[mesh.indices[3 * t + 1]],
                            welded.weldedOf[mesh.indices[3 * t + 2]]};
        if (w[0] == w[1] || w[1] == w[2] || w[2] == w[0] ||
            isDegenerateTriangle(positions[w[0]], positions[w[1]], positions[w[2]], welded.tolerance)) {
            ++report.degenerateTriangles;
            continue;
        }
        triangles.push_back(w);
        inputTriangle.push_back(std::uint32_t(t));
    }
    {
        const DuplicateFaces duplicates = findDuplicateFaces(triangles);
        std::size_t kept = 0;
        for (std::size_t t = 0; t < triangles.size(); ++t)
            if (duplicates.keep[t]) {
                triangles[kept] = triangles[t];
                inputTriangle[kept++] = inputTriangle[t];
            }
        report.duplicateTriangles = duplicates.repeated;
        report.opposedFacePairs = duplicates.opposedPairs;
        triangles.resize(kept);
        inputTriangle.resize(kept);
    }
    if (triangles.empty())
        throw MeshError(source, MeshRule::Empty, "mesh",
                        "all " + std::to_string(report.inputTriangles) + " triangles are degenerate (zero area)");

    // Where a vertex of one side of a crack lies on an edge of the other (a T-junction), that
    // edge's triangle is split there: the crack closes, where a cap would have no area (Cracks.h).
    {
        std::vector<std::uint32_t> splitFrom;
        report.crackSplits = zipCracks(triangles, positions, welded.tolerance, splitFrom);
        for (std::uint32_t original : splitFrom) inputTriangle.push_back(inputTriangle[original]);
    }

    // Where the surface touches itself along an edge (2k triangles, k each way), its sheets get their
    // own copies of the edge's ends, ten weld tolerances apart so that no later weld joins them
    // again: docs/hull_preparation.md §3.
    std::vector<std::uint32_t> copiedFrom;
    report.pinchedEdges = separatePinchedEdges(triangles, positions, 10.0 * welded.tolerance, copiedFrom);
    std::vector<std::uint32_t> representative = welded.representative;  // vertex -> input vertex, for messages
    for (std::uint32_t original : copiedFrom) representative.push_back(representative[original]);

    // 2. Edges: two triangles make a seam, one an opening's rim, more cannot be repaired.
    std::vector<Side> sides;
    sides.reserve(3 * triangles.size());
    for (std::size_t t = 0; t < triangles.size(); ++t)
        for (std::uint8_t k = 0; k < 3; ++k) {
            const std::uint32_t a = triangles[t][k], b = triangles[t][std::size_t((k + 1) % 3)];
            sides.push_back({std::min(a, b), std::max(a, b), std::uint32_t(t), k, a < b});
        }
    std::sort(sides.begin(), sides.end(), [](const Side& p, const Side& q) {
        return std::tie(p.lo, p.hi, p.triangle, p.corner) < std::tie(q.lo, q.hi, q.triangle, q.corner);
    });
    std::vector<std::uint32_t> neighbour(3 * triangles.size(), kNone);  // across corner k's side
    std::vector<bool> sameDirection(3 * triangles.size(), false);
    DisjointSets sets(triangles.size());
    for (std::size_t first = 0; first < sides.size();) {
        std::size_t end = first + 1;
        while (end < sides.size() && sides[end].lo == sides[first].lo && sides[end].hi == sides[first].hi) ++end;
        if (end - first > 2) {
            const Side& s = sides[first];
            throw MeshError(source, MeshRule::NonManifoldEdge,
                            "edge (" + vertexLabel(representative[s.lo]) + ", " +
                                vertexLabel(representative[s.hi]) + ")",
                            "shared by " + std::to_string(end - first) + " triangles, the first triangle " +
                                std::to_string(inputTriangle[s.triangle]) +
                                ": parts that touch or cross each other cannot be repaired without changing "
                                "the shape; wrap them (wrapHull, or prepareHull and prepare_hull, which wrap "
                                "what repair cannot close unless told not to)");
        }
        if (end - first == 2) {
            const Side& p = sides[first];
            const Side& q = sides[first + 1];
            neighbour[3 * p.triangle + p.corner] = q.triangle;
            neighbour[3 * q.triangle + q.corner] = p.triangle;
            sameDirection[3 * p.triangle + p.corner] = sameDirection[3 * q.triangle + q.corner] = p.forward == q.forward;
            sets.unite(p.triangle, q.triangle);
        }
        first = end;
    }

    // 3. One winding per part: spread from each part's first triangle across its seams.
    std::vector<std::int8_t> flip(triangles.size(), -1);
    std::vector<std::uint32_t> queue;
    for (std::uint32_t seed = 0; seed < triangles.size(); ++seed) {
        if (flip[seed] >= 0) continue;
        flip[seed] = 0;
        queue.assign(1, seed);
        while (!queue.empty()) {
            const std::uint32_t t = queue.back();
            queue.pop_back();
            for (int k = 0; k < 3; ++k) {
                const std::uint32_t u = neighbour[3 * t + std::size_t(k)];
                if (u == kNone) continue;
                // Neighbours must run their shared edge in opposite directions.
                const auto wanted = std::int8_t(flip[t] ^ (sameDirection[3 * t + std::size_t(k)] ? 1 : 0));
                if (flip[u] < 0) {
                    flip[u] = wanted;
                    queue.push_back(u);
                } else if (flip[u] != wanted) {
                    throw MeshError(source, MeshRule::InconsistentWinding,
                                    "triangle " + std::to_string(inputTriangle[u]),
                                    "its part cannot be given one winding (it is not orientable, like a Moebius "
                                    "strip); a hull's surface must have an inside and an outside");
                }
            }
        }
    }
    auto oriented = [&](std::size_t t) {
        Triangle c = triangles[t];
        if (flip[t]) std::swap(c[1], c[2]);
        return c;
    };

    // 4. Parts, numbered by their first triangle, and their areas.
    std::vector<std::uint32_t> partOf(triangles.size());
    std::vector<std::uint32_t> partOfRoot(triangles.size(), kNone);
    std::vector<double> partArea;
    double totalArea = 0.0;
    for (std::size_t t = 0; t < triangles.size(); ++t) {
        const std::uint32_t root = sets.find(std::uint32_t(t));
        if (partOfRoot[root] == kNone) {
            partOfRoot[root] = std::uint32_t(partArea.size());
            partArea.push_back(0.0);
        }
        partOf[t] = partOfRoot[root];
        const double area = length(areaVector(positions, triangles[t]));
        partArea[partOf[t]] += area;
        totalArea += area;
    }
    const std::size_t partCount = partArea.size();
    std::vector<bool> dropped(partCount, false);
    double droppedArea = 0.0;
    for (std::size_t p = 0; p < partCount; ++p)
        if (partArea[p] < options.minPartAreaFraction * totalArea) {
            dropped[p] = true;
            ++report.droppedSmallParts;
            droppedArea += partArea[p];
        }

    // 5. Openings: the one-triangle sides of kept parts, directed as their (oriented) triangle runs
    // them, chain into loops; each loop is capped by a fan from its centroid, run the other way.
    struct Cap {
        std::uint32_t part;
        std::vector<std::uint32_t> rim;  // the loop's vertices in order
    };
    std::vector<Cap> caps;
    {
        std::vector<std::pair<std::uint32_t, std::uint32_t>> rimSides;  // (from, to), sorted
        std::vector<std::uint32_t> rimPart;
        for (std::size_t i = 0; i < sides.size(); ++i) {
            const Side& s = sides[i];
            const bool single = (i == 0 || sides[i - 1].lo != s.lo || sides[i - 1].hi != s.hi) &&
                                (i + 1 == sides.size() || sides[i + 1].lo != s.lo || sides[i + 1].hi != s.hi);
            if (!single || dropped[partOf[s.triangle]]) continue;
            const Triangle c = oriented(s.triangle);
            // The side's direction in the oriented triangle: find lo's corner and look at what follows.
            const int at = int(std::find(c.begin(), c.end(), s.lo) - c.begin());
            const bool loToHi = c[std::size_t((at + 1) % 3)] == s.hi;
            rimSides.push_back(loToHi ? std::make_pair(s.lo, s.hi) : std::make_pair(s.hi, s.lo));
            rimPart.push_back(partOf[s.triangle]);
        }
        if (!rimSides.empty() && !options.capOpenings) {
            const auto& [a, b] = rimSides.front();
            throw MeshError(source, MeshRule::OpenEdge,
                            "edge (" + vertexLabel(representative[a]) + ", " +
                                vertexLabel(representative[b]) + ")",
                            "the mesh is open (" + std::to_string(rimSides.size()) +
                                " edges belong to a single triangle) and capping is off");
        }
        std::vector<std::uint32_t> order(rimSides.size());
        std::iota(order.begin(), order.end(), 0u);
        std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
            return std::tie(rimSides[a], a) < std::tie(rimSides[b], b);
        });
        std::vector<bool> used(rimSides.size(), false);
        auto nextFrom = [&](std::uint32_t vertex) {  // the first unused rim side leaving `vertex`
            auto it = std::lower_bound(order.begin(), order.end(), vertex, [&](std::uint32_t i, std::uint32_t v) {
                return rimSides[i].first < v;
            });
            for (; it != order.end() && rimSides[*it].first == vertex; ++it)
                if (!used[*it]) return *it;
            return kNone;
        };
        for (std::uint32_t start : order) {
            if (used[start]) continue;
            Cap cap{rimPart[start], {}};
            for (std::uint32_t side = start; side != kNone; side = nextFrom(rimSides[side].second)) {
                used[side] = true;
                cap.rim.push_back(rimSides[side].first);
                if (rimSides[side].second == rimSides[start].first) break;
            }
            caps.push_back(std::move(cap));
        }
    }
    std::vector<Triangle> capTriangles;
    std::vector<std::uint32_t> capTrianglePart;
    std::vector<double> capArea(partCount, 0.0);
    for (const Cap& cap : caps) {
        Vec3 centre;
        for (std::uint32_t v : cap.rim) centre += positions[v] / double(cap.rim.size());
        const auto centreIndex = std::uint32_t(positions.size());
        positions.push_back(centre);
        for (std::size_t i = 0; i < cap.rim.size(); ++i) {
            const std::uint32_t a = cap.rim[i], b = cap.rim[(i + 1) % cap.rim.size()];
            capTriangles.push_back({b, a, centreIndex});
            capTrianglePart.push_back(cap.part);
            capArea[cap.part] += length(areaVector(positions, capTriangles.back()));
        }
    }

    // 6. Each part outward: its signed volume, capped, must be positive. A part that encloses next
    // to nothing is a sheet (a sail, a flag, a decal, a double-sided plane) and is dropped.
    std::vector<double> partVolume(partCount, 0.0);
    Vec3 reference;
    for (const Vec3& p : welded.positions) reference += p / double(welded.positions.size());
    for (std::size_t t = 0; t < triangles.size(); ++t) {
        const Triangle c = oriented(t);
        partVolume[partOf[t]] += sixSignedVolume(positions[c[0]] - reference, positions[c[1]] - reference,
                                                 positions[c[2]] - reference) / 6.0;
    }
    for (std::size_t i = 0; i < capTriangles.size(); ++i) {
        const Triangle& c = capTriangles[i];
        partVolume[capTrianglePart[i]] += sixSignedVolume(positions[c[0]] - reference, positions[c[1]] - reference,
                                                          positions[c[2]] - reference) / 6.0;
    }
    std::vector<bool> turnPart(partCount, false);
    for (std::size_t p = 0; p < partCount; ++p) {
        if (dropped[p]) continue;
        // Capped, an open sheet encloses only its camber: a mean depth under its caps below 2 % of
        // their size (|V| < 0.02 A_cap^1.5) is a sheet; a 5 cm deep 2 m x 1 m tray (0.035) is not.
        // A closed sheet (two coincident faces) encloses round-off: 1e-6 A^1.5 is far below any
        // solid's (a sphere's is 0.094 A^1.5, a 100:1 plank's about 0.005 A^1.5).
        const double volume = std::abs(partVolume[p]);
        const bool flat = capArea[p] > 0.0 ? volume < 0.02 * std::pow(capArea[p], 1.5)
                                           : volume <= 1e-6 * std::pow(partArea[p], 1.5);
        if (flat) {
            dropped[p] = true;
            ++report.droppedFlatParts;
            droppedArea += partArea[p];
        } else {
            turnPart[p] = partVolume[p] < 0.0;
        }
    }

    // 7. Out: kept triangles, turned as decided, then the caps of kept parts; their rims.
    MeshArrays out;
    std::vector<std::size_t> flippedInPart(partCount, 0), sizeOfPart(partCount, 0);
    for (std::size_t t = 0; t < triangles.size(); ++t) {
        const std::uint32_t p = partOf[t];
        if (dropped[p]) continue;
        Triangle c = oriented(t);
        if (turnPart[p]) std::swap(c[1], c[2]);
        const bool changed = (flip[t] != 0) != turnPart[p];
        flippedInPart[p] += changed ? 1 : 0;
        ++sizeOfPart[p];
        out.indices.insert(out.indices.end(), c.begin(), c.end());
    }
    for (std::size_t p = 0; p < partCount; ++p) {
        if (dropped[p]) continue;
        ++report.parts;
        // A part whose triangles mostly changed was inward as a whole; the rest were stray windings.
        if (2 * flippedInPart[p] > sizeOfPart[p]) {
            ++report.flippedParts;
            report.flippedTriangles += sizeOfPart[p] - flippedInPart[p];
        } else {
            report.flippedTriangles += flippedInPart[p];
        }
    }
    std::size_t capIndex = 0;
    for (const Cap& cap : caps) {
        const bool keep = !dropped[cap.part];
        if (keep) {
            ++report.cappedOpenings;
            for (std::size_t i = 0; i < cap.rim.size(); ++i) {
                Triangle c = capTriangles[capIndex + i];
                if (turnPart[cap.part]) std::swap(c[1], c[2]);
                out.indices.insert(out.indices.end(), c.begin(), c.end());
                const std::uint32_t a = cap.rim[i], b = cap.rim[(i + 1) % cap.rim.size()];
                out.openingRim.insert(out.openingRim.end(), {a, b});
                report.capRimLength += length(positions[a] - positions[b]);
            }
            report.capTriangles += cap.rim.size();
        }
        capIndex += cap.rim.size();
    }
    if (out.indices.empty())
        throw MeshError(source, MeshRule::Empty, "mesh",
                        "nothing is left once specks and flat sheets are dropped (" +
                            std::to_string(report.droppedSmallParts + report.droppedFlatParts) +
                            " parts); a hull must enclose a solid");

    out.xyz.reserve(3 * positions.size());
    for (const Vec3& p : positions) out.xyz.insert(out.xyz.end(), {float(p.x), float(p.y), float(p.z)});
    out = withUsedVerticesOnly(out);
    out.capTriangles = report.capTriangles;
    report.droppedAreaFraction = totalArea > 0.0 ? droppedArea / totalArea : 0.0;
    report.outputVertices = out.vertexCount();
    report.outputTriangles = out.triangleCount();

    auto say = [&](std::size_t count, const std::string& what) {
        if (count > 0) report.changes.push_back(std::to_string(count) + " " + what);
    };
    say(report.weldedVertices, "vertices welded into coincident ones");
    say(report.degenerateTriangles, "zero-area triangles dropped");
    say(report.duplicateTriangles, "duplicate triangles dropped");
    say(report.crackSplits, "triangles added splitting edges at the vertices of a crack's other side (T-junctions), "
                            "closing the cracks");
    say(report.pinchedEdges, "edges where the surface touched itself separated into its two sheets");
    say(report.opposedFacePairs, "pairs of opposed faces dropped (where parts touch face to face, or double-sided sheets)");
    say(report.flippedTriangles, "triangles turned to agree with their part's winding");
    say(report.flippedParts, "inward parts turned outward");
    if (report.droppedSmallParts + report.droppedFlatParts > 0) {
        std::ostringstream s;
        s << report.droppedSmallParts + report.droppedFlatParts << " parts dropped (" << report.droppedSmallParts
          << " specks, " << report.droppedFlatParts << " flat sheets; " << 100.0 * report.droppedAreaFraction
          << " % of the area)";
        report.changes.push_back(s.str());
    }
    if (report.cappedOpenings > 0) {
        std::ostringstream s;
        s << report.cappedOpenings << " openings capped (" << report.capTriangles << " triangles, rims "
          << report.capRimLength << " m long)";
        report.changes.push_back(s.str());
    }
    if (reportOut) *reportOut = std::move(report);
    return out;
}

} // namespace hydro
