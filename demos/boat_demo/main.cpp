// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// build/bin/boat_demo: the BulletHydro boat demo. A window (GLFW, OpenGL 3.3, Dear ImGui) by
// default; --headless runs a scenario with no window and reports (Headless.h).

#include "DataDirectory.h"
#include "FrameWriter.h"
#include "Headless.h"
#include "Options.h"
#include "Scenario.h"
#include "WindowApp.h"

#include "hydro/MeshError.h"

#include <exception>
#include <memory>
#include <iostream>
#include <unistd.h>

int main(int argc, char** argv) {
    using namespace boat_demo;
    Options options;
    try {
        options = parseOptions(argc, argv);
    } catch (const UsageError& e) {
        std::cerr << "boat_demo: " << e.what() << "\n";
        printUsage(std::cerr);
        return 2;
    }
    if (options.help) {
        printUsage(std::cout);
        return 0;
    }
    try {
        const std::string assets = hydro::tool::dataDirectory(HYDRO_ASSETS_DIR);
        if (options.list) {
            std::cout << "scenarios in " << assets << "/scenarios:\n";
            for (const std::string& name : scenarioNames(assets + "/scenarios"))
                std::cout << name << ": " << loadScenario(scenarioFile(name, assets), assets + "/hulls").description << "\n";
            return 0;
        }
        if (!options.headless) return runWindow(options, assets);
        std::unique_ptr<FrameWriter> frames;
        if (!options.framesDirectory.empty()) {
            prepareOutputDirectory("--frames", options.framesDirectory);
            frames = std::make_unique<FrameWriter>(options.framesDirectory, options.width, options.height,
                                                   RenderOptions{options.debugDraw});
        }
        return runHeadless(options, assets, std::cout, std::cerr, isatty(STDERR_FILENO) != 0, frames.get()).exitCode;
    } catch (const std::exception& e) {
        std::cerr << "boat_demo: " << e.what() << "\n";
        return 1;
    }
}
