// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "water/PlaneTransforms.h"

namespace hydro {

PlaneTransforms::PlaneTransforms(std::size_t n, std::size_t planes, bool inverse)
    : n_(n), config_(kiss_fft_alloc(int(n), inverse ? 1 : 0, nullptr, nullptr)), data_(planes * n * n) {}

PlaneTransforms::~PlaneTransforms() { kiss_fft_free(config_); }

void PlaneTransforms::transformRow(std::size_t p, std::size_t row, kiss_fft_cpx* scratch) const {
    const std::size_t at = p * n_ * n_ + row * n_;
    kiss_fft_stride(config_, data_.data() + at, scratch + at, 1);
}

void PlaneTransforms::transformColumn(std::size_t p, std::size_t column, const kiss_fft_cpx* scratch) {
    const std::size_t plane = p * n_ * n_;
    kiss_fft_stride(config_, scratch + plane + column, data_.data() + plane + column * n_, int(n_));
}

} // namespace hydro
