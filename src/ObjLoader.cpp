// HullMesh::fromObjFile: reading an OBJ file with tinyobjloader.

#include "hydro/HullMesh.h"

#include "HullMeshBuilder.h"

#include <tiny_obj_loader.h>

#include <cmath>
#include <cstdlib>
#include <fstream>
#include <sstream>

namespace hydro {
namespace {

/// tinyobjloader reads the token "nan" as 0 without a word, which would silently move a vertex to
/// the origin. This pre-scan of the `v` lines finds such a coordinate so it is refused instead.
void refuseNonNumericVertices(const std::string& path) {
    std::ifstream in(path);
    std::string line;
    std::size_t vertex = 0, lineNumber = 0;
    while (std::getline(in, line)) {
        ++lineNumber;
        if (line.size() < 2 || line[0] != 'v' || (line[1] != ' ' && line[1] != '\t')) continue;
        ++vertex;
        std::istringstream fields(line.substr(2));
        std::string token;
        for (int k = 0; k < 3 && fields >> token; ++k) {
            const double value = std::strtod(token.c_str(), nullptr);
            if (!std::isfinite(value))
                throw MeshError(path, MeshRule::NonFinite, "OBJ vertex " + std::to_string(vertex),
                                std::string("coordinate ") + "xyz"[k] + " is '" + token + "' (line " +
                                    std::to_string(lineNumber) + ")");
        }
    }
}

} // namespace

HullMesh HullMesh::fromObjFile(const std::string& path, const Options& options) {
    tinyobj::ObjReaderConfig config;
    config.triangulate = true;
    config.vertex_color = false;
    tinyobj::ObjReader reader;
    if (!reader.ParseFromFile(path, config)) {
        std::string why = reader.Error();
        while (!why.empty() && (why.back() == '\n' || why.back() == '.')) why.pop_back();
        throw MeshError(path, MeshRule::Unreadable, "file", why.empty() ? "cannot be parsed as OBJ" : why);
    }
    refuseNonNumericVertices(path);

    const std::vector<tinyobj::real_t>& coordinates = reader.GetAttrib().vertices;
    std::vector<float> xyz(coordinates.begin(), coordinates.end());
    std::vector<std::int64_t> indices;
    for (const tinyobj::shape_t& shape : reader.GetShapes())  // every object and group, one hull
        for (const tinyobj::index_t& corner : shape.mesh.indices) indices.push_back(corner.vertex_index);

    HullMeshBuilder builder(options, path, true);
    std::istringstream warnings(reader.Warning());
    for (std::string warning; std::getline(warnings, warning);)
        if (!warning.empty() && warning != ".") builder.addWarning("OBJ reader: " + warning);
    return builder.build(xyz.data(), xyz.size() / 3, indices.data(), indices.size() / 3);
}

} // namespace hydro
