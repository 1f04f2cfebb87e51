// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "base/IndexCheck.h"

#include "hydro/Result.h"

namespace hydro {

std::size_t checkedIndex(const std::string& getter, const char* what, long long index, std::size_t count) {
    if (index >= 0 && static_cast<unsigned long long>(index) < count) return std::size_t(index);
    throwError(Error(getter + ": " + what + " " + std::to_string(index) + " does not exist (there are " +
                     std::to_string(count) + ")"));
}

} // namespace hydro
