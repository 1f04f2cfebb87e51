// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// Issue 46 §2 in a Bullet world: an open boat as a game models it (a solid shell round an open
// hollow, HullShapes.h's punt), prepared (the hollow closed at its rim and given back as a well,
// HullWells.h), floats dry at its draft, swamped floats awash on its wooden shell, and its pump
// bails it until it floats dry again.

#include "BulletWorldSupport.h"

#include "hydro/FlatWater.h"
#include "hydro/Flooding.h"
#include "hydro/HullShapes.h"
#include "hydro/prepare/HullPreparation.h"

#include <gtest/gtest.h>

#include <memory>

namespace hydro {
namespace {

using namespace hydro::test;

constexpr double kLength = 3.0, kBeam = 1.2, kWall = 0.03, kStern = 0.45, kBow = 0.5;
constexpr double kMass = 200.0;  ///< kg: a wooden punt and its oars

/// The punt as a game models it, prepared as prepare_hull would (its 68 triangles within any budget).
PreparedHull preparedPunt() {
    HullPreparationOptions options;
    options.simplify = false;
    return prepareHull(makeOpenBox(kLength, kBeam, kBow, kWall, kStern), "punt", options);
}

struct PuntInAWorld {
    PreparedHull prepared = preparedPunt();
    std::shared_ptr<const HullMesh> hull = std::make_shared<const HullMesh>(prepared.hull);
    FloatingScene scene{std::make_shared<FlatWater>(0.0)};
    HullRigidBody* punt = nullptr;
    int well = -1;

    PuntInAWorld() {
        // Its keel is the hull's origin (HullOrigin::Midships): placed at its dry draft.
        const double draft = kMass / (WaterProperties{}.density * kLength * kBeam);
        punt = &scene.add(hull, hull->massPropertiesForMass(kMass),
                          btTransform(btQuaternion::getIdentity(), btVector3(0, btScalar(-draft), 0)),
                          ForceModel::floatingCrate());
        EXPECT_EQ(prepared.wells.size(), 1u);
        const HullWell& w = prepared.wells.front();
        Flooding flooding;
        well = flooding.addCompartment(
            Compartment::create("well", std::make_shared<const HullMesh>(HullMesh::fromArrays(w.compartment)), 1.0));
        EXPECT_TRUE(flooding.tryAddOpening(rimOpening(w, well, "rim")));
        scene.action().body(&punt->body())->setFlooding(std::move(flooding));
    }
    void run(double seconds) {
        for (int frame = 0; frame < int(seconds * 60.0); ++frame) scene.frame();
    }
    Flooding& flooding() { return scene.action().body(&punt->body())->flooding(); }
    double keelDepth() const { return -double(punt->hullToWorld().getOrigin().y()); }
};

TEST(OpenBoatInAWorld, APuntFloatsDrySwampedFloatsAwashAndItsPumpBailsIt) {
    PuntInAWorld world;
    const double dryDraft = kMass / (WaterProperties{}.density * kLength * kBeam);
    world.run(10.0);
    // Dry: nothing comes over a rim 40 cm above the water, and it floats at m / (rho L B): the
    // body's drag brings it to rest; allowed 2 mm (measured to well under 1).
    EXPECT_EQ(world.flooding().water(world.well).volume, 0.0);
    EXPECT_NEAR(world.keelDepth(), dryDraft, 0.002);

    // Swamped: its well full, 1,444 kg of water in a 200 kg boat. It floats awash: the closed hull
    // holds it up with its rim near the sea (the shell, 0.3 m^3 of wood at 660 kg/m^3, floats
    // itself and the water that stands at the sea's level inside), neither dry nor sunk.
    const double capacity = world.flooding().compartment(world.well).capacity();
    ASSERT_TRUE(world.flooding().trySetWater(world.well, capacity));
    world.run(20.0);
    const double awash = world.keelDepth();
    std::printf("swamped: keel %.3f m deep, the rim %.3f m at the stern; %.3f of %.3f m^3 in the well\n", awash, kStern,
                world.flooding().water(world.well).volume, capacity);
    EXPECT_GT(awash, kStern - 0.05);   // the rim within 5 cm of the sea, or under it
    EXPECT_LT(awash, kBow + 0.05);     // but not sunk: the keel less than its height and 5 cm down
    EXPECT_GT(world.flooding().water(world.well).volume, 0.9 * capacity);

    // Bailed: a pump of 50 l/s (a motor pump; a bucket does a litre a second) empties it in the
    // 28 s its water takes, and it floats dry at its draft again. 60 s of pumping allowed.
    ASSERT_TRUE(world.flooding().trySetPumpRate(world.well, -0.05));
    world.run(60.0);
    EXPECT_LT(world.flooding().water(world.well).volume, 0.01 * capacity);
    EXPECT_NEAR(world.keelDepth(), dryDraft, 0.005);
}

} // namespace
} // namespace hydro
