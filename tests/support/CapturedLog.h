// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// The library's log messages (Log.h) caught for one test, for tests that check what a game hears.

#include "hydro/Log.h"

#include <string>
#include <vector>

namespace hydro::test {

/// Collects the library's messages for one test, and restores the default handler after it.
class CapturedLog {
public:
    CapturedLog() { setLogHandler(&CapturedLog::record, this); }
    ~CapturedLog() { setLogHandler(nullptr); }
    CapturedLog(const CapturedLog&) = delete;
    CapturedLog& operator=(const CapturedLog&) = delete;

    std::vector<std::string> messages;
    std::vector<LogLevel> levels;

    /// Messages that contain `text`.
    int count(const std::string& text) const {
        int n = 0;
        for (const std::string& m : messages) n += m.find(text) != std::string::npos ? 1 : 0;
        return n;
    }

private:
    static void record(LogLevel level, const char* message, void* self) {
        static_cast<CapturedLog*>(self)->messages.emplace_back(message);
        static_cast<CapturedLog*>(self)->levels.push_back(level);
    }
};

} // namespace hydro::test
