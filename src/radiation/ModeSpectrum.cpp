// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "radiation/ModeSpectrum.h"

#include <cmath>

#include <Eigen/Eigenvalues>

namespace hydro::radiation {

ModeSpectrum modeSpectrum(const Matrix6& m, double length) {
    Eigen::Matrix<double, 6, 6> scaled;
    for (int i = 0; i < 6; ++i)
        for (int j = 0; j < 6; ++j)
            scaled(i, j) = 0.5 * (m(i, j) + m(j, i)) / ((i >= 3 ? length : 1.0) * (j >= 3 ? length : 1.0));
    const Eigen::SelfAdjointEigenSolver<Eigen::Matrix<double, 6, 6>> solved(scaled);
    ModeSpectrum spectrum;
    spectrum.values = solved.eigenvalues();
    solved.eigenvectors().col(0).cwiseAbs().maxCoeff(&spectrum.leastMotion);
    return spectrum;
}

bool isFinite(const Matrix6& m) {
    for (int i = 0; i < 6; ++i)
        for (int j = 0; j < 6; ++j)
            if (!std::isfinite(m(i, j))) return false;
    return true;
}

} // namespace hydro::radiation
