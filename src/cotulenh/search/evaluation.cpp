#include "cotulenh/search/evaluation.h"

#include <algorithm>
#include <cstdlib>

#include "cotulenh/attacks.h"

namespace boardrules::cotulenh::search {

namespace {

// Indexed by PieceType (pieces.h): C I E G M T A S F N H.
constexpr int kValues[kPieceTypeCount] = {0, 100, 120, 150, 100, 250, 300, 350, 400, 350, 60};
constexpr int kInCheckPenalty = 60;
// Per square closer than kNearDistance to the enemy commander, for a unit that can move: a
// plain material count never finds the way to a checkmate against a passive opponent.
constexpr int kNearDistance = 8;
constexpr int kNearBonus = 4;

int distance(int a, int b) {
  return std::max(std::abs(getFile(a) - getFile(b)), std::abs(getRank(a) - getRank(b)));
}

}  // namespace

int unitValue(int type, bool heroic) {
  const int v = kValues[type];
  return heroic ? v + v / 4 : v;
}

int stackValue(const Stack& s) {
  int v = 0;
  for (int i = 0; i < s.count; ++i) v += unitValue(s.units[i].type, s.units[i].heroic);
  return v;
}

int evaluate(const Position& pos) {
  const Color us = pos.turn;
  int score[2] = {0, 0};
  for (int rank = 0; rank < kRanks; ++rank)
    for (int file = 0; file < kFiles; ++file) {
      const int sq = makeSquare(file, rank);
      const Stack& s = pos.board[sq];
      if (!s.count) continue;
      score[s.color] += stackValue(s);
      const int enemy = pos.commanderSquare(opponent(static_cast<Color>(s.color)));
      const int type = s.carrier().type;
      if (enemy >= 0 && type != kHeadquarter && type != kCommander)
        score[s.color] += kNearBonus * std::max(0, kNearDistance - distance(sq, enemy));
    }
  int total = score[us] - score[opponent(us)];
  if (commanderAttacked(pos, us)) total -= kInCheckPenalty;
  if (commanderAttacked(pos, opponent(us))) total += kInCheckPenalty;
  return total;
}

}  // namespace boardrules::cotulenh::search
