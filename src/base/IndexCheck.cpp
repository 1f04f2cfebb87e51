// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "base/IndexCheck.h"

#include "hydro/Result.h"

namespace hydro {

Status indexStatus(const std::string& caller, const char* what, long long index, std::size_t count) {
    if (index >= 0 && static_cast<unsigned long long>(index) < count) return {};
    return Error(caller + ": " + what + " " + std::to_string(index) + " does not exist (there are " +
                 std::to_string(count) + ")");
}

std::size_t checkedIndex(const std::string& getter, const char* what, long long index, std::size_t count) {
    if (Status s = indexStatus(getter, what, index, count); !s) throwError(s.error());
    return std::size_t(index);
}

} // namespace hydro
