// Ordering of action-list segments. The generator emits words opcode by opcode, each opcode in
// an order that already sorts the low fields, so a stable counting sort on the remaining high
// field finishes the job; SPLIT, the large one, is ordered by a counting sort over precomputed
// ranks in the generator itself (see split_table.h).
#pragma once

#include <vector>

#include "tribun/action.h"

namespace boardrules::tribun {

// Sorts words[begin, end) ascending.
void sortWords(std::vector<Word>& words, size_t begin, size_t end);

inline constexpr int kMaxSortFieldBits = 8;

// Stable counting sort of words[begin, end) on the `bits`-bit field at `shift`
// (bits <= kMaxSortFieldBits). When the generator already emits words ordered by everything below
// that field, this completes the order in two linear passes.
void stableSortByField(std::vector<Word>& words, size_t begin, size_t end, int shift, int bits);

}  // namespace boardrules::tribun
