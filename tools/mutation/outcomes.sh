# Sourced by tools/mutation-test.sh and tools/mutation/js-mutation.sh: the tally of a run's
# mutants and its closing lists, alike for the C++ and the JS catalogues.
killed=0; survived=0; stale=0; unviable=0
SURVIVORS=(); STALE=(); UNVIABLE=()

# count_outcome STATUS: counts the entry just run (the callers' id, file, snippet, replacement,
# why and detail describe it).
count_outcome() {
  case "$1" in
    KILLED) killed=$((killed + 1)) ;;
    SURVIVED) survived=$((survived + 1)); SURVIVORS+=("$id  $file: '$snippet' -> '$replacement'  ($why)") ;;
    STALE) stale=$((stale + 1)); STALE+=("$id  $file: $detail: '$snippet'") ;;
    UNVIABLE) unviable=$((unviable + 1)); UNVIABLE+=("$id  $file: $detail") ;;
  esac
}

# print_tally TITLE [COMPILED]: the run's counts and kill rate; COMPILED (any word) when mutants are
# compiled, so that the count of those that did not compile is said.
print_tally() {
  local ran=$((killed + survived)) builds=
  [ -z "${2:-}" ] || builds="$unviable did not compile, "
  echo
  echo "== $1: $killed killed, $survived survived, $builds$stale stale (of ${#ENTRIES[@]} selected)"
  [ "$ran" -eq 0 ] || echo "== kill rate: $killed/$ran = $(( killed * 1000 / ran / 10 )).$(( killed * 1000 / ran % 10 ))%"
}

# print_outcome_lists WHAT: the mutants the tests WHAT missed, and the entries to rewrite.
print_outcome_lists() {
  [ "$survived" -eq 0 ] || { echo "Survivors ($1 passed with this bug planted):"; printf '  %s\n' "${SURVIVORS[@]}"; }
  [ "$unviable" -eq 0 ] || { echo "Did not compile (fix the catalogue entry):"; printf '  %s\n' "${UNVIABLE[@]}"; }
  [ "$stale" -eq 0 ] || { echo "Stale (the code moved on; rewrite the entry):"; printf '  %s\n' "${STALE[@]}"; }
}
