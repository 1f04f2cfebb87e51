// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file OffscreenContext.h
/// An OpenGL 3.3 core context with no window and no X server (EGL on Mesa's surfaceless platform)
/// and a framebuffer object to draw into: how --frames renders a headless run.

#include <epoxy/egl.h>
#include <epoxy/gl.h>

namespace boat_demo {

class OffscreenContext {
public:
    /// Makes the context current with a `width` x `height` colour and depth framebuffer bound.
    /// Throws std::runtime_error naming the EGL step that failed (no Mesa EGL driver, say).
    OffscreenContext(int width, int height);
    ~OffscreenContext();
    OffscreenContext(const OffscreenContext&) = delete;
    OffscreenContext& operator=(const OffscreenContext&) = delete;

    int width() const { return width_; }
    int height() const { return height_; }

private:
    EGLDisplay display_ = EGL_NO_DISPLAY;
    EGLContext context_ = EGL_NO_CONTEXT;
    GLuint framebuffer_ = 0, colour_ = 0, depth_ = 0;
    int width_, height_;
};

} // namespace boat_demo
