// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "PowerSpectrum.h"

#include <kiss_fft.h>

#include <cmath>
#include <memory>
#include <stdexcept>
#include <string>

namespace boat_demo {

PowerSpectrum welchSpectrum(const std::vector<double>& samples, double interval, int segmentLength) {
    const std::size_t n = std::size_t(segmentLength);
    if (segmentLength < 8 || samples.size() < n)
        throw std::invalid_argument("welchSpectrum: " + std::to_string(samples.size()) + " samples, segments of " +
                                    std::to_string(segmentLength) + " (at least 8, and no more than the samples)");
    // Hann window; its mean square U normalises the periodogram so that the density integrates to
    // the variance (Welch 1967).
    std::vector<double> window(n);
    double meanSquare = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
        window[i] = 0.5 - 0.5 * std::cos(2.0 * M_PI * double(i) / double(n));
        meanSquare += window[i] * window[i] / double(n);
    }
    const std::unique_ptr<std::remove_pointer_t<kiss_fft_cfg>, decltype(&kiss_fft_free)> plan(
        kiss_fft_alloc(segmentLength, 0, nullptr, nullptr), &kiss_fft_free);
    std::vector<kiss_fft_cpx> in(n), out(n);
    PowerSpectrum result;
    const std::size_t bins = n / 2 + 1;
    result.omega.resize(bins);
    result.density.assign(bins, 0.0);
    const double step = 2.0 * M_PI / (double(n) * interval);
    for (std::size_t k = 0; k < bins; ++k) result.omega[k] = double(k) * step;

    int segments = 0;
    for (std::size_t start = 0; start + n <= samples.size(); start += n / 2, ++segments) {
        double mean = 0.0;
        for (std::size_t i = 0; i < n; ++i) mean += samples[start + i] / double(n);
        for (std::size_t i = 0; i < n; ++i) in[i] = {float((samples[start + i] - mean) * window[i]), 0.0f};
        kiss_fft(plan.get(), in.data(), out.data());
        for (std::size_t k = 0; k < bins; ++k) {
            // One-sided: the bins between 0 and Nyquist stand for their mirror images too.
            const double power = double(out[k].r) * double(out[k].r) + double(out[k].i) * double(out[k].i);
            const double twoSided = (k == 0 || 2 * k == n) ? 1.0 : 2.0;
            result.density[k] += twoSided * power * interval / (double(n) * meanSquare * 2.0 * M_PI);
        }
    }
    for (double& d : result.density) d /= double(segments);
    return result;
}

} // namespace boat_demo
