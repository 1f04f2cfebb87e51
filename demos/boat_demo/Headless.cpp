// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "Headless.h"

#include "Plots.h"
#include "Recording.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <string>

namespace boat_demo {

namespace {

/// "[##########----------]  50%   15.0 / 30 s"
void drawProgress(std::ostream& progress, double done, double total, bool interactive) {
    constexpr int kWidth = 40;
    const int filled = int(std::lround(kWidth * done / total));
    char line[128];
    std::snprintf(line, sizeof line, "[%s%s] %3d%%  %6.1f / %.0f s", std::string(std::size_t(filled), '#').c_str(),
                  std::string(std::size_t(kWidth - filled), '-').c_str(), int(std::lround(100.0 * done / total)), done,
                  total);
    progress << (interactive ? "\r" : "") << line << (interactive ? "" : "\n") << std::flush;
}

/// "storm", "forces", "speed boat" -> "storm_forces_speed_boat.png"
std::string plotName(const std::string& scenario, const std::string& what, const std::string& body) {
    std::string name = scenario + "_" + what + "_" + body + ".png";
    for (char& c : name)
        if (c == ' ' || c == '/') c = '_';
    return name;
}

} // namespace

HeadlessResult runHeadless(const Options& options, const std::string& assetsDirectory, std::ostream& out, std::ostream& progress,
                bool interactive, FrameSink* frames) {
    // Everything that can be checked is, before the run: the scenario, and where its files go.
    const Scenario scenario = loadScenario(scenarioFile(options.scenario, assetsDirectory), assetsDirectory + "/hulls");
    if (!options.outDirectory.empty()) prepareOutputDirectory("--out", options.outDirectory);
    Scene scene(scenario, assetsDirectory, options.threads, /*effects=*/frames != nullptr);
    Recording recording(scene);
    const double seconds = options.seconds.value_or(scenario.seconds);
    const int steps = std::max(1, int(std::lround(seconds / Scene::kFrame)));

    out << "BulletHydro boat demo, headless: scenario '" << scenario.name << "', " << scene.bodies().size()
        << " bodies, " << seconds << " s in " << steps << " frames of " << scenario.substeps << " substeps\n";
    if (!scenario.description.empty()) out << scenario.description << "\n";
    out << std::flush;

    int written = 0, lastTenth = -1;
    const auto start = std::chrono::steady_clock::now();
    for (int step = 1; step <= steps; ++step) {
        scene.step();
        recording.record(scene);
        if (frames && step % kStepsPerVideoFrame == 0 && step * Scene::kFrame >= options.framesFrom - 1e-9)
            frames->frame(scene, written++);
        const int tenth = step * (interactive ? 50 : 10) / steps;
        if (tenth != lastTenth) {
            drawProgress(progress, step * Scene::kFrame, seconds, interactive);
            lastTenth = tenth;
        }
    }
    if (interactive) progress << "\n";
    const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    HeadlessResult result;
    result.summary = recording.summarize();
    out << "\n" << formatSummary(result.summary, recording.actionMicrosecondsPerSubstep());
    char timing[128];
    std::snprintf(timing, sizeof timing, "simulated %.1f s in %.2f s of wall time (%.1fx real time)\n", seconds, wall,
                  seconds / wall);
    out << timing;
    if (const hydro::WaterEffects* effects = scene.effects()) {
        char line[192];
        std::snprintf(line, sizeof line,
                      "effects: %zu foam patches and %zu spray droplets at the end, %.0f us per frame "
                      "(%llu refused at the caps)\n",
                      effects->foam().size(), effects->spray().size(), scene.effectsMicrosecondsPerFrame(),
                      static_cast<unsigned long long>(effects->refusedFoam() + effects->refusedSpray()));
        out << line;
    }

    if (!options.outDirectory.empty()) {
        namespace fs = std::filesystem;
        fs::create_directories(options.outDirectory);
        const fs::path dir = options.outDirectory;
        const std::string csv = (dir / (scenario.name + ".csv")).string();
        recording.writeCsv(csv);
        out << "wrote " << csv << "\n";
        const std::string motions = (dir / (scenario.name + "_motions.png")).string();
        writeMotionPlot(recording, "Scenario '" + scenario.name + "': heave, roll and pitch", motions);
        out << "wrote " << motions << "\n";
        for (std::size_t b = 0; b < recording.names().size(); ++b) {
            if (!recording.floods()[b]) continue;
            const std::string path = (dir / plotName(scenario.name, "flooding", recording.names()[b])).string();
            writeFloodingPlot(recording, b, "Scenario '" + scenario.name + "': " + recording.names()[b] + " taking water", path);
            out << "wrote " << path << "\n";
        }
        // On an ocean, the motions' spectra beside the sea's, after the first tenth of the run (the
        // drop) or 10 s, whichever is less, when enough is left for a spectrum.
        if (const auto state = scene.seaState(); state && seconds >= 20.0) {
            const std::string spectra = (dir / (scenario.name + "_spectra.png")).string();
            writeSpectrumPlot(recording, hydro::OceanSpectrum::forSeaState(*state), std::min(10.0, 0.1 * seconds),
                              "Scenario '" + scenario.name + "': heave, roll and pitch spectra against the sea's", spectra);
            out << "wrote " << spectra << "\n";
        }
        for (std::size_t b = 0; b < recording.names().size(); ++b) {
            const std::string path = (dir / plotName(scenario.name, "forces", recording.names()[b])).string();
            writeForcePlot(recording, b, "Scenario '" + scenario.name + "': forces on " + recording.names()[b] + " by kind",
                           path);
            out << "wrote " << path << "\n";
        }
    }
    if (frames) out << "wrote " << written << " frames to " << options.framesDirectory << "\n";
    if (scene.action().invalidStateCount() > 0) {
        out << "error: " << scene.action().invalidStateCount() << " substeps had a body in an invalid state\n";
        result.exitCode = 1;
    }
    return result;
}

} // namespace boat_demo
