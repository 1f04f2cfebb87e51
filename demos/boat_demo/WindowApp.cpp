// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "WindowApp.h"

#include "ControlPanel.h"
#include "Renderer.h"
#include "Scene.h"
#ifndef __EMSCRIPTEN__
#include "PngFile.h"
#endif

#include "OpenGl.h"  // before GLFW
#include <GLFW/glfw3.h>
#include <imgui.h>
#include <imgui_impl_glfw.h>
#include <imgui_impl_opengl3.h>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

#include <algorithm>
#include <chrono>
#include <cmath>
#include <iostream>
#include <limits>
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
    GlfwWindow(const GlfwWindow&) = delete;
    GlfwWindow& operator=(const GlfwWindow&) = delete;
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
        ImGui_ImplOpenGL3_Init(kImGuiGlslVersion);
    }
    ImGuiLayer(const ImGuiLayer&) = delete;
    ImGuiLayer& operator=(const ImGuiLayer&) = delete;
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

#ifdef __EMSCRIPTEN__
// What the page shows beside the canvas and its test reads: window.boatDemo (web/demo/index.html).
// clang-format off
EM_JS(void, setPageState, (double time, int bodies, int leftOut, double frameMilliseconds, double physicsMilliseconds,
                           double x, double z, double speed, double draft, double restingDraft, double floodWater), {
    window.boatDemo = {time: time, bodies: bodies, leftOut: leftOut, frameMilliseconds: frameMilliseconds,
                       physicsMilliseconds: physicsMilliseconds, position: [x, z], speed: speed,
                       firstBody: {draft: draft, restingDraft: restingDraft, floodWater: floodWater}};
});
// clang-format on

/// The depth of a body's lowest hull point below the water's mean level (0), m.
double draftOf(const SceneBody& b) {
    const btTransform pose = b.body->hullToWorld();
    double lowest = std::numeric_limits<double>::infinity();
    for (std::size_t v = 0; v < b.hull->vertexCount(); ++v) {
        const hydro::Vec3 p = b.hull->vertex(v);
        lowest = std::min(lowest, double((pose * btVector3(btScalar(p.x), btScalar(p.y), btScalar(p.z))).y()));
    }
    return -lowest;
}

/// Where the hydrostatics put that depth at rest on flat water (heel and trim included), for the
/// body's mass and centre of gravity; NaN if it sinks.
double restingDraftOf(const SceneBody& b) {
    const btRigidBody& rigid = b.body->body();
    const btVector3 centre = b.body->bodyFromHull().inverse().getOrigin();  // the body frame's origin in hull coordinates
    const auto analysis = hydro::HydrostaticAnalysis::create(*b.hull, 1.0 / double(rigid.getInvMass()),
                                                             {double(centre.x()), double(centre.y()), double(centre.z())});
    if (!analysis) return std::numeric_limits<double>::quiet_NaN();
    const hydro::FloatingEquilibrium rest = analysis.value().equilibrium();
    return rest.floats ? rest.draft : std::numeric_limits<double>::quiet_NaN();
}

/// The scene's time and bodies, the frame's milliseconds (`frameMilliseconds`, the whole frame's
/// work; the physics', the action's and Bullet's steps within it), the driven boat's place, and the
/// first body's draft beside the hydrostatics' (the test's check on flat water: web/tests) and the
/// water in its compartments, m^3.
void reportToPage(const Scene& scene, double frameMilliseconds, double physicsMilliseconds) {
    const SceneBody* boat = scene.driven() ? scene.driven() : &scene.bodies().front();
    const btVector3 at = boat->body->body().getCenterOfMassPosition();
    static const double restingDraft = restingDraftOf(scene.bodies().front());  // one scene a page
    setPageState(scene.time(), int(scene.bodies().size()), int(scene.leftOut().size()), frameMilliseconds,
                 physicsMilliseconds, double(at.x()), double(at.z()), double(boat->body->body().getLinearVelocity().length()),
                 draftOf(scene.bodies().front()), restingDraft, scene.floodWater(0));
}
#endif

/// A window's run: the scene, the window and what the loop keeps from one drawn frame to the next.
/// Its members are made in order and released in reverse: ImGui before the window, both after the
/// scene they show.
class WindowRun {
public:
    WindowRun(const Options& options, const std::string& assetsDirectory)
        : options_(options),
          scenario_(loadScenario(scenarioFile(options.scenario, assetsDirectory), assetsDirectory + "/hulls")),
          scene_(scenario_, assetsDirectory, options.threads, /*effects=*/true),
          glfw_(options.width, options.height, "BulletHydro boat demo: " + scenario_.name), imgui_(glfw_.window),
          presses_{&view_, &scene_} {
        if (scene_.bodies().empty()) {  // a browser's build that reads none of its mesh files (Scene::leftOut)
            std::string why;
            for (const std::string& body : scene_.leftOut()) why += "; " + body;
            throw std::runtime_error("scenario " + scenario_.name + " has no body this build can make" + why);
        }
        view_.render.debugDraw = options.debugDraw;
        glfwSetWindowUserPointer(glfw_.window, &presses_);
        glfwSetKeyCallback(glfw_.window, onKey);
        glfwSetScrollCallback(glfw_.window, onScroll);
        previous_ = glfwGetTime();
        glfwGetCursorPos(glfw_.window, &lastX_, &lastY_);
    }

    /// One drawn frame: input, the steps the clock owes, the picture. False when the run is over
    /// (the window closed, or --seconds reached).
    bool frame() {
        if (glfwWindowShouldClose(glfw_.window)) return false;
        glfwPollEvents();
        const double now = glfwGetTime(), elapsed = std::min(now - previous_, 0.25);
        previous_ = now;
        if (scene_.outboard()) steer(glfw_.window, scene_, elapsed);

        double x = 0.0, y = 0.0;
        glfwGetCursorPos(glfw_.window, &x, &y);
        if (glfwGetMouseButton(glfw_.window, GLFW_MOUSE_BUTTON_RIGHT) == GLFW_PRESS && !ImGui::GetIO().WantCaptureMouse)
            view_.camera.drag(float(x - lastX_), float(y - lastY_));
        lastX_ = x;
        lastY_ = y;

        // Real time: fixed 1/60 s steps caught up with the clock, at most 4 per drawn frame (a slow
        // machine runs slower than real time rather than spiralling).
        constexpr int kMaxStepsPerFrame = 4;
        if (!view_.paused) {
            // Under --seconds (a scripted run) every drawn frame is exactly one step, so the
            // picture does not depend on how fast the machine draws.
            owed_ = options_.seconds ? Scene::kFrame : std::min(owed_ + elapsed, kMaxStepsPerFrame * Scene::kFrame);
            const auto start = std::chrono::steady_clock::now();
            for (; owed_ >= Scene::kFrame * 0.999; owed_ -= Scene::kFrame) scene_.step();
            physicsMilliseconds_ = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
        }
        const SceneBody* subject = scene_.driven() ? scene_.driven() : &scene_.bodies().front();
        view_.camera.track(subject->body->hullToWorld(), float(std::max(elapsed, 1e-3)));

        int width = 0, height = 0;
        glfwGetFramebufferSize(glfw_.window, &width, &height);
        renderer_.render(scene_, view_.camera, width, height, view_.render);
        ImGui_ImplOpenGL3_NewFrame();
        ImGui_ImplGlfw_NewFrame();
        ImGui::NewFrame();
        drawControlPanel(scene_, view_);
        ImGui::Render();
        ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());

        if (options_.seconds && scene_.time() >= *options_.seconds - 1e-9) {
#ifndef __EMSCRIPTEN__  // the page has no files to write: the browser takes its screenshots
            if (!options_.screenshot.empty()) {
                writePng(options_.screenshot, width, height, Renderer::readPixels(width, height));
                std::cout << "wrote " << options_.screenshot << " at t = " << scene_.time() << " s\n";
            }
#endif
            return false;
        }
        glfwSwapBuffers(glfw_.window);
        return true;
    }

    int exitCode() const { return scene_.action().invalidStateCount() == 0 ? 0 : 1; }
    const Scene& scene() const { return scene_; }
    /// The last frame's steps, ms.
    double physicsMilliseconds() const { return physicsMilliseconds_; }

private:
    const Options options_;
    const Scenario scenario_;
    Scene scene_;
    GlfwWindow glfw_;
    // ImGui's callbacks are chained by ours (install_callbacks = false would lose its text input).
    ImGuiLayer imgui_;
    Renderer renderer_;
    ViewState view_;
    KeyPresses presses_;
    double previous_ = 0.0, owed_ = 0.0, lastX_ = 0.0, lastY_ = 0.0;
    double physicsMilliseconds_ = 0.0;
};

} // namespace

int runWindow(const Options& options, const std::string& assetsDirectory) {
    auto run = std::make_unique<WindowRun>(options, assetsDirectory);
#ifdef __EMSCRIPTEN__
    // The browser draws a frame when it is ready for one: the run lives as long as the page (the
    // loop never returns here), each frame also telling the page what the scene is doing.
    emscripten_set_main_loop_arg(
        [](void* state) {
            auto& r = *static_cast<WindowRun*>(state);
            const auto start = std::chrono::steady_clock::now();
            if (!r.frame()) emscripten_cancel_main_loop();
            reportToPage(r.scene(), std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count(),
                         r.physicsMilliseconds());
        },
        run.release(), 0, true);
    return 0;
#else
    while (run->frame()) {
    }
    return run->exitCode();
#endif
}

} // namespace boat_demo
