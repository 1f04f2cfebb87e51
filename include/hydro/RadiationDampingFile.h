// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file RadiationDampingFile.h
/// A body's radiation damping kept in a small file beside its prepared hull: the panel method's
/// damping (RadiationDampingEstimate.h) costs about 0.1 s a body type, which a game can pay when it
/// prepares its assets (`hydrostatics --radiation-damping FILE`) instead of when a level loads, and
/// hand to the action (FloatingBody::tryUseRadiationDamping). The text holds the coefficients and
/// what they were estimated for (the hull's triangle count and volume, the mass, the centre of
/// gravity and the water), which is checked against the body it is given to; numbers to 17 digits,
/// so a damping reads back bit for bit. docs/added_mass.md §7.

#include "hydro/HullMesh.h"
#include "hydro/RadiationDamping.h"
#include "hydro/Result.h"
#include "hydro/Vec3.h"
#include "hydro/WaterProperties.h"

#include <string>

namespace hydro {

std::string radiationDampingText(const RadiationDamping& damping);
/// Reads radiationDampingText's text (`sourceName` names it in refusals, with the line): refused for
/// anything else, a negative or non-finite coefficient, or a damping of no body.
Result<RadiationDamping> tryRadiationDampingFromText(const std::string& text, const std::string& sourceName);
/// The text written to, and read from, the file at `path` (its name in messages).
Status trySaveRadiationDamping(const RadiationDamping& damping, const std::string& path);
Result<RadiationDamping> tryLoadRadiationDamping(const std::string& path);

/// Refusal naming what differs if `damping` was not estimated for `hull` loaded to `mass` with its
/// centre of gravity at `centreOfGravity` (hull coordinates) in `water`: the triangle count exactly,
/// the volume to 1e-9, the mass to 1e-6 (Bullet keeps a body's mass in single precision), the centre
/// to 1e-6 of the hull's size and the water's density to 1e-12.
Status checkRadiationDampingMadeFor(const RadiationDamping& damping, const HullMesh& hull, double mass,
                                    const Vec3& centreOfGravity, const WaterProperties& water);

} // namespace hydro
