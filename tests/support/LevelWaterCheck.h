// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// Level water's way through a hull (docs/simd.md §7) held to the kernel's pass over the whole hull,
// for the forces' tests (the packaged and code-made hulls) and the preparation's (the third-party
// meshes).

#include "HydroTestSupport.h"

#include "hydro/FlatWater.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>
#include <string>

namespace hydro::test {

/// How far the two may differ. The whole-hull pass sums in float lanes flushed into double every 32
/// batches: a float sum of n terms errs by at most (n - 1) eps of the sum of their sizes (N. Higham,
/// Accuracy and Stability of Numerical Algorithms, 2nd ed., 2002, eq. 4.4), so by 32 eps_float of
/// each sum's terms' sizes; the closed form in double is far closer. The sizes are bounded from the
/// deepest corner d (below the surface or above it) and the farthest p from the centre of mass: a
/// triangle's pressure term is at most 3 d |A|, its moment's 12 d p |A| (KernelData.h).
constexpr double kFloatSumBatches = 32.0;

/// For `poses` poses of `hull` on level water (a third near upright, heeled and trimmed up to 25
/// degrees; the rest any way up; heaved over its whole height and beyond, so that some are wholly
/// under and some dry), on every SIMD arch here: the kernel, which takes level water's way through
/// the hull, against the same kernel collecting the waterline, which passes over every triangle.
/// The same pieces, and the force, torque, volume, centre of buoyancy, wetted area and the opening
/// rims' submerged length within the bound above.
inline void expectLevelWaterAsTheWholeHullPass(const HullMesh& hull, int poses, unsigned seed) {
    const WaterProperties water;
    const double rhoG = water.density * water.gravity, eps = double(std::numeric_limits<float>::epsilon());
    const FlatWater flat(0.25);
    const double radius = radiusOf(hull), area = hull.surfaceArea();
    std::mt19937 rng(seed);
    std::uniform_real_distribution<double> heave(-1.2 * radius, 1.2 * radius), tilt(-25.0 * kDegree, 25.0 * kDegree);
    for (SimdArch arch : archesToTest()) {
        if (arch == SimdArch::Scalar) continue;  // the reference kernel has no such way
        ForceKernel::Settings throughTree, wholeHull;
        throughTree.arch = wholeHull.arch = arch;
        wholeHull.collectWaterline = true;
        ForceKernel viaTree(hull, throughTree), whole(hull, wholeHull);
        WaterPatch patch = WaterPatch::forHull(hull, hull.centroid());
        ForceResult a, b;
        for (int i = 0; i < poses; ++i) {
            const Mat3 rotation =
                i % 3 == 0 ? rotationZ(tilt(rng)) * rotationX(tilt(rng)) * rotationY(4.0 * tilt(rng)) : randomRotation(rng);
            const BodyState s = poseOf(hull, {3.0 * i, 0.25 + heave(rng), -2.0 * i}, rotation);
            patch.follow(s.centreOfMass, flat, 0.0);
            viaTree.compute(s, patch, water, a);
            whole.compute(s, patch, water, b);
            const std::string where = hull.sourceName() + " on " + archName(arch) + ", pose " + std::to_string(i);
            ASSERT_EQ(a.status, ForceResult::Status::Ok) << where;
            ASSERT_EQ(b.status, ForceResult::Status::Ok) << where;
            EXPECT_EQ(a.submergedPieces, b.submergedPieces) << where;
            const double deepest = std::abs(s.centreOfMass.y - 0.25) + radius;  // d above, for either side
            const double forceTolerance = kFloatSumBatches * eps * rhoG * deepest * area;
            const double momentTolerance = kFloatSumBatches * eps * rhoG * deepest * radius * area;
            const double volumeTolerance = kFloatSumBatches * eps * deepest * area;
            for (int k = 0; k < 3; ++k) {
                EXPECT_NEAR(a.force[k], b.force[k], forceTolerance) << where << ", axis " << k;
                EXPECT_NEAR(a.torque[k], b.torque[k], momentTolerance) << where << ", axis " << k;
            }
            EXPECT_NEAR(a.submergedVolume, b.submergedVolume, volumeTolerance) << where;
            EXPECT_NEAR(a.wettedArea, b.wettedArea, kFloatSumBatches * eps * area) << where;
            // The centre of buoyancy divides the volume's first moment by the volume: compared where
            // the volume is a hundredth of the hull's or more.
            if (b.submergedVolume > 0.01 * hull.volume()) {
                for (int k = 0; k < 3; ++k)
                    EXPECT_NEAR(a.centreOfBuoyancy[k], b.centreOfBuoyancy[k],
                                kFloatSumBatches * eps * deepest * (radius + deepest) * area / b.submergedVolume)
                        << where << ", axis " << k;
            }
            // The rims' heights come from the vertices' places in double here, pass A's float there.
            EXPECT_NEAR(a.submergedOpeningLength, b.submergedOpeningLength, 1e-5 * hull.openingRimLength()) << where;
        }
    }
}

} // namespace hydro::test
