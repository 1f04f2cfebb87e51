// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file Recording.h
/// A scene's time series, one sample per body per frame, and what a headless run reports from
/// them: a summary per body and a CSV file.

#include "Scene.h"

#include "hydro/ForceResult.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace boat_demo {

/// One body at one instant.
struct BodySample {
    double heave = 0.0;    ///< height of the centre of mass, m (still water is at 0)
    double surface = 0.0;  ///< height of the water under the centre of mass, m
    double roll = 0.0, pitch = 0.0;  ///< degrees (SceneBody::attitude)
    double speed = 0.0;    ///< of the centre of mass, m/s
    double verticalVelocity = 0.0;  ///< of the centre of mass, m/s
    std::array<double, hydro::kForceKindCount> force{};  ///< |F| of each kind, N
    double microseconds = 0.0;  ///< the action's evaluation of this body in the last substep
    double floodWater = 0.0;    ///< m^3 in its compartments (docs/flooding.md)
    double draft = 0.0;         ///< depth of the hull's lowest point below the water under the centre of mass, m
};

/// Statistics of one body's series. Means, RMS (about the mean) and peaks are over the second half
/// of the run, after the drop's transient (whose splash would be every body's peak); timing is over
/// the whole run.
struct BodySummary {
    std::string name;
    double meanHeave = 0.0, rmsHeave = 0.0;  ///< m
    double meanRoll = 0.0, rmsRoll = 0.0;    ///< degrees
    double meanPitch = 0.0, rmsPitch = 0.0;  ///< degrees
    double peakSlamming = 0.0;               ///< N
    double peakVerticalAcceleration = 0.0;   ///< of the centre of mass, m/s^2, between frames
    double microsecondsPerSubstep = 0.0;     ///< mean evaluation time
    double meanHeightAboveSurface = 0.0;     ///< of the centre of mass over the water under it, m
    double rmsSurface = 0.0;                 ///< of the water's height under the centre of mass about its mean, m
    double hullDepth = 0.0;                  ///< the hull's vertical extent, m (for sanity checks)
    double finalSpeed = 0.0;                 ///< mean over the last second, m/s
    double finalFloodWater = 0.0;            ///< m^3 in its compartments at the end
    double finalHeightAboveSurface = 0.0;    ///< of the centre of mass at the end, m (a sunk body's is negative)
};

class Recording {
public:
    /// Records the bodies the scene has now (bodies dropped later are not followed).
    explicit Recording(const Scene& scene);

    /// Samples every followed body at the scene's time; call after each Scene::step().
    void record(const Scene& scene);

    const std::vector<double>& times() const { return times_; }
    const std::vector<std::string>& names() const { return names_; }
    /// Whether each followed body has compartments that can flood.
    const std::vector<bool>& floods() const { return floods_; }
    /// series()[body][sample]
    const std::vector<std::vector<BodySample>>& series() const { return series_; }
    /// Mean wall time of the whole action per substep (all bodies, all threads), microseconds.
    double actionMicrosecondsPerSubstep() const;

    std::vector<BodySummary> summarize() const;
    /// One row per body per sample: time_s, body, heave_m, surface_m, roll_deg, pitch_deg,
    /// speed_mps, one force_<kind>_N column per kind, eval_us, flood_m3, draft_m. Throws std::runtime_error naming the
    /// file if it cannot be written.
    void writeCsv(const std::string& path) const;

private:
    std::vector<std::size_t> indices_;  // of the followed bodies in the scene
    std::vector<std::string> names_;
    std::vector<double> depths_;
    std::vector<bool> floods_;  // has compartments
    std::vector<double> times_;
    std::vector<std::vector<BodySample>> series_;
    double actionMicroseconds_ = 0.0;  // the action's total so far, over actionUpdates_ substeps
    std::uint64_t actionUpdates_ = 0;
};

/// The summary as an aligned text table, a unit in every column's heading.
std::string formatSummary(const std::vector<BodySummary>& summary, double actionMicrosecondsPerSubstep);

} // namespace boat_demo
