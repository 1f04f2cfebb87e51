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

#include <cstdio>
#include <memory>

namespace hydro::test {
namespace {

class GameShipHandling : public ::testing::TestWithParam<GameShip> {};
INSTANTIATE_TEST_SUITE_P(GameShips, GameShipHandling, ::testing::ValuesIn(gameShips()),
                         [](const auto& param) { return param.param.file.substr(0, param.param.file.find('.')); });

TEST_P(GameShipHandling, SizedSteeringMeetsIMOsCriteriaAsTheSizingFoundThem) {
    // Measured, the sizing's figure then Bullet's: the approach within 0.2 %, the steady turn within
    // 0.2 % (2.30 L on the Dutch ship to 4.00 L on the yacht), the overshoot 7.41 and 8.24 degrees
    // on the Dutch ship, 7.48 and 7.74 on the tugboat, 2.68 and 2.67 on the yacht, 7.40 and 7.58 on
    // the military boat, 6.90 and 6.82 on the pilot boat, 7.33 and 7.42 on the cruise ship, their
    // rudders grown 1.3 to 2.8 times DNV's area; Bullet's advances 2.0 to 3.9 L, tactical diameters
    // 2.3 to 4.2 L (IMO: under 4.5 L and 5 L, and the overshoot under 10 degrees).
    // The approach and the steady turn within 1 % (the same forces, stepped alike to a steady
    // state); the zig-zag's overshoot within 15 %, a transient that hangs on the rudder's timing,
    // which Bullet's substeps and the sizing's steps meet differently, with the added mass held at
    // the rest's where the action's table moves with the immersion.
    const GameShip& ship = GetParam();
    const PreparedHull prepared = prepareHull(gameShipPath(ship), shipOptions(ship));
    const double mass = kShipDensity * prepared.hull.volume();
    const Vec3 centreOfGravity = shipCentreOfGravity(ship, prepared);
    const SizedSteering sized = sizeSteering(prepared.hull, mass, centreOfGravity, WaterProperties{});
    const Boat boat{std::make_shared<const HullMesh>(prepared.hull), mass, sized.rudders, sized.screws, centreOfGravity};
    const Handling h = handling(ForceModel{}, boat, sized, ship.file.c_str());
    std::printf("%s: grown %.2f times; the sizing's approach %.3f m/s, steady turn %.3f L, overshoot %.2f degrees; simulated "
                "%.3f m/s, %.3f L, %.2f degrees\n",
                ship.file.c_str(), sized.rudderGrowth, sized.approachSpeed, sized.steadyTurnDiameter / sized.length,
                sized.zigZagOvershoot / kDegree, h.turn.speed, h.turn.steadyDiameter / sized.length, h.zigZag.overshoot / kDegree);
    expectIMOsCriteria(h, sized.length);
    EXPECT_NEAR(sized.approachSpeed, h.turn.speed, 0.01 * h.turn.speed);
    EXPECT_NEAR(sized.steadyTurnDiameter, h.turn.steadyDiameter, 0.01 * h.turn.steadyDiameter);
    EXPECT_NEAR(sized.zigZagOvershoot, h.zigZag.overshoot, 0.15 * h.zigZag.overshoot);
}

} // namespace
} // namespace hydro::test
