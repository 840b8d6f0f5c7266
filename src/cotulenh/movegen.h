// Pseudo-legal move generation by rays (docs/rules/cotulenh.md section 3 with the capture options of section 4):
// range, blocking, capture-through, terrain flag, river and river mouth, air-defence walk,
// commander exposure pruning.
#pragma once

#include <bitset>
#include <vector>

#include "cotulenh/move.h"
#include "cotulenh/position.h"

namespace boardrules::cotulenh {

struct RayOptions {
  bool deploy = false;  // the piece leaves a stack: flag d, an air force gets no stay capture
  // Squares that must not be offered as combinations, and squares that must not be offered as
  // plain moves (deploy turn: where this turn's steps ended, reached by recombining instead).
  // Null for none.
  const std::bitset<kMailboxSize>* noCombine = nullptr;
  const std::bitset<kMailboxSize>* noPlainMove = nullptr;
};

// Appends the moves of `piece` (one unit or a whole stack moving with its carrier's rules)
// standing on `from` for pos.turn. `exposed` = exposedSquares(pos, pos.turn).
void generatePieceMoves(const Position& pos, int from, const Stack& piece, const RayOptions& options,
                        const std::bitset<kMailboxSize>& exposed, std::vector<Move>& out);

// Every pseudo-legal move of the side to move outside a deploy turn: each stack as a whole and,
// from stacks, each member alone as a deploy step.
void generateAllMoves(const Position& pos, std::vector<Move>& out);

}  // namespace boardrules::cotulenh
