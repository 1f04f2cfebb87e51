// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file Radiation.h
/// The radiation coefficients of a body at a wave frequency: the added mass A(omega) and the wave
/// damping B(omega) of linear potential flow around its wetted surface in deep water, the water a
/// body pushes along and the energy its own waves carry away when it moves at frequency omega
/// (J. N. Newman, "Marine Hydrodynamics", 1977, §6.16-6.18).
///
/// The panel method of AddedMass.h (its panels, budget and closed-form Rankine integrals) with the
/// free-surface Green function of deep water in place of the image (docs/added_mass.md §5): constant
/// sources on the wetted triangles, whose potential satisfies the linear free-surface condition and
/// radiates outgoing waves. Its two limits are AddedMass.h's: tryAddedMass(..., FrequencyLimit::Zero)
/// as omega -> 0 and FrequencyLimit::Infinite as omega -> infinity, where the damping vanishes.

#include "hydro/AddedMass.h"
#include "hydro/Hydrostatics.h"
#include "hydro/HullMesh.h"
#include "hydro/Matrix6.h"
#include "hydro/Result.h"
#include "hydro/Vec3.h"
#include "hydro/WaterProperties.h"

#include <cstddef>
#include <vector>

namespace hydro {

struct RadiationOptions {
    /// Most unknowns on the hull (AddedMassOptions::maxPanels; the lid adds about a tenth). The
    /// complex solve's cost grows as their cube: about 0.2 s for 500 on the machines here.
    std::size_t maxPanels = 1000;
    /// Sources on the hull's waterplane inside it, which remove the irregular frequencies of a
    /// surface-piercing body (docs/added_mass.md §6). Off only to see what they do.
    bool interiorLid = true;
    /// Fewest panels to a wavelength (the square root of the wetted area over the panels taken as a
    /// panel's size): a frequency whose waves are shorter is refused, naming the budget that would
    /// do. At 11.2 a 40 m cylinder's heave damping is 5 % above Ursell's at k R = 1 (10 % at 7.1),
    /// but 23 % at k R = 2, where it is a sixth of omega A (13 % at 14): short waves' damping wants
    /// more than this asks (docs/added_mass.md §6). 0: not checked.
    double panelsPerWavelength = 10.0;
};

struct RadiationCoefficients {
    double omega = 0.0;       ///< rad/s
    double wavenumber = 0.0;  ///< k = omega^2 / g, 1/m
    /// In the hull's axes about the centre of gravity given, Matrix6.h's order and units (AddedMass.h).
    /// The force of the body's own waves on it, moving with velocity Re(v e^{-i omega t}), is
    /// Re((i omega A - B) v e^{-i omega t}): -A times the acceleration, -B times the velocity.
    Matrix6 addedMass;
    Matrix6 damping;          ///< kg/s (0-2), kg m/s, kg m^2/s (3-5)
    std::size_t wettedPieces = 0;  ///< AddedMass.h's
    std::size_t triangles = 0;     ///< the hull's, as integrated (AddedMass.h)
    std::size_t panels = 0;        ///< the hull's unknowns
    double wettedArea = 0.0;  ///< m^2 (AddedMass.h's)
    std::size_t innerTriangles = 0;  ///< surfaces inside the body, left out (AddedMass.h)
    double innerArea = 0.0;          ///< m^2
    std::size_t turnedTriangles = 0; ///< faces turned inside out, turned round (AddedMass.h)
    double turnedArea = 0.0;         ///< m^2
    /// The interior lid that removes the irregular frequencies (docs/added_mass.md §6): its unknowns,
    /// its area, the loops of the hull's section just under the surface and those it could not close
    /// (loops that cross, from a mesh that intersects itself; none for a closed hull that does
    /// not). Near the irregular frequencies of an open loop's interior the coefficients can spike.
    std::size_t lidPanels = 0;
    double lidArea = 0.0;     ///< m^2
    std::size_t waterlineLoops = 0;
    std::size_t loopsLeftOpen = 0;
};

/// The coefficients of `hull` held at `pose` (FloatingPose: the height of `centreOfGravity` above the
/// surface y = 0 and its roll and pitch) in deep `water` at frequency `omega` (rad/s, > 0 and finite:
/// the limits are tryAddedMass's). A body out of the water has none (zero matrices). Refused, naming
/// it, for an omega, pose, water or options the method cannot take.
Result<RadiationCoefficients> tryRadiationCoefficients(const HullMesh& hull, const FloatingPose& pose,
                                                       const Vec3& centreOfGravity, const WaterProperties& water,
                                                       double omega, const RadiationOptions& options = {});
/// The same at several frequencies: the surface, its lid and the Rankine part of the system, which do
/// not depend on the frequency, made once (about half the cost of one frequency).
Result<std::vector<RadiationCoefficients>> tryRadiationCoefficients(const HullMesh& hull, const FloatingPose& pose,
                                                                    const Vec3& centreOfGravity, const WaterProperties& water,
                                                                    const std::vector<double>& omegas,
                                                                    const RadiationOptions& options = {});
/// tryRadiationCoefficients, thrown (Result.h's orThrow).
RadiationCoefficients radiationCoefficients(const HullMesh& hull, const FloatingPose& pose, const Vec3& centreOfGravity,
                                            const WaterProperties& water, double omega, const RadiationOptions& options = {});

} // namespace hydro
