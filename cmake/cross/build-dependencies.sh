#!/usr/bin/env bash
# Builds BulletHydro's runtime dependencies for a target that Debian has no packages for, from
# Debian's own sources, into a prefix (README "Other platforms"):
#   cmake/cross/build-dependencies.sh mingw-w64-x86_64 PREFIX    Windows, with the MinGW-w64 toolchain
#   cmake/cross/build-dependencies.sh emscripten PREFIX          WebAssembly, with Emscripten, for a
#                                                                build with threads and one without
# Bullet, tinyobjloader and kissfft (and for WebAssembly, Dear ImGui for the demo) from their Debian
# source packages (apt-get source: needs a deb-src entry), GoogleTest from /usr/src/googletest
# (libgtest-dev), xsimd's headers and CMake package from Debian's libxsimd-dev and Eigen's from
# libeigen3-dev (both header-only; xsimd's source package is not served); for WebAssembly also
# glm's and nlohmann-json's headers from their packages.
# Nothing is copied into the repository; the prefix holds the sources, builds and installs.
set -euo pipefail
target=$1
prefix=$(realpath -m "$2")
here=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$prefix/src"
cd "$prefix/src"

case "$target" in
  mingw-w64-x86_64)
    configure=(cmake -DCMAKE_TOOLCHAIN_FILE="$here/cmake/toolchains/mingw-w64-x86_64.cmake")
    gtest_options=() ;;
  emscripten)
    # Compiled for shared memory (atomics, bulk memory), as every object of a module with threads
    # must be: wasm-ld refuses to link one that was not. A module without threads links them as well
    # (its memory is not shared, where atomic instructions are valid too), so one prefix serves both
    # builds of docs/building.md §3.
    configure=(emcmake cmake -DCMAKE_C_FLAGS=-pthread -DCMAKE_CXX_FLAGS=-pthread)
    gtest_options=() ;;
  *) echo "build-dependencies.sh: unknown target '$target' (mingw-w64-x86_64 or emscripten)" >&2; exit 2 ;;
esac
common=(-DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$prefix" -DBUILD_SHARED_LIBS=OFF)

# Configures, builds and installs one CMake project: build SOURCE_DIR BUILD_NAME [options...]
build() {
  local source=$1 name=$2
  shift 2
  "${configure[@]}" -S "$source" -B "build-$name" "${common[@]}" "$@" > "build-$name.log"
  cmake --build "build-$name" -j2 >> "build-$name.log"
  cmake --install "build-$name" >> "build-$name.log"
  echo "built $name into $prefix"
}

if [ ! -d xsimd ]; then
  apt-get download libxsimd-dev
  dpkg-deb -x libxsimd-dev_*.deb xsimd
fi
if [ ! -d eigen ]; then
  apt-get download libeigen3-dev
  dpkg-deb -x libeigen3-dev_*.deb eigen
fi
if [ "$target" = emscripten ]; then
  # The boat demo in the browser (docs/web.md §1): glm's and nlohmann-json's headers from Debian's
  # packages, and Dear ImGui's sources from its source package, which the demo's build compiles.
  for package in libglm-dev nlohmann-json3-dev; do
    if [ ! -d "$package" ]; then
      apt-get download "$package"
      dpkg-deb -x "$package"_*.deb "$package"
    fi
  done
  [ -d imgui-1.86+ds ] || apt-get source imgui
fi
[ -d bullet-3.24+dfsg ] || apt-get source bullet
[ -d tinyobjloader-2.0.0~rc10+dfsg ] || apt-get source tinyobjloader
[ -d kissfft-131.1.0 ] || apt-get source kissfft

build /usr/src/googletest googletest -DBUILD_GMOCK=OFF -DINSTALL_GTEST=ON "${gtest_options[@]}"
# Bullet's three libraries the plugin links, and the two others its install expects; none of its
# demos, extras or Bullet 3. (Debian's patch wraps set_target_properties, which FindOpenGL then trips over:
# OpenGL is not looked for; nothing here draws.)
build bullet-3.24+dfsg bullet -DBUILD_BULLET3=OFF -DBUILD_EXTRAS=OFF -DBUILD_UNIT_TESTS=OFF \
  -DBUILD_CPU_DEMOS=OFF -DBUILD_OPENGL3_DEMOS=OFF -DBUILD_BULLET2_DEMOS=OFF -DBUILD_PYBULLET=OFF \
  -DBUILD_ENET=OFF -DBUILD_CLSOCKET=OFF -DBUILD_EGL=OFF -DUSE_GRAPHICAL_BENCHMARK=OFF -DUSE_GLUT=OFF \
  -DINSTALL_LIBS=ON -DINSTALL_CMAKE_FILES=ON -DCMAKE_DISABLE_FIND_PACKAGE_OpenGL=ON
build tinyobjloader-2.0.0~rc10+dfsg tinyobjloader
build kissfft-131.1.0 kissfft -DKISSFFT_DATATYPE=float -DKISSFFT_STATIC=ON -DKISSFFT_TEST=OFF \
  -DKISSFFT_TOOLS=OFF -DKISSFFT_PKGCONFIG=OFF -DKISSFFT_OPENMP=OFF \
  -DCMAKE_INSTALL_INCLUDEDIR=include -DCMAKE_INSTALL_LIBDIR=lib  # kissfft reads them before it includes GNUInstallDirs
