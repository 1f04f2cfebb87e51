// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// A radiation damping kept in a file (RadiationDampingFile.h): read back bit for bit, refused with
// the file and the line for anything else, and checked against the body it is given to.
#include "hydro/RadiationDampingEstimate.h"
#include "hydro/RadiationDampingFile.h"
#include "hydro/HullShapes.h"

#include "HydroTestSupport.h"
#include "ScratchDirectory.h"

#include <gtest/gtest.h>

#include <string>

using namespace hydro;

namespace {

/// The half-dense crate of the kernel's tests with the panel method's damping on 100 panels.
struct Crate {
    HullMesh hull = HullMesh::fromArrays(makeBox({0.6, 0.3, 0.4}));
    MassProperties mass = hull.massPropertiesForDensity(500.0);
    RadiationDamping damping() const {
        RadiationDampingOptions options;
        options.method = RadiationDampingMethod::PanelMethod;
        options.maxPanels = 100;
        return estimateRadiationDamping(hull, mass.mass, mass.centroid, mass.inertia, WaterProperties{}, {}, options);
    }
};

TEST(RadiationDampingFile, ReadsBackBitForBitFromTextAndFromAFile) {
    const Crate crate;
    const RadiationDamping d = crate.damping();
    ASSERT_GT(d.heave, 0.0);
    EXPECT_EQ(d.hullTriangles, crate.hull.triangleCount());
    EXPECT_EQ(d.mass, crate.mass.mass);
    const std::string text = radiationDampingText(d);
    const RadiationDamping back = tryRadiationDampingFromText(text, "crate.radiation").value();
    EXPECT_EQ(radiationDampingText(back), text);
    EXPECT_EQ(back.heave, d.heave);
    EXPECT_EQ(back.rollFrequency, d.rollFrequency);
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j) EXPECT_EQ(back.rotational(i, j), d.rotational(i, j));
    const std::string path = (test::scratchDirectory("radiation_damping") / "crate.radiation").string();
    ASSERT_TRUE(trySaveRadiationDamping(d, path));
    EXPECT_EQ(radiationDampingText(tryLoadRadiationDamping(path).value()), text);
    EXPECT_TRUE(test::mentions(test::refusalOf(tryLoadRadiationDamping(path + ".absent")), "could not be opened"));
}

TEST(RadiationDampingFile, RefusesAnythingElseNamingTheFileAndTheLine) {
    const std::string good = radiationDampingText(Crate().damping());
    auto replaced = [&](const std::string& from, const std::string& to) {
        std::string text = good;
        text.replace(text.find(from), from.size(), to);
        return text;
    };
    const struct {
        std::string text, message;
    } cases[] = {
        {"BulletHydro added mass table 1\n", "radiation damping 'bad', line 1: is not a radiation damping"},
        {good.substr(0, good.find("roll")), "radiation damping 'bad', line 8: ends where 'roll' was expected"},
        {replaced("mass ", "mass -"), "radiation damping 'bad', line 3: mass = -"},
        {replaced("heave ", "heave -"), "line 7: the heave damping -"},
        {replaced("heave ", "heave nan "), "line 7: number 1 of 'heave nan "},
        {replaced("hull 12", "hull 0"), "line 2: a hull of 0 triangles"},
        {good + "extra\n", "line 13: 'extra' after the record's last line"},
    };
    EXPECT_TRUE(tryRadiationDampingFromText(good + "\n \n", "blank lines after it"));
    for (const auto& c : cases) {
        const Result<RadiationDamping> read = tryRadiationDampingFromText(c.text, "bad");
        EXPECT_TRUE(test::mentions(test::refusalOf(read), c.message)) << test::refusalOf(read) << "\nexpected: " << c.message;
    }
}

TEST(RadiationDampingFile, IsCheckedAgainstTheBodyItIsGivenTo) {
    const Crate crate;
    const RadiationDamping d = crate.damping();
    const WaterProperties sea;
    EXPECT_TRUE(checkRadiationDampingMadeFor(d, crate.hull, crate.mass.mass, crate.mass.centroid, sea));
    // Bullet's single-precision mass passes; another loading, hull, centre or water does not.
    EXPECT_TRUE(checkRadiationDampingMadeFor(d, crate.hull, double(float(crate.mass.mass)), crate.mass.centroid, sea));
    EXPECT_TRUE(test::mentions(test::refusalOf(checkRadiationDampingMadeFor(d, crate.hull, 1.1 * crate.mass.mass, crate.mass.centroid, sea)),
                               "made for a mass of"));
    const HullMesh other = HullMesh::fromArrays(makeBox({0.6, 0.3, 0.5}));
    EXPECT_TRUE(test::mentions(test::refusalOf(checkRadiationDampingMadeFor(d, other, crate.mass.mass, crate.mass.centroid, sea)),
                               "made for a hull of 12 triangles"));
    EXPECT_TRUE(test::mentions(test::refusalOf(checkRadiationDampingMadeFor(d, crate.hull, crate.mass.mass, {0.0, -0.1, 0.0}, sea)),
                               "made for the centre of gravity (0, 0, 0) m, not (0, -0.1, 0) m"));
    EXPECT_TRUE(test::mentions(test::refusalOf(checkRadiationDampingMadeFor(d, crate.hull, crate.mass.mass, crate.mass.centroid,
                                                                            test::freshWater())),
                               "made for water of 1025 kg/m^3, not 1000 kg/m^3"));
}

} // namespace
