// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "PngFile.h"

#include <stb_image_write.h>

#include <stdexcept>

namespace boat_demo {

void writePng(const std::string& path, int width, int height, const std::vector<unsigned char>& rgb) {
    if (!stbi_write_png(path.c_str(), width, height, 3, rgb.data(), width * 3))
        throw std::runtime_error(path + ": cannot be written");
}

} // namespace boat_demo
