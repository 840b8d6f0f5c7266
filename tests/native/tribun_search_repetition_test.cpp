// The search scores a return to an earlier position as a draw (SearchLimits::gamePath and the
// line searched): a side far ahead must make progress instead of shuffling between the same
// positions until a match's ply cap (docs/ENGINE.md, "Converting a won position").
#include <doctest/doctest.h>

#include <vector>

#include "tribun/apply.h"
#include "tribun/movegen.h"
#include "tribun/search/search.h"
#include "tribun_test_util.h"

using namespace tribun_test;
namespace search = boardrules::tribun::search;

namespace {

// Black, far ahead: four 2s next to its tribun against a lone white tribun across the board.
State blackFarAhead() {
  return stateOf({{-5, -5, tribunUnit(B, 1)}, {-4, -4, unit(B, 2)}, {-3, -5, unit(B, 2)}, {-5, -3, unit(B, 2)}, {-3, -3, unit(B, 2)},
                  {5, 5, tribunUnit(W, 1)}},
                 B);
}

search::SearchLimits fixedDepth(int depth) {
  search::SearchLimits l;
  l.maxDepth = depth;
  return l;
}

uint64_t keyAfter(const State& s, Word w) {
  Board b = s.board;
  applyBoardActionUnchecked(b, s.turn, w);
  return search::positionKey(b, s.turn ^ 1);
}

}  // namespace

TEST_CASE("search repetition: a leader does not step into a position the game has been through") {
  const State s = blackFarAhead();
  const search::SearchResult free = search::findBestAction(s.board, s.turn, fixedDepth(2));
  REQUIRE(free.hasMove);
  REQUIRE(free.score >= search::kLeadThreshold);  // the position is what the test needs

  // The game was already in the position its favourite move leads to: that move now only draws.
  const std::vector<uint64_t> path{keyAfter(s, free.best)};
  search::SearchLimits limits = fixedDepth(2);
  limits.gamePath = path;
  const search::SearchResult r = search::findBestAction(s.board, s.turn, limits);
  REQUIRE(r.hasMove);
  CHECK(r.best != free.best);
  CHECK(r.score > 0);  // it still leads: another move keeps the advantage

  // Every move but one leads back into the game's past: the one left is taken.
  std::vector<Word> legal;
  generateBoardActions(s.board, s.turn, legal);
  REQUIRE(legal.size() > 2);
  std::vector<uint64_t> all;
  for (Word w : legal)
    if (w != legal.back()) all.push_back(keyAfter(s, w));
  limits.gamePath = all;
  CHECK(search::findBestAction(s.board, s.turn, limits).best == legal.back());
}
