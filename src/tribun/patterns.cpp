#include "tribun/patterns.h"

namespace boardrules::tribun {

namespace {

uint8_t cidAt(Coord from, Coord step, int times) {
  const geometry::Hex h = toHex(from) + times * toHex(step);
  return geometry::isWithinRadius(h, kRadius) ? static_cast<uint8_t>(cidOf(fromHex(h))) : kOff;
}

std::vector<Coord> nonCornerRing(int radius) {
  std::vector<Coord> out;
  for (const geometry::Hex h : geometry::hexRing({0, 0}, radius)) {
    bool corner = false;
    for (const geometry::Hex d : geometry::kHexDirections) corner = corner || h == radius * d;
    if (!corner) out.push_back(fromHex(h));
  }
  return out;
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
      const Coord v2 = jumpVectors(2)[d];
      for (int k = 1; k <= 5; ++k) {
        const uint8_t n = cidAt(c, v2, k);
        if (n == kOff) break;
        t.slide[cid][d][t.slideLength[cid][d]++] = n;
      }
      if (const uint8_t j = cidAt(c, v2, 1); j != kOff) t.jump2[cid][t.jump2Count[cid]++] = j;
    }
    for (const Coord v : jumpVectors(3))
      if (const uint8_t j = cidAt(c, v, 1); j != kOff) t.jump3[cid][t.jump3Count[cid]++] = j;
  }
  return t;
}

}  // namespace

const std::vector<Coord>& jumpVectors(int height) {
  static const std::vector<Coord> two = nonCornerRing(2), three = nonCornerRing(3);
  return height == 2 ? two : three;
}

const PatternTables& patternTables() {
  static const PatternTables tables = buildTables();
  return tables;
}

}  // namespace boardrules::tribun
