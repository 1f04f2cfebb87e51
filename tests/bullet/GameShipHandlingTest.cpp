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
    // 0.1 % (2.28 L on the pilot boat to 4.00 L on the yacht), the overshoot 7.43 and 7.61 degrees
    // on the Dutch ship, 3.66 and 3.74 on the tugboat, 1.19 and 1.27 on the yacht, 3.46 and 3.55 on
    // the military boat, 6.71 and 7.07 on the pilot boat, 6.78 and 6.70 on the cruise ship, with
    // DNV's area on four of them, the Dutch ship's grown 1.19 times and the yacht's 3.95; Bullet's
    // advances 2.2 to 3.3 L, tactical diameters 2.2 to 4.0 L (IMO: under 4.5 L and 5 L, and the
    // overshoot under 10 degrees).
    // The approach, the steady turn and its heel within 1 % (the same forces, stepped alike to a
    // steady state; the heel measured within 0.5 %, 1.954 and 1.960 degrees on the Dutch ship to
    // 6.340 and 6.374 on the cruise ship); the zig-zag's overshoot within 15 %, a transient that
    // hangs on the rudder's timing, which Bullet's substeps and the sizing's steps meet
    // differently, with the added mass held at the rest's where the action's table moves with the
    // immersion.
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
    EXPECT_NEAR(sized.steadyTurnHeel, h.turn.heel, 0.01 * std::abs(h.turn.heel));
    EXPECT_NEAR(sized.zigZagOvershoot, h.zigZag.overshoot, 0.15 * h.zigZag.overshoot);
    // Each heels outward in its steady turn (its sway force on its lateral plane, under G):
    // measured 1.96 degrees on the Dutch ship (IMO's stability code, which puts that force at half
    // the draft, 0.11: its G is there), 1.19 on the tugboat (0.92), 16.6 on the yacht (18.8: its
    // G, the solid's, mast and all, leaves it 2 cm of metacentric height), 0.67 on the military boat
    // (0.25), 4.00 on the pilot boat (2.75), 6.37 on the cruise ship (3.87).
    EXPECT_GT(h.turn.heel, 0.0);
}

} // namespace
} // namespace hydro::test
