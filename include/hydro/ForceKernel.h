// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file ForceKernel.h
/// The per-substep force computation for one body: Kerner's surface-pressure hydrostatics on the
/// SoA SIMD kernel (or the scalar reference), or Catto's exact volume method, and the hydrodynamic
/// forces of ForceModel.h in the same triangle pass.

#include "hydro/AlignedVector.h"
#include "hydro/BodyState.h"
#include "hydro/ForceModel.h"
#include "hydro/ForceResult.h"
#include "hydro/HullManoeuvring.h"
#include "hydro/HullMesh.h"
#include "hydro/RadiationDamping.h"
#include "hydro/Result.h"
#include "hydro/SimdArch.h"
#include "hydro/WaterProperties.h"
#include "hydro/WaterPatch.h"

#include <memory>
#include <vector>

namespace hydro {

struct KernelInput;  // src/forces/simd/KernelData.h: what the kernels read, the fixed part filled once
struct KernelSums;   // the same header: what they sum

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

    /// Refused if `settings.arch` is not supported here (SimdArch.h's whyUnsupported says why).
    static Result<ForceKernel> create(const HullMesh& hull, const Settings& settings);
    static Result<ForceKernel> create(const HullMesh& hull) { return create(hull, Settings{}); }
    /// create(), thrown (Result.h's orThrow).
    explicit ForceKernel(const HullMesh& hull, const Settings& settings);
    explicit ForceKernel(const HullMesh& hull) : ForceKernel(hull, Settings{}) {}
    ~ForceKernel();
    ForceKernel(ForceKernel&&) noexcept;
    ForceKernel& operator=(ForceKernel&&) noexcept;

    /// Computes the water's (and air's) action on the body in `state` over the substep `timeStep`
    /// (s, > 0; slamming and the drag clamp use it). `patch` must have followed the water near the
    /// body this substep (WaterPatch::follow, anywhere within a cell of the centre of mass), with
    /// velocities if model.usesWaterVelocity() (else the water counts as still). A state, step, water
    /// or model outside Limits.h (a NaN or an infinity among them) gives Status::InvalidState, and a
    /// patch that sampled an invalid surface Status::InvalidWater, with zeros, never a NaN; so does
    /// any result that would not be finite.
    /// A model with sizedFor set is resolved for this hull's length and `state.mass` first
    /// (ForceModel::resolvedFor).
    /// Keeps the slamming history: call it once per substep, in order, for the same body.
    void compute(const BodyState& state, const WaterPatch& patch, const WaterProperties& water,
                 const ForceModel& model, double timeStep, ForceResult& out);

    /// Hydrostatics only (ForceModel::hydrostaticOnly()): no history, no time step.
    void compute(const BodyState& state, const WaterPatch& patch, const WaterProperties& water, ForceResult& out);

    /// The body's wave-radiation damping coefficients (estimateRadiationDamping), which
    /// ForceModel::radiationDamping scales; none until this is called.
    void setRadiationDamping(const RadiationDamping& damping) { radiation_ = damping; }
    const RadiationDamping& radiationDamping() const { return radiation_; }

    /// The hull's shape at rest for its lift and cross-flow drag (HullManoeuvring.h,
    /// estimateHullManoeuvring), which ForceModel::hullLift and crossFlowDrag scale; none until this
    /// is called.
    void setHullManoeuvring(const HullManoeuvring& manoeuvring) {
        manoeuvring_ = manoeuvring;
        clarke_ = clarkeDerivatives(manoeuvring);
    }
    const HullManoeuvring& hullManoeuvring() const { return manoeuvring_; }

    /// Forgets the slamming history (after a teleport): the next substep cannot slam.
    void resetHistory() { hasHistory_ = false; }

    /// What the next compute() keeps from the last one: per triangle, the swept volume's rate as
    /// slamming last filtered it, and whether there is any (none before the first substep or after
    /// resetHistory). A snapshot saves it (BuoyancySnapshot.h) so that a world put back steps on as
    /// it did.
    struct SlammingHistory {
        bool valid = false;
        AlignedVector<float> x, y, z;
    };
    SlammingHistory slammingHistory() const { return {hasHistory_, sweptX_, sweptY_, sweptZ_}; }
    /// Puts back a history slammingHistory() gave. Refused, naming both counts, for one taken from a
    /// kernel of another hull's size.
    Status trySetSlammingHistory(const SlammingHistory& history);

    /// Height of each hull vertex above the water at the last compute(), m (negative: submerged),
    /// or null if the last compute() did not run the surface kernel (ExactVolume without drag). On
    /// level water with buoyancy alone the kernel does not need them (docs/simd.md §7): they are
    /// computed at the first call after it, on the calling thread (not during a compute()).
    const float* lastVertexHeights() const;

    const Settings& settings() const { return settings_; }
    const HullMesh& hull() const { return *hull_; }

private:
    /// compute() with a model whose coefficients are this body's own (sizedFor unset or invalid).
    void computeResolved(const BodyState& state, const WaterPatch& patch, const WaterProperties& water,
                         const ForceModel& model, double timeStep, ForceResult& out);
    /// ForceResult::submergedOpeningLength and flooding, from the vertex heights just computed.
    void measureSubmergedOpenings(ForceResult& out) const;
    /// Pass B's sums on level water with buoyancy alone (docs/simd.md §7): the wholly wet parts of
    /// the hull in closed form, the leaves the waterline crosses triangle by triangle.
    void sumOnLevelWater(KernelSums& sums);
    /// The drags on the body as a whole, against `waterAtCentre`, the water's velocity at its centre
    /// of mass (from `patch`).
    void addBodyDrags(const BodyState& state, const WaterPatch& patch, const Vec3& waterAtCentre,
                      const WaterProperties& water, const ForceModel& model, double timeStep, ForceResult& out) const;

    const HullMesh* hull_;
    Settings settings_;
    Mat3 inertiaPerKg_;       // of the hull's solid, about its centroid, hull axes
    double meanExtent_ = 0.0; // Catto's L: mean of the AABB's sides, m
    RadiationDamping radiation_;
    HullManoeuvring manoeuvring_;
    ClarkeDerivatives clarke_;  // of manoeuvring_
    bool hasHistory_ = false;
    bool heightsValid_ = false;
    mutable bool heightsPending_ = false;  // valid, but not yet computed (sumOnLevelWater)
    AlignedVector<float> sweptX_, sweptY_, sweptZ_;           // slamming history per triangle
    mutable AlignedVector<float> height_;                  // per vertex: height above the water
    std::vector<std::int32_t> crossedLeaves_;              // sumOnLevelWater's, one per leaf at most
    std::vector<std::int32_t> submergedNodes_;             // and one per node at most
    double hullReach_ = 0.0;  // m: bounds |R u| + the hull's size, for sumOnLevelWater's margin
    AlignedVector<std::int32_t> wetVertexBatches_;         // KernelInput::wetVertexBatchesBefore
    std::vector<double> vertexPlaces_;                     // KernelInput::vertexPlaces (scalar arch only)
    AlignedVector<float> cutAx_, cutAy_, cutAz_, cutBx_, cutBy_, cutBz_, cutFlag_;  // per triangle waterline
    // The kernels' input: the hull's and the scratch's arrays set once here (moving the kernel keeps
    // the arrays where they are), the rest per call. Not copyable: a copy would write the original's
    // scratch.
    std::unique_ptr<KernelInput> input_;
    std::unique_ptr<KernelInput> levelInput_;  // the same over level water's tree (sumOnLevelWater)
};

} // namespace hydro
