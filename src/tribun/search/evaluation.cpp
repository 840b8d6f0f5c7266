#include "tribun/search/evaluation.h"

#include <algorithm>
#include <cstdlib>

#include "tribun/movegen.h"

namespace boardrules::tribun::search {

namespace {

int hexDistance(int a, int b) {
  const Coord ca = coordOf(a), cb = coordOf(b);
  const int dx = ca.x - cb.x, dy = ca.y - cb.y;
  return std::max({std::abs(dx), std::abs(dy), std::abs(dx - dy)});
}

struct SideTerms {
  int material = 0;
  int tribun = -1;
  int tribunHeightIndex = 0;
};

// A side far ahead must end the game, not keep its lead: the other terms pull units towards the
// enemy tribun only within three tiles of it, so a leader whose units stand further away has no
// reason to come closer and wanders (docs/ENGINE.md, "Converting a won position"). This gives
// every unit of the leader a pull towards the enemy tribun that grows with the lead.
int huntBonus(const Board& board, const SideTerms side[2], int leader, const EvalWeights& w) {
  const int lead = side[leader].material - side[leader ^ 1].material;
  const int target = side[leader ^ 1].tribun;
  if (lead < w.conversionLead || target < 0) return 0;
  // Weighted by the unit's value (a height-1 unit: 1), so splitting a unit earns nothing here.
  int closeness = 0;
  for (uint8_t cid : boardCids()) {
    const uint8_t b = board[cid];
    if (b && colorOf(b) == leader) closeness += (10 - hexDistance(cid, target)) * w.unitValue[pIndexOf(b)];
  }
  return closeness / 100 * w.huntPerTile * std::min(lead, 3 * w.conversionLead) / w.conversionLead;
}

}  // namespace

int evaluate(const Board& board, int turn, const EvalWeights& w) {
  SideTerms side[2];
  for (uint8_t cid : boardCids()) {
    const uint8_t b = board[cid];
    if (!b) continue;
    SideTerms& s = side[colorOf(b)];
    s.material += w.unitValue[pIndexOf(b)];
    // The slave is the enemy's if the carrier dies; carrying it is worth a little to the carrier.
    if (sIndexOf(b)) s.material += w.unitValue[sIndexOf(b)] * w.slavePercent / 100;
    if (isTribunByte(b)) s.tribun = cid, s.tribunHeightIndex = pIndexOf(b);
  }

  SideReach reach[2];
  computeSideReach(board, kBlack, reach[kBlack]);
  computeSideReach(board, kWhite, reach[kWhite]);

  int score[2] = {0, 0};
  for (int c = 0; c < 2; ++c) {
    const SideTerms& s = side[c];
    score[c] += s.material + w.moveTarget * reach[c].moveTargets;
    if (s.tribun >= 0) {
      score[c] += w.tribunHeightBonus * s.tribunHeightIndex;
      for (uint8_t cid : boardCids()) {
        const uint8_t b = board[cid];
        if (!b || static_cast<int>(cid) == s.tribun) continue;
        const int d = hexDistance(cid, s.tribun);
        if (colorOf(b) == c) {
          if (d == 1) score[c] += w.shieldPerNeighbour;
        } else if (d <= 3) {
          score[c] -= w.enemyNearTribun * (4 - d);
        }
      }
    }
    // Threats: enemy units that c's attacks, combined, could kill next turn.
    int threatened = 0, best = 0;
    reach[c].attacked.forEach([&](int target) {
      const uint8_t b = board[target];
      const int T = kHeightOfIndex[pIndexOf(b)];
      if (isTribunByte(b) || reach[c].strength[target] < T) return;
      const int v = w.unitValue[pIndexOf(b)];
      threatened += v;
      best = std::max(best, v);
    });
    // The side to move can cash its best threat; the other side only keeps what is not parried.
    score[c] += c == turn ? best / 2 + threatened * w.threatPercent / 100 : threatened * w.threatPercent / 100;
  }
  for (int c = 0; c < 2; ++c) score[c] += huntBonus(board, side, c, w);
  return score[turn] - score[turn ^ 1];
}

}  // namespace boardrules::tribun::search
