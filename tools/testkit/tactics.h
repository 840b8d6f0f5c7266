// Tactical positions for the search (the tactics suite): what a position demands and an
// exhaustive check of whether an answer meets it, independent of the search.
//
//   win1   the side to move can capture the enemy tribun now;
//   win3   it cannot, but has a move after which every reply leaves the tribun capturable
//          (a forced capture on the third ply);
//   parry  the side to move's tribun is attacked and only a few board actions stop that.
//
// File format (tests/data/tribun/tactics.txt): one position a line, `KIND BOARD_HEX TURN`,
// `#` starts a comment.
#pragma once

#include <string>
#include <vector>

#include "tribun/action.h"
#include "tribun/board.h"
#include "util/result.h"

namespace boardrules::testkit {

enum class TacticKind { Win1, Win3, Parry };
const char* tacticKindName(TacticKind k);

struct Tactic {
  TacticKind kind = TacticKind::Win1;
  tribun::Board board{};
  int turn = 0;
};

// True when `move` (a legal board action) after which `turn` still captures the tribun by force
// within the kind's horizon: win1: it is an ATTACK_TRIBUN; win3: every reply leaves the enemy
// tribun capturable (or the opponent without a move); parry: the opponent cannot capture ours.
bool solves(const Tactic& t, tribun::Word move);

// The moves that solve `t` (exhaustive).
std::vector<tribun::Word> solutions(const Tactic& t);

// The kind `board`/`turn` is an instance of, if any: win1 first, then parry (with at most
// `maxParries` solutions), then win3.
bool classify(const tribun::Board& board, int turn, int maxParries, TacticKind& kind);

Result<std::vector<Tactic>> loadTactics(const std::string& path);
std::string formatTactic(const Tactic& t);

}  // namespace boardrules::testkit
