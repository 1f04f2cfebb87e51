// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// build/bin/hydrostatics: the hydrostatics report of a hull (hydrostatics --help).

#include "HydrostaticsCommand.h"

#include <iostream>

int main(int argc, char** argv) {
    return hydro::tool::runHydrostaticsCommand(std::vector<std::string>(argv + 1, argv + argc), std::cout, std::cerr);
}
