// Who attacks a square (docs/rules/cotulenh.md section 10: used for check, legality and heroic promotion) and
// the commanders' exposure ("flying general", section 6).
#pragma once

#include <bitset>

#include "cotulenh/position.h"

namespace boardrules::cotulenh {

// Calls visit(square, memberIndex) for every unit of `by` attacking `target`: along the 8 lines
// up to 5 squares, in a direction the unit may use, within its capture range (navy one less
// unless `target`'s top unit is a navy), past other units only for A/S/F/N, an air force not
// destroyed on the way. Terrain, river and the missile's diagonal limit are ignored. Stops early
// when visit returns false; returns whether anything was visited. Only the directions whose bit
// is set in `directions` (kDirectionOffsets order) are looked along.
template <class Visit>
bool forEachAttacker(const Position& pos, int target, Color by, Visit&& visit, unsigned directions = 0xff);

bool isAttacked(const Position& pos, int target, Color by, unsigned directions = 0xff);

// The directions from `target` (bit per kDirectionOffsets index) along which a unit of `by`
// stands within 5 squares, the longest capture range. No other direction can hold an attacker
// of `target` on this board or on any board reached from it without `by` moving: the legality
// filter asks this once per listing and then looks only along these directions.
unsigned directionsWithUnitsOf(const Position& pos, int target, Color by);

// True when `color`'s commander is attacked or faces the enemy commander on an open line.
bool commanderAttacked(const Position& pos, Color color);
bool commanderExposed(const Position& pos, Color color);

// Squares on which `color`'s commander would be exposed: the enemy commander's rays toward our
// rank and our file through empty squares (our commander's square counted as empty).
std::bitset<kMailboxSize> exposedSquares(const Position& pos, Color color);

}  // namespace boardrules::cotulenh

#include "cotulenh/attacks_impl.h"
