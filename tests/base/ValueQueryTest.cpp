// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// The queries that take a number and give a number back, across the runtime's rooms (issue 49 §2's
// sweep of the public headers): each refuses an argument it cannot answer for, naming the query,
// the argument and its value, where before it answered with a NaN, an infinity, a silent 0 or a
// default put in its place (src/base/ArgumentCheck.h). Beside each refusal a sound call is answered,
// so the checks stop only what they should.

#include "HydroTestSupport.h"

#include "hydro/AddedMassTable.h"
#include "hydro/Appendages.h"
#include "hydro/Compartment.h"
#include "hydro/FlatWater.h"
#include "hydro/FreeSurfaceField.h"
#include "hydro/HullMesh.h"
#include "hydro/HullShapes.h"
#include "hydro/Hydrostatics.h"
#include "hydro/OceanSpectrum.h"
#include "hydro/Propeller.h"
#include "hydro/SineWaves.h"
#include "hydro/WaterPatch.h"

#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <limits>
#include <memory>
#include <string>
#include <vector>

namespace hydro {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInfinity = std::numeric_limits<double>::infinity();

/// A query given what it cannot answer for, the refusal it must give, and the same query given
/// something sound, which it must answer with a finite number.
struct Case {
    std::string refusal;
    std::function<void()> refused;
    std::function<double()> answered;
};

/// A 1 m cube without its top face: 4 open edges, accepted with allowOpen, enclosing no volume.
HullMesh lidlessBox() {
    MeshArrays box = makeBox({0.5, 0.5, 0.5});
    std::vector<std::uint32_t> kept;
    for (std::size_t t = 0; t < box.indices.size(); t += 3) {
        bool top = true;
        for (std::size_t k = 0; k < 3; ++k) top = top && box.xyz[3 * box.indices[t + k] + 1] > 0.0f;
        if (!top) kept.insert(kept.end(), box.indices.begin() + std::ptrdiff_t(t), box.indices.begin() + std::ptrdiff_t(t + 3));
    }
    HullMeshOptions open;
    open.allowOpen = true;
    return HullMesh::fromArrays(box.xyz, kept, open, "lidless box");
}

/// Everything the cases ask of: a 1 m cube, its tables and analyses, waters and a patch.
struct Subjects {
    std::shared_ptr<const HullMesh> cube, lidless;  // lidless: the cube's top taken off, allowed open
    AddedMassTable table;
    Compartment hold;
    HydrostaticAnalysis analysis;
    SineWaves waves{{{0.5, 14.0, 1.0, 0.2, 0.0}}};
    FlatWater flat{0.0};
    FreeSurfaceField field{flat, test::freeSurfaceSettings(32, 1.0)};
    WaterPatch patch;
    BodyState afloat;
    BodyImpulse push{{0.0, 100.0, 0.0}, {0.0, 0.0, 0.0}};  // what the added mass turns

    Subjects()
        : cube(std::make_shared<const HullMesh>(HullMesh::fromArrays(makeBox({0.5, 0.5, 0.5}).xyz,
                                                                     makeBox({0.5, 0.5, 0.5}).indices))),
          lidless(std::make_shared<const HullMesh>(lidlessBox())),
          table(AddedMassTable::create(*cube, cube->centroid(), test::freshWater())),
          hold(Compartment::create("hold", cube, 0.9)),
          analysis(HydrostaticAnalysis::create(*cube, 400.0, cube->centroid() - Vec3{0.0, 0.2, 0.0}, test::freshWater())
                       .value()),
          patch(WaterPatch::forHull(*cube, cube->centroid())) {
        patch.follow({0.0, 0.0, 0.0}, waves, 1.0);
        afloat.mass = 500.0;
        afloat.inertia = Mat3::identity() * 80.0;
        afloat.centreOfMass = {0.0, 0.0, 0.0};
        afloat.centreOfMassInHull = cube->centroid();
    }
};

std::vector<Case> cases(const Subjects& s) {
    return {
        {"AddedMassTable::at: immersion = nan (must be finite)", [&] { (void)s.table.at(kNaN); },
         [&] { return s.table.at(0.5)(1, 1); }},
        {"AddedMassTable::turningFor: scale = -1 (must be finite and >= 0)",
         [&] { (void)s.table.applyTo(s.afloat, 0.5, -1.0, s.push, 0.01); },
         [&] { return s.table.applyTo(s.afloat, 0.5, 1.0, s.push, 0.01).linear.y; }},
        {"ImpulseTurning: timeStep = inf s (must be finite and >= 0)",
         [&] { (void)s.table.turningFor(s.afloat, 0.5, 1.0)(s.push, kInfinity); },
         [&] { return s.table.turningFor(s.afloat, 0.5, 1.0)(s.push, 0.01).linear.y; }},
        {"Appendages::memberPieces: length = nan m (must be finite and >= 0)",
         [] { (void)Appendages::memberPieces(kNaN, 10.0); }, [] { return double(Appendages::memberPieces(2.0, 10.0)); }},
        {"Appendages::memberPieces: wavelength = -1 m (must be >= 0, or infinite)",
         [] { (void)Appendages::memberPieces(2.0, -1.0); }, [] { return double(Appendages::memberPieces(2.0, kInfinity)); }},
        {"Compartment::settle: waterVolume = -1 m^3 (must be finite and >= 0)", [&] { (void)s.hold.settle(-1.0, s.afloat); },
         [&] { return s.hold.settle(0.3, s.afloat).level; }},
        {"Compartment::waterBelow: level = nan m (must be finite)", [&] { (void)s.hold.waterBelow(kNaN, s.afloat); },
         [&] { return s.hold.waterBelow(0.0, s.afloat); }},
        {"Compartment::distanceOutside: hullPoint.y = nan m (must be finite)",
         [&] { (void)s.hold.distanceOutside({0.0, kNaN, 0.0}); }, [&] { return s.hold.distanceOutside({2.0, 0.0, 0.0}); }},
        {"Compartment::contains: hullPoint.x = inf m (must be finite)",
         [&] { (void)s.hold.contains({kInfinity, 0.0, 0.0}); }, [&] { return double(s.hold.contains(s.cube->centroid())); }},
        {"PropellerModel::immersionFactor: depthOverRadius = nan (must be finite)",
         [] { (void)PropellerModel::immersionFactor(kNaN); }, [] { return PropellerModel::immersionFactor(0.5); }},
        {"HullMesh::massPropertiesForDensity: density = nan kg/m^3 (must be finite and > 0)",
         [&] { (void)s.cube->massPropertiesForDensity(kNaN); }, [&] { return s.cube->massPropertiesForDensity(500.0).mass; }},
        {"HullMesh::massPropertiesForMass: mass = -1 kg (must be finite and > 0)",
         [&] { (void)s.cube->massPropertiesForMass(-1.0); }, [&] { return s.cube->massPropertiesForMass(500.0).mass; }},
        {"HullMesh::massPropertiesForMass: hull 'lidless box' has 4 open edges (HullMeshOptions::allowOpen) and so no "
         "volume to spread a mass through: give the body its mass, centre of mass and inertia yourself, or close the "
         "mesh (hydro_prepare caps openings: docs/hull_preparation.md)",
         [&] { (void)s.lidless->massPropertiesForMass(500.0); }, [&] { return s.lidless->surfaceArea(); }},
        {"OceanSpectrum::frequencySpectrum: omega = nan rad/s (must be a number)",
         [] { (void)OceanSpectrum{}.frequencySpectrum(kNaN); }, [] { return OceanSpectrum{}.frequencySpectrum(kInfinity); }},
        {"OceanSpectrum::spreadingFunction: theta = inf rad (must be finite)",
         [] { (void)OceanSpectrum{}.spreadingFunction(kInfinity); }, [] { return OceanSpectrum{}.spreadingFunction(0.3); }},
        {"WaterSurface::heightAt: x = nan m is outside [-1e7, 1e7] m", [&] { (void)s.waves.heightAt(kNaN, 0.0, 1.0); },
         [&] { return s.waves.heightAt(3.0, 0.0, 1.0); }},
        {"WaterSurface::velocityAt: time = inf s is outside [-1e9, 1e9] s",
         [&] { (void)s.waves.velocityAt(0.0, 0.0, 0.0, kInfinity); }, [&] { return s.waves.velocityAt(0.0, 0.0, 0.0, 1.0).y; }},
        {"WaterPatch::heightAt: dz = nan m (must be finite)", [&] { (void)s.patch.heightAt(0.0f, float(kNaN)); },
         [&] { return double(s.patch.heightAt(0.1f, 0.1f)); }},
        {"WaterPatch::forHull: cellSize = -1 m (must be finite and >= 0; 0 takes the default, 8 cells across the hull)",
         [&] { (void)WaterPatch::forHull(*s.cube, s.cube->centroid(), -1.0); },
         [&] { return WaterPatch::forHull(*s.cube, s.cube->centroid(), 0.0).cellSize(); }},
        {"HydrostaticAnalysis::rightingArm: heel = nan rad (must be finite)", [&] { (void)s.analysis.rightingArm(kNaN); },
         [&] { return s.analysis.rightingArm(0.1).gz; }},
        {"FreeSurfaceField::headAt: depth = -1 m (must be finite and >= 0)", [&] { (void)s.field.headAt(0.0, 0.0, -1.0); },
         [&] { return s.field.headAt(0.0, 0.0, 0.5); }},
        {"FreeSurfaceField::headAt: x = nan m is outside [-1e7, 1e7] m", [&] { (void)s.field.headAt(kNaN, 0.0, 0.5); },
         [&] { return s.field.headAt(1e6, 0.0, 0.5); }},  // outside the window: 0, as documented
    };
}

// On every target: the checks let the sound calls through.
TEST(ValueQueries, AnswerASoundCallWithAFiniteNumber) {
    const Subjects subjects;
    for (const Case& c : cases(subjects)) EXPECT_TRUE(std::isfinite(c.answered())) << c.refusal;
}

#if HYDRO_EXCEPTIONS
TEST(ValueQueries, RefuseWhatTheyCannotAnswerForNamingTheArgument) {
    const Subjects subjects;
    for (const Case& c : cases(subjects)) EXPECT_EQ(test::thrownMessage(c.refused), c.refusal);
}
#endif

#if !HYDRO_EXCEPTIONS && GTEST_HAS_DEATH_TEST && defined(HYDRO_DEATH_TESTS)  // tests/CMakeLists.txt
/// `text` as a POSIX extended regular expression that matches it alone.
std::string literally(const std::string& text) {
    std::string out;
    for (char c : text) {
        if (std::string("\\^$.|?*+()[]{}").find(c) != std::string::npos) out += '\\';
        out += c;
    }
    return out;
}

TEST(ValueQueriesDeathTest, WithoutExceptionsStopOnWhatTheyCannotAnswerForNamingTheArgument) {
    const Subjects subjects;
    for (const Case& c : cases(subjects)) EXPECT_DEATH(c.refused(), literally(c.refusal));
}
#endif

} // namespace
} // namespace hydro
