// Every legal SPLIT allocation, precomputed for each (primary, slave) height class and each set of
// empty neighbours. Allocations are stored as ranks into one ascending list of all distinct height
// vectors, so the generator can put the SPLIT words of a whole position in order with a counting
// sort over ranks instead of a general sort. About 47,000 entries (~100 KB) for all classes; each
// class is built the first time a position needs it (the start position needs two classes, 4 %
// of the entries), so the first legal list of a game does not pay for the whole table: in
// WebAssembly that first list runs in baseline-compiled code (docs/PERFORMANCE.md, "Startup").
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "tribun/action.h"

namespace boardrules::tribun {

class SplitTable {
 public:
  static constexpr int kMaxRanks = 4096;

  // Ranks of every split of a unit with primary index pIndex and slave index sIndex whose
  // placements all fall on directions in emptyMask, ascending.
  std::span<const uint16_t> splitsFitting(int pIndex, int sIndex, int emptyMask) const {
    const Class& c = classOf(pIndex, sIndex);
    return {c.ranks.data() + c.offset[emptyMask], c.ranks.data() + c.offset[emptyMask + 1]};
  }
  // The same list as a set of ranks: the 64-rank chunks it touches, each with its bits.
  struct Chunk {
    uint64_t bits;
    uint32_t index;
  };
  std::span<const Chunk> chunksFitting(int pIndex, int sIndex, int emptyMask) const {
    const Class& c = classOf(pIndex, sIndex);
    return {c.chunks.data() + c.chunkOffset[emptyMask], c.chunks.data() + c.chunkOffset[emptyMask + 1]};
  }
  // Payload bits 7-24 (h0..h5; actor field zero) of a rank. Ascending in rank. Every non-zero
  // height vector with parts in {0,1,2,3,4,6} summing to at most 8 is some class's split.
  Word heightsOfRank(uint16_t rank) const { return heightsOfRank_[rank]; }
  int rankCount() const { return static_cast<int>(heightsOfRank_.size()); }

  // One (primary, slave) height class's lists (public for the builder in split_table.cpp).
  struct Class {
    std::vector<uint16_t> ranks;  // one ascending segment per empty mask
    std::array<uint32_t, 65> offset{};
    std::vector<Chunk> chunks;  // one segment per empty mask, ascending chunk index
    std::array<uint32_t, 65> chunkOffset{};
  };

 private:
  friend const SplitTable& splitTable();
  // The class's lists, built on the first call for that class (an immutable function-local
  // static per class, like the table itself).
  static const Class& classOf(int pIndex, int sIndex);
  std::vector<Word> heightsOfRank_;
};

const SplitTable& splitTable();

}  // namespace boardrules::tribun
