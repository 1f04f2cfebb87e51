// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "ControlPanel.h"

#include <imgui.h>

#include <cstdio>

namespace boat_demo {

namespace {

using hydro::ForceKind;
using hydro::ForceModel;

/// One coefficient: a drag field that keeps it within the range ForceModel::validate accepts.
bool coefficient(const char* label, double& value, double speed, double low, double high, const char* format = "%.3g") {
    return ImGui::DragScalar(label, ImGuiDataType_Double, &value, float(speed), &low, &high, format,
                             ImGuiSliderFlags_AlwaysClamp);
}

/// The coefficients of the kinds that have any, under their kind's check box.
bool editCoefficients(ForceKind kind, ForceModel& m) {
    ImGui::Indent();
    bool changed = false;
    switch (kind) {
    case ForceKind::Hydrostatic: break;
    case ForceKind::Viscous: changed |= coefficient("C_F scale", m.frictionScale, 0.01, 0.0, 5.0); break;
    case ForceKind::PressureDrag:
        changed |= coefficient("C_PD1 (Pa)", m.pressureDragLinear, 10.0, 0.0, 1e5);
        changed |= coefficient("C_PD2 (Pa)", m.pressureDragQuadratic, 10.0, 0.0, 1e5);
        changed |= coefficient("f_P", m.pressureFalloff, 0.01, 0.05, 4.0);
        changed |= coefficient("C_SD1 (Pa)", m.suctionDragLinear, 10.0, 0.0, 1e5);
        changed |= coefficient("C_SD2 (Pa)", m.suctionDragQuadratic, 10.0, 0.0, 1e5);
        changed |= coefficient("f_S", m.suctionFalloff, 0.01, 0.05, 4.0);
        break;
    case ForceKind::Slamming:
        changed |= coefficient("scale", m.slammingScale, 0.01, 0.0, 10.0);
        changed |= coefficient("Gamma_max (m/s2)", m.slammingMaxAcceleration, 1.0, 1.0, 1000.0);
        changed |= coefficient("power p", m.slammingPower, 0.05, 0.1, 8.0);
        changed |= coefficient("duration tau (s)", m.slammingDuration, 0.001, 0.001, 0.5);
        break;
    case ForceKind::Air: changed |= coefficient("C_air", m.airDragCoefficient, 0.01, 0.0, 5.0); break;
    case ForceKind::Damping:
        changed |= coefficient("C_DL1 (N s/m)", m.linearDamping, 10.0, 0.0, 1e6);
        changed |= coefficient("C_DL2 (N s2/m2)", m.quadraticDamping, 10.0, 0.0, 1e6);
        changed |= coefficient("C_DR1 (N m s)", m.angularDamping, 10.0, 0.0, 1e7);
        changed |= coefficient("C_DR2 (N m s2)", m.quadraticAngularDamping, 10.0, 0.0, 1e7);
        break;
    case ForceKind::CattoDrag:
        changed |= coefficient("beta_l (1/s)", m.cattoLinearDrag, 0.01, 0.0, 10.0);
        changed |= coefficient("beta_a (1/s)", m.cattoAngularDrag, 0.01, 0.0, 10.0);
        break;
    case ForceKind::Radiation: changed |= coefficient("scale", m.radiationDamping, 0.01, 0.0, 10.0); break;
    case ForceKind::Manoeuvring:
        changed |= coefficient("lift scale", m.hullLift, 0.01, 0.0, 10.0);
        changed |= coefficient("cross-flow scale", m.crossFlowDrag, 0.01, 0.0, 10.0);
        break;
    case ForceKind::Foil:
    case ForceKind::Morison:
    case ForceKind::Thrust: break;       // a body's Appendages, not its ForceModel
    case ForceKind::FreeSurface: break;  // the action's free-surface field
    }
    ImGui::Unindent();
    return changed;
}

void seaStatePanel(Scene& scene) {
    const int current = scene.seaState() ? int(*scene.seaState()) : -1;
    char preview[64];
    std::snprintf(preview, sizeof preview, "%s", current >= 0 ? hydro::seaStateName(hydro::SeaState(current)) : "scenario's waves");
    if (ImGui::BeginCombo("sea state", preview)) {
        for (int code = 0; code <= 9; ++code) {
            char label[64];
            std::snprintf(label, sizeof label, "%d  %s", code, hydro::seaStateName(hydro::SeaState(code)));
            if (ImGui::Selectable(label, code == current)) scene.setSeaState(hydro::SeaState(code));
        }
        ImGui::EndCombo();
    }
}

void forcesPanel(Scene& scene, ViewState& view) {
    std::vector<SceneBody>& bodies = scene.bodies();
    view.selectedBody = std::min(view.selectedBody, bodies.size() - 1);
    if (ImGui::BeginCombo("body", bodies[view.selectedBody].name.c_str())) {
        for (std::size_t i = 0; i < bodies.size(); ++i)
            if (ImGui::Selectable(bodies[i].name.c_str(), i == view.selectedBody)) view.selectedBody = i;
        ImGui::EndCombo();
    }
    ForceSwitches on = scene.forceSwitches(view.selectedBody);
    ForceModel model = bodies[view.selectedBody].model;
    // A preset's coefficients are the ones of the body it was tuned on; the kernel scales them to
    // this one (docs/forces.md §2).
    if (model.isSized())
        ImGui::TextDisabled("coefficients for a %.3g m body of %.3g kg, Froude-scaled to this one", model.sizedFor.length,
                            model.sizedFor.mass);
    bool switched = false, edited = false;
    for (std::size_t k = 0; k < hydro::kForceModelKindCount; ++k) {
        ImGui::PushID(int(k));
        switched |= ImGui::Checkbox(hydro::forceKindName(ForceKind(k)), &on[k]);
        if (on[k]) edited |= editCoefficients(ForceKind(k), model);
        ImGui::PopID();
    }
    if (edited) scene.setForceModel(view.selectedBody, model);
    else if (switched) scene.switchForces(view.selectedBody, on);
}

void breakdownPanel(const Scene& scene) {
    // Column headings short enough for fifteen columns in the panel, in ForceKind's order.
    constexpr const char* kHeadings[hydro::kForceKindCount] = {"buoyancy", "viscous", "drag",  "slam",    "air",
                                                               "damping",  "Catto",   "waves", "hull",    "foils",
                                                               "members",  "thrust",  "field"};
    constexpr int kColumns = 2 + int(hydro::kForceKindCount);
    if (!ImGui::BeginTable("breakdown", kColumns, ImGuiTableFlags_Borders | ImGuiTableFlags_SizingFixedFit)) return;
    ImGui::TableSetupColumn("body");
    for (const char* heading : kHeadings) ImGui::TableSetupColumn(heading);
    ImGui::TableSetupColumn("µs");
    ImGui::TableHeadersRow();
    for (const SceneBody& b : scene.bodies()) {
        const hydro::ForceResult& r = b.floating->lastResult();
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(b.name.c_str());
        for (const hydro::Wrench& w : r.byKind) {
            ImGui::TableNextColumn();
            ImGui::Text("%.2f", hydro::length(w.force) / 1000.0);
        }
        ImGui::TableNextColumn();
        ImGui::Text("%.1f", b.floating->lastEvaluationMicroseconds());
    }
    ImGui::EndTable();
    ImGui::TextDisabled("|F| by kind, kN, last substep; µs: the body's evaluation");
}

void keysPanel(Scene& scene, const ViewState& view) {
    ImGui::SetNextWindowPos(ImVec2(10, 10), ImGuiCond_FirstUseEver);
    ImGui::Begin("Keys", nullptr, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoFocusOnAppearing);
    if (scene.outboard()) {
        const HelmInput helm = scene.helm();
        ImGui::Text("W/S or Up/Down  throttle %+.0f %%", 100.0 * helm.throttle);
        ImGui::Text("A/D or Left/Right  rudder %+.0f %%", 100.0 * helm.rudder);
        ImGui::Text("X  throttle to zero    P  autopilot %s", scene.autopilot() ? "ON" : "off");
        const btVector3 v = scene.driven()->body->body().getLinearVelocity();
        ImGui::Text("speed %.1f m/s (%.1f knots)", double(v.length()), double(v.length()) * 1.943844);
    }
    ImGui::Text("C  drop a crate    B  drop a barrel");
    bool breaches = false, pumps = false;
    for (const SceneBody& b : scene.bodies()) {
        breaches = breaches || b.breachesMade < b.breaches.size();
        pumps = pumps || b.pumpsSet < b.pumps.size();
    }
    if (breaches) ImGui::Text("H  hole a hull now (the scenario's next breach)");
    if (pumps) ImGui::Text("K  start the scenario's next pump now (bail)");
    for (std::size_t b = 0; b < scene.bodies().size(); ++b)
        if (scene.floodWater(b) > 0.0) ImGui::Text("%s: %.1f m^3 of water inside", scene.bodies()[b].name.c_str(), scene.floodWater(b));
    ImGui::Text("V  camera: %s    G  debug drawing %s", view.camera.mode == Camera::Mode::Follow ? "follow" : "orbit",
                view.render.debugDraw ? "on" : "off");
    ImGui::Text("right drag: turn the view   wheel: zoom   Space: pause   Esc: quit");
    ImGui::End();
}

} // namespace

void drawControlPanel(Scene& scene, ViewState& view) {
    keysPanel(scene, view);
    ImGui::SetNextWindowPos(ImVec2(ImGui::GetIO().DisplaySize.x - 490, 10), ImGuiCond_FirstUseEver);
    ImGui::SetNextWindowSize(ImVec2(480, 0), ImGuiCond_FirstUseEver);
    ImGui::Begin("BulletHydro");
    ImGui::Text("scenario %s   t = %.1f s%s", scene.scenario().name.c_str(), scene.time(), view.paused ? "  (paused)" : "");
    ImGui::Text("action: %.1f µs per substep, %zu bodies, %d substeps per frame", scene.action().lastUpdateMicroseconds(),
                scene.bodies().size(), scene.substeps());
    for (const std::string& why : scene.leftOut()) ImGui::TextColored(ImVec4(1.0f, 0.55f, 0.4f, 1.0f), "left out: %s", why.c_str());
    seaStatePanel(scene);
    if (ImGui::CollapsingHeader("Forces: on, off and coefficients")) forcesPanel(scene, view);
    if (ImGui::CollapsingHeader("Force breakdown", ImGuiTreeNodeFlags_DefaultOpen)) breakdownPanel(scene);
    ImGui::End();
}

} // namespace boat_demo
