// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/prepare/HullWells.h"

#include "hydro/HullMesh.h"
#include "hydro/MeshError.h"

#include "MeshSolid.h"
#include "UsedVertices.h"
#include "mesh/PolygonTriangulation.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <string>
#include <cmath>
#include <cstdint>
#include <functional>
#include <limits>
#include <queue>
#include <stdexcept>
#include <unordered_map>
#include <utility>

namespace hydro {
namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

std::array<double, 3> pointOf(const MeshArrays& mesh, std::uint32_t v) {
    return {double(mesh.xyz[3 * std::size_t(v)]), double(mesh.xyz[3 * std::size_t(v) + 1]),
            double(mesh.xyz[3 * std::size_t(v) + 2])};
}

/// The search grid round the hull, one cell of air beyond it on every side: cell (i, j, k) along
/// x, y, z, its centre at origin + (index + 1/2) cell.
struct Grid {
    std::array<double, 3> origin{};
    double cell = 0.0;
    std::array<int, 3> size{};
    std::array<std::size_t, 3> stride{};

    std::size_t count() const { return std::size_t(size[0]) * std::size_t(size[1]) * std::size_t(size[2]); }
    double centre(int axis, int index) const { return origin[std::size_t(axis)] + (index + 0.5) * cell; }
    int indexAlong(int axis, std::size_t cellIndex) const {
        return int(cellIndex / stride[std::size_t(axis)] % std::size_t(size[std::size_t(axis)]));
    }
};

Grid gridRound(const MeshArrays& mesh, int cellsAlongLongestSide) {
    std::array<double, 3> lo{kInfinity, kInfinity, kInfinity}, hi{-kInfinity, -kInfinity, -kInfinity};
    for (std::uint32_t v : mesh.indices) {
        const std::array<double, 3> p = pointOf(mesh, v);
        for (std::size_t a = 0; a < 3; ++a) lo[a] = std::min(lo[a], p[a]), hi[a] = std::max(hi[a], p[a]);
    }
    Grid grid;
    grid.cell = std::max({hi[0] - lo[0], hi[1] - lo[1], hi[2] - lo[2]}) / cellsAlongLongestSide;
    for (std::size_t a = 0; a < 3; ++a) {
        // The centres sit off the mesh's own round numbers (a third of a cell), so that rays seldom
        // graze an edge or a vertex; where one does, both triangles count (below), never neither.
        grid.size[a] = int(std::ceil((hi[a] - lo[a]) / grid.cell)) + 3;
        grid.origin[a] = lo[a] - (1.0 + 1.0 / 3.0) * grid.cell;
    }
    grid.stride = {1, std::size_t(grid.size[0]) * std::size_t(grid.size[2]), std::size_t(grid.size[0])};
    return grid;
}

/// The surface between a cell and its neighbour one step up an axis: the triangles nearest each
/// of the two, and where they cross the line between the centres.
struct Crossing {
    std::int32_t nearLow = -1, nearHigh = -1;
    double low = kInfinity, high = -kInfinity;
};

/// The blocked steps up one axis, by the lower cell's index: a flag for every cell and the
/// crossing only where there is one (the surface's cells, a small share of the grid's: filling a
/// crossing for every cell was most of the search's time on a hull with no hollow).
struct BlockedSteps {
    std::vector<bool> blocked;
    std::unordered_map<std::size_t, Crossing> crossing;
    /// The crossing between cell `c` and its neighbour up the axis; null where the step is open.
    const Crossing* find(std::size_t c) const { return blocked[c] ? &crossing.at(c) : nullptr; }
};

/// Every triangle that crosses a line between neighbouring cell centres, by casting the lines
/// along each axis through the triangles (inclusive: a line through an edge or a vertex blocks).
std::array<BlockedSteps, 3> crossings(const MeshArrays& mesh, const Grid& grid) {
    std::array<BlockedSteps, 3> out;
    for (int a = 0; a < 3; ++a) {
        const int u = (a + 1) % 3, v = (a + 2) % 3;
        const std::size_t au = std::size_t(a), uu = std::size_t(u), vu = std::size_t(v);
        BlockedSteps& along = out[au];
        along.blocked.assign(grid.count(), false);
        for (std::size_t t = 0; t < mesh.triangleCount(); ++t) {
            const std::array<double, 3> p0 = pointOf(mesh, mesh.indices[3 * t]), p1 = pointOf(mesh, mesh.indices[3 * t + 1]),
                                        p2 = pointOf(mesh, mesh.indices[3 * t + 2]);
            const Vec3 n = cross(Vec3{p1[0] - p0[0], p1[1] - p0[1], p1[2] - p0[2]}, Vec3{p2[0] - p0[0], p2[1] - p0[1], p2[2] - p0[2]});
            const double nu = n[u], nv = n[v], na = n[a];
            if (!(std::abs(na) > 1e-12 * length(n))) continue;  // edge-on to these lines
            const std::array<double, 3> qu{p0[uu], p1[uu], p2[uu]}, qv{p0[vu], p1[vu], p2[vu]};
            auto firstCentre = [&](int axis, double low) {
                return std::max(0, int(std::ceil((low - grid.origin[std::size_t(axis)]) / grid.cell - 0.5 - 1e-9)));
            };
            auto lastCentre = [&](int axis, double high) {
                return std::min(grid.size[std::size_t(axis)] - 1,
                                int(std::floor((high - grid.origin[std::size_t(axis)]) / grid.cell - 0.5 + 1e-9)));
            };
            const int u0 = firstCentre(u, *std::min_element(qu.begin(), qu.end())),
                      u1 = lastCentre(u, *std::max_element(qu.begin(), qu.end()));
            const int v0 = firstCentre(v, *std::min_element(qv.begin(), qv.end())),
                      v1 = lastCentre(v, *std::max_element(qv.begin(), qv.end()));
            const double doubleArea = (qu[1] - qu[0]) * (qv[2] - qv[0]) - (qv[1] - qv[0]) * (qu[2] - qu[0]);
            const double tolerance = 1e-7 * std::abs(doubleArea);
            for (int iu = u0; iu <= u1; ++iu)
                for (int iv = v0; iv <= v1; ++iv) {
                    const double pu = grid.centre(u, iu), pv = grid.centre(v, iv);
                    bool inside = true;
                    for (std::size_t k = 0; k < 3 && inside; ++k) {
                        const std::size_t m = (k + 1) % 3;
                        const double edge = (qu[m] - qu[k]) * (pv - qv[k]) - (qv[m] - qv[k]) * (pu - qu[k]);
                        inside = edge * (doubleArea > 0.0 ? 1.0 : -1.0) >= -tolerance;
                    }
                    if (!inside) continue;
                    const double w = p0[au] - (nu * (pu - p0[uu]) + nv * (pv - p0[vu])) / na;
                    const int lower = int(std::floor((w - grid.origin[au]) / grid.cell - 0.5));
                    if (lower < 0 || lower >= grid.size[au] - 1) continue;  // the grid pads the hull by a cell
                    const std::size_t c = std::size_t(lower) * grid.stride[au] + std::size_t(iu) * grid.stride[uu] +
                                          std::size_t(iv) * grid.stride[vu];
                    along.blocked[c] = true;
                    Crossing& x = along.crossing[c];
                    if (w < x.low) x.low = w, x.nearLow = std::int32_t(t);
                    if (w > x.high) x.high = w, x.nearHigh = std::int32_t(t);
                }
        }
    }
    return out;
}

/// A triangle the search met from a cell, and the height where it met it.
struct Contact {
    std::uint32_t triangle;
    double height;
};

/// One hollow that holds water: its cells, the level its water would stand at before it spills
/// (the centre height of the highest cell on the lowest way out), the triangles its cells meet.
struct Hollow {
    std::size_t cells = 0;
    std::size_t firstCell = 0;
    double spillLevel = -kInfinity;
    std::vector<Contact> lining;
};

struct Search {
    std::vector<Hollow> hollows;
    std::vector<Contact> outside;  ///< triangles met from cells the sea's own level reaches
};

/// Priority flood from the grid's edge (Barnes, Lehman and Mulla, "Priority-flood: an optimal
/// depression-filling and watershed-labeling algorithm for digital elevation models", Computers &
/// Geosciences 62, 2014), in three dimensions through the steps no triangle blocks: each cell
/// gets the lowest level water must rise to to reach it from outside. Cells below their level
/// are a hollow's; their connected groups are the hollows.
Search searchHollows(const MeshArrays& mesh, const Grid& grid) {
    const std::array<BlockedSteps, 3> steps = crossings(mesh, grid);
    const std::size_t count = grid.count();
    std::vector<double> level(count, std::numeric_limits<double>::quiet_NaN());
    using Entry = std::pair<double, std::size_t>;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> queue;
    auto heightOf = [&](std::size_t c) { return grid.centre(1, grid.indexAlong(1, c)); };
    // Each of the six steps from a cell: its neighbour, the crossing between them (if any), the
    // axis, and whether the step goes up it.
    auto forEachStep = [&](std::size_t c, auto&& visit) {
        for (int a = 0; a < 3; ++a) {
            const std::size_t au = std::size_t(a), stride = grid.stride[au];
            const int at = grid.indexAlong(a, c);
            if (at + 1 < grid.size[au]) visit(c + stride, steps[au].find(c), a, true);
            if (at > 0) visit(c - stride, steps[au].find(c - stride), a, false);
        }
    };
    for (int j = 0; j < grid.size[1]; ++j)  // the grid's outer cells, the sea's and the air's
        for (int k = 0; k < grid.size[2]; ++k)
            for (int i = 0; i < grid.size[0]; ++i) {
                const bool edge = i == 0 || j == 0 || k == 0 || i == grid.size[0] - 1 || j == grid.size[1] - 1 ||
                                  k == grid.size[2] - 1;
                if (!edge) continue;
                const std::size_t c = std::size_t(i) * grid.stride[0] + std::size_t(j) * grid.stride[1] +
                                      std::size_t(k) * grid.stride[2];
                level[c] = grid.centre(1, j);
                queue.push({level[c], c});
            }
    while (!queue.empty()) {
        const std::size_t c = queue.top().second;
        queue.pop();
        forEachStep(c, [&](std::size_t n, const Crossing* between, int, bool) {
            if (between || !std::isnan(level[n])) return;
            level[n] = std::max(level[c], heightOf(n));
            queue.push({level[n], n});
        });
    }

    Search search;
    const double tolerance = 1e-9 * grid.cell;
    auto underWater = [&](std::size_t c) { return !std::isnan(level[c]) && level[c] > heightOf(c) + tolerance; };
    // The surface nearest a cell across a blocked step: the step's lowest crossing going up its
    // axis, else its highest; met at the crossing's height on a vertical step, else at the cell's.
    auto contactFrom = [&](std::size_t c, const Crossing& between, int axis, bool up, std::vector<Contact>& into) {
        into.push_back({std::uint32_t(up ? between.nearLow : between.nearHigh),
                        axis == 1 ? (up ? between.low : between.high) : heightOf(c)});
    };
    // A dry cell one open step above a hollow's water is its surface layer, at the spill level,
    // inside the rim: what it meets is the hollow's lining, not the outside.
    auto onAHollow = [&](std::size_t c) {
        bool above = false;
        forEachStep(c, [&](std::size_t n, const Crossing* between, int, bool) { above = above || (!between && underWater(n)); });
        return above;
    };
    std::vector<bool> grouped(count, false);
    for (std::size_t c = 0; c < count; ++c) {
        if (std::isnan(level[c])) continue;
        if (!underWater(c)) {
            if (onAHollow(c)) continue;
            forEachStep(c, [&](std::size_t, const Crossing* between, int axis, bool up) {
                if (between) contactFrom(c, *between, axis, up, search.outside);
            });
            continue;
        }
        if (grouped[c]) continue;
        Hollow hollow;
        hollow.firstCell = c;
        std::vector<std::size_t> pending{c};
        grouped[c] = true;
        while (!pending.empty()) {
            const std::size_t h = pending.back();
            pending.pop_back();
            ++hollow.cells;
            hollow.spillLevel = std::max(hollow.spillLevel, level[h]);
            forEachStep(h, [&](std::size_t n, const Crossing* between, int axis, bool up) {
                if (between) {
                    contactFrom(h, *between, axis, up, hollow.lining);
                } else if (!grouped[n] && underWater(n)) {
                    grouped[n] = true;
                    pending.push_back(n);
                }
            });
        }
        search.hollows.push_back(std::move(hollow));
    }
    // Largest first; equal ones in the order of their first cell.
    std::sort(search.hollows.begin(), search.hollows.end(), [](const Hollow& x, const Hollow& y) {
        return x.cells != y.cells ? x.cells > y.cells : x.firstCell < y.firstCell;
    });
    return search;
}

/// The mesh cut by the plane y = height: every triangle that crosses it split in two or three,
/// with the new vertices shared along the edges they lie on.
struct CutMesh {
    MeshArrays mesh;
    std::vector<std::uint32_t> source;  ///< each piece's triangle in the mesh cut
    std::vector<bool> below;            ///< each piece lies under the plane
    std::unordered_map<std::uint64_t, std::uint32_t> onEdge;  ///< the vertex cut into an edge (its ends, low index first)
};

std::uint64_t edgeKey(std::uint32_t a, std::uint32_t b) {
    return (std::uint64_t(std::min(a, b)) << 32) | std::uint64_t(std::max(a, b));
}

/// A vertex this close to the plane (a share of the hull's bounding-box diagonal) is taken as on
/// it: cutting beside it would leave a sliver that HullMesh's weld (1e-6 of the diagonal,
/// HullMeshOptions::weldTolerance) drops, opening the hull. Ten times the weld's.
constexpr double kOnThePlane = 1e-5;

CutMesh cutAt(const MeshArrays& mesh, double height, double diagonal) {
    CutMesh cut;
    cut.mesh.xyz = mesh.xyz;
    const double onThePlane = kOnThePlane * diagonal;
    auto side = [&](std::uint32_t v) {
        const double y = double(mesh.xyz[3 * std::size_t(v) + 1]);
        return y > height + onThePlane ? 1 : (y < height - onThePlane ? -1 : 0);
    };
    auto cutVertex = [&](std::uint32_t a, std::uint32_t b) {
        const auto [it, added] = cut.onEdge.emplace(edgeKey(a, b), std::uint32_t(cut.mesh.vertexCount()));
        if (added) {
            const std::uint32_t low = std::min(a, b), high = std::max(a, b);  // the same point from either triangle
            const std::array<double, 3> p = pointOf(mesh, low), q = pointOf(mesh, high);
            const double s = (height - p[1]) / (q[1] - p[1]);
            cut.mesh.xyz.insert(cut.mesh.xyz.end(), {float(p[0] + s * (q[0] - p[0])), float(height), float(p[2] + s * (q[2] - p[2]))});
        }
        return it->second;
    };
    auto add = [&](std::uint32_t t, std::uint32_t a, std::uint32_t b, std::uint32_t c, bool below) {
        cut.mesh.indices.insert(cut.mesh.indices.end(), {a, b, c});
        cut.source.push_back(t);
        cut.below.push_back(below);
    };
    for (std::uint32_t t = 0; t < mesh.triangleCount(); ++t) {
        std::array<std::uint32_t, 3> v{mesh.indices[3 * t], mesh.indices[3 * t + 1], mesh.indices[3 * t + 2]};
        std::array<int, 3> s{side(v[0]), side(v[1]), side(v[2])};
        const bool crosses = std::min({s[0], s[1], s[2]}) < 0 && std::max({s[0], s[1], s[2]}) > 0;
        if (!crosses) {  // under it, touching it at most (a triangle in the plane counts as above)
            add(t, v[0], v[1], v[2], std::max({s[0], s[1], s[2]}) <= 0 && std::min({s[0], s[1], s[2]}) < 0);
            continue;
        }
        // Turn the corners (keeping the winding) so that v[0] is the one on the plane between the
        // other two, if one is, else the one alone on its side: an edge from a corner on the plane
        // is never cut (the neighbour across it does not cut it either).
        const bool cornerOnThePlane = s[0] == 0 || s[1] == 0 || s[2] == 0;
        while (cornerOnThePlane ? s[0] != 0 : (s[1] == s[0] || s[2] == s[0]))
            std::rotate(v.begin(), v.begin() + 1, v.end()), std::rotate(s.begin(), s.begin() + 1, s.end());
        if (s[0] == 0) {
            const std::uint32_t m = cutVertex(v[1], v[2]);
            add(t, v[0], v[1], m, s[1] < 0);
            add(t, v[0], m, v[2], s[2] < 0);
        } else {
            const std::uint32_t p = cutVertex(v[0], v[1]), q = cutVertex(v[0], v[2]);
            add(t, v[0], p, q, s[0] < 0);
            add(t, p, v[1], v[2], s[0] > 0);
            add(t, p, v[2], q, s[0] > 0);
        }
    }
    cut.mesh.capTriangles = 0;
    return cut;
}

/// The pieces of the cut mesh under the plane that line the hollow: reached from the triangles its
/// cells met under the plane, across edges between pieces under it. Empty when they reach a
/// triangle met from the sea's side: the plane is above the rim's lowest point there.
std::vector<bool> liningBelow(const CutMesh& cut, const std::vector<Contact>& lining, const std::vector<Contact>& outside,
                              double height) {
    const std::size_t pieces = cut.source.size();
    std::vector<std::vector<std::uint32_t>> piecesOf;  // per triangle of the mesh cut
    for (std::uint32_t p = 0; p < pieces; ++p) {
        if (cut.source[p] >= piecesOf.size()) piecesOf.resize(cut.source[p] + 1);
        piecesOf[cut.source[p]].push_back(p);
    }
    std::unordered_map<std::uint64_t, std::vector<std::uint32_t>> byEdge;
    for (std::uint32_t p = 0; p < pieces; ++p)
        if (cut.below[p])
            for (int k = 0; k < 3; ++k)
                byEdge[edgeKey(cut.mesh.indices[3 * p + std::size_t(k)], cut.mesh.indices[3 * p + std::size_t((k + 1) % 3)])].push_back(p);
    std::vector<bool> sea(pieces, false), reached(pieces, false);
    for (const Contact& c : outside)
        if (c.height < height && c.triangle < piecesOf.size())
            for (std::uint32_t p : piecesOf[c.triangle]) sea[p] = sea[p] || cut.below[p];
    std::vector<std::uint32_t> pending;
    for (const Contact& c : lining)
        if (c.height < height && c.triangle < piecesOf.size())
            for (std::uint32_t p : piecesOf[c.triangle])
                if (cut.below[p] && !reached[p]) reached[p] = true, pending.push_back(p);
    while (!pending.empty()) {
        const std::uint32_t p = pending.back();
        pending.pop_back();
        if (sea[p]) return {};
        for (int k = 0; k < 3; ++k)
            for (std::uint32_t q : byEdge[edgeKey(cut.mesh.indices[3 * p + std::size_t(k)],
                                                  cut.mesh.indices[3 * p + std::size_t((k + 1) % 3)])])
                if (!reached[q]) reached[q] = true, pending.push_back(q);
    }
    return reached;
}

/// The hollow's lining taken out of the cut hull and a lid put over the hole it leaves, a fan from
/// the centre of each loop of its rim; the lining turned inside out under the same lid is the well.
HullWell closeAt(const CutMesh& cut, const std::vector<bool>& lining, std::size_t firstCapOfMeshCut, MeshArrays& hull) {
    const MeshArrays& m = cut.mesh;
    // The rim: edges of kept pieces whose other side is a lining piece, as they run in the kept piece.
    std::unordered_map<std::uint64_t, bool> liningEdge;
    for (std::uint32_t p = 0; p < lining.size(); ++p)
        if (lining[p])
            for (int k = 0; k < 3; ++k)
                liningEdge[edgeKey(m.indices[3 * p + std::size_t(k)], m.indices[3 * p + std::size_t((k + 1) % 3)])] = true;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> rim;  // in the order met: deterministic
    MeshArrays kept, caps;
    kept.xyz = m.xyz;
    for (std::uint32_t p = 0; p < lining.size(); ++p) {
        if (lining[p]) continue;
        MeshArrays& into = cut.source[p] >= firstCapOfMeshCut ? caps : kept;
        for (int k = 0; k < 3; ++k) {
            const std::uint32_t a = m.indices[3 * p + std::size_t(k)], b = m.indices[3 * p + std::size_t((k + 1) % 3)];
            into.indices.push_back(a);
            if (liningEdge.count(edgeKey(a, b))) rim.emplace_back(a, b);
        }
    }
    // Chain the rim into loops, each in the order the lid runs it (b before a over an edge a -> b),
    // which seen from above is counter-clockwise round the rim's outer loops and clockwise round
    // the holes in the lid (a deckhouse standing in the well).
    std::unordered_map<std::uint32_t, std::vector<std::size_t>> leaving;
    for (std::size_t e = 0; e < rim.size(); ++e) leaving[rim[e].first].push_back(e);
    std::vector<bool> used(rim.size(), false);
    std::vector<std::vector<std::uint32_t>> loops;
    for (std::size_t start = 0; start < rim.size(); ++start) {
        if (used[start]) continue;
        std::vector<std::uint32_t> loop;
        for (std::size_t e = start; !used[e];) {
            used[e] = true;
            loop.push_back(rim[e].first);
            const std::vector<std::size_t>& next = leaving[rim[e].second];
            const auto free = std::find_if(next.begin(), next.end(), [&](std::size_t n) { return !used[n]; });
            if (free == next.end()) break;
            e = *free;
        }
        std::reverse(loop.begin(), loop.end());
        loops.push_back(std::move(loop));
    }
    // The lid faces up, out of the hull; the well's lining, turned, meets the same lid from below.
    // It is triangulated in the rim's plane (PolygonTriangulation.h), where a fan from each loop's
    // centre overlapped itself over a loop that is not convex and over the holes, leaving faces on
    // one another that the panel method cannot take (docs/added_mass.md §9). Seen from above with
    // (z, x) as plane axes, counter-clockwise is facing up. A loop that cannot be triangulated
    // (crossing itself) is left without a lid, and the well open (whyNotClosed).
    std::vector<PlanePoint> points;
    std::vector<std::uint32_t> vertexOf;
    std::vector<std::vector<std::size_t>> outers, holes;
    HullWell well;
    well.rimHeight = kInfinity;
    for (const std::vector<std::uint32_t>& loop : loops) {
        std::vector<std::size_t> inPlane;
        for (std::uint32_t v : loop) {
            const std::array<double, 3> p = pointOf(m, v);
            well.rimHeight = std::min(well.rimHeight, p[1]);
            inPlane.push_back(points.size());
            points.push_back({p[2], p[0]});
            vertexOf.push_back(v);
        }
        (twiceSignedArea(points, inPlane) > 0.0 ? outers : holes).push_back(std::move(inPlane));
    }
    std::vector<std::uint32_t> lid;
    Vec3 moment;
    for (const std::vector<std::size_t>& outer : outers) {
        std::vector<std::vector<std::size_t>> inside;
        for (const std::vector<std::size_t>& hole : holes)
            if (insideLoop(points, outer, points[hole.front()])) inside.push_back(hole);
        std::vector<std::array<std::size_t, 3>> triangles = triangulate(points, outer, inside);
        // Every rim vertex a corner of the lid, so that each rim edge meets one lid edge.
        std::vector<std::vector<std::size_t>> bounds{outer};
        bounds.insert(bounds.end(), inside.begin(), inside.end());
        // A corner left off leaves its two rim edges unmatched, and the well open (whyNotClosed).
        keepEveryCorner(points, bounds, triangles);
        flipToDelaunay(points, triangles);
        for (const std::array<std::size_t, 3>& t : triangles) {
            const std::array<double, 3> a = pointOf(m, vertexOf[t[0]]), b = pointOf(m, vertexOf[t[1]]), c = pointOf(m, vertexOf[t[2]]);
            lid.insert(lid.end(), {vertexOf[t[0]], vertexOf[t[1]], vertexOf[t[2]]});
            // Its area seen from above, and the moment of it: the opening's area and centre.
            const double area = 0.5 * ((b[2] - a[2]) * (c[0] - a[0]) - (b[0] - a[0]) * (c[2] - a[2]));
            well.lidArea += area;
            moment = moment + Vec3{a[0] + b[0] + c[0], a[1] + b[1] + c[1], a[2] + b[2] + c[2]} * (area / 3.0);
        }
    }
    well.lidCentre = well.lidArea > 0.0 ? moment / well.lidArea : Vec3{};

    MeshArrays compartment;
    compartment.xyz = kept.xyz;
    for (std::uint32_t p = 0; p < lining.size(); ++p)
        if (lining[p])
            compartment.indices.insert(compartment.indices.end(),
                                       {m.indices[3 * p], m.indices[3 * p + 2], m.indices[3 * p + 1]});
    compartment.indices.insert(compartment.indices.end(), lid.begin(), lid.end());
    well.compartment = withUsedVerticesOnly(compartment);
    well.volume = solidOf(well.compartment).volume;

    hull.xyz = std::move(kept.xyz);
    hull.indices = std::move(kept.indices);
    hull.indices.insert(hull.indices.end(), caps.indices.begin(), caps.indices.end());
    hull.indices.insert(hull.indices.end(), lid.begin(), lid.end());
    hull.capTriangles = caps.triangleCount() + lid.size() / 3;
    for (const auto& [a, b] : rim) hull.openingRim.insert(hull.openingRim.end(), {a, b});
    return well;
}

/// `value` to three significant figures, for the wells' messages.
std::string threeFigures(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.3g", value);
    return text;
}

/// Every edge run once each way: the lid closed every loop of the rim.
bool closedAndConsistent(const MeshArrays& mesh) {
    std::unordered_map<std::uint64_t, int> runs;  // +1 from the lower index to the higher, -1 back
    for (std::size_t t = 0; t < mesh.triangleCount(); ++t)
        for (std::size_t k = 0; k < 3; ++k) {
            const std::uint32_t a = mesh.indices[3 * t + k], b = mesh.indices[3 * t + (k + 1) % 3];
            runs[edgeKey(a, b)] += a < b ? 1 : -1;
        }
    return std::all_of(runs.begin(), runs.end(), [](const auto& run) { return run.second == 0; });
}

/// Why the hull closed over `well` will not do, or "": a lid that does not close its rim (the hull
/// touches itself on it, or the rim crosses itself seen from above), a hull or well HullMesh refuses
/// (a lid triangle thinner than its weld; parts that overlap, whose inner surfaces made the hollow), or a
/// well found to hold less than the share asked once closed (the lid came lower than the search's
/// estimate, where its lining first parts from the outside).
std::string whyNotClosed(const MeshArrays& hull, const HullWell& well, double minVolumeShare, double hullVolume) {
    if (!closedAndConsistent(hull) || !closedAndConsistent(well.compartment))
        return "its rim there is not a loop a lid closes (the hull touches itself on it, or the rim crosses itself seen from above)";
    try {
        (void)HullMesh::fromArrays(hull);
        (void)HullMesh::fromArrays(well.compartment);
    } catch (const MeshError& e) {
        return std::string("a lid there would not make a valid hull (") + ruleName(e.rule()) + " at " + e.element() + ")";
    }
    if (well.volume < minVolumeShare * (hullVolume + well.volume))
        return "closed where its lining parts from the outside it holds " + threeFigures(well.volume) + " m^3, below " +
               threeFigures(100.0 * minVolumeShare) + " % of the hull's with it (HullWellOptions::minVolumeShare)";
    return "";
}

/// The rims the mesh had that the closed hull still has (a cap inside the hollow went with its
/// lining), with the edges the cut split given as their two halves.
std::vector<std::uint32_t> rimAfterCut(const MeshArrays& mesh, const CutMesh& cut, const MeshArrays& closedHull) {
    std::unordered_map<std::uint64_t, bool> edges;
    for (std::size_t t = 0; t < closedHull.triangleCount(); ++t)
        for (std::size_t k = 0; k < 3; ++k)
            edges[edgeKey(closedHull.indices[3 * t + k], closedHull.indices[3 * t + (k + 1) % 3])] = true;
    std::vector<std::uint32_t> rim;
    auto keep = [&](std::uint32_t a, std::uint32_t b) {
        if (edges.count(edgeKey(a, b))) rim.insert(rim.end(), {a, b});
    };
    for (std::size_t i = 0; i + 1 < mesh.openingRim.size(); i += 2) {
        const std::uint32_t a = mesh.openingRim[i], b = mesh.openingRim[i + 1];
        const auto split = cut.onEdge.find(edgeKey(a, b));
        if (split == cut.onEdge.end()) {
            keep(a, b);
        } else {
            keep(a, split->second);
            keep(split->second, b);
        }
    }
    return rim;
}


} // namespace

Opening rimOpening(const HullWell& well, int compartment, std::string name) {
    Opening rim;
    rim.name = std::move(name);
    rim.point = well.lidCentre;
    rim.area = well.lidArea;
    rim.from = Opening::kSea;
    rim.to = compartment;
    return rim;
}

ClosedWells closeWells(const MeshArrays& closed, const HullWellOptions& options) {
    if (options.cellsAlongLongestSide < HullWellOptions::kMinCells || options.cellsAlongLongestSide > HullWellOptions::kMaxCells)
        throw std::invalid_argument("HullWellOptions: cellsAlongLongestSide must be within 16..256, got " +
                                    std::to_string(options.cellsAlongLongestSide));
    if (!(options.minVolumeShare >= 0.0 && options.minVolumeShare <= 1.0))
        throw std::invalid_argument("HullWellOptions: minVolumeShare must be within 0..1");
    if (options.maxWells < 0) throw std::invalid_argument("HullWellOptions: maxWells must not be negative");
    ClosedWells result;
    result.hull = closed;
    if (closed.indices.empty()) return result;
    const double hullVolume = solidOf(closed).volume;
    // The hollows, largest first, searched again only once one is closed (the mesh has changed);
    // those left open stay in the list, counted by `tried`.
    std::size_t tried = 0;
    Grid grid;
    Search search;
    bool searched = false;
    while (int(result.wells.size()) < options.maxWells) {
        const MeshArrays& mesh = result.hull;
        if (!searched) {
            grid = gridRound(mesh, options.cellsAlongLongestSide);
            search = searchHollows(mesh, grid);
            searched = true;
        }
        const double diagonal = std::sqrt(double(grid.size[0] * grid.size[0] + grid.size[1] * grid.size[1] +
                                                 grid.size[2] * grid.size[2])) * grid.cell;
        if (tried >= search.hollows.size()) break;
        const Hollow& hollow = search.hollows[tried];
        const double estimate = double(hollow.cells) * grid.cell * grid.cell * grid.cell;
        if (estimate < options.minVolumeShare * (hullVolume + estimate)) {  // of the hull closed over it
            // The rest are smaller still: say how many were left, not each.
            const std::size_t left = search.hollows.size() - tried;
            result.leftOpen.push_back(std::to_string(left) + (left == 1 ? " hollow" : " hollows") + " of " +
                                      threeFigures(estimate) + " m^3 or less left open (below " +
                                      threeFigures(100.0 * options.minVolumeShare) + " % of the hull's " +
                                      threeFigures(hullVolume) + " m^3 with it: HullWellOptions::minVolumeShare)");
            break;
        }
        // The rim's lowest point lies between the spill level (a cell centre the water reaches)
        // and a cell above it: the highest plane whose lining does not reach the sea's side is
        // found by halving, to a thousandth of a cell.
        double low = hollow.spillLevel, high = hollow.spillLevel + grid.cell;
        std::vector<bool> lining = liningBelow(cutAt(mesh, low, diagonal), hollow.lining, search.outside, low);
        for (int lower = 1; lining.empty() && lower <= 2; ++lower) {
            high = low, low = hollow.spillLevel - lower * grid.cell;
            lining = liningBelow(cutAt(mesh, low, diagonal), hollow.lining, search.outside, low);
        }
        if (lining.empty()) {
            result.leftOpen.push_back("a hollow of about " + threeFigures(estimate) + " m^3 under y = " +
                                      threeFigures(hollow.spillLevel) + " m left open: its lining and the outside of the "
                                      "hull meet below its rim (a hole in it, or a rim the mesh does not close)");
            ++tried;
            continue;
        }
        for (int halving = 0; halving < 10; ++halving) {
            const double middle = 0.5 * (low + high);
            if (liningBelow(cutAt(mesh, middle, diagonal), hollow.lining, search.outside, middle).empty())
                high = middle;
            else
                low = middle;
        }
        const CutMesh cut = cutAt(mesh, low, diagonal);
        lining = liningBelow(cut, hollow.lining, search.outside, low);
        MeshArrays hull;
        HullWell well = closeAt(cut, lining, mesh.triangleCount() - mesh.capTriangles, hull);
        const std::string why = whyNotClosed(hull, well, options.minVolumeShare, hullVolume);
        if (!why.empty()) {
            result.leftOpen.push_back("a hollow of about " + threeFigures(estimate) + " m^3 under y = " + threeFigures(low) +
                                      " m left open: " + why);
            ++tried;
            continue;
        }
        const std::vector<std::uint32_t> rimsBefore = rimAfterCut(mesh, cut, hull);
        hull.openingRim.insert(hull.openingRim.begin(), rimsBefore.begin(), rimsBefore.end());
        result.hull = withUsedVerticesOnly(hull);
        result.wells.push_back(std::move(well));
        searched = false;
    }
    return result;
}

} // namespace hydro
