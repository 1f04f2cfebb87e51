// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// The analytic surfaces' sampling for xsimd::fma3<xsimd::avx2>, compiled with that instruction set's
// flags only here (SamplingArch.h).
#include "water/AnalyticWavesSampling.h"

namespace hydro {
using Avx2Batch = xsimd::batch<float, xsimd::fma3<xsimd::avx2>>;
template void SineWaves::sampleIn<Avx2Batch>(const PointBatch&, double, double, const SampleOutputs&) const;
template bool SineWaves::sampleGridIn<Avx2Batch>(const GridBatch&, double, double, const SampleOutputs&) const;
template void GerstnerWaves::sampleIn<Avx2Batch>(const PointBatch&, double, double, const SampleOutputs&) const;
template bool GerstnerWaves::sampleGridIn<Avx2Batch>(const GridBatch&, double, double, const SampleOutputs&) const;
} // namespace hydro
