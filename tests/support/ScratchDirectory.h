// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// Scratch folders for tests that write files: tests leave nothing behind in the system's temporary
// folder.

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <set>
#include <string>
#include <system_error>

#if defined(_WIN32)
#include <process.h>
#define HYDRO_TEST_PROCESS_ID _getpid()
#else
#include <unistd.h>
#define HYDRO_TEST_PROCESS_ID ::getpid()
#endif

namespace hydro::test {

/// A folder of its own in the system's temporary folder, named after `tag`, the running test and this
/// process (Emscripten's processes all say 42, so the test's name is what keeps tests run side by
/// side apart), made on first use. It and everything in it are removed when the test program exits
/// normally (ctest runs each test in a process of its own), so only a test that crashes leaves it.
inline std::filesystem::path scratchDirectory(const std::string& tag) {
    namespace fs = std::filesystem;
    struct Made {
        std::set<fs::path> folders;
        ~Made() {
            for (const fs::path& folder : folders) {
                std::error_code ignored;  // a folder already gone is what was wanted
                fs::remove_all(folder, ignored);
            }
        }
    };
    static Made made;
    const ::testing::TestInfo* info = ::testing::UnitTest::GetInstance()->current_test_info();
    std::string running = info ? std::string(info->test_suite_name()) + "." + info->name() : "outside-a-test";
    std::replace(running.begin(), running.end(), '/', '_');  // a parameterised test's name has slashes
    const fs::path folder = fs::temp_directory_path() /
                            ("bullethydro-" + tag + "-" + running + "-" + std::to_string(HYDRO_TEST_PROCESS_ID));
    fs::create_directories(folder);
    made.folders.insert(folder);
    return folder;
}

} // namespace hydro::test
