# ctest script: configure, build and run a consumer project of BulletHydro.
# -DMODE=install: install the build tree to a prefix in WORK, copy the consumer project (with
#   consumer.cpp and the README's example) there, build it against the prefix with find_package
#   with the asset pipeline's packages hidden, check that its programs load none of the pipeline's
#   libraries, and run it and the installed programs from WORK: nothing may come from the source
#   tree. Then the same for a tool that asks for the pipeline (COMPONENTS prepare), if it was built.
# -DMODE=subdirectory: add_subdirectory the source tree, runtime only (HYDRO_BUILD_PREPARE=OFF),
#   with the pipeline's packages hidden, in the Debug configuration.
# Other arguments: -DHYDRO_SOURCE_DIR= -DHYDRO_BINARY_DIR= -DWORK= -DASSET= -DGENERATOR= -DEXTRA_FLAGS=
#   -DPROGRAMS= (ON: the installed programs were built, and are run)
#   -DREADME_EXAMPLE= -DPREPARATION_EXAMPLE= (install mode; the second may be empty)
file(REMOVE_RECURSE ${WORK})
# The installed package is the Release build; a game that vendors the sources builds its Debug
# configuration from them too: the SIMD kernels' intrinsics at -O0, which no other build compiles
# (80 s here, against 86 s for Release).
if(MODE STREQUAL "install")
  set(args -G ${GENERATOR} -DCMAKE_BUILD_TYPE=Release)
else()
  set(args -G ${GENERATOR} -DCMAKE_BUILD_TYPE=Debug)
endif()
if(EXTRA_FLAGS)
  list(APPEND args "-DCMAKE_CXX_FLAGS=${EXTRA_FLAGS}" "-DCMAKE_EXE_LINKER_FLAGS=${EXTRA_FLAGS}")
endif()

# Runs a command in WORK; fails the test with its output unless it exits 0 (and, if given, prints
# something matching EXPECT). Sets `out` to its output.
function(run step)
  cmake_parse_arguments(PARSE_ARGV 1 run "" "EXPECT" "")
  execute_process(COMMAND ${CMAKE_COMMAND} -E env --unset=BULLETHYDRO_DATA_DIR ${run_UNPARSED_ARGUMENTS}
                  WORKING_DIRECTORY ${WORK} RESULT_VARIABLE status OUTPUT_VARIABLE output ERROR_VARIABLE output)
  if(status)
    message(FATAL_ERROR "${MODE} consumer: ${step} failed:\n${output}")
  endif()
  if(run_EXPECT AND NOT output MATCHES "${run_EXPECT}")
    message(FATAL_ERROR "${MODE} consumer: ${step} did not print '${run_EXPECT}':\n${output}")
  endif()
  message(STATUS "${step}: ${output}")
  set(out "${output}" PARENT_SCOPE)
endfunction()

# The asset pipeline's packages (cmake/HydroPrepareDependencies.cmake), hidden from the runtime's
# consumers: find_package of any of them fails, so a package that asked for one would not configure.
set(hide_pipeline)
foreach(package IN ITEMS assimp draco meshoptimizer TBB Imath OpenVDB Boost)
  list(APPEND hide_pipeline -DCMAKE_DISABLE_FIND_PACKAGE_${package}=ON)
endforeach()
# Libraries a game's runtime must not load (docs/architecture.md §1).
set(pipeline_libraries "libopenvdb|libtbb|libboost|libassimp|libdraco|libmeshoptimizer|libminizip|libImath")

file(MAKE_DIRECTORY ${WORK})
if(MODE STREQUAL "install")
  set(prefix ${WORK}/prefix)
  run("cmake --install" ${CMAKE_COMMAND} --install ${HYDRO_BINARY_DIR} --prefix ${prefix})
  set(project_dir ${WORK}/project)
  file(COPY ${HYDRO_SOURCE_DIR}/tests/package/consumer/CMakeLists.txt ${HYDRO_SOURCE_DIR}/tests/package/consumer.cpp
       DESTINATION ${project_dir})
  file(COPY ${README_EXAMPLE} DESTINATION ${project_dir})
  get_filename_component(example_name ${README_EXAMPLE} NAME)
  list(APPEND args -DCMAKE_PREFIX_PATH=${prefix} -DREADME_EXAMPLE=${project_dir}/${example_name})
  set(data ${prefix}/share/BulletHydro)
  set(hull ${data}/hulls/barrel.obj)
else()
  set(project_dir ${HYDRO_SOURCE_DIR}/tests/package/subdirectory)
  list(APPEND args -DHYDRO_SOURCE_DIR=${HYDRO_SOURCE_DIR} -DHYDRO_BUILD_PREPARE=OFF)
  set(hull ${ASSET})
endif()

run(configure ${CMAKE_COMMAND} -S ${project_dir} -B ${WORK}/build ${args} ${hide_pipeline})
run(build ${CMAKE_COMMAND} --build ${WORK}/build -j2)
run(consumer ${WORK}/build/consumer ${hull} EXPECT "mass")
if(MODE STREQUAL "install")
  run("README example" ${WORK}/build/readme_example EXPECT "submerged .* m\\^3")
  foreach(program IN ITEMS consumer readme_example)
    run("ldd ${program}" ldd ${WORK}/build/${program})
    if(out MATCHES "(${pipeline_libraries})[^ ]*")
      message(FATAL_ERROR "install consumer: ${program} loads ${CMAKE_MATCH_0}, a library of the asset pipeline:\n${out}")
    endif()
  endforeach()
  if(PREPARATION_EXAMPLE)
    set(tool_dir ${WORK}/tool_project)
    file(COPY ${HYDRO_SOURCE_DIR}/tests/package/tool_consumer/CMakeLists.txt ${PREPARATION_EXAMPLE}
         DESTINATION ${tool_dir})
    get_filename_component(tool_example ${PREPARATION_EXAMPLE} NAME)
    run("configure the tool" ${CMAKE_COMMAND} -S ${tool_dir} -B ${WORK}/tool_build ${args}
        -DPREPARATION_EXAMPLE=${tool_dir}/${tool_example})
    run("build the tool" ${CMAKE_COMMAND} --build ${WORK}/tool_build -j2)
    run("the preparation example of docs/hulls.md" ${WORK}/tool_build/preparation_example EXPECT "triangles; the keel")
  endif()
endif()
if(MODE STREQUAL "install" AND PROGRAMS)
  # The installed programs find the installed data, not the source tree's.
  run("hydrostatics" ${prefix}/bin/hydrostatics --hull wigley --density 500
      EXPECT "Hydrostatics of ${data}/hulls/wigley.obj.*GM transverse")
  run("prepare_hull" ${prefix}/bin/prepare_hull ${data}/hulls/third_party/Box_Draco.glb -o ${WORK}/box.obj --density 150
      EXPECT "wrote .*box.obj: 12 triangles.*draft 0.146")
  run("boat_demo --list" ${prefix}/bin/boat_demo --list EXPECT "scenarios in ${data}/scenarios.*storm")
  run("boat_demo --headless" ${prefix}/bin/boat_demo --headless --scenario drop_test --seconds 1 EXPECT "drop_test")
endif()
file(REMOVE_RECURSE ${WORK})  # nothing left in the temporary folder
