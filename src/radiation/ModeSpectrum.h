// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// The eigenvalues of a panel solve's 6 x 6 matrix of the body's motions, by which the solves check
// that what they give is physically possible: a body's water never holds negative kinetic energy
// (AddedMass.cpp) and its waves never feed energy in (Radiation.cpp). Internal to the radiation
// room.

#include "hydro/Matrix6.h"

#include <Eigen/Core>

namespace hydro::radiation {

/// Matrix6.h's order of the motions, as messages name them.
inline constexpr const char* kMotionNames[6] = {"surge", "heave", "sway", "roll", "yaw", "pitch"};

/// The eigenvalues of a matrix's symmetric part (the energy v^T M v is the symmetric part's) with
/// the rotations in radians times `length` (the wetted surface's size: the square root of its area),
/// so that a rotation and a translation moving the surface alike weigh alike and every motion is in
/// the translations' units; and the motion the eigenvector of the smallest moves most.
struct ModeSpectrum {
    Eigen::Matrix<double, 6, 1> values;  ///< ascending
    int leastMotion = 0;                 ///< index into kMotionNames
};
ModeSpectrum modeSpectrum(const Matrix6& m, double length);

/// Whether every term is finite: a singular system (two parts' faces that coincide, as a keel box
/// resting on a hull's bottom) solves to NaN, which no eigenvalue comparison catches.
bool isFinite(const Matrix6& m);

} // namespace hydro::radiation
