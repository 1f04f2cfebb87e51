// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// A decoded PNG (stb_image, Debian's libstb-dev) and the pixel statistics the demo's tests check
// instead of comparing against a golden image.

#include <stb_image.h>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>

namespace hydro::test {

struct Rgb {
    int r, g, b;
    int luminance() const { return (299 * r + 587 * g + 114 * b) / 1000; }
};

class PngImage {
public:
    explicit PngImage(const std::string& path) {
        int channels = 0;
        pixels_.reset(stbi_load(path.c_str(), &width_, &height_, &channels, 3));
    }
    bool loaded() const { return pixels_ != nullptr; }
    int width() const { return width_; }
    int height() const { return height_; }
    Rgb at(int x, int y) const {
        const std::uint8_t* p = pixels_.get() + 3 * (std::size_t(y) * std::size_t(width_) + std::size_t(x));
        return {p[0], p[1], p[2]};
    }
    /// Fraction of the pixels for which `test` holds, over the whole image or the columns
    /// [x0, x1) (fractions of the width).
    double fraction(const std::function<bool(const Rgb&)>& test, double x0 = 0.0, double x1 = 1.0) const {
        const int first = int(x0 * width_), last = int(x1 * width_);
        std::size_t hits = 0, all = 0;
        for (int y = 0; y < height_; ++y)
            for (int x = first; x < last; ++x, ++all) hits += test(at(x, y)) ? 1u : 0u;
        return all > 0 ? double(hits) / double(all) : 0.0;
    }

private:
    struct Free {
        void operator()(std::uint8_t* p) const { stbi_image_free(p); }
    };
    std::unique_ptr<std::uint8_t, Free> pixels_;
    int width_ = 0, height_ = 0;
};

} // namespace hydro::test
