// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file FrameWriter.h
/// --frames: renders each frame of a headless run offscreen and writes it as
/// <directory>/frame_00000.png ... (ffmpeg -i frame_%05d.png makes the video).

#include "Camera.h"
#include "Headless.h"
#include "OffscreenContext.h"
#include "Renderer.h"

#include <string>

namespace boat_demo {

class FrameWriter final : public FrameSink {
public:
    /// Creates `directory`. Throws std::runtime_error if the offscreen context cannot be made.
    FrameWriter(const std::string& directory, int width, int height, const RenderOptions& options);
    void frame(Scene& scene, int index) override;

private:
    std::string directory_;
    OffscreenContext context_;
    Renderer renderer_;
    Camera camera_;
    RenderOptions options_;
};

} // namespace boat_demo
