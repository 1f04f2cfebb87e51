// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// Fuzzes what a game gives a body besides its hull (issue 49 §5), through the public API as a game
// calls it: foils, slender members and thrusters (Appendages::create, deflections, throttles,
// steering), compartments, openings, breaches, pumps and water put in (Flooding), a body state and
// a step, on flat water or a swell, over a few substeps. Each call may refuse; none may crash, and
// nothing marked Ok may carry a number that is not finite: the appendages' forces, the water in
// each compartment (and it within [0, its capacity]), the flows.

#include "FuzzInput.h"

#include "hydro/Appendages.h"
#include "hydro/FlatWater.h"
#include "hydro/Flooding.h"
#include "hydro/HullShapes.h"
#include "hydro/SineWaves.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <vector>

namespace {

using namespace hydro;
using hydro::fuzz::FuzzInput;

Vec3 pointOf(FuzzInput& in, const Vec3& typical) {
    return {in.value(typical.x), in.value(typical.y), in.value(typical.z)};
}

/// The barge's two rooms, side by side (a 4 x 2 x 2 m hull of two 2 m cubes).
const std::vector<Compartment>& rooms() {
    static const std::vector<Compartment> made = [] {
        std::vector<Compartment> r;
        for (double x : {-1.0, 1.0}) {
            const MeshArrays box = makeBox({1.0, 1.0, 1.0}, {x, 0.0, 0.0});
            r.push_back(Compartment::create(x < 0 ? "aft" : "fore",
                                            std::make_shared<const HullMesh>(HullMesh::fromArrays(box.xyz, box.indices, {}, "room")),
                                            0.95));
        }
        return r;
    }();
    return made;
}

Appendages appendagesOf(FuzzInput& in) {
    std::vector<Foil> foils(in.pick(3));
    for (Foil& f : foils) {
        f.root = pointOf(in, {-1.8, -1.0, 0.0});
        f.spanAxis = pointOf(in, {0.0, -1.0, 0.0});
        f.forward = pointOf(in, {1.0, 0.0, 0.0});
        f.span = in.value(0.5);
        f.chords.assign(1 + in.pick(3), 0.0);
        for (double& c : f.chords) c = in.value(0.3);
        f.rootOnHull = in.flag();
    }
    std::vector<SlenderMember> members(in.pick(3));
    for (SlenderMember& m : members) {
        m.start = pointOf(in, {0.0, -1.0, 0.0});
        m.end = pointOf(in, {0.0, -3.0, 0.0});
        m.diameter = in.value(0.2);
        m.inertiaCoefficient = in.value(2.0);
        m.normalDrag = in.value(1.0);
        m.tangentialDrag = in.value(0.01);
    }
    std::vector<Thruster> thrusters(in.pick(3));
    for (Thruster& t : thrusters) {
        t.position = pointOf(in, {-1.5, -0.8, 0.0});
        t.axis = pointOf(in, {1.0, 0.0, 0.0});
        t.diameter = in.value(0.4);
        t.maxRevolutions = in.value(20.0);
        t.maxPower = in.value(0.0);
        t.maxSteeringAngle = in.value(0.5);
        t.blades = int(in.pick(9));
        t.areaRatio = in.value(0.5);
        t.pitchRatio = in.value(1.0);
        t.wakeFraction = in.value(0.1);
        t.thrustDeduction = in.value(0.1);
        t.asternEfficiency = in.value(0.65);
        t.rightHanded = in.flag();
    }
    Result<Appendages> made = Appendages::create(foils, members, thrusters);
    if (!made) return {};
    Appendages a = std::move(made).value();
    for (std::size_t k = 0; k < a.foilCount() + 1; ++k) (void)a.trySetDeflection(k, in.value(0.2));
    for (std::size_t k = 0; k < a.thrusterCount() + 1; ++k) {
        (void)a.trySetThrottle(k, in.value(0.8));
        (void)a.trySetSteering(k, in.value(0.1));
    }
    return a;
}

Flooding floodingOf(FuzzInput& in) {
    Flooding f;
    for (std::size_t k = 0, n = in.pick(3); k < n; ++k) f.addCompartment(rooms()[k % 2]);
    const int count = int(f.compartmentCount());
    for (std::size_t k = 0, n = in.pick(4); k < n; ++k) {
        Opening o;
        o.name = "opening";
        o.point = pointOf(in, {0.0, -0.9, 0.0});
        o.area = in.value(0.05);
        o.from = int(in.pick(std::size_t(count) + 2)) - 2;  // the sea, a room, or one too few
        o.to = int(in.pick(std::size_t(count) + 1));        // a room or one past them
        o.dischargeCoefficient = in.value(0.6);
        (void)f.tryAddOpening(o);
    }
    for (std::size_t k = 0, n = in.pick(3); k < n; ++k) (void)f.tryAddBreach(pointOf(in, {1.0, -1.0, 0.0}), in.value(0.1));
    for (int k = 0; k < count + 1; ++k) {
        (void)f.trySetPumpRate(k, in.value(-0.01));
        (void)f.trySetWater(k, in.value(1.0));
    }
    for (std::size_t k = 0; k < f.openingCount() + 1; ++k) (void)f.trySetOpen(k < f.openingCount() ? int(k) : -1, in.flag());
    return f;
}

bool finiteResult(const ForceResult& r) {
    bool finite = isFinite(r.force) && isFinite(r.torque);
    for (const Wrench& w : r.byKind) finite = finite && isFinite(w.force) && isFinite(w.torque);
    return finite;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    FuzzInput in(data, size);
    Result<std::unique_ptr<FlatWater>> flat = FlatWater::create(in.value(0.0), Vec3{in.value(0.0), 0.0, in.value(0.0)});
    Result<std::unique_ptr<SineWaves>> swell =
        SineWaves::create(std::vector<SineWave>{{in.value(0.4), in.value(15.0), in.value(1.0), in.value(0.2), 0.0}}, 0.0);
    const bool onFlatWater = in.flag();
    const WaterSurface* water = nullptr;
    if (onFlatWater && flat) water = flat.value().get();
    if (!onFlatWater && swell) water = swell.value().get();
    if (!water) return 0;

    Appendages appendages = appendagesOf(in);
    Flooding flooding = floodingOf(in);
    BodyState state;
    state.centreOfMass = pointOf(in, {0.0, 0.2, 0.0});
    state.linearVelocity = pointOf(in, {2.0, 0.0, 0.0});
    state.angularVelocity = pointOf(in, {0.0, 0.1, 0.0});
    state.mass = in.value(8000.0);
    WaterProperties properties;
    properties.density = in.value(properties.density);
    properties.gravity = in.value(properties.gravity);
    const double step = in.value(1.0 / 240.0);
    for (int substep = 0; substep < 4; ++substep) {
        state.time = substep * step;
        ForceResult result;
        result.status = ForceResult::Status::Ok;
        appendages.addForces(state, *water, properties, step, result);
        if (result.status == ForceResult::Status::Ok && !finiteResult(result)) std::abort();
        // The flooding is an entry point of its own: a game steps it with or without appendages.
        if (!flooding.step(state, *water, properties, step)) continue;  // refused: nothing moved
        for (int k = 0; k < int(flooding.compartmentCount()); ++k) {
            const double volume = flooding.water(k).volume;
            if (!std::isfinite(volume) || volume < 0.0 || volume > flooding.compartment(k).capacity() * (1.0 + 1e-12))
                std::abort();
        }
        for (int k = 0; k < int(flooding.openingCount()); ++k)
            if (!std::isfinite(flooding.lastFlow(k))) std::abort();
    }
    return 0;
}
