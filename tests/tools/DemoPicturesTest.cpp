// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// What the boat demo draws, checked by pixel statistics rather than against a golden image (which
// any change of shading, font or driver would break): the window under Xvfb and the offscreen
// frames both show sky, water and the red speedboat. The pictures are made by the ctest fixtures
// demo.window_screenshot and demo.offscreen_frames (tests/CMakeLists.txt) before this runs.

#include "PngImage.h"

#include <gtest/gtest.h>

#include <cmath>
#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

namespace hydro {
namespace {

using test::PngImage;
using test::Rgb;

// The renderer's palette (Renderer.cpp): a pale blue sky, a dark blue-green sea lit by the sun and
// reflecting the sky toward the horizon, the driven boat's topsides red (in sun or in shade, under
// a teak deck and above dark bottom paint). Each test is wide enough for the
// shading and the fog, and narrow enough to tell the three apart (and from ImGui's greys).
bool sky(const Rgb& p) { return p.luminance() > 150 && p.b > p.r + 30; }
bool water(const Rgb& p) { return p.luminance() < 140 && p.b > p.r + 25 && p.g > p.r; }
bool redBoat(const Rgb& p) { return p.r > 50 && p.r > 2 * p.g && p.r > 2 * p.b; }
// The teak deck (148, 120, 87 in the sun): red over green over blue, far redder than any sea, sky or
// foam, whose blue is above their red.
bool teakDeck(const Rgb& p) { return p.r > p.g && p.g > p.b && p.r > p.b + 40 && !redBoat(p); }
// Foam (Renderer.cpp: near-white discs, translucent at their rims): bright and nearly grey, bluer
// than the boats' white and teak (whose blue is below their red), far less blue than the sky.
bool foam(const Rgb& p) { return p.luminance() > 170 && p.b >= p.r && p.b - p.r < 40; }

/// The fractions a picture must show: mostly sea, some sky, and the boat (the red topsides of a
/// 6 m hull, a band about half a metre high seen from 20 m, and its teak deck where the camera looks
/// down on it: 0.29 % of a 640 x 360 frame of the slalom and 1.3 % of the window's middle once
/// measured for the topsides alone; 0.1 % allows for its being half hidden).
void expectSeaSkyAndBoat(const PngImage& image, double x0, double x1) {
    const double sea = image.fraction(water, x0, x1), air = image.fraction(sky, x0, x1);
    const double boat = image.fraction([](const Rgb& p) { return redBoat(p) || teakDeck(p); }, x0, x1);
    std::cout << "sea " << sea << ", sky " << air << ", boat " << boat << "\n";
    EXPECT_GT(sea, 0.30);
    EXPECT_GT(air, 0.05);
    EXPECT_GT(boat, 0.001);
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

/// Spread of the sea's brightness at the scale of its waves: the RMS of each sea pixel's luminance
/// less the mean of the (2 kHalf + 1)^2 window round it, over the pixels whose whole window is sea.
/// The window takes out the slow darkening from the horizon to the foreground that any sea shows.
constexpr int kHalf = 4;
double seaBrightnessSpread(const PngImage& image) {
    double squares = 0.0;
    std::size_t count = 0;
    for (int y = kHalf; y + kHalf < image.height(); ++y)
        for (int x = kHalf; x + kHalf < image.width(); ++x) {
            double sum = 0.0;
            bool allSea = true;
            for (int dy = -kHalf; dy <= kHalf && allSea; ++dy)
                for (int dx = -kHalf; dx <= kHalf && allSea; ++dx) {
                    const Rgb p = image.at(x + dx, y + dy);
                    allSea = water(p);
                    sum += p.luminance();
                }
            if (!allSea) continue;
            const double deviation = image.at(x, y).luminance() - sum / double((2 * kHalf + 1) * (2 * kHalf + 1));
            squares += deviation * deviation;
            ++count;
        }
    return std::sqrt(squares / double(count));
}

/// Roughness of the horizon, pixels: in each column the first row from the top that is not sky,
/// then the RMS of that line's departure from its own least-squares straight line.
double horizonRoughness(const PngImage& image) {
    std::vector<double> row(std::size_t(image.width()));
    for (int x = 0; x < image.width(); ++x) {
        int y = 0;
        while (y < image.height() && sky(image.at(x, y))) ++y;
        row[std::size_t(x)] = y;
    }
    double sx = 0, sy = 0, sxx = 0, sxy = 0;
    const double n = double(row.size());
    for (std::size_t x = 0; x < row.size(); ++x) {
        sx += double(x), sy += row[x], sxx += double(x) * double(x), sxy += double(x) * row[x];
    }
    const double slope = (n * sxy - sx * sy) / (n * sxx - sx * sx), intercept = (sy - slope * sx) / n;
    double squares = 0.0;
    for (std::size_t x = 0; x < row.size(); ++x) squares += std::pow(row[x] - (intercept + slope * double(x)), 2);
    return std::sqrt(squares / n);
}

/// The fraction of the red boat's pixels with a foam pixel within kNear pixels.
constexpr int kNear = 6;
double boatPixelsNearFoam(const PngImage& image) {
    std::size_t boat = 0, near = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            if (!redBoat(image.at(x, y))) continue;
            ++boat;
            bool found = false;
            for (int dy = -kNear; dy <= kNear && !found; ++dy)
                for (int dx = -kNear; dx <= kNear && !found; ++dx) {
                    const int u = x + dx, v = y + dy;
                    found = u >= 0 && v >= 0 && u < image.width() && v < image.height() && foam(image.at(u, v));
                }
            near += found ? 1u : 0u;
        }
    return boat > 0 ? double(near) / double(boat) : 0.0;
}

// The storm (WMO 7, 8 s in, the speedboat driven into the seas) and the calm harbour (WMO 1, 30 s
// in, everything settled), framed alike by the camera that follows the speedboat; made by the
// fixtures demo.storm_frames and demo.calm_frames.
TEST(DemoPictures, TheStormsSeaIsRougherThanTheCalmHarbours) {
    // Measured (640 x 360, both frames of each): brightness spread 2.9 against 1.1, horizon
    // roughness 2.8 px against 1.0 px, ratios of 2.6 and 2.8. Required: 1.8, low enough for a
    // change of shading or camera, high enough that a storm without its chop fails: on the single
    // 2.3 km tile (shortestWavelength 0) the sea's brightness spread is 0.49, a ratio of 0.44 (its
    // swell still makes the horizon rough: 3.1 px).
    constexpr double kRequiredRatio = 1.8;
    for (const char* frame : {"/frame_00000.png", "/frame_00001.png"}) {
        const PngImage storm(std::string(HYDRO_STORM_FRAMES_DIR) + frame), calm(std::string(HYDRO_CALM_FRAMES_DIR) + frame);
        ASSERT_TRUE(storm.loaded() && calm.loaded()) << frame;
        const double stormSpread = seaBrightnessSpread(storm), calmSpread = seaBrightnessSpread(calm);
        const double stormHorizon = horizonRoughness(storm), calmHorizon = horizonRoughness(calm);
        std::cout << frame << ": sea brightness spread: storm " << stormSpread << ", calm " << calmSpread
                  << "; horizon roughness (px): storm " << stormHorizon << ", calm " << calmHorizon << "\n";
        EXPECT_GT(stormSpread, kRequiredRatio * calmSpread) << frame;
        EXPECT_GT(stormHorizon, kRequiredRatio * calmHorizon) << frame;
    }
}

TEST(DemoPictures, FoamShowsWhereAHullCutsTheWaterAndNowhereElse) {
    const PngImage storm(HYDRO_STORM_FRAMES_DIR "/frame_00001.png"), calm(HYDRO_CALM_FRAMES_DIR "/frame_00001.png");
    ASSERT_TRUE(storm.loaded() && calm.loaded());
    const double stormFoam = storm.fraction(foam), calmFoam = calm.fraction(foam);
    std::cout << "foam: storm " << stormFoam << ", calm " << calmFoam << "\n";
    // The driven speedboat's wake and bow spray: measured 0.048 of the picture.
    EXPECT_GT(stormFoam, 0.01);
    // A settled harbour, where no hull moves through the water: waves, glints and boats are never
    // taken for foam (no more than a few stray pixels).
    EXPECT_LT(calmFoam, 1e-4);
    // Where the hull cuts the water: foam within a few pixels of the driven boat in the storm (its bow
    // wave and wake), none by it in the harbour where it lies still.
    const double stormBoatFoam = boatPixelsNearFoam(storm), calmBoatFoam = boatPixelsNearFoam(calm);
    std::cout << "boat pixels with foam within " << kNear << " px: storm " << stormBoatFoam << ", calm " << calmBoatFoam << "\n";
    EXPECT_GT(stormBoatFoam, 0.2);  // measured 0.77
    EXPECT_EQ(calmBoatFoam, 0.0);
}

} // namespace
} // namespace hydro
