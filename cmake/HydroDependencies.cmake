# Finds BulletHydro's dependencies, all from Debian's packages, and gives each a target.
# Included by the project and by the installed BulletHydroConfig.cmake, so a consumer of the
# package finds exactly what the library was built against.
include(CMakeFindDependencyMacro)

# xsimd 8.1 (libxsimd-dev). Debian's xsimdTargets.cmake links a target `xtl` that the package does
# not provide; without xtl, the link would fail, so the dangling name is removed (docs/simd.md §3).
find_dependency(xsimd 8.1)
if(NOT TARGET xtl)
  set_target_properties(xsimd PROPERTIES INTERFACE_LINK_LIBRARIES "")
endif()

find_dependency(tinyobjloader)

# Hull preparation (HullPreparation.h): assimp 5.2 (libassimp-dev, BSD-3; glTF with Draco through
# Debian's libdraco) reads every format but OBJ; meshoptimizer (libmeshoptimizer-dev, MIT) simplifies.
find_dependency(assimp 5.2)
find_dependency(meshoptimizer)
# OpenVDB 10 (libopenvdb-dev, MPL-2.0; its headers need libboost-dev) wraps what repair cannot close
# (HullWrap.h), on oneTBB (Apache-2.0) and Imath (BSD-3). Debian ships OpenVDB's find module only,
# which wants Boost.Iostreams and turns BUILD_SHARED_LIBS on for its caller, so the target is made
# here, as Bullet's is below.
find_dependency(TBB)
find_dependency(Imath)
if(NOT TARGET BulletHydro::OpenVDB)
  find_path(HYDRO_OPENVDB_INCLUDE_DIR openvdb/openvdb.h REQUIRED)
  find_library(HYDRO_OPENVDB_LIBRARY openvdb REQUIRED)
  add_library(BulletHydro::OpenVDB INTERFACE IMPORTED GLOBAL)
  set_target_properties(BulletHydro::OpenVDB PROPERTIES
    INTERFACE_INCLUDE_DIRECTORIES "${HYDRO_OPENVDB_INCLUDE_DIR}"
    INTERFACE_LINK_LIBRARIES "${HYDRO_OPENVDB_LIBRARY};TBB::tbb;Imath::Imath")
endif()

# kissfft (libkissfft-dev, float): the FFT of OceanSpectrumWaves.
find_dependency(kissfft CONFIG COMPONENTS SHARED float)

# Bullet 3.24 (libbullet-dev). Its config files only set variables with paths relative to
# BULLET_ROOT_DIR, so an imported target is made from them. The float64 file is Debian's
# double-precision build, which needs BT_USE_DOUBLE_PRECISION in every user of Bullet's headers.
if(NOT TARGET BulletHydro::Bullet)
  if(HYDRO_BULLET_DOUBLE)
    set(_hydro_bullet_config BulletConfig-float64.cmake)
  else()
    set(_hydro_bullet_config BulletConfig.cmake)
  endif()
  # Debian ships no BulletConfigVersion.cmake, so the version is checked by hand.
  find_package(Bullet CONFIG REQUIRED CONFIGS ${_hydro_bullet_config})
  if(BULLET_VERSION_STRING VERSION_LESS 3.24)
    message(FATAL_ERROR "BulletHydro needs Bullet 3.24 or newer, found ${BULLET_VERSION_STRING}")
  endif()
  add_library(BulletHydro::Bullet INTERFACE IMPORTED GLOBAL)
  set(_hydro_bullet_libs "")
  foreach(_lib IN ITEMS LinearMath BulletCollision BulletDynamics)
    if(HYDRO_BULLET_DOUBLE)
      set(_lib ${_lib}-float64)
    endif()
    find_library(HYDRO_BULLET_${_lib} NAMES ${_lib} REQUIRED
                 HINTS ${BULLET_ROOT_DIR}/${BULLET_LIBRARY_DIRS} NO_DEFAULT_PATH)
    list(PREPEND _hydro_bullet_libs ${HYDRO_BULLET_${_lib}})
  endforeach()
  set_target_properties(BulletHydro::Bullet PROPERTIES
    INTERFACE_INCLUDE_DIRECTORIES "${BULLET_ROOT_DIR}/${BULLET_INCLUDE_DIR}"
    INTERFACE_LINK_LIBRARIES "${_hydro_bullet_libs}")
  if(HYDRO_BULLET_DOUBLE)
    set_target_properties(BulletHydro::Bullet PROPERTIES
      INTERFACE_COMPILE_DEFINITIONS BT_USE_DOUBLE_PRECISION)
  endif()
endif()
