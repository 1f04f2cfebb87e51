#!/usr/bin/env bash
# Installs what the other platforms' builds need, all from Debian's packages (README "Other
# platforms"); run as root on Debian 12:
#   cmake/cross/install-toolchains.sh [clang] [aarch64] [mingw] [emscripten]    (none named: all)
# - clang: Clang, for the x86-64 build beside GCC;
# - aarch64: the cross compiler, qemu-user-static, and the arm64 packages of the runtime's
#   dependencies (the arm64 architecture is added to dpkg);
# - mingw: Windows, MinGW-w64's GCC with POSIX threads, and wine64;
# - emscripten: WebAssembly, Emscripten with Node and npm (where the machine has no Node of its
#   own), and Chromium for the web page's browser test (docs/web.md);
# - always: CMake, dpkg-dev and deb-src entries, so that cmake/cross/build-dependencies.sh can fetch
#   Debian's sources of Bullet, tinyobjloader and kissfft for Windows and WebAssembly. The entries
#   are the machine's own `deb` entries, for sources.
set -euo pipefail
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(clang aarch64 mingw emscripten)
packages=(cmake make dpkg-dev)
for target in "${targets[@]}"; do
  case "$target" in
    clang) packages+=(clang libclang-rt-14-dev) ;;
    aarch64)
      dpkg --add-architecture arm64
      packages+=(g++-aarch64-linux-gnu qemu-user-static libbullet-dev:arm64 libxsimd-dev:arm64 libeigen3-dev
                 libtinyobjloader-dev:arm64 libkissfft-dev:arm64 libgtest-dev:arm64) ;;
    mingw) packages+=(g++-mingw-w64-x86-64-posix wine64) ;;
    emscripten)
      packages+=(emscripten chromium)
      command -v npm > /dev/null || packages+=(nodejs npm) ;;
    *) echo "install-toolchains.sh: unknown target '$target' (clang, aarch64, mingw or emscripten)" >&2; exit 2 ;;
  esac
done
if [ -f /etc/apt/sources.list.d/debian.sources ] && ! grep -q "deb-src" /etc/apt/sources.list.d/debian.sources; then
  sed 's/^Types: deb$/Types: deb-src/' /etc/apt/sources.list.d/debian.sources > /etc/apt/sources.list.d/debian-src.sources
fi
if [ -f /etc/apt/sources.list ] && grep -q "^deb " /etc/apt/sources.list && ! grep -q "^deb-src " /etc/apt/sources.list; then
  sed -n 's/^deb /deb-src /p' /etc/apt/sources.list > /etc/apt/sources.list.d/debian-src.list
fi
apt-get update
apt-get install -y --no-install-recommends "${packages[@]}"
