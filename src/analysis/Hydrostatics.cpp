// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/Hydrostatics.h"
#include "hydro/Limits.h"
#include "hydro/ExactBuoyancy.h"

#include "analysis/Waterplane.h"
#include "base/ArgumentCheck.h"
#include "base/MathConstants.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

namespace hydro {
namespace {

/// The heave root finder stops when its bracket is this fraction of the hull's height range.
constexpr double kHeaveTolerance = 1e-12;
constexpr int kMaxHeaveIterations = 200;

/// The equilibrium is converged when the righting arm left, |torque| / (m g), is below this
/// fraction of the hull's size: 1e-10 of a 10 m boat is 1 nm, far below what the mesh resolves, and
/// about 100 times the round-off of the exact volume sums in double.
constexpr double kArmTolerance = 1e-10;
/// Curvatures of U / (m g size) per rad^2 below minus this are taken as negative (a stationary
/// point to leave), above it as a minimum; the Hessian's finite differences are good to ~1e-8.
constexpr double kCurvatureTolerance = 1e-6;
/// Finite-difference step of the Hessian, rad: truncation h^2 ~ 1e-8 balances the round-off of
/// the gradient (1e-12) over 2h.
constexpr double kHessianStep = 1e-4;
/// Largest rotation per Newton step, rad (20 degrees): Newton's quadratic model of U is only
/// trusted that far.
constexpr double kMaxStep = 0.35;
constexpr int kMaxIterations = 200;

/// Rotation by the angle |w| about w (world axes), Rodrigues' formula.
Mat3 rotationAbout(const Vec3& w) {
    const double angle = length(w);
    Mat3 r = Mat3::identity();
    if (angle == 0.0) return r;
    const Vec3 k = w / angle;
    Mat3 cross;  // [k]x
    cross(0, 1) = -k.z, cross(0, 2) = k.y, cross(1, 0) = k.z, cross(1, 2) = -k.x, cross(2, 0) = -k.y, cross(2, 1) = k.x;
    return r + cross * std::sin(angle) + (cross * cross) * (1.0 - std::cos(angle));
}

struct HeaveSolution {
    FlatWaterEquilibrium equilibrium;
    ExactBuoyancyResult buoyancy;
};

Status checkMass(const std::string& who, double mass) {
    if (limits::kMassRange.contains(mass)) return {};
    return Error(who + ": " + limits::outsideRange("mass", mass, limits::kMassRange));
}

/// The mass must be finite and positive (checkMass).
/// The hull's buoyancy less that of the `lost` compartments (open to the sea), times their
/// permeability, at one state: the lost-buoyancy method (docs/flooding.md §3).
ExactBuoyancyResult netBuoyancy(const HullMesh& hull, const std::vector<Compartment>& lost, const BodyState& state,
                                const WaterProperties& water) {
    ExactBuoyancyResult net = exactBuoyancy(hull, state, 0.0, water);
    if (lost.empty()) return net;
    Vec3 moment = (net.centreOfBuoyancy - state.centreOfMass) * net.volume;
    for (const Compartment& c : lost) {
        const ExactBuoyancyResult flooded = exactBuoyancy(c.shape(), state, 0.0, water);
        const double share = c.permeability();
        moment -= (flooded.centreOfBuoyancy - state.centreOfMass) * (share * flooded.volume);
        net.volume -= share * flooded.volume;
        net.force -= flooded.force * share;
        net.torque -= flooded.torque * share;
    }
    net.centreOfBuoyancy = state.centreOfMass + (net.volume > 0.0 ? moment / net.volume : Vec3{});
    return net;
}

/// The volume the hull displaces fully under, less the lost compartments' share.
double netVolume(const HullMesh& hull, const std::vector<Compartment>& lost) {
    double volume = hull.volume();
    for (const Compartment& c : lost) volume -= c.capacity();
    return volume;
}

HeaveSolution solveHeaveWithBuoyancy(const HullMesh& hull, double mass, const Vec3& centreOfMassInHull,
                                     const Mat3& rotation, const WaterProperties& water,
                                     const std::vector<Compartment>& lost = {}) {
    // Heights of the hull's lowest and highest points above the centre of mass, at this rotation.
    double lowest = 0.0, highest = 0.0;
    for (std::size_t v = 0; v < hull.vertexCount(); ++v) {
        const double y = (rotation * (hull.vertex(v) - centreOfMassInHull)).y;
        lowest = std::min(lowest, y);
        highest = std::max(highest, y);
    }
    BodyState state;
    state.rotation = rotation;
    state.centreOfMassInHull = centreOfMassInHull;
    state.mass = mass;
    auto buoyancyAt = [&](double heave) {
        state.centreOfMass = {0.0, heave, 0.0};
        return netBuoyancy(hull, lost, state, water);
    };
    const double target = mass / water.density;
    const double fullyUnder = netVolume(hull, lost);
    HeaveSolution result;
    if (target >= fullyUnder) {  // even fully under water it cannot carry its weight
        result.equilibrium.volume = fullyUnder;
        return result;
    }
    // heave = -highest: all under; heave = -lowest: all above. V falls monotonically in between, so
    // f = V - target changes sign once: Illinois regula falsi keeps the root bracketed and halves
    // the stale end's value so that both ends close in (superlinear, unlike plain regula falsi).
    double deep = -highest, shallow = -lowest;
    double fDeep = fullyUnder - target, fShallow = -target;
    int lastMoved = 0;
    const double tolerance = kHeaveTolerance * (highest - lowest);
    for (int i = 0; i < kMaxHeaveIterations && shallow - deep > tolerance; ++i) {
        double heave = (deep * fShallow - shallow * fDeep) / (fShallow - fDeep);
        if (!(heave > deep && heave < shallow)) heave = 0.5 * (deep + shallow);
        const double f = buoyancyAt(heave).volume - target;
        if (f > 0.0) {
            deep = heave, fDeep = f;
            if (lastMoved == +1) fShallow *= 0.5;
            lastMoved = +1;
        } else {
            shallow = heave, fShallow = f;
            if (lastMoved == -1) fDeep *= 0.5;
            lastMoved = -1;
        }
        if (f == 0.0) deep = shallow = heave;
    }
    result.equilibrium.floats = true;
    result.equilibrium.heave = 0.5 * (deep + shallow);
    result.equilibrium.draft = -(result.equilibrium.heave + lowest);
    result.buoyancy = buoyancyAt(result.equilibrium.heave);
    result.equilibrium.volume = result.buoyancy.volume;
    return result;
}

/// Eigen-decomposition of a symmetric 2x2 matrix [[a, b], [b, c]]: the smaller eigenvalue and its
/// unit eigenvector.
struct SmallestEigen {
    double value;
    double x, y;
};
SmallestEigen smallestEigen(double a, double b, double c) {
    const double mean = 0.5 * (a + c), half = 0.5 * (a - c);
    const double radius = std::hypot(half, b);
    SmallestEigen e{mean - radius, 0.0, 0.0};
    // (A - value I) v = 0: v is perpendicular to the row with the larger norm.
    const double r0x = a - e.value, r1y = c - e.value;
    if (std::hypot(r0x, b) >= std::hypot(b, r1y)) {
        const double n = std::hypot(r0x, b);
        if (n == 0.0) return {e.value, 1.0, 0.0};
        e.x = -b / n, e.y = r0x / n;
    } else {
        const double n = std::hypot(b, r1y);
        e.x = r1y / n, e.y = -b / n;
    }
    return e;
}

} // namespace

Result<FlatWaterEquilibrium> trySolveHeave(const HullMesh& hull, double mass, const Vec3& centreOfMassInHull,
                                           const Mat3& rotation, const WaterProperties& water) {
    if (Status valid = checkMass(hull.sourceName(), mass); !valid) return valid.error();
    return solveHeaveWithBuoyancy(hull, mass, centreOfMassInHull, rotation, water).equilibrium;
}

FlatWaterEquilibrium solveHeave(const HullMesh& hull, double mass, const Vec3& centreOfMassInHull,
                                const Mat3& rotation, const WaterProperties& water) {
    return orThrow(trySolveHeave(hull, mass, centreOfMassInHull, rotation, water));
}

Mat3 poseRotation(double roll, double pitch) { return rotationOf(Attitude{roll, pitch, 0.0}); }

/// The state of the body at one attitude with its heave solved, and the potential energy
/// U = m g (heave - y_B) (the body raised, the displaced water lifted to the surface), scaled by
/// m g size. Its derivative along a rotation about a world axis a is -torque . a / (m g size):
/// the buoyancy torque about G is the downhill direction, which is why minimising U finds the
/// pose where the moments vanish, and a minimum is the stable one.
struct HydrostaticAnalysis::Evaluation {
    Mat3 rotation;       ///< may include a yaw, which changes nothing on flat water
    double pitch = 0.0;  ///< while the roll is held: rotation = poseRotation(held roll, pitch)
    HeaveSolution heave;
    double energy = 0.0;
    Vec3 torqueArm;  ///< buoyancy torque / (m g size), world axes
};

namespace {

Status checkLoading(double mass, const Vec3& centreOfGravity, const WaterProperties& water) {
    if (Status valid = checkMass("hydrostatics", mass); !valid) return valid;
    if (Status valid = water.check(); !valid) return Error("hydrostatics: " + valid.error().message());
    if (!isFinite(centreOfGravity)) return Error("hydrostatics: the centre of gravity must be finite");
    return {};
}

} // namespace

Result<HydrostaticAnalysis> HydrostaticAnalysis::create(const HullMesh& hull, double mass, const Vec3& centreOfGravity,
                                                        const WaterProperties& water) {
    if (Status valid = checkLoading(mass, centreOfGravity, water); !valid) return valid.error();
    return HydrostaticAnalysis(hull, mass, centreOfGravity, water);
}

HydrostaticAnalysis::HydrostaticAnalysis(const HullMesh& hull, double mass, const Vec3& centreOfGravity,
                                         const WaterProperties& water)
    : hull_(hull), mass_(mass), centreOfGravity_(centreOfGravity), water_(water),
      size_(length(hull.aabbMax() - hull.aabbMin())) {
    orThrow(checkLoading(mass, centreOfGravity, water));
}

Result<HydrostaticAnalysis> HydrostaticAnalysis::tryDamaged(std::vector<Compartment> openToSea) const {
    HydrostaticAnalysis damaged(*this);
    std::vector<Compartment> all = openToSea_;
    all.insert(all.end(), openToSea.begin(), openToSea.end());
    if (Status checked = checkCompartments(hull_, all); !checked) return checked.error();
    damaged.openToSea_.insert(damaged.openToSea_.end(), openToSea.begin(), openToSea.end());
    if (!(damaged.intactVolume() > 0.0))
        return Error("hydrostatics: the compartments open to the sea hold " +
                     limits::readable(hull_.volume() - damaged.intactVolume()) + " m^3 of the hull's " +
                     limits::readable(hull_.volume()) + " m^3: nothing is left to float it (do they overlap?)");
    return damaged;
}

double HydrostaticAnalysis::intactVolume() const { return netVolume(hull_, openToSea_); }

HydrostaticAnalysis::Evaluation HydrostaticAnalysis::evaluate(const Mat3& rotation, double pitch) const {
    Evaluation e;
    e.rotation = rotation;
    e.pitch = pitch;
    e.heave = solveHeaveWithBuoyancy(hull_, mass_, centreOfGravity_, rotation, water_, openToSea_);
    const double weight = mass_ * water_.gravity;
    e.energy = (e.heave.equilibrium.heave - e.heave.buoyancy.centreOfBuoyancy.y) / size_;
    e.torqueArm = e.heave.buoyancy.torque / (weight * size_);
    return e;
}

PoseBuoyancy HydrostaticAnalysis::buoyancyAt(const FloatingPose& pose) const {
    BodyState state;
    state.rotation = poseRotation(pose.roll, pose.pitch);
    state.centreOfMass = {0.0, pose.heave, 0.0};
    state.centreOfMassInHull = centreOfGravity_;
    state.mass = mass_;
    const ExactBuoyancyResult b = netBuoyancy(hull_, openToSea_, state, water_);
    PoseBuoyancy result;
    result.force = b.force;
    result.torque = b.torque;
    result.volume = b.volume;
    result.centreOfBuoyancy = centreOfGravity_ + state.rotation.transposed() * (b.centreOfBuoyancy - state.centreOfMass);
    return result;
}

FloatingEquilibrium HydrostaticAnalysis::minimise(double roll, double pitch, bool rollFree) const {
    // Newton's method on U over the two tilts: the free attitude turns by small rotations about the
    // world's x and z axes (no coordinate singularity when the bow points up); with the roll held,
    // only the pitch moves. The gradient is minus the torque arm; the Hessian is its central
    // difference.
    FloatingEquilibrium result;
    if (!floats()) return result;
    result.floats = true;
    auto turned = [&](const Evaluation& from, double aboutX, double aboutZ) {
        if (!rollFree) return evaluate(poseRotation(roll, from.pitch + aboutZ), from.pitch + aboutZ);  // Rz on the left
        return evaluate(rotationAbout({aboutX, 0.0, aboutZ}) * from.rotation, 0.0);
    };
    auto gradientOf = [&](const Evaluation& e) {
        return std::pair<double, double>{rollFree ? -e.torqueArm.x : 0.0, -e.torqueArm.z};
    };
    Evaluation current = evaluate(poseRotation(roll, pitch), pitch);
    for (; result.iterations < kMaxIterations; ++result.iterations) {
        const auto [gx, gz] = gradientOf(current);
        const double gradientNorm = std::hypot(gx, gz);
        // Hessian by central differences of the gradient; the held roll gets a unit curvature and a
        // zero gradient, so Newton never moves it.
        double hxx = 1.0, hxz = 0.0;
        const auto [zxPlus, zzPlus] = gradientOf((turned(current, 0.0, kHessianStep)));
        const auto [zxMinus, zzMinus] = gradientOf((turned(current, 0.0, -kHessianStep)));
        const double hzz = (zzPlus - zzMinus) / (2.0 * kHessianStep);
        if (rollFree) {
            const auto [xxPlus, xzPlus] = gradientOf((turned(current, kHessianStep, 0.0)));
            const auto [xxMinus, xzMinus] = gradientOf((turned(current, -kHessianStep, 0.0)));
            hxx = (xxPlus - xxMinus) / (2.0 * kHessianStep);
            hxz = 0.5 * ((xzPlus - xzMinus) + (zxPlus - zxMinus)) / (2.0 * kHessianStep);
        }
        const SmallestEigen lowest = smallestEigen(hxx, hxz, hzz);
        double dx, dz;
        if (gradientNorm < kArmTolerance) {
            if (lowest.value >= -kCurvatureTolerance) {
                result.converged = true;
                break;
            }
            // A saddle or a maximum: leave along the direction of negative curvature, downhill.
            const double sign = (gx * lowest.x + gz * lowest.y) > 0.0 ? -1.0 : 1.0;
            dx = sign * lowest.x * kMaxStep, dz = sign * lowest.y * kMaxStep;
        } else {
            // Newton on H + shift I, shifted to be positive definite where H is not.
            const double shift = std::max(0.0, kCurvatureTolerance - lowest.value);
            const double a = hxx + shift, c = hzz + shift, det = a * c - hxz * hxz;
            dx = -(c * gx - hxz * gz) / det;
            dz = -(a * gz - hxz * gx) / det;
            const double stepLength = std::hypot(dx, dz);
            if (stepLength > kMaxStep) dx *= kMaxStep / stepLength, dz *= kMaxStep / stepLength;
        }
        // Backtracking: the first step that lowers U (Armijo), or, once U is flat to round-off, the
        // first one that shrinks the gradient.
        const double slope = gx * dx + gz * dz;
        bool moved = false;
        for (double t = 1.0; t > 1e-8; t *= 0.5) {
            Evaluation next = turned(current, t * dx, t * dz);
            const auto [nx, nz] = gradientOf(next);
            if (next.energy <= current.energy + 1e-4 * t * slope || std::hypot(nx, nz) < 0.5 * gradientNorm) {
                current = std::move(next);
                moved = true;
                break;
            }
        }
        if (!moved) break;
    }
    const Attitude read = attitudeOf(current.rotation);
    const FloatingPose attitude = rollFree ? FloatingPose{0.0, read.roll, read.pitch} : FloatingPose{0.0, roll, current.pitch};
    result.pose = {current.heave.equilibrium.heave, attitude.roll, attitude.pitch};
    result.draft = current.heave.equilibrium.draft;
    const auto [gx, gz] = gradientOf(current);
    result.residualArm = std::hypot(gx, gz) * size_;
    return result;
}

FloatingEquilibrium HydrostaticAnalysis::equilibrium(const FloatingPose& start) const {
    return minimise(start.roll, start.pitch, true);
}

RightingArm HydrostaticAnalysis::rightingArm(double heel, double pitchGuess) const {
    requireFinite("HydrostaticAnalysis::rightingArm", "heel", heel, "rad");
    requireFinite("HydrostaticAnalysis::rightingArm", "pitchGuess", pitchGuess, "rad");
    RightingArm arm;
    arm.heel = heel;
    const FloatingEquilibrium trimmed = minimise(heel, pitchGuess, false);
    if (!trimmed.floats) return arm;
    arm.pitch = trimmed.pose.pitch;
    arm.heave = trimmed.pose.heave;
    // The righting arm is the horizontal distance from G to the line of the buoyancy, across the
    // bow's horizontal direction (world x, as R x = Rz(pitch) x): minus the torque about x / (m g).
    // (About the tilted roll axis Rz(pitch) x it would be cos(pitch) times that.)
    const Evaluation e = evaluate(poseRotation(heel, arm.pitch), arm.pitch);
    arm.gz = -e.torqueArm.x * size_;
    return arm;
}

GzCurve HydrostaticAnalysis::gzCurve(double from, double to, double step) const {
    return orThrow(tryGzCurve(from, to, step));
}

Result<GzCurve> HydrostaticAnalysis::tryGzCurve(double from, double to, double step) const {
    if (!(std::isfinite(from) && std::isfinite(to) && std::isfinite(step) && step > 0.0 && to >= from))
        return Error("hydrostatics: GZ curve from " + limits::readable(from) + " to " + limits::readable(to) + " by " +
                     limits::readable(step) + " rad: needs from <= to and a step > 0");
    const double count = std::floor((to - from) / step + 0.5) + 1.0;
    if (!(count <= kMaxGzPoints))
        return Error("hydrostatics: GZ curve of " + std::to_string(count) + " points; at most " +
                     std::to_string(kMaxGzPoints));
    GzCurve curve;
    curve.vanishingAngle = std::numeric_limits<double>::quiet_NaN();
    double pitch = 0.0;
    for (int i = 0; i < int(count); ++i) {
        curve.points.push_back(rightingArm(from + i * step, pitch));
        pitch = curve.points.back().pitch;
    }
    bool seenPositive = false;
    for (std::size_t i = 0; i < curve.points.size(); ++i) {
        const RightingArm& p = curve.points[i];
        if (i == 0 || p.gz > curve.maximumGz) curve.maximumGz = p.gz, curve.heelAtMaximum = p.heel;
        if (p.gz > kArmTolerance * size_) seenPositive = true;
        if (seenPositive && std::isnan(curve.vanishingAngle) && p.gz <= 0.0 && i > 0) {
            const RightingArm& q = curve.points[i - 1];
            curve.vanishingAngle = q.heel + (p.heel - q.heel) * q.gz / (q.gz - p.gz);
        }
    }
    return curve;
}

HydrostaticParticulars HydrostaticAnalysis::particulars(const FloatingPose& pose) const {
    HydrostaticParticulars p;
    p.pose = pose;
    const Mat3 rotation = poseRotation(pose.roll, pose.pitch);
    const PoseBuoyancy buoyancy = buoyancyAt(pose);
    double lowest = 0.0;
    for (std::size_t v = 0; v < hull_.vertexCount(); ++v)
        lowest = std::min(lowest, (rotation * (hull_.vertex(v) - centreOfGravity_)).y);
    p.draft = -(pose.heave + lowest);
    p.volume = buoyancy.volume;
    p.displacementMass = water_.density * buoyancy.volume;
    p.centreOfBuoyancy = buoyancy.centreOfBuoyancy;

    const Waterplane plane = waterplaneOf(hull_, rotation, centreOfGravity_, pose.heave, openToSea_);
    p.waterplaneArea = plane.area;
    const Vec3 flotationInHull =
        centreOfGravity_ + rotation.transposed() * (Vec3{plane.centroidX, 0.0, plane.centroidZ} - Vec3{0.0, pose.heave, 0.0});
    p.centreOfFlotationX = flotationInHull.x;
    p.centreOfFlotationZ = flotationInHull.z;

    // Heights above the keel, vertically in the world; B's height from the hull-coordinate centre.
    const double heightOfB = pose.heave + (rotation * (buoyancy.centreOfBuoyancy - centreOfGravity_)).y;
    p.kb = heightOfB + p.draft;
    p.kg = pose.heave + p.draft;
    // The bow's horizontal direction; a hull standing on its end has none, and any axis will do.
    const Vec3 bow = rotation * Vec3{1.0, 0.0, 0.0};
    const double bowLength = std::hypot(bow.x, bow.z);
    const Vec3 along = bowLength > 1e-9 ? Vec3{bow.x / bowLength, 0.0, bow.z / bowLength} : Vec3{1.0, 0.0, 0.0};
    const Vec3 across{along.z, 0.0, -along.x};
    if (p.volume > 0.0) {
        p.bmTransverse = plane.secondMomentAbout(along.x, along.z) / p.volume;
        p.bmLongitudinal = plane.secondMomentAbout(across.x, across.z) / p.volume;
    }
    p.gmTransverse = p.kb + p.bmTransverse - p.kg;
    p.gmLongitudinal = p.kb + p.bmLongitudinal - p.kg;

    // Inertia of the solid about G (parallel axes from its centroid), turned into world axes.
    const MassProperties solid = hull_.massPropertiesForMass(mass_);
    const Vec3 d = centreOfGravity_ - solid.centroid;
    Mat3 shift = Mat3::identity() * dot(d, d);
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j) shift(i, j) -= d[i] * d[j];
    const Mat3 inertia = rotation * (solid.inertia + shift * mass_) * rotation.transposed();
    auto period = [](double inertiaAbout, double stiffness) {
        return stiffness > 0.0 ? 2.0 * kPi * std::sqrt(inertiaAbout / stiffness) : std::numeric_limits<double>::infinity();
    };
    const double weight = mass_ * water_.gravity;
    p.heavePeriod = period(mass_, water_.density * water_.gravity * plane.area);
    p.rollPeriod = period(dot(along, inertia * along), weight * p.gmTransverse);
    p.pitchPeriod = period(dot(across, inertia * across), weight * p.gmLongitudinal);
    return p;
}

} // namespace hydro
