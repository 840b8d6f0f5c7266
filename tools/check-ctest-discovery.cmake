# Fails when a CTest entry of the doctest suite would run zero test cases, or when a test case has
# no CTest entry of its own.
#
# Why: doctest_discover_tests turns each line of `--list-test-cases` into a CTest entry through a
# CMake list, so a test name holding ';' (or an unbalanced '[' / ']', or a trailing '\') is split
# or merged into entries whose `--test-case=` filter matches nothing. Such an entry prints
# "test cases: 0 | 0 passed | N skipped" and CTest reports it as Passed: the case silently never
# runs. This script checks that each entry's `--test-case=` filter names a case that `--list-test-cases`
# prints, and that there are as many entries as the binary has cases.
#
# Run by CTest as the entry `ctest-every-entry-runs-one-case` (see CMakeLists.txt):
#   cmake -DBUILD_DIR=<build> -DTEST_BINARY=<boardrules_tests> -DCTEST=<ctest> -P tools/check-ctest-discovery.cmake
cmake_minimum_required(VERSION 3.20)

foreach(var BUILD_DIR TEST_BINARY CTEST)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "check-ctest-discovery: pass -D${var}=...")
  endif()
endforeach()

# The names the binary holds, one per line (doctest's own banner lines dropped). Read without CMake
# list splitting, so a ';' in a name cannot hide here too.
execute_process(COMMAND "${TEST_BINARY}" --list-test-cases
                OUTPUT_VARIABLE listing ERROR_VARIABLE err RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "check-ctest-discovery: '${TEST_BINARY} --list-test-cases' failed (${rc}): ${err}")
endif()
string(REGEX MATCH "passing the current filters: ([0-9]+)" counted "${listing}")
set(total ${CMAKE_MATCH_1})
string(REPLACE "\n" "\n|" listing_lines "|${listing}")

execute_process(COMMAND "${CTEST}" --test-dir "${BUILD_DIR}" --show-only=json-v1
                OUTPUT_VARIABLE json ERROR_VARIABLE err RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "check-ctest-discovery: ctest --show-only=json-v1 failed (${rc}): ${err}")
endif()

get_filename_component(binary_name "${TEST_BINARY}" NAME)
string(JSON test_count LENGTH "${json}" tests)
math(EXPR last "${test_count} - 1")
set(entries 0)
set(problems "")
foreach(i RANGE ${last})
  string(JSON entry GET "${json}" tests ${i})
  string(JSON name GET "${entry}" name)
  string(JSON argc ERROR_VARIABLE no_command LENGTH "${entry}" command)
  if(no_command OR argc LESS 1)
    continue()
  endif()
  string(JSON program GET "${entry}" command 0)
  get_filename_component(program_name "${program}" NAME)
  if(NOT program_name STREQUAL binary_name)
    continue()  # another kind of entry (the CLI conformance run, this check)
  endif()
  math(EXPR entries "${entries} + 1")
  set(filter "")
  math(EXPR last_arg "${argc} - 1")
  foreach(k RANGE 1 ${last_arg})
    string(JSON arg GET "${entry}" command ${k})
    if(arg MATCHES "^--test-case=")
      set(filter "${arg}")
    endif()
  endforeach()
  if(filter STREQUAL "")
    string(APPEND problems "  '${name}': no --test-case filter\n")
    continue()
  endif()
  # The filter must name one listed case exactly (doctest filters also match wildcards, so an
  # exact name selects at least that case). `\,` is doctest's escaped comma.
  string(REGEX REPLACE "^--test-case=" "" wanted "${filter}")
  string(REPLACE "\\," "," wanted "${wanted}")
  string(FIND "${listing_lines}" "|${wanted}\n" at)
  if(at LESS 0)
    string(APPEND problems "  '${name}': its filter '${wanted}' names no test case, so it runs nothing\n")
  endif()
endforeach()

if(NOT entries EQUAL total)
  string(APPEND problems "  ${entries} CTest entries for ${total} test cases (a name was split or merged)\n")
endif()

if(problems)
  message(FATAL_ERROR "check-ctest-discovery: CTest would skip test cases silently. Rename the test "
                      "cases below so they hold no ';', no unbalanced '[' or ']', no trailing '\\':\n${problems}")
endif()
message(STATUS "check-ctest-discovery: ${entries} CTest entries, each runs exactly one of ${total} test cases")
