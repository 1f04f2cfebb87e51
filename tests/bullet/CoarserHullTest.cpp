// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// Issue 48 §3: a boat evaluated at the level of detail docs/bullet.md §7 recommends for "far" (the
// coarser of the two hulls the preparation's chain makes, a quarter of its triangles, once every
// LevelOfDetail::farEvaluationInterval substeps: once per frame) moves within 5 % of its full
// evaluation's heave, roll and pitch ranges over 60 s of the storm; so does the game ship of the
// tree that the hold moved most, at the far level recommended for a game's own boat (its full hull
// once per frame). And a coarser hull that would
// give a body other metacentric heights is refused (FloatingBody::trySetCoarserHulls), on the
// third-party game ships of the tree as the preparation makes their levels.

#include "BulletWorldSupport.h"
#include "GameShips.h"
#include "HydroTestSupport.h"

#include "hydro/OceanSpectrumWaves.h"
#include "hydro/Hydrostatics.h"
#include "hydro/bullet/BulletAttitude.h"
#include "hydro/bullet/LevelOfDetail.h"
#include "hydro/prepare/HullPreparation.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

namespace hydro {
namespace {

using namespace hydro::test;

/// The demo's storm (assets/scenarios/storm.json): WMO sea state 7 on a 64-node tile, seed 3.
std::shared_ptr<const WaterSurface> storm() {
    OceanSettings settings;
    settings.resolution = 64;
    settings.seed = 3;
    return std::make_shared<OceanSpectrumWaves>(OceanSpectrum::forSeaState(SeaState::High), settings);
}

struct Ranges {
    double heave = 0.0, roll = 0.0, pitch = 0.0;  // m, rad, rad: largest minus smallest
};

/// The level of detail's "far" for every body of `scene`: the focus a kilometre away.
void farFromTheFocus(FloatingScene& scene) {
    LevelOfDetail lod;  // the far interval as LevelOfDetail gives it
    lod.enabled = true;
    lod.focus = {1000.0, 0.0, 0.0};
    lod.fullDetailRadius = 100.0;
    lod.farRadius = 200.0;
    scene.action().setLevelOfDetail(lod);
}

/// The ranges `body` moves over in 60 s of `scene`'s storm in 1/60 s frames of four substeps, after
/// 5 s settling into it.
Ranges rangesInTheStorm(FloatingScene& scene, HullRigidBody& body) {
    for (int f = 0; f < 5 * 60; ++f) scene.frame();
    double lowest = 1e9, highest = -1e9;
    double rollMin = 1e9, rollMax = -1e9, pitchMin = 1e9, pitchMax = -1e9;
    for (int f = 0; f < 60 * 60; ++f) {
        scene.frame();
        const double y = double(body.body().getCenterOfMassPosition().y());
        const Attitude attitude = attitudeOf(body);
        lowest = std::min(lowest, y), highest = std::max(highest, y);
        rollMin = std::min(rollMin, attitude.roll), rollMax = std::max(rollMax, attitude.roll);
        pitchMin = std::min(pitchMin, attitude.pitch), pitchMax = std::max(pitchMax, attitude.pitch);
    }
    EXPECT_EQ(scene.action().invalidStateCount(), 0u);
    return {highest - lowest, rollMax - rollMin, pitchMax - pitchMin};
}

/// The storm's trawler (the 10 m boat at 14 t, displacementBoat); with `far`, on its levels at the
/// far level.
Ranges trawlerInTheStorm(const PreparedHull& prepared, bool far) {
    FloatingScene scene(storm());
    const auto hull = std::make_shared<const HullMesh>(prepared.hull);
    HullRigidBody& trawler = scene.add(hull, hull->massPropertiesForMass(14000.0),
                                       btTransform(btQuaternion::getIdentity(), btVector3(0, 0, 0)),
                                       ForceModel::displacementBoat());
    if (far) {
        std::vector<std::shared_ptr<const HullMesh>> coarser;
        for (const PreparedLevel& level : prepared.levels) coarser.push_back(std::make_shared<const HullMesh>(level.hull));
        scene.action().body(&trawler.body())->setCoarserHulls(std::move(coarser));
        farFromTheFocus(scene);
    }
    const Ranges ranges = rangesInTheStorm(scene, trawler);
    if (far) {
        EXPECT_EQ(scene.action().body(&trawler.body())->detailLevel(), int(prepared.levels.size()));
    }
    return ranges;
}

TEST(CoarserHulls, ATrawlerAtTheFarLevelMovesWithinFivePercentOfItsFullEvaluationInTheStorm) {
    HullPreparationOptions options;
    options.simplify = false;          // the packaged hull as it is: 1,416 triangles
    options.origin = HullOrigin::File;  // its own coordinates
    options.detailLevels = 2;          // 708 and 354 triangles
    const PreparedHull prepared = prepareHull(std::string(HYDRO_ASSETS_DIR) + "/hulls/displacement_boat.obj", options);
    ASSERT_EQ(prepared.levels.size(), 2u) << prepared.report.levelsNote;
    const Ranges full = trawlerInTheStorm(prepared, false);
    const Ranges far = trawlerInTheStorm(prepared, true);
    // Issue 48 §3's bound. Measured: heave -0.1 %, roll -2.8 %, pitch +0.1 % (before the held
    // evaluation was centred in its substeps, 0.0, 3.0 and 0.1 %; 4.0 % of roll with
    // displacementBoat()'s drag at falloff 1; the coarser hull is what moves the roll: evaluated
    // once per frame on the full hull it was within 0.3 %).
    constexpr double kWithin = 0.05;
    EXPECT_NEAR(far.heave, full.heave, kWithin * full.heave);
    EXPECT_NEAR(far.roll, full.roll, kWithin * full.roll);
    EXPECT_NEAR(far.pitch, full.pitch, kWithin * full.pitch);
    const PreparedLevel& coarsest = prepared.levels.back();
    std::printf("heave %.3f / %.3f m, roll %.2f / %.2f deg, pitch %.2f / %.2f deg (far / full); %zu of %zu triangles, "
                "volume %+.2f %%%s\n",
                far.heave, full.heave, far.roll / kDegree, full.roll / kDegree, far.pitch / kDegree, full.pitch / kDegree,
                coarsest.hull.triangleCount(), prepared.hull.triangleCount(), 100.0 * coarsest.volumeChange,
                prepared.report.levelsNote.empty() ? "" : ("; " + prepared.report.levelsNote).c_str());
}

/// A game ship's loading as GameShips.h gives it: kShipDensity, its centre of gravity, the radii of
/// gyration of its solid.
MassProperties loadingOf(const GameShip& ship, const PreparedHull& prepared) {
    const double mass = kShipDensity * prepared.hull.volume();
    return massFromRadiiOfGyration(mass, shipCentreOfGravity(ship, prepared),
                                   radiiOfGyration(prepared.hull.massPropertiesForMass(mass)));
}

/// A game ship at its loading, on its full hull under the default ForceModel; with `far`, at the far
/// level without coarser hulls (docs/bullet.md §7's recommendation for a game's own boat).
Ranges shipInTheStorm(const GameShip& ship, const PreparedHull& prepared, bool far) {
    FloatingScene scene(storm());
    HullRigidBody& boat = scene.add(std::make_shared<const HullMesh>(prepared.hull), loadingOf(ship, prepared),
                                    btTransform(btQuaternion::getIdentity(), btVector3(0, 0, 0)), ForceModel{});
    if (far) farFromTheFocus(scene);
    return rangesInTheStorm(scene, boat);
}

TEST(FarInterval, TheTugboatEvaluatedOncePerFrameMovesWithinFivePercentOfEverySubstepInTheStorm) {
    // Issue 48 §3 on a game's own boat at the far level docs/bullet.md §7 recommends for it: its full
    // hull once per frame of four substeps. The 4.5 m tugboat is the ship whose roll the hold moved
    // most when the held evaluation was taken where the body was at the first of its substeps, in
    // float and double Bullet alike: +7.0 %, as the lag of a zero-order hold, in proportion to it
    // ((n - 1) / 2 substeps; every other substep +2.1 %). Taken where it will be at their middle,
    // measured (2026-12-01): roll +0.9 %, heave -0.1 %, pitch -0.2 %, with float and with double
    // Bullet. (The military boat as prepared without wrapping, whose added mass the action now
    // refuses, grew more, +10.8 % with float Bullet, and centred was -3.8 %; but with double Bullet
    // its range evaluated every substep was 17.8 degrees where float gave 9.96, and once per frame
    // +13.4 %: the two builds gave it different added mass tables, which its panels did not
    // determine, docs/bullet.md §7.)
    constexpr double kWithin = 0.05;  // issue 48 §3's bound
    const auto& ships = gameShips();
    const auto tugboat = std::find_if(ships.begin(), ships.end(), [](const GameShip& s) { return s.file == "tugboat.glb"; });
    ASSERT_NE(tugboat, ships.end());
    const PreparedHull prepared = prepareHull(gameShipPath(*tugboat), shipOptions(*tugboat));
    const Ranges everySubstep = shipInTheStorm(*tugboat, prepared, false);
    const Ranges far = shipInTheStorm(*tugboat, prepared, true);
    EXPECT_NEAR(far.heave, everySubstep.heave, kWithin * everySubstep.heave);
    EXPECT_NEAR(far.roll, everySubstep.roll, kWithin * everySubstep.roll);
    EXPECT_NEAR(far.pitch, everySubstep.pitch, kWithin * everySubstep.pitch);
    std::printf("once per frame: heave %+.1f %%, roll %+.1f %%, pitch %+.1f %% of every substep's\n",
                100.0 * (far.heave / everySubstep.heave - 1.0), 100.0 * (far.roll / everySubstep.roll - 1.0),
                100.0 * (far.pitch / everySubstep.pitch - 1.0));
}

TEST(CoarserHulls, OnTheGameShipsALevelIsTakenIfItsMetacentricHeightsAreWithinThreePercentAndRefusedNamingThemIfNot) {
    // The reference: HydrostaticAnalysis at each ship's loading, each hull at its own equilibrium.
    // Measured (2026-12-02): the Dutch ship's levels give its transverse height +7.3 % and +9.4 %,
    // the yacht's -11 % and +44 % (of 2.3 cm), the cruise ship's +17 % and +42 %, the pilot boat's
    // -5.1 % and -5.4 % (its first -2.0 %, taken, while its well's lid was a fan: hull_preparation.md
    // §4), the tugboat's second its longitudinal height -4.0 %: refused; the tugboat's first within
    // 2.2 % and the military boat's one level (its second would lose 2.5 % of its volume,
    // hull_preparation.md §6) within 0.3 %, taken (2026-12-03; wrapped, its two levels had been
    // taken at -2.4 and -1.4 % across, as the tests floated it until then). Given them all, in the
    // storm (a throwaway variant of the trawler's test above), the cruise ship's roll range had been
    // 175 % more than its full hull's, the yacht's 34 % less.
    const double tolerance = FloatingBody::kMaxCoarserMetacentricHeightChange;
    int taken = 0, refused = 0;
    for (const GameShip& ship : gameShips()) {
        HullPreparationOptions options = shipOptions(ship);
        options.detailLevels = 2;
        const PreparedHull prepared = prepareHull(gameShipPath(ship), options);
        ASSERT_FALSE(prepared.levels.empty()) << ship.file << ": " << prepared.report.levelsNote;
        const MassProperties body = loadingOf(ship, prepared);
        auto heights = [&](const HullMesh& hull) {
            const HydrostaticAnalysis analysis(hull, body.mass, body.centroid);
            const HydrostaticParticulars at = analysis.particulars(analysis.equilibrium().pose);
            return std::pair{at.gmTransverse, at.gmLongitudinal};
        };
        const auto [fullAcross, fullAlong] = heights(prepared.hull);
        ASSERT_GT(fullAcross, 0.0) << ship.file;  // each floats upright at this loading (GameShips.h)
        FloatingScene scene(storm());
        HullRigidBody& boat = scene.add(std::make_shared<const HullMesh>(prepared.hull), body,
                                        btTransform(btQuaternion::getIdentity(), btVector3(0, 0, 0)), ForceModel{});
        FloatingBody& floating = *scene.action().body(&boat.body());
        for (const PreparedLevel& level : prepared.levels) {
            const auto [across, along] = heights(level.hull);
            const double acrossChange = across / fullAcross - 1.0, alongChange = along / fullAlong - 1.0;
            const Status set = floating.trySetCoarserHulls({std::make_shared<const HullMesh>(level.hull)});
            std::printf("%s: metacentric heights %+.1f %% across, %+.1f %% along: %s\n",
                        level.hull.sourceName().c_str(), 100.0 * acrossChange, 100.0 * alongChange,
                        set ? "taken" : "refused");
            if (std::abs(acrossChange) <= tolerance && std::abs(alongChange) <= tolerance) {
                EXPECT_TRUE(set) << set.error().message();
                EXPECT_EQ(floating.coarserHullCount(), 1u);
                ++taken;
            } else {
                ASSERT_FALSE(set) << level.hull.sourceName();
                const char* axis = std::abs(acrossChange) > tolerance ? "transverse" : "longitudinal";
                EXPECT_TRUE(mentions(set.error().message(), "coarser hull 1 ('" + level.hull.sourceName() +
                                                                "') gives this body a " + axis + " metacentric height"))
                    << set.error().message();
                EXPECT_EQ(floating.coarserHullCount(), 0u);  // a refused call changes nothing
                ++refused;
            }
            EXPECT_TRUE(floating.trySetCoarserHulls({}));
        }
    }
    // Neither verdict goes untested.
    EXPECT_GT(taken, 0);
    EXPECT_GT(refused, 0);
}

} // namespace
} // namespace hydro
