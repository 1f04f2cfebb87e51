// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/prepare/HullFrame.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <stdexcept>

namespace hydro {

std::optional<Axis> parseAxis(const std::string& text) {
    std::string t = text;
    std::transform(t.begin(), t.end(), t.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    if (t == "x" || t == "+x") return Axis::PlusX;
    if (t == "-x") return Axis::MinusX;
    if (t == "y" || t == "+y") return Axis::PlusY;
    if (t == "-y") return Axis::MinusY;
    if (t == "z" || t == "+z") return Axis::PlusZ;
    if (t == "-z") return Axis::MinusZ;
    return std::nullopt;
}

const char* axisName(Axis axis) {
    switch (axis) {
    case Axis::PlusX: return "+x";
    case Axis::MinusX: return "-x";
    case Axis::PlusY: return "+y";
    case Axis::MinusY: return "-y";
    case Axis::PlusZ: return "+z";
    case Axis::MinusZ: return "-z";
    }
    return "?";
}

Vec3 axisVector(Axis axis) {
    switch (axis) {
    case Axis::PlusX: return {1, 0, 0};
    case Axis::MinusX: return {-1, 0, 0};
    case Axis::PlusY: return {0, 1, 0};
    case Axis::MinusY: return {0, -1, 0};
    case Axis::PlusZ: return {0, 0, 1};
    case Axis::MinusZ: return {0, 0, -1};
    }
    return {};
}

Axis opposite(Axis axis) {
    switch (axis) {
    case Axis::PlusX: return Axis::MinusX;
    case Axis::MinusX: return Axis::PlusX;
    case Axis::PlusY: return Axis::MinusY;
    case Axis::MinusY: return Axis::PlusY;
    case Axis::PlusZ: return Axis::MinusZ;
    case Axis::MinusZ: return Axis::PlusZ;
    }
    return axis;
}

Axis HullFrame::starboard() const {
    const Vec3 s = cross(axisVector(forward), axisVector(up));
    for (Axis axis : {Axis::PlusX, Axis::MinusX, Axis::PlusY, Axis::MinusY, Axis::PlusZ, Axis::MinusZ})
        if (dot(axisVector(axis), s) > 0.5) return axis;
    return Axis::PlusZ;  // up and forward along one axis: validate() refuses that frame
}

HullFrame conventionalFrame(const std::string& path) {
    std::string extension = path.substr(std::min(path.size(), path.find_last_of('.')));
    std::transform(extension.begin(), extension.end(), extension.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    HullFrame frame;
    if (extension == ".gltf" || extension == ".glb") frame.forward = Axis::PlusZ;
    return frame;
}

void HullFrame::validate() const {
    if (std::abs(dot(axisVector(up), axisVector(forward))) != 0.0)
        throw std::invalid_argument(std::string("HullFrame: up (") + axisName(up) + ") and forward (" +
                                    axisName(forward) + ") must be different axes");
    if (!(std::isfinite(scale) && scale > 0.0))
        throw std::invalid_argument("HullFrame: scale must be finite and positive, got " + std::to_string(scale));
}

Vec3 HullFrame::toHull(const Vec3& p) const {
    // Rows of the rotation are the file's forward, up and starboard (forward x up) axes: hull
    // x = forward . p, y = up . p, z = starboard . p.
    const Vec3 f = axisVector(forward), u = axisVector(up), s = cross(f, u);
    return Vec3{dot(f, p), dot(u, p), dot(s, p)} * scale;
}

MeshArrays toHullFrame(MeshArrays mesh, const HullFrame& frame) {
    frame.validate();
    if (frame.isIdentity()) return mesh;
    for (std::size_t v = 0; v < mesh.vertexCount(); ++v) {
        float* p = &mesh.xyz[3 * v];
        const Vec3 q = frame.toHull({double(p[0]), double(p[1]), double(p[2])});
        p[0] = float(q.x), p[1] = float(q.y), p[2] = float(q.z);
    }
    return mesh;
}

} // namespace hydro
