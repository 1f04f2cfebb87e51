// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file Compartment.h
/// A closed space inside a hull that water can fill, and where the water in it settles
/// (docs/flooding.md §1, §2).

#include "hydro/BodyState.h"
#include "hydro/HullMesh.h"
#include "hydro/Result.h"

#include <memory>
#include <string>
#include <vector>

namespace hydro {

/// The water in one compartment at the body's attitude: below a horizontal plane, as still water
/// settles (the quasi-static free surface of docs/flooding.md §2).
struct FloodWater {
    double volume = 0.0;    ///< m^3 of water
    double level = 0.0;     ///< world height of its free surface, m (the compartment's lowest point when empty)
    Vec3 centroid;          ///< of the water, hull coordinates, m (where its weight acts)
    bool full = false;      ///< it fills the compartment: the level is the compartment's top
};

/// A compartment: a closed mesh in the hull's coordinates and the share of its volume water can fill.
class Compartment {
public:
    /// `shape` is a closed mesh in hull coordinates (HullMesh builds only closed ones unless told
    /// otherwise); `permeability` the share of its volume water can fill, in (0, 1]: 0.95 for an empty
    /// hold, 0.85 for an engine room, 0.6 for stores (IMO, SOLAS II-1 reg. 7-3). Refused, naming the
    /// compartment, for a null or open shape, a shape with no volume, or a permeability outside (0, 1].
    static Result<Compartment> tryCreate(std::string name, std::shared_ptr<const HullMesh> shape,
                                         double permeability);
    /// tryCreate, thrown (Result.h's orThrow).
    static Compartment create(std::string name, std::shared_ptr<const HullMesh> shape, double permeability);

    const std::string& name() const { return name_; }
    const HullMesh& shape() const { return *shape_; }
    double permeability() const { return permeability_; }
    /// m^3 of water it holds when full: permeability times the shape's volume.
    double capacity() const { return permeability_ * shape_->volume(); }

    /// True if the hull point lies inside the shape (its winding number, Jacobson et al. 2013, is
    /// above one half), so a breach at a point finds the compartment it opens.
    bool contains(const Vec3& hullPoint) const;
    /// 0 for a point inside the shape, else its distance to the shape's surface, m.
    double distanceOutside(const Vec3& hullPoint) const;
    /// How far from its surface a point still counts as on it: kSurfaceTolerance of the diagonal of
    /// the shape's bounding box, m (a ray cast's hit on the plating, a shared bulkhead's round-off).
    double surfaceTolerance() const;
    /// 0.1 %: a centimetre on a 10 m hold, far above a float's round-off and a ray cast's.
    static constexpr double kSurfaceTolerance = 1e-3;

    /// Where `waterVolume` m^3 settles at the body's pose: the level at which the shape's volume
    /// below it, times the permeability, is the water's (clamped to the capacity), found by the
    /// Illinois method on the volume below a plane (Catto's clipped tetrahedra, ExactBuoyancy.h).
    /// A volume that is not finite and >= 0 is refused (thrown, or stopped without exceptions), as
    /// are a level that is not finite below and a point that is not finite in contains and
    /// distanceOutside.
    FloodWater settle(double waterVolume, const BodyState& pose) const;
    /// The water, m^3, that stands up to world height `level` at the body's pose: the permeability
    /// times the shape's volume below that plane (0 below its lowest point, the capacity above its
    /// top). settle's inverse: settle(waterBelow(L, pose), pose).level is L.
    double waterBelow(double level, const BodyState& pose) const;

private:
    Compartment(std::string name, std::shared_ptr<const HullMesh> shape, double permeability)
        : name_(std::move(name)), shape_(std::move(shape)), permeability_(permeability) {}

    std::string name_;
    std::shared_ptr<const HullMesh> shape_;
    double permeability_;
};

/// Refuses compartments that are not what they say (docs/flooding.md §1): one with a corner, a
/// triangle's centroid or its centroid outside `hull` by more than the hull's surface tolerance
/// (Compartment::kSurfaceTolerance of its bounding box's diagonal), naming the compartment, the
/// farthest such point and how far; or two that overlap (a point of one strictly inside the other:
/// the same room given twice, or rooms that cross), naming both. A compartment's points are sampled,
/// not its volume cut: an edge that crosses a concave part of the hull between two points inside
/// it is not seen.
Status checkCompartments(const HullMesh& hull, const std::vector<Compartment>& compartments);

} // namespace hydro
