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
    if (!isFinite(origin)) throw std::invalid_argument("HullFrame: origin must be finite");
}

Vec3 HullFrame::directionToHull(const Vec3& d) const {
    // Rows of the rotation are the file's forward, up and starboard (forward x up) axes: hull
    // x = forward . d, y = up . d, z = starboard . d.
    const Vec3 f = axisVector(forward), u = axisVector(up), s = cross(f, u);
    return Vec3{dot(f, d), dot(u, d), dot(s, d)};
}

Vec3 HullFrame::toHull(const Vec3& p) const { return directionToHull(p) * scale - origin; }

Vec3 HullFrame::toFile(const Vec3& p) const {
    // The rotation's inverse is its transpose: its columns are the file's forward, up and starboard.
    const Vec3 f = axisVector(forward), u = axisVector(up), s = cross(f, u);
    const Vec3 q = (p + origin) / scale;
    return f * q.x + u * q.y + s * q.z;
}

std::array<double, 16> HullFrame::toHullMatrix() const {
    std::array<double, 16> m{};
    const Vec3 columns[3] = {directionToHull({1, 0, 0}) * scale, directionToHull({0, 1, 0}) * scale,
                             directionToHull({0, 0, 1}) * scale};
    for (int c = 0; c < 3; ++c) m[std::size_t(4 * c)] = columns[c].x, m[std::size_t(4 * c + 1)] = columns[c].y,
                                m[std::size_t(4 * c + 2)] = columns[c].z;
    m[12] = -origin.x, m[13] = -origin.y, m[14] = -origin.z, m[15] = 1.0;
    return m;
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
