// Candidate moves that are legal without being played (docs/rules/cotulenh.md section 10). The
// legality filter plays every candidate on a scratch board and looks for attackers of our
// commander; most candidates cannot change the answer, and this recognises them beforehand.
//
// While our commander stays where it is, is neither attacked nor exposed now, and our move adds
// no enemy unit and no range to one, an attacker after the move must stand where enemy units
// stand now: on the rays from our commander, within the longest capture range (5), along the
// directions that hold enemy units. A move changes who attacks our commander only by
//   - emptying or filling a square of those rays short of the longest range (opening a line,
//     removing a blocking enemy unit, changing what stands on the commander's own square),
//   - emptying or filling a square between the two commanders on one file or rank (exposure),
//   - moving one of our air-defence units or burying it under a joining carrier (their zones
//     stop a non-heroic enemy air force), when such an air force stands on those rays,
// and while the enemy holds more than three squares: at three or fewer, a capture (or a Last
// Guard not yet promoted) may make its last unit heroic and longer-ranged, so nothing passes.
// Anything else is legal as it stands: our promotions only raise our defence, and an air-defence
// unit uncovered on its square (its carrier leaving) only adds a zone. The commander's own moves
// never pass, as they start on a watched square.
#pragma once

#include "cotulenh/move.h"
#include "cotulenh/position.h"

namespace boardrules::cotulenh {

class SafeMoves {
 public:
  // `enemyDirections` = directionsWithUnitsOf(pos, our commander, enemy); `safeNow` = our
  // commander is on the board and neither attacked nor exposed in `pos`.
  SafeMoves(const Position& pos, unsigned enemyDirections, bool safeNow);

  // True only for a move of the side to move that is legal without playing it; false says
  // nothing (the move must be played and checked).
  bool legalUnplayed(const Position& pos, const Move& m) const {
    if (!enabled_ || watched(m.from) || watched(m.to)) return false;
    if (enemyPlainAirForce_) {
      uint16_t ours = m.piece.typeMask();
      if (m.is(kFlagCombine)) ours |= pos.board[m.to].typeMask();
      if (ours & kAirDefenceTypes) return false;
    }
    return true;
  }

 private:
  bool watched(int square) const { return (watched_[square >> 6] >> (square & 63)) & 1; }
  void watch(int square) { watched_[square >> 6] |= uint64_t{1} << (square & 63); }

  bool enabled_ = false;
  bool enemyPlainAirForce_ = false;
  SquareSet watched_{};
};

}  // namespace boardrules::cotulenh
