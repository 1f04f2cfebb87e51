// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file DataDirectory.h
/// Where the programs find the hulls and scenarios: beside an installed copy, or in the source tree
/// of a build.

#include <string>

namespace hydro::tool {

/// The folder holding hulls/ and scenarios/, the first of:
/// 1. the environment variable BULLETHYDRO_DATA_DIR, if set (a game's own data, or a relocated copy);
/// 2. <directory of this executable>/../share/BulletHydro, if it holds hulls/ (an installed copy,
///    wherever its prefix was moved);
/// 3. `buildTreeAssets`, the source tree's assets/ the program was built from.
/// Throws std::runtime_error naming the places tried if none of them holds hulls/.
std::string dataDirectory(const std::string& buildTreeAssets);

} // namespace hydro::tool
