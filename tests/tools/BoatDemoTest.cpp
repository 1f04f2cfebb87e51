// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// The boat demo's scenarios, run headless in-process: every shipped scenario writes its CSV and
// plots and is physically sane; the drop test's bodies rest at their analytic drafts; the outboard
// pushes and steers; the autopilot sails the slalom; broken scenario files are refused with the
// file and the field named.

#include "HydroTestSupport.h"
#include "ScratchDirectory.h"
#include "PngImage.h"

#include "Headless.h"
#include "MeshFileHull.h"
#include "Options.h"
#include "PowerSpectrum.h"
#include "Recording.h"
#include "Scenario.h"
#include "Scene.h"

#include "hydro/Flooding.h"
#include "hydro/Hydrostatics.h"
#include "hydro/OceanSpectrum.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace hydro {
namespace {

using namespace boat_demo;
namespace fs = std::filesystem;

const std::string kAssets = HYDRO_ASSETS_DIR;
const std::string kHulls = kAssets + "/hulls";

fs::path freshDirectory(const std::string& name) {
    const fs::path dir = test::scratchDirectory("boat-demo-test") / name;
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir;
}

std::size_t lineCount(const fs::path& file) {
    std::ifstream in(file);
    std::size_t n = 0;
    for (std::string line; std::getline(in, line);) ++n;
    return n;
}

/// Runs a shipped scenario headless for `seconds` into a fresh directory `dir`; returns its summary
/// and what it printed.
HeadlessResult runScenario(const std::string& name, double seconds, const fs::path& dir, std::string& printed) {
    Options options;
    options.headless = true;
    options.scenario = name;
    options.seconds = seconds;
    options.outDirectory = dir.string();
    std::ostringstream out, progress;
    HeadlessResult result = runHeadless(options, kAssets, out, progress, false);
    EXPECT_EQ(result.exitCode, 0) << out.str();
    printed = out.str();
    EXPECT_NE(progress.str().find("100%"), std::string::npos) << "the progress bar reaches the end";
    return result;
}

class EveryScenario : public ::testing::TestWithParam<std::string> {};

TEST_P(EveryScenario, RunsHeadlessWritesItsFilesAndStaysAfloat) {
    const std::string name = GetParam();
    // 20 s: the drop's transient is over in about 5 s, and the summary averages the last 10 s.
    constexpr double kSeconds = 20.0;
    std::string printed;
    const fs::path dir = freshDirectory(name);
    const HeadlessResult result = runScenario(name, kSeconds, dir, printed);
    const Scenario scenario = loadScenario(scenarioFile(name, kAssets), kHulls);

    // The CSV: a header, then one row per body per 1/60 s frame.
    const std::size_t frames = std::size_t(std::lround(kSeconds * 60.0));
    EXPECT_EQ(lineCount(dir / (name + ".csv")), 1 + frames * scenario.bodies.size());
    // The plots decode, and are drawings, not blank pages: some pixels are neither white nor grey.
    std::vector<fs::path> plots{dir / (name + "_motions.png")};
    // On an ocean, the spectra beside the sea's (a run of 20 s or more).
    if (scenario.water.model == WaterSpec::Model::Ocean) plots.push_back(dir / (name + "_spectra.png"));
    for (const ScenarioBody& b : scenario.bodies) {
        std::string file = name + "_forces_" + b.name + ".png";
        std::replace(file.begin(), file.end(), ' ', '_');
        plots.push_back(dir / file);
    }
    for (const fs::path& plot : plots) {
        const test::PngImage image(plot.string());
        ASSERT_TRUE(image.loaded()) << plot;
        EXPECT_GE(image.width(), 1000) << plot;
        const double coloured = image.fraction([](const test::Rgb& p) {
            return std::max({p.r, p.g, p.b}) - std::min({p.r, p.g, p.b}) > 60;  // a series' colour
        });
        EXPECT_GT(coloured, 0.002) << plot << ": no coloured line drawn";
        // The legend stands right of the panels (which end at 0.78 of the width), not over the data:
        // its coloured lines are in that margin. One entry's line is 0.0003 of the picture (the
        // hydrofoil's motions, a single body), so more than 0.0002 means at least one is there.
        const double inMargin = image.fraction([](const test::Rgb& p) {
            return std::max({p.r, p.g, p.b}) - std::min({p.r, p.g, p.b}) > 60;
        }, 0.80, 1.0);
        EXPECT_GT(inMargin, 0.0002) << plot << ": no legend right of the panels";
    }

    // Physically sane: each body floats, its centre of mass on average within its hull's depth of
    // the water under it, and the printed summary names it. A body that has taken on water until
    // it is near neutral (the storm's swamped punt: 120 kg on a shell of 0.22 m^3, its well full)
    // rises through the water far slower than a storm's crests rise, and is buried under them for
    // seconds. With the storm's seeds 1 to 8 its mean over these 10 s was 0.28 to 1.29 m under the
    // water, its hull 0.5 m deep, beyond that on five seeds (2026-12-02); on the scenario's seed 3
    // it was 0.488 m, and 0.516 m once its well's lid was two triangles rather than a fan of four
    // over the same rectangle (the storm is chaotic). The boats and the crate, intact, were 0.10 to
    // 0.36 m above it on every seed. Such a body is held within its depth and a crest's height
    // (twice the water's rms height under it, half the significant wave height) of the water:
    // buried by the crests, not sunk.
    ASSERT_EQ(result.summary.size(), scenario.bodies.size());
    for (const BodySummary& b : result.summary) {
        EXPECT_NE(printed.find(b.name), std::string::npos);
        const double crest = b.finalFloodWater > 0.0 ? 2.0 * b.rmsSurface : 0.0;
        EXPECT_LT(std::abs(b.meanHeightAboveSurface), b.hullDepth + crest) << name << ": " << b.name;
        EXPECT_TRUE(std::isfinite(b.rmsHeave + b.rmsRoll + b.rmsPitch + b.peakSlamming)) << b.name;
    }
}

INSTANTIATE_TEST_SUITE_P(BoatDemo, EveryScenario, ::testing::ValuesIn(scenarioNames(kAssets + "/scenarios")),
                         [](const auto& param) { return param.param; });

TEST(BoatDemo, ShipsTheScenariosTheDocsName) {
    const std::vector<std::string> names = scenarioNames(kAssets + "/scenarios");
    for (const char* name : {"calm_harbour", "storm", "drop_test", "slalom", "hydrofoil", "keel_boat", "rising_floats", "sinking", "diving_buoys", "swamping", "wake_harbour"})
        EXPECT_NE(std::find(names.begin(), names.end(), name), names.end()) << name;
}

/// Steps `scene` for `seconds`, recording every frame, and summarizes the recording.
std::vector<BodySummary> recordedSummary(Scene& scene, int seconds) {
    Recording recording(scene);
    for (int f = 0; f < seconds * 60; ++f) {
        scene.step();
        recording.record(scene);
    }
    return recording.summarize();
}

/// Scenarios on flat water whose bodies all come to rest: crates and barrels dropped from above, and
/// floats released from under the surface (whose rise the added mass governs, docs/added_mass.md).
class ComesToRest : public ::testing::TestWithParam<std::string> {};

TEST_P(ComesToRest, EveryBodyAtItsHydrostaticHeight) {
    const Scenario scenario = loadScenario(scenarioFile(GetParam(), kAssets), kHulls);
    Scene scene(scenario, kAssets, 1);
    const std::vector<BodySummary> summary = recordedSummary(scene, 30);
    for (std::size_t i = 0; i < summary.size(); ++i) {
        // At rest: the speed over the last second is that of a body asleep or all but.
        EXPECT_LT(summary[i].finalSpeed, 0.01) << summary[i].name;
        // Flat water: the height of the centre of mass is the exact hydrostatic equilibrium of the
        // mesh (Hydrostatics.h), found independently of the kernel by Catto's volume. 2 mm: the boxes
        // settle to 0.1 mm; a barrel rolls slowly about its axis, which the centre's height does not
        // feel.
        const SceneBody& body = scene.bodies()[i];
        const btVector3 g = body.body->bodyFromHull().inverse().getOrigin();
        const Vec3 centreOfGravity{double(g.x()), double(g.y()), double(g.z())};
        const HydrostaticAnalysis analysis(*body.hull, 1.0 / double(body.body->body().getInvMass()), centreOfGravity,
                                           WaterProperties{});
        const FloatingEquilibrium rest = analysis.equilibrium(FloatingPose{});
        EXPECT_NEAR(summary[i].meanHeave, rest.pose.heave, 2e-3) << summary[i].name;
    }
}

INSTANTIATE_TEST_SUITE_P(BoatDemo, ComesToRest, ::testing::Values("drop_test", "rising_floats"));

TEST(BoatDemo, TheTrawlersWakeRocksTheMooredBoatsWhenTheWaterAnswers) {
    // Issue 47: in the wake harbour the driven trawler steams past a catamaran, a crate and a
    // barrel moored on still water. With the water answering (water.answers: the free-surface
    // field, docs/water.md §8) its wake rocks them: each heaves by centimetres over the second half
    // of the run (measured 2.7 to 9.7 cm rms, the trawler on the rudder and screws its size calls
    // for from 30 m off; 1.7 to 7 cm from 45 m off on the demo's outboards, and 1.2 to 5.5 cm so
    // coupled every substep rather than once a frame); on the same water that does not answer they
    // lie still (under a tenth of a millimetre).
    Scenario scenario = loadScenario(scenarioFile("wake_harbour", kAssets), kHulls);
    ASSERT_TRUE(scenario.water.answers);
    Scene answering(scenario, kAssets, 1);
    ASSERT_NE(answering.freeSurface(), nullptr);
    const std::vector<BodySummary> rocked = recordedSummary(answering, 16);
    scenario.water.answers.reset();
    Scene still(scenario, kAssets, 1);
    const std::vector<BodySummary> calm = recordedSummary(still, 16);
    for (std::size_t i = 1; i < rocked.size(); ++i) {  // the moored ones: all but the trawler
        std::printf("%s: rms heave %.4f m, roll %.2f degrees on water that answers; %.6f m, %.4f degrees on water "
                    "that does not\n",
                    rocked[i].name.c_str(), rocked[i].rmsHeave, rocked[i].rmsRoll, calm[i].rmsHeave, calm[i].rmsRoll);
        EXPECT_GT(rocked[i].rmsHeave, 0.01) << rocked[i].name;
        EXPECT_LT(calm[i].rmsHeave, 1e-4) << calm[i].name;
    }
}

TEST(BoatDemo, TheHoledTrawlerSettlesAtTheLostBuoyancyEquilibriumAndTheShotBarrelSinks) {
    // The sinking scenario's trawler, holed in three compartments, comes to rest where its
    // hydrostatic analysis with those compartments open to the sea puts it (docs/flooding.md §3):
    // the water in them stands at the sea's level, and the rest of the hull carries the weight.
    const Scenario scenario = loadScenario(scenarioFile("sinking", kAssets), kHulls);
    Scene scene(scenario, kAssets, 1);
    Recording recording(scene);
    for (int frame = 0; frame < int(scenario.seconds * 60.0); ++frame) {
        scene.step();
        recording.record(scene);
    }
    const std::vector<BodySummary> summary = recording.summarize();
    ASSERT_EQ(summary.size(), 2u);
    const SceneBody& trawler = scene.bodies()[0];
    const hydro::Flooding& flooding = trawler.floating->flooding();
    std::vector<Compartment> open;
    for (std::size_t c = 0; c < flooding.compartmentCount(); ++c) {
        bool holed = false;
        for (std::size_t o = 0; o < flooding.openingCount(); ++o) holed = holed || flooding.opening(int(o)).to == int(c);
        if (holed) open.push_back(flooding.compartment(int(c)));
    }
    ASSERT_EQ(open.size(), 3u);  // the starboard fore hold, the forepeak and the engine room
    const btVector3 g = trawler.body->bodyFromHull().inverse().getOrigin();
    const HydrostaticAnalysis intact(*trawler.hull, 1.0 / double(trawler.body->body().getInvMass()),
                                     {double(g.x()), double(g.y()), double(g.z())}, WaterProperties{});
    const FloatingEquilibrium damaged = intact.tryDamaged(open).value().equilibrium();
    ASSERT_TRUE(damaged.converged);
    const BodySample& last = recording.series()[0].back();
    // Measured after 90 s: the heel 0.0006 and the trim 0.004 degrees off the analysis, the draft
    // 0.9 mm. Allowed 0.05 degrees and 5 mm: the body sleeps where the last flow left it.
    constexpr double kDegrees = 180.0 / 3.14159265358979323846;
    EXPECT_NEAR(last.roll, damaged.pose.roll * kDegrees, 0.05);
    EXPECT_NEAR(last.pitch, damaged.pose.pitch * kDegrees, 0.05);
    EXPECT_NEAR(last.draft, damaged.draft, 0.005);
    EXPECT_GT(last.roll, 0.5);     // it lists to starboard, toward the holed side
    EXPECT_LT(last.pitch, -1.0);   // and is down by the bow
    EXPECT_GT(summary[0].finalFloodWater, 3.0);
    // The barrel, shot through, filled and went down.
    EXPECT_GT(summary[1].finalFloodWater, 0.2);
    EXPECT_LT(summary[1].finalHeightAboveSurface, -1.0);
}

TEST(BoatDemo, TheDivingBuoysDiveOnTheirBallastAndSurfaceWhenItIsBlown) {
    // Two 450 kg buoys (the packaged sphere, 0.52 m^3) flood a 0.125 m^3 tank from 1 s at 0.05 m^3/s,
    // 41 kg heavier than their displacement when it is full, and blow it at 7 s. The one that
    // carries its added mass (about half its displaced water, docs/added_mass.md) accelerates down
    // more slowly: from rest g (m - rho V) / (m + A) against g (m - rho V) / m, a third less.
    const Scenario scenario = loadScenario(scenarioFile("diving_buoys", kAssets), kHulls);
    Scene scene(scenario, kAssets, 1);
    ASSERT_EQ(scene.bodies().size(), 2u);
    auto heave = [&](std::size_t body) { return double(scene.bodies()[body].body->body().getCenterOfMassPosition().y()); };
    const double rest[2] = {heave(0), heave(1)};
    double deepest[2] = {0.0, 0.0};
    for (int frame = 0; frame < 60 * 25; ++frame) {
        scene.step();
        for (std::size_t b = 0; b < 2; ++b) deepest[b] = std::min(deepest[b], heave(b));
        if (frame == 60 * 6) {
            for (std::size_t b = 0; b < 2; ++b) EXPECT_NEAR(scene.floodWater(b), 0.125, 1e-9) << b;  // full, and no more
            EXPECT_LT(heave(0), -1.5);
            EXPECT_LT(heave(1), heave(0) - 0.1);  // without added mass: deeper sooner (measured 2.13 against 1.96 m)
        }
    }
    for (std::size_t b = 0; b < 2; ++b) {
        EXPECT_LT(deepest[b], -2.5) << b;                  // it dived (measured 3.1 and 3.3 m)
        EXPECT_EQ(scene.floodWater(b), 0.0) << b;          // blown dry
        EXPECT_NEAR(heave(b), rest[b], 0.02) << b;         // and back at its waterline
    }
}

/// A flat-water scenario with the speedboat alone, driven.
Scenario speedboatAlone() {
    return parseScenario(R"({"water": {"model": "flat"}, "bodies": [{"name": "boat", "hull": "speedboat",
        "mass": 2000, "position": [0, 0.3, 0], "forces": "planingBoat", "driven": true}]})",
                         "speedboat_alone.json", kHulls);
}

TEST(BoatDemo, TheOutboardDrivesTheBoatAheadAndTheRudderTurnsItToStarboard) {
    Scene scene(speedboatAlone(), kAssets, 1);
    for (int f = 0; f < 120; ++f) scene.step();  // settle
    scene.setHelm({1.0, 0.0});
    for (int f = 0; f < 20 * 60; ++f) scene.step();
    const btRigidBody& boat = scene.driven()->body->body();
    const btVector3 bow = scene.driven()->body->hullToWorld().getBasis().getColumn(0);
    // Full ahead for 20 s: well under way, along the bow (the hull is symmetric, the helm amidships).
    EXPECT_GT(double(boat.getLinearVelocity().dot(bow)), 5.0);
    EXPECT_LT(std::abs(double(boat.getLinearVelocity().z())), 0.05 * double(boat.getLinearVelocity().length()));
    // Hard to starboard: the bow swings toward +z, a negative yaw rate about +y.
    scene.setHelm({1.0, 1.0});
    for (int f = 0; f < 2 * 60; ++f) scene.step();
    EXPECT_LT(double(boat.getAngularVelocity().y()), -0.05);
    EXPECT_GT(length(scene.outboard(0)->thrust), 0.0);
    EXPECT_GT(length(scene.outboard(1)->thrust), 0.0);
}

/// IMO's turning test (MSC.137(76)) through the demo's scene, on still water: the driven boat full
/// ahead for `approachSeconds`, then full starboard helm until its heading has turned 180 degrees
/// (at most 90 s). The advance is how far it went along the approach course when the heading had
/// turned 90 degrees, the tactical diameter how far across it at 180.
struct SceneTurn {
    double speed = 0.0;     ///< m/s at the end of the approach
    double advance = 0.0;   ///< m
    double tactical = 0.0;  ///< m, to starboard; 0 if it did not come round
};
SceneTurn turnHardOver(Scene& scene, double approachSeconds) {
    scene.setHelm({1.0, 0.0});
    while (scene.time() < approachSeconds) scene.step();
    const btRigidBody& boat = scene.driven()->body->body();
    SceneTurn turn;
    turn.speed = double(boat.getLinearVelocity().length());
    const btVector3 start = boat.getCenterOfMassPosition();
    const btVector3 ahead = scene.driven()->body->hullToWorld().getBasis().getColumn(0);
    scene.setHelm({1.0, 1.0});
    double turned = 0.0;  // about +y: to starboard is negative
    for (int f = 0; f < 90 * 60 && turned > -M_PI; ++f) {
        scene.step();
        turned += double(boat.getAngularVelocity().y()) / 60.0;
        const btVector3 travelled = boat.getCenterOfMassPosition() - start;
        if (turn.advance == 0.0 && turned <= -0.5 * M_PI) turn.advance = double(travelled.dot(ahead));
        if (turned <= -M_PI) turn.tactical = double(travelled.cross(ahead).y());
    }
    return turn;
}

TEST(BoatDemo, TheWakeHarboursTrawlerSteersOnTheRudderAndScrewsItsSizeCallsFor) {
    // Issue 45 §3: "steering": "sized" gives the wake harbour's trawler the rudder and twin screws
    // sizeSteering gives its hull, and the helm drives them: the throttle the screws, full helm the
    // rudder to 35 degrees. Full ahead it comes to the manoeuvring test's approach speed
    // (Manoeuvring.EachBoatPresetOnItsBoatTurnsAlike...: 1.75 m/s at full size, measured the
    // same here); its turns are TheDemosDrivenBoatsMeetIMOsManoeuvringCriteria's.
    Scenario scenario = loadScenario(scenarioFile("wake_harbour", kAssets), kHulls);
    scenario.water.answers.reset();  // the boat alone, on still water
    scenario.bodies.resize(1);
    ASSERT_TRUE(scenario.bodies[0].sizedSteering);
    Scene scene(scenario, kAssets, 1);
    const hydro::Appendages& steering = scene.driven()->floating->appendages();
    ASSERT_EQ(steering.foilCount(), 1u);
    ASSERT_EQ(steering.thrusterCount(), 2u);
    scene.setHelm({1.0, 0.0});
    while (scene.time() < 40.0) scene.step();
    const double speed = double(scene.driven()->body->body().getLinearVelocity().length());
    EXPECT_NEAR(speed, 1.75, 0.05 * 1.75);  // 5 %: the scene's own substeps and rounding
    EXPECT_GT(length(scene.outboard(0)->thrust), 0.0);
    EXPECT_GT(length(scene.outboard(1)->thrust), 0.0);
    scene.setHelm({1.0, 1.0});
    scene.step();
    EXPECT_NEAR(steering.deflection(0), -35.0 * M_PI / 180.0, 1e-12);
    EXPECT_GT(length(steering.lastFoilState(0).lift), 0.0);
}

/// IMO's 10/10 zig-zag through the demo's scene, on still water: full ahead for `approachSeconds`,
/// then the helm that gives 10 degrees (`tenDegreeHelm` of full) to starboard; when the heading has
/// turned 10 degrees, as much the other way. The first overshoot, rad: how far the heading goes on
/// past 10 degrees before it turns back.
double zigZagOvershoot(Scene& scene, double approachSeconds, double tenDegreeHelm) {
    scene.setHelm({1.0, 0.0});
    while (scene.time() < approachSeconds) scene.step();
    const btRigidBody& boat = scene.driven()->body->body();
    scene.setHelm({1.0, tenDegreeHelm});
    const double ten = 10.0 * M_PI / 180.0;
    double turned = 0.0, overshoot = 0.0;  // to starboard, positive
    bool reversed = false;
    for (int f = 0; f < 60 * 60; ++f) {
        scene.step();
        turned -= double(boat.getAngularVelocity().y()) / 60.0;
        if (!reversed && turned >= ten) {
            scene.setHelm({1.0, -tenDegreeHelm});
            reversed = true;
        }
        if (reversed) overshoot = std::max(overshoot, turned - ten);
        if (reversed && turned < 0.0) break;
    }
    EXPECT_TRUE(reversed) << "the heading never turned 10 degrees";
    return overshoot;
}

TEST(BoatDemo, TheDemosDrivenBoatsMeetIMOsManoeuvringCriteria) {
    // Issue 45 §3, the demo's boats as the keys drive them (IMO MSC.137(76): advance under 4.5 L,
    // tactical diameter under 5 L; the first overshoot of the 10/10 zig-zag under 10 degrees, since
    // L/V is under 10 s for both): the wake harbour's trawler on its sized rudder, the speedboat on
    // its twin outboards, their legs' swing taken as the rudder angle (30 degrees at full helm, as
    // the demo's; IMO's 35 is beyond it). Measured: the trawler at 1.75 m/s 2.73 L and 2.55 L,
    // overshoot 2.8 degrees; the speedboat at 11.2 m/s 3.14 L and 1.34 L, overshoot 6.3 degrees
    // (3.82 L, 1.38 L and 3.2 degrees at 11.2 m/s before planingBoat() had the hull's lift).
    Scenario trawlerAlone = loadScenario(scenarioFile("wake_harbour", kAssets), kHulls);
    trawlerAlone.water.answers.reset();
    trawlerAlone.bodies.resize(1);
    struct Boat {
        const char* name;
        Scenario scenario;
        double length, approachSeconds, tenDegreeHelm;
    } boats[] = {{"trawler", trawlerAlone, 10.0, 40.0, 10.0 / 35.0}, {"speedboat", speedboatAlone(), 5.5, 20.0, 10.0 / 30.0}};
    for (const Boat& b : boats) {
        Scene turning(b.scenario, kAssets, 1), zigZagging(b.scenario, kAssets, 1);
        const SceneTurn turn = turnHardOver(turning, b.approachSeconds);
        const double overshoot = zigZagOvershoot(zigZagging, b.approachSeconds, b.tenDegreeHelm);
        std::printf("%s: %.2f m/s, advance %.2f L, tactical %.2f L, zig-zag overshoot %.2f degrees\n", b.name, turn.speed,
                    turn.advance / b.length, turn.tactical / b.length, overshoot * 180.0 / M_PI);
        EXPECT_GT(turn.advance, 0.0) << b.name;
        EXPECT_LT(turn.advance, 4.5 * b.length) << b.name;
        EXPECT_GT(turn.tactical, 0.0) << b.name;
        EXPECT_LT(turn.tactical, 5.0 * b.length) << b.name;
        EXPECT_LT(overshoot, 10.0 * M_PI / 180.0) << b.name;
    }
}

TEST(BoatDemo, TheHydrofoilLiftsTheSpeedboatAtSpeed) {
    // The hydrofoil scenario's boat against the same boat without its foils and strut, both under
    // the autopilot for 15 s (past the start, before the first turn): at about 8 m/s the V foil
    // carries 10 to 15 kN of the boat's 20 kN (its CSV), and the boat rides higher: the headless
    // summaries give a mean heave of 0.27 m against 0.15 m without the foils. At least 8 cm here.
    auto meanHeight = [](bool withFoils) {
        Scenario scenario = loadScenario(scenarioFile("hydrofoil", kAssets), kHulls);
        if (!withFoils) {
            scenario.bodies[0].foils.clear();
            scenario.bodies[0].foilDeflections.clear();
            scenario.bodies[0].members.clear();
        }
        Scene scene(scenario, kAssets, 1);
        double sum = 0.0;
        for (int f = 0; f < 15 * 60; ++f) {
            scene.step();
            if (f >= 5 * 60) sum += double(scene.driven()->body->body().getCenterOfMassPosition().y());
        }
        return sum / (10 * 60);
    };
    EXPECT_GT(meanHeight(true), meanHeight(false) + 0.08);
}

TEST(BoatDemo, TheKeelBoatIsSteeredByItsRudderRoundItsTriangle) {
    // The keel boat has its own shaft propeller and a rudder the helm turns (no outboards): the
    // autopilot takes it round the first two legs of its triangle, 60 m and 54 m, in 60 s at about
    // 2.5 m/s, on the rudder alone.
    const Scenario scenario = loadScenario(scenarioFile("keel_boat", kAssets), kHulls);
    Scene scene(scenario, kAssets, 1);
    ASSERT_NE(scene.autopilot(), nullptr);
    ASSERT_NE(scene.outboard(0), nullptr);
    EXPECT_EQ(scene.outboard(1), nullptr);  // one engine: its own
    const hydro::Appendages& a = scene.driven()->floating->appendages();
    ASSERT_EQ(a.foilCount(), 2u);
    double largestRudder = 0.0;
    for (int f = 0; f < 60 * 60; ++f) {
        scene.step();
        largestRudder = std::max(largestRudder, std::abs(a.deflection(1)));
    }
    EXPECT_GE(scene.autopilot()->nextWaypoint() + scene.autopilot()->course().size() * scene.autopilot()->laps(), 2u);
    EXPECT_GT(largestRudder, 0.1);  // the helm turned the rudder
    EXPECT_DOUBLE_EQ(a.deflection(0), 0.0);  // and not the keel
}

TEST(BoatDemo, TheAutopilotSailsTheSlalomCourse) {
    const Scenario scenario = loadScenario(scenarioFile("slalom", kAssets), kHulls);
    Scene scene(scenario, kAssets, 1);
    ASSERT_NE(scene.autopilot(), nullptr);
    for (int f = 0; f < 40 * 60; ++f) scene.step();
    // In 40 s at about 10 m/s the boat has weaved past all four buoys (its first four waypoints).
    EXPECT_GE(scene.autopilot()->nextWaypoint() + scene.autopilot()->course().size() * scene.autopilot()->laps(), 4u);
    // Taking the helm disengages it.
    scene.setHelm({0.5, 0.0});
    EXPECT_EQ(scene.autopilot(), nullptr);
}

TEST(BoatDemo, SwitchingAForceOffZeroesItAndTheSeaStateCanChange) {
    Scene scene(loadScenario(scenarioFile("calm_harbour", kAssets), kHulls), kAssets, 1);
    ForceSwitches on;
    on.fill(true);
    on[std::size_t(ForceKind::Viscous)] = false;
    scene.switchForces(0, on);
    scene.setSeaState(SeaState::Moderate);
    for (int f = 0; f < 60; ++f) scene.step();
    const ForceResult* r = &scene.bodies()[0].floating->lastResult();
    ASSERT_NE(r, nullptr);
    EXPECT_EQ(length(r->of(ForceKind::Viscous).force), 0.0);
    EXPECT_GT(length(r->of(ForceKind::Hydrostatic).force), 0.0);
    EXPECT_EQ(scene.seaState(), SeaState::Moderate);
}

TEST(BoatDemo, BallastTrimsTheSpeedboatLevelAndStandsTheBuoysUpright) {
    const Scenario scenario = loadScenario(scenarioFile("slalom", kAssets), kHulls);
    const ScenarioBody& speedboat = scenario.bodies[0];
    const ScenarioBody& buoy = scenario.bodies[1];
    ASSERT_TRUE(speedboat.centreOfGravity && buoy.centreOfGravity && buoy.radiiOfGyration);
    // At rest on flat water: the speedboat's centre of gravity over its centre of buoyancy trims it
    // level (the uniform solid's centroid, 0.4 m further forward, puts it 2 degrees bow down), and the
    // spar buoy's ballast stands it up (uniform, it floats on its side).
    const auto hullOf = [](const std::string& name) { return HullMesh::fromObjFile(kHulls + "/" + name + ".obj"); };
    const HullMesh boatHull = hullOf("speedboat"), buoyHull = hullOf("spar_buoy");
    const auto pose = [](const HullMesh& hull, double mass, const Vec3& g) {
        return HydrostaticAnalysis(hull, mass, g).equilibrium().pose;
    };
    EXPECT_NEAR(pose(boatHull, speedboat.mass, *speedboat.centreOfGravity).pitch / hydro::test::kDegree, 0.0, 0.5);
    EXPECT_LT(pose(boatHull, speedboat.mass, boatHull.centroid()).pitch / hydro::test::kDegree, -1.5);
    const FloatingPose standing = pose(buoyHull, buoy.mass, *buoy.centreOfGravity);
    EXPECT_NEAR(standing.roll / hydro::test::kDegree, 0.0, 0.5);
    EXPECT_NEAR(standing.pitch / hydro::test::kDegree, 0.0, 0.5);
    EXPECT_NEAR(std::abs(pose(buoyHull, buoy.mass, buoyHull.centroid()).roll) / hydro::test::kDegree, 90.0, 1.0);
    // On the slalom's swell the buoys stand and rock: a spar buoy of 100 kg with a metacentric height
    // of 0.23 m follows the wave slopes and its own roll (about 1.5 s) with the swell's 3 s and 5 s
    // periods, but never lies down (barrels did: 20 to 80 degrees, all the time). The autopilot
    // sometimes clips a buoy as it turns, which knocks it over for a moment, as it would; the tilt
    // is measured while the boat is more than 10 m away. Standing: below 30 degrees, 15 on average.
    Scene scene(scenario, kAssets, 1);
    double largestTilt = 0.0, sumTilt = 0.0;
    int samples = 0;
    for (int f = 0; f < 30 * 60; ++f) {
        scene.step();
        const btVector3 boat = scene.bodies()[0].body->body().getCenterOfMassPosition();
        for (std::size_t b = 1; b < scene.bodies().size(); ++b) {
            const btTransform buoyToWorld = scene.bodies()[b].body->hullToWorld();
            const btVector3 apart = buoyToWorld.getOrigin() - boat;
            if (std::hypot(double(apart.x()), double(apart.z())) < 10.0) continue;
            const btVector3 up = buoyToWorld.getBasis() * btVector3(0, 1, 0);
            const double tilt = std::acos(std::min(1.0, double(up.y()))) / hydro::test::kDegree;
            largestTilt = std::max(largestTilt, tilt);
            sumTilt += tilt;
            ++samples;
        }
    }
    std::printf("spar buoys, the boat 10 m away or more: largest tilt %.1f deg, mean %.1f deg\n", largestTilt,
                sumTilt / samples);
    EXPECT_LT(largestTilt, 30.0);
    EXPECT_LT(sumTilt / samples, 15.0);
}

TEST(BoatDemo, WelchsSpectrumPutsASinesVarianceAtItsFrequency) {
    // A 2 m sine at 1.3 rad/s plus a 0.5 m one at 0.4 rad/s, 60 s at 60 Hz: the density integrates
    // to the variance, A^2 / 2 each, and peaks at the two frequencies.
    constexpr double kInterval = 1.0 / 60.0;
    std::vector<double> samples;
    for (int i = 0; i < 3600; ++i)
        samples.push_back(2.0 * std::sin(1.3 * i * kInterval + 0.3) + 0.5 * std::sin(0.4 * i * kInterval) + 7.0);
    const PowerSpectrum spectrum = welchSpectrum(samples, kInterval, 1800);
    const double step = spectrum.omega[1] - spectrum.omega[0];
    EXPECT_NEAR(step, 2.0 * M_PI / 30.0, 1e-12);
    double variance = 0.0, nearHigh = 0.0;
    for (std::size_t k = 0; k < spectrum.omega.size(); ++k) {
        variance += spectrum.density[k] * step;
        if (std::abs(spectrum.omega[k] - 1.3) < 2.5 * step) nearHigh += spectrum.density[k] * step;
    }
    // Sample variance of the sum: 2.125 less what the segments' own means remove (a whole number
    // of neither period fits a segment). 2 %: the Hann window's leakage and that mean.
    EXPECT_NEAR(variance, 2.0 + 0.125, 0.02 * 2.125);
    EXPECT_NEAR(nearHigh, 2.0, 0.02 * 2.0);  // the Hann main lobe is two bins each side
    const auto peak = std::max_element(spectrum.density.begin(), spectrum.density.end()) - spectrum.density.begin();
    EXPECT_NEAR(spectrum.omega[std::size_t(peak)], 1.3, step);
    EXPECT_THROW(welchSpectrum(samples, kInterval, 4000), std::invalid_argument);
}

/// RMS slope of the waves of `spectrum` longer than `shortest` metres, degrees, as if they all ran
/// one way (an upper bound for any heading): sqrt of the integral of k^2 S(omega), k = omega^2 / g,
/// by the midpoint rule, in the test's own terms.
double slopeOfWavesLongerThan(const hydro::OceanSpectrum& spectrum, double shortest) {
    constexpr double g = 9.81;
    constexpr int kSteps = 100000;
    const double cut = std::sqrt(g * 2.0 * M_PI / shortest), step = cut / kSteps;
    double variance = 0.0;
    for (int i = 0; i < kSteps; ++i) {
        const double omega = (i + 0.5) * step;
        variance += std::pow(omega, 4) / (g * g) * spectrum.frequencySpectrum(omega) * step;
    }
    return std::sqrt(variance) * 180.0 / M_PI;
}

TEST(BoatDemo, TheStormsHelmsmanDrivesTheSpeedboatIntoTheSeasWhereItSlamsAndThePuntSwamps) {
    // The storm's autopilot steers the speedboat into the seas. Left to drift, it never slams once
    // the start's drop is over (0 kN over the second half of 60 s, measured); driven, it slams at
    // about its own weight. The threshold, a tenth of its weight, is far from both.
    const Scenario scenario = loadScenario(scenarioFile("storm", kAssets), kHulls);
    ASSERT_FALSE(scenario.course.empty());
    Scene scene(scenario, kAssets, 1);
    // The open punt's well (issue 46 §2): the most water in it over the first 20 s, before its
    // pump starts.
    const auto punt = std::find_if(scene.bodies().begin(), scene.bodies().end(), [](const SceneBody& b) { return b.name == "punt"; });
    ASSERT_NE(punt, scene.bodies().end());
    const std::size_t puntIndex = std::size_t(punt - scene.bodies().begin());
    Recording recording(scene);
    double mostWaterBeforeThePump = 0.0;
    for (int frame = 0; frame < 60 * 60; ++frame) {
        scene.step();
        recording.record(scene);
        if (scene.time() < scenario.bodies[puntIndex].pumps.at(0).time)
            mostWaterBeforeThePump = std::max(mostWaterBeforeThePump, scene.floodWater(puntIndex));
    }
    const std::vector<BodySummary> summary = recording.summarize();
    // It swamps: its well full, to 1 % of its capacity (measured full in 2 s: the first crest
    // buries it). Its pump, from 20 s, does not keep up with these seas: they wash over its rim and
    // refill it (measured between half and full through the minute, the punt thrown to 77 degrees
    // of heel). It was dry from 52 s while displacementBoat()'s drag had falloff 1, which damped
    // its rolling more; the bailing is checked on calm water (TheKKeyStartsTheScenariosNextPumpNow).
    const hydro::Flooding* flooding = &punt->floating->flooding();
    ASSERT_NE(flooding, nullptr);
    const double capacity = flooding->compartment(0).capacity();
    EXPECT_GT(mostWaterBeforeThePump, 0.99 * capacity);

    const auto speedboat = std::find_if(summary.begin(), summary.end(), [](const BodySummary& b) { return b.name == "speedboat"; });
    ASSERT_NE(speedboat, summary.end());
    const double weight = 2000.0 * 9.81;
    EXPECT_GT(speedboat->peakSlamming, 0.1 * weight);
    EXPECT_GT(speedboat->peakVerticalAcceleration, 0.0);
    EXPECT_TRUE(std::isfinite(speedboat->peakVerticalAcceleration));

    // A 6 m boat rides waves many times its length: its heave RMS is that of the water under it,
    // within 10 % (it leaps off crests and slams into troughs: measured 5 % above, with or without
    // Bullet in double). And the water under it is the sea's, Hs / 4, within the issue's 20 %: the
    // summary's window, the second half of 60 s, holds about two peak periods, so the sea there is
    // a sample (measured 15 % above Hs / 4), which is why the boat is compared with it, not with Hs.
    const hydro::OceanSpectrum sea = hydro::OceanSpectrum::forSeaState(scenario.water.seaState);
    EXPECT_NEAR(speedboat->rmsHeave, speedboat->rmsSurface, 0.1 * speedboat->rmsSurface);
    EXPECT_NEAR(speedboat->rmsSurface, sea.significantWaveHeight / 4.0, 0.2 * sea.significantWaveHeight / 4.0);

    // Pitch above what the long waves alone could give. The single tile the storm had before its
    // cascades (eight peak wavelengths across, the scenario's resolution) carried waves down to two
    // of its cells, 73 m, twelve boat lengths: a boat rides those with the sea's slope. Their RMS
    // slope, every wave taken head on, bounds the pitch they can give; anything above it comes from
    // the shorter waves the cascades add. Not the roll: held into the seas, the boat takes the short
    // waves head on too. Measured (a throwaway run of this scenario on the single tile): roll RMS
    // 3.35 degrees with the cascades and 3.31 without, pitch 4.24 and 3.29. The roll was asserted
    // above the bound until planingBoat() had the hull's lift, which holds the boat's heading (issue
    // 45 §3): then 3.35 against 3.31 here, 3.12 with Bullet in double.
    const double peakWavelength = 9.81 * sea.peakPeriod * sea.peakPeriod / (2.0 * M_PI);
    const double singleTileShortest = 2.0 * 8.0 * peakWavelength / scenario.water.resolution;
    const double longWaveSlope = slopeOfWavesLongerThan(sea, singleTileShortest);
    std::printf("speedboat: heave RMS %.2f m (the water under it %.2f, Hs/4 %.2f), roll RMS %.2f deg, "
                "pitch RMS %.2f deg; slope of the waves longer than %.0f m: %.2f deg\n",
                speedboat->rmsHeave, speedboat->rmsSurface, sea.significantWaveHeight / 4.0, speedboat->rmsRoll,
                speedboat->rmsPitch,
                singleTileShortest, longWaveSlope);
    EXPECT_GT(speedboat->rmsPitch, longWaveSlope);
}

TEST(BoatDemo, AScenarioBodyMayNameAMeshFileOfAnyFormat) {
    const Scenario scenario = parseScenario(R"({"water": {"model": "flat"}, "bodies": [
        {"name": "crate", "hull": "third_party/Box_Draco.glb", "mass": 150, "position": [0, 0.5, 0], "forces": "floatingCrate"}]})",
                                            "glb.json", kHulls);
    EXPECT_EQ(scenario.bodies[0].hullFile, kHulls + "/third_party/Box_Draco.glb");
    Scene scene(scenario, kAssets, 1);
    for (int f = 0; f < 20 * 60; ++f) scene.step();
    // A 1 m cube of 150 kg floats upright, 150 / 1025 m deep; a prepared hull's origin is on its keel.
    const double draft = -double(scene.bodies()[0].body->hullToWorld().getOrigin().y());
    EXPECT_NEAR(draft, 150.0 / 1025.0, 0.01);
}

TEST(BoatDemo, TheBrowsersReadingOfTheOpenPuntIsThePipelines) {
    // The browser's build has no asset pipeline (MeshFileHull.h): it reads the punt's OBJ as the
    // runtime does and closes its well as the pipeline does. On the punt that must be the desktop's
    // prepared hull, vertex for vertex, and the same well, or the storm and the swamping scenarios
    // would float another boat in the page (web/tests/browser.test.mjs checks they run there). Both
    // routes run the same closeWells on the same floats, so they agree to the bit: no tolerance.
    const std::string punt = kHulls + "/open_boats/punt.obj";
    const MeshFileHull prepared = readMeshFileHull(punt);  // the desktop's: prepareHull
    const MeshFileHull browser = objWithWellsClosed(punt);
    ASSERT_EQ(browser.hull->vertexCount(), prepared.hull->vertexCount());
    ASSERT_EQ(browser.hull->triangleCount(), prepared.hull->triangleCount());
    for (std::size_t v = 0; v < prepared.hull->vertexCount(); ++v) {
        const hydro::Vec3 a = browser.hull->vertex(v), b = prepared.hull->vertex(v);
        EXPECT_TRUE(a.x == b.x && a.y == b.y && a.z == b.z) << "vertex " << v;
    }
    for (std::size_t t = 0; t < prepared.hull->triangleCount(); ++t)
        EXPECT_EQ(browser.hull->triangle(t), prepared.hull->triangle(t)) << "triangle " << t;
    EXPECT_EQ(browser.hull->openingRim(), prepared.hull->openingRim());
    ASSERT_EQ(prepared.wells.size(), 1u);  // the punt's one hollow
    ASSERT_EQ(browser.wells.size(), 1u);
    const hydro::HullWell &a = browser.wells[0], &b = prepared.wells[0];
    EXPECT_EQ(a.volume, b.volume);
    EXPECT_EQ(a.rimHeight, b.rimHeight);
    EXPECT_EQ(a.lidArea, b.lidArea);
    EXPECT_TRUE(a.lidCentre == b.lidCentre);
    EXPECT_EQ(a.compartment.xyz, b.compartment.xyz);
    EXPECT_EQ(a.compartment.indices, b.compartment.indices);
    // Only an OBJ in the browser; here the pipeline reads the formats assimp does.
    EXPECT_TRUE(canReadMeshFileHull("boat.glb"));  // by its extension
}

TEST(BoatDemo, AMeshFilesWellIsAFloodingCompartmentAndOneItLacksIsRefusedNamingIt) {
    // The punt's one well: a compartment open to the sea over its rim. Placed with its keel 0.6 m
    // down, its rim 15 cm under the sea, it takes water in the first second; placed at rest (its
    // keel 5 cm down) it takes none.
    for (const double keel : {0.6, 0.05}) {
        const Scenario punt = parseScenario(R"({"water": {"model": "flat"}, "bodies": [
            {"name": "punt", "hull": "open_boats/punt.obj", "mass": 200, "position": [0, )" + std::to_string(-keel) +
                                                R"(, 0], "forces": "floatingCrate",
             "compartments": [{"name": "well", "well": 1, "permeability": 1.0}]}]})",
                                            "punt.json", kHulls);
        Scene scene(punt, kAssets, 1);
        for (int frame = 0; frame < 60; ++frame) scene.step();
        if (keel > 0.45)
            EXPECT_GT(scene.floodWater(0), 0.1) << keel;
        else
            EXPECT_EQ(scene.floodWater(0), 0.0) << keel;
    }
    // The second well it does not have: the scene says which body, which compartment and how many
    // the preparation found.
    const Scenario two = parseScenario(R"({"water": {"model": "flat"}, "bodies": [
        {"name": "punt", "hull": "open_boats/punt.obj", "mass": 200, "position": [0, 0, 0],
         "compartments": [{"name": "aft well", "well": 2}]}]})",
                                       "punt.json", kHulls);
    try {
        Scene refused(two, kAssets, 1);
        ADD_FAILURE() << "a second well was taken";
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("punt: compartment 'aft well' is well 2 but the preparation found 1"),
                  std::string::npos)
            << e.what();
    }
}

TEST(BoatDemo, TheSwampedPuntHoldsTheWaterTheBrowsersPageMustMatch) {
    // web/tests/browser.test.mjs runs the swamping scenario in the page and compares the swamped
    // punt's water 3 s in with this build's, 1.064 m^3 (to 1 %, as it compares drafts): the page
    // cannot run the native build beside it, so the figure is written there and held here. From
    // its first half second until its pump starts at 5 s it floats awash, its well filled to the
    // sea's level inside (three quarters of its 1.41 m^3), and the water stays where it is.
    constexpr double kNativeSwamped = 1.064;  // m^3, as browser.test.mjs writes it
    constexpr double kPrinted = 5e-4;         // m^3: the figure's last digit, rounded
    const Scenario scenario = loadScenario(scenarioFile("swamping", kAssets), kHulls);
    Scene scene(scenario, kAssets, 1);
    while (scene.time() < 3.0) scene.step();
    EXPECT_NEAR(scene.floodWater(0), kNativeSwamped, kPrinted);
    EXPECT_EQ(scene.floodWater(1), 0.0);  // its twin, at rest, takes none
}

TEST(BoatDemo, TheKKeyStartsTheScenariosNextPumpNow) {
    // The swamping scenario's punt swamps in its first second and its pump starts at 5 s; K (pumpNow)
    // starts it at 1 s instead, so 2 s in it holds less water than the same scene left alone, and
    // there is no second pump to start.
    const Scenario scenario = loadScenario(scenarioFile("swamping", kAssets), kHulls);
    ASSERT_GT(scenario.bodies[0].pumps.at(0).time, 2.0);
    Scene leftAlone(scenario, kAssets, 1), bailed(scenario, kAssets, 1);
    for (int frame = 0; frame < 2 * 60; ++frame) {
        if (frame == 60) {
            EXPECT_TRUE(bailed.pumpNow());
        }
        leftAlone.step();
        bailed.step();
    }
    EXPECT_LT(bailed.floodWater(0), leftAlone.floodWater(0) - 0.01);  // 1 s at 50 l/s is 0.05 m^3
    EXPECT_FALSE(bailed.pumpNow());
    // Left alone, its pump starts at 5 s and bails it dry: the scenario says by 26 s (1.06 m^3 at
    // 50 l/s is 21 s of pumping); under a hundredth of its capacity by 30 s.
    while (leftAlone.time() < 30.0) leftAlone.step();
    const double capacity = leftAlone.bodies()[0].floating->flooding().compartment(0).capacity();
    EXPECT_LT(leftAlone.floodWater(0), 0.01 * capacity);
}

/// The message of the ScenarioError `text` raises, or "" if it parses.
std::string scenarioError(const std::string& text) {
    try {
        parseScenario(text, "assets/scenarios/broken.json", kHulls);
    } catch (const ScenarioError& e) {
        return e.what();
    }
    return "";
}

TEST(BoatDemo, BrokenScenarioFilesNameTheFileAndTheField) {
    const std::string body = R"({"name": "b", "hull": "box", "mass": 100, "position": [0, 1, 0]})";
    const std::string water = R"("water": {"model": "flat"})";
    struct Case {
        std::string text, expected;
    } cases[] = {
        {"{\"water\": {\"model\": \"flat\"}, \"bodies\": [", "broken.json: malformed JSON"},
        {"{" + water + "}", "broken.json: bodies: missing"},
        {R"({"bodies": [)" + body + "]}", "broken.json: water: missing"},
        {"{" + water + R"(, "bodies": [{"name": "b", "hull": "submarine", "mass": 100, "position": [0, 1, 0]}]})",
         "broken.json: bodies[0].hull: unknown hull 'submarine'"},
        {"{" + water + R"(, "bodies": [{"name": "b", "hull": "box", "mass": -5, "position": [0, 1, 0]}]})",
         "broken.json: bodies[0].mass: -5 kg is outside [1e-6, 1e12] kg"},
        // Found by fuzzing: a number beyond double, a mass Bullet would store as zero inverse mass, a
        // position beyond Limits.h.
        {"{" + water + R"(, "bodies": [{"name": "b", "hull": "box", "mass": 1e340, "position": [0, 1, 0]}]})",
         "broken.json: unreadable JSON: [json.exception.out_of_range.406] number overflow parsing '1e340'"},
        {"{" + water + R"(, "bodies": [{"name": "b", "hull": "box", "mass": 1e300, "position": [0, 1, 0]}]})",
         "broken.json: bodies[0].mass: 1e300 kg is outside [1e-6, 1e12] kg"},
        {"{" + water + R"(, "bodies": [{"name": "b", "hull": "box", "mass": 100, "position": [0, 1e30, 0]}]})",
         "broken.json: bodies[0].position: 1e30 m is outside [-1e7, 1e7] m"},
        {"{" + water + ", \"bodies\": [" + body + R"(, {"name": "c", "hull": "box", "position": [0, 1, 0]}]})",
         "broken.json: bodies[1].mass: missing"},
        {"{" + water + R"(, "bodies": [{"name": "b", "hull": "box", "mas": 100, "position": [0, 1, 0]}]})",
         "broken.json: bodies[0].mas: unknown field"},
        {"{" + water + R"(, "bodies": [{"name": "b", "hull": "box", "mass": 100, "position": [0, 1]}]})",
         "broken.json: bodies[0].position: must be an array of 3 numbers"},
        {"{" + water + ", \"bodies\": [" + body + ", " + body + "]}", "broken.json: bodies[1].name: 'b' is used"},
        {R"({"water": {"model": "ocean", "seaState": 12}, "bodies": [)" + body + "]}",
         "broken.json: water.seaState: must be in 0..9 (got 12)"},
        {R"({"water": {"model": "ocean", "resolution": 100}, "bodies": [)" + body + "]}",
         "broken.json: water.resolution: must be a power of two"},
        {R"({"water": {"model": "gerstner", "waves": [{"amplitude": 1, "wavelength": 10, "direction": [1, 0],
            "steepness": 0.6}, {"amplitude": 1, "wavelength": 10, "direction": [0, 1], "steepness": 0.6}]},
            "bodies": [)" + body + "]}",
         "broken.json: water.waves: the steepnesses must add up to less than 1"},
        {"{" + water + ", \"bodies\": [" + body + R"(], "course": [[1, 2]]})", "broken.json: course: needs a driven body"},
        {"{" + water + R"(, "bodies": [{"name": "b", "hull": "box", "mass": 100, "position": [0, 1, 0], "forces": "magic"}]})",
         "broken.json: bodies[0].forces: unknown force model 'magic'"},
        {"{" + water + R"(, "bodies": [{"name": "b", "hull": "third_party/absent.glb", "mass": 100, "position": [0, 1, 0]}]})",
         "broken.json: bodies[0].hull: no mesh file"},
        // Appendages: the demo's own fields, then the library's checks in its words.
        {"{" + water + R"(, "bodies": [{"name": "b", "hull": "box", "mass": 100, "position": [0, 1, 0],
            "foils": [{"root": [0, -0.5, 0], "span": 1, "chords": [0.2], "deflection": 120}]}]})",
         "broken.json: bodies[0].foils[0].deflection: 120 is outside [-90, 90]"},
        {"{" + water + R"(, "bodies": [{"name": "b", "hull": "box", "mass": 100, "position": [0, 1, 0],
            "foils": [{"root": [0, -0.5, 0], "span": 1, "chords": [0.2], "spanAxis": [0, -2, 0]}]}]})",
         "broken.json: bodies[0].foils: foil 0: Foil: spanAxis = (0, -2, 0) is not a unit vector"},
        {"{" + water + R"(, "bodies": [{"name": "b", "hull": "box", "mass": 100, "position": [0, 1, 0],
            "members": [{"start": [0, 0, 0], "end": [0, 0, 0], "diameter": 0.1}]}]})",
         "broken.json: bodies[0].members: member 0: SlenderMember: length (end - start) = 0 m"},
        {"{" + water + R"(, "bodies": [{"name": "b", "hull": "box", "mass": 100, "position": [0, 1, 0],
            "thrusters": [{"position": [0, -0.4, 0], "diameter": 0.3, "maxRevolutions": 10, "blades": 9}]}]})",
         "broken.json: bodies[0].thrusters[0].blades: must be in 2..7 (got 9)"},
        {"{" + water + R"(, "bodies": [{"name": "b", "hull": "box", "mass": 100, "position": [0, 1, 0],
            "thrusters": [{"position": [0, -0.4, 0], "diameter": 0.3, "maxRevolutions": 10, "axis": [0, 0, 2]}]}]})",
         "broken.json: bodies[0].thrusters: thruster 0: Thruster: axis = (0, 0, 2) is not a unit vector"},
        {"{" + water + R"(, "bodies": [{"name": "b", "hull": "box", "mass": 100, "position": [0, 1, 0],
            "foils": [{"root": [0, -0.5, 0], "span": 1, "chords": [0.2], "deflection": 60, "helm": -40}]}]})",
         "broken.json: bodies[0].foils[0].helm: with the deflection, must stay within 90 degrees"},
        {"{" + water + R"(, "bodies": [{"name": "b", "hull": "third_party/SOURCES.md", "mass": 100, "position": [0, 1, 0]}]})",
         "broken.json: bodies[0].hull: 'third_party/SOURCES.md' is not a mesh format"},
        {"{" + water + R"(, "bodies": [{"name": "b", "hull": "box", "mass": 100, "position": [0, 1, 0],
            "radiiOfGyration": [1, 1, 2]}]})",
         "broken.json: bodies[0].radiiOfGyration: mass properties: principal moments"},
        {"{" + water + R"(, "bodies": [{"name": "b", "hull": "box", "mass": 100, "position": [0, 1, 0],
            "centreOfGravity": [0, 1e9, 0]}]})",
         "broken.json: bodies[0].centreOfGravity: 1e9 m is outside [-100000, 100000] m"},
        // Ballast pumps and the added mass override.
        {"{" + water + R"(, "bodies": [{"name": "b", "hull": "box", "mass": 100, "position": [0, 1, 0],
            "pumps": [{"compartment": "tank", "rate": 0.1}]}]})",
         "broken.json: bodies[0].pumps: need compartments to pump"},
        {"{" + water + R"(, "bodies": [{"name": "b", "hull": "box", "mass": 100, "position": [0, 1, 0],
            "compartments": [{"name": "tank", "hull": true}], "pumps": [{"compartment": "tnak", "rate": 0.1}]}]})",
         "broken.json: bodies[0].pumps[0].compartment: 'tnak' is none of the body's 1 compartments"},
        {"{" + water + R"(, "bodies": [{"name": "b", "hull": "box", "mass": 100, "position": [0, 1, 0],
            "compartments": [{"name": "tank", "hull": true}], "pumps": [{"compartment": "tank", "rate": 1e9}]}]})",
         "broken.json: bodies[0].pumps[0].rate: 1e9 is outside [-100, 100]"},
        // Wells: only a mesh file's hull has them, counted from 1.
        {"{" + water + R"(, "bodies": [{"name": "b", "hull": "box", "mass": 100, "position": [0, 1, 0],
            "compartments": [{"name": "well", "well": 1}]}]})",
         "broken.json: bodies[0].compartments[0].well: only a mesh file's hull has wells"},
        {"{" + water + R"(, "bodies": [{"name": "b", "hull": "open_boats/punt.obj", "mass": 100, "position": [0, 1, 0],
            "compartments": [{"name": "well", "well": 1.5}]}]})",
         "broken.json: bodies[0].compartments[0].well: must be a whole number"},
        {"{" + water + R"(, "bodies": [{"name": "b", "hull": "open_boats/punt.obj", "mass": 100, "position": [0, 1, 0],
            "compartments": [{"name": "well", "well": 0}]}]})",
         "broken.json: bodies[0].compartments[0].well: 0 is outside [1, 64]"},
        {"{" + water + R"(, "bodies": [{"name": "b", "hull": "box", "mass": 100, "position": [0, 1, 0], "addedMass": -1}]})",
         "broken.json: bodies[0].addedMass: -1 is outside [0, 10]"},
        {"{" + water + ", \"radiationDamping\": \"exact\", \"bodies\": [" + body + "]}",
         "broken.json: radiationDamping: must be \"haskind\" or \"panels\" (got 'exact')"},
        // Sized steering (issue 45 §3).
        {"{" + water + R"(, "bodies": [{"name": "b", "hull": "box", "mass": 100, "position": [0, 1, 0], "steering": "wings"}]})",
         "broken.json: bodies[0].steering: must be \"outboards\" or \"sized\" (got 'wings')"},
        {"{" + water + R"(, "bodies": [{"name": "b", "hull": "box", "mass": 100, "position": [0, 1, 0], "steering": "sized",
            "thrusters": [{"position": [-0.5, -0.3, 0], "diameter": 0.2, "maxRevolutions": 10}]}]})",
         "broken.json: bodies[0].steering: \"sized\" gives the body its screws, and it has 1 thrusters of its own"},
    };
    for (const Case& c : cases) {
        const std::string message = scenarioError(c.text);
        EXPECT_NE(message.find(c.expected), std::string::npos) << "got: '" << message << "'\nexpected: " << c.expected;
    }
}

TEST(BoatDemo, AScenarioFileOnDiskIsNamedInItsErrorAndAMissingOneToo) {
    const fs::path file = freshDirectory("broken") / "negative_mass.json";
    std::ofstream(file) << R"({"water": {"model": "flat"}, "bodies": [{"name": "b", "hull": "box", "mass": -1,
        "position": [0, 1, 0]}]})";
    try {
        loadScenario(file.string(), kHulls);
        FAIL() << "a negative mass was accepted";
    } catch (const ScenarioError& e) {
        EXPECT_NE(std::string(e.what()).find(file.string() + ": bodies[0].mass"), std::string::npos) << e.what();
    }
    EXPECT_THROW(loadScenario((file.parent_path() / "absent.json").string(), kHulls), ScenarioError);
}

TEST(BoatDemo, BadCommandLinesNameTheOption) {
    auto error = [](std::vector<const char*> args) -> std::string {
        args.insert(args.begin(), "boat_demo");
        try {
            parseOptions(int(args.size()), args.data());
        } catch (const UsageError& e) {
            return e.what();
        }
        return "";
    };
    EXPECT_NE(error({"--seconds", "soon"}).find("--seconds: 'soon' is not a finite number"), std::string::npos);
    EXPECT_NE(error({"--seconds", "-3"}).find("--seconds = -3 s is outside [0.0166667, 3600] s"), std::string::npos);
    EXPECT_NE(error({"--bogus"}).find("unknown argument '--bogus'"), std::string::npos);
    EXPECT_NE(error({"--scenario"}).find("--scenario needs a value"), std::string::npos);
    EXPECT_NE(error({"--screenshot", "a.png"}).find("needs --seconds"), std::string::npos);
    EXPECT_NE(error({"--size", "big"}).find("--size: 'big' is not WIDTHxHEIGHT"), std::string::npos);
    // Integer options say so, with integer bounds.
    EXPECT_EQ(error({"--threads", "0"}), "--threads = 0 is outside [1, 256]");
    EXPECT_EQ(error({"--threads", "2.5"}), "--threads: 2.5 is not a whole number");
    EXPECT_EQ(error({"--size", "64x9000"}), "--size = 9000 is outside [64, 4320]");
    // An empty directory would write nothing without a word.
    EXPECT_EQ(error({"--headless", "--out", ""}), "--out: the directory is empty");
    EXPECT_EQ(error({"--headless", "--frames", ""}), "--frames: the directory is empty");
    EXPECT_EQ(error({"--headless", "--scenario", "storm", "--seconds", "10", "--out", "x"}), "");
    // --help is no error: main prints the usage to standard output and exits 0 (demo.help).
    const char* help[] = {"boat_demo", "--help"};
    EXPECT_TRUE(parseOptions(2, help).help);
}

TEST(BoatDemo, AScenarioIsANameOrAPathAndAnUnknownNameListsTheScenarios) {
    EXPECT_EQ(scenarioFile("storm", kAssets), std::string(kAssets) + "/scenarios/storm.json");
    // A path is taken as it is, with or without .json (not looked for among the scenarios).
    EXPECT_EQ(scenarioFile("/elsewhere/x.obj", kAssets), "/elsewhere/x.obj");
    EXPECT_EQ(scenarioFile("mine.json", kAssets), "mine.json");
    try {
        scenarioFile("stomr", kAssets);
        FAIL() << "an unknown scenario name was accepted";
    } catch (const ScenarioError& e) {
        const std::string message = e.what();
        EXPECT_NE(message.find("no scenario 'stomr'"), std::string::npos) << message;
        EXPECT_NE(message.find("calm_harbour"), std::string::npos) << message;  // the ones there are
        EXPECT_NE(message.find("storm"), std::string::npos) << message;
    }
}

TEST(BoatDemo, AnOutputDirectoryThatCannotBeWrittenIsRefusedBeforeTheRun) {
    // A file where the directory should be: refused before a single frame, naming the option.
    const fs::path blocker = freshDirectory("unwritable") / "a_file";
    std::ofstream(blocker) << "not a directory";
    Options options;
    options.headless = true;
    options.scenario = "storm";
    options.outDirectory = (blocker / "plots").string();
    std::ostringstream out, progress;
    try {
        runHeadless(options, kAssets, out, progress, false);
        FAIL() << "ran into an output directory that cannot exist";
    } catch (const std::runtime_error& e) {
        EXPECT_NE(std::string(e.what()).find("--out " + options.outDirectory + ": cannot be made a directory"),
                  std::string::npos)
            << e.what();
    }
    EXPECT_EQ(out.str(), "");  // nothing ran
    EXPECT_EQ(progress.str(), "");
    // A directory that can be written is made and left empty until the run writes to it.
    options.outDirectory = (freshDirectory("writable") / "plots").string();
    prepareOutputDirectory("--out", options.outDirectory);
    EXPECT_TRUE(fs::is_directory(options.outDirectory));
    EXPECT_TRUE(fs::is_empty(options.outDirectory));
}

} // namespace
} // namespace hydro
