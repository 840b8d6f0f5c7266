// Early ends of `boardrules-cli match` games (tools/testkit/match_adjudicator): a game is decided
// only when the players' own searches agree, or when the only searching player is sure.
#include <doctest/doctest.h>

#include "testkit/match_adjudicator.h"
#include "tribun/search/search.h"

using boardrules::testkit::Adjudication;
using boardrules::testkit::AdjudicationRules;
using boardrules::testkit::MatchAdjudicator;
namespace search = boardrules::tribun::search;

namespace {
constexpr int kBlack = 0, kWhite = 1;
constexpr int kForcedWin = search::kWinScore - 5;  // the mover captures the tribun in 5 plies
}  // namespace

TEST_CASE("adjudication: a forced capture needs the loser's agreement when the loser searches") {
  MatchAdjudicator a(AdjudicationRules{}, true, true);
  CHECK(a.report(kBlack, 40) == -1);
  CHECK(a.report(kWhite, kForcedWin) == -1);   // black has not seen it yet
  CHECK(a.report(kBlack, 300) == -1);          // and does not agree: play on
  CHECK(a.report(kWhite, kForcedWin + 2) == -1);
  CHECK(a.how() == Adjudication::None);
  CHECK(a.report(kBlack, -kForcedWin) == kWhite);  // now it does
  CHECK(a.how() == Adjudication::ForcedCapture);
  CHECK(a.report(kWhite, 0) == -1);  // decided once
}

TEST_CASE("adjudication: the loser's forced loss is matched against the winner's earlier report") {
  MatchAdjudicator a(AdjudicationRules{}, true, true);
  CHECK(a.report(kBlack, -kForcedWin) == -1);  // white has reported nothing yet
  CHECK(a.report(kWhite, kForcedWin - 2) == kWhite);
  CHECK(a.how() == Adjudication::ForcedCapture);
}

TEST_CASE("adjudication: against a player that does not search, the searcher's forced result decides") {
  MatchAdjudicator a(AdjudicationRules{}, true, false);  // black searches, white is greedy
  CHECK(a.report(kWhite, std::nullopt) == -1);
  CHECK(a.report(kBlack, 900) == -1);
  CHECK(a.report(kBlack, kForcedWin) == kBlack);
  MatchAdjudicator b(AdjudicationRules{}, true, false);
  CHECK(b.report(kBlack, -kForcedWin) == kWhite);
}

TEST_CASE("adjudication: resignation needs both searchers to agree for the set number of moves") {
  AdjudicationRules rules;
  rules.resignScore = 1000;
  rules.resignMoves = 3;
  MatchAdjudicator a(rules, true, true);
  for (int i = 0; i < 2; ++i) {
    CHECK(a.report(kBlack, 1200) == -1);
    CHECK(a.report(kWhite, -1100) == -1);
  }
  CHECK(a.report(kBlack, 999) == -1);  // one move below the threshold restarts black's count
  CHECK(a.report(kWhite, -1300) == -1);
  CHECK(a.report(kBlack, 1200) == -1);
  CHECK(a.report(kWhite, std::nullopt) == -1);  // a move without a report changes nothing
  CHECK(a.report(kWhite, -1000) == -1);
  CHECK(a.report(kBlack, 1000) == -1);
  CHECK(a.how() == Adjudication::None);
  CHECK(a.report(kBlack, 1500) == kBlack);  // black's third in a row, white has four
  CHECK(a.how() == Adjudication::Resignation);
}

TEST_CASE("adjudication: a lone searcher resigns on its own reports, but never makes the other resign") {
  AdjudicationRules rules;
  rules.resignMoves = 2;
  MatchAdjudicator winning(rules, false, true);  // white searches
  for (int i = 0; i < 5; ++i) {
    CHECK(winning.report(kBlack, std::nullopt) == -1);
    CHECK(winning.report(kWhite, 5000) == -1);
  }
  MatchAdjudicator losing(rules, false, true);
  CHECK(losing.report(kWhite, -1000) == -1);
  CHECK(losing.report(kWhite, -400) == -1);  // restarts the count
  CHECK(losing.report(kWhite, -2000) == -1);
  CHECK(losing.report(kWhite, -2000) == kBlack);
  CHECK(losing.how() == Adjudication::Resignation);
}
