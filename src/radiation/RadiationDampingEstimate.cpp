// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/RadiationDampingEstimate.h"
#include "hydro/ForceKernel.h"
#include "hydro/Hydrostatics.h"
#include "hydro/Radiation.h"

#include "base/MathConstants.h"
#include "forces/SubmergedPieces.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

namespace hydro {
namespace {

/// Largest change of the wave's phase k x across one quadrature cell, rad: the midpoint rule's
/// relative error on e^{i phase} is about its square / 24, 0.3 %.
constexpr double kMaxPhasePerCell = 0.25;
/// Most cells along a piece's edge. Past it (k times the edge above 12 rad: a body whose length is
/// hundreds of times its draft, since k = 1 / mean draft in heave) the cells span more than the phase
/// limit; the rapidly turning integrand then cancels to a small sum either way, and the cost stays
/// bounded (at most 48^2 points a piece).
constexpr int kMaxCellsPerEdge = 48;
/// Headings over half the circle: |X(beta + pi)| = |X(beta)| (the integrand is real, so X turns into
/// its conjugate). The integrand is smooth and periodic, so the rectangle rule converges
/// geometrically; 32 headings resolve hulls many wavelengths long.
constexpr int kHeadings = 32;

/// A quadrature point of the wetted surface at rest: its horizontal position and its weight
/// e^{k y} N dS for one mode.
struct WavePoint {
    double x, z, weight;
};

/// The wetted surface's pieces at rest, in world coordinates with G above the origin.
struct WetPiece {
    Vec3 a, b, c;
};

std::vector<WetPiece> wettedSurface(const HullMesh& hull, const Mat3& rotation, const Vec3& centreOfGravity,
                                    double heave) {
    std::vector<WetPiece> pieces;
    auto world = [&](std::size_t v) { return rotation * (hull.vertex(v) - centreOfGravity) + Vec3{0.0, heave, 0.0}; };
    for (std::size_t t = 0; t < hull.triangleCount(); ++t) {
        const auto tri = hull.triangle(t);
        const std::array<Vec3, 3> p = {world(tri[0]), world(tri[1]), world(tri[2])};
        forEachSubmergedPiece(p, {p[0].y, p[1].y, p[2].y},
                              [&](const Vec3& a, const Vec3& b, const Vec3& c) { pieces.push_back({a, b, c}); });
    }
    return pieces;
}

/// B = k omega / (4 pi rho g^2) * integral of |X|^2 over all headings, X = rho g sum(w e^{i k (x cos + z sin)})
/// (RadiationDamping.h), for the mode whose integrand N a piece's point gets from `modeOf`.
template <class Mode>
double haskindDamping(const std::vector<WetPiece>& pieces, double omega, const WaterProperties& water, Mode&& modeOf) {
    const double k = omega * omega / water.gravity;
    std::vector<WavePoint> points;
    for (const WetPiece& piece : pieces) {
        const Vec3 areaVector = cross(piece.b - piece.a, piece.c - piece.a) * 0.5;
        const double area = length(areaVector);
        if (!(area > 0.0)) continue;
        const Vec3 normal = areaVector / area;
        const double edge = std::max({length(piece.b - piece.a), length(piece.c - piece.b), length(piece.a - piece.c)});
        // m^2 cells of a uniform subdivision, each small against the wavelength; midpoint rule.
        const int m = int(std::clamp(std::ceil(k * edge / kMaxPhasePerCell), 1.0, double(kMaxCellsPerEdge)));
        const double cellArea = area / double(m * m);
        auto add = [&](double u, double v) {
            const Vec3 p = piece.a + (piece.b - piece.a) * (u / m) + (piece.c - piece.a) * (v / m);
            points.push_back({p.x, p.z, std::exp(k * p.y) * modeOf(p, normal) * cellArea});
        };
        for (int i = 0; i < m; ++i)
            for (int j = 0; i + j < m; ++j) {
                add(i + 1.0 / 3.0, j + 1.0 / 3.0);                     // the cell with its corner at (i, j)
                if (i + j + 1 < m) add(i + 2.0 / 3.0, j + 2.0 / 3.0);  // and the inverted one beside it
            }
    }
    double sum = 0.0;
    for (int h = 0; h < kHeadings; ++h) {
        const double heading = kPi * (h + 0.5) / kHeadings;
        const double cx = k * std::cos(heading), cz = k * std::sin(heading);
        double re = 0.0, im = 0.0;
        for (const WavePoint& p : points) {
            const double phase = cx * p.x + cz * p.z;
            re += p.weight * std::cos(phase);
            im += p.weight * std::sin(phase);
        }
        sum += re * re + im * im;
    }
    const double integral = 2.0 * (kPi / kHeadings) * sum;  // both halves of the circle
    return k * omega * water.density / (4.0 * kPi) * integral;  // the (rho g)^2 of X over rho g^2
}

/// omega = sqrt(stiffness / inertia), or 0 where the mode has no restoring.
double naturalFrequency(double stiffness, double inertia) {
    return stiffness > 0.0 && inertia > 0.0 ? std::sqrt(stiffness / inertia) : 0.0;
}

Mat3 outer(const Vec3& a, const Vec3& b) {
    Mat3 r;
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j) r(i, j) = a[i] * b[j];
    return r;
}

/// Steps 1 and 2 of the estimate (RadiationDampingEstimate.h): Haskind's relation with the
/// Froude-Krylov force at the natural frequencies already in `damping`.
void haskindEstimate(RadiationDamping& damping, const HullMesh& hull, const Mat3& rotation, const Vec3& centreOfGravity,
                     double heave, const WaterProperties& water) {
    const std::vector<WetPiece> pieces = wettedSurface(hull, rotation, centreOfGravity, heave);
    const Vec3 g{0.0, heave, 0.0};
    const Vec3 rollAxis{1.0, 0.0, 0.0}, pitchAxis{0.0, 0.0, 1.0};
    if (damping.heaveFrequency > 0.0)
        damping.heave = haskindDamping(pieces, damping.heaveFrequency, water, [](const Vec3&, const Vec3& n) { return n.y; });
    auto momentAbout = [&](const Vec3& axis) {
        return [&g, axis](const Vec3& p, const Vec3& n) { return dot(cross(p - g, n), axis); };
    };
    if (damping.rollFrequency > 0.0)
        damping.roll = haskindDamping(pieces, damping.rollFrequency, water, momentAbout(rollAxis));
    if (damping.pitchFrequency > 0.0)
        damping.pitch = haskindDamping(pieces, damping.pitchFrequency, water, momentAbout(pitchAxis));
}

/// The panel method's damping of each oscillating mode at its natural frequency already in
/// `damping`: its own diagonal term, in world axes at rest. A mode's damping is the power its waves
/// carry away, never negative; the panels' round-off can leave -1e-4 of it where it is nearly zero
/// (a box's heave at k T = 3), which is taken as zero so the kernel never feeds energy in.
Status panelMethodDamping(RadiationDamping& damping, const HullMesh& hull, const FloatingPose& rest, const Vec3& centreOfGravity,
                          const WaterProperties& water, std::size_t maxPanels) {
    double* const coefficient[3] = {&damping.heave, &damping.roll, &damping.pitch};
    const double frequency[3] = {damping.heaveFrequency, damping.rollFrequency, damping.pitchFrequency};
    const int index[3] = {1, 3, 5};
    std::vector<double> omegas;
    for (double omega : frequency)
        if (omega > 0.0) omegas.push_back(omega);
    if (omegas.empty()) return {};
    RadiationOptions options;
    options.maxPanels = maxPanels;
    const Result<std::vector<RadiationCoefficients>> solved = tryRadiationCoefficients(hull, rest, centreOfGravity, water, omegas, options);
    if (!solved) return solved.error();
    const Mat3 toWorld = poseRotation(rest.roll, rest.pitch).transposed();
    std::size_t next = 0;
    for (int mode = 0; mode < 3; ++mode)
        if (frequency[mode] > 0.0)
            *coefficient[mode] = std::max(0.0, solved.value()[next++].damping.inAxesTurnedBy(toWorld)(index[mode], index[mode]));
    return {};
}

} // namespace

RadiationDamping estimateRadiationDamping(const HullMesh& hull, double mass, const Vec3& centreOfGravity,
                                          const Mat3& inertiaAboutG, const WaterProperties& water,
                                          const Matrix6& addedMass, const RadiationDampingOptions& options) {
    return orThrow(tryEstimateRadiationDamping(hull, mass, centreOfGravity, inertiaAboutG, water, addedMass, options));
}

Result<RadiationDamping> tryEstimateRadiationDamping(const HullMesh& hull, double mass, const Vec3& centreOfGravity,
                                                     const Mat3& inertiaAboutG, const WaterProperties& water,
                                                     const Matrix6& addedMass, const RadiationDampingOptions& options) {
    const Result<HydrostaticAnalysis> loaded = HydrostaticAnalysis::create(hull, mass, centreOfGravity, water);
    if (!loaded) return loaded.error();
    const HydrostaticAnalysis& analysis = loaded.value();
    RadiationDamping damping;
    damping.hullTriangles = hull.triangleCount();
    damping.hullVolume = hull.volume();
    damping.mass = mass;
    damping.centreOfGravity = centreOfGravity;
    damping.waterDensity = water.density;
    if (!analysis.floats()) return damping;
    const FloatingEquilibrium rest = analysis.equilibrium();
    if (!rest.floats) return damping;
    const HydrostaticParticulars at = analysis.particulars(rest.pose);
    const Mat3 rotation = poseRotation(rest.pose.roll, rest.pose.pitch);
    const Mat3 inertia = rotation * inertiaAboutG * rotation.transposed();  // world axes at rest
    // The pose has no yaw: the horizontal roll axis is world x, the pitch axis world z.
    const Vec3 rollAxis{1.0, 0.0, 0.0}, pitchAxis{0.0, 0.0, 1.0};
    const double weight = mass * water.gravity;
    const Matrix6 added = addedMass.inAxesTurnedBy(rotation.transposed());  // world axes at rest
    damping.restVolume = at.volume;
    damping.heaveFrequency = naturalFrequency(water.density * water.gravity * at.waterplaneArea, mass + added(1, 1));
    damping.rollFrequency = naturalFrequency(weight * at.gmTransverse, dot(rollAxis, inertia * rollAxis) + added(3, 3));
    damping.pitchFrequency =
        naturalFrequency(weight * at.gmLongitudinal, dot(pitchAxis, inertia * pitchAxis) + added(5, 5));

    if (options.method == RadiationDampingMethod::PanelMethod) {
        if (Status solved = panelMethodDamping(damping, hull, rest.pose, centreOfGravity, water, options.maxPanels); !solved)
            return solved.error();
    } else {
        haskindEstimate(damping, hull, rotation, centreOfGravity, rest.pose.heave, water);
    }
    const Mat3 worldTensor = outer(rollAxis, rollAxis) * damping.roll + outer(pitchAxis, pitchAxis) * damping.pitch;
    damping.rotational = rotation.transposed() * worldTensor * rotation;
    return damping;
}

} // namespace hydro
