// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// Two-dimensional FFTs of n x n complex planes one line at a time, so that the caller can split
// the lines over the game's threads (TaskSystem.h) and do its own work on a line in the same pass.
// Internal to the core (FreeSurfaceField's step).
//
// kiss_fftnd transforms a plane on one thread. Here each row, then each column, is one of
// kissfft's one-dimensional transforms: out of place, so that it allocates nothing and any thread
// may share the configuration, and each line whole on one thread, so that the bits are the same
// for any thread count and split.
//
// The spectrum is kept transposed, which saves the copy back a column pass would need: a forward
// transform of a plane stored row by row (z row j, x column i at j n + i) leaves the mode of x
// index a and z index b at a n + b; an inverse transform takes it there and gives the plane back
// row by row.

#include <kiss_fft.h>

#include <cstddef>
#include <vector>

namespace hydro {

class PlaneTransforms {
public:
    /// `planes` planes of n x n, transformed forward (exp(-i k x)) or inverse (exp(+i k x),
    /// unnormalised).
    PlaneTransforms(std::size_t n, std::size_t planes, bool inverse);
    ~PlaneTransforms();
    PlaneTransforms(const PlaneTransforms&) = delete;
    PlaneTransforms& operator=(const PlaneTransforms&) = delete;

    kiss_fft_cpx* plane(std::size_t p) { return data_.data() + p * n_ * n_; }
    const kiss_fft_cpx* plane(std::size_t p) const { return data_.data() + p * n_ * n_; }

    /// The transform of plane p is every row of it, then every column: row `row` into the same row
    /// of plane p of `scratch` (the caller's, as many planes, kept between the two halves); then,
    /// once every row is done, column `column` of the scratch back into row `column` of the plane.
    void transformRow(std::size_t p, std::size_t row, kiss_fft_cpx* scratch) const;
    void transformColumn(std::size_t p, std::size_t column, const kiss_fft_cpx* scratch);

private:
    std::size_t n_;
    kiss_fft_cfg config_;
    std::vector<kiss_fft_cpx> data_;
};

} // namespace hydro
