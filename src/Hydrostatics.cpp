#include "hydro/Hydrostatics.h"
#include "hydro/ExactBuoyancy.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

namespace hydro {

FlatWaterEquilibrium solveHeave(const HullMesh& hull, double mass, const Vec3& centreOfMassInHull,
                                const Mat3& rotation, const WaterProperties& water) {
    if (!(std::isfinite(mass) && mass > 0.0))
        throw std::invalid_argument(hull.sourceName() + ": mass " + std::to_string(mass) + " kg must be finite and > 0");
    // Heights of the hull's lowest and highest points above the centre of mass, at this rotation.
    double lowest = 0.0, highest = 0.0;
    for (std::size_t v = 0; v < hull.vertexCount(); ++v) {
        const double y = (rotation * (hull.vertex(v) - centreOfMassInHull)).y;
        lowest = std::min(lowest, y);
        highest = std::max(highest, y);
    }
    BodyState state;
    state.rotation = rotation;
    state.centreOfMassInHull = centreOfMassInHull;
    state.mass = mass;
    auto displaced = [&](double heave) {
        state.centreOfMass = {0.0, heave, 0.0};
        return exactBuoyancy(hull, state, 0.0, water).volume;
    };
    const double target = mass / water.density;
    FlatWaterEquilibrium result;
    if (target >= hull.volume()) {  // even fully under water it cannot carry its weight
        result.volume = hull.volume();
        return result;
    }
    // heave = -highest: all under; heave = -lowest: all above. V falls monotonically in between.
    double under = -highest, above = -lowest;
    const double tolerance = 1e-9 * (highest - lowest);
    while (above - under > tolerance) {
        const double middle = 0.5 * (under + above);
        (displaced(middle) > target ? under : above) = middle;
    }
    result.floats = true;
    result.heave = 0.5 * (under + above);
    result.draft = -(result.heave + lowest);
    result.volume = displaced(result.heave);
    return result;
}

} // namespace hydro
