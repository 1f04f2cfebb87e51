# cmake --install: headers, libraries, and the CMake package BulletHydro (find_package(BulletHydro)
# gives BulletHydro::hydro and BulletHydro::hydro_bullet).
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(HYDRO_INSTALL_CMAKEDIR ${CMAKE_INSTALL_LIBDIR}/cmake/BulletHydro)
install(TARGETS hydro hydro_bullet EXPORT BulletHydroTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
        RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/ ${PROJECT_SOURCE_DIR}/plugin/include/
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(EXPORT BulletHydroTargets NAMESPACE BulletHydro:: DESTINATION ${HYDRO_INSTALL_CMAKEDIR})
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/BulletHydroConfig.cmake.in
  ${PROJECT_BINARY_DIR}/BulletHydroConfig.cmake INSTALL_DESTINATION ${HYDRO_INSTALL_CMAKEDIR})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/BulletHydroConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/BulletHydroConfig.cmake ${PROJECT_BINARY_DIR}/BulletHydroConfigVersion.cmake
              ${PROJECT_SOURCE_DIR}/cmake/HydroDependencies.cmake
        DESTINATION ${HYDRO_INSTALL_CMAKEDIR})
