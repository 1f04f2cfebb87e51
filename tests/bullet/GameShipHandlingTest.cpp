// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// A game's boat is not ours (issue 45 §3): each third-party game ship in the tree, prepared as a
// newcomer would prepare it, with the rudder and screws sizeSteering gives it, meets IMO's
// manoeuvring criteria (MSC.137(76)) through the Bullet action under the default model, and the
// sizing's own trials (SteeringSizing.h) are the simulated ones.

#include "BulletWorldSupport.h"
#include "GameShips.h"
#include "HydroTestSupport.h"
#include "TrialsThroughBullet.h"

#include "hydro/AddedMass.h"
#include "hydro/FlatWater.h"
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
    // Measured (2026-12-03), the sizing's figure then Bullet's: the approach within 0.1 %, the
    // steady turn within 0.1 % (2.19 L on the pilot boat to 4.00 L on the yacht), the overshoot
    // 7.37 and 7.54 degrees on the Dutch ship, 3.66 and 3.77 on the tugboat, 1.15 and 1.25 on the
    // yacht, 3.31 and 3.38 on the military boat, 6.99 and 7.41 on the pilot boat, 6.70 and 6.63 on
    // the cruise ship, with DNV's area on four of them, the Dutch ship's grown 1.20 times and the
    // yacht's 3.51; Bullet's advances 2.1 to 3.2 L, tactical diameters 2.1 to 4.0 L (IMO: under
    // 4.5 L and 5 L, and the overshoot under 10 degrees).
    // The approach and the steady turn within 1 % (the same forces, stepped alike to a steady
    // state); the zig-zag's overshoot within 15 %, a transient that hangs on the rudder's timing,
    // which Bullet's substeps and the sizing's steps meet differently, with the added mass held at
    // the rest's where the action's table moves with the immersion. The heel within 1 % and 0.05
    // degrees: the sizing's trials leave out the body's own gyroscopic moment, which Bullet applies
    // (with Bullet's switched off, a throwaway run with the rolls sampled rather than averaged,
    // the Dutch ship's heel moved from 0.026 to 0.047 degrees and the cruise ship's from 3.348 to
    // 3.361), and hold the added mass at the rest's. Measured, Bullet's rolls averaged over 10 s
    // (TrialsThroughBullet.h): 0.030 both on the Dutch ship, 0.856 and 0.858 on the tugboat, 15.092
    // and 15.085 on the yacht, 0.191 and 0.190 on the military boat, 2.575 and 2.570 on the pilot
    // boat, 3.377 and 3.373 on the cruise ship: a twentieth of a degree is nothing sizing decides by
    // (IMO's stability code asks a passenger ship to heel under 10 degrees in its turns).
    const GameShip& ship = GetParam();
    const PreparedHull prepared = prepareHull(gameShipPath(ship), shipOptions(ship));
    const double mass = kShipDensity * prepared.hull.volume();
    const Vec3 centreOfGravity = shipCentreOfGravity(ship, prepared);
    const SizedSteering sized = sizeSteering(prepared.hull, mass, centreOfGravity, WaterProperties{});
    const Boat boat{std::make_shared<const HullMesh>(prepared.hull), mass, sized.rudders, sized.screws, centreOfGravity};
    // From the speed the sizing's trials start from (SteeringSizingOptions' design speed), as the
    // two are compared: from rest the military boat was still gathering way when Bullet's 600 s
    // ran out (TrialsThroughBullet.h's SteadyApproach).
    const double designSpeed = SteeringSizingOptions{}.designFroudeNumber * std::sqrt(WaterProperties{}.gravity * sized.length);
    const Handling h = handling(ForceModel{}, boat, sized, ship.file.c_str(), designSpeed);
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
    // (isCodeTurningHeel): measured 0.030 degrees on the Dutch ship (the code 0.108, with the force
    // on the lateral plane 0.056: its G is near half its draft), 0.86 on the tugboat (0.93, 0.84),
    // 15.1 on the yacht (19.1, 18.3: its G, the solid's, mast and all, leaves it 2 cm of
    // metacentric height), 0.190 on the military boat (0.289, 0.205), 2.57 on the pilot boat (2.82,
    // 2.29), 3.37 on the cruise ship (3.89, 3.57). While the water's angular impulse turned with
    // the heading heeled them too (AddedMassTable.h's TurningWater) they heeled 1.96, 1.19, 16.6,
    // 0.67, 4.00 and 6.37 degrees (the military boat as prepared, its surfaces inside the body then
    // solved for). Within 25 % of the code with the force on the lateral plane, and 0.05 degrees:
    // the code lumps the rudder's force with the hull's, where the model has it on the rudder, deep
    // and outward in the turn (on the yacht, whose rudder is 3.5 times DNV's, its roll moment was
    // 58 % of the hull's force's: a throwaway probe of the sizing's trials), and the turning
    // water's force at G; the Dutch ship's heel is hundredths of a degree.
    const double code = isCodeTurningHeel(boat, h.turn);
    const double onLateralPlane = isCodeTurningHeel(boat, h.turn, HeelingLever::LateralPlane);
    EXPECT_LT(h.turn.heel, code);
    EXPECT_NEAR(h.turn.heel, onLateralPlane, 0.25 * onLateralPlane + 0.05 * kDegree);
    EXPECT_GT(h.turn.heel, 0.0);
}

TEST(GameShipsThroughTheAction, AShipOfOverlappingPartsFloatsWithItsSurfacesInsideLeftOut) {
    // docs/added_mass.md §1: the military boat as prepared by default is 25 closed parts, some
    // inside others. The panel method took their surfaces inside the body for the water's boundary:
    // at four of its table's eight immersions its water had a negative kinetic energy, down to -28
    // times the largest, and at its draft its heave term ran from 3.7e4 to 1.0e5 kg over 300 to
    // 2,000 panels, so the action refused it until wrapped (measured 2026-12-01). Those surfaces
    // are now left out: the action takes it as prepared, and the panels determine its added mass.
    for (const GameShip& ship : gameShips()) {
        if (!ship.partsOverlap) continue;
        FloatingScene scene(std::make_shared<FlatWater>(0.0));
        const PreparedHull plain = prepareHull(gameShipPath(ship), shipOptions(ship));
        scene.bodies().push_back(std::make_unique<HullRigidBody>(std::make_shared<const HullMesh>(plain.hull),
                                                                 plain.hull.massPropertiesForDensity(kShipDensity),
                                                                 btTransform::getIdentity()));
        scene.bodies().back()->addToWorld(scene.world());
        const Result<FloatingBody*> floated = scene.action().tryAddBody(*scene.bodies().back());
        ASSERT_TRUE(floated) << refusalOf(floated);
        // Half its volume under water, surfaces inside the body are found (289 of its 604 m^2 of
        // wetted parts) and the panels determine its terms: heave, roll and pitch on 600 panels
        // within 0.4 % of 1,000 panels' (on 300 within 1.4 %, on 2,000 within 0.3 %; measured
        // 2026-12-02), where before they had swung by a factor of 2.7. 1.5 %: the measured 0.4 %
        // with room for another platform's rounding, a tenth of what a wrong surface moved them by.
        const WaterProperties water;
        const Vec3 centre = plain.hull.centroid();
        FloatingPose half;
        half.heave = solveHeave(plain.hull, 0.5 * water.density * plain.hull.volume(), centre, Mat3::identity(), water).heave;
        AddedMassOptions coarser, finer;
        coarser.maxPanels = 600;
        finer.maxPanels = 1000;
        const AddedMass coarse = addedMass(plain.hull, half, centre, water, FrequencyLimit::Infinite, coarser);
        const AddedMass fine = addedMass(plain.hull, half, centre, water, FrequencyLimit::Infinite, finer);
        EXPECT_GT(coarse.innerArea, 0.2 * (coarse.wettedArea + coarse.innerArea));
        constexpr double kDetermined = 0.015;
        for (int motion : {1, 3, 5})
            EXPECT_NEAR(coarse.matrix(motion, motion), fine.matrix(motion, motion), kDetermined * fine.matrix(motion, motion)) << motion;
        std::printf("%s as prepared: %.0f of %.0f m^2 left out half immersed; heave %.4g kg on 600 panels, %.4g on 1,000\n",
                    ship.file.c_str(), coarse.innerArea, coarse.wettedArea + coarse.innerArea, coarse.matrix(1, 1), fine.matrix(1, 1));
    }
}

} // namespace
} // namespace hydro::test
