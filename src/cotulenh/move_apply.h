// Executing one move or deploy step on the board (docs/rules/cotulenh.md sections 4, 7, 9): removing the moving
// units from their origin, capturing, combining, refreshing the air-defence cache when an
// air-defence unit was placed or removed, then heroic promotion and Last Guard. The side to move
// and the counters are left alone (turn bookkeeping belongs to the game, section 11).
#pragma once

#include "cotulenh/move.h"
#include "cotulenh/position.h"

namespace boardrules::cotulenh {

// pos.turn is the mover. Returns false (and leaves pos partly changed) when the move cannot be
// executed on this board: its landing square cannot hold the arriving stack or a combination is
// not a composition (only a deploy-turn replay can ask for that).
bool applyMoveToBoard(Position& pos, const Move& move);

// The same board as far as the legality filter reads it. Whether the enemy attacks our commander
// depends on the enemy's units and heroic flags (the enemy's Last Guard is always applied: a
// capture leaving one enemy unit makes it heroic and longer-ranged), the squares occupied and our
// air-defence levels. The mover's own promotions can change only the last, and only for a
// non-heroic enemy air force: so they are applied when one of our air-defence units could be
// promoted (on a line with the enemy commander, or our Last Guard) and the enemy has such an
// air force, and left out otherwise.
bool applyMoveForLegality(Position& pos, const Move& move);

// Section 9: every unit of `mover` attacking the enemy commander becomes heroic; then Last Guard
// for both colours.
void promoteAfterMove(Position& pos, Color mover);

}  // namespace boardrules::cotulenh
