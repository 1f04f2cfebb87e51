// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file FreeSurfaceField.h
/// Water that answers: a linear free-surface field that sources disturb (a body's displaced volume,
/// a pressure on the surface), on a square window that follows what the game says matters, added
/// to any other surface (calm water, the ocean, Gerstner, the game's own grid). Each Fourier mode of
/// the window is advanced exactly over a step (an exponential integrator, as Tessendorf's eWave,
/// 2014), so waves of every length travel at the dispersion relation's speeds, omega^2 = g k
/// tanh(k h), whatever the step; an absorbing band round the window's edge takes outgoing waves
/// out. Deterministic: the same sources and steps give the same field bit for bit
/// (docs/water.md §8).

#include "hydro/Result.h"
#include "hydro/TaskSystem.h"
#include "hydro/WaterSurface.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace hydro {

/// Where a point lies in a FreeSurfaceField, found once for the several uses of one place (a body's
/// wet piece: the pressure it feels and the source it is): its four nodes and their bilinear
/// weights, and the two source depths round it and its share of the deeper. Valid until the
/// field's window moves.
struct FreeSurfacePlace {
    std::array<std::uint32_t, 4> node{};  ///< lattice indices
    std::array<double, 4> weight{};
    std::uint32_t upper = 0;  ///< the source depth at or above it
    double deeper = 0.0;      ///< its share of the next one down
    bool clamped = false;     ///< deeper than the last source depth, taken there
};

struct FreeSurfaceSettings {
    /// Nodes along each side of the window, a power of two in [32, 1024].
    int cells = 128;
    /// Distance between nodes, m. The shortest wave the field carries well is four of them; make it
    /// an eighth of the shortest wave the sources should make: a sixteenth of a hull's length gives
    /// the wake of a hull at a length Froude number of 0.3 (its waves 2 pi 0.3^2 L = 0.57 L long)
    /// nine cells a wave, as the Kelvin and Michell checks of docs/water.md §8 had. The default is
    /// a window's (128 m of 1 m cells round a 10 m boat), not a rule: set it from the hulls.
    double spacing = 1.0;
    /// Depth of the water, m; infinity for deep water.
    double depth = std::numeric_limits<double>::infinity();
    /// Width of the absorbing band inside each edge of the window, m; 0: an eighth of the window.
    /// Waves up to this long leave through it (docs/water.md §8 gives the reflection measured).
    double absorbingWidth = 0.0;
    double gravity = 9.81;  ///< m/s^2
    double density = 1025.0;  ///< the water's, kg/m^3: a pressure source's force over it
    /// A volume source's depth sets which waves it makes (a wave of number k from depth d is
    /// e^{-k d} of one at the surface). Sources are shared between the two nearest of these depths:
    /// 0, then `sourceDepthStep` times 1, 2, 4, ... (`sourceDepths` of them); a source deeper than
    /// the last is taken at the last (and counted, clampedSources()). 0: half a cell.
    double sourceDepthStep = 0.0;
    int sourceDepths = 4;
};

/// The field's state, to save and restore (a game's rollback, a replay, a test's initial waves):
/// the heights and the velocity potential at the window's nodes (what the next step starts from),
/// the surface's velocities and the heights felt at depth there (what queries read until then), and
/// where the window is.
/// Sources added since the last step are not part of it.
struct FreeSurfaceState {
    double time = 0.0;
    double energy = 0.0;                         ///< J, as energy() gives it
    std::int64_t firstColumn = 0, firstRow = 0;  ///< the window's first node on the field's lattice
    std::vector<float> height;     ///< cells^2, row z then column x, in window order, m
    std::vector<float> potential;  ///< the velocity potential at the surface, same layout, m^2/s
    std::vector<float> velocityX, velocityY, velocityZ;  ///< the surface's velocity, same layout, m/s
    /// headAt's heights at each source depth below the first (sourceDepths - 1 arrays), same layout, m
    std::vector<std::vector<float>> depthHeight;
};

class FreeSurfaceField final : public WaterSurface {
public:
    /// A still field over `base` (which must outlive it) with the window centred on `focus` (x, z).
    /// Refused, naming the field, for cells that are not a power of two in [32, 1024], a spacing
    /// outside [0.001, 1e4] m, a depth that is not positive, an absorbing band that is negative or
    /// wider than a third of the window, a gravity or density outside Limits.h, source depths
    /// outside [1, 16]. (It holds large buffers and does not move: the value form gives it in a
    /// unique_ptr.)
    static Result<std::unique_ptr<FreeSurfaceField>> create(const WaterSurface& base,
                                                            const FreeSurfaceSettings& settings = {},
                                                            double focusX = 0.0, double focusZ = 0.0);
    /// create(), thrown (Result.h's orThrow).
    FreeSurfaceField(const WaterSurface& base, const FreeSurfaceSettings& settings = {}, double focusX = 0.0,
                     double focusZ = 0.0);
    ~FreeSurfaceField() override;
    FreeSurfaceField(const FreeSurfaceField&) = delete;
    FreeSurfaceField& operator=(const FreeSurfaceField&) = delete;

    /// Sources for the next step, held until it: volume put into the water (m^3/s; negative takes it
    /// out) at the world point (x, z), `depth` m below the surface, and a downward force on the
    /// surface round (x, z) (N: a pressure times its area). Each is shared between its four nearest
    /// nodes. Refused, naming the value, when one is not finite or is beyond Limits.h; a source
    /// outside the window is dropped and counted (droppedSources()), as it makes no wave the field
    /// could carry.
    Status tryAddVolumeSource(double x, double z, double depth, double flux);
    Status tryAddPressure(double x, double z, double force);

    /// The place of the world point (x, z) `depth` m below the mean surface; false (and `out`
    /// unusable) outside the window or for a depth that is not >= 0.
    bool placeOf(double x, double z, double depth, FreeSurfacePlace& out) const;
    /// headAt and tryAddVolumeSource at a place found by this field's placeOf. A place whose nodes
    /// or source depth this field does not have (another field's, of another size) is refused,
    /// naming them: tryAddVolumeSource returns the refusal, headAt throws it (or, without
    /// exceptions, stops with it).
    double headAt(const FreeSurfacePlace& place) const;
    Status tryAddVolumeSource(const FreeSurfacePlace& place, double flux);

    /// The field's height as a point `depth` m below the mean surface feels it, m: each wave
    /// attenuated as a source at that depth would make it (e^{-k depth} in deep water), so that
    /// rho g times it is the field's pressure there (docs/water.md §8). Shared between the nodes
    /// and the source depths exactly as a source there is: a body's sources and the pressure it
    /// feels are each other's adjoint, and the power it puts into the field is rho g times its flux
    /// times this. 0 outside the window. A point outside Limits.h or a depth that is not finite and
    /// >= 0 is refused, naming it (thrown, or stopped without exceptions).
    double headAt(double x, double z, double depth) const;

    /// Advances the field by `dt` s with the sources added since the last step, held constant over
    /// it, then forgets them. Refused for dt not in (0, 10] s. Its transforms and its passes over
    /// the nodes and the modes are split by rows over `tasks` (the game's threads; none: the
    /// calling thread), with the same bits for any thread count.
    Status tryStep(double dt, TaskSystem& tasks);
    Status tryStep(double dt);
    void step(double dt, TaskSystem& tasks);  ///< tryStep, thrown
    void step(double dt);                     ///< tryStep, thrown

    /// Moves the window so that (x, z) is at its centre, by whole cells: nodes that leave are
    /// forgotten, nodes that enter start still (the absorbing band has taken the field out near the
    /// edges, so the move does not disturb what stays). Refused, naming it, for a coordinate beyond
    /// Limits.h.
    Status trySetFocus(double x, double z);
    void setFocus(double x, double z);  ///< trySetFocus, thrown

    /// The base surface's heights and velocities at `time` plus the field's at its last step,
    /// whatever `time` is: the field has one clock, advanced by step(). Cubic between nodes
    /// (docs/water.md §3); nothing outside the window. Velocities are the surface's (the field's
    /// potential's gradient and the surface's rate of rise), the same at every depth.
    void sample(const PointBatch& points, double time, double relativeTo, const SampleOutputs& out) const override;
    void prepare(double time) const override { base_.prepare(time); }
    /// The shorter of the base's and two cells.
    double shortestWavelength() const override;

    /// The field's clock: the sum of the steps taken, s.
    double time() const { return time_; }
    /// Where the window is: world x and z of its first node, the spacing and the nodes per side.
    struct Window {
        double originX = 0.0, originZ = 0.0, spacing = 0.0;
        std::size_t cells = 0;
    };
    Window window() const;
    /// The field's heights alone (without the base) at the window's nodes, cells^2 floats, row z then
    /// column x: what a renderer uploads as a texture over window().
    void copyHeights(float* out) const;
    /// The field's slopes at the same nodes, d eta/dx and d eta/dz (central differences across two
    /// cells; the window's edge nodes take the one-sided one), cells^2 floats each: a renderer adds
    /// them to its base water's and takes the normal (-dx, 1, -dz) normalised.
    void copySlopes(float* outX, float* outZ) const;
    /// The energy of the field's waves at its last step, J: potential (rho g eta^2 / 2) and kinetic
    /// (rho phi phi_n / 2) summed over the window.
    double energy() const { return energy_; }

    /// The state, to save; and back, after which the field steps and answers as it did from the
    /// saved state, bit for bit (refused, naming the array and node, if an array is not cells^2
    /// long or holds a value that is not finite).
    FreeSurfaceState state() const;
    Status tryRestore(const FreeSurfaceState& state);

    /// Sources dropped for falling outside the window, and taken at the last source depth for being
    /// deeper, since construction.
    std::size_t droppedSources() const { return droppedSources_; }
    std::size_t clampedSources() const { return clampedSources_; }

    const FreeSurfaceSettings& settings() const { return settings_; }
    /// The surface the field is added to.
    const WaterSurface& base() const { return base_; }

private:
    struct Spectral;

    /// Window order <-> the lattice's: node (i, j) of the window is at array index
    /// ((firstColumn_ + i) mod n, (firstRow_ + j) mod n), so that moving the window moves no node.
    std::size_t arrayIndex(std::int64_t column, std::int64_t row) const;
    /// The first of `place`'s nodes or source depths past this field's arrays (none: the place is
    /// this field's), and what a refusal says of it. Numbers, not a message, on the way of every
    /// source and head: an empty message there was 2.5 % of a frame of 64 coupled boats (perf), and
    /// FreeSurfaceMeasure goes from 10.96 to 10.70 µs without it.
    struct ForeignPart {
        const char* what;  ///< "node" or "source depth"
        std::size_t index;
        const char* relation;  ///< to the count: " is outside its ", " is past its "
        std::size_t count;
        const char* unit;
    };
    std::optional<ForeignPart> foreignPart(const FreeSurfacePlace& place) const;
    static std::string whyNotMine(const ForeignPart& part);
    void refreshAbsorption();

    const WaterSurface& base_;
    FreeSurfaceSettings settings_;
    std::size_t n_;
    double spacing_, inverseSpacing_;
    double anchorX_, anchorZ_;  ///< world (x, z) of the lattice's node (0, 0)
    std::int64_t firstColumn_ = 0, firstRow_ = 0;
    double time_ = 0.0, energy_ = 0.0;
    std::vector<double> sourceDepths_;
    std::vector<double> shareDecay_;  ///< per source depth: e^{-k d} of the wave placeOf shares exactly
    std::vector<float> height_, potential_;           ///< n^2, lattice order (index = (row mod n) n + column mod n)
    std::vector<std::vector<float>> volumeSources_;   ///< per source depth, m/s over a node's cell
    std::vector<float> pressureSource_;               ///< Pa
    std::vector<std::vector<float>> depthHeads_;      ///< per source depth below the first: headAt's heights
    std::vector<bool> sourceDepthUsed_;
    bool pressureUsed_ = false;
    std::vector<float> absorbColumn_, absorbRow_;     ///< per lattice column and row: absorption rate, 1/s
    /// What sample() reads: ApronGrids (CubicSampling.h) of the heights and the velocities.
    std::vector<float> apronHeight_, apronVx_, apronVy_, apronVz_;
    std::unique_ptr<Spectral> spectral_;
    std::size_t droppedSources_ = 0, clampedSources_ = 0;
};

} // namespace hydro
