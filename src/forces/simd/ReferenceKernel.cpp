// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// The scalar reference kernel: Kerner's hydrostatics as the article describes it, in double,
// written for clarity, and the hydrodynamic forces of ForceModel.h on each of Kerner's pieces
// separately. The SIMD kernel (SurfaceKernel.h) computes the same quantities another way
// (closed-form moments of a linear pressure field, a triangle's pieces merged); the tests hold each
// against the other.

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

/// A patch quantity (height, or a water velocity component) at (x, z) from its samples, as the SIMD
/// kernel looks it up (PatchLookup.h): the plane through the cell triangle's three samples, its
/// slopes rounded in float as there. a u + b w in the lower triangle (u >= w) and b u + a w in the
/// upper are both a max(u, w) + b min(u, w): no branch on the triangle but the middle sample's index.
double patchValue(const KernelInput& in, const float* samples, double x, double z) {
    const double fx = (x + double(in.patchOffsetX)) * double(in.inverseCellSize);
    const double fz = (z + double(in.patchOffsetZ)) * double(in.inverseCellSize);
    // Clamped so that a NaN (never passed: the kernel's inputs are ranged) reads cell 0 rather than
    // reach the cast to an index, which would be undefined behaviour.
    auto cell = [&in](double f) { return f > 0.0 ? std::min(std::floor(f), double(in.cells - 1)) : 0.0; };
    const double cellX = cell(fx), cellZ = cell(fz);
    const double u = fx - cellX, w = fz - cellZ;
    const auto stride = std::size_t(in.cells) + 1, first = std::size_t(cellZ) * stride + std::size_t(cellX);
    const float s00 = samples[first], middle = samples[first + (u < w ? stride : 1)];
    const float a = middle - s00, b = samples[first + stride + 1] - middle;
    return double(s00) + double(a) * std::max(u, w) + double(b) * std::min(u, w);
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

/// The body's motion and the model's coefficients, from KernelInput, in double.
struct DragContext {
    explicit DragContext(const KernelInput& input)
        : in(input), velocity{double(input.linearVelocity[0]), double(input.linearVelocity[1]), double(input.linearVelocity[2])},
          spin{double(input.angularVelocity[0]), double(input.angularVelocity[1]), double(input.angularVelocity[2])} {}
    const KernelInput& in;
    Vec3 velocity, spin;

    /// Velocity of the hull point p relative to the water (still air when `inAir`).
    Vec3 relativeVelocity(const Vec3& p, bool inAir) const {
        const Vec3 v = velocity + cross(spin, p);
        if (inAir) return v;
        auto water = [&](int c) {
            return in.surfaceVelocity[c] ? patchValue(in, in.surfaceVelocity[c], p.x, p.z) : double(in.uniformWaterVelocity[c]);
        };
        return v - Vec3{water(0), water(1), water(2)};
    }
};

void addDrag(KernelSums& sums, int kind, const Vec3& at, const Vec3& force) {
    const Vec3 torque = cross(at, force);
    for (int c = 0; c < 3; ++c) {
        sums.dragForce[kind][c] += force[c];
        sums.dragTorque[kind][c] += torque[c];
    }
}

/// A submerged piece for the drag: area, centroid and velocity relative to the water.
struct WetPiece {
    double area;
    Vec3 centroid, velocity;
};

/// Kerner's hydrodynamic forces on the pieces of triangle t (unit normal n, area `area`), written
/// straight from ForceModel.h's formulas; updates the slamming history.
void addWaterDrag(const DragContext& ctx, std::size_t t, const Vec3& n, double area, const WetPiece* pieces,
                  std::size_t pieceCount, KernelSums& sums) {
    const KernelInput& in = ctx.in;
    Vec3 swept;  // swept-volume rate of the triangle, sum of S_i v_i
    for (std::size_t i = 0; i < pieceCount; ++i) swept += pieces[i].velocity * pieces[i].area;
    // Slamming (ForceModel.h): the ramp's integral over the substep, I, from the departure of the
    // swept-volume rate from its low-passed history W; then W moves toward the rate exactly.
    double integral = 0.0;
    if (in.slammingFactor != 0.0f) {
        const Vec3 history{double(in.sweptX[t]), double(in.sweptY[t]), double(in.sweptZ[t])};
        const double decay = double(in.filterDecay), power = double(in.slammingPower);
        if (in.hasHistory && area > 0.0) {
            const double r = length(swept - history) / area * double(in.inverseSaturation);
            integral = std::min(std::log(std::max(r, 1.0)), double(in.stepInDurations)) +
                       (std::pow(std::min(r, 1.0), power) - std::pow(std::min(r * decay, 1.0), power)) / power;
        }
        const Vec3 next = in.hasHistory ? swept + (history - swept) * decay : swept;
        in.sweptX[t] = float(next.x), in.sweptY[t] = float(next.y), in.sweptZ[t] = float(next.z);
    }
    for (std::size_t i = 0; i < pieceCount; ++i) {
        const WetPiece& piece = pieces[i];
        const Vec3& v = piece.velocity;
        const double speed = length(v);
        if (speed == 0.0) continue;  // no motion, no drag
        const double cosine = dot(n, v) / speed;
        const double S = piece.area;
        const Vec3 vt = v - n * dot(v, n);
        const Vec3 viscous = vt * (-double(in.viscousFactor) * S * length(vt));
        const double ratio = speed * double(in.inverseReferenceSpeed);
        Vec3 pressure;
        if (cosine > 0.0)
            pressure = n * (-(double(in.pressureLinear) * ratio + double(in.pressureQuadratic) * ratio * ratio) * S *
                            std::pow(cosine, double(in.pressureFalloff)));
        else if (cosine < 0.0)
            pressure = n * ((double(in.suctionLinear) * ratio + double(in.suctionQuadratic) * ratio * ratio) * S *
                            std::pow(-cosine, double(in.suctionFalloff)));
        Vec3 slamming;
        if (cosine > 0.0 && integral > 0.0) slamming = v * (-integral * cosine * double(in.slammingFactor) * S);
        const double resisting = -dot(viscous + pressure + slamming, v);
        const double cap = double(in.clampFactor) * S * speed * speed;
        double scale = 1.0;
        if (resisting > cap) {
            scale = cap / resisting;
            sums.clamped += 1.0;
        }
        addDrag(sums, KernelSums::kViscous, piece.centroid, viscous * scale);
        addDrag(sums, KernelSums::kPressure, piece.centroid, pressure * scale);
        addDrag(sums, KernelSums::kSlamming, piece.centroid, slamming * scale);
    }
}

/// Air resistance on the dry area of a triangle, at its centroid.
void addAirDrag(const DragContext& ctx, const Vec3& centroid, const Vec3& n, double dryArea, KernelSums& sums) {
    const Vec3 v = ctx.relativeVelocity(centroid, true);
    const double speed = length(v), cosine = speed > 0.0 ? dot(n, v) / speed : 0.0;
    if (cosine <= 0.0 || dryArea <= 0.0) return;
    double perArea = double(ctx.in.airFactor) * cosine * speed;  // -1/2 rho C cos |v| v per unit area
    if (perArea > double(ctx.in.clampFactor)) {
        perArea = double(ctx.in.clampFactor);
        sums.clamped += 1.0;
    }
    addDrag(sums, KernelSums::kAir, centroid, v * (-perArea * dryArea));
}

} // namespace

void runReferenceKernel(const KernelInput& in, std::size_t triangleCount, bool applyAtCentroids, KernelSums& sums) {
    Mat3 rotation;
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j) rotation(i, j) = double(in.rotation[3 * i + j]);
    const Vec3 translation{double(in.translation[0]), double(in.translation[1]), double(in.translation[2])};
    // Each vertex placed once: its position and height above the water, for the triangles that use
    // it, and the height kept in float for ForceKernel::lastVertexHeights (the opening rims'
    // flooding, the plugin's debug draw) as the SIMD kernels keep theirs.
    for (std::size_t v = 0; v < in.paddedVertices; ++v) {
        const Vec3 p = rotation * Vec3{double(in.vx[v]), double(in.vy[v]), double(in.vz[v])} + translation;
        const double water = in.surfaceHeights ? patchValue(in, in.surfaceHeights, p.x, p.z) : double(in.levelHeight);
        const double height = p.y + double(in.patchHeightShift) - water;
        double* place = in.vertexPlaces + 4 * v;
        place[0] = p.x, place[1] = p.y, place[2] = p.z, place[3] = height;
        in.height[v] = float(height);
    }
    auto corner = [&](std::int32_t v, double& height) {
        const double* place = in.vertexPlaces + 4 * std::size_t(v);
        height = place[3];
        return Corner{Vec3{place[0], place[1], place[2]}, -height};
    };
    const DragContext drag(in);
    if (in.drag) {  // the drag sums are accumulated below, and set only when on (KernelData.h)
        for (int k = 0; k < KernelSums::kDragKinds; ++k)
            for (int c = 0; c < 3; ++c) sums.dragForce[k][c] = sums.dragTorque[k][c] = 0.0;
        sums.clamped = 0.0;
    }
    for (std::size_t t = 0; t < triangleCount; ++t) {
        std::array<double, 3> h{};
        std::array<Corner, 3> c = {corner(in.i0[t], h[0]), corner(in.i1[t], h[1]), corner(in.i2[t], h[2])};
        const Vec3 areaWorld = rotation * Vec3{double(in.areaX[t]), double(in.areaY[t]), double(in.areaZ[t])};
        const double area = length(areaWorld);
        const Vec3 n = areaWorld / area;
        if (in.cutFlag) in.cutFlag[t] = 0.0f;

        // Kerner's "Cutting algorithm": H, M, L by decreasing height above the water.
        std::array<int, 3> order = {0, 1, 2};
        std::sort(order.begin(), order.end(), [&](int a, int b2) { return h[std::size_t(a)] > h[std::size_t(b2)]; });
        const Corner& H = c[std::size_t(order[0])];
        const Corner& M = c[std::size_t(order[1])];
        const Corner& L = c[std::size_t(order[2])];
        const double hH = h[std::size_t(order[0])], hM = h[std::size_t(order[1])], hL = h[std::size_t(order[2])];
        const int wet = int(hH < 0) + int(hM < 0) + int(hL < 0);
        std::array<std::array<Corner, 3>, 2> pieces;
        std::size_t pieceCount = 0;
        if (wet == 3) {
            pieces[pieceCount++] = c;
        } else if (wet == 2) {  // H above: (M, I_M, I_L) and (M, I_L, L)
            const Corner IM = cutPoint(M, hM, H, hH), IL = cutPoint(L, hL, H, hH);
            pieces[pieceCount++] = {M, IM, IL};
            pieces[pieceCount++] = {M, IL, L};
            if (in.cutFlag) {
                in.cutFlag[t] = 1.0f;
                in.cutAx[t] = float(IM.p.x), in.cutAy[t] = float(IM.p.y), in.cutAz[t] = float(IM.p.z);
                in.cutBx[t] = float(IL.p.x), in.cutBy[t] = float(IL.p.y), in.cutBz[t] = float(IL.p.z);
            }
        } else if (wet == 1) {  // H and M above: (L, J_M, J_H)
            const Corner JM = cutPoint(L, hL, M, hM), JH = cutPoint(L, hL, H, hH);
            pieces[pieceCount++] = {L, JM, JH};
            if (in.cutFlag) {
                in.cutFlag[t] = 1.0f;
                in.cutAx[t] = float(JM.p.x), in.cutAy[t] = float(JM.p.y), in.cutAz[t] = float(JM.p.z);
                in.cutBx[t] = float(JH.p.x), in.cutBy[t] = float(JH.p.y), in.cutBz[t] = float(JH.p.z);
            }
        }
        std::array<WetPiece, 2> wetPieces{};
        double wetArea = 0.0;
        for (std::size_t i = 0; i < pieceCount; ++i) {
            const auto& piece = pieces[i];
            addPiece(piece, n, applyAtCentroids, sums);
            const Vec3 centroid = (piece[0].p + piece[1].p + piece[2].p) / 3.0;
            const double pieceArea = 0.5 * length(cross(piece[1].p - piece[0].p, piece[2].p - piece[0].p));
            wetPieces[i] = {pieceArea, centroid, drag.relativeVelocity(centroid, false)};
            wetArea += pieceArea;
        }
        if (in.drag) {
            addWaterDrag(drag, t, n, area, wetPieces.data(), pieceCount, sums);
            if (in.airFactor != 0.0f)
                addAirDrag(drag, (c[0].p + c[1].p + c[2].p) / 3.0, n, std::max(area - wetArea, 0.0), sums);
        }
    }
}

} // namespace hydro
