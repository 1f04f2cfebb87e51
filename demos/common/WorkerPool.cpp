// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "WorkerPool.h"

#include "hydro/Result.h"

#include <algorithm>
#include <string>

namespace hydro::tool {

WorkerPool::WorkerPool(int threads) {
    if (threads < 1 || threads > 256)
        throwError(Error("WorkerPool: threads = " + std::to_string(threads) + " must be in [1, 256]"));
    workers_.reserve(std::size_t(threads - 1));
    for (int i = 1; i < threads; ++i) workers_.emplace_back([this] { workerLoop(); });
}

WorkerPool::~WorkerPool() {
    {
        const std::lock_guard<std::mutex> lock(mutex_);
        stopping_ = true;
    }
    wake_.notify_all();
    for (std::thread& worker : workers_) worker.join();
}

void WorkerPool::runRanges() {
    for (;;) {
        const std::size_t begin = nextItem_.fetch_add(rangeSize_);
        if (begin >= count_) return;
        function_(begin, std::min(begin + rangeSize_, count_), context_);
    }
}

void WorkerPool::parallelFor(std::size_t count, std::size_t minRange, RangeFunction function, void* context) {
    if (count == 0) return;
    // Four ranges per thread: enough to even out bodies of different cost, few enough to keep the
    // atomic counter cold.
    const std::size_t share = (count + 4 * std::size_t(threadCount()) - 1) / (4 * std::size_t(threadCount()));
    const std::size_t rangeSize = std::max<std::size_t>({minRange, share, 1});
    if (workers_.empty() || rangeSize >= count) {
        function(0, count, context);
        return;
    }
    {
        const std::lock_guard<std::mutex> lock(mutex_);
        function_ = function, context_ = context, count_ = count, rangeSize_ = rangeSize;
        nextItem_ = 0;
        workersInJob_ = workers_.size();
        ++generation_;
    }
    wake_.notify_all();
    runRanges();
    std::unique_lock<std::mutex> lock(mutex_);
    done_.wait(lock, [this] { return workersInJob_ == 0; });
}

void WorkerPool::workerLoop() {
    std::uint64_t seen = 0;
    std::unique_lock<std::mutex> lock(mutex_);
    for (;;) {
        wake_.wait(lock, [&] { return stopping_ || generation_ != seen; });
        if (stopping_) return;
        seen = generation_;
        lock.unlock();
        runRanges();
        lock.lock();
        if (--workersInJob_ == 0) done_.notify_one();
    }
}

} // namespace hydro::tool
