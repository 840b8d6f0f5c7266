// Per-byte facts the move generator reads in its inner loops, computed once for all 256 bytes,
// and the COMBINE donation pairs for every pair of donor kinds.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "tribun/action.h"
#include "tribun/unit.h"

namespace boardrules::tribun {

struct UnitFacts {
  uint8_t p = 0, s = 0, color = 0, tribun = 0;
  // Bit k set when donating k (1..8) to a COMBINE/SYM_COMBINE leaves a legal remainder:
  // 0, or a valid height that still satisfies SP with the carried slave. A tribun gives all of p.
  uint16_t donationMask = 0;
  // Index of donationMask among the distinct masks (for the COMBINE pair table).
  uint8_t donationClass = 0;
};

class UnitTables {
 public:
  const UnitFacts& operator[](uint8_t byte) const { return facts_[byte]; }
  // COMBINE payload bits 13-18 ((donA-1) | (donB-1) << 3, shifted) for every donation pair of
  // two donors whose sum is a valid height, ascending.
  std::span<const Word> combinePairs(uint8_t classA, uint8_t classB) const {
    const auto& v = pairs_[classA * classCount_ + classB];
    return {v.data(), v.size()};
  }

 private:
  friend const UnitTables& unitTables();
  std::array<UnitFacts, 256> facts_{};
  int classCount_ = 0;
  std::vector<std::vector<Word>> pairs_;
};

const UnitTables& unitTables();

}  // namespace boardrules::tribun
