// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/Compartment.h"

#include "hydro/ExactBuoyancy.h"
#include "hydro/Limits.h"

#include "base/IllinoisRoot.h"
#include "mesh/PointQueries.h"
#include "base/ArgumentCheck.h"

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
    requireFinitePoint("Compartment::contains", "hullPoint", hullPoint);
    // 1 inside the closed, outward-wound shape and 0 outside: one half is the test's margin either way.
    return windingNumber(*shape_, hullPoint) > 0.5;
}

double Compartment::surfaceTolerance() const {
    return kSurfaceTolerance * length(shape_->aabbMax() - shape_->aabbMin());
}

double Compartment::distanceOutside(const Vec3& hullPoint) const {
    requireFinitePoint("Compartment::distanceOutside", "hullPoint", hullPoint);
    return contains(hullPoint) ? 0.0 : distanceToSurface(*shape_, hullPoint);
}

namespace {

/// Where a compartment is checked against the hull and the others: its corners, its triangles'
/// centroids, and a point inside it (which catches the same room given twice, whose corners and
/// faces all lie on the other's surface): its centroid, or where that lies outside it (a well round
/// three sides of a deckhouse, an L-shaped tank), the centroid of its largest triangle moved in
/// by twice the surface tolerance, farther from its surface than that tolerance.
std::vector<Vec3> probePoints(const Compartment& compartment) {
    const HullMesh& shape = compartment.shape();
    std::vector<Vec3> points;
    points.reserve(shape.vertexCount() + shape.triangleCount() + 1);
    for (std::size_t v = 0; v < shape.vertexCount(); ++v) points.push_back(shape.vertex(v));
    double largest = -1.0;
    Vec3 inside;
    for (std::size_t t = 0; t < shape.triangleCount(); ++t) {
        const auto tri = shape.triangle(t);
        const Vec3 a = shape.vertex(tri[0]), b = shape.vertex(tri[1]), c = shape.vertex(tri[2]);
        const Vec3 centroid = (a + b + c) / 3.0;
        points.push_back(centroid);
        const Vec3 twiceArea = cross(b - a, c - a);  // outward, as HullMesh winds them
        const double size = length(twiceArea);
        if (size > largest) largest = size, inside = centroid - twiceArea * (2.0 * compartment.surfaceTolerance() / size);
    }
    points.push_back(compartment.contains(shape.centroid()) ? shape.centroid() : inside);
    return points;
}

std::string pointText(const Vec3& p) {
    return "(" + limits::readable(p.x) + ", " + limits::readable(p.y) + ", " + limits::readable(p.z) + ")";
}

} // namespace

Status checkCompartments(const HullMesh& hull, const std::vector<Compartment>& compartments) {
    const double hullTolerance = Compartment::kSurfaceTolerance * length(hull.aabbMax() - hull.aabbMin());
    std::vector<std::vector<Vec3>> probes;
    probes.reserve(compartments.size());
    for (const Compartment& c : compartments) probes.push_back(probePoints(c));
    for (std::size_t i = 0; i < compartments.size(); ++i) {
        // Outside the hull: not inside it, and farther from its surface than the tolerance. The
        // farthest such point is named.
        double worst = 0.0;
        Vec3 worstPoint;
        for (const Vec3& p : probes[i]) {
            if (windingNumber(hull, p) > 0.5) continue;
            const double outside = distanceToSurface(hull, p);
            if (outside > std::max(worst, hullTolerance)) worst = outside, worstPoint = p;
        }
        if (worst > 0.0)
            return Error("Compartment '" + compartments[i].name() + "': hull point " + pointText(worstPoint) +
                         " lies " + limits::readable(worst) + " m outside the hull " + hull.sourceName() +
                         " (a compartment must lie inside it, to within " + limits::readable(hullTolerance) + " m)");
        for (std::size_t j = 0; j < compartments.size(); ++j) {
            if (j == i) continue;
            for (const Vec3& p : probes[i])
                if (compartments[j].contains(p) && distanceToSurface(compartments[j].shape(), p) > compartments[j].surfaceTolerance())
                    return Error("Compartments '" + compartments[i].name() + "' and '" + compartments[j].name() +
                                 "' overlap: hull point " + pointText(p) + " of the first lies inside the second " +
                                 "(their water would be counted twice)");
        }
    }
    return {};
}

double Compartment::waterBelow(double level, const BodyState& pose) const {
    requireFinite("Compartment::waterBelow", "level", level, "m");
    const WaterProperties anyFluid;  // exactBuoyancy's force is not used here, only the volume
    return permeability_ * exactBuoyancy(*shape_, pose, level, anyFluid).volume;
}

FloodWater Compartment::settle(double waterVolume, const BodyState& pose) const {
    requireNonNegative("Compartment::settle", "waterVolume", waterVolume, "m^3");
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
    // V(level) - target rises monotonically from -target at the lowest vertex to volume - target at
    // the highest (base/IllinoisRoot.h). It stops when the volume is within kVolumeTolerance of the
    // shape's or the bracket is below round-off; `at` is the volume below the level it returns.
    const double kVolumeTolerance = 1e-10 * shape.volume();
    const double kLevelTolerance = 1e-12 * (highest - lowest + 1.0);
    ExactBuoyancyResult at;
    auto residual = [&](double level) {
        at = exactBuoyancy(shape, pose, level, anyFluid);
        return at.volume - target;
    };
    water.level = illinoisRoot(residual, lowest, -target, highest, shape.volume() - target, kVolumeTolerance, kLevelTolerance);
    if (at.volume > 0.0) water.centroid = toHull(at.centreOfBuoyancy);
    return water;
}

} // namespace hydro
