// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// The boat demo in a browser (docs/web.md §1): the desktop demo's window (WindowApp.h) on a WebGL 2
// canvas, on one thread, the scenario named by the page's address (?scenario=storm), its files
// packaged with the page under /assets. What the command line sets on the desktop (the size, the
// debug drawing) the page's canvas and keys set here.

#include "WindowApp.h"

#include <emscripten.h>

#include <exception>
#include <iostream>
#include <string>

namespace {

// The scenario the page's address names, or calm_harbour; a name only (no path to another file).
// clang-format off
EM_JS(void, scenarioFromAddress, (char* out, int size), {
    const name = new URLSearchParams(location.search).get('scenario') || 'calm_harbour';
    stringToUTF8(/[^a-z_]/.test(name) ? '?' : name, out, size);
});
EM_JS(void, showError, (const char* message), {
    window.boatDemo = {error: UTF8ToString(message)};
    const status = document.getElementById('status');
    if (status) status.textContent = 'boat_demo: ' + UTF8ToString(message);
});
// clang-format on

} // namespace

int main() {
    boat_demo::Options options;
    char scenario[64];
    scenarioFromAddress(scenario, int(sizeof scenario));
    options.scenario = scenario;
    options.width = 1280;
    options.height = 720;
    try {
        return boat_demo::runWindow(options, "/assets");
    } catch (const std::exception& e) {
        std::cerr << "boat_demo: " << e.what() << "\n";
        showError(e.what());
        return 1;
    }
}
