// Air defence (docs/rules/cotulenh.md section 5): the walk of a non-heroic air force along a straight ray
// through the zones of enemy defenders (dx^2 + dy^2 <= level^2 around each cached defender).
#pragma once

#include "cotulenh/position.h"

namespace boardrules::cotulenh {

enum class AirState { Safe, Kamikaze, Destroyed };

class AirDefenceWalk {
 public:
  AirDefenceWalk(const Position& position, Color airForceColor)
      : pos_(position), enemy_(opponent(airForceColor)) {}
  // Advances onto `square` (the next square of the ray) and returns the state there: Safe while
  // no zone was entered, Kamikaze inside exactly one zone never left, Destroyed after a second
  // zone or on leaving the first (and for the rest of the ray).
  AirState step(int square);

 private:
  const Position& pos_;
  Color enemy_;
  int firstDefender_ = -1;
  AirState state_ = AirState::Safe;
};

}  // namespace boardrules::cotulenh
