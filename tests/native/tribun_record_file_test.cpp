// Game files (docs/RECORDS.md): write/parse round trips, the start headers, errors with places.
#include <doctest/doctest.h>

#include <random>

#include "tribun/record_file.h"
#include "tribun/setup_code.h"
#include "tribun_test_util.h"

using namespace tribun_test;

namespace {

// Same tree: words, comments and child order, node by node.
bool sameTree(const History& a, int na, const History& b, int nb) {
  if (a.word(na) != b.word(nb) || a.comment(na) != b.comment(nb) || a.childCount(na) != b.childCount(nb) ||
      !(a.stateAt(na) == b.stateAt(nb)))
    return false;
  for (int k = 0; k < a.childCount(na); ++k)
    if (!sameTree(a, a.child(na, k), b, b.child(nb, k))) return false;
  return true;
}

// A random game with variations (undo, then another word) and comments, some of them odd.
Game randomGame(std::mt19937& rng) {
  static const char* kComments[] = {"good", "a long comment\nover two lines", "(not a variation)", "x; y", "\"quoted\""};
  Game game;
  const int plies = 5 + static_cast<int>(rng() % 50);
  for (int i = 0; i < plies; ++i) {
    const auto& legal = game.legalActions();
    if (legal.empty()) break;
    std::vector<Word> pick;
    for (Word w : legal)
      if (isBoardAction(w) || rng() % 40 == 0) pick.push_back(w);
    if (pick.empty()) pick = legal;
    REQUIRE(game.apply(pick[rng() % pick.size()]).isOk());
    if (rng() % 6 == 0) game.history().setComment(game.history().current(), kComments[rng() % 5]);
    if (rng() % 8 == 0 && game.undo().isOk()) {  // a variation of one to three plies, then back
      const int back = game.history().current();
      for (int k = 0; k < 1 + static_cast<int>(rng() % 3) && !game.legalActions().empty(); ++k)
        REQUIRE(game.apply(game.legalActions()[rng() % game.legalActions().size()]).isOk());
      game.jumpTo(back);
      REQUIRE(game.redo().isOk());
    }
  }
  if (rng() % 5 == 0 && game.state().status == GameStatus::Active) REQUIRE(game.endByServer(EndReason::Timeout, game.state().turn).isOk());
  if (rng() % 7 == 0) game.history().setComment(0, "before the first move");
  return game;
}

}  // namespace

TEST_CASE("tribun records: 1,000 random games with comments and variations round trip") {
  std::mt19937 rng(2026);
  for (int g = 0; g < 1000; ++g) {
    const Game game = randomGame(rng);
    const std::string text = writeRecord(game, {{"Event", "Test \"quoted\""}, {"Black", "Ann"}, {"White", "Bob"}});
    auto parsed = parseRecord(text);
    REQUIRE_MESSAGE(parsed.isOk(), parsed.message() << "\n" << text);
    const Game& back = parsed.value().game;
    REQUIRE_MESSAGE(sameTree(game.history(), 0, back.history(), 0), text);
    CHECK(writeRecord(back, {{"Event", "Test \"quoted\""}, {"Black", "Ann"}, {"White", "Bob"}}) == text);
    CHECK(parsed.value().headers.front() == RecordHeader{"Event", "Test \"quoted\""});
  }
}

TEST_CASE("tribun records: the shape of a record") {
  Game game;
  const Word first = game.legalActions().front();
  REQUIRE(game.apply(first).isOk());
  game.history().setComment(1, "opening");
  REQUIRE(game.apply(encodeDraw(DrawAction::Offer, W)).isOk());
  REQUIRE(game.apply(encodeEnd(EndReason::Resign, B)).isOk());
  const std::string text = writeRecord(game, {{"Event", "Club"}});
  CHECK(text.rfind("[Event \"Club\"]\n[Start \"default\"]\n[Result \"0-1\"]\n[Termination \"resign\"]\n\n1. ", 0) == 0);
  CHECK(text.find("{opening} W offers draw B resigns 0-1\n") != std::string::npos);
}

TEST_CASE("tribun records: starts from setup codes, boards, and the base64 log") {
  auto setup = parseRecord("[Start \"setup\"]\n[BlackSetup \"TRAD ITIO NALS ETUP\"]\n[WhiteSetup \"GZ8AJ1OJP60HVOQR\"]\n[WhiteFlip \"true\"]\n");
  REQUIRE_MESSAGE(setup.isOk(), setup.message());
  CHECK(setup.value().game.state().board == boardFromSetups({"TRADITIONALSETUP", false}, {"GZ8AJ1OJP60HVOQR", true}).board);
  // A record of a game from a board position writes that board and reads back the same.
  const State s = stateOf({{0, 0, unit(B, 2)}, {2, 2, unit(W, 1)}}, W);
  Game g(s);
  const std::string text = writeRecord(g);
  CHECK(text.find("[Start \"board\"]") != std::string::npos);
  CHECK(text.find("[Turn \"white\"]") != std::string::npos);
  auto back = parseRecord(text);
  REQUIRE(back.isOk());
  CHECK(back.value().game.state() == s);
  // The packed log of docs/rules/tribun.md section 6 stands in for movetext.
  Game played;
  REQUIRE(played.apply(played.legalActions()[3]).isOk());
  REQUIRE(played.apply(played.legalActions()[7]).isOk());
  auto imported = parseRecord("[Actions \"" + played.actionsB64() + "\"]\n");
  REQUIRE_MESSAGE(imported.isOk(), imported.message());
  CHECK(imported.value().game.state() == played.state());
}

TEST_CASE("tribun records: errors name the line and column") {
  auto e = parseRecord("[Event \"x\"]\n\n1. f6-f7 zz");
  REQUIRE(!e.isOk());
  CHECK(e.message().rfind("line 3, column", 0) == 0);
  e = parseRecord("[Event x]\n");
  CHECK(e.message().rfind("line 1, column 8: the value of header Event must be in double quotes", 0) == 0);
  e = parseRecord("[Start \"moon\"]\n");
  CHECK(e.message().find("line 1, column 8: Start is") == 0);
  e = parseRecord("[Start \"setup\"]\n[BlackSetup \"TRADITIONALSETUP\"]\n[WhiteSetup \"0000000000000000\"]\n");
  CHECK(e.message().rfind("line 3, column 13: white setup: invalid setup code", 0) == 0);
  e = parseRecord("{open");
  CHECK(e.message().find("not closed") != std::string::npos);
  e = parseRecord("( x");
  CHECK(e.message().rfind("line 1, column 1: a variation must follow", 0) == 0);
  e = parseRecord("1-0");
  CHECK(e.message().find("does not match") != std::string::npos);
}
