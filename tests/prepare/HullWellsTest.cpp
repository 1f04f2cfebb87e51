// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// Issue 46 §2: open hulls. The closed forms are an open box of wall thickness t: a tray L long, B
// wide and H high, its hollow (L - 2t) (B - 2t) (H - t) open at the top.

#include "HydroTestSupport.h"

#include "hydro/Compartment.h"
#include "hydro/Flooding.h"
#include "hydro/FlatWater.h"
#include "hydro/Hydrostatics.h"
#include "hydro/HullShapes.h"
#include "hydro/prepare/HullWells.h"

#include <gtest/gtest.h>

#include <array>
#include <memory>

namespace hydro {
namespace {

using test::kRho;
using test::mentions;

constexpr double kLength = 4.0, kBeam = 2.0, kHeight = 1.0, kWall = 0.1;
constexpr double kHollow = (kLength - 2 * kWall) * (kBeam - 2 * kWall) * (kHeight - kWall);
constexpr double kOpening = (kLength - 2 * kWall) * (kBeam - 2 * kWall);
constexpr double kShell = kLength * kBeam * kHeight - kHollow;

/// The open box (HullShapes.h), as a game's open boat modelled with thickness is: a closed solid
/// whose hollow is outside it.
MeshArrays openBox(double length = kLength, double beam = kBeam, double height = kHeight, double wall = kWall,
                   double sternHeight = kHeight) {
    return makeOpenBox(length, beam, height, wall, sternHeight);
}

std::shared_ptr<const HullMesh> hullOf(const MeshArrays& mesh) { return std::make_shared<const HullMesh>(HullMesh::fromArrays(mesh)); }

// How close the lid comes under the rim's lowest point, m: the search halves a 6.25 cm cell ten
// times (0.06 mm), and corners within 1e-5 of the grid's 4.9 m diagonal count as on the lid's
// plane (0.05 mm; HullWells.cpp's kOnThePlane).
constexpr double kRimTolerance = 0.0625 / 1024 + 1e-5 * 4.9;

/// The one well `closed` found, its lid just under `rim`, none left open; null, with the test
/// failed, if it found another number.
const HullWell* oneWellUnder(const ClosedWells& closed, double rim) {
    EXPECT_EQ(closed.wells.size(), 1u);
    EXPECT_TRUE(closed.leftOpen.empty()) << closed.leftOpen.front();
    if (closed.wells.size() != 1) return nullptr;
    const HullWell& well = closed.wells.front();
    EXPECT_LE(well.rimHeight, rim);
    EXPECT_GT(well.rimHeight, rim - kRimTolerance);
    return &well;
}

TEST(HullWells, AnOpenBoxIsClosedAtItsRimWithItsHollowAsAWell) {
    const MeshArrays box = openBox();
    // As it was, the kernel floods the hollow: the solid is the shell only.
    // (Its 0.1 m walls are floats: 1.5e-9 m off, which moves a volume of 8 m^3 by 1e-7 of it.)
    EXPECT_NEAR(HullMesh::fromArrays(box).volume(), kShell, 1e-6 * kShell);
    const ClosedWells closed = closeWells(box);
    // The rim is flat at H: the lid lies just under it.
    const HullWell* found = oneWellUnder(closed, kHeight);
    ASSERT_NE(found, nullptr);
    const HullWell& well = *found;
    const double below = kHeight - well.rimHeight;  // the sliver between lid and rim
    EXPECT_NEAR(well.volume, kHollow - below * kOpening, 1e-5 * kHollow);  // float coordinates
    EXPECT_NEAR(well.lidArea, kOpening, 1e-5 * kOpening);
    EXPECT_NEAR(well.lidCentre.x, 0.0, 1e-6);
    EXPECT_NEAR(well.lidCentre.y, well.rimHeight, 1e-6);
    EXPECT_NEAR(well.lidCentre.z, 0.0, 1e-6);
    // The hull closed at the sheer: the box's whole volume but the sliver; the lid is its caps.
    const auto hull = hullOf(closed.hull);
    EXPECT_NEAR(hull->volume(), kLength * kBeam * kHeight - below * kOpening, 1e-5 * kShell);
    EXPECT_GT(closed.hull.capTriangles, 0u);
    EXPECT_EQ(closed.hull.openingRim.size() % 2, 0u);
    EXPECT_GT(closed.hull.openingRim.size(), 0u);
    // The well is a compartment inside the hull.
    const Compartment compartment = Compartment::create("well", hullOf(well.compartment), 1.0);
    const Status inside = checkCompartments(*hull, {compartment});
    EXPECT_TRUE(inside) << inside.error().message();
}

TEST(HullWells, AThinShellWithASheerRisingForwardIsClosedWhereItsRimIsLowest) {
    // Walls and floor 1 cm thick, a sixth of the search's 6.25 cm cells; the sheer 0.8 m at the
    // stern rising to 1 m at the bow. Water first comes over where the rim's inner edge is lowest,
    // a wall's thickness forward of the stern: 0.8 + 0.2 t / L. Below that the hollow is a box.
    constexpr double wall = 0.01, stern = 0.8;
    const ClosedWells closed = closeWells(openBox(kLength, kBeam, kHeight, wall, stern));
    const HullWell* found = oneWellUnder(closed, stern + (kHeight - stern) * wall / kLength);
    ASSERT_NE(found, nullptr);
    const HullWell& well = *found;
    const double opening = (kLength - 2 * wall) * (kBeam - 2 * wall);
    EXPECT_NEAR(well.volume, opening * (well.rimHeight - wall), 1e-5 * opening);
    EXPECT_NEAR(well.lidArea, opening, 1e-5 * opening);
    // The hull holds the rest of the hollow's side above the lid: the shell and the lid's box.
    const auto hull = hullOf(closed.hull);
    const Compartment compartment = Compartment::create("well", hullOf(well.compartment), 1.0);
    const Status inside = checkCompartments(*hull, {compartment});
    EXPECT_TRUE(inside) << inside.error().message();
}

/// A tray whose hollow is a U seen from above (a well round three sides of a deckhouse, a
/// catamaran's cockpit between its hulls): the U of 3 x 3 m with a notch 1 m wide and 2 m deep,
/// walls and floor `wall` thick, `height` high. Its bottom and floor are the grid's cells, so
/// its straight sides run through grid points: corners of no turn on the rim, which a lid must
/// keep as corners (each rim edge meets one of the lid's) and an ear must not be cut across.
MeshArrays uShapedTray(double wall, double height) {
    const double t = wall;
    // Grid lines across (x) and along (z) of the outside and of the hollow; the notch is the cell
    // between the middle two lines across and the last two along, open at z = 3: a U.
    const std::array<double, 4> outX{0.0, 1.0, 2.0, 3.0}, inX{t, 1.0 - t, 2.0 + t, 3.0 - t};
    const std::array<double, 3> outZ{0.0, 1.0, 3.0}, inZ{t, 1.0 - t, 3.0 - t};
    // The boundary in grid indices (column, row), counter-clockwise seen from above (z, x): the
    // same walk for both, so the rim's ring joins corner i outside to corner i inside.
    const std::array<std::array<int, 2>, 12> ring{{{0, 0}, {0, 1}, {0, 2}, {1, 2}, {1, 1}, {2, 1},
                                                    {2, 2}, {3, 2}, {3, 1}, {3, 0}, {2, 0}, {1, 0}}};
    MeshArrays mesh;
    auto vertex = [&](double x, double y, double z) {
        mesh.xyz.insert(mesh.xyz.end(), {float(x), float(y), float(z)});
        return std::uint32_t(mesh.xyz.size() / 3 - 1);
    };
    auto face = [&](std::uint32_t a, std::uint32_t b, std::uint32_t c) { mesh.indices.insert(mesh.indices.end(), {a, b, c}); };
    // Grid vertices of the bottom (y = 0), the floor (y = t), and the ring at the top (y = height).
    std::array<std::array<std::uint32_t, 3>, 4> bottom{}, floor{};
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 3; ++j) {
            bottom[std::size_t(i)][std::size_t(j)] = vertex(outX[std::size_t(i)], 0.0, outZ[std::size_t(j)]);
            floor[std::size_t(i)][std::size_t(j)] = vertex(inX[std::size_t(i)], t, inZ[std::size_t(j)]);
        }
    std::array<std::uint32_t, 12> topOut{}, topIn{};
    for (std::size_t k = 0; k < ring.size(); ++k) {
        const auto [i, j] = ring[k];
        topOut[k] = vertex(outX[std::size_t(i)], height, outZ[std::size_t(j)]);
        topIn[k] = vertex(inX[std::size_t(i)], height, inZ[std::size_t(j)]);
    }
    // The cells but the notch's: the bottom facing down, the floor up (x is across, z along; seen
    // from above with (z, x) as plane axes, counter-clockwise faces up).
    for (std::size_t i = 0; i < 3; ++i)
        for (std::size_t j = 0; j < 2; ++j) {
            if (i == 1 && j == 1) continue;
            face(bottom[i][j], bottom[i + 1][j], bottom[i + 1][j + 1]), face(bottom[i][j], bottom[i + 1][j + 1], bottom[i][j + 1]);
            face(floor[i][j], floor[i][j + 1], floor[i + 1][j + 1]), face(floor[i][j], floor[i + 1][j + 1], floor[i + 1][j]);
        }
    for (std::size_t k = 0; k < ring.size(); ++k) {
        const std::size_t n = (k + 1) % ring.size();
        const auto [i0, j0] = ring[k];
        const auto [i1, j1] = ring[n];
        const std::uint32_t b0 = bottom[std::size_t(i0)][std::size_t(j0)], b1 = bottom[std::size_t(i1)][std::size_t(j1)];
        const std::uint32_t f0 = floor[std::size_t(i0)][std::size_t(j0)], f1 = floor[std::size_t(i1)][std::size_t(j1)];
        face(b0, b1, topOut[n]), face(b0, topOut[n], topOut[k]);                    // outside wall, facing out
        face(topOut[k], topOut[n], topIn[n]), face(topOut[k], topIn[n], topIn[k]);  // the rim's top, up
        face(topIn[k], topIn[n], f1), face(topIn[k], f1, f0);                       // the hollow's wall, into it
    }
    return mesh;
}

TEST(HullWells, AWellRoundThreeSidesOfADeckhouseIsClosedByALidThatCoversItOnce) {
    // A lid fanned from its rim's mean point overlapped itself over a U (the fan's triangles from
    // the notch's side turn back over it): faces lying on one another, which the panel method
    // cannot take (docs/added_mass.md §9). Ear clipping covers it once, but left each rim corner
    // of no turn off, and the well open. The lid now covers the opening once (its triangles' areas
    // add up unsigned as signed), every rim vertex is its corner (the hull is closed), and the
    // well is the hollow under it.
    constexpr double wall = 0.1, height = 1.0;
    const MeshArrays tray = uShapedTray(wall, height);
    const HullMesh open = HullMesh::fromArrays(tray);
    const double opening = (3.0 - 2 * wall) * (3.0 - 2 * wall) - (1.0 + 2 * wall) * 2.0;
    const double outside = 9.0 - 2.0;
    EXPECT_NEAR(open.volume(), outside * height - opening * (height - wall), 1e-6 * outside * height);
    const ClosedWells closed = closeWells(tray);
    const HullWell* found = oneWellUnder(closed, height);
    ASSERT_NE(found, nullptr);
    const HullWell& well = *found;
    EXPECT_NEAR(well.lidArea, opening, 1e-5 * opening);
    EXPECT_NEAR(well.volume, opening * (well.rimHeight - wall), 1e-5 * opening);
    // The lid is the closed hull's caps, the last capTriangles: their areas seen from above.
    double signedArea = 0.0, unsignedArea = 0.0;
    const std::size_t triangles = closed.hull.triangleCount();
    ASSERT_GT(closed.hull.capTriangles, 0u);
    for (std::size_t c = triangles - closed.hull.capTriangles; c < triangles; ++c) {
        std::array<std::array<double, 3>, 3> p{};
        for (std::size_t k = 0; k < 3; ++k)
            for (std::size_t axis = 0; axis < 3; ++axis)
                p[k][axis] = double(closed.hull.xyz[3 * closed.hull.indices[3 * c + k] + axis]);
        const double area = 0.5 * ((p[1][2] - p[0][2]) * (p[2][0] - p[0][0]) - (p[1][0] - p[0][0]) * (p[2][2] - p[0][2]));
        signedArea += area;
        unsignedArea += std::abs(area);
    }
    EXPECT_NEAR(signedArea, opening, 1e-5 * opening);
    EXPECT_NEAR(unsignedArea, signedArea, 1e-9 * opening);
    const auto hull = hullOf(closed.hull);  // refuses an open edge, which a corner left off makes
    EXPECT_NEAR(hull->volume(), outside * height - opening * (height - well.rimHeight), 1e-5 * outside * height);
    const Status inside = checkCompartments(*hull, {Compartment::create("well", hullOf(well.compartment), 1.0)});
    EXPECT_TRUE(inside) << inside.error().message();
}

TEST(HullWells, ATenthAndTenTimesTheSizeCloseAlike) {
    // The search's grid and the rim's tolerances are shares of the hull's size: at a tenth and ten
    // times the size the well is the same, its volume in lambda^3 and its rim in lambda.
    const ClosedWells unit = closeWells(openBox());
    ASSERT_EQ(unit.wells.size(), 1u);
    for (const double lambda : {0.1, 10.0}) {
        const ClosedWells scaled =
            closeWells(openBox(lambda * kLength, lambda * kBeam, lambda * kHeight, lambda * kWall, lambda * kHeight));
        ASSERT_EQ(scaled.wells.size(), 1u) << lambda;
        const HullWell& w = scaled.wells.front();
        // Float coordinates at each scale: their rounding, 1e-7 of the size, reaches the volume at
        // 3e-7 of it; allowed 1e-5 as above, and the rim its tolerance scaled.
        EXPECT_NEAR(w.volume / (lambda * lambda * lambda), unit.wells.front().volume, 1e-5 * kHollow) << lambda;
        EXPECT_NEAR(w.rimHeight / lambda, unit.wells.front().rimHeight, kRimTolerance) << lambda;
        EXPECT_NEAR(w.lidArea / (lambda * lambda), unit.wells.front().lidArea, 1e-5 * kOpening) << lambda;
    }
}

TEST(HullWells, TheOpenBoxFloatsAtItsDraftAndSwampedFloatsAwashOrSinksByItsMaterial) {
    const ClosedWells closed = closeWells(openBox());
    ASSERT_EQ(closed.wells.size(), 1u);
    const auto hull = hullOf(closed.hull);
    const Compartment well = Compartment::create("well", hullOf(closed.wells.front().compartment), 1.0);
    const Vec3 centre{0.0, 0.3, 0.0};  // low, so that it floats upright: only heave is compared
    // Loaded to half its freeboard: T = m / (rho L B), the whole box's waterplane (the lid's
    // included). The equilibrium's own tolerance is a micrometre's order; allowed 1e-5 m.
    const double mass = kRho * kLength * kBeam * 0.5;
    const FloatingEquilibrium upright = HydrostaticAnalysis(*hull, mass, centre).equilibrium();
    ASSERT_TRUE(upright.floats);
    EXPECT_NEAR(upright.draft, 0.5, 1e-5);
    // Loaded past its freeboard (heavier than the water the box displaces to its rim), it goes down
    // until the sea comes over the rim: intact, nothing floats it.
    EXPECT_FALSE(HydrostaticAnalysis(*hull, 1.01 * kRho * hull->volume(), centre).floats());
    // Swamped (the well open to the sea), a wooden shell floats awash on the shell alone: under
    // the floor's top (t) the box displaces L B y; above it only its walls, (L B - opening) per metre.
    for (const double density : {500.0, 7850.0}) {
        const double shellMass = density * kShell;
        const Result<HydrostaticAnalysis> swamped = HydrostaticAnalysis(*hull, shellMass, centre).tryDamaged({well});
        const double displaced = shellMass / kRho;
        if (density < kRho) {
            ASSERT_TRUE(swamped) << swamped.error().message();
            const double draft = displaced <= kLength * kBeam * kWall
                                     ? displaced / (kLength * kBeam)
                                     : kWall + (displaced - kLength * kBeam * kWall) / (kLength * kBeam - kOpening);
            const FloatingEquilibrium awash = swamped.value().equilibrium();
            ASSERT_TRUE(awash.floats);
            EXPECT_NEAR(awash.draft, draft, 1e-4) << density;  // the lid's sliver, 0.06 mm, is the well's
        } else {
            // Steel: heavier than the water its shell displaces. The damaged analysis says it sinks.
            EXPECT_TRUE(!swamped || !swamped.value().floats()) << density;
        }
    }
}

TEST(HullWells, WaterOverTheRimSwampsTheWellAndAPumpBailsIt) {
    const ClosedWells closed = closeWells(openBox());
    ASSERT_EQ(closed.wells.size(), 1u);
    const HullWell& w = closed.wells.front();
    Flooding flooding;
    const int well = flooding.addCompartment(Compartment::create("well", hullOf(w.compartment), 1.0));
    const Opening opening = rimOpening(w, well, "rim");
    EXPECT_EQ(opening.from, Opening::kSea);
    EXPECT_EQ(opening.point, w.lidCentre);
    ASSERT_TRUE(flooding.tryAddOpening(opening));
    const FlatWater sea(0.0);
    const WaterProperties water;
    // Floating with 5 cm of freeboard: nothing comes in.
    BodyState pose;
    pose.centreOfMass = {0.0, -(w.rimHeight - 0.05), 0.0};  // the hull origin there: centreOfMassInHull is 0
    for (int step = 0; step < 100; ++step) ASSERT_TRUE(flooding.step(pose, sea, water, 0.01));
    EXPECT_EQ(flooding.water(well).volume, 0.0);
    // Pushed 5 cm under the rim: the well fills to the sea's level within a few seconds (a 6.8 m^2
    // opening under 5 cm of head passes about 4 m^3/s), and stays there.
    pose.centreOfMass.y = -(w.rimHeight + 0.05);
    for (int step = 0; step < 1000; ++step) ASSERT_TRUE(flooding.step(pose, sea, water, 0.01));
    EXPECT_NEAR(flooding.water(well).volume, w.volume, 1e-3 * w.volume);
    // Back up with its freeboard, a pump bails it: 0.1 m^3/s empties it in the time it says.
    pose.centreOfMass.y = -(w.rimHeight - 0.05);
    ASSERT_TRUE(flooding.trySetPumpRate(well, -0.1));
    const double seconds = w.volume / 0.1;
    for (int step = 0; step < int(seconds / 0.01) + 10; ++step) ASSERT_TRUE(flooding.step(pose, sea, water, 0.01));
    EXPECT_EQ(flooding.water(well).volume, 0.0);
}

TEST(HullWells, AClosedHullHasNoneAndASmallHollowIsLeftOpenSayingSo) {
    // A plain box: nothing to close, the mesh unchanged.
    const MeshArrays box = makeBox({2.0, 0.5, 1.0});
    const ClosedWells plain = closeWells(box);
    EXPECT_TRUE(plain.wells.empty());
    EXPECT_TRUE(plain.leftOpen.empty());
    EXPECT_EQ(plain.hull.xyz, box.xyz);
    EXPECT_EQ(plain.hull.indices, box.indices);
    // The open box, asked to close only hollows of 90 % of the hull closed over them (its own is 68
    // % of its 8 m^3): left open, and the note says why.
    HullWellOptions large;
    large.minVolumeShare = 0.9;
    const ClosedWells left = closeWells(openBox(), large);
    EXPECT_TRUE(left.wells.empty());
    ASSERT_EQ(left.leftOpen.size(), 1u);
    EXPECT_TRUE(mentions(left.leftOpen.front(), "minVolumeShare")) << left.leftOpen.front();
    EXPECT_THROW((void)closeWells(box, HullWellOptions{8, 0.02, 8}), std::invalid_argument);
    // The open box's own sizes are checked, each refusal naming what is wrong.
    EXPECT_TRUE(mentions(tryMakeOpenBox(4.0, 2.0, 1.0, 1.0, 1.0).error().message(), "leave no hollow"));
    EXPECT_TRUE(mentions(tryMakeOpenBox(4.0, 2.0, 1.0, 0.1, 1.5).error().message(), "at most the bow's"));
    EXPECT_TRUE(mentions(tryMakeOpenBox(4.0, 2.0, -1.0, 0.1, 1.0).error().message(), "finite and positive"));
}

} // namespace
} // namespace hydro
