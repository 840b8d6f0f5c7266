#!/usr/bin/env bash
# Builds the libFuzzer targets of tests/fuzz/ with clang (ASan + UBSan + coverage) and runs each
# one for a fixed time budget from its committed seed corpus. The corpus is copied to a temporary
# directory first, so a run never modifies the repository. Inputs under
# tests/fuzz/regressions/<target>/ are replayed once before fuzzing (must not crash).
# Exit status non-zero when any target crashes, leaks, times out or breaks an invariant; the
# crashing inputs are copied to $FUZZ_BUILD_DIR/artifacts/<target>/.
#
# Usage: tools/fuzz-ci.sh [target ...]        (default: every tests/fuzz/fuzz_*.cpp)
# Environment:
#   FUZZ_SECONDS     budget per target in seconds (default 60)
#   FUZZ_PARALLEL    targets run at the same time (default 1; the CI machine has 2 cores)
#   FUZZ_BUILD_DIR   build directory (default build/fuzz)
#   FUZZ_KEEP_CORPUS directory that receives each target's grown corpus (default: discarded)
#   FUZZ_NICE        nice level of the fuzzing processes (default 0)
#   FUZZ_LOG_DIR     directory that receives each target's libFuzzer log (default: discarded)
#   JOBS             build parallelism (default 2)
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${FUZZ_BUILD_DIR:-$ROOT/build/fuzz}
FUZZ_SECONDS=${FUZZ_SECONDS:-60}
FUZZ_PARALLEL=${FUZZ_PARALLEL:-1}
FUZZ_NICE=${FUZZ_NICE:-0}
JOBS=${JOBS:-2}

# --- dependencies ---------------------------------------------------------------------------
source "$ROOT/tools/lib/packages.sh"
need_package cmake cmake
need_package gzip gzip
need_package clang++ clang
need_package g++ g++  # clang compiles against GCC's libstdc++
need_package "/usr/lib/llvm-*/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a" libclang-rt-14-dev

# --- build ----------------------------------------------------------------------------------
if (($#)); then
  targets=("$@")
else
  targets=()
  for src in "$ROOT"/tests/fuzz/fuzz_*.cpp; do targets+=("$(basename "$src" .cpp)"); done
fi
cmake -S "$ROOT" -B "$BUILD" \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_COMPILER=clang++ \
  -DBOARDRULES_FUZZ=ON -DBOARDRULES_SANITIZE=ON -DBOARDRULES_TESTS=OFF >/dev/null
cmake --build "$BUILD" -j"$JOBS" --target "${targets[@]}"

# --- run ------------------------------------------------------------------------------------
WORK=$(mktemp -d "${TMPDIR:-/tmp}/boardrules-fuzz.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}

# Runs one target; writes $WORK/<target>.log and $WORK/<target>.status.
run_target() {
  local target=$1 bin="$BUILD/tests/fuzz/$1"
  local corpus="$WORK/$target/corpus" artifacts="$WORK/$target/artifacts" log="$WORK/$target.log"
  mkdir -p "$corpus" "$artifacts"
  if [[ -d "$ROOT/tests/fuzz/corpus/$target" ]]; then cp -r "$ROOT/tests/fuzz/corpus/$target/." "$corpus/"; fi

  local status=0
  # Known-bad inputs from earlier findings: each must now run cleanly.
  local regressions=("$ROOT"/tests/fuzz/regressions/"$target"/*)
  if [[ -e "${regressions[0]}" ]]; then
    nice -n "$FUZZ_NICE" "$bin" -artifact_prefix="$artifacts/" "${regressions[@]}" >"$WORK/$target.regressions.log" 2>&1 ||
      status=$?
  fi
  if ((status == 0)); then
    nice -n "$FUZZ_NICE" "$bin" -max_total_time="$FUZZ_SECONDS" -timeout=30 -rss_limit_mb=2048 -max_len=4096 \
      -print_final_stats=1 -artifact_prefix="$artifacts/" "$corpus" >"$log" 2>&1 || status=$?
  else
    cp "$WORK/$target.regressions.log" "$log"
  fi
  echo "$status" >"$WORK/$target.status"
}

start=$(date +%s)
running=0
for target in "${targets[@]}"; do
  echo "fuzz-ci: $target for ${FUZZ_SECONDS} s"
  run_target "$target" &
  running=$((running + 1))
  if ((running >= FUZZ_PARALLEL)); then wait -n || true; running=$((running - 1)); fi
done
wait || true

failed=0
printf '\n%-14s %-6s %12s %8s %8s %8s %s\n' target result execs exec/s cov ft corpus
for target in "${targets[@]}"; do
  log="$WORK/$target.log"
  status=$(cat "$WORK/$target.status" 2>/dev/null || echo 99)
  execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || true)
  speed=$(grep -o 'stat::average_exec_per_sec: *[0-9]*' "$log" | grep -o '[0-9]*$' || true)
  last=$(grep -E '^#[0-9]+' "$log" | tail -1 || true)
  cov=$(grep -o 'cov: [0-9]*' <<<"$last" | grep -o '[0-9]*' || true)
  ft=$(grep -o 'ft: [0-9]*' <<<"$last" | grep -o '[0-9]*' || true)
  corp=$(grep -o 'corp: [0-9]*/[0-9a-zA-Z]*' <<<"$last" | cut -d' ' -f2 || true)
  result=ok
  if [[ "$status" != 0 ]]; then
    result=FAIL
    failed=1
    mkdir -p "$BUILD/artifacts/$target"
    cp -r "$WORK/$target/artifacts/." "$BUILD/artifacts/$target/" 2>/dev/null || true
  fi
  printf '%-14s %-6s %12s %8s %8s %8s %s\n' "$target" "$result" "${execs:--}" "${speed:--}" "${cov:--}" "${ft:--}" "${corp:--}"
  if [[ -n "${FUZZ_LOG_DIR:-}" ]]; then
    mkdir -p "$FUZZ_LOG_DIR"
    cp "$log" "$FUZZ_LOG_DIR/$target.log"
  fi
  if [[ -n "${FUZZ_KEEP_CORPUS:-}" ]]; then
    mkdir -p "$FUZZ_KEEP_CORPUS/$target"
    cp -r "$WORK/$target/corpus/." "$FUZZ_KEEP_CORPUS/$target/"
  fi
done
for target in "${targets[@]}"; do
  if [[ "$(cat "$WORK/$target.status" 2>/dev/null || echo 99)" != 0 ]]; then
    echo
    echo "=== $target failed (exit $(cat "$WORK/$target.status" 2>/dev/null)); log tail:"
    tail -n 60 "$WORK/$target.log"
    echo "crashing inputs copied to $BUILD/artifacts/$target/:"
    ls -1 "$BUILD/artifacts/$target/" 2>/dev/null || true
  fi
done
echo "fuzz-ci: ${#targets[@]} targets, ${FUZZ_SECONDS} s each, $(( $(date +%s) - start )) s of fuzzing in total"
exit "$failed"
