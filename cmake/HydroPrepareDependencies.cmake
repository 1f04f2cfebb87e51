# Finds the asset pipeline's dependencies (the library `hydro_prepare`, BulletHydro::prepare), all
# from Debian's packages. A game's runtime never needs them (docs/architecture.md §1).
include(CMakeFindDependencyMacro)

# assimp 5.2 (libassimp-dev, BSD-3) reads every format but OBJ; meshoptimizer (libmeshoptimizer-dev,
# MIT) simplifies.
find_dependency(assimp 5.2)
# Draco (libdraco-dev, Apache-2.0) and nlohmann-json (MIT, header-only): glTF whose meshes are
# Draco-compressed is read by the pipeline itself, since assimp 5.2 refuses valid ones (GltfDraco.h).
find_dependency(draco)
find_dependency(nlohmann_json)
find_dependency(meshoptimizer)
# OpenVDB 10 (libopenvdb-dev, MPL-2.0; its headers need libboost-dev) wraps what repair cannot close
# (HullWrap.h), on oneTBB (Apache-2.0) and Imath (BSD-3). Debian ships OpenVDB's find module only,
# which wants Boost.Iostreams and turns BUILD_SHARED_LIBS on for its caller, so the target is made
# here, as Bullet's is in HydroBulletDependency.cmake.
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

