// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "HydrostaticsCommand.h"

#include "HydrostaticsOptions.h"
#include "HydrostaticsReport.h"

#include "hydro/MeshError.h"

#include <stdexcept>

namespace hydro::tool {

int runHydrostaticsCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    HydrostaticsOptions options;
    try {
        options = parseHydrostaticsOptions(args);
    } catch (const UsageError& e) {
        err << "hydrostatics: " << e.what() << "\n(hydrostatics --help lists the options)\n";
        return 2;
    }
    if (options.help) {
        out << hydrostaticsUsage();
        return 0;
    }
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
