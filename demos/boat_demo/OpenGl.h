// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file OpenGl.h
/// The OpenGL the demo draws with: OpenGL 3.3 core through libepoxy on the desktop, OpenGL ES 3.0
/// (WebGL 2) in the browser (docs/web.md §1), and the line its shaders and ImGui's start with.
/// The shaders are written in the common part of GLSL 3.30 and GLSL ES 3.00.

#ifdef __EMSCRIPTEN__
#include <GLES3/gl3.h>
#else
#include <epoxy/gl.h>  // before GLFW, which must not include the system's GL header
#endif

namespace boat_demo {

#ifdef __EMSCRIPTEN__
inline constexpr const char* kGlslHeader = "#version 300 es\nprecision highp float;\n";
inline constexpr const char* kImGuiGlslVersion = "#version 300 es";
#else
inline constexpr const char* kGlslHeader = "#version 330 core\n";
inline constexpr const char* kImGuiGlslVersion = "#version 330";
#endif

} // namespace boat_demo
