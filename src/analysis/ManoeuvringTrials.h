// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// IMO's manoeuvring trials (resolution MSC.137(76), 2002) of a boat on calm water, stepped through
// time without Bullet under the forces the action applies: what sizeSteering asks of the rudders it
// tries (SteeringSizing.h).

#include "hydro/AddedMassTable.h"
#include "hydro/Appendages.h"
#include "hydro/FlatWater.h"
#include "hydro/ForceKernel.h"
#include "hydro/ForceModel.h"
#include "hydro/ForceResult.h"
#include "hydro/Hydrostatics.h"
#include "hydro/WaterPatch.h"

#include <Eigen/Dense>

#include <algorithm>
#include <cmath>
#include <optional>

namespace hydro {

/// The boat on calm water with its screws at full revolutions, in its six motions: what sizing
/// asks of its rudders, by the forces the action applies under the default model, from the same
/// code (ForceKernel: buoyancy, friction, wave-radiation damping, the hull's lift and cross-flow
/// drag; Appendages: the rudders and screws at their places, their jets included; the water's
/// impulse as the added mass turns with the heading, AddedMassTable.h). Axes that turn with the
/// heading, the course along +x at the start, velocities in Matrix6's order: surge, heave, sway
/// (along x, y, z), roll, yaw, pitch (about x, y, z); the heel and trim as FloatingPose's roll and
/// pitch. The inertia is the body's (its radii of gyration about G) and the water's it carries
/// (`addedMass`: AddedMassTable.h's at the upright rest's immersion, as BuoyancyAction applies it).
class ManoeuvringTrials {
public:
    /// IMO's turning test puts the rudder over 35 degrees (MSC.137(76)).
    static constexpr double kFullHelm = 35.0 * 3.14159265358979323846 / 180.0;
    /// IMO's 10/10 zig-zag (MSC.137(76) §5.3.3): the rudder over 10 degrees, and over 10 degrees the
    /// other way when the heading has changed 10 degrees.
    static constexpr double kZigZagAngle = 10.0 * 3.14159265358979323846 / 180.0;

    /// A zig-zag whose heading swings on past half a turn has gone into a spin: it will not turn back.
    static constexpr double kHalfTurn = 3.14159265358979323846;

    /// IMO's limit on the zig-zag's first overshoot (MSC.137(76) §5.3.3.1), rad: 10 degrees when the
    /// boat runs its length L in under 10 s, 20 degrees when in 30 s or more, 5 + L / (2 V) degrees
    /// between.
    static double zigZagOvershootLimit(double lengthOverSpeed) {
        const double degrees = lengthOverSpeed < 10.0 ? 10.0 : lengthOverSpeed < 30.0 ? 5.0 + 0.5 * lengthOverSpeed : 20.0;
        return degrees * kZigZagAngle / 10.0;
    }

    using Vector6 = Eigen::Matrix<double, 6, 1>;
    using Matrix6d = Eigen::Matrix<double, 6, 6>;

    /// The motion: the six rates (m/s, rad/s), the height of G above the surface, the heel and the
    /// trim (m, rad).
    struct Motion {
        Vector6 velocity = Vector6::Zero();
        double heave = 0.0, heel = 0.0, trim = 0.0;
    };

    /// `kernel` has the body's radiation damping and hull shape set; `appendages` their screws at
    /// full revolutions. The trials start from `rest` at `designSpeed` ahead.
    ManoeuvringTrials(const HullMesh& hull, const Vec3& centreOfGravity, double mass, const Vec3& gyration,
                      const FloatingPose& rest, double shortestPeriod, const Matrix6& addedMass, ForceKernel kernel,
                      Appendages appendages, double designSpeed, const WaterProperties& water)
        : centreOfGravity_(centreOfGravity), mass_(mass), shortestPeriod_(shortestPeriod),
          addedMass_(Eigen::Map<const Eigen::Matrix<double, 6, 6, Eigen::RowMajor>>(&addedMass.m[0][0])),
          kernel_(std::move(kernel)), appendages_(std::move(appendages)), water_(water),
          patch_(WaterPatch::forHull(hull, centreOfGravity)), length_(hull.length()) {
        Matrix6d inertia = addedMass_;
        for (int i = 0; i < 3; ++i) {
            inertia(i, i) += mass;
            inertia(3 + i, 3 + i) += mass * gyration[i] * gyration[i];
        }
        inverseInertia_ = (0.5 * (inertia + inertia.transpose())).inverse();  // the panel method's asymmetry is its error
        approach_.velocity[0] = designSpeed;
        approach_.heave = rest.heave, approach_.heel = rest.roll, approach_.trim = rest.pitch;
        patch_.follow({0.0, rest.heave, 0.0}, calm_, 0.0);
    }

    /// Every rudder to `deflection` (rad).
    bool helm(double deflection) {
        for (std::size_t k = 0; k < appendages_.foilCount(); ++k)
            if (!appendages_.trySetDeflection(k, deflection)) return false;
        return true;
    }

    /// One time step of `step` (s), semi-implicit (the rates first, then the pose from the new
    /// rates: stable for the heave's, roll's and pitch's oscillations). (M + A) d(velocity)/dt is
    /// the forces and moments with the weight, less the body's momentum turned with the axes
    /// (m Omega x v) and plus the water's (P x Omega: -d/dt of A (v, w) in the world is -A d/dt
    /// (v, w) here and that, less L x Omega, a roll and a pitch moment that the free surface takes
    /// up: TurningWater::Surface, AddedMassTable.h), Omega the heading's rate.
    void advance(Motion& m, double step) {
        BodyState state;
        state.rotation = poseRotation(m.heel, m.trim);
        state.centreOfMass = {0.0, m.heave, 0.0};
        state.centreOfMassInHull = centreOfGravity_;
        state.linearVelocity = {m.velocity[0], m.velocity[1], m.velocity[2]};
        state.angularVelocity = {m.velocity[3], m.velocity[4], m.velocity[5]};
        state.mass = mass_;
        kernel_.compute(state, patch_, water_, ForceModel{}, step, hull_);
        steering_.clear();  // addForces adds to it
        appendages_.addForces(state, calm_, water_, step, steering_);
        const Vec3 turn{0.0, headingRate(m), 0.0};
        const Eigen::Vector3d impulse = addedMass_.topRows<3>() * m.velocity;  // P
        const Vec3 force = hull_.force + steering_.force + cross(Vec3{impulse[0], impulse[1], impulse[2]}, turn) -
                           mass_ * cross(turn, state.linearVelocity) - Vec3{0.0, mass_ * water_.gravity, 0.0};
        const Vec3 torque = hull_.torque + steering_.torque;
        Vector6 load;
        load << force.x, force.y, force.z, torque.x, torque.y, torque.z;
        m.velocity += step * (inverseInertia_ * load);
        m.heave += step * m.velocity[1];
        m.heel += step * m.velocity[3] / std::cos(m.trim);
        m.trim += step * m.velocity[5];
    }
    /// The heading's rate in `m`, rad/s: with R = Rz(trim) Rx(heel) under the heading, the spin is
    /// (heel' cos trim, heading' + heel' sin trim, trim').
    static double headingRate(const Motion& m) { return m.velocity[4] - m.velocity[3] * std::tan(m.trim); }

    /// The steady approach at full ahead with the rudders amidships, held on its course (no sway,
    /// no yaw, as a helmsman holds it: a hull unstable in yaw would otherwise settle into a slow
    /// turn of its own, the pilot boat of GameShipHandlingTest into one of 18 lengths): stepped
    /// from the design speed at rest until it no longer changes. The boat's own speed, as IMO's
    /// trials start from it (MSC.137(76): from a steady straight approach), and the start of the
    /// turn and the zig-zag. False if it does not settle.
    bool approach() {
        if (!helm(0.0)) return false;
        Settling settling(approach_.velocity);
        for (int k = 0; k < 40000; ++k) {
            advance(approach_, coarseStep());
            approach_.velocity[2] = approach_.velocity[4] = 0.0;
            if (!approach_.velocity.allFinite() || !(approach_.velocity[0] > 0.0)) return false;
            if (settled(settling, approach_.velocity)) return true;
        }
        return false;
    }
    double approachSpeed() const { return approach_.velocity[0]; }

    /// The steady turn at full helm: its diameter (m) and the heel it holds (rad from the
    /// approach's, positive outward: a turn to port, the heading's rate positive, heels to
    /// starboard, FloatingPose's positive roll).
    struct SteadyTurn {
        double diameter = 0.0, heel = 0.0;
    };
    /// The motion stepped through time from the approach until it no longer changes. Nothing when
    /// it does not settle.
    std::optional<SteadyTurn> steadyTurn() {
        if (!helm(kFullHelm)) return std::nullopt;
        Motion m = approach_;
        Settling settling(m.velocity);
        for (int k = 0; k < 40000; ++k) {
            advance(m, coarseStep());
            if (!m.velocity.allFinite()) return std::nullopt;
            if (settled(settling, m.velocity)) {
                const double rate = headingRate(m), heel = m.heel - approach_.heel;
                if (!(std::abs(rate) > 0.0)) return std::nullopt;
                const double diameter = 2.0 * std::hypot(m.velocity[0], m.velocity[2]) / std::abs(rate);
                return SteadyTurn{diameter, rate > 0.0 ? heel : -heel};
            }
        }
        return std::nullopt;
    }

    /// The 10/10 zig-zag's first overshoot (rad) from the approach: how far the heading goes on
    /// past 10 degrees once the rudder is over the other way. Nothing when the heading never comes
    /// to 10 degrees, or swings on past half a turn, or has not turned back within 200 lengths' run.
    std::optional<double> zigZagOvershoot() {
        if (!helm(kZigZagAngle)) return std::nullopt;
        const double step = fineStep();
        Motion m = approach_;
        double heading = 0.0, peak = 0.0;
        bool reversed = false;
        for (double time = 0.0; time < 200.0 * runTime(); time += step) {
            advance(m, step);
            if (!m.velocity.allFinite()) return std::nullopt;
            const double rate = headingRate(m);
            heading += step * rate;
            peak = std::max(peak, heading);
            if (!reversed && heading >= kZigZagAngle) {
                if (!helm(-kZigZagAngle)) return std::nullopt;
                reversed = true;
            }
            if (reversed && rate <= 0.0) return peak - kZigZagAngle;
            if (heading > kHalfTurn) return std::nullopt;  // it swung on into a spin
        }
        return std::nullopt;
    }

private:
    /// The time the boat takes to run its length at the approach, s.
    double runTime() const { return length_ / approach_.velocity[0]; }
    /// The steps to a steady state: a twentieth of the run time (the sway settles in about half of
    /// it, m / (rho L^2 U |Y'_v| / 2) for the packaged hulls) and of the shortest of the heave's,
    /// roll's and pitch's natural periods (oscillations, whose semi-implicit steps stay stable and
    /// near their periods at that).
    double coarseStep() const { return 0.05 * std::min(runTime(), shortestPeriod_); }
    /// The steps through a transient, five times finer: the zig-zag's overshoot at DNV's area on the
    /// trawler 4.02, 4.03 and 4.04 degrees, on the speedboat 10.43, 9.85 and 9.92, at the coarse
    /// steps, these and a quarter of these.
    double fineStep() const { return 0.2 * coarseStep(); }
    /// The rates at the start of the window of coarse steps a motion is judged over (settled).
    struct Settling {
        explicit Settling(const Vector6& velocity) : windowStart(velocity) {}
        Vector6 windowStart;
        int steps = 0;
    };
    /// One run time or one of the shortest natural periods at the coarse steps (coarseStep).
    static constexpr int kSettlingSteps = 20;
    /// Whether the motion at `velocity` has come to rest: over the window that ends with this step,
    /// neither the surge and sway nor the yaw rate changed by more than 1e-6 of its scale a step on
    /// average (the approach speed, over the length for the yaw). Judged window by window, not step
    /// by step: the kernel sums in single precision, and one step's change dips under the bound
    /// while the speed still drifts (the military boat of the tree, wrapped, slowing by 1e-5 of its
    /// speed a step, ended its approach so 0.8 % above its steady speed). The heave, roll and
    /// pitch rates are left to oscillate about their rest: with a single screw the pitch rate kept
    /// changing by 1e-4 of that scale a step.
    bool settled(Settling& settling, const Vector6& velocity) const {
        if (++settling.steps < kSettlingSteps) return false;
        const Vector6 change = (velocity - settling.windowStart) / double(kSettlingSteps);
        settling.windowStart = velocity;
        settling.steps = 0;
        const double speed = approach_.velocity[0];
        return std::abs(change[0]) < 1e-6 * speed && std::abs(change[2]) < 1e-6 * speed &&
               std::abs(change[4]) < 1e-6 * speed / length_;
    }

    Vec3 centreOfGravity_;
    double mass_;
    double shortestPeriod_;  ///< s, of the upright hull's natural heave, roll and pitch
    Matrix6d addedMass_;     ///< hull axes about G, upright
    Matrix6d inverseInertia_;
    ForceKernel kernel_;
    Appendages appendages_;
    const WaterProperties& water_;
    FlatWater calm_{0.0};
    WaterPatch patch_;
    double length_;  ///< m, the hull's
    Motion approach_;
    ForceResult hull_, steering_;  ///< the last step's, kept to reuse their storage
};

} // namespace hydro
