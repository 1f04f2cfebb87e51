// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file PngFile.h
/// Writes RGB pixels (rows top-down) to a PNG file with stb_image_write (Debian's libstb-dev).

#include <string>
#include <vector>

namespace boat_demo {

/// Throws std::runtime_error naming the file if it cannot be written.
void writePng(const std::string& path, int width, int height, const std::vector<unsigned char>& rgb);

} // namespace boat_demo
