#include "cotulenh/safe_moves.h"

namespace boardrules::cotulenh {

SafeMoves::SafeMoves(const Position& pos, unsigned enemyDirections, bool safeNow) {
  const Color us = pos.turn, enemy = opponent(us);
  const int ours = pos.commanderSquare(us);
  if (!safeNow || ours < 0 || pos.occupied[enemy] <= 3) return;
  enabled_ = true;
  watch(ours);
  for (int d = 0; d < 8; ++d) {
    if (!((enemyDirections >> d) & 1)) continue;
    // Four squares, not the five of the longest capture range: a unit five squares away blocks
    // nothing, and the move can only take it away.
    const int steps = rayLength(ours, d) < 4 ? rayLength(ours, d) : 4;
    for (int k = 1; k <= steps; ++k) {
      const int sq = ours + k * kDirectionOffsets[d];
      watch(sq);
      const Stack& s = pos.board[sq];
      if (s.count && s.color == enemy) {
        const Unit* f = s.find(kAirForce);
        if (f && !f->heroic) enemyPlainAirForce_ = true;
      }
    }
  }
  const int theirs = pos.commanderSquare(enemy);
  if (theirs < 0) return;
  int step = 0;
  if (getFile(ours) == getFile(theirs)) step = ours > theirs ? 16 : -16;
  else if (getRank(ours) == getRank(theirs)) step = ours > theirs ? 1 : -1;
  for (int sq = theirs + step; step && sq != ours; sq += step) watch(sq);
}

}  // namespace boardrules::cotulenh
