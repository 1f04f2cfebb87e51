// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "Options.h"

#include "Scenario.h"

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <system_error>

namespace boat_demo {

using hydro::tool::parseWholeNumber;
using hydro::tool::parseWithin;

namespace {
constexpr hydro::limits::Range kSecondsRange{"a run's length", 1.0 / 60.0, 3600.0, "s"};
constexpr hydro::limits::Range kFramesFromRange{"the first frame's time", 0.0, 3600.0, "s"};

/// A directory option's value, which may not be empty (an empty one would silently write nothing).
std::string directory(const std::string& option, const char* text) {
    if (*text == '\0') throw UsageError(option + ": the directory is empty");
    return text;
}
} // namespace

Options parseOptions(int argc, const char* const* argv) {
    Options o;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        auto value = [&]() -> const char* {
            if (i + 1 >= argc) throw UsageError(arg + " needs a value");
            return argv[++i];
        };
        if (arg == "--headless") o.headless = true;
        else if (arg == "--list") o.list = true;
        else if (arg == "--debug-draw") o.debugDraw = true;
        else if (arg == "--scenario") o.scenario = value();
        else if (arg == "--seconds") o.seconds = parseWithin(value(), arg, kSecondsRange);
        else if (arg == "--out") o.outDirectory = directory(arg, value());
        else if (arg == "--frames") o.framesDirectory = directory(arg, value());
        else if (arg == "--frames-from") o.framesFrom = parseWithin(value(), arg, kFramesFromRange);
        else if (arg == "--screenshot") o.screenshot = value();
        else if (arg == "--threads") o.threads = parseWholeNumber(value(), arg, 1, 256);
        else if (arg == "--size") {
            const std::string size = value();
            const auto x = size.find('x');
            if (x == std::string::npos) throw UsageError("--size: '" + size + "' is not WIDTHxHEIGHT");
            o.width = parseWholeNumber(size.substr(0, x), "--size", 64, 7680);
            o.height = parseWholeNumber(size.substr(x + 1), "--size", 64, 4320);
        } else if (arg == "--help" || arg == "-h") o.help = true;
        else throw UsageError("unknown argument '" + arg + "'");
    }
    if (o.help) return o;
    if (o.headless && !o.screenshot.empty()) throw UsageError("--screenshot is for the window; use --frames with --headless");
    if (o.framesFrom > 0.0 && o.framesDirectory.empty()) throw UsageError("--frames-from needs --frames");
    if (!o.screenshot.empty() && !o.seconds) throw UsageError("--screenshot needs --seconds (when to take it)");
    return o;
}

void printUsage(std::ostream& out) {
    out << "usage: boat_demo [--scenario NAME|FILE] [--seconds N] [--size WxH] [--threads N]\n"
           "                 [--debug-draw] [--screenshot FILE.png (with --seconds)]\n"
           "       boat_demo --headless [--scenario NAME] [--seconds N] [--out DIR] [--frames DIR [--frames-from S] [--debug-draw]]\n"
           "       boat_demo --list | --help\n"
           "  --scenario   a name from --list, or a path to a scenario file (.json)\n"
           "  --headless   no window: a progress bar, a summary per body; with --out, CSV and PNG plots\n"
           "  --frames DIR rendered frames as PNG (30 per second), through an offscreen context\n"
           "  --frames-from S  only the frames from S seconds on (numbered from 0)\n"
           "  --threads N  evaluate the bodies on N threads (a pool of N - 1 workers that sleep when idle; default 1)\n";
}

std::string scenarioFile(const std::string& name, const std::string& assetsDirectory) {
    const std::string json = ".json";
    const bool endsInJson = name.size() > json.size() && name.compare(name.size() - json.size(), json.size(), json) == 0;
    if (endsInJson || name.find('/') != std::string::npos) return name;
    const std::string directory = assetsDirectory + "/scenarios";
    const std::string file = directory + "/" + name + json;
    std::error_code error;
    if (std::filesystem::is_regular_file(file, error)) return file;
    std::string known;
    for (const std::string& scenario : scenarioNames(directory)) known += (known.empty() ? "" : ", ") + scenario;
    throw ScenarioError("no scenario '" + name + "' in " + directory + " (there are: " + known +
                        "); give one of those names or the path of a scenario file");
}

void prepareOutputDirectory(const std::string& option, const std::string& directory) {
    namespace fs = std::filesystem;
    std::error_code error;
    fs::create_directories(directory, error);
    if (error || !fs::is_directory(directory, error))
        throw std::runtime_error(option + " " + directory + ": cannot be made a directory" +
                                 (error ? " (" + error.message() + ")" : std::string(" (a file is in the way)")));
    // A probe file, written and removed: a directory may exist and still refuse writes.
    const fs::path probe = fs::path(directory) / ".boat_demo_write_probe";
    const bool writable = bool(std::ofstream(probe) << "probe");
    fs::remove(probe, error);
    if (!writable) throw std::runtime_error(option + " " + directory + ": cannot write there");
}

} // namespace boat_demo
