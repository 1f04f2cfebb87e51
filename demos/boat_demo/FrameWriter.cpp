// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "FrameWriter.h"

#include "PngFile.h"

#include <cstdio>
#include <filesystem>

namespace boat_demo {

FrameWriter::FrameWriter(const std::string& directory, int width, int height, const RenderOptions& options)
    : directory_(directory), context_(width, height), options_(options) {
    std::filesystem::create_directories(directory);
}

void FrameWriter::frame(Scene& scene, int index) {
    // The camera follows the driven boat, or the first body, from astern.
    const SceneBody* subject = scene.driven() ? scene.driven() : &scene.bodies().front();
    camera_.track(subject->body->hullToWorld(), float(Scene::kFrame * kStepsPerVideoFrame));
    renderer_.render(scene, camera_, context_.width(), context_.height(), options_);
    char name[32];
    std::snprintf(name, sizeof name, "frame_%05d.png", index);
    writePng((std::filesystem::path(directory_) / name).string(), context_.width(), context_.height(),
             Renderer::readPixels(context_.width(), context_.height()));
}

} // namespace boat_demo
