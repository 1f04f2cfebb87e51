// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// Kerner's hydrodynamic forces on the submerged pieces of one batch of triangles, and air on their
// dry parts (ForceModel.h has the formulas; docs/formulas.md §5). Used by SurfaceKernel.h in its triangle
// pass, after the hydrostatic cut has found each triangle's submerged polygon.
//
// Guards, as masks rather than branches (docs/simd.md §4): a speed of zero gives cos = 0 and no drag;
// fractional powers are taken as exp(f log x) of x > 0 only (a negative cos or a zero ramp gives 0,
// never log of a non-positive number); a padding or fully dry triangle has zero area and adds +0.

#include "KernelData.h"
#include "PatchLookup.h"
#include "SimdVec.h"

#include <xsimd/xsimd.hpp>

#include <cstddef>
#include <cstdint>

namespace hydro {

/// The submerged polygon of each lane's triangle, as SurfaceKernel's cut describes it: the whole
/// triangle with weight `wholeWeight` plus its corner triangle (corner, cutB, cutC) with weight
/// `cornerWeight` (negative when the corner is the dry one). All zero: nothing under water. Where
/// any lane is wet, also the triangles' world geometry the cut already computed: the sum of their
/// corners (relative to the centre of mass) and their area vectors.
template <class B>
struct SubmergedPart {
    B wholeWeight = B(0.0f), cornerWeight = B(0.0f);
    Vec<B> corner{B(0.0f), B(0.0f), B(0.0f)}, cutB{B(0.0f), B(0.0f), B(0.0f)}, cutC{B(0.0f), B(0.0f), B(0.0f)};
    Vec<B> cornerSum, areaVector;
};

template <class Arch>
class DragTerms {
public:
    using B = xsimd::batch<float, Arch>;

    DragTerms(const KernelInput& in, const PatchLookup<Arch>& patch)
        : in_(in), patch_(patch),
          velocity_{B(in.linearVelocity[0]), B(in.linearVelocity[1]), B(in.linearVelocity[2])},
          spin_{B(in.angularVelocity[0]), B(in.angularVelocity[1]), B(in.angularVelocity[2])},
          uniformWater_{B(in.uniformWaterVelocity[0]), B(in.uniformWaterVelocity[1]), B(in.uniformWaterVelocity[2])},
          hullVelocity_(toHullAxes(in.rotation, in.linearVelocity)), hullSpin_(toHullAxes(in.rotation, in.angularVelocity)),
          hullOffset_(toHullAxes(in.rotation, in.translation)),
          viscous_(in.viscousFactor), pressureLinear_(in.pressureLinear), pressureQuadratic_(in.pressureQuadratic),
          pressureFalloff_(in.pressureFalloff), suctionLinear_(in.suctionLinear),
          suctionQuadratic_(in.suctionQuadratic), suctionFalloff_(in.suctionFalloff),
          inverseReferenceSpeed_(in.inverseReferenceSpeed), slamming_(in.slammingFactor),
          inverseSaturation_(in.inverseSaturation), stepInDurations_(in.stepInDurations),
          filterDecay_(in.filterDecay), slammingPower_(in.slammingPower), air_(in.airFactor), clamp_(in.clampFactor),
          pressureOn_(in.pressureLinear != 0.0f || in.pressureQuadratic != 0.0f || in.suctionLinear != 0.0f ||
                      in.suctionQuadratic != 0.0f),
          slammingOn_(in.slammingFactor != 0.0f), airOn_(in.airFactor != 0.0f),
          falloff_(in.pressureFalloff == 1.0f && in.suctionFalloff == 1.0f   ? Falloff::Linear
                   : in.pressureFalloff == 0.5f && in.suctionFalloff == 0.5f ? Falloff::SquareRoot
                   : in.pressureFalloff == 2.0f && in.suctionFalloff == 2.0f ? Falloff::Square
                                                                             : Falloff::Power),
          squareRamp_(in.slammingPower == 2.0f) {
        for (auto& kind : force_) kind = {B(0.0f), B(0.0f), B(0.0f)};
        for (auto& kind : torque_) kind = {B(0.0f), B(0.0f), B(0.0f)};
        clamped_ = B(0.0f);
    }

    /// Adds the drag on the batch of triangles starting at `t`, given their submerged parts.
    void addBatch(std::size_t t, const SubmergedPart<B>& part) {
        const B zero(0.0f), one(1.0f), third(1.0f / 3.0f);
        const B area = B::load_aligned(in_.area + t);
        const B areaWeight = part.wholeWeight + part.cornerWeight;
        const B submergedArea = areaWeight * area;
        const bool anyWet = xsimd::any(areaWeight > zero);
        const bool anyCut = xsimd::any(part.cornerWeight != zero);
        const B dryArea = xsimd::max(area - submergedArea, zero);
        if (anyWet) {
            // The triangles' centroids and unit normals in world axes, from the corners and area
            // vectors the cut computed (it does wherever a lane is wet).
            const Vec<B> centre = third * part.cornerSum;
            const Vec<B> n = B::load_aligned(in_.inverseArea + t) * part.areaVector;  // 0 for padding
            // Centroid of the submerged polygon: the area-weighted centroids of its two triangles.
            // Where no lane is cut (most batches of a hull: the waterline crosses few), it is the
            // triangle's own centroid (a dry lane keeps its own too: its area of 0 adds nothing).
            Vec<B> wetCentre = centre;
            if (anyCut) {
                const B inverseWeight =
                    xsimd::select(areaWeight > zero, one / xsimd::select(areaWeight > zero, areaWeight, one), zero);
                wetCentre = inverseWeight * multiplyAdd(third * part.cornerWeight, part.corner + part.cutB + part.cutC,
                                                        part.wholeWeight * centre);
            }
            Vec<B> velocity = velocity_ + cross(spin_, wetCentre);  // relative to the water, below
            if (in_.surfaceVelocity[0]) {
                // The water's velocity at the wet centres: three components' samples, read the
                // same way for the three (PatchLookup::Reader; dry lanes' values are multiplied by
                // no area).
                const auto cell = patch_.locate(wetCentre.x, wetCentre.z);
                const auto water = patch_.reader(cell, areaWeight > zero);
                velocity = velocity - Vec<B>{water(in_.surfaceVelocity[0]), water(in_.surfaceVelocity[1]),
                                             water(in_.surfaceVelocity[2])};
            } else {
                velocity = velocity - uniformWater_;  // what the look-up would give (KernelData.h)
            }
            const B speedSquared = dot(velocity, velocity);
            const auto moving = speedSquared > zero;
            const B speed = xsimd::sqrt(speedSquared);
            const B inverseSpeed = xsimd::select(moving, one / xsimd::select(moving, speed, one), zero);
            const B normalSpeed = dot(velocity, n);
            const B cosine = normalSpeed * inverseSpeed;

            // Each water drag is a force a v + b n (viscous along v's tangential part v - (v.n) n,
            // pressure along n, slamming along v), so it is kept as the two coefficients: the
            // stability clamp scales them, and every kind's torque about G is a (c x v) + b (c x n)
            // from the same two cross products (add()).
            // Viscous: -1/2 rho C_F S |v_t| v_t, v_t the tangential part (never n cos theta);
            // |v_t|^2 = |v|^2 - (v.n)^2 for a unit n, kept from below 0 where they cancel in float.
            const B tangentialSpeed = xsimd::sqrt(xsimd::max(speedSquared - normalSpeed * normalSpeed, zero));
            B viscousAlongV = -viscous_ * submergedArea * tangentialSpeed;
            B viscousAlongN = -viscousAlongV * normalSpeed;

            B pressureAlongN = zero;
            if (pressureOn_) {
                const B ratio = speed * inverseReferenceSpeed_;
                const auto ahead = cosine > zero;
                // Pressure pushes back along -n, suction pulls along +n: one signed coefficient.
                const B coefficient =
                    xsimd::select(ahead, pressureLinear_ + pressureQuadratic_ * ratio, -(suctionLinear_ + suctionQuadratic_ * ratio)) * ratio;
                const B falloff = xsimd::select(ahead, pressureFalloff_, suctionFalloff_);
                // Falloff 1 and 2 (the presets') need no power, and 0.5 (ForceModel's default) only
                // a square root: exp and log are most of this term's cost (14 % of FullModel/2000).
                const B facing = falloff_ == Falloff::Linear       ? xsimd::abs(cosine)
                                 : falloff_ == Falloff::Square     ? cosine * cosine
                                 : falloff_ == Falloff::SquareRoot ? xsimd::sqrt(xsimd::abs(cosine))
                                                                   : positivePower(xsimd::abs(cosine), falloff);
                pressureAlongN = -coefficient * submergedArea * facing;
            }

            const Vec<B> swept = submergedArea * velocity;
            B slammingAlongV = zero;
            if (slammingOn_) {
                // ForceModel.h: I, the ramp's integral over the substep in units of tau, from the
                // departure r of the swept-volume rate from its low-passed history W.
                const Vec<B> history = loadSwept(t);
                if (in_.hasHistory) {
                    const Vec<B> change = swept - history;
                    const B r = xsimd::sqrt(dot(change, change)) * B::load_aligned(in_.inverseArea + t) * inverseSaturation_;
                    const B start = xsimd::min(r, one), end = xsimd::min(r * filterDecay_, one);
                    const B tail = squareRamp_ ? B(0.5f) * (start * start - end * end)
                                               : (positivePower(start, slammingPower_) - positivePower(end, slammingPower_)) /
                                                     slammingPower_;
                    const auto saturated = r > one;  // the log only where the ramp saturates
                    const B plateau = xsimd::any(saturated)
                                          ? xsimd::min(xsimd::log(xsimd::max(r, one)), stepInDurations_)
                                          : zero;
                    // The mean force over the step, on entering pieces only (cos > 0).
                    slammingAlongV = -(plateau + tail) * xsimd::max(cosine, zero) * slamming_ * submergedArea;
                    storeSwept(t, multiplyAdd(filterDecay_, history - swept, swept));
                } else {
                    storeSwept(t, swept);
                }
            }

            // Stability: a piece may not lose more than its share of the body's momentum,
            // m (S / S_total) |v|, in one substep; the drag along -v is scaled down to that.
            const B resisting =
                -multiplyAdd(viscousAlongV + slammingAlongV, speedSquared, (viscousAlongN + pressureAlongN) * normalSpeed);
            const B cap = clamp_ * submergedArea * speedSquared;
            const auto over = resisting > cap;
            if (xsimd::any(over)) {  // rare: the division only where it is needed
                const B scale = xsimd::select(over, cap / xsimd::select(over, resisting, one), one);
                clamped_ += xsimd::select(over, one, zero);
                viscousAlongV *= scale, viscousAlongN *= scale, pressureAlongN *= scale, slammingAlongV *= scale;
            }
            const Vec<B> turnV = cross(wetCentre, velocity), turnN = cross(wetCentre, n);
            add(KernelSums::kViscous, viscousAlongV, velocity, turnV);
            add(KernelSums::kViscous, viscousAlongN, n, turnN);
            add(KernelSums::kPressure, pressureAlongN, n, turnN);
            add(KernelSums::kSlamming, slammingAlongV, velocity, turnV);
        } else if (slammingOn_) {
            // A dry triangle sweeps no water: its history decays toward zero (or starts there).
            storeSwept(t, in_.hasHistory ? filterDecay_ * loadSwept(t) : Vec<B>{zero, zero, zero});
        }

        if (airOn_ && xsimd::any(dryArea > zero)) {
            // Still air; the dry part of the triangle taken at the triangle's centroid (a wholly wet
            // batch has none: it would add 0). In hull axes, where the centroids and normals are
            // the hull's own and need no rotation (most of the air's batches are wholly dry: the
            // cut placed nothing); store() turns the sums into world axes.
            const Vec<B> arm = Vec<B>{B::load_aligned(in_.centroidX + t), B::load_aligned(in_.centroidY + t),
                                      B::load_aligned(in_.centroidZ + t)} + hullOffset_;
            const Vec<B> n{B::load_aligned(in_.normalX + t), B::load_aligned(in_.normalY + t),
                           B::load_aligned(in_.normalZ + t)};
            const Vec<B> velocity = hullVelocity_ + cross(hullSpin_, arm);
            const B facingSpeed = xsimd::max(dot(velocity, n), zero);  // cos theta |v|
            B drag = air_ * facingSpeed;  // per unit area, times v: -1/2 rho C S cos |v| v
            const auto over = (drag > clamp_) & (dryArea > zero);
            if (xsimd::any(over)) {  // rare: the division only where it is needed, as in water
                drag = xsimd::select(over, clamp_, drag);  // the clamp's scale times the drag
                clamped_ += xsimd::select(over, one, zero);
            }
            add(KernelSums::kAir, -drag * dryArea, velocity, cross(arm, velocity));
        }
    }

    /// Moves the lane sums into double (SurfaceKernel's flush).
    template <class Flush>
    void flush(Flush& into) {
        for (int k = 0; k < KernelSums::kDragKinds; ++k) {
            into(force_[k].x, forceTotal_[k][0]);
            into(force_[k].y, forceTotal_[k][1]);
            into(force_[k].z, forceTotal_[k][2]);
            into(torque_[k].x, torqueTotal_[k][0]);
            into(torque_[k].y, torqueTotal_[k][1]);
            into(torque_[k].z, torqueTotal_[k][2]);
        }
        into(clamped_, clampedTotal_);
    }

    void store(KernelSums& sums) const {
        for (int k = 0; k < KernelSums::kDragKinds; ++k)
            for (int c = 0; c < 3; ++c) {
                sums.dragForce[k][c] = forceTotal_[k][c];
                sums.dragTorque[k][c] = torqueTotal_[k][c];
            }
        // The air's sums were taken in hull axes: R turns them into world axes.
        for (int c = 0; c < 3; ++c) {
            sums.dragForce[KernelSums::kAir][c] = sums.dragTorque[KernelSums::kAir][c] = 0.0;
            for (int j = 0; j < 3; ++j) {
                const double r = double(in_.rotation[3 * c + j]);
                sums.dragForce[KernelSums::kAir][c] += r * forceTotal_[KernelSums::kAir][j];
                sums.dragTorque[KernelSums::kAir][c] += r * torqueTotal_[KernelSums::kAir][j];
            }
        }
        sums.clamped = clampedTotal_;
    }

private:
    /// R^T v, broadcast: a world vector in hull axes (R row-major, hull -> world).
    static Vec<B> toHullAxes(const float (&r)[9], const float (&v)[3]) {
        return {B(r[0] * v[0] + r[3] * v[1] + r[6] * v[2]), B(r[1] * v[0] + r[4] * v[1] + r[7] * v[2]),
                B(r[2] * v[0] + r[5] * v[1] + r[8] * v[2])};
    }

    /// x^f for x >= 0 and f > 0: exp(f log x) where x > 0, and 0 where x == 0.
    static B positivePower(const B& x, const B& f) {
        const B zero(0.0f), one(1.0f);
        const auto positive = x > zero;
        return xsimd::select(positive, xsimd::exp(f * xsimd::log(xsimd::select(positive, x, one))), zero);
    }

    Vec<B> loadSwept(std::size_t t) const {
        return {B::load_aligned(in_.sweptX + t), B::load_aligned(in_.sweptY + t), B::load_aligned(in_.sweptZ + t)};
    }

    void storeSwept(std::size_t t, const Vec<B>& swept) const {
        swept.x.store_aligned(in_.sweptX + t);
        swept.y.store_aligned(in_.sweptY + t);
        swept.z.store_aligned(in_.sweptZ + t);
    }

    /// Adds the force `coefficient` times `direction` to `kind`, and its torque, `coefficient` times
    /// `turn` (the point of application crossed with the direction).
    void add(int kind, const B& coefficient, const Vec<B>& direction, const Vec<B>& turn) {
        force_[kind] = multiplyAdd(coefficient, direction, force_[kind]);
        torque_[kind] = multiplyAdd(coefficient, turn, torque_[kind]);
    }

    const KernelInput& in_;
    const PatchLookup<Arch>& patch_;
    Vec<B> velocity_, spin_;                                 // the body's, world axes
    Vec<B> uniformWater_;  // the water's where it moves as one (KernelInput::uniformWaterVelocity)
    // The same in hull axes (the air), and R^T t = -G there (t = -R G): a hull point plus it is its arm about G.
    Vec<B> hullVelocity_, hullSpin_, hullOffset_;
    B viscous_, pressureLinear_, pressureQuadratic_, pressureFalloff_, suctionLinear_, suctionQuadratic_,
        suctionFalloff_, inverseReferenceSpeed_, slamming_, inverseSaturation_, stepInDurations_, filterDecay_,
        slammingPower_, air_, clamp_;
    bool pressureOn_, slammingOn_, airOn_;
    enum class Falloff { Linear, Square, SquareRoot, Power } falloff_;  // both sides' exponents 1, both 2, both 0.5, other
    bool squareRamp_;
    Vec<B> force_[KernelSums::kDragKinds], torque_[KernelSums::kDragKinds];
    B clamped_;
    double forceTotal_[KernelSums::kDragKinds][3] = {}, torqueTotal_[KernelSums::kDragKinds][3] = {};
    double clampedTotal_ = 0.0;
};

} // namespace hydro
