// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// Result.h: a setup call's value or its refusal, and the throwing forms beside the value forms
// (docs/architecture.md §6). Built with and without exceptions (HYDRO_EXCEPTIONS).

#include "hydro/GerstnerWaves.h"
#include "hydro/HullMesh.h"
#include "hydro/MeshError.h"
#include "hydro/Result.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>

namespace hydro {
namespace {

Result<int> halfOf(int even) {
    if (even % 2 != 0) return Error("halfOf: " + std::to_string(even) + " is odd");
    return even / 2;
}

Status positive(int x) { return x > 0 ? Status{} : Status(Error(std::to_string(x) + " is not positive")); }

TEST(Result, HoldsTheValueOrTheRefusal) {
    const Result<int> four = halfOf(8);
    ASSERT_TRUE(four.ok());
    EXPECT_TRUE(bool(four));
    EXPECT_EQ(four.value(), 4);
    const Result<int> odd = halfOf(7);
    ASSERT_FALSE(odd.ok());
    EXPECT_EQ(odd.error().message(), "halfOf: 7 is odd");
}

TEST(Result, MovesWhatCannotBeCopied) {
    Result<std::unique_ptr<int>> boxed = std::make_unique<int>(3);
    ASSERT_TRUE(boxed.ok());
    const std::unique_ptr<int> taken = std::move(boxed).value();
    EXPECT_EQ(*taken, 3);
}

TEST(Status, IsSuccessOrTheFirstRefusalOfSeveral) {
    EXPECT_TRUE(positive(1).ok());
    EXPECT_TRUE(firstRefusal({positive(1), positive(2)}).ok());
    const Status second = firstRefusal({positive(1), positive(-2), positive(-3)});
    ASSERT_FALSE(second.ok());
    EXPECT_EQ(second.error().message(), "-2 is not positive");
}

TEST(Result, AMeshRefusalKeepsItsRuleAndElement) {
    const Result<HullMesh, MeshError> mesh = HullMesh::tryFromObjText("v 0 0 0\n", "point.obj");
    ASSERT_FALSE(mesh.ok());
    EXPECT_EQ(mesh.error().rule(), MeshRule::Empty);
    EXPECT_EQ(mesh.error().source(), "point.obj");
    EXPECT_EQ(mesh.error().message(), std::string(mesh.error().what()));
}

#if HYDRO_EXCEPTIONS
TEST(ThrowingForms, ThrowTheValueFormsRefusal) {
    // A library convenience throws what its value form returns: std::invalid_argument for an Error,
    // the MeshError itself for a hull.
    const std::vector<GerstnerWave> folding = {{0.5, 10.0, 1.0, 0.0, 0.6, 0.0}, {0.5, 10.0, 1.0, 0.0, 0.6, 0.0}};
    const std::string refusal = GerstnerWaves::create(folding).error().message();
    try {
        GerstnerWaves waves(folding);
        FAIL() << "the throwing form accepted what create refused";
    } catch (const std::invalid_argument& e) {
        EXPECT_EQ(e.what(), refusal);
    }
    try {
        HullMesh::fromObjText("v 0 0 0\n", "point.obj");
        FAIL() << "the throwing form accepted an empty mesh";
    } catch (const MeshError& e) {
        EXPECT_EQ(e.rule(), MeshRule::Empty);
    }
    EXPECT_EQ(orThrow(halfOf(8)), 4);
    EXPECT_THROW(orThrow(positive(0)), std::invalid_argument);
}
#endif

#if GTEST_HAS_DEATH_TEST && defined(HYDRO_DEATH_TESTS)  // not under an emulator (tests/CMakeLists.txt)
TEST(ResultDeathTest, AskingARefusalForItsValueStopsWithTheMessage) {
    EXPECT_DEATH((void)halfOf(7).value(), "BulletHydro error: halfOf: 7 is odd");
    EXPECT_DEATH((void)halfOf(8).error(), "Result::error\\(\\) of a success");
}
#endif

#if !HYDRO_EXCEPTIONS && GTEST_HAS_DEATH_TEST && defined(HYDRO_DEATH_TESTS)
TEST(ResultDeathTest, WithoutExceptionsAThrowingFormStopsWithTheMessage) {
    EXPECT_DEATH(GerstnerWaves({{0.5, -1.0, 1.0, 0.0, 0.1, 0.0}}), "GerstnerWaves: wave 0: wavelength = -1");
}
#endif

} // namespace
} // namespace hydro
