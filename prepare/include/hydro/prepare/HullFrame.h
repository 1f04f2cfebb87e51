// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file HullFrame.h
/// From a file's axes and units to hull coordinates (x toward the bow, y up, z to starboard, metres):
/// a Z-up Blender or Gazebo export, a mesh whose bow points down -z, or one in centimetres needs one
/// setting each, not a script.

#include "hydro/MeshArrays.h"
#include "hydro/Vec3.h"

#include <array>
#include <optional>
#include <string>

namespace hydro {

/// A signed axis of the file's coordinates.
enum class Axis { PlusX, MinusX, PlusY, MinusY, PlusZ, MinusZ };

/// "x", "+x", "-x", ... (case-insensitive); nothing for anything else.
std::optional<Axis> parseAxis(const std::string& text);
const char* axisName(Axis axis);  ///< "+x", "-z", ...
Vec3 axisVector(Axis axis);
Axis opposite(Axis axis);  ///< -x for +x, ...

/// Which of the file's axes is up and which points to the bow, the metres per file unit, and where
/// the hull's origin lies: the whole transform from the render mesh (the file) to the hull.
/// The starboard axis follows (forward x up), so the change of axes is a proper rotation and a
/// right-handed mesh keeps its winding.
struct HullFrame {
    Axis up = Axis::PlusY;
    Axis forward = Axis::PlusX;
    double scale = 1.0;  ///< metres per file unit: 0.01 for centimetres, 0.0254 for inches
    /// The hull's origin, in metres along the hull's axes from the file's origin: the file's point
    /// that toHull makes (0, 0, 0). Zero keeps the file's origin (HullOrigin::File).
    Vec3 origin;

    /// Hull coordinates of a point given in the file's axes and units: rotated, scaled, then moved
    /// by -origin.
    Vec3 toHull(const Vec3& p) const;
    /// The file's coordinates of a point given in hull coordinates (toHull's inverse).
    Vec3 toFile(const Vec3& p) const;
    /// A direction (a rudder's axis, a thruster's line) given in the file's axes, in hull axes: rotated
    /// only, its length kept.
    Vec3 directionToHull(const Vec3& d) const;
    /// toHull as a 4 x 4 matrix, column-major as OpenGL, glTF and most renderers store one: a render
    /// mesh drawn with (the body's hull-frame transform) x inverse(this) lies on the body.
    std::array<double, 16> toHullMatrix() const;
    /// Throws std::invalid_argument when up and forward are along the same axis, or the scale is not
    /// finite and positive, naming the field.
    void validate() const;
    bool isIdentity() const {
        return up == Axis::PlusY && forward == Axis::PlusX && scale == 1.0 && origin == Vec3{};
    }
    /// The file's axis that becomes the hull's starboard (z): forward x up.
    Axis starboard() const;
};

/// The axes a file's format documents for its assets, by the file's extension: glTF's +Y up with
/// the asset's front facing +Z (glTF 2.0 specification, 3.4 "Coordinate System and Units"; its
/// right, -X, becomes starboard). The other formats document none (COLLADA's and FBX's own axis
/// settings are applied by the reader), so their files are read in hull axes: +y up, +x bow.
HullFrame conventionalFrame(const std::string& path);

/// The mesh in hull coordinates (HullFrame::toHull on every vertex; triangles and rims unchanged).
MeshArrays toHullFrame(MeshArrays mesh, const HullFrame& frame);

} // namespace hydro
