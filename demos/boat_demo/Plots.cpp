// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "Plots.h"

#include "PowerSpectrum.h"

#include <plplot/plstream.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <functional>
#include <stdexcept>

namespace boat_demo {
namespace {

// cmap0 indices: 0 the background, 1 the axes, 2 the grid, then one colour per series.
constexpr int kAxes = 1, kGrid = 2, kFirstSeries = 3;
constexpr int kSeriesColours[][3] = {{31, 119, 180}, {214, 39, 40},   {44, 160, 44},  {255, 127, 14},
                                     {148, 103, 189}, {140, 86, 75},  {227, 119, 194}, {127, 127, 127},
                                     {188, 189, 34},  {23, 190, 207}};
constexpr int kSeriesColourCount = int(std::size(kSeriesColours));

/// A PLplot stream writing one PNG page of `width` x `height` pixels, white with black axes.
class PngPage {
public:
    PngPage(const std::string& path, int width, int height) {
        stream_.sdev("pngcairo");
        stream_.sfnam(path.c_str());
        stream_.spage(0, 0, width, height, 0, 0);
        stream_.scmap0n(kFirstSeries + kSeriesColourCount);
        stream_.scolbg(255, 255, 255);
        stream_.init();
        stream_.scol0(kAxes, 0, 0, 0);
        stream_.scol0(kGrid, 215, 215, 215);
        for (int i = 0; i < kSeriesColourCount; ++i)
            stream_.scol0(kFirstSeries + i, kSeriesColours[i][0], kSeriesColours[i][1], kSeriesColours[i][2]);
    }
    ~PngPage() = default;  // plstream's destructor ends the page and closes the file

    plstream& operator*() { return stream_; }
    plstream* operator->() { return &stream_; }

    /// A panel in viewport [x0, x1] x [y0, y1] (page fractions) over the world window, with a light
    /// grid and labelled axes; `logY` labels y as powers of ten (the data must then be log10).
    /// `xNumbers` false leaves the x axis unnumbered: panels stacked on one time axis number only
    /// the lowest, so no panel's title sits on the numbers of the one above.
    void panel(double x0, double x1, double y0, double y1, double xMax, double yMin, double yMax, const char* xLabel,
               const char* yLabel, const char* title, bool logY = false, bool xNumbers = true) {
        stream_.schr(0, 0.8);
        stream_.vpor(x0, x1, y0, y1);
        stream_.wind(0.0, xMax, yMin, yMax);
        stream_.col0(kGrid);
        stream_.box("g", 0, 0, logY ? "gl" : "g", 0, 0);
        stream_.col0(kAxes);
        stream_.box(xNumbers ? "bcnst" : "bcst", 0, 0, logY ? "bcnstvl" : "bcnstv", 0, 0);
        stream_.lab(xLabel, yLabel, title);
    }

    /// A legend of lines outside the current panel, to its right, where it covers no data (the
    /// panels leave the page's right fifth for it). `styles`: 1 solid, 2 dashed.
    void legend(const std::vector<std::string>& labels, const std::vector<int>& colours,
                std::vector<PLINT> styles = {}) {
        const PLINT n = PLINT(labels.size());
        std::vector<PLINT> options(labels.size(), PL_LEGEND_LINE), textColours(labels.size(), kAxes);
        styles.resize(labels.size(), 1);
        std::vector<PLFLT> widths(labels.size(), 2.0);
        std::vector<const char*> text;
        for (const std::string& l : labels) text.push_back(l.c_str());
        PLFLT w = 0, h = 0;
        stream_.legend(&w, &h, PL_LEGEND_BACKGROUND | PL_LEGEND_BOUNDING_BOX,
                       PL_POSITION_OUTSIDE | PL_POSITION_RIGHT, 0.01, 0.0, 0.05, 0, kAxes, 1, 0, 0,
                       n, options.data(), 0.8, 0.8, 1.6, 0.0, textColours.data(), text.data(), nullptr, nullptr,
                       nullptr, nullptr, colours.data(), styles.data(), widths.data(), nullptr, nullptr, nullptr,
                       nullptr);
    }

    /// The page's title above its panels.
    void title(const std::string& text) {
        stream_.adv(0);
        stream_.schr(0, 1.0);
        stream_.col0(kAxes);
        stream_.vpor(0.08, 0.78, 0.90, 0.97);
        stream_.mtex("t", 0.0, 0.5, 0.5, text.c_str());
    }

    /// The legend of one solid line per body and a dashed black one for what they are set against.
    void bodiesLegend(const std::vector<std::string>& bodies, const std::vector<int>& colours, const std::string& dashed) {
        std::vector<std::string> labels = bodies;
        std::vector<int> legendColours = colours;
        std::vector<PLINT> styles(labels.size(), 1);
        labels.push_back(dashed);
        legendColours.push_back(kAxes);
        styles.push_back(2);
        legend(labels, legendColours, styles);
    }

private:
    plstream stream_;
};

/// The range from the least `low` to the greatest `high` over every shown body's series, widened a little
/// (and to at least `minSpan`).
std::pair<double, double> range(const Recording& r, const std::vector<bool>& shown,
                                const std::function<double(const BodySample&)>& low,
                                const std::function<double(const BodySample&)>& high, double minSpan) {
    double lo = HUGE_VAL, hi = -HUGE_VAL;
    for (std::size_t b = 0; b < r.series().size(); ++b) {
        if (!shown[b]) continue;
        for (const BodySample& s : r.series()[b]) {
            lo = std::min(lo, low(s));
            hi = std::max(hi, high(s));
        }
    }
    if (!(lo <= hi)) return {-minSpan, minSpan};
    const double middle = 0.5 * (lo + hi), half = std::max(0.5 * (hi - lo) * 1.08, 0.5 * minSpan);
    return {middle - half, middle + half};
}

/// One panel of a page of panels stacked on the run's time axis: its axis label, heading, value
/// and the least span its axis shows.
struct TimePanel {
    const char* label;
    const char* heading;
    std::function<double(const BodySample&)> value;
    double minSpan;
};

/// The panels stacked down the page, one line per shown body (the colour of its index); the first
/// panel, with `surface`, also draws the water under each body dashed and shares its range.
void stackedPanels(PngPage& page, const Recording& recording, const std::vector<TimePanel>& panels,
                   const std::vector<bool>& shown, bool surface) {
    const std::vector<double>& t = recording.times();
    const double tMax = t.empty() ? 1.0 : t.back();
    std::vector<std::string> names;
    std::vector<int> colours;
    for (std::size_t b = 0; b < recording.names().size(); ++b)
        if (shown[b]) names.push_back(recording.names()[b]), colours.push_back(kFirstSeries + int(b) % kSeriesColourCount);
    // Each panel's share of the page below the title, of which kGap is left above it for its heading.
    constexpr double kGap = 0.06;
    const double height = 0.84 / double(panels.size());
    for (std::size_t m = 0; m < panels.size(); ++m) {
        const TimePanel& panel = panels[m];
        const bool withSurface = surface && m == 0;
        const auto [lo, hi] =
            withSurface ? range(recording, shown, [&](const BodySample& x) { return std::min(panel.value(x), x.surface); },
                                [&](const BodySample& x) { return std::max(panel.value(x), x.surface); }, panel.minSpan)
                        : range(recording, shown, panel.value, panel.value, panel.minSpan);
        const double top = 0.86 - height * double(m);
        const bool last = m + 1 == panels.size();
        page.panel(0.08, 0.78, top - (height - kGap), top, tMax, lo, hi, last ? "time (s)" : "", panel.label, panel.heading,
                   false, last);
        for (std::size_t b = 0, shownIndex = 0; b < recording.series().size(); ++b) {
            if (!shown[b]) continue;
            std::vector<double> y, water;
            for (const BodySample& x : recording.series()[b]) {
                y.push_back(panel.value(x));
                water.push_back(x.surface);
            }
            page->col0(colours[shownIndex++]);
            if (withSurface) {
                page->lsty(2);
                page->line(PLINT(water.size()), t.data(), water.data());
                page->lsty(1);
            }
            page->width(2.0);
            page->line(PLINT(y.size()), t.data(), y.data());
            page->width(1.0);
        }
        if (m == 0) {
            if (withSurface) page.bodiesLegend(names, colours, "water under it");
            else page.legend(names, colours);
        }
    }
}

void checkWritten(const std::string& path) {
    std::error_code error;
    if (std::filesystem::file_size(path, error) == 0 || error)
        throw std::runtime_error(path + ": PLplot wrote no PNG (is the cairo driver, plplot-driver-cairo, installed?)");
}

} // namespace

void writeMotionPlot(const Recording& recording, const std::string& title, const std::string& path) {
    {
        PngPage page(path, 1400, 1050);
        page.title(title);
        stackedPanels(page, recording,
                      {{"heave (m)", "Heave: height of the centre of mass (dashed: the water under it)",
                        [](const BodySample& s) { return s.heave; }, 0.2},
                       {"roll (°)", "Roll", [](const BodySample& s) { return s.roll; }, 2.0},
                       {"pitch (°)", "Pitch", [](const BodySample& s) { return s.pitch; }, 2.0}},
                      std::vector<bool>(recording.names().size(), true), true);
    }
    checkWritten(path);
}

void writeFloodingPlot(const Recording& recording, std::size_t body, const std::string& title, const std::string& path) {
    {
        PngPage page(path, 1400, 1400);
        std::vector<bool> shown(recording.names().size(), false);
        shown.at(body) = true;
        page.title(title);
        stackedPanels(page, recording,
                      {{"water (m³)", "Water inside: all its compartments", [](const BodySample& s) { return s.floodWater; }, 1.0},
                       {"draft (m)", "Draft: the hull's lowest point below the water", [](const BodySample& s) { return s.draft; }, 0.5},
                       {"heel (°)", "Heel (roll; positive: starboard down)", [](const BodySample& s) { return s.roll; }, 2.0},
                       {"trim (°)", "Trim (pitch; negative: down by the bow)", [](const BodySample& s) { return s.pitch; }, 2.0}},
                      shown, false);
    }
    checkWritten(path);
}

void writeForcePlot(const Recording& recording, std::size_t body, const std::string& title, const std::string& path) {
    {
        PngPage page(path, 1400, 700);
        const std::vector<double>& t = recording.times();
        const std::vector<BodySample>& series = recording.series().at(body);
        // log10 |F|, floored at 1 N: what is below does not show against the buoyancy anyway.
        constexpr double kFloorNewtons = 1.0;
        double top = 1.0;
        for (const BodySample& s : series)
            for (double f : s.force) top = std::max(top, std::log10(std::max(f, kFloorNewtons)));
        page->adv(0);
        page.panel(0.08, 0.78, 0.12, 0.88, t.empty() ? 1.0 : t.back(), 0.0, std::ceil(top + 0.2), "time (s)",
                   "|force| (N)", title.c_str(), true);
        std::vector<std::string> labels;
        std::vector<int> colours;
        for (std::size_t kind = 0; kind < hydro::kForceKindCount; ++kind) {
            std::vector<double> y;
            bool acts = false;
            for (const BodySample& s : series) {
                y.push_back(std::log10(std::max(s.force[kind], kFloorNewtons)));
                acts = acts || s.force[kind] > kFloorNewtons;
            }
            if (!acts) continue;
            const int colour = kFirstSeries + int(kind) % kSeriesColourCount;
            page->col0(colour);
            page->width(1.5);
            page->line(PLINT(y.size()), t.data(), y.data());
            labels.push_back(hydro::forceKindName(hydro::ForceKind(kind)));
            colours.push_back(colour);
        }
        page->width(1.0);
        if (!labels.empty()) page.legend(labels, colours);
    }
    checkWritten(path);
}

void writeSpectrumPlot(const Recording& recording, const hydro::OceanSpectrum& sea, double settleSeconds,
                       const std::string& title, const std::string& path) {
    const std::vector<double>& t = recording.times();
    const auto first = std::size_t(std::lower_bound(t.begin(), t.end(), t.empty() ? 0.0 : t.front() + settleSeconds) - t.begin());
    const std::size_t count = t.size() - first;
    const double interval = count > 1 ? (t.back() - t[first]) / double(count - 1) : 0.0;
    // Three segments overlapping by half: a steadier estimate than one, at half the resolution.
    const int segment = int(count / 2);
    constexpr double kMaxOmega = 3.0;  // rad/s: a 0.7 m wave; the boats' response is far below
    constexpr double kDegrees = 180.0 / M_PI, g = 9.81;
    struct Motion {
        const char* label;
        const char* heading;
        double (*value)(const BodySample&);
        double (*sea)(const hydro::OceanSpectrum&, double omega);
    };
    const Motion motions[] = {
        {"heave (m²s)", "Heave (dashed: the sea's elevation spectrum)", [](const BodySample& s) { return s.heave; },
         [](const hydro::OceanSpectrum& o, double w) { return o.frequencySpectrum(w); }},
        {"roll (°²s)", "Roll (dashed: the sea's slope spectrum)", [](const BodySample& s) { return s.roll; },
         [](const hydro::OceanSpectrum& o, double w) { return std::pow(w * w / g * kDegrees, 2) * o.frequencySpectrum(w); }},
        {"pitch (°²s)", "Pitch (dashed: the sea's slope spectrum)", [](const BodySample& s) { return s.pitch; },
         [](const hydro::OceanSpectrum& o, double w) { return std::pow(w * w / g * kDegrees, 2) * o.frequencySpectrum(w); }},
    };
    {
        PngPage page(path, 1400, 1050);
        std::vector<int> colours;
        for (std::size_t b = 0; b < recording.names().size(); ++b) colours.push_back(kFirstSeries + int(b) % kSeriesColourCount);
        page.title(title);
        for (int m = 0; m < 3; ++m) {
            // log10 of every density, bodies' and sea's, to set the panel's range; floored three
            // decades under the largest, where nothing that matters is.
            std::vector<std::vector<double>> x(recording.series().size()), y(recording.series().size());
            double top = -HUGE_VAL;
            for (std::size_t b = 0; b < recording.series().size(); ++b) {
                std::vector<double> samples;
                for (std::size_t i = first; i < t.size(); ++i) samples.push_back(motions[m].value(recording.series()[b][i]));
                const PowerSpectrum spectrum = welchSpectrum(samples, interval, segment);
                for (std::size_t k = 1; k < spectrum.omega.size() && spectrum.omega[k] <= kMaxOmega; ++k) {
                    x[b].push_back(spectrum.omega[k]);
                    y[b].push_back(std::log10(std::max(spectrum.density[k], 1e-12)));
                    top = std::max(top, y[b].back());
                }
            }
            std::vector<double> seaX, seaY;
            for (double w = 0.01; w <= kMaxOmega; w += 0.01) {
                seaX.push_back(w);
                seaY.push_back(std::log10(std::max(motions[m].sea(sea, w), 1e-12)));
                top = std::max(top, seaY.back());
            }
            const double bottom = std::floor(top) - 3.0, ceiling = std::ceil(top + 0.1);
            auto floored = [&](std::vector<double>& v) {
                for (double& d : v) d = std::max(d, bottom);
            };
            const double panelTop = 0.86 - 0.28 * m;
            page.panel(0.08, 0.78, panelTop - 0.22, panelTop, kMaxOmega, bottom, ceiling, m == 2 ? "ω (rad/s)" : "",
                       motions[m].label, motions[m].heading, true, m == 2);
            for (std::size_t b = 0; b < x.size(); ++b) {
                floored(y[b]);
                page->col0(colours[b]);
                page->width(2.0);
                page->line(PLINT(x[b].size()), x[b].data(), y[b].data());
            }
            floored(seaY);
            page->col0(kAxes);
            page->width(1.5);
            page->lsty(2);
            page->line(PLINT(seaX.size()), seaX.data(), seaY.data());
            page->lsty(1);
            page->width(1.0);
            if (m == 0) page.bodiesLegend(recording.names(), colours, "the sea");
        }
    }
    checkWritten(path);
}

} // namespace boat_demo
