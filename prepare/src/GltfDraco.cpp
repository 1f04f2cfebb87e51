// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// The glTF 2.0 specification (Khronos, 2021): §3.5 nodes and their transforms, §3.6 buffers,
// buffer views and accessors, §3.7 mesh primitives, §4.4 the binary container (GLB); and the
// KHR_draco_mesh_compression extension: a primitive's attributes decoded from one buffer view, its
// accessors giving only counts and types.

#include "GltfDraco.h"

#include "hydro/MeshError.h"

#include "mesh/ObjParser.h"  // readWholeFile

#include <draco/compression/decode.h>
#include <nlohmann/json.hpp>

#include <array>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <limits>
#include <optional>
#include <vector>

namespace hydro {
namespace {

using Json = nlohmann::json;
constexpr const char* kDraco = "KHR_draco_mesh_compression";
/// Levels of a node tree; a boat's scene has a handful.
constexpr int kMaxNodeDepth = 1000;
/// Elements an accessor without data may ask for (they are zeros): as many as the largest file's.
constexpr std::size_t kMaxElementsWithoutData = HullMesh::kMaxFileBytes / 4;

/// The JSON and the GLB's binary chunk (empty for a .gltf).
struct GltfParts {
    std::string json;
    std::string binary;
};

std::uint32_t readU32(const std::string& bytes, std::size_t at) {
    std::uint32_t v = 0;
    std::memcpy(&v, bytes.data() + at, 4);  // GLB is little-endian, as every target here
    return v;
}

/// A .glb's chunks (§4.4), or the text of a .gltf; nullopt-like empty json for a broken GLB.
bool splitGlb(const std::string& bytes, GltfParts& parts) {
    if (bytes.size() < 12 || readU32(bytes, 0) != 0x46546C67u) {  // "glTF"
        parts.json = bytes;  // a .gltf: the whole text
        return true;
    }
    std::size_t at = 12;
    for (int chunk = 0; at + 8 <= bytes.size(); ++chunk) {
        const std::size_t length = readU32(bytes, at), type = readU32(bytes, at + 4);
        if (length > bytes.size() - at - 8) return false;
        const std::string data = bytes.substr(at + 8, length);
        if (type == 0x4E4F534Au) parts.json = data;          // "JSON"
        else if (type == 0x004E4942u) parts.binary = data;   // "BIN\0"
        at += 8 + length;
    }
    return !parts.json.empty();
}

std::string decodeBase64(const std::string& text, bool& ok) {
    std::string out;
    std::uint32_t bits = 0;
    int count = 0;
    ok = true;
    for (char c : text) {
        int value;
        if (c >= 'A' && c <= 'Z') value = c - 'A';
        else if (c >= 'a' && c <= 'z') value = c - 'a' + 26;
        else if (c >= '0' && c <= '9') value = c - '0' + 52;
        else if (c == '+') value = 62;
        else if (c == '/') value = 63;
        else if (c == '=') break;
        else { ok = false; return out; }
        bits = (bits << 6) | std::uint32_t(value);
        if ((count += 6) >= 8) {
            count -= 8;
            out.push_back(char((bits >> count) & 0xFFu));
        }
    }
    return out;
}

/// A column-major 4x4 transform (glTF's matrices are column-major).
using Matrix = std::array<double, 16>;
constexpr Matrix kIdentity{1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};

Matrix multiply(const Matrix& a, const Matrix& b) {
    Matrix r{};
    for (std::size_t c = 0; c < 4; ++c)
        for (std::size_t row = 0; row < 4; ++row)
            for (std::size_t k = 0; k < 4; ++k) r[c * 4 + row] += a[k * 4 + row] * b[c * 4 + k];
    return r;
}

class Reader {
public:
    Reader(const std::string& path, const std::string& bytes, MeshFileInfo& info) : path_(path), info_(info) {
        GltfParts parts;
        if (!splitGlb(bytes, parts)) fail("file", "a GLB whose chunks run past its end");
        binary_ = std::move(parts.binary);
        try {
            json_ = Json::parse(parts.json);
        } catch (const Json::exception& e) {
            fail("file", std::string("malformed glTF JSON: ") + e.what());
        }
    }

    MeshArrays read() {
        try {
            loadBuffers();
            const Json& scenes = json_.value("scenes", Json::array());
            const std::size_t scene = whole(json_, "scene", "the file", 0);
            if (scene < scenes.size()) {
                const std::string element = "scenes[" + std::to_string(scene) + "]";
                for (const Json& node : scenes[scene].value("nodes", Json::array()))
                    visit(whole(node, element + ".nodes[]"), kIdentity, 0);
            } else {  // no scene: every node no other names as a child (§3.5.1)
                const Json& nodes = json_.value("nodes", Json::array());
                std::vector<bool> child(nodes.size(), false);
                for (std::size_t n = 0; n < nodes.size(); ++n)
                    for (const Json& c : nodes[n].value("children", Json::array())) {
                        const std::size_t index = whole(c, "nodes[" + std::to_string(n) + "].children[]");
                        if (index < child.size()) child[index] = true;
                    }
                for (std::size_t n = 0; n < nodes.size(); ++n)
                    if (!child[n]) visit(n, kIdentity, 0);
            }
        } catch (const Json::exception& e) {
            fail("file", std::string("a glTF field has the wrong type or is missing: ") + e.what());
        }
        info_.format = "glTF2";
        if (dracoPrimitives_ > 0)
            info_.notes.push_back(std::to_string(dracoPrimitives_) + " Draco-compressed primitive" +
                                  (dracoPrimitives_ == 1 ? "" : "s") + " (KHR_draco_mesh_compression) decoded by Draco");
        return std::move(mesh_);
    }

private:
    [[noreturn]] void fail(const std::string& element, const std::string& why) const {
        throw MeshError(path_, MeshRule::Unreadable, element, why);
    }

    /// A glTF integer (an index, count, offset, stride or enumerant: every one is an integer of
    /// minimum 0 in the specification's schema), checked before it converts: nlohmann converts a
    /// float such as 8e110 to an integer without a check, which is undefined behaviour.
    std::size_t whole(const Json& v, const std::string& element) const {
        if (!v.is_number_unsigned() || v.get<std::uint64_t>() > std::numeric_limits<std::size_t>::max()) {
            std::string text = v.dump();
            if (text.size() > 40) text = text.substr(0, 40) + "...";
            fail(element, "must be a non-negative integer, not " + text);
        }
        return v.get<std::size_t>();
    }
    /// Field `key` of `object` as `whole` reads it; `fallback` when absent, required without one.
    std::size_t whole(const Json& object, const char* key, const std::string& element,
                      std::optional<std::size_t> fallback = std::nullopt) const {
        if (fallback && !object.contains(key)) return *fallback;
        return whole(object.at(key), element + "." + key);
    }

    void loadBuffers() {
        const Json& buffers = json_.value("buffers", Json::array());
        for (std::size_t b = 0; b < buffers.size(); ++b) {
            const std::string element = "buffers[" + std::to_string(b) + "]";
            const std::size_t length = whole(buffers[b], "byteLength", element);
            std::string data;
            if (!buffers[b].contains("uri")) {
                if (b != 0) fail(element, "has no uri, which only the GLB's first buffer may lack");
                data = binary_;
            } else {
                const std::string uri = buffers[b]["uri"].get<std::string>();
                if (uri.rfind("data:", 0) == 0) {
                    const std::size_t comma = uri.find(";base64,");
                    if (comma == std::string::npos) fail(element, "a data URI that is not base64");
                    bool ok = false;
                    data = decodeBase64(uri.substr(comma + 8), ok);
                    if (!ok) fail(element, "its base64 data has a character outside base64");
                } else {
                    // A file beside the .gltf (§3.6.1: a relative URI); read as every mesh file is,
                    // a regular file within HullMesh::kMaxFileBytes.
                    if (std::filesystem::path(uri).is_absolute() || uri.find("://") != std::string::npos)
                        fail(element, "its uri '" + uri + "' is not a path relative to the glTF file");
                    const std::filesystem::path file = std::filesystem::path(path_).parent_path() / uri;
                    Result<std::string, MeshError> read = readWholeFile(file.string());
                    if (!read) fail(element, read.error().message());
                    data = std::move(read).value();
                }
            }
            if (data.size() < length)
                fail(element, "holds " + std::to_string(data.size()) + " bytes but says byteLength " + std::to_string(length));
            buffers_.push_back(std::move(data));
        }
    }

    /// The bytes of buffer view `index`, and its stride (0: tightly packed).
    std::pair<const char*, std::size_t> view(std::size_t index, std::size_t& stride) const {
        const Json& views = json_.at("bufferViews");
        const std::string element = "bufferViews[" + std::to_string(index) + "]";
        if (index >= views.size()) fail(element, "does not exist");
        const Json& v = views[index];
        const std::size_t buffer = whole(v, "buffer", element), offset = whole(v, "byteOffset", element, 0),
                          length = whole(v, "byteLength", element);
        if (buffer >= buffers_.size()) fail(element, "names buffer " + std::to_string(buffer) + ", which does not exist");
        if (offset > buffers_[buffer].size() || length > buffers_[buffer].size() - offset)
            fail(element, "runs past the end of its buffer");
        stride = whole(v, "byteStride", element, 0);
        return {buffers_[buffer].data() + offset, length};
    }

    /// What an accessor must hold to be read as positions or as indices (§3.7.2.1).
    enum class Holds { Positions, Indices };

    /// An accessor's elements as doubles (§3.6.2): positions as float VEC3, indices as unsigned
    /// SCALAR integers (so each converts to a 32-bit index exactly); sparse ones refused.
    std::vector<double> accessor(std::size_t index, Holds holds) const {
        const Json& accessors = json_.at("accessors");
        const std::string element = "accessors[" + std::to_string(index) + "]";
        if (index >= accessors.size()) fail(element, "does not exist");
        const Json& a = accessors[index];
        if (a.contains("sparse")) fail(element, "is sparse, which this reader does not read");
        const std::size_t count = whole(a, "count", element), type = whole(a, "componentType", element);
        const std::string shape = a.at("type").get<std::string>();
        const std::size_t components = holds == Holds::Positions ? 3 : 1;
        if (holds == Holds::Positions && (type != 5126 || shape != "VEC3"))
            fail(element, "POSITION must be float VEC3 (componentType 5126), not componentType " + std::to_string(type) +
                              " " + shape);
        if (holds == Holds::Indices && ((type != 5121 && type != 5123 && type != 5125) || shape != "SCALAR"))
            fail(element, "indices must be unsigned SCALAR integers (componentType 5121, 5123 or 5125), not componentType " +
                              std::to_string(type) + " " + shape);
        if (std::uint64_t(count) > (std::uint64_t(1) << 32))
            fail(element, "count " + std::to_string(count) + " is beyond any 32-bit mesh");
        const std::size_t size = type == 5126 || type == 5125 ? 4 : type == 5123 || type == 5122 ? 2 : 1;
        if (!a.contains("bufferView")) {  // all zeros (§3.6.2.3): nothing a hull is made of, and bounded
            if (count > kMaxElementsWithoutData)
                fail(element, "has no data and count " + std::to_string(count) + " (at most " +
                                  std::to_string(kMaxElementsWithoutData) + " zeros are made)");
            return std::vector<double>(count * components, 0.0);
        }
        std::size_t stride = 0;
        const auto [data, length] = view(whole(a, "bufferView", element), stride);
        const std::size_t offset = whole(a, "byteOffset", element, 0);
        if (stride == 0) stride = size * components;
        if (count > 0 && (offset > length || (count - 1) > (length - offset) / stride ||
                          (count - 1) * stride + size * components > length - offset))
            fail(element, std::to_string(count) + " elements run past the end of its buffer view");
        std::vector<double> out(count * components, 0.0);
        for (std::size_t i = 0; i < count; ++i)
            for (std::size_t c = 0; c < components; ++c) {
                const char* at = data + offset + i * stride + c * size;
                double value = 0.0;
                switch (type) {  // the types checked above
                case 5126: { float f; std::memcpy(&f, at, 4); value = double(f); break; }
                case 5125: { std::uint32_t u; std::memcpy(&u, at, 4); value = u; break; }
                case 5123: { std::uint16_t u; std::memcpy(&u, at, 2); value = u; break; }
                default: value = double(static_cast<unsigned char>(*at)); break;
                }
                out[i * components + c] = value;
            }
        return out;
    }

    Matrix localTransform(const Json& node) const {
        if (node.contains("matrix")) {
            Matrix m{};
            for (std::size_t i = 0; i < 16; ++i) m[i] = node["matrix"].at(i).get<double>();
            return m;
        }
        Matrix t = kIdentity, r = kIdentity, s = kIdentity;
        if (node.contains("translation"))
            for (std::size_t i = 0; i < 3; ++i) t[12 + i] = node["translation"].at(i).get<double>();
        if (node.contains("rotation")) {  // a unit quaternion (x, y, z, w)
            const Json& q = node["rotation"];
            const double x = q.at(0).get<double>(), y = q.at(1).get<double>(), z = q.at(2).get<double>(),
                         w = q.at(3).get<double>();
            r = {1 - 2 * (y * y + z * z), 2 * (x * y + z * w),     2 * (x * z - y * w),     0,
                 2 * (x * y - z * w),     1 - 2 * (x * x + z * z), 2 * (y * z + x * w),     0,
                 2 * (x * z + y * w),     2 * (y * z - x * w),     1 - 2 * (x * x + y * y), 0,
                 0,                       0,                       0,                       1};
        }
        if (node.contains("scale"))
            for (std::size_t i = 0; i < 3; ++i) s[i * 5] = node["scale"].at(i).get<double>();
        return multiply(t, multiply(r, s));  // T R S (§3.5.2)
    }

    void visit(std::size_t index, const Matrix& parent, int depth) {
        const Json& nodes = json_.at("nodes");
        if (index >= nodes.size()) fail("nodes[" + std::to_string(index) + "]", "does not exist");
        // A node hierarchy is a forest (§3.5.1): a cycle would recurse for ever, and a chain of
        // nodes deeper than any scene's would exhaust the stack.
        if (depth > kMaxNodeDepth)
            fail("nodes[" + std::to_string(index) + "]", "lies deeper than " + std::to_string(kMaxNodeDepth) +
                                                          " levels of children (do its children form a cycle?)");
        const Json& node = nodes[index];
        const std::string element = "nodes[" + std::to_string(index) + "]";
        const Matrix transform = multiply(parent, localTransform(node));
        if (node.contains("mesh")) appendMesh(whole(node, "mesh", element), transform);
        for (const Json& child : node.value("children", Json::array()))
            visit(whole(child, element + ".children[]"), transform, depth + 1);
    }

    void appendMesh(std::size_t index, const Matrix& transform) {
        const Json& meshes = json_.at("meshes");
        if (index >= meshes.size()) fail("meshes[" + std::to_string(index) + "]", "does not exist");
        const Json& primitives = meshes[index].at("primitives");
        for (std::size_t p = 0; p < primitives.size(); ++p) {
            const std::string element = "meshes[" + std::to_string(index) + "].primitives[" + std::to_string(p) + "]";
            const Json& primitive = primitives[p];
            const std::size_t mode = whole(primitive, "mode", element, 4);
            if (mode > 6) fail(element + ".mode", "must be 0 to 6 (points to a triangle fan), not " + std::to_string(mode));
            std::vector<double> positions;
            std::vector<std::uint32_t> corners;
            if (primitive.contains("extensions") && primitive["extensions"].contains(kDraco)) {
                decodeDraco(primitive["extensions"][kDraco], element, positions, corners);
                ++dracoPrimitives_;
            } else {
                positions = accessor(whole(primitive.at("attributes"), "POSITION", element + ".attributes"), Holds::Positions);
                if (primitive.contains("indices")) {
                    for (double i : accessor(whole(primitive, "indices", element), Holds::Indices))
                        corners.push_back(std::uint32_t(i));
                } else {
                    for (std::size_t i = 0; i < positions.size() / 3; ++i) corners.push_back(std::uint32_t(i));
                }
            }
            if (mode < 4) {  // points and lines: no surface
                info_.ignoredElements += corners.size();
                continue;
            }
            const std::size_t vertexCount = positions.size() / 3;
            for (std::uint32_t c : corners)
                if (c >= vertexCount)
                    fail(element, "an index " + std::to_string(c) + " beyond its " + std::to_string(vertexCount) + " vertices");
            const auto first = std::uint32_t(mesh_.vertexCount());
            for (std::size_t v = 0; v < vertexCount; ++v) {
                const double x = positions[3 * v], y = positions[3 * v + 1], z = positions[3 * v + 2];
                for (std::size_t row = 0; row < 3; ++row)
                    mesh_.xyz.push_back(float(transform[row] * x + transform[4 + row] * y + transform[8 + row] * z +
                                              transform[12 + row]));
            }
            appendTriangles(mode, corners, first);
            ++info_.meshes;
        }
    }

    /// Triangles (4), a strip (5) or a fan (6) as triangles (§3.7.2.1), wound as the file winds them.
    void appendTriangles(std::size_t mode, const std::vector<std::uint32_t>& c, std::uint32_t first) {
        auto add = [&](std::uint32_t a, std::uint32_t b, std::uint32_t d) {
            mesh_.indices.insert(mesh_.indices.end(), {first + a, first + b, first + d});
        };
        if (mode == 4)
            for (std::size_t i = 0; i + 2 < c.size(); i += 3) add(c[i], c[i + 1], c[i + 2]);
        else if (mode == 5)
            for (std::size_t i = 0; i + 2 < c.size(); ++i) i % 2 == 0 ? add(c[i], c[i + 1], c[i + 2]) : add(c[i + 1], c[i], c[i + 2]);
        else if (mode == 6)
            for (std::size_t i = 1; i + 1 < c.size(); ++i) add(c[0], c[i], c[i + 1]);
    }

    void decodeDraco(const Json& extension, const std::string& element, std::vector<double>& positions,
                     std::vector<std::uint32_t>& corners) const {
        std::size_t stride = 0;
        const auto [data, length] = view(whole(extension, "bufferView", element + "." + kDraco), stride);
        draco::DecoderBuffer buffer;
        buffer.Init(data, length);
        draco::Decoder decoder;
        auto decoded = decoder.DecodeMeshFromBuffer(&buffer);
        if (!decoded.ok()) fail(element, std::string("its Draco data does not decode: ") + decoded.status().error_msg());
        const std::unique_ptr<draco::Mesh> mesh = std::move(decoded).value();
        const std::size_t id = whole(extension.at("attributes"), "POSITION", element + "." + kDraco + ".attributes");
        const draco::PointAttribute* position =
            id <= std::numeric_limits<std::uint32_t>::max() ? mesh->GetAttributeByUniqueId(std::uint32_t(id)) : nullptr;
        if (!position || position->num_components() != 3)
            fail(element, "its Draco data has no 3-component attribute " + std::to_string(id) + " for POSITION");
        positions.resize(std::size_t(mesh->num_points()) * 3);
        for (draco::PointIndex p(0); p < mesh->num_points(); ++p) {
            float xyz[3];
            if (!position->ConvertValue<float, 3>(position->mapped_index(p), xyz))
                fail(element, "its Draco POSITION of point " + std::to_string(p.value()) + " does not convert to floats");
            for (std::size_t k = 0; k < 3; ++k) positions[3 * std::size_t(p.value()) + k] = double(xyz[k]);
        }
        for (draco::FaceIndex f(0); f < mesh->num_faces(); ++f)
            for (std::size_t k = 0; k < 3; ++k) corners.push_back(mesh->face(f)[k].value());
    }

    const std::string& path_;
    MeshFileInfo& info_;
    Json json_;
    std::string binary_;
    std::vector<std::string> buffers_;
    MeshArrays mesh_;
    std::size_t dracoPrimitives_ = 0;
};

} // namespace

bool gltfUsesDraco(const std::string& bytes) {
    GltfParts parts;
    if (!splitGlb(bytes, parts)) return false;
    const Json json = Json::parse(parts.json, nullptr, /*allow_exceptions=*/false);
    if (!json.is_object() || !json.contains("extensionsUsed") || !json["extensionsUsed"].is_array()) return false;
    for (const Json& used : json["extensionsUsed"])
        if (used.is_string() && used.get<std::string>() == kDraco) return true;
    return false;
}

MeshArrays loadGltfWithDraco(const std::string& path, const std::string& bytes, MeshFileInfo& info) {
    return Reader(path, bytes, info).read();
}

} // namespace hydro
