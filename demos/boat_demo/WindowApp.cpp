// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "WindowApp.h"

#include "ControlPanel.h"
#include "PngFile.h"
#include "Renderer.h"
#include "Scene.h"

#include <epoxy/gl.h>  // before GLFW, which must not include the system's GL header
#include <GLFW/glfw3.h>
#include <imgui.h>
#include <imgui_impl_glfw.h>
#include <imgui_impl_opengl3.h>

#include <algorithm>
#include <cmath>
#include <iostream>
#include <memory>
#include <stdexcept>

namespace boat_demo {

namespace {

/// GLFW's library and window, released in the right order whatever happens.
struct GlfwWindow {
    GLFWwindow* window = nullptr;
    GlfwWindow(int width, int height, const std::string& title) {
        glfwSetErrorCallback([](int, const char* message) { std::cerr << "boat_demo: GLFW: " << message << "\n"; });
        if (!glfwInit()) throw std::runtime_error("cannot open a window: GLFW found no display (run with --headless)");
        glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
        glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
        glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
        glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
        window = glfwCreateWindow(width, height, title.c_str(), nullptr, nullptr);
        if (!window) {
            glfwTerminate();
            throw std::runtime_error("cannot open a window with an OpenGL 3.3 core context");
        }
        glfwMakeContextCurrent(window);
        glfwSwapInterval(1);
    }
    ~GlfwWindow() {
        glfwDestroyWindow(window);
        glfwTerminate();
    }
};

/// Dear ImGui on that window, released before it.
struct ImGuiLayer {
    explicit ImGuiLayer(GLFWwindow* window) {
        IMGUI_CHECKVERSION();
        ImGui::CreateContext();
        ImGui::GetIO().IniFilename = nullptr;  // no imgui.ini left in the user's directory
        ImGui::StyleColorsDark();
        ImGui_ImplGlfw_InitForOpenGL(window, true);
        ImGui_ImplOpenGL3_Init("#version 330");
    }
    ~ImGuiLayer() {
        ImGui_ImplOpenGL3_Shutdown();
        ImGui_ImplGlfw_Shutdown();
        ImGui::DestroyContext();
    }
};

bool held(GLFWwindow* w, int key, int alternative) {
    return glfwGetKey(w, key) == GLFW_PRESS || glfwGetKey(w, alternative) == GLFW_PRESS;
}

/// The helm from the keys: throttle ramps while a key is held and stays; the rudder ramps while
/// held and returns amidships when let go. `dt`: the frame's real time.
void steer(GLFWwindow* w, Scene& scene, double dt) {
    const bool up = held(w, GLFW_KEY_W, GLFW_KEY_UP), down = held(w, GLFW_KEY_S, GLFW_KEY_DOWN);
    const bool port = held(w, GLFW_KEY_A, GLFW_KEY_LEFT), starboard = held(w, GLFW_KEY_D, GLFW_KEY_RIGHT);
    const bool stop = glfwGetKey(w, GLFW_KEY_X) == GLFW_PRESS;
    if (!(up || down || port || starboard || stop)) {
        if (scene.autopilot()) return;  // hands off: the autopilot keeps the helm
    }
    HelmInput helm = scene.helm();
    constexpr double kThrottleRate = 0.6, kRudderRate = 2.5;  // full range in about 2 s and 0.4 s
    if (up) helm.throttle += kThrottleRate * dt;
    if (down) helm.throttle -= kThrottleRate * dt;
    if (stop) helm.throttle = 0.0;
    if (port) helm.rudder -= kRudderRate * dt;
    if (starboard) helm.rudder += kRudderRate * dt;
    if (!port && !starboard) helm.rudder -= std::clamp(helm.rudder, -kRudderRate * dt, kRudderRate * dt);
    scene.setHelm(helm);
}

/// Keys that act once per press.
struct KeyPresses {
    ViewState* view = nullptr;
    Scene* scene = nullptr;
};

void onKey(GLFWwindow* w, int key, int scancode, int action, int mods) {
    ImGui_ImplGlfw_KeyCallback(w, key, scancode, action, mods);
    if (action != GLFW_PRESS || ImGui::GetIO().WantCaptureKeyboard) return;
    auto& k = *static_cast<KeyPresses*>(glfwGetWindowUserPointer(w));
    ViewState& view = *k.view;
    Scene& scene = *k.scene;
    switch (key) {
    case GLFW_KEY_ESCAPE: glfwSetWindowShouldClose(w, GLFW_TRUE); break;
    case GLFW_KEY_SPACE: view.paused = !view.paused; break;
    case GLFW_KEY_V:
        view.camera.mode = view.camera.mode == Camera::Mode::Follow ? Camera::Mode::Orbit : Camera::Mode::Follow;
        break;
    case GLFW_KEY_G: view.render.debugDraw = !view.render.debugDraw; break;
    case GLFW_KEY_P: scene.engageAutopilot(!scene.autopilot()); break;
    case GLFW_KEY_H: scene.breachNow(); break;  // the scenario's next hole, now
    case GLFW_KEY_K: scene.pumpNow(); break;    // the scenario's next pump (bailing), now
    case GLFW_KEY_C:
    case GLFW_KEY_B: {
        // Ahead of the camera's target, 4 m up, a little to one side each time.
        const bool crate = key == GLFW_KEY_C;
        const double side = double(view.drops % 5) - 2.0;
        const hydro::Vec3 at{double(view.camera.target.x) + 3.0 * side, 4.0, double(view.camera.target.z) + 6.0};
        scene.drop((crate ? "crate " : "barrel ") + std::to_string(++view.drops), crate ? "box" : "barrel",
                   crate ? 150.0 : 100.0, at, ForcePreset::FloatingCrate);
        break;
    }
    default: break;
    }
}

void onScroll(GLFWwindow* w, double dx, double dy) {
    ImGui_ImplGlfw_ScrollCallback(w, dx, dy);
    if (ImGui::GetIO().WantCaptureMouse) return;
    static_cast<KeyPresses*>(glfwGetWindowUserPointer(w))->view->camera.zoom(float(dy));
}

} // namespace

int runWindow(const Options& options, const std::string& assetsDirectory) {
    const Scenario scenario = loadScenario(scenarioFile(options.scenario, assetsDirectory), assetsDirectory + "/hulls");
    Scene scene(scenario, assetsDirectory, options.threads, /*effects=*/true);

    GlfwWindow glfw(options.width, options.height, "BulletHydro boat demo: " + scenario.name);
    // ImGui's callbacks are chained by ours (install_callbacks = false would lose its text input).
    ImGuiLayer imgui(glfw.window);
    Renderer renderer;
    ViewState view;
    view.render.debugDraw = options.debugDraw;
    KeyPresses presses{&view, &scene};
    glfwSetWindowUserPointer(glfw.window, &presses);
    glfwSetKeyCallback(glfw.window, onKey);
    glfwSetScrollCallback(glfw.window, onScroll);

    // Real time: fixed 1/60 s steps caught up with the clock, at most 4 per drawn frame (a slow
    // machine runs slower than real time rather than spiralling).
    constexpr int kMaxStepsPerFrame = 4;
    double previous = glfwGetTime(), owed = 0.0, lastX = 0.0, lastY = 0.0;
    glfwGetCursorPos(glfw.window, &lastX, &lastY);
    while (!glfwWindowShouldClose(glfw.window)) {
        glfwPollEvents();
        const double now = glfwGetTime(), elapsed = std::min(now - previous, 0.25);
        previous = now;
        if (scene.outboard()) steer(glfw.window, scene, elapsed);

        double x = 0.0, y = 0.0;
        glfwGetCursorPos(glfw.window, &x, &y);
        if (glfwGetMouseButton(glfw.window, GLFW_MOUSE_BUTTON_RIGHT) == GLFW_PRESS && !ImGui::GetIO().WantCaptureMouse)
            view.camera.drag(float(x - lastX), float(y - lastY));
        lastX = x;
        lastY = y;

        if (!view.paused) {
            // Under --seconds (a scripted run) every drawn frame is exactly one step, so the
            // picture does not depend on how fast the machine draws.
            owed = options.seconds ? Scene::kFrame : std::min(owed + elapsed, kMaxStepsPerFrame * Scene::kFrame);
            for (; owed >= Scene::kFrame * 0.999; owed -= Scene::kFrame) scene.step();
        }
        const SceneBody* subject = scene.driven() ? scene.driven() : &scene.bodies().front();
        view.camera.track(subject->body->hullToWorld(), float(std::max(elapsed, 1e-3)));

        int width = 0, height = 0;
        glfwGetFramebufferSize(glfw.window, &width, &height);
        renderer.render(scene, view.camera, width, height, view.render);
        ImGui_ImplOpenGL3_NewFrame();
        ImGui_ImplGlfw_NewFrame();
        ImGui::NewFrame();
        drawControlPanel(scene, view);
        ImGui::Render();
        ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());

        if (options.seconds && scene.time() >= *options.seconds - 1e-9) {
            if (!options.screenshot.empty()) {
                writePng(options.screenshot, width, height, Renderer::readPixels(width, height));
                std::cout << "wrote " << options.screenshot << " at t = " << scene.time() << " s\n";
            }
            break;
        }
        glfwSwapBuffers(glfw.window);
    }
    return scene.action().invalidStateCount() == 0 ? 0 : 1;
}

} // namespace boat_demo
