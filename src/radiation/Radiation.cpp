// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/Radiation.h"
#include "hydro/Limits.h"

#include "base/MathConstants.h"
#include "radiation/ModeSpectrum.h"
#include "radiation/PanelSurface.h"
#include "radiation/WaveGreenFunction.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <complex>
#include <string>
#include <vector>

namespace hydro {
namespace {

using Complex = std::complex<double>;

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
    result.innerTriangles = surface.innerTriangles;
    result.innerArea = surface.innerArea;
    result.turnedTriangles = surface.turnedTriangles;
    result.turnedArea = surface.turnedArea;
    result.lidPanels = surface.panels.size() - surface.hullPanels;
    result.lidArea = surface.lidArea;
    result.waterlineLoops = surface.waterlineLoops;
    result.loopsLeftOpen = surface.loopsLeftOpen;
    if (surface.panels.empty()) return result;

    // G = 1/r + 1/r' + 2k W(kR, k(y + eta)) (WaveGreenFunction.h): the Rankine part with the positive
    // image, integrated exactly (PanelSurface.h), and the wave part, smooth but for a logarithm at the
    // surface. The wave part is one point per panel on both sides (each source panel's total at its
    // centroid, seen from each field panel's centroid with its area-weighted normal for the boundary
    // condition and its generalised normal times area for the force), but between two hull panels
    // nearer than kFarField times the larger's radius (the Rankine part's far field, made symmetric),
    // where it is taken triangle by triangle on both sides, as the Rankine part's condition is
    // (docs/added_mass.md §5): one point per near panel left a 40 m cylinder's heave damping 12 % above
    // Ursell's at k R = 1 on 412 panels, this 5 %. The lid's panels stay one point each: they are
    // twice the hull's and lie a tenth of a panel under the surface, where a triangle's own centroid
    // sees the wave term's logarithm far larger than its panel does (triangle by triangle, a U-shaped
    // prism's surge damping went to -2.8 % of the solution at k = 1.7 /m, RadiationTest).
    const Eigen::Index n = Eigen::Index(surface.panels.size());
    std::vector<Vec3> meanNormal(surface.panels.size());
    std::vector<std::array<double, 6>> triangleModes(surface.triangles.size());  // N_k, hull triangles
    Eigen::MatrixXd modeArea = Eigen::MatrixXd::Zero(6, n);  // integral of N_k over each hull panel
    for (std::size_t t = 0; t < surface.triangles.size(); ++t) {
        const radiation::SourceTriangle& triangle = surface.triangles[t];
        const std::size_t p = surface.panelOf[t];
        meanNormal[p] += triangle.normal * (triangle.area / surface.panels[p].area);
        if (surface.isLid(t)) continue;
        radiation::generalisedNormal(surface, t, triangleModes[t].data());
        for (int m = 0; m < 6; ++m) modeArea(m, Eigen::Index(p)) += triangleModes[t][std::size_t(m)] * triangle.area;
    }
    Eigen::MatrixXcd normalVelocity = rankine.normalVelocity.cast<Complex>();
    Eigen::MatrixXcd weightedPotential = rankine.weightedPotential.cast<Complex>();
    const double k = result.wavenumber;
    // The wave part's potential and normal velocity at `field` (normal `normal`) of a source of unit
    // density over `area` at `source`.
    struct Influence {
        Complex potential, normalVelocity;
    };
    auto wave = [k](const Vec3& field, const Vec3& normal, const Vec3& source, double area) {
        const double dx = field.x - source.x, dz = field.z - source.z;
        const double R = std::sqrt(dx * dx + dz * dz);
        const double X = k * R, Y = k * (field.y + source.y);
        const radiation::WaveTerm w = radiation::waveTerm(X, Y);
        const double scale = area / (4.0 * kPi);
        const Complex horizontal = R > 0.0 ? -scale * 2.0 * k * k * w.dX / R : Complex{};
        const Complex vertical = -scale * 2.0 * k * k * (w.value + 1.0 / std::sqrt(X * X + Y * Y));
        return Influence{-scale * 2.0 * k * w.value, horizontal * (normal.x * dx + normal.z * dz) + vertical * normal.y};
    };
    for (Eigen::Index i = 0; i < n; ++i) {
        const radiation::Panel& fieldPanel = surface.panels[std::size_t(i)];
        const bool lid = std::size_t(i) >= surface.hullPanels;
        for (Eigen::Index j = 0; j < n; ++j) {
            const radiation::Panel& source = surface.panels[std::size_t(j)];
            const bool pointWise = lid || std::size_t(j) >= surface.hullPanels ||
                                   length(fieldPanel.centroid - source.centroid) > radiation::kFarField * std::max(fieldPanel.radius, source.radius);
            if (pointWise) {
                const Influence w = wave(fieldPanel.centroid, meanNormal[std::size_t(i)], source.centroid, source.area);
                normalVelocity(i, j) += w.normalVelocity;
                if (!lid)
                    for (int m = 0; m < 6; ++m) weightedPotential(m, j) += modeArea(m, i) * w.potential;
                continue;
            }
            for (std::size_t f : fieldPanel.triangles) {
                const radiation::SourceTriangle& field = surface.triangles[f];
                Influence sum{};
                for (std::size_t t : source.triangles) {
                    const radiation::SourceTriangle& from = surface.triangles[t];
                    const Influence w = wave(field.centroid, field.normal, from.centroid, from.area);
                    sum.potential += w.potential, sum.normalVelocity += w.normalVelocity;
                }
                normalVelocity(i, j) += sum.normalVelocity * (field.area / fieldPanel.area);
                for (int m = 0; m < 6; ++m) weightedPotential(m, j) += triangleModes[f][std::size_t(m)] * field.area * sum.potential;
            }
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

/// What the damping gives the body when it moves: the smallest eigenvalue of its symmetric part (the
/// power B takes out, v^T B v, is its symmetric part's), over the size of the solution, B's largest
/// eigenvalue or omega times A's, whichever is larger (at low frequency B vanishes while the solve's
/// error stays a share of the whole potential, i omega A - B); and the motion its eigenvector moves
/// most. Negative: some motion gains energy from the body's own waves.
struct LeastDamping {
    double share = 0.0;
    int motion = 0;
};
LeastDamping leastDamping(const RadiationCoefficients& c, double length) {
    const radiation::ModeSpectrum damping = radiation::modeSpectrum(c.damping, length);
    const auto& values = damping.values;
    const double size = std::max({std::abs(values(0)), std::abs(values(5)),
                                  c.omega * radiation::modeSpectrum(c.addedMass, length).values.cwiseAbs().maxCoeff()});
    LeastDamping least;
    if (!(size > 0.0)) return least;
    least.share = values(0) / size;
    least.motion = damping.leastMotion;
    return least;
}

/// Refuses coefficients whose damping would feed energy in (docs/added_mass.md §6): a passive body's
/// waves only carry it away, so B is positive semi-definite. A coarse solve leaves up to -0.25 % of
/// the largest where a mode's damping is nearly zero (measured: a 6 m prism on 400 panels, pitch,
/// without the lid; -1e-4 in a box's heave at k T = 3), hence 1 %; an irregular frequency gives
/// -9 % (the box of the tests) to far below.
Status checkDampingIsPassive(const RadiationCoefficients& c, double length, const std::string& where, std::size_t frequency,
                             bool interiorLid) {
    constexpr double kNegativeShareTolerance = 1e-2;
    if (!radiation::isFinite(c.addedMass) || !radiation::isFinite(c.damping))
        return Error(where + "frequency " + std::to_string(frequency + 1) + ", omega = " + limits::readable(c.omega) +
                     " rad/s: the solve gave no finite coefficients: " + radiation::kSingularSystem);
    const LeastDamping least = leastDamping(c, length);
    if (!(least.share < -kNegativeShareTolerance)) return {};
    const std::string cause =
        !interiorLid
            ? "the interior lid is off (RadiationOptions::interiorLid), and near the waterplane's irregular frequencies "
              "the solution is wrong"
        : c.loopsLeftOpen > 0
            ? std::to_string(c.loopsLeftOpen) + " of the " + std::to_string(c.waterlineLoops) +
                  " waterline loops could not be closed by the interior lid, and near their irregular frequencies the "
                  "solution is wrong"
            : std::string("the panels are too coarse for the waves (RadiationOptions::maxPanels), or the mesh ") +
                  radiation::kUnpartedFolds;
    return Error(where + "frequency " + std::to_string(frequency + 1) + ", omega = " + limits::readable(c.omega) +
                 " rad/s (k = " + limits::readable(c.wavenumber) + " 1/m): the damping would feed energy into the body (a motion mostly in " +
                 radiation::kMotionNames[least.motion] + " is damped by " + limits::readable(least.share) +
                 " times the solution's size, where a passive body's is never negative): " + cause);
}

/// Refuses a frequency whose waves are too short for the panels: a panel's size is taken as the square
/// root of the hull's wetted area over its panels, and the error of constant sources grows with it
/// against the wavelength (docs/added_mass.md §6). The budget the message asks for is the panels
/// there are, scaled by the square of what is missing and by the grouping's shortfall (its cells
/// grow by kCellGrowth a round, so it may make that many squared fewer panels than its budget).
Status checkPanelsPerWavelength(const radiation::PanelSurface& surface, double omega, const std::string& where,
                                std::size_t frequency, const WaterProperties& water, const RadiationOptions& options) {
    if (options.panelsPerWavelength <= 0.0 || surface.hullPanels == 0) return {};
    const double wavelength = 2.0 * kPi * water.gravity / (omega * omega);
    const double panelSize = std::sqrt(surface.wettedArea / double(surface.hullPanels));
    const double perWavelength = wavelength / panelSize;
    if (perWavelength >= options.panelsPerWavelength) return {};
    const double ratio = options.panelsPerWavelength / perWavelength;
    const double budget = std::ceil(double(surface.hullPanels) * ratio * ratio * radiation::kCellGrowth * radiation::kCellGrowth);
    const std::string remedy =
        budget <= double(AddedMassOptions::kMaxPanelsLimit)
            ? "; a budget of about " + limits::readable(budget) +
                  " panels (RadiationOptions::maxPanels, hydrostatics --panels; the solve's cost grows as its cube) would give that"
            : "; that would take a budget of about " + limits::readable(budget) + " panels, more than the " +
                  std::to_string(AddedMassOptions::kMaxPanelsLimit) + " the solve takes: these waves are too short for the panel method on this hull";
    return Error(where + "frequency " + std::to_string(frequency + 1) + ", omega = " + limits::readable(omega) +
                 " rad/s (wavelength " + limits::readable(wavelength) + " m): the hull's " + std::to_string(surface.hullPanels) +
                 " panels are " + limits::readable(panelSize) + " m across, " + limits::readable(perWavelength) +
                 " to a wavelength, fewer than RadiationOptions::panelsPerWavelength = " +
                 limits::readable(options.panelsPerWavelength) + remedy);
}

} // namespace

Result<std::vector<RadiationCoefficients>> tryRadiationCoefficients(const HullMesh& hull, const FloatingPose& pose,
                                                                    const Vec3& centreOfGravity, const WaterProperties& water,
                                                                    const std::vector<double>& omegas,
                                                                    const RadiationOptions& options) {
    // Every refusal of the hull at this pose names both (an option's refusal names the option): a
    // table, a world or a tool passes it on.
    const std::string where = radiation::solveSite("radiation", hull, pose);
    for (std::size_t f = 0; f < omegas.size(); ++f)
        if (!(omegas[f] > 0.0) || !std::isfinite(omegas[f]))
            return Error(where + "frequency " + std::to_string(f + 1) + ", omega = " + limits::readable(omegas[f]) +
                         " rad/s, must be positive and finite (its limits are tryAddedMass's FrequencyLimit)");
    if (Status valid = radiation::checkPanelInputs("radiation", hull, pose, centreOfGravity, water, options.maxPanels); !valid)
        return valid.error();
    if (!(options.panelsPerWavelength >= 0.0) || !std::isfinite(options.panelsPerWavelength))
        return Error("radiation: RadiationOptions::panelsPerWavelength = " + limits::readable(options.panelsPerWavelength) +
                     " must be finite and not negative (0: not checked)");
    const radiation::PanelSurface surface = options.interiorLid
                                                ? radiation::panelSurfaceWithLid(hull, pose, centreOfGravity, options.maxPanels,
                                                                                 radiation::Slivers::SlicedAcross)
                                                : radiation::panelSurface(hull, pose, centreOfGravity, options.maxPanels,
                                                                          radiation::Slivers::SlicedAcross);
    for (std::size_t f = 0; f < omegas.size(); ++f)
        if (Status fine = checkPanelsPerWavelength(surface, omegas[f], where, f, water, options); !fine) return fine.error();
    const radiation::RankineSystem rankine = radiation::rankineSystem(surface, 1.0);
    // Rotations in radians times the wetted surface's size, so that a rotation and a translation
    // moving the surface alike weigh alike in the check.
    const double length = std::sqrt(std::max(surface.wettedArea, 0.0));
    std::vector<RadiationCoefficients> results;
    for (std::size_t f = 0; f < omegas.size(); ++f) {
        results.push_back(solveAt(surface, rankine, pose, water, omegas[f]));
        if (Status passive = checkDampingIsPassive(results.back(), length, where, f, options.interiorLid); !passive)
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
