// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/Limits.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace hydro::limits {

std::string readable(double value) {
    if (std::isnan(value)) return "nan";
    if (std::isinf(value)) return value > 0 ? "inf" : "-inf";
    const double magnitude = std::abs(value);
    char text[48];
    if (magnitude != 0.0 && (magnitude >= 1e7 || magnitude < 1e-4)) {
        // %g's "1e+30" and "2.5e-09", written as a person would: "1e30", "2.5e-9".
        std::snprintf(text, sizeof text, "%.6g", value);
        std::string s = text;
        const std::size_t e = s.find('e');
        // Just under 1e-4, six digits round up to 0.0001, which %g writes without a power of ten.
        if (e == std::string::npos) return s;
        const int exponent = std::atoi(s.c_str() + e + 1);
        return s.substr(0, e) + "e" + std::to_string(exponent);
    }
    // Six significant digits in fixed notation (%g would switch to a power of ten from 1e6 on),
    // without the zeros after the last one.
    const int decimals = magnitude == 0.0 ? 0 : std::max(0, 5 - int(std::floor(std::log10(magnitude))));
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    std::string s = text;
    if (s.find('.') != std::string::npos) {
        s.erase(s.find_last_not_of('0') + 1);
        if (s.back() == '.') s.pop_back();
    }
    return s == "-0" ? "0" : s;
}

namespace {
/// " kg", or nothing for a number without a unit.
std::string unitSuffix(const Range& range) { return *range.unit ? std::string(" ") + range.unit : std::string(); }
} // namespace

std::string rangeText(const Range& range) {
    return "[" + readable(range.low) + ", " + readable(range.high) + "]" + unitSuffix(range);
}

std::string valueOutside(double value, const Range& range) {
    return readable(value) + unitSuffix(range) + " is outside " + rangeText(range);
}

std::string outsideRange(const std::string& field, double value, const Range& range) {
    return field + " = " + valueOutside(value, range);
}

} // namespace hydro::limits
