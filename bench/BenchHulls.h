// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// The benchmarks' hulls, where they float and the sea they float on, shared by hydro_bench and
// the comparison with Jolt (hydro_jolt_bench), so that both time the same hull at the same pose.

#include "hydro/ForceKernel.h"
#include "hydro/HullMesh.h"
#include "hydro/SineWaves.h"
#include "hydro/WaterPatch.h"

namespace hydro::bench {

/// The hull for a triangle count: the 12-triangle box (2 x 1 x 1 m), or a 6 m Wigley hull meshed
/// to about that many triangles (about 4 (stations - 1) (waterlines + 1/2)): 100, 200, 2,000, or
/// 20,000 for any other count.
const HullMesh& hullWith(int triangles);

/// Where a hull floats: upright, the hull's origin at the water level y = 0 (the Wigley hulls'
/// design waterline, the box's middle) and at (3, -2) across, with the mass that floats it there
/// (the water it displaces then, Catto's exact volume), so the pose is its equilibrium; then raised
/// by `raisedBy` times its draft (0.5: at half draft).
BodyState floatingPose(const HullMesh& hull, double raisedBy);

/// The benchmarks' waves: three sines of 14, 6 and 3 m crossing at angles, 1, 0.5 and 0.2 m high.
const SineWaves& sineSea();

/// The floating bodies compared with Jolt's buoyancy (bench/JoltComparison.cpp natively,
/// web/bench/jolt_comparison.mjs in WebAssembly): the box and the Wigley hulls above (`size` their
/// triangle count), and a ball of radius 1 m half under water, an icosphere of `size` subdivisions
/// whose faces Jolt's convex hull keeps every one of (the Wigley hull's it merges where they are
/// within its tolerance of a plane). Each at its floatingPose, the ball's centre on the surface.
enum class ComparedBody { Box, Wigley, Ball };
struct FloatingHull {
    const HullMesh& hull;
    BodyState pose;
};
FloatingHull comparedBody(ComparedBody kind, int size);

/// What BuoyancyAction does for one body each substep: the patch's follow() and the kernel's
/// compute() with buoyancy alone at the widest arch this CPU has, the body's time a substep on.
class BuoyancyCall {
public:
    BuoyancyCall(const FloatingHull& body, const WaterSurface& water);
    void operator()();
    const HullMesh& hull() const { return hull_; }
    const ForceResult& result() const { return result_; }

private:
    const HullMesh& hull_;
    BodyState pose_;
    const WaterSurface& water_;
    WaterPatch patch_;
    ForceKernel kernel_;
    ForceModel model_ = ForceModel::hydrostaticOnly();
    ForceResult result_;
};

} // namespace hydro::bench
