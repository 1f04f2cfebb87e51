# Finds the runtime's dependencies (the library `hydro`), all from Debian's packages, and gives each
# a target. Included by the project and by the installed BulletHydroConfig.cmake, so a consumer of
# the package finds exactly what the library was built against, and nothing the runtime does not
# use: the Bullet plugin's dependency is in HydroBulletDependency.cmake, the asset pipeline's in
# HydroPrepareDependencies.cmake (docs/architecture.md §1).
include(CMakeFindDependencyMacro)

# xsimd 8.1 (libxsimd-dev). Debian's xsimdTargets.cmake links a target `xtl` that the package does
# not provide; without xtl, the link would fail, so the dangling name is removed (docs/simd.md §3).
find_dependency(xsimd 8.1)
if(NOT TARGET xtl)
  set_target_properties(xsimd PROPERTIES INTERFACE_LINK_LIBRARIES "")
endif()

# tinyobjloader (MIT): HullMesh::fromObjFile.
find_dependency(tinyobjloader)

# kissfft (libkissfft-dev, float): the FFT of OceanSpectrumWaves. Debian ships it shared; a cross
# target's build from source (cmake/cross/build-dependencies.sh) is static.
if(NOT DEFINED HYDRO_KISSFFT_LINKAGE)
  set(HYDRO_KISSFFT_LINKAGE SHARED)
endif()
find_dependency(kissfft CONFIG COMPONENTS ${HYDRO_KISSFFT_LINKAGE} float)

