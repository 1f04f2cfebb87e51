// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// Objects that clean up after themselves (issue 32 §4): a HullRigidBody takes itself out of its
// actions and of the world addToWorld put it in; a BuoyancyAction takes itself out of its world and
// gives its bodies back their gravity. The game may destroy them in any order before the world, and
// the world steps on between the deaths. Under AddressSanitizer (the sanitizer build) any read of a
// freed object is reported, so every order is tried, not only the likely ones.

#include "BulletWorldSupport.h"
#include "HydroTestSupport.h"

#include "hydro/AddedMassTable.h"
#include "hydro/FlatWater.h"
#include "hydro/HullShapes.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <memory>
#include <string>

namespace hydro {
namespace {

using namespace hydro::test;

btTransform at(double x, double y) {
    return btTransform(btQuaternion::getIdentity(), btVector3(btScalar(x), btScalar(y), 0));
}

std::shared_ptr<const HullMesh> bargeHull() {
    return std::make_shared<const HullMesh>(hullFrom(makeBox({1.0, 0.5, 0.5}), "barge.obj"));
}

/// The barge's added-mass table, made once for every order as a game makes it with its assets: each
/// action would otherwise make its own (50 ms here, minutes under qemu for the 120 orders), and what
/// this file tests is the objects' lifetimes, not the table.
std::shared_ptr<const AddedMassTable> bargeAddedMass() {
    static const std::shared_ptr<const AddedMassTable> table = [] {
        const auto hull = bargeHull();
        return std::make_shared<const AddedMassTable>(
            AddedMassTable::create(*hull, hull->massPropertiesForDensity(500.0).centroid, WaterProperties{}));
    }();
    return table;
}

/// What a game holds besides the world: the action, two boats (one on its own water), and its own
/// handles on the shared water and hull, which the action and the boats keep alive as long as they
/// use them.
struct GameObjects {
    std::shared_ptr<const HullMesh> hull;
    std::shared_ptr<const WaterSurface> water;
    std::unique_ptr<BuoyancyAction> action;
    std::unique_ptr<HullRigidBody> boat;
    std::unique_ptr<HullRigidBody> boatOnOwnWater;

    explicit GameObjects(btDynamicsWorld& world)
        : hull(bargeHull()),
          water(std::make_shared<FlatWater>(0.0)),
          action(std::make_unique<BuoyancyAction>(world, water)),
          boat(std::make_unique<HullRigidBody>(hull, hull->massPropertiesForDensity(500.0), at(0, 0.1))),
          boatOnOwnWater(std::make_unique<HullRigidBody>(hull, hull->massPropertiesForDensity(500.0), at(4, 0.1))) {
        boat->addToWorld(world);
        boatOnOwnWater->addToWorld(world);
        const Status tableMatches =
            action->tryUseAddedMassTable(hull, hull->massPropertiesForDensity(500.0).centroid, bargeAddedMass());
        EXPECT_TRUE(tableMatches) << tableMatches.error().message();
        action->addBody(*boat);
        action->addBody(*boatOnOwnWater, ForceModel{}, std::make_shared<FlatWater>(0.2));
    }

    void destroy(int which) {
        switch (which) {
        case 0: hull.reset(); break;
        case 1: water.reset(); break;
        case 2: action.reset(); break;
        case 3: boat.reset(); break;
        case 4: boatOnOwnWater.reset(); break;
        }
    }
    int boatsAlive() const { return int(bool(boat)) + int(bool(boatOnOwnWater)); }
};

TEST(Lifetime, TheWorldsObjectsMayBeDestroyedInEveryOrder) {
    std::array<int, 5> order{0, 1, 2, 3, 4};
    int orders = 0;
    do {
        const std::string name = "order " + std::to_string(order[0]) + std::to_string(order[1]) +
                                 std::to_string(order[2]) + std::to_string(order[3]) + std::to_string(order[4]);
        BareWorld world;
        GameObjects game(world.world);
        world.frame();
        for (int which : order) {
            game.destroy(which);
            world.frame();  // the world steps on between deaths: nothing freed may be reached
            // Bodies and actions leave the world as they die, and nothing else does.
            ASSERT_EQ(world.world.getNumCollisionObjects(), game.boatsAlive()) << name;
            ASSERT_EQ(world.actionCount(), game.action ? 1 : 0) << name;
            if (game.action) {
                ASSERT_EQ(game.action->bodyCount(), std::size_t(game.boatsAlive())) << name;
            } else if (game.boat) {  // a boat that outlived the action falls with Bullet's gravity again
                ASSERT_EQ(game.boat->body().getGravity(), world.world.getGravity()) << name;
            }
        }
        ++orders;
    } while (std::next_permutation(order.begin(), order.end()));
    EXPECT_EQ(orders, 120);
}

TEST(Lifetime, ABoatLeavesTheActionAndTheWorldWhenDestroyed) {
    BareWorld world;
    GameObjects game(world.world);
    const btRigidBody* address = &game.boat->body();
    world.frame();
    ASSERT_NE(game.action->body(address), nullptr);
    game.boat.reset();
    EXPECT_EQ(game.action->body(address), nullptr);  // forgotten, not skipped
    EXPECT_EQ(game.action->bodyCount(), 1u);
    EXPECT_EQ(world.world.getNumCollisionObjects(), 1);
    world.frame();
    EXPECT_EQ(game.action->skipCount(FloatingBody::Skip::NotInWorld), 0u);
}

TEST(Lifetime, ABoatTakenOutOfTheWorldByHandIsNotTakenOutTwice) {
    BareWorld world;
    GameObjects game(world.world);
    world.world.removeRigidBody(&game.boat->body());
    EXPECT_EQ(game.boat->world(), nullptr);
    world.world.addRigidBody(&game.boat->body());  // and put back by hand into the same world
    EXPECT_EQ(game.boat->world(), &world.world);
    game.boat.reset();
    EXPECT_EQ(world.world.getNumCollisionObjects(), 1);
    EXPECT_TRUE(game.boatOnOwnWater->removeFromWorld());
    EXPECT_FALSE(game.boatOnOwnWater->removeFromWorld());
    EXPECT_EQ(world.world.getNumCollisionObjects(), 0);
}

TEST(Lifetime, AddingToASecondWorldIsRefused) {
    BareWorld first, second;
    GameObjects game(first.world);
    const Status again = game.boat->tryAddToWorld(second.world);
    ASSERT_FALSE(again);
    EXPECT_TRUE(mentions(again.error().message(), "barge.obj")) << again.error().message();
    EXPECT_TRUE(mentions(again.error().message(), "already in a world")) << again.error().message();
    EXPECT_EQ(second.world.getNumCollisionObjects(), 0);
}

#if GTEST_HAS_DEATH_TEST && defined(HYDRO_DEATH_TESTS)  // not under an emulator (tests/CMakeLists.txt)
TEST(LifetimeDeathTest, ABoatDestroyedInAWorldItDoesNotKnowStopsWithTheReason) {
    // Added by hand and left there, Bullet would keep a pointer to the freed body and crash on the
    // next step ("pure virtual method called"); the destructor stops first and says why.
    EXPECT_DEATH(
        {
            BareWorld world;
            const auto hull = std::make_shared<const HullMesh>(hullFrom(makeBox({1.0, 0.5, 0.5}), "barge.obj"));
            auto boat = std::make_unique<HullRigidBody>(hull, hull->massPropertiesForDensity(500.0), at(0, 0));
            world.world.addRigidBody(&boat->body());
            boat.reset();
        },
        "barge.obj.*still in a Bullet world.*addToWorld");
}
#endif

} // namespace
} // namespace hydro
