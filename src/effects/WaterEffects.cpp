// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/WaterEffects.h"
#include "hydro/Limits.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace hydro {

namespace {

/// Foam that spray makes where it falls back: a smaller, fainter patch than the hull's own.
constexpr float kLandedFoamRadiusFraction = 0.5f;
constexpr float kLandedFoamOpacity = 0.6f;
/// Below this horizontal length (of a unit normal) a face counts as flat: a flat bottom slamming
/// throws its spray outward from the centre of mass instead (docs/effects.md §1).
constexpr double kFlatFace = 0.2;

Vec3 horizontalUnit(const Vec3& v) {
    const double h = std::hypot(v.x, v.z);
    return h > 0.0 ? Vec3{v.x / h, 0.0, v.z / h} : Vec3{};
}

} // namespace

Status WaterEffectsSettings::check() const {
    struct Field {
        const char* name;
        double value, low, high;
    };
    const Field fields[] = {{"foamSpeed", foamSpeed, 0.0, 1e3},         {"foamRate", foamRate, 0.0, 1e4},
                            {"foamLifetime", foamLifetime, 1e-3, 1e4},  {"foamRadius", foamRadius, 1e-3, 1e3},
                            {"foamSpreading", foamSpreading, 0.0, 1e3}, {"spraySpeed", spraySpeed, 0.0, 1e3},
                            {"sprayRate", sprayRate, 0.0, 1e5},         {"sprayThrow", sprayThrow, 0.0, 1e2},
                            {"airDrag", airDrag, 0.0, 1e2},             {"sprayLifetime", sprayLifetime, 1e-3, 1e4},
                            {"gravity", gravity, 0.0, 1e3}};
    for (const Field& f : fields)
        if (!(f.value >= f.low && f.value <= f.high))
            return Error("WaterEffectsSettings: " +
                         limits::outsideRange(f.name, f.value, limits::Range{f.name, f.low, f.high, ""}));
    return {};
}

Result<WaterEffects> WaterEffects::create(const WaterEffectsSettings& settings) {
    if (Status valid = settings.check(); !valid) return valid.error();
    return WaterEffects(settings);
}

WaterEffects::WaterEffects(const WaterEffectsSettings& settings) : settings_(settings), randomState_(settings.seed) {
    settings_.validate();
}

void WaterEffects::clear() {
    spray_.clear();
    foam_.clear();
    refusedSpray_ = refusedFoam_ = expiredSpray_ = 0;
    randomState_ = settings_.seed;
}

double WaterEffects::random() {
    std::uint64_t z = (randomState_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    return double(z >> 11) * 0x1.0p-53;
}

int WaterEffects::countFor(double expected) {
    return expected > 0.0 ? int(std::floor(expected + random())) : 0;
}

void WaterEffects::addFoam(const Vec3& position, float radius, float opacity) {
    if (foam_.size() >= settings_.maxFoam) {
        ++refusedFoam_;
        return;
    }
    foam_.push_back({position, radius, opacity, 0.0f});
}

void WaterEffects::emit(const ForceResult& result, const BodyState& state, const WaterSurface& water, double timeStep) {
    const std::size_t n = result.waterline.size();
    if (result.status != ForceResult::Status::Ok || n == 0 || !(timeStep > 0.0)) return;

    // The water's velocity at every segment's midpoint, in one batch.
    x_.resize(n), y_.resize(n), z_.resize(n), vx_.resize(n), vy_.resize(n), vz_.resize(n);
    const Vec3 origin = state.centreOfMass;
    for (std::size_t i = 0; i < n; ++i) {
        const Vec3 mid = 0.5 * (result.waterline[i].a + result.waterline[i].b) - origin;
        x_[i] = float(mid.x), y_[i] = float(mid.y), z_[i] = float(mid.z);
    }
    // Float offsets from the body's centre of mass keep a far body's points precise (WaterSurface.h).
    const PointBatch midpoints{origin, x_.data(), y_.data(), z_.data(), n};
    water.sampleVelocities(midpoints, state.time, vx_.data(), vy_.data(), vz_.data());

    const WaterEffectsSettings& s = settings_;
    for (std::size_t i = 0; i < n; ++i) {
        const WaterlineSegment& segment = result.waterline[i];
        const double length = hydro::length(segment.b - segment.a);
        const Vec3 arm{double(x_[i]), double(y_[i]), double(z_[i])};
        const Vec3 waterVelocity{double(vx_[i]), double(vy_[i]), double(vz_[i])};
        // The hull's point velocity through the water (docs/effects.md eq. 1).
        const Vec3 relative = state.linearVelocity + cross(state.angularVelocity, arm) - waterVelocity;
        const double speed = hydro::length(relative);

        // Foam along the segment where it moves through the water: the wake.
        for (int k = countFor(s.foamRate * length * std::max(0.0, speed - s.foamSpeed) * timeStep); k > 0; --k) {
            const double t = random();
            addFoam(segment.a + t * (segment.b - segment.a), float(s.foamRadius), 1.0f);
        }

        // Spray where the face drives into the water (eq. 2): thrown up and out from the face.
        const double normalSpeed = dot(relative, segment.normal);
        const int droplets = countFor(s.sprayRate * length * std::max(0.0, normalSpeed - s.spraySpeed) * timeStep);
        if (droplets == 0) continue;
        Vec3 out = horizontalUnit(segment.normal);
        if (std::hypot(segment.normal.x, segment.normal.z) < kFlatFace) out = horizontalUnit(arm);
        for (int k = 0; k < droplets; ++k) {
            if (spray_.size() >= s.maxSpray) {
                ++refusedSpray_;
                continue;
            }
            const double t = random();
            // A jet between 30 and 60 degrees above the surface, at 0.75 to 1.25 times the throw.
            const double elevation = 0.5236 * (1.0 + random());
            const double throwSpeed = s.sprayThrow * normalSpeed * (0.75 + 0.5 * random());
            const Vec3 velocity = waterVelocity + throwSpeed * (std::cos(elevation) * out + Vec3{0.0, std::sin(elevation), 0.0});
            spray_.push_back({segment.a + t * (segment.b - segment.a), velocity, 0.0f});
        }
    }
}

void WaterEffects::advance(const WaterSurface& water, double time, double timeStep) {
    const WaterEffectsSettings& s = settings_;
    if (!(timeStep > 0.0)) return;

    // Droplets: semi-implicit Euler under gravity and quadratic air drag, then the surface below
    // each, in one batch; a droplet under it lands as foam, one too old is dropped.
    for (SprayDroplet& d : spray_) {
        const double drag = s.airDrag * hydro::length(d.velocity);
        d.velocity = (d.velocity + Vec3{0.0, -s.gravity * timeStep, 0.0}) / (1.0 + drag * timeStep);
        d.position += timeStep * d.velocity;
        d.age += float(timeStep);
    }
    if (!spray_.empty()) {
        const std::size_t n = spray_.size();
        x_.resize(n), z_.resize(n), height_.resize(n);
        const Vec3 origin = spray_.front().position;
        for (std::size_t i = 0; i < n; ++i) {
            x_[i] = float(spray_[i].position.x - origin.x);
            z_[i] = float(spray_[i].position.z - origin.z);
        }
        water.sampleHeights(PointBatch{origin, x_.data(), nullptr, z_.data(), n}, time, 0.0, height_.data());
        std::size_t kept = 0;
        for (std::size_t i = 0; i < n; ++i) {
            SprayDroplet& d = spray_[i];
            if (d.position.y <= double(height_[i])) {
                addFoam({d.position.x, double(height_[i]), d.position.z}, kLandedFoamRadiusFraction * float(s.foamRadius),
                        kLandedFoamOpacity);
            } else if (double(d.age) > s.sprayLifetime) {
                ++expiredSpray_;
            } else {
                spray_[kept++] = d;
            }
        }
        spray_.resize(kept);
    }

    // Foam: age and fade (linearly to zero at foamLifetime), spread, ride the surface and drift.
    std::size_t kept = 0;
    for (FoamPatch& f : foam_) {
        const float remaining = float(s.foamLifetime) - f.age;
        f.age += float(timeStep);
        if (double(f.age) >= s.foamLifetime) continue;
        f.opacity *= (float(s.foamLifetime) - f.age) / remaining;
        f.radius += float(s.foamSpreading * timeStep);
        foam_[kept++] = f;
    }
    foam_.resize(kept);
    if (foam_.empty()) return;
    const std::size_t n = foam_.size();
    x_.resize(n), y_.resize(n), z_.resize(n), height_.resize(n), vx_.resize(n), vy_.resize(n), vz_.resize(n);
    const Vec3 origin = foam_.front().position;
    for (std::size_t i = 0; i < n; ++i) {
        const Vec3 offset = foam_[i].position - origin;
        x_[i] = float(offset.x), y_[i] = float(offset.y), z_[i] = float(offset.z);
    }
    const PointBatch patches{origin, x_.data(), y_.data(), z_.data(), n};
    water.sampleHeightsAndVelocities(patches, time, 0.0, height_.data(), vx_.data(), vy_.data(), vz_.data());
    for (std::size_t i = 0; i < n; ++i) {
        Vec3& p = foam_[i].position;
        p.x += timeStep * double(vx_[i]);
        p.z += timeStep * double(vz_[i]);
        p.y = double(height_[i]);
    }
}

} // namespace hydro
