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

} // namespace hydro::bench
