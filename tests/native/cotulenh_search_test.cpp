// The CoTuLenh computer opponent (src/cotulenh/search/): whole turns, captures, deploy turns,
// game end, determinism at fixed nodes, the greedy reference player and the level table.
#include <doctest/doctest.h>

#include "cotulenh/search/greedy.h"
#include "cotulenh/search/levels.h"
#include "cotulenh/search/search.h"
#include "cotulenh_game_support.h"

using namespace cotulenh_test;
namespace cs = boardrules::cotulenh::search;

namespace {
cs::SearchResult searchAt(const std::string& fen, int level, uint64_t seed = 0) {
  return cs::findBestTurn(gameOf(fen).position(), cs::levelLimits(level, 1000, seed));
}
}  // namespace

TEST_CASE("cotulenh search: takes a free unit") {
  const std::string fen = fenOf({{"j1", "C"}, {"e5", "T"}, {"e7", "f"}, {"k12", "c"}, {"a10", "n"}});
  for (int level = 3; level <= 5; ++level) CHECK_MESSAGE(searchAt(fen, level).text == "Te5xe7", "level " << level);
}

TEST_CASE("cotulenh search: a deploy turn is searched and played as a whole turn") {
  // Only the air force, stepping out of the navy's stack, reaches the artillery on f4.
  const std::string fen = fenOf({{"j1", "C"}, {"b4", "(NF)"}, {"f4", "a"}, {"k12", "c"}, {"a10", "n"}});
  const cs::SearchResult r = searchAt(fen, 4);
  REQUIRE(r.hasMove);
  CHECK(r.best.deploy);
  CHECK(r.text.rfind("Fb4>xf4", 0) == 0);  // then, maybe, the navy moves on too
  Game g = gameOf(fen);
  REQUIRE(cs::playTurn(g, r.best).isOk());
  CHECK_FALSE(g.inDeploy());
  CHECK(g.turn() == boardrules::cotulenh::kBlue);
}

TEST_CASE("cotulenh search: a side without a legal turn gets no move, scored as lost when in check") {
  const cs::SearchResult r = searchAt(fenOf({{"e5", "I"}, {"k12", "c"}}), 5);
  CHECK_FALSE(r.hasMove);
  CHECK(r.score <= -cs::kWinThreshold);
}

TEST_CASE("cotulenh search: at a node budget the answer is the same on every run and for every seed without noise") {
  const auto position = gameOf(boardrules::cotulenh::kStartFen).position();
  cs::SearchLimits limits = cs::levelLimits(5);
  limits.budget.maxNodes = 3000;
  const cs::SearchResult a = cs::findBestTurn(position, limits), b = cs::findBestTurn(position, limits);
  CHECK(a.text == b.text);
  CHECK(a.nodes == b.nodes);
  CHECK(a.score == b.score);
  CHECK(a.nodes <= 3000 + 64);
}

TEST_CASE("cotulenh search: levels 1-5 are bounded by depth and nodes, level 6 by time with level 5's nodes as a floor") {
  for (int level = cs::kMinLevel; level < cs::kMaxLevel; ++level) {
    const cs::SearchLimits l = cs::levelLimits(level);
    CHECK(l.budget.maxNodes > 0);
    CHECK(l.budget.maxMs == 0);
  }
  const cs::SearchLimits six = cs::levelLimits(6, 250);
  CHECK(six.budget.maxMs == 250);
  CHECK(six.budget.minNodes == cs::kLevelFiveNodes);
  CHECK(cs::levelLimits(0).maxDepth == cs::levelLimits(1).maxDepth);  // clamped
}

TEST_CASE("cotulenh greedy player: takes the most valuable unit it can") {
  // The tank can take the infantry on e6 or the missile on f5 (both one step away).
  const std::string fen = fenOf({{"j1", "C"}, {"f6", "T"}, {"e6", "i"}, {"f5", "s"}, {"k12", "c"}, {"a10", "n"}});
  uint64_t rng = 7;
  for (int i = 0; i < 5; ++i) {
    cs::Turn t;
    REQUIRE(cs::greedyTurn(gameOf(fen).position(), rng, t));
    CHECK(cs::turnText(t) == "Tf6xf5");
  }
}
