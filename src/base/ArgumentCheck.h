// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// The check behind the queries that take a number and give a number back (AddedMassTable::at,
// Compartment::settle, WaterSurface::heightAt...): a value they cannot answer for (a NaN, an
// infinity, a negative volume) is a bug in the caller, reported as Result.h reports one, naming the
// query, the argument, the value and what it must be, never answered with a NaN or a silent 0.
// The checks are comparisons inline; the message is made only for a refusal.

#include "hydro/Limits.h"
#include "hydro/Vec3.h"

#include <cmath>

namespace hydro {

/// Refuses "<query>: <argument> = <value> <unit> (must be <rule>)", thrown (std::invalid_argument)
/// or, built without exceptions, stopped (Result.h's throwError).
[[noreturn]] void refuseArgument(const char* query, const char* argument, double value, const char* unit,
                                 const char* rule);

/// `value` must be finite.
inline void requireFinite(const char* query, const char* argument, double value, const char* unit) {
    if (!std::isfinite(value)) refuseArgument(query, argument, value, unit, "finite");
}
/// `value` must be finite and >= 0.
inline void requireNonNegative(const char* query, const char* argument, double value, const char* unit) {
    if (!(value >= 0.0 && std::isfinite(value))) refuseArgument(query, argument, value, unit, "finite and >= 0");
}
/// `value` must be finite and > 0.
inline void requirePositive(const char* query, const char* argument, double value, const char* unit) {
    if (!(value > 0.0 && std::isfinite(value))) refuseArgument(query, argument, value, unit, "finite and > 0");
}
/// `value` must lie in `range` (Limits.h): "<query>: <argument> = <value> is outside [low, high] <unit>".
[[noreturn]] void refuseOutside(const char* query, const char* argument, double value, const limits::Range& range);
inline void requireArgumentWithin(const char* query, const char* argument, double value, const limits::Range& range) {
    if (!range.contains(value)) refuseOutside(query, argument, value, range);
}
/// Refuses "<query>: <argument>.<x, y or z> = <value> m (must be finite)" for the first coordinate
/// of `point` that is not finite.
[[noreturn]] void refuseNonFinitePoint(const char* query, const char* argument, const Vec3& point);
/// Each of the point's coordinates must be finite.
inline void requireFinitePoint(const char* query, const char* argument, const Vec3& point) {
    if (!(std::isfinite(point.x) && std::isfinite(point.y) && std::isfinite(point.z)))
        refuseNonFinitePoint(query, argument, point);
}

} // namespace hydro
