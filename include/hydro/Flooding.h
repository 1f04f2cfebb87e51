// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file Flooding.h
/// Water that comes into a body's compartments through its openings and goes out again: the orifice
/// law through every opening, ballast pumps, and where the water settles at the body's attitude
/// (docs/flooding.md).

#include "hydro/BodyState.h"
#include "hydro/Compartment.h"
#include "hydro/Result.h"
#include "hydro/WaterProperties.h"
#include "hydro/WaterSurface.h"

#include <string>
#include <vector>

namespace hydro {

/// A hole water flows through: from the sea or a compartment into another compartment.
struct Opening {
    static constexpr int kSea = -1;  ///< `from` for an opening in the shell
    std::string name;
    Vec3 point;                         ///< its centre, hull coordinates, m
    double area = 0.0;                  ///< m^2
    int from = kSea;                    ///< the sea (kSea) or a compartment's index
    int to = 0;                         ///< a compartment's index
    /// C_d of the orifice law (docs/flooding.md §2): 0.6 for a sharp-edged hole (a shell plate
    /// torn or shot through); up to 0.8 for a rounded one.
    double dischargeCoefficient = 0.6;
    bool open = true;
};

/// The floodwater of a whole body: what it weighs and where.
struct FloodLoad {
    double mass = 0.0;  ///< kg
    Vec3 centroid;      ///< its centre of gravity, hull coordinates, m (0 when there is none)
};

/// A body's compartments, their openings and pumps, and the water in each. The game (or
/// BuoyancyAction) calls step() once per substep with the body's pose; it allocates nothing there.
class Flooding {
public:
    /// Adds a compartment, empty; returns its index. Compartments must not overlap (a point
    /// belongs to the first that contains it).
    int addCompartment(Compartment compartment);
    /// Adds an opening; returns its index. Refused, naming the opening and field, for an area that is
    /// not finite and positive, a point that is not finite, a discharge coefficient outside (0, 1],
    /// or a compartment index that does not exist (or an opening from a compartment into itself).
    Result<int> tryAddOpening(Opening opening);
    /// A hole in the shell at a hull point: an opening from the sea into the compartment that
    /// contains the point (Compartment::contains) or on whose surface it lies, to within the
    /// compartment's surfaceTolerance (a ray cast's hit on the plating); the nearest if several.
    /// Refused when none does, or as tryAddOpening refuses. `name` defaults to "breach N".
    Result<int> tryAddBreach(const Vec3& pointInHull, double area, std::string name = {});

    /// The openings of a hull whose openings were capped to close it (HullMesh::openingRim: a
    /// deckless boat's gunwale, an open cockpit's coaming): one opening from the sea into
    /// `compartment` per rim loop, its area the area the rim encloses and its point the centroid of
    /// that area. So an open boat whose gunwale dips under the sea swamps (its compartment, often the
    /// hull itself, fills), where before the kernel only reported the rim under water. The head is
    /// taken at the centroid: a rim half under water lets water in as if its middle were the hole
    /// (docs/flooding.md §1). Returns how many it added (0 for a hull closed by its own surface).
    /// Refused for a compartment index that does not exist.
    Result<int> tryAddCappedOpenings(const HullMesh& hull, int compartment);
    /// Opens or closes an opening (a door, a hatch, a sea cock). Refused for an index out of range.
    Status trySetOpen(int opening, bool open);
    /// A pump's rate into the compartment from the sea, m^3/s: negative pumps it out (ballast
    /// blown). Refused for an index out of range or a rate that is not finite.
    Status trySetPumpRate(int compartment, double cubicMetresPerSecond);
    /// Puts water into a compartment directly (ballast loaded in port), m^3, clamped to its
    /// capacity; settled at the next step. Refused for an index out of range or a volume that is
    /// not finite and non-negative.
    Status trySetWater(int compartment, double volume);

    /// Moves water for `dt` seconds at the body's pose: the orifice law through every open opening,
    /// with the heads of the sea (its height above the opening, from `sea` at pose.time) and of the
    /// water on either side, then the pumps; then settles each compartment's water at the pose.
    /// Explicit in time: the heads are those at the step's start, each transfer limited by what the
    /// giving side holds, the receiving side has room for, and what brings the two heads level (so
    /// the water never overshoots however large the opening: docs/flooding.md §1), in the
    /// openings' order (deterministic). Refused, moving no water, for a pose, water properties or
    /// step outside Limits.h (as ForceKernel::compute refuses them), or a sea whose height at an
    /// opening is not finite, naming it.
    Status step(const BodyState& pose, const WaterSurface& sea, const WaterProperties& water, double dt);
    /// Settles each compartment's water at the pose without moving any (after trySetWater, or when
    /// the body has moved since the last step).
    void settle(const BodyState& pose);

    std::size_t compartmentCount() const { return compartments_.size(); }
    const std::vector<Compartment>& compartments() const { return compartments_; }
    /// The getters below take an index in [0, the count of its kind): another is a bug in the
    /// caller, thrown (std::invalid_argument) or, built without exceptions, a stop with a message
    /// naming the getter, the index and the count (Result.h's throwError).
    const Compartment& compartment(int index) const { return compartments_[checkedCompartment("compartment", index)]; }
    const FloodWater& water(int compartment) const { return water_[checkedCompartment("water", compartment)]; }
    std::size_t openingCount() const { return openings_.size(); }
    const Opening& opening(int index) const { return openings_[checkedOpening("opening", index)]; }
    /// m^3/s through each opening in the last step, positive from `from` to `to`.
    double lastFlow(int opening) const { return flow_[checkedOpening("lastFlow", opening)]; }
    /// All the compartments' water, at the water's density.
    FloodLoad load(const WaterProperties& water) const;

private:
    /// `index` if it is a compartment's (an opening's), else the getter's stop (above).
    std::size_t checkedCompartment(const char* getter, int index) const;
    std::size_t checkedOpening(const char* getter, int index) const;
    double headAt(int side, const Vec3& worldPoint, double seaHeight) const;
    /// The most water that can pass from side `giver` to side `receiver` (Opening::kSea or a
    /// compartment) through an opening at world height `openingHeight` before the heads either side
    /// of it are equal, the sea standing at `seaHeight` there.
    double volumeToLevel(int giver, int receiver, double openingHeight, double seaHeight, const BodyState& pose) const;

    std::vector<Compartment> compartments_;
    std::vector<FloodWater> water_;
    std::vector<double> volume_;     ///< m^3 in each compartment (water_ is where it settled)
    std::vector<double> pumpRate_;   ///< m^3/s from the sea into each compartment
    std::vector<Opening> openings_;
    std::vector<double> flow_;       ///< m^3/s through each opening in the last step
    // The sea's height over the openings, asked in one batch (WaterSurface.h): offsets from the
    // centre of mass, sized as openings are added so that step() allocates nothing.
    std::vector<float> offsetX_, offsetZ_, seaHeight_;
};

} // namespace hydro
