#!/usr/bin/env bash
# Mutation testing of the C++ engine: plants each mutant of tests/mutation/catalogue.tsv (a small
# deliberate bug: a flipped operator, an off-by-one, a removed check, swapped fields) in a COPY of
# the tree, rebuilds the doctest suite incrementally with g++, runs it, and reports whether the
# suite noticed (KILLED: a test failed, crashed or timed out) or not (SURVIVED). Prints the kill
# rate and every survivor with the catalogue's reason why it matters. See docs/TESTING.md.
# Cheap without being weaker: each mutant meets the tests of its own source file first, then its
# module's, then the rest (a verdict never depends on the order, only its time; see focus_stages),
# and restoring a file restores its unmutated object too (no recompile; see plant/restore).
# Each result line gives the build and test time; build/mutation/results.tsv keeps them.
#
# Usage:
#   tools/mutation-test.sh                          the whole catalogue (the documented command)
#   tools/mutation-test.sh --sample 6 --seed 20261126   a rotating sample (CI seeds it per run)
#   tools/mutation-test.sh --only 'records|T-ACT'   entries whose id or file matches the regex
#   tools/mutation-test.sh --all                    also run entries marked 'equivalent' or 'open'
#   tools/mutation-test.sh --shard 1/2 --dir build/mutation-b   the second half of the selection
#       (run shards in parallel, each in its own --dir; together they cover the selection)
#   tools/mutation-test.sh --catalogue tests/mutation/js-catalogue.tsv   (or --js) the JS facade's
#       catalogue: no build, the JS tests run instead (tools/mutation/js-mutation.sh)
#   tools/mutation-test.sh --compare-without '*a_test.cpp,*b_test.cpp'
#       also reports the kill rate of the suite WITHOUT those test files (doctest
#       --source-file-exclude): each mutant is first run against the smaller suite, and only when
#       that suite misses it are the left-out files run too (together: the whole suite, which
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
# The JS facade (web/package/src/*.js) has its own path: no build, the JS tests (tools/mutation/js-mutation.sh).
# Taken on --js or when every entry of --catalogue mutates a file under web/.
for ((i = 1; i <= $#; i++)); do
  arg=${!i}; next=$((i + 1))
  if [ "$arg" = --js ] || { [ "$arg" = --catalogue ] && [ -f "${!next:-}" ] &&
      [ -z "$(perl "$ROOT/tools/mutation/catalogue.pl" select "${!next}" 0 0 '' 1 | cut -d$'\x1f' -f2 | grep -v '^web/')" ]; }; then
    exec "$ROOT/tools/mutation/js-mutation.sh" "$@"
  fi
done
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

run_suite() {  # $1 = log file, $2 = timeout, [$3... = extra doctest options]; exit status (124 = timed out)
  local log=$1 limit=$2
  shift 2
  (cd "$BUILD" && timeout --kill-after=5 "$limit" $NICE ./boardrules_tests --abort-after=1 --no-colors=true "$@" > "$log" 2>&1)
}

# The order in which the suite meets a mutant of FILE: the test files named after the mutated
# source first (src/tribun/records.cpp: tests/native/tribun_records*, records*), then the rest of
# its module's tests (tribun_*), then everything else. The stages are disjoint and together hold
# every test case, and a mutant is KILLED as soon as one test fails, so the order changes how long
# a verdict takes, never the verdict: most mutants fail in the first, small stage instead of after
# every other module's tests. Prints one doctest --source-file pattern list per line.
focus_stages() {  # $1 = mutated file, relative to the root
  local module stem
  case "$1" in src/*/*) ;; *) return 0 ;; esac
  module=${1#src/}; module=${module%%/*}
  stem=$(basename "$1"); stem=${stem%.*}
  echo "*/tests/native/${module}_${stem}*,*/tests/native/${stem}*"
  echo "*/tests/native/${module}_*"
}

# KILLED/SURVIVED and the detail for the suite on the planted mutant, run in stages.
# $1 = log file prefix, $2 = test files left out of this suite (doctest patterns, may be empty),
# $3... = the stages: doctest pattern lists, each run without the files of the stages before it;
# an empty one means every test file left.
# Sets status, detail, and stage (the 1-based stage that killed it, 0 when it survived).
judge() {
  local prefix=$1 done=$2 rc failing pattern n=0
  shift 2
  status=SURVIVED; detail="the suite passed"; stage=0
  for pattern in "$@"; do
    n=$((n + 1))
    set +e
    run_suite "$prefix-$n.log" "$TIMEOUT" ${pattern:+"--source-file=$pattern"} ${done:+"--source-file-exclude=$done"}
    rc=$?
    set -e
    [ -z "$pattern" ] || done=${done:+$done,}$pattern
    [ "$rc" -ne 0 ] || continue
    stage=$n
    if [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then
      status=KILLED; detail="timed out after ${TIMEOUT} s"
    else
      failing=$(grep -m1 -o 'TEST CASE:.*' "$prefix-$n.log" | sed 's/TEST CASE: *//' || true)
      status=KILLED; detail=${failing:-"exit status $rc"}
    fi
    return 0
  done
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

source "$ROOT/tools/mutation/select-entries.sh"
select_entries

source "$ROOT/tools/mutation/outcomes.sh"
small_killed=0; SMALL_SURVIVORS=()
RESULTS=$DIR/results.tsv
printf 'id\tfile\tstatus\tdetail\twithout\tstage\tbuild_ms\ttests_ms\n' > "$RESULTS"
# Planting and restoring. Before a mutant is planted its file's unmutated source and object are
# saved; restoring puts both back, the object with a new time stamp and the source with its old
# one, so make sees the object up to date and only re-archives and relinks. (A plain copy back
# would recompile the restored file once more at every change of file: a third of the compiles of
# a whole-catalogue run.) Object first: if the run is killed in between, the source still differs
# from the worktree and the next run's sync_tree copies it afresh, which forces a recompile.
# Headers have no object of their own: they are copied back plainly, and everything that includes
# them is rebuilt.
PRISTINE=$DIR/pristine
mutated=
object_of() { case "$1" in src/*.cpp) echo "$BUILD/CMakeFiles/boardrules.dir/$1.o" ;; esac; }
plant() {  # $1 = file, $2 = snippet, $3 = replacement; fails (count = the snippet's count) when not once
  local object
  object=$(object_of "$1")
  rm -rf "$PRISTINE"; mkdir -p "$PRISTINE"
  cp -p "$TREE/$1" "$PRISTINE/source"
  if [ -n "$object" ] && [ -f "$object" ] && [ "$object" -nt "$TREE/$1" ]; then cp -p "$object" "$PRISTINE/object"; fi
  count=$(perl "$HELPER" apply "$TREE/$1" "$2" "$3") || return 1
  touch "$TREE/$1"  # newer than any object, whatever the clock did
  mutated=$1
}
restore() {
  [ -n "$mutated" ] || return 0
  local object
  object=$(object_of "$mutated")
  if [ -n "$object" ] && [ -f "$PRISTINE/object" ]; then
    cp "$PRISTINE/object" "$object"
    cp -p "$PRISTINE/source" "$TREE/$mutated"
  else
    cp "$ROOT/$mutated" "$TREE/$mutated"
  fi
  mutated=
}
trap restore EXIT
n=0
for entry in "${ENTRIES[@]}"; do
  IFS=$'\x1f' read -r id file expect snippet replacement why <<< "$entry"
  small=-; stage=-; timing=; t_start=$(date +%s%N); built=$t_start
  n=$((n + 1))
  restore
  if [ ! -f "$TREE/$file" ]; then
    status=STALE; detail="file $file does not exist"
  elif ! plant "$file" "$snippet" "$replacement"; then
    status=STALE; detail="snippet found ${count:-?} times, not once"
  else
    if ! build "$LOGS/$id-build.log"; then
      status=UNVIABLE; detail="does not compile (logs/$id-build.log)"
    else
      built=$(date +%s%N)
      mapfile -t stages < <(focus_stages "$file")
      if [ -n "$WITHOUT" ]; then  # the smaller suite first
        judge "$LOGS/$id-without" "$WITHOUT" "${stages[@]}" ""
        small=$status
        if [ "$status" = KILLED ]; then
          small_killed=$((small_killed + 1))
        else  # the whole suite is the smaller one (passed) plus the left-out files
          SMALL_SURVIVORS+=("$id")
          judge "$LOGS/$id-run" "" "$WITHOUT"
        fi
      else
        judge "$LOGS/$id-run" "" "${stages[@]}" ""
      fi
      timing=" [build $(( (built - t_start) / 1000000 )) ms, tests $(( ($(date +%s%N) - built) / 1000000 )) ms]"
    fi
  fi
  count_outcome "$status"
  now=$(date +%s%N)
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$id" "$file" "$status" "$detail" "$small" "$stage" \
    "$(( (built - t_start) / 1000000 ))" "$(( (now - built) / 1000000 ))" >> "$RESULTS"
  printf '[%d/%d] %-9s %s %s: %s%s%s\n' "$n" "${#ENTRIES[@]}" "$status" "$id" "$file" "$detail" "${WITHOUT:+ (without: $small)}" "$timing"
done
restore

print_tally mutation-test compiled
ran=$((killed + survived))
if [ -n "$WITHOUT" ] && [ "$ran" -gt 0 ]; then
  echo "== kill rate without $WITHOUT: $small_killed/$ran = $(( small_killed * 1000 / ran / 10 )).$(( small_killed * 1000 / ran % 10 ))%"
  echo "   (missed by that smaller suite: ${SMALL_SURVIVORS[*]:-none})"
fi
print_outcome_lists "the suite"
echo "== results in $RESULTS, logs in $LOGS; $(( $(date +%s) - started )) s"
[ "$survived" -eq 0 ] && [ "$unviable" -eq 0 ]
