// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// A real btDiscreteDynamicsWorld with a BuoyancyAction, for the plugin's tests, the demo's tests
// and the benchmark: what a game sets up, in one object.

#include "hydro/bullet/BulletAttitude.h"
#include "hydro/bullet/BuoyancyAction.h"
#include "hydro/bullet/HullRigidBody.h"

#include <btBulletDynamicsCommon.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <memory>
#include <vector>

namespace hydro::test {

/// A body's place: at (x, y, z), turned by `q`.
inline btTransform at(double x, double y, double z, const btQuaternion& q = btQuaternion::getIdentity()) {
    return btTransform(q, btVector3(btScalar(x), btScalar(y), btScalar(z)));
}

/// A Bullet world and nothing else, for tests that set up the action themselves.
struct BareWorld {
    btDefaultCollisionConfiguration configuration;
    btCollisionDispatcher dispatcher{&configuration};
    btDbvtBroadphase broadphase;
    btSequentialImpulseConstraintSolver solver;
    /// Bullet's world, with the count of its actions it keeps to itself.
    struct World : btDiscreteDynamicsWorld {
        using btDiscreteDynamicsWorld::btDiscreteDynamicsWorld;
        int actionCount() const { return m_actions.size(); }
    } world{&dispatcher, &broadphase, &solver, &configuration};

    BareWorld() { world.setGravity(btVector3(0, btScalar(-9.81), 0)); }
    /// One 1/60 s frame in `substeps` fixed substeps.
    void frame(int substeps = 4) { world.stepSimulation(btScalar(1.0 / 60.0), substeps, btScalar(1.0 / 60.0 / substeps)); }
    int actionCount() const { return world.actionCount(); }
};

class FloatingScene {
public:
    explicit FloatingScene(std::shared_ptr<const WaterSurface> water,
                           const BuoyancyAction::Settings& settings = BuoyancyAction::Settings{})
        : world_(&dispatcher_, &broadphase_, &solver_, &configuration_), action_(world_, std::move(water), settings) {
        world_.setGravity(btVector3(0, btScalar(-9.81), 0));
    }
    /// A body for `hull` with `mass` properties, its hull frame placed at `hullToWorld`.
    HullRigidBody& add(const std::shared_ptr<const HullMesh>& hull, const MassProperties& mass,
                       const btTransform& hullToWorld, const ForceModel& model = ForceModel{}) {
        bodies_.push_back(std::make_unique<HullRigidBody>(hull, mass, hullToWorld));
        bodies_.back()->addToWorld(world_);
        action_.addBody(*bodies_.back(), model);
        return *bodies_.back();
    }

    /// One 1/60 s frame in `substeps` fixed substeps.
    void frame(int substeps = 4) {
        world_.stepSimulation(btScalar(1.0 / 60.0), substeps, btScalar(1.0 / 60.0 / substeps));
    }

    btDiscreteDynamicsWorld& world() { return world_; }
    BuoyancyAction& action() { return action_; }
    std::vector<std::unique_ptr<HullRigidBody>>& bodies() { return bodies_; }

    /// FNV-1a over every body's transform and velocities, bit for bit.
    std::uint64_t stateHash() const {
        std::uint64_t hash = 1469598103934665603ull;
        auto mix = [&](const void* data, std::size_t size) {
            const auto* bytes = static_cast<const unsigned char*>(data);
            for (std::size_t i = 0; i < size; ++i) hash = (hash ^ bytes[i]) * 1099511628211ull;
        };
        for (const auto& b : bodies_) {
            const btTransform& t = b->body().getWorldTransform();
            for (int r = 0; r < 3; ++r) {
                const btScalar row[3] = {t.getBasis()[r].x(), t.getBasis()[r].y(), t.getBasis()[r].z()};
                mix(row, sizeof row);
            }
            const btScalar rest[9] = {t.getOrigin().x(), t.getOrigin().y(), t.getOrigin().z(),
                                      b->body().getLinearVelocity().x(), b->body().getLinearVelocity().y(),
                                      b->body().getLinearVelocity().z(), b->body().getAngularVelocity().x(),
                                      b->body().getAngularVelocity().y(), b->body().getAngularVelocity().z()};
            mix(rest, sizeof rest);
        }
        return hash;
    }

private:
    btDefaultCollisionConfiguration configuration_;
    btCollisionDispatcher dispatcher_{&configuration_};
    btDbvtBroadphase broadphase_;
    btSequentialImpulseConstraintSolver solver_;
    btDiscreteDynamicsWorld world_;
    BuoyancyAction action_;
    // After the world and the action, so destroyed first: each takes itself out of both.
    std::vector<std::unique_ptr<HullRigidBody>> bodies_;
};

} // namespace hydro::test
