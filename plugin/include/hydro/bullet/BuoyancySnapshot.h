// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file BuoyancySnapshot.h
/// What a BuoyancyAction keeps from one substep to the next, taken at a frame and put back later:
/// rollback netcode, replays and save games restore a world to an earlier frame and step it again
/// (docs/bullet.md §9). With Bullet's own body states put back beside it, the world steps on bit for
/// bit as it did the first time.

#include <cstddef>
#include <vector>

namespace hydro {

/// BuoyancyAction::snapshot() takes one; BuoyancyAction::tryRestore puts it back. It holds, for
/// each registered body in registration order: the slamming history (ForceKernel::SlammingHistory),
/// the flooding (the water in each compartment, its openings, breaches and pumps), the appendages
/// (their deflections and throttles), the last result and state and the water patch they came
/// from (held between evaluations at an evaluation interval above 1), where the evaluation
/// interval's count stands, the hull it is evaluated on and the blend between hulls (LevelOfDetail.h),
/// the slamming history of each of its hulls, the sleeping rules' memory, and, with a free-surface
/// field set (BuoyancyAction::setFreeSurface), the field's push held between couplings and the
/// sources kept for it; and the water's clock and where the field's coupling stands. What the game
/// sets and replays itself (the model, the mass, the evaluation interval, the water) it is not: a
/// game that changed them since the snapshot sets them again. The field is the game's: it saves its
/// state beside the snapshot (FreeSurfaceField::state). A value: copy it, keep a ring of them.
class BuoyancySnapshot {
public:
    BuoyancySnapshot();
    BuoyancySnapshot(const BuoyancySnapshot& other);
    BuoyancySnapshot(BuoyancySnapshot&& other) noexcept;
    BuoyancySnapshot& operator=(const BuoyancySnapshot& other);
    BuoyancySnapshot& operator=(BuoyancySnapshot&& other) noexcept;
    ~BuoyancySnapshot();

    /// The water's clock when it was taken, s (BuoyancyAction::time).
    double time() const { return time_; }
    /// The bodies it holds: those registered when it was taken.
    std::size_t bodyCount() const;

private:
    friend class BuoyancyAction;
    struct Body;  // BuoyancySnapshot.cpp
    double time_ = 0.0;
    int freeSurfaceSubstep_ = 0;  // substeps since the free-surface field's last coupling
    std::vector<Body> bodies_;
};

} // namespace hydro
