// Template body of forEachAttacker (attacks.h).
#pragma once

#include "cotulenh/air_defense.h"

namespace boardrules::cotulenh {

template <class Visit>
bool forEachAttacker(const Position& pos, int target, Color by, Visit&& visit, unsigned directions) {
  const Stack& targetStack = pos.board[target];
  const bool targetIsNavy = targetStack.count && targetStack.carrier().type == kNavy;
  bool found = false;
  for (int d = 0; d < 8; ++d) {
    if (!((directions >> d) & 1)) continue;
    const int off = kDirectionOffsets[d];
    const bool diagonal = d >= 4;
    bool between = false;
    const int steps = rayLength(target, d) < 5 ? rayLength(target, d) : 5;  // no capture range above 5
    for (int k = 1; k <= steps; ++k) {
      const int sq = target + k * off;
      const Stack& s = pos.board[sq];
      if (!s.count) continue;
      if (s.color == by) {
        for (int m = 0; m < s.count; ++m) {
          const Unit& u = s.units[m];
          const MoveConfig cfg = moveConfig(u.type, u.heroic);
          if (diagonal && !cfg.diagonals) continue;
          int range = cfg.captureRange;
          if (u.type == kNavy && !targetIsNavy) --range;
          if (k > range) continue;
          if (between && !capturesOverPieces(u.type)) continue;
          if (u.type == kAirForce && !u.heroic) {
            AirDefenceWalk walk(pos, by);
            bool destroyed = false;
            for (int j = 1; j <= k && !destroyed; ++j)
              destroyed = walk.step(sq - j * off) == AirState::Destroyed;
            if (destroyed) continue;
          }
          found = true;
          if (!visit(sq, m)) return true;
        }
      }
      between = true;
    }
  }
  return found;
}

}  // namespace boardrules::cotulenh
