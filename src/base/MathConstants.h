// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// The mathematical constants the rooms share (C++17 has no <numbers>). Internal to the libraries.

namespace hydro {

/// pi, to double's precision.
inline constexpr double kPi = 3.14159265358979323846;

} // namespace hydro
