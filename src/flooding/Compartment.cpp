// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/Compartment.h"

#include "hydro/ExactBuoyancy.h"
#include "hydro/Limits.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace hydro {

Result<Compartment> Compartment::tryCreate(std::string name, std::shared_ptr<const HullMesh> shape,
                                           double permeability) {
    const std::string prefix = "Compartment '" + name + "': ";
    if (!shape) return Error(prefix + "the shape is null");
    if (shape->report().openEdges > 0) {
        return Error(prefix + "the shape " + shape->sourceName() + " is open (" +
                     std::to_string(shape->report().openEdges) + " open edges): water's level in it has no meaning");
    }
    if (!(shape->volume() > 0.0)) {
        return Error(prefix + "the shape " + shape->sourceName() + " encloses no volume (" +
                     limits::readable(shape->volume()) + " m^3)");
    }
    if (!(permeability > 0.0 && permeability <= 1.0)) {
        return Error(prefix + "permeability = " + limits::readable(permeability) + " (must be in (0, 1])");
    }
    return Compartment(std::move(name), std::move(shape), permeability);
}

Compartment Compartment::create(std::string name, std::shared_ptr<const HullMesh> shape, double permeability) {
    return orThrow(tryCreate(std::move(name), std::move(shape), permeability));
}

bool Compartment::contains(const Vec3& hullPoint) const {
    // The generalised winding number: the solid angle every triangle subtends at the point, summed
    // and divided by 4 pi (Van Oosterom and Strackee 1983 for each triangle's angle). 1 inside a
    // closed, outward-wound mesh and 0 outside; one half is the test's margin either way.
    double solidAngle = 0.0;
    for (std::size_t t = 0; t < shape_->triangleCount(); ++t) {
        const auto tri = shape_->triangle(t);
        const Vec3 a = shape_->vertex(tri[0]) - hullPoint;
        const Vec3 b = shape_->vertex(tri[1]) - hullPoint;
        const Vec3 c = shape_->vertex(tri[2]) - hullPoint;
        const double la = length(a), lb = length(b), lc = length(c);
        const double numerator = dot(a, cross(b, c));
        const double denominator = la * lb * lc + dot(a, b) * lc + dot(b, c) * la + dot(c, a) * lb;
        solidAngle += 2.0 * std::atan2(numerator, denominator);
    }
    constexpr double kFourPi = 4.0 * 3.14159265358979323846;
    return solidAngle / kFourPi > 0.5;
}

double Compartment::waterBelow(double level, const BodyState& pose) const {
    const WaterProperties anyFluid;  // exactBuoyancy's force is not used here, only the volume
    return permeability_ * exactBuoyancy(*shape_, pose, level, anyFluid).volume;
}

FloodWater Compartment::settle(double waterVolume, const BodyState& pose) const {
    const HullMesh& shape = *shape_;
    auto toHull = [&](const Vec3& world) { return pose.rotation.transposed() * (world - pose.centreOfMass) + pose.centreOfMassInHull; };
    double lowest = std::numeric_limits<double>::infinity(), highest = -lowest;
    for (std::size_t v = 0; v < shape.vertexCount(); ++v) {
        const double y = pose.toWorld(shape.vertex(v)).y;
        lowest = std::min(lowest, y);
        highest = std::max(highest, y);
    }
    FloodWater water;
    water.volume = std::clamp(waterVolume, 0.0, capacity());
    water.level = lowest;
    water.centroid = shape.centroid();
    if (water.volume <= 0.0) return water;
    const double target = water.volume / permeability_;  // the shape's volume the water spreads through
    // The shape full to within round-off: the level is its top (no solve; the volume below the top
    // plane is the shape's own, to round-off).
    constexpr double kFullShare = 1.0 - 1e-12;
    if (target >= kFullShare * shape.volume()) {
        water.level = highest;
        water.full = true;
        return water;
    }
    const WaterProperties anyFluid;  // exactBuoyancy's force is not used here, only the volume
    // The Illinois method (a regula falsi that halves the stale end's residual, Dowell and Jarratt
    // 1971) on V(level) - target, which rises monotonically from -target at the lowest vertex to
    // volume - target at the highest: superlinear, and never leaves the bracket. It stops when the
    // volume is within kVolumeTolerance of the shape's or the bracket is below round-off.
    const double kVolumeTolerance = 1e-10 * shape.volume();
    const double kLevelTolerance = 1e-12 * (highest - lowest + 1.0);
    constexpr int kMaxIterations = 100;
    double below = lowest, above = highest;
    double residualBelow = -target, residualAbove = shape.volume() - target;
    ExactBuoyancyResult at;
    int staleSide = 0;
    for (int iteration = 0; iteration < kMaxIterations; ++iteration) {
        const double level = below - residualBelow * (above - below) / (residualAbove - residualBelow);
        at = exactBuoyancy(shape, pose, level, anyFluid);
        const double residual = at.volume - target;
        water.level = level;
        if (std::abs(residual) <= kVolumeTolerance || above - below <= kLevelTolerance) break;
        if (residual < 0.0) {
            below = level;
            residualBelow = residual;
            if (staleSide == -1) residualAbove *= 0.5;
            staleSide = -1;
        } else {
            above = level;
            residualAbove = residual;
            if (staleSide == 1) residualBelow *= 0.5;
            staleSide = 1;
        }
    }
    if (at.volume > 0.0) water.centroid = toHull(at.centreOfBuoyancy);
    return water;
}

} // namespace hydro
