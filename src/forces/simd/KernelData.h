// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// The contract between ForceKernel and the kernels that implement it (scalar reference, SIMD).

#include <cstddef>
#include <cstdint>

namespace hydro {

/// Everything a kernel reads and the scratch it writes. Positions p are world-aligned and relative
/// to the centre of mass: p = R v + t for a hull vertex v.
struct KernelInput {
    const float *vx, *vy, *vz;
    std::size_t paddedVertices;
    const std::int32_t *i0, *i1, *i2;
    std::size_t paddedTriangles;
    const float *areaX, *areaY, *areaZ;  // area vectors, hull axes
    const float* area;                   // triangle areas
    // Each triangle's corners k = 0, 1, 2 (its vertices i0, i1, i2), hull axes: a batch of
    // triangles loads its corners instead of gathering them by index.
    const float *cornerX[3], *cornerY[3], *cornerZ[3];
    float rotation[9];                   // row-major, hull -> world
    float translation[3];
    // Patch lookup: f = (p + offset) / cellSize, heights relative to the centre of mass.
    float patchOffsetX, patchOffsetZ, patchHeightShift, inverseCellSize;
    int cells;
    // The patch's (n + 1)^2 samples (WaterPatch::heights), in storage of at least 16 floats: a 4 x 4
    // block of a patch of n < 3 cells is read from its start (PatchLookup::reader). Null where
    // they are all the same (WaterPatch::heightsUniform): every point's water is then levelHeight,
    // the value the look-up would give, bit for bit, without it.
    const float* surfaceHeights;
    float levelHeight;
    // Scratch, padded like the hull: each vertex's height above the water, and for each batch of
    // vertices (of the arch's width) how many of the batches before it have a vertex under water
    // (one more entry at the end: all of them). A block of triangles whose vertices' batches add no
    // such batch is dry: skipped (HullMesh::blockFirstVertex, blockLastVertex; trianglesPerBlock
    // triangles a block).
    float* height;
    std::int32_t* wetVertexBatchesBefore;
    // Scratch of the scalar reference kernel only (null for the SIMD kernels): each vertex's position
    // (world axes, relative to the centre of mass) and height above the water in double, 4 per
    // vertex, placed once and read by every triangle that uses the vertex.
    double* vertexPlaces;
    const std::int32_t *blockFirstVertex, *blockLastVertex;
    std::size_t trianglesPerBlock;
    // Optional waterline scratch per triangle (null when not collected): the two cut points and a
    // flag (1 where the triangle is cut).
    float *cutAx, *cutAy, *cutAz, *cutBx, *cutBy, *cutBz, *cutFlag;

    // ---- hydrodynamics (ForceModel.h); read only when `drag` is true ------------------------------
    bool drag;
    const float *centroidX, *centroidY, *centroidZ;  // triangle centroids, hull axes
    const float *normalX, *normalY, *normalZ;        // unit normals, hull axes
    const float* inverseArea;                        // 1 / triangle area (0 for padding)
    float linearVelocity[3], angularVelocity[3];     // of the body, world axes
    // The patch's samples of each water velocity component, like surfaceHeights; null where the
    // water moves as one (WaterPatch::velocitiesUniform, or not sampled: still water), with
    // uniformWaterVelocity its velocity (zero for still water).
    const float* surfaceVelocity[3];
    float uniformWaterVelocity[3];
    float viscousFactor;          // 1/2 rho C_F
    float pressureLinear, pressureQuadratic, pressureFalloff;  // C_PD1, C_PD2 (Pa), f_P
    float suctionLinear, suctionQuadratic, suctionFalloff;     // C_SD1, C_SD2 (Pa), f_S
    float inverseReferenceSpeed;  // 1 / v_r
    float slammingFactor;         // scale m 2 / (S_total dt): the mean force per unit area, velocity and I
    float inverseSaturation;      // 1 / (tau Gamma_max): r = |V - W| / A times this
    float stepInDurations;        // U = dt / tau
    float filterDecay;            // e^-U
    float slammingPower;          // p
    float airFactor;              // 1/2 rho_air C_air
    float clampFactor;            // m / (S_total dt): a piece of area S may remove at most S * this * v
    // Slamming history per triangle: the swept-volume rate S_sub v low-passed over the impact's
    // duration, W (m^3/s, world axes; ForceModel.h). Read when `hasHistory`, always written (a dry
    // triangle's decays toward zero; without history W starts at this substep's rate).
    float *sweptX, *sweptY, *sweptZ;
    bool hasHistory;
};

/// Sums over the hull's submerged pieces, in double, in units of the closed forms; ForceKernel turns
/// them into newtons. For a piece with depths d_i at corners p_i and area vector A:
///   sd = sum d_i, m = sd * sum p_i + sum d_i p_i, q2 = sd^2 + sum d_i^2
///   pressureForce += sd A            (force = -rho g / 3 * this)
///   pressureMoment += m x A          (torque = -rho g / 12 * this)
///   volumeMoment += (m + (0, q2/2, 0)) A_y   (first moment of the displaced volume = -1/12 * this)
struct KernelSums {
    double pressureForce[3] = {0, 0, 0};
    double pressureMoment[3] = {0, 0, 0};
    double volumeMoment[3] = {0, 0, 0};
    double wettedArea = 0.0;
    double pieces = 0.0;
    // Hydrodynamics, newtons and newton metres about the centre of mass (world axes). Set by the
    // kernels only when KernelInput::drag, and read only then: left uninitialised otherwise, since
    // zeroing them every call was 4 % of a 12-triangle call.
    enum DragKind { kViscous, kPressure, kSlamming, kAir, kDragKinds };
    double dragForce[kDragKinds][3];
    double dragTorque[kDragKinds][3];
    double clamped;  // pieces whose drag was clamped
};

/// The SIMD kernel for one arch; instantiated in its own translation unit (SurfaceKernel_<arch>.cpp).
template <class Arch>
void runSurfaceKernel(const KernelInput& in, KernelSums& sums);
/// Pass B alone over the listed leaves of level water's tree (SurfaceKernel.h), its sums assigned.
template <class Arch>
void runLevelLeavesKernel(const KernelInput& in, const std::int32_t* leaves, std::size_t count, KernelSums& sums);

/// The scalar reference: Kerner's algorithm as the article writes it (sorted H, M, L cut into
/// pieces, Appendix A centre of pressure), in double, over the first `triangleCount` triangles.
/// `applyAtCentroids` applies each piece's force at its centroid instead: the mistake the article
/// warns of, kept to measure it in a test.
void runReferenceKernel(const KernelInput& in, std::size_t triangleCount, bool applyAtCentroids, KernelSums& sums);

} // namespace hydro
