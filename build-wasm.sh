#!/usr/bin/env bash
# Builds the boardrules WebAssembly module and runs the project's tests.
#
#   ./build-wasm.sh          build web/package/dist/boardrules-wasm.js (single-file ES module) and
#                            web/package/dist/boardrules.js (the package's entry in one file)
#   ./build-wasm.sh test     native tests (tools/native-test.sh), module build, JS, type and
#                            browser tests: the project's one test command
#   ./build-wasm.sh serve    build, then serve the site (web/site/, with the package at /package/) on http://127.0.0.1:8080
#
# Works on a fresh Debian machine as root, non-interactive: missing tools (emscripten, nodejs,
# npm, zopfli, chromium for the browser tests) are installed with apt, then npm ci. As another user it prints
# the apt command instead.
# Environment: BOARDRULES_WASM_OPT (one level for every file and the link, e.g. -O3 or -Oz;
# default: -O2 for the Tribun engine's listing path, which has a speed target, -Oz for everything
# else, -O3 for the link; see docs/PERFORMANCE.md, "WebAssembly package"), BOARDRULES_LINK_OPT
# (the link's level alone), JOBS (parallel compiles, default 2).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")"
readonly OUT=web/package/dist/boardrules-wasm.js
readonly OPT=${BOARDRULES_WASM_OPT:-}
# -O2 lists as fast as -O3 here (alternating runs) and is 8 KB smaller.
readonly SPEED_OPT=${OPT:--O2} SIZE_OPT=${OPT:--Oz}
# The link's optimisation (Binaryen's wasm-opt over the whole module, which inlines across
# files, including the -Oz objects' small accessors into their callers). -O3: with the engine
# of 2026-11-26 12:30 it lists ~30 % faster than -Os (thread-CPU medians of alternating runs,
# 10-12 against 13-14 us per position) and validates hostile zone lists ~35 % faster, for +2.2 KB
# of module (+1.5 KB gzipped); docs/PERFORMANCE.md. BOARDRULES_LINK_OPT overrides it.
readonly LINK_OPT=${BOARDRULES_LINK_OPT:-${OPT:--O3}}
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
  need_package zopfli zopfli  # compresses the embedded binary (tools/embed-wasm.mjs)
  mkdir -p "$OBJ_DIR" "$(dirname "$OUT")"

  # Every engine module under src/ (new ones are picked up) plus every binding file.
  local sources
  mapfile -t sources < <(find src bindings -name '*.cpp' | sort)
  echo "build-wasm.sh: compiling ${#sources[@]} files with emcc (speed: $SPEED_OPT, size: $SIZE_OPT; -j$JOBS)"
  # No RTTI: Embind then identifies types by address instead of typeid and keeps no type names
  # (its libembind variant without RTTI is linked, see the link flags).
  local cflags=(-std=c++20 -fno-exceptions -fno-rtti -DEMSCRIPTEN_HAS_UNBOUND_TYPE_NAMES=0 -Isrc -Wall -Wextra)
  # One object per source and optimisation level (so changing opt_for rebuilds what it moves),
  # compiled in parallel; an object is rebuilt when its source or any header it includes (from
  # the -MMD depfile) is newer.
  # Objects compiled with other flags are thrown away (the flags are recorded next to them).
  if [[ ! -f $OBJ_DIR/flags || $(<"$OBJ_DIR/flags") != "${cflags[*]} $SPEED_OPT $SIZE_OPT" ]]; then
    rm -f "$OBJ_DIR"/*.o "$OBJ_DIR"/*.o.d
    echo "${cflags[*]} $SPEED_OPT $SIZE_OPT" >"$OBJ_DIR/flags"
  fi
  local src obj stale=()
  for src in "${sources[@]}"; do
    obj=$(object_of "$src")
    if [[ ! -f $obj || ! -f $obj.d || $src -nt $obj ]] || deps_newer "$obj"; then
      stale+=("$src")
    fi
  done
  if ((${#stale[@]})); then
    export CFLAGS_LIST="${cflags[*]}"  # no flag contains a space
    for src in "${stale[@]}"; do echo "$(opt_for "$src") $src $(object_of "$src")"; done | xargs -P "$JOBS" -L1 sh -c \
      'emcc "$1" $CFLAGS_LIST -MMD -MF "$3.d" -c "$2" -o "$3"' _
  fi
  local objects=()
  for src in "${sources[@]}"; do objects+=("$(object_of "$src")"); done

  # DYNAMIC_EXECUTION=0: Embind builds no functions with new Function(), so pages with a strict
  # Content-Security-Policy (no 'unsafe-eval') can load the module; measured no slower.
  emcc "${objects[@]}" "$LINK_OPT" -fno-exceptions -fno-rtti -lembind \
    -sMODULARIZE=1 -sEXPORT_ES6=1 -sSINGLE_FILE=1 -sENVIRONMENT=web \
    -sALLOW_MEMORY_GROWTH=1 -sEXPORT_NAME=createBoardrulesModule \
    -sFILESYSTEM=0 -sMALLOC=emmalloc -sDYNAMIC_EXECUTION=0 --pre-js tools/wasm-pre.js \
    --js-library tools/embind-reentrant.js --js-library tools/embind-lazy.js \
    --extern-pre-js tools/wasm-extern-pre.js \
    -sINCOMING_MODULE_JS_API=[instantiateWasm] -sTEXTDECODER=2 \
    -o "$OUT"
  # The embedded binary, gzipped, moved to where tools/wasm-extern-pre.js decodes it at import.
  node tools/embed-wasm.mjs "$OUT"
  echo "build-wasm.sh: wrote $OUT ($(wc -c <"$OUT") bytes, $(gzip -9c "$OUT" | wc -c) gzipped)"
  # The package's entry in one file (rolldown, from npm): Node's loader costs ~0.8 ms a file.
  npm_ready
  node tools/bundle-package.mjs
}

object_of() { echo "$OBJ_DIR/${1//\//_}$(opt_for "$1").o"; }

# The optimisation level of one source: speed for the Tribun engine (legal listing has a target
# relative to native: a new game's board check, state and the listing itself), size for
# everything else, which keeps the download small: the other engines, all bindings, and the
# Tribun code a listing never runs (applying, action words and their texts, records,
# coordinates, click options). -Oz on board/game/state/unit/patterns as well listed 26 % slower
# in one alternating run.
opt_for() {
  case $1 in
    src/tribun/apply.cpp | src/tribun/action.cpp | src/tribun/records.cpp | src/tribun/coords.cpp | \
      src/tribun/ui_options.cpp | src/tribun/hash.cpp | src/tribun/unit.cpp | src/tribun/state.cpp | src/tribun/game.cpp | \
      src/tribun/unit_table.cpp | \
      src/tribun/setup_code.cpp | src/tribun/tile_names.cpp | src/tribun/notation.cpp | src/tribun/explain.cpp | src/tribun/history.cpp | \
      src/tribun/record_file.cpp | src/tribun/clock.cpp | src/tribun/lesson.cpp | src/tribun/time_control.cpp | \
      src/tribun/session/game_table.cpp)
      # (clock, lesson, time_control and record_file only build tables on first use; the listing
      # reads them inline. The game table's bookkeeping was -Oz code in the binding before it
      # moved to src/: -O2 made it 1.1 KB gzipped bigger)
      echo "$SIZE_OPT" ;;
    # (split_table, patterns and pattern_sets build their tables during a game's first listing,
    # in baseline-compiled WebAssembly: at -O2 their helpers are inlined, docs/PERFORMANCE.md
    # "Startup")
    src/tribun/*.cpp) echo "$SPEED_OPT" ;;
    # Moves in words are read by people, one sentence at a time: size.
    src/cotulenh/explain.cpp) echo "$SIZE_OPT" ;;
    # Every other CoTuLenh file is on the listing path (issue 15's speed target): -O2 lists 3.6x
    # faster than -Oz through the package for +9.4 KB raw, +7.5 KB gzipped (docs/PERFORMANCE.md).
    src/cotulenh/*.cpp) echo "$SPEED_OPT" ;;
    # The search machinery games share (transposition table, clocks): on every search's hot path.
    src/searchkit/*.cpp) echo "$SPEED_OPT" ;;
    # Catan's whole-game path (listing, applying, road length, simulate, notation, the game).
    src/catan/movegen.cpp | src/catan/apply.cpp | src/catan/road_length.cpp | src/catan/simulate.cpp | \
      src/catan/actions.cpp | src/catan/game.cpp | src/catan/game_tables.cpp) echo "$SPEED_OPT" ;;
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
  node --test tests/js/ tests/types/ tests/mutation/  # the last: the mutant catalogues are not stale
  node --test tests/browser/
  node --test tests/packaging/  # the packed tarball in Node, TypeScript, Vite, webpack, Chromium
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
