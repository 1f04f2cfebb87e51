// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// Why the action applied nothing to a body (BuoyancyAction.h, docs/bullet.md §4): the counts, the
// message that names the body and its bad number, and the world that stepped it without the action.
#include "hydro/bullet/BuoyancyAction.h"

#include "hydro/Limits.h"
#include "hydro/Log.h"

#include "BodyRecord.h"
#include "BulletConvert.h"

#include <cstdio>
#include <string>

namespace hydro {

namespace {
using Skip = FloatingBody::Skip;

/// "(x, y, z)" with %g figures, so a NaN or an infinity shows as such.
std::string formatVector(const btVector3& v) {
    char text[96];
    std::snprintf(text, sizeof text, "(%g, %g, %g)", double(v.x()), double(v.y()), double(v.z()));
    return text;
}

/// The first of the body's own numbers that is not finite or lies outside Limits.h, as a clause
/// naming it and its value ("its position (nan, 1, 0) is not finite"); empty if there is none. A
/// NaN in a transform makes Bullet disable the body ("bounds overflowed") before the action sees it:
/// this says which number it was.
std::string firstBadNumber(const btRigidBody& body) {
    using namespace limits;
    const btTransform& pose = body.getCenterOfMassTransform();
    const btVector3 v = body.getLinearVelocity(), w = body.getAngularVelocity();
    const auto finite = [](const btVector3& u) { return isFinite(toVec3(u)); };
    const btMatrix3x3& basis = pose.getBasis();
    for (int row = 0; row < 3; ++row)
        if (!finite(basis[row]))
            return "its orientation's row " + std::to_string(row) + " " + formatVector(basis[row]) + " is not finite";
    if (!finite(pose.getOrigin())) return "its position " + formatVector(pose.getOrigin()) + " is not finite";
    for (int axis = 0; axis < 3; ++axis)
        if (!kCoordinateRange.contains(double(pose.getOrigin()[axis])))
            return outsideRange(std::string("its position's ") + "xyz"[axis], double(pose.getOrigin()[axis]),
                                kCoordinateRange);
    if (!finite(v)) return "its velocity " + formatVector(v) + " is not finite";
    if (!kSpeedRange.contains(double(v.length())))
        return outsideRange("its speed", double(v.length()), kSpeedRange) + " (its velocity " + formatVector(v) + ")";
    if (!finite(w)) return "its spin " + formatVector(w) + " is not finite";
    if (!(double(w.length()) <= kMaxSpin))
        return "its spin " + formatVector(w) + " rad/s is faster than 1e4 rad/s (Limits.h kMaxSpin)";
    const double mass = massOf(body);
    if (mass > 0.0 && !kMassRange.contains(mass)) return outsideRange("its mass", mass, kMassRange);
    const btVector3 inverseInertia = body.getInvInertiaDiagLocal();
    if (!finite(inverseInertia)) return "its inverse inertia " + formatVector(inverseInertia) + " is not finite";
    return {};
}

/// The sentence that says what a body's skip means and what to do about it.
const char* skipAdvice(Skip why) {
    switch (why) {
    case Skip::NotInWorld:
        return "is registered with the BuoyancyAction but is not in the world the action is stepped by, so nothing is "
               "applied to it: add it to that world (world.addRigidBody), or removeBody it from the action";
    case Skip::Disabled:
        return "has its simulation disabled by Bullet (DISABLE_SIMULATION; Bullet does so to a body whose bounds "
               "overflowed the broadphase), so nothing is applied to it";
    case Skip::ZeroMass:
        return "has zero mass now (static or kinematic), so nothing is applied to it; removeBody it if it stays so";
    case Skip::InvalidState:
        return "has a position, velocity, mass or inertia outside Limits.h, so nothing is applied to it "
               "(ForceResult::Status::InvalidState)";
    case Skip::InvalidWater:
        return "floats on water whose height or velocity is not finite or is outside Limits.h, so nothing is applied "
               "to it (ForceResult::Status::InvalidWater)";
    case Skip::ActionNotStepped:
        return "has been stepped by its world without the BuoyancyAction: the world has not added the action (construct "
               "the action with the world, or world.addAction(&action)), or took it out; nothing is applied to it and "
               "it does not fall (the action applies its gravity)";
    case Skip::None: break;
    }
    return "";
}
} // namespace

bool BuoyancyAction::steppedWithoutAction(const BodyRecord& f) const {
    // A body that was not in the action's world is not read (the class comment: it may be gone).
    if (f.skip == Skip::NotInWorld) return false;
    // After the action's run, Bullet advances the clock once more in the same substep (its
    // updateActivationState comes after the actions), by the same btScalar sum; any further advance
    // is a substep the action did not see. A world's other changes to the clock set it to zero.
    if (!(f.body->getDeactivationTime() > f.clockAfterRun + f.lastStep)) return false;
    if (!f.notSteppedReported.exchange(true)) {
        ++notSteppedEpisodes_;
        logMessage(LogLevel::Error, (describe(f.body, *f.hull) + " " + skipAdvice(Skip::ActionNotStepped)).c_str());
    }
    return true;
}

std::size_t BuoyancyAction::skipCount(Skip why) const {
    return why == Skip::ActionNotStepped ? notSteppedEpisodes_.load() : skipCounts_[std::size_t(why)];
}

void BuoyancyAction::reportSkip(BodyRecord& f) {
    const unsigned bit = 1u << unsigned(f.skip);
    if (f.reportedSkips & bit) return;
    f.reportedSkips |= bit;
    const LogLevel level = f.skip == Skip::NotInWorld ? LogLevel::Warning : LogLevel::Error;
    std::string message = describe(f.body, *f.hull) + " " + skipAdvice(f.skip);
    if (f.skip == Skip::Disabled || f.skip == Skip::InvalidState)
        if (const std::string bad = firstBadNumber(*f.body); !bad.empty()) message += ": " + bad;
    logMessage(level, message.c_str());
}

} // namespace hydro
