// Who attacks a square (RULES.md section 10: used for check, legality and heroic promotion) and
// the commanders' exposure ("flying general", section 6).
#pragma once

#include <bitset>

#include "cotulenh/position.h"

namespace boardrules::cotulenh {

// Calls visit(square, memberIndex) for every unit of `by` attacking `target`: along the 8 lines
// up to 5 squares, in a direction the unit may use, within its capture range (navy one less
// unless `target`'s top unit is a navy), past other units only for A/S/F/N, an air force not
// destroyed on the way. Terrain, river and the missile's diagonal limit are ignored. Stops early
// when visit returns false; returns whether anything was visited.
template <class Visit>
bool forEachAttacker(const Position& pos, int target, Color by, Visit&& visit);

bool isAttacked(const Position& pos, int target, Color by);

// True when `color`'s commander is attacked or faces the enemy commander on an open line.
bool commanderAttacked(const Position& pos, Color color);
bool commanderExposed(const Position& pos, Color color);

// Squares on which `color`'s commander would be exposed: the enemy commander's rays toward our
// rank and our file through empty squares (our commander's square counted as empty).
std::bitset<kMailboxSize> exposedSquares(const Position& pos, Color color);

}  // namespace boardrules::cotulenh

#include "cotulenh/attacks_impl.h"
