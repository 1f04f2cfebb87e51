// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// Reading an OBJ with tinyobjloader, from memory only (ObjParser.h), and HullMesh::fromObjFile and
// fromObjText on it.

#include "mesh/ObjParser.h"

#include "hydro/HullMesh.h"

#include "mesh/HullMeshBuilder.h"

#include <tiny_obj_loader.h>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>

namespace hydro {
namespace {

/// The longest number token passed to tinyobjloader, and the most exponent digits in it.
/// tinyobjloader 2.0's number parsers accumulate digits in an int without a bound (the exponent of
/// `v 0e2147483649`, a face index of eleven digits): signed overflow, undefined behaviour. No real
/// coordinate needs more than a few exponent digits, and no index more than ten.
constexpr std::size_t kMaxNumberLength = 64;
constexpr std::size_t kMaxExponentDigits = 3;
constexpr std::size_t kMaxIndexDigits = 9;

MeshError refuseToken(const std::string& source, std::size_t lineNumber, const std::string& token,
                      const std::string& why) {
    return MeshError(source, MeshRule::Unreadable, "line " + std::to_string(lineNumber),
                    "'" + token.substr(0, kMaxNumberLength) + "' " + why);
}

/// Digits in the exponent of a number token ("1.5e-012" has 3), 0 without one.
std::size_t exponentDigits(const std::string& token) {
    const std::size_t e = token.find_first_of("eE");
    if (e == std::string::npos) return 0;
    std::size_t i = e + 1;
    if (i < token.size() && (token[i] == '+' || token[i] == '-')) ++i;
    return token.size() - i;
}

/// A pre-scan of the statements tinyobjloader parses numbers from, before it sees them:
/// - `v` coordinates that strtod reads as NaN or infinite (tinyobjloader reads "nan" as 0 without
///   a word, which would silently move a vertex to the origin) are refused, naming the vertex;
/// - number tokens too long, exponents of more than three digits and face, line or point indices of
///   more than nine digits are refused, naming the line (see kMaxNumberLength).
std::optional<MeshError> checkNumbers(const std::string& text, const std::string& source) {
    std::istringstream in(text);
    std::string line;
    std::size_t vertex = 0, lineNumber = 0;
    while (std::getline(in, line)) {
        ++lineNumber;
        std::istringstream fields(line);
        std::string keyword;
        if (!(fields >> keyword)) continue;
        const bool coordinates = keyword == "v" || keyword == "vt" || keyword == "vn" || keyword == "vp";
        const bool indices = keyword == "f" || keyword == "l" || keyword == "p";
        if (!coordinates && !indices) continue;
        if (keyword == "v") ++vertex;
        std::string token;
        for (int k = 0; fields >> token; ++k) {
            if (token.size() > kMaxNumberLength) return refuseToken(source, lineNumber, token, "is too long for a number");
            if (indices) {
                std::istringstream parts(token);
                for (std::string part; std::getline(parts, part, '/');)
                    if (part.size() > kMaxIndexDigits + 1)  // a sign and nine digits
                        return refuseToken(source, lineNumber, token, "has an index of more than nine digits");
                continue;
            }
            if (exponentDigits(token) > kMaxExponentDigits)
                return refuseToken(source, lineNumber, token, "has an exponent of more than three digits");
            if (keyword == "v" && k < 3 && !std::isfinite(std::strtod(token.c_str(), nullptr)))
                return MeshError(source, MeshRule::NonFinite, "OBJ vertex " + std::to_string(vertex),
                                 std::string("coordinate ") + "xyz"[k] + " is '" + token + "' (line " +
                                     std::to_string(lineNumber) + ")");
        }
    }
    return std::nullopt;
}

/// The edges that belong to a single cap triangle: the caps' rims. Out-of-range indices are left to
/// the caller's range check (they cannot form a rim).
std::vector<std::uint32_t> capBoundary(const std::vector<std::int64_t>& caps, std::size_t vertexCount) {
    std::map<std::pair<std::int64_t, std::int64_t>, int> uses;
    for (std::size_t t = 0; t + 2 < caps.size(); t += 3)
        for (std::size_t k = 0; k < 3; ++k) {
            const std::int64_t a = caps[t + k], b = caps[t + (k + 1) % 3];
            ++uses[{std::min(a, b), std::max(a, b)}];
        }
    std::vector<std::uint32_t> rim;
    for (const auto& [edge, count] : uses)
        if (count == 1 && edge.first >= 0 && std::uint64_t(edge.second) < vertexCount)
            rim.insert(rim.end(), {std::uint32_t(edge.first), std::uint32_t(edge.second)});
    return rim;
}

MeshError fileTooLarge(const std::string& path) {
    return MeshError(path, MeshRule::Unreadable, "file",
                     "is larger than " + std::to_string(HullMesh::kMaxFileBytes >> 20) +
                         " MiB, more than a hull needs (simplify it)");
}

} // namespace

Result<void, MeshError> checkRegularFile(const std::string& path) {
    namespace fs = std::filesystem;
    std::error_code error;
    const fs::file_status status = fs::status(path, error);
    if (error || !fs::exists(status))
        return MeshError(path, MeshRule::Unreadable, "file", "cannot be opened (no such file)");
    if (!fs::is_regular_file(status))
        return MeshError(path, MeshRule::Unreadable, "file", "is not a regular file (a directory, a device or a pipe)");
    const std::uintmax_t size = fs::file_size(path, error);
    if (!error && size > HullMesh::kMaxFileBytes) return fileTooLarge(path);
    return {};
}

Result<std::string, MeshError> readWholeFile(const std::string& path) {
    if (Result<void, MeshError> regular = checkRegularFile(path); !regular) return regular.error();
    std::ifstream in(path, std::ios::binary);
    if (!in) return MeshError(path, MeshRule::Unreadable, "file", "cannot be opened");
    // Read in bounded pieces rather than trusting the size seen above (the file may grow meanwhile).
    std::string text;
    char buffer[1 << 16];
    while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
        text.append(buffer, std::size_t(in.gcount()));
        if (text.size() > HullMesh::kMaxFileBytes) return fileTooLarge(path);
    }
    return text;
}

Result<ObjContents, MeshError> parseObj(const std::string& text, const std::string& sourceName) {
    if (std::optional<MeshError> refused = checkNumbers(text, sourceName)) return *refused;
    tinyobj::ObjReaderConfig config;
    config.triangulate = true;
    config.vertex_color = false;
    tinyobj::ObjReader reader;
    // No material text: a `mtllib` statement is read against the empty string, never opened.
    if (!reader.ParseFromString(text, std::string(), config)) {
        std::string why = reader.Error();
        while (!why.empty() && (why.back() == '\n' || why.back() == '.')) why.pop_back();
        return MeshError(sourceName, MeshRule::Unreadable, "file", why.empty() ? "cannot be parsed as OBJ" : why);
    }
    ObjContents contents;
    const std::vector<tinyobj::real_t>& coordinates = reader.GetAttrib().vertices;
    contents.xyz.assign(coordinates.begin(), coordinates.end());
    std::vector<std::int64_t> caps;
    for (const tinyobj::shape_t& shape : reader.GetShapes()) {  // every object and group, one hull
        auto& to = shape.name == kCapGroupName ? caps : contents.indices;
        for (const tinyobj::index_t& corner : shape.mesh.indices) to.push_back(corner.vertex_index);
        contents.lineAndPointElements += shape.lines.num_line_vertices.size() + shape.points.indices.size();
    }
    contents.capTriangles = caps.size() / 3;
    contents.indices.insert(contents.indices.end(), caps.begin(), caps.end());
    contents.openingRim = capBoundary(caps, contents.xyz.size() / 3);
    std::istringstream warnings(reader.Warning());
    for (std::string warning; std::getline(warnings, warning);)
        if (!warning.empty() && warning != ".") contents.warnings.push_back("OBJ reader: " + warning);
    return contents;
}

Result<HullMesh, MeshError> HullMesh::tryFromObjText(const std::string& text, const std::string& sourceName,
                                                     const Options& options) {
    const Result<ObjContents, MeshError> parsed = parseObj(text, sourceName);
    if (!parsed) return parsed.error();
    const ObjContents& contents = parsed.value();
    HullMeshBuilder builder(options, sourceName, true);
    for (const std::string& warning : contents.warnings) builder.addWarning(warning);
    builder.setOpeningRim(contents.openingRim);
    return builder.build(contents.xyz.data(), contents.xyz.size() / 3, contents.indices.data(),
                         contents.indices.size() / 3);
}

Result<HullMesh, MeshError> HullMesh::tryFromObjFile(const std::string& path, const Options& options) {
    const Result<std::string, MeshError> text = readWholeFile(path);
    if (!text) return text.error();
    return tryFromObjText(text.value(), path, options);
}

HullMesh HullMesh::fromObjText(const std::string& text, const std::string& sourceName, const Options& options) {
    return orThrow(tryFromObjText(text, sourceName, options));
}

HullMesh HullMesh::fromObjFile(const std::string& path, const Options& options) {
    return orThrow(tryFromObjFile(path, options));
}

} // namespace hydro
