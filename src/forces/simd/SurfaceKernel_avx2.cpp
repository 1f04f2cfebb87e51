// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// The surface kernel for xsimd::fma3<xsimd::avx2>, compiled with that instruction set's flags only here (docs/simd.md §2).
#include "SurfaceKernel.h"

namespace hydro {
template void runSurfaceKernel<xsimd::fma3<xsimd::avx2>>(const KernelInput&, KernelSums&);
template void runLevelLeavesKernel<xsimd::fma3<xsimd::avx2>>(const KernelInput&, const std::int32_t*, std::size_t, KernelSums&);
} // namespace hydro
