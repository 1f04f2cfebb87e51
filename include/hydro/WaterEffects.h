// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file WaterEffects.h
/// Spray, foam and wakes made from what the force kernel already knows (docs/effects.md): where the
/// waterline (ForceResult::waterline, with each triangle's outward normal) moves through the water
/// it leaves foam, so a moving hull draws a wake behind it; where a face drives into the water
/// faster than a threshold (the normal velocity Kerner's slamming also feeds on) it throws spray,
/// which flies ballistically and turns to foam where it falls back. Engine-agnostic: the game feeds
/// it each body's result and state, steps it, and draws the droplets and patches as it likes.
/// Deterministic: the same calls in the same order give bit-identical effects.

#include "hydro/BodyState.h"
#include "hydro/ForceResult.h"
#include "hydro/Result.h"
#include "hydro/WaterSurface.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace hydro {

/// Rates and lifetimes (docs/effects.md §2 gives the reasoning for the defaults). SI units.
struct WaterEffectsSettings {
    /// m/s: the waterline leaves foam where it moves through the water faster than this.
    double foamSpeed = 0.3;
    /// Foam patches per metre of waterline per second, per m/s above foamSpeed.
    double foamRate = 3.0;
    double foamLifetime = 12.0;   ///< s from birth to gone; a patch fades linearly
    double foamRadius = 0.25;     ///< m at birth
    double foamSpreading = 0.08;  ///< m/s: how fast a patch's radius grows
    /// m/s: a face throws spray where it drives into the water (along its outward normal, relative
    /// to the water) faster than this.
    double spraySpeed = 1.0;
    /// Droplets per metre of waterline per second, per m/s of normal speed above spraySpeed.
    double sprayRate = 30.0;
    /// Droplet speed relative to the water as a multiple of the face's normal speed: the jet of a
    /// wedge entering water leaves faster than the wedge (Wagner), hence more than 1.
    double sprayThrow = 1.5;
    double airDrag = 0.05;  ///< 1/m: droplets slow as dv/dt = -airDrag |v| v
    double sprayLifetime = 8.0;  ///< s: a droplet still airborne by then is dropped (a count says so)
    double gravity = 9.81;  ///< m/s^2
    std::size_t maxFoam = 16384;  ///< patches at once; new ones beyond are refused (counted)
    std::size_t maxSpray = 8192;  ///< droplets at once; likewise
    std::uint64_t seed = 1;       ///< of the random spread of emission points and throws

    /// Refused, naming the first field that is not finite or out of range.
    Status check() const;
    void validate() const { orThrow(check()); }  ///< check(), thrown (Result.h's orThrow)
};

/// A droplet in flight (world, m and m/s).
struct SprayDroplet {
    Vec3 position, velocity;
    float age = 0.0f;  ///< s since thrown
};

/// A patch of foam on the surface: a disc at `position` (its height that of the surface at the last
/// advance), drifting with the water.
struct FoamPatch {
    Vec3 position;
    float radius = 0.0f;   ///< m
    float opacity = 1.0f;  ///< from its birth value down to 0 at the end of its life
    float age = 0.0f;      ///< s
};

class WaterEffects {
public:
    /// Refused if a setting is out of range (WaterEffectsSettings::check).
    static Result<WaterEffects> create(const WaterEffectsSettings& settings = {});
    /// create(), thrown (Result.h's orThrow).
    explicit WaterEffects(const WaterEffectsSettings& settings = {});

    /// One body's emissions over `timeStep` s (a frame, or a substep): `result` is its last
    /// ForceResult (with its waterline collected: ForceKernel::Settings::collectWaterline or
    /// BuoyancyAction::Settings::collectWaterline), `state` its motion then. The water's velocity is
    /// sampled at the waterline at `state.time`. A result that is not Ok, or has no waterline, emits
    /// nothing.
    void emit(const ForceResult& result, const BodyState& state, const WaterSurface& water, double timeStep);

    /// Moves everything to `time` (= the previous time + `timeStep`): droplets fly and those that
    /// fall under the surface become small patches of foam; patches age, spread, fade, ride the
    /// surface's height and drift with its horizontal velocity.
    void advance(const WaterSurface& water, double time, double timeStep);

    const std::vector<SprayDroplet>& spray() const { return spray_; }
    const std::vector<FoamPatch>& foam() const { return foam_; }
    /// Droplets and patches refused at maxSpray / maxFoam, and droplets dropped still in the air at
    /// sprayLifetime, since construction (or clear()).
    std::uint64_t refusedSpray() const { return refusedSpray_; }
    std::uint64_t refusedFoam() const { return refusedFoam_; }
    std::uint64_t expiredSpray() const { return expiredSpray_; }

    /// Forgets every droplet and patch and the counts; the random sequence starts again.
    void clear();
    const WaterEffectsSettings& settings() const { return settings_; }

private:
    /// Uniform in [0, 1): splitmix64, so that the sequence is the same on every platform.
    double random();
    /// floor(expected + u): a whole count whose mean is `expected`.
    int countFor(double expected);
    void addFoam(const Vec3& position, float radius, float opacity);

    WaterEffectsSettings settings_;
    std::uint64_t randomState_;
    std::vector<SprayDroplet> spray_;
    std::vector<FoamPatch> foam_;
    std::uint64_t refusedSpray_ = 0, refusedFoam_ = 0, expiredSpray_ = 0;
    // Batch scratch for the surface queries, reused.
    std::vector<float> x_, y_, z_, height_, vx_, vy_, vz_;
};

} // namespace hydro
