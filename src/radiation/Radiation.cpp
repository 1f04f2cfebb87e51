// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/Radiation.h"
#include "hydro/Limits.h"

#include "radiation/PanelSurface.h"
#include "radiation/WaveGreenFunction.h"

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
    std::vector<RadiationCoefficients> results;
    for (double omega : omegas) results.push_back(solveAt(surface, rankine, pose, water, omega));
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
