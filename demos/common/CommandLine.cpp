// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "CommandLine.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>

namespace hydro::tool {

double parseNumber(const std::string& text, const std::string& what) {
    errno = 0;
    char* end = nullptr;
    const double value = std::strtod(text.c_str(), &end);
    if (text.empty() || end != text.c_str() + text.size() || errno == ERANGE || !std::isfinite(value))
        throw UsageError(what + ": '" + text + "' is not a finite number");
    return value;
}

double parsePositive(const std::string& text, const std::string& what) {
    const double value = parseNumber(text, what);
    if (!(value > 0.0)) throw UsageError(what + ": " + text + " must be > 0");
    return value;
}

} // namespace hydro::tool
