// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file WorkerPool.h
/// The job system of the demo, the benchmarks and the tests, playing the game's part: worker
/// threads that sleep while there is no work (a condition variable, never a spin), lent to the
/// library through hydro::TaskSystem. A game uses its own job system instead.

#include "hydro/TaskSystem.h"

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <mutex>
#include <thread>
#include <vector>

namespace hydro::tool {

class WorkerPool final : public TaskSystem {
public:
    /// `threads` in all, the calling thread included: threads - 1 workers are started. Throws
    /// std::invalid_argument unless 1 <= threads <= 256 (compiled without exceptions, stops:
    /// Result.h's throwError).
    explicit WorkerPool(int threads);
    ~WorkerPool() override;
    WorkerPool(const WorkerPool&) = delete;
    WorkerPool& operator=(const WorkerPool&) = delete;

    /// Ranges of max(minRange, count / (4 threads)) items, taken in turn by the caller and the
    /// workers; returns when all are done.
    void parallelFor(std::size_t count, std::size_t minRange, RangeFunction function, void* context) override;
    int threadCount() const { return int(workers_.size()) + 1; }

private:
    void workerLoop();
    /// Takes ranges of the current job until none is left.
    void runRanges();

    std::vector<std::thread> workers_;
    std::mutex mutex_;
    std::condition_variable wake_;  // workers: a new job, or stop
    std::condition_variable done_;  // the caller: every worker has left the job
    std::uint64_t generation_ = 0;  // counts jobs; a worker runs each generation once
    std::size_t workersInJob_ = 0;
    bool stopping_ = false;
    // The current job, written under the mutex before generation_ moves on.
    RangeFunction function_ = nullptr;
    void* context_ = nullptr;
    std::size_t count_ = 0, rangeSize_ = 1;
    std::atomic<std::size_t> nextItem_{0};
};

} // namespace hydro::tool
