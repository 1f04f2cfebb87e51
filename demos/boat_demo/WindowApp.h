// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file WindowApp.h
/// boat_demo's window: GLFW, OpenGL 3.3 core and Dear ImGui over a running Scene.

#include "Options.h"

#include <string>

namespace boat_demo {

/// Opens the window and runs `options.scenario` in real time until it is closed (or, with
/// --seconds, until the simulation reaches that time, when --screenshot saves the last frame).
/// Returns the exit code; throws std::runtime_error if there is no display or no OpenGL 3.3.
int runWindow(const Options& options, const std::string& assetsDirectory);

} // namespace boat_demo
