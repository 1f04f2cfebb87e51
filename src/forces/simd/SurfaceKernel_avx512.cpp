// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// The surface kernel for xsimd::avx512f, compiled with that instruction set's flags only here (docs/simd.md §2).
#include "SurfaceKernel.h"

namespace hydro {
template void runSurfaceKernel<xsimd::avx512f>(const KernelInput&, KernelSums&);
template void runLevelLeavesKernel<xsimd::avx512f>(const KernelInput&, const std::int32_t*, std::size_t, KernelSums&);
} // namespace hydro
