#include "cotulenh/air_defense.h"

namespace boardrules::cotulenh {

AirState AirDefenceWalk::step(int square) {
  if (state_ == AirState::Destroyed) return state_;
  const int f = getFile(square), r = getRank(square);
  bool inFirst = false, inOther = false;
  int entered = -1;
  for (int i = 0; i < pos_.defenderCount; ++i) {
    const Defender& d = pos_.defenders[i];
    if (d.color != enemy_) continue;
    const int dx = getFile(d.square) - f, dy = getRank(d.square) - r;
    if (dx * dx + dy * dy > d.level * d.level) continue;
    if (i == firstDefender_) inFirst = true;
    else if (entered < 0) entered = i;
    else inOther = true;
  }
  if (firstDefender_ < 0) {
    if (entered < 0) return state_ = AirState::Safe;
    if (inOther) return state_ = AirState::Destroyed;
    firstDefender_ = entered;
    return state_ = AirState::Kamikaze;
  }
  if (!inFirst || entered >= 0) return state_ = AirState::Destroyed;
  return state_ = AirState::Kamikaze;
}

}  // namespace boardrules::cotulenh
