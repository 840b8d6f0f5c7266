#!/usr/bin/env bash
# The JS path of tools/mutation-test.sh (which hands over to this script when its catalogue's
# files are all under web/, or on --js): plants each mutant of the catalogue (default
# tests/mutation/js-catalogue.tsv) in a COPY of the tree and runs the JS tests (tests/js/*.test.mjs,
# one `node --test` per file) until one fails: KILLED, or none does: SURVIVED. Only the package's
# entry is made again (tools/bundle-package.mjs): the facade is plain JavaScript over the WASM
# module in web/package/dist (build it first: ./build-wasm.sh).
# Same catalogue format, options and report as the C++ path; see docs/TESTING.md, "The JS facade".
#
# Order (changes how long a verdict takes, never the verdict): the test files named after the
# mutated module first (web/package/src/tribun-records.js: tests/js/tribun-records*, then tribun-*), then
# every other test file, fastest first (by their times in the unmutated run).
#
# Options: --catalogue FILE, --sample N, --seed S, --only REGEX, --all, --shard K/N, --dir DIR
#          (default build/mutation-js), --timeout SECS per test file (default 10x that file's
#          unmutated time, at least 60). Exit status as tools/mutation-test.sh: 0 all killed,
#          1 a survivor, 2 usage or setup error.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
CATALOGUE=$ROOT/tests/mutation/js-catalogue.tsv
DIR=$ROOT/build/mutation-js
SAMPLE=0
SEED=0
ONLY=
EQUIVALENT=0
TIMEOUT=
SHARD=0/1
while [ $# -gt 0 ]; do
  case "$1" in
    --js) shift ;;
    --sample) SAMPLE=$2; shift 2 ;;
    --seed) SEED=$2; shift 2 ;;
    --only) ONLY=$2; shift 2 ;;
    --all|--equivalent) EQUIVALENT=1; shift ;;
    --shard) SHARD=$2; shift 2 ;;
    --catalogue) CATALOGUE=$(cd "$(dirname "$2")" && pwd)/$(basename "$2"); shift 2 ;;
    --timeout) TIMEOUT=$2; shift 2 ;;
    --dir) mkdir -p "$2"; DIR=$(cd "$2" && pwd); shift 2 ;;
    --compare-without) echo "mutation-test: --compare-without is for the C++ catalogue only" >&2; exit 2 ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d'; exit 0 ;;
    *) echo "mutation-test: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done
case "$SAMPLE" in ''|*[!0-9]*) echo "mutation-test: --sample needs a whole number" >&2; exit 2 ;; esac
case "$SHARD" in */*) ;; *) echo "mutation-test: --shard needs K/N" >&2; exit 2 ;; esac

TREE=$DIR/tree
LOGS=$DIR/logs
HELPER=$ROOT/tools/mutation/catalogue.pl
NICE="nice -n 10"
started=$(date +%s)
for built in web/package/dist/boardrules-wasm.js web/package/dist/boardrules.js; do
  [ -f "$ROOT/$built" ] ||
    { echo "mutation-test: $built is missing: build the WASM module first (./build-wasm.sh)" >&2; exit 2; }
done

# The copy: the whole worktree but .git, build/ and node_modules (linked: tests import
# playwright-core and typescript from it). Fresh at every run; a few MB.
rm -rf "$TREE"; mkdir -p "$TREE" "$LOGS"
rm -f "$LOGS"/*.log
(cd "$ROOT" && tar --exclude=./.git --exclude=./build --exclude=./node_modules -cf - .) | tar -C "$TREE" -xf -
ln -s "$ROOT/node_modules" "$TREE/node_modules"
echo "== mutation-test (JS): copy at $TREE"

mapfile -t TESTS < <(cd "$TREE" && ls tests/js/*.test.mjs)
run_file() {  # $1 = test file, $2 = log, $3 = timeout; exit status (124 = timed out)
  (cd "$TREE" && timeout --kill-after=5 "$3" $NICE node --test "$1" > "$2" 2>&1)
}

# The unmutated run: every file must pass; its time orders the files and sets their timeouts.
declare -A MS LIMIT
t0=$(date +%s%N)
for f in "${TESTS[@]}"; do
  t=$(date +%s%N)
  if ! run_file "$f" "$LOGS/baseline-$(basename "$f").log" 1800; then
    tail -30 "$LOGS/baseline-$(basename "$f").log"
    echo "mutation-test: the unmutated JS test $f fails: nothing to measure" >&2; exit 2
  fi
  MS[$f]=$(( ($(date +%s%N) - t) / 1000000 ))
  limit=${TIMEOUT:-$(( MS[$f] * 10 / 1000 ))}
  [ -n "$TIMEOUT" ] || [ "$limit" -ge 60 ] || limit=60
  LIMIT[$f]=$limit
done
baseline_ms=$(( ($(date +%s%N) - t0) / 1000000 ))
mapfile -t BY_TIME < <(for f in "${TESTS[@]}"; do echo "${MS[$f]} $f"; done | sort -n | cut -d' ' -f2)
echo "== unmutated JS tests pass in $(( baseline_ms / 1000 )) s (${#TESTS[@]} files)"

# The test files in the order a mutant of $1 meets them (see the header).
test_order() {
  local stem module f
  stem=$(basename "$1" .js); module=${stem%%-*}
  declare -A seen=()
  for f in "${TESTS[@]}"; do case "$(basename "$f")" in "$stem"*) seen[$f]=1; echo "$f" ;; esac; done
  for f in "${TESTS[@]}"; do [ -n "${seen[$f]:-}" ] || case "$(basename "$f")" in "$module"*) seen[$f]=1; echo "$f" ;; esac; done
  for f in "${BY_TIME[@]}"; do [ -n "${seen[$f]:-}" ] || echo "$f"; done
}

source "$ROOT/tools/mutation/select-entries.sh"
select_entries

source "$ROOT/tools/mutation/outcomes.sh"
RESULTS=$DIR/results.tsv
printf 'id\tfile\tstatus\tdetail\tfiles_run\ttests_ms\n' > "$RESULTS"
mutated=
# The package's entry, dist/boardrules.js, is made from the facades (tools/bundle-package.mjs):
# made again with each mutant, so the tests that import 'boardrules' meet the mutant too (and
# tests/js/package-bundle.test.mjs does not kill every mutant as a stale bundle); restored with it.
readonly BUNDLE=web/package/dist/boardrules.js
restore() {
  [ -z "$mutated" ] || { cp "$ROOT/$mutated" "$TREE/$mutated"; cp "$ROOT/$BUNDLE" "$TREE/$BUNDLE"; }
  mutated=
}
trap restore EXIT
n=0
for entry in "${ENTRIES[@]}"; do
  IFS=$'\x1f' read -r id file expect snippet replacement why <<< "$entry"
  n=$((n + 1)); ran=0; t_start=$(date +%s%N)
  restore
  case "$file" in web/*) ;; *) echo "mutation-test: $id: $file is not under web/ (the JS path mutates only the facade)" >&2; exit 2 ;; esac
  if [ ! -f "$TREE/$file" ]; then
    status=STALE; detail="file $file does not exist"
  elif ! count=$(perl "$HELPER" apply "$TREE/$file" "$snippet" "$replacement"); then
    status=STALE; detail="snippet found ${count:-?} times, not once"
  elif mutated=$file && ! (cd "$TREE" && node tools/bundle-package.mjs > "$LOGS/$id-bundle.log" 2>&1); then
    status=UNVIABLE; detail="tools/bundle-package.mjs refused the mutant (fix the catalogue entry): $(tail -1 "$LOGS/$id-bundle.log")"
  else
    status=SURVIVED; detail="every JS test passed"
    mapfile -t order < <(test_order "$file")
    for f in "${order[@]}"; do
      ran=$((ran + 1))
      log="$LOGS/$id-$(basename "$f").log"
      set +e; run_file "$f" "$log" "${LIMIT[$f]}"; rc=$?; set -e
      [ "$rc" -ne 0 ] || { rm -f "$log"; continue; }
      status=KILLED
      if [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then
        detail="$(basename "$f") timed out after ${LIMIT[$f]} s"
      else
        failing=$(grep -m1 -B1 '^ *not ok' "$log" | grep -o 'not ok [0-9]* - .*' | head -1 | sed 's/not ok [0-9]* - //' || true)
        detail="$(basename "$f"): ${failing:-exit status $rc}"
      fi
      break
    done
  fi
  count_outcome "$status"
  ms=$(( ($(date +%s%N) - t_start) / 1000000 ))
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$id" "$file" "$status" "$detail" "$ran" "$ms" >> "$RESULTS"
  printf '[%d/%d] %-9s %s %s: %s [%d test files, %d ms]\n' "$n" "${#ENTRIES[@]}" "$status" "$id" "$file" "$detail" "$ran" "$ms"
done
restore

print_tally "mutation-test (JS)" bundled
print_outcome_lists "the JS tests"
echo "== results in $RESULTS, logs in $LOGS; $(( $(date +%s) - started )) s"
[ "$survived" -eq 0 ] && [ "$unviable" -eq 0 ]
