#!/usr/bin/env bash
# Native test suite: installs what it needs on a fresh Debian machine (as root), then builds the
# library, CLI, benchmark and doctest suite with g++ and with clang++, and runs CTest for both.
# Usage: bash tools/native-test.sh            (both compilers)
#        COMPILERS=g++ bash tools/native-test.sh
set -euo pipefail
cd "$(dirname "$0")/.."

source tools/lib/packages.sh
need_package cmake cmake
need_package g++ g++
need_package clang++ clang
need_package gzip gzip
need_package /usr/include/doctest/doctest.h doctest-dev

jobs=$(nproc 2>/dev/null || echo 2)
for cxx in ${COMPILERS:-g++ clang++}; do
  dir="build/native-${cxx%++}"
  echo "== native build and tests with $cxx ($dir)"
  cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER="$cxx" >/dev/null
  cmake --build "$dir" -j"$jobs"
  ctest --test-dir "$dir" --output-on-failure -j"$jobs"
done
