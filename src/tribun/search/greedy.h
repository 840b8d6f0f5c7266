// The reference opponent of the strength measurements: takes the enemy tribun when it can, else
// the attack that removes the most enemy height, else a random board action. One ply, no search.
#pragma once

#include <cstdint>

#include "tribun/action.h"
#include "tribun/board.h"

namespace boardrules::tribun::search {

// A board action of `turn` in `board`, or 0 when there is none. `rng` is a splitmix64 state the
// caller owns (advanced here), so games are reproducible from a seed.
Word greedyAction(const Board& board, int turn, uint64_t& rng);

}  // namespace boardrules::tribun::search
