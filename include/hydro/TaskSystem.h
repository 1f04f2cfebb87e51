// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file TaskSystem.h
/// The game's threads, lent to the library. The library never starts a thread of its own: a game
/// already runs a job system, and a library that spins up its own threads competes with it (OpenMP's
/// spinning workers made the plugin several times slower in a busy process). Like Box2D v3's
/// enqueueTask/finishTask callbacks and Jolt's JobSystem, the library splits its work into
/// independent items and asks the game's task system to run them.
///
/// Adapters: SequentialTasks below (every item on the calling thread, the default), BulletTasks
/// (hydro/bullet/BulletTasks.h, for a game that gave Bullet a btITaskScheduler). A game with its own
/// job system implements parallelFor in a few lines over it.

#include <cstddef>

namespace hydro {

class TaskSystem {
public:
    /// The work: process items [begin, end) of the set. The items are independent: the library's
    /// results are the same bit for bit whatever the order, the threads and the split.
    using RangeFunction = void (*)(std::size_t begin, std::size_t end, void* context);

    virtual ~TaskSystem() = default;

    /// Runs `function` over [0, count) split into disjoint ranges that cover it, each at least
    /// `minRange` items long except perhaps the last, on whichever threads the system chooses, the
    /// calling thread included; returns when every range has returned. Called from one thread at a
    /// time (the one stepping the world); `function` never calls back into the task system.
    virtual void parallelFor(std::size_t count, std::size_t minRange, RangeFunction function, void* context) = 0;
};

/// Every item on the calling thread, in order: no thread, nothing to wait for, nothing spinning.
class SequentialTasks final : public TaskSystem {
public:
    void parallelFor(std::size_t count, std::size_t, RangeFunction function, void* context) override {
        if (count > 0) function(0, count, context);
    }
};

} // namespace hydro
