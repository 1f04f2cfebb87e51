// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "CommandLine.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <sstream>

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

double parsePositiveWithin(const std::string& text, const std::string& what, double low, double high,
                           const std::string& unit) {
    const double value = parsePositive(text, what);
    if (value >= low && value <= high) return value;
    std::ostringstream message;  // shortest form: 1e+30, not thirty digits
    message << what << ": " << value << " is outside [" << low << ", " << high << "] " << unit;
    throw UsageError(message.str());
}

} // namespace hydro::tool
