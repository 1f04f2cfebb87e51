// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// The kernel's sums over triangles wholly under level water in closed form, from their moments
// (mesh/LevelWaterTree.h): what pass B of SurfaceKernel.h would add for them, triangle by triangle,
// without visiting one (docs/simd.md §7).

#include "forces/simd/KernelData.h"
#include "mesh/LevelWaterTree.h"

namespace hydro {

/// Adds to `sums` the pressure force, pressure moment, volume moment, wetted area and pieces of the
/// triangles whose moments about `origin` are `moments`, every corner of them under the water, in
/// `in`'s pose: a hull point u is at p = R u + t (in.rotation, in.translation) and its depth below
/// the surface is -(p.y + heightOffset).
void addWhollySubmerged(const LevelWaterMoments& moments, const Vec3& origin, const KernelInput& in,
                        double heightOffset, KernelSums& sums);

} // namespace hydro
