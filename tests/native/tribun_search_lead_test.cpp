// The search's lead rule (SearchLimits::lead*, levels 4-6): a side to move that leads by the
// threshold searches deeper and with a larger node budget; a side that does not lead searches as
// before. See docs/ENGINE.md, "Levels".
#include <doctest/doctest.h>

#include "tribun/search/search.h"
#include "tribun_test_util.h"

using namespace tribun_test;
namespace search = boardrules::tribun::search;

namespace {

// Black, far ahead: four 2s next to its tribun against a lone white tribun across the board (no
// forced capture within a few plies, so the deepening is ended by its limits alone).
State blackFarAhead(int turn) {
  return stateOf({{-5, -5, tribunUnit(B, 1)}, {-4, -4, unit(B, 2)}, {-3, -5, unit(B, 2)}, {-5, -3, unit(B, 2)}, {-3, -3, unit(B, 2)},
                  {5, 5, tribunUnit(W, 1)}},
                 turn);
}

search::SearchLimits leadRule(int depth, uint64_t nodes, int extraDepth, uint64_t factor) {
  search::SearchLimits l;
  l.maxDepth = depth, l.maxNodes = nodes;
  l.leadThreshold = search::kLeadThreshold, l.leadExtraDepth = extraDepth, l.leadNodeFactor = factor;
  return l;
}

}  // namespace

TEST_CASE("search lead rule: the leader searches one ply deeper, the side behind does not") {
  const State ahead = blackFarAhead(B);
  const State behind = blackFarAhead(W);
  search::SearchLimits off = leadRule(2, 0, 1, 1);
  off.leadThreshold = 0;
  const search::SearchResult base = search::findBestAction(ahead.board, ahead.turn, off);
  REQUIRE(base.hasMove);
  REQUIRE(base.depth == 2);
  REQUIRE(base.score >= search::kLeadThreshold);  // the position is what the test needs
  REQUIRE(base.score < search::kWinThreshold);

  const search::SearchResult deeper = search::findBestAction(ahead.board, ahead.turn, leadRule(2, 0, 1, 1));
  CHECK(deeper.depth == 3);
  CHECK(deeper.finished);
  CHECK(deeper.score < search::kWinThreshold);

  const search::SearchResult notAhead = search::findBestAction(behind.board, behind.turn, leadRule(2, 0, 1, 1));
  REQUIRE(notAhead.hasMove);
  CHECK(notAhead.score < 0);
  CHECK(notAhead.depth == 2);
}

TEST_CASE("search lead rule: the leader's node budget is multiplied, once") {
  const State ahead = blackFarAhead(B);
  const State behind = blackFarAhead(W);
  const search::SearchResult plain = search::findBestAction(ahead.board, ahead.turn, leadRule(64, 3000, 0, 1));
  CHECK(plain.nodes <= 3000);
  const search::SearchResult tripled = search::findBestAction(ahead.board, ahead.turn, leadRule(64, 3000, 0, 3));
  CHECK(tripled.nodes > 6000);
  CHECK(tripled.nodes <= 9000);  // applied once, not at every iteration
  const search::SearchResult notAhead = search::findBestAction(behind.board, behind.turn, leadRule(64, 3000, 0, 3));
  CHECK(notAhead.nodes <= 3000);
  // Deterministic at fixed nodes, as every level 1-5 must be.
  const search::SearchResult again = search::findBestAction(ahead.board, ahead.turn, leadRule(64, 3000, 0, 3));
  CHECK(again.best == tripled.best);
  CHECK(again.nodes == tripled.nodes);
  CHECK(again.score == tripled.score);
}

TEST_CASE("search lead rule: the levels carry it as documented, and level 6's floor follows level 5") {
  for (int level : {1, 2, 3}) CHECK(search::levelLimits(level).leadThreshold == 0);
  const search::SearchLimits four = search::levelLimits(4), five = search::levelLimits(5), six = search::levelLimits(6, 1);
  CHECK(four.maxDepth == 3);
  CHECK(four.maxNodes == 12000);
  CHECK(four.leadThreshold == search::kLeadThreshold);
  CHECK(four.leadExtraDepth == 1);
  CHECK(four.leadNodeFactor == 3);
  CHECK(five.leadThreshold == search::kLeadThreshold);
  CHECK(five.leadNodeFactor == search::kLevelFiveLeadFactor);
  CHECK(six.leadThreshold == five.leadThreshold);
  CHECK(six.leadNodeFactor == five.leadNodeFactor);

  // Level 6 at 1 ms in a won position: its node floor is level 5's budget there (doubled).
  const State ahead = blackFarAhead(B);
  const search::SearchResult r = search::findBestAction(ahead.board, ahead.turn, six);
  REQUIRE(r.hasMove);
  if (!r.finished) CHECK(r.nodes >= search::kLevelFiveNodes * search::kLevelFiveLeadFactor);
  const search::SearchResult l5 = search::findBestAction(ahead.board, ahead.turn, five);
  if (!l5.finished) CHECK(l5.nodes >= search::kLevelFiveNodes * search::kLevelFiveLeadFactor);
}

TEST_CASE("requestLimits: a caller's time and node budget on top of a level") {
  using namespace boardrules::tribun::search;
  const SearchLimits six = requestLimits(6, 250, 0, 3, false);
  CHECK(six.maxMs == 250);
  CHECK(six.minNodes == kLevelFiveNodes);
  CHECK(six.seed == 3);
  CHECK(requestLimits(6, 250, 0, 3, true).minNodes == 0);  // a worker's later slice
  const SearchLimits nodesOnly = requestLimits(0, 0, 5000, 0, false);
  CHECK(nodesOnly.maxMs == 0);
  CHECK(nodesOnly.maxNodes == 5000);
  CHECK(nodesOnly.leadNodeFactor == 1);
  const SearchLimits four = requestLimits(4, 0, 0, 0, false);
  CHECK(four.maxNodes == levelLimits(4).maxNodes);
  CHECK(four.maxMs == 0);
  CHECK(requestLimits(4, 0, 100000, 0, false).maxNodes == levelLimits(4).maxNodes);  // a cap, never a raise
  CHECK(requestLimits(4, 0, 500, 0, false).maxNodes == 500);
  CHECK(requestLimits(3, 40, 0, 0, false).maxMs == 40);
}
