// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// What the commands (hydrostatics, prepare_hull) share in reading their command lines.

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
/// The same, > 0 and within [low, high] (a range of Limits.h, the one the library checks too);
/// `unit` follows the range in the message ("--mass: 1e+13 is outside [1e-06, 1e+12] kg").
double parsePositiveWithin(const std::string& text, const std::string& what, double low, double high,
                           const std::string& unit);

} // namespace hydro::tool
