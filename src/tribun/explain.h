// Actions in words for players (docs/NOTATION.md, "Moves in words"): one sentence per action word
// with the side, the heights of the units involved and the tile names, e.g.
//   "White combined the 2 on f7 and the 1 on e6 into a 3 on e7."
//   "Black's 2 on d4 enslaved the white 3 on e6 and now carries it there."
// The sentence is the one describer of the project: the play page, the course and tutorial
// authors (through g.explainAction) all say moves with it. Every legal action of a position gets
// a different sentence (tests/native/tribun_explain_test.cpp checks it over random positions).
#pragma once

#include <string>

#include "tribun/action.h"
#include "tribun/board.h"

namespace boardrules::tribun {

// Past: what happened ("White moved ..."); Present: what a chosen action does ("White moves ...").
enum class Tense : uint8_t { Past = 0, Present = 1 };

// The sentence for `word` played by `turn` in `board` (the position before it). Total: a word
// that is malformed, or that names a tile holding no unit, still gets a sentence (it says so);
// never an error.
std::string explainAction(const Board& board, int turn, Word word, Tense tense = Tense::Past);

}  // namespace boardrules::tribun
