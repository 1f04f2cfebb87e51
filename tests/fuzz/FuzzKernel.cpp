// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// Fuzzes the force kernel: a hull, an arch, a body state, a force model, the water's properties, a
// water surface (flat, sine, Gerstner, a spectral ocean or a game's grid) and a step, all from the input, over a few substeps (the slamming history). The
// kernel must never hand out an Ok result with a number that is not finite, and never crash.

#include "FuzzInput.h"

#include "hydro/FlatWater.h"
#include "hydro/ForceKernel.h"
#include "hydro/GerstnerWaves.h"
#include "hydro/HeightFieldWater.h"
#include "hydro/HullShapes.h"
#include "hydro/OceanSpectrumWaves.h"
#include "hydro/SineWaves.h"
#include "hydro/WaterPatch.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <vector>

namespace {

using namespace hydro;
using hydro::fuzz::FuzzInput;

const HullMesh& hullOf(std::size_t which) {
    auto build = [](const MeshArrays& a, const char* name) { return HullMesh::fromArrays(a.xyz, a.indices, {}, name); };
    static const HullMesh box = build(makeBox({1.0, 0.25, 0.5}), "box");
    static const HullMesh barrel = build(makeCylinder(0.4, 1.2, 12), "barrel");
    static const HullMesh ball = build(makeIcosphere(0.5, 1), "ball");
    const HullMesh* hulls[] = {&box, &barrel, &ball};
    return *hulls[which];
}

/// The water the input describes, or its refusal (naming the field: what a bad wave should get).
Result<std::unique_ptr<WaterSurface>> waterOf(FuzzInput& in) {
    switch (in.pick(5)) {
    case 3: {
        OceanSpectrum spectrum = OceanSpectrum::forSeaState(SeaState(in.pick(10)));
        spectrum.significantWaveHeight = in.value(spectrum.significantWaveHeight);
        spectrum.peakPeriod = in.value(spectrum.peakPeriod);
        OceanSettings settings;
        settings.resolution = 16;  // the smallest tile: each input prepares it
        settings.choppiness = in.value(0.8);
        settings.tileSize = in.value(0.0);
        return OceanSpectrumWaves::create(spectrum, settings);
    }
    case 4: {
        Result<std::unique_ptr<HeightFieldWater>> grid =
            HeightFieldWater::create(HeightFieldLayout{8, 8, in.value(-4.0), in.value(-4.0), in.value(1.0), in.flag()});
        if (!grid) return grid.error();
        std::vector<float> heights(64);
        for (float& h : heights) h = float(in.value(0.1));
        if (Status set = grid.value()->trySetHeights(heights.data()); !set) return set.error();
        return grid;
    }
    case 0: return FlatWater::create(in.value(0.0), Vec3{in.value(0.3), 0.0, in.value(0.0)});
    case 1:
        return SineWaves::create(
            std::vector<SineWave>{{in.value(0.5), in.value(20.0), in.value(1.0), in.value(0.3), in.value(0.0)},
                                  {in.value(0.2), in.value(7.0), in.value(-0.5), in.value(1.0), in.value(1.0)}},
            in.value(0.0));
    default:
        return GerstnerWaves::create(
            std::vector<GerstnerWave>{{in.value(0.5), in.value(25.0), in.value(1.0), in.value(0.2), in.value(0.3), in.value(0.0)},
                                      {in.value(0.2), in.value(9.0), in.value(0.3), in.value(1.0), in.value(0.3), in.value(1.0)}},
            in.value(0.0), Vec3{in.value(0.0), 0.0, in.value(0.2)});
    }
}

ForceModel modelOf(FuzzInput& in) {
    ForceModel m = in.flag() ? ForceModel::planingBoat() : ForceModel::floatingCrate();
    for (double* field : {&m.frictionScale, &m.minReynolds, &m.pressureDragLinear, &m.pressureDragQuadratic,
                          &m.pressureFalloff, &m.suctionDragLinear, &m.suctionDragQuadratic, &m.suctionFalloff,
                          &m.referenceSpeed, &m.slammingScale, &m.slammingMaxAcceleration, &m.slammingPower,
                          &m.slammingDuration, &m.airDragCoefficient, &m.linearDamping, &m.quadraticDamping,
                          &m.angularDamping, &m.quadraticAngularDamping, &m.radiationDamping, &m.cattoLinearDrag,
                          &m.cattoAngularDrag})
        *field = in.value(*field);
    m.hydrostatics = in.pick(4) != 0;  // mostly on
    return m;
}

bool finiteEverywhere(const ForceResult& r) {
    bool finite = isFinite(r.force) && isFinite(r.torque) && isFinite(r.centreOfBuoyancy) &&
                  std::isfinite(r.submergedVolume) && std::isfinite(r.wettedArea);
    for (const Wrench& w : r.byKind) finite = finite && isFinite(w.force) && isFinite(w.torque);
    return finite;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    FuzzInput in(data, size);
    const HullMesh& hull = hullOf(in.pick(3));
    std::vector<SimdArch> arches{SimdArch::Scalar};
    for (SimdArch a : kSimdArchs)
        if (isSupported(a)) arches.push_back(a);
    ForceKernel::Settings settings;
    settings.arch = arches[in.pick(arches.size())];
    settings.method = in.flag() ? BuoyancyMethod::ExactVolume : BuoyancyMethod::SurfacePressure;
    settings.collectWaterline = in.flag();
    Result<std::unique_ptr<WaterSurface>> refusedOrWater = waterOf(in);
    if (!refusedOrWater) return 0;
    const std::unique_ptr<WaterSurface> water = std::move(refusedOrWater).value();
    ForceKernel kernel(hull, settings);
    RadiationDamping radiation;
    radiation.heave = in.value(500.0);
    radiation.restVolume = in.value(0.5 * hull.volume());
    kernel.setRadiationDamping(radiation);
    WaterPatch patch = WaterPatch::forHull(hull, hull.centroid());
    const ForceModel model = modelOf(in);
    WaterProperties properties;
    properties.density = in.value(properties.density);
    properties.gravity = in.value(properties.gravity);
    properties.kinematicViscosity = in.value(properties.kinematicViscosity);
    properties.airDensity = in.value(properties.airDensity);
    BodyState s;
    s.centreOfMassInHull = hull.centroid();
    s.mass = in.value(500.0 * hull.volume());
    for (int substep = 0; substep < 3; ++substep) {
        for (int i = 0; i < 3; ++i)
            for (int j = 0; j < 3; ++j) s.rotation(i, j) = in.value(i == j ? 1.0 : 0.0);
        s.centreOfMass = {in.value(0.0), in.value(0.1 * substep), in.value(0.0)};
        s.linearVelocity = {in.value(2.0), in.value(-1.0), in.value(0.0)};
        s.angularVelocity = {in.value(0.1), in.value(0.0), in.value(0.2)};
        s.inertia(0, 0) = in.value(0.0);
        s.time = in.value(0.25 * substep);
        const double step = in.value(1.0 / 240.0);
        water->prepare(s.time);  // as BuoyancyAction does once per substep (the ocean's FFT)
        patch.follow(s.centreOfMass, *water, s.time, model.usesWaterVelocity());
        ForceResult r;
        kernel.compute(s, patch, properties, model, step, r);
        if (r.status == ForceResult::Status::Ok && !finiteEverywhere(r)) std::abort();
        if (r.status != ForceResult::Status::Ok && (r.force != Vec3{} || r.torque != Vec3{})) std::abort();
    }
    return 0;
}
