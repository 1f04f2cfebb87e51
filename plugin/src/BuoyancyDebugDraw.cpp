// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// BuoyancyAction::debugDraw (docs/bullet.md §8): what the water does to each body, in Bullet's
// debug drawer.
#include "hydro/bullet/BuoyancyAction.h"

#include "BodyRecord.h"
#include "BulletConvert.h"

namespace hydro {

namespace {

/// A colour for the debug drawer, in btScalar whichever precision Bullet was built in.
btVector3 colour(float red, float green, float blue) { return {btScalar(red), btScalar(green), btScalar(blue)}; }

} // namespace

void BuoyancyAction::debugDraw(btIDebugDraw* drawer) {
    if (!drawer) return;
    const btVector3 cyan = colour(0, 1, 1), blue = colour(0.2f, 0.4f, 1), yellow = colour(1, 1, 0);
    const btVector3 kindColours[kForceKindCount] = {
        colour(0, 1, 0),          colour(1, 0.5f, 0),       colour(1, 0, 0),       colour(1, 0, 1),
        colour(0.7f, 0.7f, 0.7f), colour(0.5f, 0.3f, 0.1f), colour(0, 0.5f, 1),    colour(0.6f, 0.2f, 1),
        colour(0.9f, 0.4f, 0.6f), colour(1, 1, 1),          colour(0.3f, 0.8f, 0.6f), colour(1, 0.8f, 0.2f),
        colour(0.2f, 0.9f, 0.9f)};
    for (const auto& f : bodies_) {
        if (f->skip != FloatingBody::Skip::None) continue;
        for (const WaterlineSegment& segment : f->result.waterline) drawer->drawLine(toBt(segment.a), toBt(segment.b), cyan);
        if (const float* heights = f->kernelAt(f->level).lastVertexHeights()) {
            const btTransform hullToWorld = f->body->getCenterOfMassTransform() * f->bodyFromHull;
            const HullMesh& hull = f->hullAt(f->level);
            for (std::size_t t = 0; t < hull.triangleCount(); ++t) {
                const std::size_t a = std::size_t(hull.i0()[t]), b = std::size_t(hull.i1()[t]), c = std::size_t(hull.i2()[t]);
                if (heights[a] >= 0.0f && heights[b] >= 0.0f && heights[c] >= 0.0f) continue;
                const btVector3 pa = hullToWorld * toBt(hull.vertex(a)), pb = hullToWorld * toBt(hull.vertex(b));
                const btVector3 pc = hullToWorld * toBt(hull.vertex(c));
                drawer->drawTriangle(pa, pb, pc, blue, btScalar(1));
            }
        }
        const btVector3 centre = toBt(f->result.centreOfBuoyancy);
        const btScalar size = btScalar(0.05 * f->hull->length());
        drawer->drawLine(centre - btVector3(size, 0, 0), centre + btVector3(size, 0, 0), yellow);
        drawer->drawLine(centre - btVector3(0, size, 0), centre + btVector3(0, size, 0), yellow);
        drawer->drawLine(centre - btVector3(0, 0, size), centre + btVector3(0, 0, size), yellow);
        const btVector3 origin = toBt(f->state.centreOfMass);
        const double metresPerNewton = debugForceScale / (f->state.mass * 9.81);
        for (std::size_t k = 0; k < kForceKindCount; ++k)
            drawer->drawLine(origin, origin + toBt(f->result.byKind[k].force * metresPerNewton), kindColours[k]);
        // Each foil's lift and drag where it acts, each thruster's thrust at its disc, in their kinds' colours.
        const Appendages& a = f->appendages;
        for (std::size_t k = 0; k < a.foilCount(); ++k) {
            const Appendages::FoilState& foil = a.lastFoilState(k);
            const btVector3 at = toBt(foil.centre);
            drawer->drawLine(at, at + toBt((foil.lift + foil.drag) * metresPerNewton), kindColours[std::size_t(ForceKind::Foil)]);
        }
        for (std::size_t k = 0; k < a.thrusterCount(); ++k) {
            const Appendages::ThrusterState& thruster = a.lastThrusterState(k);
            const btVector3 at = toBt(thruster.position);
            drawer->drawLine(at, at + toBt(thruster.thrust * metresPerNewton), kindColours[std::size_t(ForceKind::Thrust)]);
        }
    }
}

} // namespace hydro
