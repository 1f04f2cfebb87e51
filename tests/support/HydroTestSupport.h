// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// Helpers shared by the hydrostatics tests: poses, one-call evaluation, the arches to test.

#include "hydro/ForceKernel.h"
#include "hydro/FreeSurfaceCoupling.h"
#include "hydro/FreeSurfaceField.h"
#include "hydro/HullMesh.h"
#include "hydro/HullShapes.h"
#include "hydro/Result.h"
#include "hydro/WaterPatch.h"
#include "hydro/WaterProperties.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <ostream>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

namespace hydro {
/// Test names and messages print an arch by name (GoogleTest finds this by argument lookup).
inline void PrintTo(SimdArch arch, std::ostream* out) { *out << archName(arch); }
inline void PrintTo(const Vec3& v, std::ostream* out) { *out << "(" << v.x << ", " << v.y << ", " << v.z << ")"; }
} // namespace hydro

namespace hydro::test {

/// The message of a refusal a value form must give (Result.h); a test failure, and "", if it
/// accepted instead. Tests of bad input use the value forms, so that they run where exceptions are
/// off too.
template <class T, class E>
std::string refusalOf(const Result<T, E>& result) {
    EXPECT_FALSE(result.ok()) << "accepted where a refusal was expected";
    return result.ok() ? std::string() : std::string(result.error().message());
}

constexpr double kPi = 3.14159265358979323846;
constexpr double kDegree = kPi / 180.0;
/// The library's default water (1025 kg/m^3 under 9.81 m/s^2), its density, its gravity and its
/// weight per volume.
inline const WaterProperties kWater{};
inline const double kRho = kWater.density;
inline const double kGravity = kWater.gravity;
inline const double kRhoG = kWater.density * kWater.gravity;

/// Damping ratio of a decaying oscillation from its successive positive peaks (each refined by a
/// parabola through the samples around it): the mean logarithmic decrement over `cycles`.
inline double dampingRatioOf(const std::vector<double>& signal, int cycles) {
    std::vector<double> peaks;
    for (std::size_t i = 1; i + 1 < signal.size() && int(peaks.size()) <= cycles; ++i)
        if (signal[i] > signal[i - 1] && signal[i] >= signal[i + 1] && signal[i] > 0.0) {
            const double a = signal[i - 1], b = signal[i], c = signal[i + 1];
            peaks.push_back(b - (a - c) * (a - c) / (8.0 * (a - 2.0 * b + c)));  // the parabola's vertex
        }
    EXPECT_EQ(int(peaks.size()), cycles + 1);
    if (int(peaks.size()) != cycles + 1) return 0.0;
    const double decrement = std::log(peaks.front() / peaks.back()) / cycles;
    return decrement / std::sqrt(4.0 * kPi * kPi + decrement * decrement);
}

/// Fresh water of density 1000 kg/m^3: the published potential-flow results are per unit density.
inline WaterProperties freshWater() {
    WaterProperties water;
    water.density = 1000.0;
    return water;
}

#if HYDRO_EXCEPTIONS
/// What `call` throws as std::invalid_argument (Result.h's throwError), or "nothing thrown".
template <class Call>
std::string thrownMessage(Call&& call) {
    try {
        call();
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    return "nothing thrown";
}
#endif

/// A FreeSurfaceField's settings: cells^2 nodes `spacing` m apart over fresh water of `depth` m.
inline FreeSurfaceSettings freeSurfaceSettings(int cells, double spacing,
                                               double depth = std::numeric_limits<double>::infinity()) {
    FreeSurfaceSettings s;
    s.cells = cells;
    s.spacing = spacing;
    s.depth = depth;
    s.gravity = 9.81;
    s.density = 1000.0;
    return s;
}

/// One body alone in `field` for a step of `dt` s, in FreeSurfaceCoupling.h's order: its sources,
/// the field's step with them, then the field's push on it over the step.
inline FreeSurfaceLoad coupleAlone(FreeSurfaceCoupling& coupling, const BodyState& state, FreeSurfaceField& field,
                                   double dt) {
    const Result<FreeSurfaceSources> found = coupling.tryFindSources(state, field, dt);
    EXPECT_TRUE(found) << found.error().message();
    coupling.addSources(field);
    field.step(dt);
    return coupling.push(field);
}

/// True if `message` holds `part` (for EXPECT_TRUE(..) << message).
inline bool mentions(const std::string& message, const std::string& part) {
    return message.find(part) != std::string::npos;
}

inline Mat3 rotationX(double a) {
    Mat3 r = Mat3::identity();
    r(1, 1) = std::cos(a), r(1, 2) = -std::sin(a), r(2, 1) = std::sin(a), r(2, 2) = std::cos(a);
    return r;
}
inline Mat3 rotationY(double a) {
    Mat3 r = Mat3::identity();
    r(0, 0) = std::cos(a), r(0, 2) = std::sin(a), r(2, 0) = -std::sin(a), r(2, 2) = std::cos(a);
    return r;
}
inline Mat3 rotationZ(double a) {
    Mat3 r = Mat3::identity();
    r(0, 0) = std::cos(a), r(0, 1) = -std::sin(a), r(1, 0) = std::sin(a), r(1, 1) = std::cos(a);
    return r;
}

/// A uniformly random rotation (Shoemake's quaternion method), deterministic for a seed.
inline Mat3 randomRotation(std::mt19937& rng) {
    std::uniform_real_distribution<double> u(0.0, 1.0);
    const double u1 = u(rng), u2 = 2 * kPi * u(rng), u3 = 2 * kPi * u(rng);
    const double a = std::sqrt(1 - u1), b = std::sqrt(u1);
    const double w = a * std::sin(u2), x = a * std::cos(u2), y = b * std::sin(u3), z = b * std::cos(u3);
    Mat3 r;
    r(0, 0) = 1 - 2 * (y * y + z * z), r(0, 1) = 2 * (x * y - z * w), r(0, 2) = 2 * (x * z + y * w);
    r(1, 0) = 2 * (x * y + z * w), r(1, 1) = 1 - 2 * (x * x + z * z), r(1, 2) = 2 * (y * z - x * w);
    r(2, 0) = 2 * (x * z - y * w), r(2, 1) = 2 * (y * z + x * w), r(2, 2) = 1 - 2 * (x * x + y * y);
    return r;
}

/// A body with its centre of mass at the hull's centroid, placed at `position` with `rotation`.
inline BodyState poseOf(const HullMesh& hull, const Vec3& position, const Mat3& rotation = Mat3::identity()) {
    BodyState s;
    s.rotation = rotation;
    s.centreOfMass = position;
    s.centreOfMassInHull = hull.centroid();
    s.mass = 1000.0 * hull.volume();
    return s;
}

/// Follows the water with a patch and computes, as a game would once per substep.
inline ForceResult evaluate(const HullMesh& hull, const BodyState& state, const WaterSurface& water,
                            SimdArch arch, BuoyancyMethod method = BuoyancyMethod::SurfacePressure,
                            bool collectWaterline = false) {
    WaterPatch patch = WaterPatch::forHull(hull, state.centreOfMassInHull);
    patch.follow(state.centreOfMass, water, state.time);
    ForceKernel::Settings settings;
    settings.arch = arch;
    settings.method = method;
    settings.collectWaterline = collectWaterline;
    ForceKernel kernel(hull, settings);
    ForceResult result;
    kernel.compute(state, patch, WaterProperties{}, result);
    return result;
}

/// Every arch this machine runs, the scalar reference first.
inline std::vector<SimdArch> archesToTest() {
    std::vector<SimdArch> arches{SimdArch::Scalar};
    for (SimdArch a : kSimdArchs)
        if (isSupported(a)) arches.push_back(a);
    return arches;
}

inline HullMesh hullFrom(const MeshArrays& arrays, const std::string& name = "<test>") {
    return HullMesh::fromArrays(arrays.xyz, arrays.indices, {}, name);
}

/// A box whose top face is the cap over an opening, as the hull preparation caps a deckless hull:
/// its four top edges are the opening's rim (HullMesh::openingRim), in order round the top.
inline HullMesh openTopBox(const Vec3& halfExtents, const std::string& name = "tub") {
    MeshArrays arrays = makeBox(halfExtents);
    std::vector<std::uint32_t> top;
    for (std::uint32_t v = 0; v < arrays.vertexCount(); ++v)
        if (arrays.xyz[3 * v + 1] > 0.0f) top.push_back(v);
    std::sort(top.begin(), top.end(), [&](std::uint32_t a, std::uint32_t b) {
        return std::atan2(arrays.xyz[3 * a + 2], arrays.xyz[3 * a]) < std::atan2(arrays.xyz[3 * b + 2], arrays.xyz[3 * b]);
    });
    for (std::size_t k = 0; k < top.size(); ++k) arrays.openingRim.insert(arrays.openingRim.end(), {top[k], top[(k + 1) % top.size()]});
    return HullMesh::fromArrays(arrays, {}, name);
}

inline HullMesh assetHull(const std::string& file) {
    return HullMesh::fromObjFile(std::string(HYDRO_ASSETS_DIR) + "/hulls/" + file);
}

/// `hull` scaled by `lambda` about its origin (Froude-similarity tests), named for it.
inline HullMesh scaledHull(const HullMesh& hull, double lambda) {
    std::vector<float> xyz;
    std::vector<std::uint32_t> indices;
    for (std::size_t v = 0; v < hull.vertexCount(); ++v) {
        const Vec3 p = hull.vertex(v) * lambda;
        xyz.insert(xyz.end(), {float(p.x), float(p.y), float(p.z)});
    }
    for (std::size_t t = 0; t < hull.triangleCount(); ++t)
        for (std::uint32_t i : hull.triangle(t)) indices.push_back(i);
    return HullMesh::fromArrays(xyz, indices, {}, hull.sourceName() + " x" + std::to_string(lambda));
}

/// Largest distance from the centroid to a vertex.
inline double radiusOf(const HullMesh& hull) {
    double r = 0.0;
    for (std::size_t v = 0; v < hull.vertexCount(); ++v) r = std::max(r, length(hull.vertex(v) - hull.centroid()));
    return r;
}

} // namespace hydro::test
