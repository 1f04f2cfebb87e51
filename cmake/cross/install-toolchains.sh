#!/usr/bin/env bash
# Installs what the other platforms' builds need, all from Debian's packages (README "Other
# platforms"); run as root on Debian 12:
# - Clang, for the x86-64 build beside GCC;
# - aarch64: the cross compiler, qemu-user-static, and the arm64 packages of the runtime's
#   dependencies (the arm64 architecture is added to dpkg);
# - Windows: MinGW-w64's GCC with POSIX threads, and wine64;
# - WebAssembly: Emscripten (with Node);
# - dpkg-dev and deb-src entries, so that cmake/cross/build-dependencies.sh can fetch Debian's
#   sources of Bullet, tinyobjloader and kissfft for Windows and WebAssembly. The entries are the
#   machine's own `deb` entries, for sources.
set -euo pipefail
dpkg --add-architecture arm64
if [ -f /etc/apt/sources.list.d/debian.sources ] && ! grep -q "deb-src" /etc/apt/sources.list.d/debian.sources; then
  sed 's/^Types: deb$/Types: deb-src/' /etc/apt/sources.list.d/debian.sources > /etc/apt/sources.list.d/debian-src.sources
fi
if [ -f /etc/apt/sources.list ] && grep -q "^deb " /etc/apt/sources.list && ! grep -q "^deb-src " /etc/apt/sources.list; then
  sed -n 's/^deb /deb-src /p' /etc/apt/sources.list > /etc/apt/sources.list.d/debian-src.list
fi
apt-get update
apt-get install -y --no-install-recommends \
  clang libclang-rt-14-dev \
  g++-aarch64-linux-gnu qemu-user-static \
  libbullet-dev:arm64 libxsimd-dev:arm64 libeigen3-dev libtinyobjloader-dev:arm64 libkissfft-dev:arm64 libgtest-dev:arm64 \
  g++-mingw-w64-x86-64-posix wine64 \
  emscripten \
  dpkg-dev
