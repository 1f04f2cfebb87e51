// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "HydrostaticsCommand.h"

#include "HydrostaticsOptions.h"
#include "HydrostaticsReport.h"

#include "hydro/MeshError.h"

#include <filesystem>
#include <stdexcept>
#include <system_error>

namespace hydro::tool {

namespace {
/// `hull` itself if it is a file or a path; otherwise the packaged hull of that name, if there is one.
std::string resolveHull(const std::string& hull, const std::string& hullDirectory) {
    namespace fs = std::filesystem;
    std::error_code error;
    if (hullDirectory.empty() || hull.find('/') != std::string::npos || fs::exists(hull, error)) return hull;
    for (const std::string& name : {hull, hull + ".obj"}) {
        const fs::path packaged = fs::path(hullDirectory) / name;
        if (fs::is_regular_file(packaged, error)) return packaged.string();
    }
    return hull;  // the loader then says it does not exist
}
} // namespace

int runHydrostaticsCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err,
                           const std::string& hullDirectory) {
    HydrostaticsOptions options;
    try {
        options = parseHydrostaticsOptions(args);
    } catch (const UsageError& e) {
        err << "hydrostatics: " << e.what() << "\n(hydrostatics --help lists the options)\n";
        return 2;
    }
    if (options.help) {
        out << hydrostaticsUsage();
        if (!hullDirectory.empty()) out << "\nPackaged hulls (--hull NAME): " << hullDirectory << "\n";
        return 0;
    }
    options.hullFile = resolveHull(options.hullFile, hullDirectory);
    try {
        const HydrostaticsReport report = computeHydrostaticsReport(options);
        if (options.json)
            writeJson(report, out);
        else
            writeText(report, out);
        return 0;
    } catch (const std::exception& e) {  // MeshError names the file, the rule and the element
        err << "hydrostatics: " << e.what() << "\n";
        return 1;
    }
}

} // namespace hydro::tool
