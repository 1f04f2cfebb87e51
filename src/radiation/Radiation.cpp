// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/Radiation.h"
#include "hydro/Limits.h"

#include "radiation/PanelSurface.h"
#include "radiation/WaveGreenFunction.h"

#include <Eigen/Eigenvalues>

#include <algorithm>
#include <cmath>
#include <complex>
#include <string>
#include <vector>

namespace hydro {
namespace {

using Complex = std::complex<double>;
constexpr double kPi = 3.14159265358979323846;

/// One frequency's coefficients on a surface whose Rankine system is made.
RadiationCoefficients solveAt(const radiation::PanelSurface& surface, const radiation::RankineSystem& rankine,
                              const FloatingPose& pose, const WaterProperties& water, double omega) {
    RadiationCoefficients result;
    result.omega = omega;
    result.wavenumber = omega * omega / water.gravity;
    result.wettedPieces = surface.wettedPieces;
    result.wettedArea = surface.wettedArea;
    result.triangles = surface.hullTriangles;
    result.panels = surface.hullPanels;
    result.lidPanels = surface.panels.size() - surface.hullPanels;
    result.lidArea = surface.lidArea;
    result.waterlineLoops = surface.waterlineLoops;
    result.loopsLeftOpen = surface.loopsLeftOpen;
    if (surface.panels.empty()) return result;

    // G = 1/r + 1/r' + 2k W(kR, k(y + eta)) (WaveGreenFunction.h): the Rankine part with the positive
    // image, integrated exactly (PanelSurface.h), and the wave part, smooth but for a logarithm at the
    // surface, by one point per panel on both sides: each source panel's total at its centroid, seen
    // from each field panel's centroid with its area-weighted normal (for the boundary condition)
    // and its generalised normal times area (for the force) (docs/added_mass.md §5).
    const Eigen::Index n = Eigen::Index(surface.panels.size());
    std::vector<Vec3> meanNormal(surface.panels.size());
    Eigen::MatrixXd modeArea = Eigen::MatrixXd::Zero(6, n);  // integral of N_k over each hull panel
    for (std::size_t t = 0; t < surface.triangles.size(); ++t) {
        const radiation::SourceTriangle& triangle = surface.triangles[t];
        const std::size_t p = surface.panelOf[t];
        meanNormal[p] += triangle.normal * (triangle.area / surface.panels[p].area);
        if (surface.isLid(t)) continue;
        double normal[6];
        radiation::generalisedNormal(surface, t, normal);
        for (int m = 0; m < 6; ++m) modeArea(m, Eigen::Index(p)) += normal[m] * triangle.area;
    }
    Eigen::MatrixXcd normalVelocity = rankine.normalVelocity.cast<Complex>();
    Eigen::MatrixXcd weightedPotential = rankine.weightedPotential.cast<Complex>();
    const double k = result.wavenumber;
    for (Eigen::Index i = 0; i < n; ++i) {
        const Vec3 field = surface.panels[std::size_t(i)].centroid, normal = meanNormal[std::size_t(i)];
        const bool lid = std::size_t(i) >= surface.hullPanels;
        for (Eigen::Index j = 0; j < n; ++j) {
            const radiation::Panel& source = surface.panels[std::size_t(j)];
            const double dx = field.x - source.centroid.x, dz = field.z - source.centroid.z;
            const double R = std::sqrt(dx * dx + dz * dz);
            const double X = k * R, Y = k * (field.y + source.centroid.y);
            const radiation::WaveTerm w = radiation::waveTerm(X, Y);
            const double scale = source.area / (4.0 * kPi);
            const Complex potential = -scale * 2.0 * k * w.value;
            const Complex horizontal = R > 0.0 ? -scale * 2.0 * k * k * w.dX / R : Complex{};
            const Complex vertical = -scale * 2.0 * k * k * (w.value + 1.0 / std::sqrt(X * X + Y * Y));
            normalVelocity(i, j) += horizontal * (normal.x * dx + normal.z * dz) + vertical * normal.y;
            if (lid) continue;
            for (int m = 0; m < 6; ++m) weightedPotential(m, j) += modeArea(m, i) * potential;
        }
    }
    const Eigen::MatrixXcd sources = normalVelocity.partialPivLu().solve(rankine.modeNormals.cast<Complex>());
    // With phi_l the potential of unit velocity in mode l and time factor e^{-i omega t}, the force
    // -rho d/dt integral of phi N_k dS = i omega A - B (Newman §6.16): A = -rho Re I, B = -omega rho Im I.
    const Eigen::MatrixXcd integral = weightedPotential * sources;
    result.addedMass = radiation::inHullAxes(-water.density * integral.real(), pose);
    result.damping = radiation::inHullAxes(-omega * water.density * integral.imag(), pose);
    return result;
}

/// A matrix of the six motions' symmetric part with the rotations measured in radians times
/// `length`, so that every mode is in the translations' units.
Eigen::Matrix<double, 6, 6> symmetricInOneUnit(const Matrix6& m, double length) {
    Eigen::Matrix<double, 6, 6> scaled;
    for (int i = 0; i < 6; ++i)
        for (int j = 0; j < 6; ++j)
            scaled(i, j) = 0.5 * (m(i, j) + m(j, i)) / ((i >= 3 ? length : 1.0) * (j >= 3 ? length : 1.0));
    return scaled;
}

/// What the damping gives the body when it moves: the smallest eigenvalue of its symmetric part (the
/// power B takes out, v^T B v, is its symmetric part's), over the size of the solution, B's largest
/// eigenvalue or omega times A's, whichever is larger (at low frequency B vanishes while the solve's
/// error stays a share of the whole potential, i omega A - B); and the mode its eigenvector moves
/// most. Negative: some motion gains energy from the body's own waves.
struct LeastDamping {
    double share = 0.0;
    int mode = 0;
};
LeastDamping leastDamping(const RadiationCoefficients& c, double length) {
    using Solver = Eigen::SelfAdjointEigenSolver<Eigen::Matrix<double, 6, 6>>;
    const Solver damping(symmetricInOneUnit(c.damping, length));
    const auto& values = damping.eigenvalues();  // ascending
    const double size = std::max({std::abs(values(0)), std::abs(values(5)),
                                  c.omega * Solver(symmetricInOneUnit(c.addedMass, length)).eigenvalues().cwiseAbs().maxCoeff()});
    LeastDamping least;
    if (!(size > 0.0)) return least;
    least.share = values(0) / size;
    damping.eigenvectors().col(0).cwiseAbs().maxCoeff(&least.mode);
    return least;
}

/// Refuses coefficients whose damping would feed energy in (docs/added_mass.md §6): a passive body's
/// waves only carry it away, so B is positive semi-definite. A coarse solve leaves up to -0.25 % of
/// the largest where a mode's damping is nearly zero (measured: a 6 m prism on 400 panels, pitch,
/// without the lid; -1e-4 in a box's heave at k T = 3), hence 1 %; an irregular frequency gives
/// -9 % (the box of the tests) to far below.
Status checkDampingIsPassive(const RadiationCoefficients& c, double length, std::size_t frequency, bool interiorLid) {
    constexpr double kNegativeShareTolerance = 1e-2;
    const LeastDamping least = leastDamping(c, length);
    if (!(least.share < -kNegativeShareTolerance)) return {};
    static const char* const kModes[6] = {"surge", "heave", "sway", "roll", "yaw", "pitch"};
    const std::string cause =
        !interiorLid
            ? "the interior lid is off (RadiationOptions::interiorLid), and near the waterplane's irregular frequencies "
              "the solution is wrong"
        : c.loopsLeftOpen > 0
            ? std::to_string(c.loopsLeftOpen) + " of the " + std::to_string(c.waterlineLoops) +
                  " waterline loops could not be closed by the interior lid, and near their irregular frequencies the "
                  "solution is wrong"
            : "the panels are too coarse for the waves (RadiationOptions::maxPanels), or the hull is parts that overlap, "
              "whose surfaces inside the body the method cannot take (prepare_hull --wrap on joins them)";
    return Error("radiation: frequency " + std::to_string(frequency + 1) + ", omega = " + limits::readable(c.omega) +
                 " rad/s (k = " + limits::readable(c.wavenumber) + " 1/m): the damping would feed energy into the body (a motion mostly in " +
                 kModes[least.mode] + " is damped by " + limits::readable(least.share) +
                 " times the solution's size, where a passive body's is never negative): " + cause);
}

} // namespace

Result<std::vector<RadiationCoefficients>> tryRadiationCoefficients(const HullMesh& hull, const FloatingPose& pose,
                                                                    const Vec3& centreOfGravity, const WaterProperties& water,
                                                                    const std::vector<double>& omegas,
                                                                    const RadiationOptions& options) {
    for (std::size_t f = 0; f < omegas.size(); ++f)
        if (!(omegas[f] > 0.0) || !std::isfinite(omegas[f]))
            return Error("radiation: frequency " + std::to_string(f + 1) + ", omega = " + limits::readable(omegas[f]) +
                         " rad/s, must be positive and finite (its limits are tryAddedMass's FrequencyLimit)");
    if (Status valid = radiation::checkPanelInputs("radiation", pose, centreOfGravity, water, options.maxPanels); !valid)
        return valid.error();
    const radiation::PanelSurface surface = options.interiorLid
                                                ? radiation::panelSurfaceWithLid(hull, pose, centreOfGravity, options.maxPanels)
                                                : radiation::panelSurface(hull, pose, centreOfGravity, options.maxPanels);
    const radiation::RankineSystem rankine = radiation::rankineSystem(surface, 1.0);
    // Rotations in radians times the wetted surface's size, so that a rotation and a translation
    // moving the surface alike weigh alike in the check.
    const double length = std::sqrt(std::max(surface.wettedArea, 0.0));
    std::vector<RadiationCoefficients> results;
    for (std::size_t f = 0; f < omegas.size(); ++f) {
        results.push_back(solveAt(surface, rankine, pose, water, omegas[f]));
        if (Status passive = checkDampingIsPassive(results.back(), length, f, options.interiorLid); !passive)
            return passive.error();
    }
    return results;
}

Result<RadiationCoefficients> tryRadiationCoefficients(const HullMesh& hull, const FloatingPose& pose,
                                                       const Vec3& centreOfGravity, const WaterProperties& water,
                                                       double omega, const RadiationOptions& options) {
    Result<std::vector<RadiationCoefficients>> one = tryRadiationCoefficients(hull, pose, centreOfGravity, water,
                                                                              std::vector<double>{omega}, options);
    if (!one) return one.error();
    return one.value().front();
}

RadiationCoefficients radiationCoefficients(const HullMesh& hull, const FloatingPose& pose, const Vec3& centreOfGravity,
                                            const WaterProperties& water, double omega, const RadiationOptions& options) {
    return orThrow(tryRadiationCoefficients(hull, pose, centreOfGravity, water, omega, options));
}

} // namespace hydro
