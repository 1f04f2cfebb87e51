// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// FreeSurfaceField, the water that answers (docs/water.md §8): the ring of a point disturbance
// against the Cauchy-Poisson solution computed here, wave packets at the dispersion relation's
// phase and group speeds in deep and finite depth, the absorbing band's reflection, a moving
// disturbance's Kelvin wake, and the field's bookkeeping (composition with its base, the window,
// the state saved and restored, refusals).

#include "hydro/FlatWater.h"
#include "hydro/FreeSurfaceField.h"
#include "hydro/SineWaves.h"

#include "HydroTestSupport.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <limits>
#include <memory>
#include <string>
#include <vector>

namespace hydro {
namespace {

using hydro::test::kPi;
using test::kGravity;

/// J0(x) = (1/pi) int_0^pi cos(x sin t) dt: the trapezoid rule on a periodic integrand converges
/// geometrically once its points outnumber x / 2 (here 1e-12 for x below 200).
double besselJ0(double x) {
    constexpr int kPoints = 160;
    double sum = 0.0;
    for (int i = 0; i < kPoints; ++i) sum += std::cos(x * std::sin(kPi * (double(i) + 0.5) / kPoints));
    return sum / kPoints;
}

/// Heights along a line of the field (y = 0, z fixed), through sample().
std::vector<float> heightsAlong(const WaterSurface& water, double x0, double dx, std::size_t count, double z) {
    std::vector<float> x(count), zs(count, 0.0f), h(count);
    for (std::size_t i = 0; i < count; ++i) x[i] = float(double(i) * dx);
    water.sampleHeights({{x0, 0.0, z}, x.data(), nullptr, zs.data(), count}, 0.0, 0.0, h.data());
    return h;
}

/// A state of `field`'s size with the heights and potentials given at the window's nodes.
template <class Height, class Potential>
FreeSurfaceState stateOf(const FreeSurfaceField& field, Height&& height, Potential&& potential) {
    FreeSurfaceState state = field.state();
    const FreeSurfaceField::Window w = field.window();
    for (std::size_t j = 0; j < w.cells; ++j)
        for (std::size_t i = 0; i < w.cells; ++i) {
            const double x = w.originX + double(i) * w.spacing, z = w.originZ + double(j) * w.spacing;
            state.height[j * w.cells + i] = float(height(x, z));
            state.potential[j * w.cells + i] = float(potential(x, z));
        }
    return state;
}


// The Cauchy-Poisson problem (Lamb, Hydrodynamics, §255): still water given at t = 0 the hump
// eta0(r) = A (1 - r^2/s^2) exp(-r^2/s^2), whose Hankel transform is A s^4 k^2 / 8 exp(-k^2 s^2 / 4)
// (minus s^2/4 times the Laplacian of a Gaussian); each ring of wave number k then keeps its
// amplitude and turns as cos(sqrt(g k) t), so eta(r, t) = int_0^inf A s^4 k^3 / 8 exp(-k^2 s^2/4)
// cos(sqrt(g k) t) J0(k r) dk, integrated here by Simpson's rule. The hump has no mean (no wave
// longer than the window) and nothing past the grid's Nyquist number (its spectrum there is
// e^-39 of its peak), so any difference is the field's: its dispersion, its sampling between
// nodes, its absorbing band. The ring spreads at each wave's group speed with crests at its
// phase speed; within 2 % of its peak height (the figure for both speeds) at 3, 6 and
// 9 s, along three bearings, at nodes and between them.
TEST(FreeSurfaceField, APointDisturbanceSpreadsAsTheCauchyPoissonRing) {
    const FlatWater calm(0.0);
    FreeSurfaceField field(calm, test::freeSurfaceSettings(128, 1.0));
    constexpr double kAmplitude = 0.05, kWidth = 4.0;
    ASSERT_TRUE(field.tryRestore(stateOf(
        field,
        [&](double x, double z) {
            const double q = (x * x + z * z) / (kWidth * kWidth);
            return kAmplitude * (1.0 - q) * std::exp(-q);
        },
        [](double, double) { return 0.0; })));
    auto exact = [&](double r, double t) {
        constexpr int kIntervals = 1200;
        const double kMax = 12.0 / kWidth, dk = kMax / kIntervals;
        double sum = 0.0;
        for (int i = 0; i <= kIntervals; ++i) {
            const double k = double(i) * dk;
            const double weight = (i == 0 || i == kIntervals) ? 1.0 : (i % 2 ? 4.0 : 2.0);
            const double spectrum = kAmplitude * std::pow(kWidth, 4) * k * k * k / 8.0 * std::exp(-k * k * kWidth * kWidth / 4.0);
            sum += weight * spectrum * std::cos(std::sqrt(kGravity * k) * t) * besselJ0(k * r);
        }
        return sum * dk / 3.0;
    };
    constexpr double kTolerance = 0.02;
    constexpr double kDt = 1.0 / 60.0;
    double t = 0.0;
    for (double until : {3.0, 6.0, 9.0}) {
        while (t < until - 0.5 * kDt) field.step(kDt), t += kDt;
        // Radii 0 to 40 m (the band starts at 48 m), every 0.7 m: nodes and points between them.
        double worst = 0.0, peak = 0.0;
        for (double r = 0.0; r <= 40.0; r += 0.7) {
            const double expected = exact(r, t);
            for (double bearing : {0.0, 0.5236, 0.7854}) {
                const double got = field.heightAt(r * std::cos(bearing), r * std::sin(bearing), t);
                peak = std::max(peak, std::abs(expected));
                worst = std::max(worst, std::abs(got - expected));
            }
        }
        EXPECT_LT(worst, kTolerance * peak) << "at t = " << t << " s: the largest difference " << worst
                                            << " m against the ring's peak " << peak << " m";
        std::printf("Cauchy-Poisson ring at t = %.1f s: peak %.5f m, largest difference %.2f %% of it\n", t, peak,
                    100.0 * worst / peak);
    }
}

/// A packet of wave number k0 travelling along +x: eta = a exp(-(x - x0)^2 / (2 s^2)) cos(k0 (x -
/// x0)), and the potential that sends every one of its Fourier components forward (phi_hat = -i
/// (g / omega) eta_hat for k > 0, the conjugate for k < 0: phi_t = -g eta with eta travelling along
/// +x), by a DFT along the window's x.
FreeSurfaceState forwardPacket(const FreeSurfaceField& field, double x0, double k0, double s, double amplitude,
                               double depth) {
    const FreeSurfaceField::Window w = field.window();
    const std::size_t n = w.cells;
    std::vector<double> eta(n), phi(n, 0.0);
    for (std::size_t i = 0; i < n; ++i) {
        const double x = w.originX + double(i) * w.spacing - x0;
        eta[i] = amplitude * std::exp(-x * x / (2.0 * s * s)) * std::cos(k0 * x);
    }
    for (std::size_t m = 1; m < n; ++m) {
        if (m == n / 2) continue;
        const double k = 2.0 * kPi * (m < n / 2 ? double(m) : double(m) - double(n)) / (double(n) * w.spacing);
        const double kappa = std::isinf(depth) ? std::abs(k) : std::abs(k) * std::tanh(std::abs(k) * depth);
        std::complex<double> hat;
        for (std::size_t i = 0; i < n; ++i) hat += eta[i] * std::polar(1.0, -2.0 * kPi * double(m * i) / double(n));
        const std::complex<double> phiHat = (k > 0 ? std::complex<double>(0.0, -1.0) : std::complex<double>(0.0, 1.0)) *
                                            (kGravity / std::sqrt(kGravity * kappa)) * hat;
        for (std::size_t i = 0; i < n; ++i)
            phi[i] += (phiHat * std::polar(1.0, 2.0 * kPi * double(m * i) / double(n))).real() / double(n);
    }
    return stateOf(
        field, [&](double x, double) { return eta[std::size_t(std::lround((x - w.originX) / w.spacing))]; },
        [&](double x, double) { return phi[std::size_t(std::lround((x - w.originX) / w.spacing))]; });
}

struct PacketPosition {
    double centroid;                 ///< of eta^2, m
    std::complex<double> component;  ///< of k0: the sum of eta e^{-i k0 x} dx, m^2
};

PacketPosition locate(const FreeSurfaceField& field, double from, double to, double k0) {
    constexpr double kStep = 0.05;
    const std::size_t count = std::size_t((to - from) / kStep);
    const std::vector<float> h = heightsAlong(field, from, kStep, count, 0.0);
    double weight = 0.0, moment = 0.0;
    std::complex<double> component;
    for (std::size_t i = 0; i < count; ++i) {
        const double v = double(h[i]), x = from + double(i) * kStep;
        weight += v * v, moment += v * v * x;
        component += v * kStep * std::polar(1.0, -k0 * x);
    }
    return {moment / weight, component};
}

// Linear theory's speeds (Lamb §228, §236): omega^2 = g k tanh(k h), c = omega / k, and the group
// speed c_g = c (1 + 2 k h / sinh(2 k h)) / 2. A narrow packet's energy centroid moves at c_g of its
// spectrum's mean (to (dk / k)^2 = 0.6 % here), and its component of wave number k0 turns at
// omega(k0): its crests move at c = omega / k0. Both read from heights sampled between the nodes
// every 5 cm; within 2 % (the figure), in deep water and at k h = 1.
TEST(FreeSurfaceField, WavePacketsTravelAtThePhaseAndGroupSpeeds) {
    const FlatWater calm(0.0);
    for (double depth : {std::numeric_limits<double>::infinity(), 1.0 / (2.0 * kPi / 10.0)}) {
        FreeSurfaceField field(calm, test::freeSurfaceSettings(128, 1.0, depth));
        constexpr double kWavelength = 10.0, kWidth = 12.0;
        const double k0 = 2.0 * kPi / kWavelength;
        const double kh = std::isinf(depth) ? std::numeric_limits<double>::infinity() : k0 * depth;
        const double c = std::sqrt(kGravity / k0 * (std::isinf(depth) ? 1.0 : std::tanh(kh)));
        const double cg = std::isinf(depth) ? 0.5 * c : 0.5 * c * (1.0 + 2.0 * kh / std::sinh(2.0 * kh));
        ASSERT_TRUE(field.tryRestore(forwardPacket(field, -25.0, k0, kWidth, 0.02, depth)));
        const PacketPosition start = locate(field, -60.0, 40.0, k0);
        // The component's turn over a tenth of a period (a fifth of pi: no ambiguity of 2 pi), the
        // envelope's run over 8 s.
        constexpr double kDt = 0.02;
        const double period = kWavelength / c;
        int steps = 0;
        for (; double(steps) * kDt < 0.1 * period; ++steps) field.step(kDt);
        const PacketPosition near = locate(field, -60.0, 40.0, k0);
        const double crestSpeed = -std::arg(near.component / start.component) / (double(steps) * kDt) / k0;
        for (; double(steps) * kDt < 8.0; ++steps) field.step(kDt);
        const PacketPosition end = locate(field, -60.0, 40.0, k0);
        const double groupSpeed = (end.centroid - start.centroid) / (double(steps) * kDt);
        EXPECT_NEAR(crestSpeed / c, 1.0, 0.02) << "depth " << depth;
        EXPECT_NEAR(groupSpeed / cg, 1.0, 0.02) << "depth " << depth;
        std::printf("depth %g m: crest %.4f m/s (c %.4f), envelope %.4f m/s (c_g %.4f)\n", depth, crestSpeed, c,
                    groupSpeed, cg);
    }
}

// A packet run into the absorbing band: what comes back into the window (reflected by the band, or
// through it round the periodic window) over the time a reflection would take to return and pass,
// as the square root of the interior's eta^2 over the packet's at the start: below 5 % of the
// amplitude (the figure) for waves of 4 cells to the band's width, stepped at a tenth of
// their period (a game's substeps are shorter; the band's damping, split from the free motion,
// only departs further from the continuous band as the step grows).
TEST(FreeSurfaceField, TheAbsorbingBandReflectsUnderFivePercent) {
    const FlatWater calm(0.0);
    for (double wavelength : {4.0, 8.0, 16.0}) {
        FreeSurfaceField field(calm, test::freeSurfaceSettings(128, 1.0));
        const double width = field.settings().absorbingWidth;  // 16 m
        const double k0 = 2.0 * kPi / wavelength, s = std::min(wavelength, 10.0);
        const double cg = 0.5 * std::sqrt(kGravity / k0);
        const double x0 = -10.0;
        ASSERT_TRUE(field.tryRestore(forwardPacket(field, x0, k0, s, 0.02, std::numeric_limits<double>::infinity())));
        const double interiorFrom = -64.0 + width, interiorTo = 63.0 - width;
        auto interior = [&] {
            const std::vector<float> h = heightsAlong(field, interiorFrom, 1.0, std::size_t(interiorTo - interiorFrom), 0.0);
            double sum = 0.0;
            for (float v : h) sum += double(v) * double(v);
            return sum;
        };
        const double initial = interior();
        // The packet's tail (3 s behind its middle, at the slowest group speed in its band, 0.8 c_g)
        // leaves the interior; then a reflection from the band's far side has 2 widths to come back.
        const double leave = (interiorTo - (x0 - 3.0 * s)) / (0.8 * cg);
        const double until = leave + (2.0 * width + 6.0 * s) / (0.8 * cg);
        const double dt = std::sqrt(2.0 * kPi * wavelength / kGravity) / 10.0;
        double t = 0.0, worst = 0.0;
        while (t < until) {
            field.step(dt), t += dt;
            if (t > leave) worst = std::max(worst, interior());
        }
        const double reflection = std::sqrt(worst / initial);
        EXPECT_LT(reflection, 0.05) << "wavelength " << wavelength << " m";
        std::printf("wavelength %g m (band %g m): %.2f %% comes back\n", wavelength, width, 100.0 * reflection);
    }
}

// Lord Kelvin's ship wake (Lamb §256): anything moving steadily over deep water leaves its waves in
// a wedge whose half-angle is asin(1/3) = 19.47 degrees. Its edges are caustics, where the
// diverging and transverse waves meet; across one the amplitude follows Airy's function (Ursell,
// "On Kelvin's ship-wave pattern", J. Fluid Mech. 8, 1960), rising from nothing outside to its
// first peak, Ai(-1.02), inside, and the caustic itself lies where it is Ai(0) = 0.66 of that
// peak. The hull: Michell's thin ship, a Wigley hull of length L as a line of volume sources,
// towed at a length Froude number U / sqrt(g L) = 0.3 (measured at 0.25 and 0.4 too, while
// writing this: 19.63 and 19.76 degrees), the window following it. At each distance from 2 to 5 L
// behind it, the caustic's lateral position; the line fitted through them makes the wake's angle,
// within 1 degree (the figure) on each side.
TEST(FreeSurfaceField, AMovingDisturbanceLeavesKelvinsWake) {
    const FlatWater calm(0.0);
    constexpr double kLength = 16.0, kFroude = 0.3;
    const double speed = kFroude * std::sqrt(kGravity * kLength);
    FreeSurfaceSettings settings = test::freeSurfaceSettings(128, 1.0);
    constexpr double kAhead = 30.0;  // the patch's place ahead of the window's centre, m
    FreeSurfaceField field(calm, settings, kAhead, 0.0);
    // The thin ship's sources (Michell): a Wigley hull of beam L/10 and draught L/16, whose section
    // area A(x) = (2/3) B T (1 - (2x/L)^2) passes each point of its track at U, putting -U dA/dx of
    // volume into the water per metre of its length (out ahead of the middle, back in behind), at
    // the depth of its section's centroid, 3 T / 8.
    const double beam = kLength / 10.0, draught = kLength / 16.0;
    constexpr double kPieces = 64.0;
    const double piece = kLength / kPieces;
    constexpr double kDt = 0.05, kRun = 60.0;
    double x = 0.0;
    for (double t = 0.0; t < kRun; t += kDt) {
        field.setFocus(x - kAhead, 0.0);
        for (double along = -0.5 * kLength + 0.5 * piece; along < 0.5 * kLength; along += piece) {
            const double slope = (2.0 / 3.0) * beam * draught * (-8.0 * along / (kLength * kLength));
            ASSERT_TRUE(field.tryAddVolumeSource(x + along, 0.0, 0.375 * draught, -speed * slope * piece));
        }
        field.step(kDt);
        x += speed * kDt;
    }
    const double kelvin = std::asin(1.0 / 3.0) * 180.0 / kPi;
    for (double side : {1.0, -1.0}) {
        double sx = 0.0, sz = 0.0, sxx = 0.0, sxz = 0.0;
        int count = 0;
        for (double behind = 2.0 * kLength; behind <= 5.0 * kLength; behind += 1.0) {
            // The envelope: the largest height within half a cusp wave's length along the track
            // (the cusp's waves, of 1.5 g / U^2, run at 35 degrees to it: 7.4 m along it here).
            std::vector<double> envelope;
            for (double z = 0.0; z <= 45.0; z += 0.25) {
                double e = 0.0;
                for (double along = -4.0; along <= 4.0; along += 0.5)
                    e = std::max(e, std::abs(field.heightAt(x - behind + along, side * z, 0.0)));
                envelope.push_back(e);
            }
            // The outermost peak, then outward to where the envelope falls to Ai(0) / Ai(-1.02) =
            // 0.66 of it: the caustic, the cusp line itself.
            const double largest = *std::max_element(envelope.begin(), envelope.end());
            std::size_t peak = envelope.size() - 2;
            while (peak > 0 && !(envelope[peak] >= 0.3 * largest && envelope[peak] >= envelope[peak + 1] &&
                                 envelope[peak] >= envelope[peak - 1]))
                --peak;
            std::size_t out = peak;
            while (out + 1 < envelope.size() && envelope[out + 1] > 0.66 * envelope[peak]) ++out;
            const double fraction = (envelope[out] - 0.66 * envelope[peak]) / (envelope[out] - envelope[out + 1]);
            const double bestZ = 0.25 * (double(out) + fraction);
            sx += behind, sz += bestZ, sxx += behind * behind, sxz += behind * bestZ;
            ++count;
        }
        const double slope = (count * sxz - sx * sz) / (count * sxx - sx * sx);
        const double angle = std::atan(slope) * 180.0 / kPi;
        EXPECT_NEAR(angle, kelvin, 1.0) << "side " << side;
        std::printf("Kelvin wake at Fr %.2f, side %+.0f: %.2f degrees (Kelvin %.2f)\n", kFroude, side, angle, kelvin);
    }
}

// The field adds to its base: still, it is the base bit for bit; with waves, the base plus its
// own heights, and nothing outside its window.
TEST(FreeSurfaceField, AddsItsWavesToTheBaseWithinItsWindow) {
    const SineWaves swell(std::vector<SineWave>{{0.5, 40.0, 1.0, 0.0, 0.3}});
    FreeSurfaceField field(swell, test::freeSurfaceSettings(64, 0.5), 100.0, -50.0);
    const std::vector<float> xs{-20.0f, -3.3f, 0.0f, 7.9f, 15.0f, 40.0f};
    const std::vector<float> zs{0.0f, 2.1f, -14.0f, 5.5f, 15.5f, 3.0f};
    std::vector<float> base(xs.size()), got(xs.size());
    const PointBatch points{{100.0, 0.0, -50.0}, xs.data(), nullptr, zs.data(), xs.size()};
    swell.sampleHeights(points, 3.0, 0.1, base.data());
    field.sampleHeights(points, 3.0, 0.1, got.data());
    for (std::size_t i = 0; i < xs.size(); ++i) EXPECT_EQ(got[i], base[i]) << i;

    ASSERT_TRUE(field.tryAddVolumeSource(100.0, -50.0, 0.2, 0.5));
    field.step(0.05);
    field.sampleHeights(points, 3.0, 0.1, got.data());
    swell.sampleHeights(points, 3.0, 0.1, base.data());
    const FreeSurfaceField::Window w = field.window();
    EXPECT_NEAR(w.originX, 100.0 - 16.0, 1e-12);
    EXPECT_NEAR(w.originZ, -50.0 - 16.0, 1e-12);
    std::vector<float> own(w.cells * w.cells);
    field.copyHeights(own.data());
    // The node at the source: the window's (32, 32).
    EXPECT_GT(own[32 * w.cells + 32], 0.0f);
    const double atSource = field.heightAt(100.0, -50.0, 3.0) - swell.heightAt(100.0, -50.0, 3.0);
    EXPECT_NEAR(atSource, double(own[32 * w.cells + 32]), 1e-6);
    // The slopes a renderer takes its normals from: the heights' central differences inside (at
    // the node (34, 33), on the ring's flank), one-sided at the edge.
    std::vector<float> slopeX(own.size()), slopeZ(own.size());
    field.copySlopes(slopeX.data(), slopeZ.data());
    const std::size_t n = w.cells, flank = 33 * n + 34;
    EXPECT_NE(slopeX[flank], 0.0f);
    EXPECT_FLOAT_EQ(slopeX[flank], float((double(own[flank + 1]) - double(own[flank - 1])) / (2.0 * w.spacing)));
    EXPECT_FLOAT_EQ(slopeZ[flank], float((double(own[flank + n]) - double(own[flank - n])) / (2.0 * w.spacing)));
    EXPECT_FLOAT_EQ(slopeX[5 * n], float((double(own[5 * n + 1]) - double(own[5 * n])) / w.spacing));
    // (40, 3) and (-20, 0) from the focus lie outside the 32 m window: the base alone.
    EXPECT_EQ(got[5], base[5]);
    EXPECT_EQ(got[0], base[0]);
}

// The state saved and restored steps on bit for bit, the window moved and all; and moving the
// window keeps the waves that stay in it where they are.
TEST(FreeSurfaceField, ARestoredStateStepsOnBitForBitAndTheWindowMovesByWholeCells) {
    const FlatWater calm(0.0);
    FreeSurfaceField field(calm, test::freeSurfaceSettings(64, 1.0));
    auto drive = [](FreeSurfaceField& f, int from, int to) {
        for (int i = from; i < to; ++i) {
            ASSERT_TRUE(f.tryAddVolumeSource(0.3 * i, 1.0, 0.4, std::sin(0.2 * i)));
            ASSERT_TRUE(f.tryAddPressure(-2.0, 0.1 * i, 50.0));
            f.setFocus(0.3 * i, 0.0);
            f.step(1.0 / 120.0);
        }
    };
    drive(field, 0, 40);
    const FreeSurfaceState saved = field.state();
    drive(field, 40, 80);
    const FreeSurfaceState first = field.state();
    ASSERT_TRUE(field.tryRestore(saved));
    drive(field, 40, 80);
    const FreeSurfaceState second = field.state();
    EXPECT_EQ(first.height, second.height);
    EXPECT_EQ(first.potential, second.potential);
    EXPECT_EQ(first.velocityY, second.velocityY);
    EXPECT_EQ(first.energy, second.energy);
    EXPECT_GT(first.energy, 0.0);

    // Moving the window 5 cells along x and 3 back along z: the heights at the same world points.
    const FreeSurfaceField::Window before = field.window();
    const double probeX = before.originX + 30.0, probeZ = before.originZ + 30.0;
    const double height = field.heightAt(probeX, probeZ, 0.0);
    field.setFocus(before.originX + 32.0 + 5.0, before.originZ + 32.0 - 3.0);
    EXPECT_NEAR(field.window().originX, before.originX + 5.0, 1e-12);
    EXPECT_NEAR(field.window().originZ, before.originZ - 3.0, 1e-12);
    EXPECT_EQ(field.heightAt(probeX, probeZ, 0.0), height);
}

/// A task system that splits the work as unlike the calling thread as it can: every item its own
/// range, the last first. What it runs must give the same bits (TaskSystem.h).
class OneItemAtATimeBackwards final : public TaskSystem {
public:
    void parallelFor(std::size_t count, std::size_t, RangeFunction function, void* context) override {
        for (std::size_t item = count; item-- > 0;) function(item, item + 1, context);
        ++calls;
    }
    int calls = 0;
};

// The step's transforms and passes split by rows over the game's threads (tryStep with a task
// system): any split and order of the rows gives the field the calling thread alone gives it, bit
// for bit, with sources at every depth and a pressure (every plane of the step in use).
TEST(FreeSurfaceField, StepsToTheSameBitsHoweverItsRowsAreSplit) {
    const FlatWater calm(0.0);
    FreeSurfaceField alone(calm, test::freeSurfaceSettings(64, 1.0)), split(calm, test::freeSurfaceSettings(64, 1.0));
    OneItemAtATimeBackwards tasks;
    for (int i = 0; i < 30; ++i)
        for (FreeSurfaceField* f : {&alone, &split}) {
            for (double depth : {0.0, 0.4, 0.9, 1.7, 5.0}) ASSERT_TRUE(f->tryAddVolumeSource(0.3 * i, 1.0, depth, std::sin(0.2 * i)));
            ASSERT_TRUE(f->tryAddPressure(-2.0, 0.1 * i, 50.0));
            if (f == &alone)
                f->step(1.0 / 120.0);
            else
                f->step(1.0 / 120.0, tasks);
        }
    EXPECT_GT(tasks.calls, 0);  // the split was used
    const FreeSurfaceState a = alone.state(), b = split.state();
    EXPECT_EQ(a.height, b.height);
    EXPECT_EQ(a.potential, b.potential);
    EXPECT_EQ(a.velocityX, b.velocityX);
    EXPECT_EQ(a.velocityY, b.velocityY);
    EXPECT_EQ(a.velocityZ, b.velocityZ);
    EXPECT_EQ(a.depthHeight, b.depthHeight);
    EXPECT_EQ(a.energy, b.energy);
    EXPECT_GT(a.energy, 0.0);  // something to compare
}

// A place is its field's: one another field found, whose nodes or source depths this one does not
// have, is refused by name, for a source and for the head, instead of written or read past the
// field's arrays (a game that kept a body's sources across a change of field, or BuoyancyAction
// before it dropped them: FreeSurfaceAction.AnotherFieldTakesNoneOfTheOldFieldsSources).
TEST(FreeSurfaceField, RefusesAPlaceFoundByAnotherFieldOfAnotherSize) {
    const FlatWater calm(0.0);
    FreeSurfaceSettings deep = test::freeSurfaceSettings(128, 1.0);
    deep.sourceDepths = 8;  // 0, 0.5, 1, 2, 4, 8, 16 and 32 m
    FreeSurfaceField big(calm, deep), small(calm, test::freeSurfaceSettings(64, 1.0));
    FreeSurfacePlace far, deepDown;
    ASSERT_TRUE(big.placeOf(50.5, 50.5, 0.2, far));      // node 50 * 128 + 50 of the big lattice
    ASSERT_TRUE(big.placeOf(1.5, 1.5, 40.0, deepDown));   // within the small one's nodes, at depth 7
    const Status pastNodes = small.tryAddVolumeSource(far, 1.0), pastDepths = small.tryAddVolumeSource(deepDown, 1.0);
    ASSERT_FALSE(pastNodes);
    ASSERT_FALSE(pastDepths);
    EXPECT_TRUE(test::mentions(pastNodes.error().message(), "a source's place is not one of this field's (node 6450 is outside its 4096 nodes)"))
        << pastNodes.error().message();
    EXPECT_TRUE(test::mentions(pastDepths.error().message(), "source depth 7 is past its 4")) << pastDepths.error().message();
#if HYDRO_EXCEPTIONS
    const std::string thrown = test::thrownMessage([&] { (void)small.headAt(far); });
    EXPECT_TRUE(test::mentions(thrown, "FreeSurfaceField::headAt: the place is not one of this field's (node 6450")) << thrown;
#endif
    EXPECT_TRUE(big.tryAddVolumeSource(far, 1.0));  // its own field takes it
}

TEST(FreeSurfaceField, RefusesBadSettingsAndSourcesByName) {
    const FlatWater calm(0.0);
    auto refusal = [&](FreeSurfaceSettings s) {
        auto made = FreeSurfaceField::create(calm, s);
        return made ? std::string() : made.error().message();
    };
    FreeSurfaceSettings s = test::freeSurfaceSettings(100, 1.0);
    EXPECT_NE(refusal(s).find("cells = 100"), std::string::npos) << refusal(s);
    s = test::freeSurfaceSettings(64, 0.0);
    EXPECT_NE(refusal(s).find("spacing"), std::string::npos);
    s = test::freeSurfaceSettings(64, 1.0, -1.0);
    EXPECT_NE(refusal(s).find("depth"), std::string::npos);
    s = test::freeSurfaceSettings(64, 1.0);
    s.absorbingWidth = 30.0;
    EXPECT_NE(refusal(s).find("absorbingWidth"), std::string::npos);
    s = test::freeSurfaceSettings(64, 1.0);
    s.density = std::nan("");
    EXPECT_NE(refusal(s).find("density"), std::string::npos);

    FreeSurfaceField field(calm, test::freeSurfaceSettings(64, 1.0));
    const Status nan = field.tryAddVolumeSource(0.0, 0.0, 0.1, std::nan(""));
    ASSERT_FALSE(nan);
    EXPECT_NE(nan.error().message().find("source flux"), std::string::npos);
    ASSERT_FALSE(field.tryAddVolumeSource(0.0, 0.0, -0.1, 1.0));
    ASSERT_FALSE(field.tryAddPressure(0.0, std::numeric_limits<double>::infinity(), 1.0));
    ASSERT_FALSE(field.tryStep(0.0));
    ASSERT_FALSE(field.trySetFocus(std::nan(""), 0.0));
    // Outside the window: dropped and counted; deeper than the deepest source depth: counted.
    ASSERT_TRUE(field.tryAddVolumeSource(500.0, 0.0, 0.1, 1.0));
    EXPECT_EQ(field.droppedSources(), 1u);
    ASSERT_TRUE(field.tryAddVolumeSource(0.0, 0.0, 100.0, 1.0));
    EXPECT_EQ(field.clampedSources(), 1u);

    FreeSurfaceState bad = field.state();
    bad.potential.pop_back();
    const Status shortState = field.tryRestore(bad);
    ASSERT_FALSE(shortState);
    EXPECT_NE(shortState.error().message().find("potential holds 4095"), std::string::npos) << shortState.error().message();
    bad = field.state();
    bad.height[70] = std::numeric_limits<float>::infinity();
    const Status infinite = field.tryRestore(bad);
    ASSERT_FALSE(infinite);
    EXPECT_NE(infinite.error().message().find("height at node (column 6, row 1)"), std::string::npos)
        << infinite.error().message();
}

} // namespace
} // namespace hydro
