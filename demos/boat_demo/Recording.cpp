// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "Recording.h"

#include "hydro/bullet/BulletAttitude.h"

#include <cmath>
#include <cstdio>
#include <fstream>
#include <limits>
#include <stdexcept>

namespace boat_demo {

namespace {
constexpr double kDegrees = 180.0 / M_PI;

/// Mean and RMS about the mean of `value(sample)` over samples [from, to).
template <class Value>
std::pair<double, double> meanAndRms(const std::vector<BodySample>& s, std::size_t from, std::size_t to, Value value) {
    if (from >= to) return {0.0, 0.0};
    double sum = 0.0;
    for (std::size_t i = from; i < to; ++i) sum += value(s[i]);
    const double mean = sum / double(to - from);
    double squares = 0.0;
    for (std::size_t i = from; i < to; ++i) squares += (value(s[i]) - mean) * (value(s[i]) - mean);
    return {mean, std::sqrt(squares / double(to - from))};
}

/// "pressure drag" -> "pressure_drag"
std::string columnName(hydro::ForceKind kind) {
    std::string name = hydro::forceKindName(kind);
    for (char& c : name)
        if (c == ' ') c = '_';
    return "force_" + name + "_N";
}
} // namespace

Recording::Recording(const Scene& scene) {
    for (std::size_t i = 0; i < scene.bodies().size(); ++i) {
        const SceneBody& b = scene.bodies()[i];
        indices_.push_back(i);
        names_.push_back(b.name);
        depths_.push_back(b.hull->aabbMax().y - b.hull->aabbMin().y);
        floods_.push_back(b.floating->flooding().compartmentCount() > 0);
    }
    series_.resize(indices_.size());
}

void Recording::record(const Scene& scene) {
    times_.push_back(scene.time());
    // Every substep's time, not the last one's at each sample: the ocean's FFT refreshes fall on
    // some substeps only, and sampling would see them always or never.
    actionMicroseconds_ = scene.action().totalUpdateMicroseconds();
    actionUpdates_ = scene.action().updateCount();
    for (std::size_t k = 0; k < indices_.size(); ++k) {
        const SceneBody& b = scene.bodies()[indices_[k]];
        const btRigidBody& body = b.body->body();
        const btVector3 centre = body.getCenterOfMassPosition();
        BodySample s;
        s.heave = double(centre.y());
        s.surface = scene.surfaceHeight(double(centre.x()), double(centre.z()));
        const hydro::Attitude attitude = hydro::attitudeOf(*b.body);
        s.roll = attitude.roll * kDegrees;
        s.pitch = attitude.pitch * kDegrees;
        s.speed = double(body.getLinearVelocity().length());
        s.verticalVelocity = double(body.getLinearVelocity().y());
        const hydro::ForceResult& r = b.floating->lastResult();
        for (std::size_t kind = 0; kind < hydro::kForceKindCount; ++kind) s.force[kind] = hydro::length(r.byKind[kind].force);
        s.microseconds = b.floating->lastEvaluationMicroseconds();
        s.floodWater = scene.floodWater(indices_[k]);
        const btTransform hullToWorld = b.body->hullToWorld();
        double lowest = std::numeric_limits<double>::infinity();
        for (std::size_t v = 0; v < b.hull->vertexCount(); ++v) {
            const hydro::Vec3 p = b.hull->vertex(v);
            lowest = std::min(lowest, double((hullToWorld * btVector3(btScalar(p.x), btScalar(p.y), btScalar(p.z))).y()));
        }
        s.draft = s.surface - lowest;
        series_[k].push_back(s);
    }
}

double Recording::actionMicrosecondsPerSubstep() const {
    return actionUpdates_ == 0 ? 0.0 : actionMicroseconds_ / double(actionUpdates_);
}

std::vector<BodySummary> Recording::summarize() const {
    std::vector<BodySummary> out;
    const std::size_t n = times_.size();
    const std::size_t half = n / 2;
    // The last second of samples: frames are 1/60 s.
    const std::size_t lastSecond = n > 60 ? n - 60 : 0;
    for (std::size_t k = 0; k < series_.size(); ++k) {
        const std::vector<BodySample>& s = series_[k];
        BodySummary b;
        b.name = names_[k];
        b.hullDepth = depths_[k];
        std::tie(b.meanHeave, b.rmsHeave) = meanAndRms(s, half, n, [](const BodySample& x) { return x.heave; });
        std::tie(b.meanRoll, b.rmsRoll) = meanAndRms(s, half, n, [](const BodySample& x) { return x.roll; });
        std::tie(b.meanPitch, b.rmsPitch) = meanAndRms(s, half, n, [](const BodySample& x) { return x.pitch; });
        b.meanHeightAboveSurface =
            meanAndRms(s, half, n, [](const BodySample& x) { return x.heave - x.surface; }).first;
        b.rmsSurface = meanAndRms(s, half, n, [](const BodySample& x) { return x.surface; }).second;
        b.finalSpeed = meanAndRms(s, lastSecond, n, [](const BodySample& x) { return x.speed; }).first;
        if (n > 0) {
            b.finalFloodWater = s[n - 1].floodWater;
            b.finalHeightAboveSurface = s[n - 1].heave - s[n - 1].surface;
        }
        b.microsecondsPerSubstep = meanAndRms(s, 0, n, [](const BodySample& x) { return x.microseconds; }).first;
        for (std::size_t i = half; i < n; ++i) {
            b.peakSlamming = std::max(b.peakSlamming, s[i].force[std::size_t(hydro::ForceKind::Slamming)]);
            if (i > 0 && times_[i] > times_[i - 1])
                b.peakVerticalAcceleration =
                    std::max(b.peakVerticalAcceleration,
                             std::abs(s[i].verticalVelocity - s[i - 1].verticalVelocity) / (times_[i] - times_[i - 1]));
        }
        out.push_back(b);
    }
    return out;
}

void Recording::writeCsv(const std::string& path) const {
    std::ofstream file(path);
    if (!file) throw std::runtime_error(path + ": cannot be written");
    file << "time_s,body,heave_m,surface_m,roll_deg,pitch_deg,speed_mps";
    for (std::size_t kind = 0; kind < hydro::kForceKindCount; ++kind) file << ',' << columnName(hydro::ForceKind(kind));
    file << ",eval_us,flood_m3,draft_m\n";
    char line[64];
    for (std::size_t i = 0; i < times_.size(); ++i)
        for (std::size_t k = 0; k < series_.size(); ++k) {
            const BodySample& s = series_[k][i];
            std::snprintf(line, sizeof line, "%.4f", times_[i]);
            file << line << ',' << names_[k];
            for (double v : {s.heave, s.surface, s.roll, s.pitch, s.speed}) {
                std::snprintf(line, sizeof line, ",%.6g", v);
                file << line;
            }
            for (double f : s.force) {
                std::snprintf(line, sizeof line, ",%.6g", f);
                file << line;
            }
            std::snprintf(line, sizeof line, ",%.2f,%.6g,%.6g\n", s.microseconds, s.floodWater, s.draft);
            file << line;
        }
    if (!file) throw std::runtime_error(path + ": writing failed");
}

std::string formatSummary(const std::vector<BodySummary>& summary, double actionMicrosecondsPerSubstep) {
    std::string out;
    char line[256];
    std::snprintf(line, sizeof line, "%-12s %9s %9s %9s %9s %9s %9s %11s %11s %11s\n", "body", "heave m", "rms m",
                  "roll deg", "rms deg", "pitch deg", "rms deg", "slam kN", "accel m/s2", "us/substep");
    out += line;
    for (const BodySummary& b : summary) {
        std::snprintf(line, sizeof line, "%-12s %9.3f %9.3f %9.2f %9.2f %9.2f %9.2f %11.2f %11.1f %11.1f\n",
                      b.name.c_str(), b.meanHeave, b.rmsHeave, b.meanRoll, b.rmsRoll, b.meanPitch, b.rmsPitch,
                      b.peakSlamming / 1000.0, b.peakVerticalAcceleration, b.microsecondsPerSubstep);
        out += line;
    }
    std::snprintf(line, sizeof line,
                  "means, RMS and peaks (slamming; the centre of mass's vertical acceleration) over the second half of "
                  "the run; the action: %.1f µs per substep for all bodies and the water's preparation\n",
                  actionMicrosecondsPerSubstep);
    out += line;
    return out;
}

} // namespace boat_demo
