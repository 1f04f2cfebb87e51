// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file Appendages.h
/// A body's foils, slender members and thrusters, and the water's force on them each substep
/// (docs/appendages.md). BuoyancyAction evaluates them with the hull (setAppendages); a game with
/// its own engine calls addForces after ForceKernel::compute.

#include "hydro/BodyState.h"
#include "hydro/Foil.h"
#include "hydro/ForceResult.h"
#include "hydro/Propeller.h"
#include "hydro/Result.h"
#include "hydro/SlenderMember.h"
#include "hydro/WaterProperties.h"
#include "hydro/WaterSurface.h"

#include <cstddef>
#include <vector>

namespace hydro {

class Appendages {
public:
    /// None: addForces adds nothing.
    Appendages() = default;
    /// Refused, naming the foil, member or thruster by its place in its list and the field, if one
    /// is not valid (FoilPlanform::create, PropellerModel::create; a member's ends must differ and
    /// lie in hull space, its diameter within [1 mm, 10 km], its coefficients in [0, 100]).
    static Result<Appendages> create(const std::vector<Foil>& foils, const std::vector<SlenderMember>& members,
                                     const std::vector<Thruster>& thrusters = {});

    bool empty() const { return foils_.empty() && members_.empty() && thrusters_.empty(); }
    std::size_t foilCount() const { return foils_.size(); }
    std::size_t memberCount() const { return members_.size(); }
    std::size_t thrusterCount() const { return thrusters_.size(); }
    /// The getters below take an index below the count of its kind: another is a bug in the caller,
    /// thrown (std::invalid_argument) or, built without exceptions, a stop with a message naming
    /// the getter, the index and the count (Result.h's throwError), never a read past the list.
    const FoilPlanform& foil(std::size_t index) const { return foils_[checkedFoil("foil", index)].planform; }
    const SlenderMember& member(std::size_t index) const;
    const PropellerModel& thruster(std::size_t index) const { return thrusters_[checkedThruster("thruster", index)].model; }

    /// Turns a foil about its span axis (right-handed), rad: a rudder's or a flap's angle. Refused
    /// if the index is out of range or the angle is not within [-pi/2, pi/2].
    Status trySetDeflection(std::size_t foil, double radians);
    double deflection(std::size_t foil) const { return foils_[checkedFoil("deflection", foil)].deflection; }

    /// A thruster's throttle, -1 (full astern) to 1 (full ahead): its shaft turns at throttle times
    /// Thruster::maxRevolutions. Refused outside [-1, 1] or for an index out of range.
    Status trySetThrottle(std::size_t thruster, double throttle);
    double throttle(std::size_t thruster) const { return thrusters_[checkedThruster("throttle", thruster)].throttle; }
    /// An azimuth drive's or outboard's angle about its steering axis, rad, within
    /// +-Thruster::maxSteeringAngle (refused beyond it, or for an index out of range).
    Status trySetSteering(std::size_t thruster, double radians);
    double steering(std::size_t thruster) const { return thrusters_[checkedThruster("steering", thruster)].steering; }

    /// Adds the water's force on the foils and members of a body at `state` to `out`: the Foil and
    /// Morison kinds, and the totals. The water is sampled at state.time along each foil's
    /// quarter-chord line (at its root and tip) and each member's axis (memberPieces of it), in
    /// one batch; only the length under the surface lifts or drags. `timeStep` bounds the drag as the kernel's
    /// clamp does (ForceModel: stability). Allocates only when the water's shortest wavelength
    /// differs from the last call's (the first call, a new water): the members are cut again for
    /// it (memberPieces). A state, water properties or time step
    /// outside Limits.h (withinLimits: a NaN or an infinity among them) clears `out` with
    /// Status::InvalidState, as ForceKernel::compute does; if the water gives a value that is not
    /// finite, `out` is cleared with Status::InvalidWater.
    void addForces(const BodyState& state, const WaterSurface& water, const WaterProperties& properties,
                   double timeStep, ForceResult& out);

    /// What one foil did in the last addForces (world axes).
    struct FoilState {
        Vec3 centre;              ///< where its lift acts: the centroid of its wetted strips, m
        Vec3 lift, drag;          ///< N (their sum is the foil's force)
        double wettedArea = 0.0;  ///< m^2
    };
    const FoilState& lastFoilState(std::size_t foil) const { return foils_[checkedFoil("lastFoilState", foil)].last; }

    /// What one thruster did in the last addForces (world axes).
    struct ThrusterState {
        Vec3 position;               ///< its disc's centre, m
        Vec3 thrust;                 ///< the force on the body, thrust deduction included, N
        double revolutions = 0.0;    ///< n, rev/s (negative astern)
        double advanceRatio = 0.0;   ///< J = V_a / (|n| D) along the way it pushes (0 when n = 0)
        double immersion = 1.0;      ///< the share of its deep-water thrust it had (PropellerModel::immersionFactor)
        double shaftTorque = 0.0;    ///< Q, N m (its reaction turns the hull)
        double power = 0.0;          ///< 2 pi n Q, W
        double slipstreamSpeed = 0.0;  ///< the speed its jet adds to the water far behind it, m/s
        double inflowSpeed = 0.0;      ///< V_a, the water's speed into its disc along its jet (0 astern of it), m/s
    };
    const ThrusterState& lastThrusterState(std::size_t thruster) const {
        return thrusters_[checkedThruster("lastThrusterState", thruster)].last;
    }

    /// Strips of a foil's wetted span for its centroid and the thrusters' jets over it (the water
    /// is sampled at its root and tip: docs/appendages.md §1).
    static constexpr int kFoilStrips = 4;
    /// Pieces along a member of `length` (m) in water whose shortest wavelength is `wavelength` (m;
    /// WaterSurface::shortestWavelength): kMemberPiecesPerWavelength to that wavelength, at least
    /// kMinMemberPieces and at most kMaxMemberPieces; the most for a water that cannot say (0).
    /// The waves' orbital motion varies as e^(k y) down a member, and its force integrates that
    /// curve from the pieces' ends: pieces of a 1/kMemberPiecesPerWavelength wavelength keep the
    /// integral within 1 % of its closed form (docs/appendages.md §2). A length that is not finite
    /// and >= 0, or a wavelength that is negative or NaN, is refused (thrown, or stopped).
    static int memberPieces(double length, double wavelength);
    static constexpr int kMemberPiecesPerWavelength = 32;
    static constexpr int kMinMemberPieces = 8;
    static constexpr int kMaxMemberPieces = 256;
    /// The pieces member `index` is cut into now (by the last addForces' water; before any, as
    /// for flat water).
    int memberPieceCount(std::size_t index) const;
    /// The water's acceleration on a member is the central difference of its velocity over
    /// +- this, s: exact to 1e-4 of the acceleration for waves of periods above 2 s.
    static constexpr double kAccelerationStep = 0.01;
    /// A thruster's jet reaches a foil up to this many diameters behind its disc, within the jet's
    /// radius there (a rudder sits 0.5 to 1.5 diameters behind its propeller).
    static constexpr double kSlipstreamReach = 4.0;

private:
    /// `index` if it is below the count of foils (members, thrusters), else the getter's stop (above).
    std::size_t checkedFoil(const char* getter, std::size_t index) const;
    std::size_t checkedMember(const char* getter, std::size_t index) const;
    std::size_t checkedThruster(const char* getter, std::size_t index) const;
    struct FoilEntry {
        FoilPlanform planform;
        double deflection = 0.0;
        FoilState last;
        Vec3 chordInHull;                // Foil::forward turned by the deflection
    };
    struct MemberEntry {
        SlenderMember member;
        double length;
        int pieces = kMinMemberPieces;
        std::size_t firstNode = 0;  // its start's sample point; its pieces' ends follow
    };
    struct ThrusterEntry {
        PropellerModel model;
        double throttle = 0.0, steering = 0.0;
        ThrusterState last;
        Vec3 jetDirection;  // world axes: the way its jet carries the water (opposite its thrust)
        Vec3 discArm;       // its disc's centre from the centre of mass, world axes
        Vec3 axisInHull;    // Thruster::axis turned by the steering angle
    };
    /// The first sample point of foil k and of member k (points: the foils', the members', then one
    /// per thruster).
    std::size_t foilNode(std::size_t k) const { return 2 * k; }  // its root, then its tip
    std::size_t memberNode(std::size_t k) const { return members_[k].firstNode; }
    std::size_t firstMemberNode() const { return 2 * foils_.size(); }
    std::size_t thrusterNode(std::size_t k) const { return firstThrusterNode_ + k; }
    /// Cuts the members for water whose shortest wavelength is `wavelength` (memberPieces) and
    /// sizes the scratch to the sample points.
    void cutMembers(double wavelength);
    /// The wet part [from, to] (fractions of the piece between two sample points) and its midpoint.
    struct WetPart {
        double from = 0.0, to = 0.0;
        double middle() const { return 0.5 * (from + to); }
        double share() const { return to - from; }
    };
    WetPart wetPart(std::size_t node) const;
    Vec3 interpolate(const float* x, const float* y, const float* z, std::size_t node, double t) const;
    void placeNodes(const BodyState& state);
    void addFoilForces(const BodyState& state, const WaterProperties& properties, double timeStep, ForceResult& out);
    void addMemberForces(const BodyState& state, const WaterProperties& properties, double timeStep, ForceResult& out);
    void addThrusterForces(const BodyState& state, const WaterProperties& properties, ForceResult& out);
    /// A propeller's working point at `revolutions` (rev/s, > 0) meeting the water at `advance`
    /// (V_a, m/s, along the way it pushes), with `share` of its deep-water ahead characteristics.
    struct WorkingPoint {
        double advanceRatio, thrust, torque;  // J, T (N), Q (N m)
    };
    static WorkingPoint workingPoint(const PropellerModel& model, double revolutions, double advance, double share,
                                     double density);
    /// The water's velocity added by the thrusters' jets at `arm` (offset from the centre of mass).
    Vec3 slipstreamAt(const Vec3& arm) const;
    /// Whether a sphere (offset from the centre of mass, radius) reaches into any thruster's jet.
    bool mayMeetAJet(const Vec3& centre, double radius) const;

    std::vector<FoilEntry> foils_;
    std::vector<MemberEntry> members_;
    std::vector<ThrusterEntry> thrusters_;
    double totalArea_ = 0.0;  ///< every foil's planform and every member's profile, m^2: the clamp's shares
    std::size_t firstThrusterNode_ = 0;
    double membersCutFor_ = 0.0;  ///< the shortest wavelength the members are cut for, m
    // Scratch, one entry per sample point (foilNode, memberNode, thrusterNode), sized by cutMembers:
    // offsets from the centre of mass (world axes), heights relative to it, and water velocities
    // (and the members' at time +- kAccelerationStep).
    std::vector<float> x_, y_, z_, height_, ux_, uy_, uz_, laterX_, laterY_, laterZ_, earlierX_, earlierY_, earlierZ_;
};

} // namespace hydro
