#include "searchkit/transposition_table.h"

#include <algorithm>

namespace boardrules::searchkit {

static_assert(sizeof(TableEntry) == 16, "a table entry should stay 16 bytes");

TranspositionTable::TranspositionTable(int log2Entries) {
  const int bits = std::clamp(log2Entries, 10, 24);
  entries_.assign(size_t{1} << bits, TableEntry{});
  mask_ = (uint64_t{1} << bits) - 1;
}

void TranspositionTable::store(uint64_t key, MoveCode move, int score, int depth, Bound bound) {
  TableEntry& e = entries_[key & mask_];
  // Keep a deeper entry of this search for another position; replace everything else.
  if (e.check != checkOf(key) && e.generation == generation_ && e.depth > depth && e.bound != Bound::None) return;
  if (e.check == checkOf(key) && move == 0) move = e.move;  // keep a known best move when this search found none
  e.check = checkOf(key);
  e.move = move;
  e.score = static_cast<int16_t>(score);
  e.depth = static_cast<int8_t>(std::clamp(depth, -1, 127));
  e.bound = bound;
  e.generation = generation_;
}

void TranspositionTable::clear() {
  std::fill(entries_.begin(), entries_.end(), TableEntry{});
  generation_ = 0;
}

}  // namespace boardrules::searchkit
