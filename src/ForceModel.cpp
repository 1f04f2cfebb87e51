#include "hydro/ForceModel.h"

#include <array>
#include <cmath>
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

struct Field {
    const char* name;
    double value;
    bool positive;  // must be > 0 (else >= 0)
};

std::array<Field, 21> fieldsOf(const ForceModel& m) {
    return {{
        {"frictionScale", m.frictionScale, false},
        {"minReynolds", m.minReynolds, true},
        {"pressureDragLinear", m.pressureDragLinear, false},
        {"pressureDragQuadratic", m.pressureDragQuadratic, false},
        {"pressureFalloff", m.pressureFalloff, true},
        {"suctionDragLinear", m.suctionDragLinear, false},
        {"suctionDragQuadratic", m.suctionDragQuadratic, false},
        {"suctionFalloff", m.suctionFalloff, true},
        {"referenceSpeed", m.referenceSpeed, true},
        {"slammingScale", m.slammingScale, false},
        {"slammingMaxAcceleration", m.slammingMaxAcceleration, true},
        {"slammingPower", m.slammingPower, true},
        {"slammingDuration", m.slammingDuration, true},
        {"airDragCoefficient", m.airDragCoefficient, false},
        {"linearDamping", m.linearDamping, false},
        {"quadraticDamping", m.quadraticDamping, false},
        {"angularDamping", m.angularDamping, false},
        {"quadraticAngularDamping", m.quadraticAngularDamping, false},
        {"radiationDamping", m.radiationDamping, false},
        {"cattoLinearDrag", m.cattoLinearDrag, false},
        {"cattoAngularDrag", m.cattoAngularDrag, false},
    }};
}

const Field* firstInvalid(const std::array<Field, 21>& fields) {
    for (const Field& f : fields)
        if (!std::isfinite(f.value) || f.value < 0.0 || (f.positive && f.value == 0.0)) return &f;
    return nullptr;
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
        throw std::invalid_argument(std::string("ForceModel: ") + bad->name + " = " + std::to_string(bad->value) +
                                    (bad->positive ? " is not allowed (must be finite and > 0)"
                                                   : " is not allowed (must be finite and >= 0)"));
}

double ittcFrictionCoefficient(double reynolds) {
    const double denominator = std::log10(reynolds) - 2.0;
    return 0.075 / (denominator * denominator);
}

bool ForceModel::hasTriangleDrag() const {
    return frictionScale != 0.0 || pressureDragLinear != 0.0 || pressureDragQuadratic != 0.0 ||
           suctionDragLinear != 0.0 || suctionDragQuadratic != 0.0 || slammingScale != 0.0 || airDragCoefficient != 0.0;
}

bool ForceModel::usesWaterVelocity() const {
    return frictionScale != 0.0 || pressureDragLinear != 0.0 || pressureDragQuadratic != 0.0 ||
           suctionDragLinear != 0.0 || suctionDragQuadratic != 0.0 || slammingScale != 0.0 || linearDamping != 0.0 ||
           quadraticDamping != 0.0 || radiationDamping != 0.0 || cattoLinearDrag != 0.0;
}

} // namespace hydro
