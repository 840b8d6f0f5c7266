#!/usr/bin/env bash
# Builds the whole native doctest suite with AddressSanitizer + UndefinedBehaviorSanitizer
# (-DBOARDRULES_SANITIZE=ON) in its own build directory and runs it with ctest. Any sanitizer
# report aborts the test that triggered it (-fno-sanitize-recover=all), so ctest fails.
#
# Usage: tools/sanitize-test.sh
# Environment: SANITIZE_BUILD_DIR (default build/sanitize), SANITIZE_CXX (default clang++, or g++),
# JOBS (default 2).
# Installs cmake, the compiler, doctest-dev (and clang's sanitizer runtimes) with apt when missing.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${SANITIZE_BUILD_DIR:-$ROOT/build/sanitize}
JOBS=${JOBS:-2}

# clang++ by default (installed when missing): the configuration that was measured and that the
# fuzz build shares. SANITIZE_CXX=g++ selects GCC instead.
SANITIZE_CXX=${SANITIZE_CXX:-clang++}

# --- dependencies ---------------------------------------------------------------------------
source "$ROOT/tools/lib/packages.sh"
need_package cmake cmake
need_package gzip gzip
need_package /usr/include/doctest/doctest.h doctest-dev
case "$SANITIZE_CXX" in
  clang++*)
    need_package "$SANITIZE_CXX" clang
    need_package "/usr/lib/llvm-*/lib/clang/*/lib/linux/libclang_rt.asan-x86_64.a" libclang-rt-14-dev
    need_package g++ g++  # clang uses libstdc++ from GCC
    ;;
  *) need_package "$SANITIZE_CXX" g++ ;;
esac

# --- build and test -------------------------------------------------------------------------
start=$(date +%s)
cmake -S "$ROOT" -B "$BUILD" \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_COMPILER="$SANITIZE_CXX" \
  -DBOARDRULES_SANITIZE=ON -DBOARDRULES_TESTS=ON -DBOARDRULES_FUZZ=OFF
cmake --build "$BUILD" -j"$JOBS"

# detect_leaks: a leak is a failure too. halt_on_error/abort_on_error make every report fatal.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1:strict_string_checks=1:detect_stack_use_after_return=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
ctest --test-dir "$BUILD" --output-on-failure -j"$JOBS"
echo "sanitize-test: ASan+UBSan suite passed with $SANITIZE_CXX in $(( $(date +%s) - start )) s"
