// Tile names and the move notation (docs/NOTATION.md).
#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <unordered_set>

#include "testkit/conformance.h"
#include "tribun/movegen.h"
#include "tribun/notation.h"
#include "tribun/tile_names.h"
#include "tribun_test_util.h"

using namespace tribun_test;

TEST_CASE("tribun tile names: the decided Glinski-style names") {
  CHECK(tileName(C(0, 0)) == "f6");
  CHECK(tileName(C(-5, -5)) == "f1");
  CHECK(tileName(C(5, 5)) == "f11");
  CHECK(tileName(C(0, 5)) == "a6");   // leftmost column, its top tile
  CHECK(tileName(C(-5, 0)) == "a1");
  CHECK(tileName(C(5, 0)) == "l6");
  CHECK(tileName(C(0, -5)) == "l1");
  CHECK(tileName(C(1, 1)) == "f7");
  CHECK(tileName(C(1, 0)) == "g6");
  CHECK(tileName(10).empty());  // (-5,5) is off the board
  CHECK(tileName(121).empty());
  std::set<std::string> names;
  for (uint8_t cid : boardCids()) {
    const std::string name = tileName(cid);
    names.insert(name);
    auto back = parseTile(name);
    REQUIRE(back.isOk());
    CHECK(back.value() == cid);
  }
  CHECK(names.size() == 91);
  CHECK(parseTile(" F6 ").value() == C(0, 0));
  CHECK(parseTile("j5").message().find("no file j") != std::string::npos);
  CHECK(parseTile("a7").message().find("ranks 1..6") != std::string::npos);
  CHECK(!parseTile("f6x").isOk());
  CHECK(!parseTile("").isOk());
}

namespace {

ParsedAction parseIn(const State& s, std::string_view text) { return parseAction(s.board, s.turn, legalActions(s), text); }

}  // namespace

TEST_CASE("tribun notation: round trip on every legal word of the 600 conformance positions") {
  auto loaded = boardrules::testkit::loadConformanceFile(std::string(BOARDRULES_TEST_DATA) + "/tribun/dev.jsonl");
  REQUIRE(loaded.isOk());
  size_t words = 0, failures = 0;
  std::vector<size_t> moveKillLengths;
  std::array<size_t, kOpcodeCount> perOpcode{};
  for (const auto& p : loaded.value()) {
    auto state = makeState(p.board, p.turn);
    REQUIRE(state.isOk());
    const std::vector<Word> legal = legalActions(state.value());
    std::unordered_set<std::string> texts;
    for (Word w : legal) {
      const std::string text = formatAction(p.board, p.turn, w);
      const ParsedAction back = parseAction(p.board, p.turn, legal, text);
      if ((!back.word || *back.word != w) && ++failures <= 5)
        FAIL_CHECK(p.id << ": " << describeAction(w) << " -> \"" << text << "\" -> " << back.message);
      if (!texts.insert(text).second && ++failures <= 5) FAIL_CHECK(p.id << ": two words share \"" << text << "\"");
      if (opcodeOf(w) == Opcode::Move || opcodeOf(w) == Opcode::Kill) moveKillLengths.push_back(text.size());
      ++perOpcode[static_cast<size_t>(opcodeOf(w))];
      ++words;
    }
  }
  CHECK(failures == 0);
  CHECK(words > 400000);
  for (int op = 0; op <= 9; ++op) CHECK_MESSAGE(perOpcode[static_cast<size_t>(op)] > 0, opcodeName(static_cast<Opcode>(op)));
  std::nth_element(moveKillLengths.begin(), moveKillLengths.begin() + moveKillLengths.size() / 2, moveKillLengths.end());
  CHECK(moveKillLengths[moveKillLengths.size() / 2] < 10);
}

TEST_CASE("tribun notation: lenient parsing (case, spaces, redundant parts)") {
  const State s = initialState();
  // Every legal word of the start parses from its upper-cased, spaced-out text too.
  const std::vector<Word> legal = legalActions(s);
  for (Word word : legal) {
    std::string text = formatAction(s.board, s.turn, word);
    std::string loud;
    for (char c : text) {
      loud.push_back(static_cast<char>(std::toupper(static_cast<unsigned char>(c))));
      loud.push_back(' ');
    }
    const ParsedAction back = parseAction(s.board, s.turn, legal, loud);
    REQUIRE_MESSAGE(back.word, loud << ": " << back.message);
    CHECK(*back.word == word);
  }
  CHECK(parseIn(s, "B offers draw").word == encodeDraw(DrawAction::Offer, B));
  CHECK(parseIn(s, "white offer").word == encodeDraw(DrawAction::Offer, W));
  CHECK(parseIn(s, "w resigns").word == encodeEnd(EndReason::Resign, W));
  CHECK(parseIn(s, "Black out of time").word == encodeEnd(EndReason::Timeout, B));
  CHECK(parseIn(s, "game time tie").word == encodeEnd(EndReason::GameTimeTie, 0));
  CHECK(parseIn(s, "0xb0000008").word == encodeEnd(EndReason::Resign, W));
  CHECK(parseIn(s, "W accepts draw").code == "ILLEGAL_ACTION");
}

TEST_CASE("tribun notation: each opcode has its form, and errors name the problem") {
  // A black stack with a slave next to empty tiles, a white target, a white tribun.
  const State s = stateOf({{0, 0, unit(B, 2, 1)}, {-1, -1, unit(B, 1)}, {-2, -1, unit(B, 1)}, {2, 1, unit(W, 3)},
                           {-1, 1, unit(W, 1)}, {4, 4, tribunUnit(W, 1)}, {-5, -5, tribunUnit(B, 1)}});
  const Board& b = s.board;
  CHECK(formatAction(b, B, encodeMove(C(0, 0), C(1, 1), 0)) == "f6-f7/p");
  CHECK(formatAction(b, B, encodeMove(C(0, 0), C(1, 1), 1)) == "f6-f7/s");
  CHECK(formatAction(b, B, encodeMove(C(-1, -1), C(0, 0), 0)) == "f5-f6");
  CHECK(formatAction(b, B, encodeKill(C(0, 0), C(2, 1), 0)) == "f6xg7/p");
  CHECK(formatAction(b, B, encodeAttackTribun(C(3, 3), C(4, 4), B)) == "f9xf10#");
  CHECK(formatAction(b, B, encodeAttackTribun(C(3, 3), C(4, 4), W)) == "f9xf10#W");
  CHECK(formatAction(b, B, encodeEnslave(C(0, 0), C(2, 1))) == "f6>g7");
  CHECK(formatAction(b, B, encodeLiberate(C(2, 1))) == "free g7");
  CHECK(formatAction(b, B, encodeDamage(C(2, 1), 2)) == "g7-2");
  // Combine on f4 = (-2,-2): f5 = (-1,-1) in direction 0 gives its whole height (no ":n"),
  // e4 = (-2,-1) in direction 2 is named with its amount when it keeps part of its height.
  CHECK(formatAction(b, B, encodeCombine(C(-2, -2), 0, 2, 1, 1)) == "f4=f5+e4");
  CHECK(formatAction(b, B, encodeCombine(C(-1, 0), 4, 5, 1, 1)) == "e5=d4:1+f5");  // d4 is empty
  CHECK(formatAction(b, B, encodeSymCombine(C(0, 0), 1, 2)) == "f6=^2");
  CHECK(formatAction(b, B, encodeBackstabb(C(0, 0), 0)) == "stab f6-f7");
  CHECK(formatAction(b, B, encodeDraw(DrawAction::Accept, W)) == "W accepts draw");
  CHECK(formatAction(b, B, encodeEnd(EndReason::NoLegalAction, B)) == "B cannot act");
  CHECK(formatAction(b, B, 0xC0000000u) == "0xc0000000");

  // Part left out while both parts are legal: ambiguous, and the message says what to add.
  const ParsedAction amb = parseIn(s, "f6-f7");
  if (amb.code == "AMBIGUOUS_ACTION") CHECK(amb.message.find("add the part") != std::string::npos);
  CHECK(parseIn(s, "g7-h7").message.find("no unit of yours on g7") != std::string::npos);
  CHECK(parseIn(s, "e3-e4").message.find("no unit on e3") != std::string::npos);
  CHECK(parseIn(s, "j5-f6").code == "BAD_NOTATION");
  CHECK(parseIn(s, "j5-f6").message.find("no file j") != std::string::npos);
  CHECK(parseIn(s, "f5?f6").code == "BAD_NOTATION");
  CHECK(parseIn(s, "f5-f6 extra").code == "BAD_NOTATION");
  CHECK(parseIn(s, "").code == "BAD_NOTATION");
}
