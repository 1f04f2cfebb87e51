// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// What the boat demo draws, checked by pixel statistics rather than against a golden image (which
// any change of shading, font or driver would break): the window under Xvfb and the offscreen
// frames both show sky, water and the red speedboat. The pictures are made by the ctest fixtures
// demo.window_screenshot and demo.offscreen_frames (tests/CMakeLists.txt) before this runs.

#include "PngImage.h"

#include <gtest/gtest.h>

#include <iostream>

namespace hydro {
namespace {

using test::PngImage;
using test::Rgb;

// The renderer's palette (Renderer.cpp): a pale blue sky, a dark blue-green sea lit by the sun and
// reflecting the sky toward the horizon, the driven boat red. Each test is wide enough for the
// shading and the fog, and narrow enough to tell the three apart (and from ImGui's greys).
bool sky(const Rgb& p) { return p.luminance() > 150 && p.b > p.r + 30; }
bool water(const Rgb& p) { return p.luminance() < 140 && p.b > p.r + 25 && p.g > p.r; }
bool redBoat(const Rgb& p) { return p.r > 100 && p.r > 2 * p.g && p.r > 2 * p.b; }

/// The fractions a picture must show: mostly sea, some sky, and the boat (a 6 m hull seen from
/// 20 m covers about 3 % of the view; 0.3 % allows for its being half under the panel's edge).
void expectSeaSkyAndBoat(const PngImage& image, double x0, double x1) {
    const double sea = image.fraction(water, x0, x1), air = image.fraction(sky, x0, x1);
    const double boat = image.fraction(redBoat, x0, x1);
    std::cout << "sea " << sea << ", sky " << air << ", boat " << boat << "\n";
    EXPECT_GT(sea, 0.30);
    EXPECT_GT(air, 0.05);
    EXPECT_GT(boat, 0.003);
}

TEST(DemoPictures, TheWindowUnderXvfbShowsSeaSkyAndTheBoat) {
    const PngImage image(HYDRO_WINDOW_SCREENSHOT);
    ASSERT_TRUE(image.loaded()) << HYDRO_WINDOW_SCREENSHOT;
    EXPECT_EQ(image.width(), 1280);
    EXPECT_EQ(image.height(), 720);
    // Between the keys panel (top left) and the control panel (right): the 3-D view alone.
    expectSeaSkyAndBoat(image, 0.39, 0.61);
    // The panels are there: ImGui's dark window background covers part of the right side.
    const double panel = image.fraction([](const Rgb& p) { return p.luminance() < 45 && std::abs(p.r - p.b) < 12; }, 0.65, 1.0);
    EXPECT_GT(panel, 0.2);
}

TEST(DemoPictures, TheOffscreenFramesShowSeaSkyAndTheBoat) {
    const PngImage first(HYDRO_FRAMES_DIR "/frame_00000.png");
    const PngImage last(HYDRO_FRAMES_DIR "/frame_00029.png");  // 1 s at 30 frames per second
    ASSERT_TRUE(first.loaded() && last.loaded());
    EXPECT_EQ(last.width(), 640);
    EXPECT_EQ(last.height(), 360);
    expectSeaSkyAndBoat(first, 0.0, 1.0);
    expectSeaSkyAndBoat(last, 0.0, 1.0);
}

TEST(DemoPictures, TheDebugDrawingShowsTheWettedTriangles) {
    // BuoyancyAction::debugDraw's wetted-triangle blue (0.2, 0.4, 1): bluer and darker in red than
    // the sky, brighter in blue than any sea.
    auto debugBlue = [](const Rgb& p) { return p.b > 200 && p.r < 100; };
    const PngImage plain(HYDRO_FRAMES_DIR "/frame_00029.png");
    const PngImage debug(HYDRO_DEBUG_FRAMES_DIR "/frame_00014.png");  // 0.5 s
    ASSERT_TRUE(plain.loaded() && debug.loaded());
    EXPECT_LT(plain.fraction(debugBlue), 1e-4);
    EXPECT_GT(debug.fraction(debugBlue), 1e-3);
}

} // namespace
} // namespace hydro
