// A transposition table for an alpha-beta search: positions already searched, keyed by a 64-bit
// hash of the position (each game has its own). The stored move is a 32-bit code the game's
// search gives its moves (Tribun: its action word; CoTuLenh: a code of the turn). Fixed size (a
// power of two), always-replace unless the stored entry is deeper and from the same search
// generation. Owned by one searcher; no sharing between threads. No rules of any game here.
#pragma once

#include <cstdint>
#include <vector>


namespace boardrules::searchkit {

using MoveCode = uint32_t;  // 0: no move

enum class Bound : uint8_t { None = 0, Exact = 1, Lower = 2, Upper = 3 };

struct TableEntry {
  uint32_t check = 0;  // the key's upper 32 bits (the lower ones pick the slot)
  MoveCode move = 0;   // best or refuting move found, 0 when none (a code no move of the game has)
  int16_t score = 0;   // from the side to move's view; wins stored relative to this node
  int8_t depth = -1;   // remaining depth the score was searched to
  Bound bound = Bound::None;
  uint8_t generation = 0;
};

class TranspositionTable {
 public:
  // 2^log2Entries entries of 16 bytes (log2Entries clamped to 10..24).
  explicit TranspositionTable(int log2Entries = 18);

  // The entry stored for `key`, or nullptr.
  const TableEntry* probe(uint64_t key) const {
    const TableEntry& e = entries_[key & mask_];
    return e.check == checkOf(key) && e.bound != Bound::None ? &e : nullptr;
  }
  void store(uint64_t key, MoveCode move, int score, int depth, Bound bound);
  void clear();
  // Called at the start of each search: older entries become the first to be replaced.
  void newSearch() { ++generation_; }

 private:
  static uint32_t checkOf(uint64_t key) { return static_cast<uint32_t>(key >> 32); }
  std::vector<TableEntry> entries_;
  uint64_t mask_ = 0;
  uint8_t generation_ = 0;
};

}  // namespace boardrules::searchkit
