// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/ForceModel.h"

#include "hydro/Limits.h"

#include <cmath>
#include <sstream>
#include <string>

namespace hydro {

// Preset values are sized for the assets they name (assets/hulls/) and checked by the world tests
// and the demo: a heeled boat returns upright in a few rolls, a dropped crate stops bobbing in a few
// cycles. Pressure drag of order 1/2 rho v_r^2 C_D with C_D ~ 0.5 (a few hundred Pa at 1 m/s), with
// falloff 1 for boats so that glancing bow sections (cos ~ 0.25) do not dominate the resistance.

ForceModel ForceModel::hydrostaticOnly() {
    ForceModel m;
    m.frictionScale = 0.0;
    m.radiationDamping = 0.0;
    m.addedMass = 0.0;
    return m;
}

ForceModel ForceModel::displacementBoat() {
    ForceModel m;
    m.pressureDragLinear = 100.0;
    m.pressureDragQuadratic = 250.0;
    m.pressureFalloff = 1.0;
    m.suctionDragLinear = 100.0;
    m.suctionDragQuadratic = 150.0;
    m.suctionFalloff = 1.0;
    m.slammingScale = 0.5;
    m.airDragCoefficient = 0.8;
    m.angularDamping = 10000.0;
    m.linearDamping = 200.0;
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
    {"linearDamping", &ForceModel::linearDamping, 0.0, kC},
    {"quadraticDamping", &ForceModel::quadraticDamping, 0.0, kC},
    {"angularDamping", &ForceModel::angularDamping, 0.0, kC},
    {"quadraticAngularDamping", &ForceModel::quadraticAngularDamping, 0.0, kC},
    {"radiationDamping", &ForceModel::radiationDamping, 0.0, kC},
    {"addedMass", &ForceModel::addedMass, 0.0, kC},
    {"cattoLinearDrag", &ForceModel::cattoLinearDrag, 0.0, kC},
    {"cattoAngularDrag", &ForceModel::cattoAngularDrag, 0.0, kC},
};

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
    const Field* bad = firstInvalid(*this);
    return bad ? bad->name : nullptr;
}

Status ForceModel::check() const {
    if (const Field* bad = firstInvalid(*this))
        return Error(std::string("ForceModel: ") + bad->name + " = " + format(this->*bad->member) +
                     " is not allowed (must be in [" + format(bad->low) + ", " + format(bad->high) + "])");
    return {};
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
           cattoLinearDrag != 0.0 || cattoAngularDrag != 0.0 || radiationDamping != 0.0;
}

bool ForceModel::usesWaterVelocity() const {
    return frictionScale != 0.0 || pressureDragLinear != 0.0 || pressureDragQuadratic != 0.0 ||
           suctionDragLinear != 0.0 || suctionDragQuadratic != 0.0 || slammingScale != 0.0 || linearDamping != 0.0 ||
           quadraticDamping != 0.0 || radiationDamping != 0.0 || cattoLinearDrag != 0.0;
}

} // namespace hydro
