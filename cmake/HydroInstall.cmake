# cmake --install: headers, libraries, the CMake package BulletHydro, the licence, and the data: the
# hulls and the scenarios under share/BulletHydro, where the installed programs find them.
# The package has a component per library (docs/architecture.md §1), each with its own export set and
# dependency file, so a consumer finds only what the components it asks for need:
#   runtime  BulletHydro::hydro          (xsimd, tinyobjloader, kissfft)
#   bullet   BulletHydro::hydro_bullet   (the runtime and Bullet)
#   prepare  BulletHydro::prepare        (the runtime, assimp, meshoptimizer, OpenVDB), if built
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(HYDRO_INSTALL_CMAKEDIR ${CMAKE_INSTALL_LIBDIR}/cmake/BulletHydro)
set(HYDRO_INSTALL_DATADIR ${CMAKE_INSTALL_DATADIR}/BulletHydro)
set(hydro_components runtime bullet)
set(hydro_component_runtime_target hydro)
set(hydro_component_runtime_include ${PROJECT_SOURCE_DIR}/include/)
set(hydro_component_runtime_dependencies HydroDependencies.cmake)
set(hydro_component_bullet_target hydro_bullet)
set(hydro_component_bullet_include ${PROJECT_SOURCE_DIR}/plugin/include/)
set(hydro_component_bullet_dependencies HydroBulletDependency.cmake)
if(TARGET hydro_prepare)
  list(APPEND hydro_components prepare)
  set(hydro_component_prepare_target hydro_prepare)
  set(hydro_component_prepare_include ${PROJECT_SOURCE_DIR}/prepare/include/)
  set(hydro_component_prepare_dependencies HydroPrepareDependencies.cmake)
endif()
foreach(component IN LISTS hydro_components)
  install(TARGETS ${hydro_component_${component}_target} EXPORT BulletHydro_${component}
          ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
          LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
          RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  install(DIRECTORY ${hydro_component_${component}_include} DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
  install(EXPORT BulletHydro_${component} NAMESPACE BulletHydro:: DESTINATION ${HYDRO_INSTALL_CMAKEDIR}
          FILE BulletHydro_${component}Targets.cmake)
  install(FILES ${PROJECT_SOURCE_DIR}/cmake/${hydro_component_${component}_dependencies}
          DESTINATION ${HYDRO_INSTALL_CMAKEDIR})
endforeach()
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/BulletHydroConfig.cmake.in
  ${PROJECT_BINARY_DIR}/BulletHydroConfig.cmake INSTALL_DESTINATION ${HYDRO_INSTALL_CMAKEDIR}
  PATH_VARS HYDRO_INSTALL_DATADIR)
write_basic_package_version_file(${PROJECT_BINARY_DIR}/BulletHydroConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/BulletHydroConfig.cmake ${PROJECT_BINARY_DIR}/BulletHydroConfigVersion.cmake
        DESTINATION ${HYDRO_INSTALL_CMAKEDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/assets/hulls/ DESTINATION ${HYDRO_INSTALL_DATADIR}/hulls
        FILES_MATCHING PATTERN "*.obj" PATTERN "broken" EXCLUDE)
# The third-party meshes with their sources and licences (SOURCES.md, LICENSE-Apache-2.0.txt), so that
# the commands of docs/hulls.md §3 work from an installed copy.
install(DIRECTORY ${PROJECT_SOURCE_DIR}/assets/hulls/third_party/ DESTINATION ${HYDRO_INSTALL_DATADIR}/hulls/third_party)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/assets/scenarios/ DESTINATION ${HYDRO_INSTALL_DATADIR}/scenarios)
install(FILES ${PROJECT_SOURCE_DIR}/assets/README.md DESTINATION ${HYDRO_INSTALL_DATADIR})
install(FILES ${PROJECT_SOURCE_DIR}/LICENSE ${PROJECT_SOURCE_DIR}/CHANGELOG.md ${PROJECT_SOURCE_DIR}/README.md
        DESTINATION ${CMAKE_INSTALL_DOCDIR})
# The documents the README points to, at the same relative place.
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/ DESTINATION ${CMAKE_INSTALL_DOCDIR}/docs)
