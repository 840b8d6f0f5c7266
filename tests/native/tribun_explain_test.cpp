// Actions in words (src/tribun/explain.h): every legal action of a position gets its own sentence,
// in both tenses, over the 600 conformance positions and random playouts from the start.
#include <doctest/doctest.h>

#include <random>
#include <unordered_map>
#include <unordered_set>

#include "testkit/conformance.h"
#include "tribun/explain.h"
#include "tribun/game.h"
#include "tribun/movegen.h"
#include "tribun/tile_names.h"
#include "tribun_test_util.h"

using namespace tribun_test;

namespace {

// Fails on two legal words of one position with one sentence; returns the number of words.
size_t checkDistinct(const Board& board, int turn, const std::vector<Word>& legal, const std::string& where, size_t& failures) {
  for (Tense tense : {Tense::Past, Tense::Present}) {
    std::unordered_map<std::string, Word> seen;
    for (Word w : legal) {
      const std::string text = explainAction(board, turn, w, tense);
      const auto [it, fresh] = seen.emplace(text, w);
      if (!fresh && ++failures <= 5)
        FAIL_CHECK(where << ": " << describeAction(w) << " and " << describeAction(it->second) << " share \"" << text << "\"");
      if ((text.empty() || text.find("unknown") != std::string::npos || text.find("empty tile") != std::string::npos) && ++failures <= 5)
        FAIL_CHECK(where << ": " << describeAction(w) << " -> \"" << text << "\"");
    }
  }
  return legal.size();
}

}  // namespace

TEST_CASE("tribun explain: a different sentence for every legal action of 600 conformance positions") {
  auto loaded = boardrules::testkit::loadConformanceFile(std::string(BOARDRULES_TEST_DATA) + "/tribun/dev.jsonl");
  REQUIRE(loaded.isOk());
  size_t words = 0, failures = 0;
  for (const auto& p : loaded.value()) {
    auto state = makeState(p.board, p.turn);
    REQUIRE(state.isOk());
    words += checkDistinct(p.board, p.turn, legalActions(state.value()), p.id, failures);
  }
  CHECK(failures == 0);
  CHECK(words > 400000);
}

TEST_CASE("tribun explain: a different sentence for every legal action along random games") {
  std::mt19937 rng(20261127);
  size_t words = 0, failures = 0, positions = 0;
  for (int gameNo = 0; gameNo < 40; ++gameNo) {
    Game game(initialState());
    for (int ply = 0; ply < 120 && game.state().status == GameStatus::Active; ++ply) {
      const std::vector<Word> legal = game.legalActions();
      words += checkDistinct(game.state().board, game.state().turn, legal, "game " + std::to_string(gameNo) + " ply " + std::to_string(ply), failures);
      ++positions;
      std::vector<Word> board;
      for (Word w : legal)
        if (isBoardAction(w)) board.push_back(w);
      if (board.empty()) break;
      REQUIRE(game.apply(board[rng() % board.size()]).isOk());
    }
  }
  CHECK(failures == 0);
  CHECK(positions > 2000);
  CHECK(words > 100000);
}

TEST_CASE("tribun explain: the sentences say side, heights and tiles") {
  const State s = stateOf({{0, 0, unit(B, 2, 1)}, {-1, -1, unit(B, 1)}, {-2, -1, unit(B, 1)}, {2, 1, unit(W, 3)},
                           {-1, 1, unit(W, 1)}, {4, 4, tribunUnit(W, 1)}, {3, 3, unit(B, 2)}, {-5, -5, tribunUnit(B, 1)}});
  const Board& b = s.board;
  CHECK(explainAction(b, B, encodeMove(C(-1, -1), C(-1, -2), 0)) == "Black moved the 1 on f5 to " + tileName(C(-1, -2)) + ".");
  CHECK(explainAction(b, B, encodeMove(C(-1, -1), C(-1, -2), 0), Tense::Present) == "Black moves the 1 on f5 to " + tileName(C(-1, -2)) + ".");
  CHECK(explainAction(b, B, encodeMove(C(0, 0), C(1, 1), 0)) == "Black moved the 2 on f6 carrying a white 1 to f7 alone, leaving its white 1 slave free on f6.");
  CHECK(explainAction(b, B, encodeMove(C(0, 0), C(1, 1), 1)) == "Black's 2 on f6 moved with its white 1 slave to f7 (a step of the slave's height).");
  CHECK(explainAction(b, B, encodeKill(C(0, 0), C(2, 1), 0)) ==
        "Black's 2 on f6 killed the white 3 on g7 and moved there alone, leaving its white 1 slave free on f6.");
  CHECK(explainAction(b, B, encodeEnslave(C(0, 0), C(2, 1))).find("enslaved the white 3 on g7") != std::string::npos);
  CHECK(explainAction(b, B, encodeAttackTribun(C(3, 3), C(4, 4), B)) == "Black's 2 on f9 captured the white tribun 1 on f10: Black won.");
  CHECK(explainAction(b, B, encodeDamage(C(2, 1), 2)) == "Black damaged the white 3 on g7 by 2, leaving a 1.");
  // The example: two donors giving all they have.
  CHECK(explainAction(b, B, encodeCombine(C(-2, -2), 0, 2, 1, 1)) == "Black combined the 1 on f5 and the 1 on e4 into a 2 on f4.");
  CHECK(explainAction(b, B, encodeCombine(C(-1, 0), 4, 5, 1, 1)) == "Black combined 1 from the empty tile d4 and the 1 on f5 into a 2 on e5.");
  CHECK(explainAction(b, B, encodeBackstabb(C(0, 0), 0)) == "Black's 2 on f6 stabbed its white 1 slave and stepped to f7.");
  CHECK(explainAction(b, B, encodeDraw(DrawAction::Offer, W)) == "White offered a draw.");
  CHECK(explainAction(b, B, encodeEnd(EndReason::Resign, B), Tense::Present) == "Black resigns: White wins.");
  CHECK(explainAction(b, B, 0xC0000000u) == "An unknown action (0xc0000000).");
}
