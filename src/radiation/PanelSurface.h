// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// The wetted surface as the panel method sees it (docs/added_mass.md §1): the hull's triangles cut
// at the surface, cut finer where they are large against the panel budget, grouped into panels of
// one source strength each; and the part of the boundary-integral system that the Rankine source
// 1/r and its mirror image make, which both the frequency limits (AddedMass.cpp) and the finite
// frequencies (Radiation.cpp) start from. Internal to the panel method.

#include "hydro/Hydrostatics.h"
#include "hydro/HullMesh.h"
#include "hydro/Matrix6.h"
#include "hydro/Result.h"
#include "hydro/Vec3.h"
#include "hydro/WaterProperties.h"
#include "radiation/SourcePanel.h"

#include <Eigen/Dense>

#include <cstddef>
#include <string>
#include <vector>

namespace hydro::radiation {

/// Beyond this many of a panel's radii, its influence is that of its total source at its centroid:
/// a flat panel's first moment about its centroid is zero, so the error is the quadrupole's,
/// (radius / distance)^2 / 2 at most, 3 % of the panel's share at 4 radii, and its sign changes
/// around the panel, so the sum over hundreds of them moves the added mass by 0.1 to 0.2 % (measured
/// on the tests' sphere, hemisphere and spheroids against the panels integrated exactly everywhere).
inline constexpr double kFarField = 4.0;

/// How much a grouping's cells grow when they still give too many panels: the count falls about as
/// the square of it, so a few rounds reach any budget, and the panels made may fall that many
/// squared short of it (Radiation.cpp's refusal for short waves allows for it).
inline constexpr double kCellGrowth = 1.25;

/// One unknown of the solve: a source strength spread over one or more triangles facing the same way.
struct Panel {
    std::vector<std::size_t> triangles;
    Vec3 centroid;        ///< area-weighted
    double area = 0.0;
    double radius = 0.0;  ///< of the smallest sphere about the centroid holding its corners
};

/// In world axes with the centre of gravity at (0, heave, 0) and the surface y = 0. The hull's
/// triangles and panels come first; those of the interior lid (panelSurfaceWithLid), if any, after them.
struct PanelSurface {
    std::vector<SourceTriangle> triangles;  ///< the wetted pieces, refined, then the lid's
    std::vector<Panel> panels;
    std::vector<std::size_t> panelOf;       ///< each triangle's panel
    std::size_t hullTriangles = 0, hullPanels = 0;
    std::size_t wettedPieces = 0;           ///< before refinement, the inner surfaces' included
    double wettedArea = 0.0;                ///< m^2, the water's boundary: the inner surfaces' left out
    /// The hull's triangles (as refined) that faced into the body, not the water, and were left out
    /// of the solve (InnerSurfaces.h), and their area, m^2.
    std::size_t innerTriangles = 0;
    double innerArea = 0.0;
    /// Of the hull's triangles, those of a part folded inside out that faced into the body and were
    /// turned round (InnerSurfaces.h), and their area, m^2.
    std::size_t turnedTriangles = 0;
    double turnedArea = 0.0;
    Vec3 centreOfGravity;
    double lidArea = 0.0;                   ///< m^2
    std::size_t waterlineLoops = 0;         ///< closed loops of the hull's section under the surface
    std::size_t loopsLeftOpen = 0;          ///< of them, those the lid could not close (LidReport)
    bool isLid(std::size_t triangle) const { return triangle >= hullTriangles; }
};

/// Why a solve gives no finite figures, for its refusal: the water's boundary has two faces in one
/// place. Facing each other, they are left out (InnerSurfaces.h), and of two parts facing the same
/// way one is; two of one part facing the same way are not.
inline constexpr const char* kSingularSystem =
    "the panels' system is singular, as where two faces of one part of the mesh lie on one another facing the same way "
    "(a mesh folded onto itself twice; prepare_hull --wrap on makes it one clean surface)";

/// What a mesh that passes through itself can leave that InnerSurfaces.h cannot part, for the
/// refusals of solves whose figures a passive body cannot have (the added mass's energy, the
/// radiation's damping): it follows "its mesh" or "the mesh".
inline constexpr const char* kUnpartedFolds =
    "passes through itself in a way the method cannot part (faces of one part on one another facing the same way, or a "
    "thin sheet crumpled through itself; prepare_hull --wrap on makes it one clean surface)";

/// The start of a panel solve's refusal: what was solved, the hull's name and its pose, so that a
/// refusal passed on by a table, a world or a tool still says which body and where.
std::string solveSite(const char* what, const HullMesh& hull, const FloatingPose& pose);

/// Refuses a pose, centre of gravity, water or panel budget the method cannot take; `what` and the
/// hull's name start the message.
Status checkPanelInputs(const char* what, const HullMesh& hull, const FloatingPose& pose, const Vec3& centreOfGravity,
                        const WaterProperties& water, std::size_t maxPanels);

/// What becomes of a wetted piece much longer than it is wide (a cylinder's or a barge's strips running
/// the hull's length): sliced across into pieces of the panel's size (sliceElongated) at finite
/// frequency, where the wave term varies along it and one collocation point on a 40 m strip, or a
/// panel of slivers, cannot follow it (a 40 m cylinder's heave damping came out half Ursell's, or
/// negative); kept at the frequency limits unless asked (AddedMassOptions::sliceLongPieces).
enum class Slivers {
    Kept,
    SlicedAcross,
};

/// The wetted surface of `hull` at `pose`, in at most `maxPanels` panels (empty out of the water).
/// Triangles that face into the body rather than the water (InnerSurfaces.h: surfaces of parts
/// inside or through others) are left out and counted, and the rest grouped again.
PanelSurface panelSurface(const HullMesh& hull, const FloatingPose& pose, const Vec3& centreOfGravity, std::size_t maxPanels,
                          Slivers slivers);

/// The same with an interior lid (docs/added_mass.md §6), which removes the irregular frequencies of a
/// surface-piercing body (the extended boundary integral equation: A. Kleinman, "On the mathematical
/// theory of the motion of floating bodies", J. Eng. Math. 16, 1982; C. H. Lee, J. N. Newman and X.
/// Zhu, Int. J. Numer. Methods Fluids 23, 1996): panels of sources on the hull's section just under
/// the surface, inside it, facing down, on which the normal velocity from below is zero. The
/// interior under the lid is then a mixed problem with no eigenvalues. The section is fanned from
/// each loop's centroid: a loop not star-shaped about it, or a hole in the waterplane (a moonpool),
/// is left open and counted.
PanelSurface panelSurfaceWithLid(const HullMesh& hull, const FloatingPose& pose, const Vec3& centreOfGravity, std::size_t maxPanels,
                                 Slivers slivers);

/// The potential of panel `source`'s unit source density at `point`, and its gradient: exact over its
/// triangles near it, its total source at its centroid far from it.
SourceInfluence panelInfluence(const PanelSurface& surface, const Panel& source, const Vec3& point);

/// The generalised normal N = (n, (x - G) x n) of triangle t (Newman §4.13).
void generalisedNormal(const PanelSurface& surface, std::size_t t, double out[6]);

/// The system for G = 1/r + image / r' (image -1: phi = 0 on the surface; +1: a rigid lid): with
/// phi(x) = -1/(4 pi) sum_j sigma_j integral over panel j of G dS and each panel's boundary
/// condition d phi / dn = N_k on the average over its triangles,
///   normalVelocity sigma = modeNormals  (n x n, n x 6),
/// and  integral of phi N_k dS = weightedPotential sigma  (6 x n), summed triangle by triangle at
/// their centroids.
struct RankineSystem {
    Eigen::MatrixXd normalVelocity, modeNormals, weightedPotential;
};
RankineSystem rankineSystem(const PanelSurface& surface, double image);

/// A matrix in world axes about G (the solve's) turned into the hull's axes at `pose`.
Matrix6 inHullAxes(const Eigen::MatrixXd& worldMatrix, const FloatingPose& pose);

} // namespace hydro::radiation
