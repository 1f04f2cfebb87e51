// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/bullet/BulletShapeMesh.h"

#include "hydro/HullShapes.h"

#include <LinearMath/btConvexHullComputer.h>

#include <cmath>
#include <string>
#include <vector>

namespace hydro {
namespace {

constexpr double kPi = 3.14159265358979323846;

void append(MeshArrays& out, const MeshArrays& part, const btTransform& placement) {
    const auto offset = std::uint32_t(out.vertexCount());
    for (std::size_t v = 0; v < part.vertexCount(); ++v) {
        const btVector3 p = placement * btVector3(btScalar(part.xyz[3 * v]), btScalar(part.xyz[3 * v + 1]),
                                                  btScalar(part.xyz[3 * v + 2]));
        out.xyz.insert(out.xyz.end(), {float(p.x()), float(p.y()), float(p.z())});
    }
    for (std::uint32_t i : part.indices) out.indices.push_back(i + offset);
}

/// The convex hull of `points` (Bullet's btConvexHullComputer), its polygonal faces fanned.
MeshArrays convexHullOf(const std::vector<btVector3>& points) {
    btConvexHullComputer hull;
    hull.compute(&points[0].x(), int(sizeof(btVector3)), int(points.size()), 0, 0);
    MeshArrays out;
    // The computer works on quantised coordinates and gives its vertices back a little off (2e-4 of
    // the size); each is one of the input points, which are exact.
    for (int v = 0; v < hull.vertices.size(); ++v) {
        const btVector3& p = points[std::size_t(hull.original_vertex_index[v])];
        out.xyz.insert(out.xyz.end(), {float(p.x()), float(p.y()), float(p.z())});
    }
    for (int f = 0; f < hull.faces.size(); ++f) {
        const btConvexHullComputer::Edge* first = &hull.edges[hull.faces[f]];
        const auto apex = std::uint32_t(first->getSourceVertex());
        // Counter-clockwise around the face seen from outside (btConvexHullComputer's order).
        for (const btConvexHullComputer::Edge* e = first->getNextEdgeOfFace(); e->getTargetVertex() != int(apex);
             e = e->getNextEdgeOfFace())
            out.indices.insert(out.indices.end(),
                               {apex, std::uint32_t(e->getSourceVertex()), std::uint32_t(e->getTargetVertex())});
    }
    return out;
}

/// Rings of `segments` points around the axis `upAxis` at the given (height, radius) pairs.
std::vector<btVector3> rings(int upAxis, const std::vector<std::pair<double, double>>& heightsAndRadii, int segments) {
    std::vector<btVector3> points;
    const int a = (upAxis + 1) % 3, b = (upAxis + 2) % 3;
    for (const auto& [height, radius] : heightsAndRadii)
        for (int s = 0; s < segments; ++s) {
            const double angle = 2.0 * kPi * s / segments;
            btVector3 p(0, 0, 0);
            p[upAxis] = btScalar(height);
            p[a] = btScalar(radius * std::cos(angle));
            p[b] = btScalar(radius * std::sin(angle));
            points.push_back(p);
        }
    return points;
}

Status appendShape(MeshArrays& out, const btCollisionShape& shape, const btTransform& placement, int segments) {
    switch (shape.getShapeType()) {
    case BOX_SHAPE_PROXYTYPE: {
        const btVector3 h = static_cast<const btBoxShape&>(shape).getHalfExtentsWithMargin();
        append(out, makeBox({double(h.x()), double(h.y()), double(h.z())}), placement);
        return {};
    }
    case SPHERE_SHAPE_PROXYTYPE: {
        // Subdivided until there are about as many triangles around as the segments asked for.
        const int subdivisions = segments >= 48 ? 4 : segments >= 24 ? 3 : 2;
        append(out, makeIcosphere(double(static_cast<const btSphereShape&>(shape).getRadius()), subdivisions), placement);
        return {};
    }
    case CYLINDER_SHAPE_PROXYTYPE: {
        const auto& cylinder = static_cast<const btCylinderShape&>(shape);
        const int up = cylinder.getUpAxis();
        const double half = double(cylinder.getHalfExtentsWithMargin()[up]), radius = double(cylinder.getRadius());
        append(out, convexHullOf(rings(up, {{-half, radius}, {half, radius}}, segments)), placement);
        return {};
    }
    case CAPSULE_SHAPE_PROXYTYPE: {
        const auto& capsule = static_cast<const btCapsuleShape&>(shape);
        const int up = capsule.getUpAxis();
        const double half = double(capsule.getHalfHeight()), radius = double(capsule.getRadius());
        std::vector<std::pair<double, double>> profile;
        const int quarter = segments / 4;
        for (int k = 0; k <= quarter; ++k) {  // from the equator to the pole of each hemisphere
            const double angle = 0.5 * kPi * k / quarter;
            profile.push_back({half + radius * std::sin(angle), radius * std::cos(angle)});
            profile.push_back({-half - radius * std::sin(angle), radius * std::cos(angle)});
        }
        std::vector<btVector3> points = rings(up, profile, segments);
        btVector3 pole(0, 0, 0);
        pole[up] = btScalar(half + radius);
        points.push_back(pole);
        points.push_back(-pole);
        append(out, convexHullOf(points), placement);
        return {};
    }
    case CONVEX_HULL_SHAPE_PROXYTYPE: {
        const auto& convex = static_cast<const btConvexHullShape&>(shape);
        std::vector<btVector3> points;
        for (int i = 0; i < convex.getNumPoints(); ++i) points.push_back(convex.getScaledPoint(i));
        if (points.size() < 4)
            return Error("meshFromBulletShape: a btConvexHullShape with " + std::to_string(points.size()) +
                         " points (it needs 4)");
        append(out, convexHullOf(points), placement);
        return {};
    }
    case COMPOUND_SHAPE_PROXYTYPE: {
        const auto& compound = static_cast<const btCompoundShape&>(shape);
        for (int i = 0; i < compound.getNumChildShapes(); ++i)
            if (Status child = appendShape(out, *compound.getChildShape(i), placement * compound.getChildTransform(i),
                                           segments);
                !child)
                return child;
        return {};
    }
    default:
        return Error(std::string("meshFromBulletShape: ") + shape.getName() + " (shape type " +
                     std::to_string(shape.getShapeType()) +
                     ") is not supported: box, sphere, cylinder, capsule, convex hull and compounds of them are");
    }
}

} // namespace

Result<MeshArrays> tryMeshFromBulletShape(const btCollisionShape& shape, int segments) {
    if (segments < 8) return Error("meshFromBulletShape: segments must be at least 8, got " + std::to_string(segments));
    MeshArrays out;
    if (Status appended = appendShape(out, shape, btTransform::getIdentity(), segments); !appended)
        return appended.error();
    return out;
}

MeshArrays meshFromBulletShape(const btCollisionShape& shape, int segments) {
    return orThrow(tryMeshFromBulletShape(shape, segments));
}

} // namespace hydro
