// The scalar reference kernel: Kerner's hydrostatics as the article describes it, in double,
// written for clarity. The SIMD kernel (SurfaceKernel.h) computes the same quantities another way
// (closed-form moments of a linear pressure field); the tests hold each against the other.

#include "KernelData.h"

#include "hydro/Vec3.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace hydro {
namespace {

/// A corner of a submerged piece: position relative to the centre of mass, depth below the water.
struct Corner {
    Vec3 p;
    double depth;
};

/// Water height above (x, z) from the patch planes, as the SIMD kernel's pass A looks it up.
double patchHeight(const KernelInput& in, double x, double z) {
    const double fx = (x + double(in.patchOffsetX)) * double(in.inverseCellSize);
    const double fz = (z + double(in.patchOffsetZ)) * double(in.inverseCellSize);
    const double cellX = std::clamp(std::floor(fx), 0.0, double(in.cells - 1));
    const double cellZ = std::clamp(std::floor(fz), 0.0, double(in.cells - 1));
    const double u = fx - cellX, w = fz - cellZ;
    const auto k = std::size_t(2.0 * (cellZ * in.cells + cellX) + (u < w ? 1.0 : 0.0));
    return double(in.c0[k]) + double(in.cu[k]) * u + double(in.cv[k]) * w;
}

/// Kerner, Appendix A. The force on a triangle with a horizontal base (an edge at one depth) acts on
/// the median from the apex at t_c of the way to the base:
///   base below the apex (apex depth z0, base depth z0 + h): t_c = (4 z0 + 3h) / (6 z0 + 4h);
///   base above the apex (base depth z0, apex depth z0 + h): t_c = (4 z0 + h) / (6 z0 + 2h).
/// The article prints the second as (2 z0 + h) / (6 z0 + 2h): that is t_c measured from the base,
/// not from the apex (it tends to 1/3, where the article says 2/3). Measured from the apex, as the
/// first formula is, integrating the moment of the bands gives (4 z0 + h) / (6 z0 + 2h).
/// Returns the moment about the centre of mass of the force on (apex, base1, base2), unit normal n,
/// with the pressure factor rho g left out (the caller's sums are in units of rho g).
Vec3 horizontalBaseMoment(const Corner& apex, const Corner& base1, const Corner& base2, const Vec3& n) {
    const double area = 0.5 * length(cross(base1.p - apex.p, base2.p - apex.p));
    const double baseDepth = base1.depth;  // == base2.depth
    const double meanDepth = (apex.depth + 2.0 * baseDepth) / 3.0;
    if (area == 0.0 || meanDepth <= 0.0) return {};
    double tc;
    if (baseDepth >= apex.depth) {  // base below the apex
        const double z0 = apex.depth, h = baseDepth - apex.depth;
        tc = (4.0 * z0 + 3.0 * h) / (6.0 * z0 + 4.0 * h);
    } else {  // base above the apex
        const double z0 = baseDepth, h = apex.depth - baseDepth;
        tc = (4.0 * z0 + h) / (6.0 * z0 + 2.0 * h);
    }
    const Vec3 baseMiddle = (base1.p + base2.p) * 0.5;
    const Vec3 centre = apex.p + (baseMiddle - apex.p) * tc;
    const Vec3 force = n * (-meanDepth * area);  // F = -rho g d_c S n
    return cross(centre, force);
}

/// Adds one submerged piece (corners at or below the water) to the sums.
void addPiece(const std::array<Corner, 3>& piece, const Vec3& unitNormal, bool applyAtCentroids, KernelSums& sums) {
    // Sorting by height loses the winding, so a piece's area vector is its area along the
    // triangle's outward normal, not the cross product of its corners.
    const double area = 0.5 * length(cross(piece[1].p - piece[0].p, piece[2].p - piece[0].p));
    const Vec3 areaVector = unitNormal * area;
    const double centroidDepth = (piece[0].depth + piece[1].depth + piece[2].depth) / 3.0;
    sums.wettedArea += area;
    sums.pieces += 1.0;
    // Kerner: "it is important to catch this particular case" (a centroid above the water would
    // push outward). With depths interpolated from the corners it cannot happen, but it is checked.
    if (centroidDepth <= 0.0) return;
    const Vec3 n = unitNormal;  // a piece keeps its triangle's outward normal
    // Sums are in the SIMD kernel's units: force = -rho g / 3 * sum(sd A), so sd A = 3 d_c S n.
    const Vec3 sdA = n * (3.0 * centroidDepth * area);
    sums.pressureForce[0] += sdA.x;
    sums.pressureForce[1] += sdA.y;
    sums.pressureForce[2] += sdA.z;

    Vec3 moment;  // of -d_c S n about the centre of mass (rho g left out)
    if (applyAtCentroids) {
        const Vec3 centroid = (piece[0].p + piece[1].p + piece[2].p) / 3.0;
        moment = cross(centroid, n * (-centroidDepth * area));
    } else {
        // Appendix A: split by the level line through the middle-depth corner into a triangle with
        // its base below the apex and one with its base above.
        std::array<Corner, 3> byDepth = piece;
        std::sort(byDepth.begin(), byDepth.end(), [](const Corner& a, const Corner& b) { return a.depth < b.depth; });
        const Corner& top = byDepth[0];
        const Corner& middle = byDepth[1];
        const Corner& bottom = byDepth[2];
        const double span = bottom.depth - top.depth;
        const double s = span > 0.0 ? (middle.depth - top.depth) / span : 0.0;
        const Corner level{top.p + (bottom.p - top.p) * s, middle.depth};
        moment = horizontalBaseMoment(top, middle, level, n) + horizontalBaseMoment(bottom, middle, level, n);
    }
    // torque = -rho g / 12 * sum(m x A): the sums hold -12 * moment.
    sums.pressureMoment[0] += -12.0 * moment.x;
    sums.pressureMoment[1] += -12.0 * moment.y;
    sums.pressureMoment[2] += -12.0 * moment.z;

    // First moment of the displaced volume (divergence theorem): -(1/12) (m + (0, q2/2, 0)) A_y.
    double sd = 0.0, q2 = 0.0;
    Vec3 sp, dp;
    for (const Corner& c : piece) {
        sd += c.depth;
        sp += c.p;
        dp += c.p * c.depth;
        q2 += c.depth * c.depth;
    }
    q2 += sd * sd;
    const Vec3 m = sp * sd + dp;
    sums.volumeMoment[0] += m.x * areaVector.y;
    sums.volumeMoment[1] += (m.y + 0.5 * q2) * areaVector.y;
    sums.volumeMoment[2] += m.z * areaVector.y;
}

Corner cutPoint(const Corner& from, double hFrom, const Corner& to, double hTo) {
    const double t = -hFrom / (hTo - hFrom);  // Kerner: t = -h_M / (h_H - h_M)
    return {from.p + (to.p - from.p) * t, 0.0};
}

} // namespace

void runReferenceKernel(const KernelInput& in, std::size_t triangleCount, bool applyAtCentroids, KernelSums& sums) {
    Mat3 rotation;
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j) rotation(i, j) = double(in.rotation[3 * i + j]);
    const Vec3 translation{in.translation[0], in.translation[1], in.translation[2]};
    auto corner = [&](std::int32_t v, double& height) {
        const Vec3 p = rotation * Vec3{in.vx[v], in.vy[v], in.vz[v]} + translation;
        height = p.y + double(in.patchHeightShift) - patchHeight(in, p.x, p.z);
        return Corner{p, -height};
    };
    for (std::size_t t = 0; t < triangleCount; ++t) {
        std::array<double, 3> h{};
        std::array<Corner, 3> c = {corner(in.i0[t], h[0]), corner(in.i1[t], h[1]), corner(in.i2[t], h[2])};
        const Vec3 areaWorld = rotation * Vec3{in.areaX[t], in.areaY[t], in.areaZ[t]};
        const Vec3 n = areaWorld / length(areaWorld);
        if (in.cutFlag) in.cutFlag[t] = 0.0f;

        // Kerner's "Cutting algorithm": H, M, L by decreasing height above the water.
        std::array<int, 3> order = {0, 1, 2};
        std::sort(order.begin(), order.end(), [&](int a, int b2) { return h[std::size_t(a)] > h[std::size_t(b2)]; });
        const Corner& H = c[std::size_t(order[0])];
        const Corner& M = c[std::size_t(order[1])];
        const Corner& L = c[std::size_t(order[2])];
        const double hH = h[std::size_t(order[0])], hM = h[std::size_t(order[1])], hL = h[std::size_t(order[2])];
        const int wet = int(hH < 0) + int(hM < 0) + int(hL < 0);
        if (wet == 3) {
            addPiece(c, n, applyAtCentroids, sums);
        } else if (wet == 2) {  // H above: (M, I_M, I_L) and (M, I_L, L)
            const Corner IM = cutPoint(M, hM, H, hH), IL = cutPoint(L, hL, H, hH);
            addPiece({M, IM, IL}, n, applyAtCentroids, sums);
            addPiece({M, IL, L}, n, applyAtCentroids, sums);
            if (in.cutFlag) {
                in.cutFlag[t] = 1.0f;
                in.cutAx[t] = float(IM.p.x), in.cutAy[t] = float(IM.p.y), in.cutAz[t] = float(IM.p.z);
                in.cutBx[t] = float(IL.p.x), in.cutBy[t] = float(IL.p.y), in.cutBz[t] = float(IL.p.z);
            }
        } else if (wet == 1) {  // H and M above: (L, J_M, J_H)
            const Corner JM = cutPoint(L, hL, M, hM), JH = cutPoint(L, hL, H, hH);
            addPiece({L, JM, JH}, n, applyAtCentroids, sums);
            if (in.cutFlag) {
                in.cutFlag[t] = 1.0f;
                in.cutAx[t] = float(JM.p.x), in.cutAy[t] = float(JM.p.y), in.cutAz[t] = float(JM.p.z);
                in.cutBx[t] = float(JH.p.x), in.cutBy[t] = float(JH.p.y), in.cutBz[t] = float(JH.p.z);
            }
        }
    }
}

} // namespace hydro
