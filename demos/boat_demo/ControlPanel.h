// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file ControlPanel.h
/// The window's Dear ImGui panels: the sea state, each force on or off and its coefficients, the
/// force breakdown per boat, the time per substep, and the keys.

#include "Camera.h"
#include "Renderer.h"
#include "Scene.h"

namespace boat_demo {

/// What the panel and the keys change besides the scene.
struct ViewState {
    Camera camera;
    RenderOptions render;
    bool paused = false;
    std::size_t selectedBody = 0;  ///< whose forces the panel edits
    std::size_t drops = 0;         ///< crates and barrels dropped so far (they are named by it)
};

/// Draws the panels for this frame (between ImGui::NewFrame and ImGui::Render) and applies what
/// the user changed to `scene` and `view`.
void drawControlPanel(Scene& scene, ViewState& view);

} // namespace boat_demo
