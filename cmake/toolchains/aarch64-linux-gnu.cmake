# Linux on aarch64 (ARMv8-A: phones, Apple silicon under Linux, ARM servers, the Nintendo Switch's
# cores), cross-compiled on Debian with g++-aarch64-linux-gnu against Debian's arm64 packages
# (dpkg --add-architecture arm64), the programs run under qemu-user-static. docs/building.md §3.
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(CMAKE_C_COMPILER aarch64-linux-gnu-gcc)
set(CMAKE_CXX_COMPILER aarch64-linux-gnu-g++)
# Debian's multiarch folders: /usr/lib/aarch64-linux-gnu for the libraries and their CMake packages.
set(CMAKE_LIBRARY_ARCHITECTURE aarch64-linux-gnu)
# ctest, gtest_discover_tests and the tests' own scripts run the programs through the emulator. The
# programs find their loader (/lib/ld-linux-aarch64.so.1) and C library where the arm64 packages put
# them, one build of glibc. Not with -L /usr/aarch64-linux-gnu: that takes the cross toolchain's
# loader (glibc 2.36-8cross1) while the C library still comes from the arm64 package (2.36-9+deb12u*),
# and their private layouts differ: pthread_create then walks a thread-stack list it misreads and
# never returns (issue 49 §4: "the threaded tests crawl under qemu"; a three-thread program hung).
set(CMAKE_CROSSCOMPILING_EMULATOR qemu-aarch64-static)
