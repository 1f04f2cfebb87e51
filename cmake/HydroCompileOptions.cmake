# Compile options shared by every target the project builds (not exported to consumers, except the
# sanitizer link flags, which a sanitized static library needs in whatever links it).
add_library(hydro_build_options INTERFACE)
target_compile_options(hydro_build_options INTERFACE
  -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wsign-conversion -Wdouble-promotion
  # Determinism (docs/simd.md §5): the compiler may not fuse a*b+c on its own; xsimd::fma is used only
  # where written on purpose, so results do not depend on which flags a TU was built with.
  -ffp-contract=off)
if(HYDRO_WERROR)
  target_compile_options(hydro_build_options INTERFACE -Werror)
endif()

# Without exceptions and RTTI (HYDRO_EXCEPTIONS=OFF), for everything the project builds: the runtime,
# the plugin and their tests, which test refusals through the value forms (Result.h).
if(NOT HYDRO_EXCEPTIONS)
  if(MSVC)
    add_compile_options(/EHs-c- /GR-)
  else()
    add_compile_options(-fno-exceptions -fno-rtti)
  endif()
endif()
# The project's programs (the asset generator, the tools' shared code) report a bad command line or
# an unwritable file by throwing, which they catch: they keep exceptions in that build, as a game's
# own tools would.
function(hydro_keep_exceptions target)
  if(NOT HYDRO_EXCEPTIONS AND NOT MSVC)
    target_compile_options(${target} PRIVATE -fexceptions)
  endif()
endfunction()

if(EMSCRIPTEN)
  # WebAssembly (docs/building.md §3): Emscripten compiles SSE2 intrinsics, and so xsimd's sse2
  # batches, to SIMD128, for the library and everything built with it. Emscripten's own default is
  # no exceptions; with HYDRO_EXCEPTIONS on, they are turned on (else a throw aborts). The project's
  # own programs (the tests) grow their memory as they need, read the host's files (the assets)
  # through Node and run their static destructors at exit (the tests' scratch folders go then);
  # none of this is imposed on a game, which links the library with its own settings.
  add_compile_options(-msimd128 -msse2)
  # Eigen takes -msse2 for an x86 target and includes the MMX header, which Emscripten lacks; its
  # few small solves (the foils' lifting line) need no vectorising.
  add_compile_definitions(EIGEN_DONT_VECTORIZE)
  add_link_options(-sALLOW_MEMORY_GROWTH=1 -sNODERAWFS=1 -sEXIT_RUNTIME=1)
  if(HYDRO_EXCEPTIONS)
    add_compile_options(-fexceptions)
    add_link_options(-fexceptions)
  endif()
  if(HYDRO_WASM_THREADS)
    # std::thread on Web Workers. A new worker starts only once the main thread returns to the event
    # loop, which a test waiting on its threads never does: the workers are made before main(), as
    # many as the tests run at once (a pool of 8; a joined thread's worker is reused), and one more is
    # an error (EAGAIN, so std::thread stops the test) rather than a hang.
    set(HYDRO_WASM_THREAD_POOL 8)  # the web module's worlds share them too (web/src/WebWorld.h)
    add_compile_options(-pthread)
    add_link_options(-pthread -sPTHREAD_POOL_SIZE=${HYDRO_WASM_THREAD_POOL} -sPTHREAD_POOL_SIZE_STRICT=2)
  endif()
  # The tests run in Node. Debian's emcmake 3.1.6 asks for `node --experimental-wasm-threads`, an
  # option Node 20 refuses, and Node 20 loads 3.1.6's output only without its own fetch.
  find_program(HYDRO_NODE node REQUIRED)
  set(CMAKE_CROSSCOMPILING_EMULATOR ${HYDRO_NODE} --no-experimental-fetch)
endif()

set(HYDRO_SANITIZER_FLAGS -fsanitize=address,undefined -fno-sanitize-recover=all)
if(HYDRO_FUZZ)
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    message(FATAL_ERROR "HYDRO_FUZZ needs clang's libFuzzer: configure with -DCMAKE_CXX_COMPILER=clang++")
  endif()
  # Coverage instrumentation for every target; the fuzzers themselves link -fsanitize=fuzzer.
  add_compile_options(-fsanitize=fuzzer-no-link)
endif()
if(HYDRO_SANITIZE OR HYDRO_FUZZ)
  add_compile_options(${HYDRO_SANITIZER_FLAGS} -fno-omit-frame-pointer)
  add_link_options(${HYDRO_SANITIZER_FLAGS})
endif()
