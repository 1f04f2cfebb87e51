// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// The third-party game ships in the tree (assets/hulls/third_party/SOURCES.md: multi-mesh glTF
// ships with masts, sails, cabins and wheelhouses), prepared as a newcomer would prepare them, for
// the preparation's tests and the plugin's.

#include "hydro/prepare/HullPreparation.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace hydro::test {

/// A game's ship as a newcomer would prepare it: the format's axes unless the file's bow lies
/// elsewhere, a uniform density, and the centre of gravity a real ship has when its superstructure
/// would roll a uniform solid over (ballast).
struct GameShip {
    std::string file;
    std::optional<Axis> forward;        ///< the file's bow axis where glTF's +z is not it
    /// The centre of gravity's height, m, in hull axes from the file's origin (the prepared hull's
    /// origin is elsewhere: HullFrame::origin); else the solid's.
    std::optional<double> ballastY;
    /// Its parts overlap, some inside others: the panel method leaves their surfaces inside the
    /// body out (docs/added_mass.md §1), and the tests float it as prepared above.
    bool partsOverlap = false;
};

inline const std::vector<GameShip>& gameShips() {
    static const std::vector<GameShip> ships{
        {"dutch_ship_medium_1k.gltf", std::nullopt, -0.5},  // upright below 0.46 m; GM 1.0 m
        {"tugboat.glb", Axis::MinusX, std::nullopt},        // its bow, seen rendered
        {"yacht.glb", Axis::PlusX, std::nullopt},
        {"military_boat.glb", std::nullopt, std::nullopt, true},  // 25 closed parts
        {"pilot_boat.glb", std::nullopt, std::nullopt},
        {"cruise_ship.glb", std::nullopt, 3.0},  // upright below y = 3.7 m
    };
    return ships;
}

constexpr double kShipDensity = 500.0;  ///< kg/m^3 of a game ship's prepared solid, superstructure included

inline std::string gameShipPath(const GameShip& ship) { return std::string(HYDRO_ASSETS_DIR) + "/hulls/third_party/" + ship.file; }

/// The options a newcomer would give for `ship`.
inline HullPreparationOptions shipOptions(const GameShip& ship) {
    HullPreparationOptions options;
    if (ship.forward) options.frame = HullFrame{Axis::PlusY, *ship.forward, 1.0, {}};
    options.density = kShipDensity;
    return options;
}

/// `ship` prepared with shipOptions, once per test program: the preparation is deterministic, and
/// the preparation's checks of one ship run in one program (tests/CMakeLists.txt), which prepared
/// it once per check before (2 s a time natively on average over the six, 3.6 s the pilot boat's,
/// 11 s the pilot boat's under the sanitizers).
inline const PreparedHull& preparedGameShip(const GameShip& ship) {
    static std::map<std::string, PreparedHull> prepared;
    auto found = prepared.find(ship.file);
    if (found == prepared.end()) found = prepared.emplace(ship.file, prepareHull(gameShipPath(ship), shipOptions(ship))).first;
    return found->second;
}

/// Its centre of gravity: the solid's, or ballasted.
inline Vec3 shipCentreOfGravity(const GameShip& ship, const PreparedHull& prepared) {
    const Vec3 solid = prepared.report.solidCentroid;
    if (!ship.ballastY) return solid;
    return {solid.x, prepared.report.frame.toHull({0.0, *ship.ballastY, 0.0}).y, solid.z};
}

} // namespace hydro::test
