// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// build/bin/hydrostatics: the hydrostatics report of a hull (hydrostatics --help).

#include "DataDirectory.h"
#include "HydrostaticsCommand.h"

#include <iostream>
#include <stdexcept>

int main(int argc, char** argv) {
    // The packaged hulls are a convenience: without them, --hull takes files only.
    std::string hullDirectory;
    try {
        hullDirectory = hydro::tool::dataDirectory(HYDRO_ASSETS_DIR) + "/hulls";
    } catch (const std::runtime_error&) {
    }
    return hydro::tool::runHydrostaticsCommand(std::vector<std::string>(argv + 1, argv + argc), std::cout, std::cerr,
                                               hullDirectory);
}
