// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// Reads a fuzzer's bytes as the values a harness needs, one after another; past the end, zeros.
// Doubles come from a table of edge values (zero, signs, denormals, the Limits.h bounds and just
// past them, infinities, NaN) or as raw bits, so both in-range and hostile values are reached.

#include "hydro/Limits.h"

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <limits>
#include <string>

namespace hydro::fuzz {

class FuzzInput {
public:
    FuzzInput(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}

    std::uint8_t byte() { return at_ < size_ ? data_[at_++] : 0; }
    bool flag() { return (byte() & 1) != 0; }
    /// An index below `n` (n > 0).
    std::size_t pick(std::size_t n) { return std::size_t(byte()) % n; }

    double rawDouble() {
        std::uint64_t bits = 0;
        for (int i = 0; i < 8; ++i) bits = (bits << 8) | byte();
        double d;
        std::memcpy(&d, &bits, sizeof d);
        return d;
    }

    /// `typical` most of the time, an edge value or raw bits otherwise.
    double value(double typical) {
        static constexpr double kEdges[] = {
            0.0, -0.0, 1.0, -1.0, 0.5, 1e-300, -1e-300, 1e300, -1e300, 4.9e-324,
            std::numeric_limits<double>::infinity(), -std::numeric_limits<double>::infinity(),
            std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::max(),
            limits::kMaxCoordinate, 1.0001 * limits::kMaxCoordinate, limits::kMaxSpeed, limits::kMaxSpin,
            limits::kMaxMass, limits::kMinMass, limits::kMinTimeStep, limits::kMaxTimeStep, limits::kMaxCoefficient,
            limits::kMinWavelength, limits::kMaxWavelength, limits::kMaxWaveAmplitude, 1e19, 1e20, 1e30, 1e40,
        };
        switch (byte() % 8) {
        case 0: return kEdges[pick(sizeof kEdges / sizeof kEdges[0])];
        case 1: return rawDouble();
        case 2: return typical * (1.0 + double(std::int8_t(byte())) / 16.0);  // near the typical value
        default: return typical;
        }
    }

    /// The rest of the input as text.
    std::string rest() {
        std::string s(reinterpret_cast<const char*>(data_ + at_), size_ - at_);
        at_ = size_;
        return s;
    }

private:
    const std::uint8_t* data_;
    std::size_t size_, at_ = 0;
};

} // namespace hydro::fuzz
