#include "tribun/search/evaluation.h"

#include <algorithm>
#include <cstdlib>

#include "tribun/movegen.h"
#include "tribun/pattern_sets.h"

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

void collectSides(const Board& board, const EvalWeights& w, SideTerms side[2]) {
  for (uint8_t cid : boardCids()) {
    const uint8_t b = board[cid];
    if (!b) continue;
    SideTerms& s = side[colorOf(b)];
    s.material += w.unitValue[pIndexOf(b)];
    // The slave is the enemy's if the carrier dies; carrying it is worth a little to the carrier.
    if (sIndexOf(b)) s.material += w.unitValue[sIndexOf(b)] * w.slavePercent / 100;
    if (isTribunByte(b)) s.tribun = cid, s.tribunHeightIndex = pIndexOf(b);
  }
}

// Empty tiles the tribun at `cid` could move to (its height's MOVE pattern; a height-8 tribun
// is counted by its neighbours alone, a rare case where less precision costs nothing).
CidSet tribunMoves(const Board& board, int cid) {
  const PatternSets& ps = patternSets();
  CidSet occupied, empty;
  for (uint8_t c : boardCids()) {
    if (board[c]) occupied = occupied | CidSet::single(c);
    else empty = empty | CidSet::single(c);
  }
  switch (kHeightOfIndex[pIndexOf(board[cid])]) {
    case 2: return empty & ps.jump2[cid];
    case 3: return empty & ps.jump3[cid];
    case 4:
    case 6: {
      CidSet to;
      for (int d = 0; d < 6; ++d) to = to | PatternSets::clearPart(ps.slide[cid][d], occupied, ps.slideAscending[d]);
      return to;
    }
    default: return empty & ps.neighbours[cid];
  }
}

// Escapes of the tribun at `cid`: tiles it can move to where `hunter` would not attack it.
int safeEscapes(const Board& board, int cid, int hunter) {
  int safe = 0;
  Board moved = board;
  const uint8_t tribun = board[cid];
  moved[cid] = 0;
  tribunMoves(board, cid).forEach([&](int to) {
    moved[to] = tribun;
    if (!canAttackTribun(moved, hunter)) ++safe;
    moved[to] = 0;
  });
  return safe;
}

// The mop-up bonus of the side ahead (from that side's view), given both sides' terms.
int mopUpBonus(const Board& board, const SideTerms side[2], int leader, const EvalWeights& w) {
  const int lead = side[leader].material - side[leader ^ 1].material;
  const int target = side[leader ^ 1].tribun;
  if (lead <= w.mopUpFrom || target < 0) return 0;
  int raw = 0;
  for (uint8_t cid : boardCids()) {
    const uint8_t b = board[cid];
    if (!b || colorOf(b) != leader) continue;
    raw += w.mopUpApproach * std::max(0, kMopUpReach - hexDistance(cid, target));
  }
  raw += w.mopUpEdge * hexDistance(target, cidOf({0, 0}));
  if (w.mopUpEscape) raw += w.mopUpEscape * std::max(0, kMopUpEscapes - safeEscapes(board, target, leader));
  const int span = std::max(1, w.mopUpFull - w.mopUpFrom);
  return raw * std::min(lead - w.mopUpFrom, span) / span;
}

int mopUpFor(const Board& board, const SideTerms side[2], int turn, const EvalWeights& w) {
  const int leader = side[kBlack].material >= side[kWhite].material ? kBlack : kWhite;
  const int bonus = mopUpBonus(board, side, leader, w);
  return leader == turn ? bonus : -bonus;
}

}  // namespace

int mopUpTerm(const Board& board, int turn, const EvalWeights& w) {
  SideTerms side[2];
  collectSides(board, w, side);
  return mopUpFor(board, side, turn, w);
}

int evaluate(const Board& board, int turn, const EvalWeights& w) {
  SideTerms side[2];
  collectSides(board, w, side);

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
  return score[turn] - score[turn ^ 1] + mopUpFor(board, side, turn, w);
}

}  // namespace boardrules::tribun::search
