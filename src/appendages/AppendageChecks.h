// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// The checks a foil's and a slender member's fields share, each refusal naming the type, the field
// and the value (docs/limits.md §2).

#include "hydro/Limits.h"
#include "hydro/Result.h"
#include "hydro/Vec3.h"

#include <cmath>
#include <string>

namespace hydro::appendage_checks {

/// A span, chord, length or diameter, m: a millimetre to ten kilometres.
constexpr double kMinAppendageSize = 1e-3;
constexpr double kMaxAppendageSize = 1e4;
/// How far from unit length an axis and from a right angle two axes may be: a float's round-off
/// in a game's data, far below any error that matters.
constexpr double kAxisTolerance = 1e-3;

inline std::string vectorText(const Vec3& v) {
    return "(" + limits::readable(v.x) + ", " + limits::readable(v.y) + ", " + limits::readable(v.z) + ")";
}

/// A point in hull coordinates (limits::kHullCoordinateRange on each axis).
inline Status checkPoint(const char* type, const char* field, const Vec3& p) {
    for (int axis = 0; axis < 3; ++axis)
        if (!limits::kHullCoordinateRange.contains(p[axis]))
            return Error(std::string(type) + ": " +
                         limits::outsideRange(std::string(field) + "." + "xyz"[axis], p[axis], limits::kHullCoordinateRange));
    return {};
}

inline Status checkLength(const char* type, const char* field, double value) {
    if (value >= kMinAppendageSize && value <= kMaxAppendageSize) return {};
    return Error(std::string(type) + ": " + field + " = " + limits::readable(value) + " m (must be in [" +
                 limits::readable(kMinAppendageSize) + ", " + limits::readable(kMaxAppendageSize) + "] m)");
}

/// A unit vector (within kAxisTolerance).
inline Status checkAxis(const char* type, const char* field, const Vec3& axis) {
    if (isFinite(axis) && std::abs(length(axis) - 1.0) <= kAxisTolerance) return {};
    return Error(std::string(type) + ": " + field + " = " + vectorText(axis) + " is not a unit vector");
}

/// Two unit vectors at right angles (within kAxisTolerance).
inline Status checkAxes(const char* type, const char* firstField, const Vec3& first, const char* secondField,
                        const Vec3& second) {
    if (Status s = firstRefusal({checkAxis(type, firstField, first), checkAxis(type, secondField, second)}); !s) return s;
    if (std::abs(dot(first, second)) <= kAxisTolerance) return {};
    return Error(std::string(type) + ": " + firstField + " " + vectorText(first) + " and " + secondField + " " +
                 vectorText(second) + " are not at right angles");
}

} // namespace hydro::appendage_checks
