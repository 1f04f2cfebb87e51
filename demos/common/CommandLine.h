// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// What the commands (hydrostatics, prepare_hull, boat_demo) share in reading their command lines.

#include "hydro/Limits.h"
#include "hydro/Vec3.h"

#include <stdexcept>
#include <string>

namespace hydro::tool {

/// A command line that cannot be run; the message names the option, the value and the rule.
class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// A finite number, all of `text`; `what` names it in the message. Throws UsageError.
double parseNumber(const std::string& text, const std::string& what);
/// The same, and > 0.
double parsePositive(const std::string& text, const std::string& what);
/// The same, within `range` (one of Limits.h's, the one the library checks too), refused in the
/// library's words ("--mass = 1e13 kg is outside [1e-6, 1e12] kg").
double parseWithin(const std::string& text, const std::string& what, const limits::Range& range);
/// The mass of a solid of `density` (from --density) and `volume`, m^3, refused (std::invalid_argument,
/// naming `source`) when it falls outside Limits.h's mass range, as --mass would be.
double massOfSolid(double density, double volume, const std::string& source);
/// A whole number within [low, high] ("--threads = 0 is outside [1, 256]").
int parseWholeNumber(const std::string& text, const std::string& what, int low, int high);
/// A centre of gravity given as X,Y,Z (metres, hull coordinates) to `option` ("--cog"), each
/// within Limits.h's hull coordinate range. Throws UsageError naming the option and the value.
Vec3 parseCentreOfGravity(const std::string& text, const std::string& option);

} // namespace hydro::tool
