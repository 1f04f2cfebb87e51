// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/AddedMassTable.h"
#include "hydro/Hydrostatics.h"
#include "hydro/Limits.h"

#include "base/RecordText.h"
#include "radiation/MadeFor.h"
#include "base/ArgumentCheck.h"
#include "mesh/Welding.h"

#include <Eigen/Dense>

#include <algorithm>
#include <cmath>
#include <sstream>
#include <string>
#include <vector>

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

/// M: the body's own mass and inertia (world axes) as a 6 x 6 matrix.
Matrix66 ownMass(double mass, const Mat3& inertiaWorld) {
    Matrix66 own = Matrix66::Zero();
    for (int i = 0; i < 3; ++i) {
        own(i, i) = mass;
        for (int j = 0; j < 3; ++j) own(3 + i, 3 + j) = inertiaWorld(i, j);
    }
    return own;
}

/// The nearest symmetric positive semi-definite matrix: the panel method's small asymmetry and any
/// slightly negative eigenvalue removed (a solve's, within the 1 % tryAddedMass lets through), so
/// M + A stays invertible for any M.
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

/// Whether `hull` is its own mirror image across the plane through `centre` normal to hull axis
/// `axis` (0: bow to stern, across its length; 2: across its beam): every vertex's image is one of its
/// vertices, within HullMesh's weld tolerance (Welding.h: the images come after the vertices, so
/// each merges into a vertex it lies on). The triangulation may differ (a box's faces split along
/// either diagonal): the shape is what the water sees.
bool isMirroredAcross(const HullMesh& hull, int axis, const Vec3& centre) {
    const std::size_t n = hull.vertexCount();
    std::vector<float> xyz;
    xyz.reserve(6 * n);
    for (int image = 0; image < 2; ++image)
        for (std::size_t i = 0; i < n; ++i) {
            Vec3 v = hull.vertex(i);
            if (image) (&v.x)[axis] = 2.0 * (&centre.x)[axis] - (&v.x)[axis];
            xyz.insert(xyz.end(), {float(v.x), float(v.y), float(v.z)});
        }
    const WeldedVertices welded = weldVertices(xyz.data(), 2 * n, HullMeshOptions{}.weldTolerance);
    for (std::size_t k = n; k < 2 * n; ++k)
        if (welded.representative[welded.weldedOf[k]] >= n) return false;
    return true;
}

/// `a` with the terms removed that a body mirrored across `axis`'s plane through its centre of
/// gravity cannot have: across a plane of symmetry the added mass couples only motions of the same
/// parity (J. N. Newman, "Marine Hydrodynamics", MIT Press 1977, ch. 4, on bodies with planes of
/// symmetry). Each motion is even or odd under the mirror (across the beam: sway, roll and yaw are
/// odd; across the length: surge, yaw and pitch), and a term between an even and an odd one is the
/// panels' own asymmetry (a grouping grid's cells, a face's diagonal), which on a
/// symmetric crate dropped flat started a roll nothing damps (docs/added_mass.md §3).
Matrix6 withoutAsymmetry(Matrix6 a, int axis) {
    static constexpr int kOddAcrossLength[6] = {1, 0, 0, 0, 1, 1};  // surge, heave, sway, roll, yaw, pitch
    static constexpr int kOddAcrossBeam[6] = {0, 0, 1, 1, 1, 0};
    const int* odd = axis == 0 ? kOddAcrossLength : kOddAcrossBeam;
    for (int i = 0; i < 6; ++i)
        for (int j = 0; j < 6; ++j)
            if (odd[i] != odd[j]) a(i, j) = 0.0;
    return a;
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
    table.triangleCount_ = hull.triangleCount();
    table.volume_ = hull.volume();
    table.density_ = water.density;
    table.centreOfMass_ = centreOfMassInHull;
    // The levels are upright, so a mirror plane of the hull through its centre is one of the water's.
    const bool mirrored[2] = {isMirroredAcross(hull, 0, centreOfMassInHull), isMirroredAcross(hull, 2, centreOfMassInHull)};
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
        if (!solved)
            return Error("added mass table, level " + std::to_string(k) + " of " + std::to_string(kLevels) + " (" +
                         (k < kLevels ? std::to_string(k) + "/" + std::to_string(kLevels) + " of the volume under water" : std::string("deep under")) +
                         "): " + solved.error().message());
        Matrix6 level = solved.value().matrix;
        if (mirrored[0]) level = withoutAsymmetry(level, 0);
        if (mirrored[1]) level = withoutAsymmetry(level, 2);
        table.levels_[std::size_t(k - 1)] = positiveSemiDefinite(level);
    }
    return table;
}

namespace {

constexpr const char* kTextHeader = "BulletHydro added mass table 1";
/// A table's text is about 3 KB; a file far larger is something else, not read whole.
constexpr std::streamoff kMaxTextBytes = 1 << 20;

} // namespace

std::string AddedMassTable::toText() const {
    std::ostringstream out;
    out.precision(17);
    out << kTextHeader << "\n";
    out << "hull " << triangleCount_ << " " << volume_ << "\n";
    out << "centre " << centreOfMass_.x << " " << centreOfMass_.y << " " << centreOfMass_.z << "\n";
    out << "density " << density_ << "\n";
    for (int k = 1; k <= kLevels; ++k) {
        out << "level " << k << "\n";
        for (int i = 0; i < 6; ++i)
            for (int j = 0; j < 6; ++j) out << level(k)(i, j) << (j < 5 ? " " : "\n");
    }
    return out.str();
}

Result<AddedMassTable> AddedMassTable::tryFromText(const std::string& text, const std::string& sourceName,
                                                   const HullMesh& hull, const Vec3& centreOfMassInHull,
                                                   const WaterProperties& water) {
    RecordReader reader(text, "added mass table '" + sourceName + "'");
    if (Status read = reader.header(kTextHeader, "a table"); !read) return read.error();
    AddedMassTable table;
    double hullRecord[2], centre[3], density[1];
    if (Status read = reader.read("hull", 2, hullRecord); !read) return read.error();
    if (!(hullRecord[0] >= 0.0 && hullRecord[0] <= radiation::kMaxRecordedTriangles && hullRecord[0] == std::floor(hullRecord[0])))
        return reader.refuse("the hull's triangle count " + limits::readable(hullRecord[0]) + " is not a whole number of at most " +
                             limits::readable(radiation::kMaxRecordedTriangles));
    if (Status read = reader.read("centre", 3, centre); !read) return read.error();
    if (Status read = reader.read("density", 1, density); !read) return read.error();
    table.triangleCount_ = std::size_t(hullRecord[0]);
    table.volume_ = hullRecord[1];
    table.centreOfMass_ = {centre[0], centre[1], centre[2]};
    table.density_ = density[0];
    for (int k = 1; k <= kLevels; ++k) {
        double number[1];
        if (Status read = reader.read("level", 1, number); !read) return read.error();
        if (number[0] != k) return reader.refuse("level " + std::to_string(k) + " expected");
        Matrix6& m = table.levels_[std::size_t(k - 1)];
        for (int i = 0; i < 6; ++i) {
            if (Status read = reader.read("", 6, m.m[i]); !read) return read.error();
            if (m(i, i) < 0.0) return reader.refuse("a negative added mass on the diagonal (" + limits::readable(m(i, i)) + ")");
            for (int j = 0; j < 6; ++j)
                if (!(std::abs(m(i, j)) <= radiation::kMaxRecordedCoefficient))
                    return reader.refuse(limits::readable(m(i, j)) + " is beyond any body's added mass (at most " +
                                         limits::readable(radiation::kMaxRecordedCoefficient) + " in kg, kg m or kg m^2)");
        }
    }
    if (Status ended = reader.end(); !ended) return ended.error();
    if (Status matches = table.checkMadeFor(hull, centreOfMassInHull, water); !matches)
        return Error("added mass table '" + sourceName + "': " + matches.error().message());
    return table;
}

Status AddedMassTable::checkMadeFor(const HullMesh& hull, const Vec3& centreOfMassInHull, const WaterProperties& water) const {
    if (Status same = radiation::checkMadeForHull(triangleCount_, volume_, hull); !same) return same;
    if (Status same = radiation::checkMadeForPoint("centre of mass", centreOfMass_, centreOfMassInHull, hull); !same) return same;
    return radiation::checkMadeForWater(density_, water);
}

Status AddedMassTable::trySave(const std::string& path) const {
    return writeRecordFile("added mass table", path, toText());
}

Result<AddedMassTable> AddedMassTable::tryLoad(const std::string& path, const HullMesh& hull, const Vec3& centreOfMassInHull,
                                               const WaterProperties& water) {
    Result<std::string> text = readRecordFile("added mass table", path, kMaxTextBytes, "a table", "one is about 3 KB");
    if (!text) return text.error();
    return tryFromText(text.value(), path, hull, centreOfMassInHull, water);
}

Matrix6 AddedMassTable::at(double immersion) const {
    requireFinite("AddedMassTable::at", "immersion", immersion, "");
    if (!(immersion > 0.0)) return Matrix6{};  // no added mass out of the water
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

BodyImpulse addedMassTurningForce(const Matrix6& a, const Vec3& v, const Vec3& w, const Vec3& turnRate, TurningWater water) {
    auto block = [&](int row, int col, const Vec3& x) {  // the 3x3 block (row, col) of A times x
        Vec3 r;
        for (int i = 0; i < 3; ++i)
            for (int j = 0; j < 3; ++j) (&r.x)[i] += a(3 * row + i, 3 * col + j) * (&x.x)[j];
        return r;
    };
    const Vec3 impulse = block(0, 0, v) + block(0, 1, w), angularImpulse = block(1, 0, v) + block(1, 1, w);
    const Vec3 turnedVelocity = cross(turnRate, v), turnedSpin = cross(turnRate, w);
    const bool deep = water == TurningWater::Deep;
    return {cross(impulse, turnRate) + block(0, 0, turnedVelocity) + block(0, 1, turnedSpin),
            (deep ? cross(angularImpulse, turnRate) : Vec3{}) + block(1, 0, turnedVelocity) + block(1, 1, turnedSpin) +
                (deep ? cross(impulse, v) : Vec3{})};
}

ImpulseTurning AddedMassTable::turningFor(const BodyState& state, double immersion, double scale,
                                          const Matrix6& carried) const {
    requireNonNegative("AddedMassTable::turningFor", "scale", scale, "");
    const InWorld parts = inWorld(immersion, state.rotation);
    const Matrix6 surface = parts.surface * scale, deep = parts.deep * scale;
    const Vec3& v = state.linearVelocity;
    const Vec3& w = state.angularVelocity;
    const BodyImpulse surfaceTurning =  // with the heading
        parts.deepShare < 1.0 ? addedMassTurningForce(surface, v, w, {0.0, w.y, 0.0}, TurningWater::Surface) : BodyImpulse{};
    const BodyImpulse deepTurning = parts.deepShare > 0.0 ? addedMassTurningForce(deep, v, w, w, TurningWater::Deep) : BodyImpulse{};
    ImpulseTurning turning = turningWithAddedMass(surface + deep + carried, state.mass, state.inertia);
    turning.turningForce = {surfaceTurning.linear + deepTurning.linear, surfaceTurning.angular + deepTurning.angular};
    return turning;
}

BodyImpulse AddedMassTable::applyTo(const BodyState& state, double immersion, double scale, const BodyImpulse& impulse,
                                    double timeStep, const Matrix6& carried) const {
    return turningFor(state, immersion, scale, carried)(impulse, timeStep);
}

ImpulseTurning turningWithAddedMass(const Matrix6& addedMassWorld, double mass, const Mat3& inertiaWorld) {
    // M + A is symmetric positive definite (M is, A is semi-definite: AddedMassTable makes it so),
    // so Cholesky's factorisation, kept for every impulse the state turns.
    const Eigen::LLT<Matrix66> factorised(ownMass(mass, inertiaWorld) + toEigen(addedMassWorld));
    const Matrix66 lower = factorised.matrixL();
    ImpulseTurning turning;
    for (int i = 0; i < 6; ++i)
        for (int j = 0; j < 6; ++j) turning.factor(i, j) = lower(i, j);
    turning.mass = mass;
    turning.inertia = inertiaWorld;
    return turning;
}

BodyImpulse impulseWithAddedMass(const Matrix6& addedMassWorld, double mass, const Mat3& inertiaWorld,
                                 const BodyImpulse& impulse) {
    return turningWithAddedMass(addedMassWorld, mass, inertiaWorld)(impulse, 0.0);
}

BodyImpulse ImpulseTurning::operator()(const BodyImpulse& impulse, double timeStep) const {
    requireNonNegative("ImpulseTurning", "timeStep", timeStep, "s");
    Eigen::Matrix<double, 6, 1> j;
    j << impulse.linear.x + turningForce.linear.x * timeStep, impulse.linear.y + turningForce.linear.y * timeStep,
        impulse.linear.z + turningForce.linear.z * timeStep, impulse.angular.x + turningForce.angular.x * timeStep,
        impulse.angular.y + turningForce.angular.y * timeStep, impulse.angular.z + turningForce.angular.z * timeStep;
    const Matrix66 lower = toEigen(factor);
    lower.triangularView<Eigen::Lower>().solveInPlace(j);            // L y = J
    lower.transpose().triangularView<Eigen::Upper>().solveInPlace(j);  // L^T x = y: x = (M + A)^-1 J
    const Eigen::Matrix<double, 6, 1> shared = ownMass(mass, inertia) * j;
    return {{shared(0), shared(1), shared(2)}, {shared(3), shared(4), shared(5)}};
}

} // namespace hydro
