// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// TaskSystem::parallelFor with a callable in place of a function and a context. Internal.

#include "hydro/TaskSystem.h"

#include <cstddef>
#include <type_traits>

namespace hydro {

/// Runs work(begin, end) over ranges that cover [0, count) on the game's threads (TaskSystem.h).
template <class Work>
void runRanges(TaskSystem& tasks, std::size_t count, std::size_t minRange, Work&& work) {
    using Callable = std::remove_reference_t<Work>;
    tasks.parallelFor(
        count, minRange,
        [](std::size_t begin, std::size_t end, void* context) { (*static_cast<Callable*>(context))(begin, end); },
        const_cast<std::remove_const_t<Callable>*>(&work));
}

} // namespace hydro
