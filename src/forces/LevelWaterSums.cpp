// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "forces/LevelWaterSums.h"

namespace hydro {

// Pass B's sums (KernelData.h) for a triangle wholly under water, corners p_i = R w_i + t' (w_i from
// the moments' origin o, t' = t + R o), depths d_i = c - e . w_i (e the world's up in hull axes, R's
// second row; c = -(t'_y + heightOffset)), area vector R A; with S = sum w_i, U = sum w_i w_i^T and
// tau = R^T t':
//   sum d_i = 3c - e.S
//   m = (4c - e.S) S - U e + (12c - 4 e.S) tau,  where sd sum p_i + sum d_i p_i = R m
//   sd^2 + sum d_i^2 = 12c^2 - 8c e.S + (e.S)^2 + e^T U e
// So, summed over the triangles, each sum is a polynomial in c, e and tau whose coefficients are the
// moments (LevelWaterMoments):
//   pressureForce  = R [3c sum A - (sum A S^T) e]
//   pressureMoment = R [4c sum S x A - (sum (S x A) S^T) e + (sum [A]x U) e + 12c tau x sum A
//                       - 4 tau x (sum A S^T) e]
//   volumeMoment   = R [4c (sum S A^T) e - sum S (S.e)(A.e) - sum U e (A.e) + tau (12c sum A.e
//                       - 4 e^T (sum A S^T) e)] + (0, half of 12c^2 sum A.e - 8c e^T (sum A S^T) e
//                       + sum (S.e)^2 (A.e) + sum (e^T U e)(A.e), 0)
// in double: tests/forces/LevelWaterTreeTest.cpp holds them to pass B's float sums.
void addWhollySubmerged(const LevelWaterMoments& moments, const Vec3& origin, const KernelInput& in,
                        double heightOffset, KernelSums& sums) {
    using M = LevelWaterMoments;
    const auto& v = moments.value;
    double R[3][3];
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j) R[i][j] = double(in.rotation[3 * i + j]);
    auto rotate = [&](const double (&a)[3], std::size_t row) { return R[row][0] * a[0] + R[row][1] * a[1] + R[row][2] * a[2]; };
    const double o[3] = {origin.x, origin.y, origin.z};
    double shifted[3];  // t'
    for (std::size_t i = 0; i < 3; ++i) shifted[i] = double(in.translation[i]) + rotate(o, i);
    const double e[3] = {R[1][0], R[1][1], R[1][2]};
    double tau[3];  // R^T t'
    for (std::size_t j = 0; j < 3; ++j) tau[j] = R[0][j] * shifted[0] + R[1][j] * shifted[1] + R[2][j] * shifted[2];
    const double c = -(shifted[1] + heightOffset);

    const double sumA[3] = {v[M::kArea], v[M::kArea + 1], v[M::kArea + 2]};
    const double areaUp = sumA[0] * e[0] + sumA[1] * e[1] + sumA[2] * e[2];  // sum A.e
    double areaBySumUp[3], momentBySumUp[3], areaCrossSquaresUp[3], sumAreaUp[3];  // (.) e, and (sum S A^T) e
    double sumSumAreaUp[3], squaresAreaUp[3];                                        // contracted twice with e
    for (std::size_t i = 0; i < 3; ++i) {
        areaBySumUp[i] = momentBySumUp[i] = areaCrossSquaresUp[i] = sumAreaUp[i] = 0.0;
        sumSumAreaUp[i] = squaresAreaUp[i] = 0.0;
        for (std::size_t j = 0; j < 3; ++j) {
            areaBySumUp[i] += v[M::kAreaBySum + 3 * i + j] * e[j];
            sumAreaUp[i] += v[M::kAreaBySum + 3 * j + i] * e[j];
            momentBySumUp[i] += v[M::kMomentBySum + 3 * i + j] * e[j];
            areaCrossSquaresUp[i] += v[M::kAreaCrossSquares + 3 * i + j] * e[j];
            for (std::size_t k = 0; k < 3; ++k) {
                sumSumAreaUp[i] += v[M::kSumSumArea + 9 * i + 3 * j + k] * e[j] * e[k];
                squaresAreaUp[i] += v[M::kSquaresArea + 9 * i + 3 * j + k] * e[j] * e[k];
            }
        }
    }
    const double upAreaBySumUp = e[0] * areaBySumUp[0] + e[1] * areaBySumUp[1] + e[2] * areaBySumUp[2];
    const double sumSumAreaUpUp = e[0] * sumSumAreaUp[0] + e[1] * sumSumAreaUp[1] + e[2] * sumSumAreaUp[2];
    const double squaresAreaUpUp = e[0] * squaresAreaUp[0] + e[1] * squaresAreaUp[1] + e[2] * squaresAreaUp[2];
    auto cross = [](const double (&a)[3], const double (&b)[3], std::size_t i) {
        const std::size_t j = (i + 1) % 3, k = (i + 2) % 3;
        return a[j] * b[k] - a[k] * b[j];
    };

    double force[3], moment[3], volume[3];
    for (std::size_t i = 0; i < 3; ++i) {
        force[i] = 3.0 * c * sumA[i] - areaBySumUp[i];
        moment[i] = 4.0 * c * v[M::kAreaMoment + i] - momentBySumUp[i] + areaCrossSquaresUp[i] +
                    12.0 * c * cross(tau, sumA, i) - 4.0 * cross(tau, areaBySumUp, i);
        volume[i] = 4.0 * c * sumAreaUp[i] - sumSumAreaUp[i] - squaresAreaUp[i] +
                    tau[i] * (12.0 * c * areaUp - 4.0 * upAreaBySumUp);
    }
    for (std::size_t i = 0; i < 3; ++i) {
        sums.pressureForce[i] += rotate(force, i);
        sums.pressureMoment[i] += rotate(moment, i);
        sums.volumeMoment[i] += rotate(volume, i);
    }
    sums.volumeMoment[1] += 0.5 * (12.0 * c * c * areaUp - 8.0 * c * upAreaBySumUp + sumSumAreaUpUp + squaresAreaUpUp);
    sums.wettedArea += v[M::kWettedArea];
    sums.pieces += v[M::kTriangles];
}

} // namespace hydro
