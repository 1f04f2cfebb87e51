// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "Options.h"

#include <cmath>
#include <cstdlib>

namespace boat_demo {

namespace {
double number(const std::string& option, const char* text, double low, double high) {
    char* end = nullptr;
    const double v = std::strtod(text, &end);
    if (end == text || *end != '\0' || !std::isfinite(v))
        throw UsageError(option + ": '" + text + "' is not a number");
    if (v < low || v > high)
        throw UsageError(option + ": " + text + " is outside [" + std::to_string(low) + ", " + std::to_string(high) + "]");
    return v;
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
        else if (arg == "--seconds") o.seconds = number(arg, value(), 1.0 / 60.0, 3600.0);
        else if (arg == "--out") o.outDirectory = value();
        else if (arg == "--frames") o.framesDirectory = value();
        else if (arg == "--frames-from") o.framesFrom = number(arg, value(), 0.0, 3600.0);
        else if (arg == "--screenshot") o.screenshot = value();
        else if (arg == "--threads") o.threads = int(number(arg, value(), 1, 256));
        else if (arg == "--size") {
            const std::string size = value();
            const auto x = size.find('x');
            if (x == std::string::npos) throw UsageError("--size: '" + size + "' is not WIDTHxHEIGHT");
            o.width = int(number("--size", size.substr(0, x).c_str(), 64, 7680));
            o.height = int(number("--size", size.substr(x + 1).c_str(), 64, 4320));
        } else if (arg == "--help" || arg == "-h") throw UsageError("");
        else throw UsageError("unknown argument '" + arg + "'");
    }
    if (o.headless && !o.screenshot.empty()) throw UsageError("--screenshot is for the window; use --frames with --headless");
    if (o.framesFrom > 0.0 && o.framesDirectory.empty()) throw UsageError("--frames-from needs --frames");
    if (!o.screenshot.empty() && !o.seconds) throw UsageError("--screenshot needs --seconds (when to take it)");
    return o;
}

void printUsage(std::ostream& out) {
    out << "usage: boat_demo [--scenario NAME|FILE.json] [--seconds N] [--size WxH] [--threads N]\n"
           "                 [--debug-draw] [--screenshot FILE.png (with --seconds)]\n"
           "       boat_demo --headless [--scenario NAME] [--seconds N] [--out DIR] [--frames DIR [--frames-from S] [--debug-draw]]\n"
           "       boat_demo --list\n"
           "  --headless   no window: a progress bar, a summary per body; with --out, CSV and PNG plots\n"
           "  --frames DIR rendered frames as PNG (30 per second), through an offscreen context\n"
           "  --frames-from S  only the frames from S seconds on (numbered from 0)\n"
           "  --threads N  evaluate the bodies on N threads (a pool of N - 1 workers that sleep when idle; default 1)\n";
}

std::string scenarioFile(const std::string& name, const std::string& assetsDirectory) {
    const std::string json = ".json";
    if (name.size() > json.size() && name.compare(name.size() - json.size(), json.size(), json) == 0) return name;
    return assetsDirectory + "/scenarios/" + name + json;
}

} // namespace boat_demo
