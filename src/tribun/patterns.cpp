#include "tribun/patterns.h"

namespace boardrules::tribun {

namespace {

uint8_t cidAt(Coord from, Coord step, int times) {
  const Coord c{from.x + step.x * times, from.y + step.y * times};
  return isOnBoard(c.x, c.y) ? static_cast<uint8_t>(cidOf(c)) : kOff;
}

PatternTables buildTables() {
  PatternTables t{};
  for (int cid = 0; cid < kCidSpace; ++cid) {
    for (auto& row : t.neighbor[cid]) row = kOff;
    for (auto& row : t.doubleStep[cid]) row = kOff;
    if (!isValidCid(cid)) continue;
    const Coord c = coordOf(cid);
    for (int d = 0; d < 6; ++d) {
      t.neighbor[cid][d] = cidAt(c, kDirections[d], 1);
      t.doubleStep[cid][d] = cidAt(c, kDirections[d], 2);
      for (int k = 1; k <= 10; ++k) {
        const uint8_t n = cidAt(c, kDirections[d], k);
        if (n == kOff) break;
        t.ray[cid][d][t.rayLength[cid][d]++] = n;
      }
      for (int k = 1; k <= 5; ++k) {
        const uint8_t n = cidAt(c, kJump2Vectors[d], k);
        if (n == kOff) break;
        t.slide[cid][d][t.slideLength[cid][d]++] = n;
      }
      if (const uint8_t j = cidAt(c, kJump2Vectors[d], 1); j != kOff) t.jump2[cid][t.jump2Count[cid]++] = j;
    }
    for (const Coord v : kJump3Vectors)
      if (const uint8_t j = cidAt(c, v, 1); j != kOff) t.jump3[cid][t.jump3Count[cid]++] = j;
  }
  return t;
}

}  // namespace

const PatternTables& patternTables() {
  static const PatternTables tables = buildTables();
  return tables;
}

}  // namespace boardrules::tribun
