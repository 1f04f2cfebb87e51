// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// The `prepare_hull` command as a function, so that tests run it without a process.

#include <ostream>
#include <string>
#include <vector>

namespace hydro::tool {

/// Exit codes: 0 the hull is written (warnings included), 1 the mesh cannot be made a hull or the
/// output cannot be written (the reason on `err`), 2 the command line is wrong.
int runPrepareHullCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace hydro::tool
