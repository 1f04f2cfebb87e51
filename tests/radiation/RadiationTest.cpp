// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// The radiation coefficients at finite frequency (Radiation.h) against published results (Hulme's
// floating hemisphere), the long-wave closed form, their own limits and the theory's symmetries;
// and the interior lid against the irregular frequency it removes.
#include "hydro/Radiation.h"
#include "hydro/HullShapes.h"

#include <Eigen/Dense>

#include "HydroTestSupport.h"
#include "OverlappingParts.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

using namespace hydro;

namespace {

using hydro::test::freshWater;
using hydro::test::kPi;
constexpr double kFreshWaterDensity = 1000.0;

/// The frequency at which a body of size `a` sees k a = `ka` in `water`.
double omegaFor(double ka, double a, const WaterProperties& water) { return std::sqrt(ka * water.gravity / a); }

/// A. Hulme, "The wave forces acting on a floating hemisphere undergoing forced periodic oscillations",
/// J. Fluid Mech. 121 (1982), tables 1 and 2 as the issue quotes them: added mass over rho 2/3 pi a^3 and
/// damping over rho omega 2/3 pi a^3, at k a.
struct HulmePoint {
    double ka, mu, lambda;
};
constexpr HulmePoint kHulmeHeave[] = {{0.05, 0.8764, 0.1036}, {0.1, 0.8627, 0.1816}, {0.2, 0.7938, 0.2793},
                                      {0.6, 0.5381, 0.3271},  {1.0, 0.4284, 0.2484}, {1.6, 0.3871, 0.1469},
                                      {2.0, 0.3884, 0.1031},  {3.0, 0.4111, 0.0452}};
constexpr HulmePoint kHulmeSurge[] = {{0.5, 0.6439, 0.0987}, {1.0, 0.5740, 0.3535}, {1.4, 0.4038, 0.4060},
                                      {2.0, 0.2493, 0.3424}, {4.0, 0.1620, 0.1510}};

/// The goals. Measured on the 5,120-triangle icosphere at 808 panels: heave within 1.2 % (mu)
/// and 2.2 % (lambda, at k a = 3) everywhere, surge within 0.0056 of every value (docs/added_mass.md
/// §5's table). The goals are 2 to 10 times that:
/// a wrong sign of the wave term, its imaginary part or the lid moves them by tens of percents.
constexpr double kHeaveTolerance = 0.05, kHeaveEndTolerance = 0.10;  // 10 % at k a = 0.05 and 3
constexpr double kSurgeTolerance = 0.03;                             // absolute

/// The hemisphere: the icosphere of radius 1 floating with its centre in the surface (Hulme's body),
/// and the normalisation by its own volume (the facets' 1 % less than the sphere's).
struct Hemisphere {
    HullMesh sphere = HullMesh::fromArrays(makeIcosphere(1.0, 4));
    double mass() const { return kFreshWaterDensity * sphere.volume() / 2.0; }
    std::vector<RadiationCoefficients> at(const HulmePoint* points, std::size_t count) const {
        std::vector<double> omegas;
        for (std::size_t i = 0; i < count; ++i) omegas.push_back(omegaFor(points[i].ka, 1.0, freshWater()));
        return tryRadiationCoefficients(sphere, {0.0, 0.0, 0.0}, {}, freshWater(), omegas).value();
    }
};

TEST(Radiation, FloatingHemisphereInHeaveMatchesHulme) {
    const Hemisphere body;
    const auto results = body.at(kHulmeHeave, std::size(kHulmeHeave));
    for (std::size_t i = 0; i < results.size(); ++i) {
        const HulmePoint& p = kHulmeHeave[i];
        const double tolerance = (p.ka < 0.1 || p.ka > 2.0) ? kHeaveEndTolerance : kHeaveTolerance;
        const RadiationCoefficients& r = results[i];
        EXPECT_NEAR(r.addedMass(1, 1) / body.mass(), p.mu, tolerance * p.mu) << "k a = " << p.ka;
        EXPECT_NEAR(r.damping(1, 1) / (r.omega * body.mass()), p.lambda, tolerance * p.lambda) << "k a = " << p.ka;
        EXPECT_EQ(r.loopsLeftOpen, 0u);
        EXPECT_GT(r.lidPanels, 0u);
    }
}

TEST(Radiation, FloatingHemisphereInSurgeMatchesHulme) {
    const Hemisphere body;
    const auto results = body.at(kHulmeSurge, std::size(kHulmeSurge));
    for (std::size_t i = 0; i < results.size(); ++i) {
        const HulmePoint& p = kHulmeSurge[i];
        const RadiationCoefficients& r = results[i];
        EXPECT_NEAR(r.addedMass(0, 0) / body.mass(), p.mu, kSurgeTolerance) << "k a = " << p.ka;
        EXPECT_NEAR(r.damping(0, 0) / (r.omega * body.mass()), p.lambda, kSurgeTolerance) << "k a = " << p.ka;
        // Sway is surge turned a quarter: the same within the lid's asymmetry (its panels are a grid).
        EXPECT_NEAR(r.addedMass(2, 2), r.addedMass(0, 0), 0.01 * r.addedMass(0, 0)) << "k a = " << p.ka;
    }
}

RadiationOptions coarseRadiation() {
    RadiationOptions options;
    options.maxPanels = 400;
    return options;
}

TEST(Radiation, TendsToTheRigidLidLimitAtLowFrequency) {
    // As omega -> 0 the free surface becomes a rigid lid: the coefficients tend to tryAddedMass's
    // FrequencyLimit::Zero on the same panels and the damping vanishes (as k^1 in heave, k^2 in surge).
    const HullMesh box = HullMesh::fromArrays(makeBox({1.0, 1.0, 1.0}));
    AddedMassOptions limitOptions;
    limitOptions.maxPanels = coarseRadiation().maxPanels;
    limitOptions.sliceLongPieces = true;  // the finite-frequency solve's panels
    const AddedMass lid = addedMass(box, {}, {}, freshWater(), FrequencyLimit::Zero, limitOptions);
    const RadiationCoefficients slow = radiationCoefficients(box, {}, {}, freshWater(), omegaFor(1e-4, 1.0, freshWater()), coarseRadiation());
    for (int i = 0; i < 6; ++i) {
        // 1e-4 of k a moves heave's added mass by about k a ln(k a) (its low-frequency expansion), 1e-3.
        EXPECT_NEAR(slow.addedMass(i, i), lid.matrix(i, i), 3e-3 * lid.matrix(i, i)) << i;
        EXPECT_LT(slow.damping(i, i), 1e-3 * slow.omega * slow.addedMass(i, i)) << i;
    }
}

TEST(Radiation, HeaveDampingTendsToItsLongWaveLimit) {
    // Long waves see a body as a pulsating source of strength omega A_wp: Haskind's relation with the
    // Froude-Krylov force rho g A_wp gives B_33 -> rho omega k A_wp^2 / 2 (Newman §6.18), the estimate
    // RadiationDampingEstimate.h makes, exact as k -> 0. The ratio climbs to 1 as the waves lengthen.
    const HullMesh barge = HullMesh::fromArrays(makeBox({2.0, 1.0, 1.0}));  // 4 x 2 m waterplane, 1 m draft
    const double waterplane = 8.0;
    std::vector<double> omegas;
    for (double k : {0.02, 0.005}) omegas.push_back(std::sqrt(k * freshWater().gravity));
    const auto results = tryRadiationCoefficients(barge, {}, {}, freshWater(), omegas, coarseRadiation()).value();
    double previous = 0.0;
    for (const RadiationCoefficients& r : results) {
        const double ratio = r.damping(1, 1) / (kFreshWaterDensity * r.omega * r.wavenumber * waterplane * waterplane / 2.0);
        EXPECT_GT(ratio, previous);
        EXPECT_LT(ratio, 1.0);
        previous = ratio;
    }
    EXPECT_NEAR(previous, 1.0, 0.05);  // at k L = 0.02 (measured 0.966; 0.903 at k L = 0.08)
}

TEST(Radiation, DeepUnderTheSurfaceASphereCarriesHalfItsVolumeAndRadiatesNothing) {
    const HullMesh sphere = HullMesh::fromArrays(makeIcosphere(1.0, 4));
    const double half = 0.5 * kFreshWaterDensity * sphere.volume();
    const RadiationCoefficients r = radiationCoefficients(sphere, {-5.0, 0.0, 0.0}, {}, freshWater(), omegaFor(1.0, 1.0, freshWater()), coarseRadiation());
    for (int i = 0; i < 3; ++i) {
        EXPECT_NEAR(r.addedMass(i, i) / half, 1.0, 0.03) << i;  // Lamb's 1/2 rho V, the 3 %
        // Its waves are e^{-2 k d} = e^-10 weak at 5 radii: measured 4e-4 of omega A.
        EXPECT_LT(r.damping(i, i), 1e-3 * r.omega * half) << i;
    }
    EXPECT_EQ(r.lidPanels, 0u);  // nothing pierces the surface
}

TEST(Radiation, AddedMassAndDampingAreSymmetric) {
    // A_ij = A_ji and B_ij = B_ji for any body (Newman §6.16, by Green's theorem), here a Wigley hull
    // heeled, trimmed and about a centre off its middle, where every mode couples. Measured: 1.7 % of
    // sqrt(A_ii A_jj) (A) and 1.1 % (B), the same as the rigid-lid limit's 1.4 % on the same panels:
    // the asymmetry is the constant panels', which the wave part does not add to. (A box's sharp
    // corners make 4 to 6 % in the limits already, 11 to 16 % in B.)
    const HullMesh hull = HullMesh::fromArrays(makeWigleyHull(4.0, 0.8, 0.5, 0.3, 40, 10));
    const RadiationCoefficients r = radiationCoefficients(hull, {0.05, 0.1, 0.05}, {0.3, -0.1, 0.2}, freshWater(), 2.5, coarseRadiation());
    constexpr double kAsymmetry = 0.03;
    for (int i = 0; i < 6; ++i)
        for (int j = i + 1; j < 6; ++j) {
            EXPECT_NEAR(r.addedMass(i, j), r.addedMass(j, i), kAsymmetry * std::sqrt(r.addedMass(i, i) * r.addedMass(j, j))) << i << j;
            EXPECT_NEAR(r.damping(i, j), r.damping(j, i), kAsymmetry * std::sqrt(r.damping(i, i) * r.damping(j, j))) << i << j;
        }
}

TEST(Radiation, TheInteriorLidRemovesTheIrregularFrequency) {
    // A box of 2 x 2 m waterplane and 1 m draft: the interior problem (phi = 0 on the hull, the
    // free-surface condition on its waterplane) has its first eigenvalue at k = kappa coth(kappa T),
    // kappa = pi sqrt(1/L^2 + 1/B^2) (separation of variables), 2.274 /m. Without the lid the heave
    // damping there falls through zero (measured -561 kg/s, against +130 beside it), which the
    // solve refuses (issue 45 §6: a passive body's damping is never negative); with the lid, it
    // passes smoothly.
    const HullMesh cube = HullMesh::fromArrays(makeBox({1.0, 1.0, 1.0}));
    const double kappa = kPi * std::sqrt(0.5), irregular = kappa / std::tanh(kappa);
    std::vector<double> omegas;
    for (double k : {irregular - 0.05, irregular, irregular + 0.05}) omegas.push_back(std::sqrt(k * freshWater().gravity));
    RadiationOptions without = coarseRadiation();
    without.interiorLid = false;
    const auto spiked = tryRadiationCoefficients(cube, {}, {}, freshWater(), omegas, without);
    ASSERT_FALSE(spiked);
    for (const char* part : {"frequency 2", "feed energy", "heave", "interior lid is off"})
        EXPECT_TRUE(test::mentions(spiked.error().message(), part)) << spiked.error().message();
    const auto beside = tryRadiationCoefficients(cube, {}, {}, freshWater(), {omegas[0], omegas[2]}, without);
    ASSERT_TRUE(beside) << beside.error().message();
    const auto smooth = tryRadiationCoefficients(cube, {}, {}, freshWater(), omegas, coarseRadiation()).value();
    auto bump = [](const std::vector<RadiationCoefficients>& r, int i) {
        // The middle value's distance from its neighbours' mean, over it: a smooth curve's is its
        // curvature's, (0.05)^2 B'' / 2, under 1 % here.
        const double middle = r[1].damping(i, i);
        return std::abs(middle - 0.5 * (r[0].damping(i, i) + r[2].damping(i, i))) / std::abs(middle);
    };
    EXPECT_LT(bump(smooth, 1), 0.01);
    for (const RadiationCoefficients& r : smooth) EXPECT_GT(r.damping(1, 1), 0.0);
}

TEST(Radiation, RefusesFrequenciesItCannotTakeAndGivesNothingOutOfTheWater) {
    const HullMesh cube = HullMesh::fromArrays(makeBox({1.0, 1.0, 1.0}));
    for (double omega : {0.0, -1.0, std::nan(""), std::numeric_limits<double>::infinity()}) {
        const auto r = tryRadiationCoefficients(cube, {}, {}, freshWater(), std::vector<double>{1.0, omega}, coarseRadiation());
        ASSERT_FALSE(r);
        EXPECT_NE(r.error().message().find("frequency 2"), std::string::npos) << r.error().message();
    }
    const RadiationCoefficients dry = radiationCoefficients(cube, {5.0, 0.0, 0.0}, {}, freshWater(), 2.0, coarseRadiation());
    EXPECT_EQ(dry.panels, 0u);
    for (int i = 0; i < 6; ++i) {
        EXPECT_EQ(dry.addedMass(i, i), 0.0);
        EXPECT_EQ(dry.damping(i, i), 0.0);
    }
}

} // namespace

namespace {

/// A prism 2 m deep (y from -1 to 1) over the cells of a grid of 2 m squares that `occupied` says
/// are there: closed and watertight for any set of cells that meet along whole sides.
HullMesh cellPrism(const std::vector<std::vector<int>>& occupied) {
    const int rows = int(occupied.size()), columns = int(occupied.front().size());
    auto filled = [&](int i, int j) { return i >= 0 && j >= 0 && i < rows && j < columns && occupied[std::size_t(i)][std::size_t(j)] != 0; };
    std::vector<float> xyz;
    std::vector<std::uint32_t> indices;
    auto vertex = [&](int i, int j, int level) {  // grid point (i, j) at the bottom (0) or top (1)
        return std::uint32_t((i * (columns + 1) + j) * 2 + level);
    };
    for (int i = 0; i <= rows; ++i)
        for (int j = 0; j <= columns; ++j)
            for (int level = 0; level < 2; ++level) xyz.insert(xyz.end(), {float(2 * i), float(2 * level - 1), float(2 * j)});
    auto quad = [&](std::uint32_t a, std::uint32_t b, std::uint32_t c, std::uint32_t d) {
        indices.insert(indices.end(), {a, b, c, a, c, d});
    };
    for (int i = 0; i < rows; ++i)
        for (int j = 0; j < columns; ++j) {
            if (!filled(i, j)) continue;
            quad(vertex(i, j, 1), vertex(i, j + 1, 1), vertex(i + 1, j + 1, 1), vertex(i + 1, j, 1));  // top, +y
            quad(vertex(i, j, 0), vertex(i + 1, j, 0), vertex(i + 1, j + 1, 0), vertex(i, j + 1, 0));  // bottom
            if (!filled(i - 1, j)) quad(vertex(i, j, 0), vertex(i, j + 1, 0), vertex(i, j + 1, 1), vertex(i, j, 1));  // -x
            if (!filled(i + 1, j)) quad(vertex(i + 1, j, 0), vertex(i + 1, j, 1), vertex(i + 1, j + 1, 1), vertex(i + 1, j + 1, 0));
            if (!filled(i, j - 1)) quad(vertex(i, j, 0), vertex(i, j, 1), vertex(i + 1, j, 1), vertex(i + 1, j, 0));  // -z
            if (!filled(i, j + 1)) quad(vertex(i, j + 1, 0), vertex(i + 1, j + 1, 0), vertex(i + 1, j + 1, 1), vertex(i, j + 1, 1));
        }
    HullMesh::Options options;
    options.fixOrientation = true;  // the walls' winding above is not checked by hand
    return HullMesh::fromArrays(xyz, indices, options, "cell prism");
}

/// The smallest eigenvalue of the damping's symmetric part with each mode scaled by its own
/// diagonal (kg/s, kg m^2/s ...: units apart), over the largest: negative means the body would gain
/// energy from its own waves in some motion.
double smallestScaledEigenvalue(const Matrix6& b) {
    Eigen::Matrix<double, 6, 6> m;
    for (int i = 0; i < 6; ++i)
        for (int j = 0; j < 6; ++j) m(i, j) = 0.5 * (b(i, j) + b(j, i));
    Eigen::Matrix<double, 6, 1> scale;
    for (int i = 0; i < 6; ++i) scale(i) = m(i, i) > 0.0 ? 1.0 / std::sqrt(m(i, i)) : 1.0;
    const Eigen::Matrix<double, 6, 6> scaled = scale.asDiagonal() * m * scale.asDiagonal();
    const auto eigen = Eigen::SelfAdjointEigenSolver<Eigen::Matrix<double, 6, 6>>(scaled).eigenvalues();
    return eigen.minCoeff() / std::max(eigen.maxCoeff(), 1e-300);
}

} // namespace

TEST(Radiation, TheLidClosesAWaterplaneThatIsConcaveOrHasAHole) {
    // Issue 45 §6: a waterplane its centroid does not see whole (a U, as a catamaran's with its
    // bridge deck, or a game boat's round an open well) and one with a hole (a ring pontoon, a
    // moon pool), 6 x 6 m, 1 m draft. The lid used to fan each loop from its centroid and leave
    // these open; triangulated, it covers the section exactly (the cells' area: the prism's walls
    // are vertical). Without it, the heave damping falls through zero at the open section's first
    // irregular frequencies, k of 1.55 to 1.85 /m here (measured down to -20,000 kg/s for the U and
    // -38,000 for the ring); with it, it stays positive and the damping positive semi-definite.
    // 600 panels: the grouping makes about 390 of them, 0.39 m each, ten to the wavelength at k = 1.6
    // (RadiationOptions::panelsPerWavelength; the coarse 400's 260 would be refused).
    const std::vector<std::vector<int>> u{{1, 1, 1}, {1, 0, 0}, {1, 1, 1}}, ring{{1, 1, 1}, {1, 0, 1}, {1, 1, 1}};
    for (const auto* cells : {&u, &ring}) {
        const char* name = cells == &u ? "U" : "ring";
        const HullMesh hull = cellPrism(*cells);
        int filled = 0;
        for (const auto& row : *cells) filled += row[0] + row[1] + row[2];
        std::vector<double> omegas;
        for (double k = 1.55; k < 1.83; k += 0.05) omegas.push_back(std::sqrt(k * freshWater().gravity));
        RadiationOptions lid;
        lid.maxPanels = 600;
        RadiationOptions without = lid;
        without.interiorLid = false;
        const auto lidded = tryRadiationCoefficients(hull, {}, hull.centroid(), freshWater(), omegas, lid).value();
        const auto open = tryRadiationCoefficients(hull, {}, hull.centroid(), freshWater(), omegas, without);
        for (std::size_t f = 0; f < omegas.size(); ++f) {
            const RadiationCoefficients& r = lidded[f];
            EXPECT_EQ(r.loopsLeftOpen, 0u) << name;
            // Exact but for round-off: the section of vertical walls at any depth is the cells.
            EXPECT_NEAR(r.lidArea, 4.0 * filled, 1e-9 * 4.0 * filled) << name;
            EXPECT_GT(r.damping(1, 1), 0.0) << name << " at k = " << r.wavenumber;
            // -1e-3: the panel method's round-off in the off-diagonal terms (measured -3e-4 at worst).
            EXPECT_GT(smallestScaledEigenvalue(r.damping), -1e-3) << name << " at k = " << r.wavenumber;
        }
        // Without the lid the damping goes negative here, and the solve says so (issue 45 §6).
        ASSERT_FALSE(open) << name << ": without the lid the damping should go negative here";
        EXPECT_TRUE(test::mentions(open.error().message(), "feed energy")) << open.error().message();
        EXPECT_TRUE(test::mentions(open.error().message(), "hull '" + hull.sourceName() + "'")) << open.error().message();
    }
}

TEST(Radiation, SurfacesInsideTheBodyAreLeftOut) {
    // docs/added_mass.md §1, as AddedMass.SurfacesInsideTheBodyAreLeftOutAndCounted at infinite
    // frequency: a box inside the 2 x 1 x 1 m box (through its waterplane, so two waterline loops,
    // the lid under the outer one's), and a keel through its bottom, radiate as the solid they make
    // together: the box alone, and the box and keel as one surface. At k L of 0.8 and 5.1.
    const MeshArrays box = makeBox({1.0, 0.5, 0.5});
    const MeshArrays keel = test::boxWithKeel();
    const std::pair<MeshArrays, const MeshArrays*> cases[] = {
        {test::partsInOneMesh({box, makeBox({0.6, 0.3, 0.3})}), &box},
        {test::partsInOneMesh({box, makeBox({0.8, 0.4, 0.05}, {0.0, -0.6, 0.0})}), &keel},
    };
    const std::vector<double> omegas{2.0, 5.0};
    RadiationOptions options;
    options.maxPanels = 1000;
    // The same solid in two discretisations, as at infinite frequency (1.8 % there), the parts'
    // keel sides cut where they cross the bottom: the keel's roll and sway added mass differ by up
    // to 6.3 % on 1,000 panels and 4.0 % on 2,000 (they converge to each other), the box in the box
    // by up to 3.5 % (measured 2026-12-01). Left in, the surfaces inside moved such terms by 23 to
    // 48 % at infinite frequency.
    constexpr double kSameSolidTolerance = 0.08;
    for (const auto& [mesh, solid] : cases) {
        const auto parts = tryRadiationCoefficients(HullMesh::fromArrays(mesh, {}, "parts"), {}, {}, freshWater(), omegas, options);
        const auto whole = tryRadiationCoefficients(HullMesh::fromArrays(*solid, {}, "solid"), {}, {}, freshWater(), omegas, options);
        ASSERT_TRUE(parts) << parts.error().message();
        ASSERT_TRUE(whole) << whole.error().message();
        for (std::size_t f = 0; f < omegas.size(); ++f) {
            const RadiationCoefficients &p = parts.value()[f], &w = whole.value()[f];
            EXPECT_GT(p.innerArea, 0.0);
            EXPECT_EQ(w.innerArea, 0.0);
            // A term far below the largest of its matrix (roll's damping at long waves, 0.3 % of
            // heave's) is compared on that scale.
            double addedScale = 0.0, dampingScale = 0.0;
            for (int k = 0; k < 6; ++k) {
                addedScale = std::max(addedScale, w.addedMass(k, k));
                dampingScale = std::max(dampingScale, w.damping(k, k));
            }
            for (int k = 0; k < 6; ++k) {
                EXPECT_NEAR(p.addedMass(k, k), w.addedMass(k, k), kSameSolidTolerance * std::max(w.addedMass(k, k), 0.05 * addedScale))
                    << "omega " << omegas[f] << ", motion " << k;
                EXPECT_NEAR(p.damping(k, k), w.damping(k, k), kSameSolidTolerance * std::max(w.damping(k, k), 0.05 * dampingScale))
                    << "omega " << omegas[f] << ", motion " << k;
            }
        }
    }
}
