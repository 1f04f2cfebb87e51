// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// Mass properties of the hull's solid against closed forms (issue: Foundation).
//
// Tolerances. Vertex coordinates are stored as float (relative rounding 6e-8); volume and inertia
// are cubic and quintic forms in them, so a few times 6e-8 times the degree bounds their relative
// error: kFloatGeometry = 1e-6 leaves a margin of ~3 over that. Integration itself is exact and done
// in double, so nothing else enters.

#include "HydroTestSupport.h"
#include "hydro/HullMesh.h"
#include "hydro/HullShapes.h"

#include <gtest/gtest.h>

#include <cmath>

namespace hydro {
namespace {

using hydro::test::kPi;
constexpr double kFloatGeometry = 1e-6;

void expectMatrixNear(const Mat3& actual, const Mat3& expected, double tolerance) {
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j)
            EXPECT_NEAR(actual(i, j), expected(i, j), tolerance) << "element (" << i << ", " << j << ")";
}

Mat3 diagonal(double a, double b, double c) {
    Mat3 m;
    m(0, 0) = a;
    m(1, 1) = b;
    m(2, 2) = c;
    return m;
}

TEST(MassProperties, OffsetBox) {
    const Vec3 half{1.0, 0.5, 0.25}, centre{3.0, -2.0, 1.0};
    const MeshArrays box = makeBox(half, centre);
    const HullMesh mesh = HullMesh::fromArrays(box.xyz, box.indices);
    const double density = 700.0;
    const MassProperties mp = mesh.massPropertiesForDensity(density);
    const double a = 2 * half.x, b = 2 * half.y, c = 2 * half.z, m = density * a * b * c;
    EXPECT_NEAR(mp.volume, a * b * c, kFloatGeometry);
    EXPECT_NEAR(mp.mass, m, kFloatGeometry * m);
    EXPECT_NEAR(length(mp.centroid - centre), 0.0, kFloatGeometry * length(centre));
    expectMatrixNear(mp.inertia, diagonal(m * (b * b + c * c) / 12, m * (a * a + c * c) / 12, m * (a * a + b * b) / 12),
                     kFloatGeometry * m * a * a);
    EXPECT_NEAR(mesh.surfaceArea(), 2 * (a * b + b * c + a * c), kFloatGeometry * 10);
    EXPECT_DOUBLE_EQ(mesh.length(), a);
}

TEST(MassProperties, RotatedBoxHasTheRotatedTensor) {
    // R = Rz(0.4) Rx(0.7); the tensor in the rotated frame is R I R^T, off-diagonal terms included.
    const double cz = std::cos(0.4), sz = std::sin(0.4), cx = std::cos(0.7), sx = std::sin(0.7);
    Mat3 rz = Mat3::identity(), rx = Mat3::identity();
    rz(0, 0) = cz; rz(0, 1) = -sz; rz(1, 0) = sz; rz(1, 1) = cz;
    rx(1, 1) = cx; rx(1, 2) = -sx; rx(2, 1) = sx; rx(2, 2) = cx;
    const Mat3 r = rz * rx;
    MeshArrays box = makeBox({1.0, 0.5, 0.25});
    for (std::size_t v = 0; v < box.xyz.size(); v += 3) {
        const Vec3 p = r * Vec3{double(box.xyz[v]), double(box.xyz[v + 1]), double(box.xyz[v + 2])};
        box.xyz[v] = float(p.x);
        box.xyz[v + 1] = float(p.y);
        box.xyz[v + 2] = float(p.z);
    }
    const MassProperties mp = HullMesh::fromArrays(box.xyz, box.indices).massPropertiesForMass(12.0);
    const Mat3 bodyAxes = diagonal(12.0 * (1.0 + 0.25) / 12, 12.0 * (4.0 + 0.25) / 12, 12.0 * (4.0 + 1.0) / 12);
    expectMatrixNear(mp.inertia, r * bodyAxes * r.transposed(), kFloatGeometry * 12.0 * 4.0);
    EXPECT_GT(std::abs(mp.inertia(0, 1)), 0.1);  // the test means something: off-diagonals exist
}

TEST(MassProperties, CornerTetrahedron) {
    // Vertices O, a x, b y, c z. Dirichlet integrals over the simplex give, at unit density,
    // V = abc/6, centroid (a, b, c)/4, integral x^2 = a^3 bc / 60, integral xy = a^2 b^2 c / 120.
    const double a = 1.0, b = 2.0, c = 3.0;
    const std::vector<float> xyz = {0, 0, 0, float(a), 0, 0, 0, float(b), 0, 0, 0, float(c)};
    const std::vector<std::uint32_t> faces = {0, 2, 1, 0, 1, 3, 0, 3, 2, 1, 2, 3};
    const MassProperties mp = HullMesh::fromArrays(xyz, faces).massPropertiesForDensity(1.0);
    const double volume = a * b * c / 6;
    EXPECT_NEAR(mp.volume, volume, 1e-12);
    EXPECT_NEAR(length(mp.centroid - Vec3{a / 4, b / 4, c / 4}), 0.0, 1e-12);
    const double xx = a * a * a * b * c / 60, yy = a * b * b * b * c / 60, zz = a * b * c * c * c / 60;
    const double xy = a * a * b * b * c / 120, xz = a * a * b * c * c / 120, yz = a * b * b * c * c / 120;
    Mat3 origin;  // inertia about the origin, then the parallel-axis theorem to the centroid
    origin(0, 0) = yy + zz; origin(1, 1) = xx + zz; origin(2, 2) = xx + yy;
    origin(0, 1) = origin(1, 0) = -xy; origin(0, 2) = origin(2, 0) = -xz; origin(1, 2) = origin(2, 1) = -yz;
    const Vec3 g{a / 4, b / 4, c / 4};
    Mat3 expected;
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j)
            expected(i, j) = origin(i, j) - volume * ((i == j ? dot(g, g) : 0.0) - g[i] * g[j]);
    expectMatrixNear(mp.inertia, expected, 1e-12);  // exact inputs: only double round-off
}

TEST(MassProperties, CylinderIsExactForItsPrismAndConverges) {
    // A regular n-gon prism of circumradius R: area A = n/2 R^2 sin(2 pi/n), and per unit mass
    // I_axis = R^2 (1 + 2 cos^2(pi/n)) / 6, I_perp = L^2/12 + I_axis/2 (its section is isotropic).
    // Both tend to the cylinder's R^2/2 and (3R^2 + L^2)/12 as 1/n^2.
    const double radius = 0.3, len = 0.9, mass = 50.0;
    double previousError = 0.0;
    for (int n : {8, 16, 32, 64, 128}) {
        const MeshArrays cyl = makeCylinder(radius, len, n);
        const HullMesh mesh = HullMesh::fromArrays(cyl.xyz, cyl.indices);
        const MassProperties mp = mesh.massPropertiesForMass(mass);
        const double prismVolume = 0.5 * n * radius * radius * std::sin(2 * kPi / n) * len;
        const double axis = mass * radius * radius * (1 + 2 * std::pow(std::cos(kPi / n), 2)) / 6;
        EXPECT_NEAR(mp.volume, prismVolume, kFloatGeometry * prismVolume) << n;
        expectMatrixNear(mp.inertia, diagonal(axis, mass * len * len / 12 + axis / 2, mass * len * len / 12 + axis / 2),
                         kFloatGeometry * mass * len * len);
        const double error = std::abs(mp.inertia(0, 0) - 0.5 * mass * radius * radius) / (0.5 * mass * radius * radius);
        if (previousError > 0.0) {
            EXPECT_NEAR(previousError / error, 4.0, 0.25) << n;  // second order
        }
        previousError = error;
    }
    EXPECT_LT(previousError, 1e-3);  // 128 sides: 2/3 (pi/128)^2 = 4e-4
}

TEST(MassProperties, IcosphereConvergesToTheSphere) {
    // An inscribed icosphere's volume deficit shrinks with the square of its edge, which halves per
    // subdivision: successive errors fall by ~4 (3.8 to 4 measured; [3.5, 4.5] allowed). Its
    // icosahedral symmetry makes the inertia tensor exactly isotropic.
    const double radius = 0.5, mass = 10.0;
    const double sphereVolume = 4.0 / 3.0 * kPi * radius * radius * radius;
    double previousVolumeError = 0.0, previousInertiaError = 0.0;
    for (int level = 1; level <= 5; ++level) {
        const MeshArrays s = makeIcosphere(radius, level);
        const MassProperties mp = HullMesh::fromArrays(s.xyz, s.indices).massPropertiesForMass(mass);
        const double volumeError = (sphereVolume - mp.volume) / sphereVolume;
        const double inertiaError = (0.4 * mass * radius * radius - mp.inertia(0, 0)) / (0.4 * mass * radius * radius);
        EXPECT_GT(volumeError, 0.0);  // inscribed
        EXPECT_NEAR(length(mp.centroid), 0.0, kFloatGeometry * radius);
        expectMatrixNear(mp.inertia, diagonal(mp.inertia(0, 0), mp.inertia(0, 0), mp.inertia(0, 0)),
                         kFloatGeometry * mass * radius * radius);
        if (level > 1) {
            EXPECT_NEAR(previousVolumeError / volumeError, 4.0, 0.5) << level;
            EXPECT_NEAR(previousInertiaError / inertiaError, 4.0, 0.5) << level;
        }
        previousVolumeError = volumeError;
        previousInertiaError = inertiaError;
    }
    EXPECT_LT(previousVolumeError, 1e-3);  // 20480 faces
}

TEST(MassProperties, WigleyHullVolumeConverges) {
    // The Wigley hull below its waterline has V = 4/9 L B T (the Wigley hull's parabolic sections); above it, the wall-sided
    // part adds the waterplane area 2/3 L B times the freeboard. Error falls as the mesh refines.
    const double L = 6.0, B = 0.6, T = 0.375, F = 0.3;
    const double exact = 4.0 / 9.0 * L * B * T + 2.0 / 3.0 * L * B * F;
    double previousError = 1.0;
    for (int refine : {1, 2, 4, 8}) {
        const MeshArrays w = makeWigleyHull(L, B, T, F, 10 * refine + 1, 4 * refine + 1);
        const double error = std::abs(HullMesh::fromArrays(w.xyz, w.indices).volume() - exact) / exact;
        EXPECT_LT(error, previousError / 3.0) << refine;  // second order: / 4 per halving
        previousError = error;
    }
    EXPECT_LT(previousError, 1e-3);
}

TEST(MassProperties, RadiiOfGyrationAreWhatTheirInertiaWasMadeFrom) {
    // m diag(kx^2, ky^2, kz^2) taken back to k, to the rounding of a square root (1e-12 relative).
    const Vec3 radii{1.5, 3.25, 3.0};  // those of a real body: k1^2 + k2^2 >= k3^2 for every order
    const Vec3 found = radiiOfGyration(massFromRadiiOfGyration(14000.0, {-0.8, 0.1, 0.0}, radii));
    EXPECT_NEAR(found.x, radii.x, 1e-12 * radii.x);
    EXPECT_NEAR(found.y, radii.y, 1e-12 * radii.y);
    EXPECT_NEAR(found.z, radii.z, 1e-12 * radii.z);
}

} // namespace
} // namespace hydro
