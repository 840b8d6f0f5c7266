// What a rules course needs from the engine (issue 13, docs/LESSONS.md): legal board actions
// restricted to the action kinds and the unit a lesson teaches, a practice step in which the same
// side moves again, and a small vocabulary of goals the engine evaluates on a position.
//
// Everything here is a pure function of (board, turn, word): no game handle, no log, no state
// outside the arguments, so a rejected call cannot leave anything half-applied.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "tribun/action.h"
#include "tribun/board.h"

namespace boardrules::tribun {

// A set of board opcodes (0-9): bit n = opcode n.
using OpcodeMask = uint16_t;
inline constexpr OpcodeMask kAllBoardOpcodes = 0x3FF;
constexpr OpcodeMask opcodeBit(Opcode op) { return static_cast<OpcodeMask>(1u << static_cast<unsigned>(op)); }

// The tile a board action is "about", the one a learner clicks first: the acting unit for MOVE,
// KILL, ENSLAVE, ATTACK_TRIBUN, SPLIT and BACKSTABB; the centre for COMBINE and SYM_COMBINE; the
// enemy target for LIBERATE and DAMAGE (group attacks name no attacker). -1 for DRAW and END.
int actionTile(Word word);

struct ActionFilter {
  OpcodeMask opcodes = kAllBoardOpcodes;  // only these kinds
  int tile = -1;                          // only actions whose actionTile is this cid (-1: any)
};

// The legal board actions of `turn` on `board` that pass `filter`, ascending. `board` must be
// valid (see validateBoard); the filter's tile must be -1 or a valid cid.
void filteredBoardActions(const Board& board, int turn, const ActionFilter& filter, std::vector<Word>& out);
Status validateFilter(const ActionFilter& filter);

// Practice mode: the board after `turn` plays the legal board action `word`, and the same side
// moves again (the caller keeps `turn`). Rejects an invalid board or turn, and any word that is
// not a legal board action for `turn` (draw and end words included), naming the reason. Pure:
// the input board is never modified.
Result<Board> applyPractice(const Board& board, int turn, Word word);

// ---- goals ----------------------------------------------------------------------------------

enum class GoalKind : uint8_t {
  TribunCaptured = 0,  // the last action was `color`'s ATTACK_TRIBUN
  UnitCount = 1,       // between min and max units of `color` match (height, slave, tribun, tiles)
  TribunSafe = 2,      // `color`'s tribun (if any) cannot be captured by the other side next ply
  NoLegalAction = 3,   // `color` has no legal board action
  LastAction = 4,      // the last action's opcode is in `opcodes`
};
inline constexpr int kGoalKindCount = 5;

struct GoalCondition {
  GoalKind kind = GoalKind::UnitCount;
  int color = kBlack;           // whose units / tribun / capture
  int height = 0;               // UnitCount: primary height to match, 0 = any
  int slave = -1;               // UnitCount: slave height to match, -1 = any, 0 = none
  int tribun = -1;              // UnitCount: -1 any, 0 not a tribun, 1 the tribun
  std::vector<int> tiles;       // UnitCount: only units on these cids (empty = anywhere)
  int min = 1, max = 91;        // UnitCount: how many matching units
  OpcodeMask opcodes = 0;       // LastAction
};

// The one check of a goal's values: names the first field out of its domain (colour, heights,
// cids, counts, opcodes) in the lesson file's terms, "goal[1].height must be ...".
Status validateGoal(std::span<const GoalCondition> goal);

// Index of the first condition that does not hold on `board` (after the learner's action
// `last`, if any), or -1 when every condition holds (an empty goal always holds). The goal must
// be valid (validateGoal) and the board valid.
int firstUnmetCondition(const Board& board, std::optional<Word> last, std::span<const GoalCondition> goal);

}  // namespace boardrules::tribun
