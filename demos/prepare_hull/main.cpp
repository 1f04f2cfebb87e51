// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// build/bin/prepare_hull: a game's mesh file to a hull (prepare_hull --help).

#include "PrepareHullCommand.h"

#include <iostream>

int main(int argc, char** argv) {
    return hydro::tool::runPrepareHullCommand(std::vector<std::string>(argv + 1, argv + argc), std::cout, std::cerr);
}
