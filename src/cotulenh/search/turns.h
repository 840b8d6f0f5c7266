// Whole turns for the CoTuLenh search (docs/rules/cotulenh.md sections 8 and 11): a plain move, or
// a deploy turn played step by step up to its commit. The search compares turns, never half a
// deploy turn. Every turn is found through Game, so the rules live in one place.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "cotulenh/game.h"
#include "cotulenh/move.h"
#include "cotulenh/position.h"

namespace boardrules::cotulenh::search {

struct Turn {
  std::array<Move, 3> steps{};  // a stack has three members at most: three steps at most
  uint8_t count = 0;
  bool deploy = false;          // steps of a deploy turn (then committed, by itself or asked)
  int result = -1;              // deploy turn: index of its position in TurnList::positions
};

struct TurnList {
  std::vector<Turn> turns;
  std::vector<Position> positions;  // the positions after the deploy turns
  size_t legalMoves = 0;            // the position's legal moves (steps), whatever was listed
  void clear() {
    turns.clear();
    positions.clear();
    legalMoves = 0;
  }
};

// How many deploy turns to list per stack: a stack of three has hundreds (each member to any of
// its squares, in any order), so the search looks at the first `perStack`, captures first.
struct TurnOptions {
  int deployTurnsPerStack = 16;
  bool capturesOnly = false;  // plain captures only (quiescence)
};

// The turns of the side to move in `pos`; none when it has no legal move.
void generateTurns(const Position& pos, const TurnOptions& options, TurnList& out);

// `pos` after `turn` (listed for `pos` in `list`); the turn's side no longer moves.
Position positionAfter(const Position& pos, const TurnList& list, const Turn& turn);

// A 32-bit code of the turn, never 0 (the transposition table's move code).
uint32_t turnCode(const Turn& turn);

// The enemy units a turn removes, as the evaluation values them (0 for none).
int capturedValue(const Turn& turn);

// The turn as text: its steps' LANs joined by ',' ("Fg4>@g8,Cg4>&g8"; a plain move is one LAN).
std::string turnText(const Turn& turn);

// Plays the steps of `turn` on `game` (a game at the position the turn was listed for), without
// the commit a deploy turn may still need (then game.inDeploy() stays true).
Status playSteps(Game& game, const Turn& turn);

// Plays `turn` on `game` (a game at the position the turn was listed for) through its offered
// moves, committing a deploy turn that does not end by itself; false when a step is not offered.
Status playTurn(Game& game, const Turn& turn);

}  // namespace boardrules::cotulenh::search
