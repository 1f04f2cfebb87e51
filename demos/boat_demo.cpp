// build/bin/boat_demo: a box, a barrel and a displacement boat dropped into a Bullet world on a
// swell. `--headless` prints, per simulated second, each body's height, roll and pitch and the time
// the BuoyancyAction spent per substep, then each body's mean draft against the hydrostatic
// prediction (Hydrostatics.h, exact on flat water). The windowed demo is issue 8's.

#include "hydro/ForceModel.h"
#include "hydro/HullMesh.h"
#include "hydro/HullShapes.h"
#include "hydro/Hydrostatics.h"
#include "hydro/SineWaves.h"
#include "hydro/bullet/BuoyancyAction.h"
#include "hydro/bullet/HullRigidBody.h"

#include <btBulletDynamicsCommon.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <memory>
#include <string>
#include <vector>

namespace {

using namespace hydro;

constexpr double kPi = 3.14159265358979323846;
constexpr int kSubsteps = 4;
constexpr double kFrame = 1.0 / 60.0;

struct Options {
    bool headless = false;
    double seconds = 30.0;
    int threads = 0;
};

[[noreturn]] void usage(const std::string& problem) {
    std::fprintf(stderr,
                 "boat_demo: %s\n"
                 "usage: boat_demo --headless [--seconds N (default 30)] [--threads N (0: all cores)]\n",
                 problem.c_str());
    std::exit(2);
}

Options parse(int argc, char** argv) {
    Options o;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        auto value = [&](const char* name) {
            if (i + 1 >= argc) usage(std::string(name) + " needs a value");
            char* end = nullptr;
            const double v = std::strtod(argv[++i], &end);
            if (*end != '\0' || !std::isfinite(v)) usage(std::string(name) + ": '" + argv[i] + "' is not a number");
            return v;
        };
        if (arg == "--headless") o.headless = true;
        else if (arg == "--seconds") o.seconds = value("--seconds");
        else if (arg == "--threads") o.threads = int(value("--threads"));
        else usage("unknown argument '" + arg + "'");
    }
    if (!(o.seconds > 0.0 && o.seconds <= 3600.0)) usage("--seconds must be in (0, 3600]");
    if (o.threads < 0) usage("--threads must be >= 0");
    return o;
}

/// One floating body of the scene and what the summary needs about it.
struct Floater {
    std::string name;
    std::shared_ptr<const HullMesh> hull;
    std::unique_ptr<HullRigidBody> body;
    FlatWaterEquilibrium predicted;  // upright, on flat water
    double heightSum = 0.0;          // of the centre of mass, over the averaging window
    int heightSamples = 0;

    double height() const { return double(body->body().getCenterOfMassPosition().y()); }
    /// The draft an upright body has with its centre of mass at its mean height: the vertical
    /// equilibrium, without the wave slope's tilt (which lowers a corner without sinking the body).
    double meanDraft() const { return predicted.draft - (heightSum / heightSamples - predicted.heave); }
    /// Roll and pitch in degrees, R = Ry(yaw) Rz(pitch) Rx(roll).
    double rollDegrees() const {
        const btMatrix3x3 r = body->hullToWorld().getBasis();
        return std::atan2(-double(r[1][2]), double(r[1][1])) * 180.0 / kPi;
    }
    double pitchDegrees() const {
        return std::asin(std::clamp(double(body->hullToWorld().getBasis()[1][0]), -1.0, 1.0)) * 180.0 / kPi;
    }
};

int run(const Options& options) {
    const std::string assets = HYDRO_ASSETS_DIR;
    auto swell = std::make_shared<SineWaves>(
        std::vector<SineWave>{{0.15, 30.0, 1.0, 0.2, 0.0}, {0.05, 8.0, -0.4, 1.0, 1.3}});
    BuoyancyAction::Settings settings;
    settings.threads = options.threads;
    BuoyancyAction action(swell, settings);

    btDefaultCollisionConfiguration configuration;
    btCollisionDispatcher dispatcher(&configuration);
    btDbvtBroadphase broadphase;
    btSequentialImpulseConstraintSolver solver;
    btDiscreteDynamicsWorld world(&dispatcher, &broadphase, &solver, &configuration);
    world.setGravity(btVector3(0, btScalar(-9.81), 0));
    world.addAction(&action);

    std::vector<Floater> floaters;
    // `density`: of the hull's solid, kg/m^3 (what fraction of it floats under water: density / 1025).
    auto add = [&](const char* name, const char* file, double density, const btVector3& dropAt,
                   const ForceModel& model) {
        Floater f;
        f.name = name;
        f.hull = std::make_shared<const HullMesh>(HullMesh::fromObjFile(assets + "/hulls/" + file));
        const MassProperties mass = f.hull->massPropertiesForDensity(density);
        f.predicted = solveHeave(*f.hull, mass.mass, mass.centroid, Mat3::identity(), WaterProperties{});
        f.body = std::make_unique<HullRigidBody>(*f.hull, mass, btTransform(btQuaternion::getIdentity(), dropAt));
        world.addRigidBody(&f.body->body());
        action.addBody(*f.body, f.hull, model);
        floaters.push_back(std::move(f));
    };
    // An empty wooden crate: at 150 kg/m^3 the cube is stable upright (GM = KB + BM - KG = 0.14 m);
    // a solid cube of half the water's density is not, and floats tilted, as real ones do.
    add("crate", "box.obj", 150.0, btVector3(-6, 2, 5), ForceModel::floatingCrate());
    add("barrel", "barrel.obj", 400.0, btVector3(-6, 2, -5), ForceModel::floatingCrate());
    add("boat", "displacement_boat.obj", 360.0, btVector3(6, 2.5, 0), ForceModel::displacementBoat());

    std::printf("BulletHydro boat demo, headless: %zu bodies dropped on a swell (SineWaves, 0.15 m and 0.05 m),\n"
                "%d substeps per 1/60 s frame, SIMD %s, %s threads\n\n",
                floaters.size(), kSubsteps, archName(settings.arch),
                options.threads > 0 ? std::to_string(options.threads).c_str() : "all");
    std::printf("%6s", "t (s)");
    for (const Floater& f : floaters) std::printf(" | %-8s %8s %8s %8s", f.name.c_str(), "y (m)", "roll(°)", "pitch(°)");
    std::printf(" | %s\n", "action µs/substep");

    const int frames = int(std::lround(options.seconds / kFrame));
    const int averagingFrames = std::min(frames / 2, int(10.0 / kFrame));  // the last 10 s (or half)
    double microseconds = 0.0;  // of the action's last substep in each frame since the last line
    int sampled = 0;
    for (int frame = 1; frame <= frames; ++frame) {
        world.stepSimulation(btScalar(kFrame), kSubsteps, btScalar(kFrame / kSubsteps));
        microseconds += action.lastUpdateMicroseconds();
        ++sampled;
        if (frame > frames - averagingFrames)
            for (Floater& f : floaters) {
                f.heightSum += f.height();
                ++f.heightSamples;
            }
        if (frame % 60 == 0 || frame == frames) {
            std::printf("%6.1f", frame * kFrame);
            for (const Floater& f : floaters)
                std::printf(" | %-8s %8.3f %8.2f %8.2f", "", f.height(), f.rollDegrees(), f.pitchDegrees());
            std::printf(" | %8.1f\n", microseconds / sampled);
            microseconds = 0.0;
            sampled = 0;
        }
    }

    std::printf("\nEquilibrium draft: at the mean height of the centre of mass over the last %.0f s, against the\n"
                "flat-water prediction (Hydrostatics.h, exact for the mesh):\n",
                averagingFrames * kFrame);
    std::printf("%-8s %12s %14s %10s\n", "body", "draft (m)", "predicted (m)", "diff");
    for (const Floater& f : floaters)
        std::printf("%-8s %12.4f %14.4f %9.1f%%\n", f.name.c_str(), f.meanDraft(), f.predicted.draft,
                    100.0 * (f.meanDraft() - f.predicted.draft) / f.predicted.draft);
    world.removeAction(&action);
    for (Floater& f : floaters) world.removeRigidBody(&f.body->body());
    return action.invalidStateCount() == 0 ? 0 : 1;
}

} // namespace

int main(int argc, char** argv) {
    const Options options = parse(argc, argv);
    if (!options.headless) {
        std::fprintf(stderr, "boat_demo: the windowed demo is not built yet; run boat_demo --headless\n");
        return 2;
    }
    try {
        return run(options);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "boat_demo: %s\n", e.what());
        return 1;
    }
}
