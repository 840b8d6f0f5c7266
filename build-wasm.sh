#!/usr/bin/env bash
# Builds the boardrules WebAssembly module and runs the project's tests.
#
#   ./build-wasm.sh          build web/dist/boardrules-wasm.js (single-file ES module)
#   ./build-wasm.sh test     native tests (tools/native-test.sh), module build, JS, type and
#                            browser tests: the project's one test command
#   ./build-wasm.sh serve    build, then serve web/ on http://127.0.0.1:8080 until stopped
#
# Works on a fresh Debian machine as root, non-interactive: missing tools (emscripten, nodejs,
# npm, chromium for the browser tests) are installed with apt. As another user it prints the
# apt command instead.
# Environment: BOARDRULES_WASM_OPT (one level for every file, e.g. -O3 or -Oz; default: -O3 for
# the Tribun engine and its bindings, which have speed targets, -Oz for everything else, which
# keeps the download small), JOBS (parallel compiles, default 2).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")"
readonly OUT=web/dist/boardrules-wasm.js
readonly OPT=${BOARDRULES_WASM_OPT:-}
readonly SPEED_OPT=${OPT:--O3} SIZE_OPT=${OPT:--Oz}
# Objects per optimisation choice, so switching never links stale objects.
OBJ_SUFFIX=${OPT:-mixed}
export OBJ_DIR=build/wasm-obj/${OBJ_SUFFIX//[^A-Za-z0-9]/}
readonly JOBS=${JOBS:-2}
# Debian's emscripten runs its JS tools (acorn) with node and finds them through NODE_PATH.
export NODE_PATH=/usr/share/nodejs

source tools/lib/packages.sh

build() {
  need_package emcc emscripten
  need_package node nodejs
  mkdir -p "$OBJ_DIR" "$(dirname "$OUT")"

  # Every engine module under src/ (new ones are picked up) plus every binding file.
  local sources
  mapfile -t sources < <(find src bindings -name '*.cpp' | sort)
  echo "build-wasm.sh: compiling ${#sources[@]} files with emcc (speed: $SPEED_OPT, size: $SIZE_OPT; -j$JOBS)"
  local cflags=(-std=c++20 -fno-exceptions -Isrc -Wall -Wextra)
  # One object per source, compiled in parallel; an object is rebuilt when its source or any
  # header it includes (from the -MMD depfile) is newer.
  # Objects compiled with other flags are thrown away (the flags are recorded next to them).
  if [[ ! -f $OBJ_DIR/flags || $(<"$OBJ_DIR/flags") != "${cflags[*]} $SPEED_OPT $SIZE_OPT" ]]; then
    rm -f "$OBJ_DIR"/*.o "$OBJ_DIR"/*.o.d
    echo "${cflags[*]} $SPEED_OPT $SIZE_OPT" >"$OBJ_DIR/flags"
  fi
  local src obj stale=()
  for src in "${sources[@]}"; do
    obj="$OBJ_DIR/${src//\//_}.o"
    if [[ ! -f $obj || ! -f $obj.d || $src -nt $obj ]] || deps_newer "$obj"; then
      stale+=("$src")
    fi
  done
  if ((${#stale[@]})); then
    export CFLAGS_LIST="${cflags[*]}"  # no flag contains a space
    for src in "${stale[@]}"; do echo "$(opt_for "$src") $src"; done | xargs -P "$JOBS" -L1 sh -c \
      'obj="$OBJ_DIR/$(echo "$2" | tr / _).o"; emcc "$1" $CFLAGS_LIST -MMD -MF "$obj.d" -c "$2" -o "$obj"' _
  fi
  local objects=()
  for src in "${sources[@]}"; do objects+=("$OBJ_DIR/${src//\//_}.o"); done

  # DYNAMIC_EXECUTION=0: Embind builds no functions with new Function(), so pages with a strict
  # Content-Security-Policy (no 'unsafe-eval') can load the module; measured no slower.
  emcc "${objects[@]}" "$SPEED_OPT" -fno-exceptions -lembind \
    -sMODULARIZE=1 -sEXPORT_ES6=1 -sSINGLE_FILE=1 -sENVIRONMENT=web \
    -sALLOW_MEMORY_GROWTH=1 -sEXPORT_NAME=createBoardrulesModule \
    -sFILESYSTEM=0 -sMALLOC=emmalloc -sDYNAMIC_EXECUTION=0 --pre-js tools/wasm-pre.js \
    -o "$OUT"
  echo "build-wasm.sh: wrote $OUT ($(wc -c <"$OUT") bytes, $(gzip -9c "$OUT" | wc -c) gzipped)"
}

# The optimisation level of one source: speed for the Tribun engine and its bindings (legal
# listing has a target relative to native), size for the rest.
opt_for() {
  case $1 in
    src/tribun/ui_options.cpp) echo "$SIZE_OPT" ;;
    src/tribun/*.cpp | bindings/tribun_bindings.cpp) echo "$SPEED_OPT" ;;
    *) echo "$SIZE_OPT" ;;
  esac
}

# True when a header listed in OBJ's depfile is newer than OBJ.
deps_newer() {
  local obj=$1 dep
  for dep in $(sed -e 's/^[^:]*://' -e 's/\\$//' "$obj.d"); do
    [[ -f $dep && $dep -nt $obj ]] && return 0
  done
  return 1
}

npm_ready() {
  need_package node nodejs
  need_package npm npm
  # node_modules/.package-lock.json is npm's record of what it installed.
  if [[ ! -f node_modules/.package-lock.json || package-lock.json -nt node_modules/.package-lock.json ]]; then
    npm ci --no-audit --no-fund
  fi
}

run_tests() {
  bash tools/native-test.sh
  build
  npm_ready
  need_package chromium chromium  # browser tests, and the README browser example in tests/js/
  node --test tests/js/ tests/types/
  node --test tests/browser/
}

main() {
  case "${1:-build}" in
    build) build ;;
    test) run_tests ;;
    serve)
      build
      exec node tools/serve.mjs web 8080
      ;;
    *)
      echo "usage: $0 [build|test|serve]" >&2
      exit 2
      ;;
  esac
}

# One line, read whole before it runs: editing this file during a run cannot derail it.
main "$@"; exit $?
