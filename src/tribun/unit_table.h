// Per-byte facts the move generator reads in its inner loops, for all 256 bytes, and the COMBINE
// donation pairs for every pair of donor kinds. Computed at compile time (constexpr): the tables
// are data in the binary, so neither a native start nor the WebAssembly module's first legal
// list (which runs in baseline-compiled code) builds them (docs/PERFORMANCE.md, "Startup").
#pragma once

#include <array>
#include <cstdint>
#include <span>

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
  // Capacities of the pair table (the build fails to compile if they are too small): 14
  // donation classes and 515 pair words today.
  static constexpr int kMaxClasses = 16;
  static constexpr int kMaxPairWords = 640;

  const UnitFacts& operator[](uint8_t byte) const { return facts_[byte]; }
  // COMBINE payload bits 13-18 ((donA-1) | (donB-1) << 3, shifted) for every donation pair of
  // two donors whose sum is a valid height, ascending.
  std::span<const Word> combinePairs(uint8_t classA, uint8_t classB) const {
    const int k = classA * classCount_ + classB;
    return {pairWords_.data() + pairOffset_[k], pairWords_.data() + pairOffset_[k + 1]};
  }
  constexpr int classCount() const { return classCount_; }

 private:
  friend constexpr UnitTables buildUnitTables();
  std::array<UnitFacts, 256> facts_{};
  int classCount_ = 0;
  std::array<uint16_t, kMaxClasses * kMaxClasses + 1> pairOffset_{};
  std::array<Word, kMaxPairWords> pairWords_{};
};

constexpr UnitTables buildUnitTables() {
  UnitTables t;
  std::array<uint16_t, UnitTables::kMaxClasses> masks{};
  int classes = 0;
  for (int b = 1; b < 256; ++b) {
    if (!isStorableUnitByte(static_cast<uint8_t>(b))) continue;  // invalid bytes never reach movegen
    const Unit u = decodeUnitUnchecked(static_cast<uint8_t>(b));
    UnitFacts& f = t.facts_[b];
    f.p = static_cast<uint8_t>(u.p);
    f.s = static_cast<uint8_t>(u.s);
    f.color = static_cast<uint8_t>(u.color);
    f.tribun = u.tribun ? 1 : 0;
    if (u.tribun) {
      f.donationMask = static_cast<uint16_t>(1u << u.p);
    } else {
      for (int don = 1; don <= u.p; ++don) {
        const int rest = u.p - don;
        if (rest == 0 || (isValidHeight(rest) && slavePropertyHolds(rest, u.s))) f.donationMask |= static_cast<uint16_t>(1u << don);
      }
    }
    int c = 0;
    while (c < classes && masks[c] != f.donationMask) ++c;
    if (c == classes) masks[classes++] = f.donationMask;  // past kMaxClasses: not a constant expression
    f.donationClass = static_cast<uint8_t>(c);
  }
  t.classCount_ = classes;
  int words = 0;
  for (int a = 0; a < classes; ++a)
    for (int b = 0; b < classes; ++b) {
      t.pairOffset_[a * classes + b] = static_cast<uint16_t>(words);
      // donB is the higher field of the word: donB outer, donA inner lists the pairs ascending.
      for (int donB = 1; donB <= 8; ++donB)
        for (int donA = 1; donA <= 8; ++donA)
          if ((masks[a] >> donA & 1) && (masks[b] >> donB & 1) && isValidHeight(donA + donB))
            t.pairWords_[words++] = encodeCombine(0, 0, 0, donA, donB) & ~op(Opcode::Combine);
    }
  t.pairOffset_[classes * classes] = static_cast<uint16_t>(words);
  return t;
}

inline constexpr UnitTables kUnitTables = buildUnitTables();

constexpr const UnitTables& unitTables() { return kUnitTables; }

}  // namespace boardrules::tribun
