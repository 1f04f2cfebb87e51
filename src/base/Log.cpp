// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#include "hydro/Log.h"

#include <cstdio>
#include <mutex>

namespace hydro {

namespace {
void logToStderr(LogLevel level, const char* message, void*) {
    std::fprintf(stderr, "BulletHydro %s: %s\n", level == LogLevel::Error ? "error" : "warning", message);
}

// The handler and its data change together, so one lock guards both; messages are rare (each kind
// of misuse is reported once), so the lock costs nothing that matters.
std::mutex handlerMutex;
LogHandler currentHandler = logToStderr;
void* currentUserData = nullptr;
} // namespace

void setLogHandler(LogHandler handler, void* userData) {
    const std::lock_guard<std::mutex> lock(handlerMutex);
    currentHandler = handler ? handler : logToStderr;
    currentUserData = handler ? userData : nullptr;
}

void logMessage(LogLevel level, const char* message) {
    LogHandler handler;
    void* userData;
    {
        const std::lock_guard<std::mutex> lock(handlerMutex);
        handler = currentHandler;
        userData = currentUserData;
    }
    handler(level, message, userData);
}

} // namespace hydro
