#include "hydro/ExactBuoyancy.h"
#include "hydro/ForceKernel.h"

#include <array>

namespace hydro {
namespace {

/// Volume below which a result is dropped, as a fraction of the hull's (Catto's first guard):
/// sliver tetrahedra at a barely wet hull are dominated by round-off there.
constexpr double kMinimumFraction = 1e-9;

struct VolumeSum {
    double volume = 0.0;
    Vec3 moment;  // volume times centroid
    double area = 0.0;
    int pieces = 0;

    /// The signed tetrahedron (apex, a, b, c), Catto's TetrahedronVolume (listing 2.5.1).
    void addPiece(const Vec3& apex, const Vec3& a, const Vec3& b, const Vec3& c) {
        const double v = dot(a - apex, cross(b - apex, c - apex)) / 6.0;
        volume += v;
        moment += (apex + a + b + c) * (0.25 * v);
        area += 0.5 * length(cross(b - a, c - a));
        ++pieces;
    }
};

} // namespace

ExactBuoyancyResult exactBuoyancy(const HullMesh& hull, const BodyState& state, double waterLevel,
                                  const WaterProperties& water) {
    // Positions relative to the centre of mass, world axes; h is the height above the plane.
    const std::size_t n = hull.vertexCount();
    const double plane = waterLevel - state.centreOfMass.y;
    auto position = [&](std::size_t v) { return state.rotation * (hull.vertex(v) - state.centreOfMassInHull); };
    Vec3 apex;
    bool anyWet = false;
    for (std::size_t v = 0; v < n && !anyWet; ++v) {
        const Vec3 p = position(v);
        if (p.y < plane) {
            apex = {p.x, plane, p.z};  // a submerged vertex projected onto the water plane
            anyWet = true;
        }
    }
    ExactBuoyancyResult result;
    result.centreOfBuoyancy = state.centreOfMass;
    if (!anyWet) return result;

    VolumeSum sum;
    for (std::size_t t = 0; t < hull.triangleCount(); ++t) {
        const auto tri = hull.triangle(t);
        const std::array<Vec3, 3> p = {position(tri[0]), position(tri[1]), position(tri[2])};
        const std::array<double, 3> h = {p[0].y - plane, p[1].y - plane, p[2].y - plane};
        const int wet = int(h[0] < 0) + int(h[1] < 0) + int(h[2] < 0);
        if (wet == 0) continue;
        if (wet == 3) {
            sum.addPiece(apex, p[0], p[1], p[2]);
            continue;
        }
        // Rotate (keeping the winding) so that corner a is alone on its side of the plane.
        std::size_t a = 0;
        while ((h[a] < 0) == (h[(a + 1) % 3] < 0) || (h[a] < 0) == (h[(a + 2) % 3] < 0)) ++a;
        const std::size_t b = (a + 1) % 3, c = (a + 2) % 3;
        const Vec3 onAB = p[a] + (p[b] - p[a]) * (h[a] / (h[a] - h[b]));
        const Vec3 onAC = p[a] + (p[c] - p[a]) * (h[a] / (h[a] - h[c]));
        if (wet == 1) {
            sum.addPiece(apex, p[a], onAB, onAC);
        } else {  // the quad b, c, onAC, onAB
            sum.addPiece(apex, p[b], p[c], onAC);
            sum.addPiece(apex, p[b], onAC, onAB);
        }
    }
    if (sum.volume <= kMinimumFraction * hull.volume()) return result;  // Catto's guards

    const Vec3 centroid = sum.moment / sum.volume;
    result.volume = sum.volume;
    result.centreOfBuoyancy = state.centreOfMass + centroid;
    result.force = {0.0, water.density * water.gravity * sum.volume, 0.0};
    result.torque = cross(centroid, result.force);
    result.wettedArea = sum.area;
    result.submergedPieces = sum.pieces;
    return result;
}

} // namespace hydro
