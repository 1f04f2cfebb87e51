# cmake --install: headers, libraries, the CMake package BulletHydro (find_package(BulletHydro 0.5)
# gives BulletHydro::hydro, BulletHydro::hydro_bullet and BulletHydro_DATA_DIR), the licence, and the
# data: the hulls and the scenarios under share/BulletHydro, where the installed programs find them.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(HYDRO_INSTALL_CMAKEDIR ${CMAKE_INSTALL_LIBDIR}/cmake/BulletHydro)
set(HYDRO_INSTALL_DATADIR ${CMAKE_INSTALL_DATADIR}/BulletHydro)
install(TARGETS hydro hydro_bullet EXPORT BulletHydroTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
        RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/ ${PROJECT_SOURCE_DIR}/plugin/include/
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(EXPORT BulletHydroTargets NAMESPACE BulletHydro:: DESTINATION ${HYDRO_INSTALL_CMAKEDIR})
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/BulletHydroConfig.cmake.in
  ${PROJECT_BINARY_DIR}/BulletHydroConfig.cmake INSTALL_DESTINATION ${HYDRO_INSTALL_CMAKEDIR}
  PATH_VARS HYDRO_INSTALL_DATADIR)
write_basic_package_version_file(${PROJECT_BINARY_DIR}/BulletHydroConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/BulletHydroConfig.cmake ${PROJECT_BINARY_DIR}/BulletHydroConfigVersion.cmake
              ${PROJECT_SOURCE_DIR}/cmake/HydroDependencies.cmake
        DESTINATION ${HYDRO_INSTALL_CMAKEDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/assets/hulls/ DESTINATION ${HYDRO_INSTALL_DATADIR}/hulls
        FILES_MATCHING PATTERN "*.obj" PATTERN "broken" EXCLUDE)
# The third-party meshes with their sources and licences (SOURCES.md, LICENSE-Apache-2.0.txt), so the
# README's "Your own boat" works from an installed copy.
install(DIRECTORY ${PROJECT_SOURCE_DIR}/assets/hulls/third_party/ DESTINATION ${HYDRO_INSTALL_DATADIR}/hulls/third_party)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/assets/scenarios/ DESTINATION ${HYDRO_INSTALL_DATADIR}/scenarios)
install(FILES ${PROJECT_SOURCE_DIR}/assets/README.md DESTINATION ${HYDRO_INSTALL_DATADIR})
install(FILES ${PROJECT_SOURCE_DIR}/LICENSE ${PROJECT_SOURCE_DIR}/CHANGELOG.md ${PROJECT_SOURCE_DIR}/README.md
        DESTINATION ${CMAKE_INSTALL_DOCDIR})
