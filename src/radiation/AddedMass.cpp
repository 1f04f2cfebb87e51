// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/AddedMass.h"
#include "hydro/Limits.h"

#include "forces/SubmergedPieces.h"
#include "radiation/SourcePanel.h"

#include <Eigen/Dense>

#include <array>
#include <cmath>
#include <map>
#include <string>
#include <tuple>
#include <vector>

namespace hydro {
namespace {

using radiation::SourceInfluence;
using radiation::SourceTriangle;

constexpr double kPi = 3.14159265358979323846;
/// How much a grouping's cells grow when they still give too many panels: the count falls about as
/// the square of it, so a few rounds reach any budget.
constexpr double kCellGrowth = 1.25;

/// One unknown of the solve: a source strength spread over one or more triangles facing the same way.
struct Panel {
    std::vector<std::size_t> triangles;
    Vec3 point;   ///< collocation point: the centroid of its triangle nearest the panel's centroid
    Vec3 normal;  ///< unit, the triangles' mean
    std::size_t pointTriangle = 0;
    /// Integral of the generalised normal (n, (x - G) x n) over the panel, m^2 and m^3.
    std::array<double, 6> normalIntegral{};
};

/// The pieces of the hull's triangles below y = 0 with the body at `pose`, in world coordinates
/// with the centre of gravity above the origin.
std::vector<SourceTriangle> wettedTriangles(const HullMesh& hull, const FloatingPose& pose, const Vec3& centreOfGravity) {
    const Mat3 rotation = poseRotation(pose.roll, pose.pitch);
    std::vector<SourceTriangle> wetted;
    for (std::size_t t = 0; t < hull.triangleCount(); ++t) {
        const auto tri = hull.triangle(t);
        std::array<Vec3, 3> p;
        for (std::size_t k = 0; k < 3; ++k) p[k] = rotation * (hull.vertex(tri[k]) - centreOfGravity) + Vec3{0.0, pose.heave, 0.0};
        forEachSubmergedPiece(p, {p[0].y, p[1].y, p[2].y}, [&](const Vec3& a, const Vec3& b, const Vec3& c) {
            SourceTriangle piece;
            if (radiation::makeSourceTriangle(a, b, c, piece)) wetted.push_back(piece);
        });
    }
    return wetted;
}

/// Which of the six axis directions a normal is nearest: triangles facing different ways never share
/// a panel (the two sides of a thin keel stay apart).
int facing(const Vec3& n) {
    const double a[3] = {std::abs(n.x), std::abs(n.y), std::abs(n.z)};
    const int axis = a[0] >= a[1] && a[0] >= a[2] ? 0 : (a[1] >= a[2] ? 1 : 2);
    return 2 * axis + ((&n.x)[axis] < 0.0 ? 1 : 0);
}

/// The triangles grouped into at most `maxPanels` panels: one each when they fit, otherwise those in
/// one cube of a grid (and facing the same way) together, the grid as fine as the budget allows.
std::vector<std::vector<std::size_t>> groupTriangles(const std::vector<SourceTriangle>& wetted, std::size_t maxPanels) {
    std::vector<std::vector<std::size_t>> groups;
    if (wetted.size() <= maxPanels) {
        for (std::size_t t = 0; t < wetted.size(); ++t) groups.push_back({t});
        return groups;
    }
    double area = 0.0;
    for (const SourceTriangle& t : wetted) area += t.area;
    using Key = std::tuple<long long, long long, long long, int>;
    for (double cell = std::sqrt(area / double(maxPanels));; cell *= kCellGrowth) {
        std::map<Key, std::size_t> index;  // ordered: the same grouping on every run
        groups.clear();
        for (std::size_t t = 0; t < wetted.size(); ++t) {
            const Vec3& c = wetted[t].centroid;
            const Key key{std::llround(std::floor(c.x / cell)), std::llround(std::floor(c.y / cell)),
                          std::llround(std::floor(c.z / cell)), facing(wetted[t].normal)};
            const auto [slot, added] = index.emplace(key, groups.size());
            if (added) groups.emplace_back();
            groups[slot->second].push_back(t);
        }
        if (groups.size() <= maxPanels) return groups;
    }
}

Panel makePanel(const std::vector<SourceTriangle>& wetted, std::vector<std::size_t> triangles, const Vec3& g) {
    Panel panel;
    Vec3 areaVector, weightedCentroid;
    double area = 0.0;
    for (std::size_t t : triangles) {
        const SourceTriangle& tri = wetted[t];
        areaVector += tri.normal * tri.area;
        weightedCentroid += tri.centroid * tri.area;
        area += tri.area;
        const Vec3 moment = cross(tri.centroid - g, tri.normal) * tri.area;
        for (int k = 0; k < 3; ++k) {
            panel.normalIntegral[std::size_t(k)] += (&tri.normal.x)[k] * tri.area;
            panel.normalIntegral[std::size_t(k) + 3] += (&moment.x)[k];
        }
    }
    weightedCentroid = weightedCentroid / area;
    double nearest = HUGE_VAL;
    for (std::size_t t : triangles) {
        const double distance = length(wetted[t].centroid - weightedCentroid);
        if (distance < nearest) nearest = distance, panel.pointTriangle = t;
    }
    panel.point = wetted[panel.pointTriangle].centroid;
    const double meanLength = length(areaVector);
    panel.normal = meanLength > 0.0 ? areaVector / meanLength : wetted[panel.pointTriangle].normal;
    panel.triangles = std::move(triangles);
    return panel;
}

Vec3 mirrored(const Vec3& v) { return {v.x, -v.y, v.z}; }

Status checkInputs(const FloatingPose& pose, const Vec3& centreOfGravity, const WaterProperties& water,
                   const AddedMassOptions& options) {
    if (Status valid = water.check(); !valid) return valid;
    if (!std::isfinite(pose.heave) || !std::isfinite(pose.roll) || !std::isfinite(pose.pitch))
        return Error("added mass: the pose (heave " + limits::readable(pose.heave) + " m, roll " +
                     limits::readable(pose.roll) + " rad, pitch " + limits::readable(pose.pitch) + " rad) is not finite");
    if (!isFinite(centreOfGravity)) return Error("added mass: the centre of gravity is not finite");
    if (options.maxPanels < 1 || options.maxPanels > AddedMassOptions::kMaxPanelsLimit)
        return Error("added mass: maxPanels = " + std::to_string(options.maxPanels) + " is outside [1, " +
                     std::to_string(AddedMassOptions::kMaxPanelsLimit) + "]");
    return {};
}

} // namespace

AddedMass addedMass(const HullMesh& hull, const FloatingPose& pose, const Vec3& centreOfGravity,
                    const WaterProperties& water, FrequencyLimit limit, const AddedMassOptions& options) {
    return orThrow(tryAddedMass(hull, pose, centreOfGravity, water, limit, options));
}

Result<AddedMass> tryAddedMass(const HullMesh& hull, const FloatingPose& pose, const Vec3& centreOfGravity,
                               const WaterProperties& water, FrequencyLimit limit, const AddedMassOptions& options) {
    if (Status valid = checkInputs(pose, centreOfGravity, water, options); !valid) return valid.error();
    AddedMass result;
    const std::vector<SourceTriangle> wetted = wettedTriangles(hull, pose, centreOfGravity);
    result.wettedTriangles = wetted.size();
    for (const SourceTriangle& t : wetted) result.wettedArea += t.area;
    if (wetted.empty()) return result;

    const Vec3 g{0.0, pose.heave, 0.0};
    std::vector<Panel> panels;
    for (std::vector<std::size_t>& group : groupTriangles(wetted, options.maxPanels))
        panels.push_back(makePanel(wetted, std::move(group), g));
    const Eigen::Index n = Eigen::Index(panels.size());
    result.panels = panels.size();

    // phi(x) = -1/(4 pi) sum_j sigma_j integral over panel j of G(x, xi) dS, G = 1/r + image / r',
    // r' the distance to the source's mirror image in y = 0: image -1 keeps phi = 0 on the surface,
    // +1 keeps d phi / dy = 0 there (docs/formulas.md §11).
    const double image = limit == FrequencyLimit::Infinite ? -1.0 : 1.0;
    Eigen::MatrixXd normalVelocity(n, n), potential(n, n);
    for (Eigen::Index i = 0; i < n; ++i) {
        const Panel& field = panels[std::size_t(i)];
        const Vec3 imagePoint = mirrored(field.point);
        for (Eigen::Index j = 0; j < n; ++j) {
            double velocity = 0.0, phi = 0.0;
            for (std::size_t t : panels[std::size_t(j)].triangles) {
                // The field point on its own triangle is on the fluid's side: the -2 pi that makes the
                // source's own normal velocity sigma / 2.
                const SourceInfluence direct = radiation::sourceInfluence(wetted[t], field.point);
                const SourceInfluence mirror = radiation::sourceInfluence(wetted[t], imagePoint);
                velocity += dot(field.normal, direct.gradient + mirrored(mirror.gradient) * image);
                phi += direct.potential + mirror.potential * image;
            }
            normalVelocity(i, j) = -velocity / (4.0 * kPi);
            potential(i, j) = -phi / (4.0 * kPi);
        }
    }
    // The six radiation problems: d phi_k / dn = n_k, the generalised normal of unit motion in mode k.
    Eigen::MatrixXd modeNormals(n, 6), normalIntegrals(n, 6);
    for (Eigen::Index i = 0; i < n; ++i) {
        const Panel& panel = panels[std::size_t(i)];
        const Vec3 moment = cross(panel.point - g, panel.normal);
        for (int k = 0; k < 3; ++k) {
            modeNormals(i, k) = (&panel.normal.x)[k];
            modeNormals(i, k + 3) = (&moment.x)[k];
        }
        for (int k = 0; k < 6; ++k) normalIntegrals(i, k) = panel.normalIntegral[std::size_t(k)];
    }
    const Eigen::MatrixXd sources = normalVelocity.partialPivLu().solve(modeNormals);
    const Eigen::MatrixXd potentials = potential * sources;
    // A_kl = -rho integral of phi_l n_k dS with n out of the body (Newman §4.13, its normal reversed).
    const Eigen::MatrixXd worldMatrix = -water.density * (normalIntegrals.transpose() * potentials);
    Matrix6 world;
    for (int k = 0; k < 6; ++k)
        for (int l = 0; l < 6; ++l) world(k, l) = worldMatrix(k, l);
    result.matrix = world.inAxesTurnedBy(poseRotation(pose.roll, pose.pitch));
    return result;
}

} // namespace hydro
