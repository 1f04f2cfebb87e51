// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file MeshError.h
/// The error a hull mesh is refused with: which source, which validation rule, which element.

#include "hydro/Result.h"

#include <stdexcept>
#include <string>

namespace hydro {

/// The validation rules a hull mesh must pass (docs/architecture.md §3). Each has a broken example in
/// assets/hulls/broken/ and a test.
enum class MeshRule {
    Unreadable,          ///< the file cannot be opened or parsed
    Empty,               ///< no vertex, no triangle, or none left after dropping degenerate ones
    NonFinite,           ///< a coordinate is NaN or infinite
    CoordinateOutOfRange,  ///< a coordinate is beyond Limits.h's kMaxHullCoordinate (1e5 m)
    IndexOutOfRange,     ///< a triangle refers to a vertex that does not exist
    NonManifoldEdge,     ///< an edge is shared by more than two triangles
    OpenEdge,            ///< an edge belongs to only one triangle (the hull is not closed)
    InconsistentWinding, ///< two triangles run along a shared edge in the same direction
    InwardOrientation,   ///< a closed part has negative signed volume (normals point inward)
    ZeroVolume,          ///< a closed part encloses no volume (a flat, double-sided sheet)
    TriangleBudget,      ///< hull preparation cannot simplify the mesh to the budget asked for
};

/// A short human name for the rule, as printed in messages ("open edge", ...).
const char* ruleName(MeshRule rule);

/// Why a hull was refused: the error of HullMesh's value forms (Result<HullMesh, MeshError>), and what
/// their throwing forms throw. what() and message() read
/// "<source>: <rule>: <element>: <explanation>", e.g.
/// "broken/open_edge.obj: open edge: edge (OBJ vertex 3, OBJ vertex 7) of triangle 5: ...".
class MeshError : public std::runtime_error {
public:
    MeshError(std::string source, MeshRule rule, std::string element, const std::string& detail);

    const std::string& source() const { return source_; }   ///< file name or "<arrays>"
    MeshRule rule() const { return rule_; }                  ///< the rule that failed
    const std::string& element() const { return element_; } ///< the first offending element
    std::string message() const { return what(); }           ///< the whole sentence, as what()

private:
    std::string source_;
    MeshRule rule_;
    std::string element_;
};

inline namespace HYDRO_REFUSAL_NAMESPACE {
/// How a throwing convenience reports a MeshError: as itself (Result.h's orThrow).
[[noreturn]] inline void throwError(const MeshError& error) {
#if HYDRO_EXCEPTIONS
    throw error;
#else
    detail::stop(error.message());
#endif
}
} // inline namespace HYDRO_REFUSAL_NAMESPACE

} // namespace hydro
