#!/usr/bin/env bash
# Runs the browser suite again and again on a fresh clone of the current commit, as a newcomer
# would get it, and stops at the first failure: a suite that fails once in N runs is broken.
#
#   tools/flake-check.sh                 5 runs of tests/browser/ (module built in the clone)
#   tools/flake-check.sh -n 20 tests/browser/play-computer.test.mjs     20 runs of one file
#   tools/flake-check.sh --module web/package/dist/boardrules-wasm.js -n 3      reuse a built module
#
# Options: -n N (runs, default 5); --module FILE (copy this module into the clone instead of
# building it there: saves the ~5 min WebAssembly build when the commit's C++ is what FILE was
# built from); --keep (leave the clone and the logs, otherwise only the logs of a failure stay).
# Other arguments: test files or folders (default tests/browser/).
# Only committed work is tested (the clone is of HEAD); the script says so when the tree is dirty.
# Exit status: 0 when every run passed, 1 at the first failing run (its failures are printed).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
RUNS=5 MODULE='' KEEP=0 TARGETS=()
while (($#)); do
  case $1 in
    -n) RUNS=$2; shift 2 ;;
    --module) MODULE=$(realpath "$2"); shift 2 ;;
    --keep) KEEP=1; shift ;;
    -h|--help) sed -n '2,15p' "${BASH_SOURCE[0]}"; exit 0 ;;
    -*) echo "flake-check: unknown option $1" >&2; exit 2 ;;
    *) TARGETS+=("$1"); shift ;;
  esac
done
((${#TARGETS[@]})) || TARGETS=(tests/browser/)
[[ $RUNS =~ ^[1-9][0-9]*$ ]] || { echo "flake-check: -n wants a positive count" >&2; exit 2; }

COMMIT=$(git -C "$ROOT" rev-parse HEAD)
if [[ -n $(git -C "$ROOT" status --porcelain --untracked-files=no) ]]; then
  echo "flake-check: the working tree has uncommitted changes; testing the commit ${COMMIT:0:12} without them"
fi

WORK=$(mktemp -d "${TMPDIR:-/tmp}/flake-check.XXXXXX")
CLONE=$WORK/boardrules
cleanup() { if ((KEEP == 0)) && [[ ${FAILED:-0} == 0 ]]; then rm -rf "$WORK"; fi; }
trap cleanup EXIT

echo "flake-check: cloning ${COMMIT:0:12} into $CLONE"
git clone --quiet --no-local --no-checkout "$ROOT" "$CLONE"
git -C "$CLONE" checkout --quiet --detach "$COMMIT"
cd "$CLONE"

echo "flake-check: npm ci"
npm ci --no-audit --no-fund --loglevel=error >"$WORK/npm-ci.log" 2>&1 || { cat "$WORK/npm-ci.log"; FAILED=1; exit 1; }
if [[ -n $MODULE ]]; then
  mkdir -p web/package/dist
  cp "$MODULE" web/package/dist/boardrules-wasm.js
  echo "flake-check: module copied from $MODULE"
else
  echo "flake-check: building the module (JOBS=${JOBS:=1}; log: $WORK/build.log)"
  JOBS=$JOBS ./build-wasm.sh >"$WORK/build.log" 2>&1 || { tail -30 "$WORK/build.log"; FAILED=1; exit 1; }
fi

durations=()
for ((run = 1; run <= RUNS; run++)); do
  log=$WORK/run-$run.log
  start=$(date +%s)
  if node --test "${TARGETS[@]}" >"$log" 2>&1; then status=pass; else status=fail; fi
  seconds=$(($(date +%s) - start))
  durations+=("$seconds")
  summary=$(grep -E '^# (pass|fail) ' "$log" | tr '\n' ' ')
  echo "flake-check: run $run/$RUNS: $status in ${seconds}s ($summary)"
  if [[ $status == fail ]]; then
    FAILED=1
    echo "flake-check: FAILED on run $run of $RUNS at ${COMMIT:0:12}; failing tests:"
    grep -E '^\s*not ok ' "$log" | sed 's/^/  /'
    echo "flake-check: full log: $log (the clone is kept in $WORK)"
    exit 1
  fi
done
sorted=$(printf '%s\n' "${durations[@]}" | sort -n | tr '\n' ' ')
echo "flake-check: $RUNS of $RUNS runs passed at ${COMMIT:0:12} (${TARGETS[*]}); run times in s: $sorted"
