// Early ends of engine-vs-engine games, as engine-testing tools adjudicate them (cutechess-cli's
// -resign): a game is scored when the players' own searches agree on its result, so a match
// does not spend its CPU time playing out decided positions.
//
// Two rules, fed with each move's reported score (the mover's view, in evaluation units, forced
// results beyond search::kWinThreshold):
//   forced capture  a player reports a forced tribun capture and its opponent, on its last or
//                   next move, reports the matching forced loss (one side's report is enough
//                   when the other player does not search, e.g. the greedy reference);
//   resignation     a player reports <= -resignScore on `resignMoves` consecutive moves of its
//                   own while its opponent reports >= +resignScore on as many of its moves
//                   (a player facing a non-searching opponent resigns on its own reports).
// A move without a report (a non-searching player, a deliberate random move) leaves the counts
// as they are. Draws are not adjudicated: the match's ply cap scores them.
#pragma once

#include <optional>

namespace boardrules::testkit {

struct AdjudicationRules {
  int resignScore = 1000;  // ten height-1 units
  int resignMoves = 4;     // consecutive moves of each player
};

enum class Adjudication { None, ForcedCapture, Resignation };
const char* adjudicationName(Adjudication a);

class MatchAdjudicator {
 public:
  // `searches[c]`: whether the player of colour c reports scores at all.
  MatchAdjudicator(const AdjudicationRules& rules, bool blackSearches, bool whiteSearches);

  // Records colour `mover`'s move with its reported score (nullopt: none). Returns the winner's
  // colour once the game can be adjudicated, else -1; `how()` then says which rule.
  int report(int mover, std::optional<int> score);
  Adjudication how() const { return how_; }

 private:
  int decide(int winner, Adjudication how);

  AdjudicationRules rules_;
  bool searches_[2];
  std::optional<int> last_[2];
  int lowStreak_[2] = {0, 0};   // consecutive reports <= -resignScore
  int highStreak_[2] = {0, 0};  // consecutive reports >= +resignScore
  Adjudication how_ = Adjudication::None;
};

}  // namespace boardrules::testkit
