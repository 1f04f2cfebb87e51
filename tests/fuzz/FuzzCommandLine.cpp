// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// Fuzzes the command lines of `hydrostatics` and `boat_demo`: the input's lines are the arguments.
// Each parser must accept them or throw its UsageError, never crash or throw anything else.

#include "HydrostaticsOptions.h"
#include "Options.h"

#include <cstdint>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::vector<std::string> args;
    std::string current;
    for (std::size_t i = 0; i < size && args.size() < 32; ++i) {
        const char c = char(data[i]);
        if (c == '\n') {
            args.push_back(current);
            current.clear();
        } else {
            current += c;
        }
    }
    if (!current.empty()) args.push_back(current);
    try {
        hydro::tool::parseHydrostaticsOptions(args);
    } catch (const hydro::tool::UsageError&) {
    }
    std::vector<const char*> argv{"boat_demo"};
    for (const std::string& a : args) argv.push_back(a.c_str());
    try {
        boat_demo::parseOptions(int(argv.size()), argv.data());
    } catch (const boat_demo::UsageError&) {
    }
    return 0;
}
