// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// The `hydrostatics` command as a function, so that tests run it without a process.

#include <ostream>
#include <string>
#include <vector>

namespace hydro::tool {

/// Exit codes: 0 done (warnings included), 1 the hull or the loading cannot be analysed,
/// 2 the command line is wrong. Errors go to `err`, one line naming what is wrong. `--hull NAME`
/// that is not a file and has no '/' is looked for as `hullDirectory`/NAME(.obj), the packaged hulls.
int runHydrostaticsCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err,
                           const std::string& hullDirectory = std::string());

} // namespace hydro::tool
