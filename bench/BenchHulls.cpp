// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "BenchHulls.h"

#include "hydro/ExactBuoyancy.h"
#include "hydro/HullShapes.h"

#include <map>
#include <memory>

namespace hydro::bench {

const HullMesh& hullWith(int triangles) {
    static std::map<int, std::unique_ptr<HullMesh>> cache;
    auto& hull = cache[triangles];
    if (!hull) {
        MeshArrays arrays;
        if (triangles == 12) arrays = makeBox({1.0, 0.5, 0.5});
        else if (triangles == 100) arrays = makeWigleyHull(6.0, 0.6, 0.375, 0.3, 8, 3);
        else if (triangles == 200) arrays = makeWigleyHull(6.0, 0.6, 0.375, 0.3, 10, 5);
        else if (triangles == 2000) arrays = makeWigleyHull(6.0, 0.6, 0.375, 0.3, 41, 12);
        else arrays = makeWigleyHull(6.0, 0.6, 0.375, 0.3, 197, 25);
        hull = std::make_unique<HullMesh>(HullMesh::fromArrays(arrays.xyz, arrays.indices));
    }
    return *hull;
}

BodyState floatingPose(const HullMesh& hull, double raisedBy) {
    BodyState body;
    body.centreOfMassInHull = hull.centroid();
    body.centreOfMass = Vec3{3.0, 0.0, -2.0} + hull.centroid();
    const WaterProperties water;
    body.mass = water.density * exactBuoyancy(hull, body, 0.0, water).volume;
    const double draft = -hull.aabbMin().y;  // the keel's depth below the hull's origin
    body.centreOfMass.y += raisedBy * draft;
    body.time = 1.5;
    return body;
}

const SineWaves& sineSea() {
    static const SineWaves waves({{0.5, 14.0, 1.0, 0.2, 0.0}, {0.25, 6.0, -0.3, 1.0, 2.0}, {0.1, 3.0, 0.7, -0.7, 4.0}});
    return waves;
}

FloatingHull comparedBody(ComparedBody kind, int size) {
    if (kind != ComparedBody::Ball) {
        const HullMesh& hull = hullWith(size);
        return {hull, floatingPose(hull, 0.0)};
    }
    static std::map<int, std::unique_ptr<HullMesh>> balls;  // by subdivisions
    auto& ball = balls[size];
    if (!ball) {
        const MeshArrays arrays = makeIcosphere(1.0, size);
        ball = std::make_unique<HullMesh>(HullMesh::fromArrays(arrays.xyz, arrays.indices));
    }
    BodyState pose;
    pose.centreOfMassInHull = ball->centroid();
    pose.centreOfMass = Vec3{3.0, 0.0, -2.0} + ball->centroid();  // its centre on the surface
    pose.mass = 0.5 * WaterProperties{}.density * ball->volume();
    pose.time = 1.5;
    return {*ball, pose};
}

BuoyancyCall::BuoyancyCall(const FloatingHull& body, const WaterSurface& water)
    : hull_(body.hull), pose_(body.pose), water_(water), patch_(WaterPatch::forHull(hull_, pose_.centreOfMassInHull)),
      kernel_(hull_) {}

void BuoyancyCall::operator()() {
    constexpr double kSubstep = 1.0 / 240.0;
    pose_.time += kSubstep;
    patch_.follow(pose_.centreOfMass, water_, pose_.time, model_.usesWaterVelocity());
    kernel_.compute(pose_, patch_, WaterProperties{}, model_, kSubstep, result_);
}

} // namespace hydro::bench
