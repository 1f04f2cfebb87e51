// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/AddedMassTable.h"
#include "hydro/Hydrostatics.h"

#include <Eigen/Dense>

#include <algorithm>
#include <cmath>

namespace hydro {
namespace {

using Matrix66 = Eigen::Matrix<double, 6, 6>;

/// A body this many of its own sizes under the surface is deep: the image's effect is of order
/// (1 / (2 * 2))^3 = 1.6 % of the free surface's, a few thousandths of the added mass.
constexpr double kDeepSizes = 2.0;

Matrix66 toEigen(const Matrix6& a) {
    Matrix66 r;
    for (int i = 0; i < 6; ++i)
        for (int j = 0; j < 6; ++j) r(i, j) = a(i, j);
    return r;
}

/// The nearest symmetric positive semi-definite matrix: the panel method's small asymmetry and any
/// slightly negative eigenvalue (a coarse mesh's) removed, so M + A stays invertible for any M.
Matrix6 positiveSemiDefinite(const Matrix6& a) {
    const Matrix66 symmetric = toEigen(a.symmetricPart());
    const Eigen::SelfAdjointEigenSolver<Matrix66> eigen(symmetric);
    const Matrix66 clipped = eigen.eigenvectors() * eigen.eigenvalues().cwiseMax(0.0).asDiagonal() *
                             eigen.eigenvectors().transpose();
    Matrix6 r;
    for (int i = 0; i < 6; ++i)
        for (int j = 0; j < 6; ++j) r(i, j) = 0.5 * (clipped(i, j) + clipped(j, i));
    return r;
}

} // namespace

AddedMassTable AddedMassTable::create(const HullMesh& hull, const Vec3& centreOfMassInHull, const WaterProperties& water) {
    return orThrow(tryCreate(hull, centreOfMassInHull, water));
}

Result<AddedMassTable> AddedMassTable::tryCreate(const HullMesh& hull, const Vec3& centreOfMassInHull,
                                                 const WaterProperties& water) {
    if (!(hull.volume() > 0.0))
        return Error("added mass table: hull '" + hull.sourceName() + "' has no volume to immerse");
    AddedMassOptions options;
    options.maxPanels = kPanelsPerLevel;
    AddedMassTable table;
    for (int k = 1; k <= kLevels; ++k) {
        FloatingPose pose;
        if (k < kLevels) {
            const double displaced = water.density * hull.volume() * double(k) / kLevels;
            const Result<FlatWaterEquilibrium> heave =
                trySolveHeave(hull, displaced, centreOfMassInHull, Mat3::identity(), water);
            if (!heave) return heave.error();
            pose.heave = heave.value().heave;
        } else {
            const double size = length(hull.aabbMax() - hull.aabbMin());
            pose.heave = -(hull.aabbMax().y - centreOfMassInHull.y) - kDeepSizes * size;
        }
        const Result<AddedMass> solved = tryAddedMass(hull, pose, centreOfMassInHull, water, FrequencyLimit::Infinite, options);
        if (!solved) return solved.error();
        table.levels_[std::size_t(k - 1)] = positiveSemiDefinite(solved.value().matrix);
    }
    return table;
}

Matrix6 AddedMassTable::at(double immersion) const {
    // No added mass out of the water, or for an immersion that is not a number.
    if (!(immersion > 0.0)) return Matrix6{};
    const double scaled = std::min(immersion, 1.0) * kLevels;
    const int below = std::min(int(scaled), kLevels - 1);  // 0: between nothing and level 1
    const double t = scaled - below;
    Matrix6 r;
    for (int i = 0; i < 6; ++i)
        for (int j = 0; j < 6; ++j) {
            const double lower = below == 0 ? 0.0 : levels_[std::size_t(below - 1)](i, j);
            r(i, j) = lower + t * (levels_[std::size_t(below)](i, j) - lower);
        }
    return r;
}

namespace {

/// Ry(yaw): the body's heading alone, from where its bow points over the horizontal plane (its
/// starboard axis's where the bow points straight up or down).
Mat3 headingOf(const Mat3& hullToWorld) {
    double c = hullToWorld(0, 0), s = -hullToWorld(2, 0);  // Ry(yaw) e_x = (cos, 0, -sin)
    double h = std::hypot(c, s);
    if (!(h > 1e-6)) {
        c = hullToWorld(2, 2);  // Ry(yaw) e_z = (sin, 0, cos)
        s = hullToWorld(0, 2);
        h = std::hypot(c, s);
    }
    Mat3 r = Mat3::identity();
    if (!(h > 0.0)) return r;
    r(0, 0) = r(2, 2) = c / h;
    r(0, 2) = s / h;
    r(2, 0) = -s / h;
    return r;
}

} // namespace

AddedMassTable::InWorld AddedMassTable::inWorld(double immersion, const Mat3& hullToWorld) const {
    const Matrix6 hullAxes = at(immersion);
    // The deep part's share: 0 up to immersion 7/8, 1 at 1 (the file comment).
    const double deepShare = std::clamp((immersion - double(kLevels - 1) / kLevels) * kLevels, 0.0, 1.0);
    InWorld parts;
    parts.deepShare = deepShare;
    if (deepShare < 1.0) parts.surface = hullAxes.inAxesTurnedBy(headingOf(hullToWorld).transposed()) * (1.0 - deepShare);
    if (deepShare > 0.0) parts.deep = hullAxes.inAxesTurnedBy(hullToWorld.transposed()) * deepShare;
    return parts;
}

BodyImpulse addedMassTurningForce(const Matrix6& a, const Vec3& v, const Vec3& w, const Vec3& turnRate, bool munkMoment) {
    auto block = [&](int row, int col, const Vec3& x) {  // the 3x3 block (row, col) of A times x
        Vec3 r;
        for (int i = 0; i < 3; ++i)
            for (int j = 0; j < 3; ++j) (&r.x)[i] += a(3 * row + i, 3 * col + j) * (&x.x)[j];
        return r;
    };
    const Vec3 impulse = block(0, 0, v) + block(0, 1, w), angularImpulse = block(1, 0, v) + block(1, 1, w);
    const Vec3 turnedVelocity = cross(turnRate, v), turnedSpin = cross(turnRate, w);
    return {cross(impulse, turnRate) + block(0, 0, turnedVelocity) + block(0, 1, turnedSpin),
            cross(angularImpulse, turnRate) + block(1, 0, turnedVelocity) + block(1, 1, turnedSpin) +
                (munkMoment ? cross(impulse, v) : Vec3{})};
}

BodyImpulse AddedMassTable::applyTo(const BodyState& state, double immersion, double scale, const BodyImpulse& impulse,
                                    double timeStep) const {
    const InWorld parts = inWorld(immersion, state.rotation);
    const Matrix6 surface = parts.surface * scale, deep = parts.deep * scale;
    const Vec3& v = state.linearVelocity;
    const Vec3& w = state.angularVelocity;
    const BodyImpulse surfaceTurning =  // with the heading
        parts.deepShare < 1.0 ? addedMassTurningForce(surface, v, w, {0.0, w.y, 0.0}, false) : BodyImpulse{};
    const BodyImpulse deepTurning = parts.deepShare > 0.0 ? addedMassTurningForce(deep, v, w, w, true) : BodyImpulse{};
    Matrix6 world;
    for (int i = 0; i < 6; ++i)
        for (int j = 0; j < 6; ++j) world(i, j) = surface(i, j) + deep(i, j);
    return impulseWithAddedMass(world, state.mass, state.inertia,
                                {impulse.linear + (surfaceTurning.linear + deepTurning.linear) * timeStep,
                                 impulse.angular + (surfaceTurning.angular + deepTurning.angular) * timeStep});
}

BodyImpulse impulseWithAddedMass(const Matrix6& addedMassWorld, double mass, const Mat3& inertiaWorld,
                                 const BodyImpulse& impulse) {
    Matrix66 own = Matrix66::Zero();
    for (int i = 0; i < 3; ++i) {
        own(i, i) = mass;
        for (int j = 0; j < 3; ++j) own(3 + i, 3 + j) = inertiaWorld(i, j);
    }
    Eigen::Matrix<double, 6, 1> j;
    j << impulse.linear.x, impulse.linear.y, impulse.linear.z, impulse.angular.x, impulse.angular.y, impulse.angular.z;
    // M + A is symmetric positive definite (M is, A is semi-definite: AddedMassTable makes it so),
    // so Cholesky's factorisation.
    const Eigen::Matrix<double, 6, 1> shared = own * (own + toEigen(addedMassWorld)).llt().solve(j);
    return {{shared(0), shared(1), shared(2)}, {shared(3), shared(4), shared(5)}};
}

} // namespace hydro
