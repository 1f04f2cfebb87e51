// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "analysis/Waterplane.h"

#include <array>

namespace hydro {
namespace {

/// Green's theorem sums over directed edges of closed loops in the (u, v) plane, counter-clockwise
/// positive: each edge p -> q adds the signed triangle (origin, p, q) and its moments (the
/// standard polygon moment formulas, term by term).
struct LoopIntegrals {
    double area = 0.0, u = 0.0, v = 0.0, uu = 0.0, vv = 0.0, uv = 0.0;

    void addEdge(double pu, double pv, double qu, double qv, double weight) {
        const double c = weight * (pu * qv - qu * pv);  // twice the signed area of (origin, p, q), weighted
        area += c / 2.0;
        u += (pu + qu) * c / 6.0;
        v += (pv + qv) * c / 6.0;
        uu += (pu * pu + pu * qu + qu * qu) * c / 12.0;
        vv += (pv * pv + pv * qv + qv * qv) * c / 12.0;
        uv += (pu * qv + 2.0 * pu * pv + 2.0 * qu * qv + qu * pv) * c / 24.0;
    }
};


/// Adds the waterline loops of `mesh` (placed as waterplaneOf places the hull), each edge weighted.
void addWaterline(LoopIntegrals& sum, const HullMesh& hull, const Mat3& rotation, const Vec3& pivotInHull, double heave,
                  double weight) {
    // u = z, v = x: counter-clockwise in (u, v) is counter-clockwise seen from above (about +y),
    // the sense in which the waterplane's boundary runs when the plane closes the submerged volume
    // with its normal up.
    for (std::size_t t = 0; t < hull.triangleCount(); ++t) {
        const auto tri = hull.triangle(t);
        std::array<Vec3, 3> p;
        for (std::size_t k = 0; k < 3; ++k) p[k] = rotation * (hull.vertex(tri[k]) - pivotInHull) + Vec3{0.0, heave, 0.0};
        const int wet = int(p[0].y < 0) + int(p[1].y < 0) + int(p[2].y < 0);
        if (wet == 0 || wet == 3) continue;
        // Rotate (keeping the winding) so that corner a is alone on its side of the plane.
        std::size_t a = 0;
        while ((p[a].y < 0) == (p[(a + 1) % 3].y < 0) || (p[a].y < 0) == (p[(a + 2) % 3].y < 0)) ++a;
        const Vec3& pa = p[a];
        const Vec3& pb = p[(a + 1) % 3];
        const Vec3& pc = p[(a + 2) % 3];
        const Vec3 onAB = pa + (pb - pa) * (pa.y / (pa.y - pb.y));
        const Vec3 onAC = pa + (pc - pa) * (pa.y / (pa.y - pc.y));
        // The submerged part's boundary runs a -> onAB -> onAC (a wet) or onAC -> onAB (a dry) along
        // the triangle's counter-clockwise winding; the waterplane closing it runs the other way.
        if (wet == 1)
            sum.addEdge(onAC.z, onAC.x, onAB.z, onAB.x, weight);
        else
            sum.addEdge(onAB.z, onAB.x, onAC.z, onAC.x, weight);
    }
}

} // namespace

Waterplane waterplaneOf(const HullMesh& hull, const Mat3& rotation, const Vec3& pivotInHull, double heave,
                        const std::vector<Compartment>& lost) {
    LoopIntegrals sum;
    addWaterline(sum, hull, rotation, pivotInHull, heave, 1.0);
    for (const Compartment& c : lost) addWaterline(sum, c.shape(), rotation, pivotInHull, heave, -c.permeability());
    Waterplane plane;
    if (sum.area <= 0.0) return plane;
    plane.area = sum.area;
    plane.centroidZ = sum.u / sum.area;
    plane.centroidX = sum.v / sum.area;
    plane.momentZZ = sum.uu - sum.area * plane.centroidZ * plane.centroidZ;
    plane.momentXX = sum.vv - sum.area * plane.centroidX * plane.centroidX;
    plane.momentXZ = sum.uv - sum.area * plane.centroidX * plane.centroidZ;
    return plane;
}

} // namespace hydro
