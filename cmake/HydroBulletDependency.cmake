# Finds Bullet for the plugin `hydro_bullet`, from Debian's packages.
include(CMakeFindDependencyMacro)

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
