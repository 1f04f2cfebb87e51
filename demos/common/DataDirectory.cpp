// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "DataDirectory.h"

#include <cstdlib>
#include <filesystem>
#include <stdexcept>
#include <system_error>

namespace hydro::tool {

namespace fs = std::filesystem;

namespace {
bool holdsHulls(const fs::path& directory) {
    std::error_code error;
    return fs::is_directory(directory / "hulls", error);
}
} // namespace

std::string dataDirectory(const std::string& buildTreeAssets) {
    if (const char* fromEnvironment = std::getenv("BULLETHYDRO_DATA_DIR")) {
        if (!holdsHulls(fromEnvironment))
            throw std::runtime_error(std::string("BULLETHYDRO_DATA_DIR=") + fromEnvironment + " has no hulls/ folder");
        return fromEnvironment;
    }
    std::error_code error;
    // Linux names the running executable here; elsewhere the installed layout is not looked for.
    const fs::path executable = fs::read_symlink("/proc/self/exe", error);
    const fs::path installed = error ? fs::path() : executable.parent_path().parent_path() / "share" / "BulletHydro";
    if (!installed.empty() && holdsHulls(installed)) return installed.lexically_normal().string();
    if (holdsHulls(buildTreeAssets)) return buildTreeAssets;
    throw std::runtime_error("no hulls/ folder in " + (installed.empty() ? std::string() : installed.string() + ", nor in ") +
                             buildTreeAssets + ": set BULLETHYDRO_DATA_DIR to the folder that holds hulls/ and scenarios/");
}

} // namespace hydro::tool
