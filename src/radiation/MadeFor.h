// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// What a saved added-mass table or radiation damping was made for, checked against the body it is
// given to: each refusal says "made for ..., not ...". Internal to the radiation room.

#include "hydro/HullMesh.h"
#include "hydro/Result.h"
#include "hydro/Vec3.h"
#include "hydro/WaterProperties.h"

#include <cstddef>

namespace hydro::radiation {

/// The largest triangle count a hull's record may name (a HullMesh indexes its vertices in 32 bits).
inline constexpr double kMaxRecordedTriangles = 4294967295.0;
/// The largest coefficient a saved file may hold: a body of Limits.h's largest mass (1e12 kg) and
/// 1e9 m across has far smaller added masses and dampings, and sums of such entries stay finite.
inline constexpr double kMaxRecordedCoefficient = 1e30;

/// The triangle count exactly and the volume to 1e-9 of it.
Status checkMadeForHull(std::size_t triangles, double volume, const HullMesh& hull);
/// `recorded` within 1e-6 of the hull's size of `given`; `name` says which point ("centre of mass").
Status checkMadeForPoint(const char* name, const Vec3& recorded, const Vec3& given, const HullMesh& hull);
/// The water's density to 1e-12.
Status checkMadeForWater(double recordedDensity, const WaterProperties& water);

} // namespace hydro::radiation
