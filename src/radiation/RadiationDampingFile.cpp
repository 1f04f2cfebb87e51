// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/RadiationDampingFile.h"
#include "hydro/Limits.h"

#include "base/RecordText.h"
#include "radiation/MadeFor.h"

#include <cmath>
#include <sstream>

namespace hydro {
namespace {

constexpr const char* kDampingFileHeader = "BulletHydro radiation damping 1";
/// A damping's text is about 600 bytes; a file far larger is something else, not read whole.
constexpr std::streamoff kMaxDampingFileBytes = 1 << 16;
/// Mass within this of the body's: Bullet keeps it as a single-precision inverse (6e-8 relative).
constexpr double kMassMatch = 1e-6;

/// A coefficient or frequency a file may hold: finite, not negative, within kMaxRecordedCoefficient.
bool isRecordable(double value) { return value >= 0.0 && value <= radiation::kMaxRecordedCoefficient; }

} // namespace

std::string radiationDampingText(const RadiationDamping& d) {
    std::ostringstream out;
    out.precision(17);
    out << kDampingFileHeader << "\n";
    out << "hull " << d.hullTriangles << " " << d.hullVolume << "\n";
    out << "mass " << d.mass << "\n";
    out << "centre " << d.centreOfGravity.x << " " << d.centreOfGravity.y << " " << d.centreOfGravity.z << "\n";
    out << "density " << d.waterDensity << "\n";
    out << "rest " << d.restVolume << "\n";
    out << "heave " << d.heave << " " << d.heaveFrequency << "\n";
    out << "roll " << d.roll << " " << d.rollFrequency << "\n";
    out << "pitch " << d.pitch << " " << d.pitchFrequency << "\n";
    for (int i = 0; i < 3; ++i) out << "rotational " << d.rotational(i, 0) << " " << d.rotational(i, 1) << " " << d.rotational(i, 2) << "\n";
    return out.str();
}

Result<RadiationDamping> tryRadiationDampingFromText(const std::string& text, const std::string& sourceName) {
    RecordReader reader(text, "radiation damping '" + sourceName + "'");
    if (Status read = reader.header(kDampingFileHeader, "a radiation damping"); !read) return read.error();
    RadiationDamping d;
    double hull[2], mass[1], centre[3], density[1], rest[1];
    if (Status read = reader.read("hull", 2, hull); !read) return read.error();
    if (!(hull[0] >= 1.0 && hull[0] <= radiation::kMaxRecordedTriangles && hull[0] == std::floor(hull[0])) || !(hull[1] > 0.0))
        return reader.refuse("a hull of " + limits::readable(hull[0]) + " triangles and " + limits::readable(hull[1]) +
                             " m^3 is no body's (a whole count of at least 1 and a positive volume)");
    if (Status read = reader.read("mass", 1, mass); !read) return read.error();
    if (!limits::kMassRange.contains(mass[0])) return reader.refuse(limits::outsideRange("mass", mass[0], limits::kMassRange));
    if (Status read = reader.read("centre", 3, centre); !read) return read.error();
    if (Status read = reader.read("density", 1, density); !read) return read.error();
    if (!limits::kWaterDensityRange.contains(density[0]))
        return reader.refuse(limits::outsideRange("density", density[0], limits::kWaterDensityRange));
    if (Status read = reader.read("rest", 1, rest); !read) return read.error();
    d.hullTriangles = std::size_t(hull[0]);
    d.hullVolume = hull[1];
    d.mass = mass[0];
    d.centreOfGravity = {centre[0], centre[1], centre[2]};
    d.waterDensity = density[0];
    d.restVolume = rest[0];
    struct Mode {
        const char* keyword;
        double *coefficient, *frequency;
    } modes[3] = {{"heave", &d.heave, &d.heaveFrequency}, {"roll", &d.roll, &d.rollFrequency}, {"pitch", &d.pitch, &d.pitchFrequency}};
    for (const Mode& mode : modes) {
        double numbers[2];
        if (Status read = reader.read(mode.keyword, 2, numbers); !read) return read.error();
        if (!isRecordable(numbers[0]) || !isRecordable(numbers[1]))
            return reader.refuse(std::string("the ") + mode.keyword + " damping " + limits::readable(numbers[0]) +
                                 " and frequency " + limits::readable(numbers[1]) + " must be >= 0 and at most " +
                                 limits::readable(radiation::kMaxRecordedCoefficient));
        *mode.coefficient = numbers[0];
        *mode.frequency = numbers[1];
    }
    if (!isRecordable(d.restVolume)) return reader.refuse("the rest volume " + limits::readable(d.restVolume) + " must be >= 0");
    for (int i = 0; i < 3; ++i) {
        double row[3];
        if (Status read = reader.read("rotational", 3, row); !read) return read.error();
        for (int j = 0; j < 3; ++j) {
            if (!(std::abs(row[j]) <= radiation::kMaxRecordedCoefficient))
                return reader.refuse(limits::readable(row[j]) + " is beyond any body's damping (at most " +
                                     limits::readable(radiation::kMaxRecordedCoefficient) + ")");
            d.rotational(i, j) = row[j];
        }
    }
    if (Status ended = reader.end(); !ended) return ended.error();
    return d;
}

Status trySaveRadiationDamping(const RadiationDamping& damping, const std::string& path) {
    return writeRecordFile("radiation damping", path, radiationDampingText(damping));
}

Result<RadiationDamping> tryLoadRadiationDamping(const std::string& path) {
    Result<std::string> text = readRecordFile("radiation damping", path, kMaxDampingFileBytes, "a radiation damping", "one is about 600 bytes");
    if (!text) return text.error();
    return tryRadiationDampingFromText(text.value(), path);
}

Status checkRadiationDampingMadeFor(const RadiationDamping& damping, const HullMesh& hull, double mass,
                                    const Vec3& centreOfGravity, const WaterProperties& water) {
    if (Status same = radiation::checkMadeForHull(damping.hullTriangles, damping.hullVolume, hull); !same) return same;
    if (!(std::abs(damping.mass - mass) <= kMassMatch * mass))
        return Error("made for a mass of " + limits::readable(damping.mass) + " kg, not " + limits::readable(mass) + " kg");
    if (Status same = radiation::checkMadeForPoint("centre of gravity", damping.centreOfGravity, centreOfGravity, hull); !same)
        return same;
    return radiation::checkMadeForWater(damping.waterDensity, water);
}

} // namespace hydro
