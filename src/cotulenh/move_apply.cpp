#include "cotulenh/move_apply.h"

#include <cstdlib>

#include "cotulenh/attacks.h"

namespace boardrules::cotulenh {

namespace {

// Last Guard: a colour whose only non-commander unit on the board is one unstacked unit.
void promoteLastGuard(Position& pos, Color color) {
  if (pos.occupied[color] > 2) return;  // a commander's square plus one other at most
  int lone = -1, others = 0;
  for (int rank = 0; rank < kRanks; ++rank)
    for (int file = 0; file < kFiles; ++file) {
      const int sq = makeSquare(file, rank);
      const Stack& s = pos.board[sq];
      if (!s.count || s.color != color) continue;
      if (s.count == 1 && s.carrier().type == kCommander) continue;
      ++others;
      lone = sq;
    }
  if (others == 1 && pos.board[lone].count == 1 && !pos.board[lone].units[0].heroic) pos.setHeroic(lone, 0);
}

}  // namespace

void promoteAfterMove(Position& pos, Color mover) {
  const int enemyCommander = pos.commanderSquare(opponent(mover));
  if (enemyCommander >= 0) {
    std::pair<int, int> found[48];
    int n = 0;
    forEachAttacker(pos, enemyCommander, mover, [&](int sq, int member) {
      if (n < 48) found[n++] = {sq, member};
      return true;
    });
    for (int i = 0; i < n; ++i) pos.setHeroic(found[i].first, found[i].second);
  }
  promoteLastGuard(pos, kRed);
  promoteLastGuard(pos, kBlue);
}

namespace {

// Board part of a move (everything but the promotions); false as applyMoveToBoard.
bool placeMove(Position& pos, const Move& m) {
  const Stack origin = pos.board[m.from];
  const Stack target = pos.board[m.to];
  if (!m.is(kFlagStay)) pos.setSquare(m.from, withoutTypes(origin, m.piece.typeMask()));
  if (m.is(kFlagStay) || m.is(kFlagSuicide)) {
    pos.setSquare(m.to, Stack{});
  } else if (m.is(kFlagCombine)) {
    Stack joined;
    if (!combineStacks(m.piece, target, joined) || !canStand(joined.carrier().type, m.to)) return false;
    pos.setSquare(m.to, joined);
  } else {
    if (!canStand(m.piece.carrier().type, m.to)) return false;
    pos.setSquare(m.to, m.piece);
  }
  if ((origin.typeMask() | target.typeMask() | m.piece.typeMask()) & kAirDefenceTypes) pos.recomputeDefenders();
  return true;
}

}  // namespace

bool applyMoveToBoard(Position& pos, const Move& m) {
  if (!placeMove(pos, m)) return false;
  promoteAfterMove(pos, pos.turn);
  return true;
}

namespace {

// Whether a promotion of the mover's units could raise one of its air-defence levels: a
// non-heroic air-defence unit on top of its square that is on a line with the enemy commander
// within the longest capture range (the only way to attack it), or a mover down to its Last Guard.
bool moverDefenceMayRise(const Position& pos, Color mover) {
  if (pos.occupied[mover] <= 2) return true;
  const int enemy = pos.commanderSquare(opponent(mover));
  if (enemy < 0) return false;
  for (int i = 0; i < pos.defenderCount; ++i) {
    const Defender& d = pos.defenders[i];
    if (d.color != mover || pos.board[d.square].carrier().heroic) continue;
    const int df = std::abs(getFile(d.square) - getFile(enemy)), dr = std::abs(getRank(d.square) - getRank(enemy));
    if ((df == 0 || dr == 0 || df == dr) && df <= 5 && dr <= 5) return true;
  }
  return false;
}

// Whether `color` has a non-heroic air force (any member of a stack): only such a unit is
// stopped by air defence.
bool hasPlainAirForce(const Position& pos, Color color) {
  for (int rank = 0; rank < kRanks; ++rank)
    for (int file = 0; file < kFiles; ++file) {
      const Stack& s = pos.board[makeSquare(file, rank)];
      if (!s.count || s.color != color) continue;
      const Unit* f = s.find(kAirForce);
      if (f && !f->heroic) return true;
    }
  return false;
}

}  // namespace

bool applyMoveForLegality(Position& pos, const Move& m) {
  if (!placeMove(pos, m)) return false;
  if (moverDefenceMayRise(pos, pos.turn) && hasPlainAirForce(pos, opponent(pos.turn))) promoteAfterMove(pos, pos.turn);
  else promoteLastGuard(pos, opponent(pos.turn));
  return true;
}

}  // namespace boardrules::cotulenh
