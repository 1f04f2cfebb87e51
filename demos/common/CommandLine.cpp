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

double parseWithin(const std::string& text, const std::string& what, const limits::Range& range) {
    const double value = parseNumber(text, what);
    if (!range.contains(value)) throw UsageError(limits::outsideRange(what, value, range));
    return value;
}

double massOfSolid(double density, double volume, const std::string& source) {
    const double mass = density * volume;
    if (!limits::kMassRange.contains(mass))
        throw std::invalid_argument(source + ": --density " + limits::readable(density) + " kg/m^3 x its " +
                                    limits::readable(volume) + " m^3 gives " +
                                    limits::outsideRange("a mass", mass, limits::kMassRange));
    return mass;
}

int parseWholeNumber(const std::string& text, const std::string& what, int low, int high) {
    const double value = parseNumber(text, what);
    const limits::Range range{what.c_str(), double(low), double(high), ""};
    if (!range.contains(value)) throw UsageError(limits::outsideRange(what, value, range));
    if (value != std::floor(value)) throw UsageError(what + ": " + text + " is not a whole number");
    return int(value);
}

Vec3 parseCentreOfGravity(const std::string& text, const std::string& option) {
    double xyz[3];
    std::size_t start = 0;
    for (int k = 0; k < 3; ++k) {
        const std::size_t comma = text.find(',', start);
        const bool last = k == 2;
        if (last != (comma == std::string::npos))
            throw UsageError(option + ": '" + text + "' must be three numbers X,Y,Z (metres, hull coordinates)");
        xyz[k] = parseWithin(text.substr(start, last ? std::string::npos : comma - start), option + " " + "xyz"[k],
                             limits::kHullCoordinateRange);
        start = comma + 1;
    }
    return {xyz[0], xyz[1], xyz[2]};
}

} // namespace hydro::tool
