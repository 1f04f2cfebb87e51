// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/ForceModel.h"

#include "hydro/Limits.h"

#include <array>
#include <cmath>
#include <sstream>
#include <stdexcept>
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

/// A field and the closed range it must lie in (Limits.h).
struct Field {
    const char* name;
    double value;
    double low, high;
};

std::array<Field, 21> fieldsOf(const ForceModel& m) {
    using namespace limits;
    constexpr double c = kMaxCoefficient;
    return {{
        {"frictionScale", m.frictionScale, 0.0, c},
        {"minReynolds", m.minReynolds, 1.0, kMaxReynolds},
        {"pressureDragLinear", m.pressureDragLinear, 0.0, c},
        {"pressureDragQuadratic", m.pressureDragQuadratic, 0.0, c},
        {"pressureFalloff", m.pressureFalloff, 1.0 / kMaxExponent, kMaxExponent},
        {"suctionDragLinear", m.suctionDragLinear, 0.0, c},
        {"suctionDragQuadratic", m.suctionDragQuadratic, 0.0, c},
        {"suctionFalloff", m.suctionFalloff, 1.0 / kMaxExponent, kMaxExponent},
        {"referenceSpeed", m.referenceSpeed, kMinReferenceSpeed, kMaxSpeed},
        {"slammingScale", m.slammingScale, 0.0, c},
        {"slammingMaxAcceleration", m.slammingMaxAcceleration, 1e-3, c},
        {"slammingPower", m.slammingPower, 1.0 / kMaxExponent, kMaxExponent},
        {"slammingDuration", m.slammingDuration, kMinSlammingDuration, kMaxSlammingDuration},
        {"airDragCoefficient", m.airDragCoefficient, 0.0, c},
        {"linearDamping", m.linearDamping, 0.0, c},
        {"quadraticDamping", m.quadraticDamping, 0.0, c},
        {"angularDamping", m.angularDamping, 0.0, c},
        {"quadraticAngularDamping", m.quadraticAngularDamping, 0.0, c},
        {"radiationDamping", m.radiationDamping, 0.0, c},
        {"cattoLinearDrag", m.cattoLinearDrag, 0.0, c},
        {"cattoAngularDrag", m.cattoAngularDrag, 0.0, c},
    }};
}

const Field* firstInvalid(const std::array<Field, 21>& fields) {
    for (const Field& f : fields)
        if (!limits::within(f.value, f.low, f.high)) return &f;
    return nullptr;
}

std::string format(double x) {
    std::ostringstream s;
    s << x;
    return s.str();
}

} // namespace

const char* ForceModel::firstInvalidField() const {
    const auto fields = fieldsOf(*this);
    const Field* bad = firstInvalid(fields);
    return bad ? bad->name : nullptr;
}

void ForceModel::validate() const {
    const auto fields = fieldsOf(*this);
    if (const Field* bad = firstInvalid(fields))
        throw std::invalid_argument(std::string("ForceModel: ") + bad->name + " = " + format(bad->value) +
                                    " is not allowed (must be in [" + format(bad->low) + ", " + format(bad->high) + "])");
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
