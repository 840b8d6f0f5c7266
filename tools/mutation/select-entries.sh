# Sourced by tools/mutation-test.sh and tools/mutation/js-mutation.sh: fills ENTRIES with the
# catalogue entries this run plants (the sample or --only selection, then this run's --shard
# slice), from the callers' HELPER, CATALOGUE, SAMPLE, SEED, ONLY, EQUIVALENT and SHARD.
select_entries() {
  mapfile -t ENTRIES < <(perl "$HELPER" select "$CATALOGUE" "$SAMPLE" "$SEED" "$ONLY" "$EQUIVALENT")
  [ "$SAMPLE" -eq 0 ] || echo "== sample of ${#ENTRIES[@]} (seed $SEED)"
  case "$SHARD" in */*) ;; *) echo "mutation-test: --shard needs K/N" >&2; exit 2 ;; esac
  if [ "${SHARD#*/}" -gt 1 ]; then
    local mine=() i
    # Contiguous slices of the file-ordered list, so each shard keeps whole files together.
    for i in "${!ENTRIES[@]}"; do [ $((i * ${SHARD#*/} / ${#ENTRIES[@]})) -ne "${SHARD%/*}" ] || mine+=("${ENTRIES[$i]}"); done
    ENTRIES=("${mine[@]}")
    echo "== shard $SHARD: ${#ENTRIES[@]} entries"
  fi
  [ "${#ENTRIES[@]}" -gt 0 ] || { echo "mutation-test: no catalogue entry selected" >&2; exit 2; }
}
