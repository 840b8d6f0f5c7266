// A side in check whose only listed moves are deploy steps that no commit can finish: not
// checkmate by the rules (docs/rules/cotulenh.md, section 11, "A side with moves but no whole
// turn"), and lost for the computer's search, which only plays whole turns.
#include <doctest/doctest.h>

#include "cotulenh/search/search.h"
#include "cotulenh_game_support.h"
#include "testkit/cotulenh_match.h"

using namespace cotulenh_test;
namespace cs = boardrules::cotulenh::search;

using boardrules::testkit::someWholeTurn;

TEST_CASE("cotulenh rules: deploy steps that no commit can finish are moves, and the position is check, not checkmate") {
  // From a level 3 against level 2 game: red's commander rides in the headquarters on h2 and is
  // attacked; every listed move is a step out of that stack, and no order of steps ends the turn
  // with the commander safe.
  const std::string fen = "6c4/5h1h3/4gt5/N6g3/3a5a1/9e1/11/3e7/7+s3/11/5H1(HC)3/9+f1 r - - 38 48";
  const Game g = gameOf(fen);
  REQUIRE_FALSE(g.lans().empty());
  for (const std::string& lan : g.lans()) CHECK_MESSAGE(lan.find('>') != std::string::npos, lan << " is not a deploy step");
  CHECK_FALSE(someWholeTurn(g));
  const auto st = g.status();
  CHECK(st.check);
  CHECK_FALSE(st.checkmate);
  CHECK_FALSE(st.stalemate);
  CHECK_FALSE(st.gameOver);
  // The search lists whole turns only: none, and in check, so a lost position.
  cs::SearchLimits limits;
  limits.budget.maxNodes = 20000;
  const cs::SearchResult r = cs::findBestTurn(g.position(), limits);
  CHECK_FALSE(r.hasMove);
  CHECK(r.score <= -cs::kWinThreshold);
}
