#include "tribun/lesson.h"

#include <algorithm>
#include <string>

#include "tribun/apply.h"
#include "tribun/coords.h"
#include "tribun/movegen.h"
#include "tribun/state.h"
#include "tribun/unit.h"

namespace boardrules::tribun {

namespace {

constexpr int kCidMask = 0x7F;

std::string str(int v) { return std::to_string(v); }

bool matchesUnit(uint8_t byte, const GoalCondition& c) {
  if (byte == 0 || colorOf(byte) != c.color) return false;
  const Unit u = decodeUnitUnchecked(byte);
  if (c.height != 0 && u.p != c.height) return false;
  if (c.slave >= 0 && u.s != c.slave) return false;
  if (c.tribun >= 0 && u.tribun != (c.tribun == 1)) return false;
  return true;
}

int countMatching(const Board& board, const GoalCondition& c) {
  int n = 0;
  if (c.tiles.empty()) {
    for (uint8_t cid : boardCids()) n += matchesUnit(board[cid], c) ? 1 : 0;
  } else {
    for (int cid : c.tiles) n += matchesUnit(board[cid], c) ? 1 : 0;
  }
  return n;
}

// True when `color`'s tribun is on the board and the other side, to move, lists a capture of it.
bool tribunAttacked(const Board& board, int color) {
  const bool hasTribun = std::any_of(board.begin(), board.end(), [&](uint8_t b) { return b != 0 && isTribunByte(b) && colorOf(b) == color; });
  if (!hasTribun) return false;
  std::vector<Word> replies;
  generateBoardActions(board, color ^ 1, replies);
  return std::any_of(replies.begin(), replies.end(), [](Word w) { return opcodeOf(w) == Opcode::AttackTribun; });
}

bool holds(const Board& board, std::optional<Word> last, const GoalCondition& c) {
  switch (c.kind) {
    case GoalKind::TribunCaptured:
      return last && opcodeOf(*last) == Opcode::AttackTribun && static_cast<int>((*last >> 14) & 1) == c.color;
    case GoalKind::UnitCount: {
      const int n = countMatching(board, c);
      return n >= c.min && n <= c.max;
    }
    case GoalKind::TribunSafe: return !tribunAttacked(board, c.color);
    case GoalKind::NoLegalAction: return !hasLegalBoardAction(board, c.color);
    case GoalKind::LastAction: return last && isBoardAction(*last) && (c.opcodes & (1u << (*last >> 28))) != 0;
  }
  return false;
}

}  // namespace

int actionTile(Word word) {
  switch (opcodeOf(word)) {
    case Opcode::Move:
    case Opcode::Kill:
    case Opcode::Liberate:
    case Opcode::Damage:
    case Opcode::Enslave:
    case Opcode::Combine:
    case Opcode::SymCombine:
    case Opcode::Split:
    case Opcode::Backstabb:
    case Opcode::AttackTribun: return static_cast<int>(word & kCidMask);  // every board layout starts with its tile
    default: return -1;
  }
}

Status validateFilter(const ActionFilter& filter) {
  if ((filter.opcodes & ~kAllBoardOpcodes) != 0) return Error{"opcode mask " + str(filter.opcodes) + " names opcodes outside 0-9"};
  if (filter.tile != -1 && !isValidCid(filter.tile)) return Error{"filter tile " + str(filter.tile) + " is not an on-board cid"};
  return Status::ok();
}

void filteredBoardActions(const Board& board, int turn, const ActionFilter& filter, std::vector<Word>& out) {
  generateBoardActions(board, turn, out);
  std::erase_if(out, [&](Word w) {
    if ((filter.opcodes & (1u << (w >> 28))) == 0) return true;
    return filter.tile >= 0 && actionTile(w) != filter.tile;
  });
}

Result<Board> applyPractice(const Board& board, int turn, Word word) {
  Result<State> state = makeState(board, turn);
  if (!state) return Error{state.message()};
  if (!isBoardAction(word)) {
    return Error{"illegal action " + describeAction(word) + ": practice mode plays board actions only (opcodes 0-9)"};
  }
  // applyAction checks legality and leaves the copy untouched on failure; the caller's board is
  // never touched at all.
  State copy = state.value();
  if (Status st = applyAction(copy, word); !st) return Error{st.message()};
  return copy.board;
}

// The one validator of a goal's values: the lesson facade (web/package/src/tribun-lesson.js)
// converts the lesson file's names (types, sides, tile names, action kinds) and checks that
// numbers are integers; which values the rules allow is decided here, and the messages name the
// lesson file's fields (docs/LESSONS.md) so the facade passes them on unchanged.
Status validateGoal(std::span<const GoalCondition> goal) {
  for (size_t i = 0; i < goal.size(); ++i) {
    const GoalCondition& c = goal[i];
    const std::string at = "goal[" + str(static_cast<int>(i)) + "]";
    if (static_cast<int>(c.kind) >= kGoalKindCount) return Error{at + ".type: unknown kind " + str(static_cast<int>(c.kind))};
    if (c.color != kBlack && c.color != kWhite) return Error{at + ".side: color must be 0 or 1, got " + str(c.color)};
    if (c.kind == GoalKind::UnitCount) {
      if (c.height != 0 && !isValidHeight(c.height)) return Error{at + ".height must be one of 1, 2, 3, 4, 6, 8, got " + str(c.height)};
      if (c.slave != -1 && c.slave != 0 && !isValidHeight(c.slave)) {
        return Error{at + ".slave must be 0 (no slave) or one of 1, 2, 3, 4, 6, 8, got " + str(c.slave)};
      }
      if (c.tribun < -1 || c.tribun > 1) return Error{at + ".tribun must be -1 (any), 0 or 1, got " + str(c.tribun)};
      for (int cid : c.tiles) {
        if (!isValidCid(cid)) return Error{at + ".at: tile " + str(cid) + " is not an on-board cid"};
      }
      if (c.min < 0 || c.min > kTileCount) return Error{at + ".min must be 0..91, got " + str(c.min)};
      if (c.max < 0 || c.max > kTileCount) return Error{at + ".max must be 0..91, got " + str(c.max)};
      if (c.min > c.max) return Error{at + ": min " + str(c.min) + " is above max " + str(c.max)};
    }
    if (c.kind == GoalKind::LastAction && (c.opcodes == 0 || (c.opcodes & ~kAllBoardOpcodes) != 0)) {
      return Error{at + ".ops must be a non-empty set of board opcodes 0-9, got mask " + str(c.opcodes)};
    }
  }
  return Status::ok();
}

int firstUnmetCondition(const Board& board, std::optional<Word> last, std::span<const GoalCondition> goal) {
  for (size_t i = 0; i < goal.size(); ++i) {
    if (!holds(board, last, goal[i])) return static_cast<int>(i);
  }
  return -1;
}

}  // namespace boardrules::tribun
