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
// Hemming the enemy commander in, and converting a lead. A commander slides like a rook: a search
// that counts material and distance only shuffles until the turn limit or the fifty-move rule
// once the armies stand apart (most level 5 against level 4 games in docs/COTULENH_ENGINE.md).
// Each side is paid kHemBonus per square the enemy commander cannot slide to (out of
// kOpenSquares); a side ahead by kConvertLead or more, kLeadHemBonus more per square and twice
// the near bonus, so that it closes in instead of guarding its lead.
constexpr int kHemBonus = 3;
constexpr int kConvertLead = 200;
constexpr int kLeadHemBonus = 5;
constexpr int kOpenSquares = 20;

int distance(int a, int b) {
  return std::max(std::abs(getFile(a) - getFile(b)), std::abs(getRank(a) - getRank(b)));
}

// The empty squares a commander on `sq` could slide to along its four rook lines (land only;
// attacks on them are not looked at): few means it is hemmed in.
int commanderRoom(const Position& pos, int sq) {
  int room = 0;
  for (int d = 0; d < 4; ++d) {
    const int step = kDirectionOffsets[d];
    for (int k = 1, to = sq + step; k <= rayLength(sq, d); ++k, to += step) {
      if (pos.board[to].count || !canStand(kCommander, to)) break;
      ++room;
    }
  }
  return room;
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
  int material[2] = {0, 0}, near[2] = {0, 0};
  for (int rank = 0; rank < kRanks; ++rank)
    for (int file = 0; file < kFiles; ++file) {
      const int sq = makeSquare(file, rank);
      const Stack& s = pos.board[sq];
      if (!s.count) continue;
      material[s.color] += stackValue(s);
      const int enemy = pos.commanderSquare(opponent(static_cast<Color>(s.color)));
      const int type = s.carrier().type;
      if (enemy >= 0 && type != kHeadquarter && type != kCommander)
        near[s.color] += kNearBonus * std::max(0, kNearDistance - distance(sq, enemy));
    }
  int score[2] = {material[0] + near[0], material[1] + near[1]};
  for (int side = 0; side < 2; ++side) {
    const int enemy = pos.commanderSquare(opponent(static_cast<Color>(side)));
    if (enemy < 0) continue;
    const int hemmed = std::max(0, kOpenSquares - commanderRoom(pos, enemy));
    score[side] += kHemBonus * hemmed;
    if (material[side] - material[1 - side] >= kConvertLead) score[side] += near[side] + kLeadHemBonus * hemmed;
  }
  int total = score[us] - score[opponent(us)];
  if (commanderAttacked(pos, us)) total -= kInCheckPenalty;
  if (commanderAttacked(pos, opponent(us))) total += kInCheckPenalty;
  return total;
}

}  // namespace boardrules::cotulenh::search
