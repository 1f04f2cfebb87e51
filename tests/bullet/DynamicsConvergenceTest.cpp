// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// The motion in a real btDiscreteDynamicsWorld does not depend on the substep count or on how a body
// is started, and bodies settle and sleep as real ones do: slamming converges as the substep
// shrinks, a body placed at rest at its equilibrium stays there and reads zero velocity, a coasting
// body is not frozen by Bullet's sleeping, and the default model's wave-radiation damping settles a
// crate at the rate its estimate gives; a body evaluated only once per frame (level of detail)
// moves nearly as one evaluated every substep.

#include "BulletWorldSupport.h"
#include "HydroTestSupport.h"

#include "hydro/AddedMassTable.h"
#include "hydro/FlatWater.h"
#include "hydro/Hydrostatics.h"
#include "hydro/OceanSpectrumWaves.h"
#include "hydro/RadiationDampingEstimate.h"
#include "hydro/RadiationDampingFile.h"
#include "hydro/SineWaves.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <memory>
#include <vector>

namespace hydro {
namespace {

using namespace hydro::test;

constexpr double kFrame = 1.0 / 60.0;

/// Runs `scene` for `seconds` in 1/60 s frames of `substeps`, one stepSimulation call per substep
/// (the same physics as one call per frame: the action owns gravity, so nothing depends on where
/// Bullet clears its forces), calling `each(dt)` after every substep.
template <class Each>
void run(FloatingScene& scene, int substeps, double seconds, Each&& each) {
    const double dt = kFrame / substeps;
    const int steps = int(std::lround(seconds / dt));
    for (int i = 0; i < steps; ++i) {
        scene.world().stepSimulation(btScalar(dt), 1, btScalar(dt));
        each(dt);
    }
}

// ---- slamming ---------------------------------------------------------------------------------

/// The barge: 4 m long, 1 m deep, 2 m wide, half as dense as the water, dropped flat with
/// its bottom 0.5 m above still water.
struct DropResult {
    double penetration = 0.0;      ///< deepest the bottom went below the surface, m
    double slammingImpulse = 0.0;  ///< of the whole drop, N s (upward)
};

DropResult bargeDrop(int substeps, double slammingScale, int evaluationInterval = 1) {
    FloatingScene scene(std::make_shared<FlatWater>(0.0));
    const auto hull = std::make_shared<const HullMesh>(hullFrom(makeBox({2.0, 0.5, 1.0})));
    ForceModel model = ForceModel::hydrostaticOnly();
    model.slammingScale = slammingScale;
    HullRigidBody& barge = scene.add(hull, hull->massPropertiesForDensity(0.5 * kWater.density), at(0, 1.0, 0), model);
    scene.action().body(&barge.body())->setEvaluationInterval(evaluationInterval);
    DropResult drop;
    run(scene, substeps, 3.0, [&](double dt) {
        const double bottom = double(barge.body().getCenterOfMassPosition().y()) - 0.5;
        drop.penetration = std::max(drop.penetration, -bottom);
        drop.slammingImpulse += scene.action().body(&barge.body())->lastResult().of(ForceKind::Slamming).force.y * dt;
    });
    return drop;
}

TEST(SubstepConvergence, ABargeDroppedFlatSlamsAlikeAtAnySubstepCount) {
    // The bound, 2 %: slamming is integrated exactly over each substep for a flat impact
    // (ForceModel.h), so what is left is first-order time stepping of the entry, which happens at a
    // substep boundary rather than at the instant the bottom touches.
    constexpr double kAgreement = 0.02;
    const DropResult reference = bargeDrop(40, 0.5);
    const DropResult unslammed = bargeDrop(40, 0.0);
    EXPECT_GT(reference.slammingImpulse, 0.0);
    EXPECT_LT(reference.penetration, 0.95 * unslammed.penetration) << "slamming should cushion the drop";
    for (int substeps : {1, 4, 10}) {
        const DropResult drop = bargeDrop(substeps, 0.5);
        EXPECT_NEAR(drop.penetration, reference.penetration, kAgreement * reference.penetration) << substeps;
        EXPECT_NEAR(drop.slammingImpulse, reference.slammingImpulse, kAgreement * reference.slammingImpulse) << substeps;
    }
}

/// Heave, roll and pitch of the displacement boat on a swell with its preset after 20 s.
struct BoatMotion {
    double heave = 0.0, roll = 0.0, pitch = 0.0;
};

BoatMotion boatOnSwell(int substeps, int evaluationInterval = 1) {
    FloatingScene scene(std::make_shared<SineWaves>(std::vector<SineWave>{{0.5, 25.0, 1.0, 0.4, 0.0}, {0.25, 9.0, 0.3, 1.0, 1.0}}));
    const auto hull = std::make_shared<const HullMesh>(assetHull("displacement_boat.obj"));
    HullRigidBody& boat = scene.add(hull, hull->massPropertiesForMass(0.35 * kWater.density * hull->volume()),
                                    at(0, 0.3, 0), ForceModel::displacementBoat());
    scene.action().body(&boat.body())->setEvaluationInterval(evaluationInterval);
    run(scene, substeps, 20.0, [](double) {});
    const btTransform pose = boat.hullToWorld();
    return {double(boat.body().getCenterOfMassPosition().y()), attitudeOf(pose).roll, attitudeOf(pose).pitch};
}

TEST(SubstepConvergence, ABoatOnASwellMovesAlikeAtFourAndTenSubsteps) {
    // The bounds: 1 cm of heave and 0.2 degrees of roll (and the same for pitch) after 20 s
    // with every force of the preset, slamming included (the issue measured 0.16 m and 9.5 degrees).
    const BoatMotion four = boatOnSwell(4), ten = boatOnSwell(10);
    EXPECT_NEAR(four.heave, ten.heave, 0.01);
    EXPECT_NEAR(four.roll, ten.roll, 0.2 * kDegree);
    EXPECT_NEAR(four.pitch, ten.pitch, 0.2 * kDegree);
}

/// Ranges (largest minus smallest) of the 10 m trawler's heave, roll and pitch from 5 to 25 s on the
/// demo storm's ocean one WMO step calmer (sea state 6, 4 to 6 m; its 64-node tile, seed 3), waves
/// travelling `heading` from the bow, `displacementBoat()` with its added mass, slamming and the hull's
/// own lift, at `substeps` per 1/60 s frame.
BoatMotion trawlerRanges(double heading, int substeps) {
    OceanSettings settings;
    settings.resolution = 64;
    settings.seed = 3;
    OceanSpectrum spectrum = OceanSpectrum::forSeaState(SeaState::VeryRough);
    spectrum.windDirection = heading;
    FloatingScene scene(std::make_shared<OceanSpectrumWaves>(spectrum, settings));
    const auto hull = std::make_shared<const HullMesh>(assetHull("displacement_boat.obj"));
    HullRigidBody& boat = scene.add(hull, hull->massPropertiesForMass(14000.0), at(0, 0, 0), ForceModel::displacementBoat());
    double low[3] = {1e9, 1e9, 1e9}, high[3] = {-1e9, -1e9, -1e9};
    for (int frame = 0; frame < 25 * 60; ++frame) {
        scene.frame(substeps);
        if (frame < 5 * 60) continue;
        const Attitude attitude = attitudeOf(boat.hullToWorld());
        const double now[3] = {double(boat.body().getCenterOfMassPosition().y()), attitude.roll, attitude.pitch};
        for (int i = 0; i < 3; ++i) low[i] = std::min(low[i], now[i]), high[i] = std::max(high[i], now[i]);
    }
    EXPECT_EQ(scene.action().invalidStateCount(), 0u);
    return {high[0] - low[0], high[1] - low[1], high[2] - low[2]};
}

TEST(SubstepConvergence, TheTrawlerInARoughSeaMovesAlikeAtOneAndTenSubsteps) {
    // Issue 45 §5: one substep a frame within 2 % of ten's ranges of heave, roll and pitch, in head
    // and beam seas. Measured here: within 0.3 % in both (roll ranges of 3.5 and 7.6 degrees); and,
    // with the preset's drag at falloff 1, within 0.7 % for eight headings, sea states 5 to 7, seeds 1
    // to 11, with slamming or the added mass off, and with the centre of gravity raised 0.4 m (a
    // 25-degree roll range). The same runs at
    // 72bb356, where docs/integration.md gave beam seas at WMO 6 a 17 % larger roll range at one
    // substep, give the same figures: that figure, and the 5.8 %, came from setups that were
    // not written down and could not be found again, so nothing in the model is named as their
    // cause. The 2 % is the issue's.
    constexpr double kAgreement = 0.02;
    for (double heading : {kPi, kPi / 2.0}) {  // head seas, then beam seas
        const BoatMotion one = trawlerRanges(heading, 1), ten = trawlerRanges(heading, 10);
        std::printf("waves travelling %.3f rad: ranges at 1 and 10 substeps: heave %.4f, %.4f m; roll %.3f, %.3f deg; "
                    "pitch %.3f, %.3f deg\n",
                    heading, one.heave, ten.heave, one.roll / kDegree, ten.roll / kDegree, one.pitch / kDegree, ten.pitch / kDegree);
        EXPECT_NEAR(one.heave, ten.heave, kAgreement * ten.heave) << "heading " << heading;
        EXPECT_NEAR(one.roll, ten.roll, kAgreement * ten.roll) << "heading " << heading;
        EXPECT_NEAR(one.pitch, ten.pitch, kAgreement * ten.pitch) << "heading " << heading;
    }
}

// ---- level of detail ----------------------------------------------------------------------------

TEST(LevelOfDetail, BetweenEvaluationsTheLastResultIsHeld) {
    FloatingScene scene(std::make_shared<SineWaves>(std::vector<SineWave>{{0.4, 15.0, 1.0, 0.0, 0.0}}));
    const auto hull = std::make_shared<const HullMesh>(hullFrom(makeBox({1.0, 0.5, 0.5})));
    HullRigidBody& box = scene.add(hull, hull->massPropertiesForDensity(500.0), at(0, 0.2, 0));
    EXPECT_TRUE(mentions(refusalOf(scene.action().body(&box.body())->trySetEvaluationInterval(0)), "0 substeps"));
    EXPECT_TRUE(mentions(
        refusalOf(scene.action().body(&box.body())->trySetEvaluationInterval(FloatingBody::kMaxEvaluationInterval + 1)),
        "65 substeps for the body at"));
    scene.action().body(&box.body())->setEvaluationInterval(3);
    EXPECT_EQ(scene.action().body(&box.body())->evaluationInterval(), 3);
    std::vector<double> lift;
    scene.action().setSubstepListener([&](double, double, const BuoyancyAction::BodySubstep* b, std::size_t) {
        lift.push_back(b[0].result->force.y);
    });
    for (int f = 0; f < 6; ++f) scene.frame(4);
    ASSERT_EQ(lift.size(), 24u);
    // Evaluated at substeps 0, 3, 6, ...; held (the same bits) in between, and changing at each
    // evaluation (the box rides a wave).
    for (std::size_t k = 1; k < lift.size(); ++k) {
        if (k % 3 == 0) EXPECT_NE(lift[k], lift[k - 1]) << k;
        else EXPECT_EQ(lift[k], lift[k - 1]) << k;
    }
}

TEST(LevelOfDetail, EvaluatedOncePerFrameABodyMovesNearlyAsWhenEvaluatedEverySubstep) {
    // docs/integration.md's promise for a body evaluated once per 1/60 s frame of 4 substeps: a flat drop's
    // penetration within 2 % (the substep tests' bound) and its slamming impulse within 5 % (the
    // held force is taken where the body will be in the middle of the frame's substeps, so it lags
    // none of them on average; taken at the frame's start it kept that entry speed for the whole
    // frame, and the impulse overshot by about the speed lost in a frame, 10 %); on a swell, after
    // 20 s, heave within 5 cm and roll and pitch within 2 degrees of every-substep evaluation (a
    // tenth of the waves' 0.5 m and of the boat's roll of some 17 degrees). Measured (2026-12-01):
    // penetration +0.5 %, impulse +1.0 %, 1.9 cm, 0.22 and 0.24 degrees (taken at the frame's
    // start: 1.6 %, 10 %, 2.5 cm, 0.8 and 0.9 degrees).
    const DropResult reference = bargeDrop(40, 0.5);
    const DropResult coarse = bargeDrop(4, 0.5, 4);
    EXPECT_NEAR(coarse.penetration, reference.penetration, 0.02 * reference.penetration);
    EXPECT_NEAR(coarse.slammingImpulse, reference.slammingImpulse, 0.05 * reference.slammingImpulse);
    const BoatMotion full = boatOnSwell(4), coarseBoat = boatOnSwell(4, 4);
    EXPECT_NEAR(coarseBoat.heave, full.heave, 0.05);
    EXPECT_NEAR(coarseBoat.roll, full.roll, 2.0 * kDegree);
    EXPECT_NEAR(coarseBoat.pitch, full.pitch, 2.0 * kDegree);
}

// ---- start-up ---------------------------------------------------------------------------------

TEST(StartUp, ABodyPlacedAtRestAtItsEquilibriumStaysThereAndReadsZeroVelocity) {
    // The displacement boat at its equilibrium from HydrostaticAnalysis (heave, roll and pitch, its
    // centre of gravity where its solid's is), with buoyancy alone, so nothing damps a bob: gravity
    // and the water act in the same phase, so there is no bob to damp. The bounds: 1 mm of
    // motion over 10 s and 1 mm/s of velocity.
    const auto hull = std::make_shared<const HullMesh>(assetHull("displacement_boat.obj"));
    const MassProperties mass = hull->massPropertiesForMass(0.35 * kWater.density * hull->volume());
    const FloatingEquilibrium rest = HydrostaticAnalysis(*hull, mass.mass, mass.centroid, kWater).equilibrium();
    ASSERT_TRUE(rest.converged);
    const Mat3 r = poseRotation(rest.pose.roll, rest.pose.pitch);
    btMatrix3x3 basis;
    for (int i = 0; i < 3; ++i) basis[i] = btVector3(btScalar(r(i, 0)), btScalar(r(i, 1)), btScalar(r(i, 2)));
    const Vec3 cog = r * mass.centroid;
    const btTransform hullToWorld(basis, btVector3(btScalar(-cog.x), btScalar(rest.pose.heave - cog.y), btScalar(-cog.z)));
    for (int substeps : {1, 4, 10}) {
        FloatingScene scene(std::make_shared<FlatWater>(0.0));
        HullRigidBody& boat = scene.add(hull, mass, hullToWorld, ForceModel::hydrostaticOnly());
        boat.body().setActivationState(DISABLE_DEACTIVATION);  // the motion itself is under test
        const btVector3 start = boat.body().getCenterOfMassPosition();
        double drift = 0.0, speed = 0.0;
        run(scene, substeps, 10.0, [&](double) {
            drift = std::max(drift, double((boat.body().getCenterOfMassPosition() - start).length()));
            speed = std::max(speed, double(boat.body().getLinearVelocity().length()));
        });
        EXPECT_LT(drift, 1e-3) << substeps << " substeps";
        EXPECT_LT(speed, 1e-3) << substeps << " substeps";
    }
}

// ---- sleeping -----------------------------------------------------------------------------------

/// Where the barge of the slamming test is after `seconds`, pushed ahead at 0.7 m/s on still water
/// with the displacement boat's preset taken as absolute (its 200 N s/m on this 2 t barge: scaled
/// to the barge's size it would coast four times as long), and whether it is asleep then.
struct Coast {
    double distance = 0.0;
    bool asleep = false;
};

Coast coastingBarge(bool deactivation, double seconds, FloatingScene& scene, HullRigidBody*& bargeOut) {
    const auto hull = std::make_shared<const HullMesh>(hullFrom(makeBox({2.0, 0.5, 1.0})));
    const double draft = 0.5;  // half as dense as the water, 1 m deep
    ForceModel model = ForceModel::displacementBoat();
    model.sizedFor = {};
    HullRigidBody& barge = scene.add(hull, hull->massPropertiesForDensity(0.5 * kWater.density), at(0, 0.5 - draft, 0), model);
    if (!deactivation) barge.body().setActivationState(DISABLE_DEACTIVATION);
    barge.body().setLinearVelocity(btVector3(btScalar(0.7), 0, 0));
    run(scene, 4, seconds, [](double) {});
    bargeOut = &barge;
    return {double(barge.body().getCenterOfMassPosition().x()), !barge.body().isActive()};
}

TEST(Sleeping, ACoastingBargeIsNotFrozenSleepsWhenItStopsAndWakesForASwell) {
    // The bound: within 1 % of the distance travelled with deactivation disabled. 90 s: its
    // speed falls by e every 13 s or so, below the action's rest speed for a 4 m hull (4 mm/s) after
    // about 60 s (measured: 6.58 m by then), and Bullet puts it to sleep 2 s later. The action's
    // rest speed for a 4 m hull is 6.3 mm/s (a Froude number of 0.001).
    FloatingScene free(std::make_shared<FlatWater>(0.0)), sleepy(std::make_shared<FlatWater>(0.0));
    HullRigidBody* barge = nullptr;
    const Coast unfrozen = coastingBarge(false, 90.0, free, barge);
    const Coast coasted = coastingBarge(true, 90.0, sleepy, barge);
    EXPECT_GT(unfrozen.distance, 1.0);
    EXPECT_NEAR(coasted.distance, unfrozen.distance, 0.01 * unfrozen.distance);
    EXPECT_TRUE(coasted.asleep) << "it should sleep once at rest on still water";
    // A swell arrives: the water under it is no longer still, and it wakes.
    sleepy.action().setWater(std::make_shared<SineWaves>(std::vector<SineWave>{{0.2, 20.0, 1.0, 0.0, 0.0}}));
    run(sleepy, 4, 0.5, [](double) {});
    EXPECT_TRUE(barge->body().isActive()) << "the swell did not wake it";
}

// ---- wave-radiation damping -------------------------------------------------------------------

/// The crate of these tests: 1.2 m long, 0.6 m tall, 0.8 m wide, 400 kg/m^3 (stable upright).
const Vec3 kCrateHalf{0.6, 0.3, 0.4};
constexpr double kCrateDensity = 400.0;

/// Heave radiation damping of a floating wall-sided box of length L, beam B and draft T at the
/// frequency omega by the estimate of RadiationDamping.h in closed form, computed independently of
/// the library's quadrature: k = omega^2 / g, the Froude-Krylov heave force of waves from heading
/// beta acts on the bottom only,
///   X(beta) = rho g e^{-k T} L B sinc(k L cos(beta) / 2) sinc(k B sin(beta) / 2),
/// and B_33 = k omega / (4 pi rho g^2) * integral over beta of |X|^2 (fine rectangle rule).
double boxHeaveDamping(double L, double B, double T, double omega) {
    const double g = kWater.gravity, rho = kWater.density, k = omega * omega / g;
    auto sinc = [](double u) { return u == 0.0 ? 1.0 : std::sin(u) / u; };
    constexpr int kSteps = 4000;
    double integral = 0.0;
    for (int i = 0; i < kSteps; ++i) {
        const double beta = 2.0 * kPi * (i + 0.5) / kSteps;
        const double x = rho * g * std::exp(-k * T) * L * B * sinc(k * L * std::cos(beta) / 2) * sinc(k * B * std::sin(beta) / 2);
        integral += x * x * (2.0 * kPi / kSteps);
    }
    return k * omega / (4.0 * kPi * rho * g * g) * integral;
}

TEST(RadiationDamping, AFloatingBoxMatchesTheClosedForm) {
    // 1 %: the library's midpoint rule on cells of at most 0.25 rad of phase errs by about 0.3 %,
    // and its 32 headings integrate this smooth periodic function to far better than that.
    const HullMesh crate = hullFrom(makeBox(kCrateHalf));
    const MassProperties mass = crate.massPropertiesForDensity(kCrateDensity);
    const RadiationDamping d = estimateRadiationDamping(crate, mass.mass, mass.centroid, mass.inertia, kWater);
    const double draft = mass.mass / (kWater.density * 1.2 * 0.8);
    // Without added mass, omega^2 = rho g A_wp / m = g / T.
    EXPECT_NEAR(d.heaveFrequency, std::sqrt(kWater.gravity / draft), 1e-6 * d.heaveFrequency);
    const double expected = boxHeaveDamping(1.2, 0.8, draft, d.heaveFrequency);
    EXPECT_NEAR(d.heave, expected, 0.01 * expected);
    // With added mass A_33 (any: 200 kg here), omega^2 = rho g A_wp / (m + A_33), and the damping is
    // the closed form's at that frequency.
    Matrix6 added;
    added(1, 1) = 200.0;
    const RadiationDamping heavier = estimateRadiationDamping(crate, mass.mass, mass.centroid, mass.inertia, kWater, added);
    const double omega = std::sqrt(kWater.density * kWater.gravity * 1.2 * 0.8 / (mass.mass + 200.0));
    EXPECT_NEAR(heavier.heaveFrequency, omega, 1e-6 * omega);
    EXPECT_NEAR(heavier.heave, boxHeaveDamping(1.2, 0.8, draft, omega), 0.01 * heavier.heave);
    EXPECT_GT(d.roll, 0.0);
    EXPECT_GT(d.pitch, 0.0);
    EXPECT_NEAR(d.restVolume, mass.mass / kWater.density, 1e-9);
    // A body that sinks makes no waves at rest.
    const RadiationDamping sinker = estimateRadiationDamping(crate, 2.0 * kWater.density * crate.volume(), mass.centroid,
                                                             mass.inertia, kWater);
    EXPECT_EQ(sinker.heave, 0.0);
    EXPECT_EQ(sinker.restVolume, 0.0);
    // A mass no body has is refused, naming it.
    EXPECT_TRUE(mentions(refusalOf(tryEstimateRadiationDamping(crate, -1.0, mass.centroid, mass.inertia, kWater)),
                         "hydrostatics: mass = -1 kg is outside [1e-6, 1e12] kg"));
}

/// The crate released `offset` above its equilibrium with the default model: its heave above rest.
std::vector<double> crateHeave(double offset) {
    FloatingScene scene(std::make_shared<FlatWater>(0.0));
    const auto hull = std::make_shared<const HullMesh>(hullFrom(makeBox(kCrateHalf)));
    const double rest = 0.3 - kCrateDensity / kWater.density * 0.6;
    HullRigidBody& crate = scene.add(hull, hull->massPropertiesForDensity(kCrateDensity), at(0, rest + offset, 0));
    crate.body().setActivationState(DISABLE_DEACTIVATION);
    std::vector<double> heave{offset};
    run(scene, 4, 4.0, [&](double) { heave.push_back(double(crate.body().getCenterOfMassPosition().y()) - rest); });
    return heave;
}

/// The added mass the default model applies to the crate floating at rest (AddedMassTable.h).
Matrix6 crateAddedMassAtRest(const HullMesh& crate, const MassProperties& mass) {
    return AddedMassTable::create(crate, mass.centroid, kWater).at(mass.mass / (kWater.density * crate.volume()));
}

TEST(RadiationDamping, TheDefaultModelDampsHeaveAtTheEstimatedRate) {
    // zeta = B_33 / (2 (m + A_33) omega) of the closed form at omega^2 = rho g A_wp / (m + A_33),
    // with the added mass A_33 the model applies. 3 %: semi-implicit Euler's damping errs by about
    // zeta omega dt / 2 (0.3 %), the damping and the added mass change with the immersion about the
    // rest draft (a 1 cm release on a 23 cm draft: under 1 %), the estimate's quadrature 0.3 %, and
    // friction on the sides is four orders smaller.
    const HullMesh crate = hullFrom(makeBox(kCrateHalf));
    const MassProperties mass = crate.massPropertiesForDensity(kCrateDensity);
    const double a33 = crateAddedMassAtRest(crate, mass)(1, 1);
    EXPECT_GT(a33, 0.3 * mass.mass);  // a flat crate carries much water in heave
    const double draft = kCrateDensity / kWater.density * 0.6;
    const double omega = std::sqrt(kWater.density * kWater.gravity * 1.2 * 0.8 / (mass.mass + a33));
    const double expected = boxHeaveDamping(1.2, 0.8, draft, omega) / (2.0 * (mass.mass + a33) * omega);
    EXPECT_GT(expected, 0.05);  // a real damping, as a real crate settles in a few bobs
    // One cycle: the first two peaks after the release.
    const double measured = dampingRatioOf(crateHeave(0.01), 1);
    EXPECT_NEAR(measured, expected, 0.03 * expected);
}

TEST(RadiationDamping, TheDefaultModelDampsRollAtTheEstimatedRate) {
    // The barge of the slamming test heeled 1 degree: its roll decays at zeta = B_44 / (2 (I + A_44)
    // omega_4) of its own estimate with the added mass the model applies, which checks that the
    // kernel turns the rotational damping with the body; with Haskind's estimate and with the panel
    // method's damping (BuoyancyAction::Settings::radiationDamping), a third of Haskind's here: the
    // Froude-Krylov moment leaves out the diffraction that cancels much of a wide box's roll moment.
    // 5 %: as the heave test, plus the roll's coupling to heave and sway (second order in the heel).
    const auto hull = std::make_shared<const HullMesh>(hullFrom(makeBox({2.0, 0.5, 1.0})));
    const MassProperties mass = hull->massPropertiesForDensity(0.5 * kWater.density);
    const Matrix6 added = crateAddedMassAtRest(*hull, mass);
    for (RadiationDampingMethod method : {RadiationDampingMethod::FroudeKrylov, RadiationDampingMethod::PanelMethod}) {
        BuoyancyAction::Settings settings;
        settings.radiationDamping.method = method;
        const RadiationDamping d = estimateRadiationDamping(*hull, mass.mass, mass.centroid, mass.inertia, kWater, added,
                                                            settings.radiationDamping);
        const double expected = d.roll / (2.0 * (mass.inertia(0, 0) + added(3, 3)) * d.rollFrequency);
        EXPECT_GT(expected, 0.002);  // a real damping, if a small one (the panel method's: a third of Haskind's)
        FloatingScene scene(std::make_shared<FlatWater>(0.0), settings);
        const btTransform heeled(btQuaternion(btVector3(1, 0, 0), btScalar(1.0 * kDegree)), btVector3(0, 0, 0));
        HullRigidBody& barge = scene.add(hull, mass, heeled);
        barge.body().setActivationState(DISABLE_DEACTIVATION);
        std::vector<double> roll;
        run(scene, 4, 10.0, [&](double) { roll.push_back(attitudeOf(barge.hullToWorld()).roll); });
        // Measured: 0.01476 against Haskind's 0.01471, 0.00463 against the panel method's 0.00457.
        const double measured = dampingRatioOf(roll, 3);
        EXPECT_NEAR(measured, expected, 0.05 * expected) << (method == RadiationDampingMethod::PanelMethod ? "panels" : "Haskind");
    }
}

/// The radiation force on the crate of `density` after one substep heaving at 0.1 m/s, registered
/// after the bodies of `others` densities (the action reuses an estimate only for the same body).
Vec3 radiationOnCrate(double density, const std::vector<double>& others) {
    FloatingScene scene(std::make_shared<FlatWater>(0.0));
    const auto hull = std::make_shared<const HullMesh>(hullFrom(makeBox(kCrateHalf)));
    for (std::size_t i = 0; i < others.size(); ++i)
        scene.add(hull, hull->massPropertiesForDensity(others[i]), at(10.0 * double(i + 1), 0, 0));
    HullRigidBody& crate = scene.add(hull, hull->massPropertiesForDensity(density), at(0, 0, 0));
    crate.body().setLinearVelocity(btVector3(0, btScalar(0.1), 0));
    scene.world().stepSimulation(btScalar(kFrame), 1, btScalar(kFrame));
    return scene.action().body(&crate.body())->lastResult().of(ForceKind::Radiation).force;
}

TEST(RadiationDamping, EachBodyGetsTheEstimateOfItsOwnMass) {
    const Vec3 alone = radiationOnCrate(600.0, {}), lighter = radiationOnCrate(400.0, {});
    EXPECT_LT(alone.y, 0.0);
    EXPECT_NE(alone, lighter);
    EXPECT_EQ(radiationOnCrate(600.0, {400.0}), alone);         // after another body: not its estimate
    EXPECT_EQ(radiationOnCrate(600.0, {600.0, 400.0}), alone);  // after the same body: the same estimate
}

TEST(RadiationDamping, ADampingKeptInAFileIsTheOneTheBodyGets) {
    // The panel method's damping, estimated as `hydrostatics --radiation-damping` does and read back
    // from its text, given to a crate registered with Haskind's estimate: the heave damping force it
    // feels scales from the one to the other (the same heave velocity and immersion after one substep).
    FloatingScene scene(std::make_shared<FlatWater>(0.0));
    const auto hull = std::make_shared<const HullMesh>(hullFrom(makeBox(kCrateHalf)));
    const MassProperties mass = hull->massPropertiesForDensity(600.0);
    RadiationDampingOptions panels;
    panels.method = RadiationDampingMethod::PanelMethod;
    panels.maxPanels = 100;
    const Matrix6 added = crateAddedMassAtRest(*hull, mass);
    const RadiationDamping kept = tryRadiationDampingFromText(
        radiationDampingText(estimateRadiationDamping(*hull, mass.mass, mass.centroid, mass.inertia, kWater, added, panels)),
        "crate.radiation").value();
    const RadiationDamping haskind = estimateRadiationDamping(*hull, mass.mass, mass.centroid, mass.inertia, kWater, added);
    ASSERT_NE(kept.heave, haskind.heave);
    HullRigidBody& crate = scene.add(hull, mass, at(0, 0, 0));
    HullRigidBody& twin = scene.add(hull, mass, at(10, 0, 0));
    ASSERT_TRUE(scene.action().body(&twin.body())->tryUseRadiationDamping(kept));
    for (HullRigidBody* body : {&crate, &twin}) body->body().setLinearVelocity(btVector3(0, btScalar(0.1), 0));
    scene.world().stepSimulation(btScalar(kFrame), 1, btScalar(kFrame));
    const double withHaskind = scene.action().body(&crate.body())->lastResult().of(ForceKind::Radiation).force.y;
    const double withKept = scene.action().body(&twin.body())->lastResult().of(ForceKind::Radiation).force.y;
    EXPECT_LT(withKept, 0.0);
    // 1e-6: the two crates' states pass through Bullet's single precision at different places.
    EXPECT_NEAR(withKept / withHaskind, kept.heave / haskind.heave, 1e-6);
    // Made for another body: refused, naming what differs; the body keeps what it had.
    HullRigidBody& heavier = scene.add(hull, hull->massPropertiesForDensity(700.0), at(20, 0, 0));
    EXPECT_TRUE(mentions(refusalOf(scene.action().body(&heavier.body())->tryUseRadiationDamping(kept)),
                         "FloatingBody::useRadiationDamping: the body at"));
    EXPECT_TRUE(mentions(refusalOf(scene.action().body(&heavier.body())->tryUseRadiationDamping(kept)),
                         "the damping was made for a mass of"));
}

TEST(RadiationDamping, ADroppedCrateSettlesAtItsDraftWithTheDefaultModel) {
    // The bound: within 1 % of its draft 20 s after a drop from 3 m.
    FloatingScene scene(std::make_shared<FlatWater>(0.0));
    const auto hull = std::make_shared<const HullMesh>(hullFrom(makeBox(kCrateHalf)));
    HullRigidBody& crate = scene.add(hull, hull->massPropertiesForDensity(kCrateDensity), at(0, 3.3, 0));
    // Dropped flat, a box mirrored through its centre both ways has nothing to roll it. Its added
    // mass table once coupled heave to roll by the panels' asymmetry (AddedMassTable.cpp), and the
    // crate rocked by 0.88 degrees to the end, undamped. Now only round-off could: 1e-3 degrees.
    constexpr double kRoundOffRoll = 1e-3 * kDegree;
    double largestRoll = 0.0;
    run(scene, 4, 20.0, [&](double) { largestRoll = std::max(largestRoll, std::abs(attitudeOf(crate.hullToWorld()).roll)); });
    const double draft = kCrateDensity / kWater.density * 0.6;
    const double bottom = double(crate.body().getCenterOfMassPosition().y()) - 0.3;
    EXPECT_NEAR(-bottom, draft, 0.01 * draft);
    EXPECT_LT(largestRoll, kRoundOffRoll);
}

} // namespace
} // namespace hydro
