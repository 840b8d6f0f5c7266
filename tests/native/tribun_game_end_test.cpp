// How a Tribun game ends and what is left afterwards: the server's "no legal action" is refused
// while any board action exists (whatever its kind), nothing of the game (draw offer, legal list)
// survives its end, and records refuse words that only look like server END words.
#include <doctest/doctest.h>

#include "tribun/game.h"
#include "tribun/records.h"
#include "tribun_test_util.h"

using namespace tribun_test;

namespace {

// Each board action's opcode is one of `allowed`, and there is at least one.
bool onlyOpcodes(const std::vector<Word>& list, std::initializer_list<Opcode> allowed) {
  if (list.empty()) return false;
  for (Word w : list)
    if (std::find(allowed.begin(), allowed.end(), opcodeOf(w)) == allowed.end()) return false;
  return true;
}

void requireNoLegalActionRefused(State s) {
  const State before = s;
  CHECK(hasLegalBoardAction(s.board, s.turn));
  const auto st = endByServer(s, EndReason::NoLegalAction, s.turn);
  CHECK_FALSE(st.isOk());
  CHECK(s == before);
  Game game(before);
  CHECK_FALSE(game.endByServer(EndReason::NoLegalAction, before.turn).isOk());
  CHECK(game.log().empty());
}

}  // namespace

TEST_CASE("tribun end: no legal action is refused for a side whose only actions are attacks") {
  // Black h1 at (0,0): its forward tile (1,1) holds a white unit, so it cannot move; it can
  // attack the white unit on its diagonal (1,0). No slave, no second unit: no other action.
  const State s = stateOf({{0, 0, unit(B, 1)}, {1, 1, unit(W, 1)}, {1, 0, unit(W, 1)}});
  REQUIRE(onlyOpcodes(boardActions(s), {Opcode::Kill, Opcode::Enslave, Opcode::Damage, Opcode::Liberate}));
  requireNoLegalActionRefused(s);
}

TEST_CASE("tribun end: no legal action is refused for a side whose only actions are combines") {
  // Two black h1 units next to the empty tile (0,0), each blocked ahead by a white unit it
  // cannot attack: they can only combine.
  const State s = stateOf({{1, 0, unit(B, 1)}, {0, 1, unit(B, 1)}, {2, 1, unit(W, 1)}, {1, 2, unit(W, 1)}});
  REQUIRE(onlyOpcodes(boardActions(s), {Opcode::Combine, Opcode::SymCombine}));
  requireNoLegalActionRefused(s);
}

TEST_CASE("tribun end: no legal action is accepted only when the side to move has no board action") {
  State stuck = stateOf({{5, 5, unit(W, 1)}}, B);  // black has no unit at all
  REQUIRE(endByServer(stuck, EndReason::NoLegalAction, B).isOk());
  CHECK(stuck.result->reason == ResultReason::NoLegalAction);
  CHECK(stuck.result->winner == W);
}

TEST_CASE("tribun end: a pending draw offer does not outlive the game, however it ends") {
  const State offered = after(initialState(), encodeDraw(DrawAction::Offer, W));
  REQUIRE(offered.drawOfferBy == W);
  // Board actions leave it pending (README: only retract, accept or the end clear it).
  const State moved = after(offered, legalActions(offered).front());
  CHECK(moved.drawOfferBy == W);
  const State resigned = after(offered, encodeEnd(EndReason::Resign, B));
  CHECK(resigned.status == GameStatus::Ended);
  CHECK_FALSE(resigned.drawOfferBy.has_value());
  State again = resigned;  // an ended game cannot be ended again
  CHECK_FALSE(endByServer(again, EndReason::Timeout, W).isOk());
  CHECK(again == resigned);
  for (EndReason reason : {EndReason::Timeout, EndReason::GameTimeTie}) {
    State s = offered;
    REQUIRE(endByServer(s, reason, B).isOk());
    CHECK_FALSE(s.drawOfferBy.has_value());
    CHECK(snapshotOf(s).drawOfferBy == std::nullopt);
  }
  // Captured tribun: black's t1 next to white's t1, with a draw offer pending.
  State t = stateOf({{0, 0, tribunUnit(B, 1)}, {1, 1, tribunUnit(W, 1)}});
  t = after(t, encodeDraw(DrawAction::Offer, B));
  t = after(t, encodeAttackTribun(C(0, 0), C(1, 1), B));
  CHECK(t.result->reason == ResultReason::TribunCaptured);
  CHECK(t.result->winner == B);
  CHECK_FALSE(t.drawOfferBy.has_value());
}

TEST_CASE("tribun end: a retracted offer is gone and an accepted one is a draw, not a resignation") {
  const State offered = after(initialState(), encodeDraw(DrawAction::Offer, B));
  // Only the offering colour retracts, only the other one accepts, nobody offers twice; with no
  // offer pending nothing can be retracted or accepted.
  for (int c : {B, W}) {
    CHECK(isLegal(offered, encodeDraw(DrawAction::Retract, c)) == (c == B));
    CHECK(isLegal(offered, encodeDraw(DrawAction::Accept, c)) == (c == W));
    CHECK_FALSE(isLegal(offered, encodeDraw(DrawAction::Offer, c)));
    CHECK_FALSE(isLegal(initialState(), encodeDraw(DrawAction::Retract, c)));
    CHECK_FALSE(isLegal(initialState(), encodeDraw(DrawAction::Accept, c)));
    State copy = offered;
    if (c == W) CHECK_FALSE(applyAction(copy, encodeDraw(DrawAction::Retract, c)).isOk());
    CHECK(copy == offered);
  }
  const State retracted = after(offered, encodeDraw(DrawAction::Retract, B));
  CHECK_FALSE(retracted.drawOfferBy.has_value());
  CHECK(retracted.status == GameStatus::Active);
  const State accepted = after(offered, encodeDraw(DrawAction::Accept, W));
  CHECK(accepted.result->reason == ResultReason::DrawAgreed);
  CHECK_FALSE(accepted.result->winner.has_value());
}

TEST_CASE("tribun game: the legal list is empty once the server ends the game") {
  for (EndReason reason : {EndReason::Timeout, EndReason::GameTimeTie}) {
    Game game;
    REQUIRE(game.legalActions().size() == 265 + 4);  // filled and cached
    REQUIRE(game.endByServer(reason, B).isOk());
    CHECK(game.legalActions().empty());
    CHECK_FALSE(game.isLegal(0xB0000008u));
    CHECK(game.log().size() == 1);
  }
  Game resigned;
  REQUIRE_FALSE(resigned.legalActions().empty());
  REQUIRE(resigned.apply(encodeEnd(EndReason::Resign, W)).isOk());
  CHECK(resigned.legalActions().empty());
}

TEST_CASE("tribun records: END words with stray bits are malformed, never server ends") {
  const Snapshot start = snapshotOf(initialState());
  // A well-formed server timeout replays; the same word with any stray payload bit does not.
  CHECK_FALSE(replay(start, {encodeEnd(EndReason::Timeout, B)}).failedPly.has_value());
  for (int bit = 4; bit < 28; ++bit) {
    const Word stray = encodeEnd(EndReason::Timeout, B) | Word{1} << bit;
    const ReplayOutcome out = replay(start, {stray});
    CHECK_MESSAGE(out.failedPly == 1, "bit " << bit);
    CHECK(out.error.find("malformed") != std::string::npos);
  }
  // Resignations stay player actions in a record.
  const ReplayOutcome resign = replay(start, {encodeEnd(EndReason::Resign, W)});
  CHECK_FALSE(resign.failedPly.has_value());
  CHECK(resign.state.result->reason == ResultReason::Resign);
}

TEST_CASE("tribun records: the failing ply is counted from 1") {
  const Snapshot start = snapshotOf(initialState());
  const ReplayOutcome first = replay(start, {encodeMove(C(0, 0), C(1, 1), 0)});  // (0,0) is empty
  CHECK(first.failedPly == 1);
  CHECK(first.error.rfind("ply 1:", 0) == 0);
  const Word legal = legalActions(initialState()).front();
  const ReplayOutcome second = replay(start, {legal, legal});
  CHECK(second.failedPly == 2);
}

TEST_CASE("tribun snapshots: only black, white or no one may have a draw offer pending") {
  for (int bad : {-1, 2, 3, 255}) {
    CHECK_FALSE(makeState(defaultBoard(), B, bad).isOk());
    CHECK_FALSE(Game::fromSnapshot({defaultBoard(), B, bad}).isOk());
  }
  for (int turn : {-1, 2}) CHECK_FALSE(makeState(defaultBoard(), turn, std::nullopt).isOk());
  const auto ok = makeState(defaultBoard(), W, B);
  REQUIRE(ok.isOk());
  CHECK(ok.value().drawOfferBy == B);
  CHECK(snapshotOf(ok.value()).drawOfferBy == B);
  Board bad = defaultBoard();
  bad[0] = 0x07;  // reserved primary height index 7 at cid 0, the corner (-5,-5)
  CHECK_FALSE(makeState(bad, B, std::nullopt).isOk());
}

TEST_CASE("tribun records: base64 is canonical, nothing after padding") {
  CHECK(base64Decode("QUI=").isOk());
  CHECK(base64Decode("QQ==").isOk());
  CHECK_FALSE(base64Decode("QQ==QUJD").isOk());  // a whole group after padding
  CHECK_FALSE(base64Decode("QQ==QQ==").isOk());
  CHECK_FALSE(base64Decode("QQ=A").isOk());      // data after padding inside a group
  CHECK_FALSE(base64Decode("Q===").isOk());
  CHECK_FALSE(base64Decode("QR==").isOk());      // non-zero bits under the padding
  CHECK_FALSE(base64Decode("QUJ=").isOk());
  CHECK_FALSE(base64Decode("QUJDR").isOk());     // length 4k+1
  CHECK_FALSE(base64Decode("QU=D").isOk());
  // Every byte string of length 0..5 over a few byte values round-trips, and only its canonical
  // text is accepted for it.
  const uint8_t values[] = {0, 1, 0x3F, 0x80, 0xFF};
  for (int len = 0; len <= 5; ++len) {
    int total = 1;
    for (int i = 0; i < len; ++i) total *= 5;
    for (int n = 0; n < total; ++n) {
      std::vector<uint8_t> bytes;
      for (int i = 0, k = n; i < len; ++i, k /= 5) bytes.push_back(values[k % 5]);
      const std::string text = base64Encode(bytes.data(), bytes.size());
      const auto back = base64Decode(text);
      REQUIRE(back.isOk());
      CHECK(back.value() == bytes);
    }
  }
}

TEST_CASE("tribun records: action lists are whole little-endian words") {
  const std::vector<Word> words = {0x0000243Cu, 0xB0000008u, 0x12345678u};
  const auto back = unpackActions(packActions(words));
  REQUIRE(back.isOk());
  CHECK(back.value() == words);
  const uint8_t five[] = {1, 2, 3, 4, 5};
  CHECK_FALSE(unpackActions(base64Encode(five, 5)).isOk());
  const uint8_t three[] = {1, 2, 3};
  CHECK_FALSE(unpackActions(base64Encode(three, 3)).isOk());
  const uint8_t one[] = {0x3C, 0x24, 0, 0};
  CHECK(unpackActions(base64Encode(one, 4)).value() == std::vector<Word>{0x0000243Cu});
}
