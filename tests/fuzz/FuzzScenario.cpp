// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// Fuzzes the boat demo's scenario parser: any text as a scenario file. It must parse or throw
// ScenarioError naming the file, never crash or throw anything else.

#include "Scenario.h"

#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    try {
        boat_demo::parseScenario(text, "fuzz.json", HYDRO_HULL_DIRECTORY);
    } catch (const boat_demo::ScenarioError& e) {
        if (std::string(e.what()).rfind("fuzz.json: ", 0) != 0) std::abort();  // every message names the file
    }
    return 0;
}
