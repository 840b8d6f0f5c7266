#include "cotulenh/attacks.h"

namespace boardrules::cotulenh {

bool isAttacked(const Position& pos, int target, Color by, unsigned directions) {
  return forEachAttacker(pos, target, by, [](int, int) { return false; }, directions);
}

unsigned directionsWithUnitsOf(const Position& pos, int target, Color by) {
  unsigned out = 0;
  for (int d = 0; d < 8; ++d) {
    const int steps = rayLength(target, d) < 5 ? rayLength(target, d) : 5;
    for (int k = 1; k <= steps; ++k) {
      const Stack& s = pos.board[target + k * kDirectionOffsets[d]];
      if (s.count && s.color == by) {
        out |= 1u << d;
        break;
      }
    }
  }
  return out;
}

bool commanderAttacked(const Position& pos, Color color) {
  const int sq = pos.commanderSquare(color);
  return sq >= 0 && isAttacked(pos, sq, opponent(color));
}

bool commanderExposed(const Position& pos, Color color) {
  const int ours = pos.commanderSquare(color), theirs = pos.commanderSquare(opponent(color));
  if (ours < 0 || theirs < 0) return false;
  int step = 0;
  if (getFile(ours) == getFile(theirs)) step = ours > theirs ? 16 : -16;
  else if (getRank(ours) == getRank(theirs)) step = ours > theirs ? 1 : -1;
  else return false;
  for (int sq = theirs + step; sq != ours; sq += step)
    if (pos.board[sq].count) return false;
  return true;
}

std::bitset<kMailboxSize> exposedSquares(const Position& pos, Color color) {
  std::bitset<kMailboxSize> out;
  const int ours = pos.commanderSquare(color), theirs = pos.commanderSquare(opponent(color));
  if (ours < 0 || theirs < 0) return out;
  const int vertical = getRank(ours) < getRank(theirs) ? -16 : 16;
  const int horizontal = getFile(ours) < getFile(theirs) ? -1 : 1;
  for (int step : {vertical, horizontal}) {
    for (int sq = theirs + step; isValidSquare(sq); sq += step) {
      if (sq != ours && pos.board[sq].count) break;
      out.set(sq);
    }
  }
  return out;
}

}  // namespace boardrules::cotulenh
