// The CoTuLenh search converts a won position before the fifty-move rule draws it
// (src/cotulenh/search/evaluation.cpp, "fifty-move pressure").
#include <doctest/doctest.h>

#include "cotulenh/search/levels.h"
#include "cotulenh/search/search.h"
#include "cotulenh_game_support.h"

using namespace cotulenh_test;
namespace cs = boardrules::cotulenh::search;

namespace {

struct Ending {
  bool strongWon = false;
  std::string how;  // "checkmate", "fifty moves", ...
  int turns = 0;
  std::string fen;
};

// The side to move in `fen` searches at `nodes` positions a turn (level 6, no time budget); the
// other side is level `defender`. Played until the game ends or `maxTurns` turns.
Ending convert(const std::string& fen, uint64_t nodes, int defender, int maxTurns = 200) {
  Game g = gameOf(fen);
  const auto strong = g.turn();
  cs::Searcher searcher;
  Ending e;
  for (; e.turns < maxTurns && !g.status().gameOver; ++e.turns) {
    const bool strongToMove = g.turn() == strong;
    const cs::SearchLimits limits = strongToMove ? cs::requestLimits(6, 0, nodes, 1) : cs::levelLimits(defender, 0, 7 + e.turns);
    const cs::SearchResult r = searcher.search(g.position(), limits);
    if (!r.hasMove) break;
    REQUIRE(cs::playTurn(g, r.best).isOk());
  }
  const auto st = g.status();
  e.strongWon = (st.checkmate && g.turn() != strong) || (st.commanderCaptured && g.position().commanderSquare(strong) >= 0);
  e.how = st.checkmate ? "checkmate" : st.fiftyMove ? "fifty moves" : st.commanderCaptured ? "commander captured" : st.stalemate ? "stalemate" : "unfinished";
  e.fen = g.fen();
  return e;
}

}  // namespace

TEST_CASE("cotulenh conversion: a level 6 that drew by the fifty-move rule now checkmates from the same position") {
  // From a level 6 (blue) against level 5 game that ended in a fifty-move draw (`cotulenh match
  // 6 5 --seed 16 --nodes 300000`, game 2), with the counter set back to 0: the material is about
  // even, and without the fifty-move pressure blue, searching 100,000 positions a turn against
  // level 4, shuffles until the counter reaches 100 (a draw after 100 turns).
  const std::string fen = "2c8/5h1h3/11/5s5/3it6/4a1MG3/2ST7/9E1/11/11/5H1H3/10C b - - 0 95";
  const Ending e = convert(fen, 100000, 4);
  INFO(e.how << " after " << e.turns << " turns: " << e.fen);
  CHECK(e.strongWon);
  CHECK(e.how == "checkmate");
}
