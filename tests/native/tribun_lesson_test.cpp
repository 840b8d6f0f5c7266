// The course's engine support (src/tribun/lesson.h): filtered legal lists, the practice step
// that keeps the side to move, and the goal vocabulary.
#include <doctest/doctest.h>

#include "tribun/lesson.h"
#include "tribun_test_util.h"

using namespace tribun_test;

namespace {

GoalCondition unitsOf(int color, int height, std::vector<int> tiles = {}, int min = 1, int max = 91) {
  GoalCondition c;
  c.kind = GoalKind::UnitCount;
  c.color = color;
  c.height = height;
  c.tiles = std::move(tiles);
  c.min = min;
  c.max = max;
  return c;
}

GoalCondition ofKind(GoalKind kind, int color) {
  GoalCondition c;
  c.kind = kind;
  c.color = color;
  return c;
}

}  // namespace

TEST_CASE("tribun lesson: actionTile names the tile a learner clicks first") {
  CHECK(actionTile(encodeMove(C(0, 0), C(1, 1), 0)) == C(0, 0));
  CHECK(actionTile(encodeKill(C(1, 2), C(0, 0), 1)) == C(1, 2));
  CHECK(actionTile(encodeDamage(C(1, 1), 2)) == C(1, 1));
  CHECK(actionTile(encodeCombine(C(0, 0), 1, 4, 1, 1)) == C(0, 0));
  CHECK(actionTile(encodeBackstabb(C(2, 2), 3)) == C(2, 2));
  CHECK(actionTile(encodeAttackTribun(C(-1, 0), C(0, 0), 0)) == C(-1, 0));
  CHECK(actionTile(encodeDraw(DrawAction::Offer, 0)) == -1);
  CHECK(actionTile(encodeEnd(EndReason::Resign, 1)) == -1);
}

TEST_CASE("tribun lesson: the filtered list keeps exactly the listed kinds and tile, in order") {
  const State s = stateOf({{0, 0, unit(B, 2)}, {1, 2, unit(W, 1)}, {-3, -3, unit(B, 1)}, {-2, -3, unit(B, 1)}});
  const auto all = boardActions(s);
  std::vector<Word> out;
  filteredBoardActions(s.board, s.turn, {}, out);
  CHECK(out == all);  // the default filter is the whole board list

  filteredBoardActions(s.board, s.turn, {opcodeBit(Opcode::Kill), -1}, out);
  CHECK(out == withOpcode(all, Opcode::Kill));
  REQUIRE_FALSE(out.empty());

  filteredBoardActions(s.board, s.turn, {opcodeBit(Opcode::Move), C(0, 0)}, out);
  REQUIRE_FALSE(out.empty());
  for (Word w : out) {
    CHECK(opcodeOf(w) == Opcode::Move);
    CHECK(actionTile(w) == C(0, 0));
  }
  std::vector<Word> expected;
  for (Word w : all)
    if (opcodeOf(w) == Opcode::Move && (w & 0x7F) == static_cast<Word>(C(0, 0))) expected.push_back(w);
  CHECK(out == expected);
  CHECK(std::is_sorted(out.begin(), out.end()));

  filteredBoardActions(s.board, s.turn, {opcodeBit(Opcode::Combine), -1}, out);
  CHECK(out == withOpcode(all, Opcode::Combine));
  filteredBoardActions(s.board, s.turn, {0, -1}, out);
  CHECK(out.empty());
}

TEST_CASE("tribun lesson: validateFilter rejects opcodes outside 0-9 and off-board tiles") {
  CHECK(validateFilter({}).isOk());
  CHECK_FALSE(validateFilter({static_cast<OpcodeMask>(1u << 10), -1}).isOk());
  CHECK(validateFilter({kAllBoardOpcodes, 0}).isOk());  // cid 0 is (-5,-5), on the board
  CHECK(validateFilter({kAllBoardOpcodes, 6}).message().find("tile 6") != std::string::npos);  // (-5,1) is off
  CHECK(validateFilter({kAllBoardOpcodes, C(0, 0)}).isOk());
  CHECK(validateFilter({kAllBoardOpcodes, 121}).message().find("121") != std::string::npos);
}

TEST_CASE("tribun lesson: a practice step applies the action and keeps the mover") {
  const State s = stateOf({{0, 0, unit(B, 2)}, {-3, -3, unit(B, 1)}});
  const Word jump = encodeMove(C(0, 0), C(1, 2), 0);
  auto r = applyPractice(s.board, B, jump);
  REQUIRE(r.isOk());
  CHECK(r.value() == after(s, jump).board);
  // Black plays again from the new board: the unit that jumped can jump on.
  auto again = applyPractice(r.value(), B, encodeMove(C(1, 2), C(2, 4), 0));
  REQUIRE_MESSAGE(again.isOk(), again.message());
  CHECK(again.value()[C(2, 4)] == unit(B, 2));
}

TEST_CASE("tribun lesson: a practice step rejects what is not the mover's legal board action") {
  const State s = stateOf({{0, 0, unit(B, 2)}, {3, 3, unit(W, 1)}});
  const Board before = s.board;
  auto illegal = applyPractice(s.board, B, encodeMove(C(0, 0), C(1, 1), 0));
  REQUIRE_FALSE(illegal.isOk());
  CHECK(illegal.message().find("illegal action") != std::string::npos);
  CHECK_FALSE(applyPractice(s.board, W, encodeMove(C(0, 0), C(1, 2), 0)).isOk());  // not white's unit
  CHECK_FALSE(applyPractice(s.board, B, encodeDraw(DrawAction::Offer, B)).isOk());
  CHECK_FALSE(applyPractice(s.board, B, encodeEnd(EndReason::Resign, B)).isOk());
  CHECK_FALSE(applyPractice(s.board, 2, encodeMove(C(0, 0), C(1, 2), 0)).isOk());
  Board broken = s.board;
  broken[6] = 0x01;  // a unit on cid 6, (-5,1), off the board
  CHECK(applyPractice(broken, B, encodeMove(C(0, 0), C(1, 2), 0)).message().find("6") != std::string::npos);
  CHECK(s.board == before);
}

TEST_CASE("tribun lesson: goals on units, heights and tiles") {
  const Board b = boardOf({{0, 0, unit(B, 4)}, {1, 1, unit(B, 2)}, {2, 2, unit(B, 2)}, {-1, 0, unit(W, 3, 0, true)}});
  const GoalCondition four = unitsOf(B, 4);
  CHECK(firstUnmetCondition(b, std::nullopt, std::span(&four, 1)) == -1);
  const GoalCondition six = unitsOf(B, 6);
  CHECK(firstUnmetCondition(b, std::nullopt, std::span(&six, 1)) == 0);
  // Exactly two black 2s; three 2s are not there yet.
  CHECK(firstUnmetCondition(b, std::nullopt, std::vector{unitsOf(B, 2, {}, 2, 2)}) == -1);
  CHECK(firstUnmetCondition(b, std::nullopt, std::vector{unitsOf(B, 2, {}, 3)}) == 0);
  // Any black unit on (1,1); none on (3,3); no white unit left on (-1,0) is false.
  CHECK(firstUnmetCondition(b, std::nullopt, std::vector{unitsOf(B, 0, {C(1, 1)})}) == -1);
  CHECK(firstUnmetCondition(b, std::nullopt, std::vector{unitsOf(B, 0, {C(3, 3)})}) == 0);
  CHECK(firstUnmetCondition(b, std::nullopt, std::vector{unitsOf(W, 0, {C(-1, 0)}, 0, 0)}) == 0);
  // The tribun flag and the slave height.
  GoalCondition tribun = unitsOf(W, 3);
  tribun.tribun = 1;
  GoalCondition notTribun = tribun;
  notTribun.tribun = 0;
  GoalCondition slave = unitsOf(B, 4);
  slave.slave = 1;
  CHECK(firstUnmetCondition(b, std::nullopt, std::vector{tribun, notTribun}) == 1);
  CHECK(firstUnmetCondition(b, std::nullopt, std::vector{slave}) == 0);
  CHECK(firstUnmetCondition(b, std::nullopt, std::vector<GoalCondition>{}) == -1);
}

TEST_CASE("tribun lesson: tribun captured, tribun safe, no legal action, last action") {
  // Black height 1 at (0,0) attacks (1,0) and (0,1); the white tribun stands on (1,0).
  const State s = stateOf({{0, 0, unit(B, 1)}, {1, 0, tribunUnit(W, 1)}, {-4, -4, tribunUnit(B, 1)}});
  const Word capture = encodeAttackTribun(C(0, 0), C(1, 0), B);
  REQUIRE(contains(boardActions(s), capture));
  const GoalCondition captured = ofKind(GoalKind::TribunCaptured, B);
  CHECK(firstUnmetCondition(s.board, capture, std::vector{captured}) == -1);
  CHECK(firstUnmetCondition(s.board, std::nullopt, std::vector{captured}) == 0);
  CHECK(firstUnmetCondition(s.board, encodeMove(C(0, 0), C(1, 1), 0), std::vector{captured}) == 0);
  CHECK(firstUnmetCondition(s.board, encodeAttackTribun(C(1, 0), C(0, 0), W), std::vector{captured}) == 0);

  // White's tribun is attacked by black; black's tribun far away is safe.
  CHECK(firstUnmetCondition(s.board, std::nullopt, std::vector{ofKind(GoalKind::TribunSafe, W)}) == 0);
  CHECK(firstUnmetCondition(s.board, std::nullopt, std::vector{ofKind(GoalKind::TribunSafe, B)}) == -1);
  // A side without a tribun is trivially safe.
  const Board noTribun = boardOf({{0, 0, unit(B, 1)}, {1, 0, unit(W, 1)}});
  CHECK(firstUnmetCondition(noTribun, std::nullopt, std::vector{ofKind(GoalKind::TribunSafe, W)}) == -1);

  // A lone white height 1 on black's last row: its forward tile (-1,-1) direction is off board.
  const Board stuck = boardOf({{-5, -5, unit(W, 1)}, {3, 3, unit(B, 1)}});
  CHECK(firstUnmetCondition(stuck, std::nullopt, std::vector{ofKind(GoalKind::NoLegalAction, W)}) == -1);
  CHECK(firstUnmetCondition(stuck, std::nullopt, std::vector{ofKind(GoalKind::NoLegalAction, B)}) == 0);

  GoalCondition killed = ofKind(GoalKind::LastAction, B);
  killed.opcodes = opcodeBit(Opcode::Kill) | opcodeBit(Opcode::Enslave);
  CHECK(firstUnmetCondition(s.board, encodeKill(C(0, 0), C(0, 1), 0), std::vector{killed}) == -1);
  CHECK(firstUnmetCondition(s.board, encodeMove(C(0, 0), C(1, 1), 0), std::vector{killed}) == 0);
  CHECK(firstUnmetCondition(s.board, std::nullopt, std::vector{killed}) == 0);
  CHECK(firstUnmetCondition(s.board, encodeDraw(DrawAction::Offer, B), std::vector{killed}) == 0);
}

TEST_CASE("tribun lesson: validateGoal names the lesson file's field out of its domain") {
  // The messages are the lesson file's (docs/LESSONS.md): the facade passes them on unchanged.
  const auto why = [](std::vector<GoalCondition> goal) { return validateGoal(goal).message(); };
  CHECK(validateGoal(std::vector{unitsOf(B, 4)}).isOk());
  CHECK(validateGoal(std::vector{unitsOf(B, 0)}).isOk());  // 0: any height (the field left out)
  CHECK(why({unitsOf(B, 5)}) == "goal[0].height must be one of 1, 2, 3, 4, 6, 8, got 5");
  CHECK(why({unitsOf(2, 4)}).find("goal[0].side") == 0);
  CHECK(why({unitsOf(B, 4, {6})}) == "goal[0].at: tile 6 is not an on-board cid");
  CHECK(why({unitsOf(B, 4, {}, 3, 2)}) == "goal[0]: min 3 is above max 2");
  CHECK(why({unitsOf(B, 4, {}, -1, 2)}) == "goal[0].min must be 0..91, got -1");
  CHECK(why({unitsOf(B, 4, {}, 0, 92)}) == "goal[0].max must be 0..91, got 92");
  CHECK(why({unitsOf(B, 4, {}, 92, 92)}) == "goal[0].min must be 0..91, got 92");
  CHECK(validateGoal(std::vector{unitsOf(B, 4, {}, 0, 0), unitsOf(B, 4, {}, 91, 91)}).isOk());
  GoalCondition slave = unitsOf(B, 2);
  slave.slave = 5;
  CHECK(why({slave}).find("goal[0].slave") == 0);
  slave.slave = 0;
  CHECK(validateGoal(std::vector{slave}).isOk());
  GoalCondition tribun = unitsOf(B, 2);
  tribun.tribun = 2;
  CHECK(why({tribun}).find("goal[0].tribun") == 0);
  GoalCondition last = ofKind(GoalKind::LastAction, B);
  CHECK(why({last}).find("goal[0].ops") == 0);
  last.opcodes = 1u << 11;
  CHECK_FALSE(validateGoal(std::vector{last}).isOk());
  GoalCondition odd = unitsOf(B, 2);
  odd.kind = static_cast<GoalKind>(9);
  CHECK(why({unitsOf(B, 2), odd}).find("goal[1].type") == 0);
}
