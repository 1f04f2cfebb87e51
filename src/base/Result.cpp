// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/Result.h"

#include "hydro/Log.h"

#include <cstdlib>

namespace hydro::detail {

void stop(const std::string& message) {
    logMessage(LogLevel::Error, message.c_str());
    std::abort();
}

} // namespace hydro::detail
