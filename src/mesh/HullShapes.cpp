// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/HullShapes.h"

#include "base/MathConstants.h"

#include <array>
#include <cmath>
#include <map>

namespace hydro {
namespace {

std::uint32_t addVertex(MeshArrays& mesh, const Vec3& p) {
    mesh.xyz.insert(mesh.xyz.end(), {float(p.x), float(p.y), float(p.z)});
    return std::uint32_t(mesh.xyz.size() / 3 - 1);
}

void addTriangle(MeshArrays& mesh, std::uint32_t a, std::uint32_t b, std::uint32_t c) {
    mesh.indices.insert(mesh.indices.end(), {a, b, c});
}

/// Two triangles for the quad a, b, c, d listed counter-clockwise from outside.
void addQuad(MeshArrays& mesh, std::uint32_t a, std::uint32_t b, std::uint32_t c, std::uint32_t d) {
    addTriangle(mesh, a, b, c);
    addTriangle(mesh, a, c, d);
}

} // namespace

MeshArrays makeBox(const Vec3& h, const Vec3& c) {
    MeshArrays mesh;
    for (int i = 0; i < 8; ++i)
        addVertex(mesh, c + Vec3{(i & 1) ? h.x : -h.x, (i & 2) ? h.y : -h.y, (i & 4) ? h.z : -h.z});
    // Vertex i has bit 0 = +x, bit 1 = +y, bit 2 = +z. Faces counter-clockwise from outside.
    addQuad(mesh, 0, 4, 6, 2);  // -x
    addQuad(mesh, 1, 3, 7, 5);  // +x
    addQuad(mesh, 0, 1, 5, 4);  // -y
    addQuad(mesh, 2, 6, 7, 3);  // +y
    addQuad(mesh, 0, 2, 3, 1);  // -z
    addQuad(mesh, 4, 5, 7, 6);  // +z
    return mesh;
}

Result<MeshArrays> tryMakeIcosphere(double radius, int subdivisions) {
    if (subdivisions < 0)
        return Error("makeIcosphere: subdivisions = " + std::to_string(subdivisions) + " (must be >= 0)");
    const double t = (1.0 + std::sqrt(5.0)) / 2.0;
    std::vector<Vec3> points = {{-1, t, 0}, {1, t, 0}, {-1, -t, 0}, {1, -t, 0}, {0, -1, t}, {0, 1, t},
                                {0, -1, -t}, {0, 1, -t}, {t, 0, -1}, {t, 0, 1}, {-t, 0, -1}, {-t, 0, 1}};
    std::vector<std::array<std::uint32_t, 3>> faces = {
        {0, 11, 5}, {0, 5, 1},  {0, 1, 7},   {0, 7, 10}, {0, 10, 11}, {1, 5, 9}, {5, 11, 4},
        {11, 10, 2}, {10, 7, 6}, {7, 1, 8},  {3, 9, 4},  {3, 4, 2},   {3, 2, 6}, {3, 6, 8},
        {3, 8, 9},  {4, 9, 5},  {2, 4, 11},  {6, 2, 10}, {8, 6, 7},   {9, 8, 1}};
    for (Vec3& p : points) p = p / length(p);
    for (int level = 0; level < subdivisions; ++level) {
        std::map<std::pair<std::uint32_t, std::uint32_t>, std::uint32_t> midpointOf;
        auto midpoint = [&](std::uint32_t a, std::uint32_t b) {
            const auto key = std::make_pair(std::min(a, b), std::max(a, b));
            const auto found = midpointOf.find(key);
            if (found != midpointOf.end()) return found->second;
            const Vec3 m = (points[a] + points[b]) * 0.5;
            points.push_back(m / length(m));
            return midpointOf[key] = std::uint32_t(points.size() - 1);
        };
        std::vector<std::array<std::uint32_t, 3>> finer;
        for (const auto& f : faces) {
            const std::uint32_t ab = midpoint(f[0], f[1]), bc = midpoint(f[1], f[2]), ca = midpoint(f[2], f[0]);
            finer.push_back({f[0], ab, ca});
            finer.push_back({f[1], bc, ab});
            finer.push_back({f[2], ca, bc});
            finer.push_back({ab, bc, ca});
        }
        faces.swap(finer);
    }
    MeshArrays mesh;
    for (const Vec3& p : points) addVertex(mesh, p * radius);
    for (const auto& f : faces) addTriangle(mesh, f[0], f[1], f[2]);
    return mesh;
}

Result<MeshArrays> tryMakeCylinder(double radius, double length, int segments) {
    if (segments < 3) return Error("makeCylinder: segments = " + std::to_string(segments) + " (at least 3)");
    MeshArrays mesh;
    const auto n = std::uint32_t(segments);
    for (int end = 0; end < 2; ++end)
        for (std::uint32_t k = 0; k < n; ++k) {
            const double angle = 2.0 * kPi * k / n;
            addVertex(mesh, {(end ? 0.5 : -0.5) * length, radius * std::cos(angle), radius * std::sin(angle)});
        }
    const std::uint32_t aftCentre = addVertex(mesh, {-0.5 * length, 0, 0});
    const std::uint32_t foreCentre = addVertex(mesh, {0.5 * length, 0, 0});
    for (std::uint32_t k = 0; k < n; ++k) {
        const std::uint32_t next = (k + 1) % n;
        // Angle runs from +y toward +z; seen from outside the skin, aft ring then fore ring.
        addQuad(mesh, k, next, n + next, n + k);
        addTriangle(mesh, aftCentre, next, k);
        addTriangle(mesh, foreCentre, n + k, n + next);
    }
    return mesh;
}

Result<MeshArrays> tryMakeLoftedHull(const std::vector<HullSection>& sections) {
    if (sections.size() < 2)
        return Error("makeLoftedHull: " + std::to_string(sections.size()) + " sections (at least two)");
    const std::size_t m = sections.front().points.size();
    for (std::size_t i = 0; i < sections.size(); ++i) {
        const HullSection& s = sections[i];
        if (s.points.size() != m || m < 2 || s.points.front().second != 0.0)
            return Error("makeLoftedHull: section " + std::to_string(i) + " has " + std::to_string(s.points.size()) +
                         " points, section 0 has " + std::to_string(m) +
                         " (every section needs the same number, >= 2, the first on the centreline)");
    }
    MeshArrays mesh;
    const std::size_t n = sections.size();
    // Where a section has zero width (a stem, or the keel line), the starboard and port skins give
    // the same triangle twice, wound both ways: a flap of zero thickness that would make its edges
    // non-manifold. Such triangles lie wholly in the centreplane z = 0; leaving both out keeps the
    // hull closed.
    auto addSkinQuad = [&mesh](std::uint32_t a, std::uint32_t b, std::uint32_t c, std::uint32_t d) {
        auto onCentreplane = [&mesh](std::uint32_t v) { return mesh.xyz[3 * v + 2] == 0.0f; };
        for (const auto& t : {std::array<std::uint32_t, 3>{a, b, c}, std::array<std::uint32_t, 3>{a, c, d}})
            if (!(onCentreplane(t[0]) && onCentreplane(t[1]) && onCentreplane(t[2])))
                addTriangle(mesh, t[0], t[1], t[2]);
    };
    auto index = [&](std::size_t side, std::size_t i, std::size_t j) { return std::uint32_t((side * n + i) * m + j); };
    for (std::size_t side = 0; side < 2; ++side)  // 0 starboard (+z), 1 port (-z)
        for (const HullSection& s : sections)
            for (const auto& [y, halfBreadth] : s.points)
                addVertex(mesh, {s.x, y, side == 0 ? halfBreadth : -halfBreadth});

    for (std::size_t i = 0; i + 1 < n; ++i) {
        for (std::size_t j = 0; j + 1 < m; ++j) {
            // Starboard skin faces +z: stern-to-bow then keel-to-sheer is counter-clockwise.
            addSkinQuad(index(0, i, j), index(0, i + 1, j), index(0, i + 1, j + 1), index(0, i, j + 1));
            addSkinQuad(index(1, i, j), index(1, i, j + 1), index(1, i + 1, j + 1), index(1, i + 1, j));
        }
        const std::size_t sheer = m - 1;
        addQuad(mesh, index(0, i, sheer), index(0, i + 1, sheer), index(1, i + 1, sheer), index(1, i, sheer));
    }
    for (std::size_t j = 0; j + 1 < m; ++j) {  // strips across the end sections, keel to sheer
        addQuad(mesh, index(0, 0, j), index(0, 0, j + 1), index(1, 0, j + 1), index(1, 0, j));
        addQuad(mesh, index(0, n - 1, j), index(1, n - 1, j), index(1, n - 1, j + 1), index(0, n - 1, j + 1));
    }
    return mesh;
}

Result<MeshArrays> tryMakeWigleyHull(double length, double beam, double draft, double freeboard, int stations,
                                     int waterlines) {
    if (stations < 3 || waterlines < 2)
        return Error("makeWigleyHull: " + std::to_string(stations) + " stations and " + std::to_string(waterlines) +
                     " waterlines (at least 3 stations and 2 waterlines)");
    std::vector<HullSection> sections;
    for (int i = 0; i < stations; ++i) {
        HullSection s;
        s.x = length * (double(i) / (stations - 1) - 0.5);
        const double lengthwise = 1.0 - std::pow(2.0 * s.x / length, 2.0);
        for (int j = 0; j < waterlines; ++j) {
            const double depth = draft * (1.0 - double(j) / (waterlines - 1));  // keel to waterline
            s.points.emplace_back(-depth, 0.5 * beam * lengthwise * (1.0 - std::pow(depth / draft, 2.0)));
        }
        s.points.emplace_back(freeboard, 0.5 * beam * lengthwise);  // wall-sided above the waterline
        sections.push_back(std::move(s));
    }
    return tryMakeLoftedHull(sections);
}

MeshArrays makeIcosphere(double radius, int subdivisions) { return orThrow(tryMakeIcosphere(radius, subdivisions)); }

Result<MeshArrays> tryMakeOpenBox(double length, double beam, double height, double wall, double sternHeight) {
    for (const double size : {length, beam, height, wall, sternHeight})
        if (!(std::isfinite(size) && size > 0.0))
            return Error("makeOpenBox: every size must be finite and positive (length " + std::to_string(length) +
                         ", beam " + std::to_string(beam) + ", height " + std::to_string(height) + ", wall " +
                         std::to_string(wall) + ", stern height " + std::to_string(sternHeight) + ")");
    if (!(2.0 * wall < std::min(length, beam)))
        return Error("makeOpenBox: walls " + std::to_string(wall) + " m thick leave no hollow in " +
                     std::to_string(length) + " x " + std::to_string(beam) + " m");
    if (!(wall < sternHeight && sternHeight <= height))
        return Error("makeOpenBox: the stern's height " + std::to_string(sternHeight) +
                     " m must lie above the bottom's thickness and at most the bow's " + std::to_string(height) + " m");
    MeshArrays mesh;
    const double l = 0.5 * length, b = 0.5 * beam;
    auto sheer = [&](double x) { return sternHeight + (height - sternHeight) * (x + l) / length; };
    // A rectangle's corners counter-clockwise seen from above (its normal +y), at height y or on
    // the sheer.
    auto rectangle = [&](double halfLength, double halfBeam, double y, bool onSheer) {
        std::array<std::uint32_t, 4> corners{};
        const double xs[4] = {-halfLength, -halfLength, halfLength, halfLength}, zs[4] = {-halfBeam, halfBeam, halfBeam, -halfBeam};
        for (std::size_t k = 0; k < 4; ++k) corners[k] = addVertex(mesh, {xs[k], onSheer ? sheer(xs[k]) : y, zs[k]});
        return corners;
    };
    const auto bottom = rectangle(l, b, 0.0, false), top = rectangle(l, b, 0.0, true);
    const auto rim = rectangle(l - wall, b - wall, 0.0, true), floor = rectangle(l - wall, b - wall, wall, false);
    addQuad(mesh, bottom[3], bottom[2], bottom[1], bottom[0]);  // faces down
    addQuad(mesh, floor[0], floor[1], floor[2], floor[3]);      // the hollow's floor, up
    for (std::size_t i = 0; i < 4; ++i) {
        const std::size_t j = (i + 1) % 4;  // edge i -> j runs counter-clockwise: outward is to its right
        addQuad(mesh, bottom[i], bottom[j], top[j], top[i]);  // the outside
        addQuad(mesh, top[i], top[j], rim[j], rim[i]);        // the sheer's top, up
        addQuad(mesh, floor[j], floor[i], rim[i], rim[j]);    // the hollow's wall, facing into it
    }
    return mesh;
}

MeshArrays makeOpenBox(double length, double beam, double height, double wall, double sternHeight) {
    return orThrow(tryMakeOpenBox(length, beam, height, wall, sternHeight));
}

MeshArrays makeCylinder(double radius, double length, int segments) {
    return orThrow(tryMakeCylinder(radius, length, segments));
}

MeshArrays makeLoftedHull(const std::vector<HullSection>& sections) { return orThrow(tryMakeLoftedHull(sections)); }

MeshArrays makeWigleyHull(double length, double beam, double draft, double freeboard, int stations, int waterlines) {
    return orThrow(tryMakeWigleyHull(length, beam, draft, freeboard, stations, waterlines));
}

} // namespace hydro
