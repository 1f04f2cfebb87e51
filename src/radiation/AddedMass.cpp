// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/AddedMass.h"
#include "hydro/Limits.h"

#include "forces/SubmergedPieces.h"
#include "radiation/SourcePanel.h"

#include <Eigen/Dense>

#include <algorithm>
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
    Vec3 centroid;        ///< area-weighted
    double area = 0.0;
    double radius = 0.0;  ///< of the smallest sphere about the centroid holding its corners
};

/// Pieces smaller than this share of the hull's squared size are round-off: a triangle lying on the
/// water line leaves slivers of area 1e-19 m^2, whose centroids sit on their neighbours' edges, where
/// the edge integrals' logarithms are infinite. They carry no water.
constexpr double kSliverArea = 1e-12;

/// Beyond this many of a panel's radii, its influence is that of its total source at its centroid:
/// a flat panel's first moment about its centroid is zero, so the error is the quadrupole's,
/// (radius / distance)^2 / 2 at most, 3 % of the panel's share at 4 radii, and its sign changes
/// around the panel, so the sum over hundreds of them moves the added mass by 0.1 to 0.2 % (measured
/// on the tests' sphere, hemisphere and spheroids against the panels integrated exactly everywhere).
constexpr double kFarField = 4.0;

/// The pieces of the hull's triangles below y = 0 with the body at `pose`, in world coordinates
/// with the centre of gravity above the origin (slivers left out).
std::vector<SourceTriangle> wettedTriangles(const HullMesh& hull, const FloatingPose& pose, const Vec3& centreOfGravity) {
    const Mat3 rotation = poseRotation(pose.roll, pose.pitch);
    const Vec3 extent = hull.aabbMax() - hull.aabbMin();
    const double smallest = kSliverArea * dot(extent, extent);
    std::vector<SourceTriangle> wetted;
    for (std::size_t t = 0; t < hull.triangleCount(); ++t) {
        const auto tri = hull.triangle(t);
        std::array<Vec3, 3> p;
        for (std::size_t k = 0; k < 3; ++k) p[k] = rotation * (hull.vertex(tri[k]) - centreOfGravity) + Vec3{0.0, pose.heave, 0.0};
        forEachSubmergedPiece(p, {p[0].y, p[1].y, p[2].y}, [&](const Vec3& a, const Vec3& b, const Vec3& c) {
            SourceTriangle piece;
            if (radiation::makeSourceTriangle(a, b, c, piece) && piece.area > smallest) wetted.push_back(piece);
        });
    }
    return wetted;
}

/// The pieces cut finer where they are large against the panel budget: each into m^2 similar
/// triangles, m the nearest whole number to sqrt(its area / (wetted area / maxPanels)). One
/// collocation point on a face as large as a box's side cannot represent the flow over it (a
/// 12-triangle box's roll and yaw came out coupled by half their size); a fine hull's pieces stay as
/// they are, and grouping then brings them down to the budget.
std::vector<SourceTriangle> refined(const std::vector<SourceTriangle>& pieces, std::size_t maxPanels) {
    double wettedArea = 0.0;
    for (const SourceTriangle& t : pieces) wettedArea += t.area;
    const double target = wettedArea / double(maxPanels);
    std::vector<SourceTriangle> triangles;
    for (const SourceTriangle& piece : pieces) {
        const int m = std::max(1, int(std::lround(std::sqrt(piece.area / target))));
        const Vec3 a = piece.corner[0], u = (piece.corner[1] - a) / m, v = (piece.corner[2] - a) / m;
        auto at = [&](int i, int j) { return a + u * i + v * j; };
        for (int i = 0; i < m; ++i)
            for (int j = 0; i + j < m; ++j) {
                SourceTriangle t;
                if (radiation::makeSourceTriangle(at(i, j), at(i + 1, j), at(i, j + 1), t)) triangles.push_back(t);
                if (i + j + 1 < m && radiation::makeSourceTriangle(at(i + 1, j), at(i + 1, j + 1), at(i, j + 1), t))
                    triangles.push_back(t);
            }
    }
    return triangles;
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

Panel makePanel(const std::vector<SourceTriangle>& wetted, std::vector<std::size_t> triangles) {
    Panel panel;
    for (std::size_t t : triangles) {
        panel.centroid += wetted[t].centroid * wetted[t].area;
        panel.area += wetted[t].area;
    }
    panel.centroid = panel.centroid / panel.area;
    for (std::size_t t : triangles)
        for (const Vec3& corner : wetted[t].corner) panel.radius = std::max(panel.radius, length(corner - panel.centroid));
    panel.triangles = std::move(triangles);
    return panel;
}

/// The potential of panel `source`'s unit source density at `point`, and its gradient: exact over its
/// triangles near it, its total source at its centroid far from it (kFarField).
SourceInfluence panelInfluence(const std::vector<SourceTriangle>& wetted, const Panel& source, const Vec3& point) {
    const Vec3 offset = point - source.centroid;
    const double distance = length(offset);
    if (distance > kFarField * source.radius)
        return {source.area / distance, offset * (-source.area / (distance * distance * distance))};
    SourceInfluence sum;
    for (std::size_t t : source.triangles) {
        const SourceInfluence one = radiation::sourceInfluence(wetted[t], point);
        sum.potential += one.potential;
        sum.gradient += one.gradient;
    }
    return sum;
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
    const std::vector<SourceTriangle> pieces = wettedTriangles(hull, pose, centreOfGravity);
    result.wettedPieces = pieces.size();
    for (const SourceTriangle& t : pieces) result.wettedArea += t.area;
    if (pieces.empty()) return result;
    const std::vector<SourceTriangle> wetted = refined(pieces, options.maxPanels);
    result.triangles = wetted.size();

    const Vec3 g{0.0, pose.heave, 0.0};
    std::vector<Panel> panels;
    std::vector<std::size_t> panelOf(wetted.size());
    for (std::vector<std::size_t>& group : groupTriangles(wetted, options.maxPanels)) {
        for (std::size_t t : group) panelOf[t] = panels.size();
        panels.push_back(makePanel(wetted, std::move(group)));
    }
    const Eigen::Index n = Eigen::Index(panels.size());
    result.panels = panels.size();

    // phi(x) = -1/(4 pi) sum_j sigma_j integral over panel j of G(x, xi) dS, G = 1/r + image / r',
    // r' the distance to the source's mirror image in y = 0: image -1 keeps phi = 0 on the surface,
    // +1 keeps d phi / dy = 0 there (docs/added_mass.md §1). Each panel's boundary condition
    // d phi / dn = n_k holds on the average over its triangles (at their centroids, by area): a
    // panel of one triangle is Hess and Smith's collocation at its centroid; a larger one keeps its
    // shape's symmetry, which one point of it would break. And the added mass
    //   A_kl = -rho integral of phi_l N_k dS (Newman §4.13, n out of the body; N_k the generalised
    // normal n, (x - G) x n) is summed triangle by triangle, phi at each centroid:
    //   A = -rho Q sigma, Q_kj = sum over triangles t of N_k(t) a_t phi_j(t) / sigma_j.
    const double image = limit == FrequencyLimit::Infinite ? -1.0 : 1.0;
    Eigen::MatrixXd normalVelocity = Eigen::MatrixXd::Zero(n, n);
    Eigen::MatrixXd modeNormals = Eigen::MatrixXd::Zero(n, 6);
    Eigen::Matrix<double, 6, Eigen::Dynamic> weightedPotential = Eigen::MatrixXd::Zero(6, n);
    for (std::size_t t = 0; t < wetted.size(); ++t) {
        const SourceTriangle& field = wetted[t];
        const Eigen::Index i = Eigen::Index(panelOf[t]);
        const double share = field.area / panels[std::size_t(i)].area;
        const Vec3 moment = cross(field.centroid - g, field.normal);
        const double generalisedNormal[6] = {field.normal.x, field.normal.y, field.normal.z, moment.x, moment.y, moment.z};
        for (int k = 0; k < 6; ++k) modeNormals(i, k) += share * generalisedNormal[k];
        const Vec3 imagePoint = mirrored(field.centroid);
        for (Eigen::Index j = 0; j < n; ++j) {
            // A field centroid on a triangle of panel j is on the water's side of it: sourceInfluence's
            // -2 pi there is what makes the source's own normal velocity sigma / 2.
            const SourceInfluence direct = panelInfluence(wetted, panels[std::size_t(j)], field.centroid);
            const SourceInfluence mirror = panelInfluence(wetted, panels[std::size_t(j)], imagePoint);
            const double velocity = dot(field.normal, direct.gradient + mirrored(mirror.gradient) * image);
            normalVelocity(i, j) -= share * velocity / (4.0 * kPi);
            const double phi = -(direct.potential + mirror.potential * image) / (4.0 * kPi);
            for (int k = 0; k < 6; ++k) weightedPotential(k, j) += generalisedNormal[k] * field.area * phi;
        }
    }
    const Eigen::MatrixXd sources = normalVelocity.partialPivLu().solve(modeNormals);
    const Eigen::MatrixXd worldMatrix = -water.density * (weightedPotential * sources);
    Matrix6 world;
    for (int k = 0; k < 6; ++k)
        for (int l = 0; l < 6; ++l) world(k, l) = worldMatrix(k, l);
    result.matrix = world.inAxesTurnedBy(poseRotation(pose.roll, pose.pitch));
    return result;
}

} // namespace hydro
