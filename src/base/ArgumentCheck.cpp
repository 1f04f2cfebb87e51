// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "base/ArgumentCheck.h"

#include "hydro/Result.h"

#include <string>

namespace hydro {

void refuseArgument(const char* query, const char* argument, double value, const char* unit, const char* rule) {
    const std::string units = *unit ? std::string(" ") + unit : std::string();
    throwError(Error(std::string(query) + ": " + argument + " = " + limits::readable(value) + units + " (must be " +
                     rule + ")"));
}

void refuseOutside(const char* query, const char* argument, double value, const limits::Range& range) {
    throwError(Error(std::string(query) + ": " + limits::outsideRange(argument, value, range)));
}

void refuseNonFinitePoint(const char* query, const char* argument, const Vec3& point) {
    const char axis = !std::isfinite(point.x) ? 'x' : !std::isfinite(point.y) ? 'y' : 'z';
    const double value = axis == 'x' ? point.x : axis == 'y' ? point.y : point.z;
    refuseArgument(query, (std::string(argument) + '.' + axis).c_str(), value, "m", "finite");
}

} // namespace hydro
