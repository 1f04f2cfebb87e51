# Windows x86-64, cross-compiled on Debian with MinGW-w64's GCC (g++-mingw-w64-x86-64-posix: the
# POSIX thread model, which std::thread needs), the programs run under wine64. Bullet, GoogleTest,
# tinyobjloader and kissfft come built from Debian's source packages into a prefix, xsimd's headers
# from Debian's package (cmake/cross/build-dependencies.sh): pass it to the project as
# -DHYDRO_DEPENDENCIES=<prefix>.
# docs/building.md §3.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(CMAKE_C_COMPILER x86_64-w64-mingw32-gcc-posix)
set(CMAKE_CXX_COMPILER x86_64-w64-mingw32-g++-posix)
set(CMAKE_RC_COMPILER x86_64-w64-mingw32-windres)
# Programs link their C and C++ runtimes and winpthreads statically, so wine runs them with no DLL
# beside them.
set(CMAKE_EXE_LINKER_FLAGS_INIT "-static")
# Libraries and packages only from the MinGW sysroot (and the dependencies' prefix, which the project
# adds), never the host's.
set(CMAKE_FIND_ROOT_PATH /usr/x86_64-w64-mingw32)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
# Debian's wine64 package puts the loader here (the `wine` package adds /usr/bin/wine); wine's own
# diagnostics are silenced, the programs' output is kept, and wine's server keeps its socket in the
# build tree rather than the system's temporary folder.
file(MAKE_DIRECTORY ${CMAKE_BINARY_DIR}/wine-tmp)
set(CMAKE_CROSSCOMPILING_EMULATOR /usr/bin/env WINEDEBUG=-all TMPDIR=${CMAKE_BINARY_DIR}/wine-tmp /usr/lib/wine/wine64)
