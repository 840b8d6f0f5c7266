// Game history: undo / redo / goTo / clone and the move tree (variations keep the main line).
#include <doctest/doctest.h>

#include <random>

#include "tribun/game.h"
#include "tribun_test_util.h"

using namespace tribun_test;

namespace {

// The game replayed from its start along its current line: what the history must equal.
Game freshReplay(const Game& g) {
  auto r = Game::replay(g.start(), g.actionsB64());
  REQUIRE_MESSAGE(r.isOk(), r.message());
  return std::move(r.value());
}

}  // namespace

TEST_CASE("tribun history: 10,000 random plies of apply/undo/redo/goTo match a fresh replay") {
  std::mt19937 rng(11);
  Game game;
  int checked = 0;
  for (int step = 0; step < 10000; ++step) {
    const unsigned r = rng() % 10;
    if (r < 6 || game.log().empty()) {
      const auto& legal = game.legalActions();
      if (legal.empty()) {
        REQUIRE(game.undo().isOk());  // a finished game: undo reopens it
        CHECK(game.state().status == GameStatus::Active);
      } else {
        std::vector<Word> board;
        for (Word w : legal)
          if (isBoardAction(w) || rng() % 64 == 0) board.push_back(w);
        const Word w = board.empty() ? legal.front() : board[rng() % board.size()];
        REQUIRE(game.apply(w).isOk());
      }
    } else if (r < 8) {
      REQUIRE(game.undo().isOk());
    } else if (r < 9) {
      (void)game.redo();  // may have nothing to redo
    } else {
      const int target = static_cast<int>(rng() % (game.log().size() + 1));
      REQUIRE(game.goTo(target).isOk());
      CHECK(game.log().size() == static_cast<size_t>(target));
    }
    if (step % 50 == 0 || step > 9900) {
      Game fresh = freshReplay(game);
      REQUIRE(fresh.state() == game.state());
      REQUIRE(fresh.hash() == game.hash());
      REQUIRE(fresh.legalActions() == game.legalActions());
      ++checked;
    }
  }
  CHECK(checked > 200);
  CHECK(game.history().size() > 3000);  // the tree kept the lines that were undone
}

TEST_CASE("tribun history: undo of a finished game reopens it, and redo finishes it again") {
  Game game;
  REQUIRE(game.apply(encodeEnd(EndReason::Resign, W)).isOk());
  CHECK(game.state().status == GameStatus::Ended);
  CHECK(game.legalActions().empty());
  REQUIRE(game.undo().isOk());
  CHECK(game.state() == Game().state());
  CHECK(!game.legalActions().empty());
  REQUIRE(game.redo().isOk());
  CHECK(game.state().status == GameStatus::Ended);
  CHECK(game.undo().isOk());
  CHECK(!game.undo().isOk());  // at the start
  CHECK(game.undo().message().find("start") != std::string::npos);
}

TEST_CASE("tribun history: a variation after undo keeps the main line, and a clone is independent") {
  Game game;
  const Word a = game.legalActions()[0];
  const Word b = game.legalActions()[1];
  REQUIRE(game.apply(a).isOk());
  const uint64_t afterA = game.hash();
  REQUIRE(game.undo().isOk());
  REQUIRE(game.apply(b).isOk());  // a variation
  CHECK(game.history().childCount(0) == 2);
  CHECK(game.history().word(game.history().child(0, 0)) == a);  // main line first
  REQUIRE(game.undo().isOk());
  REQUIRE(game.apply(a).isOk());  // the existing node is reused, not duplicated
  CHECK(game.history().size() == 3);
  CHECK(game.hash() == afterA);
  Game copy = game;
  REQUIRE(copy.undo().isOk());
  CHECK(game.hash() == afterA);
  CHECK(copy.state() == Game().state());
  CHECK(!game.goTo(5).isOk());
  CHECK(game.hash() == afterA);  // a failed goTo changes nothing
  REQUIRE(game.goTo(0).isOk());
  REQUIRE(game.redo().isOk());
  CHECK(game.log() == std::vector<Word>{a});
}

TEST_CASE("tribun history: sameTree compares words, comments and the order of variations") {
  Game first;
  const Word a = first.legalActions()[0];
  const Word b = first.legalActions()[1];
  REQUIRE(first.apply(a).isOk());
  REQUIRE(first.undo().isOk());
  REQUIRE(first.apply(b).isOk());  // a, then b as a variation
  Game second;  // the same tree built in another order: b first, then a promoted to the main line
  REQUIRE(second.apply(b).isOk());
  REQUIRE(second.undo().isOk());
  REQUIRE(second.apply(a).isOk());
  CHECK_FALSE(first.history().sameTree(second.history()));  // the main lines differ
  second.history().promote(0, 1);
  CHECK(first.history().sameTree(second.history()));
  CHECK(second.history().sameTree(first.history()));
  second.history().setComment(1, "a note");  // on b, second's node 1
  CHECK_FALSE(first.history().sameTree(second.history()));
  first.history().setComment(first.history().child(0, 0), "a note");  // the same note, on a
  CHECK_FALSE(first.history().sameTree(second.history()));
  first.history().setComment(first.history().child(0, 0), "");
  first.history().setComment(first.history().child(0, 1), "a note");  // on b, first's variation
  CHECK(first.history().sameTree(second.history()));
  CHECK_FALSE(first.history().sameTree(Game().history()));  // a tree against the bare start
}
