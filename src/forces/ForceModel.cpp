// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/ForceModel.h"

#include "hydro/Limits.h"

#include <algorithm>
#include <cmath>
#include <sstream>
#include <string>

namespace hydro {

// Preset values were tuned on the assets they name (assets/hulls/), at the masses the demo gives
// them, and are given for those (sizedFor): a heeled boat returns upright in a few rolls, a dropped
// crate stops bobbing in a few cycles, and a body of another size gets them Froude-scaled
// (resolvedFor). Pressure drag of order 1/2 rho v_r^2 C_D with C_D ~ 0.5 (a few hundred Pa at
// 1 m/s), with falloff 1 (projected area) or, for the displacement hull, 2 (below), so that glancing
// bow sections (cos ~ 0.25) do not dominate the resistance.

ForceModel ForceModel::hydrostaticOnly() {
    ForceModel m;
    m.frictionScale = 0.0;
    m.radiationDamping = 0.0;
    m.hullLift = 0.0;
    m.crossFlowDrag = 0.0;
    m.addedMass = 0.0;
    return m;
}

ForceModel ForceModel::displacementBoat() {
    // Falloff 2 on the pressure and suction drag: the cross-flow principle on each piece, the normal
    // force on an inclined plate going as sin^2 of its angle to the flow (S. F. Hoerner,
    // "Fluid-Dynamic Drag", 1965, ch. 3), so that a fine bow meets the water ahead far less than a
    // side meets it broadside. With falloff 1 the bow's glancing pieces resisted the boat ahead and
    // the hull's ends its yaw so much that the boat with the rudder and screws its size calls for
    // (sizeSteering) had not turned 180 degrees in 90 s (issue 45 §3).
    ForceModel m;
    m.pressureDragLinear = 100.0;
    m.pressureDragQuadratic = 250.0;
    m.pressureFalloff = 2.0;
    m.suctionDragLinear = 100.0;
    m.suctionDragQuadratic = 150.0;
    m.suctionFalloff = 2.0;
    m.slammingScale = 0.5;
    m.airDragCoefficient = 0.8;
    m.angularDamping = 10000.0;
    m.linearDamping = 200.0;
    m.crossFlowDrag = 0.0;
    m.sizedFor = {10.0, 14000.0};  // displacement_boat.obj
    return m;
}

ForceModel ForceModel::planingBoat() {
    ForceModel m;
    m.pressureDragLinear = 100.0;
    m.pressureDragQuadratic = 300.0;
    m.pressureFalloff = 1.0;
    m.suctionDragLinear = 50.0;
    m.suctionDragQuadratic = 100.0;
    m.suctionFalloff = 1.0;
    m.slammingScale = 1.0;
    m.airDragCoefficient = 1.0;
    m.angularDamping = 1500.0;
    m.linearDamping = 50.0;
    // The hull's lift at a drift angle, as displacementBoat(): the pressure drag only resists each
    // piece's own normal motion and makes no lift across the flow, and without the lift the
    // speedboat with a rudder at 35 degrees slid round a tactical diameter of 7.8 L (IMO: 5 L;
    // issue 45 §3). Clarke's regression is of displacement hulls; on a planing hull it is the
    // low-aspect-ratio wing of what stays immersed, and it falls with the immersed volume as the
    // hull rises (HullManoeuvring.h). The cross flow is the pressure drag's.
    m.crossFlowDrag = 0.0;
    m.sizedFor = {6.0, 2000.0};  // speedboat.obj
    return m;
}

ForceModel ForceModel::floatingCrate() {
    ForceModel m;
    m.pressureDragLinear = 100.0;
    m.pressureDragQuadratic = 500.0;
    m.pressureFalloff = 1.0;
    m.suctionDragLinear = 50.0;
    m.suctionDragQuadratic = 250.0;
    m.suctionFalloff = 1.0;
    m.airDragCoefficient = 1.0;
    m.cattoLinearDrag = 0.5;
    m.cattoAngularDrag = 0.5;
    m.hullLift = 0.0;  // a crate is no hull: its pressure drag resists every way alike
    m.crossFlowDrag = 0.0;
    m.sizedFor = {1.0, 150.0};  // box.obj
    return m;
}

namespace {

/// A field and the closed range it must lie in (Limits.h). A table of member pointers, built once:
/// the kernel checks the model every call, and building the values into an array each time was 5 %
/// of a 12-triangle call.
struct Field {
    const char* name;
    double ForceModel::*member;
    double low, high;
};

constexpr double kC = limits::kMaxCoefficient;
constexpr double kBody = limits::kMaxBodyDampingCoefficient;
constexpr Field kFields[] = {
    {"frictionScale", &ForceModel::frictionScale, 0.0, kC},
    {"minReynolds", &ForceModel::minReynolds, 1.0, limits::kMaxReynolds},
    {"pressureDragLinear", &ForceModel::pressureDragLinear, 0.0, kC},
    {"pressureDragQuadratic", &ForceModel::pressureDragQuadratic, 0.0, kC},
    {"pressureFalloff", &ForceModel::pressureFalloff, 1.0 / limits::kMaxExponent, limits::kMaxExponent},
    {"suctionDragLinear", &ForceModel::suctionDragLinear, 0.0, kC},
    {"suctionDragQuadratic", &ForceModel::suctionDragQuadratic, 0.0, kC},
    {"suctionFalloff", &ForceModel::suctionFalloff, 1.0 / limits::kMaxExponent, limits::kMaxExponent},
    {"referenceSpeed", &ForceModel::referenceSpeed, limits::kMinReferenceSpeed, limits::kMaxSpeed},
    {"slammingScale", &ForceModel::slammingScale, 0.0, kC},
    {"slammingMaxAcceleration", &ForceModel::slammingMaxAcceleration, 1e-3, kC},
    {"slammingPower", &ForceModel::slammingPower, 1.0 / limits::kMaxExponent, limits::kMaxExponent},
    {"slammingDuration", &ForceModel::slammingDuration, limits::kMinSlammingDuration, limits::kMaxSlammingDuration},
    {"airDragCoefficient", &ForceModel::airDragCoefficient, 0.0, kC},
    {"linearDamping", &ForceModel::linearDamping, 0.0, kBody},
    {"quadraticDamping", &ForceModel::quadraticDamping, 0.0, kBody},
    {"angularDamping", &ForceModel::angularDamping, 0.0, kBody},
    {"quadraticAngularDamping", &ForceModel::quadraticAngularDamping, 0.0, kBody},
    {"radiationDamping", &ForceModel::radiationDamping, 0.0, kC},
    {"addedMass", &ForceModel::addedMass, 0.0, kC},
    {"hullLift", &ForceModel::hullLift, 0.0, kC},
    {"crossFlowDrag", &ForceModel::crossFlowDrag, 0.0, kC},
    {"cattoLinearDrag", &ForceModel::cattoLinearDrag, 0.0, kC},
    {"cattoAngularDrag", &ForceModel::cattoAngularDrag, 0.0, kC},
};

/// How a size-dependent coefficient scales with the body (ForceModel::resolvedFor): its factor is
/// mu^massPower lambda^(lengthPower / 2), mu and lambda the ratios of the masses and the lengths.
struct Scaling {
    const char* name;
    double ForceModel::*member;
    int massPower;
    int halfLengthPower;  ///< twice lambda's exponent: every exponent is a multiple of 1/2
    const char* unit;
};

constexpr Scaling kScalings[] = {
    {"pressureDragLinear", &ForceModel::pressureDragLinear, 0, 1, "Pa"},
    {"suctionDragLinear", &ForceModel::suctionDragLinear, 0, 1, "Pa"},
    {"slammingDuration", &ForceModel::slammingDuration, 0, 1, "s"},
    {"linearDamping", &ForceModel::linearDamping, 1, -1, "N s/m"},
    {"quadraticDamping", &ForceModel::quadraticDamping, 1, -2, "N s^2/m^2"},
    {"angularDamping", &ForceModel::angularDamping, 1, 3, "N m s"},
    {"quadraticAngularDamping", &ForceModel::quadraticAngularDamping, 1, 4, "N m s^2"},
    {"cattoLinearDrag", &ForceModel::cattoLinearDrag, 0, -1, "1/s"},
    {"cattoAngularDrag", &ForceModel::cattoAngularDrag, 0, -1, "1/s"},
};

/// mu^massPower sqrt(lambda)^halfLengthPower, by products alone: the kernel resolves a sized
/// model every call.
double factor(const Scaling& s, double mu, double rootLambda) {
    double f = 1.0;
    for (int i = 0; i < s.massPower; ++i) f *= mu;
    for (int i = 0; i < s.halfLengthPower; ++i) f *= rootLambda;
    for (int i = 0; i > s.halfLengthPower; --i) f /= rootLambda;
    return f;
}

/// sizedFor is unset, or a hull length and a mass within Limits.h.
bool validSize(const ForceModel& m) {
    const BodySize& size = m.sizedFor;
    return !m.isSized() || (size.length > 0.0 && size.length <= 2.0 * limits::kMaxHullCoordinate &&
                             limits::kMassRange.contains(size.mass));
}

const Field* firstInvalid(const ForceModel& m) {
    for (const Field& f : kFields)
        if (!limits::within(m.*f.member, f.low, f.high)) return &f;
    return nullptr;
}

std::string format(double x) {
    std::ostringstream s;
    s << x;
    return s.str();
}

} // namespace

const char* ForceModel::firstInvalidField() const {
    if (const Field* bad = firstInvalid(*this)) return bad->name;
    return validSize(*this) ? nullptr : "sizedFor";
}

Status ForceModel::check() const {
    if (const Field* bad = firstInvalid(*this))
        return Error(std::string("ForceModel: ") + bad->name + " = " + format(this->*bad->member) +
                     " is not allowed (must be in [" + format(bad->low) + ", " + format(bad->high) + "])");
    if (!validSize(*this))
        return Error("ForceModel: sizedFor = {" + format(sizedFor.length) + " m, " + format(sizedFor.mass) +
                     " kg} is not allowed (both 0 for absolute coefficients, or a length in (0, " +
                     format(2.0 * limits::kMaxHullCoordinate) + "] m and a mass in " +
                     limits::rangeText(limits::kMassRange) + ")");
    return {};
}

ForceModel ForceModel::resolvedFor(const BodySize& body) const {
    ForceModel resolved = *this;
    if (!isSized()) return resolved;
    const double mu = body.mass / sizedFor.mass;
    const double rootLambda = std::sqrt(body.length / sizedFor.length);
    for (const Scaling& s : kScalings) resolved.*s.member *= factor(s, mu, rootLambda);
    resolved.sizedFor = {};
    return resolved;
}

std::string ForceModel::scaleWarnings(const BodySize& body) const {
    if (isSized()) return {};
    const ForceModel presets[] = {displacementBoat().resolvedFor(body), planingBoat().resolvedFor(body),
                                  floatingCrate().resolvedFor(body)};
    std::string warnings;
    for (const Scaling& s : kScalings) {
        const double value = this->*s.member;
        if (!(value > 0.0)) continue;
        double low = 0.0, high = 0.0;
        for (const ForceModel& preset : presets) {
            const double typical = preset.*s.member;
            if (!(typical > 0.0)) continue;
            low = low > 0.0 ? std::min(low, typical) : typical;
            high = std::max(high, typical);
        }
        if (!(high > 0.0) || (value <= high * kFarFromScale && value >= low / kFarFromScale)) continue;
        if (!warnings.empty()) warnings += ' ';
        warnings += std::string("ForceModel: ") + s.name + " = " + limits::readable(value) + " " + s.unit +
                    " is more than " + limits::readable(kFarFromScale) + " times " +
                    (value > high ? "above" : "below") + " what the presets give a body of " +
                    limits::readable(body.length) + " m and " + limits::readable(body.mass) + " kg (" +
                    limits::readable(low) + (low == high ? "" : " to " + limits::readable(high)) + " " + s.unit +
                    "); coefficients tuned on another size are scaled to this one when sizedFor names that size "
                    "(docs/forces.md §2).";
    }
    return warnings;
}

double ittcFrictionCoefficient(double reynolds) {
    const double denominator = std::log10(reynolds) - 2.0;
    return 0.075 / (denominator * denominator);
}

bool ForceModel::hasTriangleDrag() const {
    return frictionScale != 0.0 || pressureDragLinear != 0.0 || pressureDragQuadratic != 0.0 ||
           suctionDragLinear != 0.0 || suctionDragQuadratic != 0.0 || slammingScale != 0.0 || airDragCoefficient != 0.0;
}

bool ForceModel::hasBodyDrag() const {
    return linearDamping != 0.0 || quadraticDamping != 0.0 || angularDamping != 0.0 || quadraticAngularDamping != 0.0 ||
           cattoLinearDrag != 0.0 || cattoAngularDrag != 0.0 || radiationDamping != 0.0 || hullLift != 0.0 ||
           crossFlowDrag != 0.0;
}

bool ForceModel::usesWaterVelocity() const {
    return frictionScale != 0.0 || pressureDragLinear != 0.0 || pressureDragQuadratic != 0.0 ||
           suctionDragLinear != 0.0 || suctionDragQuadratic != 0.0 || slammingScale != 0.0 || linearDamping != 0.0 ||
           quadraticDamping != 0.0 || radiationDamping != 0.0 || cattoLinearDrag != 0.0 || hullLift != 0.0 ||
           crossFlowDrag != 0.0;
}

} // namespace hydro
