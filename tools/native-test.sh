#!/usr/bin/env bash
# Native test suite: installs what it needs on a fresh Debian machine (as root), then builds the
# library, CLI, benchmark and doctest suite with g++ and with clang++, and runs CTest for both.
# Usage: bash tools/native-test.sh            (both compilers)
#        COMPILERS=g++ bash tools/native-test.sh
set -euo pipefail
cd "$(dirname "$0")/.."

apt_updated=0
need_pkg() {  # need_pkg COMMAND-OR-FILE PACKAGE
  if command -v "$1" >/dev/null 2>&1 || [ -e "$1" ]; then return; fi
  if [ "$(id -u)" != 0 ]; then
    echo "missing $2: run 'sudo apt-get update && sudo apt-get install -y $2'" >&2
    exit 1
  fi
  if [ "$apt_updated" = 0 ]; then apt-get update -qq; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$2" >/dev/null
}
need_pkg cmake cmake
need_pkg g++ g++
need_pkg clang++ clang
need_pkg gzip gzip
need_pkg /usr/include/doctest/doctest.h doctest-dev

jobs=$(nproc 2>/dev/null || echo 2)
for cxx in ${COMPILERS:-g++ clang++}; do
  dir="build/native-${cxx%++}"
  echo "== native build and tests with $cxx ($dir)"
  cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER="$cxx" >/dev/null
  cmake --build "$dir" -j"$jobs"
  ctest --test-dir "$dir" --output-on-failure -j"$jobs"
done
