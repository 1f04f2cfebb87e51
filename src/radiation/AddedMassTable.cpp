// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/AddedMassTable.h"
#include "hydro/Hydrostatics.h"
#include "hydro/Limits.h"

#include <Eigen/Dense>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

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
    table.triangleCount_ = hull.triangleCount();
    table.volume_ = hull.volume();
    table.density_ = water.density;
    table.centreOfMass_ = centreOfMassInHull;
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

namespace {

constexpr const char* kTextHeader = "BulletHydro added mass table 1";
/// How closely a table's record must match the hull it is loaded for (checkMadeFor).
constexpr double kVolumeMatch = 1e-9, kCentreMatch = 1e-6, kDensityMatch = 1e-12;
/// The largest triangle count a hull's record may name (a HullMesh indexes its vertices in 32 bits).
constexpr double kMaxTriangles = 4294967295.0;
/// The largest entry a table may hold: a body of Limits.h's largest mass (1e12 kg) and 1e9 m across
/// carries far less, and sums of such entries stay finite.
constexpr double kMaxEntry = 1e30;
/// A table's text is about 3 KB; a file far larger is something else, not read whole.
constexpr std::streamoff kMaxTextBytes = 1 << 20;

/// The next whitespace-separated number of `in`, or false (a word, the end, or not finite).
bool readNumber(std::istringstream& in, double& out) {
    std::string word;
    if (!(in >> word)) return false;
    char* end = nullptr;
    out = std::strtod(word.c_str(), &end);
    return end == word.c_str() + word.size() && std::isfinite(out);
}

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
    std::istringstream lines(text);
    std::string line;
    int lineNumber = 0;
    auto refuse = [&](const std::string& what) {
        return Error("added mass table '" + sourceName + "', line " + std::to_string(lineNumber) + ": " + what);
    };
    // Each line: a keyword, then `count` numbers.
    auto readLine = [&](const char* keyword, int count, double* numbers) -> Status {
        ++lineNumber;
        if (!std::getline(lines, line)) return refuse(std::string("ends where '") + keyword + "' was expected");
        std::istringstream in(line);
        std::string word;
        if (*keyword && (!(in >> word) || word != keyword)) return refuse(std::string("expected '") + keyword + "'");
        for (int n = 0; n < count; ++n)
            if (!readNumber(in, numbers[n]))
                return refuse("number " + std::to_string(n + 1) + " of '" + line + "' is missing or not finite");
        if (in >> word) return refuse("'" + word + "' after the numbers");
        return {};
    };
    ++lineNumber;
    if (!std::getline(lines, line) || line != kTextHeader)
        return refuse(std::string("is not a table (the first line must be '") + kTextHeader + "')");
    AddedMassTable table;
    double hullRecord[2], centre[3], density[1];
    if (Status read = readLine("hull", 2, hullRecord); !read) return read.error();
    if (!(hullRecord[0] >= 0.0 && hullRecord[0] <= kMaxTriangles && hullRecord[0] == std::floor(hullRecord[0])))
        return refuse("the hull's triangle count " + limits::readable(hullRecord[0]) + " is not a whole number of at most " +
                      limits::readable(kMaxTriangles));
    if (Status read = readLine("centre", 3, centre); !read) return read.error();
    if (Status read = readLine("density", 1, density); !read) return read.error();
    table.triangleCount_ = std::size_t(hullRecord[0]);
    table.volume_ = hullRecord[1];
    table.centreOfMass_ = {centre[0], centre[1], centre[2]};
    table.density_ = density[0];
    for (int k = 1; k <= kLevels; ++k) {
        double number[1];
        if (Status read = readLine("level", 1, number); !read) return read.error();
        if (number[0] != k) return refuse("level " + std::to_string(k) + " expected");
        Matrix6& m = table.levels_[std::size_t(k - 1)];
        for (int i = 0; i < 6; ++i) {
            if (Status read = readLine("", 6, m.m[i]); !read) return read.error();
            if (m(i, i) < 0.0) return refuse("a negative added mass on the diagonal (" + limits::readable(m(i, i)) + ")");
            for (int j = 0; j < 6; ++j)
                if (!(std::abs(m(i, j)) <= kMaxEntry))
                    return refuse(limits::readable(m(i, j)) + " is beyond any body's added mass (at most " +
                                  limits::readable(kMaxEntry) + " in kg, kg m or kg m^2)");
        }
    }
    if (Status matches = table.checkMadeFor(hull, centreOfMassInHull, water); !matches)
        return Error("added mass table '" + sourceName + "': " + matches.error().message());
    return table;
}

Status AddedMassTable::checkMadeFor(const HullMesh& hull, const Vec3& centreOfMassInHull, const WaterProperties& water) const {
    const double size = length(hull.aabbMax() - hull.aabbMin());
    if (triangleCount_ != hull.triangleCount() || !(std::abs(volume_ - hull.volume()) <= kVolumeMatch * hull.volume()))
        return Error("made for a hull of " + std::to_string(triangleCount_) + " triangles and " + limits::readable(volume_) +
                     " m^3, not '" + hull.sourceName() + "' of " + std::to_string(hull.triangleCount()) + " and " +
                     limits::readable(hull.volume()) + " m^3");
    if (!(length(centreOfMass_ - centreOfMassInHull) <= kCentreMatch * size))
        return Error("made for the centre of mass (" + limits::readable(centreOfMass_.x) + ", " +
                     limits::readable(centreOfMass_.y) + ", " + limits::readable(centreOfMass_.z) + ") m, not (" +
                     limits::readable(centreOfMassInHull.x) + ", " + limits::readable(centreOfMassInHull.y) + ", " +
                     limits::readable(centreOfMassInHull.z) + ") m");
    if (!(std::abs(density_ - water.density) <= kDensityMatch * water.density))
        return Error("made for water of " + limits::readable(density_) + " kg/m^3, not " +
                     limits::readable(water.density) + " kg/m^3");
    return {};
}

Status AddedMassTable::trySave(const std::string& path) const {
    std::ofstream file(path, std::ios::binary);
    file << toText();
    file.close();
    if (!file) return Error("added mass table '" + path + "': could not be written");
    return {};
}

Result<AddedMassTable> AddedMassTable::tryLoad(const std::string& path, const HullMesh& hull, const Vec3& centreOfMassInHull,
                                               const WaterProperties& water) {
    std::ifstream file(path, std::ios::binary | std::ios::ate);
    if (!file) return Error("added mass table '" + path + "': could not be opened");
    const std::streamoff bytes = file.tellg();
    if (bytes > kMaxTextBytes)
        return Error("added mass table '" + path + "': " + std::to_string(bytes) + " bytes is not a table (one is about 3 KB; at most " +
                     std::to_string(kMaxTextBytes) + ")");
    file.seekg(0);
    std::ostringstream text;
    text << file.rdbuf();
    return tryFromText(text.str(), path, hull, centreOfMassInHull, water);
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
                                    double timeStep, const Matrix6& carried) const {
    const InWorld parts = inWorld(immersion, state.rotation);
    const Matrix6 surface = parts.surface * scale, deep = parts.deep * scale;
    const Vec3& v = state.linearVelocity;
    const Vec3& w = state.angularVelocity;
    const BodyImpulse surfaceTurning =  // with the heading
        parts.deepShare < 1.0 ? addedMassTurningForce(surface, v, w, {0.0, w.y, 0.0}, false) : BodyImpulse{};
    const BodyImpulse deepTurning = parts.deepShare > 0.0 ? addedMassTurningForce(deep, v, w, w, true) : BodyImpulse{};
    return impulseWithAddedMass(surface + deep + carried, state.mass, state.inertia,
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
