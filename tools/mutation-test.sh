#!/usr/bin/env bash
# Mutation testing of the C++ engine: plants each mutant of tests/mutation/catalogue.tsv (a small
# deliberate bug: a flipped operator, an off-by-one, a removed check, swapped fields) in a COPY of
# the tree, rebuilds the doctest suite incrementally with g++, runs it, and reports whether the
# suite noticed (KILLED: a test failed, crashed or timed out) or not (SURVIVED). Prints the kill
# rate and every survivor with the catalogue's reason why it matters. See docs/TESTING.md.
#
# Usage:
#   tools/mutation-test.sh                          the whole catalogue (the documented command)
#   tools/mutation-test.sh --sample 6 --seed 20261126   a rotating sample (CI seeds it per run)
#   tools/mutation-test.sh --only 'records|T-ACT'   entries whose id or file matches the regex
#   tools/mutation-test.sh --all                    also run entries marked 'equivalent' or 'open'
#   tools/mutation-test.sh --shard 1/2 --dir build/mutation-b   the second half of the selection
#       (run shards in parallel, each in its own --dir; together they cover the selection)
#   tools/mutation-test.sh --compare-without '*a_test.cpp,*b_test.cpp'
#       also reports the kill rate of the suite WITHOUT those test files (doctest
#       --source-file-exclude): each mutant is first run against the smaller suite, and only when
#       that suite misses it against the whole one (the whole suite holds the smaller one, so it
#       kills everything the smaller one kills). One build per mutant gives both rates.
# Options: --catalogue FILE (default tests/mutation/catalogue.tsv), --timeout SECS per mutant run
#          (default: 10x the unmutated run, at least 60), --dir DIR (default build/mutation).
# Exit status: 0 when every mutant run was killed; 1 when one survived or did not compile;
# 2 on a usage or setup error. STALE entries (snippet no longer found exactly once: the code moved
# on) are listed apart and do not fail the run; rewrite them against the new code.
#
# Everything runs under `nice -n 10`: the machine is shared. Only g++ and only the test binary.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
CATALOGUE=$ROOT/tests/mutation/catalogue.tsv
DIR=$ROOT/build/mutation
SAMPLE=0
SEED=0
ONLY=
EQUIVALENT=0
TIMEOUT=
WITHOUT=
SHARD=0/1
while [ $# -gt 0 ]; do
  case "$1" in
    --sample) SAMPLE=$2; shift 2 ;;
    --seed) SEED=$2; shift 2 ;;
    --only) ONLY=$2; shift 2 ;;
    --all|--equivalent) EQUIVALENT=1; shift ;;
    --compare-without) WITHOUT=$2; shift 2 ;;
    --shard) SHARD=$2; shift 2 ;;
    --catalogue) CATALOGUE=$(cd "$(dirname "$2")" && pwd)/$(basename "$2"); shift 2 ;;
    --timeout) TIMEOUT=$2; shift 2 ;;
    --dir) mkdir -p "$2"; DIR=$(cd "$2" && pwd); shift 2 ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d'; exit 0 ;;
    *) echo "mutation-test: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done
case "$SAMPLE" in ''|*[!0-9]*) echo "mutation-test: --sample needs a whole number" >&2; exit 2 ;; esac

TREE=$DIR/tree    # the copy that gets mutated
BUILD=$DIR/build  # its cached g++ build: only the mutated object and the link are redone
LOGS=$DIR/logs
HELPER=$ROOT/tools/mutation/catalogue.pl
NICE="nice -n 10"
JOBS=${JOBS:-2}
started=$(date +%s)

source "$ROOT/tools/lib/packages.sh"
need_package cmake cmake
need_package g++ g++
need_package gzip gzip
need_package /usr/include/doctest/doctest.h doctest-dev

# --- the copy: what the test binary is built from, refreshed file by file so unchanged files keep
# their timestamps (and their objects stay valid) between runs.
PARTS=(CMakeLists.txt src tests/native tests/data tools/testkit tools/cli bench docs)  # docs: tests run its examples
sync_tree() {
  mkdir -p "$TREE"
  (cd "$ROOT" && find "${PARTS[@]}" -type f) | sort > "$DIR/files.new"
  if [ -f "$DIR/files" ]; then  # drop files that no longer exist in the worktree
    comm -23 "$DIR/files" "$DIR/files.new" | while IFS= read -r gone; do rm -f "$TREE/$gone"; done
  fi
  while IFS= read -r f; do
    if ! cmp -s "$ROOT/$f" "$TREE/$f"; then
      mkdir -p "$(dirname "$TREE/$f")"
      cp "$ROOT/$f" "$TREE/$f"
    fi
  done < "$DIR/files.new"
  mv "$DIR/files.new" "$DIR/files"
}

build() {  # $1 = log file; the build's exit status
  $NICE cmake --build "$BUILD" --target boardrules_tests -j"$JOBS" > "$1" 2>&1
}

run_suite() {  # $1 = log file, $2 = timeout, [$3 = extra doctest option]; exit status (124 = timed out)
  (cd "$BUILD" && timeout --kill-after=5 "$2" $NICE ./boardrules_tests --abort-after=1 --no-colors=true ${3:+"$3"} > "$1" 2>&1)
}

# KILLED/SURVIVED and the detail for one run of the suite on the planted mutant.
judge() {  # $1 = log file, [$2 = extra doctest option]; sets status and detail
  local rc failing
  set +e
  run_suite "$1" "$TIMEOUT" ${2:+"$2"}
  rc=$?
  set -e
  if [ "$rc" -eq 0 ]; then
    status=SURVIVED; detail="the suite passed"
  elif [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then
    status=KILLED; detail="timed out after ${TIMEOUT} s"
  else
    failing=$(grep -m1 -o 'TEST CASE:.*' "$1" | sed 's/TEST CASE: *//' || true)
    status=KILLED; detail=${failing:-"exit status $rc"}
  fi
}

mkdir -p "$LOGS"
rm -f "$LOGS"/*.log
echo "== mutation-test: copy at $TREE, build at $BUILD"
sync_tree
$NICE cmake -S "$TREE" -B "$BUILD" -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER=g++ \
  -DBOARDRULES_FUZZ=OFF -DBOARDRULES_SANITIZE=OFF > "$LOGS/configure.log" 2>&1 ||
  { cat "$LOGS/configure.log"; echo "mutation-test: configure failed" >&2; exit 2; }
if ! build "$LOGS/baseline-build.log"; then
  tail -30 "$LOGS/baseline-build.log"; echo "mutation-test: the unmutated tree does not build" >&2; exit 2
fi
t0=$(date +%s%N)
if ! run_suite "$LOGS/baseline-run.log" 1800 ${WITHOUT:+"--source-file-exclude=$WITHOUT"} || ! run_suite "$LOGS/baseline-run.log" 1800; then
  tail -30 "$LOGS/baseline-run.log"; echo "mutation-test: the unmutated suite fails: nothing to measure" >&2; exit 2
fi
baseline_ms=$(( ($(date +%s%N) - t0) / 1000000 ))
if [ -z "$TIMEOUT" ]; then
  TIMEOUT=$(( baseline_ms * 10 / 1000 ))
  [ "$TIMEOUT" -ge 60 ] || TIMEOUT=60
fi
echo "== unmutated suite passes in $(( baseline_ms / 1000 )).$(( baseline_ms % 1000 / 100 )) s; timeout per mutant ${TIMEOUT} s"

mapfile -t ENTRIES < <(perl "$HELPER" select "$CATALOGUE" "$SAMPLE" "$SEED" "$ONLY" "$EQUIVALENT")
[ "$SAMPLE" -eq 0 ] || echo "== sample of ${#ENTRIES[@]} (seed $SEED)"
case "$SHARD" in */*) ;; *) echo "mutation-test: --shard needs K/N" >&2; exit 2 ;; esac
if [ "${SHARD#*/}" -gt 1 ]; then
  mine=()
  # Contiguous slices of the file-ordered list, so each shard keeps whole files together.
  for i in "${!ENTRIES[@]}"; do [ $((i * ${SHARD#*/} / ${#ENTRIES[@]})) -ne "${SHARD%/*}" ] || mine+=("${ENTRIES[$i]}"); done
  ENTRIES=("${mine[@]}")
  echo "== shard $SHARD: ${#ENTRIES[@]} entries"
fi
[ "${#ENTRIES[@]}" -gt 0 ] || { echo "mutation-test: no catalogue entry selected" >&2; exit 2; }

killed=0; survived=0; stale=0; unviable=0; small_killed=0
SMALL_SURVIVORS=(); SURVIVORS=(); STALE=(); UNVIABLE=()
RESULTS=$DIR/results.tsv
printf 'id\tfile\tstatus\tdetail\twithout\n' > "$RESULTS"
mutated=
restore() { [ -z "$mutated" ] || cp "$ROOT/$mutated" "$TREE/$mutated"; mutated=; }
trap restore EXIT
n=0
for entry in "${ENTRIES[@]}"; do
  IFS=$'\x1f' read -r id file expect snippet replacement why <<< "$entry"
  small=-
  n=$((n + 1))
  restore
  if [ ! -f "$TREE/$file" ]; then
    status=STALE; detail="file $file does not exist"
  elif ! count=$(perl "$HELPER" apply "$TREE/$file" "$snippet" "$replacement"); then
    status=STALE; detail="snippet found ${count:-?} times, not once"
  else
    mutated=$file
    if ! build "$LOGS/$id-build.log"; then
      status=UNVIABLE; detail="does not compile (logs/$id-build.log)"
    else
      if [ -n "$WITHOUT" ]; then  # the smaller suite first
        judge "$LOGS/$id-without.log" "--source-file-exclude=$WITHOUT"
        small=$status
        if [ "$status" = KILLED ]; then small_killed=$((small_killed + 1)); else SMALL_SURVIVORS+=("$id"); judge "$LOGS/$id-run.log"; fi
      else
        judge "$LOGS/$id-run.log"
      fi
    fi
  fi
  case "$status" in
    KILLED) killed=$((killed + 1)) ;;
    SURVIVED) survived=$((survived + 1)); SURVIVORS+=("$id  $file: '$snippet' -> '$replacement'  ($why)") ;;
    STALE) stale=$((stale + 1)); STALE+=("$id  $file: $detail: '$snippet'") ;;
    UNVIABLE) unviable=$((unviable + 1)); UNVIABLE+=("$id  $file: $detail") ;;
  esac
  printf '%s\t%s\t%s\t%s\t%s\n' "$id" "$file" "$status" "$detail" "$small" >> "$RESULTS"
  printf '[%d/%d] %-9s %s %s: %s%s\n' "$n" "${#ENTRIES[@]}" "$status" "$id" "$file" "$detail" "${WITHOUT:+ (without: $small)}"
done
restore

ran=$((killed + survived))
echo
echo "== mutation-test: $killed killed, $survived survived, $unviable did not compile, $stale stale (of ${#ENTRIES[@]} selected)"
if [ "$ran" -gt 0 ]; then
  echo "== kill rate: $killed/$ran = $(( killed * 1000 / ran / 10 )).$(( killed * 1000 / ran % 10 ))%"
fi
if [ -n "$WITHOUT" ] && [ "$ran" -gt 0 ]; then
  echo "== kill rate without $WITHOUT: $small_killed/$ran = $(( small_killed * 1000 / ran / 10 )).$(( small_killed * 1000 / ran % 10 ))%"
  echo "   (missed by that smaller suite: ${SMALL_SURVIVORS[*]:-none})"
fi
[ "$survived" -eq 0 ] || { echo "Survivors (the suite passed with this bug planted):"; printf '  %s\n' "${SURVIVORS[@]}"; }
[ "$unviable" -eq 0 ] || { echo "Did not compile (fix the catalogue entry):"; printf '  %s\n' "${UNVIABLE[@]}"; }
[ "$stale" -eq 0 ] || { echo "Stale (the code moved on; rewrite the entry):"; printf '  %s\n' "${STALE[@]}"; }
echo "== results in $RESULTS, logs in $LOGS; $(( $(date +%s) - started )) s"
[ "$survived" -eq 0 ] && [ "$unviable" -eq 0 ]
