// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// The surface kernel for xsimd::neon64 (aarch64's Advanced SIMD, always present there; docs/simd.md §2).
#include "SurfaceKernel.h"

namespace hydro {
template void runSurfaceKernel<xsimd::neon64>(const KernelInput&, KernelSums&);
template void runLevelLeavesKernel<xsimd::neon64>(const KernelInput&, const std::int32_t*, std::size_t, KernelSums&);
} // namespace hydro
