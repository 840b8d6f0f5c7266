// Click-UI grouping of a legal action list (issue 4). A click interface works tile by tile: the
// player clicks an own unit and then one of its targets, or an enemy unit to damage it, or an
// empty tile to combine into it, or a unit again to split it. This module regroups the engine's
// legal words into exactly those per-tile option lists so that every frontend (the demo page, the
// <tribun-board> element, other UIs through the npm package) shares one implementation.
//
// The grouping only ever regroups the words it is given: every option carries its legal word and
// nothing is derived from the board, so a UI built on it cannot invent an option.
#pragma once

#include <array>
#include <span>
#include <vector>

#include "tribun/action.h"

namespace boardrules::tribun {

// One target tile of an origin unit. Options, in the order a repeated click cycles them:
// MOVE/KILL with part 1 (the secondary part: the whole stack), then part 0 (the primary part),
// then ENSLAVE; ATTACK_TRIBUN is the only option against a tribun.
struct UiTarget {
  int target = 0;
  bool attack = false;  // false: empty tile (MOVE); true: enemy unit (KILL, ENSLAVE, ATTACK_TRIBUN)
  std::vector<Word> options;
};

// An own unit and the tiles it can move to or attack on its own, ascending by target cid.
struct UiOrigin {
  int origin = 0;
  std::vector<UiTarget> targets;
};

// An enemy unit that can be weakened by a group attack: DAMAGE words by ascending damage, then
// LIBERATE if legal.
struct UiEnemyTarget {
  int target = 0;
  std::vector<Word> options;
};

// A COMBINE or SYM_COMBINE word with what each neighbour of the centre donates
// (donation[d] = height given by the neighbour in direction d, 0 when it is not a donor).
struct UiCombine {
  Word word = 0;
  std::array<int, 6> donation{};
};

// An empty tile that can receive a combine. `donations[d]` lists, ascending, every height the
// neighbour in direction d gives in at least one candidate (empty when it never donates): the
// values a click on that neighbour cycles through after 0.
struct UiCenter {
  int center = 0;
  std::vector<UiCombine> combines;     // two donors
  std::vector<UiCombine> symCombines;  // 3 or 6 donors in a symmetric configuration
  std::array<std::vector<int>, 6> donations;
};

// A SPLIT word with the height placed in each direction.
struct UiSplit {
  Word word = 0;
  std::array<int, 6> heights{};
};

// An own unit that can split or backstabb. `heights[d]` lists, ascending, every height placed in
// direction d by at least one split; `backstabb[d]` is the BACKSTABB word towards d, or 0.
struct UiActor {
  int actor = 0;
  std::vector<UiSplit> splits;
  std::array<Word, 6> backstabb{};
  std::array<std::vector<int>, 6> heights;
};

struct UiOptions {
  std::vector<UiOrigin> origins;           // ascending by origin cid
  std::vector<UiEnemyTarget> enemyTargets; // ascending by target cid
  std::vector<UiCenter> centers;           // ascending by centre cid
  std::vector<UiActor> actors;             // ascending by actor cid
  // Every cid a click can start from in the idle state (origins, actors, enemy targets and
  // centres), ascending, each once.
  std::vector<int> selectable;
};

// Groups the board actions of `legal` (other opcodes are ignored; order of `legal` does not
// matter). Words are assumed well formed, as the move generator produces them.
UiOptions groupUiOptions(std::span<const Word> legal);

}  // namespace boardrules::tribun
