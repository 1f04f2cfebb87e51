// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// The jet behind a running propeller, as momentum theory's actuator disc has it (docs/appendages.md
// §3). Internal to the appendages (Appendages.cpp's foils in a thruster's jet).

#include <cmath>

namespace hydro {

/// What the jet adds to the water at a point of its axis, and its radius there.
struct PropellerJet {
    double speed = 0.0;   ///< m/s, along the jet
    double radius = 0.0;  ///< m
};

/// The jet `behind` (m, >= 0) a disc of `diameter` (m) that met the water at `inflowSpeed` (V_a,
/// m/s, >= 0) and whose far wake runs `slipstreamSpeed` (m/s, >= 0) faster than that.
///
/// Momentum theory's actuator disc (Carlton, Marine Propellers and Propulsion, §5.2): the water
/// gains half the far wake's speed by the disc and the rest behind it. Along the axis of a uniformly
/// loaded disc, whose wake is a semi-infinite cylinder of ring vortices, Biot and Savart's law gives
/// the gain at x behind the disc as (1 + x / sqrt(R^2 + x^2)) / 2 of the far wake's; and the
/// streamtube narrows as the water speeds up, its flux (V_a + u) pi r^2 the same at every x. So the
/// jet carries T, the thrust, far behind, and less momentum nearer the disc: taken as the far wake's
/// speed over the whole disc, as it was, a rudder spanning the jet half a diameter behind a
/// propeller at bollard pull got 1.8 times the lift the jet gives it there.
inline PropellerJet propellerJetAt(double behind, double diameter, double inflowSpeed, double slipstreamSpeed) {
    const double radius = 0.5 * diameter;
    const double gained = 0.5 * (1.0 + behind / std::sqrt(radius * radius + behind * behind));
    const double speed = gained * slipstreamSpeed;
    const double through = inflowSpeed + speed;
    // No flow through the disc (a still propeller at rest): no jet, and nothing narrows.
    if (!(through > 0.0)) return {0.0, radius};
    return {speed, radius * std::sqrt((inflowSpeed + 0.5 * slipstreamSpeed) / through)};
}

} // namespace hydro
