// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// The part of one triangle below a horizontal plane, as at most two triangles with the original
// winding (Catto, listing 2.5.2; docs/formulas.md §4). Internal to the core.

#include "hydro/Vec3.h"

#include <array>
#include <cstddef>

namespace hydro {

/// Calls emit(a, b, c) for each piece of the triangle `p` below the plane, where h are the corners'
/// heights above it (a corner is wet when h < 0): nothing for a dry triangle, the triangle itself
/// when all three are wet, one piece when one is, two (the quad's split) when two are.
template <class Emit>
void forEachSubmergedPiece(const std::array<Vec3, 3>& p, const std::array<double, 3>& h, Emit&& emit) {
    const int wet = int(h[0] < 0) + int(h[1] < 0) + int(h[2] < 0);
    if (wet == 0) return;
    if (wet == 3) {
        emit(p[0], p[1], p[2]);
        return;
    }
    // Rotate (keeping the winding) so that corner a is alone on its side of the plane.
    std::size_t a = 0;
    while ((h[a] < 0) == (h[(a + 1) % 3] < 0) || (h[a] < 0) == (h[(a + 2) % 3] < 0)) ++a;
    const std::size_t b = (a + 1) % 3, c = (a + 2) % 3;
    const Vec3 onAB = p[a] + (p[b] - p[a]) * (h[a] / (h[a] - h[b]));
    const Vec3 onAC = p[a] + (p[c] - p[a]) * (h[a] / (h[a] - h[c]));
    if (wet == 1) {
        emit(p[a], onAB, onAC);
    } else {  // the quad b, c, onAC, onAB
        emit(p[b], p[c], onAC);
        emit(p[b], onAC, onAB);
    }
}

} // namespace hydro
