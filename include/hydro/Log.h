// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file Log.h
/// Where the library's messages go. The library reports misuse it can recover from (a body
/// registered but not in the world, an action its world does not step) once, as a message, besides
/// the status and count the API returns; by default to stderr. A game sends them to its own log.

namespace hydro {

enum class LogLevel {
    Warning,  ///< the library carries on, but the game probably did not mean this
    Error,    ///< something the game asked for was not done
};

/// Receives each message, a complete sentence without a trailing newline. Called on the thread
/// that caused it (for BuoyancyAction, the thread that steps the world or asks the action), with
/// no lock of the library's held; it must not call back into the object that reported.
using LogHandler = void (*)(LogLevel level, const char* message, void* userData);

/// Replaces the handler for every later message; null restores the default (stderr, prefixed
/// "BulletHydro warning: " or "BulletHydro error: "). Safe to call from any thread.
void setLogHandler(LogHandler handler, void* userData = nullptr);

/// Sends `message` to the current handler.
void logMessage(LogLevel level, const char* message);

} // namespace hydro
