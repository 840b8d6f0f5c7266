// CoTuLenh moves and turns in words, for people reading what happened (pages, screen readers,
// tutorials): "Red's tank on e4 moves to e6." The names are those of docs/rules/cotulenh.md
// section 2; the notation stays the exact form (notation.h).
#pragma once

#include <string>

#include "cotulenh/game.h"
#include "cotulenh/move.h"

namespace boardrules::cotulenh {

enum class Tense { Present, Past };

// One offered move of `side`: who moves (the unit or stack, heroic ones named so), from where,
// to where, and what happens there (a capture, a stay capture, a suicide capture, a join). Every
// move of one listing gets a different sentence (tests/native/cotulenh_explain_test.cpp).
std::string explainMove(const Move& move, Color side, Tense tense = Tense::Present);

// A completed turn: its move, or a deploy turn as the stack it split, each step, and what
// stayed on the origin.
std::string explainTurn(const TurnRecord& turn, Tense tense = Tense::Past);

}  // namespace boardrules::cotulenh
