// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file Matrix6.h
/// A 6x6 matrix of a rigid body's six motions: rows and columns 0-2 force along (motion along) x, y,
/// z, 3-5 moment about (rotation about) x, y, z, all about one point. Added mass and damping
/// matrices (AddedMass.h) are of this kind.

#include "hydro/Vec3.h"

namespace hydro {

struct Matrix6 {
    double m[6][6] = {};

    constexpr double operator()(int row, int col) const { return m[row][col]; }
    double& operator()(int row, int col) { return m[row][col]; }

    /// The same matrix for forces and motions given in other axes: T^T A T with T = diag(R, R), where
    /// `rotation` R turns those axes into these (R = hull -> world makes a world matrix a hull one).
    Matrix6 inAxesTurnedBy(const Mat3& rotation) const {
        Matrix6 r;
        for (int bi = 0; bi < 2; ++bi)
            for (int bj = 0; bj < 2; ++bj) {
                double turned[3][3];  // this block times R
                for (int i = 0; i < 3; ++i)
                    for (int j = 0; j < 3; ++j)
                        turned[i][j] = m[3 * bi + i][3 * bj] * rotation(0, j) + m[3 * bi + i][3 * bj + 1] * rotation(1, j) +
                                       m[3 * bi + i][3 * bj + 2] * rotation(2, j);
                for (int i = 0; i < 3; ++i)
                    for (int j = 0; j < 3; ++j)
                        r.m[3 * bi + i][3 * bj + j] =
                            rotation(0, i) * turned[0][j] + rotation(1, i) * turned[1][j] + rotation(2, i) * turned[2][j];
            }
        return r;
    }
    Matrix6 operator*(double s) const {
        Matrix6 r;
        for (int i = 0; i < 6; ++i)
            for (int j = 0; j < 6; ++j) r.m[i][j] = m[i][j] * s;
        return r;
    }
    Matrix6 operator+(const Matrix6& other) const {
        Matrix6 r;
        for (int i = 0; i < 6; ++i)
            for (int j = 0; j < 6; ++j) r.m[i][j] = m[i][j] + other.m[i][j];
        return r;
    }
    /// The generalised mass of a point mass carried at `offset` from the reference point: its
    /// velocity is v + w x r, so its kinetic energy is 1/2 [v; w]^T P [v; w] with
    /// P = m [[I, -[r]x], [[r]x, -[r]x [r]x]] ([r]x w = r x w). Floodwater is carried so
    /// (Flooding.h): it moves with the hull, and has no moment of inertia of its own, since its free
    /// surface stays level while the hull turns.
    static Matrix6 pointMass(double mass, const Vec3& offset) {
        const double r[3] = {offset.x, offset.y, offset.z};
        double cross[3][3] = {{0.0, -r[2], r[1]}, {r[2], 0.0, -r[0]}, {-r[1], r[0], 0.0}};  // [r]x
        Matrix6 p;
        for (int i = 0; i < 3; ++i) {
            p.m[i][i] = mass;
            for (int j = 0; j < 3; ++j) {
                p.m[3 + i][j] = mass * cross[i][j];
                p.m[j][3 + i] = mass * cross[i][j];  // -[r]x transposed: [r]x is antisymmetric
                double square = 0.0;  // -([r]x [r]x)(i, j) = |r|^2 delta_ij - r_i r_j
                for (int k = 0; k < 3; ++k) square -= cross[i][k] * cross[k][j];
                p.m[3 + i][3 + j] = mass * square;
            }
        }
        return p;
    }
    /// (A + A^T) / 2.
    Matrix6 symmetricPart() const {
        Matrix6 r;
        for (int i = 0; i < 6; ++i)
            for (int j = 0; j < 6; ++j) r.m[i][j] = 0.5 * (m[i][j] + m[j][i]);
        return r;
    }
};

} // namespace hydro
