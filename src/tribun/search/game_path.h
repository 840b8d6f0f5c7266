// The positions a game went through, as SearchLimits::gamePath wants them: the search scores a
// line that returns to one of them as a draw, so a side far ahead makes progress instead of
// shuffling (docs/ENGINE.md, "Converting a won position").
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "tribun/action.h"
#include "tribun/board.h"

namespace boardrules::tribun::search {

// positionKey of every position before the last, replaying `words` (a game's log: board
// actions, draw offers and answers) from `board` with `turn` to move. Words that do not change
// the board (draw offers and their answers) add no position; the replay stops at the first word
// that is not a legal board action or a draw word, or that ends the game.
std::vector<uint64_t> gamePathKeys(const Board& board, int turn, std::span<const Word> words);

}  // namespace boardrules::tribun::search
