// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file PowerSpectrum.h
/// The power spectral density of a recorded motion, to set a boat's heave, roll and pitch beside the
/// sea's spectrum (Plots.h): Welch's method, Hann-windowed segments overlapping by half, on kissfft.

#include <vector>

namespace boat_demo {

/// A one-sided density over angular frequency: the variance of the series is the integral of
/// `density` over `omega` (units of the samples squared, times s / rad).
struct PowerSpectrum {
    std::vector<double> omega;    ///< rad/s, from 0 in steps of 2 pi / (segment length x interval)
    std::vector<double> density;  ///< at each omega
};

/// Welch's estimate of the spectrum of `samples` taken every `interval` s, from Hann-windowed
/// segments of `segmentLength` samples overlapping by half, each less its own mean. Throws
/// std::invalid_argument if there are fewer samples than one segment, or a segment of fewer than 8.
PowerSpectrum welchSpectrum(const std::vector<double>& samples, double interval, int segmentLength);

} // namespace boat_demo
