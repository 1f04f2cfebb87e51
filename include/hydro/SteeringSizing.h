// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file SteeringSizing.h
/// A rudder and screws of the size a hull calls for, from its shape at rest (issue 45 §3): a game's
/// boat steered by what its size needs rather than by numbers written for another boat.
///
/// - The rudder's area is the classification societies' minimum, A_R = (T L / 100) (1 + 25 (B / L)^2)
///   with L, B and T the waterline's length, beam and the lateral plane's mean depth (Det Norske
///   Veritas' rule, quoted in A. F. Molland and S. R. Turnock, "Marine Rudders and Control
///   Surfaces", 2007): 1 % of the lateral plane on a slender hull, more on a broad one (Wartsila's
///   encyclopedia of ship technology gives 1.5 % for ships of usual width). Its span is its chord
///   times `rudderAspectRatio`, its trailing edge at the waterline's aft end, its root on the hull's
///   bottom there.
/// - The rudders are then tried as IMO's criteria try a ship (MSC.137(76)), by the boat's own
///   trials stepped through time without Bullet: the steady approach at full revolutions with the
///   rudders amidships, the steady turn at 35 degrees of rudder from it, and the 10/10 zig-zag's
///   first overshoot. The boat moves in its six motions under the forces the action applies with
///   the default ForceModel, from the same code (ForceKernel: buoyancy, ITTC friction, radiation
///   damping, the hull's lift and cross-flow drag; Appendages: the rudders and screws, their jets
///   included), with the body's mass and radii of gyration and the water's added mass as the
///   action applies it (AddedMassTable.h). The approach is held on a straight course (no sway, no
///   yaw), as a helmsman holds it. Against the boats' trials through Bullet, on the packaged boats
///   and the six third-party game ships in the tree: the approach and the steady turn within 0.1 %
///   and its heel within 0.01 degrees, the overshoot
///   within 9 % (tests/bullet/ManoeuvringTest.cpp, GameShipHandlingTest.cpp). A hull whose added
///   mass the panels do not determine (parts inside others: AddedMass.h) is refused, as the action
///   refuses it.
/// - DNV's area turns most hulls (the packaged trawler, 3.1 % of its lateral plane, on a steady
///   diameter of 3.5 L; the speedboat, the catamaran, four of the six game ships), not every one: a
///   slender hull's own yaw damping can outweigh it (the 6 m Wigley launch, 1.3 %), and it need not
///   check a boat that heels as it swings. So the rudders are grown, their aspect ratio kept, by
///   the least factor (up to 16) for which the steady turn is at most `steadyTurnDiameter` lengths
///   across (4: IMO asks a tactical diameter under 5 L) and the overshoot at most
///   `zigZagOvershootShare` of IMO's limit (0.75): a design calculation, as a naval architect sizes
///   a rudder past the rule for the handling a hull needs, with a margin for what the trials leave
///   out (a sea, a helmsman). Where no growth checks the zig-zag (a hull too unstable in yaw for
///   any rudder, that swings on into a spin), the rudders are sized for the turn alone.
/// - A multihull (a catamaran) gets a rudder under each hull that reaches the stern, as built ones
///   have (a trimaran's outriggers may end short of it, and get none): the hulls are the spans of
///   the waterplane across midships (waterlineSpans), each rudder on its hull's middle line and
///   sized by the same rule for that hull, with B its own waterline beam and T its share of the
///   lateral plane (the hulls' profiles added, over the hull count).
/// - The screws (on a monohull one on the centreline or two beside it at a quarter of the beam; on
///   a multihull one ahead of each rudder; turning opposite ways) are 0.65 of the hull's depth under the
///   waterline at the rudder across (0.6 to 0.75 on ships), their discs half a diameter ahead of the
///   rudder's leading edge, their axes just under the hull's bottom there and at least 0.6 diameters
///   under the waterline; their full revolutions meet the water at the advance ratio
///   `designAdvanceRatio` at the speed `designFroudeNumber` sqrt(g L), where a B-series screw of
///   pitch ratio 1 still pushes. No power limit is set.
#include "hydro/Foil.h"
#include "hydro/HullMesh.h"
#include "hydro/Propeller.h"
#include "hydro/Result.h"
#include "hydro/Vec3.h"
#include "hydro/WaterProperties.h"

#include <vector>

namespace hydro {

struct SteeringSizingOptions {
    /// 0: what the hull calls for (two beside the centreline of a monohull, one ahead of each rudder
    /// of a multihull); 1 (on the centreline, its jet over the rudder) or 2 (beside it) on a monohull
    /// only. One screw of this size is heavily loaded at full revolutions, and its jet over the
    /// rudder turns the trawler sized so on a tactical diameter of 2.6 L (issue 45 §2, the jet as
    /// src/appendages/PropellerJet.h has it).
    int screws = 0;
    double designFroudeNumber = 0.3;   ///< the speed the full revolutions are matched to, over sqrt(g L)
    double designAdvanceRatio = 0.7;   ///< J = V / (n D) there
    double rudderAspectRatio = 1.5;    ///< span over chord
    /// The steady turn at 35 degrees of rudder the rudders must give, waterline lengths across (the
    /// file comment): IMO asks a tactical diameter under 5 L, and a boat comes to its steady turn
    /// only after most of the first half circle. Infinity, with `zigZagOvershootShare` infinite too,
    /// keeps DNV's minimum area whatever the handling.
    double steadyTurnDiameter = 4.0;
    /// The first overshoot of IMO's 10/10 zig-zag the rudders may give, as a share of IMO's limit
    /// (10 to 20 degrees with the time the boat takes to run its length; the file comment).
    /// Infinity with `steadyTurnDiameter` infinite keeps DNV's minimum area whatever the handling.
    double zigZagOvershootShare = 0.75;
    /// The body's radii of gyration about axes through G parallel to the hull's, m (MassProperties.h's
    /// radiiOfGyration), which the trials' transients depend on: a component 0 takes the hull's
    /// filled uniformly to the mass (HullMesh::massPropertiesForMass), as the tests' boats have.
    Vec3 radiiOfGyration;
};

struct SizedSteering {
    /// Hull coordinates, at the stern: one on the centreline of a monohull, one under each hull of a
    /// multihull that reaches the stern (from port to starboard). The helm turns them together.
    std::vector<Foil> rudders;
    std::vector<Thruster> screws;
    double length = 0.0, beam = 0.0, draft = 0.0;  ///< L, B, T of the whole hull (HullManoeuvring), m
    double lateralPlaneShare = 0.0;                 ///< the rudders' area over L T
    /// The rudders' area over DNV's minimum: 1, or more where the minimum would not steer the boat
    /// (the file comment).
    double rudderGrowth = 1.0;
    /// The speed of the steady approach at full revolutions with the rudders amidships that sizing
    /// found, m/s (0: none settled), from which its turn and zig-zag start, as IMO's trials do.
    double approachSpeed = 0.0;
    /// The steady turn's diameter at 35 degrees of rudder that sizing found for these rudders, m
    /// (infinity: none settled).
    double steadyTurnDiameter = 0.0;
    /// The heel the boat holds in that turn, rad from its heel in the approach, positive outward (0:
    /// none settled). A boat whose G is high heels far: IMO's stability code asks a passenger ship to
    /// heel less than 10 degrees in its turns (2008 IS Code, Part A, 3.1).
    double steadyTurnHeel = 0.0;
    /// The first overshoot of IMO's 10/10 zig-zag that sizing found for these rudders, rad
    /// (infinity: the heading never came to 10 degrees, or never turned back).
    double zigZagOvershoot = 0.0;
};

/// The rudder and screws for `hull` loaded to `mass` (kg) with its centre of gravity at
/// `centreOfGravity` (hull coordinates), its bow along +x, floating in `water`. Refused, naming
/// what, for options outside their ranges, a body that does not float upright (the estimate of
/// HullManoeuvringEstimate.h has no shape for it), a hull with no bottom under the waterline where
/// a rudder would hang, or a screw count given for a multihull.
Result<SizedSteering> trySizeSteering(const HullMesh& hull, double mass, const Vec3& centreOfGravity,
                                      const WaterProperties& water, const SteeringSizingOptions& options = {});
/// trySizeSteering, thrown (Result.h's orThrow).
SizedSteering sizeSteering(const HullMesh& hull, double mass, const Vec3& centreOfGravity, const WaterProperties& water,
                           const SteeringSizingOptions& options = {});

} // namespace hydro
