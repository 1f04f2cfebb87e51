// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "HydrostaticsReport.h"

#include "CommandLine.h"

#include "hydro/AddedMassTable.h"
#include "hydro/ExactBuoyancy.h"
#include "hydro/Limits.h"
#include "hydro/RadiationDampingEstimate.h"
#include "hydro/RadiationDampingFile.h"
#include "hydro/prepare/MeshFile.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdio>
#include <limits>
#include <stdexcept>

namespace hydro::tool {
namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr double kDegree = kPi / 180.0;
/// An equilibrium this far from upright (roll or pitch) is reported as a list or a capsize.
constexpr double kUprightTolerance = 0.5 * kDegree;

/// `decimals` after the point; a power of ten from 1e7 on ("1e30", not thirty-one digits).
std::string fixed(double value, int decimals) {
    if (!std::isfinite(value)) return std::isnan(value) ? "none" : (value > 0 ? "infinite" : "-infinite");
    if (std::abs(value) >= 1e7) return limits::readable(value);
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    std::string s = text;
    // "-0.000" is a rounding of a tiny negative, not a sign worth printing.
    if (s.find_first_not_of("-0.") == std::string::npos && s[0] == '-') s.erase(0, 1);
    return s;
}

std::string warningText(const char* format, double a, double b = 0.0, double c = 0.0) {
    char text[512];
    std::snprintf(text, sizeof text, format, a, b, c);
    return text;
}

void addWarnings(HydrostaticsReport& r, const HydrostaticAnalysis& analysis) {
    if (r.openEdges > 0)
        r.warnings.push_back("hull open: " + std::to_string(r.openEdges) +
                             " open edges, so the hull encloses no solid and its volumes, centres and "
                             "everything computed from them are not meaningful");
    if (!r.floats) {
        r.warnings.push_back("sinks: the mass " + fixed(r.mass, 1) + " kg is more than the " +
                             fixed(r.options.water.density * r.hullVolume, 1) + " kg of water the whole hull displaces (" +
                             fixed(r.hullVolume, 4) + " m^3)");
        return;
    }
    const FloatingEquilibrium& eq = r.equilibrium;
    if (!eq.converged)
        r.warnings.push_back(warningText("the equilibrium did not converge in %.0f iterations: %.3g m of righting arm "
                                         "is left",
                                         eq.iterations, eq.residualArm));
    if (std::abs(eq.pose.roll) > kUprightTolerance || std::abs(eq.pose.pitch) > kUprightTolerance) {
        // Compare with upright: the roll held at 0, heave and trim free.
        const RightingArm upright = analysis.rightingArm(0.0, 0.0);
        const HydrostaticParticulars p = analysis.particulars({upright.heave, 0.0, upright.pitch});
        if (p.gmTransverse <= 0.0)
            r.warnings.push_back(warningText("capsizes: upright, GM transverse is %.4f m <= 0; it comes to rest at roll "
                                             "%.2f deg, pitch %.2f deg, where the figures below are",
                                             p.gmTransverse, eq.pose.roll / kDegree, eq.pose.pitch / kDegree));
        else if (p.gmLongitudinal <= 0.0)
            r.warnings.push_back(warningText("capsizes end over end: upright, GM longitudinal is %.4f m <= 0; it comes "
                                             "to rest at roll %.2f deg, pitch %.2f deg",
                                             p.gmLongitudinal, eq.pose.roll / kDegree, eq.pose.pitch / kDegree));
        else
            r.warnings.push_back(warningText("lists or trims: at rest at roll %.2f deg and pitch %.2f deg, not upright "
                                             "(G off the centreline or an asymmetric hull)",
                                             eq.pose.roll / kDegree, eq.pose.pitch / kDegree));
    }
    if (r.particulars.gmTransverse <= 0.0)
        r.warnings.push_back(warningText("GM transverse is %.4f m <= 0 at rest: no righting moment in roll (neutral or "
                                         "unstable); it will not come back from a heel",
                                         r.particulars.gmTransverse));
    if (r.particulars.gmLongitudinal <= 0.0)
        r.warnings.push_back(warningText("GM longitudinal is %.4f m <= 0 at rest: no righting moment in pitch",
                                         r.particulars.gmLongitudinal));
}

/// One table line: label, value, unit and an optional note, aligned.
void line(std::ostream& out, const std::string& label, const std::string& value, const std::string& unit,
          const std::string& note = "") {
    char text[512];
    std::snprintf(text, sizeof text, "  %-22s %28s %-7s %s", label.c_str(), value.c_str(), unit.c_str(), note.c_str());
    std::string s = text;
    s.erase(s.find_last_not_of(' ') + 1);
    out << s << "\n";
}

std::string triple(const Vec3& v, int decimals) {
    return fixed(v.x, decimals) + ", " + fixed(v.y, decimals) + ", " + fixed(v.z, decimals);
}

nlohmann::ordered_json numberOrNull(double value) {
    return std::isfinite(value) ? nlohmann::ordered_json(value) : nlohmann::ordered_json(nullptr);
}

nlohmann::ordered_json array(const Vec3& v) { return {v.x, v.y, v.z}; }

/// The added mass at the equilibrium, both limits, and the periods the infinite one gives. With
/// T = 2 pi sqrt(M / C), the period with A is sqrt(T^2 + 4 pi^2 A / C); C from the mode's own figures
/// (rho g A_wp in heave, m g GM in roll and pitch), A in world axes at the equilibrium (its pose has
/// no yaw: roll about world x, pitch about world z).
void addAddedMass(HydrostaticsReport& r, const HullMesh& hull) {
    const HydrostaticParticulars& p = r.particulars;
    const WaterProperties& water = r.options.water;
    AddedMassOptions options;
    options.maxPanels = r.options.panels;
    r.addedMassInfinite = addedMass(hull, p.pose, r.centreOfGravity, water, FrequencyLimit::Infinite, options);
    r.addedMassZero = addedMass(hull, p.pose, r.centreOfGravity, water, FrequencyLimit::Zero, options);
    const Matrix6 world = r.addedMassInfinite.matrix.inAxesTurnedBy(poseRotation(p.pose.roll, p.pose.pitch).transposed());
    auto withAddedMass = [](double period, double added, double stiffness) {
        return stiffness > 0.0 ? std::sqrt(period * period + 4.0 * kPi * kPi * added / stiffness)
                               : std::numeric_limits<double>::infinity();
    };
    const double weight = r.mass * water.gravity;
    r.heavePeriodWithAddedMass = withAddedMass(p.heavePeriod, world(1, 1), water.density * water.gravity * p.waterplaneArea);
    r.rollPeriodWithAddedMass = withAddedMass(p.rollPeriod, world(3, 3), weight * p.gmTransverse);
    r.pitchPeriodWithAddedMass = withAddedMass(p.pitchPeriod, world(5, 5), weight * p.gmLongitudinal);
}

/// The number of fixed-point rounds omega <- sqrt(C / (M + A(omega))): A changes slowly with omega,
/// so each round takes a few percent of the error away (the hemisphere's heave period settles to
/// 1e-4 in three).
constexpr int kNaturalFrequencyRounds = 4;

/// --radiation: the coefficients at the frequencies given, at the --at pose if there is one (the
/// radiation solve holds a body at any pose) or else at the equilibrium, where each mode with
/// restoring also gets its natural frequency with A(omega) at that frequency.
RadiationCase computeRadiation(const HydrostaticsReport& r, const HullMesh& hull) {
    const HydrostaticsOptions& o = r.options;
    RadiationCase c;
    c.atEquilibrium = !o.at;
    const FloatingPose pose = o.at ? FloatingPose{o.at->heave, o.at->roll * kDegree, o.at->pitch * kDegree} : r.particulars.pose;
    RadiationOptions panels;
    panels.maxPanels = o.panels;
    panels.panelsPerWavelength = o.panelsPerWavelength;
    c.coefficients = orThrow(tryRadiationCoefficients(hull, pose, r.centreOfGravity, o.water, o.radiation, panels));
    if (!c.atEquilibrium) return c;
    const HydrostaticParticulars& p = r.particulars;
    const double weight = r.mass * o.water.gravity;
    struct Oscillator {
        std::optional<RadiationCase::Mode>* mode;
        int index;
        double stiffness, period;  // C and the period without added mass, 2 pi sqrt(M / C)
        double inertia() const { return stiffness * period * period / (4.0 * kPi * kPi); }  // M, from the two
    };
    Oscillator modes[3] = {{&c.heave, 1, o.water.density * o.water.gravity * p.waterplaneArea, p.heavePeriod},
                           {&c.roll, 3, weight * p.gmTransverse, p.rollPeriod},
                           {&c.pitch, 5, weight * p.gmLongitudinal, p.pitchPeriod}};
    const Mat3 toWorld = poseRotation(p.pose.roll, p.pose.pitch).transposed();
    std::vector<double> omegas;
    for (const Oscillator& m : modes) {
        if (!(m.stiffness > 0.0) || !std::isfinite(m.period)) continue;
        RadiationCase::Mode mode;
        mode.omega = std::sqrt(m.stiffness / (m.inertia() + r.addedMassInfinite.matrix.inAxesTurnedBy(toWorld)(m.index, m.index)));
        *m.mode = mode;
    }
    for (int round = 0; round < kNaturalFrequencyRounds; ++round) {
        omegas.clear();
        for (const Oscillator& m : modes)
            if (*m.mode) omegas.push_back((*m.mode)->omega);
        if (omegas.empty()) break;
        const std::vector<RadiationCoefficients> at = orThrow(tryRadiationCoefficients(hull, p.pose, r.centreOfGravity, o.water, omegas, panels));
        std::size_t next = 0;
        for (const Oscillator& m : modes) {
            if (!*m.mode) continue;
            RadiationCase::Mode& mode = **m.mode;
            const RadiationCoefficients& coefficients = at[next++];
            const double inertia = m.inertia();
            mode.addedMass = coefficients.addedMass.inAxesTurnedBy(toWorld)(m.index, m.index);
            mode.damping = coefficients.damping.inAxesTurnedBy(toWorld)(m.index, m.index);
            mode.dampingRatio = mode.damping / (2.0 * (inertia + mode.addedMass) * coefficients.omega);
            mode.period = 2.0 * kPi / coefficients.omega;
            mode.omega = std::sqrt(m.stiffness / (inertia + mode.addedMass));
        }
    }
    for (const Oscillator& m : modes)
        if (*m.mode) (*m.mode)->omega = 2.0 * kPi / (*m.mode)->period;  // the frequency A and B were solved at
    return c;
}

/// What the panel method left out as surfaces inside the body and turned round as faces turned
/// inside out (AddedMass.h's innerTriangles and turnedTriangles), if any: of an AddedMass or a
/// RadiationCoefficients.
template <class Solved>
void innerSurfaceLines(std::ostream& out, const Solved& r) {
    if (r.innerTriangles > 0)
        out << "  (" << r.innerTriangles << " triangles, " << fixed(r.innerArea, 3) << " m^2 beside the water's "
            << fixed(r.wettedArea, 3)
            << " m^2, faced into the body, not the water: surfaces of parts inside or through others, or of a part folded "
               "onto itself, left out of the solve)\n";
    if (r.turnedTriangles > 0)
        out << "  (" << r.turnedTriangles << " triangles, " << fixed(r.turnedArea, 3)
            << " m^2, of a part folded inside out faced into the body with the water behind them: turned round to face "
               "the water)\n";
}

void radiationLines(std::ostream& out, const RadiationCase& c) {
    const char* names[6] = {"surge along x", "heave along y", "sway along z", "roll about x", "yaw about y", "pitch about z"};
    for (const RadiationCoefficients& r : c.coefficients) {
        out << "\nRadiation at omega = " << fixed(r.omega, 4) << " rad/s (k = " << fixed(r.wavenumber, 5) << " /m, waves "
            << fixed(2.0 * kPi / r.wavenumber, 3) << " m long; hull axes about G, " << r.panels << " panels and a lid of "
            << r.lidPanels << ")\n";
        for (int i = 0; i < 6; ++i) {
            const char* unit = i < 3 ? "kg" : "kg m^2";
            line(out, names[i], fixed(r.addedMass(i, i), 2), unit,
                 "damping " + fixed(r.damping(i, i), 2) + (i < 3 ? " kg/s" : " kg m^2/s"));
        }
        innerSurfaceLines(out, r);
        if (r.loopsLeftOpen > 0)
            out << "  (" << r.loopsLeftOpen << " of the " << r.waterlineLoops
                << " waterline loops could not be closed by the lid: near their irregular frequencies the figures can spike)\n";
    }
    if (!c.heave && !c.roll && !c.pitch) return;
    out << "\nNatural periods with the added mass at their own frequency, and the damping ratio there\n";
    const std::pair<const char*, const std::optional<RadiationCase::Mode>*> modes[3] = {{"heave", &c.heave}, {"roll", &c.roll}, {"pitch", &c.pitch}};
    for (const auto& [name, mode] : modes)
        if (*mode)
            line(out, name, fixed((*mode)->period, 3), "s",
                 "damping ratio " + fixed((*mode)->dampingRatio, 4) + " at omega " + fixed((*mode)->omega, 4) + " rad/s");
}

/// The six diagonal terms of the added mass at both limits, named as Matrix6.h orders them.
void addedMassLines(std::ostream& out, const Matrix6& infinite, const Matrix6& zero) {
    const char* names[6] = {"surge along x", "heave along y", "sway along z", "roll about x", "yaw about y", "pitch about z"};
    for (int i = 0; i < 6; ++i) {
        const char* unit = i < 3 ? "kg" : "kg m^2";
        line(out, names[i], fixed(infinite(i, i), 2), unit, fixed(zero(i, i), 2) + " " + unit + " at omega -> 0");
    }
}

nlohmann::ordered_json matrixJson(const Matrix6& a) {
    nlohmann::ordered_json rows = nlohmann::ordered_json::array();
    for (int i = 0; i < 6; ++i) rows.push_back({a(i, 0), a(i, 1), a(i, 2), a(i, 3), a(i, 4), a(i, 5)});
    return rows;
}

/// The damage case: the --damaged compartments open to the sea, their buoyancy lost
/// (HydrostaticAnalysis::tryDamaged), and the sea each holds at the damaged equilibrium.
DamageCase computeDamageCase(const HydrostaticAnalysis& intact, const HydrostaticsOptions& options) {
    DamageCase d;
    std::vector<Compartment> compartments;
    for (const DamagedCompartment& given : options.damaged) {
        auto shape = std::make_shared<const HullMesh>(loadHullFile(given.file, HullMeshOptions{}));
        Result<Compartment> compartment = Compartment::tryCreate(given.file, std::move(shape), given.permeability);
        if (!compartment) throw std::invalid_argument(compartment.error().message());
        compartments.push_back(std::move(compartment).value());
        d.compartments.push_back(given.file);
    }
    Result<HydrostaticAnalysis> damaged = intact.tryDamaged(compartments);
    if (!damaged) throw std::invalid_argument(damaged.error().message());
    const HydrostaticAnalysis& analysis = damaged.value();
    d.keptVolume = analysis.intactVolume();
    d.floats = analysis.floats();
    if (!d.floats) return d;
    d.equilibrium = analysis.equilibrium();
    d.particulars = analysis.particulars(d.equilibrium.pose);
    BodyState pose;
    pose.rotation = poseRotation(d.equilibrium.pose.roll, d.equilibrium.pose.pitch);
    pose.centreOfMass = {0.0, d.equilibrium.pose.heave, 0.0};
    pose.centreOfMassInHull = intact.centreOfGravity();
    for (const Compartment& c : compartments)
        d.floodVolumes.push_back(c.permeability() * exactBuoyancy(c.shape(), pose, 0.0, options.water).volume);
    if (options.gzCurve)
        d.gz = analysis.gzCurve(options.gzCurve->from * kDegree, options.gzCurve->to * kDegree, options.gzCurve->step * kDegree);
    return d;
}

/// The GZ table's rows.
void gzLines(std::ostream& out, const GzCurve& gz) {
    out << "  " << "   heel deg" << "        GZ m" << "   pitch deg" << "     heave m\n";
    for (const RightingArm& a : gz.points) {
        char text[128];
        std::snprintf(text, sizeof text, "  %11s %11s %11s %11s\n", fixed(a.heel / kDegree, 2).c_str(),
                      fixed(a.gz, 4).c_str(), fixed(a.pitch / kDegree, 3).c_str(), fixed(a.heave, 4).c_str());
        out << text;
    }
    line(out, "maximum GZ", fixed(gz.maximumGz, 4), "m", "at " + fixed(gz.heelAtMaximum / kDegree, 2) + " deg");
    line(out, "vanishing stability", fixed(gz.vanishingAngle / kDegree, 2), "deg",
         std::isnan(gz.vanishingAngle) ? "GZ does not fall through zero within the curve" : "");
}

nlohmann::ordered_json gzJson(const GzCurve& gz) {
    nlohmann::ordered_json points = nlohmann::ordered_json::array();
    for (const RightingArm& a : gz.points) points.push_back({a.heel / kDegree, a.gz});
    return points;
}

} // namespace

HydrostaticsReport computeHydrostaticsReport(const HydrostaticsOptions& options) {
    HydrostaticsReport r;
    r.options = options;
    HullMeshOptions meshOptions;
    meshOptions.allowOpen = true;  // reported as a warning: a designer's half-finished hull still gets figures
    const HullMesh hull = loadHullFile(options.hullFile, meshOptions);  // any format MeshFile.h reads
    r.triangles = hull.triangleCount();
    r.vertices = hull.vertexCount();
    r.openEdges = hull.report().openEdges;
    r.meshNotes = hull.report().warnings;
    r.hullVolume = hull.volume();
    r.mass = options.mass ? *options.mass : *options.density * hull.volume();
    if (!(r.mass > 0.0))
        throw std::invalid_argument(options.hullFile + ": the hull encloses " + fixed(hull.volume(), 6) + " m^3" +
                                    (r.openEdges ? " (it is open: " + std::to_string(r.openEdges) + " open edges)" : "") +
                                    ", so --density gives no mass; give --mass");
    if (!options.mass) r.mass = massOfSolid(*options.density, hull.volume(), options.hullFile);
    r.centreOfGravity = options.centreOfGravity ? *options.centreOfGravity : hull.centroid();
    const HydrostaticAnalysis analysis(hull, r.mass, r.centreOfGravity, options.water);
    r.floats = analysis.floats();
    if (r.floats) {
        r.equilibrium = analysis.equilibrium();
        r.particulars = analysis.particulars(r.equilibrium.pose);
        addAddedMass(r, hull);
        if (options.gzCurve)
            r.gz = analysis.gzCurve(options.gzCurve->from * kDegree, options.gzCurve->to * kDegree,
                                    options.gzCurve->step * kDegree);
    }
    if (!options.addedMassTable.empty()) {
        const Status written = AddedMassTable::create(hull, r.centreOfGravity, options.water).trySave(options.addedMassTable);
        if (!written) throw std::runtime_error(written.error().message());
    }
    if (options.at) r.at = analysis.buoyancyAt({options.at->heave, options.at->roll * kDegree, options.at->pitch * kDegree});
    if (!options.damaged.empty()) r.damaged = computeDamageCase(analysis, options);
    if (!options.radiationDampingFile.empty()) {
        // What the action estimates for a body of this hull, mass and centre registered with the
        // default model (its added mass on) and the panel method, the solid's inertia at that mass.
        const MassProperties solid = hull.massPropertiesForMass(r.mass);
        const Matrix6 addedAtRest =
            AddedMassTable::create(hull, r.centreOfGravity, options.water).at(r.mass / (options.water.density * hull.volume()));
        RadiationDampingOptions method;
        method.method = RadiationDampingMethod::PanelMethod;
        method.maxPanels = options.panels;
        const RadiationDamping damping =
            estimateRadiationDamping(hull, r.mass, r.centreOfGravity, solid.inertia, options.water, addedAtRest, method);
        if (Status written = trySaveRadiationDamping(damping, options.radiationDampingFile); !written)
            throw std::runtime_error(written.error().message());
    }
    if (!options.radiation.empty()) {
        if (!r.floats && !options.at)
            throw std::invalid_argument(options.hullFile + ": --radiation needs the hull floating (it sinks at " +
                                        fixed(r.mass, 1) + " kg) or a pose given with --at");
        r.radiation = computeRadiation(r, hull);
    }
    addWarnings(r, analysis);
    if (r.damaged && !r.damaged->floats)
        r.warnings.push_back("sinks when damaged: the mass " + fixed(r.mass, 1) + " kg is more than the " +
                             fixed(options.water.density * r.damaged->keptVolume, 1) +
                             " kg of water the hull displaces fully under with its damaged compartments open to the sea (" +
                             fixed(r.damaged->keptVolume, 4) + " m^3 of its " + fixed(r.hullVolume, 4) + ")");
    return r;
}

void writeText(const HydrostaticsReport& r, std::ostream& out) {
    const HydrostaticsOptions& o = r.options;
    out << "Hydrostatics of " << o.hullFile << " on flat water\n";
    line(out, "hull", std::to_string(r.triangles), "tris", std::to_string(r.vertices) + " vertices, " +
         (r.openEdges ? std::to_string(r.openEdges) + " open edges" : std::string("closed")));
    line(out, "solid volume", fixed(r.hullVolume, 5), "m^3");
    line(out, "mass", fixed(r.mass, 2), "kg", o.density ? "density " + fixed(*o.density, 2) + " kg/m^3 x solid volume" : "");
    line(out, "centre of gravity", triple(r.centreOfGravity, 4), "m",
         o.centreOfGravity ? "hull coordinates" : "hull coordinates, the solid's centroid");
    line(out, "water density", fixed(o.water.density, 2), "kg/m^3");
    line(out, "gravity", fixed(o.water.gravity, 4), "m/s^2");
    for (const std::string& note : r.meshNotes) out << "  note: " << note << "\n";

    if (r.floats) {
        const HydrostaticParticulars& p = r.particulars;
        out << "\nEquilibrium (heave, roll and pitch where the weight and the buoyancy balance)\n";
        line(out, "heave", fixed(p.pose.heave, 4), "m", "centre of gravity above the surface");
        line(out, "roll", fixed(p.pose.roll / kDegree, 3), "deg", "positive: starboard down");
        line(out, "pitch", fixed(p.pose.pitch / kDegree, 3), "deg", "positive: bow up");
        line(out, "draft", fixed(p.draft, 4), "m", "lowest point below the surface");
        line(out, "displaced volume", fixed(p.volume, 5), "m^3");
        line(out, "displacement", fixed(p.displacementMass, 2), "kg");
        line(out, "centre of buoyancy", triple(p.centreOfBuoyancy, 4), "m", "hull coordinates");
        line(out, "waterplane area", fixed(p.waterplaneArea, 4), "m^2");
        line(out, "centre of flotation", fixed(p.centreOfFlotationX, 4) + ", " + fixed(p.centreOfFlotationZ, 4), "m",
             "hull x, z");
        out << "\nStability (heights above the keel, vertical at the equilibrium)\n";
        line(out, "KB", fixed(p.kb, 4), "m");
        line(out, "BM transverse", fixed(p.bmTransverse, 4), "m");
        line(out, "BM longitudinal", fixed(p.bmLongitudinal, 4), "m");
        line(out, "KG", fixed(p.kg, 4), "m");
        line(out, "GM transverse", fixed(p.gmTransverse, 4), "m");
        line(out, "GM longitudinal", fixed(p.gmLongitudinal, 4), "m");
        out << "\nAdded mass at the equilibrium (hull axes about G, at omega -> infinity as the simulation applies it;"
               " the panel method of docs/added_mass.md on "
            << r.addedMassInfinite.panels << " panels)\n";
        innerSurfaceLines(out, r.addedMassInfinite);
        addedMassLines(out, r.addedMassInfinite.matrix, r.addedMassZero.matrix);
        out << "\nNatural periods (the solid hull's inertia at its mass; with the added mass at omega -> infinity)\n";
        line(out, "heave", fixed(p.heavePeriod, 3), "s", "with added mass " + fixed(r.heavePeriodWithAddedMass, 3) + " s");
        line(out, "roll", fixed(p.rollPeriod, 3), "s", "with added mass " + fixed(r.rollPeriodWithAddedMass, 3) + " s");
        line(out, "pitch", fixed(p.pitchPeriod, 3), "s", "with added mass " + fixed(r.pitchPeriodWithAddedMass, 3) + " s");
    }
    if (r.radiation) radiationLines(out, *r.radiation);
    if (r.gz) {
        out << "\nRighting arm (heave and pitch re-solved at each heel)\n";
        gzLines(out, *r.gz);
    }
    if (r.damaged && r.damaged->floats) {
        const DamageCase& d = *r.damaged;
        const HydrostaticParticulars& p = d.particulars;
        out << "\nDamaged: open to the sea, their buoyancy lost (the lost-buoyancy method, docs/flooding.md §3)\n";
        for (std::size_t c = 0; c < d.compartments.size(); ++c)
            line(out, "flooded", fixed(d.floodVolumes[c], 5), "m^3", d.compartments[c] + ", permeability " +
                 fixed(o.damaged[c].permeability, 2));
        line(out, "heave", fixed(p.pose.heave, 4), "m", "centre of gravity above the surface");
        line(out, "roll", fixed(p.pose.roll / kDegree, 3), "deg", "positive: starboard down");
        line(out, "pitch", fixed(p.pose.pitch / kDegree, 3), "deg", "positive: bow up");
        line(out, "draft", fixed(p.draft, 4), "m", "lowest point below the surface");
        line(out, "waterplane area", fixed(p.waterplaneArea, 4), "m^2", "the compartments' share taken out");
        line(out, "KB", fixed(p.kb, 4), "m");
        line(out, "BM transverse", fixed(p.bmTransverse, 4), "m");
        line(out, "BM longitudinal", fixed(p.bmLongitudinal, 4), "m");
        line(out, "GM transverse", fixed(p.gmTransverse, 4), "m");
        line(out, "GM longitudinal", fixed(p.gmLongitudinal, 4), "m");
        if (d.gz) {
            out << "\nRighting arm when damaged\n";
            gzLines(out, *d.gz);
        }
    }
    if (r.at) {
        const PoseInDegrees& pose = *o.at;
        out << "\nAt heave " << fixed(pose.heave, 4) << " m, roll " << fixed(pose.roll, 3) << " deg, pitch "
            << fixed(pose.pitch, 3) << " deg\n";
        line(out, "buoyancy force", triple(r.at->force, 2), "N", "world axes, weight not included");
        line(out, "torque about G", triple(r.at->torque, 2), "N m", "world axes");
        line(out, "displaced volume", fixed(r.at->volume, 5), "m^3");
        line(out, "centre of buoyancy", triple(r.at->centreOfBuoyancy, 4), "m", "hull coordinates");
    }
    if (!o.addedMassTable.empty()) out << "\nAdded mass table written to " << o.addedMassTable << "\n";
    if (!o.radiationDampingFile.empty()) out << "Radiation damping written to " << o.radiationDampingFile << "\n";
    if (!r.warnings.empty()) out << "\n";
    for (const std::string& w : r.warnings) out << "warning: " << w << "\n";
}

void writeJson(const HydrostaticsReport& r, std::ostream& out) {
    using Json = nlohmann::ordered_json;
    const HydrostaticParticulars& p = r.particulars;
    Json j;
    j["hull"] = r.options.hullFile;
    j["triangles"] = r.triangles;
    j["open_edges"] = r.openEdges;
    j["mass"] = r.mass;
    j["centre_of_gravity"] = array(r.centreOfGravity);
    j["water_density"] = r.options.water.density;
    j["gravity"] = r.options.water.gravity;
    j["floats"] = r.floats;
    if (r.floats) {
        j["volume"] = p.volume;
        j["displacement_mass"] = p.displacementMass;
        j["equilibrium"] = {{"heave", p.pose.heave},
                            {"roll_deg", p.pose.roll / kDegree},
                            {"pitch_deg", p.pose.pitch / kDegree},
                            {"draft", p.draft},
                            {"converged", r.equilibrium.converged},
                            {"residual_arm", r.equilibrium.residualArm}};
        j["centre_of_buoyancy"] = array(p.centreOfBuoyancy);
        j["waterplane_area"] = p.waterplaneArea;
        j["centre_of_flotation"] = {p.centreOfFlotationX, p.centreOfFlotationZ};
        j["kb"] = p.kb;
        j["bm_t"] = p.bmTransverse;
        j["bm_l"] = p.bmLongitudinal;
        j["kg"] = p.kg;
        j["gm_t"] = p.gmTransverse;
        j["gm_l"] = p.gmLongitudinal;
        j["periods"] = {{"heave", numberOrNull(p.heavePeriod)},
                        {"roll", numberOrNull(p.rollPeriod)},
                        {"pitch", numberOrNull(p.pitchPeriod)}};
        j["added_mass"] = {{"axes", "hull axes about G: surge x, heave y, sway z, roll, yaw, pitch"},
                           {"infinite_frequency", matrixJson(r.addedMassInfinite.matrix)},
                           {"zero_frequency", matrixJson(r.addedMassZero.matrix)},
                           {"panels", r.addedMassInfinite.panels},
                           {"inner_area_left_out", r.addedMassInfinite.innerArea},
                           {"turned_area", r.addedMassInfinite.turnedArea}};
        j["periods_with_added_mass"] = {{"heave", numberOrNull(r.heavePeriodWithAddedMass)},
                                        {"roll", numberOrNull(r.rollPeriodWithAddedMass)},
                                        {"pitch", numberOrNull(r.pitchPeriodWithAddedMass)}};
    } else {
        j["volume"] = r.hullVolume;  // all of it under, and still not enough
        j["displacement_mass"] = r.options.water.density * r.hullVolume;
    }
    if (r.gz) {
        j["gz"] = gzJson(*r.gz);
        j["gz_max"] = r.gz->maximumGz;
        j["gz_max_heel_deg"] = r.gz->heelAtMaximum / kDegree;
        j["vanishing_angle_deg"] = numberOrNull(r.gz->vanishingAngle / kDegree);
    }
    if (r.at) {
        j["at"] = {{"heave", r.options.at->heave},
                   {"roll_deg", r.options.at->roll},
                   {"pitch_deg", r.options.at->pitch},
                   {"force", array(r.at->force)},
                   {"torque", array(r.at->torque)},
                   {"volume", r.at->volume},
                   {"centre_of_buoyancy", array(r.at->centreOfBuoyancy)}};
    }
    if (r.damaged) {
        const DamageCase& d = *r.damaged;
        Json compartments = Json::array();
        for (std::size_t c = 0; c < d.compartments.size(); ++c)
            compartments.push_back({{"file", d.compartments[c]},
                                    {"permeability", r.options.damaged[c].permeability},
                                    {"flood_volume", d.floats ? numberOrNull(d.floodVolumes[c]) : Json(nullptr)}});
        Json damaged = {{"method", "lost buoyancy"}, {"compartments", compartments}, {"floats", d.floats}};
        if (d.floats) {
            const HydrostaticParticulars& damagedFigures = d.particulars;
            damaged["equilibrium"] = {{"heave", damagedFigures.pose.heave},
                                      {"roll_deg", damagedFigures.pose.roll / kDegree},
                                      {"pitch_deg", damagedFigures.pose.pitch / kDegree},
                                      {"draft", damagedFigures.draft},
                                      {"converged", d.equilibrium.converged}};
            damaged["waterplane_area"] = damagedFigures.waterplaneArea;
            damaged["kb"] = damagedFigures.kb;
            damaged["bm_t"] = damagedFigures.bmTransverse;
            damaged["bm_l"] = damagedFigures.bmLongitudinal;
            damaged["gm_t"] = damagedFigures.gmTransverse;
            damaged["gm_l"] = damagedFigures.gmLongitudinal;
            if (d.gz) {
                damaged["gz"] = gzJson(*d.gz);
                damaged["gz_max"] = d.gz->maximumGz;
                damaged["vanishing_angle_deg"] = numberOrNull(d.gz->vanishingAngle / kDegree);
            }
        }
        j["damaged"] = damaged;
    }
    if (r.radiation) {
        Json coefficients = Json::array();
        for (const RadiationCoefficients& c : r.radiation->coefficients)
            coefficients.push_back({{"omega", c.omega},
                                    {"added_mass", matrixJson(c.addedMass)},
                                    {"damping", matrixJson(c.damping)},
                                    {"panels", c.panels},
                                    {"lid_panels", c.lidPanels},
                                    {"inner_area_left_out", c.innerArea},
                                    {"turned_area", c.turnedArea},
                                    {"waterline_loops_left_open", c.loopsLeftOpen}});
        j["radiation"] = coefficients;
        j["radiation_pose"] = r.radiation->atEquilibrium ? "equilibrium" : "at";
        Json modes = Json::object();
        const std::pair<const char*, const std::optional<RadiationCase::Mode>*> named[3] = {
            {"heave", &r.radiation->heave}, {"roll", &r.radiation->roll}, {"pitch", &r.radiation->pitch}};
        for (const auto& [name, mode] : named)
            if (*mode)
                modes[name] = {{"period", (*mode)->period},
                               {"omega", (*mode)->omega},
                               {"added_mass", (*mode)->addedMass},
                               {"damping", (*mode)->damping},
                               {"damping_ratio", (*mode)->dampingRatio}};
        if (!modes.empty()) j["periods_at_own_frequency"] = modes;
    }
    j["warnings"] = r.warnings;
    out << j.dump(2) << "\n";
}

} // namespace hydro::tool
