// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "Renderer.h"

#include <glm/gtc/type_ptr.hpp>

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

namespace boat_demo {

namespace {

// One light, one sky: the sun high in the south-west, the sky's colour the fog's.
constexpr const char* kSurfaceVertex = R"(
layout(location = 0) in vec3 position;
layout(location = 1) in vec3 normal;
uniform mat4 model;
uniform mat4 viewProjection;
out vec3 worldPosition;
out vec3 worldNormal;
out vec3 hullPosition;
out vec3 hullNormal;
void main() {
    vec4 world = model * vec4(position, 1.0);
    worldPosition = world.xyz;
    worldNormal = mat3(model) * normal;
    hullPosition = position;
    hullNormal = normal;
    gl_Position = viewProjection * world;
})";

constexpr const char* kSurfaceFragment = R"(
in vec3 worldPosition;
in vec3 worldNormal;
in vec3 hullPosition;
in vec3 hullNormal;
uniform vec3 colour;
uniform vec3 eye;
uniform bool water;
// A boat's paint (hull coordinates, y up): bottom paint below its still-water line, a boot stripe
// just above it, the topsides in its colour, and the deck (faces looking up, clear of the water).
uniform bool painted;
uniform float waterline;
uniform float stripeWidth;
const vec3 bottomPaint = vec3(0.13, 0.15, 0.22);
const vec3 bootStripe = vec3(0.96, 0.96, 0.93);
const vec3 deck = vec3(0.66, 0.52, 0.36);
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
        vec3 paint = colour;
        if (painted) {
            float above = hullPosition.y - waterline;
            if (above < 0.0) paint = bottomPaint;
            else if (above < stripeWidth) paint = bootStripe;
            else if (normalize(hullNormal).y > 0.6 && above > 2.0 * stripeWidth) paint = deck;
        }
        // Lambert with a sky fill, and a little specular: the painted hull's gloss.
        float specular = pow(max(dot(reflect(-sun, n), normalize(eye - worldPosition)), 0.0), 40.0);
        c = paint * (0.3 + 0.7 * max(dot(n, sun), 0.0)) + vec3(0.25 * specular);
    }
    float fog = 1.0 - exp(-0.0025 * distance(eye, worldPosition));
    fragment = vec4(mix(c, sky, fog), 1.0);
})";

constexpr const char* kLineVertex = R"(
layout(location = 0) in vec3 position;
layout(location = 1) in vec3 colour;
uniform mat4 viewProjection;
out vec3 lineColour;
void main() {
    lineColour = colour;
    gl_Position = viewProjection * vec4(position, 1.0);
})";

constexpr const char* kLineFragment = R"(
in vec3 lineColour;
out vec4 fragment;
void main() { fragment = vec4(lineColour, 1.0); })";

// Foam discs and spray droplets: coloured, translucent, fogged like the rest. Droplets are points
// whose size falls with distance (pointScale: pixels per metre at unit depth, times the radius).
constexpr const char* kEffectsVertex = R"(
layout(location = 0) in vec3 position;
layout(location = 1) in vec4 colour;
uniform mat4 viewProjection;
uniform float pointScale;
out vec4 effectColour;
out float eyeDistance;
void main() {
    effectColour = colour;
    gl_Position = viewProjection * vec4(position, 1.0);
    eyeDistance = gl_Position.w;
    gl_PointSize = clamp(pointScale / max(gl_Position.w, 0.1), 1.0, 16.0);
})";

constexpr const char* kEffectsFragment = R"(
in vec4 effectColour;
in float eyeDistance;
uniform bool points;
out vec4 fragment;
const vec3 sky = vec3(0.62, 0.76, 0.90);
void main() {
    if (points && length(gl_PointCoord - vec2(0.5)) > 0.5) discard;  // round droplets
    float fog = 1.0 - exp(-0.0025 * eyeDistance);
    fragment = vec4(mix(effectColour.rgb, sky, fog), effectColour.a);
})";

GLuint compile(GLenum type, const char* source) {
    const GLuint shader = glCreateShader(type);
    const char* parts[2] = {kGlslHeader, source};  // the version line of this target's GLSL (OpenGl.h)
    glShaderSource(shader, 2, parts, nullptr);
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

/// Position and RGBA, at attributes 0 and 1 (the effects' vertices).
void describeEffectVertices() {
    glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, 7 * sizeof(float), nullptr);
    glVertexAttribPointer(1, 4, GL_FLOAT, GL_FALSE, 7 * sizeof(float), reinterpret_cast<void*>(3 * sizeof(float)));
    glEnableVertexAttribArray(0);
    glEnableVertexAttribArray(1);
}

/// Boats get bottom paint, a boot stripe and a deck; crates, barrels and balls stay one colour.
bool painted(const SceneBody& body) {
    return body.hullName != "box" && body.hullName != "barrel" && body.hullName != "sphere";
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
    surface_.painted = glGetUniformLocation(surfaceProgram_, "painted");
    surface_.waterline = glGetUniformLocation(surfaceProgram_, "waterline");
    surface_.stripeWidth = glGetUniformLocation(surfaceProgram_, "stripeWidth");
    effectsProgram_ = link(kEffectsVertex, kEffectsFragment);
    effects_.viewProjection = glGetUniformLocation(effectsProgram_, "viewProjection");
    effects_.pointScale = glGetUniformLocation(effectsProgram_, "pointScale");
    effects_.points = glGetUniformLocation(effectsProgram_, "points");
    glGenVertexArrays(1, &effectArray_);
    glGenBuffers(1, &effectBuffer_);
    glGenBuffers(1, &effectIndices_);
    glBindVertexArray(effectArray_);
    glBindBuffer(GL_ARRAY_BUFFER, effectBuffer_);
    describeEffectVertices();
    glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, effectIndices_);
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
    glDeleteBuffers(1, &effectBuffer_);
    glDeleteBuffers(1, &effectIndices_);
    glDeleteVertexArrays(1, &effectArray_);
    glDeleteProgram(surfaceProgram_);
    glDeleteProgram(lineProgram_);
    glDeleteProgram(effectsProgram_);
}

const Renderer::Mesh& Renderer::hullMesh(const SceneBody& body) {
    std::unique_ptr<Mesh>& mesh = hulls_[body.hull.get()];
    if (mesh) return *mesh;
    // Smooth shading with creases: each corner's normal is the area-weighted mean of the normals of
    // the triangles round its vertex that lie within kCrease of its own triangle's, so a hull's
    // curved sides look round while its chines, transom and deck edge stay sharp.
    constexpr double kCreaseCosine = 0.77;  // 40 degrees
    const hydro::HullMesh& h = *body.hull;
    std::vector<hydro::Vec3> areaNormal(h.triangleCount());
    std::vector<std::vector<std::uint32_t>> trianglesOf(h.vertexCount());
    for (std::size_t t = 0; t < h.triangleCount(); ++t) {
        const auto& c = h.triangle(t);
        areaNormal[t] = 0.5 * hydro::cross(h.vertex(c[1]) - h.vertex(c[0]), h.vertex(c[2]) - h.vertex(c[0]));
        for (const std::uint32_t v : c) trianglesOf[v].push_back(std::uint32_t(t));
    }
    std::vector<float> data;
    data.reserve(h.triangleCount() * 18);
    for (std::size_t t = 0; t < h.triangleCount(); ++t) {
        const hydro::Vec3 own{double(h.normalX()[t]), double(h.normalY()[t]), double(h.normalZ()[t])};
        for (const std::uint32_t v : h.triangle(t)) {
            hydro::Vec3 sum;
            for (const std::uint32_t other : trianglesOf[v]) {
                const hydro::Vec3 n{double(h.normalX()[other]), double(h.normalY()[other]), double(h.normalZ()[other])};
                if (hydro::dot(n, own) >= kCreaseCosine) sum += areaNormal[other];
            }
            const double size = hydro::length(sum);
            const hydro::Vec3 normal = size > 0.0 ? sum / size : own;
            const hydro::Vec3 p = h.vertex(v);
            data.insert(data.end(), {float(p.x), float(p.y), float(p.z), float(normal.x), float(normal.y), float(normal.z)});
        }
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
        glUniform1i(surface_.painted, painted(body) ? 1 : 0);
        glUniform1f(surface_.waterline, float(body.designWaterline));
        const double length = body.hull->aabbMax().x - body.hull->aabbMin().x;
        glUniform1f(surface_.stripeWidth, float(std::max(0.04, 0.015 * length)));
        glBindVertexArray(mesh.array);
        glDrawArrays(GL_TRIANGLES, 0, mesh.count);
    }
    drawOcean(scene, camera, viewProjection);
    if (scene.effects()) drawEffects(scene, viewProjection, height);
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

void Renderer::drawEffects(const Scene& scene, const glm::mat4& viewProjection, int height) {
    const hydro::WaterEffects& effects = *scene.effects();
    const std::vector<hydro::FoamPatch>& foam = effects.foam();
    const std::vector<hydro::SprayDroplet>& spray = effects.spray();
    if (foam.empty() && spray.empty()) return;
    // Foam: a disc per patch, a centre and kRim points on its edge, each on the surface (one height
    // batch for all), opaque in the middle and clear at the rim.
    constexpr int kRim = 8;
    constexpr float kLift = 0.03f;  // m above the surface, clear of its linear mesh
    const glm::vec3 foamColour(0.93f, 0.96f, 0.97f), sprayColour(0.90f, 0.94f, 0.97f);
    const std::size_t points = foam.size() * (kRim + 1);
    effectX_.resize(points);
    effectZ_.resize(points);
    effectHeight_.resize(points);
    const hydro::Vec3 origin = foam.empty() ? hydro::Vec3{} : foam.front().position;
    for (std::size_t f = 0; f < foam.size(); ++f)
        for (int k = 0; k <= kRim; ++k) {
            const float r = k == 0 ? 0.0f : foam[f].radius, a = float(k) * (2.0f * float(M_PI) / kRim);
            effectX_[f * (kRim + 1) + std::size_t(k)] = float(foam[f].position.x - origin.x) + r * std::cos(a);
            effectZ_[f * (kRim + 1) + std::size_t(k)] = float(foam[f].position.z - origin.z) + r * std::sin(a);
        }
    if (points > 0) {
        hydro::PointBatch batch;
        batch.origin = origin;
        batch.x = effectX_.data();
        batch.z = effectZ_.data();
        batch.count = points;
        scene.water().sampleHeights(batch, scene.time(), origin.y, effectHeight_.data());
    }
    effectVertices_.clear();
    effectIndicesData_.clear();
    for (std::size_t f = 0; f < foam.size(); ++f) {
        const unsigned first = unsigned(f * (kRim + 1));
        for (int k = 0; k <= kRim; ++k) {
            const std::size_t i = first + std::size_t(k);
            const float alpha = k == 0 ? 0.9f * foam[f].opacity : 0.0f;
            effectVertices_.insert(effectVertices_.end(),
                                   {float(origin.x) + effectX_[i], float(origin.y) + effectHeight_[i] + kLift,
                                    float(origin.z) + effectZ_[i], foamColour.r, foamColour.g, foamColour.b, alpha});
        }
        for (unsigned k = 1; k <= unsigned(kRim); ++k)
            effectIndicesData_.insert(effectIndicesData_.end(), {first, first + k, first + k % unsigned(kRim) + 1});
    }
    const std::size_t foamVertices = effectVertices_.size() / 7;
    for (const hydro::SprayDroplet& d : spray)
        effectVertices_.insert(effectVertices_.end(), {float(d.position.x), float(d.position.y), float(d.position.z),
                                                       sprayColour.r, sprayColour.g, sprayColour.b, 0.8f});

    glUseProgram(effectsProgram_);
    glUniformMatrix4fv(effects_.viewProjection, 1, GL_FALSE, glm::value_ptr(viewProjection));
    // A droplet 5 cm across: pixels = radius x focal length in pixels / depth.
    constexpr float kDropletRadius = 0.05f;
    glUniform1f(effects_.pointScale, kDropletRadius * viewProjection[1][1] * float(height));
    glBindVertexArray(effectArray_);
    glBindBuffer(GL_ARRAY_BUFFER, effectBuffer_);
    glBufferData(GL_ARRAY_BUFFER, GLsizeiptr(effectVertices_.size() * sizeof(float)), effectVertices_.data(), GL_STREAM_DRAW);
    glBufferData(GL_ELEMENT_ARRAY_BUFFER, GLsizeiptr(effectIndicesData_.size() * sizeof(unsigned)), effectIndicesData_.data(),
                 GL_STREAM_DRAW);
    glEnable(GL_BLEND);
    glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
    glDepthMask(GL_FALSE);  // translucent: they hide nothing behind them
    glUniform1i(effects_.points, 0);
    glDrawElements(GL_TRIANGLES, GLsizei(effectIndicesData_.size()), GL_UNSIGNED_INT, nullptr);
#ifndef __EMSCRIPTEN__  // OpenGL ES sizes points from gl_PointSize always, and has no such switch
    glEnable(GL_PROGRAM_POINT_SIZE);
#endif
    glUniform1i(effects_.points, 1);
    glDrawArrays(GL_POINTS, GLint(foamVertices), GLsizei(spray.size()));
#ifndef __EMSCRIPTEN__
    glDisable(GL_PROGRAM_POINT_SIZE);
#endif
    glDepthMask(GL_TRUE);
    glDisable(GL_BLEND);
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
