// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// Propellers and thrusters (Propeller.h, Appendages.h): the B-series against the series' published
// charts and a worked example, and a thruster's thrust, torque, ventilation and jet on a body
// (issue 30 §1, §5).

#include "HydroTestSupport.h"
#include "AppendageTestSupport.h"

#include "hydro/Appendages.h"
#include "hydro/FlatWater.h"

#include "appendages/PropellerJet.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>

namespace hydro {
namespace {

using test::forcesOn;

using hydro::test::kPi;
using test::kRho;

TEST(Propeller, TheBSeriesMatchesKuipersOpenWaterCharts) {
    // K_T read off the open-water charts of G. Kuiper, "The Wageningen Propeller Series", MARIN
    // publication 92-001 (1992), as transcribed in the tests of github.com/GijsB/propy (B-series,
    // "manual chart readings"): charts with a K_T grid of 0.02 to 0.05, read to about 0.003. The
    // polynomials (Oosterveld and van Oossanen 1975) are a fit to the same measurements; tolerance
    // 0.004 for the reading and the fit together (the largest difference here is 0.0027).
    constexpr double kChartReading = 0.004;
    struct Chart {
        int blades;
        double areaRatio, pitchRatio;
        std::vector<double> advance, thrust;
    };
    const Chart charts[] = {
        {3, 0.35, 0.6, {0.2, 0.4, 0.6}, {0.175, 0.115, 0.042}},
        {3, 0.35, 1.0, {0.2, 0.4, 0.6, 0.8, 1.0}, {0.324, 0.27, 0.204, 0.13, 0.05}},
        {3, 0.65, 1.2, {0.2, 0.4, 0.6, 0.8, 1.0, 1.2}, {0.47, 0.39, 0.304, 0.21, 0.12, 0.03}},
        {5, 0.60, 0.8, {0.2, 0.4, 0.6, 0.8}, {0.298, 0.224, 0.135, 0.036}},
        {5, 0.90, 0.6, {0.2, 0.4, 0.6}, {0.19, 0.108, 0.014}},
        {5, 0.90, 1.4, {0.2, 0.4, 0.6, 0.8, 1.0, 1.2, 1.4}, {0.62, 0.544, 0.454, 0.352, 0.248, 0.14, 0.032}},
    };
    for (const Chart& c : charts)
        for (std::size_t i = 0; i < c.advance.size(); ++i) {
            SCOPED_TRACE("B" + std::to_string(c.blades) + "-" + std::to_string(int(c.areaRatio * 100)) + " P/D " +
                         std::to_string(c.pitchRatio) + " J " + std::to_string(c.advance[i]));
            EXPECT_NEAR(PropellerModel::bSeries(c.advance[i], c.blades, c.areaRatio, c.pitchRatio).thrust, c.thrust[i],
                        kChartReading);
        }
}

TEST(Propeller, KuipersWorkedExampleGivesItsThrustTorqueAndEfficiency) {
    // Kuiper (1992) §9.3, a B4-55 of P/D 1.0 at J = 0.699: K_T = 0.181, K_Q = 0.0310, eta_0 = 0.651
    // (three figures printed; half a unit of the last is the tolerance).
    const PropellerCoefficients c = PropellerModel::bSeries(0.699, 4, 0.55, 1.0);
    EXPECT_NEAR(c.thrust, 0.181, 0.0005);
    EXPECT_NEAR(c.torque, 0.0310, 0.00005);
    EXPECT_NEAR(0.699 * c.thrust / (2.0 * kPi * c.torque), 0.651, 0.0005);
}

Thruster screw() {
    Thruster t;
    t.position = {-2.0, -0.5, 0.0};
    t.diameter = 0.4;
    t.maxRevolutions = 20.0;
    t.blades = 4;
    t.areaRatio = 0.55;
    t.pitchRatio = 1.0;
    return t;
}

BodyState moving(const Vec3& velocity) { return test::bodyMoving(velocity, 2000.0); }

TEST(Thruster, ItsThrustIsTheOpenWaterFigureAtItsAdvanceRatio) {
    const FlatWater calm(0.0);
    Thruster t = screw();
    t.wakeFraction = 0.2;
    t.thrustDeduction = 0.1;
    Appendages a = Appendages::create({}, {}, {t}).value();
    ASSERT_TRUE(a.trySetThrottle(0, 0.75));
    const ForceResult r = forcesOn(a, moving({3.0, 0.0, 0.0}), calm);
    const Appendages::ThrusterState& s = a.lastThrusterState(0);
    const double n = 15.0, advance = 0.8 * 3.0;  // V_a = (1 - w) V
    EXPECT_DOUBLE_EQ(s.revolutions, n);
    EXPECT_NEAR(s.advanceRatio, advance / (n * 0.4), 1e-12);
    const PropellerCoefficients c = PropellerModel::bSeries(s.advanceRatio, 4, 0.55, 1.0);
    // 0.5 m under water with a 0.2 m radius (h/R = 2.5): deep enough for all of it.
    EXPECT_DOUBLE_EQ(s.immersion, 1.0);
    EXPECT_NEAR(r.of(ForceKind::Thrust).force.x, 0.9 * kRho * n * n * std::pow(0.4, 4) * c.thrust, 1e-9);
    EXPECT_NEAR(s.shaftTorque, kRho * n * n * std::pow(0.4, 5) * c.torque, 1e-9);
    // The shaft torque's reaction, opposite the propeller's spin: a right-handed screw going ahead
    // spins about +x, so the hull is turned about -x, its top toward port (a single-screw boat heels
    // a little to port).
    EXPECT_LT(r.of(ForceKind::Thrust).torque.x, 0.0);
    EXPECT_NEAR(r.of(ForceKind::Thrust).torque.x, -s.shaftTorque, 1e-9);
    EXPECT_EQ(r.force, r.of(ForceKind::Thrust).force);
}

TEST(Thruster, BollardPullAsternAndAStillShaftBehaveSensibly) {
    const FlatWater calm(0.0);
    Appendages a = Appendages::create({}, {}, {screw()}).value();
    ASSERT_TRUE(a.trySetThrottle(0, 1.0));
    const double bollard = forcesOn(a, moving({}), calm).of(ForceKind::Thrust).force.x;
    EXPECT_NEAR(bollard, kRho * 400.0 * std::pow(0.4, 4) * PropellerModel::bSeries(0.0, 4, 0.55, 1.0).thrust, 1e-9);
    // Moving backwards against the thrust (J < 0): the bollard figure, not the polynomial's.
    EXPECT_DOUBLE_EQ(forcesOn(a, moving({-1.0, 0.0, 0.0}), calm).of(ForceKind::Thrust).force.x, bollard);
    // Driven faster than it screws (J beyond K_T = 0): it brakes.
    EXPECT_LT(forcesOn(a, moving({12.0, 0.0, 0.0}), calm).of(ForceKind::Thrust).force.x, 0.0);
    // Astern: the other way, asternEfficiency of it.
    ASSERT_TRUE(a.trySetThrottle(0, -1.0));
    EXPECT_NEAR(forcesOn(a, moving({}), calm).of(ForceKind::Thrust).force.x, -0.65 * bollard, 1e-9);
    ASSERT_TRUE(a.trySetThrottle(0, 0.0));
    const ForceResult still = forcesOn(a, moving({2.0, 0.0, 0.0}), calm);
    EXPECT_EQ(still.of(ForceKind::Thrust).force, Vec3{});
    EXPECT_EQ(still.of(ForceKind::Thrust).torque, Vec3{});
    // All but still (a throttle of 1e-300: V_a / (n D) overflows): as still, where it threw from
    // the coefficients (fuzz_appendages_flooding's find).
    ASSERT_TRUE(a.trySetThrottle(0, 1e-300));
    const ForceResult crawling = forcesOn(a, moving({2.0, 0.0, 0.0}), calm);
    EXPECT_EQ(crawling.status, ForceResult::Status::Ok);
    EXPECT_EQ(crawling.of(ForceKind::Thrust).force, Vec3{});
    EXPECT_EQ(crawling.of(ForceKind::Thrust).torque, Vec3{});
}

TEST(Thruster, AnEngineOfLimitedPowerTurnsItOnlyAsFastAsThePowerDrives) {
    // 20 rev/s at bollard pull would absorb 2 pi n Q = 2 pi 20 (rho 400 D^5 K_Q(0)); an engine of a
    // third of that turns it slower, until the power is its own (to 1e-3: four rounds of the
    // cube-root correction), and a fast boat's lighter propeller reaches the asked revolutions.
    const FlatWater calm(0.0);
    Thruster t = screw();
    const double bollardPower = 2.0 * kPi * 20.0 * kRho * 400.0 * std::pow(0.4, 5) * PropellerModel::bSeries(0.0, 4, 0.55, 1.0).torque;
    t.maxPower = bollardPower / 3.0;
    Appendages a = Appendages::create({}, {}, {t}).value();
    ASSERT_TRUE(a.trySetThrottle(0, 1.0));
    forcesOn(a, moving({}), calm);
    EXPECT_NEAR(a.lastThrusterState(0).power / t.maxPower, 1.0, 1e-3);
    EXPECT_NEAR(a.lastThrusterState(0).revolutions, 20.0 / std::cbrt(3.0), 1e-3 * 20.0);  // J = 0 stays 0
    // Under way at 7.2 m/s (J = 7.2 / (20 x 0.4) = 0.9) it needs less than the limit: the asked 20 rev/s.
    forcesOn(a, moving({7.2, 0.0, 0.0}), calm);
    EXPECT_DOUBLE_EQ(a.lastThrusterState(0).revolutions, 20.0);
    EXPECT_LT(a.lastThrusterState(0).power, t.maxPower);
}

TEST(Thruster, ItLosesThrustAsItNearsAndBreaksTheSurface) {
    // Minsaas et al. (1983): 1 - 0.675 (1 - 0.769 h/R)^1.258 below h/R = 1.3, then linear to 0 with
    // the disc wholly out (docs/appendages.md §3).
    EXPECT_DOUBLE_EQ(PropellerModel::immersionFactor(2.0), 1.0);
    EXPECT_NEAR(PropellerModel::immersionFactor(1.3), 1.0, 1e-3);  // continuous at 1.3
    EXPECT_NEAR(PropellerModel::immersionFactor(0.0), 0.325, 1e-12);
    EXPECT_NEAR(PropellerModel::immersionFactor(-0.5), 0.1625, 1e-12);
    EXPECT_DOUBLE_EQ(PropellerModel::immersionFactor(-1.0), 0.0);
    double previous = 0.0;
    for (double h = -1.0; h <= 2.0; h += 0.01) {
        EXPECT_GE(PropellerModel::immersionFactor(h), previous - 1e-12) << h;  // deeper never gives less
        previous = PropellerModel::immersionFactor(h);
    }
    // On a body: the same propeller lifted to the surface gives the factor's share of its thrust.
    const FlatWater calm(0.0);
    Thruster deep = screw(), atSurface = screw();
    atSurface.position.y = 0.0;
    Appendages a = Appendages::create({}, {}, {deep, atSurface}).value();
    ASSERT_TRUE(a.trySetThrottle(0, 1.0));
    ASSERT_TRUE(a.trySetThrottle(1, 1.0));
    forcesOn(a, moving({}), calm);
    EXPECT_NEAR(a.lastThrusterState(1).thrust.x / a.lastThrusterState(0).thrust.x, 0.325, 1e-6);
}

TEST(Thruster, ItsJetGivesARudderBehindItLiftAtRest) {
    // Moored (no speed through the water), a rudder behind a running propeller still steers: the
    // jet's speed from momentum theory, sqrt(8 T / (rho pi D^2)) at bollard pull.
    const FlatWater calm(0.0);
    Foil rudder;
    rudder.root = {-2.5, -0.3, 0.0};  // 0.5 m behind the disc, across its height
    rudder.span = 0.4;
    rudder.chords = {0.25};
    Appendages a = Appendages::create({rudder}, {}, {screw()}).value();
    ASSERT_TRUE(a.trySetDeflection(0, 0.3));
    EXPECT_EQ(forcesOn(a, moving({}), calm).of(ForceKind::Foil).force, Vec3{});  // the shaft still: nothing
    ASSERT_TRUE(a.trySetThrottle(0, 1.0));
    const ForceResult r = forcesOn(a, moving({}), calm);
    const Appendages::ThrusterState& s = a.lastThrusterState(0);
    EXPECT_NEAR(s.slipstreamSpeed, std::sqrt(8.0 * s.thrust.x / (kRho * kPi * 0.16)), 1e-9);
    EXPECT_GT(length(r.of(ForceKind::Foil).force), 10.0);
    // Turned leading edge to starboard in a jet running aft, it lifts to starboard (as ahead).
    EXPECT_GT(r.of(ForceKind::Foil).force.z, 0.0);
    // A foil beside the jet, not in it, feels nothing.
    Foil aside = rudder;
    aside.root.z = 1.0;
    Appendages b = Appendages::create({aside}, {}, {screw()}).value();
    ASSERT_TRUE(b.trySetDeflection(0, 0.3));
    ASSERT_TRUE(b.trySetThrottle(0, 1.0));
    EXPECT_EQ(forcesOn(b, moving({}), calm).of(ForceKind::Foil).force, Vec3{});
}

TEST(Thruster, ItsJetGainsHalfItsSpeedByTheDiscAndCarriesTheThrustFarBehind) {
    // Momentum theory's actuator disc (src/appendages/PropellerJet.h): a disc of radius R meeting the water at
    // V_a, whose far wake runs u_inf faster, gives it u_inf / 2 by the disc; the streamtube's flux
    // (V_a + u) pi r^2 is the same at every distance behind it; and far behind, its momentum flux
    // rho pi r^2 (V_a + u) u is the thrust, T = rho A (V_a + u_inf / 2) u_inf.
    constexpr double kDiameter = 0.4, kRadius = 0.2, kThrust = 1000.0;
    for (double inflow : {0.0, 1.5, 6.0}) {
        const double far = std::sqrt(inflow * inflow + 8.0 * kThrust / (kRho * kPi * kDiameter * kDiameter)) - inflow;
        const PropellerJet atDisc = propellerJetAt(1e-12, kDiameter, inflow, far);
        EXPECT_NEAR(atDisc.speed, 0.5 * far, 1e-9 * far) << inflow;
        EXPECT_NEAR(atDisc.radius, kRadius, 1e-9) << inflow;
        double previousSpeed = atDisc.speed, previousRadius = atDisc.radius;
        for (double behind : {0.1, 0.2, 0.4, 0.8, 1.6}) {
            const PropellerJet jet = propellerJetAt(behind, kDiameter, inflow, far);
            EXPECT_NEAR((inflow + jet.speed) * jet.radius * jet.radius, (inflow + 0.5 * far) * kRadius * kRadius, 1e-12) << behind;
            EXPECT_GT(jet.speed, previousSpeed) << behind;  // it speeds up and narrows all the way
            EXPECT_LT(jet.radius, previousRadius) << behind;
            previousSpeed = jet.speed, previousRadius = jet.radius;
        }
        // 1,000 radii behind, the gain is 1 - 5e-7 of the far wake's.
        const PropellerJet wake = propellerJetAt(1000.0 * kRadius, kDiameter, inflow, far);
        EXPECT_NEAR(kRho * kPi * wake.radius * wake.radius * (inflow + wake.speed) * wake.speed, kThrust, 1e-5 * kThrust) << inflow;
    }
    // A rudder strip inside the disc's radius but outside the narrowed jet meets none of it: at
    // bollard pull the jet 1.25 diameters behind the disc is 0.72 of its radius across.
    const FlatWater calm(0.0);
    Foil outside;
    outside.root = {-2.5, -0.5 + 0.9 * 0.2, 0.0};  // 0.9 of the disc's radius (0.2 m) above its centre
    outside.span = 0.01;
    outside.chords = {0.25};
    Appendages a = Appendages::create({outside}, {}, {screw()}).value();
    ASSERT_TRUE(a.trySetDeflection(0, 0.3));
    ASSERT_TRUE(a.trySetThrottle(0, 1.0));
    EXPECT_EQ(forcesOn(a, moving({}), calm).of(ForceKind::Foil).force, Vec3{});
}

TEST(Thruster, AnOutboardSteersItsThrust) {
    const FlatWater calm(0.0);
    Thruster outboard = screw();
    outboard.maxSteeringAngle = 0.5;
    Appendages a = Appendages::create({}, {}, {outboard}).value();
    ASSERT_TRUE(a.trySetThrottle(0, 1.0));
    ASSERT_TRUE(a.trySetSteering(0, 0.4));
    const Vec3 f = forcesOn(a, moving({}), calm).of(ForceKind::Thrust).force;
    // Turned 0.4 rad about +y, the axis (1, 0, 0) becomes (cos, 0, -sin): thrust toward port at the
    // stern, which swings the stern to port and the bow to starboard.
    EXPECT_NEAR(std::atan2(-f.z, f.x), 0.4, 1e-12);
    EXPECT_FALSE(a.trySetSteering(0, 0.6));
    EXPECT_FALSE(a.trySetThrottle(0, 1.5));
    EXPECT_FALSE(a.trySetThrottle(1, 0.5));
}

TEST(Thruster, AGamesOwnTableIsInterpolated) {
    Thruster t = screw();
    t.table = {{0.0, 0.5, 1.0}, {0.4, 0.2, -0.05}, {0.05, 0.03, 0.01}};
    const PropellerModel p = PropellerModel::create(t).value();
    EXPECT_NEAR(p.coefficients(0.25).thrust, 0.3, 1e-12);
    EXPECT_NEAR(p.coefficients(0.25).torque, 0.04, 1e-12);
    EXPECT_NEAR(p.zeroThrustAdvanceRatio(), 0.9, 1e-9);  // 0.2 - 0.25 (J - 0.5) / 0.5 = 0
}

TEST(Thruster, BadThrustersAreRefusedNamingTheField) {
    auto refusal = [](const Thruster& t) {
        const Result<Appendages> r = Appendages::create({}, {}, {t});
        return r ? std::string("accepted") : r.error().message();
    };
    Thruster t = screw();
    t.blades = 8;
    EXPECT_NE(refusal(t).find("thruster 0: Thruster: blades = 8 (must be in [2, 7])"), std::string::npos) << refusal(t);
    t = screw();
    t.pitchRatio = 2.0;
    EXPECT_NE(refusal(t).find("pitchRatio = 2"), std::string::npos) << refusal(t);
    t = screw();
    t.axis = {1.0, 0.0, 0.0};
    t.steeringAxis = {1.0, 0.0, 0.0};
    EXPECT_NE(refusal(t).find("are not at right angles"), std::string::npos) << refusal(t);
    t = screw();
    t.table = {{0.1, 0.5}, {0.4, 0.2}, {0.05, 0.03}};
    EXPECT_NE(refusal(t).find("table.advanceRatio[0] = 0.1"), std::string::npos) << refusal(t);
    t = screw();
    t.table = {{0.0, 0.5, 0.4}, {0.4, 0.2, 0.1}, {0.05, 0.03, 0.02}};
    EXPECT_NE(refusal(t).find("table.advanceRatio[2] = 0.4"), std::string::npos) << refusal(t);
}

TEST(Propeller, TheSeriesOutsideTheRangeItWasFittedOnIsRefusedNamingTheArgument) {
    auto refusal = [](double j, int blades, double areaRatio, double pitchRatio) {
        const Result<PropellerCoefficients> r = PropellerModel::tryBSeries(j, blades, areaRatio, pitchRatio);
        return r ? std::string("accepted") : r.error().message();
    };
    // The two the issue found: 0 blades gave K_T 0.199, A_E/A_0 3 with P/D 5 gave K_T 537.
    EXPECT_EQ(refusal(0.5, 0, 0.55, 1.0), "PropellerModel::tryBSeries: blades = 0 (must be in [2, 7])");
    EXPECT_EQ(refusal(0.5, 4, 3.0, 5.0), "PropellerModel::tryBSeries: areaRatio = 3 (must be in [0.3, 1.05])");
    EXPECT_EQ(refusal(0.5, 4, 0.55, 5.0), "PropellerModel::tryBSeries: pitchRatio = 5 (must be in [0.5, 1.4])");
    const double nan = std::numeric_limits<double>::quiet_NaN(), inf = std::numeric_limits<double>::infinity();
    for (double j : {nan, inf, -inf, -0.1, 2.5})
        EXPECT_NE(refusal(j, 4, 0.55, 1.0).find("PropellerModel::tryBSeries: advanceRatio = "), std::string::npos) << j;
    // Inside the range, the value form gives what the throwing form gives.
    EXPECT_EQ(PropellerModel::tryBSeries(0.699, 4, 0.55, 1.0).value().thrust, PropellerModel::bSeries(0.699, 4, 0.55, 1.0).thrust);
}

#if HYDRO_EXCEPTIONS
TEST(Propeller, AnAdvanceRatioThatIsNotFiniteIsThrownNamingIt) {
    const PropellerModel p = PropellerModel::create(screw()).value();
    for (double j : {std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::infinity()}) {
        try {
            (void)p.coefficients(j);
            FAIL() << "coefficients(" << j << ") gave a value";
        } catch (const std::invalid_argument& e) {
            EXPECT_NE(std::string(e.what()).find("PropellerModel::coefficients: advanceRatio = "), std::string::npos) << e.what();
        }
    }
    EXPECT_THROW((void)PropellerModel::bSeries(0.5, 0, 0.55, 1.0), std::invalid_argument);
}
#endif

#if !HYDRO_EXCEPTIONS && GTEST_HAS_DEATH_TEST && defined(HYDRO_DEATH_TESTS)  // tests/CMakeLists.txt
TEST(PropellerDeathTest, WithoutExceptionsAnAdvanceRatioThatIsNotFiniteStopsNamingIt) {
    const PropellerModel p = PropellerModel::create(screw()).value();
    EXPECT_DEATH((void)p.coefficients(std::numeric_limits<double>::quiet_NaN()), "PropellerModel::coefficients: advanceRatio = nan");
    EXPECT_DEATH((void)PropellerModel::bSeries(0.5, 0, 0.55, 1.0), "tryBSeries: blades = 0");
}
#endif

} // namespace
} // namespace hydro
