#include "tribun/unit_table.h"

namespace boardrules::tribun {

const std::array<UnitFacts, 256>& unitFacts() {
  static const std::array<UnitFacts, 256> table = [] {
    std::array<UnitFacts, 256> t{};
    for (int b = 1; b < 256; ++b) {
      if (!validateUnitByte(static_cast<uint8_t>(b))) continue;  // invalid bytes never reach movegen
      const Unit u = decodeUnitUnchecked(static_cast<uint8_t>(b));
      UnitFacts& f = t[b];
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
      for (int don = 1; don <= 8; ++don)
        if (f.donationMask >> don & 1) f.donations[f.donationCount++] = static_cast<uint8_t>(don);
    }
    return t;
  }();
  return table;
}

}  // namespace boardrules::tribun
