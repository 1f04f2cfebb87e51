// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// The analytic surfaces' sampling for xsimd::avx512f, compiled with that instruction set's
// flags only here (SamplingArch.h).
#include "water/AnalyticWavesSampling.h"

namespace hydro {
using Avx512Batch = xsimd::batch<float, xsimd::avx512f>;
template void SineWaves::sampleIn<Avx512Batch>(const PointBatch&, double, double, const SampleOutputs&) const;
template bool SineWaves::sampleGridIn<Avx512Batch>(const GridBatch&, double, double, const SampleOutputs&) const;
template void GerstnerWaves::sampleIn<Avx512Batch>(const PointBatch&, double, double, const SampleOutputs&) const;
template bool GerstnerWaves::sampleGridIn<Avx512Batch>(const GridBatch&, double, double, const SampleOutputs&) const;
} // namespace hydro
