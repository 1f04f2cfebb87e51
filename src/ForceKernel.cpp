#include "hydro/ForceKernel.h"
#include "hydro/ExactBuoyancy.h"

#include "kernel/KernelData.h"

#include <xsimd/xsimd.hpp>

#include <cmath>
#include <stdexcept>
#include <string>

namespace hydro {

// Instantiated in SurfaceKernel_<arch>.cpp, each with its own instruction-set flags.
extern template void runSurfaceKernel<xsimd::sse2>(const KernelInput&, KernelSums&);
extern template void runSurfaceKernel<xsimd::fma3<xsimd::avx2>>(const KernelInput&, KernelSums&);
extern template void runSurfaceKernel<xsimd::avx512f>(const KernelInput&, KernelSums&);

void ForceResult::clear() {
    auto waterlineStorage = std::move(waterline);
    *this = ForceResult{};
    waterline = std::move(waterlineStorage);
    waterline.clear();
}

namespace {

bool isFinite(const BodyState& s) {
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j)
            if (!std::isfinite(s.rotation(i, j))) return false;
    return hydro::isFinite(s.centreOfMass) && hydro::isFinite(s.centreOfMassInHull) &&
           hydro::isFinite(s.linearVelocity) && hydro::isFinite(s.angularVelocity) && std::isfinite(s.mass) &&
           std::isfinite(s.time);
}

Vec3 fromSums(const double (&v)[3], double scale) { return Vec3{v[0], v[1], v[2]} * scale; }

} // namespace

ForceKernel::ForceKernel(const HullMesh& hull, const Settings& settings) : hull_(&hull), settings_(settings) {
    if (!isSupported(settings.arch))
        throw std::invalid_argument(std::string("ForceKernel: this CPU does not support ") + archName(settings.arch));
    const std::size_t triangles = hull.paddedTriangleCount(), vertices = hull.paddedVertexCount();
    areaX_.resize(triangles);
    areaY_.resize(triangles);
    areaZ_.resize(triangles);
    for (std::size_t t = 0; t < triangles; ++t) {
        areaX_[t] = hull.triangleArea()[t] * hull.normalX()[t];
        areaY_[t] = hull.triangleArea()[t] * hull.normalY()[t];
        areaZ_[t] = hull.triangleArea()[t] * hull.normalZ()[t];
    }
    for (auto* scratch : {&rx_, &ry_, &rz_, &height_}) scratch->resize(vertices);
    if (settings.collectWaterline)
        for (auto* cut : {&cutAx_, &cutAy_, &cutAz_, &cutBx_, &cutBy_, &cutBz_, &cutFlag_}) cut->resize(triangles);
}

void ForceKernel::compute(const BodyState& state, const WaterPatch& patch, const WaterProperties& water,
                          ForceResult& out) {
    out.clear();
    out.centreOfBuoyancy = state.centreOfMass;
    if (!isFinite(state) || !std::isfinite(water.density) || !std::isfinite(water.gravity)) {
        out.status = ForceResult::Status::InvalidState;
        out.centreOfBuoyancy = {};
        return;
    }
    const Vec3 patchShift = state.centreOfMass - patch.centre();  // the patch may lag by a little

    if (settings_.method == BuoyancyMethod::ExactVolume) {
        const double level = state.centreOfMass.y - patchShift.y +
                             double(patch.heightAt(float(patchShift.x), float(patchShift.z)));
        const ExactBuoyancyResult exact = exactBuoyancy(*hull_, state, level, water);
        out.hydrostaticForce = out.force = exact.force;
        out.hydrostaticTorque = out.torque = exact.torque;
        out.submergedVolume = exact.volume;
        out.centreOfBuoyancy = exact.centreOfBuoyancy;
        out.wettedArea = exact.wettedArea;
        out.submergedPieces = exact.submergedPieces;
        return;
    }

    KernelInput in{};
    in.vx = hull_->x();
    in.vy = hull_->y();
    in.vz = hull_->z();
    in.paddedVertices = hull_->paddedVertexCount();
    in.i0 = hull_->i0();
    in.i1 = hull_->i1();
    in.i2 = hull_->i2();
    in.paddedTriangles = hull_->paddedTriangleCount();
    in.areaX = areaX_.data();
    in.areaY = areaY_.data();
    in.areaZ = areaZ_.data();
    in.area = hull_->triangleArea();
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
    in.c0 = patch.planeC0();
    in.cu = patch.planeCu();
    in.cv = patch.planeCv();
    in.rx = rx_.data();
    in.ry = ry_.data();
    in.rz = rz_.data();
    in.height = height_.data();
    if (settings_.collectWaterline) {
        in.cutAx = cutAx_.data(), in.cutAy = cutAy_.data(), in.cutAz = cutAz_.data();
        in.cutBx = cutBx_.data(), in.cutBy = cutBy_.data(), in.cutBz = cutBz_.data();
        in.cutFlag = cutFlag_.data();
    }

    KernelSums sums;
    switch (settings_.arch) {
    case SimdArch::Scalar: runReferenceKernel(in, hull_->triangleCount(), false, sums); break;
    case SimdArch::Sse2: runSurfaceKernel<xsimd::sse2>(in, sums); break;
    case SimdArch::Avx2: runSurfaceKernel<xsimd::fma3<xsimd::avx2>>(in, sums); break;
    case SimdArch::Avx512: runSurfaceKernel<xsimd::avx512f>(in, sums); break;
    }

    // From the sums' units to newtons (KernelData.h): force = -rho g / 3 * sum(sd A), torque =
    // -rho g / 12 * sum(m x A), V = -1/3 sum(sd A_y), first moment of V = -1/12 * volumeMoment.
    const double rhoG = water.density * water.gravity;
    out.hydrostaticForce = out.force = fromSums(sums.pressureForce, -rhoG / 3.0);
    out.hydrostaticTorque = out.torque = fromSums(sums.pressureMoment, -rhoG / 12.0);
    out.submergedVolume = -sums.pressureForce[1] / 3.0;
    if (out.submergedVolume > 0.0)
        out.centreOfBuoyancy = state.centreOfMass + fromSums(sums.volumeMoment, -1.0 / 12.0) / out.submergedVolume;
    out.wettedArea = sums.wettedArea;
    out.submergedPieces = int(sums.pieces);

    if (settings_.collectWaterline) {
        out.waterline.reserve(hull_->triangleCount());  // allocates on the first call only
        for (std::size_t t = 0; t < hull_->triangleCount(); ++t)
            if (cutFlag_[t] != 0.0f)
                out.waterline.push_back({state.centreOfMass + Vec3{cutAx_[t], cutAy_[t], cutAz_[t]},
                                         state.centreOfMass + Vec3{cutBx_[t], cutBy_[t], cutBz_[t]}});
    }
}

} // namespace hydro
