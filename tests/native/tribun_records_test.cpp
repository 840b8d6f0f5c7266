#include <doctest/doctest.h>

#include <random>

#include "tribun/game.h"
#include "tribun_test_util.h"

using namespace tribun_test;

TEST_CASE("tribun records: base64 round trip and precise errors") {
  const Board& start = defaultBoard();
  const std::string b64 = boardToBase64(start);
  CHECK(b64.size() == 164);  // 121 bytes -> 41 groups
  auto back = boardFromBase64(b64);
  REQUIRE(back.isOk());
  CHECK(back.value() == start);
  CHECK(base64Encode(reinterpret_cast<const uint8_t*>("Man"), 3) == "TWFu");
  CHECK(base64Encode(reinterpret_cast<const uint8_t*>("Ma"), 2) == "TWE=");
  CHECK(base64Decode("TWE=").value() == std::vector<uint8_t>{'M', 'a'});
  CHECK(base64Decode("TWF").message().find("multiple of 4") != std::string::npos);
  CHECK(base64Decode("TW*u").message().find("position 2") != std::string::npos);
  CHECK(base64Decode("TWF=").message().find("padding bits") != std::string::npos);
  CHECK(base64Decode("T=Fu").message().find("position 1") != std::string::npos);
  CHECK(boardFromBase64("TWFu").message().find("121 bytes") != std::string::npos);
}

TEST_CASE("tribun records: action lists pack little-endian and reject partial words") {
  const std::vector<Word> words{0x0000243Cu, 0xA0000000u, 0xB0000008u};
  const std::string packed = packActions(words);
  auto back = unpackActions(packed);
  REQUIRE(back.isOk());
  CHECK(back.value() == words);
  auto bytes = base64Decode(packed).value();
  CHECK(bytes[0] == 0x3C);
  CHECK(bytes[3] == 0x00);
  CHECK(bytes[7] == 0xA0);
  CHECK(unpackActions(base64Encode(bytes.data(), 5)).message().find("4-byte words") != std::string::npos);
  CHECK(unpackActions("").value().empty());
}

TEST_CASE("tribun records: replay reproduces the state and names the failing ply") {
  Game game;
  std::mt19937 rng(7);
  for (int i = 0; i < 40 && game.state().status == GameStatus::Active; ++i) {
    const auto& legal = game.legalActions();
    std::vector<Word> board;
    for (Word w : legal)
      if (isBoardAction(w)) board.push_back(w);
    REQUIRE(game.apply(board[rng() % board.size()]).isOk());
    if (i == 10) REQUIRE(game.apply(encodeDraw(DrawAction::Offer, W)).isOk());
    if (i == 12) REQUIRE(game.apply(encodeDraw(DrawAction::Retract, W)).isOk());
  }
  auto replayed = Game::replay(game.start(), game.actionsB64());
  REQUIRE_MESSAGE(replayed.isOk(), replayed.message());
  CHECK(replayed.value().state() == game.state());
  CHECK(replayed.value().hash() == game.hash());
  CHECK(replayed.value().log() == game.log());
  // Corrupt ply 5: the error names it; the partial state is the one after ply 4.
  std::vector<Word> words = game.log();
  words[4] = 0xC0000000u;
  const ReplayOutcome bad = replay(game.start(), words);
  REQUIRE(bad.failedPly.has_value());
  CHECK(*bad.failedPly == 5);
  CHECK(bad.error.find("ply 5") != std::string::npos);
  CHECK(bad.state.ply == 4);
  CHECK(Game::replay(game.start(), packActions(words)).message().find("ply 5") != std::string::npos);
}

TEST_CASE("tribun game: restart forgets the old game entirely") {
  Game game;
  REQUIRE(game.apply(game.legalActions().front()).isOk());
  REQUIRE(game.apply(encodeDraw(DrawAction::Offer, W)).isOk());
  const Game fresh;
  game.restart(fresh.state());
  CHECK(game.state() == fresh.state());
  CHECK(game.start().board == fresh.start().board);
  CHECK(game.log().empty());
  CHECK(game.legalActions() == Game(fresh.state()).legalActions());  // no stale cached list
  CHECK(game.hash() == fresh.hash());
}

TEST_CASE("tribun records: server END words replay") {
  Game game;
  REQUIRE(game.endByServer(EndReason::Timeout, B).isOk());
  CHECK(game.log().back() == encodeEnd(EndReason::Timeout, B));
  auto replayed = Game::replay(game.start(), game.actionsB64());
  REQUIRE(replayed.isOk());
  CHECK(replayed.value().state().result == game.state().result);
  CHECK_FALSE(game.apply(0xA0000000u).isOk());  // ended: nothing applies
  CHECK(game.log().size() == 1);
}

TEST_CASE("tribun hash: covers board, side to move and draw offer") {
  State s = initialState();
  const uint64_t h = zobristHash(s);
  State t = s;
  t.turn = W;
  CHECK(zobristHash(t) != h);
  t = s;
  t.drawOfferBy = B;
  CHECK(zobristHash(t) != h);
  t.drawOfferBy = W;
  CHECK(zobristHash(t) != h);
  t = s;
  t.board[C(0, 0)] = unit(B, 1);
  CHECK(zobristHash(t) != h);
  CHECK(zobristHash(initialState()) == h);
}
