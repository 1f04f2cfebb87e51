# ctest script: the suite leaves nothing in the system's temporary folder ($TMPDIR, else /tmp).
# -DMODE=snapshot writes the names there that mention hydro or bullet to -DLIST before any test
# runs (the fixture temp_folder's setup); -DMODE=compare, after every test (its cleanup), fails
# naming each such entry that was not there before. Every test of the suite requires the fixture
# (tests/CMakeLists.txt), so `ctest -R anything` checks too.
cmake_minimum_required(VERSION 3.20)  # IN_LIST
if(DEFINED ENV{TMPDIR} AND NOT "$ENV{TMPDIR}" STREQUAL "")
  set(temp "$ENV{TMPDIR}")
else()
  set(temp /tmp)
endif()
file(GLOB entries LIST_DIRECTORIES true RELATIVE "${temp}" "${temp}/*")
list(FILTER entries INCLUDE REGEX "[Hh][Yy][Dd][Rr][Oo]|[Bb][Uu][Ll][Ll][Ee][Tt]")
if(MODE STREQUAL "snapshot")
  file(WRITE "${LIST}" "${entries}")
  return()
endif()
file(READ "${LIST}" before)
set(left "")
foreach(entry IN LISTS entries)
  if(NOT entry IN_LIST before)
    list(APPEND left "${temp}/${entry}")
  endif()
endforeach()
if(left)
  list(JOIN left "\n  " shown)
  message(FATAL_ERROR "the tests left in the temporary folder:\n  ${shown}")
endif()
