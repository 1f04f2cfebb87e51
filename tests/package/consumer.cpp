// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// Uses both targets: loads a hull with the core, makes a Bullet body with the plugin, and checks
// that the body has the mass of the hull at 500 kg/m^3. Exits non-zero on failure.
#include <hydro/HullMesh.h>
#include <hydro/bullet/HullRigidBody.h>

#include <cmath>
#include <cstdio>
#include <memory>

int main(int argc, char** argv) {
    if (argc != 2) return 2;
    const auto hullPointer = std::make_shared<const hydro::HullMesh>(hydro::HullMesh::fromObjFile(argv[1]));
    const hydro::HullMesh& hull = *hullPointer;
    hydro::HullRigidBody rigid(hullPointer, hull.massPropertiesForDensity(500.0), btTransform::getIdentity());
    const double mass = 1.0 / rigid.body().getInvMass();
    std::printf("%s: volume %.4f m^3, mass %.2f kg\n", argv[1], hull.volume(), mass);
    return std::abs(mass - 500.0 * hull.volume()) < 1e-3 * mass ? 0 : 1;
}
