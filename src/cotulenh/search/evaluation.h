// The CoTuLenh search's static evaluation: material (heroic units worth more), units near the
// enemy commander, a penalty for standing in check, and for a side well ahead in material a bonus
// for hemming the enemy commander in (so that a lead is converted). From the side to move's view.
#pragma once

#include "cotulenh/position.h"

namespace boardrules::cotulenh::search {

// What one unit is worth to the search (the commander: 0, its loss ends the game).
int unitValue(int type, bool heroic);
int stackValue(const Stack& s);

int evaluate(const Position& pos);

}  // namespace boardrules::cotulenh::search
