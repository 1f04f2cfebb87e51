// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file Plots.h
/// PNG plots of a headless run, drawn by PLplot (Debian's libplplot-dev, its cairo PNG driver).

#include "Recording.h"

#include "hydro/OceanSpectrum.h"

#include <string>

namespace boat_demo {

/// Heave, roll and pitch over time, one panel each, one line per body. Throws std::runtime_error
/// naming the file if PLplot cannot write it.
void writeMotionPlot(const Recording& recording, const std::string& title, const std::string& path);

/// One body with compartments (Recording::floods) as it takes water: the water inside, the draft,
/// the heel and the trim over time, one panel each. Throws std::runtime_error naming the file if
/// PLplot cannot write it.
void writeFloodingPlot(const Recording& recording, std::size_t body, const std::string& title, const std::string& path);

/// The magnitude of each kind of force on one body over time, on a logarithmic axis (buoyancy is
/// thousands of times the friction). Kinds that stay zero are left out of the legend.
void writeForcePlot(const Recording& recording, std::size_t body, const std::string& title, const std::string& path);

/// Heave, roll and pitch as spectra (PowerSpectrum.h: Welch over the run after its first
/// `settleSeconds`), one line per body, on logarithmic axes beside the sea's: its elevation spectrum
/// S(omega) under the heaves, its slope spectrum (omega^2 / g)^2 S(omega) under the roll and pitch (a
/// boat much shorter than a wave tilts with its slope). Throws std::invalid_argument if the run is
/// too short for a spectrum, std::runtime_error naming the file if PLplot cannot write it.
void writeSpectrumPlot(const Recording& recording, const hydro::OceanSpectrum& sea, double settleSeconds,
                       const std::string& title, const std::string& path);

} // namespace boat_demo
