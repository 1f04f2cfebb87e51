// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file Options.h
/// boat_demo's command line.

#include "CommandLine.h"

#include <optional>
#include <ostream>
#include <stdexcept>
#include <string>

namespace boat_demo {

struct Options {
    std::string scenario = "calm_harbour";  ///< a name in assets/scenarios, or a path to a .json file
    bool headless = false;
    std::optional<double> seconds;  ///< default: the scenario's (headless) or until closed (window)
    std::string outDirectory;       ///< headless: where the CSV and plots go; empty: none written
    std::string framesDirectory;    ///< PNG frames rendered offscreen; empty: none
    double framesFrom = 0.0;        ///< s: frames only from this time on (after a scenario settles)
    std::string screenshot;         ///< window: a PNG of the last frame, written when --seconds ends
    int threads = 1;                ///< threads evaluating the bodies, the stepping one included
    int width = 1280, height = 720; ///< of the window and of the frames, pixels
    bool debugDraw = false;         ///< start with the debug drawing on (window and frames)
    bool list = false;              ///< print the scenarios and exit
    bool help = false;              ///< print the usage to standard output and exit 0
};

/// A command line that cannot be run: the message names the option and the value (the commands'
/// own, CommandLine.h).
using UsageError = hydro::tool::UsageError;

/// Throws UsageError.
Options parseOptions(int argc, const char* const* argv);
void printUsage(std::ostream& out);

/// The file a scenario option names: `name` itself if it is a path (it holds a '/' or ends in
/// .json), else <assets>/scenarios/<name>.json, which must exist: an unknown name throws
/// ScenarioError listing the scenarios there are.
std::string scenarioFile(const std::string& name, const std::string& assetsDirectory);

/// Creates `directory` (the value of `option`) if it is not there and makes sure a file can be
/// written in it, before any work that would write there; throws std::runtime_error naming the
/// option, the directory and why not.
void prepareOutputDirectory(const std::string& option, const std::string& directory);

} // namespace boat_demo
