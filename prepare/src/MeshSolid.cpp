// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "MeshSolid.h"

#include <vector>

namespace hydro {

SolidIntegrals solidOf(const MeshArrays& closed) {
    if (closed.indices.empty()) return {};
    const std::size_t vertices = closed.vertexCount(), triangles = closed.triangleCount();
    std::vector<float> x(vertices), y(vertices), z(vertices);
    for (std::size_t v = 0; v < vertices; ++v) x[v] = closed.xyz[3 * v], y[v] = closed.xyz[3 * v + 1], z[v] = closed.xyz[3 * v + 2];
    std::vector<std::int32_t> i0(triangles), i1(triangles), i2(triangles);
    for (std::size_t t = 0; t < triangles; ++t)
        i0[t] = std::int32_t(closed.indices[3 * t]), i1[t] = std::int32_t(closed.indices[3 * t + 1]),
        i2[t] = std::int32_t(closed.indices[3 * t + 2]);
    const std::size_t first = closed.indices[0];
    return integrateSolid(x.data(), y.data(), z.data(), i0.data(), i1.data(), i2.data(), triangles,
                          {double(x[first]), double(y[first]), double(z[first])});
}

} // namespace hydro
