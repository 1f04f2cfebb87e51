// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// A foil's coefficients (Foil.h) against lifting-line theory and published flat-plate drag (issue 30 §5).

#include "HydroTestSupport.h"
#include "hydro/Foil.h"

#include <Eigen/Dense>
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

namespace hydro {
namespace {

using hydro::test::kPi;

/// A free foil (no hull at its root) of span `span` with the given chord outline.
Foil freeFoil(double span, std::vector<double> chords) {
    Foil foil;
    foil.span = span;
    foil.chords = std::move(chords);
    foil.rootOnHull = false;
    return foil;
}

/// An elliptic planform of aspect ratio `aspectRatio`, span 1, its outline at 401 stations: the
/// whole wing root (one tip) to tip (the other), c = c0 sqrt(1 - eta^2), S = pi c0 b / 4.
Foil ellipticFoil(double aspectRatio) {
    const int stations = 401;
    const double rootChord = 4.0 / (kPi * aspectRatio);
    std::vector<double> chords(stations);
    for (int i = 0; i < stations; ++i) {
        const double eta = -1.0 + 2.0 * double(i) / double(stations - 1);
        chords[std::size_t(i)] = rootChord * std::sqrt(std::max(0.0, 1.0 - eta * eta));
    }
    return freeFoil(1.0, chords);
}

/// Prandtl's lifting line solved another way than the library's Fourier series: the span cut into
/// `panels` horseshoe vortices (cosine spacing), each trailing leg's downwash on the line
/// Gamma / (4 pi (y - y_leg)), and Gamma_i = 1/2 a0 c_i V (alpha - w_i / V) at each panel's middle
/// (Katz and Plotkin, Low-Speed Aerodynamics, 2001, §8.1; Anderson, Fundamentals of Aerodynamics,
/// §5.4). For a rectangular wing of span b and chord c at V = 1, alpha = 1 rad: lift slope and e.
struct DiscreteLiftingLine {
    double liftSlope, efficiency;
};
DiscreteLiftingLine rectangularWing(double span, double chord, double a0, int panels) {
    std::vector<double> edge(std::size_t(panels) + 1);
    for (int k = 0; k <= panels; ++k) edge[std::size_t(k)] = -0.5 * span * std::cos(kPi * double(k) / double(panels));
    Eigen::MatrixXd influence(panels, panels);
    Eigen::VectorXd rightSide(panels);
    for (int i = 0; i < panels; ++i) {
        const double y = 0.5 * (edge[std::size_t(i)] + edge[std::size_t(i) + 1]);
        for (int j = 0; j < panels; ++j)
            influence(i, j) = (i == j ? 1.0 : 0.0) + 0.5 * a0 * chord * (1.0 / (y - edge[std::size_t(j)]) - 1.0 / (y - edge[std::size_t(j) + 1])) / (4.0 * kPi);
        rightSide(i) = 0.5 * a0 * chord;
    }
    const Eigen::VectorXd gamma = influence.partialPivLu().solve(rightSide);
    const Eigen::VectorXd downwash = (influence - Eigen::MatrixXd::Identity(panels, panels)) * gamma * (2.0 / (a0 * chord));
    double lift = 0.0, drag = 0.0;
    for (int j = 0; j < panels; ++j) {
        const double width = edge[std::size_t(j) + 1] - edge[std::size_t(j)];
        lift += gamma(j) * width;
        drag += gamma(j) * downwash(j) * width;
    }
    const double area = span * chord, aspectRatio = span / chord;
    const double liftCoefficient = 2.0 * lift / area, dragCoefficient = 2.0 * drag / area;
    return {liftCoefficient, liftCoefficient * liftCoefficient / (kPi * aspectRatio * dragCoefficient)};
}

TEST(Foil, AnEllipticWingHasPrandtlsLiftSlopeAndEfficiencyOne) {
    // Prandtl's closed form for elliptic loading: a = a0 / (1 + a0 / (pi AR)), e = 1. Tolerance
    // 0.3 %: the ellipse is given as 401 straight pieces, which cut its area by about 1e-4 and
    // square its tips a little; Glauert's 48 terms converge far below that.
    constexpr double kTolerance = 3e-3;
    for (double aspectRatio : {1.0, 2.0, 4.0, 6.0, 8.0}) {
        SCOPED_TRACE(aspectRatio);
        const FoilPlanform p = FoilPlanform::create(ellipticFoil(aspectRatio)).value();
        const double a0 = 2.0 * kPi;
        EXPECT_NEAR(p.aspectRatio(), aspectRatio, aspectRatio * kTolerance);
        EXPECT_NEAR(p.liftSlope(), a0 / (1.0 + a0 / (kPi * aspectRatio)), kTolerance * a0);
        EXPECT_NEAR(p.spanEfficiency(), 1.0, kTolerance);
    }
}

TEST(Foil, ARectangularWingMatchesAnIndependentLiftingLineFromAspectRatioOneToEight) {
    // Issue 30 §5 asks for the lift slope within 3 % of lifting-line theory for aspect ratios 1 to 8.
    // The reference solves the same theory with 400 horseshoe vortices, whose discretisation error
    // is below 0.3 % (halving the panels moves it by less); 1 % leaves room for both methods.
    constexpr double kSlopeTolerance = 0.01;
    // The efficiency of a rectangular wing (0.9 to 0.99) from the discrete induced drag: 2 %.
    constexpr double kEfficiencyTolerance = 0.02;
    for (double aspectRatio : {1.0, 2.0, 3.0, 4.0, 6.0, 8.0}) {
        SCOPED_TRACE(aspectRatio);
        const double chord = 1.0 / aspectRatio;
        const FoilPlanform p = FoilPlanform::create(freeFoil(1.0, {chord})).value();
        const DiscreteLiftingLine reference = rectangularWing(1.0, chord, 2.0 * kPi, 400);
        EXPECT_NEAR(p.liftSlope() / reference.liftSlope, 1.0, kSlopeTolerance);
        EXPECT_NEAR(p.spanEfficiency() / reference.efficiency, 1.0, kEfficiencyTolerance);
        // Below the elliptic wing's, as every other planform's (Prandtl): the same theory's ordering.
        EXPECT_LT(p.liftSlope(), 2.0 * kPi / (1.0 + 2.0 / aspectRatio));
        EXPECT_LT(p.spanEfficiency(), 1.0);
    }
}

TEST(Foil, AnEllipticWingStallsWhereItsSectionsDoAtTheSectionsMaximumLift) {
    // Prandtl's elliptic loading: every section carries the wing's C_L at its own angle C_L / a0,
    // the rest of the wing's angle being the downwash's, so the wing stalls at the section's stall
    // angle times 1 + a0 / (pi AR) (Anderson, Fundamentals of Aerodynamics, §5.3.1), with the
    // section's maximum lift a0 alpha_s whatever its aspect ratio; at 45 degrees at the latest, where
    // an elliptic wing of aspect ratio 1 stalls (kLatestStall).
    // Tolerance: the lift slope's, 0.3 % (the test above).
    constexpr double kTolerance = 3e-3;
    const FoilSection section;
    for (double aspectRatio : {2.5, 4.0, 8.0, 20.0}) {
        SCOPED_TRACE(aspectRatio);
        const FoilPlanform p = FoilPlanform::create(ellipticFoil(aspectRatio)).value();
        const double stall = section.stallAngle * (1.0 + section.liftSlope / (kPi * aspectRatio));
        EXPECT_NEAR(p.stallAngle(), stall, kTolerance * stall);
        const double maximumLift = section.liftSlope * section.stallAngle;
        EXPECT_NEAR(p.coefficients(p.stallAngle()).lift, maximumLift, kTolerance * maximumLift);
        // Attached up to it (the lift slope's line to the bit), stalling past it.
        EXPECT_EQ(p.coefficients(p.stallAngle()).lift, p.liftSlope() * p.stallAngle());
        EXPECT_LT(p.coefficients(p.stallAngle() + FoilPlanform::kStallBlend).lift, 0.6 * maximumLift);
    }
    EXPECT_EQ(FoilPlanform::create(ellipticFoil(0.5)).value().stallAngle(), FoilPlanform::kLatestStall);
}

TEST(Foil, ARootOnTheHullDoublesTheAspectRatio) {
    // A keel of span b on the hull lifts as half of a free wing of span 2b: same slope, same e.
    Foil keel = freeFoil(1.0, {0.5, 0.25});
    keel.rootOnHull = true;
    Foil wing = freeFoil(2.0, {0.25, 0.375, 0.5, 0.375, 0.25});
    const FoilPlanform onHull = FoilPlanform::create(keel).value(), free = FoilPlanform::create(wing).value();
    EXPECT_NEAR(onHull.aspectRatio(), free.aspectRatio(), 1e-12);
    EXPECT_NEAR(onHull.area() * 2.0, free.area(), 1e-12);
    // The same planform: Glauert's collocation samples it at the same angles; 1e-9 is round-off.
    EXPECT_NEAR(onHull.liftSlope(), free.liftSlope(), 1e-9);
    EXPECT_NEAR(onHull.spanEfficiency(), free.spanEfficiency(), 1e-9);
}

TEST(Foil, InducedDragIsLiftSquaredOverPiEAspectRatio) {
    const FoilPlanform p = FoilPlanform::create(freeFoil(1.0, {0.25})).value();
    const double profile = p.foil().section.profileDrag;
    for (double degrees : {-10.0, -4.0, 2.0, 8.0, 12.0}) {
        const FoilCoefficients c = p.coefficients(degrees * kPi / 180.0);
        EXPECT_NEAR(c.lift, p.liftSlope() * degrees * kPi / 180.0, 1e-12);
        EXPECT_NEAR(c.drag - profile, c.lift * c.lift / (kPi * p.spanEfficiency() * p.aspectRatio()), 1e-12);
    }
}

TEST(Foil, StalledBroadsideItsDragIsAFlatPlates) {
    // Rectangular plates normal to the flow, C_D by the ratio of their sides (White, Fluid
    // Mechanics, 7th ed., Table 7.3, from Hoerner 1965): 1 -> 1.18, 5 -> 1.20, 10 -> 1.30,
    // 20 -> 1.50. The model (Viterna and Corrigan's 1.11 + 0.018 AR) is a fit to such data; 5 %
    // covers its largest departure (4.4 % for the square plate).
    constexpr double kTolerance = 0.05;
    const std::pair<double, double> plates[] = {{1.0, 1.18}, {5.0, 1.20}, {10.0, 1.30}, {20.0, 1.50}};
    for (const auto& [aspectRatio, drag] : plates) {
        SCOPED_TRACE(aspectRatio);
        const FoilPlanform p = FoilPlanform::create(freeFoil(1.0, {1.0 / aspectRatio})).value();
        for (double alpha : {0.5 * kPi, -0.5 * kPi}) {
            const FoilCoefficients c = p.coefficients(alpha);
            EXPECT_NEAR(c.drag / drag, 1.0, kTolerance);
            EXPECT_NEAR(c.lift, 0.0, 1e-12);  // broadside on, the normal force is all drag
        }
        // 45 degrees off the flow (from the trailing edge: a plate at any aspect ratio) the plate's
        // normal force splits evenly between lift and drag.
        const FoilCoefficients c = p.coefficients(0.75 * kPi);
        EXPECT_NEAR(-c.lift, c.drag - 0.5 * p.foil().section.profileDrag, 1e-12);
    }
}

TEST(Foil, LiftFallsSmoothlyThroughStallAndWorksAstern) {
    const FoilPlanform p = FoilPlanform::create(freeFoil(1.0, {0.2})).value();
    const double stall = p.stallAngle();
    // Continuous: between angles 0.001 rad apart, no step above 0.025. The blend's steepest slope
    // is 1.5 times the lift it loses over kStallBlend (the section's maximum, a0 alpha_s = 1.64,
    // less the plate's 0.49 here): 20 per rad, 0.020 a step (measured 0.0215, the plate's own slope
    // added); a jump from the attached line to the plate would be a step of 1.15.
    constexpr double kLargestStep = 0.025;
    double previous = p.coefficients(0.0).lift;
    for (double alpha = 0.001; alpha < kPi; alpha += 0.001) {
        const double lift = p.coefficients(alpha).lift;
        EXPECT_LT(std::abs(lift - previous), kLargestStep) << alpha;
        previous = lift;
    }
    // Past the stall the lift is well below the attached line's.
    EXPECT_LT(p.coefficients(stall + 2.0 * FoilPlanform::kStallBlend).lift, 0.5 * p.liftSlope() * stall);
    // Astern (the flow from the trailing edge, alpha near pi), a flat plate: antisymmetric, finite.
    const FoilCoefficients astern = p.coefficients(kPi - 0.1), mirrored = p.coefficients(-(kPi - 0.1));
    EXPECT_NEAR(astern.lift, -mirrored.lift, 1e-12);
    EXPECT_NEAR(astern.drag, mirrored.drag, 1e-12);
    // Angles wrap: alpha and alpha + 2 pi are the same flow.
    EXPECT_NEAR(p.coefficients(0.1).lift, p.coefficients(0.1 + 2.0 * kPi).lift, 1e-9);
}

TEST(Foil, BadPlanformsAreRefusedNamingTheField) {
    auto refusal = [](const Foil& foil) {
        const Result<FoilPlanform> p = FoilPlanform::create(foil);
        return p ? std::string("accepted") : p.error().message();
    };
    Foil foil = freeFoil(1.0, {0.3});
    foil.span = 0.0;
    EXPECT_NE(refusal(foil).find("span = 0 m"), std::string::npos) << refusal(foil);
    foil = freeFoil(1.0, {0.3, -0.1});
    EXPECT_NE(refusal(foil).find("chords[1] = -0.1 m"), std::string::npos) << refusal(foil);
    foil = freeFoil(1.0, {});
    EXPECT_NE(refusal(foil).find("chords is empty"), std::string::npos) << refusal(foil);
    foil = freeFoil(1.0, {0.3});
    foil.forward = {0.0, 1.0, 0.0};
    EXPECT_NE(refusal(foil).find("are not at right angles"), std::string::npos) << refusal(foil);
    foil = freeFoil(1.0, {0.3});
    foil.spanAxis = {0.0, -2.0, 0.0};
    EXPECT_NE(refusal(foil).find("spanAxis = (0, -2, 0) is not a unit vector"), std::string::npos) << refusal(foil);
    foil = freeFoil(1.0, {0.3});
    foil.root.x = std::nan("");
    EXPECT_NE(refusal(foil).find("root.x"), std::string::npos) << refusal(foil);
    foil = freeFoil(1.0, {0.3});
    foil.section.stallAngle = 2.0;
    EXPECT_NE(refusal(foil).find("section.stallAngle = 2 rad"), std::string::npos) << refusal(foil);
}

} // namespace
} // namespace hydro
