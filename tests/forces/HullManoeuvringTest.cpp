// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// The hull's lift and cross-flow drag in sway and yaw (HullManoeuvring.h, issue 45 §2): the shape
// the estimate finds on a box barge, whose waterline, lateral plane and block coefficient are
// known exactly; the forces against Clarke's published derivatives and the cross-flow integral in
// closed form; the ship's sign conventions in the hull's axes; and the kernel applying them.

#include "HydroTestSupport.h"

#include "hydro/FlatWater.h"
#include "hydro/ForceKernel.h"
#include "hydro/HullManoeuvring.h"
#include "hydro/HullManoeuvringEstimate.h"
#include "hydro/HullShapes.h"
#include "hydro/WaterPatch.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

namespace hydro {
namespace {

using namespace hydro::test;

/// A box barge 20 m long, 6 m wide and 3 m deep, half as dense as the water: it floats upright at
/// 1.5 m draft, a lateral plane of 20 x 1.5 m and a block coefficient of 1.
HullMesh barge() { return hullFrom(makeBox({10.0, 1.5, 3.0}), "barge"); }

/// One substep's forces on `state` with `model`, the water's velocities sampled as the action does.
ForceResult substepForces(const HullMesh& hull, const BodyState& state, const WaterSurface& water, ForceKernel& kernel,
                        const ForceModel& model) {
    WaterPatch patch = WaterPatch::forHull(hull, state.centreOfMassInHull);
    patch.follow(state.centreOfMass, water, state.time, model.usesWaterVelocity());
    ForceResult result;
    kernel.compute(state, patch, WaterProperties{}, model, 1.0 / 240.0, result);
    return result;
}

HullManoeuvring bargeAtRest() {
    const HullMesh hull = barge();
    const MassProperties mass = hull.massPropertiesForDensity(0.5 * kRho);
    return estimateHullManoeuvring(hull, mass.mass, mass.centroid, WaterProperties{});
}

TEST(HullManoeuvring, TheEstimateFindsABoxBargesWaterlineAndLateralPlane) {
    const HullManoeuvring m = bargeAtRest();
    // The equilibrium's heave is solved to about 1e-9 of the hull's size; the cut's extents and
    // areas are exact for flat faces.
    constexpr double kTolerance = 1e-6;
    EXPECT_NEAR(m.length, 20.0, kTolerance);
    EXPECT_NEAR(m.beam, 6.0, kTolerance);
    EXPECT_NEAR(m.draft, 1.5, kTolerance);
    EXPECT_NEAR(m.blockCoefficient, 1.0, kTolerance);
    EXPECT_NEAR(m.midshipX, 0.0, kTolerance);
    EXPECT_NEAR(m.lateralCentreY, -0.75, kTolerance);  // 20 x 1.5 m under the waterline at y = 0
    EXPECT_NEAR(m.restVolume, 180.0, kTolerance);
    // A body that sinks, or floats on its side (a tall thin box lies down), has none.
    const HullMesh post = hullFrom(makeBox({0.2, 2.0, 0.2}), "post");
    const MassProperties light = post.massPropertiesForDensity(0.3 * kRho);
    EXPECT_EQ(estimateHullManoeuvring(post, light.mass, light.centroid, WaterProperties{}).restVolume, 0.0);
    const MassProperties heavy = barge().massPropertiesForDensity(2.0 * kRho);
    EXPECT_EQ(estimateHullManoeuvring(barge(), heavy.mass, heavy.centroid, WaterProperties{}).restVolume, 0.0);
}

TEST(HullManoeuvring, ADriftingHullMakesClarkesLiftAndTheCrossFlowDrag) {
    const HullManoeuvring m = bargeAtRest();
    const double L = 20.0, B = 6.0, T = 1.5;
    // Clarke, Gedling and Hine (1983), written out again here from the paper's formulas.
    const double base = -kPi * (T / L) * (T / L);
    const double yv = base * (1.0 + 0.40 * 1.0 * B / T), nv = base * (0.5 + 2.4 * T / L);
    const double U = 3.0, beta = 0.1;  // 3 m/s at 5.7 degrees of drift to starboard
    const Vec3 velocity{U * std::cos(beta), 0.0, U * std::sin(beta)};
    const double u = velocity.x, v = velocity.z;
    // Lift alone: Y = 1/2 rho L^2 Y'_v |u| v, N = 1/2 rho L^3 N'_v u v (about midships, here G).
    const Wrench lift = hullManoeuvringForce(m, clarkeDerivatives(m), {}, velocity, {}, 1.0, 1.0, 0.0, kRho);
    const double sway = 0.5 * kRho * L * L * yv * u * v, yaw = 0.5 * kRho * L * L * L * nv * u * v;
    // Round-off only (the estimate's 1e-6 relative in T, squared into the derivatives).
    EXPECT_NEAR(lift.force.z, sway, 1e-5 * std::abs(sway));
    EXPECT_NEAR(lift.torque.y, -yaw, 1e-5 * std::abs(yaw));  // ship's N is about the down axis: -y
    EXPECT_EQ(lift.force.x, 0.0);
    EXPECT_EQ(lift.force.y, 0.0);
    // The ship's conventions in the hull's axes: drifting to starboard, the hull is pushed to port
    // (-z) and Munk's moment turns its bow away from the flow, to port (+y).
    EXPECT_LT(lift.force.z, 0.0);
    EXPECT_GT(lift.torque.y, 0.0);
    // Cross-flow alone, uniform along the length: Y = -1/2 rho C_D T L |v| v exactly (every strip
    // alike), and no moment about midships.
    const Wrench crossFlow = hullManoeuvringForce(m, clarkeDerivatives(m), {}, velocity, {}, 1.0, 0.0, 1.0, kRho);
    const double drag = -0.5 * kRho * HullManoeuvring::kCrossFlowDragCoefficient * T * L * std::abs(v) * v;
    EXPECT_NEAR(crossFlow.force.z, drag, 1e-5 * std::abs(drag));
    EXPECT_NEAR(crossFlow.torque.y, 0.0, 1e-9 * std::abs(drag) * L);
    // Half immersed, half of each; the multipliers scale each part alone.
    const Wrench both = hullManoeuvringForce(m, clarkeDerivatives(m), {}, velocity, {}, 0.5, 2.0, 1.0, kRho);
    EXPECT_NEAR(both.force.z, 0.5 * (2.0 * lift.force.z + crossFlow.force.z), 1e-9 * std::abs(both.force.z));
}

TEST(HullManoeuvring, AHullYawingInPlaceMeetsTheCrossFlowIntegralInClosedForm) {
    const HullManoeuvring m = bargeAtRest();
    const double L = 20.0, T = 1.5, r = 0.2;
    // Turning the bow to starboard (about -y) at r: each strip at x meets a sway x r, and
    //   N = -1/2 rho C_D T r |r| integral of |x| x^2 over [-L/2, L/2] = -1/2 rho C_D T r |r| L^4 / 32,
    // resisting the turn. The midpoint rule on 64 strips errs by 1 / (2 * 32^2) = 0.05 %: 0.1 %.
    const Wrench w = hullManoeuvringForce(m, clarkeDerivatives(m), {}, {}, {0.0, -r, 0.0}, 1.0, 1.0, 1.0, kRho);
    const double expected = -0.5 * kRho * HullManoeuvring::kCrossFlowDragCoefficient * T * r * r * std::pow(L, 4) / 32.0;
    EXPECT_NEAR(-w.torque.y, expected, 1e-3 * std::abs(expected));
    EXPECT_NEAR(w.force.z, 0.0, 1e-9 * std::abs(expected) / L);  // the strips' forces cancel
    // At rest nothing (the lift needs headway, the drag motion).
    const Wrench still = hullManoeuvringForce(m, clarkeDerivatives(m), {}, {}, {}, 1.0, 1.0, 1.0, kRho);
    EXPECT_EQ(still.force, Vec3{});
    EXPECT_EQ(still.torque, Vec3{});
}

TEST(HullManoeuvring, AboutACentreOfMassOffMidshipsTheMomentMovesWithTheArm) {
    const HullManoeuvring m = bargeAtRest();
    const Vec3 velocity{2.0, 0.0, 0.3};
    const Wrench atMidships = hullManoeuvringForce(m, clarkeDerivatives(m), {}, velocity, {}, 1.0, 1.0, 1.0, kRho);
    // G 3 m ahead of midships, moving as the hull did (no spin: every point moves alike): the same
    // force, at midships 3 m aft of G, adds a moment about G of the arm times the force.
    const Wrench atG = hullManoeuvringForce(m, clarkeDerivatives(m), {3.0, 0.0, 0.0}, velocity, {}, 1.0, 1.0, 1.0, kRho);
    EXPECT_NEAR(atG.force.z, atMidships.force.z, 1e-12 * std::abs(atMidships.force.z));
    EXPECT_NEAR(atG.torque.y, atMidships.torque.y + cross(Vec3{-3.0, 0.0, 0.0}, atMidships.force).y,
                1e-12 * std::abs(atMidships.torque.y));
}

TEST(HullManoeuvring, TheSwayForceActsOnTheLateralPlaneAndARollSwaysIt) {
    // The barge's lateral plane has its centroid 0.75 m under G (the estimate above): the sway
    // force acts there, heeling the hull about x by -0.75 times itself (a ship turning heels
    // outward: its centripetal force comes from under G), and the sway it answers is that point's,
    // which a roll moves too.
    const HullManoeuvring m = bargeAtRest();
    const ClarkeDerivatives d = clarkeDerivatives(m);
    const double arm = 0.0 - m.lateralCentreY;
    const Vec3 drifting{3.0, 0.0, 0.4};
    const Wrench w = hullManoeuvringForce(m, d, {}, drifting, {}, 1.0, 1.0, 1.0, kRho);
    EXPECT_NEAR(w.torque.x, -arm * w.force.z, 1e-12 * std::abs(w.force.z));
    EXPECT_GT(w.torque.x, 0.0);  // pushed to port under G: the deck heels to starboard (about +x)
    const double rollRate = 0.2;
    const Wrench rolling = hullManoeuvringForce(m, d, {}, {3.0, 0.0, 0.0}, {rollRate, 0.0, 0.0}, 1.0, 1.0, 1.0, kRho);
    const Wrench swaying = hullManoeuvringForce(m, d, {}, {3.0, 0.0, -rollRate * arm}, {}, 1.0, 1.0, 1.0, kRho);
    EXPECT_NEAR(rolling.force.z, swaying.force.z, 1e-12 * std::abs(swaying.force.z));
    EXPECT_NEAR(rolling.torque.x, swaying.torque.x, 1e-12 * std::abs(swaying.torque.x));
    // So without yaw (whose cross terms, Y'_r and N'_v, pass energy between sway and yaw) the
    // force only ever takes energy out, whatever the sway and the roll: its power on the body,
    // F . v + M . omega, is the sway force times that point's own sway, never positive. Taken
    // at G it would not be: a roll against the sway would be pushed on.
    for (double sway : {-1.0, -0.2, 0.0, 0.3, 1.5})
        for (double roll : {-0.5, -0.1, 0.0, 0.2, 0.6}) {
            const Vec3 velocity{3.0, 0.0, sway}, spin{roll, 0.0, 0.0};
            const Wrench f = hullManoeuvringForce(m, d, {}, velocity, spin, 1.0, 1.0, 1.0, kRho);
            const double power = dot(f.force, velocity) + dot(f.torque, spin);
            EXPECT_NEAR(power, f.force.z * (sway - roll * arm), 1e-9 * (1.0 + std::abs(power))) << sway << ", " << roll;
            EXPECT_LE(power, 0.0) << sway << ", " << roll;
        }
}

TEST(HullManoeuvring, TwoHullsSideBySideLiftAsTwoWingsOfTheirOwn) {
    // A catamaran of two of the barges, their middle lines 12 m apart (4 drafts of water between
    // them), at twice the mass: the estimate finds 2 hulls, each with the barge's 6 m beam, and
    // the lift's derivatives are twice one barge's, not those of one hull as deep as the two
    // lateral planes (which would be four times one barge's). The cross-flow drag already takes
    // both lateral planes.
    MeshArrays pair = makeBox({10.0, 1.5, 3.0});
    const MeshArrays starboard = makeBox({10.0, 1.5, 3.0});
    const std::uint32_t offset = std::uint32_t(pair.xyz.size() / 3);
    for (std::size_t k = 0; k < pair.xyz.size(); k += 3) pair.xyz[k + 2] -= 6.0f;
    for (std::size_t k = 0; k < starboard.xyz.size(); ++k) pair.xyz.push_back(starboard.xyz[k] + (k % 3 == 2 ? 6.0f : 0.0f));
    for (std::uint32_t index : starboard.indices) pair.indices.push_back(index + offset);
    const HullMesh twin = hullFrom(pair, "twin barges");
    const MassProperties mass = twin.massPropertiesForDensity(0.5 * kRho);
    const HullManoeuvring m = estimateHullManoeuvring(twin, mass.mass, mass.centroid, WaterProperties{});
    const HullManoeuvring single = bargeAtRest();
    EXPECT_EQ(m.hulls, 2);
    EXPECT_EQ(single.hulls, 1);
    // The box's float vertices and the equilibrium's solve: 1e-6 relative.
    constexpr double kRelative = 1e-6;
    EXPECT_NEAR(m.hullBeam, 6.0, kRelative * 6.0);
    EXPECT_NEAR(m.beam, 18.0, kRelative * 18.0);
    EXPECT_NEAR(m.draft, 2.0 * single.draft, kRelative * m.draft);  // both lateral planes
    const ClarkeDerivatives two = clarkeDerivatives(m), lone = clarkeDerivatives(single);
    EXPECT_NEAR(two.yv, 2.0 * lone.yv, kRelative * std::abs(two.yv));
    EXPECT_NEAR(two.yr, 2.0 * lone.yr, kRelative * std::abs(two.yr));
    EXPECT_NEAR(two.nv, 2.0 * lone.nv, kRelative * std::abs(two.nv));
    EXPECT_NEAR(two.nr, 2.0 * lone.nr, kRelative * std::abs(two.nr));
    // The spans across midships are the two hulls, port first: upright with the waterline at y = 0
    // (half of the boxes' depth), G that far above it.
    const std::vector<WaterlineSpan> spans = waterlineSpans(twin, mass.centroid, Mat3::identity(), mass.centroid.y, 0.0);
    ASSERT_EQ(spans.size(), 2u);
    EXPECT_NEAR(spans[0].low, -9.0, 1e-6);
    EXPECT_NEAR(spans[0].high, -3.0, 1e-6);
    EXPECT_NEAR(spans[1].low, 3.0, 1e-6);
    EXPECT_NEAR(spans[1].high, 9.0, 1e-6);
}

TEST(HullManoeuvring, AnOpenBoatsHollowDoesNotMakeItTwoHulls) {
    // The open box (3 m long, 1.2 m wide, walls 3 cm thick) as a game models an open boat: its
    // waterline crosses the section twice on each side, the outside of each wall and the inside,
    // but the hollow between has the boat's bottom under it: one hull, 1.2 m across.
    const HullMesh punt = hullFrom(makeOpenBox(3.0, 1.2, 0.5, 0.03, 0.45), "open box");
    const double waterline = 0.2;  // above the bottom's 3 cm: the hollow's walls are cut too
    const Vec3 centre{0.0, waterline, 0.0};
    const std::vector<WaterlineSpan> spans = waterlineSpans(punt, centre, Mat3::identity(), 0.0, 0.0);
    ASSERT_EQ(spans.size(), 1u);
    EXPECT_NEAR(spans[0].low, -0.6, 1e-6);  // the file's floats
    EXPECT_NEAR(spans[0].high, 0.6, 1e-6);
}

TEST(HullManoeuvring, TheKernelAppliesItInWorldAxesAsTheModelAsks) {
    const HullMesh hull = barge();
    const MassProperties mass = hull.massPropertiesForDensity(0.5 * kRho);
    const HullManoeuvring m = estimateHullManoeuvring(hull, mass.mass, mass.centroid, WaterProperties{});
    // Upright at its draft, heading turned 30 degrees, moving ahead with some drift, on still water.
    const Mat3 heading = rotationY(0.5236);
    BodyState state = poseOf(hull, {0.0, 0.0, 0.0}, heading);
    state.mass = mass.mass;
    const Vec3 inHull{2.0, 0.0, 0.3};
    state.linearVelocity = heading * inHull;
    const FlatWater calm(0.0);
    ForceModel model = ForceModel::hydrostaticOnly();
    model.hullLift = 1.0;
    model.crossFlowDrag = 1.0;
    ForceKernel kernel(hull);
    kernel.setHullManoeuvring(m);
    const ForceResult r = substepForces(hull, state, calm, kernel, model);
    ASSERT_EQ(r.status, ForceResult::Status::Ok);
    const double immersion = std::min(r.submergedVolume / m.restVolume, 1.0);
    const Wrench expected = hullManoeuvringForce(m, clarkeDerivatives(m), state.centreOfMassInHull, inHull, {}, immersion, 1.0, 1.0, kRho);
    const Wrench& got = r.of(ForceKind::Manoeuvring);
    const Vec3 force = heading * expected.force;
    EXPECT_NEAR(got.force.x, force.x, 1e-9 * length(force));
    EXPECT_NEAR(got.force.z, force.z, 1e-9 * length(force));
    EXPECT_NEAR(got.torque.y, expected.torque.y, 1e-9 * std::abs(expected.torque.y));
    // Switched off by the model, or without a shape, nothing.
    model.hullLift = model.crossFlowDrag = 0.0;
    EXPECT_EQ(substepForces(hull, state, calm, kernel, model).of(ForceKind::Manoeuvring).force, Vec3{});
    ForceKernel bare(hull);
    EXPECT_EQ(substepForces(hull, state, calm, bare, ForceModel{}).of(ForceKind::Manoeuvring).force, Vec3{});
}

} // namespace
} // namespace hydro
