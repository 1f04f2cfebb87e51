// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/ForceKernel.h"
#include "hydro/ExactBuoyancy.h"
#include "hydro/Limits.h"

#include "forces/LevelWaterSums.h"
#include "forces/simd/KernelData.h"
#include "mesh/LevelWaterTree.h"

#include <xsimd/xsimd.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <sstream>
#include <string>

namespace hydro {

// Instantiated in SurfaceKernel_<arch>.cpp, each with its own instruction-set flags, for the archs
// src/CMakeLists.txt compiles for this target (HYDRO_KERNEL_<ARCH>).
#define HYDRO_DECLARE_KERNELS(Arch)                                                                  \
    extern template void runSurfaceKernel<Arch>(const KernelInput&, KernelSums&);                    \
    extern template void runLevelLeavesKernel<Arch>(const KernelInput&, const std::int32_t*, std::size_t, KernelSums&);
#if HYDRO_KERNEL_SSE2
HYDRO_DECLARE_KERNELS(xsimd::sse2)
#endif
#if HYDRO_KERNEL_AVX2
HYDRO_DECLARE_KERNELS(xsimd::fma3<xsimd::avx2>)
#endif
#if HYDRO_KERNEL_AVX512
HYDRO_DECLARE_KERNELS(xsimd::avx512f)
#endif
#if HYDRO_KERNEL_NEON64
HYDRO_DECLARE_KERNELS(xsimd::neon64)
#endif
#undef HYDRO_DECLARE_KERNELS

namespace {

/// An arch's SIMD kernels: the surface kernel, and pass B alone over level water's leaves.
struct CompiledKernels {
    void (*surface)(const KernelInput&, KernelSums&) = nullptr;
    void (*levelLeaves)(const KernelInput&, const std::int32_t*, std::size_t, KernelSums&) = nullptr;
    std::size_t width = 0;  // triangles a batch
};

/// `width`: the arch's floats a register (its batch's size, which this file, compiled for the
/// baseline, cannot ask of an arch above it).
template <class Arch>
constexpr CompiledKernels kernelsOf(std::size_t width) {
    return {&runSurfaceKernel<Arch>, &runLevelLeavesKernel<Arch>, width};
}

/// Below this many batches of pass B, the wholly submerged triangles go through pass B too: the
/// closed form costs about what four batches do (its moments summed, then a few hundred
/// operations in double: Evaluation/flat/<arch>/100 in bench/HydroBench.cpp, docs/simd.md §7).
constexpr std::size_t kClosedFormBatches = 4;

/// The SIMD kernels of `arch`, or none for Scalar and for an arch this target has no kernel of (the
/// constructor refuses those: isSupported).
CompiledKernels compiledKernels(SimdArch arch) {
    switch (arch) {
#if HYDRO_KERNEL_SSE2
    case SimdArch::Sse2: return kernelsOf<xsimd::sse2>(4);
#endif
#if HYDRO_KERNEL_AVX2
    case SimdArch::Avx2: return kernelsOf<xsimd::fma3<xsimd::avx2>>(8);
#endif
#if HYDRO_KERNEL_AVX512
    case SimdArch::Avx512: return kernelsOf<xsimd::avx512f>(16);
#endif
#if HYDRO_KERNEL_NEON64
    case SimdArch::Neon64: return kernelsOf<xsimd::neon64>(4);
#endif
    default: return {};
    }
}

} // namespace

const char* forceKindName(ForceKind kind) {
    switch (kind) {
    case ForceKind::Hydrostatic: return "hydrostatic";
    case ForceKind::Viscous: return "viscous";
    case ForceKind::PressureDrag: return "pressure drag";
    case ForceKind::Slamming: return "slamming";
    case ForceKind::Air: return "air";
    case ForceKind::Damping: return "damping";
    case ForceKind::CattoDrag: return "Catto drag";
    case ForceKind::Radiation: return "radiation";
    case ForceKind::Manoeuvring: return "manoeuvring";
    case ForceKind::Foil: return "foil";
    case ForceKind::Morison: return "Morison";
    case ForceKind::Thrust: return "thrust";
    case ForceKind::FreeSurface: return "free surface";
    }
    return "?";
}

void ForceResult::clear() {
    // Field by field: assigning a fresh ForceResult moved the waterline's storage out and back and
    // was 8 % of a 12-triangle call. A new field must be added here: the size check below is the
    // reminder, and the ForceResult.ClearZeroes... test checks every field.
    static_assert(sizeof(void*) != 8 || sizeof(ForceResult) == 776,
                  "ForceResult changed: clear its new fields here, then update this size");
    status = Status::Ok;
    force = torque = Vec3{};
    byKind.fill(Wrench{});
    clampedDrags = 0;
    submergedVolume = 0.0;
    centreOfBuoyancy = Vec3{};
    wettedArea = 0.0;
    submergedPieces = 0;
    submergedOpeningLength = 0.0;
    flooding = false;
    waterline.clear();
}

namespace {

using limits::within;

/// Every number the caller reads is finite: the guard behind the ranges, so that no combination of
/// in-range extremes can hand out an Ok with an infinity or a NaN.
bool isFinite(const ForceResult& r) {
    // x * 0 is 0 for a finite x and a NaN for an infinity or a NaN, so one sum of them tells without
    // a branch per number (a chain of 60 branches was 5 % of a 12-triangle call).
    auto zeroIfFinite = [](const Vec3& v) { return v.x * 0.0 + v.y * 0.0 + v.z * 0.0; };
    double probe = zeroIfFinite(r.force) + zeroIfFinite(r.torque) + zeroIfFinite(r.centreOfBuoyancy) +
                   r.submergedVolume * 0.0 + r.wettedArea * 0.0;
    for (const Wrench& w : r.byKind) probe += zeroIfFinite(w.force) + zeroIfFinite(w.torque);
    return probe == 0.0;
}

/// C_F of the body this substep: Rn = |v| L / nu with L the hull's length (Kerner's "submerged
/// length" would need the waterline before the pass that finds it; C_F varies as 1/log^2 Rn, so the
/// difference is a few per cent), floored at model.minReynolds.
double frictionCoefficient(double speed, double length, const WaterProperties& water, const ForceModel& model) {
    return ittcFrictionCoefficient(std::max(speed * length / water.kinematicViscosity, model.minReynolds));
}

/// The factor that brings a drag's resisting part down to what stops the motion in one step. Both
/// are scaled by |v| (or |w|) once more, which keeps the comparison free of a division: resisting =
/// -F.v, stopping = m v.v / dt.
double stoppingScale(double resisting, double stopping) {
    return resisting > stopping ? stopping / resisting : 1.0;
}

Vec3 fromSums(const double (&v)[3], double scale) { return Vec3{v[0], v[1], v[2]} * scale; }

Status checkArch(SimdArch arch) {
    if (isSupported(arch)) return {};
    return Error("ForceKernel: Settings::arch " + std::string(archName(arch)) + ": " + whyUnsupported(arch));
}

} // namespace

Result<ForceKernel> ForceKernel::create(const HullMesh& hull, const Settings& settings) {
    if (Status valid = checkArch(settings.arch); !valid) return valid.error();
    return ForceKernel(hull, settings);
}

ForceKernel::ForceKernel(const HullMesh& hull, const Settings& settings) : hull_(&hull), settings_(settings) {
    orThrow(checkArch(settings.arch));
    const std::size_t triangles = hull.paddedTriangleCount(), vertices = hull.paddedVertexCount();
    // Only what changes per body is the kernel's own: the heights, the slamming history, the
    // waterline. The triangles' constants are the shared hull's.
    height_.resize(vertices);
    wetVertexBatches_.resize(vertices / 4 + 1);  // batches of 4 vertices at the narrowest (SSE2, NEON)
    if (!compiledKernels(settings.arch).surface) vertexPlaces_.resize(4 * vertices);
    for (auto* perTriangle : {&sweptX_, &sweptY_, &sweptZ_}) perTriangle->resize(triangles);
    inertiaPerKg_ = hull.massPropertiesForMass(1.0).inertia;
    const Vec3 extent = hull.aabbMax() - hull.aabbMin();
    meanExtent_ = (extent.x + extent.y + extent.z) / 3.0;
    if (settings.collectWaterline)
        for (auto* cut : {&cutAx_, &cutAy_, &cutAz_, &cutBx_, &cutBy_, &cutBz_, &cutFlag_}) cut->resize(triangles);

    input_ = std::make_unique<KernelInput>();
    KernelInput& in = *input_;
    in.vx = hull.x(), in.vy = hull.y(), in.vz = hull.z();
    in.paddedVertices = vertices;
    in.i0 = hull.i0(), in.i1 = hull.i1(), in.i2 = hull.i2();
    in.paddedTriangles = triangles;
    in.areaX = hull.areaVectorX(), in.areaY = hull.areaVectorY(), in.areaZ = hull.areaVectorZ();
    in.area = hull.triangleArea();
    for (int k = 0; k < 3; ++k) in.cornerX[k] = hull.cornerX(k), in.cornerY[k] = hull.cornerY(k), in.cornerZ[k] = hull.cornerZ(k);
    in.height = height_.data();
    in.wetVertexBatchesBefore = wetVertexBatches_.data();
    in.vertexPlaces = vertexPlaces_.empty() ? nullptr : vertexPlaces_.data();
    in.blockFirstVertex = hull.blockFirstVertex(), in.blockLastVertex = hull.blockLastVertex();
    in.trianglesPerBlock = HullMesh::kPadding;
    if (settings.collectWaterline) {
        in.cutAx = cutAx_.data(), in.cutAy = cutAy_.data(), in.cutAz = cutAz_.data();
        in.cutBx = cutBx_.data(), in.cutBy = cutBy_.data(), in.cutBz = cutBz_.data();
        in.cutFlag = cutFlag_.data();
    }
    in.centroidX = hull.triangleCentroidX(), in.centroidY = hull.triangleCentroidY(), in.centroidZ = hull.triangleCentroidZ();
    in.normalX = hull.normalX(), in.normalY = hull.normalY(), in.normalZ = hull.normalZ();
    in.inverseArea = hull.inverseTriangleArea();
    in.sweptX = sweptX_.data(), in.sweptY = sweptY_.data(), in.sweptZ = sweptZ_.data();

    // Level water's: pass B over the tree's leaves, with no patch, no drag and no waterline.
    const LevelWaterTree& tree = hull.levelWaterTree();
    crossedLeaves_.resize(tree.leafCount());
    submergedNodes_.resize(tree.nodeCount());
    // What a corner's place can reach in the kernel's float sums (sumOnLevelWater's margin).
    const Vec3 low = hull.aabbMin(), high = hull.aabbMax();
    hullReach_ = 2.0 * std::max({std::abs(low.x), std::abs(low.y), std::abs(low.z), std::abs(high.x), std::abs(high.y),
                                 std::abs(high.z)}) +
                 length(high - low);
    levelInput_ = std::make_unique<KernelInput>(in);
    KernelInput& level = *levelInput_;
    const LevelWaterTree::Triangles leaves = tree.leafTriangles();
    for (int k = 0; k < 3; ++k)
        level.cornerX[k] = leaves.cornerX[k], level.cornerY[k] = leaves.cornerY[k], level.cornerZ[k] = leaves.cornerZ[k];
    level.areaX = leaves.areaX, level.areaY = leaves.areaY, level.areaZ = leaves.areaZ, level.area = leaves.area;
    level.paddedTriangles = tree.leafCount() * LevelWaterTree::kTrianglesPerLeaf;
    level.i0 = level.i1 = level.i2 = nullptr;  // the leaves' corners are read, never gathered
    level.surfaceHeights = nullptr;
    level.drag = false;
    level.cutAx = level.cutAy = level.cutAz = level.cutBx = level.cutBy = level.cutBz = level.cutFlag = nullptr;
}

ForceKernel::~ForceKernel() = default;
ForceKernel::ForceKernel(ForceKernel&&) noexcept = default;
ForceKernel& ForceKernel::operator=(ForceKernel&&) noexcept = default;

void ForceKernel::sumOnLevelWater(KernelSums& sums) {
    const KernelInput& in = *input_;
    const LevelWaterTree& tree = hull_->levelWaterTree();
    // A hull point u is at p = R u + t, its height above the water p.y + heightShift - level.
    const Vec3 up{double(in.rotation[3]), double(in.rotation[4]), double(in.rotation[5])};
    const double heightOffset = double(in.patchHeightShift) - double(in.levelHeight);
    // The kernel computes a corner's height in float: a node within a few of its roundings of the
    // surface goes through the kernel's own pass, so that a corner it calls wet is wet there too.
    const double margin = 16.0 * double(std::numeric_limits<float>::epsilon()) *
                          (hullReach_ + std::abs(double(in.translation[1])) + std::abs(double(in.patchHeightShift)) +
                           std::abs(double(in.levelHeight)));
    const LevelWaterTree::Classified found = tree.classify(up, double(in.translation[1]) + heightOffset, margin,
                                                           submergedNodes_.data(), crossedLeaves_.data());
    const CompiledKernels simd = compiledKernels(settings_.arch);
    const bool closedForm = found.submergedTriangles >= kClosedFormBatches * simd.width;
    const std::size_t leaves =
        closedForm ? found.crossedLeaves
                   : tree.appendLeavesOf(submergedNodes_.data(), found.submergedNodes, crossedLeaves_.data(), found.crossedLeaves);
    KernelInput& level = *levelInput_;
    std::copy(std::begin(in.rotation), std::end(in.rotation), std::begin(level.rotation));
    std::copy(std::begin(in.translation), std::end(in.translation), std::begin(level.translation));
    level.patchHeightShift = in.patchHeightShift;
    level.levelHeight = in.levelHeight;
    simd.levelLeaves(level, crossedLeaves_.data(), leaves, sums);
    if (closedForm)
        addWhollySubmerged(tree.momentsOf(submergedNodes_.data(), found.submergedNodes), tree.origin(), in, heightOffset, sums);
    heightsPending_ = true;
}

const float* ForceKernel::lastVertexHeights() const {
    if (!heightsValid_) return nullptr;
    if (heightsPending_) {
        // As pass A finds them, in double once rounded: the hull's vertices placed by the last
        // compute()'s pose on its level water.
        const KernelInput& in = *input_;
        for (std::size_t v = 0; v < hull_->vertexCount(); ++v) {
            const double y = double(in.rotation[3]) * double(hull_->x()[v]) + double(in.rotation[4]) * double(hull_->y()[v]) +
                             double(in.rotation[5]) * double(hull_->z()[v]) + double(in.translation[1]);
            height_[v] = float(y + double(in.patchHeightShift) - double(in.levelHeight));
        }
        heightsPending_ = false;
    }
    return height_.data();
}

void ForceKernel::measureSubmergedOpenings(ForceResult& out) const {
    // Heights are linear along a rim edge between its ends' (the kernel's cut makes the same
    // assumption), so the submerged share of an edge half in the water is -h_low / (h_high - h_low).
    if (hull_->openingRim().empty()) return;
    const float* height = lastVertexHeights();
    for (const auto& [a, b] : hull_->openingRim()) {
        const double ha = double(height[a]), hb = double(height[b]);
        if (ha >= 0.0 && hb >= 0.0) continue;
        const double share = ha < 0.0 && hb < 0.0 ? 1.0 : -std::min(ha, hb) / std::abs(ha - hb);
        out.submergedOpeningLength += share * length(hull_->vertex(a) - hull_->vertex(b));
    }
    out.flooding = out.submergedOpeningLength > 0.0;
}

Status ForceKernel::trySetSlammingHistory(const SlammingHistory& history) {
    if (history.x.size() != sweptX_.size() || history.y.size() != sweptY_.size() || history.z.size() != sweptZ_.size())
        return Error("ForceKernel::setSlammingHistory: the history holds " + std::to_string(history.x.size()) +
                     " triangles' rates, this kernel's hull '" + hull_->sourceName() + "' " +
                     std::to_string(sweptX_.size()));
    hasHistory_ = history.valid;
    sweptX_ = history.x, sweptY_ = history.y, sweptZ_ = history.z;
    return {};
}

void ForceKernel::compute(const BodyState& state, const WaterPatch& patch, const WaterProperties& water,
                          ForceResult& out) {
    // Any positive step will do: with buoyancy alone nothing uses it.
    compute(state, patch, water, ForceModel::hydrostaticOnly(), 1.0, out);
}

void ForceKernel::compute(const BodyState& state, const WaterPatch& patch, const WaterProperties& water,
                          const ForceModel& model, double timeStep, ForceResult& out) {
    // A model given for another body's size (the presets) is Froude-scaled to this hull's length
    // and this state's mass (ForceModel::resolvedFor); an invalid one goes on as it is, to be refused.
    if (model.isSized() && !model.firstInvalidField())
        return computeResolved(state, patch, water, model.resolvedFor({hull_->length(), state.mass}), timeStep, out);
    computeResolved(state, patch, water, model, timeStep, out);
}

void ForceKernel::computeResolved(const BodyState& state, const WaterPatch& patch, const WaterProperties& water,
                                  const ForceModel& model, double timeStep, ForceResult& out) {
    out.clear();
    out.centreOfBuoyancy = state.centreOfMass;
    auto refuse = [&](ForceResult::Status why) {
        out.clear();
        out.status = why;
        hasHistory_ = heightsValid_ = heightsPending_ = false;
    };
    if (!withinLimits(state) || water.firstInvalidField() || model.firstInvalidField() ||
        !within(timeStep, limits::kMinTimeStep, limits::kMaxTimeStep))
        return refuse(ForceResult::Status::InvalidState);
    if (!patch.valid()) return refuse(ForceResult::Status::InvalidWater);
    const Vec3 patchShift = state.centreOfMass - patch.centre();  // the patch may lag by a little
    const bool drag = model.hasTriangleDrag();
    const bool bodyDrag = drag || model.hasBodyDrag();
    // The water's velocity at the centre of mass, which the friction's Reynolds number and the body's
    // drags both need: looked up once. With buoyancy alone nothing needs it (a fixed cost that weighs
    // on small hulls).
    const Vec3 waterAtCentre = bodyDrag ? patch.velocityAt(float(patchShift.x), float(patchShift.z)) : Vec3{};
    Wrench& hydrostatic = out.of(ForceKind::Hydrostatic);

    KernelSums sums;
    heightsValid_ = settings_.method == BuoyancyMethod::SurfacePressure || drag;
    heightsPending_ = false;
    if (heightsValid_) {
        KernelInput& in = *input_;
        const Vec3 translation = -(state.rotation * state.centreOfMassInHull);
        for (int i = 0; i < 3; ++i) {
            for (int j = 0; j < 3; ++j) in.rotation[3 * i + j] = float(state.rotation(i, j));
            in.translation[i] = float(translation[i]);
        }
        in.patchOffsetX = patch.offsetX() + float(patchShift.x);
        in.patchOffsetZ = patch.offsetZ() + float(patchShift.z);
        in.patchHeightShift = float(patchShift.y);
        in.inverseCellSize = 1.0f / patch.cellSize();
        in.cells = patch.cellsPerSide();
        in.surfaceHeights = patch.heightsUniform() ? nullptr : patch.heights();
        in.levelHeight = patch.heights()[0];
        in.drag = drag;
        if (drag) {
            for (int c = 0; c < 3; ++c) {
                in.linearVelocity[c] = float(state.linearVelocity[c]);
                in.angularVelocity[c] = float(state.angularVelocity[c]);
                in.surfaceVelocity[c] = patch.velocitiesUniform() ? nullptr : patch.velocities(c);
                in.uniformWaterVelocity[c] = patch.velocities(c) ? patch.velocities(c)[0] : 0.0f;
            }
            const double cf = model.frictionScale *
                              frictionCoefficient(length(state.linearVelocity - waterAtCentre), hull_->length(), water, model);
            const double massPerAreaStep = state.mass / (hull_->surfaceArea() * timeStep);
            in.viscousFactor = float(0.5 * water.density * cf);
            in.pressureLinear = float(model.pressureDragLinear);
            in.pressureQuadratic = float(model.pressureDragQuadratic);
            in.pressureFalloff = float(model.pressureFalloff);
            in.suctionLinear = float(model.suctionDragLinear);
            in.suctionQuadratic = float(model.suctionDragQuadratic);
            in.suctionFalloff = float(model.suctionFalloff);
            in.inverseReferenceSpeed = float(1.0 / model.referenceSpeed);
            in.slammingFactor = float(model.slammingScale * 2.0 * massPerAreaStep);
            in.inverseSaturation = float(1.0 / (model.slammingDuration * model.slammingMaxAcceleration));
            in.stepInDurations = float(timeStep / model.slammingDuration);
            in.filterDecay = float(std::exp(-timeStep / model.slammingDuration));
            in.slammingPower = float(model.slammingPower);
            in.airFactor = float(0.5 * water.airDensity * model.airDragCoefficient);
            in.clampFactor = float(massPerAreaStep);
            in.hasHistory = hasHistory_;
        }
        const CompiledKernels simd = compiledKernels(settings_.arch);
        if (simd.levelLeaves && !drag && !in.surfaceHeights && !in.cutFlag)
            sumOnLevelWater(sums);
        else if (simd.surface)
            simd.surface(in, sums);
        else
            runReferenceKernel(in, hull_->triangleCount(), false, sums);
    }
    hasHistory_ = drag && model.slammingScale != 0.0;

    if (settings_.method == BuoyancyMethod::ExactVolume) {
        const double level = state.centreOfMass.y - patchShift.y +
                             double(patch.heightAt(float(patchShift.x), float(patchShift.z)));
        const ExactBuoyancyResult exact = exactBuoyancy(*hull_, state, level, water);
        hydrostatic = {exact.force, exact.torque};
        out.submergedVolume = exact.volume;
        out.centreOfBuoyancy = exact.centreOfBuoyancy;
        out.wettedArea = exact.wettedArea;
        out.submergedPieces = exact.submergedPieces;
    } else {
        // From the sums' units to newtons (KernelData.h): force = -rho g / 3 * sum(sd A), torque =
        // -rho g / 12 * sum(m x A), V = -1/3 sum(sd A_y), first moment of V = -1/12 * volumeMoment.
        const double rhoG = water.density * water.gravity;
        hydrostatic = {fromSums(sums.pressureForce, -rhoG / 3.0), fromSums(sums.pressureMoment, -rhoG / 12.0)};
        out.submergedVolume = -sums.pressureForce[1] / 3.0;
        if (out.submergedVolume > 0.0)
            out.centreOfBuoyancy = state.centreOfMass + fromSums(sums.volumeMoment, -1.0 / 12.0) / out.submergedVolume;
        out.wettedArea = sums.wettedArea;
        out.submergedPieces = int(sums.pieces);
    }
    if (!model.hydrostatics) hydrostatic = {};

    if (drag) {
        const std::pair<ForceKind, int> triangleKinds[] = {{ForceKind::Viscous, KernelSums::kViscous},
                                                           {ForceKind::PressureDrag, KernelSums::kPressure},
                                                           {ForceKind::Slamming, KernelSums::kSlamming},
                                                           {ForceKind::Air, KernelSums::kAir}};
        for (const auto& [kind, index] : triangleKinds)
            out.of(kind) = {fromSums(sums.dragForce[index], 1.0), fromSums(sums.dragTorque[index], 1.0)};
        out.clampedDrags = int(sums.clamped);
    }
    // With buoyancy alone there is nothing to add or clamp: the body terms' set-up (the world
    // inertia) is skipped.
    if (bodyDrag) addBodyDrags(state, patch, waterAtCentre, water, model, timeStep, out);
    for (const Wrench& w : out.byKind) {
        out.force += w.force;
        out.torque += w.torque;
    }

    if (!isFinite(out)) return refuse(ForceResult::Status::InvalidState);

    if (heightsValid_) measureSubmergedOpenings(out);

    if (settings_.collectWaterline) {
        out.waterline.reserve(hull_->triangleCount());  // allocates on the first call only
        for (std::size_t t = 0; t < hull_->triangleCount(); ++t)
            if (cutFlag_[t] != 0.0f)
                out.waterline.push_back(
                    {state.centreOfMass + Vec3{double(cutAx_[t]), double(cutAy_[t]), double(cutAz_[t])},
                     state.centreOfMass + Vec3{double(cutBx_[t]), double(cutBy_[t]), double(cutBz_[t])},
                     state.rotation *
                         Vec3{double(hull_->normalX()[t]), double(hull_->normalY()[t]), double(hull_->normalZ()[t])}});
    }
}

void ForceKernel::addBodyDrags(const BodyState& state, const WaterPatch& patch, const Vec3& waterAtCentre,
                               const WaterProperties& water, const ForceModel& model, double timeStep,
                               ForceResult& out) const {
    const Vec3 patchShift = state.centreOfMass - patch.centre();
    const Vec3 relative = state.linearVelocity - waterAtCentre;
    const Vec3& spin = state.angularVelocity;

    // Kerner's damping, scaled by the wetted fraction.
    const double wetted = std::min(out.wettedArea / hull_->surfaceArea(), 1.0);
    if (wetted > 0.0) {
        Wrench& damping = out.of(ForceKind::Damping);
        damping.force = relative * -(wetted * (model.linearDamping + model.quadraticDamping * length(relative)));
        damping.torque = spin * -(wetted * (model.angularDamping + model.quadraticAngularDamping * length(spin)));
    }

    // Catto's drag (eq. 2.5.14-15): against the water's motion at the centre of buoyancy.
    const double submerged = std::min(out.submergedVolume / hull_->volume(), 1.0);
    if (submerged > 0.0 && (model.cattoLinearDrag > 0.0 || model.cattoAngularDrag > 0.0)) {
        Wrench& catto = out.of(ForceKind::CattoDrag);
        const Vec3 arm = out.centreOfBuoyancy - state.centreOfMass;
        const Vec3 buoyancyCentreVelocity = state.linearVelocity + cross(spin, arm);
        // A centre of buoyancy beyond float (a sliver's volume dividing its moment) is not looked up
        // (WaterPatch refuses it): its NaN makes isFinite refuse the whole result below.
        const float atX = float(patchShift.x + arm.x), atZ = float(patchShift.z + arm.z);
        const Vec3 waterVelocity = std::isfinite(atX) && std::isfinite(atZ)
                                       ? patch.velocityAt(atX, atZ)
                                       : Vec3{std::numeric_limits<double>::quiet_NaN(), 0.0, 0.0};
        catto.force = (waterVelocity - buoyancyCentreVelocity) * (model.cattoLinearDrag * state.mass * submerged);
        catto.torque = cross(arm, catto.force) -
                       spin * (model.cattoAngularDrag * state.mass * submerged * meanExtent_ * meanExtent_);
    }

    // Wave-radiation damping (RadiationDamping.h), as much of it as the body is immersed.
    const double immersion = radiation_.restVolume > 0.0 ? std::min(out.submergedVolume / radiation_.restVolume, 1.0) : 0.0;
    if (immersion > 0.0 && model.radiationDamping > 0.0) {
        Wrench& radiation = out.of(ForceKind::Radiation);
        const double scale = immersion * model.radiationDamping;
        radiation.force = {0.0, -scale * radiation_.heave * relative.y, 0.0};
        const Mat3 rotational = state.rotation * radiation_.rotational * state.rotation.transposed();
        radiation.torque = rotational * spin * -scale;
    }

    // The hull's lift and cross-flow drag in sway and yaw (HullManoeuvring.h), as much of them as
    // the body is immersed, in hull axes and back.
    const double hullImmersion =
        manoeuvring_.restVolume > 0.0 ? std::min(out.submergedVolume / manoeuvring_.restVolume, 1.0) : 0.0;
    if (hullImmersion > 0.0 && (model.hullLift > 0.0 || model.crossFlowDrag > 0.0)) {
        const Mat3 toHull = state.rotation.transposed();
        const Wrench inHull = hullManoeuvringForce(manoeuvring_, clarke_, state.centreOfMassInHull, toHull * relative,
                                                   toHull * spin, hullImmersion, model.hullLift, model.crossFlowDrag,
                                                   water.density);
        out.of(ForceKind::Manoeuvring) = {state.rotation * inHull.force, state.rotation * inHull.torque};
    }

    // Stability, for the body as a whole: every piece was clamped to its share of the momentum, but
    // the kinds add up (and pieces far from the centre of mass carry more angular momentum than their
    // share). The drags together may at most stop the relative motion within the step: their force
    // along -v at most m |v| / dt, their torque along -w at most I_w |w| / dt (I_w the inertia about
    // the spin axis). Beyond that, every drag force (or torque) is scaled down alike.
    bool inertiaGiven = false;
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j) inertiaGiven = inertiaGiven || state.inertia(i, j) != 0.0;
    const Mat3 inertia = inertiaGiven ? state.inertia
                                      : state.rotation * inertiaPerKg_ * state.rotation.transposed() * state.mass;
    Vec3 dragForce, dragTorque;
    for (std::size_t k = std::size_t(ForceKind::Hydrostatic) + 1; k < kForceKindCount; ++k) {
        dragForce += out.byKind[k].force;
        dragTorque += out.byKind[k].torque;
    }
    const double forceScale = stoppingScale(-dot(dragForce, relative), state.mass * dot(relative, relative) / timeStep);
    const double torqueScale = stoppingScale(-dot(dragTorque, spin), dot(spin, inertia * spin) / timeStep);
    out.clampedDrags += int(forceScale < 1.0) + int(torqueScale < 1.0);
    for (std::size_t k = std::size_t(ForceKind::Hydrostatic) + 1; k < kForceKindCount; ++k) {
        out.byKind[k].force *= forceScale;
        out.byKind[k].torque *= torqueScale;
    }
}

} // namespace hydro
