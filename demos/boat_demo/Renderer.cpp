// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "Renderer.h"

#include <glm/gtc/type_ptr.hpp>

#include <cmath>
#include <stdexcept>
#include <string>

namespace boat_demo {

namespace {

// One light, one sky: the sun high in the south-west, the sky's colour the fog's.
constexpr const char* kSurfaceVertex = R"(#version 330 core
layout(location = 0) in vec3 position;
layout(location = 1) in vec3 normal;
uniform mat4 model;
uniform mat4 viewProjection;
out vec3 worldPosition;
out vec3 worldNormal;
void main() {
    vec4 world = model * vec4(position, 1.0);
    worldPosition = world.xyz;
    worldNormal = mat3(model) * normal;
    gl_Position = viewProjection * world;
})";

constexpr const char* kSurfaceFragment = R"(#version 330 core
in vec3 worldPosition;
in vec3 worldNormal;
uniform vec3 colour;
uniform vec3 eye;
uniform bool water;
out vec4 fragment;
const vec3 sun = normalize(vec3(0.4, 0.8, 0.3));
const vec3 sky = vec3(0.62, 0.76, 0.90);
void main() {
    vec3 n = normalize(worldNormal);
    vec3 toEye = normalize(eye - worldPosition);
    vec3 c;
    if (water) {
        if (dot(n, toEye) < 0.0) n = -n;  // seen from below (a hull's inside view)
        // Schlick's Fresnel term: the sea reflects the sky at grazing angles, shows its body below.
        float fresnel = 0.02 + 0.98 * pow(1.0 - max(dot(n, toEye), 0.0), 5.0);
        vec3 body = vec3(0.02, 0.16, 0.24) * (0.55 + 0.45 * max(dot(n, sun), 0.0));
        float glint = pow(max(dot(reflect(-sun, n), toEye), 0.0), 150.0);
        c = mix(body, sky, 0.7 * fresnel) + vec3(glint);
    } else {
        c = colour * (0.3 + 0.7 * max(dot(n, sun), 0.0));
    }
    float fog = 1.0 - exp(-0.0025 * distance(eye, worldPosition));
    fragment = vec4(mix(c, sky, fog), 1.0);
})";

constexpr const char* kLineVertex = R"(#version 330 core
layout(location = 0) in vec3 position;
layout(location = 1) in vec3 colour;
uniform mat4 viewProjection;
out vec3 lineColour;
void main() {
    lineColour = colour;
    gl_Position = viewProjection * vec4(position, 1.0);
})";

constexpr const char* kLineFragment = R"(#version 330 core
in vec3 lineColour;
out vec4 fragment;
void main() { fragment = vec4(lineColour, 1.0); })";

GLuint compile(GLenum type, const char* source) {
    const GLuint shader = glCreateShader(type);
    glShaderSource(shader, 1, &source, nullptr);
    glCompileShader(shader);
    GLint ok = 0;
    glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
    if (!ok) {
        char log[2048];
        glGetShaderInfoLog(shader, sizeof log, nullptr, log);
        throw std::runtime_error(std::string("Renderer: a shader does not compile: ") + log);
    }
    return shader;
}

GLuint link(const char* vertex, const char* fragment) {
    const GLuint program = glCreateProgram();
    const GLuint v = compile(GL_VERTEX_SHADER, vertex), f = compile(GL_FRAGMENT_SHADER, fragment);
    glAttachShader(program, v);
    glAttachShader(program, f);
    glLinkProgram(program);
    glDeleteShader(v);
    glDeleteShader(f);
    GLint ok = 0;
    glGetProgramiv(program, GL_LINK_STATUS, &ok);
    if (!ok) throw std::runtime_error("Renderer: a shader program does not link");
    return program;
}

/// Interleaved position and normal (or colour), three floats each, at attributes 0 and 1.
void describeVertices() {
    glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, 6 * sizeof(float), nullptr);
    glVertexAttribPointer(1, 3, GL_FLOAT, GL_FALSE, 6 * sizeof(float), reinterpret_cast<void*>(3 * sizeof(float)));
    glEnableVertexAttribArray(0);
    glEnableVertexAttribArray(1);
}

/// Paint by role and hull: the driven boat red, the others as their kind would be.
glm::vec3 colourOf(const SceneBody& body) {
    if (body.driven) return {0.85f, 0.16f, 0.12f};
    if (body.hullName == "displacement_boat") return {0.92f, 0.90f, 0.84f};
    if (body.hullName == "catamaran") return {0.95f, 0.78f, 0.15f};
    if (body.hullName == "box") return {0.62f, 0.45f, 0.25f};
    if (body.hullName == "barrel") return {0.95f, 0.45f, 0.10f};
    if (body.hullName == "spar_buoy") return {0.95f, 0.30f, 0.08f};
    return {0.6f, 0.6f, 0.6f};
}

glm::mat4 toGlm(const btTransform& t) {
    btScalar m[16];
    t.getOpenGLMatrix(m);
    glm::mat4 out;
    for (int i = 0; i < 16; ++i) glm::value_ptr(out)[i] = float(m[i]);
    return out;
}

// The ocean grid: kGridHalf cells each side of the centre. Spacing grows with the cube of the
// distance from the centre, so that 161 x 161 vertices reach a kilometre, far into the fog,
// with the finest cells under the camera's target.
constexpr int kGridHalf = 80;
constexpr int kGridSide = 2 * kGridHalf + 1;
float gridOffset(int i, float spacing) {
    const float r = std::abs(float(i)) / 30.0f;
    return spacing * float(i) * (1.0f + r * r * r);
}

} // namespace

struct Renderer::Mesh {
    GLuint array = 0, vertices = 0, indices = 0;
    GLsizei count = 0;
    ~Mesh() {
        glDeleteBuffers(1, &vertices);
        glDeleteBuffers(1, &indices);
        glDeleteVertexArrays(1, &array);
    }
};

/// The BuoyancyAction's debug drawing, collected as coloured line vertices.
class Renderer::DebugLines final : public btIDebugDraw {
public:
    std::vector<float> vertices;
    void drawLine(const btVector3& from, const btVector3& to, const btVector3& colour) override {
        for (const btVector3* p : {&from, &to})
            vertices.insert(vertices.end(), {float(p->x()), float(p->y()), float(p->z()), float(colour.x()),
                                             float(colour.y()), float(colour.z())});
    }
    void drawContactPoint(const btVector3&, const btVector3&, btScalar, int, const btVector3&) override {}
    void reportErrorWarning(const char*) override {}
    void draw3dText(const btVector3&, const char*) override {}
    void setDebugMode(int mode) override { mode_ = mode; }
    int getDebugMode() const override { return mode_; }

private:
    int mode_ = DBG_DrawWireframe;
};

Renderer::Renderer() {
    surfaceProgram_ = link(kSurfaceVertex, kSurfaceFragment);
    lineProgram_ = link(kLineVertex, kLineFragment);
    surface_.model = glGetUniformLocation(surfaceProgram_, "model");
    surface_.viewProjection = glGetUniformLocation(surfaceProgram_, "viewProjection");
    surface_.colour = glGetUniformLocation(surfaceProgram_, "colour");
    surface_.eye = glGetUniformLocation(surfaceProgram_, "eye");
    surface_.water = glGetUniformLocation(surfaceProgram_, "water");
    lineViewProjection_ = glGetUniformLocation(lineProgram_, "viewProjection");
    glGenVertexArrays(1, &lineArray_);
    glGenBuffers(1, &lineBuffer_);
    glBindVertexArray(lineArray_);
    glBindBuffer(GL_ARRAY_BUFFER, lineBuffer_);
    describeVertices();

    // The ocean's index buffer never changes; its vertices are rewritten every frame.
    ocean_ = std::make_unique<Mesh>();
    gridX_.resize(std::size_t(kGridSide * kGridSide));
    gridZ_.resize(gridX_.size());
    gridHeight_.resize(gridX_.size());
    oceanVertices_.resize(gridX_.size() * 6);
    for (int j = 0; j + 1 < kGridSide; ++j)
        for (int i = 0; i + 1 < kGridSide; ++i) {
            const unsigned a = unsigned(j * kGridSide + i), b = a + 1, c = a + unsigned(kGridSide), d = c + 1;
            oceanIndices_.insert(oceanIndices_.end(), {a, c, b, b, c, d});
        }
    glGenVertexArrays(1, &ocean_->array);
    glGenBuffers(1, &ocean_->vertices);
    glGenBuffers(1, &ocean_->indices);
    glBindVertexArray(ocean_->array);
    glBindBuffer(GL_ARRAY_BUFFER, ocean_->vertices);
    describeVertices();
    glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, ocean_->indices);
    glBufferData(GL_ELEMENT_ARRAY_BUFFER, GLsizeiptr(oceanIndices_.size() * sizeof(unsigned)), oceanIndices_.data(),
                 GL_STATIC_DRAW);
    ocean_->count = GLsizei(oceanIndices_.size());
    glBindVertexArray(0);
}

Renderer::~Renderer() {
    hulls_.clear();
    ocean_.reset();
    glDeleteBuffers(1, &lineBuffer_);
    glDeleteVertexArrays(1, &lineArray_);
    glDeleteProgram(surfaceProgram_);
    glDeleteProgram(lineProgram_);
}

const Renderer::Mesh& Renderer::hullMesh(const SceneBody& body) {
    std::unique_ptr<Mesh>& mesh = hulls_[body.hull.get()];
    if (mesh) return *mesh;
    // Flat shading: each triangle's three corners carry its own normal.
    const hydro::HullMesh& h = *body.hull;
    std::vector<float> data;
    data.reserve(h.triangleCount() * 18);
    for (std::size_t t = 0; t < h.triangleCount(); ++t)
        for (const std::uint32_t v : h.triangle(t)) {
            const hydro::Vec3 p = h.vertex(v);
            data.insert(data.end(), {float(p.x), float(p.y), float(p.z), h.normalX()[t], h.normalY()[t], h.normalZ()[t]});
        }
    mesh = std::make_unique<Mesh>();
    glGenVertexArrays(1, &mesh->array);
    glGenBuffers(1, &mesh->vertices);
    glBindVertexArray(mesh->array);
    glBindBuffer(GL_ARRAY_BUFFER, mesh->vertices);
    glBufferData(GL_ARRAY_BUFFER, GLsizeiptr(data.size() * sizeof(float)), data.data(), GL_STATIC_DRAW);
    describeVertices();
    mesh->count = GLsizei(h.triangleCount() * 3);
    return *mesh;
}

void Renderer::render(Scene& scene, const Camera& camera, int width, int height, const RenderOptions& options) {
    glViewport(0, 0, width, height);
    glClearColor(0.62f, 0.76f, 0.90f, 1.0f);  // the sky, as in the shader
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
    glEnable(GL_DEPTH_TEST);
    glDisable(GL_CULL_FACE);  // a hull is seen from inside when the camera dips under the water
    const glm::mat4 viewProjection = camera.projection(float(width) / float(std::max(height, 1))) * camera.view();
    const glm::vec3 eye = camera.eye();

    glUseProgram(surfaceProgram_);
    glUniformMatrix4fv(surface_.viewProjection, 1, GL_FALSE, glm::value_ptr(viewProjection));
    glUniform3fv(surface_.eye, 1, glm::value_ptr(eye));
    glUniform1i(surface_.water, 0);
    for (const SceneBody& body : scene.bodies()) {
        const Mesh& mesh = hullMesh(body);
        const glm::mat4 model = toGlm(body.body->hullToWorld());
        glUniformMatrix4fv(surface_.model, 1, GL_FALSE, glm::value_ptr(model));
        glUniform3fv(surface_.colour, 1, glm::value_ptr(colourOf(body)));
        glBindVertexArray(mesh.array);
        glDrawArrays(GL_TRIANGLES, 0, mesh.count);
    }
    drawOcean(scene, camera, viewProjection);
    if (options.debugDraw) drawLines(scene, viewProjection);
    glBindVertexArray(0);
}

void Renderer::drawOcean(const Scene& scene, const Camera& camera, const glm::mat4&) {
    // The finest cells a little finer than the view needs; the grid's centre snapped to whole cells
    // so that the sampled surface does not swim as the camera moves.
    const float spacing = std::clamp(camera.distance / 50.0f, 0.25f, 4.0f);
    const float cx = std::round(camera.target.x / spacing) * spacing, cz = std::round(camera.target.z / spacing) * spacing;
    for (int j = 0; j < kGridSide; ++j)
        for (int i = 0; i < kGridSide; ++i) {
            const std::size_t k = std::size_t(j * kGridSide + i);
            gridX_[k] = gridOffset(i - kGridHalf, spacing);
            gridZ_[k] = gridOffset(j - kGridHalf, spacing);
        }
    hydro::PointBatch points;
    points.origin = {double(cx), 0.0, double(cz)};
    points.x = gridX_.data();
    points.z = gridZ_.data();
    points.count = gridX_.size();
    scene.water().sampleHeights(points, scene.time(), 0.0, gridHeight_.data());

    // Normals from the neighbours on either side (one-sided at the rim).
    auto position = [&](int i, int j) {
        i = std::clamp(i, 0, kGridSide - 1);
        j = std::clamp(j, 0, kGridSide - 1);
        const std::size_t k = std::size_t(j * kGridSide + i);
        return glm::vec3(cx + gridX_[k], gridHeight_[k], cz + gridZ_[k]);
    };
    for (int j = 0; j < kGridSide; ++j)
        for (int i = 0; i < kGridSide; ++i) {
            const glm::vec3 p = position(i, j);
            const glm::vec3 n = glm::normalize(glm::cross(position(i, j + 1) - position(i, j - 1),
                                                          position(i + 1, j) - position(i - 1, j)));
            float* v = &oceanVertices_[std::size_t(j * kGridSide + i) * 6];
            v[0] = p.x, v[1] = p.y, v[2] = p.z, v[3] = n.x, v[4] = n.y, v[5] = n.z;
        }
    glUniformMatrix4fv(surface_.model, 1, GL_FALSE, glm::value_ptr(glm::mat4(1.0f)));
    glUniform1i(surface_.water, 1);
    glBindVertexArray(ocean_->array);
    glBindBuffer(GL_ARRAY_BUFFER, ocean_->vertices);
    glBufferData(GL_ARRAY_BUFFER, GLsizeiptr(oceanVertices_.size() * sizeof(float)), oceanVertices_.data(), GL_STREAM_DRAW);
    glDrawElements(GL_TRIANGLES, ocean_->count, GL_UNSIGNED_INT, nullptr);
}

void Renderer::drawLines(Scene& scene, const glm::mat4& viewProjection) {
    DebugLines lines;
    scene.action().debugDraw(&lines);
    if (lines.vertices.empty()) return;
    glDisable(GL_DEPTH_TEST);  // the submerged parts are what it shows
    glUseProgram(lineProgram_);
    glUniformMatrix4fv(lineViewProjection_, 1, GL_FALSE, glm::value_ptr(viewProjection));
    glBindVertexArray(lineArray_);
    glBindBuffer(GL_ARRAY_BUFFER, lineBuffer_);
    glBufferData(GL_ARRAY_BUFFER, GLsizeiptr(lines.vertices.size() * sizeof(float)), lines.vertices.data(), GL_STREAM_DRAW);
    glDrawArrays(GL_LINES, 0, GLsizei(lines.vertices.size() / 6));
    glEnable(GL_DEPTH_TEST);
}

std::vector<unsigned char> Renderer::readPixels(int width, int height) {
    std::vector<unsigned char> pixels(std::size_t(width) * std::size_t(height) * 3);
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    glReadPixels(0, 0, width, height, GL_RGB, GL_UNSIGNED_BYTE, pixels.data());
    // OpenGL's rows run bottom-up; image files' top-down.
    const std::size_t row = std::size_t(width) * 3;
    for (int y = 0; y < height / 2; ++y)
        std::swap_ranges(pixels.begin() + std::ptrdiff_t(std::size_t(y) * row),
                         pixels.begin() + std::ptrdiff_t(std::size_t(y + 1) * row),
                         pixels.begin() + std::ptrdiff_t(std::size_t(height - 1 - y) * row));
    return pixels;
}

} // namespace boat_demo
