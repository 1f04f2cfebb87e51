// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// A game's boat is not ours (issue 45 §3): each third-party game ship in the tree, prepared as a
// newcomer would prepare it, with the rudder and screws sizeSteering gives it, meets IMO's
// manoeuvring criteria (MSC.137(76)) through the Bullet action under the default model, and the
// sizing's own trials (SteeringSizing.h) are the simulated ones.

#include "GameShips.h"
#include "TrialsThroughBullet.h"

#include "hydro/SteeringSizing.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <memory>

namespace hydro::test {
namespace {

class GameShipHandling : public ::testing::TestWithParam<GameShip> {};
INSTANTIATE_TEST_SUITE_P(GameShips, GameShipHandling, ::testing::ValuesIn(gameShips()),
                         [](const auto& param) { return param.param.file.substr(0, param.param.file.find('.')); });

TEST_P(GameShipHandling, SizedSteeringMeetsIMOsCriteriaAsTheSizingFoundThem) {
    // Measured, the sizing's figure then Bullet's: the approach within 0.5 %, the steady turn within
    // 0.1 % (2.24 L on the pilot boat to 4.00 L on the yacht), the overshoot 7.30 and 7.61 degrees
    // on the Dutch ship, 3.56 and 3.74 on the tugboat, 1.15 and 1.25 on the yacht, 3.48 and 3.56 on
    // the military boat, 6.69 and 7.03 on the pilot boat, 6.69 and 6.64 on the cruise ship, with
    // DNV's area on four of them, the Dutch ship's grown 1.21 times and the yacht's 3.51; Bullet's
    // advances 2.2 to 3.2 L, tactical diameters 2.1 to 4.0 L (IMO: under 4.5 L and 5 L, and the
    // overshoot under 10 degrees).
    // The approach and the steady turn within 1 % (the same forces, stepped alike to a steady
    // state); the zig-zag's overshoot within 15 %, a transient that hangs on the rudder's timing,
    // which Bullet's substeps and the sizing's steps meet differently, with the added mass held at
    // the rest's where the action's table moves with the immersion. The heel within 1 % and 0.05
    // degrees: the sizing's trials leave out the body's own gyroscopic moment, which Bullet applies
    // (with Bullet's switched off, a throwaway run, the Dutch ship's heel moved from 0.026 to 0.047
    // degrees and the cruise ship's from 3.348 to 3.361), and hold the added mass at the rest's.
    // Measured 0.071 and 0.026 degrees on the Dutch ship, 0.857 both on the tugboat, 15.086 and
    // 15.088 on the yacht, 0.190 and 0.188 on the military boat, 2.527 and 2.524 on the pilot boat,
    // 3.392 and 3.348 on the cruise ship: a twentieth of a degree is nothing sizing decides by
    // (IMO's stability code asks a passenger ship to heel under 10 degrees in its turns).
    const GameShip& ship = GetParam();
    const PreparedHull prepared = prepareHull(gameShipPath(ship), shipOptions(ship));
    const double mass = kShipDensity * prepared.hull.volume();
    const Vec3 centreOfGravity = shipCentreOfGravity(ship, prepared);
    const SizedSteering sized = sizeSteering(prepared.hull, mass, centreOfGravity, WaterProperties{});
    const Boat boat{std::make_shared<const HullMesh>(prepared.hull), mass, sized.rudders, sized.screws, centreOfGravity};
    const Handling h = handling(ForceModel{}, boat, sized, ship.file.c_str());
    std::printf("%s: grown %.2f times; the sizing's approach %.3f m/s, steady turn %.3f L, heel %.3f degrees, overshoot %.2f "
                "degrees; simulated %.3f m/s, %.3f L, %.3f degrees, %.2f degrees\n",
                ship.file.c_str(), sized.rudderGrowth, sized.approachSpeed, sized.steadyTurnDiameter / sized.length,
                sized.steadyTurnHeel / kDegree, sized.zigZagOvershoot / kDegree, h.turn.speed, h.turn.steadyDiameter / sized.length,
                h.turn.heel / kDegree, h.zigZag.overshoot / kDegree);
    expectIMOsCriteria(h, sized.length);
    EXPECT_NEAR(sized.approachSpeed, h.turn.speed, 0.01 * h.turn.speed);
    EXPECT_NEAR(sized.steadyTurnDiameter, h.turn.steadyDiameter, 0.01 * h.turn.steadyDiameter);
    EXPECT_NEAR(sized.steadyTurnHeel, h.turn.heel, 0.01 * std::abs(h.turn.heel) + 0.05 * kDegree);
    EXPECT_NEAR(sized.zigZagOvershoot, h.zigZag.overshoot, 0.15 * h.zigZag.overshoot);
    // Each heels outward in its steady turn (its sway force on its lateral plane, under G), less
    // than IMO's stability code, which puts that force at half the draft (the lateral plane's
    // centroid lies above it on all six), and as the code's moment with the force on that centroid
    // (isCodeTurningHeel): measured 0.026 degrees on the Dutch ship (the code 0.11, with the force
    // on the lateral plane 0.06: its G is near half its draft), 0.86 on the tugboat (0.92, 0.83),
    // 15.1 on the yacht (19.1, 18.3: its G, the solid's, mast and all, leaves it 2 cm of
    // metacentric height), 0.19 on the military boat (0.25, 0.18), 2.52 on the pilot boat (2.76,
    // 2.29), 3.35 on the cruise ship (3.89, 3.56). While the water's angular impulse turned with
    // the heading heeled them too (AddedMassTable.h's TurningWater) they heeled 1.96, 1.19, 16.6,
    // 0.67, 4.00 and 6.37 degrees. Within 25 % of the code with the force on the lateral plane, and
    // 0.05 degrees: the code lumps the rudder's force with the hull's, where the model has it on
    // the rudder, deep and outward in the turn (on the yacht, whose rudder is 3.5 times DNV's, its
    // roll moment was 58 % of the hull's force's: a throwaway probe of the sizing's trials), and the
    // turning water's force at G; the Dutch ship's heel is hundredths of a degree.
    const double code = isCodeTurningHeel(boat, h.turn);
    const double onLateralPlane = isCodeTurningHeel(boat, h.turn, HeelingLever::LateralPlane);
    EXPECT_LT(h.turn.heel, code);
    EXPECT_NEAR(h.turn.heel, onLateralPlane, 0.25 * onLateralPlane + 0.05 * kDegree);
    EXPECT_GT(h.turn.heel, 0.0);
}

} // namespace
} // namespace hydro::test
