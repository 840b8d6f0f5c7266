// Converting a won position (docs/ENGINE.md): a side far ahead is pulled towards the enemy
// tribun (the hunt term of the evaluation), and a return to an earlier position (SearchLimits::
// gamePath and the line searched) scores as a draw, so a leader neither wanders nor shuffles.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <vector>

#include "tribun/apply.h"
#include "tribun/movegen.h"
#include "tribun/search/game_path.h"
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

TEST_CASE("search conversion: a leader's unit is worth more the closer it stands to the enemy tribun") {
  // Black leads by three 2s; its fourth 2 stands 6 or 5 tiles from the white tribun on (5,5).
  auto withLastTwoOn = [](int x, int y, int turn) {
    return stateOf({{-5, -5, tribunUnit(B, 1)}, {-4, -4, unit(B, 2)}, {-3, -5, unit(B, 2)}, {-5, -3, unit(B, 2)}, {x, y, unit(B, 2)},
                    {5, 5, tribunUnit(W, 1)}},
                   turn);
  };
  const State far = withLastTwoOn(-1, 1, B), near = withLastTwoOn(0, 1, B);  // 6 and 5 tiles away
  search::EvalWeights off;
  off.huntPerTile = 0;
  // One tile closer: huntPerTile per height-1 unit of value (a 2: 185), times the lead factor 3.
  const int pull = search::evaluate(near.board, B) - search::evaluate(far.board, B);
  const int without = search::evaluate(near.board, B, off) - search::evaluate(far.board, B, off);
  CHECK(pull - without >= 3 * search::EvalWeights{}.huntPerTile);
  // The side behind feels no pull: from white's view the difference is the same with and without.
  const State farW = withLastTwoOn(-1, 1, W), nearW = withLastTwoOn(0, 1, W);
  CHECK(search::evaluate(nearW.board, W) - search::evaluate(farW.board, W) ==
        -(pull - without) + search::evaluate(nearW.board, W, off) - search::evaluate(farW.board, W, off));
}

TEST_CASE("search conversion: the pull grows with the lead and is off below conversionLead") {
  const State s = blackFarAhead();
  search::EvalWeights off;
  off.huntPerTile = 0;
  const int gap = search::evaluate(s.board, B) - search::evaluate(s.board, B, off);
  CHECK(gap > 0);
  // Even material: no pull at all.
  const State even = stateOf({{-5, -5, tribunUnit(B, 1)}, {-4, -4, unit(B, 2)}, {5, 5, tribunUnit(W, 1)}, {4, 4, unit(W, 2)}}, B);
  CHECK(search::evaluate(even.board, B) == search::evaluate(even.board, B, off));
}

TEST_CASE("gamePathKeys: one key per board action, the position before it, and none for a draw word") {
  State s = initialState();
  const State start = s;
  std::vector<Word> log, legal;
  std::vector<uint64_t> expected;
  int draws = 0;
  for (int ply = 0; ply < 12; ++ply) {
    if (ply == 4) {  // a draw offer: a word of the log, not a position
      const Word offer = boardrules::tribun::encodeDraw(boardrules::tribun::DrawAction::Offer, s.turn);
      REQUIRE(applyAction(s, offer).isOk());
      log.push_back(offer);
      ++draws;
    }
    generateBoardActions(s.board, s.turn, legal);
    REQUIRE(!legal.empty());
    const Word w = legal[static_cast<size_t>(ply * 37) % legal.size()];
    if (opcodeOf(w) == boardrules::tribun::Opcode::AttackTribun) break;
    expected.push_back(search::positionKey(s.board, s.turn));
    REQUIRE(applyAction(s, w).isOk());
    log.push_back(w);
  }
  CHECK(draws == 1);
  CHECK(log.size() == expected.size() + 1);
  CHECK(search::gamePathKeys(start.board, start.turn, log) == expected);
  // A word that is not legal there ends the replay (a log is replayed only as far as it is legal).
  std::vector<Word> broken(log.begin(), log.begin() + 3);
  broken.push_back(0xFFFFFFFFu);
  broken.insert(broken.end(), log.begin() + 3, log.end());
  CHECK(search::gamePathKeys(start.board, start.turn, broken) == std::vector<uint64_t>(expected.begin(), expected.begin() + 3));
}
