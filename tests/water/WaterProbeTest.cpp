// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// WaterSurface::heightAt and velocityAt, the one-point conveniences, against the batched queries
// they wrap, on every water model, near the world origin and 40 km from it; and the one-call
// sampleHeightsAndVelocities against the two calls.

#include "HydroTestSupport.h"
#include "hydro/FlatWater.h"
#include "hydro/FreeSurfaceField.h"
#include "hydro/GerstnerWaves.h"
#include "hydro/HeightFieldWater.h"
#include "hydro/OceanSpectrumWaves.h"
#include "hydro/SineWaves.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <memory>
#include <random>
#include <string>
#include <vector>

namespace hydro {
namespace {

using test::kPi;

struct NamedWater {
    std::string name;
    std::shared_ptr<const WaterSurface> water;
};

std::vector<NamedWater> everyWaterModel() {
    HeightFieldLayout layout;
    layout.columns = layout.rows = 64;
    layout.spacing = 1.5;
    layout.periodic = true;  // so the probes 40 km out land on the grid too
    auto field = std::make_shared<HeightFieldWater>(layout, Vec3{0.3, 0.0, -0.2});
    std::vector<float> heights(64 * 64), vx(64 * 64), vy(64 * 64), vz(64 * 64);
    for (std::size_t n = 0; n < heights.size(); ++n) {
        const double i = double(n % 64), j = double(n / 64);
        heights[n] = float(0.4 * std::sin(0.3 * i) * std::cos(0.2 * j));
        vx[n] = float(0.2 * std::cos(0.3 * i)), vy[n] = float(-0.1 * std::sin(0.2 * j)), vz[n] = float(0.05 * i / 64.0);
    }
    field->setHeights(heights.data());
    field->setVelocities(vx.data(), vy.data(), vz.data());
    OceanSettings ocean;
    ocean.resolution = 64;
    // Water that answers, over a swell, with rings from two sources round the first probes' middle;
    // the field keeps its base (which it holds by reference) alive with it.
    auto swell = std::make_shared<SineWaves>(std::vector<SineWave>{{0.4, 30.0, 1.0, 0.2, 0.1}});
    FreeSurfaceSettings answering;
    answering.cells = 64;
    std::shared_ptr<FreeSurfaceField> answers(new FreeSurfaceField(*swell, answering, 3.0, -7.0),
                                              [swell](FreeSurfaceField* f) { delete f; });
    for (int i = 0; i < 40; ++i) {
        EXPECT_TRUE(answers->tryAddVolumeSource(0.0, -5.0, 0.3, 2.0 * std::sin(0.3 * i)));
        EXPECT_TRUE(answers->tryAddVolumeSource(9.0, -12.0, 0.0, 1.0));
        answers->step(1.0 / 30.0);
    }
    return {
        {"flat", std::make_shared<FlatWater>(0.25, Vec3{0.5, 0.0, 0.1})},
        {"sine", std::make_shared<SineWaves>(std::vector<SineWave>{{0.6, 25.0, 1.0, 0.3, 0.2}, {0.2, 8.0, -0.4, 1.0, 1.0}})},
        {"gerstner", std::make_shared<GerstnerWaves>(std::vector<GerstnerWave>{{0.8, 30.0, 1.0, 0.2, 0.4, 0.0},
                                                                              {0.3, 11.0, 0.3, 1.0, 0.25, 1.0}})},
        {"ocean", std::make_shared<OceanSpectrumWaves>(OceanSpectrum::forSeaState(SeaState::Rough), ocean)},
        {"height field", field},
        {"free surface", answers},
    };
}

// The batched query of a body's patch: one origin (here the middle of the probes) and float
// offsets from it, within 30 m. Such an offset is stored with an error of at most 2e-6 m; the
// surfaces' slopes (at most 1) and orbital frequencies (at most 3 rad/s) pass it on at that size,
// and the float outputs of heights and speeds of a few metres carry 1e-6 more. 5e-5 leaves a
// margin of ten over that and still catches any wrong coordinate, axis or origin (metres off).
constexpr double kSameQueryTolerance = 5e-5;

TEST(WaterProbe, HeightAtAndVelocityAtAgreeWithTheBatchedQueriesOnEveryModel) {
    for (const Vec3& centre : {Vec3{3.0, 0.0, -7.0}, Vec3{40000.0, 0.0, -25000.0}}) {
        std::mt19937 random(7);
        std::uniform_real_distribution<double> offset(-30.0, 30.0), depth(-6.0, 0.5);
        std::vector<Vec3> probes;
        for (int i = 0; i < 64; ++i) probes.push_back({centre.x + offset(random), depth(random), centre.z + offset(random)});
        std::vector<float> x, y, z;
        for (const Vec3& p : probes) {
            x.push_back(float(p.x - centre.x));
            y.push_back(float(p.y - centre.y));
            z.push_back(float(p.z - centre.z));
        }
        const PointBatch batch{centre, x.data(), y.data(), z.data(), probes.size()};
        for (const NamedWater& model : everyWaterModel()) {
            for (const double time : {0.0, 13.37}) {
                model.water->prepare(time);
                std::vector<float> h(probes.size()), vx(probes.size()), vy(probes.size()), vz(probes.size());
                model.water->sampleHeights(batch, time, 0.0, h.data());
                model.water->sampleVelocities(batch, time, vx.data(), vy.data(), vz.data());
                for (std::size_t i = 0; i < probes.size(); ++i) {
                    const Vec3& p = probes[i];
                    SCOPED_TRACE(model.name + " at t = " + std::to_string(time) + ", probe " + std::to_string(i));
                    EXPECT_NEAR(model.water->heightAt(p.x, p.z, time), double(h[i]), kSameQueryTolerance);
                    const Vec3 v = model.water->velocityAt(p.x, p.y, p.z, time);
                    EXPECT_NEAR(v.x, double(vx[i]), kSameQueryTolerance);
                    EXPECT_NEAR(v.y, double(vy[i]), kSameQueryTolerance);
                    EXPECT_NEAR(v.z, double(vz[i]), kSameQueryTolerance);
                }
            }
        }
    }
}

TEST(WaterProbe, HeightsAndVelocitiesInOneCallAreTheTwoCallsBitForBit) {
    // What a patch carrying velocities asks: the surfaces that share the work between the two
    // (Sine, Gerstner) must not change a bit of either; the others take the default.
    std::vector<float> x, y, z;
    for (int i = 0; i < 37; ++i) {  // not a multiple of any batch width: the tail is covered
        x.push_back(float(-20.0 + 1.1 * i));
        y.push_back(float(-0.1 * (i % 5)));
        z.push_back(float(15.0 - 0.7 * i));
    }
    for (const bool withY : {false, true}) {
        const PointBatch batch{{812.5, 0.3, -77.25}, x.data(), withY ? y.data() : nullptr, z.data(), x.size()};
        for (const NamedWater& model : everyWaterModel()) {
            SCOPED_TRACE(model.name);
            model.water->prepare(4.2);
            const std::size_t n = x.size();
            std::vector<float> h1(n), vx1(n), vy1(n), vz1(n), h2(n), vx2(n), vy2(n), vz2(n);
            model.water->sampleHeights(batch, 4.2, 0.3, h1.data());
            model.water->sampleVelocities(batch, 4.2, vx1.data(), vy1.data(), vz1.data());
            model.water->sampleHeightsAndVelocities(batch, 4.2, 0.3, h2.data(), vx2.data(), vy2.data(), vz2.data());
            EXPECT_EQ(h1, h2);
            EXPECT_EQ(vx1, vx2);
            EXPECT_EQ(vy1, vy2);
            EXPECT_EQ(vz1, vz2);
        }
    }
}

TEST(WaterProbe, TheProbesSeeTheWaterTheyShould) {
    // Not only the same as the batch: the right numbers, where they are known in closed form.
    const FlatWater flat(0.25, Vec3{0.5, 0.0, 0.1});
    EXPECT_EQ(flat.heightAt(123.0, -45.0, 9.0), 0.25);
    EXPECT_EQ(flat.velocityAt(1.0, -2.0, 3.0, 0.0).x, double(0.5f));
    const SineWaves sine({{0.6, 25.0, 1.0, 0.0, 0.0}});
    const double k = 2.0 * 3.14159265358979323846 / 25.0, omega = std::sqrt(9.81 * k);
    // eta = a sin(k x - omega t); below the mean level the vertical speed decays as exp(k y).
    EXPECT_NEAR(sine.heightAt(4.0, 17.0, 2.5), 0.6 * std::sin(k * 4.0 - omega * 2.5), 1e-6);
    EXPECT_NEAR(sine.velocityAt(4.0, -3.0, 17.0, 2.5).y, -0.6 * omega * std::cos(k * 4.0 - omega * 2.5) * std::exp(-3.0 * k), 1e-6);
}

TEST(WaterProbe, AboveTheMeanLevelTheVelocityGrowsAlongTheExponentialsTangent) {
    // Issue 46 §5: in a crest, above the mean level, each wave's orbital velocity is its value at
    // the level times 1 + k y, the tangent there of its exp(k y) below (linear extrapolation,
    // DNV-RP-C205 §3.3; docs/water.md §7); it used to be held at the level's value.
    constexpr double g = 9.81;
    // Float sampling of velocities of about 1 m/s: 1e-5 m/s.
    constexpr double kSpeedTolerance = 1e-5;
    {
        // Sine waves: two of them, across each other, so that each velocity component is one wave's.
        const SineWaves sine({{0.6, 25.0, 1.0, 0.0, 0.0}, {0.3, 9.0, 0.0, 1.0, 0.4}}, 0.0, g);
        const double k1 = 2.0 * kPi / 25.0, w1 = std::sqrt(g * k1), k2 = 2.0 * kPi / 9.0, w2 = std::sqrt(g * k2);
        const double x = 4.0, z = 17.0, t = 2.5;
        const double theta1 = k1 * x - w1 * t, theta2 = k2 * z - w2 * t + 0.4;
        for (double y : {0.0, 0.2, 0.7}) {
            SCOPED_TRACE(y);
            const Vec3 v = sine.velocityAt(x, y, z, t);
            EXPECT_NEAR(v.x, 0.6 * w1 * (1.0 + k1 * y) * std::sin(theta1), kSpeedTolerance);
            EXPECT_NEAR(v.z, 0.3 * w2 * (1.0 + k2 * y) * std::sin(theta2), kSpeedTolerance);
            EXPECT_NEAR(v.y, -(0.6 * w1 * (1.0 + k1 * y) * std::cos(theta1) + 0.3 * w2 * (1.0 + k2 * y) * std::cos(theta2)),
                        kSpeedTolerance);
        }
    }
    {
        // Gerstner: the surface particle's velocity, the same inversion at every height, so the
        // velocity at y is the level's times 1 + k y.
        const GerstnerWaves gerstner({{0.5, 20.0, 1.0, 0.0, 0.4, 0.0}}, 0.0, {}, g);
        const double k = 2.0 * kPi / 20.0;
        const Vec3 atLevel = gerstner.velocityAt(3.0, 0.0, -2.0, 1.3), above = gerstner.velocityAt(3.0, 0.45, -2.0, 1.3);
        EXPECT_NEAR(above.x, atLevel.x * (1.0 + k * 0.45), kSpeedTolerance);
        EXPECT_NEAR(above.y, atLevel.y * (1.0 + k * 0.45), kSpeedTolerance);
    }
    {
        // The ocean (one tile): its velocities decay with the peak's wave number, 4 pi^2 / (g Tp^2).
        OceanSettings settings;
        settings.resolution = 32;
        const OceanSpectrumWaves ocean(OceanSpectrum::forSeaState(SeaState::Moderate), settings);
        const double k = 4.0 * kPi * kPi / (g * ocean.spectrum().peakPeriod * ocean.spectrum().peakPeriod);
        const Vec3 atLevel = ocean.velocityAt(3.0, 0.0, -2.0, 1.3), above = ocean.velocityAt(3.0, 0.8, -2.0, 1.3);
        EXPECT_GT(length(atLevel), 0.1);  // a moving point, not a trivial ratio
        EXPECT_NEAR(above.x, atLevel.x * (1.0 + k * 0.8), kSpeedTolerance);
        EXPECT_NEAR(above.y, atLevel.y * (1.0 + k * 0.8), kSpeedTolerance);
        EXPECT_NEAR(above.z, atLevel.z * (1.0 + k * 0.8), kSpeedTolerance);
    }
}

TEST(WaterProbe, EachSurfaceSaysItsShortestWavelength) {
    EXPECT_EQ(FlatWater(0.0).shortestWavelength(), std::numeric_limits<double>::infinity());
    EXPECT_DOUBLE_EQ(SineWaves({{0.6, 25.0, 1.0, 0.0, 0.0}, {0.3, 9.0, 0.0, 1.0, 0.4}}).shortestWavelength(), 9.0);
    EXPECT_DOUBLE_EQ(GerstnerWaves({{0.5, 20.0, 1.0, 0.0, 0.4, 0.0}, {0.1, 7.0, 0.0, 1.0, 0.2, 0.0}}).shortestWavelength(), 7.0);
    EXPECT_EQ(HeightFieldWater({64, 64, 0.0, 0.0, 0.5, false}).shortestWavelength(), 1.0);  // two nodes
    OceanSettings settings;
    settings.resolution = 32;
    settings.tileSize = 64.0;
    // One tile of 32 cells of 2 m: its Nyquist wave is two cells, 4 m.
    EXPECT_DOUBLE_EQ(OceanSpectrumWaves(OceanSpectrum::forSeaState(SeaState::Moderate), settings).shortestWavelength(), 4.0);
}

} // namespace
} // namespace hydro
