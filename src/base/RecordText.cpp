// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "base/RecordText.h"

#include <cmath>
#include <cstdlib>
#include <fstream>
#include <utility>

namespace hydro {
namespace {

/// The next whitespace-separated number of `in`, or false (a word, the end, or not finite).
bool readNumber(std::istringstream& in, double& out) {
    std::string word;
    if (!(in >> word)) return false;
    char* end = nullptr;
    out = std::strtod(word.c_str(), &end);
    return end == word.c_str() + word.size() && std::isfinite(out);
}

} // namespace

RecordReader::RecordReader(const std::string& text, std::string what) : lines_(text), what_(std::move(what)) {}

Error RecordReader::refuse(const std::string& why) const {
    return Error(what_ + ", line " + std::to_string(lineNumber_) + ": " + why);
}

Status RecordReader::header(const char* header, const char* kind) {
    ++lineNumber_;
    if (!std::getline(lines_, line_) || line_ != header)
        return refuse(std::string("is not ") + kind + " (the first line must be '" + header + "')");
    return {};
}

Status RecordReader::read(const char* keyword, int count, double* numbers) {
    ++lineNumber_;
    if (!std::getline(lines_, line_)) return refuse(std::string("ends where '") + keyword + "' was expected");
    std::istringstream in(line_);
    std::string word;
    if (*keyword && (!(in >> word) || word != keyword)) return refuse(std::string("expected '") + keyword + "'");
    for (int n = 0; n < count; ++n)
        if (!readNumber(in, numbers[n])) return refuse("number " + std::to_string(n + 1) + " of '" + line_ + "' is missing or not finite");
    if (in >> word) return refuse("'" + word + "' after the numbers");
    return {};
}

Status RecordReader::end() {
    while (std::getline(lines_, line_)) {
        ++lineNumber_;
        if (line_.find_first_not_of(" \t\r") != std::string::npos) return refuse("'" + line_ + "' after the record's last line");
    }
    return {};
}

Status writeRecordFile(const std::string& what, const std::string& path, const std::string& text) {
    std::ofstream file(path, std::ios::binary);
    file << text;
    file.close();
    if (!file) return Error(what + " '" + path + "': could not be written");
    return {};
}

Result<std::string> readRecordFile(const std::string& what, const std::string& path, std::streamoff maxBytes,
                                   const std::string& kind, const std::string& typical) {
    std::ifstream file(path, std::ios::binary | std::ios::ate);
    if (!file) return Error(what + " '" + path + "': could not be opened");
    const std::streamoff bytes = file.tellg();
    if (bytes > maxBytes)
        return Error(what + " '" + path + "': " + std::to_string(bytes) + " bytes is not " + kind + " (" + typical +
                     "; at most " + std::to_string(maxBytes) + ")");
    file.seekg(0);
    std::ostringstream text;
    text << file.rdbuf();
    return text.str();
}

} // namespace hydro
