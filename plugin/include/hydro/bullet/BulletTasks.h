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
#include <stdexcept>

namespace hydro {

class BulletTasks final : public TaskSystem {
public:
    /// Runs on `scheduler` (not owned; it must outlive this object). Debian's Bullet is built
    /// without a scheduler of its own (BT_THREADSAFE off): the game supplies one.
    explicit BulletTasks(btITaskScheduler& scheduler) : scheduler_(scheduler) {}

    void parallelFor(std::size_t count, std::size_t minRange, RangeFunction function, void* context) override {
        if (count == 0) return;
        if (count > std::size_t(INT_MAX)) throw std::length_error("BulletTasks: more items than btParallelFor counts");
        const Body body(function, context);
        scheduler_.parallelFor(0, int(count), int(std::min<std::size_t>(std::max<std::size_t>(minRange, 1), count)), body);
    }

private:
    /// Bullet's for-loop body, forwarding each range to the library's function.
    class Body final : public btIParallelForBody {
    public:
        Body(RangeFunction function, void* context) : function_(function), context_(context) {}
        void forLoop(int begin, int end) const override { function_(std::size_t(begin), std::size_t(end), context_); }

    private:
        RangeFunction function_;
        void* context_;
    };

    btITaskScheduler& scheduler_;
};

} // namespace hydro
