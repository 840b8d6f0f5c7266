// Every legal SPLIT allocation, precomputed by (primary, slave) heights and grouped by the set of
// directions it places units in, so the generator only copies the groups whose directions are
// all empty around the actor.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "tribun/action.h"

namespace boardrules::tribun {

class SplitTable {
 public:
  // Payload bits (heights h0..h5, actor field zero) of every split of a unit with primary p and
  // slave s that places units exactly in the directions of `usedMask`.
  std::span<const Word> splits(int pIndex, int sIndex, int usedMask) const {
    const Group& g = groups_[pIndex][sIndex];
    return {g.payloads.data() + g.offset[usedMask], g.payloads.data() + g.offset[usedMask + 1]};
  }

 private:
  friend const SplitTable& splitTable();
  struct Group {
    std::vector<Word> payloads;  // sorted by used mask
    std::array<uint32_t, 65> offset{};
  };
  std::array<std::array<Group, 7>, 7> groups_;
};

const SplitTable& splitTable();

}  // namespace boardrules::tribun
