// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/prepare/BowFromShape.h"

#include <algorithm>
#include <limits>

namespace hydro {

namespace {

/// The hull's breadth seen from above at the station x = `station`: the span in z of where its
/// edges cross that plane, at every height (0 where none does).
double outlineBreadthAt(const MeshArrays& mesh, double station) {
    double low = std::numeric_limits<double>::infinity(), high = -low;
    for (std::size_t t = 0; t < mesh.triangleCount(); ++t) {
        for (int k = 0; k < 3; ++k) {
            const float* a = &mesh.xyz[3 * std::size_t(mesh.indices[3 * t + std::size_t(k)])];
            const float* b = &mesh.xyz[3 * std::size_t(mesh.indices[3 * t + std::size_t((k + 1) % 3)])];
            const double ax = double(a[0]), az = double(a[2]), bx = double(b[0]), bz = double(b[2]);
            if ((ax < station) == (bx < station)) continue;
            const double z = az + (bz - az) * ((station - ax) / (bx - ax));
            low = std::min(low, z), high = std::max(high, z);
        }
    }
    return high > low ? high - low : 0.0;
}

/// The mean outline breadth over the end that starts at `tip` and runs `inward` (signed, m).
double endBreadth(const MeshArrays& mesh, double tip, double inward) {
    double sum = 0.0;
    for (int s = 1; s <= BowEvidence::kStations; ++s)
        sum += outlineBreadthAt(mesh, tip + inward * (double(s) / BowEvidence::kStations));
    return sum / BowEvidence::kStations;
}

} // namespace

BowEvidence bowFromShape(const MeshArrays& mesh) {
    BowEvidence evidence;
    if (mesh.vertexCount() == 0) return evidence;
    double low = std::numeric_limits<double>::infinity(), high = -low;
    for (std::size_t v = 0; v < mesh.vertexCount(); ++v) low = std::min(low, double(mesh.xyz[3 * v])), high = std::max(high, double(mesh.xyz[3 * v]));
    const double end = BowEvidence::kEndShare * (high - low);
    evidence.breadthNearPlusX = endBreadth(mesh, high, -end);
    evidence.breadthNearMinusX = endBreadth(mesh, low, end);
    // The broad end is the stern (a mesh of no breadth, a sheet or a line along x, has none).
    if (!(std::max(evidence.breadthNearPlusX, evidence.breadthNearMinusX) > 0.0)) return evidence;
    if (evidence.breadthNearMinusX >= BowEvidence::kDecisiveRatio * evidence.breadthNearPlusX) {
        evidence.decided = true;
        evidence.bowAtPlusX = true;
    } else if (evidence.breadthNearPlusX >= BowEvidence::kDecisiveRatio * evidence.breadthNearMinusX) {
        evidence.decided = true;
        evidence.bowAtPlusX = false;
    }
    return evidence;
}

} // namespace hydro
