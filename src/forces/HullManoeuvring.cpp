// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/HullManoeuvring.h"

#include "base/MathConstants.h"

#include <cmath>

namespace hydro {

namespace {
}

ClarkeDerivatives clarkeDerivatives(const HullManoeuvring& h) {
    ClarkeDerivatives d;
    if (!(h.length > 0.0 && h.beam > 0.0 && h.draft > 0.0 && h.hulls >= 1)) return d;
    // One hull's shape: its share of the lateral plane, its own beam, and its block coefficient
    // (its share of the volume over L B_h T_h = the whole's C_B times B over B_h).
    const double count = double(h.hulls);
    const double beam = h.hullBeam > 0.0 ? h.hullBeam : h.beam, draft = h.draft / count;
    const double blockCoefficient = h.blockCoefficient * h.beam / beam;
    const double tl = draft / h.length, bt = beam / draft, bl = beam / h.length;
    const double scale = -kPi * tl * tl * count;
    d.yv = scale * (1.0 + 0.40 * blockCoefficient * bt);
    d.yr = scale * (-0.5 + 2.2 * bl - 0.080 * bt);
    d.nv = scale * (0.5 + 2.4 * tl);
    d.nr = scale * (0.25 + 0.039 * bt - 0.56 * bl);
    return d;
}

Wrench hullManoeuvringForce(const HullManoeuvring& h, const ClarkeDerivatives& d, const Vec3& centreOfMassInHull,
                            const Vec3& velocityInHull, const Vec3& spinInHull, double immersion, double liftScale,
                            double crossFlowScale, double density) {
    if (!(h.restVolume > 0.0 && immersion > 0.0)) return {};
    // The ship's axes (the file comment): sway to starboard (hull +z), yaw turning the bow to
    // starboard (about hull -y). Velocities at midships on the lateral plane's centroid, where the
    // force acts (a roll swings that point sideways, and meets the force as a sway does), moments
    // about it, then about G.
    const double L = h.length;
    const double u = velocityInHull.x;
    const double r = -spinInHull.y;
    const double gAheadOfMidships = centreOfMassInHull.x - h.midshipX;
    const double gAboveLateralCentre = centreOfMassInHull.y - h.lateralCentreY;
    const double v = velocityInHull.z - r * gAheadOfMidships - spinInHull.x * gAboveLateralCentre;
    double sway = 0.0, yaw = 0.0;  // Y, N about midships
    if (liftScale > 0.0) {
        const double q = 0.5 * density * L * L * liftScale;
        sway += q * (d.yv * std::abs(u) * v + d.yr * u * r * L);
        yaw += q * L * (d.nv * u * v + d.nr * std::abs(u) * r * L);
    }
    if (crossFlowScale > 0.0) {
        const double strip = L / HullManoeuvring::kStrips;
        const double perArea = -0.5 * density * HullManoeuvring::kCrossFlowDragCoefficient * h.draft * strip * crossFlowScale;
        for (int i = 0; i < HullManoeuvring::kStrips; ++i) {
            const double x = -0.5 * L + (i + 0.5) * strip;
            const double local = v + x * r;
            const double force = perArea * std::abs(local) * local;
            sway += force;
            yaw += force * x;
        }
    }
    sway *= immersion;
    yaw *= immersion;
    // About G: the sway force at midships, aft of G by gAheadOfMidships, turns the bow away; and
    // on the lateral plane's centroid, gAboveLateralCentre under G, it heels the hull (about hull
    // x: (0, -gAboveLateralCentre, 0) x (0, 0, sway)).
    yaw -= gAheadOfMidships * sway;
    return {{0.0, 0.0, sway}, {-gAboveLateralCentre * sway, -yaw, 0.0}};
}

} // namespace hydro
