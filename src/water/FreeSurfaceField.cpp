// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/FreeSurfaceField.h"

#include "base/MathConstants.h"
#include "water/CubicSampling.h"
#include "water/GridSampling.h"
#include "water/PlaneTransforms.h"
#include "water/WaveChecks.h"

#include "hydro/Limits.h"
#include "base/ArgumentCheck.h"
#include "base/TaskRanges.h"

#include <algorithm>
#include <cmath>
#include <complex>
#include <string>

namespace hydro {
namespace {

constexpr const char* kModel = "FreeSurfaceField";
/// The absorbing band's rate rises from 0 at its inner side to its peak at the window's edge as the
/// square of the way across: the gentler the rise over a wavelength, the less a wave is reflected by
/// it, and the weaker the peak, the more of the wave passes through to the window's other side. The
/// peak is kAbsorptionPeak times the angular frequency of a wave as long as the band: such a wave
/// crossing the band and back at its group speed (omega W / 4 pi in deep water) keeps exp(-2 (peak
/// W / 3) / c_g) = exp(-4 pi / 3), 1.5 %, of its amplitude; shorter waves are slower and lose more.
/// Chosen from the reflection measured by tests/water/FreeSurfaceFieldTest.cpp for peaks of 0.2
/// to 4 and powers 1 to 3 (docs/water.md §8): 0.05 %, 0.35 % and 3.7 % for waves of a quarter,
/// half and the whole of the band's width.
constexpr double kAbsorptionPeak = 0.5;
/// Where a source's share between two source depths is exact besides k = 0, in radians per cell:
/// a wave of four cells (placeOf).
constexpr double kShareWaveNumber = kPi / 2.0;
constexpr int kAbsorptionPower = 2;
/// A source's volume flux (m^3/s) and a pressure source's force (N): a hull of 1e5 m moving at 1e4
/// m/s displaces under 1e15 m^3/s; Limits.h's largest mass weighs 1e13 N.
constexpr double kMaxVolumeFlux = 1e15;
constexpr double kMaxSurfaceForce = 1e15;
constexpr limits::Range kFluxRange{"a volume source's flux", -kMaxVolumeFlux, kMaxVolumeFlux, "m^3/s"};
constexpr limits::Range kForceRange{"a force on the surface", -kMaxSurfaceForce, kMaxSurfaceForce, "N"};
constexpr limits::Range kDepthRange{"a source's depth", 0.0, limits::kMaxCoordinate, "m"};
constexpr limits::Range kStepRange{"a step", limits::kMinTimeStep, limits::kMaxTimeStep, "s"};

bool isPowerOfTwo(int n) { return n > 0 && (n & (n - 1)) == 0; }

/// requireWithin (WaveChecks.h) with the model named, its message made only for a refusal: the
/// sources, the steps and the focus are checked every substep, which must not allocate.
Status within(const char* what, double value, const limits::Range& range) {
    return range.contains(value) ? Status{} : requireWithin(kModel, what, value, range);
}

Status checkSettings(const FreeSurfaceSettings& s) {
    auto refusal = [](const char* field, double value, const char* rule) {
        return Error(std::string(kModel) + ": " + field + " = " + limits::readable(value) + " (" + rule + ")");
    };
    if (!isPowerOfTwo(s.cells) || s.cells < 32 || s.cells > 1024)
        return refusal("cells", s.cells, "must be a power of two in [32, 1024]");
    if (!limits::within(s.spacing, 1e-3, 1e4)) return refusal("spacing", s.spacing, "m, must be in [0.001, 1e4]");
    if (!(s.depth > 0.0)) return refusal("depth", s.depth, "m, must be positive (infinity: deep water)");
    const double window = s.cells * s.spacing;
    if (!limits::within(s.absorbingWidth, 0.0, window / 3.0))
        return refusal("absorbingWidth", s.absorbingWidth, "m, must be in [0, a third of the window]");
    if (!limits::within(s.sourceDepthStep, 0.0, limits::kMaxCoordinate))
        return refusal("sourceDepthStep", s.sourceDepthStep, "m, must be in [0, 1e7]");
    if (s.sourceDepths < 1 || s.sourceDepths > 16) return refusal("sourceDepths", s.sourceDepths, "must be in [1, 16]");
    return firstRefusal({checkGravity(kModel, s.gravity),
                         within("density", s.density, limits::kWaterDensityRange)});
}

/// A's and B's spectra from the transform of a + i b (a, b real): A(k) = (Z(k) + conj Z(-k)) / 2,
/// B(k) = (Z(k) - conj Z(-k)) / 2i.
std::complex<double> realPart(const kiss_fft_cpx& z, const kiss_fft_cpx& opposite) {
    return {0.5 * (double(z.r) + double(opposite.r)), 0.5 * (double(z.i) - double(opposite.i))};
}
/// i z, without the general complex product (whose checks for infinities cost more than the rest).
std::complex<double> timesI(const std::complex<double>& z) { return {-z.imag(), z.real()}; }

std::complex<double> imaginaryPart(const kiss_fft_cpx& z, const kiss_fft_cpx& opposite) {
    return {0.5 * (double(z.i) + double(opposite.i)), -0.5 * (double(z.r) - double(opposite.r))};
}

} // namespace

/// The window's modes: wave numbers, the exact step's coefficients for the last dt, the transforms.
/// Mode arrays are in the transforms' transposed order (PlaneTransforms.h): x index a and z index b
/// at a n + b.
struct FreeSurfaceField::Spectral {
    std::size_t n;
    // The state's and the forcing's planes, forward; the state's and the outputs', inverse. Apart,
    // because the step's pass over the modes reads the first at -k while it writes the second.
    PlaneTransforms forward, inverse;
    std::vector<kiss_fft_cpx> scratch;       // the transforms' rows, as many planes as the larger set
    std::vector<std::uint32_t> opposite;     // the index of -k
    std::vector<double> kx, kz, kappa;       // kappa: k tanh(k h), the surface's phi_n over phi
    std::vector<std::vector<float>> depthFactor;  // per source depth: cosh(k (h - d)) / cosh(k h)
    // Over a step dt with the forcing held (docs/water.md §8, eq. 8.3): X(dt) = E X + F f.
    double dt = 0.0;
    std::vector<double> cosine, kappaSinOverOmega, gSinOverOmega, sinOverOmega, oneMinusCosOverKappa,
        oneMinusCosOverG;
    std::vector<double> energyOfRow;                     // per row of modes, summed in order after
    std::vector<float> columnFactor, rowFactor;          // the absorbing band's damping over dt
    std::vector<std::vector<float>*> forcing;              // this step's source fields
    std::vector<const std::vector<float>*> forcingFactor;  // and each one's factor per mode (none: a pressure)

    Spectral(std::size_t cells, std::size_t forwardPlanes, std::size_t inversePlanes)
        : n(cells), forward(cells, forwardPlanes, false), inverse(cells, inversePlanes, true),
          scratch(std::max(forwardPlanes, inversePlanes) * cells * cells) {}

    void prepareStep(double step, double gravity) {
        if (step == dt) return;
        dt = step;
        const std::size_t count = n * n;
        for (auto* v : {&cosine, &kappaSinOverOmega, &gSinOverOmega, &sinOverOmega, &oneMinusCosOverKappa,
                        &oneMinusCosOverG})
            v->resize(count);
        for (std::size_t m = 0; m < count; ++m) {
            const double omega = std::sqrt(gravity * kappa[m]), theta = omega * dt;
            const double halfSine = std::sin(0.5 * theta);
            cosine[m] = std::cos(theta);
            // The k = 0 mode's limits: sin(w dt) / w -> dt, (1 - cos) / kappa -> g dt^2 / 2.
            sinOverOmega[m] = omega > 0.0 ? std::sin(theta) / omega : dt;
            kappaSinOverOmega[m] = kappa[m] * sinOverOmega[m];
            gSinOverOmega[m] = gravity * sinOverOmega[m];
            oneMinusCosOverKappa[m] = kappa[m] > 0.0 ? 2.0 * halfSine * halfSine / kappa[m] : 0.5 * gravity * dt * dt;
            oneMinusCosOverG[m] = 2.0 * halfSine * halfSine / gravity;
        }
    }
};

Result<std::unique_ptr<FreeSurfaceField>> FreeSurfaceField::create(const WaterSurface& base,
                                                                   const FreeSurfaceSettings& settings, double focusX,
                                                                   double focusZ) {
    if (Status valid = firstRefusal({checkSettings(settings), within("focus x", focusX, limits::kCoordinateRange),
                                     within("focus z", focusZ, limits::kCoordinateRange)});
        !valid)
        return valid.error();
    return std::make_unique<FreeSurfaceField>(base, settings, focusX, focusZ);
}

FreeSurfaceField::FreeSurfaceField(const WaterSurface& base, const FreeSurfaceSettings& settings, double focusX,
                                   double focusZ)
    : base_(base), settings_(settings), n_(std::size_t(settings.cells)), spacing_(settings.spacing),
      inverseSpacing_(1.0 / settings.spacing) {
    orThrow(firstRefusal({checkSettings(settings), within("focus x", focusX, limits::kCoordinateRange),
                          within("focus z", focusZ, limits::kCoordinateRange)}));
    if (settings_.absorbingWidth == 0.0) settings_.absorbingWidth = double(n_) * spacing_ / 8.0;
    if (settings_.sourceDepthStep == 0.0) settings_.sourceDepthStep = 0.5 * spacing_;
    // The lattice is anchored at the first focus, so that coordinates stay small near it.
    anchorX_ = std::floor(focusX / spacing_) * spacing_;
    anchorZ_ = std::floor(focusZ / spacing_) * spacing_;
    const std::int64_t half = std::int64_t(n_ / 2);
    firstColumn_ = -half, firstRow_ = -half;

    const std::size_t count = n_ * n_;
    height_.assign(count, 0.0f);
    potential_.assign(count, 0.0f);
    pressureSource_.assign(count, 0.0f);
    for (int l = 0; l < settings_.sourceDepths; ++l) {
        sourceDepths_.push_back(l == 0 ? 0.0 : settings_.sourceDepthStep * double(std::int64_t(1) << (l - 1)));
        shareDecay_.push_back(std::exp(-kShareWaveNumber * inverseSpacing_ * sourceDepths_.back()));
    }
    volumeSources_.assign(sourceDepths_.size(), std::vector<float>(count, 0.0f));
    depthHeads_.assign(sourceDepths_.size() - 1, std::vector<float>(count, 0.0f));
    sourceDepthUsed_.assign(sourceDepths_.size(), false);
    for (auto* v : {&apronHeight_, &apronVx_, &apronVy_, &apronVz_}) v->assign(ApronGrid::size(n_), 0.0f);

    // Forward: the state, and the volume sources at each depth and the pressure two to a plane.
    // Inverse: the state, and the three velocities and the heads at each depth below the first
    // two to a plane (tryStep).
    spectral_ = std::make_unique<Spectral>(n_, 1 + (sourceDepths_.size() + 2) / 2, 1 + (sourceDepths_.size() + 3) / 2);
    Spectral& s = *spectral_;
    s.opposite.resize(count);
    s.kx.resize(count);
    s.kz.resize(count);
    s.kappa.resize(count);
    s.depthFactor.assign(sourceDepths_.size(), std::vector<float>(count));
    s.energyOfRow.resize(n_);
    s.columnFactor.resize(n_);
    s.rowFactor.resize(n_);
    s.forcing.reserve(sourceDepths_.size() + 1);
    s.forcingFactor.reserve(sourceDepths_.size() + 1);
    const double unit = 2.0 * kPi / (double(n_) * spacing_);
    auto wave = [&](std::size_t i) { return double(i < n_ / 2 ? std::int64_t(i) : std::int64_t(i) - std::int64_t(n_)) * unit; };
    const double depth = settings_.depth;
    for (std::size_t j = 0; j < n_; ++j)
        for (std::size_t i = 0; i < n_; ++i) {
            const std::size_t m = i * n_ + j;  // x index i, z index j: transposed (PlaneTransforms.h)
            s.opposite[m] = std::uint32_t(((n_ - i) & (n_ - 1)) * n_ + ((n_ - j) & (n_ - 1)));
            // A derivative has no Nyquist term: the mode n/2 is its own opposite and must stay real.
            s.kx[m] = i == n_ / 2 ? 0.0 : wave(i);
            s.kz[m] = j == n_ / 2 ? 0.0 : wave(j);
            const double k = std::hypot(wave(i), wave(j));
            s.kappa[m] = std::isinf(depth) ? k : k * std::tanh(k * depth);
            for (std::size_t l = 0; l < sourceDepths_.size(); ++l) {
                const double d = sourceDepths_[l];
                // A source at depth d under a surface held at zero pressure (its negative image) sends
                // a flux e^{-k d} of each mode through the surface; over a bottom at depth h,
                // cosh(k (h - d)) / cosh(k h). Both written to stay finite for large k h.
                const double factor = std::isinf(depth) || d >= depth
                                          ? std::exp(-k * std::min(d, depth))
                                          : std::exp(-k * d) * (1.0 + std::exp(-2.0 * k * (depth - d))) /
                                                (1.0 + std::exp(-2.0 * k * depth));
                s.depthFactor[l][m] = float(factor);
            }
        }
    refreshAbsorption();
}

FreeSurfaceField::~FreeSurfaceField() = default;

std::size_t FreeSurfaceField::arrayIndex(std::int64_t column, std::int64_t row) const {
    const std::uint64_t mask = n_ - 1;
    return std::size_t((std::uint64_t(row) & mask) * n_ + (std::uint64_t(column) & mask));
}

void FreeSurfaceField::refreshAbsorption() {
    absorbColumn_.assign(n_, 0.0f);
    absorbRow_.assign(n_, 0.0f);
    const double width = settings_.absorbingWidth;
    // A wave as long as the band: its angular frequency sets the band's peak rate.
    const double k = 2.0 * kPi / width;
    const double kappa = std::isinf(settings_.depth) ? k : k * std::tanh(k * settings_.depth);
    const double peak = kAbsorptionPeak * std::sqrt(settings_.gravity * kappa);
    for (std::size_t r = 0; r < n_; ++r) {
        // Distance from the nearer edge of the window, m.
        const double edge = double(std::min(r, n_ - 1 - r)) * spacing_;
        const double across = std::max(0.0, 1.0 - edge / width);
        const float rate = float(peak * std::pow(across, double(kAbsorptionPower)));
        absorbColumn_[std::size_t(std::uint64_t(firstColumn_ + std::int64_t(r)) & (n_ - 1))] = rate;
        absorbRow_[std::size_t(std::uint64_t(firstRow_ + std::int64_t(r)) & (n_ - 1))] = rate;
    }
}

bool FreeSurfaceField::placeOf(double x, double z, double depth, FreeSurfacePlace& out) const {
    const double gx = (x - anchorX_) * inverseSpacing_, gz = (z - anchorZ_) * inverseSpacing_;
    const double cx = std::floor(gx), cz = std::floor(gz);
    // Beyond +-2^62 cells (or a NaN) is no place in any window, and must not reach the casts.
    if (!(depth >= 0.0) || !(std::abs(cx) < 4.6e18 && std::abs(cz) < 4.6e18)) return false;
    const std::int64_t column = std::int64_t(cx), row = std::int64_t(cz);
    if (column < firstColumn_ || column + 1 > firstColumn_ + std::int64_t(n_) - 1 || row < firstRow_ ||
        row + 1 > firstRow_ + std::int64_t(n_) - 1)
        return false;
    const double fx = gx - cx, fz = gz - cz;
    // arrayIndex's wrap, once a row and a column.
    const std::uint64_t mask = n_ - 1;
    const auto column0 = std::uint32_t(std::uint64_t(column) & mask), column1 = std::uint32_t(std::uint64_t(column + 1) & mask);
    const auto row0 = std::uint32_t((std::uint64_t(row) & mask) * n_), row1 = std::uint32_t((std::uint64_t(row + 1) & mask) * n_);
    out.node = {row0 + column0, row0 + column1, row1 + column0, row1 + column1};
    out.weight = {(1.0 - fx) * (1.0 - fz), fx * (1.0 - fz), (1.0 - fx) * fz, fx * fz};
    // Shared between the two source depths round it so that the shares' attenuations add up to its
    // own at k = 0 (the shares sum to 1) and at the shortest wave the field carries well, four
    // cells long: linear in e^{-k d} there rather than in d. Linear in d overstates what a source
    // between two depths sends into short waves (by a third for a wave four cells long from midway
    // between depths of one and two cells), and the pressure felt there alike, and with it a towed
    // hull's wave resistance (docs/water.md §8).
    std::size_t upper = 0;
    while (upper + 1 < sourceDepths_.size() && sourceDepths_[upper + 1] <= depth) ++upper;
    out.upper = std::uint32_t(upper);
    out.deeper = 0.0;
    out.clamped = false;
    if (upper + 1 < sourceDepths_.size())
        out.deeper = (shareDecay_[upper] - std::exp(-kShareWaveNumber * inverseSpacing_ * depth)) /
                     (shareDecay_[upper] - shareDecay_[upper + 1]);
    else
        out.clamped = depth > sourceDepths_[upper];
    return true;
}

std::optional<FreeSurfaceField::ForeignPart> FreeSurfaceField::foreignPart(const FreeSurfacePlace& place) const {
    const std::size_t count = n_ * n_, depths = sourceDepths_.size();
    for (std::uint32_t node : place.node)
        if (node >= count) return ForeignPart{"node", node, " is outside its ", count, " nodes"};
    if (place.upper >= depths || (place.deeper != 0.0 && place.upper + 1 >= depths))
        return ForeignPart{"source depth", place.upper + (place.deeper != 0.0 ? 1u : 0u), " is past its ", depths, ""};
    return std::nullopt;
}

std::string FreeSurfaceField::whyNotMine(const ForeignPart& part) {
    return std::string(part.what) + " " + std::to_string(part.index) + part.relation + std::to_string(part.count) + part.unit;
}

double FreeSurfaceField::headAt(const FreeSurfacePlace& place) const {
    if (const std::optional<ForeignPart> foreign = foreignPart(place))
        throwError(Error(std::string(kModel) + "::headAt: the place is not one of this field's (" + whyNotMine(*foreign) +
                         "): a place is found by this field's placeOf"));
    double head = 0.0;
    for (std::size_t layer : {std::size_t(place.upper), std::size_t(place.upper) + 1}) {
        const double part = layer == place.upper ? 1.0 - place.deeper : place.deeper;
        if (part == 0.0) continue;
        const std::vector<float>& heads = layer == 0 ? height_ : depthHeads_[layer - 1];
        for (std::size_t c = 0; c < 4; ++c) head += part * place.weight[c] * double(heads[place.node[c]]);
    }
    return head;
}

double FreeSurfaceField::headAt(double x, double z, double depth) const {
    requireArgumentWithin("FreeSurfaceField::headAt", "x", x, limits::kCoordinateRange);
    requireArgumentWithin("FreeSurfaceField::headAt", "z", z, limits::kCoordinateRange);
    requireNonNegative("FreeSurfaceField::headAt", "depth", depth, "m");
    FreeSurfacePlace place;
    return placeOf(x, z, depth, place) ? headAt(place) : 0.0;
}

Status FreeSurfaceField::tryAddVolumeSource(const FreeSurfacePlace& place, double flux) {
    if (Status valid = within("source flux", flux, kFluxRange); !valid) return valid;
    if (const std::optional<ForeignPart> foreign = foreignPart(place))
        return Error(std::string(kModel) + ": a source's place is not one of this field's (" + whyNotMine(*foreign) +
                     "): a place is found by this field's placeOf, and a field's sources are kept for it alone");
    clampedSources_ += place.clamped;
    const double perArea = flux * inverseSpacing_ * inverseSpacing_;
    for (std::size_t layer : {std::size_t(place.upper), std::size_t(place.upper) + 1}) {
        const double part = layer == place.upper ? 1.0 - place.deeper : place.deeper;
        if (part == 0.0) continue;
        for (std::size_t c = 0; c < 4; ++c) volumeSources_[layer][place.node[c]] += float(perArea * part * place.weight[c]);
        sourceDepthUsed_[layer] = true;
    }
    return {};
}

Status FreeSurfaceField::tryAddVolumeSource(double x, double z, double depth, double flux) {
    if (Status valid = firstRefusal({within("source x", x, limits::kCoordinateRange),
                                     within("source z", z, limits::kCoordinateRange),
                                     within("source depth", depth, kDepthRange),
                                     within("source flux", flux, kFluxRange)});
        !valid)
        return valid;
    FreeSurfacePlace place;
    if (!placeOf(x, z, depth, place)) {
        ++droppedSources_;
        return {};
    }
    return tryAddVolumeSource(place, flux);
}

Status FreeSurfaceField::tryAddPressure(double x, double z, double force) {
    if (Status valid = firstRefusal({within("pressure x", x, limits::kCoordinateRange),
                                     within("pressure z", z, limits::kCoordinateRange),
                                     within("pressure force", force, kForceRange)});
        !valid)
        return valid;
    FreeSurfacePlace place;
    if (!placeOf(x, z, 0.0, place)) {
        ++droppedSources_;
        return {};
    }
    for (std::size_t c = 0; c < 4; ++c) pressureSource_[place.node[c]] += float(force * inverseSpacing_ * inverseSpacing_ * place.weight[c]);
    pressureUsed_ = true;
    return {};
}

void FreeSurfaceField::step(double dt) { orThrow(tryStep(dt)); }
void FreeSurfaceField::step(double dt, TaskSystem& tasks) { orThrow(tryStep(dt, tasks)); }

Status FreeSurfaceField::tryStep(double dt) {
    SequentialTasks here;
    return tryStep(dt, here);
}

Status FreeSurfaceField::tryStep(double dt, TaskSystem& tasks) {
    if (Status valid = within("dt", dt, kStepRange); !valid) return valid;
    Spectral& s = *spectral_;
    const std::size_t n = n_, count = n * n;
    const double g = settings_.gravity;
    s.prepareStep(dt, g);
    // Four passes, each over lines split over the game's threads, each line on one thread: the same
    // bits for any thread count. Each transform is its rows in one pass and its columns in the
    // next (PlaneTransforms.h), the step's own work on a line beside them.
    constexpr std::size_t kLinesPerRange = 8;

    std::vector<float>& columnFactor = s.columnFactor;
    std::vector<float>& rowFactor = s.rowFactor;
    for (std::size_t r = 0; r < n; ++r) {
        columnFactor[r] = float(std::exp(-double(absorbColumn_[r]) * dt));
        rowFactor[r] = float(std::exp(-double(absorbRow_[r]) * dt));
    }
    std::vector<std::vector<float>*>& fields = s.forcing;
    std::vector<const std::vector<float>*>& factors = s.forcingFactor;
    fields.clear();
    factors.clear();
    for (std::size_t l = 0; l < sourceDepths_.size(); ++l)
        if (sourceDepthUsed_[l]) fields.push_back(&volumeSources_[l]), factors.push_back(&s.depthFactor[l]);
    if (pressureUsed_) fields.push_back(&pressureSource_), factors.push_back(nullptr);
    // Forward: the state, then the forcing two real fields to a plane. Inverse: the state, then
    // what the queries read two real fields to a plane: the surface's velocity (grad phi along it,
    // and its rate of rise kappa phi; the sources are spent with the step), and the heights as
    // felt at each source depth below the surface, each mode by the factor a source there has (the
    // reciprocity of docs/water.md §8).
    const std::size_t forwardPlanes = 1 + (fields.size() + 1) / 2;
    const std::size_t outputs = 3 + depthHeads_.size();
    const std::size_t inversePlanes = 1 + (outputs + 1) / 2;
    kiss_fft_cpx* scratch = s.scratch.data();

    // 1. Rows of nodes: the absorbing band first, on the state the last step left (operator
    // splitting: the band's damping, then the exact free motion; the energy below is then the
    // state's own); the state and the forcing into the forward planes, and their rows transformed.
    runRanges(tasks, n, kLinesPerRange, [&](std::size_t firstRow, std::size_t lastRow) {
        for (std::size_t j = firstRow; j < lastRow; ++j) {
            for (std::size_t i = 0; i < n; ++i) {
                const std::size_t m = j * n + i;
                const float factor = columnFactor[i] * rowFactor[j];
                height_[m] *= factor;
                potential_[m] *= factor;
                s.forward.plane(0)[m] = {height_[m], potential_[m]};
                for (std::size_t f = 0; f < fields.size(); f += 2) {
                    const std::vector<float>* second = f + 1 < fields.size() ? fields[f + 1] : nullptr;
                    s.forward.plane(1 + f / 2)[m] = {(*fields[f])[m], second ? (*second)[m] : 0.0f};
                }
            }
            for (std::size_t p = 0; p < forwardPlanes; ++p) s.forward.transformRow(p, j, scratch);
        }
    });
    // 2. Columns: the forward transforms' second half.
    runRanges(tasks, n, kLinesPerRange, [&](std::size_t first, std::size_t last) {
        for (std::size_t c = first; c < last; ++c)
            for (std::size_t p = 0; p < forwardPlanes; ++p) s.forward.transformColumn(p, c, scratch);
    });

    // 3. Rows of modes: the free motion, exact for each over dt with the forcing held (docs/water.md
    // §8): eta_t = kappa phi + s, phi_t = -g eta - p / rho; then the inverse planes, and their rows
    // transformed.
    const double normal = 1.0 / double(count);
    runRanges(tasks, n, kLinesPerRange, [&](std::size_t firstRow, std::size_t lastRow) {
        for (std::size_t row = firstRow; row < lastRow; ++row) {
            double energySum = 0.0;
            for (std::size_t m = row * n; m < (row + 1) * n; ++m) {
                const std::size_t o = s.opposite[m];
                std::complex<double> src, p;
                for (std::size_t f = 0; f < fields.size(); ++f) {
                    const kiss_fft_cpx& z = s.forward.plane(1 + f / 2)[m];
                    const kiss_fft_cpx& zo = s.forward.plane(1 + f / 2)[o];
                    const std::complex<double> value = f % 2 == 0 ? realPart(z, zo) : imaginaryPart(z, zo);
                    if (factors[f])
                        src += value * double((*factors[f])[m]);
                    else
                        p += value / settings_.density;
                }
                const std::complex<double> eta = realPart(s.forward.plane(0)[m], s.forward.plane(0)[o]);
                const std::complex<double> phi = imaginaryPart(s.forward.plane(0)[m], s.forward.plane(0)[o]);
                const std::complex<double> nextEta =
                    s.cosine[m] * eta + s.kappaSinOverOmega[m] * phi + s.sinOverOmega[m] * src - s.oneMinusCosOverG[m] * p;
                const std::complex<double> nextPhi =
                    -s.gSinOverOmega[m] * eta + s.cosine[m] * phi - s.oneMinusCosOverKappa[m] * src - s.sinOverOmega[m] * p;
                energySum += g * std::norm(nextEta) + s.kappa[m] * std::norm(nextPhi);
                auto pack = [&](std::size_t plane, const std::complex<double>& first, const std::complex<double>& second) {
                    const std::complex<double> packed = (first + timesI(second)) * normal;
                    s.inverse.plane(plane)[m] = {float(packed.real()), float(packed.imag())};
                };
                pack(0, nextEta, nextPhi);
                auto spectrum = [&](std::size_t output) -> std::complex<double> {
                    switch (output) {
                    case 0: return timesI(nextPhi * s.kx[m]);
                    case 1: return timesI(nextPhi * s.kz[m]);
                    case 2: return s.kappa[m] * nextPhi;
                    default: return nextEta * double(s.depthFactor[output - 2][m]);
                    }
                };
                for (std::size_t first = 0; first < outputs; first += 2)
                    pack(1 + first / 2, spectrum(first), first + 1 < outputs ? spectrum(first + 1) : std::complex<double>());
            }
            s.energyOfRow[row] = energySum;
            for (std::size_t p = 0; p < inversePlanes; ++p) s.inverse.transformRow(p, row, scratch);
        }
    });
    // Parseval: sum over nodes of f^2 = (1 / N) sum over modes of |F|^2; each node holds h^2 of area.
    double energySum = 0.0;
    for (double rowEnergy : s.energyOfRow) energySum += rowEnergy;
    energy_ = 0.5 * settings_.density * spacing_ * spacing_ * normal * energySum;

    // 4. Columns: the inverse transforms' second half, which gives rows of nodes: the new state and
    // the queries' fields, from the real (even outputs) and imaginary (odd) parts; the sources spent.
    runRanges(tasks, n, kLinesPerRange, [&](std::size_t firstRow, std::size_t lastRow) {
        for (std::size_t j = firstRow; j < lastRow; ++j) {
            for (std::size_t p = 0; p < inversePlanes; ++p) s.inverse.transformColumn(p, j, scratch);
            for (std::size_t i = 0; i < n; ++i) {
                const std::size_t m = j * n + i, apron = ApronGrid::at(i, j, n);
                height_[m] = s.inverse.plane(0)[m].r;
                potential_[m] = s.inverse.plane(0)[m].i;
                apronHeight_[apron] = height_[m];
                auto value = [&](std::size_t output) {
                    const kiss_fft_cpx& z = s.inverse.plane(1 + output / 2)[m];
                    return output % 2 == 0 ? z.r : z.i;
                };
                apronVx_[apron] = value(0);
                apronVz_[apron] = value(1);
                apronVy_[apron] = value(2);
                for (std::size_t l = 0; l < depthHeads_.size(); ++l) depthHeads_[l][m] = value(3 + l);
            }
            for (std::vector<float>* spent : fields) std::fill_n(spent->begin() + std::ptrdiff_t(j * n), n, 0.0f);
        }
    });
    for (auto* v : {&apronHeight_, &apronVx_, &apronVy_, &apronVz_}) ApronGrid::wrap(v->data(), n);
    std::fill(sourceDepthUsed_.begin(), sourceDepthUsed_.end(), false);
    pressureUsed_ = false;
    time_ += dt;
    return {};
}

void FreeSurfaceField::setFocus(double x, double z) { orThrow(trySetFocus(x, z)); }

Status FreeSurfaceField::trySetFocus(double x, double z) {
    if (Status valid = firstRefusal({within("focus x", x, limits::kCoordinateRange),
                                     within("focus z", z, limits::kCoordinateRange)});
        !valid)
        return valid;
    const std::int64_t half = std::int64_t(n_ / 2), n = std::int64_t(n_);
    const std::int64_t column = std::int64_t(std::floor((x - anchorX_) / spacing_)) - half;
    const std::int64_t row = std::int64_t(std::floor((z - anchorZ_) / spacing_)) - half;
    if (column == firstColumn_ && row == firstRow_) return {};
    // The lattice columns and rows that enter the window start still.
    auto clearNode = [&](std::size_t i, std::size_t j) {
        height_[j * n_ + i] = potential_[j * n_ + i] = 0.0f;
        for (auto& heads : depthHeads_) heads[j * n_ + i] = 0.0f;
        for (auto* v : {&apronHeight_, &apronVx_, &apronVy_, &apronVz_}) (*v)[ApronGrid::at(i, j, n_)] = 0.0f;
    };
    auto clearColumn = [&](std::int64_t c) {
        for (std::size_t j = 0; j < n_; ++j) clearNode(std::size_t(std::uint64_t(c) & (n_ - 1)), j);
    };
    auto clearRow = [&](std::int64_t r) {
        for (std::size_t i = 0; i < n_; ++i) clearNode(i, std::size_t(std::uint64_t(r) & (n_ - 1)));
    };
    const std::int64_t columnsIn = std::min(n, std::abs(column - firstColumn_));
    for (std::int64_t c = 0; c < columnsIn; ++c) clearColumn(column > firstColumn_ ? firstColumn_ + n + c : column + c);
    const std::int64_t rowsIn = std::min(n, std::abs(row - firstRow_));
    for (std::int64_t r = 0; r < rowsIn; ++r) clearRow(row > firstRow_ ? firstRow_ + n + r : row + r);
    for (auto* v : {&apronHeight_, &apronVx_, &apronVy_, &apronVz_}) ApronGrid::wrap(v->data(), n_);
    firstColumn_ = column, firstRow_ = row;
    refreshAbsorption();
    return {};
}

double FreeSurfaceField::shortestWavelength() const {
    return std::min(base_.shortestWavelength(), 2.0 * spacing_);
}

FreeSurfaceField::Window FreeSurfaceField::window() const {
    return {anchorX_ + double(firstColumn_) * spacing_, anchorZ_ + double(firstRow_) * spacing_, spacing_, n_};
}

void FreeSurfaceField::copyHeights(float* out) const {
    for (std::size_t j = 0; j < n_; ++j)
        for (std::size_t i = 0; i < n_; ++i)
            out[j * n_ + i] = height_[arrayIndex(firstColumn_ + std::int64_t(i), firstRow_ + std::int64_t(j))];
}

void FreeSurfaceField::copySlopes(float* outX, float* outZ) const {
    const std::int64_t last = std::int64_t(n_) - 1;
    auto at = [&](std::int64_t i, std::int64_t j) {
        return double(height_[arrayIndex(firstColumn_ + std::clamp<std::int64_t>(i, 0, last),
                                         firstRow_ + std::clamp<std::int64_t>(j, 0, last))]);
    };
    for (std::int64_t j = 0; j <= last; ++j)
        for (std::int64_t i = 0; i <= last; ++i) {
            // Across two cells inside, one at the edges (the clamped neighbour is the node itself).
            const double spanX = double(std::min(i + 1, last) - std::max<std::int64_t>(i - 1, 0)) * spacing_;
            const double spanZ = double(std::min(j + 1, last) - std::max<std::int64_t>(j - 1, 0)) * spacing_;
            outX[j * std::int64_t(n_) + i] = float((at(i + 1, j) - at(i - 1, j)) / spanX);
            outZ[j * std::int64_t(n_) + i] = float((at(i, j + 1) - at(i, j - 1)) / spanZ);
        }
}

void FreeSurfaceField::sample(const PointBatch& points, double time, double relativeTo, const SampleOutputs& out) const {
    base_.sample(points, time, relativeTo, out);
    const GridLayout layout{n_, n_, anchorX_, anchorZ_, spacing_, true};
    const double inverseSpacing = 1.0 / spacing_;
    const double baseX = (points.origin.x - anchorX_) * inverseSpacing, baseZ = (points.origin.z - anchorZ_) * inverseSpacing;
    const double lastColumn = double(firstColumn_ + std::int64_t(n_) - 1), lastRow = double(firstRow_ + std::int64_t(n_) - 1);
    forEachCubicBatch(layout, points, [&](std::size_t first, std::size_t count, const CubicTaps& taps) {
        // The lattice is periodic; the window is one period of it, and nothing lies outside.
        bool inside[CubicBatch::size];
        for (std::size_t l = 0; l < count; ++l) {
            const double gx = baseX + double(points.x[first + l]) * inverseSpacing;
            const double gz = baseZ + double(points.z[first + l]) * inverseSpacing;
            inside[l] = gx >= double(firstColumn_) && gx <= lastColumn && gz >= double(firstRow_) && gz <= lastRow;
        }
        auto add = [&](float* target, const std::vector<float>& field) {
            alignas(64) float lanes[CubicBatch::size];
            taps.sample(field.data()).store_aligned(lanes);
            for (std::size_t l = 0; l < count; ++l)
                if (inside[l]) target[first + l] += lanes[l];
        };
        if (out.height) add(out.height, apronHeight_);
        if (out.vx) {
            add(out.vx, apronVx_);
            add(out.vy, apronVy_);
            add(out.vz, apronVz_);
        }
    });
}

FreeSurfaceState FreeSurfaceField::state() const {
    FreeSurfaceState state;
    state.time = time_;
    state.energy = energy_;
    state.firstColumn = firstColumn_, state.firstRow = firstRow_;
    state.height.resize(n_ * n_);
    state.potential.resize(n_ * n_);
    state.velocityX.resize(n_ * n_);
    state.velocityY.resize(n_ * n_);
    state.velocityZ.resize(n_ * n_);
    state.depthHeight.assign(depthHeads_.size(), std::vector<float>(n_ * n_));
    for (std::size_t j = 0; j < n_; ++j)
        for (std::size_t i = 0; i < n_; ++i) {
            const std::size_t m = arrayIndex(firstColumn_ + std::int64_t(i), firstRow_ + std::int64_t(j));
            const std::size_t a = ApronGrid::at(m % n_, m / n_, n_);
            const std::size_t w = j * n_ + i;
            state.height[w] = height_[m];
            state.potential[w] = potential_[m];
            state.velocityX[w] = apronVx_[a];
            state.velocityY[w] = apronVy_[a];
            state.velocityZ[w] = apronVz_[a];
            for (std::size_t l = 0; l < depthHeads_.size(); ++l) state.depthHeight[l][w] = depthHeads_[l][m];
        }
    return state;
}

Status FreeSurfaceField::tryRestore(const FreeSurfaceState& state) {
    const std::size_t count = n_ * n_;
    const std::pair<const char*, const std::vector<float>*> arrays[] = {
        {"height", &state.height},         {"potential", &state.potential}, {"velocityX", &state.velocityX},
        {"velocityY", &state.velocityY}, {"velocityZ", &state.velocityZ}};
    auto check = [&](const std::string& name, const std::vector<float>& values) -> Status {
        if (values.size() != count)
            return Error(std::string(kModel) + ": the state's " + name + " holds " + std::to_string(values.size()) +
                         " values, not cells^2 = " + std::to_string(count));
        for (std::size_t w = 0; w < count; ++w)
            if (!std::isfinite(values[w]))
                return Error(std::string(kModel) + ": the state's " + name + " at node (column " +
                             std::to_string(w % n_) + ", row " + std::to_string(w / n_) + ") is not finite");
        return {};
    };
    for (const auto& [name, values] : arrays)
        if (Status valid = check(name, *values); !valid) return valid;
    if (state.depthHeight.size() != depthHeads_.size())
        return Error(std::string(kModel) + ": the state holds " + std::to_string(state.depthHeight.size()) +
                     " depthHeight arrays, not sourceDepths - 1 = " + std::to_string(depthHeads_.size()));
    for (std::size_t l = 0; l < depthHeads_.size(); ++l)
        if (Status valid = check("depthHeight " + std::to_string(l), state.depthHeight[l]); !valid) return valid;
    constexpr limits::Range kClock{"the field's clock", -limits::kMaxTime, limits::kMaxTime, "s"};
    constexpr limits::Range kEnergy{"the field's energy", 0.0, 1e300, "J"};
    if (Status valid = firstRefusal({within("the state's time", state.time, kClock),
                                     within("the state's energy", state.energy, kEnergy),
                                     within("the state's window x", anchorX_ + double(state.firstColumn) * spacing_,
                                                   limits::kCoordinateRange),
                                     within("the state's window z", anchorZ_ + double(state.firstRow) * spacing_,
                                                   limits::kCoordinateRange)});
        !valid)
        return valid;
    time_ = state.time;
    energy_ = state.energy;
    firstColumn_ = state.firstColumn, firstRow_ = state.firstRow;
    for (std::size_t j = 0; j < n_; ++j)
        for (std::size_t i = 0; i < n_; ++i) {
            const std::size_t m = arrayIndex(firstColumn_ + std::int64_t(i), firstRow_ + std::int64_t(j));
            const std::size_t a = ApronGrid::at(m % n_, m / n_, n_);
            const std::size_t w = j * n_ + i;
            height_[m] = state.height[w];
            potential_[m] = state.potential[w];
            apronHeight_[a] = state.height[w];
            apronVx_[a] = state.velocityX[w];
            apronVy_[a] = state.velocityY[w];
            apronVz_[a] = state.velocityZ[w];
            for (std::size_t l = 0; l < depthHeads_.size(); ++l) depthHeads_[l][m] = state.depthHeight[l][w];
        }
    for (auto* v : {&apronHeight_, &apronVx_, &apronVy_, &apronVz_}) ApronGrid::wrap(v->data(), n_);
    for (auto& layer : volumeSources_) std::fill(layer.begin(), layer.end(), 0.0f);
    std::fill(pressureSource_.begin(), pressureSource_.end(), 0.0f);
    std::fill(sourceDepthUsed_.begin(), sourceDepthUsed_.end(), false);
    pressureUsed_ = false;
    refreshAbsorption();
    return {};
}

} // namespace hydro
