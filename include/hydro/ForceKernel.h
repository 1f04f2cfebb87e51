#pragma once
/// \file ForceKernel.h
/// The per-substep force computation for one body: Kerner's surface-pressure hydrostatics on the
/// SoA SIMD kernel (or the scalar reference), or Catto's exact volume method.

#include "hydro/BodyState.h"
#include "hydro/ForceResult.h"
#include "hydro/HullMesh.h"
#include "hydro/SimdArch.h"
#include "hydro/WaterPatch.h"

namespace hydro {

/// The fluid. SI units.
struct WaterProperties {
    double density = 1025.0;  ///< kg/m^3 (sea water; 1000 for fresh)
    double gravity = 9.81;    ///< m/s^2
};

enum class BuoyancyMethod {
    /// Kerner: the hull's triangles are cut at the waterline of the patch and the pressure of each
    /// submerged piece is integrated, applied at its exact centre of pressure. Any water surface.
    SurfacePressure,
    /// Catto, "Exact Buoyancy for Polyhedra": the submerged volume and its centroid from clipped
    /// tetrahedra, for a horizontal plane: the water height under the centre of mass. Exact on flat
    /// water; on waves it ignores their shape.
    ExactVolume,
};

/// Owns the scratch a body's computation needs, sized once for its hull: compute() never allocates.
/// One per body; not thread-safe itself, but distinct kernels may run on distinct threads. The hull
/// must outlive the kernel.
class ForceKernel {
public:
    struct Settings {
        SimdArch arch = bestSimdArch();                 ///< Scalar runs the reference kernel
        BuoyancyMethod method = BuoyancyMethod::SurfacePressure;
        bool collectWaterline = false;                  ///< fill ForceResult::waterline
    };

    /// Throws std::invalid_argument if `settings.arch` is not supported by this CPU.
    explicit ForceKernel(const HullMesh& hull, const Settings& settings);
    explicit ForceKernel(const HullMesh& hull) : ForceKernel(hull, Settings{}) {}

    /// Computes the water's action on the body in `state`. `patch` must have followed the water near
    /// the body this substep (WaterPatch::follow, anywhere within a cell of the centre of mass).
    /// A state with NaN or infinity gives Status::InvalidState and zeros, never a NaN.
    void compute(const BodyState& state, const WaterPatch& patch, const WaterProperties& water, ForceResult& out);

    const Settings& settings() const { return settings_; }
    const HullMesh& hull() const { return *hull_; }

private:
    const HullMesh* hull_;
    Settings settings_;
    AlignedVector<float> areaX_, areaY_, areaZ_;           // triangle area vectors, hull axes
    AlignedVector<float> rx_, ry_, rz_, height_;           // per vertex: position from the centre of mass, height above water
    AlignedVector<float> cutAx_, cutAy_, cutAz_, cutBx_, cutBy_, cutBz_, cutFlag_;  // per triangle waterline
};

} // namespace hydro
