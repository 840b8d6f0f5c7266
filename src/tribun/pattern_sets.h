// The movement and attack patterns of patterns.h as cid sets, so a unit's targets are an AND
// with the empty (or enemy) tiles instead of one unpredictable branch per pattern tile.
//
// Rays keep their order in cid space: every step along a ray adds the same cid offset, so cids
// grow with distance when that offset is positive and shrink when it is negative. The nearest
// blocker on a ray is therefore its lowest (or highest) occupied member.
#pragma once

#include <array>

#include "tribun/cid_set.h"

namespace boardrules::tribun {

struct PatternSets {
  std::array<CidSet, kCidSpace> neighbours, jump2, jump3;
  std::array<std::array<CidSet, 2>, kCidSpace> forward;        // by colour: the height-1 move
  std::array<std::array<CidSet, 2>, kCidSpace> forwardAttack;  // by colour: the two height-1 attacks
  std::array<std::array<CidSet, 6>, kCidSpace> slide;          // height 4/6 moves, height 4 attacks
  std::array<std::array<CidSet, 6>, kCidSpace> ray;            // height 6 attacks
  std::array<bool, 6> slideAscending{}, rayAscending{};        // by direction: cids grow with distance

  // Tiles of `line` (slide[cid][d] or ray[cid][d]) before its first member in `occupied`, and
  // that first member (128 or -1 when the line is clear).
  static CidSet clearPart(CidSet line, CidSet occupied, bool ascending) {
    const CidSet blockers = line & occupied;
    return line & (ascending ? CidSet::below(blockers.lowest()) : CidSet::above(blockers.highest()));
  }
  static int firstBlocker(CidSet line, CidSet occupied, bool ascending) {
    const CidSet blockers = line & occupied;
    return ascending ? blockers.lowest() : blockers.highest();
  }
};

const PatternSets& patternSets();

}  // namespace boardrules::tribun
