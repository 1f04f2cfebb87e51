// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/HullManoeuvringEstimate.h"

#include "hydro/Hydrostatics.h"

#include "mesh/PointQueries.h"

#include <algorithm>
#include <cmath>

namespace hydro {

std::vector<WaterlineSpan> waterlineSpans(const HullMesh& hull, const Vec3& centreOfGravity, const Mat3& rotation,
                                          double heave, double x) {
    auto height = [&](std::uint32_t v) { return (rotation * (hull.vertex(v) - centreOfGravity)).y + heave; };
    std::vector<double> edges;
    for (std::size_t t = 0; t < hull.triangleCount(); ++t) {
        const auto corners = hull.triangle(t);
        Vec3 cut[2];
        int count = 0;
        for (int k = 0; k < 3 && count < 2; ++k) {
            const std::uint32_t a = corners[std::size_t(k)], b = corners[std::size_t((k + 1) % 3)];
            const double ha = height(a), hb = height(b);
            if ((ha < 0.0) != (hb < 0.0)) cut[count++] = hull.vertex(a) + (hull.vertex(b) - hull.vertex(a)) * (ha / (ha - hb));
        }
        // The waterline segment crosses the section where its ends lie either side (half-open, so
        // that a segment's end on the section is counted once between its two segments).
        if (count == 2 && (cut[0].x < x) != (cut[1].x < x))
            edges.push_back(cut[0].z + (cut[1].z - cut[0].z) * ((x - cut[0].x) / (cut[1].x - cut[0].x)));
    }
    std::sort(edges.begin(), edges.end());
    std::vector<WaterlineSpan> spans;
    for (std::size_t k = 0; k + 1 < edges.size(); k += 2) {
        // Between two loops, the hull's bottom under the water (an open boat's hollow, a well, a
        // moon pool) makes them one hull; water or a bridge deck above it between makes two.
        if (!spans.empty()) {
            const double gap = 0.5 * (spans.back().high + edges[k]);
            const std::optional<double> bottom = lowestOnVertical(hull, x, gap);
            if (bottom && (rotation * (Vec3{x, *bottom, gap} - centreOfGravity)).y + heave < 0.0) {
                spans.back().high = edges[k + 1];
                continue;
            }
        }
        spans.push_back({edges[k], edges[k + 1]});
    }
    return spans;
}

HullManoeuvring estimateHullManoeuvring(const HullMesh& hull, double mass, const Vec3& centreOfGravity,
                                        const WaterProperties& water) {
    const Result<HydrostaticAnalysis> analysis = HydrostaticAnalysis::create(hull, mass, centreOfGravity, water);
    if (!analysis || !(mass < water.density * hull.volume())) return {};
    const FloatingEquilibrium rest = analysis.value().equilibrium();
    if (!rest.floats || std::abs(rest.pose.roll) > kMaxRestAngle || std::abs(rest.pose.pitch) > kMaxRestAngle) return {};
    const Mat3 rotation = poseRotation(rest.pose.roll, rest.pose.pitch);
    auto height = [&](std::uint32_t v) { return (rotation * (hull.vertex(v) - centreOfGravity)).y + rest.pose.heave; };
    // The wetted part's extents in hull coordinates: every vertex under the surface, and where each
    // edge crosses it.
    Vec3 low{1e300, 1e300, 1e300}, high{-1e300, -1e300, -1e300};
    auto include = [&](const Vec3& p) {
        low = {std::min(low.x, p.x), std::min(low.y, p.y), std::min(low.z, p.z)};
        high = {std::max(high.x, p.x), std::max(high.y, p.y), std::max(high.z, p.z)};
    };
    // The lateral plane's area: the wetted part of each triangle (the triangle cut at the surface,
    // a polygon of up to four corners) projected on the hull's x-y plane, from the starboard side
    // only (a closed hull's port side covers the same profile again).
    double lateralArea = 0.0, lateralMomentY = 0.0;  // and the area's first moment about y = 0
    for (std::size_t t = 0; t < hull.triangleCount(); ++t) {
        const auto corners = hull.triangle(t);
        Vec3 wet[4];
        int count = 0;
        for (int k = 0; k < 3; ++k) {
            const std::uint32_t a = corners[std::size_t(k)], b = corners[std::size_t((k + 1) % 3)];
            const double ha = height(a), hb = height(b);
            if (ha <= 0.0) wet[count++] = hull.vertex(a);
            if ((ha < 0.0) != (hb < 0.0)) wet[count++] = hull.vertex(a) + (hull.vertex(b) - hull.vertex(a)) * (ha / (ha - hb));
        }
        Vec3 areaVector;
        double momentY = 0.0;
        for (int k = 0; k < count; ++k) {
            include(wet[k]);
            if (k < 2) continue;
            const Vec3 piece = cross(wet[k - 1] - wet[0], wet[k] - wet[0]) * 0.5;
            areaVector += piece;
            momentY += piece.z * (wet[0].y + wet[k - 1].y + wet[k].y) / 3.0;
        }
        if (areaVector.z > 0.0) {
            lateralArea += areaVector.z;
            lateralMomentY += momentY;
        }
    }
    HullManoeuvring m;
    m.length = high.x - low.x;
    m.beam = high.z - low.z;
    // The lateral plane's mean depth, its area over its length: a ship's draft, and for a boat
    // with a fin keel the depth of a plane of the same area (the keel's own depth would count its
    // short chord along the whole length).
    m.draft = m.length > 0.0 ? lateralArea / m.length : 0.0;
    m.lateralCentreY = lateralArea > 0.0 ? lateralMomentY / lateralArea : 0.0;
    m.restVolume = mass / water.density;
    if (!(m.length > 0.0 && m.beam > 0.0 && m.draft > 0.0)) return {};
    m.blockCoefficient = m.restVolume / (m.length * m.beam * m.draft);
    m.midshipX = 0.5 * (low.x + high.x);
    const std::vector<WaterlineSpan> hulls = waterlineSpans(hull, centreOfGravity, rotation, rest.pose.heave, m.midshipX);
    if (hulls.size() > 1) {
        m.hulls = int(hulls.size());
        double beams = 0.0;
        for (const WaterlineSpan& span : hulls) beams += span.high - span.low;
        m.hullBeam = beams / double(hulls.size());
    } else {
        m.hullBeam = m.beam;  // one hull: its wetted beam, wherever along it that is widest
    }
    return m;
}

} // namespace hydro
