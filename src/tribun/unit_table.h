// Per-byte facts the move generator reads in its inner loops, computed once for all 256 bytes.
#pragma once

#include <array>
#include <cstdint>

#include "tribun/unit.h"

namespace boardrules::tribun {

struct UnitFacts {
  uint8_t p = 0, s = 0, color = 0, tribun = 0;
  // Bit k set when donating k (1..8) to a COMBINE/SYM_COMBINE leaves a legal remainder:
  // 0, or a valid height that still satisfies SP with the carried slave. A tribun gives all of p.
  uint16_t donationMask = 0;
  // The same donations as a list, for the COMBINE pair loop.
  uint8_t donationCount = 0;
  uint8_t donations[8] = {};
};

const std::array<UnitFacts, 256>& unitFacts();

}  // namespace boardrules::tribun
