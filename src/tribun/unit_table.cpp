#include "tribun/unit_table.h"

#include <algorithm>

namespace boardrules::tribun {

const UnitTables& unitTables() {
  static const UnitTables tables = [] {
    UnitTables t;
    std::vector<uint16_t> masks;
    for (int b = 1; b < 256; ++b) {
      if (!validateUnitByte(static_cast<uint8_t>(b))) continue;  // invalid bytes never reach movegen
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
      auto it = std::find(masks.begin(), masks.end(), f.donationMask);
      if (it == masks.end()) it = masks.insert(masks.end(), f.donationMask);
      f.donationClass = static_cast<uint8_t>(it - masks.begin());
    }
    t.classCount_ = static_cast<int>(masks.size());
    t.pairs_.resize(masks.size() * masks.size());
    for (size_t a = 0; a < masks.size(); ++a)
      for (size_t b = 0; b < masks.size(); ++b) {
        std::vector<Word>& out = t.pairs_[a * masks.size() + b];
        for (int donA = 1; donA <= 8; ++donA)
          for (int donB = 1; donB <= 8; ++donB)
            if ((masks[a] >> donA & 1) && (masks[b] >> donB & 1) && isValidHeight(donA + donB))
              out.push_back(encodeCombine(0, 0, 0, donA, donB) & ~op(Opcode::Combine));
        std::sort(out.begin(), out.end());
      }
    return t;
  }();
  return tables;
}

}  // namespace boardrules::tribun
