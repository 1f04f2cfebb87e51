// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/Flooding.h"

#include "hydro/Limits.h"

#include "base/DisjointSets.h"
#include "base/IllinoisRoot.h"
#include "base/IndexCheck.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <string>

namespace hydro {

namespace {

bool finite(const Vec3& v) { return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z); }

} // namespace

int Flooding::addCompartment(Compartment compartment) {
    compartments_.push_back(std::move(compartment));
    water_.emplace_back();
    water_.back().centroid = compartments_.back().shape().centroid();
    volume_.push_back(0.0);
    pumpRate_.push_back(0.0);
    return int(compartments_.size()) - 1;
}

Result<int> Flooding::tryAddOpening(Opening opening) {
    const std::string prefix = "Flooding: opening '" + opening.name + "': ";
    const int count = int(compartments_.size());
    if (!(std::isfinite(opening.area) && opening.area > 0.0)) {
        return Error(prefix + "area = " + limits::readable(opening.area) + " m^2 (must be finite and > 0)");
    }
    if (!finite(opening.point)) return Error(prefix + "point is not finite");
    if (!(opening.dischargeCoefficient > 0.0 && opening.dischargeCoefficient <= 1.0)) {
        return Error(prefix + "dischargeCoefficient = " + limits::readable(opening.dischargeCoefficient) +
                     " (must be in (0, 1])");
    }
    if (opening.to < 0 || opening.to >= count) {
        return Error(prefix + "to = " + std::to_string(opening.to) + " (the body has " + std::to_string(count) +
                     " compartments)");
    }
    if (opening.from != Opening::kSea && (opening.from < 0 || opening.from >= count || opening.from == opening.to)) {
        return Error(prefix + "from = " + std::to_string(opening.from) + " (must be Opening::kSea or another of the " +
                     std::to_string(count) + " compartments than to = " + std::to_string(opening.to) + ")");
    }
    openings_.push_back(std::move(opening));
    flow_.push_back(0.0);
    offsetX_.push_back(0.0f);
    offsetZ_.push_back(0.0f);
    seaHeight_.push_back(0.0f);
    return int(openings_.size()) - 1;
}

Result<int> Flooding::tryAddBreach(const Vec3& pointInHull, double area, std::string name) {
    if (name.empty()) name = "breach " + std::to_string(openings_.size());
    if (!finite(pointInHull)) return Error("Flooding: breach '" + name + "': the point is not finite");
    // The compartment that holds the point, or whose surface it lies on (a ray cast's hit on the
    // plating: the winding number there is a half, either side by round-off), the nearest first.
    int behind = -1;
    double nearest = 0.0;
    for (std::size_t c = 0; c < compartments_.size(); ++c) {
        const double outside = compartments_[c].distanceOutside(pointInHull);
        if (outside <= compartments_[c].surfaceTolerance() && (behind < 0 || outside < nearest))
            behind = int(c), nearest = outside;
    }
    if (behind >= 0) {
        Opening breach;
        breach.name = std::move(name);
        breach.point = pointInHull;
        breach.area = area;
        breach.from = Opening::kSea;
        breach.to = behind;
        return tryAddOpening(std::move(breach));
    }
    return Error("Flooding: breach '" + name + "' at hull point (" + limits::readable(pointInHull.x) + ", " +
                 limits::readable(pointInHull.y) + ", " + limits::readable(pointInHull.z) + ") lies in none of the " +
                 std::to_string(compartments_.size()) + " compartments, nor on one's surface");
}

Result<int> Flooding::tryAddCappedOpenings(const HullMesh& hull, int compartment) {
    if (compartment < 0 || compartment >= int(compartments_.size())) {
        return Error("Flooding::addCappedOpenings: compartment " + std::to_string(compartment) + " (the body has " +
                     std::to_string(compartments_.size()) + ")");
    }
    const auto& rim = hull.openingRim();
    if (rim.empty()) return 0;
    // The rim's edges joined into loops by their shared vertices; each loop numbered by its
    // smallest vertex (DisjointSets), so the openings come out in the same order every time.
    DisjointSets loops(hull.vertexCount());
    for (const auto& edge : rim) loops.unite(edge[0], edge[1]);
    std::map<std::uint32_t, std::vector<std::array<std::uint32_t, 2>>> edgesOf;
    for (const auto& edge : rim) edgesOf[loops.find(edge[0])].push_back(edge);
    int added = 0;
    for (const auto& [root, edges] : edgesOf) {
        // The area a closed loop encloses: the fan of its edges from a point on it (the vector area
        // of Newell's method), and the fan's centroid, whatever the loop's winding.
        const Vec3 pivot = hull.vertex(root);
        Vec3 vectorArea;
        for (const auto& edge : edges) vectorArea += cross(hull.vertex(edge[0]) - pivot, hull.vertex(edge[1]) - pivot) * 0.5;
        const double area = length(vectorArea);
        if (!(area > 0.0)) continue;
        const Vec3 normal = vectorArea / area;
        Vec3 centroid;
        for (const auto& edge : edges) {
            const Vec3 a = hull.vertex(edge[0]) - pivot, b = hull.vertex(edge[1]) - pivot;
            const double share = 0.5 * dot(cross(a, b), normal);  // the signed area of (pivot, a, b)
            centroid += (a + b) * (share / 3.0);
        }
        Opening opening;
        opening.name = "capped opening " + std::to_string(added);
        opening.point = pivot + centroid / area;
        opening.area = area;
        opening.from = Opening::kSea;
        opening.to = compartment;
        Result<int> made = tryAddOpening(std::move(opening));
        if (!made) return made.error();
        ++added;
    }
    return added;
}

Status Flooding::trySetOpen(int opening, bool open) {
    if (opening < 0 || opening >= int(openings_.size())) {
        return Error("Flooding::setOpen: opening " + std::to_string(opening) + " (the body has " +
                     std::to_string(openings_.size()) + ")");
    }
    openings_[std::size_t(opening)].open = open;
    return {};
}

Status Flooding::trySetPumpRate(int compartment, double cubicMetresPerSecond) {
    if (compartment < 0 || compartment >= int(compartments_.size())) {
        return Error("Flooding::setPumpRate: compartment " + std::to_string(compartment) + " (the body has " +
                     std::to_string(compartments_.size()) + ")");
    }
    if (!std::isfinite(cubicMetresPerSecond)) {
        return Error("Flooding::setPumpRate: compartment '" + compartments_[std::size_t(compartment)].name() +
                     "': the rate is not finite");
    }
    pumpRate_[std::size_t(compartment)] = cubicMetresPerSecond;
    return {};
}

Status Flooding::trySetWater(int compartment, double volume) {
    if (compartment < 0 || compartment >= int(compartments_.size())) {
        return Error("Flooding::setWater: compartment " + std::to_string(compartment) + " (the body has " +
                     std::to_string(compartments_.size()) + ")");
    }
    if (!(std::isfinite(volume) && volume >= 0.0)) {
        return Error("Flooding::setWater: compartment '" + compartments_[std::size_t(compartment)].name() +
                     "': volume = " + limits::readable(volume) + " m^3 (must be finite and >= 0)");
    }
    volume_[std::size_t(compartment)] = std::min(volume, compartments_[std::size_t(compartment)].capacity());
    return {};
}

std::size_t Flooding::checkedCompartment(const char* getter, int index) const {
    return checkedIndex(std::string("Flooding::") + getter, "compartment", index, compartments_.size());
}

std::size_t Flooding::checkedOpening(const char* getter, int index) const {
    return checkedIndex(std::string("Flooding::") + getter, "opening", index, openings_.size());
}

double Flooding::headAt(int side, const Vec3& worldPoint, double seaHeight) const {
    // The water's depth above the opening on one side (Bernoulli's head, the pressure over rho g):
    // the air above each surface is at atmospheric pressure (every compartment is taken as vented,
    // docs/flooding.md §2), so a side whose surface is below the opening pushes nothing.
    if (side == Opening::kSea) return std::max(0.0, seaHeight - worldPoint.y);
    const std::size_t c = std::size_t(side);
    if (volume_[c] <= 0.0) return 0.0;
    return std::max(0.0, water_[c].level - worldPoint.y);
}

double Flooding::volumeToLevel(int giver, int receiver, double openingHeight, double seaHeight,
                               const BodyState& pose) const {
    // Water flows while the giving side's head is the greater (headAt): until the two surfaces
    // stand level, or the giving side's falls to the opening if the receiving side's stays below it.
    auto below = [&](int side, double level) { return compartments_[std::size_t(side)].waterBelow(level, pose); };
    if (giver == Opening::kSea) return std::max(0.0, below(receiver, seaHeight) - volume_[std::size_t(receiver)]);
    const double held = volume_[std::size_t(giver)];
    if (receiver == Opening::kSea) return std::max(0.0, held - below(giver, std::max(seaHeight, openingHeight)));
    // Between compartments, the level L where the two hold all their water together, W_g(L) + W_r(L)
    // = V_g + V_r (W: Compartment::waterBelow, rising with L), if it is above the opening.
    const double total = held + volume_[std::size_t(receiver)];
    auto excess = [&](double level) { return below(giver, level) + below(receiver, level) - total; };
    double low = openingHeight, excessLow = excess(low);
    if (excessLow >= 0.0) return std::max(0.0, held - below(giver, openingHeight));
    // Above the opening: the giving side's surface bounds L from above (the receiving side's is
    // lower, or the water would not flow this way); widened if the body has turned since it settled.
    double high = std::max(water_[std::size_t(giver)].level, low), excessHigh = excess(high);
    for (int widen = 0; excessHigh < 0.0 && widen < 60; ++widen) {
        high = low + 2.0 * (high - low) + 1e-3;
        excessHigh = excess(high);
    }
    if (excessHigh < 0.0) return 0.0;  // cannot happen for water that fits both: move nothing rather than guess
    // Solved as Compartment::settle solves its level (docs/flooding.md §2).
    const double level = illinoisRoot(excess, low, excessLow, high, excessHigh, 1e-10 * total, 1e-12 * (std::abs(high) + 1.0));
    return std::max(0.0, held - below(giver, level));
}

Status Flooding::step(const BodyState& pose, const WaterSurface& sea, const WaterProperties& water, double dt) {
    // What ForceKernel::compute refuses: any of them would carry a NaN or an infinity into every
    // compartment's water (a step of 0 divides the flow by it).
    if (const char* field = firstFieldOutsideLimits(pose))
        return Error(std::string("Flooding::step: the pose's ") + field + " is not finite or outside Limits.h");
    if (Status valid = water.check(); !valid) return Error("Flooding::step: " + valid.error().message());
    constexpr limits::Range kStepRange{"a time step", limits::kMinTimeStep, limits::kMaxTimeStep, "s"};
    if (!kStepRange.contains(dt)) return Error("Flooding::step: " + limits::outsideRange("dt", dt, kStepRange));
    const std::size_t openings = openings_.size();
    // The sea's height over every opening, in one batch relative to the centre of mass.
    for (std::size_t i = 0; i < openings; ++i) {
        const Vec3 offset = pose.toWorld(openings_[i].point) - pose.centreOfMass;
        offsetX_[i] = float(offset.x);
        offsetZ_[i] = float(offset.z);
    }
    if (openings > 0) {
        PointBatch batch;
        batch.origin = pose.centreOfMass;
        batch.x = offsetX_.data();
        batch.z = offsetZ_.data();
        batch.count = openings;
        sea.sampleHeights(batch, pose.time, pose.centreOfMass.y, seaHeight_.data());
        for (std::size_t i = 0; i < openings; ++i)
            if (!std::isfinite(seaHeight_[i]))
                return Error("Flooding::step: the sea's height at opening '" + openings_[i].name + "' is not finite");
    }
    // The orifice law, Q = C_d a sqrt(2 g dh) (docs/flooding.md eq. 1), with dh the difference of
    // the heads either side: water runs in or out by the sign of dh.
    for (std::size_t i = 0; i < openings; ++i) {
        const Opening& opening = openings_[i];
        flow_[i] = 0.0;
        if (!opening.open) continue;
        const Vec3 at = pose.toWorld(opening.point);
        const double seaHeight = pose.centreOfMass.y + double(seaHeight_[i]);
        const double dh = headAt(opening.from, at, seaHeight) - headAt(opening.to, at, seaHeight);
        const double q = std::copysign(opening.dischargeCoefficient * opening.area * std::sqrt(2.0 * water.gravity * std::abs(dh)), dh);
        // At most what brings the heads level: the law's flow at the step's start, held for the
        // whole step, would carry a large opening's water past that level and back every step.
        double moved = q * dt;
        if (dh > 0.0) moved = std::min(moved, volumeToLevel(opening.from, opening.to, at.y, seaHeight, pose));
        if (dh < 0.0) moved = std::max(moved, -volumeToLevel(opening.to, opening.from, at.y, seaHeight, pose));
        // Limited by what the giving side holds and the receiving side has room for: water is
        // neither made nor lost between compartments.
        const std::size_t to = std::size_t(opening.to);
        const double room = compartments_[to].capacity() - volume_[to];
        moved = std::min(moved, room);
        moved = std::max(moved, -volume_[to]);
        if (opening.from != Opening::kSea) {
            const std::size_t from = std::size_t(opening.from);
            moved = std::min(moved, volume_[from]);
            moved = std::max(moved, -(compartments_[from].capacity() - volume_[from]));
            volume_[from] -= moved;
        }
        volume_[to] += moved;
        flow_[i] = moved / dt;
    }
    for (std::size_t c = 0; c < compartments_.size(); ++c) {
        volume_[c] = std::clamp(volume_[c] + pumpRate_[c] * dt, 0.0, compartments_[c].capacity());
    }
    settle(pose);
    return {};
}

void Flooding::settle(const BodyState& pose) {
    for (std::size_t c = 0; c < compartments_.size(); ++c) water_[c] = compartments_[c].settle(volume_[c], pose);
}

FloodLoad Flooding::load(const WaterProperties& water) const {
    FloodLoad load;
    double volume = 0.0;
    Vec3 moment;
    for (const FloodWater& w : water_) {
        volume += w.volume;
        moment += w.centroid * w.volume;
    }
    if (volume <= 0.0) return load;
    load.mass = water.density * volume;
    load.centroid = moment / volume;
    return load;
}

} // namespace hydro
