// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// The analytic surfaces' sampling in the baseline batch (Lanes.h: SSE2, NEON, SIMD128 or one lane);
// SamplingArch.h chooses among it and the AVX files.
#include "water/AnalyticWavesSampling.h"

namespace hydro {

template void SineWaves::sampleIn<lanes::Batch<float>>(const PointBatch&, double, double, const SampleOutputs&) const;
template bool SineWaves::sampleGridIn<lanes::Batch<float>>(const GridBatch&, double, double, const SampleOutputs&) const;
template void GerstnerWaves::sampleIn<lanes::Batch<float>>(const PointBatch&, double, double, const SampleOutputs&) const;
template bool GerstnerWaves::sampleGridIn<lanes::Batch<float>>(const GridBatch&, double, double, const SampleOutputs&) const;

} // namespace hydro
