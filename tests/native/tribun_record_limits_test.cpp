// Game files under hostile shapes (issue 28): variations nested thousands deep, the caps shared
// by the writer and the reader (record_file.h), server-only verdicts, messages that never echo.
// Every record the writer produces within the caps reads back to the same tree.
#include <doctest/doctest.h>

#include <random>

#include "tribun/apply.h"
#include "tribun/record_file.h"
#include "tribun_test_util.h"

using namespace tribun_test;

namespace {

// f1-e1 d7-c5 e1-f1 c5-d7: four words that cycle from the default start.
constexpr Word kCycle[] = {128, 6602, 1, 9523};

// The shape: before each move of the cycle another word is played and taken back, so the
// played word comes second and each move is a variation of the one before: `plies` deep.
Game nestedGame(int plies) {
  Game game;
  for (int i = 0; i < plies; ++i) {
    const Word p = kCycle[i % 4];
    const auto& legal = game.legalActions();
    const Word d = legal[0] == p ? legal[1] : legal[0];
    REQUIRE(game.apply(d).isOk());
    REQUIRE(game.undo().isOk());
    REQUIRE(game.apply(p).isOk());
  }
  return game;
}

// A random tree: play, take back, jump anywhere, comment; variations nest as they come.
Game randomTree(std::mt19937& rng, int operations) {
  Game game;
  for (int i = 0; i < operations; ++i) {
    const unsigned r = rng() % 16;
    if (r < 9) {
      const auto& legal = game.legalActions();
      if (legal.empty()) {
        (void)game.undo();
        continue;
      }
      std::vector<Word> board;
      for (Word w : legal)
        if (isBoardAction(w)) board.push_back(w);
      const Word w = board.empty() || rng() % 50 == 0 ? legal[rng() % legal.size()] : board[rng() % board.size()];
      REQUIRE(game.apply(w).isOk());
    } else if (r < 13) {
      (void)game.undo();
    } else if (r < 15) {
      game.jumpTo(static_cast<int>(rng() % static_cast<unsigned>(game.history().size())));
    } else {
      game.history().setComment(game.history().current(), "c" + std::to_string(i) + (rng() % 3 == 0 ? " {x ( ;" : ""));
    }
  }
  return game;
}

}  // namespace

TEST_CASE("records: variations nested 20,000 deep are written without recursion and read back") {
  // 20,000 nested variations: the recursive writer overflowed the stack (in WebAssembly from
  // about 6,600: "memory access out of bounds"). The unlimited writer is used; the reader is
  // given room for the 40,000 moves.
  const Game game = nestedGame(20'000);
  const std::string text = writeRecord(game);
  REQUIRE(!text.empty());
  RecordLimits roomy;
  roomy.maxMoves = 40'000;
  roomy.maxBytes = 16u << 20;
  const auto back = parseRecord(text, roomy);
  REQUIRE_MESSAGE(back.isOk(), back.message());
  CHECK(game.history().sameTree(back.value().game.history()));
}

TEST_CASE("records: every record the writer produces within the caps reads back (random trees)") {
  std::mt19937 rng(28);
  for (int round = 0; round < 40; ++round) {
    const Game game = round % 4 == 0 ? nestedGame(1 + static_cast<int>(rng() % 1500)) : randomTree(rng, 50 + static_cast<int>(rng() % 600));
    const auto text = writeRecordWithin(game, {{"Event", "round " + std::to_string(round)}}, RecordLimits{});
    REQUIRE_MESSAGE(text.isOk(), text.message());
    const auto back = parseRecord(text.value());  // the default caps, server ends allowed
    const std::string why = back.isOk() ? "" : back.message() + "\n" + text.value().substr(0, 400);
    REQUIRE_MESSAGE(back.isOk(), why);
    CHECK(game.history().sameTree(back.value().game.history()));
    CHECK(writeRecord(back.value().game, {{"Event", "round " + std::to_string(round)}}) == text.value());
  }
  // The 1,002 nested turns: the reader refused them at 1,001 with a wrong cause.
  const Game deep = nestedGame(1002);
  const auto back = parseRecord(writeRecord(deep));
  REQUIRE_MESSAGE(back.isOk(), back.message());
  CHECK(deep.history().sameTree(back.value().game.history()));
}

TEST_CASE("records: the move cap is the writer's and the reader's") {
  std::string moves;
  for (int i = 0; i < kMaxRecordMoves; ++i) moves += std::string(i % 4 == 0 ? "f1-e1" : i % 4 == 1 ? "d7-c5" : i % 4 == 2 ? "e1-f1" : "c5-d7") + " ";
  const auto atCap = parseRecord(moves);
  REQUIRE_MESSAGE(atCap.isOk(), atCap.message());
  CHECK(atCap.value().game.history().size() == kMaxRecordMoves + 1);
  CHECK(writeRecordWithin(atCap.value().game, {}, RecordLimits{}).isOk());
  const auto over = parseRecord(moves + "f1-e1");
  REQUIRE(!over.isOk());
  CHECK(over.message().find("more than 10000 moves") != std::string::npos);
  // The writer refuses a tree over the cap rather than write what the reader refuses.
  Game game = atCap.value().game;
  REQUIRE(game.apply(game.legalActions()[0]).isOk());
  const auto written = writeRecordWithin(game, {}, RecordLimits{});
  REQUIRE(!written.isOk());
  CHECK(written.message().find("10001 moves") != std::string::npos);
  // Variations count: the same word in a repeated variation is a move each time it is read.
  std::string repeated = "1. f1-e1";
  for (int i = 0; i < kMaxRecordMoves; ++i) repeated += " (f1-d1)";
  CHECK(!parseRecord(repeated).isOk());
  CHECK(parseRecord("1. f1-e1 ()").message().find("at least one move") != std::string::npos);
}

TEST_CASE("records: size, header and comment caps are refused before the work, without echo") {
  RecordLimits small;
  small.maxBytes = 1000;
  const auto big = parseRecord(std::string(1001, ' '), small);
  REQUIRE(!big.isOk());
  CHECK(big.message() == "the record is 1001 bytes long, more than the 1000 allowed");
  CHECK(parseRecord(std::string(1000, ' '), small).isOk());

  std::string headers;
  for (int i = 0; i < kMaxRecordHeaders; ++i) headers += "[H" + std::to_string(i) + " \"v\"]\n";
  CHECK(parseRecord(headers).isOk());
  CHECK(parseRecord(headers + "[Extra \"v\"]\n").message().find("more than 256 headers") != std::string::npos);
  CHECK(!parseRecord("[" + std::string(65, 'k') + " \"v\"]").isOk());
  CHECK(!parseRecord("[Event \"" + std::string(kMaxHeaderValue + 1, 'v') + "\"]").isOk());

  std::string comments;
  for (int i = 0; i < kMaxRecordComments; ++i) comments += "{c}";
  CHECK(parseRecord(comments).isOk());
  CHECK(parseRecord(comments + "{c}").message().find("comments") != std::string::npos);

  // No message echoes a long token or value (a 1 MB word was echoed whole).
  for (const std::string& text : {std::string(1 << 20, 'x'), "[Start \"" + std::string(60000, 's') + "\"]",
                                  "[TimeControl \"" + std::string(60000, '1') + "x\"]", "1. " + std::string(5000, '(')}) {
    const auto r = parseRecord(text);
    REQUIRE(!r.isOk());
    CHECK(r.message().size() <= kMaxRecordMessage);
  }
}

TEST_CASE("records: server-only verdicts are read only when allowed") {
  RecordLimits strict;
  strict.allowServerEnds = false;
  for (const char* text : {"1. f1-e1 W out of time 1-0", "[Actions \"gAAAAAoAALA=\"]"}) {
    CAPTURE(text);
    CHECK(parseRecord(text).isOk());  // the default (C++): allowed, as Game::replay
    const auto r = parseRecord(text, strict);
    REQUIRE(!r.isOk());
    CHECK(r.message().find("server-only verdict") != std::string::npos);
  }
  CHECK(parseRecord("1. f1-e1 W resigns 1-0", strict).isOk());  // a player's own verdict
}
