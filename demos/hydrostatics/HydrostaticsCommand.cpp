// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "HydrostaticsCommand.h"

#include "HydrostaticsOptions.h"
#include "HydrostaticsReport.h"

#include "hydro/MeshError.h"

#include <algorithm>
#include <filesystem>
#include <stdexcept>
#include <system_error>

namespace hydro::tool {

namespace {
/// `hull` itself if it is a file or a path; otherwise the packaged hull of that name. A bare name that
/// is neither throws, naming the packaged hulls there are.
std::string resolveHull(const std::string& hull, const std::string& hullDirectory) {
    namespace fs = std::filesystem;
    std::error_code error;
    if (hullDirectory.empty() || hull.find('/') != std::string::npos || fs::exists(hull, error)) return hull;
    for (const std::string& name : {hull, hull + ".obj"}) {
        const fs::path packaged = fs::path(hullDirectory) / name;
        if (fs::is_regular_file(packaged, error)) return packaged.string();
    }
    std::vector<std::string> names;
    for (const fs::directory_entry& entry : fs::directory_iterator(hullDirectory, error))
        if (entry.path().extension() == ".obj") names.push_back(entry.path().stem().string());
    std::sort(names.begin(), names.end());
    std::string known;
    for (const std::string& name : names) known += (known.empty() ? "" : ", ") + name;
    throw std::runtime_error("--hull " + hull + ": no such file, and no packaged hull of that name in " + hullDirectory +
                             " (there are: " + known + ")");
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
    try {
        options.hullFile = resolveHull(options.hullFile, hullDirectory);
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
