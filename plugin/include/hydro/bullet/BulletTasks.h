// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file BulletTasks.h
/// A TaskSystem (hydro/TaskSystem.h) over a btITaskScheduler: for a game that already gives Bullet
/// its threads (btSetTaskScheduler, btDiscreteDynamicsWorldMt), so the water shares them too.

#include "hydro/TaskSystem.h"

#include <LinearMath/btThreads.h>

#include <algorithm>
#include <climits>
#include <cstddef>

namespace hydro {

class BulletTasks final : public TaskSystem {
public:
    /// Runs on `scheduler` (not owned; it must outlive this object). Debian's Bullet is built
    /// without a scheduler of its own (BT_THREADSAFE off): the game supplies one.
    explicit BulletTasks(btITaskScheduler& scheduler) : scheduler_(scheduler) {}

    void parallelFor(std::size_t count, std::size_t minRange, RangeFunction function, void* context) override {
        // btParallelFor counts in int: more items than INT_MAX run as several loops, one after another.
        constexpr std::size_t kMaxLoop = std::size_t(INT_MAX);
        for (std::size_t first = 0; first < count; first += kMaxLoop) {
            const std::size_t items = std::min(kMaxLoop, count - first);
            const Body body(function, context, first);
            scheduler_.parallelFor(0, int(items), int(std::min<std::size_t>(std::max<std::size_t>(minRange, 1), items)),
                                   body);
        }
    }

private:
    /// Bullet's for-loop body, forwarding each range to the library's function.
    class Body final : public btIParallelForBody {
    public:
        Body(RangeFunction function, void* context, std::size_t first)
            : function_(function), context_(context), first_(first) {}
        void forLoop(int begin, int end) const override {
            function_(first_ + std::size_t(begin), first_ + std::size_t(end), context_);
        }

    private:
        RangeFunction function_;
        void* context_;
        std::size_t first_;  ///< the loop's first item among all

    };

    btITaskScheduler& scheduler_;
};

} // namespace hydro
