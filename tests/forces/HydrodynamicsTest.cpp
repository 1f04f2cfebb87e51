// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// Kerner's hydrodynamic forces (ForceModel.h), each alone on a box moving in a known direction
// against a hand calculation, on every arch; the ITTC line; the drag clamp; guards; the SIMD kernels
// against the scalar reference with the full model on waves.
//
// The box: 2 m along x, 0.5 m tall, 1 m wide. Face areas: +-x 0.5 m^2, +-y 2 m^2, +-z 1 m^2,
// total 7 m^2.

#include "HydroTestSupport.h"

#include "hydro/ArchTiming.h"
#include "hydro/FlatWater.h"
#include "hydro/ForceModel.h"
#include "hydro/GerstnerWaves.h"
#include "hydro/SineWaves.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <utility>

namespace hydro {
namespace {

using namespace hydro::test;

constexpr double kStep = 1.0 / 240.0;  // s, a typical substep
// The kernel is float: every sum here has a few dozen terms of similar size, so a relative 1e-5
// covers float round-off with margin (float epsilon 6e-8 times the terms, times the flush to double).
constexpr double kFloatTolerance = 1e-5;

HullMesh testBox() { return hullFrom(makeBox({1.0, 0.25, 0.5})); }

/// One body's kernel and patch, kept across substeps as a game keeps them (the slamming history).
class Probe {
public:
    Probe(const HullMesh& hull, SimdArch arch, const WaterSurface& water)
        : water_(water), patch_(WaterPatch::forHull(hull, hull.centroid())), kernel_(hull, settingsFor(arch)) {}

    ForceResult step(const BodyState& state, const ForceModel& model, double dt = kStep) {
        patch_.follow(state.centreOfMass, water_, state.time, model.usesWaterVelocity());
        ForceResult result;
        kernel_.compute(state, patch_, kWater, model, dt, result);
        return result;
    }

private:
    static ForceKernel::Settings settingsFor(SimdArch arch) {
        ForceKernel::Settings s;
        s.arch = arch;
        return s;
    }
    const WaterSurface& water_;
    WaterPatch patch_;
    ForceKernel kernel_;
};

/// A model with every force off (not even friction, not even buoyancy).
ForceModel nothing() {
    ForceModel m = ForceModel::hydrostaticOnly();
    m.hydrostatics = false;
    return m;
}

BodyState moving(const HullMesh& hull, const Vec3& position, const Vec3& velocity, const Vec3& spin = {}) {
    BodyState s = poseOf(hull, position);
    s.linearVelocity = velocity;
    s.angularVelocity = spin;
    return s;
}

void expectVecNear(const Vec3& actual, const Vec3& expected, double tolerance, const char* what) {
    EXPECT_NEAR(actual.x, expected.x, tolerance) << what;
    EXPECT_NEAR(actual.y, expected.y, tolerance) << what;
    EXPECT_NEAR(actual.z, expected.z, tolerance) << what;
}

/// Every kind but `kept` is exactly zero (a switched-off force adds +0.0, not a small residue).
void expectOnly(const ForceResult& r, std::initializer_list<ForceKind> kept) {
    for (std::size_t k = 0; k < kForceKindCount; ++k) {
        const auto kind = ForceKind(k);
        if (std::find(kept.begin(), kept.end(), kind) != kept.end()) continue;
        EXPECT_EQ(r.of(kind).force, Vec3{}) << forceKindName(kind);
        EXPECT_EQ(r.of(kind).torque, Vec3{}) << forceKindName(kind);
    }
}

TEST(IttcFriction, MatchesTheTabulatedLine) {
    // ITTC 1957 table values, to 4 digits: within half a unit of the last digit (4.6875 rounds up).
    constexpr double kHalfDigit = 0.00051e-3;
    EXPECT_NEAR(ittcFrictionCoefficient(1e6), 4.688e-3, kHalfDigit);
    EXPECT_NEAR(ittcFrictionCoefficient(1e7), 3.000e-3, kHalfDigit);
    EXPECT_NEAR(ittcFrictionCoefficient(1e8), 2.083e-3, kHalfDigit);
    EXPECT_NEAR(ittcFrictionCoefficient(1e9), 1.531e-3, kHalfDigit);
}

class Drag : public ::testing::TestWithParam<SimdArch> {
protected:
    HullMesh box = testBox();
    FlatWater still{0.0};
};

TEST_P(Drag, ViscousIsTangentialFrictionOnTheFacesAlongTheFlow) {
    // Deep under water, moving along x at 2 m/s: the +-y and +-z faces (6 m^2) are tangential to the
    // flow, the +-x faces normal to it (no friction). F = -1/2 rho C_F S |v| v, Rn = |v| L / nu.
    ForceModel model = nothing();
    model.frictionScale = 1.0;
    Probe probe(box, GetParam(), still);
    const ForceResult r = probe.step(moving(box, {0, -5, 0}, {2, 0, 0}), model);
    const double cf = ittcFrictionCoefficient(2.0 * 2.0 / kWater.kinematicViscosity);
    const double expected = -0.5 * kWater.density * cf * 6.0 * 2.0 * 2.0;
    expectVecNear(r.of(ForceKind::Viscous).force, {expected, 0, 0}, kFloatTolerance * std::abs(expected), "force");
    expectVecNear(r.of(ForceKind::Viscous).torque, {}, kFloatTolerance * std::abs(expected), "torque");
    expectOnly(r, {ForceKind::Viscous});
    EXPECT_EQ(r.force, r.of(ForceKind::Viscous).force);
}

TEST_P(Drag, PressureAndSuctionFollowTheFalloffPowers) {
    // Moving at 1.5 m/s, 30 degrees from +x toward +z: +x advances with cos = cos 30, +z with
    // cos = sin 30 (pressure), -x and -z retreat with the same |cos| (suction), +-y are glancing
    // (cos = 0: nothing, and no NaN). The kernels take three ways to cos^f: 1 on both sides (the
    // presets), 0.5 on both (ForceModel's default: a square root) and any other pair (exp and log).
    const std::pair<double, double> falloffs[] = {{0.7, 0.4}, {0.5, 0.5}, {1.0, 1.0}, {1.0, 0.5}};
    for (const auto& [pressureFalloff, suctionFalloff] : falloffs) {
        SCOPED_TRACE(testing::Message() << "falloffs " << pressureFalloff << ", " << suctionFalloff);
        ForceModel model = nothing();
        model.pressureDragLinear = 100, model.pressureDragQuadratic = 200, model.pressureFalloff = pressureFalloff;
        model.suctionDragLinear = 50, model.suctionDragQuadratic = 80, model.suctionFalloff = suctionFalloff;
        model.referenceSpeed = 1.0;
        const double a = 30 * kDegree, speed = 1.5;
        Probe probe(box, GetParam(), still);
        const ForceResult r = probe.step(moving(box, {0, -5, 0}, {speed * std::cos(a), 0, speed * std::sin(a)}), model);
        const double pressure = 100 * speed + 200 * speed * speed, suction = 50 * speed + 80 * speed * speed;
        // Pressure on +x pushes along -x, suction on -x pulls along -n = ... also -x; likewise in z.
        const double fx = -pressure * 0.5 * std::pow(std::cos(a), pressureFalloff) -
                          suction * 0.5 * std::pow(std::cos(a), suctionFalloff);
        const double fz = -pressure * 1.0 * std::pow(std::sin(a), pressureFalloff) -
                          suction * 1.0 * std::pow(std::sin(a), suctionFalloff);
        expectVecNear(r.of(ForceKind::PressureDrag).force, {fx, 0, fz}, kFloatTolerance * std::abs(fz), "force");
        expectOnly(r, {ForceKind::PressureDrag});
    }
}

TEST_P(Drag, ReferenceSpeedScalesTheCoefficientsNotTheCurrentSpeed) {
    // Doubling the speed quadruples a purely quadratic drag (v_r fixed), the mistake would keep it linear.
    ForceModel model = nothing();
    model.pressureDragQuadratic = 300;
    model.referenceSpeed = 2.0;
    Probe probe(box, GetParam(), still);
    const double slow = probe.step(moving(box, {0, -5, 0}, {1, 0, 0}), model).force.x;
    const double fast = probe.step(moving(box, {0, -5, 0}, {2, 0, 0}), model).force.x;
    EXPECT_NEAR(slow, -300 * 0.25 * 0.5, kFloatTolerance * 40);  // (v/v_r)^2 S
    EXPECT_NEAR(fast / slow, 4.0, kFloatTolerance);
}

TEST_P(Drag, WaterCurrentDragsABodyAtRest) {
    // A body at rest in a 1 m/s current feels what it would moving at -1 m/s in still water.
    ForceModel model = nothing();
    model.pressureDragQuadratic = 300;
    model.frictionScale = 1.0;
    const FlatWater current(0.0, {1, 0, 0});
    Probe inCurrent(box, GetParam(), current), inStill(box, GetParam(), still);
    const ForceResult drifted = inCurrent.step(moving(box, {0, -5, 0}, {0, 0, 0}), model);
    const ForceResult towed = inStill.step(moving(box, {0, -5, 0}, {-1, 0, 0}), model);
    EXPECT_GT(drifted.force.x, 0.0);
    expectVecNear(drifted.force, towed.force, kFloatTolerance * std::abs(towed.force.x), "force");
}

TEST_P(Drag, SlammingIsZeroWithoutHistoryAndInSteadyMotion) {
    ForceModel model = nothing();
    model.slammingScale = 1.0;
    Probe probe(box, GetParam(), still);
    BodyState s = moving(box, {0, -5, 0}, {0, -3, 0});
    EXPECT_EQ(probe.step(s, model).of(ForceKind::Slamming).force, Vec3{});  // first substep: no history
    s.centreOfMass.y -= 3 * kStep;
    EXPECT_EQ(probe.step(s, model).of(ForceKind::Slamming).force, Vec3{});  // steady: nothing changes
}

/// The slamming force when the bottom (2 m^2, dry one substep before) enters at `speed`: its
/// swept-volume rate jumps from 0 to S v, so r = S v / (A tau Gamma_max) = v / (tau Gamma_max), and
/// the mean force over the step (ForceModel.h) is I m v 2 S / (S_total dt), upward, with
/// I = min(ln max(r, 1), dt/tau) + (min(r, 1)^p - min(r e^(-dt/tau), 1)^p) / p.
double expectedEntrySlam(double mass, double speed, const ForceModel& m) {
    const double r = speed / (m.slammingDuration * m.slammingMaxAcceleration), steps = kStep / m.slammingDuration;
    const double p = m.slammingPower;
    const double integral = std::min(std::log(std::max(r, 1.0)), steps) +
                            (std::pow(std::min(r, 1.0), p) - std::pow(std::min(r * std::exp(-steps), 1.0), p)) / p;
    return integral * mass * speed * 2.0 * 2.0 / (7.0 * kStep);
}

TEST_P(Drag, SlammingOnEntryMatchesKernerAndGrowsWithSpeed) {
    // Gamma_max 2000 m/s^2 never saturates (r = v / 40); 60 saturates from about 1.2 m/s (r = v / 1.2),
    // which takes the logarithm's branch; p = 3 takes the general power's.
    for (const auto& [maxAcceleration, power] : {std::pair{2000.0, 2.0}, std::pair{60.0, 2.0}, std::pair{60.0, 3.0}}) {
        ForceModel model = nothing();
        model.slammingScale = 1.0;
        model.slammingMaxAcceleration = maxAcceleration;
        model.slammingPower = power;
        double previous = 0.0;
        for (double speed : {1.0, 2.0, 3.0}) {
            Probe probe(box, GetParam(), still);
            // Bottom 1 cm above the water, then 1 cm below it (the sides are cut, but move along their
            // plane: cos = 0, no slamming there).
            BodyState s = moving(box, {0, 0.26, 0}, {0, -speed, 0});
            probe.step(s, model);
            s.centreOfMass.y = 0.24;
            const ForceResult r = probe.step(s, model);
            const double expected = expectedEntrySlam(s.mass, speed, model);
            EXPECT_EQ(r.clampedDrags, 0);
            expectVecNear(r.of(ForceKind::Slamming).force, {0, expected, 0}, kFloatTolerance * expected, "slam");
            EXPECT_GT(expected, previous);
            previous = expected;
        }
    }
}

TEST_P(Drag, ADryTriangleForgetsItsHistory) {
    // In, out for a second (50 impact durations), in again: the second entry slams as hard as the
    // first, because a dry substep decays the history toward zero instead of skipping it (float:
    // e^-50 of the rate is far below its last bit).
    ForceModel model = nothing();
    model.slammingScale = 1.0;
    model.slammingMaxAcceleration = 2000.0;
    Probe probe(box, GetParam(), still);
    BodyState s = moving(box, {0, 0.26, 0}, {0, -2, 0});
    probe.step(s, model);
    s.centreOfMass.y = 0.24;
    const double first = probe.step(s, model).of(ForceKind::Slamming).force.y;
    s.centreOfMass.y = 0.26;
    for (int i = 0; i < 240; ++i) probe.step(s, model);
    s.centreOfMass.y = 0.24;
    const double second = probe.step(s, model).of(ForceKind::Slamming).force.y;
    EXPECT_GT(first, 0.0);
    EXPECT_NEAR(first, second, kFloatTolerance * first);
}

TEST_P(Drag, AirActsOnlyOnTheDryPart) {
    // +x faces the motion (cos = 1): F = -1/2 rho_air C S_dry v^2 along x.
    ForceModel model = nothing();
    model.airDragCoefficient = 1.2;
    const double speed = 3.0, full = -0.5 * kWater.airDensity * 1.2 * 0.5 * speed * speed;
    Probe probe(box, GetParam(), still);
    const double above = probe.step(moving(box, {0, 5, 0}, {speed, 0, 0}), model).of(ForceKind::Air).force.x;
    const double half = probe.step(moving(box, {0, 0, 0}, {speed, 0, 0}), model).of(ForceKind::Air).force.x;
    const ForceResult under = probe.step(moving(box, {0, -5, 0}, {speed, 0, 0}), model);
    EXPECT_NEAR(above, full, kFloatTolerance * std::abs(full));
    EXPECT_NEAR(half, 0.5 * full, kFloatTolerance * std::abs(full));
    EXPECT_EQ(under.of(ForceKind::Air).force, Vec3{});
    expectOnly(under, {});
}

TEST_P(Drag, KernerDampingScalesWithTheWettedFraction) {
    // Floating half under (centre at the surface): wetted 3.5 of 7 m^2.
    ForceModel model = nothing();
    model.linearDamping = 40, model.quadraticDamping = 10, model.angularDamping = 30,
    model.quadraticAngularDamping = 5;
    const Vec3 v{1, -2, 0.5}, w{0.1, 0.4, -0.2};
    Probe probe(box, GetParam(), still);
    const ForceResult r = probe.step(moving(box, {0, 0, 0}, v, w), model);
    const Wrench expected{v * -(0.5 * (40 + 10 * length(v))), w * -(0.5 * (30 + 5 * length(w)))};
    expectVecNear(r.of(ForceKind::Damping).force, expected.force, kFloatTolerance * length(expected.force), "force");
    expectVecNear(r.of(ForceKind::Damping).torque, expected.torque, kFloatTolerance * length(expected.torque), "torque");
    expectOnly(r, {ForceKind::Damping});
}

TEST_P(Drag, CattoDragPullsTowardTheCurrentAndStopsTheSpin) {
    // Half under (V/V_T = 1/2), at rest in a 1 m/s current along x, spinning at 2 rad/s about y:
    // F = beta_l m (1/2) (u - 0) at the centre of buoyancy, 0.125 m below the centre of mass;
    // T = (c_b - G) x F - beta_a m (1/2) L^2 w, L = (2 + 0.5 + 1) / 3.
    ForceModel model = nothing();
    model.cattoLinearDrag = 0.8, model.cattoAngularDrag = 0.3;
    const FlatWater current(0.0, {1, 0, 0});
    Probe probe(box, GetParam(), current);
    const BodyState s = moving(box, {0, 0, 0}, {}, {0, 2, 0});
    const ForceResult r = probe.step(s, model);
    const double fx = 0.8 * s.mass * 0.5, L = 3.5 / 3.0;
    // The spin moves the centre of buoyancy (on the spin axis): no extra velocity there.
    expectVecNear(r.of(ForceKind::CattoDrag).force, {fx, 0, 0}, kFloatTolerance * fx, "force");
    const Vec3 torque = cross(Vec3{0, -0.125, 0}, Vec3{fx, 0, 0}) + Vec3{0, -0.3 * s.mass * 0.5 * L * L * 2, 0};
    expectVecNear(r.of(ForceKind::CattoDrag).torque, torque, kFloatTolerance * fx, "torque");
}

TEST_P(Drag, AClampedDragStopsButNeverReverses) {
    // A drag far too strong for the step: each piece may take at most its share of the momentum,
    // so the body's velocity after the step is not reversed, and the clamps are counted.
    ForceModel model = nothing();
    model.pressureDragQuadratic = 1e7;
    model.linearDamping = 1e7;
    model.angularDamping = 1e7;
    Probe probe(box, GetParam(), still);
    const BodyState s = moving(box, {0, -5, 0}, {2, 0, 0}, {0, 0.5, 0});
    const double dt = 0.01;
    const ForceResult r = probe.step(s, model, dt);
    EXPECT_GT(r.clampedDrags, 0);
    const Vec3 after = s.linearVelocity + r.force * (dt / s.mass);
    EXPECT_GE(dot(after, s.linearVelocity), -1e-6) << "velocity reversed";
    const double spinInertia = s.mass * (2.0 * 2.0 + 1.0 * 1.0) / 12.0;  // box about y
    const double spinAfter = s.angularVelocity.y + r.torque.y * dt / spinInertia;
    EXPECT_GE(spinAfter, -1e-6) << "spin reversed";
}

TEST_P(Drag, NoNanAtRestOrOnTheFirstSubstep) {
    ForceModel model = ForceModel::planingBoat();
    model.cattoLinearDrag = 1, model.cattoAngularDrag = 1, model.quadraticDamping = 10;
    Probe probe(box, GetParam(), still);
    for (double y : {-5.0, 0.0, 0.1, 5.0}) {
        const ForceResult r = probe.step(moving(box, {0, y, 0}, {}), model);
        EXPECT_EQ(r.status, ForceResult::Status::Ok);
        EXPECT_TRUE(isFinite(r.force) && isFinite(r.torque));
        expectOnly(r, {ForceKind::Hydrostatic});
    }
}

TEST_P(Drag, KineticEnergyFallsMonotonicallyWithoutBuoyancy) {
    // Deep under water, no buoyancy and no gravity: only drag acts, so the kinetic energy of a
    // tumbling box may only fall. Semi-implicit Euler with the forces held over each step, as Bullet
    // applies them.
    ForceModel model = ForceModel::displacementBoat();
    model.hydrostatics = false;
    model.cattoLinearDrag = 0.2, model.cattoAngularDrag = 0.2;
    Probe probe(box, GetParam(), still);
    BodyState s = moving(box, {0, -5, 0}, {3, -1, 2}, {0.5, 1.5, -0.7});
    const Vec3 inertiaBody{s.mass * (0.25 + 1.0) / 12.0, s.mass * (4.0 + 1.0) / 12.0, s.mass * (4.0 + 0.25) / 12.0};
    auto energy = [&](const BodyState& b) {
        const Vec3 w = b.rotation.transposed() * b.angularVelocity;
        return 0.5 * b.mass * dot(b.linearVelocity, b.linearVelocity) +
               0.5 * (inertiaBody.x * w.x * w.x + inertiaBody.y * w.y * w.y + inertiaBody.z * w.z * w.z);
    };
    const double dt = 1.0 / 60.0;
    double last = energy(s);
    for (int i = 0; i < 600; ++i) {
        const ForceResult r = probe.step(s, model, dt);
        s.linearVelocity += r.force * (dt / s.mass);
        const Vec3 torqueBody = s.rotation.transposed() * r.torque;
        const Vec3 wBody = s.rotation.transposed() * s.angularVelocity +
                           Vec3{torqueBody.x / inertiaBody.x, torqueBody.y / inertiaBody.y, torqueBody.z / inertiaBody.z} * dt;
        s.angularVelocity = s.rotation * wBody;
        s.centreOfMass += s.linearVelocity * dt;
        const double angle = length(s.angularVelocity) * dt;
        if (angle > 0.0) {  // Rodrigues
            const Vec3 k = s.angularVelocity / length(s.angularVelocity);
            Mat3 K;
            K(0, 1) = -k.z, K(0, 2) = k.y, K(1, 0) = k.z, K(1, 2) = -k.x, K(2, 0) = -k.y, K(2, 1) = k.x;
            const Mat3 turn = Mat3::identity() + K * std::sin(angle) + (K * K) * (1.0 - std::cos(angle));
            s.rotation = turn * s.rotation;
        }
        s.time += dt;
        const double e = energy(s);
        ASSERT_LE(e, last * (1.0 + 1e-9)) << "step " << i;  // 1e-9: the energy's own round-off
        last = e;
    }
    EXPECT_LT(last, 0.01 * energy(moving(box, {}, {3, -1, 2}, {0.5, 1.5, -0.7})));
}

TEST_P(Drag, AFlatSurfacesOneCellPatchGivesTheGridsResultsBitForBit) {
    // FlatWater is flat (WaterSurface::isFlat): its patch samples the grid's four corners as one
    // cell. An empty Gerstner sea is the same plane and current but does not say so: its patch
    // samples all 121 points. Every force, moving and turning, rolled and half under: the results
    // must be the same to the last bit, as the cells' planes are (the slopes are exactly 0).
    const Vec3 current{0.4, 0.0, -0.3};
    const FlatWater flat(0.1, current);
    const auto plane = GerstnerWaves::create({}, 0.1, current);
    ASSERT_TRUE(plane);
    Probe onFlat(box, GetParam(), flat), onGrid(box, GetParam(), *plane.value());
    ForceModel every = ForceModel::displacementBoat();
    every.cattoLinearDrag = 0.5;
    every.quadraticDamping = 20.0;
    BodyState state = moving(box, {3.0, 0.05, -2.0}, {2.0, -0.5, 1.0}, {0.3, 0.2, -0.4});
    state.rotation = rotationX(0.3) * rotationZ(-0.2);
    for (int substep = 0; substep < 4; ++substep, state.time += kStep) {  // slamming's history too
        const ForceResult a = onFlat.step(state, every), b = onGrid.step(state, every);
        ASSERT_EQ(a.status, ForceResult::Status::Ok);
        EXPECT_EQ(a.force, b.force) << substep;
        EXPECT_EQ(a.torque, b.torque) << substep;
        EXPECT_EQ(a.submergedVolume, b.submergedVolume) << substep;
        for (std::size_t k = 0; k < kForceKindCount; ++k) EXPECT_EQ(a.byKind[k].force, b.byKind[k].force) << substep << " " << k;
    }
    WaterPatch patch = WaterPatch::forHull(box, box.centroid());
    patch.follow({3.0, 0.05, -2.0}, flat, 0.0, true);
    EXPECT_EQ(patch.sampleCount(), 4u);
    EXPECT_EQ(patch.cellsPerSide(), 1);
    patch.follow({3.0, 0.05, -2.0}, *plane.value(), 0.0, true);
    EXPECT_EQ(patch.sampleCount(), 121u);  // 8 cells across the hull and the snapping margin: 11 x 11
}

/// FlatWater's level and current everywhere but beyond (cornerX, cornerZ), where the water stands
/// 0.5 m higher and runs 1 m/s faster along x: a patch whose far corner lies there is not uniform,
/// so the kernel looks every height and velocity up, and no hull point reads that corner.
class LevelButForACorner final : public WaterSurface {
public:
    LevelButForACorner(const FlatWater& level, double cornerX, double cornerZ)
        : level_(level), cornerX_(cornerX), cornerZ_(cornerZ) {}
    void sample(const PointBatch& p, double time, double relativeTo, const SampleOutputs& out) const override {
        level_.sample(p, time, relativeTo, out);
        for (std::size_t i = 0; i < p.count; ++i)
            if (p.origin.x + double(p.x[i]) > cornerX_ && p.origin.z + double(p.z[i]) > cornerZ_) {
                if (out.height) out.height[i] += 0.5f;
                if (out.vx) out.vx[i] += 1.0f;
            }
    }

private:
    const FlatWater& level_;
    double cornerX_, cornerZ_;
};

TEST_P(Drag, LevelWaterIsTakenWithoutLookingItUpAndGivesTheLookedUpResultsBitForBit) {
    // Where every sample of the patch is the same (WaterPatch::heightsUniform, velocitiesUniform),
    // the kernel takes that one height and velocity instead of looking them up: the plane through
    // three equal samples is that value exactly, so the results must be the same to the last bit
    // as the look-up's. The look-up is forced by a water that differs at the patch's far corner
    // only, which lies beyond every hull point (WaterPatch.h: the last cell starts past R).
    const Vec3 centre{3.0, 0.05, -2.0};
    const FlatWater flat(0.1, {0.4, 0.0, -0.3});
    WaterPatch patch = WaterPatch::forHull(box, box.centroid());
    patch.follow(centre, SineWaves({{0.1, 5.0, 1.0, 0.0, 0.0}}), 0.0);  // a grid, to read its geometry
    const double lastCell = double(patch.cellsPerSide() - 1) * double(patch.cellSize()) + 0.5 * double(patch.cellSize());
    const LevelButForACorner lookedUp(flat, centre.x - double(patch.offsetX()) + lastCell,
                                      centre.z - double(patch.offsetZ()) + lastCell);
    patch.follow(centre, flat, 0.0, true);
    EXPECT_TRUE(patch.heightsUniform());
    EXPECT_TRUE(patch.velocitiesUniform());
    patch.follow(centre, lookedUp, 0.0, true);
    ASSERT_EQ(patch.sampleCount(), 121u);
    EXPECT_FALSE(patch.heightsUniform());
    EXPECT_FALSE(patch.velocitiesUniform());

    Probe uniform(box, GetParam(), flat), looked(box, GetParam(), lookedUp);
    ForceModel every = ForceModel::displacementBoat();
    every.airDragCoefficient = 1.0;
    BodyState state = moving(box, centre, {2.0, -0.5, 1.0}, {0.3, 0.2, -0.4});
    state.rotation = rotationX(0.3) * rotationZ(-0.2);
    for (int substep = 0; substep < 4; ++substep, state.time += kStep) {  // slamming's history too
        const ForceResult a = uniform.step(state, every), b = looked.step(state, every);
        ASSERT_EQ(a.status, ForceResult::Status::Ok);
        ASSERT_GT(length(a.of(ForceKind::Viscous).force), 0.0);
        EXPECT_EQ(a.submergedVolume, b.submergedVolume) << substep;
        EXPECT_EQ(a.wettedArea, b.wettedArea) << substep;
        for (std::size_t k = 0; k < kForceKindCount; ++k) {
            EXPECT_EQ(a.byKind[k].force, b.byKind[k].force) << substep << " " << forceKindName(ForceKind(k));
            EXPECT_EQ(a.byKind[k].torque, b.byKind[k].torque) << substep << " " << forceKindName(ForceKind(k));
        }
    }
}

INSTANTIATE_TEST_SUITE_P(EveryArch, Drag, ::testing::ValuesIn(archesToTest()),
                         [](const auto& param) { return std::string(archName(param.param)); });

TEST(DragCrossCheck, SimdAgreesWithTheReferenceOnWaves) {
    // The full model on a boat in three sine waves, two substeps (so slamming has history), random
    // poses and motions. The SIMD kernels merge the two pieces of a triangle with two corners under
    // (same normal, mean velocity exact for a rigid body); only the nonlinear terms differ, at second
    // order in the velocity's variation across a triangle: at 0.3 rad/s on 0.5 m triangles moving at
    // 2 m/s, (0.15 / 2)^2 ~ 0.6 %; slamming also differs where only one of Kerner's two pieces is
    // clamped. Measured worst: 0.35 % (slamming, avx2). Tolerance: 1 % of the scale, the sum of the
    // magnitudes the reference finds over all kinds (a kind that is small where others are large is
    // judged against the whole drag, as it acts on the body).
    const HullMesh boat = assetHull("displacement_boat.obj");
    const SineWaves waves({{0.4, 12.0, 1.0, 0.3, 0.0}, {0.2, 7.0, -0.4, 1.0, 1.0}, {0.1, 3.0, 0.7, -0.7, 2.0}});
    ForceModel model = ForceModel::displacementBoat();
    model.slammingMaxAcceleration = 5.0;  // so that slamming is not negligible here
    std::mt19937 rng(57);
    std::uniform_real_distribution<double> u(-1.0, 1.0);
    for (SimdArch arch : archesToTest()) {
        if (arch == SimdArch::Scalar) continue;
        for (int trial = 0; trial < 40; ++trial) {
            BodyState s = poseOf(boat, {u(rng) * 50, 0.3 * u(rng), u(rng) * 50},
                                 rotationY(u(rng) * kPi) * rotationX(0.3 * u(rng)) * rotationZ(0.1 * u(rng)));
            s.linearVelocity = {2 * u(rng), 0.5 * u(rng), 2 * u(rng)};
            s.angularVelocity = {0.3 * u(rng), 0.3 * u(rng), 0.3 * u(rng)};
            s.time = 10 * (1 + u(rng));
            Probe reference(boat, SimdArch::Scalar, waves), simd(boat, arch, waves);
            ForceResult expected, actual;
            for (int substep = 0; substep < 2; ++substep) {
                expected = reference.step(s, model);
                actual = simd.step(s, model);
                s.centreOfMass += s.linearVelocity * kStep;
                s.linearVelocity.y -= 0.5;  // a jolt, so the second substep slams
                s.time += kStep;
            }
            double scale = 0.0;
            for (const Wrench& w : expected.byKind) scale += length(w.force);
            for (std::size_t k = 1; k < kForceKindCount; ++k) {
                const Wrench &e = expected.byKind[k], &a = actual.byKind[k];
                EXPECT_LT(length(a.force - e.force), 0.01 * scale)
                    << archName(arch) << " trial " << trial << " " << forceKindName(ForceKind(k));
                EXPECT_LT(length(a.torque - e.torque), 0.01 * scale * radiusOf(boat))
                    << archName(arch) << " trial " << trial << " " << forceKindName(ForceKind(k));
            }
        }
    }
}

TEST(DragCrossCheck, AirAgreesWithTheReferenceOnATurnedSpinningBody) {
    // The air alone, which the SIMD kernels take in hull axes and turn into world axes at the end,
    // and the reference in world axes per triangle: the boat turned about every axis, half under
    // on waves, moving and spinning, so that each dry triangle's velocity has its own direction.
    // The two take the same triangles' centroids and dry areas, so they differ by float round-off
    // only (measured worst 4e-7 of the air's own force): relative 1e-5 of that force, and of it
    // times the boat's radius for the torque, leaves a margin of 25, and each of a torque about
    // the wrong point, a cross product reversed or a sum left unturned fails it.
    const HullMesh boat = assetHull("displacement_boat.obj");
    const SineWaves waves({{0.4, 12.0, 1.0, 0.3, 0.0}});
    ForceModel model = nothing();
    model.airDragCoefficient = 1.2;
    std::mt19937 rng(91);
    std::uniform_real_distribution<double> u(-1.0, 1.0);
    for (SimdArch arch : archesToTest()) {
        if (arch == SimdArch::Scalar) continue;
        for (int trial = 0; trial < 20; ++trial) {
            BodyState s = poseOf(boat, {u(rng) * 20, 0.2 * u(rng), u(rng) * 20},
                                 rotationY(u(rng) * kPi) * rotationX(0.5 * u(rng)) * rotationZ(0.5 * u(rng)));
            s.linearVelocity = {4 * u(rng), u(rng), 4 * u(rng)};
            s.angularVelocity = {u(rng), u(rng), u(rng)};
            Probe reference(boat, SimdArch::Scalar, waves), simd(boat, arch, waves);
            const Wrench expected = reference.step(s, model).of(ForceKind::Air);
            const Wrench actual = simd.step(s, model).of(ForceKind::Air);
            const double scale = length(expected.force);
            ASSERT_GT(scale, 0.0) << "trial " << trial;
            expectVecNear(actual.force, expected.force, 1e-5 * scale, "force");
            expectVecNear(actual.torque, expected.torque, 1e-5 * scale * radiusOf(boat), "torque");
        }
    }
}

TEST(ForceModelValidation, NamesTheFieldAndTheKernelRefusesIt) {
    ForceModel m = ForceModel::displacementBoat();
    m.suctionFalloff = -0.5;
    EXPECT_STREQ(m.firstInvalidField(), "suctionFalloff");
    const std::string message = test::refusalOf(m.check());
    EXPECT_TRUE(test::mentions(message, "suctionFalloff = -0.5")) << message;
    m = ForceModel::planingBoat();
    m.referenceSpeed = 0.0;
    EXPECT_STREQ(m.firstInvalidField(), "referenceSpeed");
    m = ForceModel::floatingCrate();
    m.linearDamping = std::nan("");
    EXPECT_STREQ(m.firstInvalidField(), "linearDamping");

    const HullMesh box = testBox();
    const FlatWater still(0.0);
    Probe probe(box, bestSimdArch(), still);
    const ForceResult r = probe.step(moving(box, {0, 0, 0}, {1, 0, 0}), m);
    EXPECT_EQ(r.status, ForceResult::Status::InvalidState);
    EXPECT_EQ(r.force, Vec3{});
    const ForceResult zeroStep = probe.step(moving(box, {0, 0, 0}, {1, 0, 0}), ForceModel{}, 0.0);
    EXPECT_EQ(zeroStep.status, ForceResult::Status::InvalidState);
    for (const ForceModel& preset : {ForceModel{}, ForceModel::hydrostaticOnly(), ForceModel::displacementBoat(),
                                     ForceModel::planingBoat(), ForceModel::floatingCrate()})
        EXPECT_EQ(preset.firstInvalidField(), nullptr);
}

TEST(ForceResult, ClearZeroesEveryNumberAndKeepsTheWaterlinesCapacity) {
    // clear() assigns field by field (a fresh ForceResult moved the waterline's storage out and
    // back); every field set here must come back as a default-constructed ForceResult has it.
    ForceResult r;
    r.status = ForceResult::Status::InvalidWater;
    r.force = r.torque = {1, 2, 3};
    for (Wrench& w : r.byKind) w = {{4, 5, 6}, {7, 8, 9}};
    r.clampedDrags = 3;
    r.submergedVolume = r.wettedArea = r.submergedOpeningLength = 1.5;
    r.centreOfBuoyancy = {1, 1, 1};
    r.submergedPieces = 7;
    r.flooding = true;
    r.waterline.resize(10);
    const std::size_t capacity = r.waterline.capacity();
    r.clear();
    const ForceResult fresh;
    EXPECT_EQ(r.status, fresh.status);
    EXPECT_EQ(r.force, fresh.force);
    EXPECT_EQ(r.torque, fresh.torque);
    for (std::size_t k = 0; k < kForceKindCount; ++k) {
        EXPECT_EQ(r.byKind[k].force, Vec3{}) << k;
        EXPECT_EQ(r.byKind[k].torque, Vec3{}) << k;
    }
    EXPECT_EQ(r.clampedDrags, 0);
    EXPECT_EQ(r.submergedVolume, 0.0);
    EXPECT_EQ(r.centreOfBuoyancy, fresh.centreOfBuoyancy);
    EXPECT_EQ(r.wettedArea, 0.0);
    EXPECT_EQ(r.submergedPieces, 0);
    EXPECT_EQ(r.submergedOpeningLength, 0.0);
    EXPECT_FALSE(r.flooding);
    EXPECT_TRUE(r.waterline.empty());
    EXPECT_EQ(r.waterline.capacity(), capacity);
}

TEST(SimdArch, AnArchThisTargetCannotRunIsRefusedSayingWhatItHas) {
    // Every target lacks some arch: x86-64 has no neon64 kernel, aarch64 and WebAssembly no avx2.
    const HullMesh hull = test::assetHull("box.obj");
    int refused = 0;
    for (SimdArch arch : kSimdArchs) {
        if (isSupported(arch)) continue;
        ForceKernel::Settings settings;
        settings.arch = arch;
        const std::string message = test::refusalOf(ForceKernel::create(hull, settings));
        EXPECT_NE(message.find(std::string("Settings::arch ") + archName(arch) + ": this "), std::string::npos) << message;
        // What there is instead, the scalar reference always among it.
        EXPECT_NE(message.find("(it "), std::string::npos) << message;
        EXPECT_NE(message.find("scalar"), std::string::npos) << message;
        EXPECT_NE(message.find(archName(bestSimdArch())), std::string::npos) << message;
        ++refused;
    }
    EXPECT_GE(refused, 1);
}

TEST(ArchTiming, ThePickIsTheFastestSupportedSimdArchAndEachIsTimed) {
    const HullMesh hull = test::assetHull("speedboat.obj");
    const ArchTiming timing = timeSimdArchs(hull, ForceModel::planingBoat(), 3, 20);
    EXPECT_TRUE(isSupported(timing.fastest));
    // Scalar only where this build has no SIMD kernel the CPU runs (every x86-64 has SSE2).
    EXPECT_EQ(timing.fastest == SimdArch::Scalar, bestSimdArch() == SimdArch::Scalar);
    EXPECT_EQ(timing.nanoseconds[std::size_t(SimdArch::Scalar)], 0.0);
    for (SimdArch arch : kSimdArchs) {
        if (!isSupported(arch)) {
            EXPECT_EQ(timing.nanoseconds[std::size_t(arch)], 0.0) << archName(arch);
            continue;
        }
        EXPECT_GT(timing.nanoseconds[std::size_t(arch)], 0.0) << archName(arch);
        EXPECT_LE(timing.nanoseconds[std::size_t(timing.fastest)], timing.nanoseconds[std::size_t(arch)]) << archName(arch);
    }
    EXPECT_TRUE(test::mentions(test::refusalOf(tryTimeSimdArchs(hull, ForceModel::planingBoat(), 0, 20)),
                               "rounds = 0, callsPerRound = 20"));
    ForceModel bad = ForceModel::planingBoat();
    bad.slammingScale = -1.0;
    EXPECT_TRUE(test::mentions(test::refusalOf(tryTimeSimdArchs(hull, bad)), "ForceModel: slammingScale = -1"));
}

TEST(ArchTiming, TheArchsAskedForAreTimedTheScalarReferenceAmongThem) {
    const HullMesh hull = test::assetHull("speedboat.obj");
    std::vector<SimdArch> asked{SimdArch::Scalar};
    if (bestSimdArch() != SimdArch::Scalar) asked.push_back(bestSimdArch());
    const ArchTiming timing = orThrow(tryTimeArchs(hull, ForceModel::planingBoat(), asked, 3, 20));
    for (SimdArch arch : asked) {
        EXPECT_GT(timing.nanoseconds[std::size_t(arch)], 0.0) << archName(arch);
    }
    for (SimdArch arch : kSimdArchs) {
        if (std::find(asked.begin(), asked.end(), arch) == asked.end()) {
            EXPECT_EQ(timing.nanoseconds[std::size_t(arch)], 0.0) << archName(arch);
        }
    }
    EXPECT_NE(std::find(asked.begin(), asked.end(), timing.fastest), asked.end());
    // An arch this target cannot run is refused by name: every target lacks one of x86's or ARM's.
    for (SimdArch arch : kSimdArchs)
        if (!isSupported(arch)) {
            EXPECT_TRUE(test::mentions(test::refusalOf(tryTimeArchs(hull, ForceModel::planingBoat(), {arch})),
                                       std::string(archName(arch)) + " is not supported"));
            break;
        }
}

} // namespace
} // namespace hydro
