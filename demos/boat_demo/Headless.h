// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file Headless.h
/// boat_demo --headless: a scenario run for a set time with no window and no X server; a progress
/// bar, a summary per body, and on request CSV time series, PNG plots and rendered frames.

#include "Options.h"
#include "Recording.h"
#include "Scene.h"

#include <ostream>

namespace boat_demo {

/// Frames for a video come every other 1/60 s step: 30 per second.
constexpr int kStepsPerVideoFrame = 2;

/// Receives the scene at each frame it should draw (--frames). The renderer implements it; the
/// headless run itself knows nothing of OpenGL.
class FrameSink {
public:
    virtual ~FrameSink() = default;
    /// `index` counts the frames written, from 0.
    virtual void frame(Scene& scene, int index) = 0;
};

struct HeadlessResult {
    int exitCode = 0;  ///< 0, or 1 if some body's state went invalid
    std::vector<BodySummary> summary;
};

/// Runs `options` headless. `interactive`: redraw the progress bar in place (a terminal) rather
/// than print a line per tenth. Throws ScenarioError, hydro::MeshError or std::runtime_error (a
/// file that cannot be written).
HeadlessResult runHeadless(const Options& options, const std::string& assetsDirectory, std::ostream& out, std::ostream& progress,
                bool interactive, FrameSink* frames = nullptr);

} // namespace boat_demo
