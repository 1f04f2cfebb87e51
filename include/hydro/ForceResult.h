// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file ForceResult.h
/// What the water does to one body in one substep.

#include "hydro/Vec3.h"

#include <array>
#include <cstddef>
#include <vector>

namespace hydro {

/// One segment of the waterline: where the water surface cuts one hull triangle (world, m), and
/// that triangle's outward unit normal (world axes): the side the hull pushes water toward, which
/// WaterEffects needs to throw spray the right way.
struct WaterlineSegment {
    Vec3 a, b;
    Vec3 normal;
};

/// The forces of ForceModel, one entry each in ForceResult::byKind.
enum class ForceKind {
    Hydrostatic,   ///< pressure of still water (buoyancy)
    Viscous,       ///< ITTC friction, tangential
    PressureDrag,  ///< Kerner's pressure and suction drag
    Slamming,      ///< Kerner's slamming
    Air,           ///< air resistance on the dry part
    Damping,       ///< Kerner's linear and angular damping
    CattoDrag,     ///< Catto's drag against the water's motion
    Radiation,     ///< wave-radiation damping in heave, roll and pitch
    Manoeuvring,   ///< the hull's lift and cross-flow drag in sway and yaw (HullManoeuvring.h)
    Foil,          ///< lift and drag of the body's foils (Appendages.h)
    Morison,       ///< Morison's force on the body's slender members (Appendages.h)
    Thrust,        ///< the body's propellers and thrusters, with their shaft torque (Appendages.h)
    FreeSurface,   ///< the waves of a free-surface field, its own and other bodies' (FreeSurfaceCoupling.h)
};
constexpr std::size_t kForceKindCount = 13;
/// The kinds ForceModel's coefficients govern (Hydrostatic to Manoeuvring); the others come from a
/// body's Appendages.
constexpr std::size_t kForceModelKindCount = std::size_t(ForceKind::Manoeuvring) + 1;
const char* forceKindName(ForceKind kind);

/// A force and its torque about the centre of mass, world axes: N and N m.
struct Wrench {
    Vec3 force, torque;
};

/// Forces in world axes; torques about the centre of mass, world axes.
struct ForceResult {
    enum class Status {
        Ok,            ///< computed
        InvalidState,  ///< the BodyState, time step, WaterProperties or ForceModel was outside
                       ///< Limits.h (or a result would not have been finite): every output is zero
        InvalidWater,  ///< the water surface gave a height or velocity that is not finite or is
                       ///< outside Limits.h, or was sampled around an invalid centre: every output is zero
        NotEvaluated,  ///< the body was not evaluated (BuoyancyAction: not in the world, disabled,
                       ///< static, or its world steps it without the action; lastSkip says which):
                       ///< every output is zero
    };
    Status status = Status::Ok;

    Vec3 force, torque;                           ///< total, N and N m
    std::array<Wrench, kForceKindCount> byKind;   ///< the same split by kind; they add up to the total
    const Wrench& of(ForceKind kind) const { return byKind[std::size_t(kind)]; }
    Wrench& of(ForceKind kind) { return byKind[std::size_t(kind)]; }

    /// Pieces (and body-level drags) whose drag would have reversed their velocity relative to the
    /// water within the substep, and were scaled down to stop it instead (ForceModel: stability).
    int clampedDrags = 0;

    double submergedVolume = 0.0;  ///< m^3 (exact on flat water; on waves, under the patch)
    Vec3 centreOfBuoyancy;         ///< world, m; the centre of mass when nothing is submerged
    double wettedArea = 0.0;       ///< m^2 of hull below the surface
    int submergedPieces = 0;       ///< pieces of Kerner's cut (0, 1 or 2 per triangle)
    /// Water over an opening: the length of the hull's opening rims (HullMesh::openingRim: a
    /// deckless hull's gunwale, an open cockpit's coaming) below the surface, m, and whether there
    /// is any. The forces stay those of the hull capped at its openings (as if decked): exact while
    /// the rims are dry, and from then on the game decides what flooding does (more mass, a sinking
    /// boat). Needs the vertex heights of the surface kernel: always 0 with ExactVolume and no drag.
    double submergedOpeningLength = 0.0;
    bool flooding = false;

    /// Filled only when asked (ForceKernel::Settings::collectWaterline); its capacity is reserved
    /// once, so filling it does not allocate.
    std::vector<WaterlineSegment> waterline;

    /// Zeroes every number (keeps the waterline's capacity).
    void clear();
};

} // namespace hydro
