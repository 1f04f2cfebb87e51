// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file Renderer.h
/// Draws a Scene with OpenGL 3.3 core into the current framebuffer: the ocean surface sampled
/// from the same WaterSurface the physics uses, the hulls smooth-shaded and painted (bottom paint,
/// boot stripe, deck), the spray and foam of Scene::effects, and on demand the
/// BuoyancyAction's debug drawing (waterlines, wetted triangles, centres of buoyancy, force arrows).
/// Needs a current context (a GLFW window's, or OffscreenContext's) for its whole life.

#include "Camera.h"
#include "Scene.h"

#include "OpenGl.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace boat_demo {

struct RenderOptions {
    bool debugDraw = false;
};

class Renderer {
public:
    Renderer();
    ~Renderer();
    Renderer(const Renderer&) = delete;
    Renderer& operator=(const Renderer&) = delete;

    /// Draws into the bound framebuffer's `width` x `height` viewport.
    void render(Scene& scene, const Camera& camera, int width, int height, const RenderOptions& options);

    /// Reads the bound framebuffer back as rows of RGB, top row first (for PNG files).
    static std::vector<unsigned char> readPixels(int width, int height);

private:
    struct Mesh;
    class DebugLines;
    const Mesh& hullMesh(const SceneBody& body);
    void drawOcean(const Scene& scene, const Camera& camera, const glm::mat4& viewProjection);
    void drawLines(Scene& scene, const glm::mat4& viewProjection);
    /// The scene's spray, foam and wakes (Scene::effects): translucent discs on the surface, points.
    void drawEffects(const Scene& scene, const glm::mat4& viewProjection, int height);

    GLuint surfaceProgram_ = 0, lineProgram_ = 0, effectsProgram_ = 0;
    // Uniform locations, looked up once.
    struct {
        GLint model, viewProjection, colour, eye, water, painted, waterline, stripeWidth;
    } surface_{};
    struct {
        GLint viewProjection, pointScale, points;
    } effects_{};
    GLint lineViewProjection_ = -1;
    std::map<const hydro::HullMesh*, std::unique_ptr<Mesh>> hulls_;
    std::unique_ptr<Mesh> ocean_;
    GLuint lineArray_ = 0, lineBuffer_ = 0;
    // The ocean grid's offsets from its corner and the heights the water gives there, reused.
    std::vector<float> gridX_, gridZ_, gridHeight_, oceanVertices_;
    std::vector<unsigned> oceanIndices_;
    // The effects' vertices (position, RGBA) and foam discs' indices, and the disc points' offsets
    // and surface heights, rebuilt each frame.
    GLuint effectArray_ = 0, effectBuffer_ = 0, effectIndices_ = 0;
    std::vector<float> effectVertices_, effectX_, effectZ_, effectHeight_;
    std::vector<unsigned> effectIndicesData_;
};

} // namespace boat_demo
