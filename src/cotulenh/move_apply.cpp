#include "cotulenh/move_apply.h"

#include "cotulenh/attacks.h"

namespace boardrules::cotulenh {

namespace {

constexpr uint16_t kAirDefenceTypes = (1u << kMissile) | (1u << kAntiAir) | (1u << kNavy);

// Last Guard: a colour whose only non-commander unit on the board is one unstacked unit.
void promoteLastGuard(Position& pos, Color color) {
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
  if (others == 1 && pos.board[lone].count == 1) pos.board[lone].units[0].heroic = true;
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
    for (int i = 0; i < n; ++i) pos.board[found[i].first].units[found[i].second].heroic = true;
  }
  promoteLastGuard(pos, kRed);
  promoteLastGuard(pos, kBlue);
}

bool applyMoveToBoard(Position& pos, const Move& m) {
  const Stack origin = pos.board[m.from];
  const Stack target = pos.board[m.to];
  if (!m.is(kFlagStay)) pos.board[m.from] = withoutTypes(origin, m.piece.typeMask());
  if (m.is(kFlagStay) || m.is(kFlagSuicide)) {
    pos.board[m.to] = Stack{};
  } else if (m.is(kFlagCombine)) {
    Stack joined;
    if (!combineStacks(m.piece, target, joined) || !canStand(joined.carrier().type, m.to)) return false;
    pos.board[m.to] = joined;
  } else {
    if (!canStand(m.piece.carrier().type, m.to)) return false;
    pos.board[m.to] = m.piece;
  }
  if ((origin.typeMask() | target.typeMask() | m.piece.typeMask()) & kAirDefenceTypes) pos.recomputeDefenders();
  promoteAfterMove(pos, pos.turn);
  return true;
}

}  // namespace boardrules::cotulenh
